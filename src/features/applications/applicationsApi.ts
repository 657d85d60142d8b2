import { apiClient, toFormData } from '../../api/client';
import { baseApi, callApi, callApiData, listTags } from '../../api/baseApi';
import type { components, operations } from '../../api/schema';
import { API_BASE } from '../../api/base';

export type ApplicationInput = components['schemas']['ApplicationInput'];
export type ApplicationSummary = components['schemas']['ApplicationSummary'];
export type ApplicationDetail = components['schemas']['ApplicationDetail'];
export type ApplicationStatus = components['schemas']['ApplicationStatus'];
export type StatusChangeInput = components['schemas']['StatusChangeInput'];
export type StatusChangeResult = components['schemas']['StatusChangeResult'];
export type StatusEvent = components['schemas']['StatusEvent'];
export type StatusEventMessage = components['schemas']['StatusEventMessage'];
export type ErasurePreview = components['schemas']['ErasurePreview'];
export type ApplicationNote = components['schemas']['ApplicationNote'];
export type EraseCandidateInput = components['schemas']['EraseCandidateInput'];
export type ErasureResult = components['schemas']['ErasureResult'];
export type OutboxMessage = components['schemas']['OutboxMessage'];
export type OutboxStatus = components['schemas']['OutboxStatus'];
export type MailTemplate = components['schemas']['MailTemplate'];
export type MailTemplateInput = components['schemas']['MailTemplateInput'];
export type MailTemplateTranslation = components['schemas']['MailTemplateTranslation'];
export type Language = components['schemas']['Language'];
export type ApplicationFilter = NonNullable<operations['listApplications']['parameters']['query']>;
export type ApplicationRow = components['schemas']['ApplicationRow'];
export type ApplicationPage = components['schemas']['ApplicationPage'];
export type ApplicationSortField = components['schemas']['ApplicationSortField'];
export type ApplicationPageQuery = NonNullable<operations['listApplicationsPage']['parameters']['query']>;
export type OutboxList = { sending_enabled: boolean; data: OutboxMessage[] };

/** The pipeline's statuses in the order staff move applications through them (the domain core's list). */
export { APPLICATION_STATUSES } from '../../domain/applicationStatuses';

/** The CSV download of the filtered list (a plain link: the browser sends the session cookie). */
export function applicationsExportUrl(filter: ApplicationFilter = {}): string {
  const query = new URLSearchParams();
  if (filter.status) query.set('status', filter.status);
  if (filter.job_id !== undefined) query.set('job_id', String(filter.job_id));
  if (filter.owner_id !== undefined) query.set('owner_id', String(filter.owner_id));
  if (filter.client_id !== undefined) query.set('client_id', String(filter.client_id));
  const search = query.toString();
  return `${API_BASE}/applications/export${search ? `?${search}` : ''}`;
}

