import { apiClient } from '../../api/client';
import { API_BASE } from '../../api/base';
import { baseApi, callApi } from '../../api/baseApi';
import type { components, operations } from '../../api/schema';

export type AuditEntry = components['schemas']['AuditEntry'];
export type AuditAction = components['schemas']['AuditAction'];
export type AuditPage = components['schemas']['AuditPage'];
/** The filters of the list and its CSV export (person, action, days and the search `q`). */
export type AuditFilter = NonNullable<operations['exportAuditEntries']['parameters']['query']>;
/** One page of the list: the filters, the page (from 1) and its size. */
export type AuditPageQuery = NonNullable<operations['listAuditEntries']['parameters']['query']>;

const given = <T extends object>(query: T) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '')) as T;

/** The CSV download of the entries the filter shows. */
export function auditExportUrl(filter: AuditFilter = {}): string {
  const query = new URLSearchParams(
    Object.entries(given(filter)).map(([key, value]) => [key, String(value)]),
  ).toString();
  return `${API_BASE}/audit/export${query ? `?${query}` : ''}`;
}

export const auditApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listAuditEntries: build.query<AuditPage, AuditPageQuery>({
      queryFn: async (query) => {
        const result = await callApi(() => apiClient.GET('/audit', { params: { query: given(query) } }));
        return 'error' in result ? result : { data: result.data };
      },
    }),
  }),
});

export const { useListAuditEntriesQuery } = auditApi;
