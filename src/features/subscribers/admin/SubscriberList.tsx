import { useMemo } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import { ResourceList } from '../../../components/admin/ResourceList';
import { actionsColumn } from '../../../components/admin/RowActions';
import { useDeleteAction } from '../../../components/admin/useDeleteAction';
import { formatDateTime } from '../../../components/admin/formatDate';
import { useDeleteSubscriberMutation, useListSubscribersQuery, type Subscriber } from '../subscribersApi';

/** Search: the email. */
const searchValues = (subscriber: Subscriber) => [subscriber.email];

/** /subscribers: e-mail addresses from the footer subscribe form; delete. */
export default function SubscriberList() {
  const { data, isLoading, isError } = useListSubscribersQuery();
  const [deleteSubscriber] = useDeleteSubscriberMutation();
  const onDelete = useDeleteAction('Subscriber', deleteSubscriber);

  const columns = useMemo<GridColDef<Subscriber>[]>(
    () => [
      { field: 'email', headerName: 'Email', flex: 1.5, minWidth: 220 },
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
