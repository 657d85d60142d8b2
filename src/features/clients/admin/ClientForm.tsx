import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { ResourceFormPage } from '../../../components/admin/ResourceFormPage';
import { FormActions } from '../../../components/admin/FormActions';
import { blankFieldMessage } from '../../../components/admin/useSaveAction';
import { useResourceForm } from '../../../components/admin/useResourceForm';
import { MESSAGE_MAX, TEXT_MAX } from '../../../shared/constants';
import { paths } from '../../../routes/paths';
import { message, messages, type MessageKey } from '../../../api/messages';
import {
  checkGstin,
  GST_STATE_CODES,
  GST_STATES,
  gstinProblemText,
  normalizeGstin,
  type GstinCheck,
} from '../../../domain/gstin';
import {
  useCreateClientMutation,
  useGetClientQuery,
  useUpdateClientMutation,
  type Client,
  type ClientContactInput,
} from '../clientsApi';

interface ContactValues {
  /** The stored contact's id; none for one added here. */
  id?: number;
  /** A key for React that stays with the row while others are added or removed. */
  key: string;
  name: string;
  designation: string;
  phone: string;
  email: string;
  whatsapp: boolean;
}

let contactKeys = 0;
const newContact = (): ContactValues => ({
  key: `new-${++contactKeys}`,
  name: '',
  designation: '',
  phone: '',
  email: '',
  whatsapp: false,
});

/** The server's sentence for a GSTIN that does not pass (the contract's `gstinInvalid` and its problem). */
function gstinSentence(typed: string, check: Extract<GstinCheck, { valid: false }>): string {
  const { key, values } = gstinProblemText(check);
  const problem = (message as (key: MessageKey, values?: Record<string, string>) => string)(key, values);
  return message('gstinInvalid', { gstin: normalizeGstin(typed), problem });
}

function ContactFields({
  contact,
  index,
  onChange,
  onRemove,
}: {
  contact: ContactValues;
  index: number;
  onChange: (change: Partial<ContactValues>) => void;
  onRemove: () => void;
}) {
  const label = contact.name.trim() || `Contact ${index + 1}`;
  return (
    <Box
      component="fieldset"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0, display: 'grid', gap: 2 }}
    >
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <TextField
          name={`contact-${index}-name`}
          label="Contact name"
          value={contact.name}
          onChange={(event) => onChange({ name: event.target.value })}
          required
          fullWidth
          inputProps={{ maxLength: TEXT_MAX }}
        />
        <TextField
          name={`contact-${index}-designation`}
          label="Designation"
          value={contact.designation}
          onChange={(event) => onChange({ designation: event.target.value })}
          fullWidth
          inputProps={{ maxLength: TEXT_MAX }}
        />
        <TextField
          name={`contact-${index}-phone`}
          label="Phone"
          type="tel"
          value={contact.phone}
          onChange={(event) => onChange({ phone: event.target.value })}
          fullWidth
          inputProps={{ maxLength: TEXT_MAX }}
        />
        <TextField
          name={`contact-${index}-email`}
          label="E-mail"
          type="email"
          value={contact.email}
          onChange={(event) => onChange({ email: event.target.value })}
          fullWidth
          inputProps={{ maxLength: TEXT_MAX }}
        />
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        <FormControlLabel
          label="Takes WhatsApp on this phone"
          control={
            <Switch
              name={`contact-${index}-whatsapp`}
              checked={contact.whatsapp}
              onChange={(event) => onChange({ whatsapp: event.target.checked })}
            />
          }
        />
        <Button color="error" startIcon={<DeleteOutline />} onClick={onRemove}>
          Remove {label}
        </Button>
      </Box>
    </Box>
  );
}

