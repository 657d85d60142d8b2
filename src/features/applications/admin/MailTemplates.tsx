import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader';
import { PageLoading } from '../../../components/PageLoading';
import { useDialogs } from '../../../components/dialogs/DialogProvider';
import { LEAVE_TEXT, LEAVE_TITLE, useLeaveGuard } from '../../../components/admin/useUnsavedChangesGuard';
import { formatDateTime } from '../../../components/admin/formatDate';
import { isApiError, NETWORK_ERROR_STATUS } from '../../../api/baseApi';
import { DIALOG_MS } from '../../../shared/constants';
import { paths } from '../../../routes/paths';
import {
  useListMailTemplatesQuery,
  useDeleteMailTemplateTranslationMutation,
  useUpdateMailTemplateMutation,
  type Language,
  type MailTemplate,
} from '../applicationsApi';
import { languageLabel } from '../../../components/admin/languageLabel';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../../domain/languages';
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

interface TemplateFormProps {
  template: MailTemplate;
  language: Language;
  /** Told whether this form holds unsaved edits (and false when it goes away). */
  onUnsaved: (unsaved: boolean) => void;
  /** The version shown: the English one, a translation, or none (a missing translation). */
  version: { subject: string; body: string; updated_at: string } | undefined;
}

function TemplateForm({ template, language, version, onUnsaved }: TemplateFormProps) {
  const [subject, setSubject] = useState(version?.subject ?? '');
  const [body, setBody] = useState(version?.body ?? '');
  const [update, { isLoading }] = useUpdateMailTemplateMutation();
  const [removeTranslation, { isLoading: removing }] = useDeleteMailTemplateTranslationMutation();
  const { notify, confirm } = useDialogs();
  const english = language === DEFAULT_LANGUAGE;
  const name = languageLabel(language);
  const naming = english ? template.status : `${template.status} (${name})`;

  useEffect(() => {
    setSubject(version?.subject ?? '');
    setBody(version?.body ?? '');
  }, [version?.subject, version?.body]);

  const changed = subject !== (version?.subject ?? '') || body !== (version?.body ?? '');
  useEffect(() => onUnsaved(changed), [changed, onUnsaved]);
  useEffect(() => () => onUnsaved(false), [onUnsaved]);

  const refused = async (error: unknown, fallback: string) => {
    const code = isApiError(error) ? error.status : NETWORK_ERROR_STATUS;
    if (code === 401 || code === NETWORK_ERROR_STATUS || code >= 500) return;
    await notify({ kind: 'warning', title: isApiError(error) && error.message ? error.message : fallback });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const result = await update({ status: template.status, subject, body, language }).unwrap();
      await notify({ kind: 'success', title: result.message, timerMs: DIALOG_MS });
    } catch (error) {
      await refused(error, 'The template could not be saved.');
    }
  };

  const remove = async () => {
    const confirmed = await confirm({
      title: `Remove the ${name} version of the ${template.status} message?`,
      text: `Applicants who wrote in ${name} will get the English message.`,
      confirmText: 'Yes, remove',
      cancelText: 'Cancel',
    });
    if (!confirmed) return;
    try {
      const result = await removeTranslation({ status: template.status, language }).unwrap();
      await notify({ kind: 'success', title: result.message, timerMs: DIALOG_MS });
    } catch (error) {
      await refused(error, 'The translation could not be removed.');
    }
  };

  return (
    <Box component="form" onSubmit={(event: FormEvent) => void submit(event)} lang={language}>
      {!english && !version && (
        <Alert severity="warning" sx={{ mb: 2 }} lang="en">
          No {name} version: applicants who wrote in {name} get the English message. Write one here to send
          them {name}.
        </Alert>
      )}
      {!english && version && version.updated_at < template.updated_at && (
        <Alert severity="info" sx={{ mb: 2 }} lang="en">
          The English message was changed after this version ({formatDateTime(template.updated_at)}). Check
          that the {name} one still says the same.
        </Alert>
      )}
      {version && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} lang="en">
          Last changed {formatDateTime(version.updated_at)}
        </Typography>
      )}
      <TextField
        label={`${naming}: subject`}
        value={subject}
        onChange={(event) => setSubject(event.target.value)}
        fullWidth
        required
        inputProps={{ maxLength: maxLength.ShortText }}
        InputLabelProps={{ lang: 'en' }}
        sx={{ mb: 2 }}
      />
      <TextField
        label={`${naming}: message`}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        fullWidth
        required
        multiline
        minRows={4}
        inputProps={{ maxLength: 10000 }}
        InputLabelProps={{ lang: 'en' }}
      />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 2 }} lang="en">
        <Button type="submit" variant="contained" disabled={isLoading || !changed}>
          {english ? `Save ${template.status} template` : `Save ${template.status} template in ${name}`}
        </Button>
        {!english && version && (
          <Button color="error" variant="outlined" disabled={removing} onClick={() => void remove()}>
            Remove {name} version
          </Button>
        )}
      </Box>
    </Box>
  );
}

