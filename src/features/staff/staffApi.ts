import { apiClient } from '../../api/client';
import { baseApi, callApi, listTags } from '../../api/baseApi';
import type { components } from '../../api/schema';

export type StaffMember = components['schemas']['StaffMember'];
export type StaffUpdate = components['schemas']['StaffUpdate'];

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
  }),
});

export const { useListStaffQuery, useUpdateStaffMemberMutation } = staffApi;
