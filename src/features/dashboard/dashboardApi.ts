import { apiClient } from '../../api/client';
import { baseApi, callApiData } from '../../api/baseApi';
import type { components, operations } from '../../api/schema';

export type Dashboard = components['schemas']['Dashboard'];
export type DashboardInterval = components['schemas']['DashboardInterval'];
export type DashboardQuery = NonNullable<operations['getDashboard']['parameters']['query']>;

export const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDashboard: build.query<Dashboard, DashboardQuery>({
      queryFn: (query) => callApiData(() => apiClient.GET('/dashboard', { params: { query } })),
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useGetDashboardQuery } = dashboardApi;
