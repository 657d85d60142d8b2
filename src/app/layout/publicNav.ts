import { Link as RouterLink } from 'react-router-dom';
import { DEFAULT_LOCALE, useLocale } from '../../i18n';
import { paths } from '../paths';

/**
 * The public navigation (SPEC §2): Home, About, Jobs (Domestic, International), Blog, Contact, then Login.
 * Each `label` is a key of the `layout` texts.
 */
export const mainLinks = [
  { label: 'home', to: paths.home },
  { label: 'about', to: paths.about },
] as const;
export const jobLinks = [
  { label: 'domestic', to: paths.domestic },
  { label: 'international', to: paths.international },
] as const;
export const laterLinks = [
  { label: 'blog', to: paths.blog },
  { label: 'contact', to: paths.contact },
] as const;

/**
 * The sign-in link's props: a link within the app in English; from a Gujarati or Hindi page (the back office
 * is English only) a plain link to the English sign-in page.
 */
export function useLoginLink() {
  return useLocale() === DEFAULT_LOCALE
    ? ({ component: RouterLink, to: paths.login } as const)
    : ({ href: paths.login } as const);
}
