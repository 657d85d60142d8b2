/**
 * The route registry: every page path of the site, once. Each entry says who may open the route, which
 * page chunk shows it, what the server loads before rendering it, where it sits in the menus, where its
 * title and description come from and which staff roles may open it. Everything else is derived from it:
 * the client router (src/app/router.tsx), the links (`paths`, src/routes/paths.ts), the back office's menu
 * and its active section (src/app/layout/AdminLayout.tsx), the public navigation, the head's page kinds
 * (src/ssr/head.ts), the server's route data (src/ssr/routeData.ts), robots.txt and the sitemap
 * (src/server/web/site.ts) and the form posts (src/server/web/formPosts.ts). `npm run check:routes` fails when a
 * route path is written anywhere else in src/.
 *
 * Plain data: the SPA, the render entry and the server all read it (it imports only the contract's roles).
 */
import type { StaffOperation } from '../api/roles';

/**
 * Who may open a route:
 * - `public`: a page of the public site, rendered by the server (in English, Gujarati under /gu and Hindi
 *   under /hi) and hydrated in the browser;
 * - `signIn`: sign-in and its neighbours, rendered in the browser only, in English, never indexed;
 * - `staff`: a back-office screen behind the sign-in, for the roles its operation's `x-roles` allow;
 * - `form`: a page or form post the server answers itself (the forms without JavaScript), never indexed.
 */
export type RouteAccess = 'public' | 'signIn' | 'staff' | 'form';

/** The title and description a public page's head and hero take (the `meta` catalogue, pageMeta.ts). */
export type PageKind =
  | 'home'
  | 'about'
  | 'contact'
  | 'international'
  | 'domestic'
  | 'blog'
  | 'job'
  | 'post'
  | 'notFound'
  | 'verify'
  | 'applicationStatus'
  | 'confirmErasure';

/** What the server loads before rendering a public page (the loaders are in src/ssr/routeData.ts). */
export type RouteDataKind = 'team' | 'jobSearchFacets' | 'jobList' | 'job' | 'posts' | 'post';

/**
 * A section of the back office's menu. Its icon is the layout's, by route id (src/app/layout/AdminLayout.tsx:
 * a menu route without an icon does not compile).
 */
export interface MenuEntry {
  label: string;
  /** The section's place in the menu (ascending). */
  order: number;
  /** A list screen: the header's search box filters its rows. */
  list?: boolean;
}

/** A link of the public header and drawer: `label` is a key of the `layout` texts. */
export interface NavEntry {
  group: 'main' | 'jobs' | 'later';
  label: 'home' | 'about' | 'domestic' | 'international' | 'blog' | 'contact';
  /** Its place within the group (ascending). */
  order: number;
}

interface RouteFields {
  /** The path pattern, as the router matches it (`:id` for a record's id). */
  path: string;
  /** Other spellings that show the same page (`/About`); links never use them. */
  aliases?: readonly string[];
  access: RouteAccess;
  /**
   * The webpack chunk of the route's page (its `webpackChunkName`): the SPA's loaders are keyed by it
   * (src/app/router.tsx for public pages, src/app/clientPages.tsx for sign-in and staff pages). A route
   * without one has no page in the SPA (the not-found page shows).
   */
  chunk?: string;
  /** The public page's title and description. */
  meta?: PageKind;
  /** What the server loads before rendering the public page (nothing but the agency when absent). */
  data?: RouteDataKind;
  /** The job category a job list shows. */
  jobCategory?: 'international' | 'domestic';
  /** False for a public page that search engines must not index (nor the sitemap list). */
  indexed?: boolean;
  /** The page shows without the public header and footer. */
  chromeless?: boolean;
  /** A staff screen: the operation it needs; the roles its `x-roles` allow may open the screen. */
  operation?: StaffOperation;
  /** A staff screen's own section of the back office's menu. */
  menu?: MenuEntry;
  /** A staff screen inside another's section (a create, edit or view screen): that route's id. */
  section?: string;
  /** The public navigation's link to the page. */
  nav?: NavEntry;
  /** A `form` route answered with a page to GET (not only a form post): crawlers are asked to stay out. */
  page?: boolean;
}

/** A back-office screen: it always has its page and the operation that decides which roles may open it. */
interface StaffRouteFields extends RouteFields {
  access: 'staff';
  chunk: string;
  operation: StaffOperation;
}

export type RouteEntry = (RouteFields & { access: Exclude<RouteAccess, 'staff'> }) | StaffRouteFields;

