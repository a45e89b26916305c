// An official form uploaded as a fillable PDF: blank or filled, and what a filled one says about the person it is
// about (name, birth date, A-Number), read from its fields through the form's field map (domain/forms/maps/), never
// from the printed labels beside them. A filled form whose signature line for that person is empty is unsigned: the
// app's filler never signs, and USCIS rejects an unsigned form. A scan (no fields) is neither: only its kind is read.
import type { DocumentKind } from '../../shared/documents/document-kinds';
import type { DocumentIdentity } from '../../shared/documents/review-views';
import type { PersonRole } from '../../shared/forms/profile-facts';
import { formMapFor, formPerson } from '../forms/form-maps';
import type { FieldMapping, FormMap } from '../forms/field-map';
import type { PdfFormFields } from './analysis-types';
import { RECOGNIZED_FORMS } from './facts/recognized-forms';
import { parseDocumentDate, titleCase } from './text';

/** Fewer fields than this and a PDF is not a fillable form (a bank's statement may carry one or two). */
const FORM_FIELDS = 10;
/** The barcode fields USCIS forms fill themselves as they are typed in: not the applicant's answers. */
const MACHINE_FIELD = /BarCode/i;

export interface FormFill {
  form: string;
  state: 'blank' | 'filled';
  /** Whom the form is about, and what its fields say of them. */
  person: PersonRole;
  identity: DocumentIdentity;
  /** The empty signature line of a filled form: where that person signs. */
  unsigned: { part: string; item: string } | null;
}

const OFFICIAL_FORM_KINDS: ReadonlySet<DocumentKind> = new Set(RECOGNIZED_FORMS.map((entry) => entry.kind));
export const isOfficialForm = (kind: DocumentKind): boolean => OFFICIAL_FORM_KINDS.has(kind) || kind === 'uscis-form';

const fieldOf = (map: FormMap, question: string): FieldMapping | undefined =>
  map.fields.find((mapping) => mapping.question === question && mapping.type === 'text');

function identityOf(map: FormMap, role: PersonRole, values: PdfFormFields['values']): DocumentIdentity {
  const value = (fact: string) => {
    const field = fieldOf(map, `${role}.${fact}`);
    return field ? values[field.field]?.trim() : undefined;
  };
  const name = ['givenName', 'middleName', 'familyName']
    .map(value)
    .filter((part): part is string => Boolean(part))
    .join(' ');
  const born = value('birthDate');
  const dateOfBirth = born ? parseDocumentDate(born) : null;
  const aNumber = value('aNumber')?.replace(/\D/g, '');
  return {
    ...(name ? { fullName: titleCase(name) } : {}),
    ...(dateOfBirth ? { dateOfBirth } : {}),
    ...(aNumber ? { documentNumber: `A-${aNumber}` } : {}),
  };
}

/** What a fillable official form holds, or null for anything else (a scan, a form with no fields, another kind). */
export function readFormFill(kind: DocumentKind, fields: PdfFormFields | undefined): FormFill | null {
  if (!fields || fields.fields < FORM_FIELDS || !isOfficialForm(kind)) return null;
  const form = RECOGNIZED_FORMS.find((entry) => entry.kind === kind)?.form ?? '';
  const answered = Object.keys(fields.values).filter((name) => !MACHINE_FIELD.test(name));
  const state = answered.length === 0 && fields.checked.length === 0 ? 'blank' : 'filled';
  const map = formMapFor(form);
  const person = formPerson(form);
  if (!map) return { form, state, person, identity: {}, unsigned: null };
  const signature = map.signatures.find((place) => place.signer === person);
  const unsigned =
    state === 'filled' && signature && !fields.values[signature.field] ? { part: signature.part, item: signature.item } : null;
  return { form, state, person, identity: identityOf(map, person, fields.values), unsigned };
}
