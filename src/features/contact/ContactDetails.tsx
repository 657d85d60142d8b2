import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Email from '@mui/icons-material/Email';
import Phone from '@mui/icons-material/Phone';
import Place from '@mui/icons-material/Place';
import WhatsApp from '@mui/icons-material/WhatsApp';
import { useAgency } from '../../shared/agency/agencyApi';
import { addressLines, telHref } from '../../shared/agency/agencyFormat';
import SocialLinks, { socialProfiles } from '../../components/SocialLinks';
import { visuallyHidden } from '../../components/public/visuallyHidden';
import contactText from '../../i18n/compiled/en/contact';
import whatsappText from '../../i18n/compiled/en/whatsapp';
import { whatsappChatUrl } from '../../shared/agency/whatsappLinks';
import { LOCALE_INFO, useLocale, useT } from '../../i18n';

const detailTitleSx = { fontSize: '1.35rem', mb: 1.5 } as const;

/**
 * The agency's phones, WhatsApp (a chat with a greeting typed in), e-mail, address and social links; each
 * block only when configured. Links only: rendered by the server with the contact page, its code loaded apart
 * (a deferred part).
 */
export default function ContactDetails() {
  const agency = useAgency();
  const whatsapp = useT(whatsappText);
  const t = useT(contactText);
  const locale = useLocale();
  const phones = agency?.phones ?? [];
  const address = addressLines(agency?.address, LOCALE_INFO[locale].intl);
  return (
    <Stack spacing={3}>
      {(phones.length > 0 || agency?.whatsapp) && (
        <Box>
          <Typography variant="h2" sx={detailTitleSx}>
            {t('callUs')}
          </Typography>
          <Stack spacing={1}>
            {phones.map((phone) => (
              <Stack key={phone} direction="row" spacing={1.25} alignItems="center">
                <Phone color="primary" fontSize="small" aria-hidden />
                <Link href={telHref(phone)} sx={{ fontWeight: 600 }}>
                  {phone}
                </Link>
              </Stack>
            ))}
            {agency?.whatsapp && (
              <Stack direction="row" spacing={1.25} alignItems="center">
                <WhatsApp color="primary" fontSize="small" aria-hidden />
                <Link
                  href={whatsappChatUrl(agency.whatsapp, whatsapp('chatMessage'))}
                  target="_blank"
                  rel="noopener noreferrer"
                  sx={{ fontWeight: 600 }}
                >
                  {t('whatsapp', { number: agency.whatsapp })}
                  <Box component="span" sx={visuallyHidden}>
                    {' '}
                    {t('newTab')}
                  </Box>
                </Link>
              </Stack>
            )}
          </Stack>
        </Box>
      )}
      {agency?.email && (
        <Box>
          <Typography variant="h2" sx={detailTitleSx}>
            {t('writeToUs')}
          </Typography>
          <Stack direction="row" spacing={1.25} alignItems="center">
            <Email color="primary" fontSize="small" aria-hidden />
            <Link href={`mailto:${agency.email}`} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {agency.email}
            </Link>
          </Stack>
        </Box>
      )}
      {address.length > 0 && (
        <Box>
          <Typography variant="h2" sx={detailTitleSx}>
            {t('visitOffice')}
          </Typography>
          <Stack
            direction="row"
            spacing={1.25}
            alignItems="flex-start"
            component="address"
            sx={{ fontStyle: 'normal' }}
          >
            <Place color="primary" fontSize="small" aria-hidden sx={{ mt: 0.3 }} />
            <Box>
              {address.map((line) => (
                <div key={line}>{line}</div>
              ))}
            </Box>
          </Stack>
        </Box>
      )}
      {socialProfiles(agency).length > 0 && (
        <Box>
          <Typography variant="h2" sx={detailTitleSx}>
            {t('followUs')}
          </Typography>
          <SocialLinks />
        </Box>
      )}
    </Stack>
  );
}
