import { screen, waitFor } from '@testing-library/react';
import ScamNotice from '../../src/components/ScamNotice';
import { renderWithProviders } from '../utils/renderWithProviders';

jest.setTimeout(30_000);

describe('scam notice', () => {
  it('warns about fees with the three numbers, closes, and is not shown again in the same page load', async () => {
    const first = renderWithProviders(<ScamNotice />);
    const dialog = await screen.findByRole('dialog', { name: /Beware of job scams/ }, { timeout: 5000 });
    expect(dialog).toHaveTextContent('strict no-fee policy');
    expect(dialog).toHaveTextContent(/never take money, deposits or fees/);
    expect(dialog).toHaveTextContent(/at any stage/);
    expect(dialog).toHaveTextContent(/is fraudulent/);
    const phones = screen.getAllByRole('link', { name: /^\+91/ });
    expect(phones.map((link) => link.getAttribute('href'))).toEqual([
      'tel:+917948902150',
      'tel:+919825041736',
      'tel:+919099027384',
    ]);
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    // A tap counts once the notice has been on the screen a moment (it says so on its layer): one sooner is
    // taken as aimed at the page under it (test/components/ScamNoticeEarlyTap.test.tsx).
    await waitFor(() => expect(document.querySelector('[data-answers-taps]')).toContainElement(dialog));
    await first.user.click(screen.getByRole('button', { name: 'I Understand' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    first.unmount();

    // Client-side navigation (or a log-in and log-out) mounts it again: it stays closed.
    renderWithProviders(<ScamNotice />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
