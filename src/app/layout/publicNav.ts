import { paths } from '../paths';

/** The public navigation (SPEC §2): Home, About, Jobs (Domestic, International), Blog, Contact, then Login. */
export const mainLinks = [
  { label: 'Home', to: paths.home },
  { label: 'About', to: paths.about },
] as const;
export const jobLinks = [
  { label: 'Domestic', to: paths.domestic },
  { label: 'International', to: paths.international },
] as const;
export const laterLinks = [
  { label: 'Blog', to: paths.blog },
  { label: 'Contact', to: paths.contact },
] as const;
