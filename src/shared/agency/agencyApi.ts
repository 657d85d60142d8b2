import { apiClient } from '../../api/client';
import { baseApi, callApi } from '../../api/baseApi';
import type { components } from '../../api/schema';

export type Agency = components['schemas']['Agency'];

export const agencyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The agency's details (`AGENCY_CONFIG` on the server); they change only with a server restart. */
    getAgency: build.query<Agency, void>({
      queryFn: () => callApi(() => apiClient.GET('/agency')),
      keepUnusedDataFor: 60 * 60,
    }),
  }),
});

export const { useGetAgencyQuery } = agencyApi;

/** The agency's details, or undefined while they load (or when they could not be loaded). */
export function useAgency(): Agency | undefined {
  return useGetAgencyQuery().data;
}
