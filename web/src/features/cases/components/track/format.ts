// Pure display helpers for Track Your Applications.
import { uscisForm } from '@shared/reference/uscis-forms';

/** Shown for a value the application does not have (yet). */
export const NONE = '—';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Fee Paid: "$675.00", or a dash when unknown. */
export const formatFee = (fee: number | null): string => (fee === null ? NONE : dollars.format(fee));

/** "I-130 — Petition for Alien Relative"; an unknown code as it is. */
export function formLabel(code: string): string {
  const form = uscisForm(code);
  return form ? `${form.code} — ${form.title}` : code;
}
