// The words for what keeps Next from going on (utils/next-blockers.ts): one message at each field, and one line by
// the Next button naming them all.
import type { TFunction } from 'i18next';
import type { FieldErrors } from '../utils/form-state';
import type { Blocker } from '../utils/next-blockers';

type T = TFunction<'eligibility'>;

function message(blocker: Blocker, t: T): string {
  if (blocker.reason === 'future') return t('validation.dobFuture');
  if (blocker.reason === 'unanswered') return t('validation.answerOne');
  if (blocker.path === 'case') return t('validation.chooseCase');
  return blocker.path === 'category' ? t('validation.chooseCategory') : t('validation.required');
}

/** The messages shown at their fields, keyed like the field errors. */
export function blockerErrors(blockers: readonly Blocker[], t: T): FieldErrors {
  return Object.fromEntries(blockers.map((blocker) => [blocker.path, message(blocker, t)]));
}

/** One short line: "To continue, complete Gender and Nationality. Date of Birth cannot be later than today." */
export function blockerSummary(blockers: readonly Blocker[], t: T, locale: string): string {
  const missing = blockers.flatMap((b) => {
    if (b.reason !== 'missing' || b.path === 'category' || b.path === 'case') return [];
    return [b.path === 'details' ? t('details.label') : t(`info.${b.path}`)];
  });
  const parts: string[] = [];
  if (missing.length > 0) parts.push(t('next.complete', { fields: new Intl.ListFormat(locale, { type: 'conjunction' }).format(missing) }));
  for (const blocker of blockers) {
    if (blocker.reason === 'future') parts.push(t('validation.dobFuture'));
    if (blocker.reason === 'unanswered') parts.push(t('next.answerOne'));
    if (blocker.path === 'category') parts.push(t('next.chooseCategory'));
    if (blocker.path === 'case') parts.push(t('next.chooseCase'));
  }
  return parts.join(' ');
}
