// The applicant input of the eligibility check (docs/SPEC.md section 3): the global Info step, the chosen category with its
// details, and the free-text details. Optional sections arrive empty or false when their checkbox is off, so each
// accepts that form and parses to the same empty value. Values the rules compute with are structured (numbers,
// booleans, dates); the rest stays free text.
import { z } from 'zod';
import { ELIGIBILITY_CATEGORIES, GENDERS, PREFERRED_COMMUNICATION, type EligibilityCategory } from '../reference/categories';
import { CATEGORY_DETAILS_SCHEMAS } from './category-details-schema';
import { utcToday } from './dates';
import { hasContent } from './format';
import { singleLineText } from '../text';
import { country, isoDate, oneOf, optional, optionalText, requiredText, section, usd, wholeNumber, yesNoDefaultNo } from './schema-helpers';
import { issueText, msg, type LabelKey } from '../i18n/message';
import {
  criminalEventsSchema,
  entrySchema,
  exchangeVisitorHistorySchema,
  i864ExemptionSchema,
  reentrySchema,
  removalsSchema,
  waiversSchema,
} from './bar-facts-schema';

export interface ApplicantSchemaOptions {
  /** Returns today's date as YYYY-MM-DD; the date of birth may not be later. Defaults to the UTC date at parse time. */
  today?: () => string;
}

// Loose on purpose: the spec asks for no email check beyond the browser's email input, which accepts "a@b".
const EMAIL = /^[^\s@]+@[^\s@]+$/;

const overstaysSchema = section(
  {
    overstayed: yesNoDefaultNo('eligibility-labels:haveYouStayedInTheUnited').describe(
      'Have you ever stayed in the United States past the date you were allowed to, or been there without permission?',
    ),
    unlawfulPresenceDays: optional(wholeNumber('eligibility-labels:daysOfUnlawfulPresence', 36_500))
      .transform((days) => days ?? 0)
      .describe('Longest single period, in days, you were in the United States without permission (0 if never).'),
    lastDepartureDate: optional(isoDate('eligibility-labels:departureDate')).describe(
      'If you left the United States after that period: the date you left. Leave blank if you are still there.',
    ),
    details: optionalText('eligibility-labels:overstayDetails').describe('Anything else about the overstay.'),
  },
  'eligibility-labels:overstays',
).describe('Overstays and unlawful presence.');

const deportationsSchema = section(
  {
    removed: yesNoDefaultNo('eligibility-labels:haveYouBeenRemovedOrDeported').describe(
      'Have you ever been removed or deported from the United States?',
    ),
    removalDate: optional(isoDate('eligibility-labels:removalDate')).describe('Date of your most recent removal.'),
    removalCount: optional(wholeNumber('eligibility-labels:numberOfRemovals', 100))
      .transform((count) => count ?? 0)
      .describe('How many times you have been removed.'),
    removedOnArrival: yesNoDefaultNo('eligibility-labels:wereYouRemovedWhenYouArrived').describe(
      'Was the removal ordered when you arrived at the border or an airport (expedited removal, or proceedings begun on arrival)?',
    ),
    reenteredWithoutInspection: yesNoDefaultNo('eligibility-labels:didYouEnterOrTryTo').describe(
      'After a removal, or after more than a year in total without permission, did you enter or try to enter the United States without being inspected?',
    ),
    details: optionalText('eligibility-labels:removalDetails').describe('Anything else about the removal.'),
  },
  'eligibility-labels:deportations',
).describe('Removals and deportations.');

const immigrationHistorySchema = section(
  {
    previousVisas: optionalText('eligibility-labels:previousVisas').describe('U.S. visas you have held, with dates.'),
    visaApplications: optionalText('eligibility-labels:visaApplications').describe('U.S. visa or immigration applications you have filed.'),
    visaRefusals: optionalText('eligibility-labels:visaRefusals').describe('Any U.S. visa refusals or denials, with dates and reasons.'),
    entry: entrySchema,
    overstays: overstaysSchema,
    deportations: deportationsSchema,
    removals: removalsSchema,
    reentryWithoutAdmission: reentrySchema,
    exchangeVisitor: exchangeVisitorHistorySchema,
    voluntaryDepartures: optionalText('eligibility-labels:voluntaryDepartures').describe(
      'Any grant of voluntary departure, and whether you left on time.',
    ),
  },
  'eligibility-labels:immigrationHistory',
).describe('Immigration history. Leave empty if the section is not used.');

