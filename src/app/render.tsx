/**
 * The render entry: built by webpack as one Node bundle (dist/ssr/render.js) and loaded by the server at
 * run time. It renders a public route to a whole HTML document (the page with its data, the head, the
 * critical CSS, the preloaded state and the scripts), and the sign-in and staff routes to the client shell.
 */
import { renderToString } from 'react-dom/server';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StaticRouter } from 'react-router-dom';
import { setApiFetch } from '../api/client';
import { baseApi } from '../api/baseApi';
import { AppProviders } from './AppProviders';
import { createEmotionCache } from './emotionCache';
import { collectDeferredChunks, loadDeferredParts } from '../shared/hydration';
import { DEFERRED_AFTER_ID, deferredScriptsBlock, LATER_SCRIPTS_ID } from '../shared/deferredScripts';
import { dehydrateApiState, PRELOADED_STATE_ID, serializeState } from './preloadedState';
import { AppRoutes, matchAppRoute } from './router';
import { setSiteOrigin } from '../shared/siteOrigin';
import { makeStore } from './store';
import { setDomlessSanitizer } from '../components/RichText';
import { basenameOf, catalogueChunk, DEFAULT_LOCALE, loadLocale, type Locale } from '../i18n';
import { fontHeadTags } from '../i18n/fonts';
import { collectIntlResults, intlResultsBlock } from '../shared/intlFormats';
import { buildHead } from '../ssr/head';
import { sanitizeRichTextWithoutDom } from '../ssr/richText';
import { loadRouteData } from '../ssr/routeData';
import { renderFormPage } from '../ssr/formPage';

/** What the web build tells the renderer (dist/ssr/client-manifest.json): the scripts to list. */
export interface ClientManifest {
  /** The entry's script files, in order (runtime, shared libraries, the app). */
  entry: string[];
  /** Each named chunk group (a route's page) with the script files it needs. */
  chunks: Record<string, string[]>;
}

export interface RendererOptions {
  /** Answers the API's requests (the server's own routes, in process). */
  fetch: typeof fetch;
  /** The site's public origin, for canonical and shared links. */
  publicUrl: string;
  manifest: ClientManifest;
}

