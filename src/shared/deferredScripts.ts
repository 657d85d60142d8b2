/*
 * The code of the parts a server-rendered page hydrates apart (the page's body, the footer, the scam
 * notice). Preloaded from the HTML's head, it shared the slow phone's bandwidth with the page's first
 * scripts and delayed them all: hydration starts only when the last of those has arrived. So the page
 * names these files in a data block instead, and the entry asks for them the moment it runs: they arrive
 * while it starts up (about 0.3 s on such a phone), before hydration reaches the parts that need them.
 * `npm run bench:phone` measures both orders.
 */

/** Each named file's arrival (loaded or failed). */
const arrivals: Array<Promise<void>> = [];
let settled: Promise<void> | undefined;

/** The id of the JSON block listing the files. */
export const DEFERRED_SCRIPTS_ID = 'deferred-scripts';

/**
 * The id of the JSON block listing the code of parts that can wait for the others (the scam notice, shown
 * only once the page is idle): fetched once the first block's files have arrived, so on a slow phone they
 * take no bandwidth from the code the page's own parts hydrate with.
 */
export const DEFERRED_AFTER_ID = 'deferred-scripts-after';

/** The id of the JSON block listing code the page may need later (fetched once it has settled). */
export const LATER_SCRIPTS_ID = 'later-scripts';

/** A block for the page's HTML (`files` are script URLs; `<` is escaped as in any JSON in a script). */
export function deferredScriptsBlock(files: string[], id = DEFERRED_SCRIPTS_ID): string {
  if (files.length === 0) return '';
  const json = JSON.stringify(files).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/** The script URLs a block of the page lists (none when it is missing or unreadable). */
function listedFiles(id: string): string[] {
  const block = document.getElementById(id);
  if (!block?.textContent) return [];
  try {
    const files: unknown = JSON.parse(block.textContent);
    return Array.isArray(files) ? files.filter((file): file is string => typeof file === 'string') : [];
  } catch {
    return [];
  }
}

/** Preloads each of `files` not yet requested (into the cache; nothing runs); resolves when all have arrived. */
function preloadFiles(files: string[]): Promise<void> {
  const requested = new Set(
    [...document.querySelectorAll('link[rel="preload"]')].map((link) => link.getAttribute('href')),
  );
  const arrived: Array<Promise<void>> = [];
  for (const file of files) {
    if (requested.has(file)) continue;
    requested.add(file);
    const link = document.createElement('link');
    link.setAttribute('rel', 'preload');
    link.setAttribute('as', 'script');
    link.setAttribute('href', file);
    arrived.push(
      new Promise<void>((resolve) => {
        link.addEventListener('load', () => resolve(), { once: true });
        link.addEventListener('error', () => resolve(), { once: true });
      }),
    );
    document.head.appendChild(link);
  }
  return Promise.all(arrived).then(() => undefined);
}

/**
 * In the browser: starts fetching the files the page names (each once, into the cache; nothing runs): the
 * first block's at once, the `DEFERRED_AFTER_ID` block's when those have arrived.
 */
export function fetchDeferredScripts(): void {
  const first = preloadFiles(listedFiles(DEFERRED_SCRIPTS_ID));
  const after = listedFiles(DEFERRED_AFTER_ID);
  arrivals.push(first);
  if (after.length > 0) arrivals.push(first.then(() => preloadFiles(after)));
}

/**
 * Runs `task` (in the browser) once the page has settled: loaded, the deferred parts' code arrived, and the
 * browser idle (or 2 s later at most). Code a page may need later (the apply form, the API client, the
 * message dialog) is fetched then: fetched with the page, it took the slow phone's bandwidth from the
 * code that hydrates it.
 */
export function afterPageSettles(task: () => void): void {
  settled ??= new Promise<void>((resolve) => {
    const loaded =
      document.readyState === 'complete'
        ? Promise.resolve()
        : new Promise<void>((done) => window.addEventListener('load', () => done(), { once: true }));
    void Promise.all([loaded, ...arrivals]).then(() => {
      if (typeof window.requestIdleCallback === 'function')
        window.requestIdleCallback(() => resolve(), { timeout: 2000 });
      else setTimeout(resolve, 0);
    });
  });
  void settled.then(task);
}

/**
 * In the browser, once the page has settled: fetches the code the page may need later (`useLaterChunk`)
 * into the cache as a low-priority prefetch, without running it (running it then would be work for the
 * phone with nothing to show for it).
 */
export function prefetchLaterScripts(): void {
  // A task later than the page's other settled work: the parts shown then (`settledPart`) ask for their
  // files first, and a file they share with later code is not fetched twice.
  afterPageSettles(() =>
    setTimeout(() => {
      for (const file of listedFiles(LATER_SCRIPTS_ID)) {
        const quoted = `"${file.replace(/["\\]/g, '\\$&')}"`;
        if (document.querySelector(`link[href=${quoted}], script[src=${quoted}]`)) continue;
        const link = document.createElement('link');
        link.setAttribute('rel', 'prefetch');
        link.setAttribute('as', 'script');
        link.setAttribute('href', file);
        document.head.appendChild(link);
      }
    }, 0),
  );
}
