// Every question, option and part of every field map has words in every language, and the catalog holds no word
// nothing asks for: a question added to a map without its text, or a text left behind by a removed one, fails here.
import { describe, expect, it } from 'vitest';
import { PERSON_FACTS, PERSON_LISTS, PERSON_ROLES, profileFact } from '../../shared/forms/profile-facts';
import { LOCALES } from '../../shared/i18n/locale';
import { isMessage, splitKey, type Message } from '../../shared/i18n/message';
import { CATALOGS } from '../i18n/render';
import { BARS, barWarningMessage } from './facts/bars';
import { isFormQuestionId } from './field-map';
import { FORM_MAPS } from './form-maps';
import { gapQuestion, optionText, partTitle, personTitle, questionText } from './question-texts';
import { gapWording, optionWording, partWording, personWording, questionWording } from './question-wording';

/** Every question id of every map: the mapped ones and the form-only ones. */
const MAP_IDS = [...new Set(FORM_MAPS.flatMap((map) => [...map.fields.map((field) => field.question), ...map.questions.map((q) => q.id)]))];

/** Every profile fact of every role, list entries at their first and last index. */
const PROFILE_IDS = PERSON_ROLES.flatMap((role) => [
  ...Object.keys(PERSON_FACTS).map((fact) => `${role}.${fact}`),
  ...Object.entries(PERSON_LISTS).flatMap(([list, { facts, max }]) =>
    [0, max - 1].flatMap((index) => Object.keys(facts).map((fact) => `${role}.${list}.${index}.${fact}`)),
  ),
]);

const formQuestion = (id: string) => FORM_MAPS.flatMap((map) => map.questions).find((question) => question.id === id);
const optionsOf = (id: string) => (isFormQuestionId(id) ? formQuestion(id) : profileFact(id))?.options ?? [];

const PARTS = FORM_MAPS.flatMap((map) =>
  [...map.fields, ...map.signatures, ...(map.additionalInfo ? [map.additionalInfo] : [])].map((placed) => [map.form, placed.part] as const),
);

/** The catalog keys a Message uses, its nested Messages' too. */
function keysOf(message: Message): string[] {
  const nested = Object.values(message.params ?? {}).filter(isMessage);
  return [splitKey(message.key).id, ...nested.flatMap(keysOf)];
}

/** Every Message the interview can show. */
function everyMessage(): Message[] {
  const questions = [...MAP_IDS, ...PROFILE_IDS].flatMap((id) => {
    const wording = questionWording(id);
    return wording ? [wording.label, ...(wording.help ? [wording.help] : [])] : [];
  });
  const options = [...MAP_IDS, ...PROFILE_IDS].flatMap((id) => optionsOf(id).flatMap((option) => optionWording(id, option) ?? []));
  const parts = PARTS.flatMap(([form, part]) => partWording(form, part) ?? []);
  const people = PERSON_ROLES.flatMap((role) => FORM_MAPS.flatMap((map) => personWording(role, map.form) ?? []));
  const bars = Object.keys(BARS).flatMap((id) => barWarningMessage(id) ?? []);
  return [
    ...questions,
    ...options,
    ...parts,
    ...people,
    ...bars,
    gapWording('address', '2024-01-01', '2024-02-01'),
    gapWording('employment', '2024-01-01', '2024-02-01'),
  ];
}

