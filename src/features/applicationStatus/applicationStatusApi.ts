import { apiClient } from '../../api/client';
import { baseApi, callApi } from '../../api/baseApi';
import type { components } from '../../api/schema';

export type ApplicationStatusQuery = components['schemas']['ApplicationStatusQuery'];
export type ApplicationStatusAnswer = components['schemas']['ApplicationStatusAnswer'];

/** The public status page's two requests (POST: the contact never travels in a URL). */
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
  }),
});

export const { useCheckApplicationStatusMutation, useWithdrawApplicationMutation } = applicationStatusApi;
