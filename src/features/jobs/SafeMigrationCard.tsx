import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Business from '@mui/icons-material/Business';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Description from '@mui/icons-material/Description';
import GppGood from '@mui/icons-material/GppGood';
import HealthAndSafety from '@mui/icons-material/HealthAndSafety';
import Public from '@mui/icons-material/Public';
import School from '@mui/icons-material/School';
import WarningAmber from '@mui/icons-material/WarningAmber';
import { paths } from '../../routes/paths';
import migrationText from '../../i18n/compiled/en/migration';
import { LOCALE_INFO, useLocale, useT } from '../../i18n';
import type { Job } from './jobsApi';
import { regionName } from '../../shared/intlFormats';

/** A country's name in the page's language (`AE` -> "United Arab Emirates", "સંયુક્ત આરબ અમીરાત"). */
export const countryNameIn = (intlLocale: string, code: string): string => regionName(intlLocale, code);

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1.5} alignItems="flex-start" component="li">
      <Box aria-hidden sx={{ color: 'primary.main', display: 'flex', pt: 0.25 }}>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
          {label}
        </Typography>
        <Box sx={{ color: 'text.primary', overflowWrap: 'anywhere' }}>{children}</Box>
      </Box>
    </Stack>
  );
}

/**
 * What a job seeker should know before taking this job abroad: the destination country, the employer
 * abroad, the visa (with a warning unless it is an employment visa), the contract signed before paying or
 * travelling, the insurance (compulsory for emigrants who need emigration clearance), the pre-departure orientation, and where to
 * check the agency's registration. Rendered from the job itself, so the server renders it whole.
 */
export default function SafeMigrationCard({ job }: { job: Job }) {
  const t = useT(migrationText);
  const locale = useLocale();
  const employmentVisa = job.visa_type === 'employment';

  return (
    <Card
      component="section"
      aria-labelledby="safe-migration-title"
      variant="outlined"
      sx={{ p: { xs: 2.5, md: 3 }, borderRadius: 3, borderColor: 'success.light', bgcolor: '#f6fbf7' }}
    >
      <Typography
        id="safe-migration-title"
        component="h2"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 700, fontSize: '1.3rem' }}
      >
        <GppGood aria-hidden color="success" />
        {t('title')}
      </Typography>
      <Typography sx={{ mt: 1, mb: 2.5, color: 'text.secondary' }}>{t('intro')}</Typography>
      <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {job.country && (
          <Fact icon={<Public />} label={t('country')}>
            {countryNameIn(LOCALE_INFO[locale].intl, job.country)}
          </Fact>
        )}
        <Fact icon={<Business />} label={t('employer')}>
          {/* The employer abroad when staff named one apart, else the hiring employer of the posting. */}
          {(job.foreign_employer ?? job.employer_name) ? (
            // As staff typed it.
            <span lang="en">{job.foreign_employer ?? job.employer_name}</span>
          ) : (
            <Typography component="span" color="text.secondary">
              {t('employerMissing')}
            </Typography>
          )}
        </Fact>
        <Fact
          icon={employmentVisa ? <CheckCircle color="success" /> : <WarningAmber color="warning" />}
          label={t('visa')}
        >
          {employmentVisa ? (
            t('visaEmployment')
          ) : (
            <Alert severity="warning" sx={{ mt: 0.5 }} data-testid="visa-warning">
              {t(job.visa_type ? 'visaWarning' : 'visaUnknown')}
            </Alert>
          )}
        </Fact>
        <Fact icon={<Description />} label={t('contract')}>
          {t(job.contract_before_departure ? 'contractSigned' : 'contractAsk')}
        </Fact>
        <Fact icon={<HealthAndSafety />} label={t('insurance')}>
          {t('insuranceText')}
        </Fact>
        <Fact icon={<School />} label={t('orientation')}>
          {t('orientationText')}
        </Fact>
      </Stack>
      <Link
        component={RouterLink}
        to={paths.verify}
        underline="always"
        sx={{ display: 'inline-block', mt: 2.5, fontWeight: 700 }}
      >
        {t('verifyLink')}
      </Link>
    </Card>
  );
}
