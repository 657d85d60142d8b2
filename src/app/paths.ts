/** Every route and URL of the SPA lives here; components never build paths by hand. */

import { API_BASE } from '../api/base';

/** A stored file path from the API (e.g. `/files/<sha>.png`) as a URL the browser can load. */
export const fileUrl = (path: string | null | undefined): string | undefined =>
  path ? `${API_BASE}${path}` : undefined;

export const paths = {
  home: '/',
  about: '/about',
  contact: '/contact',
  verify: '/verify',
  applicationStatus: '/application-status',
  confirmErasure: '/confirm-erasure',
  blog: '/blog',
  blogDetail: (id: number | string) => `/blog-detail/${id}`,
  international: '/international',
  domestic: '/domestic',
  jobDetail: (id: number | string) => `/job-detail/${id}`,
  /** A job's apply page, rendered by the server: the Apply button's link before (or without) JavaScript. */
  jobApply: (id: number | string) => `/job-detail/${id}/apply`,
  login: '/login',
  acceptInvitation: '/accept-invitation',
  forgotPassword: '/forgot-password',

  jobs: '/jobs',
  createJob: '/create-jobs',
  editJob: (id: number | string) => `/edit-jobs/${id}`,
  blogList: '/blog-list',
  createBlog: '/create-blog',
  editBlog: (id: number | string) => `/edit-blog/${id}`,
  team: '/team',
  createTeam: '/create-team',
  editTeam: (id: number | string) => `/edit-team/${id}`,
  applications: '/application',
  viewApplication: (id: number | string) => `/view-application/${id}`,
  enquiries: '/enquiries',
  subscribers: '/subscribers',
  outbox: '/outbox',
  mailTemplates: '/mail-templates',
  dashboard: '/dashboard',
  audit: '/audit',
  staff: '/staff',
  backups: '/backups',
  erasureRequests: '/erasure-requests',
  account: '/account',
} as const;

/** Route patterns for the router (the same routes as `paths`, with parameters). */
export const routePatterns = {
  aboutCapitalised: '/About',
  blogDetail: '/blog-detail/:id',
  jobDetail: '/job-detail/:id',
  editJob: '/edit-jobs/:id',
  editBlog: '/edit-blog/:id',
  editTeam: '/edit-team/:id',
  viewApplication: '/view-application/:id',
} as const;

/** Routes on which the public header and footer are hidden. */
export const chromelessRoutes = ['/login', '/registration', '/forgot-password', '/accept-invitation'];

export const PROTECTED_ROUTE_PREFIXES = [
  '/jobs',
  '/create-jobs',
  '/edit-jobs/',
  '/blog-list',
  '/create-blog',
  '/edit-blog/',
  '/team',
  '/create-team',
  '/edit-team/',
  '/application',
  '/view-application/',
  '/enquiries',
  '/subscribers',
  '/outbox',
  '/mail-templates',
  '/dashboard',
  '/audit',
  '/staff',
  '/backups',
  '/erasure-requests',
  '/account',
];
