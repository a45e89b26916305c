// Form I-90, Application to Replace Permanent Resident Card (edition 01/20/25), filed by the permanent resident for
// themself: the applicant's facts are `applicant.*`. Parts as this edition prints them: 1 information about you,
// 2 application type, 3 processing information, 4 accommodations, 5 the applicant's statement, contact and signature,
// 6 interpreter, 7 preparer, 8 additional information. Field names and items were read from the kept PDF
// (functions/uscis-forms/i-90.pdf). Skipped: Part 4 (accommodations), the weight boxes (one digit each), Part 5 item
// 1.b's language and item 2 (the preparer box), the signature dates, and Parts 6-7 (the signers write those by hand).
import type { FieldMapping, FormMap } from '../field-map';
import { check, choice, own, text, unitBoxes, yesNoYN } from './mappings';

const S = (n: number) => `#subform[${n}].`;
const A = 'applicant';

/** One address of Part 1 (6: mailing, 7: physical), its fields by the part of the address they hold. */
function address(prefix: string, item: string, line: number, letters: string, unitBox: string): FieldMapping[] {
  const [street, apt, city, state, zip, province, postal, country] = letters.split('');
  const f = (letter: string | undefined, name: string) => `${S(0)}P1_Line${line}${letter}_${name}[0]`;
  return [
    text(`${prefix}.street`, f(street, 'StreetNumberName'), '1', `${item}.${street}`),
    text(`${prefix}.unitNumber`, f(apt, 'AptSteFlrNumber'), '1', `${item}.${apt}`),
    ...unitBoxes(prefix, `${S(0)}${unitBox}`, '1', `${item}.${apt}`),
    text(`${prefix}.city`, f(city, 'CityOrTown'), '1', `${item}.${city}`),
    choice(`${prefix}.state`, f(state, 'State'), '1', `${item}.${state}`),
    text(`${prefix}.zip`, f(zip, 'ZipCode'), '1', `${item}.${zip}`, 'digits'),
    text(`${prefix}.province`, f(province, 'Province'), '1', `${item}.${province}`),
    text(`${prefix}.postalCode`, f(postal, 'PostalCode'), '1', `${item}.${postal}`),
    text(`${prefix}.country`, f(country, 'Country'), '1', `${item}.${country}`),
  ];
}

/** Part 2 item 1: the applicant's status. */
export const I90_STATUSES = ['lpr', 'commuter', 'conditional'] as const;
/** Part 2, Section A (permanent residents and commuters), item 2: the reason, by the box's "on" value. */
const REASONS_A: ReadonlyArray<[string, string, number]> = [
  ['lost-stolen-destroyed', '2a', 5],
  ['never-received', '2b', 6],
  ['mutilated', '2c', 7],
  ['dhs-error', '2d', 4],
  ['name-changed', '2e', 0],
  ['expiring', '2f', 1],
  ['turned-14-expires-after-16', '2g1', 2],
  ['turned-14-expires-before-16', '2g2', 3],
  ['taking-up-commuter-status', '2h1', 11],
  ['commuter-taking-up-residence', '2h2', 9],
  ['automatically-converted', '2i', 10],
  ['prior-edition-or-other', '2j', 8],
];
/** Part 2, Section B (conditional residents), item 3. */
const REASONS_B: ReadonlyArray<[string, string, number]> = [
  ['lost-stolen-destroyed', '3a', 4],
  ['never-received', '3b', 0],
  ['mutilated', '3c', 1],
  ['dhs-error', '3d', 2],
  ['name-changed', '3e', 3],
];
const itemOf = (on: string) => `${on[0]}.${on.slice(1)}`;

