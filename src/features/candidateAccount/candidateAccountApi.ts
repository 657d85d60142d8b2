import { apiClient } from '../../api/client';
import { baseApi, callApi } from '../../api/baseApi';
import type { components } from '../../api/schema';

export type CandidateProfilePrefill = components['schemas']['CandidateProfilePrefill'];
export type CandidateProfile = NonNullable<components['schemas']['CandidateProfile']>;

/**
 * The job seeker's own data, read with their httpOnly cookie (`candidate_sid`, set by the server-rendered
 * `/my-applications` pages): what fills the apply form. 401 when no job seeker is signed in (the store
 * leaves the staff session alone for it). And staff's read of an application's candidate's profile.
 */
export const candidateAccountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCandidateProfile: build.query<{ data: CandidateProfilePrefill }, void>({
      queryFn: () => callApi(() => apiClient.GET('/candidate/profile')),
      keepUnusedDataFor: 0,
    }),
    getApplicationCandidateProfile: build.query<{ data: CandidateProfile | null }, number>({
      queryFn: (id) =>
        callApi(() => apiClient.GET('/applications/{id}/candidate-profile', { params: { path: { id } } })),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetCandidateProfileQuery, useGetApplicationCandidateProfileQuery } = candidateAccountApi;