/** One status's message: its English version and its Gujarati and Hindi ones, each on a tab. */
function TemplateCard({
  template,
  onUnsaved,
}: {
  template: MailTemplate;
  onUnsaved: (key: string, unsaved: boolean) => void;
}) {
  const [language, setLanguage] = useState<Language>(DEFAULT_LANGUAGE);
  const [unsaved, setUnsaved] = useState(false);
  const { confirm } = useDialogs();
  const reportUnsaved = useCallback(
    (value: boolean) => {
      setUnsaved(value);
      onUnsaved(template.status, value);
    },
    [onUnsaved, template.status],
  );
  // Another language's tab replaces this form: unsaved edits are asked about first, as when leaving the page.
  const switchTo = async (next: Language) => {
    if (
      unsaved &&
      !(await confirm({ title: LEAVE_TITLE, text: LEAVE_TEXT, confirmText: 'Leave', cancelText: 'Stay' }))
    )
      return;
    setLanguage(next);
  };
  const headingId = useId();
  const tabsId = useId();
  const versionOf = (code: Language) =>
    code === DEFAULT_LANGUAGE ? template : template.translations.find((row) => row.language === code);
  const missing = LANGUAGES.filter((code) => !versionOf(code));

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1, flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.2rem' }}>
          {template.status} message
        </Typography>
        <StatusChip status={template.status} />
        {missing.length > 0 && (
          <Chip
            color="warning"
            size="small"
            label={`No ${missing.map(languageLabel).join(' or ')} version: English is sent`}
          />
        )}
      </Box>
      <Tabs
        value={language}
        onChange={(_event, value: Language) => void switchTo(value)}
        aria-label={`Languages of the ${template.status} message`}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {LANGUAGES.map((code) => (
          <Tab
            key={code}
            value={code}
            id={`${tabsId}-${code}-tab`}
            aria-controls={`${tabsId}-${code}-panel`}
            label={versionOf(code) ? languageLabel(code) : `${languageLabel(code)} (missing)`}
          />
        ))}
      </Tabs>
      <div role="tabpanel" id={`${tabsId}-${language}-panel`} aria-labelledby={`${tabsId}-${language}-tab`}>
        <TemplateForm
          key={language}
          template={template}
          language={language}
          version={versionOf(language)}
          onUnsaved={reportUnsaved}
        />
      </div>
    </Paper>
  );
}

/** /mail-templates: the message each status change can send the applicant, editable by staff. */
export default function MailTemplates() {
  const { data, isLoading, isError } = useListMailTemplatesQuery();
  // The templates with unsaved edits: leaving the page while there are any asks first.
  const unsaved = useRef(new Set<string>());
  const [anyUnsaved, setAnyUnsaved] = useState(false);
  const onUnsaved = useCallback((key: string, value: boolean) => {
    if (value) unsaved.current.add(key);
    else unsaved.current.delete(key);
    setAnyUnsaved(unsaved.current.size > 0);
  }, []);
  useLeaveGuard(
    useCallback(() => unsaved.current.size > 0, []),
    anyUnsaved,
  );
  return (
    <>
      <AdminPageHeader
        crumbs={[{ label: 'Back office', to: paths.jobs }, { label: 'Mail templates' }]}
        title="Mail templates"
      />
      <Alert severity="info" sx={{ mb: 3 }}>
        <Typography sx={{ mb: 1 }}>
          When staff change an application's status and tick &quot;Send the applicant the template
          message&quot;, the applicant receives that status&apos;s message in the language they applied in
          (English, Gujarati or Hindi; English where that language has no version). These placeholders are
          filled in, in every language:
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
        <TemplateCard key={template.status} template={template} onUnsaved={onUnsaved} />
      ))}
    </>
  );
}
