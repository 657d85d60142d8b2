/**
 * Public entry of the applications feature: sending an application (used by the job detail page); one
 * application's record (the share dialog of shortlists reads the candidate's agreement to share).
 */
export {
  useCreateApplicationMutation,
  useGetApplicationQuery,
  type ApplicationInput,
} from './applicationsApi';
export { CHANNEL_LABELS, type ApplicationChannel } from './channels';
