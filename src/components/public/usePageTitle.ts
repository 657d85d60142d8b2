import { useEffect } from 'react';
import { useAgency } from '../../app/agency/agencyApi';
import { useLocale } from '../../i18n';
import { pageTitle } from './pageMeta';

/**
 * Sets the document title of a public screen ("Jobs | Sahyog Manpower Services"); the server-rendered head
 * writes the same title with the same `pageTitle`.
 */
export function usePageTitle(title: string | undefined) {
  const name = useAgency()?.name;
  const locale = useLocale();
  useEffect(() => {
    document.title = pageTitle(title, name, locale);
  }, [title, name, locale]);
}
