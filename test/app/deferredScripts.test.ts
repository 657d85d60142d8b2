import { waitFor } from '@testing-library/react';
import {
  afterPageSettles,
  DEFERRED_AFTER_ID,
  deferredScriptsBlock,
  fetchDeferredScripts,
  LATER_SCRIPTS_ID,
  prefetchLaterScripts,
} from '../../src/shared/deferredScripts';

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map((link) =>
    link.getAttribute('href'),
  );

describe('the deferred parts’ scripts', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('are named by the page and fetched by the entry, each once', () => {
    document.body.innerHTML = deferredScriptsBlock([
      '/assets/job-detail-body.1a.js',
      '/assets/public-footer.2b.js',
    ]);
    fetchDeferredScripts();
    fetchDeferredScripts();
    expect(preloads()).toEqual(['/assets/job-detail-body.1a.js', '/assets/public-footer.2b.js']);
  });

  it("fetches the scripts of parts that can wait once the others' have arrived, and settles after them", async () => {
    let fresh = { deferredScriptsBlock, fetchDeferredScripts, afterPageSettles };
    jest.isolateModules(() => {
      fresh = jest.requireActual<typeof import('../../src/shared/deferredScripts')>(
        '../../src/shared/deferredScripts',
      );
    });
    document.body.innerHTML =
      fresh.deferredScriptsBlock(['/assets/job-detail-body.1a.js', '/assets/mui-card.3c.js']) +
      fresh.deferredScriptsBlock(['/assets/scam-notice.4d.js', '/assets/mui-card.3c.js'], DEFERRED_AFTER_ID);
    fresh.fetchDeferredScripts();
    const settled = jest.fn();
    fresh.afterPageSettles(settled);
    expect(preloads()).toEqual(['/assets/job-detail-body.1a.js', '/assets/mui-card.3c.js']);
    const [body, card] = document.head.querySelectorAll('link');
    body.dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    // One of the first files still on its way: the notice's code waits.
    expect(preloads()).toHaveLength(2);
    card.dispatchEvent(new Event('error'));
    // A file both blocks name is fetched once.
    await waitFor(() =>
      expect(preloads()).toEqual([
        '/assets/job-detail-body.1a.js',
        '/assets/mui-card.3c.js',
        '/assets/scam-notice.4d.js',
      ]),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).not.toHaveBeenCalled();
    document.head.querySelectorAll('link')[2].dispatchEvent(new Event('load'));
    await waitForCall(settled);
  });

  it('fetches the waiting block at once on a page whose other parts have no code to fetch', async () => {
    document.body.innerHTML = deferredScriptsBlock(['/assets/scam-notice.4d.js'], DEFERRED_AFTER_ID);
    fetchDeferredScripts();
    await waitFor(() => expect(preloads()).toEqual(['/assets/scam-notice.4d.js']));
  });

  it('writes no block for a page without deferred parts, and escapes markup in the JSON', () => {
    expect(deferredScriptsBlock([])).toBe('');
    expect(deferredScriptsBlock(['/a</script>.js'])).toBe(
      '<script type="application/json" id="deferred-scripts">["/a\\u003c/script>.js"]</script>',
    );
  });

  it('ignores a missing, unreadable or wrongly shaped block', () => {
    fetchDeferredScripts();
    document.body.innerHTML = '<script type="application/json" id="deferred-scripts">{not json</script>';
    fetchDeferredScripts();
    document.body.innerHTML = '<script type="application/json" id="deferred-scripts">{"a":1}</script>';
    fetchDeferredScripts();
    document.body.innerHTML =
      '<script type="application/json" id="deferred-scripts">[1, "/assets/x.js"]</script>';
    fetchDeferredScripts();
    expect(preloads()).toEqual(['/assets/x.js']);
  });
});

describe('work left for after the page has settled', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('runs once the deferred parts’ code has arrived (or failed), not before', async () => {
    // A fresh module: what has settled is remembered for the page's life.
    let fresh = { deferredScriptsBlock, fetchDeferredScripts, afterPageSettles, prefetchLaterScripts };
    jest.isolateModules(() => {
      fresh = jest.requireActual<typeof import('../../src/shared/deferredScripts')>(
        '../../src/shared/deferredScripts',
      );
    });
    document.body.innerHTML = fresh.deferredScriptsBlock(['/assets/body.1.js', '/assets/footer.2.js']);
    fresh.fetchDeferredScripts();
    const task = jest.fn();
    fresh.afterPageSettles(task);
    const [body, footer] = document.head.querySelectorAll('link');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(task).not.toHaveBeenCalled();
    body.dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(task).not.toHaveBeenCalled();
    footer.dispatchEvent(new Event('error'));
    await waitForCall(task);
    // Later work runs too, once.
    const later = jest.fn();
    fresh.afterPageSettles(later);
    await waitForCall(later);
    expect(task).toHaveBeenCalledTimes(1);
    // The code the page may need later is prefetched then (not run: no script element).
    document.body.insertAdjacentHTML(
      'beforeend',
      fresh.deferredScriptsBlock(['/assets/apply-dialog.3.js', '/assets/modal.4.js'], LATER_SCRIPTS_ID),
    );
    // A file a part shown once the page settled is already running (its script): not fetched again.
    fresh.afterPageSettles(() => {
      const script = document.createElement('script');
      script.setAttribute('src', '/assets/modal.4.js');
      document.head.appendChild(script);
    });
    fresh.prefetchLaterScripts();
    await waitFor(() =>
      expect(document.head.querySelector('link[rel="prefetch"]')).toHaveAttribute(
        'href',
        '/assets/apply-dialog.3.js',
      ),
    );
    expect(document.head.querySelectorAll('link[rel="prefetch"]')).toHaveLength(1);
    expect([...document.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'))).toEqual(
      ['/assets/modal.4.js'],
    );
  });
});

async function waitForCall(fn: jest.Mock) {
  for (let tries = 0; tries < 50 && fn.mock.calls.length === 0; tries += 1)
    await new Promise((resolve) => setTimeout(resolve, 10));
  expect(fn).toHaveBeenCalledTimes(1);
}
