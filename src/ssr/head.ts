import type { components } from '../api/schema';

type Agency = components['schemas']['Agency'];
type Job = components['schemas']['Job'];
type BlogPost = components['schemas']['BlogPost'];

/** What the head of a rendered page is built from: the route, its status and the records it shows. */
export interface HeadInput {
  pathname: string;
  publicUrl: string;
  status: number;
  agency?: Agency;
  job?: Job;
  post?: BlogPost;
  jobs?: Job[];
  posts?: BlogPost[];
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Plain text of rich HTML, at most `max` characters. */
function plainText(html: string, max: number): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

const TAGLINE = 'Jobs, recruitment, payroll and housekeeping in Ahmedabad';

/** The head tags of a rendered page: its title and description (and `noindex` on an error page). */
export function buildHead(input: HeadInput): string {
  const name = input.agency?.name;
  const subject = input.job?.title ?? input.post?.title;
  const title = input.status === 404 ? 'Page not found' : subject;
  const fullTitle = (title ? [title, name] : [name, TAGLINE]).filter(Boolean).join(' | ');
  const description = input.job
    ? plainText(input.job.description ?? '', 160)
    : input.post
      ? plainText(input.post.description ?? '', 160)
      : `${name ?? 'We'}: domestic and international jobs, recruitment, payroll and housekeeping services. We never charge job seekers any fee.`;
  return [
    `<title>${escapeHtml(fullTitle)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    ...(input.status >= 400 ? ['<meta name="robots" content="noindex">'] : []),
  ].join('\n');
}
