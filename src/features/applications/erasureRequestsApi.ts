import { apiClient } from '../../api/client';
import { baseApi, callApi } from '../../api/baseApi';
import type { components } from '../../api/schema';

export type ErasureRequest = components['schemas']['ErasureRequest'];
type ErasureResult = components['schemas']['ErasureResult'];

/** The Administrators' screen of applicants' erasure requests (those without an e-mail address). */
export const erasureRequestsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listErasureRequests: build.query<{ data: ErasureRequest[] }, void>({
      queryFn: () => callApi(() => apiClient.GET('/erasure-requests')),
      providesTags: [{ type: 'ErasureRequest', id: 'LIST' }],
    }),
    eraseRequestedCandidate: build.mutation<ErasureResult, number>({
      queryFn: (id) =>
        callApi(() => apiClient.POST('/erasure-requests/{id}/erase', { params: { path: { id } } })),
      invalidatesTags: [
        { type: 'ErasureRequest', id: 'LIST' },
        'Application',
        'ApplicationHistory',
        'ApplicationNote',
        'Outbox',
        'Enquiry',
        'Subscriber',
      ],
    }),
    dismissErasureRequest: build.mutation<{ message: string }, number>({
      queryFn: (id) =>
        callApi(() => apiClient.POST('/erasure-requests/{id}/dismiss', { params: { path: { id } } })),
      invalidatesTags: [{ type: 'ErasureRequest', id: 'LIST' }],
    }),
  }),
});

export const {
  useListErasureRequestsQuery,
  useEraseRequestedCandidateMutation,
  useDismissErasureRequestMutation,
} = erasureRequestsApi;
