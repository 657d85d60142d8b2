import { useMemo } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import { ResourceList } from '../../../components/admin/ResourceList';
import { actionsColumn } from '../../../components/admin/RowActions';
import { useDeleteAction } from '../../../components/admin/useDeleteAction';
import { roleAllows } from '../../../api/roles';
import { paths } from '../../../routes/paths';
import { useAppSelector } from '../../../shared/hooks';
import { selectUser } from '../../session';
import { useDeleteClientMutation, useListClientsQuery, type Client } from '../clientsApi';

/** Search: the name, the GSTIN, the state and the contacts' names. */
const searchValues = (client: Client) => [
  client.name,
  client.gstin,
  client.billing_state_name,
  ...client.contacts.map((contact) => contact.name),
];

/** On a phone each client is a card: the name as its title, the GSTIN, state and contacts under it. */
const PHONE_CARDS = { main: 'name', action: 'actions' };

const contactsText = (client: Client) =>
  client.contacts.length === 0
    ? '—'
    : client.contacts
        .map((contact) => (contact.designation ? `${contact.name} (${contact.designation})` : contact.name))
        .join(', ');

/** /clients: the client companies with their GSTIN, state, contacts and requirements; create, edit, delete. */
export default function ClientList() {
  const { data, isLoading, isError } = useListClientsQuery();
  const [deleteClient] = useDeleteClientMutation();
  const onDelete = useDeleteAction('Client', deleteClient);
  // Accounts staff read the clients (to invoice them) but do not change them.
  const role = useAppSelector(selectUser)?.roll;
  const mayEdit = roleAllows(role, 'updateClient');

  const columns = useMemo<GridColDef<Client>[]>(
    () => [
      { field: 'name', headerName: 'Name', flex: 1, minWidth: 200 },
      {
        field: 'gstin',
        headerName: 'GSTIN',
        width: 170,
        valueGetter: (_value, row) => row.gstin ?? 'None',
      },
      {
        field: 'billing_state_name',
        headerName: 'State',
        width: 150,
        valueGetter: (_value, row) => row.billing_state_name ?? '',
      },
      {
        field: 'contacts',
        headerName: 'Contacts',
        flex: 1,
        minWidth: 180,
        valueGetter: (_value, row) => contactsText(row),
      },
      { field: 'requirements', headerName: 'Requirements', width: 120 },
      ...(mayEdit
        ? [
            actionsColumn<Client>(
              120,
              (row) => ({
                to: paths.editClient(row.id),
                linkLabel: `Edit ${row.name}`,
                deleteLabel: `Delete ${row.name}`,
              }),
              (id) => void onDelete(id),
            ),
          ]
        : []),
    ],
    [onDelete, mayEdit],
  );

  return (
    <ResourceList
      title="Clients"
      noun="clients"
      rows={data}
      loading={isLoading}
      loadFailed={isError}
      columns={columns}
      searchValues={searchValues}
      phoneCards={PHONE_CARDS}
      create={mayEdit ? { to: paths.createClient, label: 'Create Client' } : undefined}
    />
  );
}
