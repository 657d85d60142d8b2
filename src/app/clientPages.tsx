import { lazy, type ComponentType, type ReactNode } from 'react';
import { useAppSelector } from '../shared/hooks';
import { selectUser } from '../features/session';
import { roleAllows, roleNames, type StaffOperation } from '../api/roles';
import type { ChunkOf } from '../routes/registry';

/*
 * The pages of sign-in and the back office, by chunk name, and the role check of the staff routes: loaded
 * (as this chunk) only by a browser that opens one of those routes. The route registry names each route's
 * chunk (src/routes/registry.ts); a chunk without its loader here does not compile.
 */

export const clientPageLoaders = {
  login: () => import(/* webpackChunkName: "login" */ '../features/session/LoginPage'),
  'forgot-password': () =>
    import(/* webpackChunkName: "forgot-password" */ '../features/session/ForgotPasswordPage'),
  'admin-account': () => import(/* webpackChunkName: "admin-account" */ '../features/session/MyAccountPage'),
  'accept-invitation': () =>
    import(/* webpackChunkName: "accept-invitation" */ '../features/staff/AcceptInvitationPage'),
  'admin-erasure-requests': () =>
    import(
      /* webpackChunkName: "admin-erasure-requests" */ '../features/applications/admin/ErasureRequestList'
    ),
  'admin-jobs': () => import(/* webpackChunkName: "admin-jobs" */ '../features/jobs/admin/JobList'),
  'admin-job-form': () => import(/* webpackChunkName: "admin-job-form" */ '../features/jobs/admin/JobForm'),
  'admin-blog': () => import(/* webpackChunkName: "admin-blog" */ '../features/blog/admin/BlogList'),
  'admin-blog-form': () =>
    import(/* webpackChunkName: "admin-blog-form" */ '../features/blog/admin/BlogForm'),
  'admin-team': () => import(/* webpackChunkName: "admin-team" */ '../features/team/admin/TeamList'),
  'admin-team-form': () =>
    import(/* webpackChunkName: "admin-team-form" */ '../features/team/admin/TeamForm'),
  'admin-placements': () =>
    import(/* webpackChunkName: "admin-placements" */ '../features/placements/admin/PlacementList'),
  'admin-invoices': () =>
    import(/* webpackChunkName: "admin-invoices" */ '../features/invoices/admin/InvoiceList'),
  'admin-invoice-form': () =>
    import(/* webpackChunkName: "admin-invoice-form" */ '../features/invoices/admin/InvoiceForm'),
  'admin-invoice-view': () =>
    import(/* webpackChunkName: "admin-invoice-view" */ '../features/invoices/admin/InvoiceView'),
  'admin-clients': () =>
    import(/* webpackChunkName: "admin-clients" */ '../features/clients/admin/ClientList'),
  'admin-client-form': () =>
    import(/* webpackChunkName: "admin-client-form" */ '../features/clients/admin/ClientForm'),
  'admin-applications': () =>
    import(/* webpackChunkName: "admin-applications" */ '../features/applications/admin/ApplicationList'),
  'admin-application-view': () =>
    import(/* webpackChunkName: "admin-application-view" */ '../features/applications/admin/ApplicationView'),
  'admin-enquiries': () =>
    import(/* webpackChunkName: "admin-enquiries" */ '../features/enquiries/admin/EnquiryList'),
  'admin-subscribers': () =>
    import(/* webpackChunkName: "admin-subscribers" */ '../features/subscribers/admin/SubscriberList'),
  'admin-outbox': () =>
    import(/* webpackChunkName: "admin-outbox" */ '../features/applications/admin/OutboxList'),
  'admin-dashboard': () =>
    import(/* webpackChunkName: "admin-dashboard" */ '../features/dashboard/admin/Dashboard'),
  'admin-mail-templates': () =>
    import(/* webpackChunkName: "admin-mail-templates" */ '../features/applications/admin/MailTemplates'),
  'admin-audit': () => import(/* webpackChunkName: "admin-audit" */ '../features/audit/admin/AuditList'),
  'admin-staff': () => import(/* webpackChunkName: "admin-staff" */ '../features/staff/admin/StaffList'),
  'admin-backups': () =>
    import(/* webpackChunkName: "admin-backups" */ '../features/backups/admin/BackupList'),
} satisfies Record<ChunkOf<'signIn' | 'staff'>, () => Promise<{ default: ComponentType }>>;

export type ClientChunk = keyof typeof clientPageLoaders;

const NotAllowedPage = lazy(
  () => import(/* webpackChunkName: "admin-not-allowed" */ '../components/admin/NotAllowedPage'),
);

/** A staff page, or the "not allowed" page when the signed-in role may not use its operation. */
export function RoleGate({ operation, children }: { operation: StaffOperation; children: ReactNode }) {
  const user = useAppSelector(selectUser);
  // Before the stored session is read back there is no role to judge; the page's own calls decide then.
  if (user && !roleAllows(user.roll, operation)) return <NotAllowedPage roleName={roleNames[user.roll]} />;
  return children;
}
