import { agencyApi } from '../app/agency/agencyApi';
import { CATEGORY } from '../app/constants';
import { paths, routePatterns } from '../app/paths';
import type { RouteMatch } from '../app/router';
import type { AppStore } from '../app/store';
import type { ApiError } from '../api/baseApi';
import { blogApi } from '../features/blog/blogApi';
import { jobsApi } from '../features/jobs/jobsApi';
import { teamApi } from '../features/team/teamApi';
import type { HeadInput } from './head';

/** The records a page's head is built from. */
export type HeadData = Omit<HeadInput, 'pathname' | 'publicUrl' | 'status'>;

export interface RouteData {
  /** 404 when the record the page shows does not exist (or its id is not one); 200 otherwise. */
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

/** A record id from the URL, as the pages read it (a whole number above 0), or undefined. */
function recordId(value: string | undefined): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * Runs the queries the page at `route` makes when it renders, with the same arguments, so they are
 * answered in the store before the server renders it (and the browser, given that state, fetches
 * nothing). The agency's details are on every page (header, footer, titles).
 */
export async function loadRouteData(store: AppStore, route: RouteMatch): Promise<RouteData> {
  const started: Array<{ unsubscribe: () => void }> = [];
  const run = async <T>(action: unknown): Promise<QueryResult<T>> => {
    const result = store.dispatch(action as never) as unknown as PromiseLike<QueryResult<T>> & {
      unsubscribe: () => void;
    };
    started.push(result);
    return result;
  };
  const release = () => started.forEach((result) => result.unsubscribe());

  try {
    const [agency, page] = await Promise.all([
      run<HeadData['agency']>(agencyApi.endpoints.getAgency.initiate()),
      loadPage(route, run),
    ]);
    return { ...page, head: { agency: agency.data, ...page.head }, release };
  } catch (error) {
    release();
    throw error;
  }
}

async function loadPage(
  route: RouteMatch,
  run: <T>(action: unknown) => Promise<QueryResult<T>>,
): Promise<Omit<RouteData, 'release'>> {
  switch (route.path) {
    case paths.about:
    case routePatterns.aboutCapitalised:
      await run(teamApi.endpoints.listTeamMembers.initiate());
      return { status: 200, head: {} };
    case paths.international:
    case paths.domestic: {
      const category = route.path === paths.international ? CATEGORY.international : CATEGORY.domestic;
      const jobs = await run<HeadData['jobs']>(jobsApi.endpoints.listJobsByCategory.initiate(category));
      return { status: 200, head: { jobs: jobs.data } };
    }
    case routePatterns.jobDetail: {
      const id = recordId(route.params.id);
      if (id === undefined) return { status: 404, head: {} };
      const job = await run<HeadData['job']>(jobsApi.endpoints.getJob.initiate(id));
      return { status: isNotFound(job.error) ? 404 : 200, head: { job: job.data } };
    }
    case paths.blog: {
      const posts = await run<HeadData['posts']>(blogApi.endpoints.listBlogPosts.initiate());
      return { status: 200, head: { posts: posts.data } };
    }
    case routePatterns.blogDetail: {
      const id = recordId(route.params.id);
      if (id === undefined) return { status: 404, head: {} };
      const post = await run<HeadData['post']>(blogApi.endpoints.getBlogPost.initiate(id));
      return { status: isNotFound(post.error) ? 404 : 200, head: { post: post.data } };
    }
    default:
      return { status: route.kind === 'notFound' ? 404 : 200, head: {} };
  }
}
