import type { InvoiceRecord, Party } from '../../data/invoices-repo';
import { centsToDollars, invoiceTotals, TAX_RATE } from './money';

export interface InvoiceLine {
  description: string;
  quantity: number;
  price: number; // dollars
  priceCents: number;
  amount: number; // quantity x price, dollars
  amountCents: number;
}

/** An invoice as the API answers it: amounts in dollars (2 decimals) with their cents, totals computed here. */
export interface InvoiceView {
  id: string;
  number: string;
  date: string;
  dueDate: string;
  currency: string;
  company: Party;
  billTo: Party;
  lineItems: InvoiceLine[];
  subtotal: number;
  subtotalCents: number;
  taxRate: number;
  tax: number;
  taxCents: number;
  total: number;
  totalCents: number;
}

export function toInvoiceView(record: InvoiceRecord): InvoiceView {
  const totals = invoiceTotals(record.lineItems);
  return {
    ...record,
    lineItems: record.lineItems.map((line) => {
      const amountCents = Math.round(line.quantity * line.priceCents);
      return {
        description: line.description,
        quantity: line.quantity,
        price: centsToDollars(line.priceCents),
        priceCents: line.priceCents,
        amount: centsToDollars(amountCents),
        amountCents,
      };
    }),
    subtotal: centsToDollars(totals.subtotalCents),
    subtotalCents: totals.subtotalCents,
    taxRate: TAX_RATE,
    tax: centsToDollars(totals.taxCents),
    taxCents: totals.taxCents,
    total: centsToDollars(totals.totalCents),
    totalCents: totals.totalCents,
  };
}
