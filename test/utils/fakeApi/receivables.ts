import { message } from '../../../src/api/messages';
import { agencyDate } from '../../../src/domain/agencyTime';
import { rupeesWithPaise } from '../../../src/domain/invoices';
import { receivablesOf, settlementOf } from '../../../src/domain/receivables';
import { parseTimestamp } from '../../../src/domain/timestamps';
import { ok, refuse, type Behaviour, type Behaviours } from './outcome';
import { clockNow, fake, now, type FakeInvoice, type Payment } from './store';

/**
 * What clients owe, over the store's issued invoices (`store.invoices`, seeded: the fake makes no
 * invoices) and their payments: an invoice's payments and settlement, reversing a payment, and the
 * receivables with their ageing. The rules are the server's, from the domain core
 * (src/domain/receivables.ts): reversed payments count towards neither paid nor TDS; the ages are
 * counted to the fake clock's India day.
 */

/** An invoice's received and deducted amounts, reversed payments left out. */
function sumsOf(invoice: FakeInvoice) {
  const counted = invoice.payments.filter((payment) => payment.reversed_at === null);
  return {
    paid_paise: counted.reduce((sum, payment) => sum + payment.amount_paise, 0),
    tds_paise: counted.reduce((sum, payment) => sum + payment.tds_paise, 0),
  };
}

const paymentsAnswer = (invoice: FakeInvoice) => ({
  invoice_id: invoice.id,
  ...settlementOf({
    total_paise: invoice.total_paise,
    credited_total_paise: invoice.credited_total_paise,
    ...sumsOf(invoice),
  }),
  payments: invoice.payments,
});

const invoiceNotFound = () => refuse(404, message('invoiceNotFound'));

const listInvoicePayments: Behaviour = ({ params }) => {
  const invoice = fake.store.invoices.find((row) => row.id === params.id);
  return invoice ? ok({ data: paymentsAnswer(invoice) }) : invoiceNotFound();
};

const indiaDayOf = (stored: string | null): string => {
  const instant = parseTimestamp(stored ?? '');
  return instant ? agencyDate(instant) : '';
};

const reversePayment: Behaviour = ({ params, body }) => {
  const invoice = fake.store.invoices.find((row) => row.payments.some((payment) => payment.id === params.id));
  const payment = invoice?.payments.find((row) => row.id === params.id);
  if (!invoice || !payment) return refuse(404, message('paymentNotFound'));
  const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
  if (reason === '') return refuse(400, message('paymentReversalReason'));
  if (payment.reversed_at !== null)
    return refuse(
      409,
      message('paymentAlreadyReversed', {
        date: indiaDayOf(payment.reversed_at),
        name: payment.reversed_by,
        reason: payment.reversal_reason,
      }),
    );
  const reversed: Payment = {
    ...payment,
    reversed_at: now(),
    reversed_by: fake.store.session?.name ?? '',
    reversal_reason: reason,
  };
  invoice.payments = invoice.payments.map((row) => (row.id === payment.id ? reversed : row));
  return ok({
    data: paymentsAnswer(invoice),
    message: message('paymentReversed', {
      amount: rupeesWithPaise(payment.amount_paise + payment.tds_paise),
      date: payment.payment_date,
      number: invoice.number,
    }),
  });
};

const getReceivables: Behaviour = () => {
  const today = agencyDate(clockNow());
  const { clients, totals } = receivablesOf(
    fake.store.invoices.map((invoice) => ({
      client_id: invoice.client_id,
      recipient_name: invoice.client_name,
      invoice_date: invoice.invoice_date,
      total_paise: invoice.total_paise,
      credited_total_paise: invoice.credited_total_paise,
      ...sumsOf(invoice),
    })),
    today,
  );
  return ok({ data: { as_of: today, clients, totals } });
};

export const receivableBehaviours: Behaviours = { listInvoicePayments, reversePayment, getReceivables };

/** A payment as the server lists it, counted (not reversed) unless the fields say otherwise. */
export function fakePayment(fields: Partial<Payment> & Pick<Payment, 'id' | 'invoice_id' | 'amount_paise'>) {
  return {
    payment_date: '2026-04-20',
    mode: 'bank-transfer',
    reference: '',
    tds_section: '',
    tds_paise: 0,
    recorded_by: 'Kavita Shah',
    created_at: '2026-04-20 06:00:00',
    reversed_at: null,
    reversed_by: '',
    reversal_reason: '',
    ...fields,
  } satisfies Payment;
}
