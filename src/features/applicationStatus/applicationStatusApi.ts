import { apiClient } from '../../api/client';
import { baseApi, callApi } from '../../api/baseApi';
import type { components } from '../../api/schema';

export type ApplicationStatusQuery = components['schemas']['ApplicationStatusQuery'];
export type ApplicationStatusAnswer = components['schemas']['ApplicationStatusAnswer'];
export type ErasureRequested = components['schemas']['ErasureRequested'];

/** The public status page's requests (POST: the contact never travels in a URL). */
export const applicationStatusApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    checkApplicationStatus: build.mutation<{ data: ApplicationStatusAnswer }, ApplicationStatusQuery>({
      queryFn: (body) => callApi(() => apiClient.POST('/application-status', { body })),
    }),
    withdrawApplication: build.mutation<
      { message: string; data: ApplicationStatusAnswer },
      ApplicationStatusQuery
    >({
      queryFn: (body) => callApi(() => apiClient.POST('/application-status/withdraw', { body })),
    }),
    requestErasure: build.mutation<ErasureRequested, ApplicationStatusQuery>({
      queryFn: (body) => callApi(() => apiClient.POST('/application-status/erasure', { body })),
    }),
    confirmErasure: build.mutation<{ message: string }, { token: string }>({
      queryFn: (body) => callApi(() => apiClient.POST('/application-status/erasure/confirm', { body })),
    }),
  }),
});

export const {
  useCheckApplicationStatusMutation,
  useWithdrawApplicationMutation,
  useRequestErasureMutation,
  useConfirmErasureMutation,
} = applicationStatusApi;
