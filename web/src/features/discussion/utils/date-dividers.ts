import { currentLocale, i18n } from '@/lib/i18n/i18n';

/** A list entry: a day's heading, or an item written that day. */
export type Dated<T> = { kind: 'divider'; key: string; label: string; dateTime: string } | { kind: 'item'; key: string; item: T };

interface DividerOptions {
  /** Defaults to the app's current language. */
  locale?: string;
  timeZone?: string;
  now?: Date;
}

/** The calendar day of an instant in a time zone, as YYYY-MM-DD. */
export function dayKey(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'unknown';
  // en-CA formats a date as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

/** 'Today', 'Yesterday' (in the app's language), or the date written out ("Monday, March 2, 2026"). */
export function dayLabel(iso: string, options: DividerOptions = {}): string {
  const { locale = currentLocale(), timeZone, now = new Date() } = options;
  const key = dayKey(iso, timeZone);
  if (key === dayKey(now.toISOString(), timeZone)) return i18n.t('discussion:dates.today');
  if (key === dayKey(new Date(now.getTime() - 86_400_000).toISOString(), timeZone)) return i18n.t('discussion:dates.yesterday');
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return i18n.t('discussion:dates.earlier');
  return new Intl.DateTimeFormat(locale, { timeZone, weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(date);
}

/** Items in their given order, with a divider before the first of each calendar day. */
export function withDateDividers<T>(
  items: readonly T[],
  keyOf: (item: T) => string,
  createdAt: (item: T) => string,
  options: DividerOptions = {},
): Dated<T>[] {
  const out: Dated<T>[] = [];
  let previous: string | null = null;
  for (const item of items) {
    const iso = createdAt(item);
    const day = dayKey(iso, options.timeZone);
    if (day !== previous) {
      out.push({ kind: 'divider', key: `day-${day}-${out.length}`, label: dayLabel(iso, options), dateTime: day });
      previous = day;
    }
    out.push({ kind: 'item', key: keyOf(item), item });
  }
  return out;
}

/** The time of day a message was written, e.g. "3:05 PM". */
export const timeOfDay = (iso: string, options: Pick<DividerOptions, 'locale' | 'timeZone'> = {}): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : new Intl.DateTimeFormat(options.locale ?? currentLocale(), { timeZone: options.timeZone, hour: 'numeric', minute: '2-digit' }).format(
        date,
      );
};