const criminalHistorySchema = section(
  {
    events: criminalEventsSchema,
    arrests: optionalText('eligibility-labels:arrests').describe(
      'Any arrests or citations anywhere in the world, with dates and outcomes.',
    ),
    convictions: z
      .preprocess(
        // A chat prefill may send the conviction as plain text; anything but "none" there is a disclosure.
        (value) => (typeof value === 'string' && value.trim() !== '' ? { convicted: hasContent(value), details: value } : value),
        section(
          {
            convicted: yesNoDefaultNo('eligibility-labels:haveYouBeenConvictedOfA').describe(
              'Have you ever been convicted of a crime or offense anywhere, including ones later expunged?',
            ),
            details: optionalText('eligibility-labels:convictionDetails').describe('Each offense, where, when and the sentence.'),
          },
          'eligibility-labels:convictions',
        ),
      )
      .describe('Criminal convictions.'),
    warrants: yesNoDefaultNo('eligibility-labels:isThereAnOutstandingWarrant').describe(
      'Is there an outstanding arrest warrant for you anywhere?',
    ),
    watchlistCheck: yesNoDefaultNo('eligibility-labels:haveYouBeenFlaggedOnA').describe(
      'Have you ever been told you are on a security or terrorism watch list, or been refused travel for security reasons?',
    ),
    securityClearance: optionalText('eligibility-labels:securityClearance').describe('Any government security clearance you hold or held.'),
  },
  'eligibility-labels:criminalHistory',
).describe('Criminal history. Leave empty if the section is not used.');

const medicalHistorySchema = section(
  {
    vaccinations: yesNoDefaultNo('eligibility-labels:areYourVaccinationsComplete').describe(
      'Have you received all vaccinations required of immigrants (for example measles, mumps, rubella, polio, tetanus, hepatitis B)?',
    ),
    communicableDiseases: optionalText('eligibility-labels:communicableDiseases').describe(
      'Any communicable disease you have now, such as active tuberculosis or syphilis. Leave empty if none.',
    ),
    allergies: optionalText('eligibility-labels:allergies'),
    medicalConditions: optionalText('eligibility-labels:medicalConditions'),
  },
  'eligibility-labels:medicalHistory',
).describe('Medical history. Leave empty if the section is not used.');

const publicChargeSchema = section(
  {
    debts: optional(usd('eligibility-labels:debts'))
      .transform((amount) => amount ?? 0)
      .describe('Total debts, in U.S. dollars.'),
    monthlyExpenses: optional(usd('eligibility-labels:monthlyExpenses'))
      .transform((amount) => amount ?? 0)
      .describe('Household expenses per month, in U.S. dollars.'),
    supportObligations: optionalText('eligibility-labels:supportObligations').describe(
      'People you must support, such as children or parents.',
    ),
    monthlyIncome: optional(usd('eligibility-labels:monthlyIncome')).describe(
      'Household income per month, in U.S. dollars, if you want it considered.',
    ),
    assets: optional(usd('eligibility-labels:assets')).describe('Savings and other assets you could turn into cash, in U.S. dollars.'),
    i864Exemption: i864ExemptionSchema,
  },
  'eligibility-labels:publicCharge',
).describe('Finances, for the public charge test. Leave empty if the section is not used.');

const travelEntrySchema = z
  .object({
    entryDate: isoDate('eligibility-labels:entryDate').describe('Date you entered the country.'),
    exitDate: optional(isoDate('eligibility-labels:exitDate')).describe('Date you left; leave blank if you are still there.'),
    port: optionalText('eligibility-labels:port', 200).describe('Airport, seaport or land border crossing.'),
    country: country('eligibility-labels:country').describe('Country visited.'),
  })
  .refine((trip) => trip.exitDate === undefined || trip.exitDate >= trip.entryDate, {
    message: issueText('validation:exitDateCannotBeBeforeTheEntry'),
    path: ['exitDate'],
  });

const isBlankTrip = (trip: unknown) =>
  typeof trip === 'object' && trip !== null && Object.values(trip).every((v) => v === '' || v === null || v === undefined);

