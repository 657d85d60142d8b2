/**
 * The home page's job search without JavaScript: its form is a plain GET to `/job/search` (and
 * `/gu/job/search`, `/hi/job/search`), answered with a redirect (303) to the list the visitor's choice
 * belongs to, in the same language, with the choice as the list's filters: a place in India or the
 * Domestic category opens /domestic (`/domestic?country=IN&city=Ahmedabad`), anything else
 * /international. Values a list cannot use are left out, as the lists themselves do. Never indexed.
 */
import type { FastifyInstance } from 'fastify';
import { jobListOf, jobSearchQuery, parseJobSearch } from '../../domain/jobSearch';
import { routes } from '../../routes/registry';
import { enumOf } from '../openapi/catalogue';
import { LANGUAGE_LIST } from '../../domain/languages';

/** Where a search sent from the language with `prefix` ('' for English) opens. */
export function jobSearchTarget(prefix: string, params: URLSearchParams): string {
  const search = parseJobSearch((name) => params.get(name), enumOf('EmploymentType'));
  const list = routes[jobListOf(search)].path;
  return `${prefix}${list}${jobSearchQuery({ ...search, category: undefined, page: undefined })}`;
}

export function registerJobSearchForm(app: FastifyInstance): void {
  for (const { prefix } of LANGUAGE_LIST) {
    app.get(`${prefix}${routes.jobSearch.path}`, (request, reply) => {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return reply
        .header('cache-control', 'no-cache')
        .header('x-robots-tag', 'noindex')
        .redirect(jobSearchTarget(prefix, new URLSearchParams(query)), 303);
    });
  }
}
