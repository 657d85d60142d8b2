import { agencyApi } from '../shared/agency/agencyApi';
import { CATEGORY } from '../domain/categories';
import { routeEntries, type RegisteredRoute, type RouteDataKind, type ServedRoute } from '../routes/registry';
import type { ApiError } from '../api/baseApi';
import { parseRecordId } from '../api/limits';
import { blogApi } from '../features/blog/blogApi';
import { jobsApi } from '../features/jobs/jobsApi';
import { listPageSearch, searchArgs } from '../features/jobs/jobSearchParams';
import { isFiltered, jobSearchQuery, pageCount } from '../domain/jobSearch';
import { teamApi } from '../features/team/teamApi';
import type { HeadInput } from './head';
import type { JobSearchPage } from '../features/jobs/jobsApi';

/** The records a page's head is built from. */
export type HeadData = Omit<HeadInput, 'pathname' | 'publicUrl' | 'status'>;

export interface RouteData {
  /**
   * 404 when the record the page shows does not exist (or its id is not one the contract accepts);
   * the failure's status when a query failed (429, 503 when no answer came, or the server's 5xx);
   * 200 otherwise.
   */
  status: number;
  head: HeadData;
  /** Ends the queries' subscriptions once the page is rendered. */
  release: () => void;
}

/** The store the page renders from (the render entry's); its queries are dispatched into it. */
export interface RouteDataStore {
  dispatch: (action: never) => unknown;
}

interface QueryResult<T> {
  data?: T;
  error?: unknown;
  unsubscribe: () => void;
}

const isNotFound = (error: unknown) => (error as ApiError | undefined)?.status === 404;

/** The status a page answers for a query that failed (not a 404 of its record), or undefined. */
function failureStatus(error: unknown): number | undefined {
  if (error === undefined || isNotFound(error)) return undefined;
  const status = (error as Partial<ApiError>).status ?? 0;
  return status === 429 || status >= 500 ? status : 503;
}

/**
 * Runs the queries the page at `route` makes when it renders, with the same arguments, so they are
 * answered in the store before the server renders it (and the browser, given that state, fetches
 * nothing). The agency's details are on every page (header, footer, titles).
 */
export async function loadRouteData(
  store: RouteDataStore,
  route: ServedRoute,
  queryString = '',
): Promise<RouteData> {
  const started: Array<{ unsubscribe: () => void }> = [];
  const settled: Array<QueryResult<unknown>> = [];
  const run = async <T>(action: unknown): Promise<QueryResult<T>> => {
    const result = store.dispatch(action as never) as unknown as PromiseLike<QueryResult<T>> & {
      unsubscribe: () => void;
    };
    started.push(result);
    const outcome = await result;
    settled.push(outcome);
    return outcome;
  };
  const release = () => started.forEach((result) => result.unsubscribe());

  try {
    const [agency, page] = await Promise.all([
      run<HeadData['agency']>(agencyApi.endpoints.getAgency.initiate()),
      loadPage(route, run, queryString),
    ]);
    // A page is never rendered as if its data were empty: a failed query is the page's status.
    const failure = settled
      .map((result) => failureStatus(result.error))
      .find((status) => status !== undefined);
    return {
      ...page,
      status: failure ?? page.status,
      head: { agency: agency.data, ...page.head },
      release,
    };
  } catch (error) {
    release();
    throw error;
  }
}

type Run = <T>(action: unknown) => Promise<QueryResult<T>>;
type PageData = Omit<RouteData, 'release'>;

/** A record's page: 404 when its id is not one the contract accepts or the record does not exist. */
async function recordPage<K extends 'job' | 'post'>(
  key: K,
  rawId: string | undefined,
  query: (id: number) => unknown,
  run: Run,
): Promise<PageData> {
  const id = parseRecordId(rawId);
  if (id === undefined) return { status: 404, head: {} };
  const record = await run<HeadData[K]>(query(id));
  return { status: isNotFound(record.error) ? 404 : 200, head: { [key]: record.data } };
}

/**
 * What the server loads for each kind of page the route registry names (`data`): the same queries, with
 * the same arguments, as the page makes when it renders.
 */
const loaders: Record<
  RouteDataKind,
  (route: RegisteredRoute, params: ServedRoute['params'], run: Run, queryString: string) => Promise<PageData>
> = {
  team: async (_route, _params, run) => {
    await run(teamApi.endpoints.listTeamMembers.initiate());
    return { status: 200, head: {} };
  },
  jobSearchFacets: async (_route, _params, run) => {
    // The home hero's search choices: the facets of the open jobs.
    await run(jobsApi.endpoints.searchJobs.initiate({ pageSize: 0 }));
    return { status: 200, head: {} };
  },
  jobList: async (route, _params, run, queryString) => {
    const category = CATEGORY[route.jobCategory ?? 'international'];
    // The same search the page makes (src/features/jobs/JobListPage.tsx), from the same query string.
    const search = listPageSearch(queryString);
    const found = await run<JobSearchPage>(
      jobsApi.endpoints.searchJobs.initiate(searchArgs(category, search)),
    );
    const page = search.page ?? 1;
    const pages = pageCount(found.data?.total ?? 0);
    return {
      status: 200,
      head: {
        list: {
          query: jobSearchQuery(search),
          filtered: isFiltered(search),
          page,
          pages,
          prev: page > 1 ? jobSearchQuery(search, { page: page - 1 }) : undefined,
          next: page < pages ? jobSearchQuery(search, { page: page + 1 }) : undefined,
        },
      },
    };
  },
  job: (_route, params, run) =>
    recordPage('job', params.id, (id) => jobsApi.endpoints.getJob.initiate(id), run),
  posts: async (_route, _params, run) => {
    const posts = await run<HeadData['posts']>(blogApi.endpoints.listBlogPosts.initiate());
    return { status: 200, head: { posts: posts.data } };
  },
  post: (_route, params, run) =>
    recordPage('post', params.id, (id) => blogApi.endpoints.getBlogPost.initiate(id), run),
};

async function loadPage(route: ServedRoute, run: Run, queryString: string): Promise<PageData> {
  const entry = route.id === undefined ? undefined : routeEntries.find(({ id }) => id === route.id);
  if (entry?.data) return loaders[entry.data](entry, route.params, run, queryString);
  return { status: route.kind === 'notFound' ? 404 : 200, head: {} };
}
