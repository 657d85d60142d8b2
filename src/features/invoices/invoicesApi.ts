import { apiClient } from '../../api/client';
import { API_BASE } from '../../api/base';
import { baseApi, callApi, listTags } from '../../api/baseApi';
import type { components, operations } from '../../api/schema';

export type Invoice = components['schemas']['Invoice'];
export type InvoiceInput = components['schemas']['InvoiceInput'];
export type InvoiceUpdate = components['schemas']['InvoiceUpdate'];
export type InvoiceLineInput = components['schemas']['InvoiceLineInput'];
export type CreditNoteInput = components['schemas']['CreditNoteInput'];
export type InvoiceEnvelope = components['schemas']['InvoiceEnvelope'];
export type BillablePlacement = components['schemas']['BillablePlacement'];
export type InvoicePayments = components['schemas']['InvoicePayments'];
export type Payment = components['schemas']['Payment'];
export type PaymentInput = components['schemas']['PaymentInput'];
export type PaymentState = components['schemas']['PaymentState'];
export type Receivables = components['schemas']['Receivables'];
export type RegisterRow = components['schemas']['RegisterRow'];
export type InvoiceFilter = NonNullable<operations['listInvoices']['parameters']['query']>;

const changed = (id: number) => [
  { type: 'Invoice' as const, id },
  { type: 'Invoice' as const, id: 'LIST' as const },
];

export const invoicesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listInvoices: build.query<Invoice[], InvoiceFilter>({
      queryFn: async (query) => {
        const result = await callApi(() => apiClient.GET('/invoices', { params: { query } }));
        return 'error' in result ? result : { data: result.data.data };
      },
      providesTags: (invoices) => listTags('Invoice', invoices),
    }),
    /** The placements an invoice can bill, with the number of their issued invoice. */
    listBillablePlacements: build.query<BillablePlacement[], void>({
      queryFn: async () => {
        const result = await callApi(() => apiClient.GET('/invoices/placements'));
        return 'error' in result ? result : { data: result.data.data };
      },
      providesTags: [
        { type: 'Invoice', id: 'LIST' },
        { type: 'Placement', id: 'LIST' },
      ],
    }),
    getInvoice: build.query<Invoice, number>({
      queryFn: async (id) => {
        const result = await callApi(() => apiClient.GET('/invoices/{id}', { params: { path: { id } } }));
        return 'error' in result ? result : { data: result.data.data };
      },
      providesTags: (_result, _error, id) => [{ type: 'Invoice', id }],
    }),
    createInvoice: build.mutation<InvoiceEnvelope, InvoiceInput>({
      queryFn: (body) => callApi(() => apiClient.POST('/invoices', { body })),
      invalidatesTags: [{ type: 'Invoice', id: 'LIST' }],
    }),
    updateInvoice: build.mutation<InvoiceEnvelope, { id: number; body: InvoiceUpdate }>({
      queryFn: ({ id, body }) =>
        callApi(() => apiClient.PUT('/invoices/{id}', { params: { path: { id } }, body })),
      invalidatesTags: (_result, _error, { id }) => changed(id),
    }),
    issueInvoice: build.mutation<InvoiceEnvelope, number>({
      queryFn: (id) => callApi(() => apiClient.POST('/invoices/{id}/issue', { params: { path: { id } } })),
      invalidatesTags: (_result, _error, id) => [...changed(id), { type: 'Placement', id: 'LIST' }],
    }),
    createCreditNote: build.mutation<InvoiceEnvelope, { id: number; body: CreditNoteInput }>({
      queryFn: ({ id, body }) =>
        callApi(() => apiClient.POST('/invoices/{id}/credit-note', { params: { path: { id } }, body })),
      invalidatesTags: (_result, _error, { id }) => changed(id),
    }),
    sendInvoice: build.mutation<InvoiceEnvelope, number>({
      queryFn: (id) => callApi(() => apiClient.POST('/invoices/{id}/send', { params: { path: { id } } })),
      invalidatesTags: (_result, _error, id) => [...changed(id), { type: 'Outbox', id: 'LIST' }],
    }),
    /** An issued invoice's payments and what is still due. */
    listInvoicePayments: build.query<InvoicePayments, number>({
      queryFn: async (id) => {
        const result = await callApi(() =>
          apiClient.GET('/invoices/{id}/payments', { params: { path: { id } } }),
        );
        return 'error' in result ? result : { data: result.data.data };
      },
      providesTags: (_result, _error, id) => [{ type: 'Invoice', id }],
    }),
    recordPayment: build.mutation<
      { data: InvoicePayments; message: string },
      { id: number; body: PaymentInput }
    >({
      queryFn: ({ id, body }) =>
        callApi(() => apiClient.POST('/invoices/{id}/payments', { params: { path: { id } }, body })),
      invalidatesTags: (_result, _error, { id }) => changed(id),
    }),
    /** Reverses a payment recorded by mistake (kept, marked, no longer counted), with the reason. */
    reversePayment: build.mutation<
      { data: InvoicePayments; message: string },
      { invoiceId: number; paymentId: number; reason: string }
    >({
      queryFn: ({ paymentId, reason }) =>
        callApi(() =>
          apiClient.POST('/payments/{id}/reversal', {
            params: { path: { id: paymentId } },
            body: { reason },
          }),
        ),
      invalidatesTags: (_result, _error, { invoiceId }) => changed(invoiceId),
    }),
    sendPaymentReminder: build.mutation<{ message: string }, number>({
      queryFn: (id) => callApi(() => apiClient.POST('/invoices/{id}/reminder', { params: { path: { id } } })),
      invalidatesTags: [{ type: 'Outbox', id: 'LIST' }],
    }),
    /** What each client owes, with its ageing (Accounts and Administrators). */
    getReceivables: build.query<Receivables, void>({
      queryFn: async () => {
        const result = await callApi(() => apiClient.GET('/receivables'));
        return 'error' in result ? result : { data: result.data.data };
      },
      providesTags: [{ type: 'Invoice', id: 'LIST' }],
    }),
    /** A deployment register's CSV read into rows (nothing stored). */
    importDeploymentRegister: build.mutation<RegisterRow[], string>({
      queryFn: async (csv) => {
        const result = await callApi(() =>
          apiClient.POST('/invoices/deployment-register', { body: { csv } }),
        );
        return 'error' in result ? result : { data: result.data.data };
      },
    }),
  }),
});

export const {
  useListInvoicesQuery,
  useGetInvoiceQuery,
  useListBillablePlacementsQuery,
  useCreateInvoiceMutation,
  useUpdateInvoiceMutation,
  useIssueInvoiceMutation,
  useCreateCreditNoteMutation,
  useSendInvoiceMutation,
  useListInvoicePaymentsQuery,
  useRecordPaymentMutation,
  useReversePaymentMutation,
  useSendPaymentReminderMutation,
  useGetReceivablesQuery,
  useImportDeploymentRegisterMutation,
} = invoicesApi;

/** The address of a month's GSTR-1 invoice register or payments (a download). */
export const registerUrl = (kind: 'invoices' | 'payments', month: string, format: 'csv' | 'xlsx'): string =>
  `${API_BASE}/invoices/${kind === 'invoices' ? 'register' : 'payments-register'}?month=${encodeURIComponent(month)}&format=${format}`;

/** The address of an issued document's PDF (a download). */
export const invoicePdfUrl = (id: number): string => `${API_BASE}/invoices/${id}/pdf`;
