import { centsToDollars } from '@shared/billing/money';
import { i18n } from '@/lib/i18n/i18n';
import { formatDate, formatMoney } from '@/lib/i18n/format';

// Invoice and payment dates are calendar dates; showing them in UTC keeps the day the PDF prints.
export const formatShortDate = (iso: string): string => formatDate(iso, 'medium', 'UTC');
export const formatLongDate = (iso: string): string => formatDate(iso, 'long', 'UTC');

/** "$50.00": the server sends cents next to dollars, and cents never carry floating-point dust. */
export const dollars = (cents: number): string => formatMoney(centsToDollars(cents));

/** "08/29" */
export const formatExpiry = (month: number, year: number): string =>
  `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;

/** "Visa ending in 4242", for screen readers and confirmation text. */
export const cardName = (card: { brand: string; last4: string }): string =>
  i18n.t('billing:card.name', { brand: card.brand, last4: card.last4 });
