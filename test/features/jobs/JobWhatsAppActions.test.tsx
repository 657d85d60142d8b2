import { screen, waitFor } from '@testing-library/react';
import JobDetailPage from '../../../src/features/jobs/JobDetailPage';
import { whatsappChatUrl, whatsappDigits, whatsappShareUrl } from '../../../src/shared/agency/whatsappLinks';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { fakeApi } from '../../utils/fakeApi';
import { makeJob } from '../../utils/publicFixtures';

jest.setTimeout(30_000);

describe('WhatsApp links', () => {
  it('build click-to-chat and share links with the message encoded', () => {
    expect(whatsappDigits('+91 98250-41736')).toBe('919825041736');
    expect(whatsappChatUrl('+91 98250 41736')).toBe('https://wa.me/919825041736');
    expect(whatsappChatUrl('+91 98250 41736', 'Welder & fitter? https://x.in/job-detail/5')).toBe(
      'https://wa.me/919825041736?text=Welder%20%26%20fitter%3F%20https%3A%2F%2Fx.in%2Fjob-detail%2F5',
    );
    expect(whatsappShareUrl('નોકરી')).toBe(`https://wa.me/?text=${encodeURIComponent('નોકરી')}`);
  });
});

describe('job page: WhatsApp', () => {
  const job = makeJob({ id: 5, title: 'Hotel Room Attendant' });
  const url = `${window.location.origin}/job-detail/5`;

  function renderJob() {
    fakeApi.seed({ jobs: [job] });
    return renderWithProviders(<JobDetailPage />, { route: '/job-detail/5', path: '/job-detail/:id' });
  }

  it('asks about the job on the agency’s WhatsApp, naming the job and its address', async () => {
    renderJob();
    const ask = await screen.findByRole('link', { name: 'Ask about this job on WhatsApp' });
    expect(ask).toHaveAttribute(
      'href',
      `https://wa.me/919825041736?text=${encodeURIComponent(
        `Hello, I would like to know more about this job: Hotel Room Attendant ${url}`,
      )}`,
    );
    expect(ask).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('has no WhatsApp chat when the agency has no WhatsApp number, and still offers sharing', async () => {
    fakeApi.seed({ agency: { name: 'Example Staffing' } });
    renderJob();
    expect(await screen.findByRole('link', { name: 'Share this job' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ask about this job on WhatsApp' })).not.toBeInTheDocument();
  });

  it('shares through the device’s share sheet when there is one, WhatsApp otherwise, tagged as WhatsApp', async () => {
    const { user } = renderJob();
    const shareLink = await screen.findByRole('link', { name: 'Share this job' });
    expect(shareLink).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`Job opening: Hotel Room Attendant ${url}?src=whatsapp`)}`,
    );
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      await user.click(shareLink);
      await waitFor(() =>
        expect(share).toHaveBeenCalledWith({
          title: 'Hotel Room Attendant',
          text: 'Job opening: Hotel Room Attendant',
          url: `${url}?src=whatsapp`,
        }),
      );
    } finally {
      delete (navigator as { share?: unknown }).share;
    }
  });
});
