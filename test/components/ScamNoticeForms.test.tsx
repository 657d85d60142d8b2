import { screen } from '@testing-library/react';
import ScamNotice from '../../src/components/ScamNotice';
import { renderWithProviders } from '../utils/renderWithProviders';

/* A file of its own: the notice is shown once per page load (module state), and neither test shows it first. */
jest.setTimeout(30_000);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function formWithField(): { form: HTMLFormElement; field: HTMLInputElement } {
  const form = document.createElement('form');
  const field = document.createElement('input');
  field.name = 'name';
  form.append(field);
  document.body.append(form);
  return { form, field };
}

describe('scam notice and forms', () => {
  it('never covers a form the visitor typed into (the server page, before the code ran)', async () => {
    const { form, field } = formWithField();
    field.value = 'Typed before hydration';
    const view = renderWithProviders(<ScamNotice />);
    await pause(2_500);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    view.unmount();
    form.remove();
  });

  it('waits while a form field has the focus, and opens once the visitor has left it untouched', async () => {
    const { form, field } = formWithField();
    field.focus();
    renderWithProviders(<ScamNotice />);
    await pause(2_500);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    field.blur();
    expect(
      await screen.findByRole('dialog', { name: /Beware of job scams/ }, { timeout: 6_000 }),
    ).toBeInTheDocument();
    form.remove();
  });
});
