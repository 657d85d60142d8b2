import { screen } from '@testing-library/react';
import ContactPage from '../../../src/features/contact/ContactPage';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { fakeApi } from '../../utils/fakeApi';
import { testAgency } from '../../app/agency/agencyFixture';

jest.setTimeout(30_000);

async function fillAndSend(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(await screen.findByLabelText('Name'), 'Ravi Shah');
  await user.type(screen.getByLabelText(/^Email/), 'ravi@example.com');
  await user.type(screen.getByLabelText(/^Phone number/), '9898989898');
  await user.selectOptions(screen.getByLabelText(/^Purpose/), 'employer');
  await user.type(screen.getByLabelText('Message'), 'We need 20 housekeeping staff.');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}

describe('contact page', () => {
  it('has the scam warning, contact details and the form limits', async () => {
    renderWithProviders(<ContactPage />, { route: '/contact' });
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(
      await screen.findByText(/Sahyog Manpower Services charges job seekers no fee or deposit/),
    ).toHaveTextContent('call us on +91 79 4890 2150');
    // The contact details and the form are deferred parts: their code arrives after the page's.
    expect(await screen.findByRole('link', { name: /WhatsApp \+91 98250 41736/ })).toHaveAttribute(
      'href',
      `https://wa.me/919825041736?text=${encodeURIComponent('Hello, I am looking for a job. Can you help me?')}`,
    );
    expect(screen.getAllByRole('link', { name: /^\+91/ })).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'info@sahyogmanpower.in' })).toHaveAttribute(
      'href',
      'mailto:info@sahyogmanpower.in',
    );
    expect(screen.getByTitle(/Map of the/)).toHaveAttribute('loading', 'lazy');
    expect(screen.getByTitle(/Map of the/)).toHaveAttribute('src', testAgency.mapUrl);

    const email = await screen.findByLabelText(/^Email/);
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(screen.getByLabelText(/^Phone number/)).toBeRequired();
    expect(screen.getByLabelText(/^Phone number/)).toHaveAttribute('name', 'Phone-no');
    expect(screen.getByLabelText('Name')).toHaveAttribute('maxLength', '256');
    expect(screen.getByLabelText('Message')).toHaveAttribute('maxLength', '5000');
    const purpose = screen.getByLabelText(/^Purpose/);
    expect(purpose).toBeRequired();
    expect(screen.getByRole('option', { name: 'Jobseeker, Looking for Employment' })).toHaveValue(
      'jobseeker',
    );
    expect(screen.getByRole('option', { name: 'Employer, Recruitment / Hiring Needs' })).toHaveValue(
      'employer',
    );
    const honeypot = document.querySelector('input[name="website"]');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
  });

  it('hides the contact blocks and the map the agency has no data for', async () => {
    fakeApi.seed({ agency: { name: 'Example Staffing', email: 'jobs@example.in' } });
    renderWithProviders(<ContactPage />, { route: '/contact' });
    expect(await screen.findByRole('link', { name: 'jobs@example.in' })).toBeInTheDocument();
    expect(screen.getByText(/Example Staffing charges job seekers no fee/)).toHaveTextContent('and tell us.');
    for (const heading of ['Call us', 'Visit our office', 'Follow us'])
      expect(screen.queryByRole('heading', { name: heading })).not.toBeInTheDocument();
    expect(screen.queryByTitle(/Map of the/)).not.toBeInTheDocument();
  });

  it('posts the enquiry and says thank you', async () => {
    const { user } = renderWithProviders(<ContactPage />, { route: '/contact' });
    await fillAndSend(user);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you! Your submission has been received!',
    );
    expect(fakeApi.requests('createEnquiry')[0].body).toEqual({
      name: 'Ravi Shah',
      email: 'ravi@example.com',
      'Phone-no': '9898989898',
      purpose: 'employer',
      Message: 'We need 20 housekeeping staff.',
      website: '',
      language: 'en',
    });
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(fakeApi.store.enquiries).toEqual([
      expect.objectContaining({ name: 'Ravi Shah', phone: '9898989898', purpose: 'employer' }),
    ]);

    // The thank-you goes as soon as the next message is being written.
    await user.type(screen.getByLabelText('Message'), 'A');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText('Thank you! Your submission has been received!')).not.toBeInTheDocument();
  });

  it('says so when the submission fails', async () => {
    fakeApi.failNext('createEnquiry', 400);
    const { user } = renderWithProviders(<ContactPage />, { route: '/contact' });
    await fillAndSend(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Oops! Something went wrong while submitting the form.',
    );
  });
});
