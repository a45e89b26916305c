import { formatDollars } from '@shared/billing/money';

// Invoice and payment dates are calendar dates; showing them in UTC keeps the day the PDF prints.
const shortDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export const formatShortDate = (iso: string): string => shortDate.format(new Date(iso));
export const formatLongDate = (iso: string): string => longDate.format(new Date(iso));

/** "$50.00": the server sends cents next to dollars, and cents never carry floating-point dust. */
export const dollars = (cents: number): string => formatDollars(cents);

/** "08/29" */
export const formatExpiry = (month: number, year: number): string => `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;

/** "Visa ending in 4242", for screen readers and confirmation text. */
export const cardName = (card: { brand: string; last4: string }): string => `${card.brand} ending in ${card.last4}`;