// Some forms render one empty row per list; a row with nothing filled in is not a trip.
const travelHistorySchema = z
  .preprocess(
    (value) => {
      if (value === false || value === null || value === '' || value === undefined) return [];
      return Array.isArray(value) ? value.filter((trip) => !isBlankTrip(trip)) : value;
    },
    z.array(travelEntrySchema, { error: issueText('validation:travelHistoryMustBeAListOf') }),
  )
  .describe('Trips abroad: entry date, exit date, port and country. Leave empty if the section is not used.');

const socialMediaSchema = z
  .preprocess(
    (value) => {
      if (value === false || value === null || value === undefined) return [];
      if (typeof value === 'string') return value.split(/[,\n]/);
      return value;
    },
    z
      .array(
        singleLineText('eligibility-labels:eachSocialMediaHandle', {
          max: 200,
          required: false,
          fullStop: true,
          messages: { tooLong: issueText('validation:eachSocialMediaHandleMustBeAt') },
        }),
        { error: issueText('validation:socialMediaHandlesMustBeAList') },
      )
      .max(50, issueText('validation:listAtMost50SocialMediaHandles')),
  )
  .transform((handles) => handles.filter((handle) => handle.length > 0))
  .describe('Social media handles, as a list or separated by commas.');

const interpreterSchema = section(
  {
    language: optionalText('eligibility-labels:interpreterLanguage', 100).describe('Language you need an interpreter for.'),
    dialect: optionalText('eligibility-labels:dialect', 100),
    signLanguage: yesNoDefaultNo('eligibility-labels:doYouNeedASignLanguage'),
  },
  'eligibility-labels:interpreterNeeds',
).describe('Interpreter needs. Leave empty if the section is not used.');

const consentSchema = section(
  {
    backgroundChecks: yesNoDefaultNo('eligibility-labels:doYouConsentToBackgroundChecks'),
    dataSharing: yesNoDefaultNo('eligibility-labels:doYouConsentToDataSharing'),
    electronicFiling: yesNoDefaultNo('eligibility-labels:doYouConsentToElectronicFiling'),
  },
  'eligibility-labels:electronicSignatureConsent',
).describe('Consents given by electronic signature.');

const optionalId = (label: LabelKey) =>
  optional(
    z
      .string({ error: issueText('validation:labelMustBeText2', { label: msg(label) }) })
      .trim()
      .min(1)
      .max(200, issueText('validation:labelIsTooLong', { label: msg(label) })),
  );

function profileShape(options: ApplicantSchemaOptions) {
  const today = options.today ?? (() => utcToday());
  return {
    fullName: requiredText('labels:fullName', 200).describe('Your full legal name.'),
    dob: isoDate('eligibility-labels:dateOfBirth')
      .refine((dob) => dob <= today(), issueText('validation:dateOfBirthCannotBeLaterThan'))
      .refine((dob) => dob >= '1900-01-01', issueText('validation:dateOfBirthMustBeAfter1900'))
      .describe('Your date of birth.'),
    gender: oneOf(GENDERS, 'eligibility-labels:gender').describe('Male, Female or Other.'),
    birthCountry: country('eligibility-labels:countryOfBirth').describe('Country where you were born.'),
    nationality: country('eligibility-labels:nationality').describe('Your country of nationality (citizenship).'),
    currentAddress: requiredText('eligibility-labels:currentAddress', 500, { multiLine: true }).describe('Where you live now.'),
    phone: requiredText('labels:phone', 50).describe('Phone number.'),
    email: requiredText('labels:email', 254).regex(EMAIL, issueText('validation:enterAnEmailAddressSuchAsName')).describe('Email address.'),
    preferredCommunication: oneOf(PREFERRED_COMMUNICATION, 'eligibility-labels:preferredCommunication').describe(
      'How you prefer to be contacted.',
    ),
    immigrationHistory: immigrationHistorySchema,
    criminalHistory: criminalHistorySchema,
    medicalHistory: medicalHistorySchema,
    publicCharge: publicChargeSchema,
    waivers: waiversSchema,
    travelHistory: travelHistorySchema,
    socialMediaHandles: socialMediaSchema,
    interpreterNeeds: interpreterSchema,
    eSignatureConsent: consentSchema,
    dataRetentionPreference: optionalText('eligibility-labels:dataRetentionPreference', 200).describe(
      'How long we may keep your data, in your own words (for example 5 years).',
    ),
  };
}