const partOne: FieldMapping[] = [
  text(`${A}.aNumber`, `${S(0)}#area[1].P1_Line1_AlienNumber[0]`, '1', '1', 'digits'),
  text(`${A}.uscisAccount`, `${S(0)}P1_Line2_AcctIdentifier[0]`, '1', '2', 'digits'),
  text(`${A}.familyName`, `${S(0)}P1_Line3a_FamilyName[0]`, '1', '3.a'),
  text(`${A}.givenName`, `${S(0)}P1_Line3b_GivenName[0]`, '1', '3.b'),
  text(`${A}.middleName`, `${S(0)}P1_Line3c_MiddleName[0]`, '1', '3.c'),
  check('i-90.nameChanged', 'yes', 'Y', `${S(0)}P1_checkbox4[0]`, '1', '4'),
  check('i-90.nameChanged', 'no', 'N', `${S(0)}P1_checkbox4[1]`, '1', '4'),
  check('i-90.nameChanged', 'never-received', 'NA', `${S(0)}P1_checkbox4[2]`, '1', '4'),
  text('i-90.cardName.familyName', `${S(0)}P1_Line5a_FamilyName[0]`, '1', '5.a'),
  text('i-90.cardName.givenName', `${S(0)}P1_Line5b_GivenName[0]`, '1', '5.b'),
  text('i-90.cardName.middleName', `${S(0)}P1_Line5c_MiddleName[0]`, '1', '5.c'),
  text(`${A}.mailing.inCareOf`, `${S(0)}P1_Line6a_InCareofName[0]`, '1', '6.a'),
  ...address(`${A}.mailing`, '6', 6, 'bcdefghi', 'P1_checkbox6c_Unit'),
  ...address(`${A}.address.0`, '7', 7, 'abcdefgh', 'P1_checkbox7b_Unit'),
  check(`${A}.sex`, 'male', 'Y', `${S(1)}P1_Line8_male[0]`, '1', '8'),
  check(`${A}.sex`, 'female', 'Y', `${S(1)}P1_Line8_female[0]`, '1', '8'),
  text(`${A}.birthDate`, `${S(1)}P1_Line9_DateOfBirth[0]`, '1', '9', 'date'),
  text(`${A}.birthCity`, `${S(1)}P1_Line10_CityTownOfBirth[0]`, '1', '10'),
  text(`${A}.birthCountry`, `${S(1)}P1_Line11_CountryofBirth[0]`, '1', '11'),
  text('i-90.motherGivenName', `${S(1)}P1_Line12_MotherGivenName[0]`, '1', '12'),
  text('i-90.fatherGivenName', `${S(1)}P1_Line13_FatherGivenName[0]`, '1', '13'),
  text(`${A}.lprClassOfAdmission`, `${S(1)}P1_Line14_ClassOfAdmission[0]`, '1', '14'),
  text(`${A}.lprDate`, `${S(1)}P1_Line15_DateOfAdmission[0]`, '1', '15', 'date'),
  text(`${A}.ssn`, `${S(1)}P1_Line16_SSN[0]`, '1', '16', 'digits'),
];

const partTwo: FieldMapping[] = [
  ...I90_STATUSES.map((status, index) =>
    check('i-90.status', status, `1${'abc'[index]}`, `${S(1)}P2_checkbox1[${index}]`, '2', `1.${'abc'[index]}`),
  ),
  ...REASONS_A.map(([reason, on, index]) => check('i-90.reasonA', reason, on, `${S(1)}P2_checkbox2[${index}]`, '2', itemOf(on))),
  text('i-90.commuterPortOfEntry', `${S(1)}P2_Line2h1_CityandState[0]`, '2', '2.h.1.a'),
  ...REASONS_B.map(([reason, on, index]) => check('i-90.reasonB', reason, on, `${S(2)}P2_checkbox3[${index}]`, '2', itemOf(on))),
];

const EYES: ReadonlyArray<[string, string]> = [
  ['blue', 'BLU'],
  ['green', 'GRN'],
  ['hazel', 'HAZ'],
  ['pink', 'PNK'],
  ['maroon', 'MAR'],
  ['brown', 'BRO'],
  ['black', 'BLK'],
  ['unknown', 'UNK'],
  ['gray', 'GRY'],
];
const HAIR: ReadonlyArray<[string, string]> = [
  ['bald', 'BAL'],
  ['blond', 'BLN'],
  ['gray', 'GRY'],
  ['sandy', 'SDY'],
  ['unknown', 'UNK'],
  ['white', 'WHI'],
  ['red', 'RED'],
  ['brown', 'BRO'],
  ['black', 'BLK'],
];
const RACES: ReadonlyArray<[string, string]> = [
  ['pacific-islander', 'Hawaiian'],
  ['native-american', 'Indian'],
  ['white', 'White'],
  ['asian', 'Asian'],
  ['black', 'Black'],
];

