// The planned questions (./questions.ts) as the interview shows them, in the user's language: label, help, options,
// the person, the form's part as a heading, the stored answer (SSNs and A-Numbers masked unless revealed), and the
// warning of an answer that can bar the application.
import type { QuestionView } from '../../shared/forms/form-views';
import { isSensitive, masked } from '../../shared/forms/sensitive';
import type { Locale } from '../../shared/i18n/locale';
import type { Answers } from './field-map';
import { BARS, barWarning } from './facts/bars';
import { gapQuestion, optionText, partTitle, personTitle, questionText } from './question-texts';
import type { PlannedQuestion } from './questions';

export interface ViewInput {
  locale: Locale;
  form: string;
  answers: Answers;
  prefilled: ReadonlySet<string>;
  /** Show sensitive answers in full: only their owner, on request. */
  reveal: boolean;
}

export function questionView(planned: PlannedQuestion, input: ViewInput): QuestionView {
  const { locale, answers } = input;
  const { id, fact } = planned;
  const text = questionText(locale, id);
  const stored = answers[id];
  const hidden = stored !== undefined && isSensitive(id) && !input.reveal;
  const bar = BARS[id];
  const warning = bar ? barWarning(locale, id) : null;
  return {
    id,
    person: planned.person,
    personLabel: planned.person ? personTitle(locale, planned.person, input.form) : null,
    group: partTitle(locale, input.form, planned.part),
    // A history entry that fills a gap is asked as the gap ("Where did you live between … and …?").
    label: planned.gap
      ? `${gapQuestion(locale, planned.gap.list, planned.gap.period.from, planned.gap.period.to)} ${text.label}`
      : text.label,
    help: text.help,
    type: fact.type,
    ...(fact.options ? { options: fact.options.map((value) => ({ value, label: optionText(locale, id, value) })) } : {}),
    required: planned.required,
    value: stored === undefined ? null : hidden ? masked(String(stored)) : stored,
    masked: hidden,
    prefilled: input.prefilled.has(id),
    englishOnly: fact.type === 'text',
    flag: bar && warning ? { when: bar.risky, warning } : null,
    refs: planned.refs,
  };
}
