import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { contentVersionToken } from '../repositories/contentVersions';
import { jobSearchQuery, parseJobSearch } from '../../domain/jobSearch';
import { enumOf } from '../openapi/catalogue';
import { encodeText, type CompressionEffort, type ContentCoding } from '../services/versionedCache';
import type { FormPageRenderer } from './formPosts';

/** A page from the render entry: a whole HTML document and how to answer with it. */
export interface RenderedPage {
  status: number;
  html: string;
  /** Not to be indexed: answered with `X-Robots-Tag: noindex` too. */
  noindex: boolean;
  /** False for the client shell (sign-in and staff routes, or a page that could not be rendered). */
  rendered: boolean;
  /** `Retry-After` of a page whose data was refused for a while (429, 503). */
  retryAfter?: string;
}

/** A page ready to send: its entity tag, and its brotli and gzip forms made once (see `encodeText`). */
export interface ServedPage extends RenderedPage {
  etag: string;
  /** The HTML's UTF-8 bytes, made once for a kept page (sent as they are, not encoded per request). */
  body?: Buffer;
  encoded: Partial<Record<ContentCoding, { body: Buffer; etag: string }>>;
}

/**
 * What the built render entry (dist/ssr/render.js, from src/app/render.tsx) exports. The server knows
 * it by this shape only: the render entry is SPA code, built by webpack and loaded at run time.
 */
interface RenderModule {
  createRenderer(options: { fetch: typeof fetch; publicUrl: string; manifest: unknown }): {
    render(url: string): Promise<RenderedPage>;
    shell(pathname: string): RenderedPage;
    /** The inline scripts its pages run, each the same text on every page. */
    inlineScripts?: string[];
    /** The pages of the forms that work without JavaScript (src/ssr/formPage.tsx). */
    formPage?: FormPageRenderer;
  };
}

/** How many rendered pages are kept (the least recently used go first). */
export const RENDERED_PAGE_LIMIT = 500;

/**
 * Rendered pages by path, each with the content version token it was rendered at (every resource a
 * public page shows bumps its version in the transaction that changes it). A request reads the current
 * token first and renders again when it differs, so a page is never older than the last committed
 * write, whichever process made it. Requests for a page being rendered share that render. Only pages
 * rendered in full with status 200 are kept (an unknown path is not worth a place) or shared: a render
 * that failed, or was answered from a failed data request, is the answer of the request that made it
 * only, and whoever joined it renders the page for themselves.
 */
export class RenderedPageCache<Page extends RenderedPage = ServedPage> {
  private readonly entries = new Map<string, { version: string; page: Promise<Page> }>();
  /** Requests answered from a kept page, and requests that rendered (reported in the metrics). */
  readonly stats = { hits: 0, misses: 0 };

  constructor(private readonly limit = RENDERED_PAGE_LIMIT) {}

  get(path: string, version: string, render: () => Promise<Page>): Promise<Page> {
    const cached = this.entries.get(path);
    this.entries.delete(path);
    if (cached && cached.version === version) {
      this.entries.set(path, cached);
      return cached.page.then(
        (page) => {
          if (isKept(page)) {
            this.stats.hits += 1;
            return page;
          }
          this.stats.misses += 1;
          return render();
        },
        () => {
          this.stats.misses += 1;
          return render();
        },
      );
    }
    this.stats.misses += 1;
    const entry = { version, page: render() };
    this.entries.set(path, entry);
    const forget = () => {
      if (this.entries.get(path) === entry) this.entries.delete(path);
    };
    entry.page.then((page: Page) => {
      if (!isKept(page)) forget();
    }, forget);
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.limit) break;
      this.entries.delete(oldest);
    }
    return entry.page;
  }
}

/** Only a page rendered in full, with status 200, is kept and shared. */
const isKept = (page: RenderedPage) => page.rendered && page.status === 200;

export interface PageRenderer {
  /** Renders the page at `url` (its data read through the API's own routes, in process). */
  render(url: string): Promise<ServedPage>;
  /** The Content-Security-Policy sources (`'sha256-...'`) that allow the pages' inline scripts. */
  scriptSources: string[];
  /** Hits and misses of the rendered-page cache. */
  cacheStats: { hits: number; misses: number };
  /** Renders a page of the forms that work without JavaScript (absent from an older render entry). */
  formPage?: FormPageRenderer;
}

/** The CSP source that allows an inline script of exactly this text. */
export const inlineScriptSource = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Where the render entry is looked for: `RENDER_ENTRY`, else dist/ssr/render.js beside WEB_DIR. */
export const defaultRenderEntry = (webDir: string) => path.join(path.dirname(webDir), 'ssr', 'render.js');

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/** The job lists, in any language and letter case (`/international`, `/gu/domestic/`). */
const JOB_LIST_PATH = /^(?:\/[a-z]{2})?\/(?:international|domestic)\/?$/i;

/** The query string a page reads, canonical: the job search of a job list, nothing for other pages. */
export function pageQuery(pathname: string, params: URLSearchParams): string {
  if (!JOB_LIST_PATH.test(pathname)) return '';
  const { category: _category, ...search } = parseJobSearch(
    (name) => params.get(name),
    enumOf('EmploymentType'),
  );
  return jobSearchQuery(search);
}

