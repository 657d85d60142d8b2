/** A job's category as the contract stores it (`Category`): '1' International, '2' Domestic. */
export const CATEGORY = { international: '1', domestic: '2' } as const;
export type CategoryCode = (typeof CATEGORY)[keyof typeof CATEGORY];

/** The label the spec shows for a category value: '1' is International, anything else Domestic. */
export const categoryLabel = (value: string | null | undefined): string =>
  value === CATEGORY.international ? 'International' : 'Domestic';
