import { apiClient } from '../../api/client';
import { baseApi, callApi, callApiData, listTags } from '../../api/baseApi';
import type { components } from '../../api/schema';

export type SubscriberInput = components['schemas']['SubscriberInput'];
export type Subscriber = components['schemas']['Subscriber'];

export const subscribersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createSubscriber: build.mutation<{ message: string }, SubscriberInput>({
      queryFn: (body) => callApi(() => apiClient.POST('/subscribers', { body })),
      invalidatesTags: [{ type: 'Subscriber', id: 'LIST' }],
    }),
    listSubscribers: build.query<Subscriber[], void>({
      queryFn: () => callApiData(() => apiClient.GET('/subscribers')),
      providesTags: (subscribers) => listTags('Subscriber', subscribers),
    }),
    deleteSubscriber: build.mutation<{ message: string }, number>({
      queryFn: (id) =>
        callApi(() => apiClient.DELETE('/subscribers/delete/{id}', { params: { path: { id } } })),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Subscriber', id },
        { type: 'Subscriber', id: 'LIST' },
      ],
    }),
  }),
});

export const { useCreateSubscriberMutation, useListSubscribersQuery, useDeleteSubscriberMutation } =
  subscribersApi;
