// The words for what keeps Next from going on (utils/next-blockers.ts): one message at each field, and one line by
// the Next button naming them all.
import type { StatedFact } from '@shared/eligibility/stated-facts';
import type { TFunction } from 'i18next';
import type { FieldErrors } from '../utils/form-state';
import type { Blocker } from '../utils/next-blockers';

type T = TFunction<'eligibility'>;

/** ICU selectors are plain words: the catalog's name for each fact the details mention. */
const STATED_SELECTOR: Record<StatedFact, string> = {
  'entry-without-inspection': 'entry',
  removal: 'removal',
  'criminal-history': 'criminal',
};

function message(blocker: Blocker, t: T): string {
  if (blocker.reason === 'stated') return t('validation.stated', { fact: STATED_SELECTOR[blocker.fact] });
  if (blocker.reason === 'future') return t('validation.dobFuture');
  if (blocker.reason === 'unanswered') return t('validation.answerOne');
  if (blocker.path === 'case') return t('validation.chooseCase');
  return blocker.path === 'category' ? t('validation.chooseCategory') : t('validation.required');
}

/** The messages shown at their fields, keyed like the field errors. */
export function blockerErrors(blockers: readonly Blocker[], t: T): FieldErrors {
  const errors: FieldErrors = {};
  // Several messages for one field (the details mention two facts) are shown together.
  for (const blocker of blockers) {
    const text = message(blocker, t);
    errors[blocker.path] = errors[blocker.path] ? `${errors[blocker.path]} ${text}` : text;
  }
  return errors;
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
  if (blockers.some((b) => b.reason === 'stated')) parts.push(t('next.stated'));
  return parts.join(' ');
}
