import { useMemo } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import { ResourceList } from '../../../components/admin/ResourceList';
import { actionsColumn } from '../../../components/admin/RowActions';
import { paths } from '../../../routes/paths';
import { useListInvoicesQuery, type Invoice } from '../invoicesApi';
import { amountText, documentKind, numberText } from './invoiceTexts';
import { PaymentStateChip } from './PaymentsPanel';
import { RegisterExports } from './RegisterExports';

const searchValues = (invoice: Invoice) => [invoice.number, invoice.recipient_name, invoice.recipient_gstin];

/** On a phone each document is a card: its number as the title. */
const PHONE_CARDS = { main: 'number', action: 'actions' };

/** /invoices: drafts, invoices and credit notes with their client and total; open one, start a new one. */
export default function InvoiceList() {
  const { data, isLoading, isError } = useListInvoicesQuery({});
  const columns = useMemo<GridColDef<Invoice>[]>(
    () => [
      { field: 'number', headerName: 'Number', width: 140, valueGetter: (_value, row) => numberText(row) },
      { field: 'kind', headerName: 'Document', width: 100, valueGetter: (_value, row) => documentKind(row) },
      {
        field: 'invoice_date',
        headerName: 'Date',
        width: 100,
        valueGetter: (_value, row) => row.invoice_date ?? '',
      },
      { field: 'recipient_name', headerName: 'Client', flex: 1, minWidth: 130 },
      {
        field: 'place_of_supply_name',
        headerName: 'Place of supply',
        width: 110,
      },
      {
        field: 'total_paise',
        headerName: 'Total',
        width: 120,
        align: 'right',
        headerAlign: 'right',
        valueGetter: (_value, row) => amountText(row.total_paise),
      },
      {
        field: 'payment_state',
        headerName: 'Paid',
        width: 90,
        renderCell: ({ row }) => (row.payment_state ? <PaymentStateChip state={row.payment_state} /> : null),
      },
      {
        field: 'sent_at',
        headerName: 'Sent',
        width: 70,
        valueGetter: (_value, row) => (row.sent_at ? 'Yes' : 'No'),
      },
      actionsColumn<Invoice>(
        80,
        (row) => ({
          to: paths.viewInvoice(row.id),
          linkLabel: `Open ${numberText(row)} of ${row.recipient_name}`,
          deleteLabel: '',
        }),
        undefined,
      ),
    ],
    [],
  );
  return (
    <>
      <ResourceList
        title="Invoices"
        noun="invoices"
        rows={data}
        loading={isLoading}
        loadFailed={isError}
        columns={columns}
        searchValues={searchValues}
        phoneCards={PHONE_CARDS}
        create={{ to: paths.createInvoice, label: 'New Invoice' }}
      />
      <RegisterExports />
    </>
  );
}
