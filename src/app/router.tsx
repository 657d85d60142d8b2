import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { matchPath, Navigate, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../shared/hooks';
import { paths } from '../routes/paths';
import {
  routeEntries,
  routesOf,
  type ChunkOf,
  type RouteAccess,
  type RouteId,
  type ServedRoute,
} from '../routes/registry';
import { hasStoredSession } from './persist';
import { screenChanged } from '../shared/uiSlice';
import { selectUser } from '../features/session';
import { PageLoading } from '../components/PageLoading';
import PublicLayout from './layout/PublicLayout';
import { skipScamNoticeThisPageLoad } from '../components/scamNoticeOnce';
import { deferredPart } from '../shared/hydration';
import { DEFAULT_LOCALE, splitLocale, useLocale, type Locale } from '../i18n';
import type { StaffOperation } from '../api/roles';
import type { ClientChunk } from './clientPages';

/** A route's page: a lazily loaded component that can also be loaded ahead (`preload`) under its chunk's name. */
export interface Page {
  (): JSX.Element;
  /** The webpack chunk the page lives in (its `webpackChunkName`). */
  chunk: string;
  /** Loads the page's code; once done, the page renders at once, without suspending. */
  preload: () => Promise<void>;
}

/*
 * Every page is its own chunk: a visitor never downloads the back office, and each route loads only its code.
 * A page whose code is already loaded (the server loads it before rendering, the browser before hydrating)
 * renders synchronously, so the server's HTML is never replaced by a Suspense fallback.
 */
function page(chunk: string, load: () => Promise<{ default: ComponentType }>): Page {
  let Loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      Loaded = module.default;
    }));
  const Lazy = lazy(() => preload().then(() => ({ default: Loaded as ComponentType })));
  function RoutePage() {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component would remount the page.
    const [Component] = useState<ComponentType>(() => Loaded ?? Lazy);
    return <Component />;
  }
  return Object.assign(RoutePage, { chunk, preload });
}

/*
 * The public pages' code, by chunk name (the registry names each route's chunk). Each import stays a literal
 * `import()` with its chunk's name, so webpack splits every page into its own chunk.
 */
const publicPageLoaders = {
  home: () => import(/* webpackChunkName: "home" */ '../features/home/HomePage'),
  about: () => import(/* webpackChunkName: "about" */ '../features/about/AboutPage'),
  contact: () => import(/* webpackChunkName: "contact" */ '../features/contact/ContactPage'),
  'jobs-international': () =>
    import(/* webpackChunkName: "jobs-international" */ '../features/jobs/InternationalJobsPage'),
  'jobs-domestic': () => import(/* webpackChunkName: "jobs-domestic" */ '../features/jobs/DomesticJobsPage'),
  'job-detail': () => import(/* webpackChunkName: "job-detail" */ '../features/jobs/JobDetailPage'),
  blog: () => import(/* webpackChunkName: "blog" */ '../features/blog/BlogListPage'),
  'blog-detail': () => import(/* webpackChunkName: "blog-detail" */ '../features/blog/BlogDetailPage'),
  verify: () => import(/* webpackChunkName: "verify" */ '../features/verify/VerifyPage'),
  'application-status': () =>
    import(
      /* webpackChunkName: "application-status" */ '../features/applicationStatus/ApplicationStatusPage'
    ),
  'confirm-erasure': () =>
    import(/* webpackChunkName: "confirm-erasure" */ '../features/applicationStatus/ConfirmErasurePage'),
} satisfies Record<ChunkOf<'public'>, () => Promise<{ default: ComponentType }>>;

const NotFoundPage = page(
  'not-found',
  () => import(/* webpackChunkName: "not-found" */ '../components/NotFoundPage'),
);

/*
 * The scam notice opens after the page has loaded: its code is not part of the first scripts. (As a settled
 * part it would leave the job page's hydration, but it then opened seconds later, after a visitor had begun
 * on the page; it stays a deferred part, its code fetched as soon as the code of the parts on screen has
 * arrived: beside it, its 22 KB held the job page's body back about 0.1 s on a slow phone.)
 */
const ScamNotice = deferredPart(
  () => import(/* webpackChunkName: "scam-notice" */ '../components/ScamNotice'),
  'scam-notice',
  { fetchAfterOthers: true },
);

/*
 * Sign-in and the back office: their pages' loaders (and the role check) live in a chunk of their own, so a
 * visitor's first scripts carry none of them.
 */
const loadClientPages = () => import(/* webpackChunkName: "client-pages" */ './clientPages');

/** One page per chunk (a create and an edit route share their form's). */
const pagesByChunk = new Map<string, Page>();
function pageOf(access: RouteAccess, chunk: string): Page {
  let found = pagesByChunk.get(chunk);
  if (!found) {
    found =
      access === 'public'
        ? page(chunk, publicPageLoaders[chunk as ChunkOf<'public'>])
        : page(chunk, () =>
            loadClientPages().then(({ clientPageLoaders }) => clientPageLoaders[chunk as ClientChunk]()),
          );
    pagesByChunk.set(chunk, found);
  }
  return found;
}

/** A registered route the SPA shows, with its page. */
interface AppRoute {
  id: RouteId;
  /** The pattern the router matches (the route's path or one of its aliases). */
  path: string;
  Page: Page;
  /** A staff screen's operation: roles whose `x-roles` do not list it get the "not allowed" page. */
  operation?: StaffOperation;
}