export const routes = {
  home: {
    path: '/',
    access: 'public',
    chunk: 'home',
    meta: 'home',
    data: 'jobSearchFacets',
    nav: { group: 'main', label: 'home', order: 1 },
  },
  about: {
    path: '/about',
    aliases: ['/About'],
    access: 'public',
    chunk: 'about',
    meta: 'about',
    data: 'team',
    nav: { group: 'main', label: 'about', order: 2 },
  },
  contact: {
    path: '/contact',
    access: 'public',
    chunk: 'contact',
    meta: 'contact',
    nav: { group: 'later', label: 'contact', order: 2 },
  },
  international: {
    path: '/international',
    access: 'public',
    chunk: 'jobs-international',
    meta: 'international',
    data: 'jobList',
    jobCategory: 'international',
    nav: { group: 'jobs', label: 'international', order: 2 },
  },
  domestic: {
    path: '/domestic',
    access: 'public',
    chunk: 'jobs-domestic',
    meta: 'domestic',
    data: 'jobList',
    jobCategory: 'domestic',
    nav: { group: 'jobs', label: 'domestic', order: 1 },
  },
  jobDetail: { path: '/job-detail/:id', access: 'public', chunk: 'job-detail', meta: 'job', data: 'job' },
  blog: {
    path: '/blog',
    access: 'public',
    chunk: 'blog',
    meta: 'blog',
    data: 'posts',
    nav: { group: 'later', label: 'blog', order: 1 },
  },
  blogDetail: {
    path: '/blog-detail/:id',
    access: 'public',
    chunk: 'blog-detail',
    meta: 'post',
    data: 'post',
  },
  verify: { path: '/verify', access: 'public', chunk: 'verify', meta: 'verify' },
  applicationStatus: {
    path: '/application-status',
    access: 'public',
    chunk: 'application-status',
    meta: 'applicationStatus',
  },
  confirmErasure: {
    path: '/confirm-erasure',
    access: 'public',
    chunk: 'confirm-erasure',
    meta: 'confirmErasure',
    indexed: false,
  },

  /** A job's apply page, rendered by the server: the Apply button's link before (or without) JavaScript. */
  jobApply: { path: '/job-detail/:id/apply', access: 'form', page: true },
  /**
   * The home page's job search sent without JavaScript (or before it runs): the server redirects to the
   * list the choice belongs to (/domestic for a place in India), with the choice as the list's filters.
   */
  jobSearch: { path: '/job/search', access: 'form', page: true },
  /** The footer's subscribe form, posted without JavaScript. */
  subscribe: { path: '/subscribe', access: 'form' },
  /**
   * A job seeker's own pages (sign in with a code, their applications), rendered by the server without
   * script (src/server/web/candidatePages.ts); the footer links to them with a full page load.
   */
  myApplications: { path: '/my-applications', access: 'form', page: true },

  login: { path: '/login', access: 'signIn', chunk: 'login', chromeless: true },
  /** Named by the spec as a page without the public header and footer; it has no page of its own. */
  registration: { path: '/registration', access: 'signIn', chromeless: true },
  forgotPassword: { path: '/forgot-password', access: 'signIn', chunk: 'forgot-password', chromeless: true },
  acceptInvitation: {
    path: '/accept-invitation',
    access: 'signIn',
    chunk: 'accept-invitation',
    chromeless: true,
  },

  jobs: {
    path: '/jobs',
    access: 'staff',
    chunk: 'admin-jobs',
    operation: 'listManagedJobs',
    menu: { label: 'Jobs', order: 1, list: true },
  },
  createJob: {
    path: '/create-jobs',
    access: 'staff',
    chunk: 'admin-job-form',
    operation: 'createJob',
    section: 'jobs',
  },
  editJob: {
    path: '/edit-jobs/:id',
    access: 'staff',
    chunk: 'admin-job-form',
    operation: 'updateJob',
    section: 'jobs',
  },
  blogList: {
    path: '/blog-list',
    access: 'staff',
    chunk: 'admin-blog',
    operation: 'createBlogPost',
    menu: { label: 'Blog', order: 2, list: true },
  },
  createBlog: {
    path: '/create-blog',
    access: 'staff',
    chunk: 'admin-blog-form',
    operation: 'createBlogPost',
    section: 'blogList',
  },
  editBlog: {
    path: '/edit-blog/:id',
    access: 'staff',
    chunk: 'admin-blog-form',
    operation: 'updateBlogPost',
    section: 'blogList',
  },
  team: {
    path: '/team',
    access: 'staff',
    chunk: 'admin-team',
    operation: 'createTeamMember',
    menu: { label: 'Team', order: 3, list: true },
  },
  createTeam: {
    path: '/create-team',
    access: 'staff',
    chunk: 'admin-team-form',
    operation: 'createTeamMember',
    section: 'team',
  },
  editTeam: {
    path: '/edit-team/:id',
    access: 'staff',
    chunk: 'admin-team-form',
    operation: 'updateTeamMember',
    section: 'team',
  },
  clients: {
    path: '/clients',
    access: 'staff',
    chunk: 'admin-clients',
    operation: 'listClients',
    menu: { label: 'Clients', order: 3.5, list: true },
  },
  createClient: {
    path: '/create-client',
    access: 'staff',
    chunk: 'admin-client-form',
    operation: 'createClient',
    section: 'clients',
  },
  editClient: {
    path: '/edit-client/:id',
    access: 'staff',
    chunk: 'admin-client-form',
    operation: 'updateClient',
    section: 'clients',
  },
  placements: {
    path: '/placements',
    access: 'staff',
    chunk: 'admin-placements',
    operation: 'listPlacements',
    menu: { label: 'Placements', order: 4.5, list: true },
  },
  invoices: {
    path: '/invoices',
    access: 'staff',
    chunk: 'admin-invoices',
    operation: 'listInvoices',
    menu: { label: 'Invoices', order: 4.6, list: true },
  },
  createInvoice: {
    path: '/create-invoice',
    access: 'staff',
    chunk: 'admin-invoice-form',
    operation: 'createInvoice',
    section: 'invoices',
  },
  viewInvoice: {
    path: '/invoice/:id',
    access: 'staff',
    chunk: 'admin-invoice-view',
    operation: 'getInvoice',
    section: 'invoices',
  },
  applications: {
    path: '/application',
    access: 'staff',
    chunk: 'admin-applications',
    operation: 'listApplications',
    menu: { label: 'Applications', order: 4, list: true },
  },
  viewApplication: {
    path: '/view-application/:id',
    access: 'staff',
    chunk: 'admin-application-view',
    operation: 'getApplication',
    section: 'applications',
  },
  dashboard: {
    path: '/dashboard',
    access: 'staff',
    chunk: 'admin-dashboard',
    operation: 'getDashboard',
    menu: { label: 'Dashboard', order: 5 },
  },
  enquiries: {
    path: '/enquiries',
    access: 'staff',
    chunk: 'admin-enquiries',
    operation: 'listEnquiries',
    menu: { label: 'Enquiries', order: 6, list: true },
  },
  subscribers: {
    path: '/subscribers',
    access: 'staff',
    chunk: 'admin-subscribers',
    operation: 'listSubscribers',
    menu: { label: 'Subscribers', order: 7, list: true },
  },
  outbox: {
    path: '/outbox',
    access: 'staff',
    chunk: 'admin-outbox',
    operation: 'listOutbox',
    menu: { label: 'Outbox', order: 8, list: true },
  },
  mailTemplates: {
    path: '/mail-templates',
    access: 'staff',
    chunk: 'admin-mail-templates',
    operation: 'updateMailTemplate',
    menu: { label: 'Mail templates', order: 9 },
  },
  erasureRequests: {
    path: '/erasure-requests',
    access: 'staff',
    chunk: 'admin-erasure-requests',
    operation: 'listErasureRequests',
    menu: { label: 'Erasure requests', order: 10 },
  },
  staff: {
    path: '/staff',
    access: 'staff',
    chunk: 'admin-staff',
    operation: 'updateStaffMember',
    menu: { label: 'Staff', order: 11, list: true },
  },
  audit: {
    path: '/audit',
    access: 'staff',
    chunk: 'admin-audit',
    operation: 'listAuditEntries',
    menu: { label: 'Audit', order: 12, list: true },
  },
  backups: {
    path: '/backups',
    access: 'staff',
    chunk: 'admin-backups',
    operation: 'listBackups',
    menu: { label: 'Backups', order: 13, list: true },
  },
  account: {
    path: '/account',
    access: 'staff',
    chunk: 'admin-account',
    operation: 'getMyAccount',
    menu: { label: 'My account', order: 14 },
  },
} as const satisfies Record<string, RouteEntry>;

