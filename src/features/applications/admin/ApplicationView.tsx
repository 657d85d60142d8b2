import { useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader';
import { BackButton } from '../../../components/admin/BackButton';
import { parseRecordId, RecordGate } from '../../../components/admin/RecordGate';
import { categoryLabel } from '../../../shared/constants';
import { paths } from '../../../routes/paths';
import { fileUrl } from '../../../shared/fileUrl';
import { formatDateTime } from '../../../components/admin/formatDate';
import { languageLabel } from '../../../components/admin/languageLabel';
import { useGetApplicationQuery, type ApplicationDetail } from '../applicationsApi';
import { ApplicationPipeline, useCandidateErasure } from './ApplicationPipeline';
import { PageLoading } from '../../../components/PageLoading';
import { PlacementSummary } from '../../placements';
import { CandidateProfilePanel } from './CandidateProfilePanel';

export const RESUME_FRAME_HEIGHT = 500;

function ReadOnlyField({
  label,
  value,
  multiline = false,
}: {
  label: string;
  value: string | null | undefined;
  multiline?: boolean;
}) {
  return (
    <TextField
      label={label}
      value={value ?? ''}
      fullWidth
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      InputProps={{ readOnly: true }}
      InputLabelProps={{ shrink: true }}
    />
  );
}

function ApplicationDetails({ application }: { application: ApplicationDetail }) {
  // Naming the application lets the audit trail record whose resume was opened.
  const resumeFile = fileUrl(application.resume);
  const resume = resumeFile && `${resumeFile}?application=${application.id}`;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <ReadOnlyField label="Reference" value={application.reference} />
        <ReadOnlyField label="Received" value={formatDateTime(application.created_at)} />
        <ReadOnlyField label="Job" value={application.job_title} />
        <ReadOnlyField label="Career Level" value={application.career_level} />
        <ReadOnlyField label="Experience" value={application.experience} />
        <ReadOnlyField label="Categorie" value={categoryLabel(application.category)} />
        <ReadOnlyField label="Name" value={application.name} />
        <ReadOnlyField label="Gender" value={application.gender} />
        <ReadOnlyField label="Phone Number" value={application.phone} />
        <ReadOnlyField label="Email" value={application.email} />
        <ReadOnlyField label="Language" value={languageLabel(application.language)} />
        <ReadOnlyField label="Job Title" value={application.title} />
      </Box>
      <Box sx={{ mt: 2.5 }}>
        <ReadOnlyField label="message" value={application.message} multiline />
      </Box>
      <CandidateProfilePanel application={application} />
      {resume && (
        <Box sx={{ mt: 3 }}>
          <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 1.5 }}>
            Resume Preview
          </Typography>
          <Box
            component="iframe"
            src={resume}
            title="Resume Preview"
            sx={{
              width: '100%',
              height: RESUME_FRAME_HEIGHT,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              bgcolor: 'grey.100',
            }}
          />
        </Box>
      )}
      <Box sx={{ mt: 3 }}>
        <BackButton to={paths.applications} />
      </Box>
    </Paper>
  );
}

/** /view-application/:id: one application, read only, with its resume (SPEC §2 View Application). */
export default function ApplicationView() {
  const { id } = useParams();
  const applicationId = parseRecordId(id);
  const { erasing, eraseCandidate } = useCandidateErasure();
  // While the candidate is being erased the record is no longer read (it is about to be gone).
  const query = useGetApplicationQuery(applicationId ?? 0, { skip: applicationId === null || erasing });
  return (
    <>
      <AdminPageHeader
        crumbs={[{ label: 'Applications /', to: paths.applications }, { label: 'View Application' }]}
        title="View Application"
        separator=""
      />
      {erasing ? (
        <PageLoading />
      ) : (
        <RecordGate
          editing
          validId={applicationId !== null}
          query={query}
          noun="application"
          listPath={paths.applications}
          listLabel="Applications"
        >
          {(application) =>
            application && (
              // On a phone the status and notes (what staff act on) come before the fields and the resume.
              <Box sx={{ display: 'flex', flexDirection: 'column' }}>
                <ApplicationDetails application={application} />
                {application.status === 'Placed' && <PlacementSummary applicationId={application.id} />}
                <Box sx={{ order: { xs: -1, md: 0 }, '& > section:first-of-type': { mt: { xs: 0, md: 3 } } }}>
                  <ApplicationPipeline
                    application={application}
                    onErase={(candidate) => void eraseCandidate(candidate)}
                  />
                </Box>
              </Box>
            )
          }
        </RecordGate>
      )}
    </>
  );
}
