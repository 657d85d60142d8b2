import { apiClient } from '../../api/client';
import { API_BASE } from '../../api/base';
import { baseApi, callApi } from '../../api/baseApi';
import type { components, operations } from '../../api/schema';

export type AuditEntry = components['schemas']['AuditEntry'];
export type AuditAction = components['schemas']['AuditAction'];
export type AuditFilter = NonNullable<operations['listAuditEntries']['parameters']['query']>;

const queryOf = (filter: AuditFilter): string =>
  new URLSearchParams(
    Object.entries(filter).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();

/** The CSV download of the entries the filter shows. */
export function auditExportUrl(filter: AuditFilter = {}): string {
  const query = queryOf(filter);
  return `${API_BASE}/audit/export${query ? `?${query}` : ''}`;
}

export const auditApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listAuditEntries: build.query<AuditEntry[], AuditFilter>({
      queryFn: async (filter) => {
        const query = Object.fromEntries(Object.entries(filter).filter(([, value]) => Boolean(value)));
        const result = await callApi(() => apiClient.GET('/audit', { params: { query } }));
        return 'error' in result ? result : { data: result.data.data };
      },
    }),
  }),
});

export const { useListAuditEntriesQuery } = auditApi;
