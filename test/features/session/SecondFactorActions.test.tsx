import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  COPIED_TEXT,
  EnrolmentForm,
  OPEN_IN_APP,
  RECOVERY_FILE_NAME,
  RecoveryCodesList,
} from '../../../src/components/admin/SecondFactorSteps';

const ENROLMENT = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/Agency:asha%40agency.test?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Agency',
  qr: 'data:image/png;base64,AAAA',
};
/** What the page wrote to the clipboard (after userEvent.setup(), which puts its own clipboard in place). */
function clipboardWrites() {
  const written: string[] = [];
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: {
      writeText: (text: string) => {
        written.push(text);
        return Promise.resolve();
      },
    },
  });
  return written;
}

const CODES = Array.from({ length: 10 }, (_, index) => `abcd-efg${index}`);

describe('Second factor on a phone: enrolment and recovery codes have actions, not only a QR code', () => {
  it('offers "Open in authenticator app" (the otpauth:// address) and a copy button for the key', async () => {
    const user = userEvent.setup();
    const written = clipboardWrites();
    render(<EnrolmentForm enrolment={ENROLMENT} busy={false} failure={null} onSubmit={() => undefined} />);
    expect(screen.getByRole('link', { name: OPEN_IN_APP })).toHaveAttribute('href', ENROLMENT.uri);
    await user.click(screen.getByRole('button', { name: 'Copy the key' }));
    expect(written).toEqual([ENROLMENT.secret]);
    expect(await screen.findByRole('status')).toHaveTextContent(COPIED_TEXT);
  });

  it('copies, downloads (.txt) and prints the recovery codes', async () => {
    const user = userEvent.setup();
    const written = clipboardWrites();
    const blobs: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        blobs.push(blob);
        return 'blob:codes';
      },
      revokeObjectURL: () => undefined,
    });
    const downloads: string[] = [];
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element).closest('a[download]');
      if (link) {
        event.preventDefault();
        downloads.push(link.getAttribute('download') ?? '');
      }
    };
    document.addEventListener('click', onClick);
    // jsdom has no print dialog; the page's print is seen with the page's state at that moment.
    const printedAlone: boolean[] = [];
    window.print = () => printedAlone.push(document.body.hasAttribute('data-printing-recovery-codes'));

    render(<RecoveryCodesList codes={CODES} />);
    const actions = screen.getByRole('group', { name: 'Keep the recovery codes' });

    await user.click(within(actions).getByRole('button', { name: 'Copy' }));
    expect(written).toHaveLength(1);
    const [copied] = written;
    for (const code of CODES) expect(copied).toContain(`${code}\n`);
    expect(await within(actions).findByText(COPIED_TEXT)).toHaveAttribute('role', 'status');

    await user.click(within(actions).getByRole('button', { name: 'Download (.txt)' }));
    expect(downloads).toEqual([RECOVERY_FILE_NAME]);
    expect(blobs[0].type).toBe('text/plain;charset=utf-8');
    expect(await blobs[0].text()).toBe(copied);

    await user.click(within(actions).getByRole('button', { name: 'Print' }));
    expect(printedAlone).toEqual([true]);
    window.dispatchEvent(new Event('afterprint'));
    expect(document.body).not.toHaveAttribute('data-printing-recovery-codes');
    document.removeEventListener('click', onClick);
  });
});
