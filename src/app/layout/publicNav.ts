import { Link as RouterLink } from 'react-router-dom';
import { DEFAULT_LOCALE, useLocale } from '../../i18n';
import { paths } from '../../routes/paths';
import { routeEntries, type NavEntry } from '../../routes/registry';

/** The links of one group of the public navigation, from the route registry, in their order. */
const navLinks = (group: NavEntry['group']) =>
  routeEntries
    .flatMap((route) => (route.nav?.group === group ? [{ nav: route.nav, to: route.path }] : []))
    .sort((a, b) => a.nav.order - b.nav.order)
    .map(({ nav, to }) => ({ label: nav.label, to }));

/**
 * The public navigation (SPEC §2): Home, About, Jobs (Domestic, International), Blog, Contact, then Login.
 * Each `label` is a key of the `layout` texts.
 */
export const mainLinks = navLinks('main');
export const jobLinks = navLinks('jobs');
export const laterLinks = navLinks('later');

/**
 * The sign-in link's props: a link within the app in English; from a Gujarati or Hindi page (the back office
 * is English only) a plain link to the English sign-in page.
 */
export function useLoginLink() {
  return useLocale() === DEFAULT_LOCALE
    ? ({ component: RouterLink, to: paths.login } as const)
    : ({ href: paths.login } as const);
}
