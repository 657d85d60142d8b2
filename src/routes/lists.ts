/**
 * What the server, the head and the back office's menu read from the route registry: matching a path to its
 * route, the paths crawlers are asked to stay out of and the sitemap's pages. Apart from the registry itself,
 * so the browser's first scripts (which need only the routes and their links) do not carry them.
 */
import { routeEntries, type RegisteredRoute } from './registry';

/** A pattern's part before its first parameter (`/edit-jobs/:id` → `/edit-jobs/`); the whole path without one. */
export const pathPrefix = (pattern: string): string => {
  const parameter = pattern.indexOf('/:');
  return parameter < 0 ? pattern : pattern.slice(0, parameter + 1);
};

/**
 * The registered route a site path (without its language prefix) matches, with its parameters, as the
 * router matches it: whatever the letter case, a trailing slash ignored. Aliases match too. Parameters are
 * returned as written (not decoded).
 */
export function matchRoute(
  pathname: string,
  candidates: readonly RegisteredRoute[] = routeEntries,
): { route: RegisteredRoute; params: Record<string, string> } | undefined {
  const parts = (pathname.replace(/\/+$/, '') || '/').split('/');
  for (const route of candidates) {
    for (const pattern of [route.path, ...(route.aliases ?? [])]) {
      const expected = (pattern.replace(/\/+$/, '') || '/').split('/');
      if (expected.length !== parts.length) continue;
      const params: Record<string, string> = {};
      const matched = expected.every((part, index) => {
        if (part.startsWith(':')) {
          if (!parts[index]) return false;
          params[part.slice(1)] = parts[index];
          return true;
        }
        return part.toLowerCase() === parts[index].toLowerCase();
      });
      if (matched) return { route, params };
    }
  }
  return undefined;
}

/**
 * The paths crawlers are asked to stay out of (robots.txt): sign-in, the back office and the server's form
 * pages, each as its prefix (`/edit-jobs/` for `/edit-jobs/:id`); a form page's parameter as `*`.
 */
export const protectedPathPrefixes = (): string[] =>
  routeEntries
    .filter((route) => route.access === 'signIn' || route.access === 'staff')
    .map((route) => pathPrefix(route.path));

/** The server's form pages, as robots.txt patterns (`/job-detail/*\/apply`). */
export const formPagePatterns = (): string[] =>
  routeEntries
    .filter((route) => route.access === 'form' && route.page)
    .map((route) => route.path.replace(/:[A-Za-z]+/g, '*'));

/** The public pages without a parameter that the sitemap lists (the indexed ones). */
export const sitemapRoutes = (): RegisteredRoute[] =>
  routeEntries.filter(
    (route) => route.access === 'public' && route.indexed !== false && !route.path.includes(':'),
  );
