import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader';
import { BackButton } from '../../../components/admin/BackButton';
import { useDialogs } from '../../../components/dialogs/DialogProvider';
import { isApiError } from '../../../api/baseApi';
import { hundredthsText, paiseOfRupees } from '../../../domain/feeTerms';
import Alert from '@mui/material/Alert';
import UploadFile from '@mui/icons-material/UploadFile';
import { DIALOG_MS } from '../../../shared/constants';
import { paths } from '../../../routes/paths';
import { useListClientsQuery } from '../../clients';
import {
  useCreateInvoiceMutation,
  useImportDeploymentRegisterMutation,
  useListBillablePlacementsQuery,
  type InvoiceLineInput,
} from '../invoicesApi';
import { SERVICE_CODES, amountText } from './invoiceTexts';

interface LineDraft {
  description: string;
  sac: string;
  quantity: string;
  rate: string;
}
const emptyLine = (): LineDraft => ({ description: '', sac: '998513', quantity: '1', rate: '' });

/** /create-invoice: a draft from a placement (its agreed fee) or by hand (a client and lines). */
export default function InvoiceForm() {
  const navigate = useNavigate();
  const { notify } = useDialogs();
  const [source, setSource] = useState<'placement' | 'hand'>('placement');
  const [placementId, setPlacementId] = useState('');
  const [clientId, setClientId] = useState('');
  const [lines, setLines] = useState<LineDraft[]>([emptyLine()]);
  const [notes, setNotes] = useState('');
  const placements = useListBillablePlacementsQuery(undefined, { skip: source !== 'placement' });
  const clients = useListClientsQuery(undefined, { skip: source !== 'hand' });
  const [create, { isLoading }] = useCreateInvoiceMutation();
  const [importRegister, importing] = useImportDeploymentRegisterMutation();
  const [importProblem, setImportProblem] = useState('');
  const [imported, setImported] = useState('');

  /**
   * Reads a deployment register CSV (worker name, days, daily rate) into lines, after the lines already
   * typed. A wrong file changes nothing: the typed lines stay, and every wrong row is named by its line.
   */
  const importFile = async (file: File | undefined) => {
    if (!file) return;
    setImportProblem('');
    setImported('');
    try {
      const rows = await importRegister(await file.text()).unwrap();
      setLines((current) => [
        ...current.filter((line) => line.description.trim() !== '' || line.rate.trim() !== ''),
        ...rows.map((row) => ({
          description: `Deployment: ${row.worker_name}, ${row.days} days`,
          sac: '998513',
          quantity: row.days,
          rate: hundredthsText(row.rate_paise),
        })),
      ]);
      setImported(`${rows.length} row${rows.length === 1 ? '' : 's'} of ${file.name} added as lines.`);
    } catch (error) {
      setImportProblem(isApiError(error) ? error.message : 'The file could not be read.');
    }
  };

  const setLine = (index: number, change: Partial<LineDraft>) =>
    setLines((current) => current.map((line, at) => (at === index ? { ...line, ...change } : line)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let body;
    if (source === 'placement') {
      body = { placement_id: Number(placementId), notes };
    } else {
      const priced: InvoiceLineInput[] = [];
      for (const [index, line] of lines.entries()) {
        const rate = paiseOfRupees(line.rate);
        if (rate === undefined) {
          await notify({
            kind: 'warning',
            title: `The rate of line ${index + 1} is not an amount in rupees.`,
          });
          return;
        }
        priced.push({
          description: line.description,
          sac: line.sac,
          quantity: line.quantity.trim(),
          rate_paise: rate,
        });
      }
      body = { client_id: Number(clientId), lines: priced, notes };
    }
    try {
      const created = await create(body).unwrap();
      await notify({ kind: 'success', title: created.message, timerMs: DIALOG_MS });
      void navigate(paths.viewInvoice(created.data.id));
    } catch (error) {
      if (isApiError(error) && error.status < 500) await notify({ kind: 'warning', title: error.message });
    }
  };

  return (
    <>
      <AdminPageHeader
        crumbs={[{ label: 'Invoices', to: paths.invoices }, { label: 'New Invoice' }]}
        title="New Invoice"
        actions={<BackButton to={paths.invoices} />}
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Box component="form" onSubmit={(event) => void submit(event)}>
          <Stack spacing={2.5}>
            <RadioGroup
              row
              aria-label="What to invoice"
              value={source}
              onChange={(event) => setSource(event.target.value as 'placement' | 'hand')}
            >
              <FormControlLabel value="placement" control={<Radio />} label="A placement's fee" />
              <FormControlLabel
                value="hand"
                control={<Radio />}
                label="By hand (a month's deployment, payroll…)"
              />
            </RadioGroup>
            {source === 'placement' ? (
              <TextField
                select
                required
                label="Placement"
                value={placementId}
                onChange={(event) => setPlacementId(event.target.value)}
                helperText="The draft bills the placement's agreed fee as permanent placement (SAC 998512)."
              >
                {(placements.data ?? []).map((placement) => (
                  <MenuItem key={placement.id} value={String(placement.id)}>
                    {`${placement.client_name}: ${placement.candidate_name}, ${placement.job_title} (${amountText(placement.fee_paise)})${placement.invoice_number ? `, invoiced ${placement.invoice_number}` : ''}`}
                  </MenuItem>
                ))}
              </TextField>
            ) : (
              <>
                <TextField
                  select
                  required
                  label="Client"
                  value={clientId}
                  onChange={(event) => setClientId(event.target.value)}
                  helperText="The place of supply is the client's GSTIN's state, else its billing state."
                >
                  {(clients.data ?? []).map((client) => (
                    <MenuItem key={client.id} value={String(client.id)}>
                      {client.name}
                    </MenuItem>
                  ))}
                </TextField>
                <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                  Lines (one per worker for a month&apos;s deployment: days × daily rate)
                </Typography>
                <Box>
                  <Button
                    component="label"
                    variant="outlined"
                    startIcon={<UploadFile />}
                    disabled={importing.isLoading}
                  >
                    Import deployment register (CSV)
                    <input
                      hidden
                      type="file"
                      accept=".csv,text/csv"
                      aria-label="Deployment register CSV file"
                      onChange={(event) => {
                        void importFile(event.target.files?.[0]);
                        event.target.value = '';
                      }}
                    />
                  </Button>
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                    A header row, then one row per worker: worker name, days (halves allowed, e.g. 24.5),
                    daily rate in rupees.
                  </Typography>
                </Box>
                {importProblem && (
                  <Alert severity="warning" sx={{ whiteSpace: 'pre-line' }}>
                    {importProblem}
                  </Alert>
                )}
                {imported && <Alert severity="success">{imported}</Alert>}
                {lines.map((line, index) => (
                  <Stack key={index} direction={{ xs: 'column', md: 'row' }} spacing={1.5}>
                    <TextField
                      label={`Description, line ${index + 1}`}
                      required
                      value={line.description}
                      onChange={(event) => setLine(index, { description: event.target.value })}
                      sx={{ flex: 2 }}
                    />
                    <TextField
                      select
                      label={`SAC, line ${index + 1}`}
                      value={line.sac}
                      onChange={(event) => setLine(index, { sac: event.target.value })}
                      sx={{ flex: 1, minWidth: 200 }}
                    >
                      {SERVICE_CODES.map((code) => (
                        <MenuItem key={code.sac} value={code.sac}>
                          {code.label}
                        </MenuItem>
                      ))}
                    </TextField>
                    <TextField
                      label={`Quantity, line ${index + 1}`}
                      required
                      value={line.quantity}
                      onChange={(event) => setLine(index, { quantity: event.target.value })}
                      inputProps={{ inputMode: 'decimal', pattern: '[0-9]{1,8}([.][0-9]{1,2})?' }}
                      sx={{ width: { md: 120 } }}
                    />
                    <TextField
                      label={`Rate (₹), line ${index + 1}`}
                      required
                      value={line.rate}
                      onChange={(event) => setLine(index, { rate: event.target.value })}
                      inputProps={{ inputMode: 'decimal' }}
                      sx={{ width: { md: 150 } }}
                    />
                    <Button
                      aria-label={`Remove line ${index + 1}`}
                      disabled={lines.length === 1}
                      onClick={() => setLines((current) => current.filter((_line, at) => at !== index))}
                    >
                      <DeleteOutline />
                    </Button>
                  </Stack>
                ))}
                <Box>
                  <Button
                    startIcon={<Add />}
                    onClick={() => setLines((current) => [...current, emptyLine()])}
                  >
                    Add line
                  </Button>
                </Box>
              </>
            )}
            <TextField
              label="Notes on the invoice (optional)"
              multiline
              minRows={2}
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
            />
            <Box>
              <Button type="submit" variant="contained" disabled={isLoading}>
                Create draft
              </Button>
            </Box>
          </Stack>
        </Box>
      </Paper>
    </>
  );
}
