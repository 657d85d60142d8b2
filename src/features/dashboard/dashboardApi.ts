import { apiClient } from '../../api/client';
import { baseApi, callApi } from '../../api/baseApi';
import type { components, operations } from '../../api/schema';

export type Dashboard = components['schemas']['Dashboard'];
export type DashboardInterval = components['schemas']['DashboardInterval'];
export type DashboardQuery = NonNullable<operations['getDashboard']['parameters']['query']>;

export const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDashboard: build.query<Dashboard, DashboardQuery>({
      queryFn: async (query) => {
        const result = await callApi(() => apiClient.GET('/dashboard', { params: { query } }));
        return 'error' in result ? result : { data: result.data.data };
      },
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useGetDashboardQuery } = dashboardApi;
