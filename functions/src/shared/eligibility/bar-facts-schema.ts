// The facts the bars to admission and adjustment turn on (docs/eligibility.md, "Bars"): how the applicant entered,
// removals and reentries, criminal events, waivers on file, the I-864 exemptions and the J-1 home-residence rule. The
// names the chat's prefill and other clients send are pinned: immigrationHistory.entry, .removals and
// .reentryWithoutAdmission, criminalHistory.events, waivers, publicCharge.i864Exemption. Each list drops rows left
// blank; false, null and "" mean "not given", as for the sections they sit in.
import { z } from 'zod';
import { issueText, msg, type LabelKey } from '../i18n/message';
import { isoDate, oneOf, optional, section, wholeNumber, yesNoDefaultNo } from './schema-helpers';

export const ENTRY_MANNERS = ['admitted', 'paroled', 'without-inspection'] as const;
export type EntryManner = (typeof ENTRY_MANNERS)[number];
export const REMOVAL_KINDS = ['expedited', 'order', 'voluntary-departure'] as const;
export const CRIMINAL_EVENT_KINDS = ['arrest', 'charge', 'conviction'] as const;
export const OFFENCES = [
  'controlled-substance-possession',
  'controlled-substance-trafficking',
  'moral-turpitude',
  'aggravated-felony',
  'dui',
  'domestic-violence',
  'prostitution',
  'other',
] as const;
export type Offence = (typeof OFFENCES)[number];
export const WAIVER_KINDS = ['I-601', 'I-601A', 'I-212', '212(e)', '212(h)'] as const;
export type WaiverKind = (typeof WAIVER_KINDS)[number];
export const WAIVER_STATUSES = ['approved', 'pending', 'not-filed'] as const;
export type WaiverStatus = (typeof WAIVER_STATUSES)[number];
export const I864_EXEMPTIONS = ['40-quarters', 'child-citizenship-act', 'widow', 'vawa'] as const;
export type I864Exemption = (typeof I864_EXEMPTIONS)[number];

const isBlank = (value: unknown) => value === '' || value === null || value === undefined;
const isBlankRow = (row: unknown) => typeof row === 'object' && row !== null && Object.values(row).every(isBlank);

/** A list the form may send as false or with empty rows: those are no entries. */
function list<T extends z.ZodType>(item: T, label: LabelKey, max: number) {
  return z.preprocess(
    (value) => (value === false || isBlank(value) ? [] : Array.isArray(value) ? value.filter((row) => !isBlankRow(row)) : value),
    z
      .array(item, { error: issueText('validation:labelMustBeAList', { label: msg(label) }) })
      .max(max, issueText('validation:labelMustBeAtMostMax2', { label: msg(label), max })),
  );
}

/** Months, as a court states a sentence or a maximum penalty: 0 to 100 years, halves allowed. */
const months = (label: LabelKey) =>
  optional(
    z
      .number({ error: issueText('validation:labelMustBeANumber', { label: msg(label) }) })
      .min(0, issueText('validation:labelCannotBeNegative', { label: msg(label) }))
      .max(1200, issueText('validation:labelMustBeAtMostMax2', { label: msg(label), max: 1200 })),
  );

export const entrySchema = section(
  {
    manner: optional(oneOf(ENTRY_MANNERS, 'eligibility-labels:entryManner')).describe(
      'How you last entered the United States: admitted (inspected by an officer, with a visa or other permission), paroled, or without inspection (crossed without being checked by an officer).',
    ),
    date: optional(isoDate('eligibility-labels:lastEntryDate')).describe('The date of that entry.'),
    unlawfulPresenceDays: optional(wholeNumber('eligibility-labels:totalUnlawfulPresenceDays', 36_500)).describe(
      'All the days you have spent in the United States without permission since April 1, 1997, added up (0 if none).',
    ),
    section245i: optional(
      z.union([isoDate('eligibility-labels:section245iFilingDate'), z.boolean()], {
        error: issueText('validation:labelMustBeARealDateWritten2', { label: msg('eligibility-labels:section245iFilingDate') }),
      }),
    ).describe(
      'If a family petition or labor certification was filed for you (or for your parent or spouse) by April 30, 2001: the date it was filed, or true if you know it was filed by then.',
    ),
  },
  'eligibility-labels:entry',
).describe('How you last entered the United States. Leave empty if you are not in the United States.');