/** The registry's routes of one kind of access that have a page, each path and alias its own route. */
const appRoutes = (...access: RouteAccess[]): AppRoute[] =>
  routesOf(...access).flatMap((route) =>
    route.chunk
      ? [route.path, ...(route.aliases ?? [])].map((path) => ({
          id: route.id,
          path,
          Page: pageOf(route.access, route.chunk as string),
          operation: route.operation,
        }))
      : [],
  );

const AdminLayout = lazy(() => import(/* webpackChunkName: "admin-layout" */ './layout/AdminLayout'));

/** Protected routes need the stored `user_reg` marker (SPEC §2); a live user in the store counts too. */
function RequireSession() {
  const user = useAppSelector(selectUser);
  const location = useLocation();
  if (!user && !hasStoredSession())
    return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/** Each navigation starts at the top of the page with a clean screen state. */
function useScreenReset() {
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  useEffect(() => {
    window.scrollTo(0, 0);
    dispatch(screenChanged());
  }, [pathname, dispatch]);
}

/**
 * The page in the chrome: one element for every render, so the layouts (memoized) are not rendered
 * again when only the URL's query changes (a list's page, sort or search); the Outlet follows the route.
 */
const PAGE = (
  <Suspense fallback={<PageLoading />}>
    <Outlet />
  </Suspense>
);

/** Chooses the chrome: none on /login and /accept-invitation, the admin layout whenever a user is stored, otherwise the public one. */
function AppShell() {
  useScreenReset();
  // The Gujarati and Hindi sites are public pages only: a signed-in staff member sees them as a visitor does.
  const signedIn = useAppSelector(selectUser);
  const user = useLocale() === DEFAULT_LOCALE ? signedIn : null;
  if (signedIn) skipScamNoticeThisPageLoad();
  const { pathname } = useLocation();
  const content = PAGE;
  const chromeless = chromelessPaths.includes(pathname.replace(/\/+$/, '').toLowerCase());
  return (
    <>
      {/* The visitors' scam notice is not for the staff's own pages (sign-in, invitation, forgot password). */}
      {!user && !chromeless && <ScamNotice />}
      {chromeless ? (
        content
      ) : user ? (
        <Suspense fallback={<PageLoading />}>
          <AdminLayout>{content}</AdminLayout>
        </Suspense>
      ) : (
        <PublicLayout>{content}</PublicLayout>
      )}
    </>
  );
}

/** The public routes: rendered by the server, then hydrated in the browser. */
export const publicRoutes: readonly AppRoute[] = appRoutes('public');

/** The sign-in routes (English only, browser only). */
const signInRoutes: readonly AppRoute[] = appRoutes('signIn');

/**
 * The staff routes: behind the sign-in, rendered in the browser only. Each names the operation it needs;
 * a role whose `x-roles` do not list it gets the "not allowed" page instead.
 */
const staffRoutes: readonly AppRoute[] = appRoutes('staff');

/** Paths shown without the public header and footer (sign-in and its neighbours). */
const chromelessPaths = routeEntries.filter((route) => route.chromeless).map((route) => route.path);

/** A staff page, or the "not allowed" page when the signed-in role may not use its operation. */
const RoleGate = lazy(() => loadClientPages().then(({ RoleGate }) => ({ default: RoleGate })));

/** The routes rendered in the browser only (never by the server, never indexed): sign-in and the back office. */
const clientRoutes = [...signInRoutes, ...staffRoutes];

/** How a path is served, with the page it shows and its parameters (matched as <Routes> matches it). */
export interface RouteMatch extends ServedRoute {
  Page: Page;
  /** The page's language (from the URL's prefix: `/gu/...`, `/hi/...`, none for English). */
  locale: Locale;
}

/** The routes served in a language: sign-in and the back office exist in English only. */
const routesIn = (locale: Locale) =>
  [
    ['public', publicRoutes],
    ['client', locale === DEFAULT_LOCALE ? clientRoutes : []],
  ] as const;

/** How the URL path `pathname` (with its language prefix, if any) is served. */
export function matchAppRoute(pathname: string): RouteMatch {
  const { locale, path: within } = splitLocale(pathname);
  for (const [kind, routes] of routesIn(locale)) {
    for (const { id, path, Page } of routes) {
      const match = matchPath({ path, end: true }, within);
      if (match) return { kind, id, path, Page, params: match.params, locale };
    }
  }
  return { kind: 'notFound', path: '*', Page: NotFoundPage, params: {}, locale };
}

/** Loads the code of the page at `pathname` (before hydrating it, or before rendering it on the server). */
export const preloadRoute = (pathname: string): Promise<void> => matchAppRoute(pathname).Page.preload();

export function AppRoutes() {
  const english = useLocale() === DEFAULT_LOCALE;
  return (
    <Routes>
      <Route element={<AppShell />}>
        {publicRoutes.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        {english && signInRoutes.map(({ path, Page }) => <Route key={path} path={path} element={<Page />} />)}

        {english && (
          <Route element={<RequireSession />}>
            {staffRoutes.map(({ path, Page, operation }) => (
              <Route
                key={path}
                path={path}
                element={
                  // Every staff route names its operation (the registry's type requires it).
                  <RoleGate operation={operation as StaffOperation}>
                    <Page />
                  </RoleGate>
                }
              />
            ))}
          </Route>
        )}

        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
