import Big from 'big.js';

/**
 * What clients owe (issue 41 item 4): an invoice's settlement from its payments, the TDS the client
 * deducted and its credit notes, and the ageing of what is due. Money in whole paise (big.js sums,
 * never floating point); dates are India's calendar days (`YYYY-MM-DD`). Pure and database-free: the
 * server's receivables and exports use it, and the back office's screens.
 *
 * The agency's invoices carry no due date, so an invoice ages from its invoice date: 0–30 days past
 * the invoice date, 31–60, 61–90 and over 90.
 */

export type PaymentState = 'unpaid' | 'part-paid' | 'paid';

/** The modes a payment can be received in. */
export const PAYMENT_MODES = ['bank-transfer', 'upi', 'cheque', 'cash', 'other'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

export const PAYMENT_MODE_NAMES: Record<PaymentMode, string> = {
  'bank-transfer': 'Bank transfer',
  upi: 'UPI',
  cheque: 'Cheque',
  cash: 'Cash',
  other: 'Other',
};

/** A TDS section of the Income-tax Act: 194C (contractors), 194J (professional or technical fees)… */
export const TDS_SECTION_PATTERN = /^[0-9]{3}[A-Z]{0,2}(\([0-9A-Z]{1,3}\))?$/;

export interface Settlement {
  /** The invoice's total. */
  total_paise: number;
  /** The totals of its issued credit notes. */
  credited_total_paise: number;
  /** What the client paid. */
  paid_paise: number;
  /** What the client deducted as TDS. */
  tds_paise: number;
  /** What is still due: total − credit notes − paid − TDS (never below zero). */
  due_paise: number;
  state: PaymentState;
}

/**
 * An issued invoice's settlement: paid when nothing is due (payments, TDS and credit notes together
 * cover the total), part-paid when something was received or deducted, unpaid otherwise. A credit
 * note alone lowers what is due without making the invoice part-paid.
 */
export function settlementOf(amounts: {
  total_paise: number;
  credited_total_paise: number;
  paid_paise: number;
  tds_paise: number;
}): Settlement {
  const due = new Big(amounts.total_paise)
    .minus(amounts.credited_total_paise)
    .minus(amounts.paid_paise)
    .minus(amounts.tds_paise);
  const due_paise = due.lt(0) ? 0 : due.toNumber();
  const received = amounts.paid_paise + amounts.tds_paise;
  const state: PaymentState = due_paise === 0 ? 'paid' : received > 0 ? 'part-paid' : 'unpaid';
  return { ...amounts, due_paise, state };
}

export const PAYMENT_STATE_NAMES: Record<PaymentState, string> = {
  unpaid: 'Unpaid',
  'part-paid': 'Part-paid',
  paid: 'Paid',
};

/** The ageing buckets, in order: days past the invoice date. */
export const AGEING_BUCKETS = ['0-30', '31-60', '61-90', 'over-90'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

export const AGEING_BUCKET_NAMES: Record<AgeingBucket, string> = {
  '0-30': '0–30 days',
  '31-60': '31–60 days',
  '61-90': '61–90 days',
  'over-90': 'Over 90 days',
};

const DAY_MS = 86_400_000;
const dayNumber = (date: string): number => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/** Whole calendar days from `from` to `to` (both India's `YYYY-MM-DD`); negative when `to` is earlier. */
export const daysBetween = (from: string, to: string): number => dayNumber(to) - dayNumber(from);

/** The bucket of an invoice dated `invoiceDate` on the India day `today`: 30 days past is still 0–30. */
export function ageingBucketOf(invoiceDate: string, today: string): AgeingBucket {
  const days = daysBetween(invoiceDate, today);
  if (days <= 30) return '0-30';
  if (days <= 60) return '31-60';
  if (days <= 90) return '61-90';
  return 'over-90';
}

/** A calendar month `YYYY-MM` (India). */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The first and last day of a month `YYYY-MM`. */
export function monthDays(month: string): { first: string; last: string } {
  const year = Number(month.slice(0, 4));
  const index = Number(month.slice(5, 7));
  const days = new Date(Date.UTC(year, index, 0)).getUTCDate();
  return { first: `${month}-01`, last: `${month}-${String(days).padStart(2, '0')}` };
}

/** Paise as rupees with exactly two decimals, as decimal text: 2_998_800 → `29988.00`, −150 → `-1.50`. */
export const rupeesDecimal = (paise: number): string => new Big(paise).div(100).toFixed(2);

/** What is owed, in all and by age. */
export interface AgeingFigures {
  outstanding_paise: number;
  days_0_30_paise: number;
  days_31_60_paise: number;
  days_61_90_paise: number;
  over_90_paise: number;
}

/** One client's outstanding: how many invoices have something due, and the figures. */
export interface ReceivableClient extends AgeingFigures {
  client_id: number | null;
  client_name: string;
  invoices: number;
}

/** An issued invoice with what counts towards it (reversed payments already left out). */
export interface ReceivableInvoice {
  client_id: number | null;
  recipient_name: string;
  /** India's calendar day; an invoice without one ages from today. */
  invoice_date: string | null;
  total_paise: number;
  credited_total_paise: number;
  paid_paise: number;
  tds_paise: number;
}

const emptyFigures = (): AgeingFigures => ({
  outstanding_paise: 0,
  days_0_30_paise: 0,
  days_31_60_paise: 0,
  days_61_90_paise: 0,
  over_90_paise: 0,
});

const BUCKET_FIELD: Record<AgeingBucket, keyof AgeingFigures> = {
  '0-30': 'days_0_30_paise',
  '31-60': 'days_31_60_paise',
  '61-90': 'days_61_90_paise',
  'over-90': 'over_90_paise',
};

/**
 * What each client owes on the India day `today`, by age, and the totals: invoices with nothing due
 * are left out; a client is known by its id, or by the invoice's recipient name when it has none.
 * Largest outstanding first, then by name.
 */
export function receivablesOf(
  invoices: ReceivableInvoice[],
  today: string,
): { clients: ReceivableClient[]; totals: AgeingFigures } {
  const clients = new Map<string, ReceivableClient>();
  const totals = emptyFigures();
  for (const invoice of invoices) {
    const { due_paise } = settlementOf(invoice);
    if (due_paise === 0) continue;
    const key = invoice.client_id === null ? `name:${invoice.recipient_name}` : `id:${invoice.client_id}`;
    const entry = clients.get(key) ?? {
      client_id: invoice.client_id,
      client_name: invoice.recipient_name,
      invoices: 0,
      ...emptyFigures(),
    };
    const field = BUCKET_FIELD[ageingBucketOf(invoice.invoice_date ?? today, today)];
    entry.invoices += 1;
    entry.outstanding_paise = new Big(entry.outstanding_paise).plus(due_paise).toNumber();
    entry[field] = new Big(entry[field]).plus(due_paise).toNumber();
    totals.outstanding_paise = new Big(totals.outstanding_paise).plus(due_paise).toNumber();
    totals[field] = new Big(totals[field]).plus(due_paise).toNumber();
    clients.set(key, entry);
  }
  const list = [...clients.values()].sort(
    (a, b) => b.outstanding_paise - a.outstanding_paise || a.client_name.localeCompare(b.client_name),
  );
  return { clients: list, totals };
}
