import { waitFor } from '@testing-library/react';
import {
  afterPageSettles,
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