export const applicationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Only a 200 is a received application (SPEC §4, §8): any other 2xx is an error without a sentence,
     * which the apply dialog shows as "Something went wrong.".
     */
    createApplication: build.mutation<{ message: string; reference?: string }, ApplicationInput>({
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
      invalidatesTags: [
        { type: 'Application', id: 'LIST' },
        { type: 'Outbox', id: 'LIST' },
      ],
    }),
    listApplications: build.query<ApplicationSummary[], ApplicationFilter | void>({
      queryFn: (filter) =>
        callApi(() => apiClient.GET('/applications', { params: { query: filter ? filter : undefined } })),
      providesTags: (applications) => listTags('Application', applications),
    }),
    /** One page, sorted and searched on the server (the list of a large pipeline); says whether to page so. */
    listApplicationsPage: build.query<ApplicationPage, ApplicationPageQuery>({
      queryFn: (query) => callApi(() => apiClient.GET('/applications/page', { params: { query } })),
      providesTags: (page) => listTags('Application', page?.items),
    }),
    getApplication: build.query<ApplicationDetail, number>({
      queryFn: (id) => callApiData(() => apiClient.GET('/applications/{id}', { params: { path: { id } } })),
      providesTags: (_application, _error, id) => [{ type: 'Application', id }],
    }),
    deleteApplication: build.mutation<{ message: string }, number>({
      queryFn: (id) =>
        callApi(() => apiClient.DELETE('/applications/delete/{id}', { params: { path: { id } } })),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Application', id },
        { type: 'Application', id: 'LIST' },
        { type: 'Outbox', id: 'LIST' },
      ],
    }),
    changeApplicationStatus: build.mutation<StatusChangeResult, StatusChangeInput>({
      queryFn: (body) => callApi(() => apiClient.POST('/applications/status', { body })),
      invalidatesTags: (_result, _error, { ids }) => [
        ...ids.flatMap((id) => [
          { type: 'Application' as const, id },
          { type: 'ApplicationHistory' as const, id },
        ]),
        { type: 'Application', id: 'LIST' },
        { type: 'Outbox', id: 'LIST' },
      ],
    }),
    setApplicationChannel: build.mutation<
      { message: string },
      { id: number; channel: components['schemas']['ApplicationChannel'] }
    >({
      queryFn: ({ id, channel }) =>
        callApi(() =>
          apiClient.POST('/applications/channel/{id}', { params: { path: { id } }, body: { channel } }),
        ),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Application', id }],
    }),
    recordEmployerConsent: build.mutation<
      { message: string },
      { id: number } & components['schemas']['EmployerConsentInput']
    >({
      queryFn: ({ id, how, on }) =>
        callApi(() =>
          apiClient.POST('/applications/employer-consent/{id}', {
            params: { path: { id } },
            body: { how, on },
          }),
        ),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Application', id }],
    }),
    getApplicationHistory: build.query<StatusEvent[], number>({
      queryFn: (id) =>
        callApiData(() => apiClient.GET('/applications/history/{id}', { params: { path: { id } } })),
      providesTags: (_history, _error, id) => [{ type: 'ApplicationHistory', id }],
    }),
    listApplicationNotes: build.query<ApplicationNote[], number>({
      queryFn: (id) =>
        callApiData(() => apiClient.GET('/applications/notes/{id}', { params: { path: { id } } })),
      providesTags: (_notes, _error, id) => [{ type: 'ApplicationNote', id }],
    }),
    addApplicationNote: build.mutation<
      { message: string; data: ApplicationNote },
      { id: number; body: string }
    >({
      queryFn: ({ id, body }) =>
        callApi(() =>
          apiClient.POST('/applications/notes/{id}', { params: { path: { id } }, body: { body } }),
        ),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'ApplicationNote', id }],
    }),
    /** What erasing the candidate of this application would erase now (read when the dialog opens). */
    getCandidateErasurePreview: build.query<ErasurePreview, number>({
      queryFn: (id) =>
        callApiData(() => apiClient.GET('/applications/erasure-preview/{id}', { params: { path: { id } } })),
      keepUnusedDataFor: 0,
    }),
    /**
     * Erases a candidate. The View Application screen stops reading the erased record before sending
     * this (see `useCandidateErasure`), so the invalidation below refetches nothing that is gone.
     */
    eraseCandidate: build.mutation<ErasureResult, EraseCandidateInput>({
      queryFn: (body) => callApi(() => apiClient.POST('/applications/erase', { body })),
      invalidatesTags: [
        'Application',
        'ApplicationHistory',
        'ApplicationNote',
        'Outbox',
        'Enquiry',
        'Subscriber',
      ],
    }),
    listOutbox: build.query<OutboxList, OutboxStatus | void>({
      queryFn: (status) =>
        callApi(() => apiClient.GET('/outbox', { params: { query: status ? { status } : undefined } })),
      providesTags: (outbox) => listTags('Outbox', outbox?.data),
    }),
    listMailTemplates: build.query<MailTemplate[], void>({
      queryFn: () => callApiData(() => apiClient.GET('/mail-templates')),
      providesTags: (templates) => [
        ...(templates ?? []).map(({ status }) => ({ type: 'MailTemplate' as const, id: status })),
        { type: 'MailTemplate', id: 'LIST' },
      ],
    }),
    updateMailTemplate: build.mutation<
      { message: string; data: MailTemplate },
      { status: ApplicationStatus } & MailTemplateInput
    >({
      queryFn: ({ status, subject, body, language }) =>
        callApi(() =>
          apiClient.PUT('/mail-templates/{status}', {
            params: { path: { status } },
            body: { subject, body, language: language ?? 'en' },
          }),
        ),
      invalidatesTags: (_result, _error, { status }) => [{ type: 'MailTemplate', id: status }],
    }),
    deleteMailTemplateTranslation: build.mutation<
      { message: string; data: MailTemplate },
      { status: ApplicationStatus; language: Language }
    >({
      queryFn: ({ status, language }) =>
        callApi(() =>
          apiClient.DELETE('/mail-templates/{status}/translations/{language}', {
            params: { path: { status, language } },
          }),
        ),
      invalidatesTags: (_result, _error, { status }) => [{ type: 'MailTemplate', id: status }],
    }),
  }),
});

export const {
  useCreateApplicationMutation,
  useListApplicationsQuery,
  useListApplicationsPageQuery,
  useGetApplicationQuery,
  useDeleteApplicationMutation,
  useChangeApplicationStatusMutation,
  useSetApplicationChannelMutation,
  useRecordEmployerConsentMutation,
  useGetApplicationHistoryQuery,
  useListApplicationNotesQuery,
  useAddApplicationNoteMutation,
  useEraseCandidateMutation,
  useGetCandidateErasurePreviewQuery,
  useListOutboxQuery,
  useListMailTemplatesQuery,
  useUpdateMailTemplateMutation,
  useDeleteMailTemplateTranslationMutation,
} = applicationsApi;
