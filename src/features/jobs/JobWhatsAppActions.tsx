import type { MouseEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Share from '@mui/icons-material/Share';
import WhatsApp from '@mui/icons-material/WhatsApp';
import { useAgency } from '../../shared/agency/agencyApi';
import { paths } from '../../routes/paths';
import { siteOrigin } from '../../shared/siteOrigin';
import whatsappText from '../../i18n/compiled/en/whatsapp';
import { localizedPath, useLocale, useT } from '../../i18n';
import type { Job } from './jobsApi';
import { whatsappChatUrl, whatsappShareUrl } from '../../shared/agency/whatsappLinks';
import { taggedUrl, WHATSAPP_SHARE_TAG } from './landing';

/** The job page's absolute address in the page's language (what a shared message names). */
export function useJobUrl(job: Pick<Job, 'id'>): string {
  const locale = useLocale();
  return `${siteOrigin()}${localizedPath(locale, paths.jobDetail(job.id))}`;
}

const buttonSx = {
  color: 'common.white',
  borderColor: 'rgba(255,255,255,0.6)',
  '&:hover': { borderColor: 'common.white', bgcolor: 'rgba(255,255,255,0.08)' },
  width: { xs: '100%', sm: 'auto' },
} as const;

/**
 * "Ask about this job on WhatsApp" (a chat with the agency's WhatsApp number, the job named in the message;
 * only when the agency has one) and "Share this job" (the device's share sheet where there is one, else
 * WhatsApp). Plain links: they work without JavaScript and load nothing from WhatsApp.
 */
export default function JobWhatsAppActions({ job }: { job: Pick<Job, 'id' | 'title'> }) {
  const t = useT(whatsappText);
  const agency = useAgency();
  const url = useJobUrl(job);
  // Shared links carry the WhatsApp tag, so an application from one counts as coming through WhatsApp.
  const sharedUrl = taggedUrl(url, WHATSAPP_SHARE_TAG);
  const shareText = t('shareMessage', { title: job.title, url: sharedUrl });

  function share(event: MouseEvent<HTMLAnchorElement>) {
    if (typeof navigator === 'undefined' || typeof navigator.share !== 'function') return;
    event.preventDefault();
    // The visitor closing the share sheet rejects the promise: nothing to do.
    navigator
      .share({
        title: job.title,
        text: t('shareMessage', { title: job.title, url: '' }).trim(),
        url: sharedUrl,
      })
      .catch(() => undefined);
  }

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }} useFlexGap flexWrap="wrap">
      {agency?.whatsapp && (
        <Button
          href={whatsappChatUrl(agency.whatsapp, t('jobMessage', { title: job.title, url }))}
          target="_blank"
          rel="noopener noreferrer"
          variant="contained"
          startIcon={<WhatsApp aria-hidden />}
          sx={{
            bgcolor: '#1b7d3e',
            color: 'common.white',
            '&:hover': { bgcolor: '#15642f' },
            width: { xs: '100%', sm: 'auto' },
          }}
        >
          {t('askAboutJob')}
        </Button>
      )}
      <Button
        href={whatsappShareUrl(shareText)}
        target="_blank"
        rel="noopener noreferrer"
        onClick={share}
        variant="outlined"
        startIcon={<Share aria-hidden />}
        sx={buttonSx}
      >
        {t('share')}
      </Button>
    </Stack>
  );
}
