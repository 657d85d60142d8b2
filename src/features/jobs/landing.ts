import { maxLength } from '../../api/limits';

/**
 * Where the visitor came from, read once when the job pages' code first runs in the browser (the
 * site's tagged links lead to a job page): the address's tag (`src`, else the `utm_source` Google for
 * Jobs adds) and the origin of the page that linked to the site (the document referrer, which stays the
 * landing page's while the visitor moves through the site). Kept in memory only: no cookie, no storage;
 * an application sends it and the server decides the channel from it.
 */
/**
 * The tag of the links the job page's WhatsApp share button writes (the server's `SOURCE_TAGS` in
 * services/applicationChannel.ts reads it as the WhatsApp channel; a test keeps the two equal).
 */
export const WHATSAPP_SHARE_TAG = 'whatsapp';
export const SOURCE_TAG_PARAMETER = 'src';

/** A job page's address with the tag of a channel. */
export function taggedUrl(url: string, tag: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}${SOURCE_TAG_PARAMETER}=${tag}`;
}

export interface LandingSource {
  source_tag: string;
  referrer: string;
}

let landing: LandingSource | undefined;

function referrerOrigin(referrer: string, ownOrigin: string): string {
  try {
    const origin = new URL(referrer).origin;
    return origin === ownOrigin || origin === 'null' ? '' : origin;
  } catch {
    return '';
  }
}

/** Remembers the landing address's tag and referrer; later calls keep the first. */
export function rememberLanding(): void {
  if (landing || typeof window === 'undefined') return;
  const query = new URLSearchParams(window.location.search);
  landing = {
    source_tag: (query.get(SOURCE_TAG_PARAMETER) ?? query.get('utm_source') ?? '').slice(
      0,
      maxLength.SourceTag,
    ),
    referrer: referrerOrigin(document.referrer, window.location.origin).slice(0, maxLength.ReferrerOrigin),
  };
}

/** What the visitor landed with ('' for each when nothing was remembered). */
export function landingSource(): LandingSource {
  return landing ?? { source_tag: '', referrer: '' };
}
