import { parseJobSearch, type JobSearch } from '../../domain/jobSearch';
import { EMPLOYMENT_TYPE_LABELS } from './jobFacts';
import type { Category, JobSearchArgs } from './jobsApi';

/** Every employment type of the contract. */
export const EMPLOYMENT_TYPES = Object.keys(EMPLOYMENT_TYPE_LABELS) as Array<
  keyof typeof EMPLOYMENT_TYPE_LABELS
>;

/**
 * The search a list page's query string asks for (values it cannot use left out, see parseJobSearch);
 * the page's path is its category, so a `category` in the query is not used.
 */
export function listPageSearch(queryString: string): JobSearch {
  const params = new URLSearchParams(queryString);
  const { category: _category, ...search } = parseJobSearch((name) => params.get(name), EMPLOYMENT_TYPES);
  return search;
}

/** The `GET /job/search` parameters of a list page: the same on the server's render and in the browser. */
export function searchArgs(category: Category, search: JobSearch): JobSearchArgs {
  const { type, ...rest } = search;
  return { ...rest, category, ...(type ? { type: type as NonNullable<JobSearchArgs['type']> } : {}) };
}

/** Reads a search form's fields by name (what the form would send), for parseJobSearch. */
export const formValue =
  (form: HTMLFormElement) =>
  (name: string): string | null => {
    const field = form.elements.namedItem(name);
    return field instanceof HTMLInputElement || field instanceof HTMLSelectElement ? field.value : null;
  };
