import type { InvoiceRecord, InvoiceView } from '../../shared/billing/billing-views';
import { centsToDollars, invoiceTotals, TAX_RATE } from '../../shared/billing/money';

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
