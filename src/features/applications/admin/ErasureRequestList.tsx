import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { isApiError } from '../../../api/baseApi';
import { messages } from '../../../api/messages';
import { paths } from '../../../routes/paths';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader';
import { formatDateTime } from '../../../components/admin/formatDate';
import { languageLabel } from '../../../components/admin/languageLabel';
import { useDialogs } from '../../../components/dialogs/DialogProvider';
import {
  useDismissErasureRequestMutation,
  useEraseRequestedCandidateMutation,
  useListErasureRequestsQuery,
  type ErasureRequest,
} from '../erasureRequestsApi';

export const ERASURE_REQUESTS_INTRO =
  'Applicants who gave no e-mail address asked on the status page for their data to be erased. Call them on their phone number to make sure the request is theirs, then erase their records (every application with the same phone number, with resumes, history and messages) or dismiss the request.';

const STATUS_LABELS: Record<ErasureRequest['status'], string> = {
  pending: 'Waiting',
  erased: 'Erased',
  dismissed: 'Dismissed',
};

/** /erasure-requests (Administrators): applicants' erasure requests that staff confirm. */
export default function ErasureRequestList() {
  const { data, isLoading, isError } = useListErasureRequestsQuery();
  const [erase, { isLoading: erasing }] = useEraseRequestedCandidateMutation();
  const [dismiss, { isLoading: dismissing }] = useDismissErasureRequestMutation();
  const { confirm, notify } = useDialogs();
  const busy = erasing || dismissing;

  const act = async (request: ErasureRequest, decision: 'erase' | 'dismiss') => {
    const who = request.application
      ? `${request.application.name || 'the applicant'} (${request.application.phone})`
      : 'the applicant';
    const confirmed = await confirm(
      decision === 'erase'
        ? {
            title: `Erase every record of ${who}?`,
            text: `Request ${request.reference}. This cannot be undone.`,
            confirmText: 'Erase',
          }
        : {
            title: `Dismiss the request ${request.reference}?`,
            text: 'The data is kept. Dismiss only a request that did not come from the applicant.',
            confirmText: 'Dismiss',
          },
    );
    if (!confirmed) return;
    try {
      const result = await (decision === 'erase' ? erase(request.id) : dismiss(request.id)).unwrap();
      await notify({ kind: 'success', title: result.message, confirmText: 'OK' });
    } catch (error) {
      const text = isApiError(error) && error.message ? error.message : messages.somethingWentWrong;
      await notify({ kind: 'warning', title: text, confirmText: 'OK' });
    }
  };

  const rows = data?.data ?? [];
  return (
    <Box>
      <AdminPageHeader
        crumbs={[{ label: 'Applications', to: paths.applications }, { label: 'Erasure requests' }]}
        title="Erasure requests"
      />
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 760 }}>
        {ERASURE_REQUESTS_INTRO}
      </Typography>
      {isError && <Alert severity="error">{messages.somethingWentWrong}</Alert>}
      {!isLoading && !isError && rows.length === 0 && (
        <Alert severity="info">There are no erasure requests.</Alert>
      )}
      {rows.length > 0 && (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="Erasure requests">
            <TableHead>
              <TableRow>
                <TableCell>Reference</TableCell>
                <TableCell>Applicant</TableCell>
                <TableCell>Job</TableCell>
                <TableCell>Asked</TableCell>
                <TableCell>State</TableCell>
                <TableCell>Action</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((request) => (
                <TableRow key={request.id} data-testid={`erasure-request-${request.reference}`}>
                  <TableCell>{request.reference}</TableCell>
                  <TableCell>
                    {request.application ? (
                      <>
                        {request.application.name || '—'}
                        <br />
                        {request.application.phone} · {languageLabel(request.application.language)}
                      </>
                    ) : (
                      'Erased'
                    )}
                  </TableCell>
                  <TableCell>{request.application?.job_title ?? ''}</TableCell>
                  <TableCell>{formatDateTime(request.created_at)}</TableCell>
                  <TableCell>
                    {STATUS_LABELS[request.status]}
                    {request.resolved_at && (
                      <Typography variant="body2" color="text.secondary">
                        {formatDateTime(request.resolved_at)}
                        {request.resolved_by ? ` · ${request.resolved_by}` : ''}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>
                    {request.status === 'pending' && (
                      <Stack direction="row" spacing={1}>
                        <Button
                          size="small"
                          color="error"
                          variant="contained"
                          disabled={busy}
                          onClick={() => void act(request, 'erase')}
                          aria-label={`Erase the records of request ${request.reference}`}
                        >
                          Erase
                        </Button>
                        <Button
                          size="small"
                          disabled={busy}
                          onClick={() => void act(request, 'dismiss')}
                          aria-label={`Dismiss request ${request.reference}`}
                        >
                          Dismiss
                        </Button>
                      </Stack>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
