import { agencyApi } from '../app/agency/agencyApi';
import { CATEGORY } from '../domain/categories';
import { paths, routePatterns } from '../app/paths';
import type { RouteMatch } from '../app/router';
import type { AppStore } from '../app/store';
import type { ApiError } from '../api/baseApi';
import { parseRecordId } from '../api/limits';
import { blogApi } from '../features/blog/blogApi';
import { jobsApi } from '../features/jobs/jobsApi';
import { listPageSearch, searchArgs } from '../features/jobs/jobSearchParams';
import { isFiltered, jobSearchQuery, pageCount } from '../domain/jobSearch';
import { teamApi } from '../features/team/teamApi';
import type { HeadInput } from './head';
import type { JobSearchAnswer } from '../features/jobs/jobsApi';

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
  store: AppStore,
  route: RouteMatch,
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

async function loadPage(
  route: RouteMatch,
  run: <T>(action: unknown) => Promise<QueryResult<T>>,
  queryString: string,
): Promise<Omit<RouteData, 'release'>> {
  switch (route.path) {
    case paths.about:
    case routePatterns.aboutCapitalised:
      await run(teamApi.endpoints.listTeamMembers.initiate());
      return { status: 200, head: {} };
    case paths.home:
      // The hero's search choices: the facets of the open jobs.
      await run(jobsApi.endpoints.searchJobs.initiate({ pageSize: 0 }));
      return { status: 200, head: {} };
    case paths.international:
    case paths.domestic: {
      const category = route.path === paths.international ? CATEGORY.international : CATEGORY.domestic;
      // The same search the page makes (src/features/jobs/JobListPage.tsx), from the same query string.
      const search = listPageSearch(queryString);
      const found = await run<JobSearchAnswer>(
        jobsApi.endpoints.searchJobs.initiate(searchArgs(category, search)),
      );
      const page = search.page ?? 1;
      return {
        status: 200,
        head: {
          list: {
            query: jobSearchQuery(search),
            filtered: isFiltered(search),
            page,
            pages: pageCount(found.data?.total ?? 0),
            prev: page > 1 ? jobSearchQuery(search, { page: page - 1 }) : undefined,
            next:
              page < pageCount(found.data?.total ?? 0)
                ? jobSearchQuery(search, { page: page + 1 })
                : undefined,
          },
        },
      };
    }
    case routePatterns.jobDetail: {
      const id = parseRecordId(route.params.id);
      if (id === undefined) return { status: 404, head: {} };
      const job = await run<HeadData['job']>(jobsApi.endpoints.getJob.initiate(id));
      return { status: isNotFound(job.error) ? 404 : 200, head: { job: job.data } };
    }
    case paths.blog: {
      const posts = await run<HeadData['posts']>(blogApi.endpoints.listBlogPosts.initiate());
      return { status: 200, head: { posts: posts.data } };
    }
    case routePatterns.blogDetail: {
      const id = parseRecordId(route.params.id);
      if (id === undefined) return { status: 404, head: {} };
      const post = await run<HeadData['post']>(blogApi.endpoints.getBlogPost.initiate(id));
      return { status: isNotFound(post.error) ? 404 : 200, head: { post: post.data } };
    }
    default:
      return { status: route.kind === 'notFound' ? 404 : 200, head: {} };
  }
}
