import { apiClient, toFormData } from '../../api/client';
import { baseApi, callApi, listTags } from '../../api/baseApi';
import type { components } from '../../api/schema';

export type ApplicationInput = components['schemas']['ApplicationInput'];
export type ApplicationSummary = components['schemas']['ApplicationSummary'];
export type ApplicationDetail = components['schemas']['ApplicationDetail'];

export const applicationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Only a 200 is a received application (SPEC §4, §8): any other 2xx is an error without a sentence,
     * which the apply dialog shows as "Something went wrong.".
     */
    createApplication: build.mutation<{ message: string }, ApplicationInput>({
      queryFn: async (body) => {
        let status = 0;
        const result = await callApi(async () => {
          const outcome = await apiClient.POST('/applications/store', { body, bodySerializer: toFormData });
          status = outcome.response.status;
          return outcome;
        });
        if ('data' in result && status !== 200) return { error: { status, message: '' } };
        return result;
      },
      invalidatesTags: [{ type: 'Application', id: 'LIST' }],
    }),
    listApplications: build.query<ApplicationSummary[], void>({
      queryFn: () => callApi(() => apiClient.GET('/applications')),
      providesTags: (applications) => listTags('Application', applications),
    }),
    getApplication: build.query<ApplicationDetail, number>({
      queryFn: async (id) => {
        const result = await callApi(() => apiClient.GET('/applications/{id}', { params: { path: { id } } }));
        return 'error' in result ? result : { data: result.data.data };
      },
      providesTags: (_application, _error, id) => [{ type: 'Application', id }],
    }),
    deleteApplication: build.mutation<{ message: string }, number>({
      queryFn: (id) =>
        callApi(() => apiClient.DELETE('/applications/delete/{id}', { params: { path: { id } } })),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Application', id },
        { type: 'Application', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useCreateApplicationMutation,
  useListApplicationsQuery,
  useGetApplicationQuery,
  useDeleteApplicationMutation,
} = applicationsApi;
