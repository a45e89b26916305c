// Building blocks for the input schemas. Messages are written for applicants: they become field messages in a
// 400 answer and are shown next to the form field.
import { z } from 'zod';
import { COUNTRIES } from '../reference/countries';
import { multiLineText, singleLineText, type TextMessages } from '../text';

const isMissing = (input: unknown) => input === undefined || input === null;

// Forms send "" or null for a field left blank; treat both as "not given" so optional fields stay optional.
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

export function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess(blankToUndefined, schema.optional());
}

const textMessages = (label: string, max: number): Partial<TextMessages> => ({
  missing: `${label} is required.`,
  type: `${label} must be text.`,
  required: `${label} is required.`,
  tooLong: `${label} must be at most ${max} characters.`,
});

/** Text the applicant must give: one line unless `multiLine` (an address, their story). Rules in shared/text.ts. */
export function requiredText(label: string, max = 500, { multiLine = false } = {}) {
  const options = { max, fullStop: true, messages: textMessages(label, max) };
  return multiLine ? multiLineText(label, options) : singleLineText(label, options);
}

/** Free text that may be left empty; always a string after parsing. The wizard shows these boxes over several lines. */
export function optionalText(label: string, max = 2000) {
  return z.preprocess(
    (value) => (value === null ? undefined : value),
    multiLineText(label, { max, required: false, fullStop: true, messages: textMessages(label, max) }).default(''),
  );
}

export function isoDate(label: string) {
  return z.iso.date({
    error: (iss) => (isMissing(iss.input) ? `${label} is required.` : `${label} must be a real date written as YYYY-MM-DD.`),
  });
}

export function yesNo(label: string) {
  return z.boolean({
    error: (iss) => (isMissing(iss.input) ? `Answer yes or no: ${label}` : `Answer yes or no (true or false): ${label}`),
  });
}

/** A yes/no answer that defaults to "no" when left out, for sections the form sends as false when unused. */
export function yesNoDefaultNo(label: string) {
  return z.preprocess(blankToUndefined, yesNo(label).default(false));
}

function number(label: string) {
  return z.number({ error: (iss) => (isMissing(iss.input) ? `${label} is required.` : `${label} must be a number.`) });
}

export function usd(label: string) {
  return number(label).min(0, `${label} cannot be negative.`).max(1e12, `${label} is too large.`);
}

export function wholeNumber(label: string, max = 1_000_000) {
  return number(label)
    .int(`${label} must be a whole number.`)
    .min(0, `${label} cannot be negative.`)
    .max(max, `${label} must be at most ${max}.`);
}

export function years(label: string, max = 100) {
  return number(label).min(0, `${label} cannot be negative.`).max(max, `${label} must be at most ${max}.`);
}

export function percent(label: string) {
  return number(label).min(0, `${label} cannot be below 0%.`).max(100, `${label} cannot be above 100%.`);
}

export function oneOf<const T extends readonly [string, ...string[]]>(values: T, label: string) {
  return z.enum(values, {
    error: (iss) => (isMissing(iss.input) ? `${label} is required.` : `Choose ${label.toLowerCase()} from: ${values.join(', ')}.`),
  });
}

/** Several choices from a fixed list; duplicates are dropped. */
export function manyOf<const T extends readonly [string, ...string[]]>(values: T, label: string) {
  return z
    .array(z.enum(values, { error: `Each ${label.toLowerCase()} must be one of: ${values.join(', ')}.` }), {
      error: `${label} must be a list.`,
    })
    .transform((items) => [...new Set(items)]);
}

export function country(label: string) {
  return z.enum(COUNTRIES, {
    error: (iss) => (isMissing(iss.input) ? `${label} is required.` : `Choose ${label.toLowerCase()} from the list of countries.`),
  });
}

/**
 * An optional section of the global form. The wizard sends it as {} or with empty/false fields when its checkbox
 * is off; null, false, "" and a missing key mean the same thing.
 */
export function section<T extends z.ZodRawShape>(shape: T, label: string) {
  return z.preprocess(
    (value) => (value === false || value === null || value === '' || value === undefined ? {} : value),
    z.object(shape, { error: `${label} must be an object.` }),
  );
}
