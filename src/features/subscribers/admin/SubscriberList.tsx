import { useMemo } from 'react';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import { ResourceList } from '../../../components/admin/ResourceList';
import { actionsColumn } from '../../../components/admin/RowActions';
import { useDeleteAction } from '../../../components/admin/useDeleteAction';
import { formatDateTime } from '../../../components/admin/formatDate';
import { languageColumn } from '../../../components/admin/languageLabel';
import { useDeleteSubscriberMutation, useListSubscribersQuery, type Subscriber } from '../subscribersApi';

/** Search: the email and the state. */
const searchValues = (subscriber: Subscriber) => [subscriber.email, subscriber.state];

/** /subscribers: job-alert addresses from the footer subscribe form, with their state (confirmed or not); delete. */
export default function SubscriberList() {
  const { data, isLoading, isError } = useListSubscribersQuery();
  const [deleteSubscriber] = useDeleteSubscriberMutation();
  const onDelete = useDeleteAction('Subscriber', deleteSubscriber);

  const columns = useMemo<GridColDef<Subscriber>[]>(
    () => [
      { field: 'email', headerName: 'Email', flex: 1.5, minWidth: 220 },
      {
        field: 'state',
        headerName: 'State',
        width: 130,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            label={row.state}
            color={row.state === 'confirmed' ? 'success' : 'default'}
            title={
              row.confirmed_at
                ? `Confirmed ${formatDateTime(row.confirmed_at)}`
                : 'Not confirmed yet: gets no job alerts'
            }
          />
        ),
      },
      languageColumn<Subscriber>(),
      {
        field: 'created_at',
        headerName: 'Subscribed on',
        flex: 1,
        minWidth: 170,
        valueGetter: (_value, row) => formatDateTime(row.created_at),
      },
      actionsColumn<Subscriber>(
        80,
        (row) => ({ deleteLabel: `Delete ${row.email}` }),
        (id) => void onDelete(id),
      ),
    ],
    [onDelete],
  );

  return (
    <ResourceList
      title="Subscribers"
      noun="subscribers"
      rows={data}
      loading={isLoading}
      loadFailed={isError}
      columns={columns}
      searchValues={searchValues}
      rowHeight={56}
    />
  );
}
