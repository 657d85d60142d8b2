import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../../src/app/AppProviders';
import { makeStore } from '../../../src/app/store';
import SafeMigrationCard from '../../../src/features/jobs/SafeMigrationCard';
import JobDetailPage from '../../../src/features/jobs/JobDetailPage';
import { loadLocale, type Locale } from '../../../src/i18n';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { fakeApi } from '../../utils/fakeApi';
import { makeJob } from '../../utils/publicFixtures';
import type { Job } from '../../../src/features/jobs/jobsApi';

jest.setTimeout(30_000);

const abroad = (overrides: Partial<Job> = {}) =>
  makeJob({
    id: 5,
    category: '1',
    country: 'AE',
    foreign_employer: 'Gulf Star Construction LLC, Dubai',
    visa_type: 'employment',
    contract_before_departure: true,
    ...overrides,
  });

function renderCard(job: Job, locale: Locale = 'en') {
  return render(
    <AppProviders store={makeStore()} locale={locale}>
      <MemoryRouter>
        <SafeMigrationCard job={job} />
      </MemoryRouter>
    </AppProviders>,
  );
}

const card = () => screen.getByRole('region', { name: /Safe migration/ });

describe('safe-migration card', () => {
  it('names the country, the employer abroad, the employment visa, the contract, insurance, orientation and the verify page', () => {
    renderCard(abroad());
    const region = card();
    expect(within(region).getByText('United Arab Emirates')).toBeInTheDocument();
    expect(within(region).getByText('Gulf Star Construction LLC, Dubai')).toBeInTheDocument();
    expect(
      within(region).getByText('Employment visa: the only visa on which you may work abroad.'),
    ).toBeInTheDocument();
    expect(within(region).queryByTestId('visa-warning')).not.toBeInTheDocument();
    expect(
      within(region).getByText('You see and sign the contract before you pay anything or travel.'),
    ).toBeInTheDocument();
    expect(within(region).getByText(/Pravasi Bharatiya Bima Yojana/)).toBeInTheDocument();
    expect(within(region).getByText(/pre-departure orientation/)).toBeInTheDocument();
    expect(
      within(region).getByRole('link', { name: 'Check that we are a registered recruiting agent' }),
    ).toHaveAttribute('href', '/verify');
  });

  it.each([
    ['tourist', /not offered on an employment visa/],
    ['visit', /not offered on an employment visa/],
    ['other', /not offered on an employment visa/],
    [null, /visa for this job is not stated/],
  ] as const)('warns when the visa is %s', (visaType, warning) => {
    renderCard(abroad({ visa_type: visaType }));
    expect(within(card()).getByTestId('visa-warning')).toHaveTextContent(warning);
    expect(within(card()).queryByText(/the only visa on which you may work abroad/)).not.toBeInTheDocument();
  });

  it("names the posting's employer when no employer abroad is given apart", () => {
    renderCard(abroad({ foreign_employer: null, employer_name: 'Gulf Star Construction' }));
    expect(within(card()).getByText('Gulf Star Construction')).toBeInTheDocument();
    expect(within(card()).queryByText(/Ask us for the employer’s name/)).not.toBeInTheDocument();
  });

  it('asks for the contract and the employer when the job does not give them, and leaves out a missing country', () => {
    renderCard(
      abroad({
        contract_before_departure: false,
        foreign_employer: null,
        employer_name: null,
        country: null,
      }),
    );
    expect(within(card()).getByText(/Ask to see and sign your contract/)).toBeInTheDocument();
    expect(within(card()).getByText(/Ask us for the employer’s name/)).toBeInTheDocument();
    expect(within(card()).queryByText('Country')).not.toBeInTheDocument();
  });

  it('reads in Gujarati and Hindi, the country named in the language', async () => {
    await Promise.all([loadLocale('gu'), loadLocale('hi')]);
    const { unmount } = renderCard(abroad(), 'gu');
    expect(screen.getByRole('heading', { name: /સુરક્ષિત રીતે વિદેશ જાઓ/ })).toBeInTheDocument();
    expect(screen.getByText('યુનાઇટેડ આરબ અમીરાત')).toBeInTheDocument();
    expect(screen.getByText(/પ્રવાસી ભારતીય બીમા યોજના/)).toBeInTheDocument();
    unmount();
    renderCard(abroad({ visa_type: 'tourist' }), 'hi');
    expect(screen.getByRole('heading', { name: /सुरक्षित रूप से विदेश जाएँ/ })).toBeInTheDocument();
    expect(screen.getByText('संयुक्त अरब अमीरात')).toBeInTheDocument();
    expect(screen.getByTestId('visa-warning')).toHaveTextContent(/रोज़गार \(एम्प्लॉयमेंट\) वीज़ा पर नहीं/);
  });

  it('shows on an international job page only', async () => {
    fakeApi.seed({ jobs: [abroad(), makeJob({ id: 6, title: 'Housekeeping Supervisor', category: '2' })] });
    const first = renderWithProviders(<JobDetailPage />, { route: '/job-detail/5', path: '/job-detail/:id' });
    expect(
      await screen.findByRole('region', { name: /Safe migration/ }, { timeout: 5000 }),
    ).toBeInTheDocument();
    first.unmount();
    renderWithProviders(<JobDetailPage />, { route: '/job-detail/6', path: '/job-detail/:id' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Housekeeping Supervisor' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Safe migration/ })).not.toBeInTheDocument();
  });
});
