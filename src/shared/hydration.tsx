import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { afterPageSettles } from './deferredScripts';

/*
 * Hydration in pieces. React 18 hydrates a server-rendered page root first and leaves every <Suspense>
 * boundary it meets dehydrated (the server's nodes stay on screen), then hydrates each boundary in its own
 * low-priority, time-sliced pass that yields to the browser: one long start-up task becomes many short ones.
 * Nothing inside a boundary suspends while the server renders, so the server's HTML never shows a fallback.
 */

/** The performance mark set at each commit of hydration (`npm run bench:phone` reads the last). */
export const HYDRATION_COMMIT_MARK = 'hydration-commit';

/** Marks the commit it mounts in: the root's, or a boundary's as that part hydrates. */
export function HydrationMark() {
  useEffect(() => {
    // Jest's fake timers replace `performance` with a clock that has no marks.
    if (typeof performance.mark === 'function') performance.mark(HYDRATION_COMMIT_MARK);
  }, []);
  return null;
}

/** A separately hydrated part of a server-rendered page (header, page, footer, a section below the fold). */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      {children}
      <HydrationMark />
    </Suspense>
  );
}

const deferredLoads: Array<() => Promise<void>> = [];

/** The chunks of the deferred parts rendered by the render in progress on the server (`collectDeferredChunks`). */
let renderedChunks: Set<string> | undefined;
/** The chunks the page rendered may need later (`useLaterChunk`), in the same render. */
let laterChunks: Set<string> | undefined;

/**
 * Names code the page may need after it has loaded (a dialog the visitor may open): the server lists its
 * files in the page, and the browser fetches them once the page has settled, without running them
 * (src/shared/deferredScripts.ts). `chunk` is the `webpackChunkName` of the code's `import()`.
 */
export function useLaterChunk(chunk: string): void {
  laterChunks?.add(chunk);
}

/**
 * Runs a server render (synchronous: `renderToString`) and says which named deferred parts it rendered,
 * so the page's HTML can name their code for the entry to fetch as soon as it runs (src/shared/
 * deferredScripts.ts): a part's code requested only when hydration reaches it costs a round trip more.
 */
export function collectDeferredChunks<T>(render: () => T): {
  result: T;
  chunks: string[];
  later: string[];
} {
  const chunks = new Set<string>();
  const later = new Set<string>();
  renderedChunks = chunks;
  laterChunks = later;
  try {
    return { result: render(), chunks: [...chunks], later: [...later] };
  } finally {
    renderedChunks = undefined;
    laterChunks = undefined;
  }
}

/**
 * A component the server renders at once but whose code the browser loads apart from the page's first
 * scripts: it is its own hydration boundary, and a boundary whose code is still loading stays as the server
 * rendered it until the code arrives (React's selective hydration), then hydrates. Rendered in the browser
 * without the server (a client navigation), it shows nothing until its code is there.
 * The server loads every such part before it renders (`loadDeferredParts`). Its props are the component's.
 * `chunk` is the `webpackChunkName` of its `import()`: a page that renders the part names it to the browser
 * to fetch early (`collectDeferredChunks`); without it, the code is fetched on demand.
 */
export function deferredPart<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  chunk?: string,
) {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      Loaded = module.default;
    }));
  deferredLoads.push(preload);
  const Lazy = lazy(() =>
    preload().then(() => ({ default: Loaded as ComponentType<P> })),
  ) as unknown as ComponentType<P>;
  function DeferredPart(props: P) {
    if (chunk) renderedChunks?.add(chunk);
    // Chosen once per mount: switching from the lazy wrapper to the loaded component would remount it.
    const [Component] = useState<ComponentType<P>>(() => Loaded ?? Lazy);
    return (
      <HydrationBoundary>
        <Component {...props} />
      </HydrationBoundary>
    );
  }
  return Object.assign(DeferredPart, { preload });
}

/**
 * A component that shows only in the browser, some time after the page has loaded (a notice, a suggestion),
 * and renders nothing on the server: there is nothing of it to hydrate. Its code is fetched and run once
 * the page has settled (`afterPageSettles`): on a slow phone it takes no bandwidth or time from the parts the
 * page hydrates. Rendered after a client navigation, it waits for its code the same way. A load that fails
 * (offline) shows nothing. Its props are the component's.
 */
export function settledPart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let Loaded: ComponentType<P> | undefined;
  function SettledPart(props: P) {
    // Mounted again after its code has come (a client navigation): shown at once.
    const [Component, setComponent] = useState<ComponentType<P> | undefined>(() => Loaded);
    useEffect(() => {
      let mounted = true;
      afterPageSettles(() => {
        void load()
          .then((module) => {
            Loaded = module.default;
            if (mounted) setComponent(() => Loaded);
          })
          .catch(() => undefined);
      });
      return () => {
        mounted = false;
      };
    }, []);
    return Component ? <Component {...props} /> : null;
  }
  return SettledPart;
}

/** Loads the code of every deferred part declared so far (the server, before it renders a page). */
export const loadDeferredParts = (): Promise<void> =>
  Promise.all(deferredLoads.map((load) => load())).then(() => undefined);
