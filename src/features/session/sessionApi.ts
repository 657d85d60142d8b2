import { apiClient } from '../../api/client';
import { baseApi, callApi } from '../../api/baseApi';
import type { components } from '../../api/schema';

export type LoginInput = components['schemas']['LoginInput'];
export type SessionUser = components['schemas']['SessionUser'];
export type UserData = components['schemas']['UserData'];
export type SignInStep = components['schemas']['SignInStep'];
export type TotpEnrolment = components['schemas']['TotpEnrolment'];
export type EnrolledSession = components['schemas']['EnrolledSession'];
export type MyAccount = components['schemas']['MyAccount'];
export type StaffSession = components['schemas']['StaffSession'];
export type PasswordChange = components['schemas']['PasswordChange'];
export type PasswordReset = components['schemas']['PasswordReset'];

export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The password step: answers what follows (a code, or setting up the second factor). */
    login: build.mutation<SignInStep, LoginInput>({
      queryFn: (body) => callApi(() => apiClient.POST('/user/login', { body })),
    }),
    /** The code step: the session starts. */
    verifySignInCode: build.mutation<SessionUser, { code: string }>({
      queryFn: (body) => callApi(() => apiClient.POST('/user/login/code', { body })),
    }),
    /** First sign-in: the second factor is confirmed, recovery codes come back once, the session starts. */
    enrolSecondFactor: build.mutation<EnrolledSession, { code: string }>({
      queryFn: (body) => callApi(() => apiClient.POST('/user/login/enrol', { body })),
    }),
    logout: build.mutation<{ message: string }, void>({
      queryFn: () => callApi(() => apiClient.POST('/user/logout')),
    }),
    getCurrentUser: build.query<SessionUser, void>({
      queryFn: () => callApi(() => apiClient.GET('/user/me')),
      providesTags: ['Session'],
    }),
    /** What the back office's banner warns of (mail off; PUBLIC_URL unset, for Administrators). */
    getServerNotices: build.query<components['schemas']['ServerNotices'], void>({
      queryFn: () => callApi(() => apiClient.GET('/user/notices')),
    }),
    requestPasswordReset: build.mutation<{ message: string }, { email: string }>({
      queryFn: (body) => callApi(() => apiClient.POST('/user/password/forgot', { body })),
    }),
    resetPassword: build.mutation<{ message: string }, PasswordReset>({
      queryFn: (body) => callApi(() => apiClient.POST('/user/password/reset', { body })),
    }),
    getMyAccount: build.query<MyAccount, void>({
      queryFn: () => callApi(() => apiClient.GET('/user/account')),
      providesTags: ['Session'],
    }),
    changePassword: build.mutation<{ message: string }, PasswordChange>({
      queryFn: (body) => callApi(() => apiClient.PUT('/user/password', { body })),
      invalidatesTags: ['Session'],
    }),
    endMySession: build.mutation<{ message: string }, { id: number }>({
      queryFn: ({ id }) =>
        callApi(() => apiClient.DELETE('/user/sessions/{id}', { params: { path: { id } } })),
      invalidatesTags: ['Session'],
    }),
    endMyOtherSessions: build.mutation<{ message: string }, void>({
      queryFn: () => callApi(() => apiClient.DELETE('/user/sessions')),
      invalidatesTags: ['Session'],
    }),
    regenerateRecoveryCodes: build.mutation<{ recovery_codes: string[] }, { code: string }>({
      queryFn: (body) => callApi(() => apiClient.POST('/user/recovery-codes', { body })),
      invalidatesTags: ['Session'],
    }),
  }),
});

export const {
  useLoginMutation,
  useVerifySignInCodeMutation,
  useEnrolSecondFactorMutation,
  useLogoutMutation,
  useGetCurrentUserQuery,
  useGetServerNoticesQuery,
  useRequestPasswordResetMutation,
  useResetPasswordMutation,
  useGetMyAccountQuery,
  useChangePasswordMutation,
  useEndMySessionMutation,
  useEndMyOtherSessionsMutation,
  useRegenerateRecoveryCodesMutation,
} = sessionApi;
