import { apiClient } from '../../api/client';
import { baseApi, callApi, callApiData, listTags } from '../../api/baseApi';
import type { components } from '../../api/schema';

export type StaffMember = components['schemas']['StaffMember'];
export type StaffUpdate = components['schemas']['StaffUpdate'];
export type StaffInvitation = components['schemas']['StaffInvitation'];
export type InvitationAcceptance = components['schemas']['InvitationAcceptance'];
export type InvitationAccepted = components['schemas']['InvitationAccepted'];
/** An answer that issued a link: `link` only when the server has no mail transport (to pass on by hand). */
export type LinkIssued = components['schemas']['LinkIssued'];

export const staffApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listStaff: build.query<StaffMember[], void>({
      queryFn: () => callApiData(() => apiClient.GET('/staff')),
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
    inviteStaffMember: build.mutation<LinkIssued & { data: StaffMember }, StaffInvitation>({
      queryFn: (body) => callApi(() => apiClient.POST('/staff', { body })),
      invalidatesTags: [{ type: 'Staff', id: 'LIST' }],
    }),
    resendStaffInvitation: build.mutation<LinkIssued, { id: number }>({
      queryFn: ({ id }) =>
        callApi(() => apiClient.POST('/staff/{id}/invitation', { params: { path: { id } } })),
    }),
    /** Removes the person's second factor (a lost phone); they set up a new one at their next sign-in. */
    resetStaffSecondFactor: build.mutation<{ message: string }, { id: number }>({
      queryFn: ({ id }) =>
        callApi(() => apiClient.DELETE('/staff/{id}/second-factor', { params: { path: { id } } })),
    }),
    /** A colleague's link to choose a new password (e-mailed; shown here only when mail is off). */
    issueStaffPasswordReset: build.mutation<LinkIssued, { id: number }>({
      queryFn: ({ id }) =>
        callApi(() => apiClient.POST('/staff/{id}/password-reset', { params: { path: { id } } })),
    }),
    /** Whether an invitation link can still be used, before its form is shown. */
    checkInvitation: build.mutation<{ name: string }, { token: string }>({
      queryFn: (body) => callApi(() => apiClient.POST('/invitations/check', { body })),
    }),
    acceptInvitation: build.mutation<InvitationAccepted, InvitationAcceptance>({
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
  useCheckInvitationMutation,
  useIssueStaffPasswordResetMutation,
  useResetStaffSecondFactorMutation,
} = staffApi;
