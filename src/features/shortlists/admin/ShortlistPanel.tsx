import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDialogs } from '../../../components/dialogs/DialogProvider';
import { DIALOG_MS } from '../../../shared/constants';
import { useRoleAllows } from '../../session';
import { useListShortlistsQuery, useRevokeShortlistMutation, type Shortlist } from '../shortlistsApi';

const ANSWER_LABELS: Record<NonNullable<Shortlist['items'][number]['answer']>, string> = {
  shortlisted: 'Shortlisted',
  not_suitable: 'Not suitable',
  interview_requested: 'Interview requested',
};
const STATE_LABELS: Record<Shortlist['state'], string> = {
  active: 'Link active',
  expired: 'Link expired',
  revoked: 'Link revoked',
};

/** An answer in words: the answer, the proposed slots (IST) and the client's reason or note. */
function answerText(item: Shortlist['items'][number]): string {
  if (item.answer === null) return 'No answer yet';
  const slots = item.answer_slots.map((slot) => slot.replace('T', ' ')).join(', ');
  return [ANSWER_LABELS[item.answer], slots && `${slots} IST`, item.answer_note].filter(Boolean).join(' · ');
}

/** The shortlists of a requirement with the client's answers, each with a Revoke button while its link works. */
export function ShortlistPanel({ jobId }: { jobId: number }) {
  const { data: shortlists } = useListShortlistsQuery(jobId);
  const [revoke, { isLoading }] = useRevokeShortlistMutation();
  const canRevoke = useRoleAllows('revokeShortlist');
  const { confirm, notify } = useDialogs();
  if (!shortlists || shortlists.length === 0) return null;

  const onRevoke = async (shortlist: Shortlist) => {
    const sure = await confirm({
      title: 'Revoke this link?',
      text: `${shortlist.contact_name} will no longer open the shortlist. The answers given stay.`,
      confirmText: 'Revoke',
    });
    if (!sure) return;
    const result = await revoke(shortlist.id)
      .unwrap()
      .catch(() => undefined);
    if (result) await notify({ kind: 'success', title: result.message, timerMs: DIALOG_MS });
  };

  return (
    <Stack component="section" aria-labelledby="shortlists-heading" spacing={2} sx={{ mt: 3 }}>
      <Typography id="shortlists-heading" variant="h6" component="h2">
        Shortlists shared with the client
      </Typography>
      {shortlists.map((shortlist) => (
        <Paper key={shortlist.id} variant="outlined" sx={{ p: 2 }} aria-label={`Shortlist ${shortlist.id}`}>
          <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
            <Typography variant="subtitle1" component="h3" sx={{ mr: 1 }}>
              {shortlist.contact_name} ({shortlist.client_name})
            </Typography>
            <Chip size="small" label={STATE_LABELS[shortlist.state]} />
            <Typography variant="body2" color="text.secondary">
              Shared by {shortlist.created_by_name} on {shortlist.created_at.slice(0, 10)}, until{' '}
              {shortlist.expires_at.slice(0, 10)}
            </Typography>
            {canRevoke && shortlist.state === 'active' && (
              <Button
                size="small"
                color="error"
                variant="outlined"
                disabled={isLoading}
                onClick={() => void onRevoke(shortlist)}
                aria-label={`Revoke the link of ${shortlist.contact_name} (shortlist ${shortlist.id})`}
              >
                Revoke
              </Button>
            )}
          </Stack>
          <Stack component="ul" sx={{ pl: 2, mb: 0 }} spacing={0.5}>
            {shortlist.items.map((item) => (
              <li key={item.id}>
                <Typography variant="body2">
                  <strong>{item.name}</strong>: {answerText(item)}
                </Typography>
              </li>
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
