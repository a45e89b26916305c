// Money is stored and added up in integer cents, so sums never pick up floating-point dust;
// answers carry dollars (2 decimals) next to the cents they came from.

export const TAX_PERCENT = 10;
export const TAX_RATE = TAX_PERCENT / 100;
export const CURRENCY = 'USD';

export const centsToDollars = (cents: number): number => Math.round(cents) / 100;

/** "$1,234.50" */
export function formatDollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const dollars = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

export interface LineItemInput {
  description: string;
  quantity: number;
  priceCents: number;
}

export interface InvoiceTotals {
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
}

/** Subtotal of the line items, tax at 10% of the subtotal rounded half-up to the cent, and the total. */
export function invoiceTotals(items: readonly LineItemInput[]): InvoiceTotals {
  const subtotalCents = items.reduce((sum, item) => sum + Math.round(item.quantity * item.priceCents), 0);
  // subtotal * percent is an exact integer, and dividing it by 100 lands exactly on any .5,
  // so Math.round rounds half-up without floating-point surprises.
  const taxCents = Math.round((subtotalCents * TAX_PERCENT) / 100);
  return { subtotalCents, taxCents, totalCents: subtotalCents + taxCents };
}
