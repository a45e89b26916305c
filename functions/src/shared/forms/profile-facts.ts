// The answer-once profile: the facts about each person of a case that the USCIS forms ask again and again. A question
// id names one fact of one person, so the same fact has the same id on every form: `beneficiary.familyName`, and for
// a list, with the entry's index, `petitioner.address.0.street` (0 is the current or most recent entry). Questions
// that only one form asks are named by the form (`i-485.pt8.q1`) and declared with its field map.

/**
 * The people of a case, by role: a marriage case's petitioner, beneficiary and joint sponsor; the applicant of a form
 * filed for oneself (the I-90). Lists under a person are numbered: `petitioner.householdMember.0`.
 */
export const PERSON_ROLES = ['petitioner', 'beneficiary', 'jointSponsor', 'applicant'] as const;
export type PersonRole = (typeof PERSON_ROLES)[number];

/** How an answer is typed: dates are YYYY-MM-DD, yes/no is a boolean, a choice is one of its options. */
export type FactType = 'text' | 'date' | 'yes-no' | 'choice' | 'number' | 'digits';

export interface Fact {
  type: FactType;
  options?: readonly string[];
  /** The largest number a `number` fact takes. */
  max?: number;
}

const text: Fact = { type: 'text' };
const date: Fact = { type: 'date' };
const digits: Fact = { type: 'digits' };
const choice = (...options: string[]): Fact => ({ type: 'choice', options });

/** The parts of an address as the forms ask them (USCIS writes "Apt.", "Ste." and "Flr." as check boxes). */
export const ADDRESS: Readonly<Record<string, Fact>> = {
  inCareOf: text,
  street: text,
  unitType: choice('apt', 'ste', 'flr'),
  unitNumber: text,
  city: text,
  state: text,
  zip: digits,
  province: text,
  postalCode: text,
  country: text,
};

const NAME: Readonly<Record<string, Fact>> = { familyName: text, givenName: text, middleName: text };

/** One employer or school, as the employment histories ask it. */
const EMPLOYMENT: Readonly<Record<string, Fact>> = { employer: text, ...ADDRESS, occupation: text, from: date, to: date };

/** One fact per entry of a list, and the longest list the forms ask for. */
export interface FactList {
  facts: Readonly<Record<string, Fact>>;
  max: number;
}

/** A person's single facts. */
export const PERSON_FACTS: Readonly<Record<string, Fact>> = {
  ...NAME,
  birthDate: date,
  birthCity: text,
  birthState: text,
  birthCountry: text,
  sex: choice('male', 'female'),
  citizenshipCountry: text,
  aNumber: digits,
  uscisAccount: digits,
  ssn: digits,
  // The Social Security card questions the I-485 and I-765 ask: has the SSA issued one, should it, and the consent.
  ssaCardIssued: { type: 'yes-no' },
  wantsSsaCard: { type: 'yes-no' },
  ssaConsent: { type: 'yes-no' },
  daytimePhone: digits,
  mobilePhone: digits,
  email: text,
  // The applicant's statement: read the form in English (yes), or had it read by an interpreter (no).
  readsEnglish: { type: 'yes-no' },
  // The mailing address, when it is not the current home (address.0).
  ...Object.fromEntries(Object.entries(ADDRESS).map(([name, fact]) => [`mailing.${name}`, fact])),
  mailingIsHome: { type: 'yes-no' },
  // The most recent address outside the United States where the person lived more than a year (I-485, I-130A).
  ...Object.fromEntries(Object.entries(ADDRESS).map(([name, fact]) => [`addressAbroad.${name}`, fact])),
  'addressAbroad.from': date,
  'addressAbroad.to': date,
  // The most recent employer or school outside the United States (I-485, I-130A).
  ...Object.fromEntries(Object.entries(EMPLOYMENT).map(([name, fact]) => [`employmentAbroad.${name}`, fact])),
  maritalStatus: choice('single', 'married', 'divorced', 'widowed', 'separated', 'annulled'),
  timesMarried: { type: 'number', max: 20 },
  marriageDate: date,
  marriageCity: text,
  marriageState: text,
  marriageCountry: text,
  marriageProvince: text,
  // The last arrival in the United States.
  arrivalDate: date,
  arrivalCity: text,
  arrivalState: text,
  arrivalStatus: text,
  i94Number: text,
  authorizedStayUntil: text,
  passportNumber: text,
  travelDocumentNumber: text,
  passportCountry: text,
  passportExpires: date,
  // The immigration status now, when it changed since the last arrival (I-485, I-765).
  currentStatus: text,
  // How a petitioner is a U.S. citizen or a permanent resident.
  citizenshipBy: choice('birth', 'naturalization', 'parents', 'permanent-resident'),
  naturalizationCertificate: text,
  naturalizationDate: date,
  naturalizationCity: text,
  naturalizationState: text,
  lprClassOfAdmission: text,
  lprDate: date,
  lprCity: text,
  lprState: text,
  // Biographic facts, as the I-130 and I-485 ask them.
  hispanic: { type: 'yes-no' },
  race: choice('white', 'asian', 'black', 'native-american', 'pacific-islander'),
  heightFeet: { type: 'number', max: 8 },
  heightInches: { type: 'number', max: 11 },
  weightPounds: { type: 'number', max: 999 },
  eyeColor: choice('black', 'blue', 'brown', 'gray', 'green', 'hazel', 'maroon', 'pink', 'unknown'),
  hairColor: choice('bald', 'black', 'blond', 'brown', 'gray', 'red', 'sandy', 'white', 'unknown'),
};

