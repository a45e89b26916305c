// Form I-751, Petition to Remove Conditions on Residence (edition 04/01/24), as a conditional resident who gained
// status through marriage files it: the conditional resident's facts are `applicant.*`, the U.S. citizen or
// permanent resident spouse's `petitioner.*` (the spouse who petitioned). Parts as this edition prints them:
// 1 you, 2 biographic information, 3 basis for the petition (joint, or a waiver), 4 the spouse, 5 your children,
// 6 accommodations, 7 your statement, contact and signature, 8 the spouse's statement and signature, 9 interpreter,
// 10 preparer, 11 additional information. Field names and items were read from the kept PDF
// (functions/uscis-forms/i-751.pdf). Skipped: the children's addresses (asked only when a child does not live with you) and the fifth child, Part 6, the
// weight boxes (one digit each), Part 7 item 1.b's language and item 2, Part 8's contact lines (the spouse writes
// them), the signature dates, and Parts 9-10.
import type { FieldMapping, FormMap } from '../field-map';
import { check, choice, own, text, unitBoxes, yesNoYN } from './mappings';

const S = (n: number) => `#subform[${n}].`;
const A = 'applicant';
const P = 'petitioner';

const partOne: FieldMapping[] = [
  text(`${A}.familyName`, `${S(0)}Pt1Line1a_FamilyName[0]`, '1', '1.a'),
  text(`${A}.givenName`, `${S(0)}Pt1Line1b_GivenName[0]`, '1', '1.b'),
  text(`${A}.middleName`, `${S(0)}Pt1Line1c_MiddleName[0]`, '1', '1.c'),
  text(`${A}.otherName.0.familyName`, `${S(0)}P1_Line2a_FamilyName[0]`, '1', '2.a'),
  text(`${A}.otherName.0.givenName`, `${S(0)}P1_Line2b_GivenName[0]`, '1', '2.b'),
  text(`${A}.otherName.0.middleName`, `${S(0)}P1_Line2c_MiddleName[0]`, '1', '2.c'),
  text(`${A}.otherName.1.familyName`, `${S(0)}P1_Line3a_FamilyName[0]`, '1', '3.a'),
  text(`${A}.otherName.1.givenName`, `${S(0)}P1_Line3b_GivenName[0]`, '1', '3.b'),
  text(`${A}.otherName.1.middleName`, `${S(0)}P1_Line3c_MiddleName[0]`, '1', '3.c'),
  text(`${A}.birthDate`, `${S(0)}P1_Line4_DateOfBirth[0]`, '1', '4', 'date'),
  text(`${A}.birthCountry`, `${S(0)}P1_Line5_CountryOfBirth[0]`, '1', '5'),
  text(`${A}.citizenshipCountry`, `${S(0)}P1_Line6_CountryOfCitizenship[0]`, '1', '6'),
  text(`${A}.aNumber`, `${S(0)}P1_Line7_AlienNumber[0]`, '1', '7', 'digits'),
  text(`${A}.ssn`, `${S(0)}P1_Line8_SSN[0]`, '1', '8', 'digits'),
  text(`${A}.uscisAccount`, `${S(0)}P1_Line9_AcctIdentifier[0]`, '1', '9', 'digits'),
  ...(
    [
      ['married', 'M', 0],
      ['widowed', 'W', 1],
      ['single', 'S', 2],
      ['divorced', 'D', 3],
    ] as const
  ).map(([status, on, index]) => check(`${A}.maritalStatus`, status, on, `${S(0)}Part1_Line10_MaritalStatus[${index}]`, '1', '10')),
  text(`${A}.marriageDate`, `${S(0)}P1_Line11_DateOfMarriage[0]`, '1', '11', 'date'),
  text('i-751.marriagePlace', `${S(0)}P1_Line12_PlaceOfMarriage[0]`, '1', '12'),
  text('i-751.marriageEnded', `${S(0)}P1_Line13_DateMarriageEnded[0]`, '1', '13', 'date'),
  text('i-751.cardExpires', `${S(0)}P1_Line14_CRExpiresOn[0]`, '1', '14', 'date'),
  // Item 15, the mailing address; item 16, whether the home differs from it; item 17, the home.
  text(`${A}.mailing.inCareOf`, `${S(1)}Line17a_InCareofName[0]`, '1', '15.a'),
  text(`${A}.mailing.street`, `${S(1)}Line17b_Street_Number_Name[0]`, '1', '15.b'),
  text(`${A}.mailing.unitNumber`, `${S(1)}Line17c_Apt_Ste_Flr_Number[0]`, '1', '15.c'),
  ...unitBoxes(`${A}.mailing`, `${S(1)}Line17c_Unit`, '1', '15.c'),
  text(`${A}.mailing.city`, `${S(1)}Line17d_City_Town[0]`, '1', '15.d'),
  choice(`${A}.mailing.state`, `${S(1)}Pt1Line15e_State[0]`, '1', '15.e'),
  text(`${A}.mailing.zip`, `${S(1)}Pt1Line15f_ZipCode[0]`, '1', '15.f', 'digits'),
  check(`${A}.mailingIsHome`, true, 'N', `${S(1)}Line16_Checkbox[0]`, '1', '16'),
  check(`${A}.mailingIsHome`, false, 'Y', `${S(1)}Line16_Checkbox[1]`, '1', '16'),
  text(`${A}.address.0.street`, `${S(1)}Pt1Line17_StreetNumberName[0]`, '1', '17.b'),
  text(`${A}.address.0.unitNumber`, `${S(1)}Pt1Line17_AptSteFlrNumber[0]`, '1', '17.c'),
  ...unitBoxes(`${A}.address.0`, `${S(1)}Pt1Line17_Unit`, '1', '17.c'),
  text(`${A}.address.0.city`, `${S(1)}Pt1Line17_CityOrTown[0]`, '1', '17.d'),
  choice(`${A}.address.0.state`, `${S(1)}Pt1Line17_State[0]`, '1', '17.e'),
  text(`${A}.address.0.zip`, `${S(1)}Pt1Line17_ZipCode[0]`, '1', '17.f', 'digits'),
  ...yesNoYN('i-751.removalProceedings', '1', '18', `${S(1)}Line17_Checkbox[0]`, `${S(1)}Line17_Checkbox[1]`),
  ...yesNoYN('i-751.feePaidToOthers', '1', '19', `${S(1)}Line18_Checkbox[1]`, `${S(1)}Line18_Checkbox[0]`),
  ...yesNoYN('i-751.arrested', '1', '20', `${S(1)}Line19_Checkbox[0]`, `${S(1)}Line19_Checkbox[1]`),
  ...yesNoYN('i-751.differentMarriage', '1', '21', `${S(1)}Line20_Checkbox[1]`, `${S(1)}Line20_Checkbox[0]`),
  ...yesNoYN('i-751.otherAddresses', '1', '22', `${S(1)}Line21_Checkbox[1]`, `${S(1)}Line21_Checkbox[0]`),
  ...yesNoYN('i-751.spouseServingAbroad', '1', '23', `${S(1)}Line22_Checkbox[0]`, `${S(1)}Line22_Checkbox[1]`),
];

