/** Public entry of the invoices feature: its list and document screens are loaded by the route registry. */
export { useListInvoicesQuery, type Invoice } from './invoicesApi';
export { ReceivablesCard } from './admin/ReceivablesCard';
