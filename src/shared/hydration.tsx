import {
  lazy,
  Suspense,
  useEffect,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type MouseEventHandler,
  type ReactNode,
} from 'react';
import { afterPageSettles } from './deferredScripts';

/*
 * Hydration in pieces. React 18 hydrates a server-rendered page root first and leaves every <Suspense>
 * boundary it meets dehydrated (the server's nodes stay on screen), then hydrates each boundary in its own
 * low-priority, time-sliced pass that yields to the browser: one long start-up task becomes many short ones.
 * Nothing inside a boundary suspends while the server renders, so the server's HTML never shows a fallback.
 */

/** The performance mark set at each commit of hydration (`npm run bench:phone` reads the last). */
export const HYDRATION_COMMIT_MARK = 'hydration-commit';

/** True from the start of the page's hydration (`beginPageHydration`) to the root's first commit. */
let pageHydrating = false;

/** Said by the entry just before it hydrates the server's page (src/app/start.tsx). */
export function beginPageHydration(): void {
  pageHydrating = true;
}

/**
 * Marks the commit it mounts in: the root's (`root`: the page's hydration has then passed the root), or a
 * boundary's as that part hydrates.
 */
export function HydrationMark({ root = false }: { root?: boolean }) {
  useEffect(() => {
    if (root) pageHydrating = false;
    // Jest's fake timers replace `performance` with a clock that has no marks.
    if (typeof performance.mark === 'function') performance.mark(HYDRATION_COMMIT_MARK);
  }, [root]);
  return null;
}

/**
 * Resolves once `element` comes within a screen's height of the viewport, or at the visitor's first tap,
 * click or key press anywhere (at once where there is no such element or no IntersectionObserver).
 *
 * The input matters as much as the viewport: an update that reaches a part still waiting to hydrate (a
 * client navigation changes the router's context under the footer) waits for that part to hydrate before it
 * commits, so a part that waited for the viewport alone held the next page back, the address bar already
 * showing it. Every navigation begins with an input, and the part is then on its way.
 */
export function whenNearViewport(element: Element | null): Promise<void> {
  if (!element || typeof IntersectionObserver !== 'function') return Promise.resolve();
  return new Promise((resolve) => {
    const inputs = ['pointerdown', 'keydown'] as const;
    const done = () => {
      observer.disconnect();
      for (const input of inputs) window.removeEventListener(input, done, { capture: true });
      resolve();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: '100% 0px 100% 0px' },
    );
    observer.observe(element);
    for (const input of inputs) window.addEventListener(input, done, { capture: true, passive: true });
  });
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
/** The chunks of rendered deferred parts that can wait for the others (`fetchAfterOthers`), in the same render. */
let trailingChunks: Set<string> | undefined;
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
  /** The rendered parts' chunks to fetch once the others' have arrived (`fetchAfterOthers`). */
  trailing: string[];
  later: string[];
} {
  const chunks = new Set<string>();
  const trailing = new Set<string>();
  const later = new Set<string>();
  renderedChunks = chunks;
  trailingChunks = trailing;
  laterChunks = later;
  try {
    return { result: render(), chunks: [...chunks], trailing: [...trailing], later: [...later] };
  } finally {
    renderedChunks = undefined;
    trailingChunks = undefined;
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
  options: DeferredPartOptions = {},
) {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      Loaded = module.default;
    }));
  deferredLoads.push(preload);
  const loaded = () => ({ default: Loaded as ComponentType<P> });
  const Lazy = lazy(() => preload().then(loaded)) as unknown as ComponentType<P>;
  const near = options.whenNear;
  function DeferredPart(props: P) {
    // A part hydrated when neared is not fetched with the page's parts but once the page has settled.
    if (chunk) (near ? laterChunks : options.fetchAfterOthers ? trailingChunks : renderedChunks)?.add(chunk);
    // Chosen once per mount: switching from the lazy wrapper to the loaded component would remount it.
    const [Component] = useState<ComponentType<P>>(() => {
      // Hydrating the server's page: a part below the first screen stays as the server rendered it until
      // the visitor nears it (its own lazy wrapper, made once for this mount).
      if (near && pageHydrating) {
        const element = document.querySelector(`[data-part="${near}"]`);
        return lazy(() =>
          whenNearViewport(element).then(preload).then(loaded),
        ) as unknown as ComponentType<P>;
      }
      return Loaded ?? Lazy;
    });
    const part = (
      <HydrationBoundary>
        <Component {...props} />
      </HydrationBoundary>
    );
    return near ? <div data-part={near}>{part}</div> : part;
  }
  return Object.assign(DeferredPart, { preload });
}