const partThree: FieldMapping[] = [
  text('i-90.appliedAt', `${S(2)}P3_Line1_LocationAppliedVisa[0]`, '3', '1'),
  text('i-90.issuedAt', `${S(2)}P3_Line2_LocationIssuedVisa[0]`, '3', '2'),
  text('i-90.destination', `${S(2)}P3_Line3a_Destination[0]`, '3', '3.a'),
  text('i-90.portOfEntry', `${S(2)}P3_Line3a1_CityandState[0]`, '3', '3.a.1'),
  ...yesNoYN('i-90.removalProceedings', '3', '4', `${S(2)}P3_checkbox4[1]`, `${S(2)}P3_checkbox4[0]`),
  ...yesNoYN('i-90.abandoned', '3', '5', `${S(2)}P3_checkbox5[1]`, `${S(2)}P3_checkbox5[0]`),
  check(`${A}.hispanic`, false, 'N', `${S(2)}P3_checkbox6[0]`, '3', '6'),
  check(`${A}.hispanic`, true, 'H', `${S(2)}P3_checkbox6[1]`, '3', '6'),
  ...RACES.map(([race, box]) => check(`${A}.race`, race, 'Y', `${S(2)}P3_checkbox7_${box}[0]`, '3', '7')),
  choice(`${A}.heightFeet`, `${S(2)}P3_Line8_HeightFeet[0]`, '3', '8'),
  choice(`${A}.heightInches`, `${S(2)}P3_Line8_HeightInches[0]`, '3', '8'),
  ...EYES.map(([eyes, on], index) => check(`${A}.eyeColor`, eyes, on, `${S(2)}P3_checkbox10[${index}]`, '3', '10')),
  ...HAIR.map(([hair, on], index) => check(`${A}.hairColor`, hair, on, `${S(2)}P3_checkbox11[${index}]`, '3', '11')),
];

const partFive: FieldMapping[] = [
  check(`${A}.readsEnglish`, true, 'Y', `${S(3)}P5_Checkbox1a[0]`, '5', '1.a'),
  check(`${A}.readsEnglish`, false, 'Y', `${S(3)}P5_Checkbox1b[0]`, '5', '1.b'),
  text(`${A}.daytimePhone`, `${S(3)}P5_Line3_DaytimePhoneNumber[0]`, '5', '3', 'digits'),
  text(`${A}.mobilePhone`, `${S(3)}P5_Line4_MobilePhoneNumber[0]`, '5', '4', 'digits'),
  text(`${A}.email`, `${S(3)}P5_Line5_EmailAddress[0]`, '5', '5'),
];

const choiceQuestion = (id: string, options: readonly string[]) => own(id, 'choice', { options });

export const I_90: FormMap = {
  form: 'I-90',
  fields: [...partOne, ...partTwo, ...partThree, ...partFive],
  signatures: [
    { signer: 'applicant', field: `${S(3)}P5_Line6a_SignatureofApplicant[0]`, part: '5', item: '6.a' },
    { signer: 'interpreter', field: `${S(4)}P6_Line6a_Signature[0]`, part: '6', item: '7.a' },
    { signer: 'preparer', field: `${S(5)}P7_Line8a_SignatureofPreparer[0]`, part: '7', item: '8.a' },
  ],
  additionalInfo: {
    part: '8',
    // The applicant's name and A-Number, as on the first page.
    header: [
      text(`${A}.familyName`, `${S(6)}P1_Line3a_FamilyName[1]`, '8', '1.a'),
      text(`${A}.givenName`, `${S(6)}P1_Line3b_GivenName[1]`, '8', '1.b'),
      text(`${A}.middleName`, `${S(6)}P1_Line3c_MiddleName[1]`, '8', '1.c'),
      text(`${A}.aNumber`, `${S(6)}#area[3].P1_Line1_AlienNumber[1]`, '8', '2', 'digits'),
    ],
    blocks: [
      ['P8_Line3', '0'],
      ['P8_Line5', '1'],
      ['P8_Line4', '0'],
      ['P8_Line5', '0'],
      ['P8_Line5', '2'],
    ].map(([line, index]) => ({
      page: `${S(6)}${line}a_PageNumber[${index}]`,
      part: `${S(6)}${line}b_PartNumber[${index}]`,
      item: `${S(6)}${line}c_ItemNumber[${index}]`,
      text: `${S(6)}${line}d_AdditionalInfo[${index}]`,
    })),
  },
  questions: [
    choiceQuestion('i-90.nameChanged', ['yes', 'no', 'never-received']),
    own('i-90.cardName.familyName'),
    own('i-90.cardName.givenName'),
    own('i-90.cardName.middleName'),
    own('i-90.motherGivenName'),
    own('i-90.fatherGivenName'),
    choiceQuestion('i-90.status', I90_STATUSES),
    choiceQuestion(
      'i-90.reasonA',
      REASONS_A.map(([reason]) => reason),
    ),
    own('i-90.commuterPortOfEntry'),
    choiceQuestion(
      'i-90.reasonB',
      REASONS_B.map(([reason]) => reason),
    ),
    own('i-90.appliedAt'),
    own('i-90.issuedAt'),
    own('i-90.destination'),
    own('i-90.portOfEntry'),
    own('i-90.removalProceedings', 'yes-no'),
    own('i-90.abandoned', 'yes-no'),
  ],
};