export type Routes = typeof routes;
export type RouteId = keyof Routes;

/** Every route with its id, in the registry's order. */
export const routeEntries = Object.entries(routes).map(([id, entry]) => ({
  id: id as RouteId,
  ...(entry as RouteEntry),
}));
export type RegisteredRoute = (typeof routeEntries)[number];

/** The ids of the routes with a section of their own in the back office's menu. */
export type MenuRouteId = {
  [K in RouteId]: Routes[K] extends { menu: MenuEntry } ? K : never;
}[RouteId];

/** The chunks of the routes a kind of access opens (the SPA keys its page loaders by them). */
export type ChunkOf<A extends RouteAccess> = {
  [K in RouteId]: Routes[K] extends { access: A; chunk: infer C extends string } ? C : never;
}[RouteId];

/** How a path is served (the SPA's router adds the page and the language). */
export interface ServedRoute {
  kind: 'public' | 'client' | 'notFound';
  /** The registered route; none when nothing matched. */
  id?: RouteId;
  /** The pattern that matched (`/job-detail/:id`, or an alias); `*` when nothing matched. */
  path: string;
  params: Record<string, string | undefined>;
}

/** The routes of one kind of access. */
export const routesOf = (...access: RouteAccess[]): RegisteredRoute[] =>
  routeEntries.filter((route) => access.includes(route.access));

/** A route's path with its parameters filled in (`/job-detail/:id`, { id: 12 } → `/job-detail/12`). */
export function routePath(id: RouteId, params: Record<string, string | number> = {}): string {
  return routes[id].path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`The route ${id} needs its ${name}.`);
    return String(value);
  });
}
