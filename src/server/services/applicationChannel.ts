import type { ApplicationChannel } from '../db/types';

/**
 * Where an application came from, decided by the server at apply time from what the page sends: the
 * tag of the address the visitor landed on (`?src=` of the site's own links: the job page's WhatsApp
 * share button writes `whatsapp`, the job-alert digest `job_alert`; Google for Jobs adds
 * `utm_source=google_jobs_apply`) and the origin of the page that sent the visitor (the document
 * referrer). Nothing is stored in the visitor's browser and no tracker is involved.
 */

/** The tag the site's own links carry, and the query parameter that carries it. */
export const SOURCE_TAG_PARAMETER = 'src';
export const SOURCE_TAGS = { whatsapp: 'whatsapp', jobAlert: 'job_alert' } as const;

const TAGGED_CHANNELS: Record<string, ApplicationChannel> = {
  whatsapp: 'whatsapp',
  job_alert: 'job_alert',
  google_jobs: 'google_jobs',
  google_jobs_apply: 'google_jobs',
};

/** Google's search and job results, on any of its country domains (`www.google.co.in`). */
const GOOGLE_HOST = /(^|\.)google\.[a-z]{2,3}(\.[a-z]{2})?$/;
const WHATSAPP_HOST = /(^|\.)(whatsapp\.com|whatsapp\.net|wa\.me)$/;

function hostOf(address: string): string | undefined {
  if (address === '') return undefined;
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.hostname.toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The channel of an application sent from the website. `ownHost` is the site's host: a visit that
 * started on the site itself counts as direct.
 */
export function channelOf(landing: { tag: string; referrer: string }, ownHost: string): ApplicationChannel {
  const tag = landing.tag.trim().toLowerCase();
  const tagged = TAGGED_CHANNELS[tag];
  if (tagged) return tagged;
  const host = hostOf(landing.referrer.trim());
  if (host === undefined) return tag === '' ? 'direct' : 'other';
  if (GOOGLE_HOST.test(host)) return 'google_jobs';
  if (WHATSAPP_HOST.test(host)) return 'whatsapp';
  if (host === ownHost.toLowerCase()) return tag === '' ? 'direct' : 'other';
  return 'other';
}
