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

export interface ApplicantSchemaOptions {
  /** Returns today's date as YYYY-MM-DD; the date of birth may not be later. Defaults to the UTC date at parse time. */
  today?: () => string;
}

// Loose on purpose: the spec asks for no email check beyond the browser's email input, which accepts "a@b".
const EMAIL = /^[^\s@]+@[^\s@]+$/;

const overstaysSchema = section(
  {
    overstayed: yesNoDefaultNo('Have you stayed in the United States longer than allowed?').describe(
      'Have you ever stayed in the United States past the date you were allowed to, or been there without permission?',
    ),
    unlawfulPresenceDays: optional(wholeNumber('Days of unlawful presence', 36_500))
      .transform((days) => days ?? 0)
      .describe('Longest single period, in days, you were in the United States without permission (0 if never).'),
    lastDepartureDate: optional(isoDate('Departure date')).describe(
      'If you left the United States after that period: the date you left. Leave blank if you are still there.',
    ),
    details: optionalText('Overstay details').describe('Anything else about the overstay.'),
  },
  'Overstays',
).describe('Overstays and unlawful presence.');

const deportationsSchema = section(
  {
    removed: yesNoDefaultNo('Have you been removed or deported?').describe(
      'Have you ever been removed or deported from the United States?',
    ),
    removalDate: optional(isoDate('Removal date')).describe('Date of your most recent removal.'),
    removalCount: optional(wholeNumber('Number of removals', 100))
      .transform((count) => count ?? 0)
      .describe('How many times you have been removed.'),
    removedOnArrival: yesNoDefaultNo('Were you removed when you arrived?').describe(
      'Was the removal ordered when you arrived at the border or an airport (expedited removal, or proceedings begun on arrival)?',
    ),
    reenteredWithoutInspection: yesNoDefaultNo('Did you enter or try to enter without inspection afterwards?').describe(
      'After a removal, or after more than a year in total without permission, did you enter or try to enter the United States without being inspected?',
    ),
    details: optionalText('Removal details').describe('Anything else about the removal.'),
  },
  'Deportations',
).describe('Removals and deportations.');

const immigrationHistorySchema = section(
  {
    previousVisas: optionalText('Previous visas').describe('U.S. visas you have held, with dates.'),
    visaApplications: optionalText('Visa applications').describe('U.S. visa or immigration applications you have filed.'),
    visaRefusals: optionalText('Visa refusals').describe('Any U.S. visa refusals or denials, with dates and reasons.'),
    overstays: overstaysSchema,
    deportations: deportationsSchema,
    voluntaryDepartures: optionalText('Voluntary departures').describe('Any grant of voluntary departure, and whether you left on time.'),
  },
  'Immigration history',
).describe('Immigration history. Leave empty if the section is not used.');

const criminalHistorySchema = section(
  {
    arrests: optionalText('Arrests').describe('Any arrests or citations anywhere in the world, with dates and outcomes.'),
    convictions: z
      .preprocess(
        // A chat prefill may send the conviction as plain text; anything but "none" there is a disclosure.
        (value) => (typeof value === 'string' && value.trim() !== '' ? { convicted: hasContent(value), details: value } : value),
        section(
          {
            convicted: yesNoDefaultNo('Have you been convicted of a crime?').describe(
              'Have you ever been convicted of a crime or offense anywhere, including ones later expunged?',
            ),
            details: optionalText('Conviction details').describe('Each offense, where, when and the sentence.'),
          },
          'Convictions',
        ),
      )
      .describe('Criminal convictions.'),
    warrants: yesNoDefaultNo('Is there an outstanding warrant?').describe('Is there an outstanding arrest warrant for you anywhere?'),
    watchlistCheck: yesNoDefaultNo('Have you been flagged on a watch list?').describe(
      'Have you ever been told you are on a security or terrorism watch list, or been refused travel for security reasons?',
    ),
    securityClearance: optionalText('Security clearance').describe('Any government security clearance you hold or held.'),
  },
  'Criminal history',
).describe('Criminal history. Leave empty if the section is not used.');

const medicalHistorySchema = section(
  {
    vaccinations: yesNoDefaultNo('Are your vaccinations complete?').describe(
      'Have you received all vaccinations required of immigrants (for example measles, mumps, rubella, polio, tetanus, hepatitis B)?',
    ),
    communicableDiseases: optionalText('Communicable diseases').describe(
      'Any communicable disease you have now, such as active tuberculosis or syphilis. Leave empty if none.',
    ),
    allergies: optionalText('Allergies'),
    medicalConditions: optionalText('Medical conditions'),
  },
  'Medical history',
).describe('Medical history. Leave empty if the section is not used.');