export interface DeferredPartOptions {
  /**
   * A part below the first screen (the footer): hydrated only when it comes within a screen's height of the
   * viewport or at the visitor's first input (`whenNearViewport`), not with the page. Until then it is the
   * server's HTML: its links and forms work as without JavaScript. The value names the part's wrapper
   * (`<div data-part>`) the browser watches.
   */
  whenNear?: string;
  /**
   * A part with nothing to show at first (the scam notice, which opens once the page is idle): its code is
   * fetched once the code of the page's other parts has arrived, not beside it, so on a slow phone the parts
   * on screen hydrate sooner.
   */
  fetchAfterOthers?: boolean;
}

/** What a frozen part renders while it keeps the server's HTML: React leaves a hydrated element's HTML as it is. */
const SERVED_HTML = { __html: '' };

const subscribeToNothing = () => () => undefined;

/**
 * True while React hydrates the server's HTML of the component calling it (and on the server), false when
 * the browser renders it. (The component renders again once hydrated, with false.) A part inside the page's
 * own boundary hydrates after the root has committed, so `pageHydrating` cannot say it.
 */
const useHydrating = (): boolean =>
  useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );

/** Whether two sets of props are the same values (each compared with `Object.is`). */
function sameProps(a: object, b: object): boolean {
  const before = a as Record<string, unknown>;
  const after = b as Record<string, unknown>;
  const keys = Object.keys(before);
  return keys.length === Object.keys(after).length && keys.every((key) => Object.is(before[key], after[key]));
}

/**
 * A server-rendered part that only shows text and links (the job page's description and overview). On the
 * page the server rendered, the browser keeps the part's HTML as it came: nothing of it is fetched, run or
 * hydrated before the page is interactive (a phone spent a few hundred milliseconds on it), and its links
 * work as links (its `onClick`, `useClientLinks`, makes those to the site's pages client navigations). Its
 * code is loaded once the page has settled, and it renders live from then on as soon as its props differ
 * from those the page was hydrated with (another job, a receipt to show), and always after a client
 * navigation. It sits in a `<div data-part={name}>`. `chunk` is the `webpackChunkName` of its `import()`:
 * the page names its files to fetch once it has settled (`useLaterChunk`).
 */
export function frozenPart<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  chunk: string,
  name: string,
) {
  const Live = deferredPart(load);
  function FrozenPart({ onClick, ...rest }: P & FrozenPartProps) {
    const props = rest as unknown as P;
    useLaterChunk(chunk);
    // The props the server's HTML shows, when React is hydrating it (not when the server renders it).
    const hydrating = useHydrating();
    const [served] = useState<P | undefined>(() =>
      hydrating && !renderedChunks && typeof document !== 'undefined' ? props : undefined,
    );
    useEffect(() => {
      if (served) afterPageSettles(() => void Live.preload().catch(() => undefined));
    }, [served]);
    if (served && sameProps(served, props)) {
      return (
        <div
          key="served"
          data-part={name}
          onClick={onClick}
          suppressHydrationWarning
          dangerouslySetInnerHTML={SERVED_HTML}
        />
      );
    }
    return (
      <div key="live" data-part={name} onClick={onClick}>
        <Live {...props} />
      </div>
    );
  }
  return FrozenPart;
}

export interface FrozenPartProps {
  /** Hears the clicks in the part, live or not (`useClientLinks`: its links to the site's pages). */
  onClick?: MouseEventHandler<HTMLDivElement>;
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
