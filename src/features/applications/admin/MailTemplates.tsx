import { useEffect, useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader';
import { PageLoading } from '../../../components/PageLoading';
import { useDialogs } from '../../../components/dialogs/DialogProvider';
import { formatDateTime } from '../../../components/admin/formatDate';
import { isApiError, NETWORK_ERROR_STATUS } from '../../../api/baseApi';
import { DIALOG_MS } from '../../../app/constants';
import { paths } from '../../../app/paths';
import {
  useListMailTemplatesQuery,
  useUpdateMailTemplateMutation,
  type MailTemplate,
} from '../applicationsApi';
import { StatusChip } from './StatusChip';
import { maxLength } from '../../../api/limits';

/** The placeholders a template may use, with what each becomes in the message. */
export const TEMPLATE_PLACEHOLDERS: ReadonlyArray<{ name: string; meaning: string }> = [
  { name: '{name}', meaning: "the applicant's name" },
  { name: '{job}', meaning: 'the job applied for' },
  { name: '{reference}', meaning: "the application's reference" },
  { name: '{status}', meaning: 'the new status' },
  { name: '{agency}', meaning: "the agency's name" },
];

function TemplateForm({ template }: { template: MailTemplate }) {
  const [subject, setSubject] = useState(template.subject);
  const [body, setBody] = useState(template.body);
  const [update, { isLoading }] = useUpdateMailTemplateMutation();
  const { notify } = useDialogs();
  const headingId = useId();

  useEffect(() => {
    setSubject(template.subject);
    setBody(template.body);
  }, [template.subject, template.body]);

  const changed = subject !== template.subject || body !== template.body;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const result = await update({ status: template.status, subject, body }).unwrap();
      await notify({ kind: 'success', title: result.message, timerMs: DIALOG_MS });
    } catch (error) {
      const code = isApiError(error) ? error.status : NETWORK_ERROR_STATUS;
      if (code === 401 || code === NETWORK_ERROR_STATUS || code >= 500) return;
      await notify({
        kind: 'warning',
        title: isApiError(error) && error.message ? error.message : 'The template could not be saved.',
      });
    }
  };

  return (
    <Paper
      component="form"
      aria-labelledby={headingId}
      variant="outlined"
      onSubmit={(event: FormEvent) => void submit(event)}
      sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2, flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.2rem' }}>
          {template.status} message
        </Typography>
        <StatusChip status={template.status} />
        <Typography variant="body2" color="text.secondary">
          Last changed {formatDateTime(template.updated_at)}
        </Typography>
      </Box>
      <TextField
        label={`${template.status}: subject`}
        value={subject}
        onChange={(event) => setSubject(event.target.value)}
        fullWidth
        required
        inputProps={{ maxLength: maxLength.ShortText }}
        sx={{ mb: 2 }}
      />
      <TextField
        label={`${template.status}: message`}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        fullWidth
        required
        multiline
        minRows={4}
        inputProps={{ maxLength: 10000 }}
      />
      <Button type="submit" variant="contained" disabled={isLoading || !changed} sx={{ mt: 2 }}>
        Save {template.status} template
      </Button>
    </Paper>
  );
}

/** /mail-templates: the message each status change can send the applicant, editable by staff. */
export default function MailTemplates() {
  const { data, isLoading, isError } = useListMailTemplatesQuery();
  return (
    <>
      <AdminPageHeader
        crumbs={[{ label: 'Back office', to: paths.jobs }, { label: 'Mail templates' }]}
        title="Mail templates"
      />
      <Alert severity="info" sx={{ mb: 3 }}>
        <Typography sx={{ mb: 1 }}>
          When staff change an application's status and tick &quot;Send the applicant the template
          message&quot;, the applicant receives that status&apos;s message. These placeholders are filled in:
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {TEMPLATE_PLACEHOLDERS.map((placeholder) => (
            <li key={placeholder.name}>
              <code>{placeholder.name}</code>: {placeholder.meaning}
            </li>
          ))}
        </Box>
      </Alert>
      {isLoading && <PageLoading />}
      {isError && <Alert severity="error">The templates could not be loaded. Please reload the page.</Alert>}
      {(data ?? []).map((template) => (
        <TemplateForm key={template.status} template={template} />
      ))}
    </>
  );
}
