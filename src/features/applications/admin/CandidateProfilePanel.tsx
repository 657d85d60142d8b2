import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useGetApplicationCandidateProfileQuery, type CandidateProfile } from '../../candidateAccount';
import { formatDateTime } from '../../../components/admin/formatDate';

const WORK_ABROAD: Record<CandidateProfile['work_abroad'], string> = { yes: 'Yes', no: 'No', '': 'Not said' };
const PASSPORT: Record<CandidateProfile['passport'], string> = {
  ECR: 'ECR (Emigration Check Required)',
  ECNR: 'ECNR (Emigration Check Not Required)',
  none: 'No passport',
  '': 'Not said',
};

/** The profile's fields as read-only rows. */
function ProfileRows({ profile }: { profile: CandidateProfile }) {
  const rows: [string, string][] = [
    ['Name', profile.name],
    ['Gender', profile.gender],
    ['Date of birth', profile.date_of_birth],
    ['Languages', profile.languages],
    ['Location', profile.location],
    ['Qualification', profile.qualification],
    ['Experience', profile.experience],
    ['Skills', profile.skills],
    ['Would work abroad', WORK_ABROAD[profile.work_abroad]],
    ['Passport', PASSPORT[profile.passport]],
    ['Stored resume', profile.resume ? 'Yes' : 'No'],
    ['Last saved', formatDateTime(profile.updated_at)],
  ];
  return (
    <Box
      component="dl"
      data-testid="candidate-profile"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.75 }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value || '—'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function LoadedProfile({ applicationId }: { applicationId: number }) {
  const { data, isLoading, isError } = useGetApplicationCandidateProfileQuery(applicationId);
  if (isLoading) return <Typography>Loading…</Typography>;
  if (isError) return <Typography color="error">The profile could not be read.</Typography>;
  if (!data?.data) return <Typography>The candidate keeps no profile.</Typography>;
  return <ProfileRows profile={data.data} />;
}

/**
 * Whether the application's candidate has a job seeker's account and a profile, and the profile itself on
 * request: reading it is one more read of the candidate's record, recorded in the audit trail.
 */
export function CandidateProfilePanel({
  application,
}: {
  application: {
    id: number;
    has_account: boolean;
    has_profile: boolean;
    resume_source: 'upload' | 'profile';
  };
}) {
  const [shown, setShown] = useState(false);
  const account = application.has_profile
    ? 'Has an account and a profile'
    : application.has_account
      ? 'Has an account, no profile'
      : 'No account';
  return (
    <Box sx={{ mt: 3 }} component="section" aria-labelledby="candidate-account-title">
      <Typography id="candidate-account-title" variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
        Job seeker&apos;s account
      </Typography>
      <Typography data-testid="candidate-account">{account}</Typography>
      {application.resume_source === 'profile' && (
        <Typography color="text.secondary">The resume was sent from their saved profile.</Typography>
      )}
      {application.has_profile &&
        (shown ? (
          <Box sx={{ mt: 1.5 }}>
            <LoadedProfile applicationId={application.id} />
          </Box>
        ) : (
          <Button variant="outlined" sx={{ mt: 1.5 }} onClick={() => setShown(true)}>
            Show the profile
          </Button>
        ))}
    </Box>
  );
}
