// The billing endpoints' answers (shared/contracts/billing.ts) and the stored records they are built from
// (data/invoices-repo.ts, data/payments-repo.ts, data/payment-methods-repo.ts). Schemas, so the answers are checked
// against them outside production; the web imports the types only. Billing settings live in billing-settings.ts.
import { z } from 'zod';

export const PAYMENT_STATUSES = ['Paid', 'Pending', 'Failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

const cents = z.number().int();

const paymentFields = {
  id: z.string(),
  /** ISO timestamp. */
  date: z.string(),
  /** As shown in the table, e.g. "Visa •••• 4242". */
  method: z.string(),
  reference: z.string(),
  amountCents: cents,
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  invoiceId: z.string().nullable(),
};
export const paymentRecordSchema = z.strictObject(paymentFields);
export type PaymentRecord = z.infer<typeof paymentRecordSchema>;

/** GET /payments: a payment with its amount in dollars next to the cents. */
export const paymentViewSchema = z.strictObject({ ...paymentFields, amount: z.number() });
export type PaymentView = z.infer<typeof paymentViewSchema>;

export const partySchema = z.strictObject({ name: z.string(), address: z.string(), email: z.string() });
export type Party = z.infer<typeof partySchema>;

/** What a stored invoice and its answer share. */
const invoiceHeader = {
  id: z.string(),
  number: z.string(),
  date: z.string(),
  dueDate: z.string(),
  currency: z.string(),
  company: partySchema,
  billTo: partySchema,
};

const invoiceLineRecordFields = { description: z.string(), quantity: z.number(), priceCents: cents };
export const invoiceLineRecordSchema = z.strictObject(invoiceLineRecordFields);
export type InvoiceLineRecord = z.infer<typeof invoiceLineRecordSchema>;

export const invoiceRecordSchema = z.strictObject({ ...invoiceHeader, lineItems: z.array(invoiceLineRecordSchema) });
export type InvoiceRecord = z.infer<typeof invoiceRecordSchema>;

export const invoiceLineSchema = z.strictObject({
  ...invoiceLineRecordFields,
  /** Dollars. */
  price: z.number(),
  /** quantity x price, dollars. */
  amount: z.number(),
  amountCents: cents,
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

/** GET /invoices/{id}: amounts in dollars (2 decimals) with their cents, totals computed by toInvoiceView. */
export const invoiceViewSchema = z.strictObject({
  ...invoiceHeader,
  lineItems: z.array(invoiceLineSchema),
  subtotal: z.number(),
  subtotalCents: cents,
  taxRate: z.number(),
  tax: z.number(),
  taxCents: cents,
  total: z.number(),
  totalCents: cents,
});
export type InvoiceView = z.infer<typeof invoiceViewSchema>;

/** What is kept of a card: never the full number or the CVC. */
const keptCardFields = {
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  holder: z.string(),
};
export const newPaymentMethodSchema = z.strictObject(keptCardFields);
export type NewPaymentMethod = z.infer<typeof newPaymentMethodSchema>;

export const paymentMethodSchema = z.strictObject({ ...keptCardFields, id: z.string(), isDefault: z.boolean(), createdAt: z.string() });
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
