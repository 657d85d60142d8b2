import { apiClient } from '../../api/client';
import { baseApi, callApi, listTags } from '../../api/baseApi';
import type { components } from '../../api/schema';

export type StaffMember = components['schemas']['StaffMember'];
export type StaffUpdate = components['schemas']['StaffUpdate'];
export type StaffInvitation = components['schemas']['StaffInvitation'];
export type InvitationAcceptance = components['schemas']['InvitationAcceptance'];

export const staffApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listStaff: build.query<StaffMember[], void>({
      queryFn: async () => {
        const result = await callApi(() => apiClient.GET('/staff'));
        return 'error' in result ? result : { data: result.data.data };
      },
      providesTags: (staff) => listTags('Staff', staff),
    }),
    updateStaffMember: build.mutation<{ message: string; data: StaffMember }, StaffUpdate & { id: number }>({
      queryFn: ({ id, ...body }) =>
        callApi(() => apiClient.PUT('/staff/{id}', { params: { path: { id } }, body })),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Staff', id },
        { type: 'Staff', id: 'LIST' },
      ],
    }),
    inviteStaffMember: build.mutation<{ message: string; data: StaffMember }, StaffInvitation>({
      queryFn: (body) => callApi(() => apiClient.POST('/staff', { body })),
      invalidatesTags: [{ type: 'Staff', id: 'LIST' }],
    }),
    resendStaffInvitation: build.mutation<{ message: string }, { id: number }>({
      queryFn: ({ id }) =>
        callApi(() => apiClient.POST('/staff/{id}/invitation', { params: { path: { id } } })),
    }),
    acceptInvitation: build.mutation<{ message: string }, InvitationAcceptance>({
      queryFn: (body) => callApi(() => apiClient.POST('/invitations/accept', { body })),
    }),
  }),
});

export const {
  useListStaffQuery,
  useUpdateStaffMemberMutation,
  useInviteStaffMemberMutation,
  useResendStaffInvitationMutation,
  useAcceptInvitationMutation,
} = staffApi;
