// The billing endpoints' answers (http/routes/billing.ts) and the stored records they are built from
// (data/invoices-repo.ts, data/payments-repo.ts, data/payment-methods-repo.ts). Pure, with no Node or Firebase
// imports, so the web imports them as they are. Billing settings live in billing-settings.ts.

export const PAYMENT_STATUSES = ['Paid', 'Pending', 'Failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export interface PaymentRecord {
  id: string;
  /** ISO timestamp. */
  date: string;
  /** As shown in the table, e.g. "Visa •••• 4242". */
  method: string;
  reference: string;
  amountCents: number;
  currency: string;
  status: PaymentStatus;
  invoiceId: string | null;
}

/** GET /payments: a payment with its amount in dollars next to the cents. */
export interface PaymentView extends PaymentRecord {
  amount: number;
}

export interface Party {
  name: string;
  address: string;
  email: string;
}

/** What a stored invoice and its answer share. */
interface InvoiceHeader {
  id: string;
  number: string;
  date: string;
  dueDate: string;
  currency: string;
  company: Party;
  billTo: Party;
}

export interface InvoiceLineRecord {
  description: string;
  quantity: number;
  priceCents: number;
}

export interface InvoiceRecord extends InvoiceHeader {
  lineItems: InvoiceLineRecord[];
}

export interface InvoiceLine extends InvoiceLineRecord {
  /** Dollars. */
  price: number;
  /** quantity x price, dollars. */
  amount: number;
  amountCents: number;
}

/** GET /invoices/:id: amounts in dollars (2 decimals) with their cents, totals computed by toInvoiceView. */
export interface InvoiceView extends InvoiceHeader {
  lineItems: InvoiceLine[];
  subtotal: number;
  subtotalCents: number;
  taxRate: number;
  tax: number;
  taxCents: number;
  total: number;
  totalCents: number;
}

/** What is kept of a card: never the full number or the CVC. */
export interface NewPaymentMethod {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  holder: string;
}

export interface PaymentMethod extends NewPaymentMethod {
  id: string;
  isDefault: boolean;
  createdAt: string;
}