const submissionShape = {
  details: requiredText('labels:details', 10_000, { multiLine: true }).describe('Your situation in your own words.'),
  caseId: optionalId('labels:caseId').describe('Case to attach the result to.'),
  chatId: optionalId('labels:chatId').describe('Chat the check was opened from.'),
};

/** Step 1 of the wizard on its own: the global information, without category, details or ids. */
export function createApplicantProfileSchema(options: ApplicantSchemaOptions = {}) {
  return z.object(profileShape(options));
}

function categoryOption<C extends EligibilityCategory>(category: C, options: ApplicantSchemaOptions) {
  return z.object({
    ...profileShape(options),
    ...submissionShape,
    category: z.literal(category),
    // Missing details parse as {} so the answer names each detail still needed, not "expected object".
    categoryDetails: z.preprocess((value, ctx) => {
      if (value === null || value === undefined) return {};
      if (typeof value !== 'object' || Array.isArray(value)) {
        ctx.addIssue({ code: 'custom', message: issueText('validation:categoryDetailsMustBeAnObjectOf'), input: value });
        return z.NEVER;
      }
      return value;
    }, CATEGORY_DETAILS_SCHEMAS[category]),
  });
}

function buildUnion(options: ApplicantSchemaOptions) {
  const option = <C extends EligibilityCategory>(category: C) => categoryOption(category, options);
  return z.discriminatedUnion(
    'category',
    [
      option('Family-Based'),
      option('Employment-Based'),
      option('Investor (EB-5)'),
      option('Treaty Investor (E-2)'),
      option('Highly Skilled (EB-1/O-1)'),
      option('Student (F-1)'),
      option('Tourist (B-1/B-2)'),
      option('Asylum/Refugee'),
      option('Exchange Visitor (J-1)'),
      option('K-Visa'),
      option('Diversity Lottery'),
      option('Special Immigrant Juvenile (SIJ)'),
      option('Special Categories'),
      option('Medical Professionals (EB-2 NIW)'),
    ],
    {
      error: (iss) =>
        iss.code === 'invalid_union'
          ? issueText('validation:chooseACategoryOptions', { options: ELIGIBILITY_CATEGORIES.join(', ') })
          : undefined,
    },
  );
}

/** The whole POST /ai-assistant/eligibility body. Pass `today` to make the date-of-birth check deterministic. */
export function createEligibilityInputSchema(options: ApplicantSchemaOptions = {}) {
  return buildUnion(options);
}

/** Checks the date of birth against the UTC date at the moment of parsing. */
export const eligibilityInputSchema = createEligibilityInputSchema();

/**
 * A body whose category is not one we check: a discriminated union would stop at the category, so this shape reports
 * the category and every other field's mistake at once (details aside: they depend on the category).
 */
const unknownCategorySchema = z.object({
  ...profileShape({}),
  ...submissionShape,
  category: z.enum(ELIGIBILITY_CATEGORIES, {
    error: () => issueText('validation:chooseACategoryOptions', { options: ELIGIBILITY_CATEGORIES.join(', ') }),
  }),
  categoryDetails: z.unknown(),
});

/** The schema a body's field messages come from (the contract's `pick`): its category's, or the one above. */
export const eligibilitySchemaFor = (body: unknown): z.ZodType =>
  typeof body === 'object' &&
  body !== null &&
  (ELIGIBILITY_CATEGORIES as readonly unknown[]).includes((body as { category?: unknown }).category)
    ? eligibilityInputSchema
    : unknownCategorySchema;
export const applicantProfileSchema = createApplicantProfileSchema();

export type EligibilityInput = z.output<typeof eligibilityInputSchema>;
/** What a client may send; optional sections may be empty, false or missing. */
export type EligibilityInputPayload = z.input<typeof eligibilityInputSchema>;
export type EligibilityInputFor<C extends EligibilityCategory> = Extract<EligibilityInput, { category: C }>;
export type ApplicantProfile = z.output<typeof applicantProfileSchema>;
export type ImmigrationHistory = ApplicantProfile['immigrationHistory'];
export type CriminalHistory = ApplicantProfile['criminalHistory'];
export type MedicalHistory = ApplicantProfile['medicalHistory'];
export type PublicCharge = ApplicantProfile['publicCharge'];
export type TravelEntry = ApplicantProfile['travelHistory'][number];
