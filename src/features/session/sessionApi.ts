import { apiClient } from '../../api/client';
import { baseApi, callApi } from '../../api/baseApi';
import type { components } from '../../api/schema';

export type LoginInput = components['schemas']['LoginInput'];
export type SessionUser = components['schemas']['SessionUser'];
export type UserData = components['schemas']['UserData'];

export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<SessionUser, LoginInput>({
      queryFn: (body) => callApi(() => apiClient.POST('/user/login', { body })),
    }),
    logout: build.mutation<{ message: string }, void>({
      queryFn: () => callApi(() => apiClient.POST('/user/logout')),
    }),
    getCurrentUser: build.query<SessionUser, void>({
      queryFn: () => callApi(() => apiClient.GET('/user/me')),
      providesTags: ['Session'],
    }),
  }),
});

export const { useLoginMutation, useLogoutMutation, useGetCurrentUserQuery } = sessionApi;

/** Operations whose 401 means "wrong credentials" or "not signed in yet", not "session ended". */
export const SESSION_PROBE_ENDPOINTS = new Set(['login', 'logout']);