const partTwo: FieldMapping[] = [
  check(`${A}.hispanic`, false, 'N', `${S(1)}P3_checkbox6[0]`, '2', '1'),
  check(`${A}.hispanic`, true, 'H', `${S(1)}P3_checkbox6[1]`, '2', '1'),
  ...(
    [
      ['pacific-islander', 'Hawaiian'],
      ['native-american', 'Indian'],
      ['white', 'White'],
      ['asian', 'Asian'],
      ['black', 'Black'],
    ] as const
  ).map(([race, box]) => check(`${A}.race`, race, 'Y', `${S(1)}P3_checkbox7_${box}[0]`, '2', '2')),
  choice(`${A}.heightFeet`, `${S(1)}P3_Line8_HeightFeet[0]`, '2', '3'),
  choice(`${A}.heightInches`, `${S(1)}P3_Line8_HeightInches[0]`, '2', '3'),
  ...['blue', 'green', 'hazel', 'pink', 'maroon', 'brown', 'black', 'unknown', 'gray'].map((eyes, index) =>
    check(
      `${A}.eyeColor`,
      eyes,
      ['BLU', 'GRN', 'HAZ', 'PNK', 'MAR', 'BRO', 'BLK', 'UNK', 'GRY'][index] ?? '',
      `${S(1)}P3_checkbox10[${index}]`,
      '2',
      '5',
    ),
  ),
  ...['bald', 'blond', 'gray', 'sandy', 'unknown', 'white', 'red', 'brown', 'black'].map((hair, index) =>
    check(
      `${A}.hairColor`,
      hair,
      ['BAL', 'BLN', 'GRY', 'SDY', 'UNK', 'WHI', 'RED', 'BRO', 'BLK'][index] ?? '',
      `${S(1)}P3_checkbox11[${index}]`,
      '2',
      '6',
    ),
  ),
];

/** Part 3: a joint petition, or the waivers, each its own box (any that apply). */
export const I751_BASES = ['joint-spouse', 'joint-parent-spouse', 'waiver'] as const;
const WAIVERS: ReadonlyArray<[string, string]> = [
  ['deceased', 'c'],
  ['divorced', 'd'],
  ['battered', 'e'],
  ['childBattered', 'f'],
  ['hardship', 'g'],
];

