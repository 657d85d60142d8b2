import { act, screen, waitFor } from '@testing-library/react';
import ScamNotice from '../../src/components/ScamNotice';
import { renderWithProviders } from '../utils/renderWithProviders';

jest.setTimeout(30_000);

/** A tap on `target` whose finger came down at `downAt` (`performance.now()` time, or on the page: null). */
function tap(target: Element, downAt: number | null, detail = 1): MouseEvent {
  if (downAt !== null) {
    const down = new Event('pointerdown', { bubbles: true, cancelable: true });
    Object.defineProperty(down, 'timeStamp', { value: downAt });
    target.dispatchEvent(down);
  }
  const click = new MouseEvent('click', { bubbles: true, cancelable: true, detail });
  target.dispatchEvent(click);
  return click;
}

const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

// Its own file: the notice shows once per page load (module state), and this test needs it unshown.
describe('scam notice and a tap that began before it was shown', () => {
  it('ignores a tap meant for the page it covers, and answers the taps made once it is on the screen', async () => {
    renderWithProviders(<ScamNotice />);
    const dialog = await screen.findByRole('dialog', { name: /Beware of job scams/ }, { timeout: 5000 });
    const phone = screen.getAllByRole('link', { name: /^\+91/ })[0];
    const understand = screen.getByRole('button', { name: 'I Understand' });
    // The clicks that get past the notice to the page, and whether anything had cancelled them (a phone
    // link is then not followed; jsdom cannot follow one).
    const pageHeard: boolean[] = [];
    const listen = (event: Event) => {
      pageHeard.push(event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', listen);

    // A finger that came down on the page half a second ago, handled only now (the phone was busy): it
    // neither dials the number now under it nor closes the notice. Nor does a touch that began on the page
    // and lifted over the notice (its pointerdown went to the page), nor a finger that comes down just as
    // the notice shows (already on its way).
    const early = performance.now() - 500;
    expect(tap(phone, early).defaultPrevented).toBe(true);
    tap(understand, early);
    expect(tap(phone, null).defaultPrevented).toBe(true);
    tap(understand, null);
    await wait(50);
    expect(tap(phone, performance.now()).defaultPrevented).toBe(true);
    tap(understand, performance.now());
    await wait(300);
    expect(dialog).toBeInTheDocument();
    expect(pageHeard).toEqual([]);
    // Its layer does not say yet that taps count.
    expect(document.querySelector('[data-answers-taps]')).toBeNull();

    // The keyboard (or a screen reader) is answered at once: its click has no finger.
    tap(phone, null, 0);
    expect(pageHeard).toEqual([false]);

    // Once it has been on the screen a moment, a tap works as always: the visitor closes it.
    await waitFor(() => expect(document.querySelector('[data-answers-taps]')).toContainElement(dialog));
    act(() => {
      tap(understand, performance.now());
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(pageHeard).toEqual([false, false]);
    document.removeEventListener('click', listen);
  });
});
