/**
 * Links to the site's pages, built over the route registry: `paths.about` is the about page's path,
 * `paths.jobDetail(12)` a job's. Components never build paths by hand.
 */
import { routePath, routes, type RouteId, type Routes } from './registry';

/** A route without a parameter is its path; one with an `:id` is a builder taking the id. */
export type Paths = {
  [K in RouteId]: Routes[K]['path'] extends `${string}:${string}` ? (id: number | string) => string : string;
};

export const paths = Object.fromEntries(
  (Object.keys(routes) as RouteId[]).map((id) => [
    id,
    routes[id].path.includes(':')
      ? (value: number | string) => routePath(id, { id: value })
      : routes[id].path,
  ]),
) as Paths;