const partThree: FieldMapping[] = [
  check('i-751.basis', 'joint-spouse', 'A', `${S(2)}Pt3Line1[0]`, '3', '1.a'),
  check('i-751.basis', 'joint-parent-spouse', 'B', `${S(2)}Pt3Line1[1]`, '3', '1.b'),
  ...WAIVERS.map(([waiver, letter]) =>
    check(`i-751.waiver.${waiver}`, true, letter.toUpperCase(), `${S(2)}Pt3Line1${letter}[0]`, '3', `1.${letter}`),
  ),
];

const partFour: FieldMapping[] = [
  check('i-751.spouseRelationship', 'spouse', 'A', `${S(2)}Part4_Relationship[1]`, '4', '1.a'),
  check('i-751.spouseRelationship', 'parents-spouse', 'B', `${S(2)}Part4_Relationship[0]`, '4', '1.b'),
  text(`${P}.familyName`, `${S(2)}Pt4Line2a_FamilyName2[0]`, '4', '2.a'),
  text(`${P}.givenName`, `${S(2)}Pt4Line2b_GivenName2[0]`, '4', '2.b'),
  text(`${P}.middleName`, `${S(2)}Pt4Line2c_MiddleName2[0]`, '4', '2.c'),
  text(`${P}.birthDate`, `${S(2)}Line3_DateOfBirth[0]`, '4', '3', 'date'),
  text(`${P}.ssn`, `${S(2)}Line4_SSN[0]`, '4', '4', 'digits'),
  text(`${P}.aNumber`, `${S(2)}Line5_AlienNumber[0]`, '4', '5', 'digits'),
  text(`${P}.address.0.street`, `${S(2)}Pt4Line6_StreetNumberName[0]`, '4', '6.a'),
  text(`${P}.address.0.unitNumber`, `${S(2)}Pt4Line6_AptSteFlrNumber[0]`, '4', '6.b'),
  ...unitBoxes(`${P}.address.0`, `${S(2)}Pt4Line6_Unit`, '4', '6.b'),
  text(`${P}.address.0.city`, `${S(2)}Pt4Line6_CityOrTown[0]`, '4', '6.c'),
  choice(`${P}.address.0.state`, `${S(2)}Pt4Line6_State[0]`, '4', '6.d'),
  text(`${P}.address.0.zip`, `${S(2)}Pt4Line6_ZipCode[0]`, '4', '6.e', 'digits'),
  text(`${P}.address.0.province`, `${S(2)}Pt4Line6_Province[0]`, '4', '6.f'),
  text(`${P}.address.0.postalCode`, `${S(2)}Pt4Line6_PostalCode[0]`, '4', '6.g'),
  text(`${P}.address.0.country`, `${S(2)}Pt4Line6_Country[0]`, '4', '6.h'),
];

/** Part 5: four children, each with its name, birth date, A-Number, and whether the child lives or applies with you. */
interface ChildFields {
  names: [string, string, string];
  birth: string;
  aNumber: string;
  living: [string, string];
  applying: [string, string];
  items: [string, string, string, string, string];
}
const CHILDREN: readonly ChildFields[] = [
  {
    names: [`${S(2)}Line1a_FamilyName3[0]`, `${S(2)}Line1b_GivenName3[0]`, `${S(2)}Line1c_MiddleName3[0]`],
    birth: `${S(2)}Line2_DateOfBirth2[0]`,
    aNumber: `${S(2)}Line3_AlienNumber[0]`,
    living: [`${S(2)}Part5Line5[1]`, `${S(2)}Part5Line5[0]`],
    applying: [`${S(2)}Part5Line6[0]`, `${S(2)}Part5Line6[1]`],
    items: ['1', '2', '3', '4', '5'],
  },
  ...[
    ['11', '12', ['7', '8', '9', '10', '11']],
    ['17', '18', ['13', '14', '15', '16', '17']],
    ['23', '24', ['19', '20', '21', '22', '23']],
  ].map(([living, applying, items], n): ChildFields => ({
    names: [`${S(3)}Line13a_FamilyName[${n}]`, `${S(3)}Line13b_GivenName[${n}]`, `${S(3)}Line13c_MiddleName[${n}]`],
    birth: `${S(3)}Line14_DateOfBirth[${n}]`,
    aNumber: `${S(3)}Line15_AlienNumber[${n}]`,
    living: [`${S(3)}Part5Line${String(living)}[0]`, `${S(3)}Part5Line${String(living)}[1]`],
    applying: [`${S(3)}Part5Line${String(applying)}[1]`, `${S(3)}Part5Line${String(applying)}[0]`],
    items: items as ChildFields['items'],
  })),
];

