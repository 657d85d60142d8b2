import { act, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { fireEvent, screen } from '@testing-library/react';
import {
  beginPageHydration,
  deferredPart,
  HydrationMark,
  loadDeferredParts,
} from '../../src/shared/hydration';

/** A footer with a counter: its button counts only once the part is hydrated (or rendered). */
function Footer() {
  const [clicks, setClicks] = useState(0);
  return (
    <footer>
      <button type="button" onClick={() => setClicks(clicks + 1)}>
        Clicked {clicks}
      </button>
    </footer>
  );
}

const NearFooter = deferredPart(() => Promise.resolve({ default: Footer }), 'test-footer', {
  whenNear: 'footer',
});

/** An IntersectionObserver the test moves: `nearAll()` brings every observed element near the viewport. */
const observed: Array<{ target: Element; callback: IntersectionObserverCallback }> = [];
class TestIntersectionObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    observed.push({ target, callback: this.callback });
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
function nearAll() {
  for (const { target, callback } of observed.splice(0))
    callback([{ isIntersecting: true, target } as IntersectionObserverEntry], {} as IntersectionObserver);
}

const page = (
  <>
    <h1>Job</h1>
    <NearFooter />
  </>
);

describe('a deferred part hydrated when the visitor nears it', () => {
  const original = window.IntersectionObserver;
  let root: Root | undefined;
  /** The page as the server renders it, in the document. */
  async function serverPage() {
    await loadDeferredParts();
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    return container;
  }
  /** Hydrates the server's HTML of the page in `container`, as the entry does. */
  async function hydrateServerPage(container: HTMLElement) {
    beginPageHydration();
    await act(async () => {
      root = hydrateRoot(
        container,
        <>
          {page}
          <HydrationMark root />
        </>,
      );
    });
  }
  beforeEach(() => {
    Object.assign(window, { IntersectionObserver: TestIntersectionObserver });
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
    Object.assign(window, { IntersectionObserver: original });
  });

  it('stays the server’s HTML while the page hydrates, and hydrates once near the viewport', async () => {
    const container = await serverPage();
    // The wrapper the browser watches is part of the server's HTML.
    expect(container.querySelector('[data-part="footer"] footer')).not.toBeNull();

    await hydrateServerPage(container);
    expect(observed).toHaveLength(1);
    // Not hydrated: the server's button is on screen, and a click reaches no React handler.
    fireEvent.click(screen.getByRole('button', { name: 'Clicked 0' }));
    expect(screen.getByRole('button')).toHaveTextContent('Clicked 0');

    await act(async () => nearAll());
    fireEvent.click(screen.getByRole('button', { name: 'Clicked 0' }));
    expect(screen.getByRole('button')).toHaveTextContent('Clicked 1');
  });

  it('hydrates at the visitor’s first key press or tap anywhere, as a navigation begins', async () => {
    const container = await serverPage();
    await hydrateServerPage(container);
    fireEvent.click(screen.getByRole('button', { name: 'Clicked 0' }));
    expect(screen.getByRole('button')).toHaveTextContent('Clicked 0');
    // Never near the viewport: a key press elsewhere on the page is enough.
    await act(async () => {
      fireEvent.keyDown(document.body, { key: 'Tab' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Clicked 0' }));
    expect(screen.getByRole('button')).toHaveTextContent('Clicked 1');
    observed.splice(0);
  });

  it('renders at once when the page is rendered in the browser (a client navigation)', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      root = createRoot(container);
      root.render(page);
    });
    // No waiting for the viewport: the part is there and working.
    expect(observed).toHaveLength(0);
    fireEvent.click(await screen.findByRole('button', { name: 'Clicked 0' }));
    expect(screen.getByRole('button')).toHaveTextContent('Clicked 1');
  });
});
