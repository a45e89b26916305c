// Whose document a file is, among the people of the case (the petitioner, the beneficiary, a joint sponsor, an
// applicant), from what the file says: a filled official form is its person's (domain/documents/filled-form.ts);
// an identity document, certificate or statement is the person whose name it bears, with the birth date when both
// say one. A name that fits two people, or nobody, leaves the file unassigned: never a guess. Pure.
import type { DocumentIdentity } from '../../shared/documents/review-views';
import { PERSON_ROLES, type PersonRole } from '../../shared/forms/profile-facts';
import type { DocumentPeople } from './identity';
import type { FormFill } from './filled-form';
import { sameName } from './names';

/** A person of the case, as its answers name them. */
export interface CasePerson {
  role: PersonRole;
  name: string;
  /** YYYY-MM-DD, when answered. */
  birthDate?: string;
}

/** The people of a case from its form answers: each role with a family or given name answered. */
export function casePeople(answers: Readonly<Record<string, unknown>>): CasePerson[] {
  return PERSON_ROLES.flatMap((role): CasePerson[] => {
    const name = ['givenName', 'middleName', 'familyName']
      .map((part) => answers[`${role}.${part}`])
      .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
      .join(' ');
    const born = answers[`${role}.birthDate`];
    return name ? [{ role, name, ...(typeof born === 'string' && born ? { birthDate: born } : {}) }] : [];
  });
}

export function personOf(people: readonly CasePerson[], read: DocumentPeople, fill: FormFill | null): PersonRole | null {
  if (fill?.state === 'filled' && people.some((person) => person.role === fill.person)) return fill.person;
  const holder = read.holder;
  if (!holder) return null;
  const born = read.identity.dateOfBirth;
  const named = people.filter((person) => sameName(holder, person.name));
  // Two people of one name: the birth date tells them apart, or nothing does.
  const fits = born ? named.filter((person) => !person.birthDate || person.birthDate === born) : named;
  return fits.length === 1 ? fits[0]!.role : null;
}

/**
 * Whose document each stored file is that no one has said yet, once the review is added to a case (its files were
 * read outside it): matched by the name and birth date the review stored. Files already assigned keep their person.
 */
export function matchStoredFiles(
  documents: ReadonlyArray<{ documentId: string; identity: DocumentIdentity; person: PersonRole | null }>,
  people: readonly CasePerson[],
): Record<string, PersonRole> {
  const found: Record<string, PersonRole> = {};
  for (const doc of documents) {
    if (doc.person) continue;
    const holder = doc.identity.fullName;
    const role = personOf(people, { identity: doc.identity, ...(holder ? { holder } : {}), others: [] }, null);
    if (role) found[doc.documentId] = role;
  }
  return found;
}
