import { act, fireEvent, screen } from '@testing-library/react';
import ScamNotice, { INPUT_REST_MS } from '../../src/components/ScamNotice';
import { renderWithProviders } from '../utils/renderWithProviders';

jest.setTimeout(30_000);

// Its own file: the notice shows once per page load (module state), and this test needs it unshown.
describe('scam notice under a finger', () => {
  it('never opens while the visitor taps: it waits until taps and key presses have rested for a second', async () => {
    renderWithProviders(<ScamNotice />);
    // A visitor tapping the page every 200 ms (an Apply button not working yet), then a key press.
    for (let tap = 0; tap < 15; tap += 1) {
      fireEvent.pointerDown(document.body);
      await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    }
    fireEvent.keyDown(document.body, { key: 'Tab' });
    const stoppedAt = performance.now();
    // Three seconds of taps, well past the moment it opens on an idle page: still closed.
    expect(screen.queryByRole('dialog', { name: /Beware of job scams/ })).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: /Beware of job scams/ }, { timeout: 5000 });
    expect(dialog).toBeVisible();
    expect(performance.now() - stoppedAt).toBeGreaterThanOrEqual(INPUT_REST_MS - 50);
  });
});
