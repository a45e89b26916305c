// From the form to the POST /ai-assistant/eligibility body, and the checks the wizard runs before each Next. The
// checks are the API's own zod schemas, so what the wizard lets through is what the API accepts.
import { createApplicantProfileSchema, createEligibilityInputSchema } from '@shared/eligibility/applicant-schema';
import { parseCategoryDetails } from '@shared/eligibility/category-details-schema';
import type { FieldDescriptor } from '@shared/eligibility/describe-category-fields';
import type { EligibilityCategory } from '@shared/reference/categories';
import type { z } from 'zod';
import {
  emptySections,
  initialDetails,
  REQUIRED_INFO,
  type DetailValue,
  type DetailValues,
  type FieldErrors,
  type FormValues,
  type InfoValues,
  type RemovalValues,
} from './form-state';
import { issueMessage } from '@/lib/i18n/server-message';

/** A typed number, or the text itself when it is not one, so the schema names the field instead of dropping it. */
function numberOrText(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : trimmed;
}

const numberOrZero = (text: string) => numberOrText(text) ?? 0;

/** The deportations summary the spec's fields keep, from the listed removals (voluntary departures are not removals). */
function removalSummary(removals: readonly RemovalValues[]): { removalCount: number; removalDate: string; removedOnArrival: boolean } {
  const removed = removals.filter((removal) => removal.kind !== '' && removal.kind !== 'voluntary-departure');
  const dates = removed.map((removal) => removal.date).filter((date) => date !== '');
  return {
    removalCount: removed.length,
    removalDate: dates.sort().at(-1) ?? '',
    removedOnArrival: removed.some((removal) => removal.kind === 'expedited'),
  };
}

/** The Info step as the API reads it; a section whose checkbox is off goes out empty or false. */
export function toProfilePayload(info: InfoValues): Record<string, unknown> {
  const on = info.sections;
  const sections = { ...emptySections(), ...pickOn(info) };
  const { immigrationHistory: ih, criminalHistory: ch, publicCharge: pc } = sections;
  return {
    fullName: info.fullName,
    dob: info.dob,
    gender: info.gender,
    birthCountry: info.birthCountry,
    nationality: info.nationality,
    currentAddress: info.currentAddress,
    phone: info.phone,
    email: info.email,
    preferredCommunication: info.preferredCommunication,
    immigrationHistory: {
      entry: {
        manner: ih.entry.manner,
        date: ih.entry.date,
        unlawfulPresenceDays: numberOrText(ih.entry.unlawfulPresenceDays),
        section245i: ih.entry.section245i,
      },
      removals: ih.deportations.removed ? ih.removals : [],
      reentryWithoutAdmission: ih.deportations.reenteredWithoutInspection ? { date: ih.reentryDate } : null,
      exchangeVisitor: ih.exchangeVisitor.subjectTo212e ? ih.exchangeVisitor : { subjectTo212e: false, homeResidenceCompleted: false },
      previousVisas: ih.previousVisas,
      visaApplications: ih.visaApplications,
      visaRefusals: ih.visaRefusals,
      // Follow-up answers of a question answered "no" are not sent, even if typed before the answer changed.
      overstays: ih.overstays.overstayed
        ? { ...ih.overstays, unlawfulPresenceDays: numberOrText(ih.overstays.unlawfulPresenceDays) }
        : { overstayed: false, unlawfulPresenceDays: 0, lastDepartureDate: '', details: '' },
      // The removals list answers the old summary fields too: how many, the latest date, and whether one was on arrival.
      deportations: ih.deportations.removed
        ? { ...ih.deportations, ...removalSummary(ih.removals) }
        : {
            ...emptySections().immigrationHistory.deportations,
            removalCount: 0,
            reenteredWithoutInspection: ih.deportations.reenteredWithoutInspection,
          },
      voluntaryDepartures: ih.voluntaryDepartures,
    },
    criminalHistory: {
      ...ch,
      events: ch.events.map((event) => ({
        kind: event.kind,
        offence: event.offence,
        date: event.date,
        sentenceMonths: numberOrText(event.sentenceMonths),
        maxPenaltyMonths: numberOrText(event.maxPenaltyMonths),
        // The quantity matters only for possession; a value typed before the offence changed is not sent.
        quantityGrams: event.offence === 'controlled-substance-possession' ? numberOrText(event.quantityGrams) : undefined,
      })),
      convictions: ch.convictions.convicted ? ch.convictions : { convicted: false, details: '' },
    },
    medicalHistory: sections.medicalHistory,
    publicCharge: {
      debts: numberOrZero(pc.debts),
      monthlyExpenses: numberOrZero(pc.monthlyExpenses),
      supportObligations: pc.supportObligations,
      monthlyIncome: numberOrText(pc.monthlyIncome),
      assets: numberOrText(pc.assets),
      i864Exemption: pc.i864Exemption,
    },
    waivers: ih.waivers,
    travelHistory: on.travelHistory ? sections.travelHistory.filter((trip) => Object.values(trip).some((v) => v.trim() !== '')) : [],
    socialMediaHandles: sections.socialMediaHandles
      .split(',')
      .map((handle) => handle.trim())
      .filter(Boolean),
    interpreterNeeds: sections.interpreterNeeds,
    eSignatureConsent: sections.eSignatureConsent,
    dataRetentionPreference: info.dataRetentionPreference,
  };
}

