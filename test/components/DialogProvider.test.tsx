import { act, render, screen } from '@testing-library/react';
import { DialogProvider, useDialogs } from '../../src/components/dialogs/DialogProvider';

describe('a message that closes by itself', () => {
  afterEach(() => jest.useRealTimers());

  it('is timed from when it is on the screen, not from when it was asked for', async () => {
    jest.useFakeTimers();
    let dialogs: ReturnType<typeof useDialogs> | undefined;
    const Probe = () => {
      dialogs = useDialogs();
      return null;
    };
    render(
      <DialogProvider>
        <Probe />
      </DialogProvider>,
    );
    let closed = false;
    act(() => {
      void dialogs!.notify({ kind: 'success', title: 'Job saved', timerMs: 1500 }).then(() => {
        closed = true;
      });
    });
    // The dialog's view is a chunk of its own: here 1.4 s pass before it is on the screen (a slow phone).
    act(() => jest.advanceTimersByTime(1400));
    expect(await screen.findByRole('alertdialog', { name: 'Job saved' })).toBeInTheDocument();
    // Shown now: it stays its whole 1.5 s from here (timed from the request, it would be gone already).
    await act(() => jest.advanceTimersByTimeAsync(1400));
    expect(screen.getByRole('alertdialog', { name: 'Job saved' })).toBeInTheDocument();
    expect(closed).toBe(false);
    await act(() => jest.advanceTimersByTimeAsync(200));
    expect(closed).toBe(true);
  });
});