const PARENT: Readonly<Record<string, Fact>> = {
  ...NAME,
  birthDate: date,
  sex: choice('male', 'female'),
  birthCity: text,
  birthCountry: text,
  residenceCity: text,
  residenceCountry: text,
  // The name at birth, when it differs from the legal name (I-485).
  birthFamilyName: text,
  birthGivenName: text,
  birthMiddleName: text,
};

/** A person's lists: histories of five years, other names, marriages and family. */
export const PERSON_LISTS: Readonly<Record<string, FactList>> = {
  otherName: { facts: NAME, max: 4 },
  // Physical addresses of the last five years, the current one first.
  address: { facts: { ...ADDRESS, from: date, to: date }, max: 6 },
  // Employment of the last five years, the current one first.
  employment: { facts: EMPLOYMENT, max: 6 },
  priorSpouse: {
    facts: {
      ...NAME,
      marriageEnded: date,
      howEnded: choice('divorce', 'death', 'annulment'),
      // What the I-485 (and the N-400) ask besides: who the prior spouse was, where the marriage began and ended.
      birthDate: date,
      birthCountry: text,
      citizenshipCountry: text,
      marriageDate: date,
      marriageCity: text,
      marriageState: text,
      marriageCountry: text,
      endedCity: text,
      endedState: text,
      endedCountry: text,
    },
    max: 4,
  },
  parent: { facts: PARENT, max: 2 },
  child: { facts: { ...NAME, birthDate: date, birthCountry: text, relationship: text, aNumber: digits }, max: 8 },
  // A sponsor's household members whose income the sponsor counts (I-864 Part 6 items 8-11): each signs an I-864A.
  householdMember: { facts: { name: text, relationship: text, income: { type: 'number' } }, max: 4 },
};

/** The fact a profile question id names, or undefined for an id that is not one. */
export function profileFact(id: string): Fact | undefined {
  const [role, name, ...rest] = id.split('.');
  if (!role || !name || !(PERSON_ROLES as readonly string[]).includes(role)) return undefined;
  const list = PERSON_LISTS[name];
  if (list) {
    const [index, ...fact] = rest;
    if (index === undefined || !/^\d$/.test(index) || Number(index) >= list.max) return undefined;
    return list.facts[fact.join('.')];
  }
  return PERSON_FACTS[[name, ...rest].join('.')];
}
