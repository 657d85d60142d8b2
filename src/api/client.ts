import type { Client } from 'openapi-fetch';
import type { paths } from './schema';
import { API_BASE } from './base';

/**
 * Turns a multipart body object into FormData: files as they are, other defined values as text.
 * Used for every multipart operation (job/blog/team store and update, applications/store).
 */
export function toFormData(body: object): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(key, value, value instanceof File ? value.name : key);
    else form.append(key, String(value));
  }
  return form;
}

const origin = typeof window !== 'undefined' ? window.location.origin : 'http://localhost';

let serverFetch: typeof fetch | undefined;

/**
 * Where the API's requests go when there is no browser: the render entry (src/ssr) gives the server's
 * in-process `fetch`, so a page is rendered from the answers the browser would get.
 */
export function setApiFetch(fetchImpl: typeof fetch): void {
  serverFetch = fetchImpl;
}

type ApiClient = Pick<Client<paths>, 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH'>;

let client: Promise<ApiClient> | undefined;
/** The client once loaded: a request then leaves at once, in the caller's own event (not a microtask later). */
let loaded: ApiClient | undefined;

/*
 * openapi-fetch is loaded with the first request, not with the page: a page rendered by the server arrives
 * with the answers it was rendered from, so its first scripts make no request (the page names the client's
 * code for the browser to fetch ahead once it has settled: src/app/render.tsx).
 */
const loadClient = (): Promise<ApiClient> =>
  (client ??= import(/* webpackChunkName: "api-client" */ 'openapi-fetch').then(
    ({ default: createClient }) =>
      (loaded = createClient<paths>({
        baseUrl: `${origin}${API_BASE}`,
        credentials: 'include',
        // Looked up on each call (not when the module loads), so a fetch installed later is used.
        fetch: (request) => (serverFetch ?? globalThis.fetch)(request),
      })),
  ));

const method = <M extends keyof ApiClient>(name: M): ApiClient[M] =>
  ((...args: unknown[]) => {
    const call = (ready: ApiClient) =>
      (ready[name] as (...params: unknown[]) => ReturnType<ApiClient[M]>)(...args);
    return loaded ? call(loaded) : loadClient().then(call);
  }) as unknown as ApiClient[M];

/** The one typed client of the API. Only the RTK Query endpoints in `src/features/*` use it. */
export const apiClient: ApiClient = {
  GET: method('GET'),
  POST: method('POST'),
  PUT: method('PUT'),
  DELETE: method('DELETE'),
  PATCH: method('PATCH'),
};
