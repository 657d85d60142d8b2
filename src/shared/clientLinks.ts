import { useCallback, type MouseEvent } from 'react';
import { matchPath, useNavigate } from 'react-router-dom';
import { splitLocale, useLocale } from '../i18n';
import { routesOf } from '../routes/registry';

/** The patterns of the public site's pages (each path and alias of a public route with a page). */
const sitePages = routesOf('public').flatMap((route) =>
  route.chunk ? [route.path, ...(route.aliases ?? [])] : [],
);

/** Whether `path` (within a language) is a page of the public site the router shows. */
export const isSitePage = (path: string): boolean =>
  sitePages.some((pattern) => matchPath({ path: pattern, end: true }, path));

/** A click the browser should handle itself (a new tab or window): a modifier key or another button. */
export const opensElsewhere = (event: MouseEvent): boolean =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * A click handler for a container of plain links (server HTML the browser kept as it came, a text staff
 * wrote): a click on a link to a page of the site in the page's language becomes a client navigation, as a
 * router link's would. Every other click is the browser's: a new tab or window (a modifier key, a middle
 * click, `target`), a download, another site, another language (its own router), a file or an anchor on the
 * same page. A click a link inside has already handled (a router link) is left alone.
 */
export function useClientLinks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  const locale = useLocale();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || opensElsewhere(event)) return;
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      if (!(link instanceof HTMLAnchorElement) || !link.hasAttribute('href')) return;
      if (!event.currentTarget.contains(link)) return;
      if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin) return;
      const here = window.location;
      if (url.hash && url.pathname === here.pathname && url.search === here.search) return;
      const { locale: linked, path } = splitLocale(url.pathname);
      if (linked !== locale || !isSitePage(path)) return;
      event.preventDefault();
      void navigate(path + url.search + url.hash);
    },
    [navigate, locale],
  );
}