export const removalSchema = z.object({
  kind: oneOf(REMOVAL_KINDS, 'eligibility-labels:removalKind').describe(
    'expedited: removed at the border or an airport on arrival; order: removed by an immigration judge’s order; voluntary-departure: left under a grant of voluntary departure.',
  ),
  date: optional(isoDate('eligibility-labels:removalDate')).describe('The date you left or were removed.'),
});
export type Removal = z.output<typeof removalSchema>;
export const removalsSchema = list(removalSchema, 'eligibility-labels:removals', 20).describe(
  'Each removal, deportation or voluntary departure from the United States.',
);

export const reentrySchema = z
  .preprocess(
    (value) => (value === true ? {} : value === false || isBlank(value) ? null : value),
    z.object({ date: optional(isoDate('eligibility-labels:reentryDate')) }).nullable(),
  )
  .describe(
    'Did you enter, or try to enter, the United States without being admitted after a removal or after more than a year in total without permission? Give the date, or null for never.',
  );

export const criminalEventSchema = z.object({
  kind: oneOf(CRIMINAL_EVENT_KINDS, 'eligibility-labels:criminalEventKind').describe(
    'arrest, charge, or conviction (a conviction later expunged or set aside for rehabilitation still counts as one).',
  ),
  offence: oneOf(OFFENCES, 'eligibility-labels:offence').describe('What the offence was.'),
  date: optional(isoDate('eligibility-labels:offenceDate')).describe('When the offence was committed.'),
  sentenceMonths: months('eligibility-labels:sentenceMonths').describe(
    'The sentence the court imposed, in months, counting a suspended sentence in full (0 for none).',
  ),
  maxPenaltyMonths: months('eligibility-labels:maxPenaltyMonths').describe(
    'The longest sentence the law allows for that offence, in months, if you know it.',
  ),
  quantityGrams: optional(
    z
      .number({ error: issueText('validation:labelMustBeANumber', { label: msg('eligibility-labels:quantityGrams') }) })
      .min(0, issueText('validation:labelCannotBeNegative', { label: msg('eligibility-labels:quantityGrams') })),
  ).describe('For possession of a controlled substance: how much, in grams.'),
});
export type CriminalEvent = z.output<typeof criminalEventSchema>;
export const criminalEventsSchema = list(criminalEventSchema, 'eligibility-labels:criminalEvents', 30).describe(
  'Each arrest, charge or conviction, anywhere in the world.',
);

export const waiverSchema = z.object({
  kind: oneOf(WAIVER_KINDS, 'eligibility-labels:waiverKind').describe(
    'I-601 (waiver of inadmissibility), I-601A (provisional unlawful-presence waiver), I-212 (permission to reapply after removal), 212(e) (J-1 home-residence waiver), 212(h) (criminal grounds waiver).',
  ),
  status: oneOf(WAIVER_STATUSES, 'eligibility-labels:waiverStatus').describe('approved, pending or not-filed.'),
});
export type Waiver = z.output<typeof waiverSchema>;
export const waiversSchema = list(waiverSchema, 'eligibility-labels:waivers', 10).describe(
  'Waivers and permissions you have applied for or been granted.',
);

export const i864ExemptionSchema = z
  .preprocess(
    (value) => (isBlank(value) || value === false ? null : value),
    oneOf(I864_EXEMPTIONS, 'eligibility-labels:i864Exemption').nullable(),
  )
  .describe(
    'Why no Affidavit of Support is needed, if one of these applies: 40-quarters (40 quarters of U.S. work), child-citizenship-act (a child who becomes a citizen on arrival), widow (widow or widower of a U.S. citizen), vawa (a VAWA self-petitioner).',
  );

export const exchangeVisitorHistorySchema = section(
  {
    subjectTo212e: yesNoDefaultNo('eligibility-labels:subjectTo212e').describe(
      'Were you ever a J-1 exchange visitor subject to the two-year home-country physical presence requirement (INA 212(e))? It is marked on the DS-2019 and the visa.',
    ),
    homeResidenceCompleted: yesNoDefaultNo('eligibility-labels:homeResidenceCompleted').describe(
      'Have you since lived two years in your country of nationality or last residence?',
    ),
  },
  'eligibility-labels:exchangeVisitorHistory',
).describe('J-1 exchange visitor history, for every category.');
