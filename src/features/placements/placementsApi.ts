import { apiClient } from '../../api/client';
import { baseApi, callApi, callApiData, listTags } from '../../api/baseApi';
import type { components, operations } from '../../api/schema';

export type Placement = components['schemas']['Placement'];
export type PlacementInput = components['schemas']['PlacementInput'];
export type PlacementFeeInput = components['schemas']['PlacementFeeInput'];
export type PlacementLeftInput = components['schemas']['PlacementLeftInput'];
export type PlacementEnvelope = components['schemas']['PlacementEnvelope'];
export type ClientFigures = components['schemas']['ClientFigures'];
export type PlacementFilter = NonNullable<operations['listPlacements']['parameters']['query']>;

export const placementsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listPlacements: build.query<Placement[], PlacementFilter>({
      queryFn: (query) => callApiData(() => apiClient.GET('/placements', { params: { query } })),
      providesTags: (placements) => listTags('Placement', placements),
    }),
    /** Placed and the placement in one step (a client's requirement). */
    placeApplication: build.mutation<PlacementEnvelope, { id: number; body: PlacementInput }>({
      queryFn: ({ id, body }) =>
        callApi(() => apiClient.POST('/applications/{id}/placement', { params: { path: { id } }, body })),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Application', id },
        { type: 'ApplicationHistory', id },
        { type: 'Application', id: 'LIST' },
        { type: 'Outbox', id: 'LIST' },
        { type: 'Placement', id: 'LIST' },
        { type: 'Dashboard' },
      ],
    }),
    updatePlacementFee: build.mutation<PlacementEnvelope, { id: number; body: PlacementFeeInput }>({
      queryFn: ({ id, body }) =>
        callApi(() => apiClient.PUT('/placements/{id}/fee', { params: { path: { id } }, body })),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Placement', id },
        { type: 'Placement', id: 'LIST' },
        { type: 'Dashboard' },
      ],
    }),
    markPlacementLeft: build.mutation<PlacementEnvelope, { id: number; body: PlacementLeftInput }>({
      queryFn: ({ id, body }) =>
        callApi(() => apiClient.POST('/placements/{id}/left', { params: { path: { id } }, body })),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Placement', id },
        { type: 'Placement', id: 'LIST' },
      ],
    }),
    getClientFigures: build.query<ClientFigures[], void>({
      queryFn: () => callApiData(() => apiClient.GET('/dashboard/clients')),
      providesTags: [{ type: 'Dashboard' }, { type: 'Placement', id: 'LIST' }],
    }),
  }),
});

export const {
  useListPlacementsQuery,
  usePlaceApplicationMutation,
  useUpdatePlacementFeeMutation,
  useMarkPlacementLeftMutation,
  useGetClientFiguresQuery,
} = placementsApi;
