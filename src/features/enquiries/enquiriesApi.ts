import { apiClient } from '../../api/client';
import { baseApi, callApi, callApiData, listTags } from '../../api/baseApi';
import type { components } from '../../api/schema';

export type EnquiryInput = components['schemas']['EnquiryInput'];
export type Enquiry = components['schemas']['Enquiry'];

export const enquiriesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createEnquiry: build.mutation<{ message: string }, EnquiryInput>({
      queryFn: (body) => callApi(() => apiClient.POST('/enquiries', { body })),
      invalidatesTags: [{ type: 'Enquiry', id: 'LIST' }],
    }),
    listEnquiries: build.query<Enquiry[], void>({
      queryFn: () => callApiData(() => apiClient.GET('/enquiries')),
      providesTags: (enquiries) => listTags('Enquiry', enquiries),
    }),
    deleteEnquiry: build.mutation<{ message: string }, number>({
      queryFn: (id) =>
        callApi(() => apiClient.DELETE('/enquiries/delete/{id}', { params: { path: { id } } })),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Enquiry', id },
        { type: 'Enquiry', id: 'LIST' },
      ],
    }),
  }),
});

export const { useCreateEnquiryMutation, useListEnquiriesQuery, useDeleteEnquiryMutation } = enquiriesApi;
