import { useMemo } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import Link from '@mui/material/Link';
import { ResourceList } from '../../../components/admin/ResourceList';
import { actionsColumn } from '../../../components/admin/RowActions';
import { useDeleteAction } from '../../../components/admin/useDeleteAction';
import { formatDateTime } from '../../../components/admin/formatDate';
import { languageColumn } from '../../../components/admin/languageLabel';
import { telHref } from '../../../shared/agency/agencyFormat';
import { useDeleteEnquiryMutation, useListEnquiriesQuery, type Enquiry } from '../enquiriesApi';

export const PURPOSE_LABEL: Record<Enquiry['purpose'], string> = {
  jobseeker: 'Jobseeker',
  employer: 'Employer',
};

/** Search: the name and the email. */
const searchValues = (enquiry: Enquiry) => [enquiry.name, enquiry.email];

/** /enquiries: messages sent through the contact form; read and delete. Rows grow to show the whole message. */
export default function EnquiryList() {
  const { data, isLoading, isError } = useListEnquiriesQuery();
  const [deleteEnquiry] = useDeleteEnquiryMutation();
  const onDelete = useDeleteAction('Enquiry', deleteEnquiry);

  const columns = useMemo<GridColDef<Enquiry>[]>(
    () => [
      { field: 'name', headerName: 'Name', flex: 0.8, minWidth: 110 },
      {
        field: 'email',
        headerName: 'Email',
        flex: 1,
        minWidth: 170,
        renderCell: ({ row, tabIndex }) => (
          <Link href={`mailto:${row.email}`} tabIndex={tabIndex} sx={{ wordBreak: 'break-all' }}>
            {row.email}
          </Link>
        ),
      },
      {
        field: 'phone',
        headerName: 'Phone',
        minWidth: 120,
        flex: 0.6,
        renderCell: ({ row, tabIndex }) => (
          <Link href={telHref(row.phone)} tabIndex={tabIndex}>
            {row.phone}
          </Link>
        ),
      },
      {
        field: 'purpose',
        headerName: 'Purpose',
        width: 96,
        valueGetter: (_value, row) => PURPOSE_LABEL[row.purpose] ?? row.purpose,
      },
      languageColumn<Enquiry>(),
      {
        field: 'message',
        headerName: 'Message',
        flex: 2,
        minWidth: 180,
        renderCell: ({ row }) => (
          <span style={{ whiteSpace: 'pre-wrap', lineHeight: 1.45 }}>{row.message}</span>
        ),
      },
      {
        field: 'created_at',
        headerName: 'Received',
        minWidth: 120,
        flex: 0.7,
        valueGetter: (_value, row) => formatDateTime(row.created_at),
      },
      actionsColumn<Enquiry>(
        72,
        (row) => ({ deleteLabel: `Delete enquiry from ${row.name || row.email}` }),
        (id) => void onDelete(id),
      ),
    ],
    [onDelete],
  );

  return (
    <ResourceList
      title="Enquiries"
      noun="enquiries"
      rows={data}
      loading={isLoading}
      loadFailed={isError}
      columns={columns}
      searchValues={searchValues}
      autoRowHeight
    />
  );
}
