import { apiClient } from '../../api/client';
import { baseApi, callApi, callApiData } from '../../api/baseApi';
import type { components } from '../../api/schema';

export type Shortlist = components['schemas']['Shortlist'];
export type ShortlistInput = components['schemas']['ShortlistInput'];
export type ShortlistCreated = components['schemas']['ShortlistCreated'];

export const shortlistsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The shortlists of one job (a client's requirement), newest first, with the client's answers. */
    listShortlists: build.query<Shortlist[], number>({
      queryFn: (jobId) =>
        callApiData(() => apiClient.GET('/shortlists', { params: { query: { job_id: jobId } } })),
      providesTags: (shortlists, _error, jobId) => [
        ...(shortlists ?? []).map(({ id }) => ({ type: 'Shortlist' as const, id })),
        { type: 'Shortlist', id: `JOB-${jobId}` },
      ],
    }),
    createShortlist: build.mutation<ShortlistCreated, ShortlistInput>({
      queryFn: (body) => callApi(() => apiClient.POST('/shortlists', { body })),
      invalidatesTags: (_result, _error, body) => [{ type: 'Shortlist', id: `JOB-${body.job_id}` }, 'Outbox'],
    }),
    revokeShortlist: build.mutation<{ data: Shortlist; message: string }, number>({
      queryFn: (id) => callApi(() => apiClient.POST('/shortlists/{id}/revoke', { params: { path: { id } } })),
      invalidatesTags: (_result, _error, id) => [{ type: 'Shortlist', id }],
    }),
  }),
});

export const { useListShortlistsQuery, useCreateShortlistMutation, useRevokeShortlistMutation } =
  shortlistsApi;
