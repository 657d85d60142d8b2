import { apiClient, toFormData } from '../../api/client';
import { baseApi, callApi, callApiData, listTags } from '../../api/baseApi';
import type { components } from '../../api/schema';

export type TeamMember = components['schemas']['TeamMember'];
export type TeamCreateInput = components['schemas']['TeamCreateInput'];
export type TeamUpdateInput = components['schemas']['TeamUpdateInput'];
export type TeamEnvelope = components['schemas']['TeamEnvelope'];

export const teamApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listTeamMembers: build.query<TeamMember[], void>({
      queryFn: () => callApiData(() => apiClient.GET('/team')),
      providesTags: (members) => listTags('Team', members),
    }),
    getTeamMember: build.query<TeamMember, number>({
      queryFn: (id) => callApiData(() => apiClient.GET('/team/{id}', { params: { path: { id } } })),
      providesTags: (_member, _error, id) => [{ type: 'Team', id }],
    }),
    createTeamMember: build.mutation<TeamEnvelope, TeamCreateInput>({
      queryFn: (body) => callApi(() => apiClient.POST('/team/store', { body, bodySerializer: toFormData })),
      invalidatesTags: [{ type: 'Team', id: 'LIST' }],
    }),
    updateTeamMember: build.mutation<TeamEnvelope, { id: number; body: TeamUpdateInput }>({
      queryFn: ({ id, body }) =>
        callApi(() =>
          apiClient.PUT('/team/{id}', { params: { path: { id } }, body, bodySerializer: toFormData }),
        ),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Team', id },
        { type: 'Team', id: 'LIST' },
      ],
    }),
    deleteTeamMember: build.mutation<{ message: string }, number>({
      queryFn: (id) => callApi(() => apiClient.DELETE('/team/delete/{id}', { params: { path: { id } } })),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Team', id },
        { type: 'Team', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useListTeamMembersQuery,
  useGetTeamMemberQuery,
  useCreateTeamMemberMutation,
  useUpdateTeamMemberMutation,
  useDeleteTeamMemberMutation,
} = teamApi;
