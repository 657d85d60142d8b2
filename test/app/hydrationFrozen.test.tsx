import { act, Suspense, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { fireEvent, screen } from '@testing-library/react';
import {
  beginPageHydration,
  collectDeferredChunks,
  frozenPart,
  HydrationMark,
  loadDeferredParts,
} from '../../src/shared/hydration';

/** A part with a counter: its button counts only when the part is live (rendered by React in the browser). */
function Body({ title }: { title: string }) {
  const [clicks, setClicks] = useState(0);
  return (
    <section>
      <h2>{title}</h2>
      <button type="button" onClick={() => setClicks(clicks + 1)}>
        Clicked {clicks}
      </button>
    </section>
  );
}

let loads = 0;
const FrozenBody = frozenPart(
  () => {
    loads += 1;
    return Promise.resolve({ default: Body });
  },
  'test-body',
  'body',
);

/**
 * The page: the part and a control that changes its props. The part is inside a boundary, as a page is in
 * the app: React hydrates it after the root has committed.
 */
function Page({ onBodyClick }: { onBodyClick?: () => void }) {
  const [title, setTitle] = useState('Marine Welder');
  return (
    <>
      <button type="button" onClick={() => setTitle('Site Electrician')}>
        Next job
      </button>
      <Suspense fallback={null}>
        <FrozenBody title={title} onClick={onBodyClick} />
      </Suspense>
    </>
  );
}

describe('a frozen part', () => {
  let root: Root | undefined;
  const errors = jest.spyOn(console, 'error');
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
    errors.mockClear();
  });

  /** The page as the server renders it, in the document, and the chunks the render named. */
  async function serverPage() {
    await loadDeferredParts();
    const { result, chunks, later } = collectDeferredChunks(() => renderToString(<Page />));
    const container = document.createElement('div');
    container.innerHTML = result;
    document.body.append(container);
    return { container, chunks, later };
  }

  async function hydrate(container: HTMLElement, onBodyClick?: () => void) {
    const recoverable: unknown[] = [];
    beginPageHydration();
    await act(async () => {
      root = hydrateRoot(
        container,
        <>
          <Page onBodyClick={onBodyClick} />
          <HydrationMark root />
        </>,
        { onRecoverableError: (error) => recoverable.push(error) },
      );
    });
    return recoverable;
  }

  it('is rendered whole by the server, its code named to fetch once the page has settled', async () => {
    const { container, chunks, later } = await serverPage();
    expect(container.querySelector('[data-part="body"] h2')).toHaveTextContent('Marine Welder');
    expect(chunks).not.toContain('test-body');
    expect(later).toContain('test-body');
  });

  it('keeps the server’s HTML as it came while the page hydrates: nothing of it hydrates', async () => {
    const { container } = await serverPage();
    const served = container.querySelector('[data-part="body"]')?.innerHTML;
    const heard: string[] = [];
    const recoverable = await hydrate(container, () => heard.push('click'));
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('[data-part="body"]')?.innerHTML).toBe(served);
    // The part's own handlers are not attached; the container's click handler hears its clicks.
    fireEvent.click(screen.getByRole('button', { name: 'Clicked 0' }));
    expect(screen.getByRole('button', { name: /Clicked/ })).toHaveTextContent('Clicked 0');
    expect(heard).toEqual(['click']);
  });

  it('renders live once its props differ from the server’s', async () => {
    const { container } = await serverPage();
    await hydrate(container);
    fireEvent.click(screen.getByRole('button', { name: 'Next job' }));
    expect(await screen.findByRole('heading', { name: 'Site Electrician' })).toBeInTheDocument();
    expect(container.querySelectorAll('[data-part="body"]')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Clicked 0' }));
    expect(screen.getByRole('button', { name: /Clicked/ })).toHaveTextContent('Clicked 1');
  });

  it('renders live at once when the page is rendered in the browser (a client navigation)', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      root = createRoot(container);
      root.render(<Page />);
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Clicked 0' }));
    expect(screen.getByRole('button', { name: /Clicked/ })).toHaveTextContent('Clicked 1');
    expect(loads).toBeGreaterThan(0);
  });
});
