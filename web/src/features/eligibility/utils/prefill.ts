// A chat tool call opens the wizard with what the conversation already established: at least a category and a
// country, and possibly any field of the form. Every field the payload names is filled in; anything that does not
// fit the form (an unknown category, a country not in the list, a value of the wrong type) is ignored.
import { describeCategoryFields, type FieldDescriptor } from '@shared/eligibility/describe-category-fields';
import { hasContent } from '@shared/eligibility/format';
import { COUNTRIES } from '@shared/reference/countries';
import {
  emptyCriminalEvent,
  emptyForm,
  emptyRemoval,
  emptySections,
  emptyWaiver,
  initialDetails,
  isCategory,
  OPTIONAL_SECTIONS,
  REQUIRED_INFO,
  type DetailValue,
  type DetailValues,
  type FormValues,
  type InfoValues,
  type SectionKey,
  type TripValues,
} from './form-state';

export type PrefillPayload = Record<string, unknown>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const isCountry = (value: unknown): value is string => typeof value === 'string' && (COUNTRIES as readonly string[]).includes(value);

/** A scalar as the form's text input holds it. */
function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** Copies the payload's values into a section, keeping its shape: only known keys, and each as its own type. */
function mergeShape<T>(target: T, source: unknown): T {
  if (!isRecord(source) || !isRecord(target)) return target;
  const merged: Record<string, unknown> = { ...target };
  for (const [key, current] of Object.entries(target)) {
    const incoming = source[key];
    if (incoming === undefined || incoming === null) continue;
    if (typeof current === 'boolean') {
      if (typeof incoming === 'boolean') merged[key] = incoming;
    } else if (typeof current === 'string') {
      const text = asText(incoming);
      if (text !== undefined) merged[key] = text;
    } else if (isRecord(current)) {
      merged[key] = mergeShape(current, incoming);
    }
  }
  return merged as T;
}

function trips(value: unknown): TripValues[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const blank = { entryDate: '', exitDate: '', port: '', country: '' };
  const list = value.filter(isRecord).map((trip) => mergeShape(blank, trip));
  return list.length > 0 ? list : undefined;
}

function prefillInfo(info: InfoValues, payload: PrefillPayload): InfoValues {
  const next: InfoValues = { ...info, sections: { ...info.sections } };
  for (const key of REQUIRED_INFO) {
    const text = asText(payload[key]);
    if (text !== undefined) next[key] = text;
  }
  const retention = asText(payload['dataRetentionPreference']);
  if (retention !== undefined) next.dataRetentionPreference = retention;

  const empty = emptySections();
  for (const { key } of OPTIONAL_SECTIONS) {
    const value = payload[key];
    const filled = fillSection(key, empty, value);
    if (filled === undefined) continue;
    Object.assign(next, { [key]: filled });
    next.sections[key] = true;
  }

  prefillBarLists(next, payload);

  // The assistant's one "country" slot is where the applicant is from: their country of birth and nationality.
  const country = payload['country'];
  if (isCountry(country)) {
    if (next.birthCountry === '') next.birthCountry = country;
    if (next.nationality === '') next.nationality = country;
  }
  return next;
}

/** A list's rows, each with only the row's own keys, as text; undefined when the payload lists none. */
function rows<T extends object>(value: unknown, blank: () => T): T[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const list = value.filter(isRecord).map((row) => mergeShape(blank(), row));
  return list.length > 0 ? list : undefined;
}

