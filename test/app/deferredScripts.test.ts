import { deferredScriptsBlock, fetchDeferredScripts } from '../../src/shared/deferredScripts';

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
