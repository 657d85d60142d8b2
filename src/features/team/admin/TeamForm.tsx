import { useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { ImagePicker } from '../../../components/admin/ImagePicker';
import { ResourceFormPage } from '../../../components/admin/ResourceFormPage';
import { FormActions } from '../../../components/admin/FormActions';
import { blankFieldMessage, MISSING_DATA_TEXT } from '../../../components/admin/useSaveAction';
import { useResourceForm } from '../../../components/admin/useResourceForm';
import { MESSAGE_MAX, TEXT_MAX } from '../../../shared/constants';
import { paths } from '../../../routes/paths';
import {
  useCreateTeamMemberMutation,
  useGetTeamMemberQuery,
  useUpdateTeamMemberMutation,
  type TeamMember,
} from '../teamApi';

function TeamFields({ member }: { member: TeamMember | undefined }) {
  const [name, setName] = useState(member?.name ?? '');
  const [position, setPosition] = useState(member?.position ?? '');
  const [description, setDescription] = useState(member?.description ?? '');
  const [photo, setPhoto] = useState<File | null>(null);
  const form = useResourceForm({
    noun: 'Team',
    record: member,
    listPath: paths.team,
    useCreate: useCreateTeamMemberMutation,
    useUpdate: useUpdateTeamMemberMutation,
  });

  const onSubmit = form.submit(() => {
    const fields = { name: name.trim(), position: position.trim(), description };
    return {
      checks: [
        // Team create and edit check only the image (SPEC §5).
        () => (!photo && !member?.photo ? MISSING_DATA_TEXT : undefined),
        // An edit may not clear the field the contract requires: name it instead of sending it.
        () => (form.editing ? blankFieldMessage([{ label: 'Name', value: name }]) : undefined),
      ],
      create: () => ({ ...fields, photo: photo as File }),
      update: () => ({ ...fields, ...(photo ? { photo } : {}) }),
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
        <ImagePicker
          label="Photo"
          file={photo}
          existingPath={member?.photo}
          onChange={setPhoto}
          required
          round
        />
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <TextField
            name="name"
            label="Name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            required
            fullWidth
            inputProps={{ maxLength: TEXT_MAX }}
          />
          <TextField
            name="position"
            label="Position"
            value={position}
            onChange={(event) => setPosition(event.target.value)}
            fullWidth
            inputProps={{ maxLength: TEXT_MAX }}
          />
        </Box>
        <TextField
          name="description"
          label="Description"
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          fullWidth
          multiline
          minRows={5}
          inputProps={{ maxLength: MESSAGE_MAX }}
        />
        <FormActions
          busy={form.busy}
          submitLabel={form.editing ? 'Update Team' : 'Add Team'}
          backTo={paths.team}
        />
      </Box>
    </Paper>
  );
}

/** /create-team and /edit-team/:id: one form for both. */
export default function TeamForm() {
  return (
    <ResourceFormPage<TeamMember>
      resource="Team"
      noun="team member"
      listPath={paths.team}
      listLabel="Team"
      useRecord={useGetTeamMemberQuery}
    >
      {(member) => <TeamFields key={member?.id ?? 'new'} member={member} />}
    </ResourceFormPage>
  );
}
