/**
 * Public entry of the jobs feature: what other features may use (the job list query, the Job type and the
 * card that shows one job). Everything else in this folder is private to it.
 */
export {
  useListJobsQuery,
  useListJobTitlesQuery,
  useListManagedJobsQuery,
  useGetManagedJobQuery,
  type Job,
  type ManagedJob,
} from './jobsApi';
export { default as JobCard } from './JobCard';
export { useSearchJobsQuery } from './jobsApi';
export { EMPLOYMENT_TYPES, formValue } from './jobSearchParams';
export { placeText } from './jobFacts';
