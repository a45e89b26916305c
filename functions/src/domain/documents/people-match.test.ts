import { describe, expect, it } from 'vitest';
import { casePeople, matchStoredFiles, personOf } from './people-match';

const PEOPLE = casePeople({
  'petitioner.givenName': 'James',
  'petitioner.familyName': 'Walker',
  'petitioner.birthDate': '1988-03-14',
  'beneficiary.givenName': 'Lucia',
  'beneficiary.familyName': 'Hernandez',
  'beneficiary.birthDate': '1992-04-17',
});
const read = (holder: string | undefined, dateOfBirth?: string) => ({
  identity: { ...(dateOfBirth ? { dateOfBirth } : {}) },
  ...(holder ? { holder } : {}),
  others: [],
});

describe('whose document a file is', () => {
  it('is the person whose name it bears, the birth date agreeing', () => {
    expect(PEOPLE.map((person) => person.role)).toEqual(['petitioner', 'beneficiary']);
    expect(personOf(PEOPLE, read('LUCIA HERNANDEZ', '1992-04-17'), null)).toBe('beneficiary');
    expect(personOf(PEOPLE, read('James Walker'), null)).toBe('petitioner');
  });

  it('is nobody when the birth date disagrees, the name fits no one, or the file names no one', () => {
    expect(personOf(PEOPLE, read('Lucia Hernandez', '1990-01-01'), null)).toBeNull();
    expect(personOf(PEOPLE, read('Ana Pereira'), null)).toBeNull();
    expect(personOf(PEOPLE, read(undefined), null)).toBeNull();
    expect(personOf([], read('Lucia Hernandez'), null)).toBeNull();
  });

  it("is a filled form's own person, and two people of one name are told apart by the birth date only", () => {
    const fill = { form: 'I-864', state: 'filled' as const, person: 'petitioner' as const, identity: {}, unsigned: null };
    expect(personOf(PEOPLE, read(undefined), fill)).toBe('petitioner');
    const twins = casePeople({
      'petitioner.givenName': 'Alex',
      'petitioner.familyName': 'Kim',
      'beneficiary.givenName': 'Alex',
      'beneficiary.familyName': 'Kim',
    });
    expect(personOf(twins, read('Alex Kim'), null)).toBeNull();
  });

  it('matches the stored files of a review added to a case later, keeping what was already said', () => {
    const stored = [
      { documentId: 'a', identity: { fullName: 'Lucia Hernandez', dateOfBirth: '1992-04-17' }, person: null },
      { documentId: 'b', identity: { fullName: 'James Walker' }, person: 'beneficiary' as const },
      { documentId: 'c', identity: {}, person: null },
      { documentId: 'd', identity: { fullName: 'James Walker', dateOfBirth: '1970-01-01' }, person: null },
    ];
    expect(matchStoredFiles(stored, PEOPLE)).toEqual({ a: 'beneficiary' });
    expect(matchStoredFiles(stored, [])).toEqual({});
  });
});
