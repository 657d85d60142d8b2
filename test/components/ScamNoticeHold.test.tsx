import { act, screen } from '@testing-library/react';
import ScamNotice, { visitorIsFillingAForm } from '../../src/components/ScamNotice';
import { renderWithProviders } from '../utils/renderWithProviders';

jest.setTimeout(30_000);

/** A field of a form the visitor is filling in, outside the notice. */
function formField(): HTMLInputElement {
  const form = document.createElement('form');
  const input = document.createElement('input');
  input.name = 'name';
  form.append(input);
  document.body.append(form);
  return input;
}

describe('scam notice over a form', () => {
  afterEach(() => {
    document.querySelectorAll('body > form, body > [role="dialog"]').forEach((node) => node.remove());
  });

  it('knows when the visitor is filling in a form: a focused field or another open dialog', () => {
    expect(visitorIsFillingAForm()).toBe(false);
    const input = formField();
    input.focus();
    expect(visitorIsFillingAForm()).toBe(true);
    input.blur();
    expect(visitorIsFillingAForm()).toBe(false);
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    document.body.append(dialog);
    expect(visitorIsFillingAForm()).toBe(true);
    // The notice itself is not a form the visitor fills in.
    dialog.setAttribute('aria-labelledby', 'scam-notice-title');
    expect(visitorIsFillingAForm()).toBe(false);
  });

  it('waits while a field has the focus and opens once the visitor has left the form', async () => {
    const input = formField();
    input.focus();
    renderWithProviders(<ScamNotice />);
    // Well past the moment it would open on an idle page: still held.
    await act(() => new Promise((resolve) => setTimeout(resolve, 3500)));
    expect(screen.queryByRole('dialog', { name: /Beware of job scams/ })).not.toBeInTheDocument();
    expect(document.activeElement).toBe(input);
    input.blur();
    expect(
      await screen.findByRole('dialog', { name: /Beware of job scams/ }, { timeout: 5000 }),
    ).toBeVisible();
  });
});
