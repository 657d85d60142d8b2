import { apiClient } from '../../api/client';
import { baseApi, callApi, callApiData, listTags } from '../../api/baseApi';
import type { components } from '../../api/schema';

export type Client = components['schemas']['Client'];
export type ClientContact = components['schemas']['ClientContact'];
export type ClientInput = components['schemas']['ClientInput'];
export type ClientContactInput = components['schemas']['ClientContactInput'];
export type ClientEnvelope = components['schemas']['ClientEnvelope'];

export const clientsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listClients: build.query<Client[], void>({
      queryFn: () => callApiData(() => apiClient.GET('/clients')),
      providesTags: (clients) => listTags('Client', clients),
    }),
    getClient: build.query<Client, number>({
      queryFn: (id) => callApiData(() => apiClient.GET('/clients/{id}', { params: { path: { id } } })),
      providesTags: (_client, _error, id) => [{ type: 'Client', id }],
    }),
    createClient: build.mutation<ClientEnvelope, ClientInput>({
      queryFn: (body) => callApi(() => apiClient.POST('/clients', { body })),
      invalidatesTags: [{ type: 'Client', id: 'LIST' }],
    }),
    updateClient: build.mutation<ClientEnvelope, { id: number; body: ClientInput }>({
      queryFn: ({ id, body }) =>
        callApi(() => apiClient.PUT('/clients/{id}', { params: { path: { id } }, body })),
      // A new name reaches the jobs that name the client publicly.
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Client', id },
        { type: 'Client', id: 'LIST' },
        { type: 'Job', id: 'LIST' },
      ],
    }),
    deleteClient: build.mutation<{ message: string }, number>({
      queryFn: (id) => callApi(() => apiClient.DELETE('/clients/{id}', { params: { path: { id } } })),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Client', id },
        { type: 'Client', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useListClientsQuery,
  useGetClientQuery,
  useCreateClientMutation,
  useUpdateClientMutation,
  useDeleteClientMutation,
} = clientsApi;