export interface RenderResult {
  status: number;
  html: string;
  /** True for pages search engines must not index (the client shell, error pages). */
  noindex: boolean;
  /** True when the page was rendered by the server (false: the client shell). */
  rendered: boolean;
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The page's script files in order: the runtime, the page's own chunks, then the rest of the entry. */
function scriptFiles(manifest: ClientManifest, chunks: string[]): string[] {
  // The page's own chunks come before the entry: their code is there when the entry asks for it.
  const [runtime, ...rest] = manifest.entry;
  const own = chunks.flatMap((chunk) => manifest.chunks[chunk] ?? []);
  return [...new Set([runtime, ...own, ...rest].filter(Boolean))];
}

/** Code every server-rendered page may need later: the API client, for the visitor's first request. */
const LATER_ON_EVERY_PAGE = ['api-client'];

/**
 * A page's scripts: plain `defer` tags in the head, fetched while the HTML arrives and run in order once
 * it is parsed. (Adding them only after the first paint, as the site once did, helped a simulated phone's
 * score but made a real slow phone interactive 0.6-0.8 s later; `npm run bench:phone` measures it.)
 */
function scriptTags(
  manifest: ClientManifest,
  chunks: string[],
  deferredChunks: string[] = [],
  laterChunks: string[] = [],
  trailingChunks: string[] = [],
): string {
  const files = scriptFiles(manifest, chunks);
  const scripts = files.map((file) => `<script defer src="${escapeAttribute(file)}"></script>`);
  // Each file is named once, in the first list that needs it.
  const listed = new Set(files);
  const filesOf = (named: string[]) => {
    const own = [...new Set(named.flatMap((chunk) => manifest.chunks[chunk] ?? []))].filter(
      (file) => !listed.has(file),
    );
    for (const file of own) listed.add(file);
    return own;
  };
  // The code of the parts hydrated apart (the page's body, the footer): named here, and fetched by the entry
  // as soon as it runs (src/shared/deferredScripts.ts), not with the first scripts.
  const deferred = filesOf(deferredChunks);
  // Then the code of the parts that can wait for those (the scam notice), once theirs has arrived.
  const trailing = filesOf(trailingChunks);
  // Code the page may need later (a dialog, the API client): fetched once the page has settled, not run.
  const later = filesOf([...LATER_ON_EVERY_PAGE, ...laterChunks]);
  return [
    ...scripts,
    deferredScriptsBlock(deferred),
    deferredScriptsBlock(trailing, DEFERRED_AFTER_ID),
    deferredScriptsBlock(later, LATER_SCRIPTS_ID),
  ].join('');
}

function documentHtml(parts: {
  lang: Locale;
  head: string;
  scripts: string;
  styles?: string;
  body?: string;
  state?: string;
  /** The texts the render formatted (`collectIntlResults`), for the browser's hydration. */
  intl?: Record<string, string>;
}) {
  return [
    '<!doctype html>',
    `<html lang="${parts.lang}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="theme-color" content="#0b3d91">',
    parts.head,
    '<link rel="icon" href="/favicon.svg">',
    parts.scripts,
    parts.styles ?? '',
    '</head>',
    '<body>',
    `<div id="root">${parts.body ?? ''}</div>`,
    parts.state ? `<script type="application/json" id="${PRELOADED_STATE_ID}">${parts.state}</script>` : '',
    parts.intl ? intlResultsBlock(parts.intl) : '',
    '</body>',
    '</html>',
  ].join('\n');
}

export function createRenderer(options: RendererOptions) {
  setApiFetch(options.fetch);
  setSiteOrigin(options.publicUrl);
  setDomlessSanitizer(sanitizeRichTextWithoutDom);

  /** The client shell: sign-in and the back office render in the browser and are never indexed. */
  function shell(pathname: string): RenderResult {
    // The head of a private route carries `noindex` itself.
    const head = buildHead({ pathname, publicUrl: options.publicUrl, status: 200 });
    return {
      status: 200,
      html: documentHtml({
        lang: DEFAULT_LOCALE,
        head,
        scripts: scriptTags(options.manifest, [matchAppRoute(pathname).Page.chunk]),
      }),
      noindex: true,
      rendered: false,
    };
  }

  /** Renders the page at `url` (a path with an optional query). */
  async function render(url: string): Promise<RenderResult> {
    const location = new URL(url, 'http://localhost');
    const { pathname } = location;
    const route = matchAppRoute(pathname);
    if (route.kind === 'client') return shell(pathname);

    const { locale } = route;
    const store = makeStore();
    const data = await loadRouteData(store, route, location.search);
    if (data.status === 429 || data.status >= 500) {
      // Its data could not be read: the browser loads the page itself; never a page shown as empty.
      data.release();
      store.dispatch(baseApi.util.resetApiState());
      return { ...shell(pathname), status: data.status };
    }
    try {
      await Promise.all([route.Page.preload(), loadLocale(locale)]);
      // The parts the browser loads apart (rendered here all the same), including those of the page just loaded.
      await loadDeferredParts();
      const cache = createEmotionCache();
      const emotion = createEmotionServer(cache);
      const {
        result: { result: body, results: intl },
        chunks: deferredChunks,
        trailing: trailingChunks,
        later: laterChunks,
      } = collectDeferredChunks(() =>
        collectIntlResults(() =>
          renderToString(
            <CacheProvider value={cache}>
              <AppProviders store={store} locale={locale}>
                {/* The routes under each language's basename (`/gu`, `/hi`), as the browser's AppRouter. */}
                <StaticRouter location={location.pathname + location.search} basename={basenameOf(locale)}>
                  <AppRoutes />
                </StaticRouter>
              </AppProviders>
            </CacheProvider>,
          ),
        ),
      );
      const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(body));
      const status = data.status;
      return {
        status,
        html: documentHtml({
          lang: locale,
          head: [
            buildHead({ pathname, publicUrl: options.publicUrl, status, ...data.head }),
            fontHeadTags(locale),
          ].join('\n'),
          // The page's chunk, and its language's catalogue (loaded with the page, not after it).
          scripts: scriptTags(
            options.manifest,
            [route.Page.chunk, ...(locale === DEFAULT_LOCALE ? [] : [catalogueChunk(locale)])],
            deferredChunks,
            laterChunks,
            trailingChunks,
          ),
          styles,
          body,
          state: serializeState(dehydrateApiState(store.getState())),
          intl,
        }),
        noindex: status >= 400,
        rendered: true,
      };
    } finally {
      data.release();
      // Clears the cache's removal timers too, so nothing of this request outlives it.
      store.dispatch(baseApi.util.resetApiState());
    }
  }

  /** The inline scripts the pages run (the server allows each by its hash): none. */
  const inlineScripts: string[] = [];

  return { render, shell, inlineScripts, formPage: renderFormPage };
}

export type Renderer = ReturnType<typeof createRenderer>;
