/**
 * The title and summary sentence of each public page, in one place: the pages show them (hero title and
 * subtitle, document title) and the server-rendered head (`src/ssr/head.ts`) writes the same `<title>` and
 * meta description, so the server's and the browser's titles are identical.
 *
 * Pure data and functions: no DOM, no React, safe to run in Node.
 */

/** What the home page's title says after the agency's name. */
export const HOME_TAGLINE = 'Jobs, recruitment, payroll and housekeeping in Ahmedabad';

export interface PageMeta {
  /** The page's own title (before " | <agency name>"); undefined for the home page. */
  title: string | undefined;
  /** One plain sentence about the page (its meta description; the hero's subtitle where it has one). */
  description: string;
}

export const PAGE_META = {
  home: {
    title: undefined,
    description:
      'Find the right job, in India and abroad: we connect job seekers with trusted employers in Ahmedabad, across India and overseas. Free for every candidate, always.',
  },
  about: {
    title: 'About Us',
    description:
      'Empowering careers, connecting talent: recruitment, payroll management, housekeeping and facility management from our office in Ahmedabad, registered with the Ministry of MSME since 2015.',
  },
  contact: {
    title: 'Contact Us',
    description: 'Our recruiters in Ahmedabad answer every message within one working day.',
  },
  international: {
    title: 'International Jobs',
    description:
      'Verified overseas openings with employers we know, and guidance on documents and visas at no cost to you.',
  },
  domestic: {
    title: 'Domestic Jobs',
    description: 'Openings with leading employers in Ahmedabad, across Gujarat and the rest of India.',
  },
  blog: {
    title: 'Blog',
    description: 'Career advice, hiring insights and news from our team in Ahmedabad.',
  },
  /** A job page before (or without) its job; with one, the job's title and description. */
  job: {
    title: 'Job',
    description: 'A job opening with its description, location, salary, career level and experience.',
  },
  /** A post page before (or without) its post; with one, the post's title and text. */
  post: {
    title: 'Blog',
    description: 'An article from our blog: career advice, hiring insights and news from Ahmedabad.',
  },
  notFound: {
    title: 'Page not found',
    description: 'The page you are looking for does not exist or has moved.',
  },
} as const satisfies Record<string, PageMeta>;

export type PageKind = keyof typeof PAGE_META;

/**
 * The document title of a public page: "<title> | <agency name>", or on the home page
 * "<agency name> | <tagline>". Parts that are not known yet are left out.
 */
export function pageTitle(title: string | undefined, agencyName: string | undefined): string {
  const parts = title ? [title, agencyName] : [agencyName, HOME_TAGLINE];
  return parts.filter(Boolean).join(' | ');
}
