import type { Invoice } from '../invoicesApi';

/** `₹29,988.00`: amounts on invoices always show their paise, grouped the Indian way. */
export { rupeesWithPaise as amountText } from '../../../domain/invoices';

/** "Draft", "Invoice", "Credit note". */
export const documentKind = (invoice: Pick<Invoice, 'kind' | 'status'>): string =>
  invoice.status === 'draft' ? 'Draft' : invoice.kind === 'credit-note' ? 'Credit note' : 'Invoice';

/** A document's title: "Invoice SMS/25-26/0001", "Credit note …", or "Draft invoice". */
export const documentTitle = (invoice: Pick<Invoice, 'kind' | 'status' | 'number'>): string =>
  invoice.status === 'draft'
    ? `Draft ${invoice.kind === 'credit-note' ? 'credit note' : 'invoice'}`
    : `${documentKind(invoice)} ${invoice.number ?? ''}`;

/** The document's number, or "Draft" before it is issued. */
export const numberText = (invoice: Pick<Invoice, 'number'>): string => invoice.number ?? 'Draft';

/** The SACs the defaults give the agency's services (CGST notification 11/2017's scheme). */
export const SERVICE_CODES = [
  { sac: '998512', label: '998512 Permanent placement' },
  { sac: '998513', label: '998513 Contract staffing' },
  { sac: '998514', label: '998514 Temporary staffing' },
  { sac: '998515', label: '998515 Payroll' },
] as const;
