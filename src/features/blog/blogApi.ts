import { apiClient, toFormData } from '../../api/client';
import { baseApi, callApi, callApiData, listTags } from '../../api/baseApi';
import type { components } from '../../api/schema';

export type BlogPost = components['schemas']['BlogPost'];
export type BlogCreateInput = components['schemas']['BlogCreateInput'];
export type BlogUpdateInput = components['schemas']['BlogUpdateInput'];
export type BlogEnvelope = components['schemas']['BlogEnvelope'];

export const blogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listBlogPosts: build.query<BlogPost[], void>({
      queryFn: () => callApiData(() => apiClient.GET('/blog')),
      providesTags: (posts) => listTags('Blog', posts),
    }),
    getBlogPost: build.query<BlogPost, number>({
      queryFn: (id) => callApiData(() => apiClient.GET('/blog/{id}', { params: { path: { id } } })),
      providesTags: (_post, _error, id) => [{ type: 'Blog', id }],
    }),
    createBlogPost: build.mutation<BlogEnvelope, BlogCreateInput>({
      queryFn: (body) => callApi(() => apiClient.POST('/blog/store', { body, bodySerializer: toFormData })),
      invalidatesTags: [{ type: 'Blog', id: 'LIST' }],
    }),
    updateBlogPost: build.mutation<BlogEnvelope, { id: number; body: BlogUpdateInput }>({
      queryFn: ({ id, body }) =>
        callApi(() =>
          apiClient.PUT('/blog/{id}', { params: { path: { id } }, body, bodySerializer: toFormData }),
        ),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Blog', id },
        { type: 'Blog', id: 'LIST' },
      ],
    }),
    deleteBlogPost: build.mutation<{ message: string }, number>({
      queryFn: (id) => callApi(() => apiClient.DELETE('/blog/delete/{id}', { params: { path: { id } } })),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Blog', id },
        { type: 'Blog', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useListBlogPostsQuery,
  useGetBlogPostQuery,
  useCreateBlogPostMutation,
  useUpdateBlogPostMutation,
  useDeleteBlogPostMutation,
} = blogApi;
