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
import { AppProviders } from '../app/AppProviders';
import { createEmotionCache } from '../app/emotionCache';
import { loadDeferredParts } from '../app/hydration';
import { dehydrateApiState, PRELOADED_STATE_ID, serializeState } from '../app/preloadedState';
import { AppRoutes, matchAppRoute } from '../app/router';
import { setSiteOrigin } from '../app/siteOrigin';
import { makeStore } from '../app/store';
import { setDomlessSanitizer } from '../components/RichText';
import { basenameOf, catalogueChunk, DEFAULT_LOCALE, loadLocale, type Locale } from '../i18n';
import { fontHeadTags } from '../i18n/fonts';
import { buildHead } from './head';
import { sanitizeRichTextWithoutDom } from './richText';
import { loadRouteData } from './routeData';

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

/** The id of the list of a rendered page's scripts. */
const PAGE_SCRIPTS_ID = 'page-scripts';

/** The page's script files in order: the runtime, the page's own chunks, then the rest of the entry. */
function scriptFiles(manifest: ClientManifest, chunks: string[]): string[] {
  // The page's own chunks come before the entry: their code is there when the entry asks for it.
  const [runtime, ...rest] = manifest.entry;
  const own = chunks.flatMap((chunk) => manifest.chunks[chunk] ?? []);
  return [...new Set([runtime, ...own, ...rest].filter(Boolean))];
}

/** The client shell's scripts: nothing is on screen before they run, so they run as soon as they can. */
function shellScriptTags(manifest: ClientManifest, chunk: string): string {
  return scriptFiles(manifest, [chunk])
    .map((file) => `<script defer src="${escapeAttribute(file)}"></script>`)
    .join('');
}

/**
 * A rendered page's scripts are listed in the head but fetched and run after the page's first
 * contentful paint: the server's HTML (readable and navigable without them) is on screen before the
 * phone spends its network and processor on the code that hydrates it. `PAGE_SCRIPT_LOADER`, at the end
 * of the body, adds them in order when the browser reports that paint (Paint Timing); where it cannot,
 * after the next frame; in a tab that is not visible, at once (nothing is painted there); and after 3 s
 * whatever happened.
 */
function pageScriptList(manifest: ClientManifest, chunks: string[]): string {
  const files = JSON.stringify(scriptFiles(manifest, chunks)).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_SCRIPTS_ID}">${files}</script>`;
}

/**
 * The one inline script of a rendered page. The server allows it by its hash in the Content-Security-
 * Policy (`inlineScripts` of the renderer), so it is the same text on every page.
 */
export const PAGE_SCRIPT_LOADER = `(function(){
var started=false;
function run(){
if(started)return;started=true;
JSON.parse(document.getElementById("${PAGE_SCRIPTS_ID}").textContent).forEach(function(src){
var script=document.createElement("script");script.src=src;script.async=false;document.body.appendChild(script);
});
}
if(document.visibilityState==="hidden")return run();
setTimeout(run,3000);
var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];
if(types.indexOf("paint")<0)return requestAnimationFrame(function(){setTimeout(run,0)});
new PerformanceObserver(function(list,observer){
if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();setTimeout(run,0);}
}).observe({type:"paint",buffered:true});
})()`;

function documentHtml(parts: {
  lang: Locale;
  head: string;
  scripts: string;
  styles?: string;
  body?: string;
  state?: string;
  /** Inline script run at the end of the body. */
  loader?: string;
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
    parts.loader ? `<script>${parts.loader}</script>` : '',
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
        scripts: shellScriptTags(options.manifest, matchAppRoute(pathname).Page.chunk),
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
    const data = await loadRouteData(store, route);
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
      const body = renderToString(
        <CacheProvider value={cache}>
          <AppProviders store={store} locale={locale}>
            {/* The routes under each language's basename (`/gu`, `/hi`), as the browser's AppRouter. */}
            <StaticRouter location={location.pathname + location.search} basename={basenameOf(locale)}>
              <AppRoutes />
            </StaticRouter>
          </AppProviders>
        </CacheProvider>,
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
          scripts: pageScriptList(options.manifest, [
            route.Page.chunk,
            ...(locale === DEFAULT_LOCALE ? [] : [catalogueChunk(locale)]),
          ]),
          styles,
          body,
          state: serializeState(dehydrateApiState(store.getState())),
          loader: PAGE_SCRIPT_LOADER,
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

  /** The inline scripts the pages run (the server allows each by its hash). */
  const inlineScripts = [PAGE_SCRIPT_LOADER];

  return { render, shell, inlineScripts };
}

export type Renderer = ReturnType<typeof createRenderer>;
