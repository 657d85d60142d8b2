import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { matchPath, Navigate, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from './hooks';
import { chromelessRoutes, paths, routePatterns } from './paths';
import { hasStoredSession } from './persist';
import { screenChanged } from './uiSlice';
import { selectUser } from '../features/session';
import { PageLoading } from '../components/PageLoading';
import PublicLayout from './layout/PublicLayout';
import { skipScamNoticeThisPageLoad } from '../components/scamNoticeOnce';
import { deferredPart } from './hydration';
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

const HomePage = page('home', () => import(/* webpackChunkName: "home" */ '../features/home/HomePage'));
const AboutPage = page('about', () => import(/* webpackChunkName: "about" */ '../features/about/AboutPage'));
const ContactPage = page(
  'contact',
  () => import(/* webpackChunkName: "contact" */ '../features/contact/ContactPage'),
);
const InternationalJobsPage = page(
  'jobs-international',
  () => import(/* webpackChunkName: "jobs-international" */ '../features/jobs/InternationalJobsPage'),
);
const DomesticJobsPage = page(
  'jobs-domestic',
  () => import(/* webpackChunkName: "jobs-domestic" */ '../features/jobs/DomesticJobsPage'),
);
const JobDetailPage = page(
  'job-detail',
  () => import(/* webpackChunkName: "job-detail" */ '../features/jobs/JobDetailPage'),
);
const BlogListPage = page(
  'blog',
  () => import(/* webpackChunkName: "blog" */ '../features/blog/BlogListPage'),
);
const BlogDetailPage = page(
  'blog-detail',
  () => import(/* webpackChunkName: "blog-detail" */ '../features/blog/BlogDetailPage'),
);
const VerifyPage = page(
  'verify',
  () => import(/* webpackChunkName: "verify" */ '../features/verify/VerifyPage'),
);
const ApplicationStatusPage = page(
  'application-status',
  () =>
    import(
      /* webpackChunkName: "application-status" */ '../features/applicationStatus/ApplicationStatusPage'
    ),
);
const ConfirmErasurePage = page(
  'confirm-erasure',
  () => import(/* webpackChunkName: "confirm-erasure" */ '../features/applicationStatus/ConfirmErasurePage'),
);
const NotFoundPage = page(
  'not-found',
  () => import(/* webpackChunkName: "not-found" */ '../components/NotFoundPage'),
);

/* The scam notice opens after the page has loaded: its code is not part of the first scripts. */
const ScamNotice = deferredPart(
  () => import(/* webpackChunkName: "scam-notice" */ '../components/ScamNotice'),
);

/*
 * Sign-in and the back office: their pages' loaders (and the role check) live in a chunk of their own, so a
 * visitor's first scripts carry none of them.
 */
const loadClientPages = () => import(/* webpackChunkName: "client-pages" */ './clientPages');
const clientPage = (chunk: ClientChunk) =>
  page(chunk, () => loadClientPages().then(({ clientPageLoaders }) => clientPageLoaders[chunk]()));

const LoginPage = clientPage('login');
const ForgotPasswordPage = clientPage('forgot-password');
const MyAccountPage = clientPage('admin-account');
const AcceptInvitationPage = clientPage('accept-invitation');
const ErasureRequestList = clientPage('admin-erasure-requests');
const JobList = clientPage('admin-jobs');
const JobForm = clientPage('admin-job-form');
const BlogList = clientPage('admin-blog');
const BlogForm = clientPage('admin-blog-form');
const TeamList = clientPage('admin-team');
const TeamForm = clientPage('admin-team-form');
const ApplicationList = clientPage('admin-applications');
const ApplicationView = clientPage('admin-application-view');
const EnquiryList = clientPage('admin-enquiries');
const SubscriberList = clientPage('admin-subscribers');
const OutboxList = clientPage('admin-outbox');
const Dashboard = clientPage('admin-dashboard');
const MailTemplates = clientPage('admin-mail-templates');
const AuditList = clientPage('admin-audit');
const StaffList = clientPage('admin-staff');
const BackupList = clientPage('admin-backups');

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

/** Chooses the chrome: none on /login and /accept-invitation, the admin layout whenever a user is stored, otherwise the public one. */
function AppShell() {
  useScreenReset();
  // The Gujarati and Hindi sites are public pages only: a signed-in staff member sees them as a visitor does.
  const signedIn = useAppSelector(selectUser);
  const user = useLocale() === DEFAULT_LOCALE ? signedIn : null;
  if (signedIn) skipScamNoticeThisPageLoad();
  const { pathname } = useLocation();
  const content = (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  );
  const chromeless = chromelessRoutes.includes(pathname.replace(/\/+$/, '').toLowerCase());
  return (
    <>
      {!user && <ScamNotice />}
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
export const publicRoutes: ReadonlyArray<{ path: string; Page: Page }> = [
  { path: paths.home, Page: HomePage },
  { path: paths.about, Page: AboutPage },
  { path: routePatterns.aboutCapitalised, Page: AboutPage },
  { path: paths.contact, Page: ContactPage },
  { path: paths.international, Page: InternationalJobsPage },
  { path: paths.domestic, Page: DomesticJobsPage },
  { path: routePatterns.jobDetail, Page: JobDetailPage },
  { path: paths.blog, Page: BlogListPage },
  { path: routePatterns.blogDetail, Page: BlogDetailPage },
  { path: paths.verify, Page: VerifyPage },
  { path: paths.applicationStatus, Page: ApplicationStatusPage },
  { path: paths.confirmErasure, Page: ConfirmErasurePage },
];

/**
 * The staff routes: behind the sign-in, rendered in the browser only. Each names the operation it needs;
 * a role whose `x-roles` do not list it gets the "not allowed" page instead.
 */
const staffRoutes: ReadonlyArray<{ path: string; Page: Page; operation: StaffOperation }> = [
  { path: paths.jobs, Page: JobList, operation: 'listManagedJobs' },
  { path: paths.createJob, Page: JobForm, operation: 'createJob' },
  { path: routePatterns.editJob, Page: JobForm, operation: 'updateJob' },
  { path: paths.blogList, Page: BlogList, operation: 'createBlogPost' },
  { path: paths.createBlog, Page: BlogForm, operation: 'createBlogPost' },
  { path: routePatterns.editBlog, Page: BlogForm, operation: 'updateBlogPost' },
  { path: paths.team, Page: TeamList, operation: 'createTeamMember' },
  { path: paths.createTeam, Page: TeamForm, operation: 'createTeamMember' },
  { path: routePatterns.editTeam, Page: TeamForm, operation: 'updateTeamMember' },
  { path: paths.applications, Page: ApplicationList, operation: 'listApplications' },
  { path: routePatterns.viewApplication, Page: ApplicationView, operation: 'getApplication' },
  { path: paths.enquiries, Page: EnquiryList, operation: 'listEnquiries' },
  { path: paths.subscribers, Page: SubscriberList, operation: 'listSubscribers' },
  { path: paths.outbox, Page: OutboxList, operation: 'listOutbox' },
  { path: paths.mailTemplates, Page: MailTemplates, operation: 'updateMailTemplate' },
  { path: paths.audit, Page: AuditList, operation: 'listAuditEntries' },
  { path: paths.staff, Page: StaffList, operation: 'updateStaffMember' },
  { path: paths.backups, Page: BackupList, operation: 'listBackups' },
  { path: paths.erasureRequests, Page: ErasureRequestList, operation: 'listErasureRequests' },
  { path: paths.dashboard, Page: Dashboard, operation: 'getDashboard' },
  { path: paths.account, Page: MyAccountPage, operation: 'getMyAccount' },
];

/** A staff page, or the "not allowed" page when the signed-in role may not use its operation. */
const RoleGate = lazy(() => loadClientPages().then(({ RoleGate }) => ({ default: RoleGate })));

/** The routes rendered in the browser only (never by the server, never indexed): sign-in and the back office. */
const clientRoutes = [
  { path: paths.login, Page: LoginPage },
  { path: paths.acceptInvitation, Page: AcceptInvitationPage },
  { path: paths.forgotPassword, Page: ForgotPasswordPage },
  ...staffRoutes,
];

/** How a path is served, with the page it shows and its parameters (matched as <Routes> matches it). */
export interface RouteMatch {
  kind: 'public' | 'client' | 'notFound';
  /** The route's pattern (`/job-detail/:id`); `*` when nothing matched. */
  path: string;
  Page: Page;
  params: Record<string, string | undefined>;
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
    for (const { path, Page } of routes) {
      const match = matchPath({ path, end: true }, within);
      if (match) return { kind, path, Page, params: match.params, locale };
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
        {english && <Route path={paths.login} element={<LoginPage />} />}
        {english && <Route path={paths.acceptInvitation} element={<AcceptInvitationPage />} />}
        {english && <Route path={paths.forgotPassword} element={<ForgotPasswordPage />} />}

        {english && (
          <Route element={<RequireSession />}>
            {staffRoutes.map(({ path, Page, operation }) => (
              <Route
                key={path}
                path={path}
                element={
                  <RoleGate operation={operation}>
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
