import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Navigate, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from './hooks';
import { chromelessRoutes, paths, routePatterns } from './paths';
import { hasStoredSession } from './persist';
import { screenChanged } from './uiSlice';
import { selectUser } from '../features/session';
import { PageLoading } from '../components/PageLoading';
import PublicLayout from './layout/PublicLayout';
import ScamNotice, { skipScamNoticeThisPageLoad } from '../components/ScamNotice';

/* Every page is its own chunk: a visitor never downloads the back office, and each route loads only its code. */
const page = (load: () => Promise<{ default: ComponentType }>) => lazy(load);

const HomePage = page(() => import(/* webpackChunkName: "home" */ '../features/home/HomePage'));
const AboutPage = page(() => import(/* webpackChunkName: "about" */ '../features/about/AboutPage'));
const ContactPage = page(() => import(/* webpackChunkName: "contact" */ '../features/contact/ContactPage'));
const InternationalJobsPage = page(
  () => import(/* webpackChunkName: "jobs-international" */ '../features/jobs/InternationalJobsPage'),
);
const DomesticJobsPage = page(
  () => import(/* webpackChunkName: "jobs-domestic" */ '../features/jobs/DomesticJobsPage'),
);
const JobDetailPage = page(
  () => import(/* webpackChunkName: "job-detail" */ '../features/jobs/JobDetailPage'),
);
const BlogListPage = page(() => import(/* webpackChunkName: "blog" */ '../features/blog/BlogListPage'));
const BlogDetailPage = page(
  () => import(/* webpackChunkName: "blog-detail" */ '../features/blog/BlogDetailPage'),
);
const NotFoundPage = page(() => import(/* webpackChunkName: "not-found" */ '../components/NotFoundPage'));

const LoginPage = page(() => import(/* webpackChunkName: "login" */ '../features/session/LoginPage'));
const AdminLayout = lazy(() => import(/* webpackChunkName: "admin-layout" */ './layout/AdminLayout'));
const JobList = page(() => import(/* webpackChunkName: "admin-jobs" */ '../features/jobs/admin/JobList'));
const JobForm = page(() => import(/* webpackChunkName: "admin-job-form" */ '../features/jobs/admin/JobForm'));
const BlogList = page(() => import(/* webpackChunkName: "admin-blog" */ '../features/blog/admin/BlogList'));
const BlogForm = page(
  () => import(/* webpackChunkName: "admin-blog-form" */ '../features/blog/admin/BlogForm'),
);
const TeamList = page(() => import(/* webpackChunkName: "admin-team" */ '../features/team/admin/TeamList'));
const TeamForm = page(
  () => import(/* webpackChunkName: "admin-team-form" */ '../features/team/admin/TeamForm'),
);
const ApplicationList = page(
  () => import(/* webpackChunkName: "admin-applications" */ '../features/applications/admin/ApplicationList'),
);
const ApplicationView = page(
  () =>
    import(/* webpackChunkName: "admin-application-view" */ '../features/applications/admin/ApplicationView'),
);
const EnquiryList = page(
  () => import(/* webpackChunkName: "admin-enquiries" */ '../features/enquiries/admin/EnquiryList'),
);
const SubscriberList = page(
  () => import(/* webpackChunkName: "admin-subscribers" */ '../features/subscribers/admin/SubscriberList'),
);
const OutboxList = page(
  () => import(/* webpackChunkName: "admin-outbox" */ '../features/applications/admin/OutboxList'),
);
const MailTemplates = page(
  () => import(/* webpackChunkName: "admin-mail-templates" */ '../features/applications/admin/MailTemplates'),
);

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

/** Chooses the chrome: none on /login, the admin layout whenever a user is stored, otherwise the public one. */
function AppShell() {
  useScreenReset();
  const user = useAppSelector(selectUser);
  const { pathname } = useLocation();
  if (user) skipScamNoticeThisPageLoad();
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

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        <Route path={paths.home} element={<HomePage />} />
        <Route path={paths.about} element={<AboutPage />} />
        <Route path={routePatterns.aboutCapitalised} element={<AboutPage />} />
        <Route path={paths.contact} element={<ContactPage />} />
        <Route path={paths.international} element={<InternationalJobsPage />} />
        <Route path={paths.domestic} element={<DomesticJobsPage />} />
        <Route path={routePatterns.jobDetail} element={<JobDetailPage />} />
        <Route path={paths.blog} element={<BlogListPage />} />
        <Route path={routePatterns.blogDetail} element={<BlogDetailPage />} />
        <Route path={paths.login} element={<LoginPage />} />

        <Route element={<RequireSession />}>
          <Route path={paths.jobs} element={<JobList />} />
          <Route path={paths.createJob} element={<JobForm />} />
          <Route path={routePatterns.editJob} element={<JobForm />} />
          <Route path={paths.blogList} element={<BlogList />} />
          <Route path={paths.createBlog} element={<BlogForm />} />
          <Route path={routePatterns.editBlog} element={<BlogForm />} />
          <Route path={paths.team} element={<TeamList />} />
          <Route path={paths.createTeam} element={<TeamForm />} />
          <Route path={routePatterns.editTeam} element={<TeamForm />} />
          <Route path={paths.applications} element={<ApplicationList />} />
          <Route path={routePatterns.viewApplication} element={<ApplicationView />} />
          <Route path={paths.enquiries} element={<EnquiryList />} />
          <Route path={paths.subscribers} element={<SubscriberList />} />
          <Route path={paths.outbox} element={<OutboxList />} />
          <Route path={paths.mailTemplates} element={<MailTemplates />} />
        </Route>

        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
