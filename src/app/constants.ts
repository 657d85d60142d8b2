/** Business constants from the spec (section 9). */
export const MAX_IMAGE_BYTES = 5_242_880;
export const MAX_RESUME_BYTES = 10 * 1024 * 1024;
export const DIALOG_MS = 1500;
export const PAGE_SIZES = [10, 20, 30, 40, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const SESSION_STORAGE_KEY = 'user_reg';
export const TEXT_MAX = 256;
export const MESSAGE_MAX = 5000;

export const CATEGORY = { international: '1', domestic: '2' } as const;
export type CategoryCode = (typeof CATEGORY)[keyof typeof CATEGORY];

/** The label the spec shows for a category value: '1' is International, anything else Domestic. */
export const categoryLabel = (value: string | null | undefined): string =>
  value === CATEGORY.international ? 'International' : 'Domestic';

export const CAROUSEL = { autoplayMs: 2500, visibleWide: 3, visibleMedium: 2, visibleNarrow: 1 } as const;
