// How the cases screens write dates, money, forms and form answers.
import { uscisForm } from '@shared/reference/uscis-forms';
import { i18n } from '@/lib/i18n/i18n';
import { formatDate, formatMoney } from '@/lib/i18n/format';

/** Shown for a value a case does not have (yet). */
export const NONE = '—';

/** A case's updatedAt (seconds since the epoch) as "Nov 2, 2026", in the user's time zone. */
export const formatUpdated = (seconds: number): string => formatDate(new Date(seconds * 1000));

/** The same instant as a <time dateTime> value. */
export const isoFromSeconds = (seconds: number): string => new Date(seconds * 1000).toISOString();

/**
 * "2026-11-02" -> "Nov 2, 2026" (a calendar day, so written in UTC and never as the day before);
 * an ISO date-time in the user's time zone; anything else as it is.
 */
export function formatDay(value: string): string {
  return formatDate(value);
}

/** Fee Paid: "$675.00", or a dash when unknown. */
export const formatFee = (dollars: number | null): string => (dollars === null ? NONE : formatMoney(dollars));

/** "I-130 — Petition for Alien Relative"; an unknown code as it is. */
export function formLabel(code: string): string {
  const form = uscisForm(code);
  return form ? i18n.t('cases:format.formLabel', { code: form.code, title: form.title }) : code;
}

/** Keys whose words alone would not say what they mean. */
const KNOWN_LABELS: Record<string, () => string> = { dob: () => i18n.t('cases:format.dateOfBirth') };

/** "relationshipType" -> "Relationship type", "priorMarriages" -> "Prior marriages", "LCA" stays "LCA". */
export function fieldLabel(key: string): string {
  const known = KNOWN_LABELS[key];
  if (known) return known();
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  return words
    .map((word, i) => {
      if (word.length > 1 && word === word.toUpperCase()) return word;
      return i === 0 ? word.charAt(0).toUpperCase() + word.slice(1) : word.toLowerCase();
    })
    .join(' ');
}

function answerText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? i18n.t('cases:format.yes') : i18n.t('cases:format.no');
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  return null;
}

export interface Answer {
  /** A dotted path, unique: a React key and a stable test hook. */
  key: string;
  label: string;
  value: string;
}

/**
 * A form's answers as label/value lines: nested sections become "Section › Field", lists are joined with commas,
 * and blank answers are left out (an unticked optional section is sent empty).
 */
export function flattenAnswers(data: Record<string, unknown>, prefix: { key: string; label: string } | null = null): Answer[] {
  const answers: Answer[] = [];
  for (const [name, value] of Object.entries(data)) {
    const key = prefix ? `${prefix.key}.${name}` : name;
    const label = prefix ? `${prefix.label} › ${fieldLabel(name)}` : fieldLabel(name);
    if (Array.isArray(value)) {
      const items = value.map(answerText).filter((item): item is string => item !== null);
      if (items.length) answers.push({ key, label, value: items.join(', ') });
    } else if (value !== null && typeof value === 'object') {
      answers.push(...flattenAnswers(value as Record<string, unknown>, { key, label }));
    } else {
      const text = answerText(value);
      if (text !== null) answers.push({ key, label, value: text });
    }
  }
  return answers;
}
