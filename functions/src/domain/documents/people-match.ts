// Whose document a file is, among the people of the case (the petitioner, the beneficiary, a joint sponsor, an
// applicant), from what the file says: a filled official form is its person's (domain/documents/filled-form.ts);
// an identity document, certificate or statement is the person whose name it bears, with the birth date when both
// say one. A name that fits two people, or nobody, leaves the file unassigned: never a guess. Pure.
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
