/** Public entry of the applications feature: sending an application (used by the job detail page). */
export { useCreateApplicationMutation, type ApplicationInput } from './applicationsApi';
export { CHANNEL_LABELS, type ApplicationChannel } from './channels';
