import type { components } from '../../api/schema';

export type ApplicationChannel = components['schemas']['ApplicationChannel'];

/** How staff read each channel (View Application, the Dashboard). */
export const CHANNEL_LABELS: Record<ApplicationChannel, string> = {
  google_jobs: 'Google (jobs or search)',
  whatsapp: 'WhatsApp',
  job_alert: 'Job-alert e-mail',
  direct: 'Direct visit',
  other: 'Another website',
  walk_in: 'Walk-in',
  phone: 'Phone',
};

/** The channels in the order staff read them. */
export const CHANNELS = Object.keys(CHANNEL_LABELS) as ApplicationChannel[];

/** The label of a recorded channel; applications from before it was recorded have none. */
export const channelLabel = (channel: ApplicationChannel | null | undefined): string =>
  channel ? CHANNEL_LABELS[channel] : 'Not recorded';