/** The bars' lists and the reentry (docs/eligibility.md), which the sections' shapes do not copy; each opens its section. */
function prefillBarLists(next: InfoValues, payload: PrefillPayload): void {
  const history = isRecord(payload['immigrationHistory']) ? payload['immigrationHistory'] : {};
  const criminal = isRecord(payload['criminalHistory']) ? payload['criminalHistory'] : {};
  const removals = rows(history['removals'], emptyRemoval);
  const waivers = rows(payload['waivers'], emptyWaiver);
  const reentry = history['reentryWithoutAdmission'];
  const events = rows(criminal['events'], emptyCriminalEvent);
  const ih = next.immigrationHistory;
  if (removals) next.immigrationHistory = { ...next.immigrationHistory, removals, deportations: { ...ih.deportations, removed: true } };
  if (waivers) next.immigrationHistory = { ...next.immigrationHistory, waivers };
  if (reentry === true || isRecord(reentry)) {
    next.immigrationHistory = {
      ...next.immigrationHistory,
      deportations: { ...next.immigrationHistory.deportations, reenteredWithoutInspection: true },
      reentryDate: isRecord(reentry) ? (asText(reentry['date']) ?? '') : '',
    };
  }
  if (removals || waivers || reentry === true || isRecord(reentry)) next.sections.immigrationHistory = true;
  if (events) {
    next.criminalHistory = { ...next.criminalHistory, events };
    next.sections.criminalHistory = true;
  }
}

function fillSection(key: SectionKey, empty: ReturnType<typeof emptySections>, value: unknown): unknown {
  if (value === undefined || value === null || value === false || value === '') return undefined;
  switch (key) {
    case 'travelHistory':
      return trips(value);
    case 'socialMediaHandles': {
      if (typeof value === 'string') return value;
      if (Array.isArray(value)) {
        const handles = value.filter((h): h is string => typeof h === 'string' && h.trim() !== '');
        return handles.length > 0 ? handles.join(', ') : undefined;
      }
      return undefined;
    }
    case 'criminalHistory': {
      if (!isRecord(value) || Object.keys(value).length === 0) return undefined;
      // The API also takes a conviction as plain text; the form asks yes or no, then for the details.
      const convictions =
        typeof value['convictions'] === 'string'
          ? { convicted: hasContent(value['convictions']), details: value['convictions'] }
          : value['convictions'];
      return mergeShape(empty.criminalHistory, { ...value, convictions });
    }
    default:
      return isRecord(value) && Object.keys(value).length > 0 ? mergeShape(empty[key], value) : undefined;
  }
}

function detailValue(field: FieldDescriptor, current: DetailValue, incoming: unknown): DetailValue {
  switch (field.type) {
    case 'boolean':
      return typeof incoming === 'boolean' ? incoming : current;
    case 'array': {
      if (!Array.isArray(incoming)) return current;
      const allowed = field.options;
      return incoming.filter((item): item is string => typeof item === 'string' && (!allowed || allowed.includes(item)));
    }
    case 'object':
      return isRecord(incoming) && isRecord(current) ? prefillDetails(field.fields ?? [], current as DetailValues, incoming) : current;
    case 'enum':
    case 'country':
      return typeof incoming === 'string' && (field.options ?? []).includes(incoming) ? incoming : current;
    default:
      return asText(incoming) ?? current;
  }
}

function prefillDetails(fields: readonly FieldDescriptor[], values: DetailValues, payload: Record<string, unknown>): DetailValues {
  const next: DetailValues = { ...values };
  for (const field of fields) {
    if (payload[field.name] === undefined || payload[field.name] === null) continue;
    next[field.name] = detailValue(field, values[field.name], payload[field.name]);
  }
  return next;
}

/** A fresh form filled in from a chat tool call's payload. */
export function formFromPrefill(payload: PrefillPayload): FormValues {
  const form = emptyForm();
  form.info = prefillInfo(form.info, payload);
  const category = payload['category'];
  if (isCategory(category)) {
    const fields = describeCategoryFields(category);
    form.category = category;
    form.categoryDetails = isRecord(payload['categoryDetails'])
      ? prefillDetails(fields, initialDetails(fields), payload['categoryDetails'])
      : initialDetails(fields);
  }
  const details = asText(payload['details']);
  if (details !== undefined) form.details = details;
  return form;
}
