import { useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { ImagePicker } from '../../../components/admin/ImagePicker';
import { ResourceFormPage } from '../../../components/admin/ResourceFormPage';
import { FormActions } from '../../../components/admin/FormActions';
import { RichTextEditor } from '../../../components/admin/RichTextEditor';
import {
  ContentLanguageTabs,
  translationBody,
  translationValuesOf,
} from '../../../components/admin/ContentLanguageTabs';
import { blankFieldMessage, MISSING_DATA_TEXT } from '../../../components/admin/useSaveAction';
import { useResourceForm } from '../../../components/admin/useResourceForm';
import { CATEGORY, TEXT_MAX } from '../../../shared/constants';
import { paths } from '../../../routes/paths';
import { roleNames } from '../../../api/roles';
import {
  useCreateJobMutation,
  useGetManagedJobQuery,
  useListJobOwnersQuery,
  useUpdateJobMutation,
  type Category,
  type ManagedJob as Job,
} from '../jobsApi';
import JobPostingFields, {
  closingDateProblem,
  postingBody,
  postingValuesOf,
  salaryRangeProblem,
} from './JobPostingFields';
import RequirementFields, {
  requirementBody,
  requirementProblem,
  requirementValuesOf,
} from './RequirementFields';

type TextKey = 'title' | 'location' | 'salary' | 'career_level' | 'experience' | 'qualification';

const TEXT_FIELDS: ReadonlyArray<{ name: TextKey; label: string }> = [
  { name: 'title', label: 'Title' },
  { name: 'location', label: 'Location' },
  { name: 'salary', label: 'Salary' },
  { name: 'career_level', label: 'Career Level' },
  { name: 'experience', label: 'Experience' },
  { name: 'qualification', label: 'Qualification' },
];

type Values = Record<TextKey, string> & { category: Category | ''; owner: string };

const valuesOf = (job: Job | undefined): Values => ({
  title: job?.title ?? '',
  location: job?.location ?? '',
  salary: job?.salary ?? '',
  career_level: job?.career_level ?? '',
  experience: job?.experience ?? '',
  qualification: job?.qualification ?? '',
  category: job?.category ?? '',
  owner: job?.owner_id ? String(job.owner_id) : '',
});

/**
 * The owner select: "No owner", the people who may own a job, and the job's current owner when they no
 * longer may (a disabled account keeps its old jobs until someone chooses another owner).
 */
function OwnerField({
  job,
  value,
  onChange,
}: {
  job: Job | undefined;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
}) {
  const { data: owners } = useListJobOwnersQuery();
  const current = job?.owner_id ?? null;
  const listed = (owners ?? []).some((person) => person.id === current);
  return (
    <TextField
      select
      name="owner_id"
      label="Owner"
      value={value}
      onChange={onChange}
      fullWidth
      SelectProps={{ native: true }}
      InputLabelProps={{ shrink: true }}
      helperText="The Recruiter or Administrator who looks after this job (staff only, never shown on the site)"
    >
      <option value="">No owner</option>
      {current !== null && !listed && (
        <option
          value={String(current)}
        >{`${job?.owner_name ?? `Staff member ${current}`} (current owner)`}</option>
      )}
      {(owners ?? []).map((person) => (
        <option key={person.id} value={String(person.id)}>
          {`${person.name} (${roleNames[person.role]})`}
        </option>
      ))}
    </TextField>
  );
}

function JobFields({ job }: { job: Job | undefined }) {
  const [values, setValues] = useState<Values>(() => valuesOf(job));
  const [description, setDescription] = useState(job?.description ?? '');
  const [initialTranslations] = useState(() => translationValuesOf(job));
  const [translations, setTranslations] = useState(initialTranslations);
  const [posting, setPosting] = useState(() => postingValuesOf(job));
  const [requirement, setRequirement] = useState(() => requirementValuesOf(job));
  const [logo, setLogo] = useState<File | null>(null);
  const form = useResourceForm({
    noun: 'Job',
    record: job,
    listPath: paths.jobs,
    useCreate: useCreateJobMutation,
    useUpdate: useUpdateJobMutation,
  });

  const set = (name: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  const onSubmit = form.submit(() => {
    const fields = {
      ...postingBody(posting),
      title: values.title.trim(),
      location: values.location.trim(),
      salary: values.salary.trim(),
      career_level: values.career_level.trim(),
      experience: values.experience.trim(),
      qualification: values.qualification.trim(),
      category: values.category as Category,
      description,
      ...(values.owner !== '' ? { owner_id: Number(values.owner) } : {}),
      ...translationBody(translations),
      ...requirementBody(requirement),
    };
    return {
      checks: [
        // Create needs every field but the description; edits check only the image (SPEC §5).
        () =>
          (
            job
              ? Boolean(logo || job.logo)
              : Boolean(logo) &&
                TEXT_FIELDS.every(({ name }) => values[name].trim() !== '') &&
                values.category !== ''
          )
            ? undefined
            : MISSING_DATA_TEXT,
        // An edit may not clear a field the contract requires: name the first blank one instead of sending it.
        () =>
          blankFieldMessage([
            ...TEXT_FIELDS.map(({ name, label }) => ({ label, value: values[name] })),
            { label: 'Category', value: values.category },
          ]),
        () => salaryRangeProblem(posting) ?? closingDateProblem(posting) ?? requirementProblem(requirement),
      ],
      create: () => ({ ...fields, logo: logo as File }),
      update: () => ({ ...fields, ...(logo ? { logo } : {}) }),
    };
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box
        component="form"
        {...form.formProps}
        noValidate
        onSubmit={onSubmit}
        sx={{ display: 'grid', gap: 3 }}
      >
        <ImagePicker label="Logo" file={logo} existingPath={job?.logo} onChange={setLogo} required round />
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {/* The title is in the English tab, beside its translations. */}
          {TEXT_FIELDS.filter(({ name }) => name !== 'title').map(({ name, label }) => (
            <TextField
              key={name}
              name={name}
              label={label}
              value={values[name]}
              onChange={set(name)}
              required
              fullWidth
              inputProps={{ maxLength: TEXT_MAX }}
            />
          ))}
          <TextField
            select
            name="category"
            label="Category"
            value={values.category}
            onChange={set('category')}
            required
            fullWidth
            SelectProps={{ native: true }}
            InputLabelProps={{ shrink: true }}
          >
            <option value="">Select Category</option>
            <option value={CATEGORY.international}>International</option>
            <option value={CATEGORY.domestic}>Domestic</option>
          </TextField>
          <OwnerField job={job} value={values.owner} onChange={set('owner')} />
        </Box>
        <ContentLanguageTabs
          values={translations}
          initial={initialTranslations}
          onChange={(change) => setTranslations((current) => ({ ...current, ...change }))}
          english={
            <>
              <TextField
                name="title"
                label="Title"
                value={values.title}
                onChange={set('title')}
                required
                fullWidth
                inputProps={{ maxLength: TEXT_MAX }}
              />
              <RichTextEditor
                label="Description"
                initialHtml={job?.description ?? ''}
                onChange={setDescription}
              />
            </>
          }
        />
        <JobPostingFields values={posting} onChange={setPosting} />
        <RequirementFields values={requirement} onChange={setRequirement} />
        <FormActions
          busy={form.busy}
          submitLabel={form.editing ? 'Update Job' : 'Add Job'}
          backTo={paths.jobs}
        />
      </Box>
    </Paper>
  );
}

/** /create-jobs and /edit-jobs/:id: one form for both (SPEC §2 "Add and edit forms"). */
export default function JobForm() {
  return (
    <ResourceFormPage<Job>
      resource="Job"
      noun="job"
      listPath={paths.jobs}
      listLabel="Jobs"
      useRecord={useGetManagedJobQuery}
    >
      {(job) => <JobFields key={job?.id ?? 'new'} job={job} />}
    </ResourceFormPage>
  );
}
