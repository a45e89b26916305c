// The form interview's words in the reader's language: each question's label and plain-words help, a choice's
// options, the parts of a form as group headings, the people of a case and the gap questions of the five-year
// histories. Which catalog words say what: ./question-wording.ts. Every question of every field map has words in
// every language (question-texts.test.ts), so a missing one is a programming error, not a user's.
import type { Locale } from '../../shared/i18n/locale';
import { render } from '../i18n/render';
import { gapWording, optionWording, partWording, personWording, questionWording } from './question-wording';

const found = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`No words for ${what} in the form-questions catalog`);
  return value;
};

/** The question's label and its plain-words help (null when the label says it all), in `locale`. */
export function questionText(locale: Locale, id: string): { label: string; help: string | null } {
  const wording = found(questionWording(id), `question ${id}`);
  return { label: render(locale, wording.label), help: wording.help ? render(locale, wording.help) : null };
}

/** An option of a choice question, in `locale` ("male" -> "Male", "hazel" -> "Hazel"). */
export function optionText(locale: Locale, id: string, option: string): string {
  return render(locale, found(optionWording(id, option), `option ${option} of ${id}`));
}

/** How the printed form titles a part: "Part 2. Information about you (petitioner)", in `locale`, for the interview's
 * group headings. */
export function partTitle(locale: Locale, form: string, part: string): string {
  return render(locale, found(partWording(form, part), `${form} part ${part}`));
}

/** A person of the case: "petitioner" -> "The petitioner (U.S. citizen)", "beneficiary" -> ... */
export function personTitle(locale: Locale, role: string, form = ''): string {
  return render(locale, found(personWording(role, form), `person ${role}`));
}

/** The gap question of a 5-year history: "Where did you live between {from} and {to}?" (from/to are YYYY-MM-DD,
 * written as dates in the locale). */
export function gapQuestion(locale: Locale, list: 'address' | 'employment', from: string, to: string): string {
  return render(locale, gapWording(list, from, to));
}