const partFive: FieldMapping[] = CHILDREN.flatMap((child, n): FieldMapping[] => {
  const [name, birth, aNumber, living, applying] = child.items;
  const [family, given, middle] = child.names;
  return [
    text(`${A}.child.${n}.familyName`, family, '5', `${name}.a`),
    text(`${A}.child.${n}.givenName`, given, '5', `${name}.b`),
    text(`${A}.child.${n}.middleName`, middle, '5', `${name}.c`),
    text(`${A}.child.${n}.birthDate`, child.birth, '5', birth, 'date'),
    text(`${A}.child.${n}.aNumber`, child.aNumber, '5', aNumber, 'digits'),
    ...yesNoYN(`i-751.child.${n}.livingWithYou`, '5', living, child.living[0], child.living[1]),
    ...yesNoYN(`i-751.child.${n}.applyingWithYou`, '5', applying, child.applying[0], child.applying[1]),
  ];
});

const partSeven: FieldMapping[] = [
  check(`${A}.readsEnglish`, true, 'A', `${S(5)}P5_Checkbox1[0]`, '7', '1.a'),
  check(`${A}.readsEnglish`, false, 'B', `${S(5)}P5_Checkbox1[1]`, '7', '1.b'),
  text(`${A}.daytimePhone`, `${S(5)}P5_Line3_DaytimePhoneNumber[0]`, '7', '3', 'digits'),
  text(`${A}.mobilePhone`, `${S(5)}P5_Line4_MobilePhoneNumber[0]`, '7', '4', 'digits'),
  text(`${A}.email`, `${S(5)}P5_Line5_EmailAddress[0]`, '7', '5'),
];

export const I_751: FormMap = {
  form: 'I-751',
  fields: [...partOne, ...partTwo, ...partThree, ...partFour, ...partFive, ...partSeven],
  signatures: [
    { signer: 'applicant', field: `${S(6)}P5_Line6a_SignatureofPetitioner[0]`, part: '7', item: '7.a' },
    { signer: 'petitioner', field: `${S(7)}P5_Line6a_SignatureofSpouse[0]`, part: '8', item: '7.a' },
    { signer: 'interpreter', field: `${S(8)}P6_Line6a_Signature[0]`, part: '9', item: '6.a' },
    { signer: 'preparer', field: `${S(9)}P7_Line8a_SignatureofPreparer[0]`, part: '10', item: '8.a' },
  ],
  additionalInfo: {
    part: '11',
    header: [
      text(`${A}.familyName`, `${S(10)}Pt1Line1a_FamilyName[1]`, '11', '1.a'),
      text(`${A}.givenName`, `${S(10)}Pt1Line1b_GivenName[1]`, '11', '1.b'),
      text(`${A}.middleName`, `${S(10)}Pt1Line1c_MiddleName[1]`, '11', '1.c'),
      text(`${A}.aNumber`, `${S(10)}P1_Line7_AlienNumber[1]`, '11', '2', 'digits'),
    ],
    blocks: ['3', '4', '5', '6', '7'].map((line) => ({
      page: `${S(10)}P8_Line${line}a_PageNumber[0]`,
      part: `${S(10)}P8_Line${line}b_PartNumber[0]`,
      item: `${S(10)}P8_Line${line}c_ItemNumber[0]`,
      text: `${S(10)}P8_Line${line}d_AdditionalInfo[0]`,
    })),
  },
  questions: [
    own('i-751.marriagePlace'),
    own('i-751.marriageEnded', 'date'),
    own('i-751.cardExpires', 'date'),
    own('i-751.removalProceedings', 'yes-no'),
    own('i-751.feePaidToOthers', 'yes-no'),
    own('i-751.arrested', 'yes-no'),
    own('i-751.differentMarriage', 'yes-no'),
    own('i-751.otherAddresses', 'yes-no'),
    own('i-751.spouseServingAbroad', 'yes-no'),
    { id: 'i-751.basis', type: 'choice', options: I751_BASES },
    ...WAIVERS.map(([waiver]) => own(`i-751.waiver.${waiver}`, 'yes-no')),
    { id: 'i-751.spouseRelationship', type: 'choice', options: ['spouse', 'parents-spouse'] },
    ...CHILDREN.flatMap((_child, n) => [
      own(`i-751.child.${n}.livingWithYou`, 'yes-no'),
      own(`i-751.child.${n}.applyingWithYou`, 'yes-no'),
    ]),
  ],
};
