// What the app already knows about the applicant, offered as answers before they type them (marked as prefilled):
// the account's email, a passport read by document review (name, number, nationality, birth date, expiry), and the
// latest eligibility check of the case (birth date, country of birth, nationality, phone), for the person the account
// holder is in the case's goal: the spouse applying (beneficiary) in the marriage goal, the applicant of an I-90.
// Pure; every value is checked like a typed answer.
import { answerProblem, cleanAnswer } from '../../shared/forms/answer-rules';
import { profileFact, type PersonRole } from '../../shared/forms/profile-facts';
import { countryOfMrzCode } from '../../shared/reference/country-codes';
import { COUNTRIES } from '../../shared/reference/countries';
import type { Answer } from './field-map';

export interface PassportReading {
  fullName?: string;
  documentNumber?: string;
  dateOfBirth?: string;
  nationality?: string;
  expiryDate?: string;
}

export interface PrefillSources {
  email: string | null;
  /** Passports reviewed in the case, newest first. */
  passports: readonly PassportReading[];
  /** The latest eligibility check's answers, as stored. */
  eligibility: Readonly<Record<string, unknown>> | null;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const country = (value: unknown): string | undefined =>
  typeof value === 'string' && (COUNTRIES as readonly string[]).includes(value) ? value : undefined;
/** A passport's nationality: a country's name, or the MRZ code document review read ("MEX"). */
const nationalityOf = (value: unknown): string | undefined =>
  country(value) ?? (typeof value === 'string' ? countryOfMrzCode(value) : undefined);
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
const day = (value: unknown): string | undefined => (typeof value === 'string' && ISO_DAY.test(value) ? value : undefined);

/** A passport's name split into given and family name, only when that is unambiguous (two words). */
function names(fullName: string | undefined): Record<string, string> {
  const words = fullName?.trim().split(/\s+/) ?? [];
  return words.length === 2 ? { givenName: words[0] ?? '', familyName: words[1] ?? '' } : {};
}

/** `role`: who the account holder is among the case's people (the goal's accountHolder). */
export function prefillAnswers(sources: PrefillSources, today: string, role: PersonRole = 'beneficiary'): Record<string, Answer> {
  const passport = sources.passports[0];
  const check = sources.eligibility ?? {};
  const candidates: Record<string, string | undefined> = {
    email: text(sources.email),
    mobilePhone: text(check['phone']),
    birthDate: day(passport?.dateOfBirth) ?? day(check['dob']),
    birthCountry: country(check['birthCountry']),
    citizenshipCountry: nationalityOf(passport?.nationality) ?? country(check['nationality']),
    passportNumber: text(passport?.documentNumber),
    passportExpires: day(passport?.expiryDate),
    ...names(passport?.fullName),
  };
  const answers: Record<string, Answer> = {};
  for (const [fact, value] of Object.entries(candidates)) {
    const id = `${role}.${fact}`;
    const shape = profileFact(id);
    if (value === undefined || !shape) continue;
    const clean = cleanAnswer(shape, value);
    if (!answerProblem(id, shape, clean, today)) answers[id] = clean;
  }
  return answers;
}