describe('the words of the form interview', () => {
  it('label every question of every field map, and every profile fact, in every language', () => {
    const missing = [...MAP_IDS, ...PROFILE_IDS].filter((id) => questionWording(id) === undefined);
    expect(missing).toEqual([]);
    for (const locale of LOCALES) {
      for (const id of MAP_IDS) expect(questionText(locale, id).label, `${locale} ${id}`).not.toMatch(/form-questions:|\{/);
    }
  });

  it('name every option of every choice', () => {
    const missing = [...MAP_IDS, ...PROFILE_IDS].flatMap((id) =>
      optionsOf(id).flatMap((option) => (optionWording(id, option) === undefined ? [`${id} ${option}`] : [])),
    );
    expect(missing).toEqual([]);
  });

  it('title every part a map places a field or a signature in, and every person', () => {
    expect(PARTS.filter(([form, part]) => partWording(form, part) === undefined)).toEqual([]);
    expect(PERSON_ROLES.filter((role) => personWording(role) === undefined)).toEqual([]);
  });

  it('have every word it uses in every language, and no word it does not use', () => {
    const used = new Set(everyMessage().flatMap(keysOf));
    for (const locale of LOCALES) {
      const catalog = CATALOGS[locale]['form-questions'];
      expect(
        [...used].filter((key) => !Object.hasOwn(catalog, key)),
        locale,
      ).toEqual([]);
      expect(
        Object.keys(catalog).filter((key) => !used.has(key)),
        locale,
      ).toEqual([]);
    }
  });

  it('say which entry of a list a question is about, the current one first', () => {
    expect(questionText('en', 'beneficiary.address.0.street').label).toBe('Current home: Street number and name');
    expect(questionText('en', 'petitioner.address.1.city').label).toBe('Address 2: City or town');
    expect(questionText('en', 'beneficiary.employment.0.from').label).toBe('Current job or school: Date you started');
    expect(questionText('en', 'beneficiary.priorSpouse.0.familyName').label).toBe('Prior spouse 1: Family name (last name)');
    expect(questionText('en', 'beneficiary.child.2.birthDate').label).toBe('Child 3: Date of birth');
    expect(questionText('en', 'beneficiary.addressAbroad.from').label).toBe('Last address abroad: Date you moved in');
    // French sets a space before a colon.
    expect(questionText('fr', 'petitioner.mailing.zip').label).toMatch(/^\S.* : \S/);
  });

  it('word a fact the same for every role, and give help only where it helps', () => {
    expect(questionText('es', 'petitioner.birthDate')).toEqual(questionText('es', 'beneficiary.birthDate'));
    expect(questionText('en', 'beneficiary.givenName').help).toBeNull();
    expect(questionText('en', 'beneficiary.aNumber').help).toMatch(/7 to 9 digit/);
  });

  it('number the rows of a form question and borrow the profile words for a form address block', () => {
    expect(questionText('en', 'i-485.pt9.q65.2.benefit').label).toBe('Benefit 3: its name');
    expect(questionText('en', 'i-864.taxReturn.1.year').label).toBe('Second most recent tax year');
    expect(questionText('en', 'i-130.pt4.q59.street').label).toBe(
      'Last address where you and your spouse lived together: Street number and name',
    );
    expect(questionText('de', 'i-485.pt9.q22').label).not.toBe(questionText('en', 'i-485.pt9.q22').label);
  });

  it('name options by the question, else by the fact', () => {
    expect(optionText('en', 'beneficiary.eyeColor', 'hazel')).toBe('Hazel');
    expect(optionText('en', 'petitioner.parent.1.sex', 'male')).toBe('Male');
    expect(optionText('en', 'i-130.pt4.q12.unitType', 'apt')).toBe('Apartment');
    expect(optionText('en', 'i-485.pt9.q58', 'over-141000')).toBe('Over $141,000');
    expect(() => optionText('en', 'beneficiary.eyeColor', 'violet')).toThrow(/violet/);
  });

  it('title parts and people, and write the gap dates in the locale', () => {
    expect(partTitle('en', 'I-485', '9')).toBe('Part 9. General eligibility and inadmissibility grounds');
    expect(partTitle('es', 'i-130', '2')).toMatch(/^Parte 2\./);
    expect(personTitle('en', 'petitioner')).toBe('The petitioner (U.S. citizen)');
    expect(gapQuestion('en', 'address', '2023-03-05', '2023-06-30')).toBe('Where did you live between Mar 5, 2023 and Jun 30, 2023?');
    expect(gapQuestion('de', 'employment', '2023-03-05', '2023-06-30')).toMatch(/05\.03\.2023.*30\.06\.2023/);
    expect(() => questionText('en', 'i-485.pt99.q1')).toThrow(/i-485\.pt99\.q1/);
    expect(() => questionText('en', 'landlord.familyName')).toThrow(/landlord/);
  });
});
