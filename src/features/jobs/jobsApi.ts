import { apiClient, toFormData } from '../../api/client';
import { baseApi, callApi, callApiData, listTags } from '../../api/baseApi';
import type { components, operations } from '../../api/schema';

export type Job = components['schemas']['Job'];
/** A job as staff see it, with its owner. */
export type ManagedJob = components['schemas']['ManagedJob'];
export type JobOwner = components['schemas']['JobOwner'];
/** A job's id and title (the Applications list's Job filter). */
export type JobTitle = components['schemas']['JobTitle'];
export type JobCreateInput = components['schemas']['JobCreateInput'];
export type JobUpdateInput = components['schemas']['JobUpdateInput'];
export type JobEnvelope = components['schemas']['JobEnvelope'];
export type Category = components['schemas']['Category'];
export type JobSearchAnswer = components['schemas']['JobSearchAnswer'];
/** A job in a list of search results (no descriptions). */
export type JobSummary = components['schemas']['JobSummary'];
/** What a job card shows (src/features/jobs/JobCard.tsx): a list's page keeps only these of each job. */
export const JOB_CARD_FIELDS = [
  'id',
  'title',
  'title_gu',
  'title_hi',
  'category',
  'logo',
  'location',
  'salary',
  'experience',
] as const;
export type JobCardFields = Pick<JobSummary, (typeof JOB_CARD_FIELDS)[number]>;
/** A search's answer as the store keeps it: each job with its card's fields only. */
export type JobSearchPage = Omit<JobSearchAnswer, 'items'> & { items: JobCardFields[] };

const cardFields = (job: JobSummary): JobCardFields =>
  Object.fromEntries(JOB_CARD_FIELDS.map((field) => [field, job[field]])) as JobCardFields;

/** The parameters of `GET /job/search` (see src/domain/jobSearch.ts). */
export type JobSearchArgs = NonNullable<operations['searchJobs']['parameters']['query']>;

export const jobsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listJobs: build.query<Job[], void>({
      queryFn: () => callApiData(() => apiClient.GET('/job')),
      providesTags: (jobs) => listTags('Job', jobs),
    }),
    /** Every job, open and closed, for the staff Jobs grid. */
    listManagedJobs: build.query<ManagedJob[], void>({
      queryFn: () => callApiData(() => apiClient.GET('/job/manage')),
      providesTags: (jobs) => listTags('Job', jobs),
    }),
    /** Every job's id and title, open and closed, newest first: the Applications list's Job filter. */
    listJobTitles: build.query<JobTitle[], void>({
      queryFn: () => callApiData(() => apiClient.GET('/job/titles')),
      providesTags: (jobs) => listTags('Job', jobs),
    }),
    /** One job with its owner, for the staff job form. */
    getManagedJob: build.query<ManagedJob, number>({
      queryFn: (id) => callApiData(() => apiClient.GET('/job/manage/{id}', { params: { path: { id } } })),
      providesTags: (_job, _error, id) => [{ type: 'Job', id }],
    }),
    /** The people a job's owner may be chosen from. */
    listJobOwners: build.query<JobOwner[], void>({
      queryFn: () => callApiData(() => apiClient.GET('/job/owners')),
      providesTags: [{ type: 'Job', id: 'OWNERS' }],
    }),
    listJobsByCategory: build.query<Job[], Category>({
      queryFn: (category) =>
        callApi(() => apiClient.GET('/job/category/{category}', { params: { path: { category } } })),
      providesTags: (jobs) => listTags('Job', jobs),
    }),
    /**
     * One page of the open jobs matching a search, with the total and the facets. The store (and so the
     * state a rendered page carries to the browser) keeps each job's card fields only. Every change to a
     * job invalidates the list tag, so a search needs no tag per job.
     */
    searchJobs: build.query<JobSearchPage, JobSearchArgs>({
      queryFn: async (query) => {
        const result = await callApi(() => apiClient.GET('/job/search', { params: { query } }));
        return 'error' in result
          ? result
          : { data: { ...result.data, items: result.data.items.map(cardFields) } };
      },
      providesTags: [{ type: 'Job', id: 'LIST' }],
    }),
    getJob: build.query<Job, number>({
      queryFn: (id) => callApiData(() => apiClient.GET('/job/{id}', { params: { path: { id } } })),
      providesTags: (_job, _error, id) => [{ type: 'Job', id }],
    }),
    createJob: build.mutation<JobEnvelope, JobCreateInput>({
      queryFn: (body) => callApi(() => apiClient.POST('/job/store', { body, bodySerializer: toFormData })),
      // A client's count of requirements changes with its jobs.
      invalidatesTags: [
        { type: 'Job', id: 'LIST' },
        { type: 'Client', id: 'LIST' },
      ],
    }),
    updateJob: build.mutation<JobEnvelope, { id: number; body: JobUpdateInput }>({
      queryFn: ({ id, body }) =>
        callApi(() =>
          apiClient.PUT('/job/{id}', { params: { path: { id } }, body, bodySerializer: toFormData }),
        ),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Job', id },
        { type: 'Job', id: 'LIST' },
        { type: 'Client', id: 'LIST' },
      ],
    }),
    deleteJob: build.mutation<{ message: string }, number>({
      queryFn: (id) => callApi(() => apiClient.DELETE('/job/delete/{id}', { params: { path: { id } } })),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Job', id },
        { type: 'Job', id: 'LIST' },
        { type: 'Client', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useListJobsQuery,
  useListManagedJobsQuery,
  useListJobTitlesQuery,
  useListJobsByCategoryQuery,
  useSearchJobsQuery,
  useGetJobQuery,
  useGetManagedJobQuery,
  useListJobOwnersQuery,
  useCreateJobMutation,
  useUpdateJobMutation,
  useDeleteJobMutation,
} = jobsApi;
