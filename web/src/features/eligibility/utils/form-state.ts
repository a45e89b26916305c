// The wizard's answers as the form holds them: text inputs keep strings (numbers too, until they are sent), the
// optional sections are switched on and off by checkboxes, and the category details follow the descriptors the
// API derives from its schema. Paths into these objects ("publicCharge.debts") double as the keys of field errors,
// which are the paths of the API's 400 answers, so a message always lands next to its field.
import type { FieldDescriptor } from '@shared/eligibility/describe-category-fields';
import { ELIGIBILITY_CATEGORIES, type EligibilityCategory } from '@shared/reference/categories';

/** The optional sections, in screen order; their names are in the catalog (eligibility:sections.<key>). */
export const OPTIONAL_SECTIONS = [
  { key: 'immigrationHistory' },
  { key: 'criminalHistory' },
  { key: 'medicalHistory' },
  { key: 'publicCharge' },
  { key: 'travelHistory' },
  { key: 'socialMediaHandles' },
  { key: 'interpreterNeeds' },
  { key: 'eSignatureConsent' },
] as const;

export type SectionKey = (typeof OPTIONAL_SECTIONS)[number]['key'];

export const REQUIRED_INFO = [
  'fullName',
  'dob',
  'gender',
  'birthCountry',
  'nationality',
  'currentAddress',
  'phone',
  'email',
  'preferredCommunication',
] as const;

export type RequiredInfoKey = (typeof REQUIRED_INFO)[number];

export interface TripValues {
  entryDate: string;
  exitDate: string;
  port: string;
  country: string;
}

/** A removal, a criminal event and a waiver as their rows hold them (shared/eligibility/bar-facts-schema.ts). */
export interface RemovalValues {
  kind: string;
  date: string;
}
export interface CriminalEventValues {
  kind: string;
  offence: string;
  date: string;
  sentenceMonths: string;
  maxPenaltyMonths: string;
  quantityGrams: string;
}
export interface WaiverValues {
  kind: string;
  status: string;
}

export const emptyRemoval = (): RemovalValues => ({ kind: '', date: '' });
export const emptyCriminalEvent = (): CriminalEventValues => ({
  kind: '',
  offence: '',
  date: '',
  sentenceMonths: '',
  maxPenaltyMonths: '',
  quantityGrams: '',
});
export const emptyWaiver = (): WaiverValues => ({ kind: '', status: '' });

export interface InfoValues extends Record<RequiredInfoKey, string> {
  sections: Record<SectionKey, boolean>;
  immigrationHistory: {
    entry: { manner: string; date: string; unlawfulPresenceDays: string; section245i: string };
    removals: RemovalValues[];
    /** The date of the entry without admission the reentry question asks about. */
    reentryDate: string;
    exchangeVisitor: { subjectTo212e: boolean; homeResidenceCompleted: boolean };
    waivers: WaiverValues[];
    previousVisas: string;
    visaApplications: string;
    visaRefusals: string;
    voluntaryDepartures: string;
    overstays: { overstayed: boolean; unlawfulPresenceDays: string; lastDepartureDate: string; details: string };
    deportations: {
      removed: boolean;
      removalDate: string;
      removalCount: string;
      removedOnArrival: boolean;
      reenteredWithoutInspection: boolean;
      details: string;
    };
  };
  criminalHistory: {
    events: CriminalEventValues[];
    arrests: string;
    convictions: { convicted: boolean; details: string };
    warrants: boolean;
    watchlistCheck: boolean;
    securityClearance: string;
  };
  medicalHistory: { vaccinations: boolean; communicableDiseases: string; allergies: string; medicalConditions: string };
  publicCharge: {
    debts: string;
    monthlyExpenses: string;
    supportObligations: string;
    monthlyIncome: string;
    assets: string;
    i864Exemption: string;
  };
  travelHistory: TripValues[];
  /** Comma separated, as the applicant types them. */
  socialMediaHandles: string;
  interpreterNeeds: { language: string; dialect: string; signLanguage: boolean };
  eSignatureConsent: { backgroundChecks: boolean; dataSharing: boolean; electronicFiling: boolean };
  dataRetentionPreference: string;
}

/** A category detail as the form holds it: booleans stay unanswered (undefined) until a radio is chosen. */
export type DetailValue = string | boolean | string[] | undefined | DetailValues;
export interface DetailValues {
  [name: string]: DetailValue;
}