const publicChargeSchema = section(
  {
    debts: optional(usd('Debts'))
      .transform((amount) => amount ?? 0)
      .describe('Total debts, in U.S. dollars.'),
    monthlyExpenses: optional(usd('Monthly expenses'))
      .transform((amount) => amount ?? 0)
      .describe('Household expenses per month, in U.S. dollars.'),
    supportObligations: optionalText('Support obligations').describe('People you must support, such as children or parents.'),
    monthlyIncome: optional(usd('Monthly income')).describe('Household income per month, in U.S. dollars, if you want it considered.'),
    assets: optional(usd('Assets')).describe('Savings and other assets you could turn into cash, in U.S. dollars.'),
  },
  'Public charge',
).describe('Finances, for the public charge test. Leave empty if the section is not used.');

const travelEntrySchema = z
  .object({
    entryDate: isoDate('Entry date').describe('Date you entered the country.'),
    exitDate: optional(isoDate('Exit date')).describe('Date you left; leave blank if you are still there.'),
    port: optionalText('Port', 200).describe('Airport, seaport or land border crossing.'),
    country: country('Country').describe('Country visited.'),
  })
  .refine((trip) => trip.exitDate === undefined || trip.exitDate >= trip.entryDate, {
    message: 'Exit date cannot be before the entry date.',
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
    z.array(travelEntrySchema, { error: 'Travel history must be a list of trips.' }),
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
        singleLineText('Each social media handle', {
          max: 200,
          required: false,
          fullStop: true,
          messages: { tooLong: 'Each social media handle must be at most 200 characters.' },
        }),
        { error: 'Social media handles must be a list or a comma-separated text.' },
      )
      .max(50, 'List at most 50 social media handles.'),
  )
  .transform((handles) => handles.filter((handle) => handle.length > 0))
  .describe('Social media handles, as a list or separated by commas.');

const interpreterSchema = section(
  {
    language: optionalText('Interpreter language', 100).describe('Language you need an interpreter for.'),
    dialect: optionalText('Dialect', 100),
    signLanguage: yesNoDefaultNo('Do you need a sign language interpreter?'),
  },
  'Interpreter needs',
).describe('Interpreter needs. Leave empty if the section is not used.');

const consentSchema = section(
  {
    backgroundChecks: yesNoDefaultNo('Do you consent to background checks?'),
    dataSharing: yesNoDefaultNo('Do you consent to data sharing?'),
    electronicFiling: yesNoDefaultNo('Do you consent to electronic filing?'),
  },
  'Electronic signature consent',
).describe('Consents given by electronic signature.');

const optionalId = (label: string) =>
  optional(
    z
      .string({ error: `${label} must be text.` })
      .trim()
      .min(1)
      .max(200, `${label} is too long.`),
  );

function profileShape(options: ApplicantSchemaOptions) {
  const today = options.today ?? (() => utcToday());
  return {
    fullName: requiredText('Full name', 200).describe('Your full legal name.'),
    dob: isoDate('Date of birth')
      .refine((dob) => dob <= today(), 'Date of birth cannot be later than today.')
      .refine((dob) => dob >= '1900-01-01', 'Date of birth must be after 1900.')
      .describe('Your date of birth.'),
    gender: oneOf(GENDERS, 'Gender').describe('Male, Female or Other.'),
    birthCountry: country('Country of birth').describe('Country where you were born.'),
    nationality: country('Nationality').describe('Your country of nationality (citizenship).'),
    currentAddress: requiredText('Current address', 500, { multiLine: true }).describe('Where you live now.'),
    phone: requiredText('Phone', 50).describe('Phone number.'),
    email: requiredText('Email', 254).regex(EMAIL, 'Enter an email address such as name@example.com.').describe('Email address.'),
    preferredCommunication: oneOf(PREFERRED_COMMUNICATION, 'Preferred communication').describe('How you prefer to be contacted.'),
    immigrationHistory: immigrationHistorySchema,
    criminalHistory: criminalHistorySchema,
    medicalHistory: medicalHistorySchema,
    publicCharge: publicChargeSchema,
    travelHistory: travelHistorySchema,
    socialMediaHandles: socialMediaSchema,
    interpreterNeeds: interpreterSchema,
    eSignatureConsent: consentSchema,
    dataRetentionPreference: optionalText('Data retention preference', 200).describe(
      'How long we may keep your data, in your own words (for example 5 years).',
    ),
  };
}

const submissionShape = {
  details: requiredText('Details', 10_000, { multiLine: true }).describe('Your situation in your own words.'),
  caseId: optionalId('Case id').describe('Case to attach the result to.'),
  chatId: optionalId('Chat id').describe('Chat the check was opened from.'),
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
        ctx.addIssue({ code: 'custom', message: 'Category details must be an object of answers.', input: value });
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
      error: (iss) => (iss.code === 'invalid_union' ? `Choose a category: ${ELIGIBILITY_CATEGORIES.join(', ')}.` : undefined),
    },
  );
}

/** The whole POST /ai-assistant/eligibility body. Pass `today` to make the date-of-birth check deterministic. */
export function createEligibilityInputSchema(options: ApplicantSchemaOptions = {}) {
  return buildUnion(options);
}

/** Checks the date of birth against the UTC date at the moment of parsing. */
export const eligibilityInputSchema = createEligibilityInputSchema();
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