/** A data request of a rendering that failed: its status and `Retry-After`. */
interface DataFailure {
  status: number;
  retryAfter?: string;
}

/**
 * The status a page answers when one of its data requests failed: 429 and 503 as they were (with
 * their `Retry-After`), 503 when the request could not be made at all, 500 for any other server error.
 */
function failureStatus(failure: DataFailure): number {
  return failure.status === 429 || failure.status === 503 ? failure.status : 500;
}

/**
 * Loads the built render entry and gives it a `fetch` that answers through this server's own routes
 * in process (`app.inject`), so a page shows exactly what the API would answer the browser. These
 * reads are internal (`InternalRequests`): they are not counted against the visitor's limits, which
 * count the page request itself (see `pageRateLimit`), and a visitor who used up their own API reads
 * cannot make a page render without its data. A rendering one of whose data requests failed (429,
 * 5xx, or no answer) is answered to its visitor only, with that failure's status and the client
 * shell, and is neither kept nor shared. Undefined when there is no build.
 */
export function loadRenderer(
  app: FastifyInstance,
  entry: string,
  publicUrl: string,
): PageRenderer | undefined {
  const manifestPath = path.join(path.dirname(entry), 'client-manifest.json');
  if (!fs.existsSync(entry) || !fs.existsSync(manifestPath)) {
    app.log.warn({ entry }, 'No built render entry found; public pages are rendered in the browser only.');
    return undefined;
  }
  const module = createRequire(__filename)(entry) as RenderModule;
  const manifest: unknown = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  /** The failed data requests of the rendering in progress. */
  const rendering = new AsyncLocalStorage<{ failures: DataFailure[] }>();

  const inProcessFetch = async (
    input: Parameters<typeof fetch>[0],
    init?: RequestInit,
  ): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    let answer;
    try {
      answer = await app.inject({
        method: request.method as 'GET',
        url: url.pathname + url.search,
        headers: {
          accept: request.headers.get('accept') ?? 'application/json',
          ...app.internalRequests.headers(),
        },
        payload: request.body ? Buffer.from(await request.arrayBuffer()) : undefined,
        remoteAddress: '127.0.0.1',
      });
    } catch (error) {
      rendering.getStore()?.failures.push({ status: 503 });
      throw error;
    }
    if (answer.statusCode === 429 || answer.statusCode >= 500) {
      const retryAfter = answer.headers['retry-after'];
      rendering.getStore()?.failures.push({
        status: answer.statusCode,
        ...(retryAfter === undefined ? {} : { retryAfter: String(retryAfter) }),
      });
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item));
    }
    const body = NULL_BODY_STATUSES.has(answer.statusCode) ? null : new Uint8Array(answer.rawPayload);
    return new Response(body, { status: answer.statusCode, headers });
  };

  const renderer = module.createRenderer({ fetch: inProcessFetch, publicUrl, manifest });
  const cache = new RenderedPageCache();
  // Pages that are kept are compressed once, strongly; the others (not-found pages, the shell) are
  // compressed per request by @fastify/compress, quickly, so an unknown URL costs no strong compression.
  // A job list's search pages (a query string) are many, each asked for less often: compressed quickly.
  const serve = async (page: RenderedPage, effort: CompressionEffort = 'strong'): Promise<ServedPage> =>
    isKept(page)
      ? { ...page, body: Buffer.from(page.html, 'utf8'), ...(await encodeText(page.html, effort)) }
      : { ...page, etag: '', encoded: {} };
  /** The page, or, when a data request failed, the client shell with the failure's status. */
  const renderPage = async (url: string): Promise<RenderedPage> => {
    const context = { failures: [] as DataFailure[] };
    const page = await rendering.run(context, () => renderer.render(url));
    const { pathname } = new URL(url, 'http://localhost');
    const [failure] = context.failures;
    if (!failure) return page;
    app.log.warn({ url: pathname, status: failure.status }, 'a page was rendered without its data');
    return {
      ...renderer.shell(pathname),
      status: failureStatus(failure),
      ...(failure.retryAfter === undefined ? {} : { retryAfter: failure.retryAfter }),
    };
  };
  return {
    cacheStats: cache.stats,
    ...(renderer.formPage ? { formPage: renderer.formPage } : {}),
    scriptSources: (renderer.inlineScripts ?? []).map(inlineScriptSource),
    async render(url) {
      // One page per path, and on the job lists one per search (the query string they read, in its
      // canonical form: other parameters and values a list cannot use make no other page).
      const { pathname: path, searchParams } = new URL(url, 'http://localhost');
      const pathname = `${path}${pageQuery(path, searchParams)}`;
      try {
        // The content's versions, and the clock's minute: what a page shows can change with time alone
        // (a job past its closing date), so no page is kept longer than that.
        const version = `${await contentVersionToken(app.db)}@${new Date().toISOString().slice(0, 16)}`;
        const effort = pathname === path ? 'strong' : 'fast';
        return await cache.get(pathname, version, async () => serve(await renderPage(pathname), effort));
      } catch (error) {
        // The browser can still show the page: send the client shell, and say the server failed.
        app.log.error({ err: error, url }, 'rendering a page failed');
        return serve({ ...renderer.shell(path), status: 500 });
      }
    },
  };
}
