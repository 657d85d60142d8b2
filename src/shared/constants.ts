import { maxBytes, maxLength } from '../api/limits';

/** Business constants from the spec (section 9); the limits come from the contract (src/api/limits.ts). */
export const MAX_IMAGE_BYTES = maxBytes.ImageFile;
export const MAX_RESUME_BYTES = maxBytes.ResumeFile;
export const DIALOG_MS = 1500;
export const PAGE_SIZES = [10, 20, 30, 40, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const SESSION_STORAGE_KEY = 'user_reg';
export const TEXT_MAX = maxLength.ShortText;
export const MESSAGE_MAX = maxLength.LongText;

export { CATEGORY, categoryLabel, type CategoryCode } from '../domain/categories';

export const CAROUSEL = { autoplayMs: 2500, visibleWide: 3, visibleMedium: 2, visibleNarrow: 1 } as const;
