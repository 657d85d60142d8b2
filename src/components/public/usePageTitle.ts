import { useEffect } from 'react';
import { useAgency } from '../../shared/agency/agencyApi';
import { useLocale } from '../../i18n';
import { pageTitle } from '../../shared/pageMeta';

/**
 * Sets the document title of a public screen ("Jobs | Sahyog Manpower Services"); the server-rendered head
 * writes the same title with the same `pageTitle`. `lang`: the title's language when it is not the page's
 * (a job's English title on a `/gu/` page), set on the `<title>` element as the server does (and taken
 * off again on the next screen).
 */
export function usePageTitle(title: string | undefined, lang?: string) {
  const name = useAgency()?.name;
  const locale = useLocale();
  useEffect(() => {
    document.title = pageTitle(title, name, locale);
    const element = document.querySelector('title');
    if (lang) element?.setAttribute('lang', lang);
    else element?.removeAttribute('lang');
  }, [title, name, locale, lang]);
}
