// Building blocks for the input schemas. Messages are written for applicants: they become field messages in a
// 400 answer and are shown next to the form field.
import { z } from 'zod';
import { COUNTRIES } from '../reference/countries';
import { multiLineText, singleLineText, type TextMessages } from '../text';
import { issueText, msg, type LabelKey } from '../i18n/message';

const isMissing = (input: unknown) => input === undefined || input === null;

// Forms send "" or null for a field left blank; treat both as "not given" so optional fields stay optional.
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

export function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess(blankToUndefined, schema.optional());
}

const textMessages = (label: LabelKey, max: number): Partial<TextMessages> => ({
  missing: issueText('validation:labelIsRequired2', { label: msg(label) }),
  type: issueText('validation:labelMustBeText2', { label: msg(label) }),
  required: issueText('validation:labelIsRequired2', { label: msg(label) }),
  tooLong: issueText('validation:labelMustBeAtMostMaxCharacters', { label: msg(label), max }),
});

/** Text the applicant must give: one line unless `multiLine` (an address, their story). Rules in shared/text.ts. */
export function requiredText(label: LabelKey, max = 500, { multiLine = false } = {}) {
  const options = { max, fullStop: true, messages: textMessages(label, max) };
  return multiLine ? multiLineText(label, options) : singleLineText(label, options);
}

/** Free text that may be left empty; always a string after parsing. The wizard shows these boxes over several lines. */
export function optionalText(label: LabelKey, max = 2000) {
  return z.preprocess(
    (value) => (value === null ? undefined : value),
    multiLineText(label, { max, required: false, fullStop: true, messages: textMessages(label, max) }).default(''),
  );
}

export function isoDate(label: LabelKey) {
  return z.iso.date({
    error: (iss) =>
      isMissing(iss.input)
        ? issueText('validation:labelIsRequired2', { label: msg(label) })
        : issueText('validation:labelMustBeARealDateWritten2', { label: msg(label) }),
  });
}

export function yesNo(label: LabelKey) {
  return z.boolean({
    error: (iss) =>
      isMissing(iss.input)
        ? issueText('validation:answerYesOrNoLabel', { label: msg(label) })
        : issueText('validation:answerYesOrNoTrueOrFalse', { label: msg(label) }),
  });
}

/** A yes/no answer that defaults to "no" when left out, for sections the form sends as false when unused. */
export function yesNoDefaultNo(label: LabelKey) {
  return z.preprocess(blankToUndefined, yesNo(label).default(false));
}

function number(label: LabelKey) {
  return z.number({
    error: (iss) =>
      isMissing(iss.input)
        ? issueText('validation:labelIsRequired2', { label: msg(label) })
        : issueText('validation:labelMustBeANumber', { label: msg(label) }),
  });
}

export function usd(label: LabelKey) {
  return number(label)
    .min(0, issueText('validation:labelCannotBeNegative', { label: msg(label) }))
    .max(1e12, issueText('validation:labelIsTooLarge', { label: msg(label) }));
}

export function wholeNumber(label: LabelKey, max = 1_000_000) {
  return number(label)
    .int(issueText('validation:labelMustBeAWholeNumber2', { label: msg(label) }))
    .min(0, issueText('validation:labelCannotBeNegative', { label: msg(label) }))
    .max(max, issueText('validation:labelMustBeAtMostMax2', { label: msg(label), max }));
}

export function years(label: LabelKey, max = 100) {
  return number(label)
    .min(0, issueText('validation:labelCannotBeNegative', { label: msg(label) }))
    .max(max, issueText('validation:labelMustBeAtMostMax2', { label: msg(label), max }));
}

export function percent(label: LabelKey) {
  return number(label)
    .min(0, issueText('validation:labelCannotBeBelow0', { label: msg(label) }))
    .max(100, issueText('validation:labelCannotBeAbove100', { label: msg(label) }));
}

export function oneOf<const T extends readonly [string, ...string[]]>(values: T, label: LabelKey) {
  return z.enum(values, {
    error: (iss) =>
      isMissing(iss.input)
        ? issueText('validation:labelIsRequired2', { label: msg(label) })
        : issueText('validation:labelChooseOneOf', { label: msg(label), options: values.join(', ') }),
  });
}

/** Several choices from a fixed list; duplicates are dropped. */
export function manyOf<const T extends readonly [string, ...string[]]>(values: T, label: LabelKey) {
  return z
    .array(z.enum(values, { error: issueText('validation:labelEachOneOf', { label: msg(label), options: values.join(', ') }) }), {
      error: issueText('validation:labelMustBeAList', { label: msg(label) }),
    })
    .transform((items) => [...new Set(items)]);
}

export function country(label: LabelKey) {
  return z.enum(COUNTRIES, {
    error: (iss) =>
      isMissing(iss.input)
        ? issueText('validation:labelIsRequired2', { label: msg(label) })
        : issueText('validation:labelChooseCountry', { label: msg(label) }),
  });
}

/**
 * An optional section of the global form. The wizard sends it as {} or with empty/false fields when its checkbox
 * is off; null, false, "" and a missing key mean the same thing.
 */
export function section<T extends z.ZodRawShape>(shape: T, label: LabelKey) {
  return z.preprocess(
    (value) => (value === false || value === null || value === '' || value === undefined ? {} : value),
    z.object(shape, { error: issueText('validation:labelMustBeAnObject', { label: msg(label) }) }),
  );
}