export interface FormValues {
  info: InfoValues;
  category: EligibilityCategory | null;
  categoryDetails: DetailValues;
  details: string;
}

export type FieldErrors = Record<string, string>;

export const emptyTrip = (): TripValues => ({ entryDate: '', exitDate: '', port: '', country: '' });

export function emptySections(): Omit<InfoValues, RequiredInfoKey | 'sections' | 'dataRetentionPreference'> {
  return {
    immigrationHistory: {
      entry: { manner: '', date: '', unlawfulPresenceDays: '', section245i: '' },
      removals: [],
      reentryDate: '',
      exchangeVisitor: { subjectTo212e: false, homeResidenceCompleted: false },
      waivers: [],
      previousVisas: '',
      visaApplications: '',
      visaRefusals: '',
      voluntaryDepartures: '',
      overstays: { overstayed: false, unlawfulPresenceDays: '', lastDepartureDate: '', details: '' },
      deportations: {
        removed: false,
        removalDate: '',
        removalCount: '',
        removedOnArrival: false,
        reenteredWithoutInspection: false,
        details: '',
      },
    },
    criminalHistory: {
      events: [],
      arrests: '',
      convictions: { convicted: false, details: '' },
      warrants: false,
      watchlistCheck: false,
      securityClearance: '',
    },
    medicalHistory: { vaccinations: false, communicableDiseases: '', allergies: '', medicalConditions: '' },
    // The spec's defaults: debts and monthly expenses are numbers that start at 0.
    publicCharge: { debts: '0', monthlyExpenses: '0', supportObligations: '', monthlyIncome: '', assets: '', i864Exemption: '' },
    travelHistory: [emptyTrip()],
    socialMediaHandles: '',
    interpreterNeeds: { language: '', dialect: '', signLanguage: false },
    eSignatureConsent: { backgroundChecks: false, dataSharing: false, electronicFiling: false },
  };
}

export function emptyInfo(): InfoValues {
  return {
    fullName: '',
    dob: '',
    gender: '',
    birthCountry: '',
    nationality: '',
    currentAddress: '',
    phone: '',
    email: '',
    preferredCommunication: '',
    sections: {
      immigrationHistory: false,
      criminalHistory: false,
      medicalHistory: false,
      publicCharge: false,
      travelHistory: false,
      socialMediaHandles: false,
      interpreterNeeds: false,
      eSignatureConsent: false,
    },
    ...emptySections(),
    dataRetentionPreference: '',
  };
}

export const emptyForm = (): FormValues => ({ info: emptyInfo(), category: null, categoryDetails: {}, details: '' });

/** The form's starting value for one described field: its declared default, else unanswered. */
function initialValue(field: FieldDescriptor): DetailValue {
  if (field.type === 'object') return initialDetails(field.fields ?? []);
  if (field.type === 'array') return Array.isArray(field.default) ? [...field.default] : [];
  if (field.type === 'boolean') return typeof field.default === 'boolean' ? field.default : undefined;
  return field.default === undefined ? '' : String(field.default);
}

export function initialDetails(fields: readonly FieldDescriptor[]): DetailValues {
  return Object.fromEntries(fields.map((field) => [field.name, initialValue(field)]));
}

const isCategory = (value: unknown): value is EligibilityCategory =>
  typeof value === 'string' && (ELIGIBILITY_CATEGORIES as readonly string[]).includes(value);
export { isCategory };

/** Local calendar date as YYYY-MM-DD: the applicant's "today" for the date of birth. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

// --- paths -----------------------------------------------------------------------------------------------------

type Tree = Record<string, unknown> | unknown[];
const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null;

export function getIn(root: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (isTree(node) ? (node as Record<string, unknown>)[key] : undefined), root);
}

/** A copy of `root` with the value at `path` replaced; arrays stay arrays. */
export function setIn<T>(root: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split('.');
  if (head === undefined) return root;
  const node: unknown = root;
  const copy: Tree = Array.isArray(node) ? [...(node as unknown[])] : { ...(isTree(node) ? node : {}) };
  const child = (copy as Record<string, unknown>)[head];
  (copy as Record<string, unknown>)[head] = rest.length === 0 ? value : setIn(child, rest.join('.'), value);
  return copy as T;
}
