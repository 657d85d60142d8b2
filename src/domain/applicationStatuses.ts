/**
 * Where an application stands, in the order staff usually move it (the contract's `ApplicationStatus`
 * enum; test/server/contractEnums.test.ts keeps the two equal). Every application starts as New.
 */
export const APPLICATION_STATUSES = [
  'New',
  'Screening',
  'Interview',
  'Offered',
  'Placed',
  'Rejected',
  'Withdrawn',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const isApplicationStatus = (value: unknown): value is ApplicationStatus =>
  typeof value === 'string' && (APPLICATION_STATUSES as readonly string[]).includes(value);

/**
 * The open statuses: the application is still in the pipeline, so the applicant may withdraw it and the
 * dashboard counts it as in the pipeline.
 */
export const OPEN_APPLICATION_STATUSES: readonly ApplicationStatus[] = APPLICATION_STATUSES.slice(0, 4);

export const isOpenApplicationStatus = (status: ApplicationStatus): boolean =>
  OPEN_APPLICATION_STATUSES.includes(status);

/**
 * The pipeline's forward stages, in order: New to Placed. Rejected and Withdrawn leave the pipeline; the
 * dashboard's funnel compares each forward stage with the one before it.
 */
export const FORWARD_STAGES: readonly ApplicationStatus[] = APPLICATION_STATUSES.slice(0, 5);

/** The forward stage before `status` (Screening's is New), or undefined: New, Rejected, Withdrawn. */
export function stageBefore(status: string): ApplicationStatus | undefined {
  const index = FORWARD_STAGES.indexOf(status as ApplicationStatus);
  return index > 0 ? FORWARD_STAGES[index - 1] : undefined;
}
