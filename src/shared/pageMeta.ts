/**
 * The title and summary sentence of each public page, in one place: the pages show them (hero title and
 * subtitle, document title) and the server-rendered head (`src/ssr/head.ts`) writes the same `<title>` and
 * meta description, so the server's and the browser's titles are identical, in each language (the texts are
 * the `meta` namespace of the catalogues).
 *
 * No DOM and no React outside `usePageMeta`: safe to run in Node.
 */
import metaText from '../i18n/compiled/en/meta';
import { DEFAULT_LOCALE, translator, useLocale, type Locale } from '../i18n';
import type { PageKind } from '../routes/registry';

export interface PageMeta {
  /** The page's own title (before " | <agency name>"); undefined for the home page. */
  title: string | undefined;
  /** One plain sentence about the page (its meta description; the hero's subtitle where it has one). */
  description: string;
}

export type { PageKind };

type PageMetas = { home: PageMeta & { title: undefined } } & Record<
  Exclude<PageKind, 'home'>,
  PageMeta & { title: string }
>;

const byLocale = new Map<Locale, PageMetas>();

/** Every public page's title and sentence in `locale`. */
export function pageMetaIn(locale: Locale): PageMetas {
  let meta = byLocale.get(locale);
  if (!meta) {
    const t = translator(locale, metaText);
    const page = (kind: Exclude<PageKind, 'home'>) => ({
      title: t(`${kind}Title`),
      description: t(`${kind}Description`),
    });
    meta = {
      home: { title: undefined, description: t('homeDescription') },
      about: page('about'),
      contact: page('contact'),
      international: page('international'),
      domestic: page('domestic'),
      blog: page('blog'),
      /** A job page before (or without) its job; with one, the job's title and description. */
      job: page('job'),
      /** A post page before (or without) its post; with one, the post's title and text. */
      post: page('post'),
      notFound: page('notFound'),
      verify: page('verify'),
      applicationStatus: page('applicationStatus'),
      confirmErasure: page('confirmErasure'),
    };
    byLocale.set(locale, meta);
  }
  return meta;
}

/** The English titles and sentences (the server's structured data and the back office use English). */
export const PAGE_META = pageMetaIn(DEFAULT_LOCALE);

/** The public pages' titles and sentences in the page's language. */
export const usePageMeta = () => pageMetaIn(useLocale());

/**
 * The document title of a public page: "<title> | <agency name>", or on the home page
 * "<agency name> | <tagline>". Parts that are not known yet are left out.
 */
export function pageTitle(
  title: string | undefined,
  agencyName: string | undefined,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const parts = title ? [title, agencyName] : [agencyName, translator(locale, metaText)('homeTagline')];
  return parts.filter(Boolean).join(' | ');
}
