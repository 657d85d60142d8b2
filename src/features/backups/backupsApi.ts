import { apiClient } from '../../api/client';
import { baseApi, callApi } from '../../api/baseApi';
import type { components } from '../../api/schema';

export type BackupOverview = components['schemas']['BackupOverview'];
export type BackupRun = components['schemas']['BackupRun'];

/** While a run is in progress the Backups screen asks again this often for its outcome. */
export const RUNNING_POLL_MS = 2_000;

export const backupsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listBackups: build.query<BackupOverview, void>({
      queryFn: () => callApi(() => apiClient.GET('/backups')),
      providesTags: [{ type: 'Backup', id: 'LIST' }],
    }),
    runBackup: build.mutation<BackupRun, void>({
      queryFn: () => callApi(() => apiClient.POST('/backups')),
      invalidatesTags: [{ type: 'Backup', id: 'LIST' }],
    }),
  }),
});

export const { useListBackupsQuery, useRunBackupMutation } = backupsApi;