function ClientFields({ client }: { client: Client | undefined }) {
  const [name, setName] = useState(client?.name ?? '');
  const [gstin, setGstin] = useState(client?.gstin ?? '');
  const [address, setAddress] = useState(client?.billing_address ?? '');
  const [state, setState] = useState(client?.billing_state ?? '');
  const [contacts, setContacts] = useState<ContactValues[]>(
    () => client?.contacts.map((contact) => ({ ...contact, key: `stored-${contact.id}` })) ?? [],
  );
  const form = useResourceForm({
    noun: 'Client',
    record: client,
    listPath: paths.clients,
    useCreate: useCreateClientMutation,
    useUpdate: useUpdateClientMutation,
  });

  // The GSTIN is checked as it is typed: its state and PAN, or the sentence naming what is wrong.
  const check = useMemo(() => (gstin.trim() === '' ? undefined : checkGstin(gstin)), [gstin]);
  const gstinProblem = check && !check.valid ? gstinSentence(gstin, check) : undefined;
  const derived = check?.valid ? check : undefined;

  const changeContact = (key: string, change: Partial<ContactValues>) =>
    setContacts((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const onSubmit = form.submit(() => {
    const body = {
      name: name.trim(),
      ...(derived ? { gstin: derived.gstin } : { billing_state: state }),
      billing_address: address.trim(),
      contacts: contacts.map(
        ({ id, name: contactName, designation, phone, email, whatsapp }): ClientContactInput => ({
          ...(id !== undefined ? { id } : {}),
          name: contactName.trim(),
          designation: designation.trim(),
          phone: phone.trim(),
          email: email.trim(),
          whatsapp,
        }),
      ),
    };
    const reachless = contacts.find((contact) => contact.phone.trim() === '' && contact.email.trim() === '');
    return {
      checks: [
        () =>
          blankFieldMessage([
            { label: 'Name', value: name },
            ...contacts.map((contact, index) => ({
              label: `Contact ${index + 1} name`,
              value: contact.name,
            })),
          ]),
        () => gstinProblem,
        () =>
          !derived && (address.trim() === '' || state === '') ? messages.billingAddressRequired : undefined,
        () => (reachless ? message('contactNeedsReach', { name: reachless.name.trim() }) : undefined),
      ],
      create: () => body,
      update: () => body,
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
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <TextField
            name="name"
            label="Company name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            required
            fullWidth
            inputProps={{ maxLength: TEXT_MAX }}
          />
          <TextField
            name="gstin"
            label="GSTIN"
            value={gstin}
            onChange={(event) => setGstin(event.target.value)}
            fullWidth
            error={gstinProblem !== undefined}
            helperText={
              gstinProblem ??
              (derived
                ? `State: ${derived.stateName} (${derived.stateCode}) · PAN: ${derived.pan}`
                : 'Optional. Without a GSTIN, give the billing address and its state.')
            }
            inputProps={{ maxLength: TEXT_MAX, autoCapitalize: 'characters', spellCheck: false }}
            FormHelperTextProps={{ 'aria-live': 'polite' } as object}
          />
        </Box>
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
          <TextField
            name="billing_address"
            label="Billing address"
            value={address}
            onChange={(event) => setAddress(event.target.value)}
            required={!derived}
            fullWidth
            multiline
            minRows={3}
            inputProps={{ maxLength: MESSAGE_MAX }}
          />
          <TextField
            select
            name="billing_state"
            label="Billing state"
            value={derived ? derived.stateCode : state}
            onChange={(event) => setState(event.target.value)}
            disabled={derived !== undefined}
            required={!derived}
            fullWidth
            SelectProps={{ native: true }}
            InputLabelProps={{ shrink: true }}
          >
            <option value="">Select state</option>
            {GST_STATE_CODES.map((code) => (
              <option key={code} value={code}>
                {`${GST_STATES[code]} (${code})`}
              </option>
            ))}
          </TextField>
        </Box>
        <Box component="section" aria-labelledby="client-contacts" sx={{ display: 'grid', gap: 2 }}>
          <Typography id="client-contacts" component="h2" variant="h6">
            Contacts
          </Typography>
          {contacts.length === 0 && <Typography color="text.secondary">No contacts yet.</Typography>}
          {contacts.map((contact, index) => (
            <ContactFields
              key={contact.key}
              contact={contact}
              index={index}
              onChange={(change) => changeContact(contact.key, change)}
              onRemove={() => setContacts((current) => current.filter((row) => row.key !== contact.key))}
            />
          ))}
          <Box>
            <Button
              variant="outlined"
              startIcon={<Add />}
              onClick={() => setContacts((current) => [...current, newContact()])}
            >
              Add contact
            </Button>
          </Box>
        </Box>
        <FormActions
          busy={form.busy}
          submitLabel={form.editing ? 'Update Client' : 'Add Client'}
          backTo={paths.clients}
        />
      </Box>
    </Paper>
  );
}

/** /create-client and /edit-client/:id: one form for both, with the client's contacts. */
export default function ClientForm() {
  return (
    <ResourceFormPage<Client>
      resource="Client"
      noun="client"
      listPath={paths.clients}
      listLabel="Clients"
      useRecord={useGetClientQuery}
    >
      {(client) => <ClientFields key={client?.id ?? 'new'} client={client} />}
    </ResourceFormPage>
  );
}
