/**
 * Public entry of the job seeker's account feature (issue 42): their pages are server-rendered
 * (`/my-applications`); the SPA only reads what fills the apply form, and staff read a candidate's profile.
 */
export {
  useGetCandidateProfileQuery,
  useGetApplicationCandidateProfileQuery,
  type CandidateProfile,
  type CandidateProfilePrefill,
} from './candidateAccountApi';
