// Dates, numbers and money in the chosen locale, through Intl. Every screen formats through here, so a language
// switch reformats everything. A component re-renders on a switch when it calls useTranslation() (or useFormat()).
import { ZONED_DATE_TIME } from '@shared/i18n/message';
import { useTranslation } from 'react-i18next';
import { currentLocale } from './i18n';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${currentLocale()}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) cache.set(key, (format = new Intl.DateTimeFormat(currentLocale(), options)));
  return format as Intl.DateTimeFormat;
}

function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${currentLocale()}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) cache.set(key, (format = new Intl.NumberFormat(currentLocale(), options)));
  return format as Intl.NumberFormat;
}

const toDate = (value: string | Date): Date => (value instanceof Date ? value : new Date(DAY.test(value) ? `${value}T00:00:00Z` : value));

/**
 * A calendar day or an instant as a date: "2026-11-01" -> "Nov 1, 2026" (en) / "1 nov 2026" (es).
 * A plain YYYY-MM-DD is a day, not an instant, so it is read in UTC and never shows as the day before.
 * Text that is not a date comes back as it is.
 */
export function formatDate(value: string | Date, style: 'short' | 'medium' | 'long' | 'full' = 'medium', timeZone?: string): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const zone = typeof value === 'string' && DAY.test(value) ? 'UTC' : timeZone;
  return dateFormat({ dateStyle: style, ...(zone ? { timeZone: zone } : {}) }).format(date);
}

/** An instant as a date and time in the user's (or the given) time zone: "Nov 1, 2026, 9:00 AM". */
export function formatDateTime(
  value: string | Date,
  options: { dateStyle?: 'short' | 'medium' | 'long' | 'full'; timeZone?: string; timeZoneName?: boolean } = {},
): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return String(value);
  if (options.timeZoneName) {
    return dateFormat({ ...ZONED_DATE_TIME, ...(options.timeZone ? { timeZone: options.timeZone } : {}) }).format(date);
  }
  return dateFormat({
    dateStyle: options.dateStyle ?? 'medium',
    timeStyle: 'short',
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
  }).format(date);
}

/** Any Intl date format, in the current locale (month names, weekdays, times). */
export const formatDateWith = (value: string | Date, options: Intl.DateTimeFormatOptions): string => {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? String(value) : dateFormat(options).format(date);
};

export const formatNumber = (value: number, options: Intl.NumberFormatOptions = {}): string => numberFormat(options).format(value);

/** An amount in a currency's major unit: 1234.5 -> "$1,234.50" (en) / "1234,50 US$" (es). */
export const formatMoney = (amount: number, currency = 'USD'): string => numberFormat({ style: 'currency', currency }).format(amount);

/** The formatters, re-rendering the caller when the language changes. */
export function useFormat() {
  useTranslation();
  return { formatDate, formatDateTime, formatDateWith, formatNumber, formatMoney, locale: currentLocale() };
}