/** The sections whose checkbox is on; the others fall back to their empty values. */
function pickOn(info: InfoValues): Partial<ReturnType<typeof emptySections>> {
  const picked: Record<string, unknown> = {};
  for (const [key, on] of Object.entries(info.sections)) if (on) picked[key] = info[key as keyof InfoValues];
  return picked as Partial<ReturnType<typeof emptySections>>;
}

function detailPayload(field: FieldDescriptor, value: DetailValue): unknown {
  switch (field.type) {
    case 'object':
      return toDetailsPayload(field.fields ?? [], typeof value === 'object' && !Array.isArray(value) ? value : {});
    case 'array':
      return Array.isArray(value) ? value : [];
    case 'boolean':
      return typeof value === 'boolean' ? value : undefined;
    case 'number':
    case 'integer':
      return typeof value === 'string' ? numberOrText(value) : undefined;
    default:
      return typeof value === 'string' && value.trim() !== '' ? value : undefined;
  }
}

/** The category details as JSON: numbers as numbers, unanswered questions left out. */
export function toDetailsPayload(fields: readonly FieldDescriptor[], values: DetailValues): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const field of fields) {
    const value = detailPayload(field, values[field.name]);
    if (value !== undefined) payload[field.name] = value;
  }
  return payload;
}

export function toPayload(
  form: FormValues,
  fields: readonly FieldDescriptor[],
  extra: { caseId?: string; chatId?: string } = {},
): Record<string, unknown> {
  return {
    ...toProfilePayload(form.info),
    category: form.category,
    categoryDetails: toDetailsPayload(fields, form.categoryDetails),
    details: form.details,
    ...(extra.caseId ? { caseId: extra.caseId } : {}),
    ...(extra.chatId ? { chatId: extra.chatId } : {}),
  };
}

// --- gating and validation ---------------------------------------------------------------------------------------

/** Step 1's Next: every required field filled in and a date of birth no later than today. */
export function isInfoComplete(info: InfoValues, today: string): boolean {
  return REQUIRED_INFO.every((key) => info[key].trim() !== '') && info.dob <= today;
}

function sameValue(a: DetailValue, b: DetailValue): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** Step 3's Next: some detail answered (a value other than the form's starting one). */
export function hasCategoryDetails(fields: readonly FieldDescriptor[], values: DetailValues): boolean {
  const initial = initialDetails(fields);
  return fields.some((field) => !sameValue(values[field.name], initial[field.name]));
}

export const isDetailsComplete = (details: string) => details.trim() !== '';

function toErrors(issues: readonly z.core.$ZodIssue[], prefix = ''): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || '_';
    errors[key] ??= issueMessage(issue);
  }
  return errors;
}

export function validateInfo(info: InfoValues, today: string): FieldErrors {
  const result = createApplicantProfileSchema({ today: () => today }).safeParse(toProfilePayload(info));
  return result.success ? {} : toErrors(result.error.issues);
}

export function validateCategoryDetails(
  category: EligibilityCategory,
  fields: readonly FieldDescriptor[],
  values: DetailValues,
): FieldErrors {
  const result = parseCategoryDetails(category, toDetailsPayload(fields, values));
  return result.success ? {} : toErrors(result.error.issues, 'categoryDetails');
}

export function validateAll(form: FormValues, fields: readonly FieldDescriptor[], today: string): FieldErrors {
  const result = createEligibilityInputSchema({ today: () => today }).safeParse(toPayload(form, fields));
  return result.success ? {} : toErrors(result.error.issues);
}

/** The wizard step (0-based) where a field of this error path is asked. */
export function stepOfPath(path: string): number {
  if (path === 'category') return 1;
  if (path === 'categoryDetails' || path.startsWith('categoryDetails.')) return 2;
  if (path === 'details' || path === 'caseId' || path === 'chatId') return 3;
  return 0;
}
