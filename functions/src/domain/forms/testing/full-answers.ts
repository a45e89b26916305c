// A fully answered marriage case for tests and the bench: Rosa María Delgado Ruiz, a Mexican citizen in Texas,
// and her husband James Ellis Walker, a U.S. citizen by birth. Facts the sample does not name get a value of their
// type, so every mapped field of every form is answered.
import { profileFact, type Fact } from '../../../shared/forms/profile-facts';
import type { Answer, Answers, FormMap } from '../field-map';

const SAMPLE: Answers = {
  'i-130.relationship': 'spouse',
  'petitioner.familyName': 'Walker',
  'petitioner.givenName': 'James',
  'petitioner.middleName': 'Ellis',
  'petitioner.birthDate': '1988-03-14',
  'petitioner.birthCity': 'San Antonio',
  'petitioner.birthCountry': 'United States',
  'petitioner.sex': 'male',
  'petitioner.ssn': '123456789',
  'petitioner.citizenshipBy': 'birth',
  'petitioner.maritalStatus': 'married',
  'petitioner.timesMarried': 1,
  'petitioner.marriageDate': '2023-06-10',
  'petitioner.marriageCity': 'Austin',
  'petitioner.marriageState': 'TX',
  'petitioner.marriageCountry': 'United States',
  'petitioner.address.0.street': '4518 Red River Street',
  'petitioner.address.0.unitType': 'apt',
  'petitioner.address.0.unitNumber': '12',
  'petitioner.address.0.city': 'Austin',
  'petitioner.address.0.state': 'TX',
  'petitioner.address.0.zip': '78751',
  'petitioner.address.0.country': 'United States',
  'petitioner.address.0.from': '2021-08-01',
  'beneficiary.familyName': 'Delgado Ruiz',
  'beneficiary.givenName': 'Rosa',
  'beneficiary.middleName': 'María',
  'beneficiary.birthDate': '1992-11-02',
  'beneficiary.birthCity': 'Monterrey',
  'beneficiary.birthCountry': 'Mexico',
  'beneficiary.citizenshipCountry': 'Mexico',
  'beneficiary.sex': 'female',
  'beneficiary.aNumber': '',
  'beneficiary.maritalStatus': 'married',
  'beneficiary.timesMarried': 1,
  'beneficiary.passportNumber': 'G12345678',
  'beneficiary.passportCountry': 'Mexico',
  'beneficiary.passportExpires': '2031-05-20',
  'beneficiary.arrivalDate': '2022-12-18',
  'beneficiary.arrivalCity': 'Houston',
  'beneficiary.arrivalState': 'TX',
  'beneficiary.arrivalStatus': 'B2',
  'beneficiary.heightFeet': 5,
  'beneficiary.heightInches': 4,
  'petitioner.heightFeet': 5,
  'petitioner.heightInches': 11,
  'i-765.categoryLetter': 'c',
  'i-765.categoryNumber': '9',
  'beneficiary.i94Number': '12345678901',
};

/** Digits of the length each number has. */
const DIGITS: ReadonlyArray<readonly [RegExp, string]> = [
  [/(ssn|aNumber)$/i, '123456789'],
  [/uscisAccount$/i, '123456789012'],
  [/zip$/i, '78751'],
  [/(phone|mobile)$/i, '5125550143'],
];

/** A value of the fact's type for a fact the sample does not name, short enough for the forms' fields. */
function sampleValue(id: string, fact: Fact | undefined): Answer {
  switch (fact?.type) {
    case 'date':
      return '2020-01-15';
    case 'yes-no':
      return false;
    case 'number':
      return 1;
    case 'digits':
      return DIGITS.find(([pattern]) => pattern.test(id))?.[1] ?? '1';
    case 'choice':
      return fact.options?.[0] ?? 'unknown';
    default:
      return /state$/i.test(id) ? 'TX' : 'Sample';
  }
}

/** Every question the maps read, answered: the sample's facts, and a typed value for the rest. */
export function fullAnswers(maps: readonly FormMap[]): Answers {
  const answers: Record<string, Answer> = { ...SAMPLE };
  for (const map of maps) {
    for (const mapping of [...map.fields, ...(map.additionalInfo?.header ?? [])]) {
      if (mapping.question in answers) continue;
      const fact = profileFact(mapping.question) ?? map.questions.find((question) => question.id === mapping.question);
      answers[mapping.question] = mapping.type === 'check' && fact?.type !== 'yes-no' ? mapping.when : sampleValue(mapping.question, fact);
    }
  }
  return answers;
}
