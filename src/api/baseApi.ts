import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';

/** The error every endpoint rejects with: the HTTP status (0 for a network failure) and a sentence. */
export interface ApiError {
  status: number;
  message: string;
}

export const NETWORK_ERROR_STATUS = 0;

interface FetchOutcome<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * Runs one openapi-fetch call and shapes the outcome as RTK Query's `queryFn` result: the body on
 * 2xx, otherwise `{ status, message }` with the server's sentence when it sent one.
 */
export async function callApi<T>(
  request: () => Promise<FetchOutcome<T>>,
): Promise<{ data: T } | { error: ApiError }> {
  try {
    const { data, error, response } = await request();
    if (response.ok) return { data: data as T };
    const message =
      error && typeof error === 'object' && 'message' in error && typeof error.message === 'string'
        ? error.message
        : response.statusText || 'Request failed';
    return { error: { status: response.status, message } };
  } catch (thrown) {
    return {
      error: {
        status: NETWORK_ERROR_STATUS,
        message: thrown instanceof Error ? thrown.message : 'Network error',
      },
    };
  }
}

/**
 * `callApi` for an operation that answers a `{ data: T }` envelope (the contract's `…Envelope` and list
 * answers): resolves with the T inside, so an endpoint is one line.
 */
export async function callApiData<T>(
  request: () => Promise<FetchOutcome<{ data: T }>>,
): Promise<{ data: T } | { error: ApiError }> {
  const result = await callApi(request);
  return 'error' in result ? result : { data: result.data.data };
}

export const isApiError = (value: unknown): value is ApiError =>
  typeof value === 'object' && value !== null && 'status' in value && 'message' in value;

/** The one RTK Query API; each feature injects its endpoints (see `src/features/*\/*Api.ts`). */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: fakeBaseQuery<ApiError>(),
  tagTypes: [
    'Job',
    'Blog',
    'Team',
    'Application',
    'ApplicationHistory',
    'ApplicationNote',
    'Outbox',
    'MailTemplate',
    'Backup',
    'Enquiry',
    'Subscriber',
    'Session',
    'Dashboard',
    'Staff',
    'ErasureRequest',
    'Client',
    'Shortlist',
    'Placement',
    'Invoice',
  ],
  endpoints: () => ({}),
});

/** Tags for a list query: one per item plus the LIST tag. */
export function listTags<T extends string>(type: T, items: ReadonlyArray<{ id: number }> | undefined) {
  return [...(items ?? []).map(({ id }) => ({ type, id })), { type, id: 'LIST' as const }];
}
