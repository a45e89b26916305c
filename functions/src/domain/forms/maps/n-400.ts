// Form N-400, Application for Naturalization (edition 01/20/25), filed by a permanent resident for themself: their
// facts are `applicant.*`; the spouse of Part 5 is the form's own `n-400.spouse.*`. Parts as this edition prints them:
// 1 eligibility, 2 you, 3 biographic information, 4 residence, 5 marital history, 6 children, 7 employment and
// schools, 8 time outside the United States, 9 additional information (the good-moral-character questions), 10 fee
// reduction, 11 contact and signature, 12 interpreter, 13 preparer, 14 additional information, 15-16 the interview
// and the oath (signed before the officer). Field names, "on" values and rows were read from the kept PDF
// (functions/uscis-forms/n-400.pdf) by their place on the page: its tooltips carry an earlier edition's part numbers.
// Trips past the sixth row continue in Part 14 (docs/forms-n-400.md). Skipped: item 1.d's field office, the weight
// boxes (one digit each), the crime table of Part 9 item 15 (an offence is explained in Part 14), and Parts 12-13.
import type { ContinuedList, FieldMapping, FormMap } from '../field-map';
import { check, choice, oneOf, own, text, unitBoxes, yesNoYN } from './mappings';

const S = (n: number) => `#subform[${n}].`;
const A = 'applicant';

/** Part 1: the basis of eligibility, one box each (1.a-1.g). */
export const N400_BASES = [
  'general',
  'citizen-spouse',
  'vawa',
  'citizen-spouse-abroad',
  'military-hostilities',
  'military-one-year',
  'other',
] as const;
const BASIS_BOXES: Readonly<Record<(typeof N400_BASES)[number], { index: number; on: string }>> = {
  general: { index: 2, on: 'A' },
  'citizen-spouse': { index: 1, on: 'B' },
  vawa: { index: 0, on: 'C' },
  'citizen-spouse-abroad': { index: 6, on: 'D' },
  'military-hostilities': { index: 3, on: 'E' },
  'military-one-year': { index: 4, on: 'F' },
  other: { index: 5, on: 'G' },
};

/** The N-400's unit boxes run floor, suite, apartment. */
const FLOOR_FIRST = { apt: 2, ste: 1, flr: 0 } as const;

const partOne: FieldMapping[] = [
  text(`${A}.aNumber`, `${S(0)}#area[0].Line1_AlienNumber[0]`, '1', 'A-Number', 'digits'),
  ...N400_BASES.map((basis) => {
    const box = BASIS_BOXES[basis];
    return check('n-400.basis', basis, box.on, `${S(0)}Part1_Eligibility[${box.index}]`, '1', `1.${box.on.toLowerCase()}`);
  }),
  text('n-400.basisOther', `${S(0)}Part1Line5_OtherExplain[0]`, '1', '1.g'),
];

const partTwo: FieldMapping[] = [
  text(`${A}.familyName`, `${S(0)}P2_Line1_FamilyName[0]`, '2', '1'),
  text(`${A}.givenName`, `${S(0)}P2_Line1_GivenName[0]`, '2', '1'),
  text(`${A}.middleName`, `${S(0)}P2_Line1_MiddleName[0]`, '2', '1'),
  ...[1, 2].flatMap((row) => [
    text(`${A}.otherName.${row - 1}.familyName`, `${S(0)}Line2_FamilyName${row}[0]`, '2', '2'),
    text(`${A}.otherName.${row - 1}.givenName`, `${S(0)}Line3_GivenName${row}[0]`, '2', '2'),
    text(`${A}.otherName.${row - 1}.middleName`, `${S(0)}Line3_MiddleName${row}[0]`, '2', '2'),
  ]),
  ...yesNoYN('n-400.nameChange', '2', '3', `${S(1)}P2_Line34_NameChange[1]`, `${S(1)}P2_Line34_NameChange[0]`),
  text('n-400.newName.familyName', `${S(1)}Part2Line3_FamilyName[0]`, '2', '3'),
  text('n-400.newName.givenName', `${S(1)}Part2Line4a_GivenName[0]`, '2', '3'),
  text('n-400.newName.middleName', `${S(1)}Part2Line4a_MiddleName[0]`, '2', '3'),
  text(`${A}.uscisAccount`, `${S(1)}P2_Line6_USCISELISAcctNumber[0]`, '2', '4', 'digits'),
  check(`${A}.sex`, 'male', 'M', `${S(1)}P2_Line7_Gender[0]`, '2', '5'),
  check(`${A}.sex`, 'female', 'F', `${S(1)}P2_Line7_Gender[1]`, '2', '5'),
  text(`${A}.birthDate`, `${S(1)}P2_Line8_DateOfBirth[0]`, '2', '6', 'date'),
  text(`${A}.lprDate`, `${S(1)}P2_Line9_DateBecamePermanentResident[0]`, '2', '7', 'date'),
  text(`${A}.birthCountry`, `${S(1)}P2_Line10_CountryOfBirth[0]`, '2', '8'),
  text(`${A}.citizenshipCountry`, `${S(1)}P2_Line11_CountryOfNationality[0]`, '2', '9'),
  ...yesNoYN('n-400.parentCitizen', '2', '10', `${S(1)}P2_Line10_claimdisability[1]`, `${S(1)}P2_Line10_claimdisability[0]`),
  ...yesNoYN('n-400.disability', '2', '11', `${S(1)}P2_Line11_claimdisability[1]`, `${S(1)}P2_Line11_claimdisability[0]`),
  ...yesNoYN(`${A}.wantsSsaCard`, '2', '12.a', `${S(1)}Line12a_Checkbox[1]`, `${S(1)}Line12a_Checkbox[0]`),
  text(`${A}.ssn`, `${S(1)}Line12b_SSN[0]`, '2', '12.b', 'digits'),
  ...yesNoYN(`${A}.ssaConsent`, '2', '12.c', `${S(1)}Line12\\.c_Checkbox[1]`, `${S(1)}Line12\\.c_Checkbox[0]`),
];

const partThree: FieldMapping[] = [
  check(`${A}.hispanic`, true, 'Y', `${S(2)}P7_Line1_Ethnicity[1]`, '3', '1'),
  check(`${A}.hispanic`, false, 'N', `${S(2)}P7_Line1_Ethnicity[0]`, '3', '1'),
  ...oneOf(`${A}.race`, '3', '2', {
    'native-american': { field: `${S(2)}P7_Line2_Race[0]`, on: 'I' },
    asian: { field: `${S(2)}P7_Line2_Race[1]`, on: 'A' },
    black: { field: `${S(2)}P7_Line2_Race[2]`, on: 'B' },
    'pacific-islander': { field: `${S(2)}P7_Line2_Race[3]`, on: 'A' },
    white: { field: `${S(2)}P7_Line2_Race[4]`, on: 'W' },
  }),
  choice(`${A}.heightFeet`, `${S(2)}P7_Line3_HeightFeet[0]`, '3', '3'),
  choice(`${A}.heightInches`, `${S(2)}P7_Line3_HeightInches[0]`, '3', '3'),
  ...(
    [
      ['black', 'BLK', 5],
      ['blue', 'BLU', 1],
      ['brown', 'BRO', 0],
      ['gray', 'GRY', 4],
      ['green', 'GRN', 2],
      ['hazel', 'HAZ', 3],
      ['maroon', 'MAR', 7],
      ['pink', 'PNK', 6],
      ['unknown', 'XXX', 8],
    ] as const
  ).map(([eyes, on, index]) => check(`${A}.eyeColor`, eyes, on, `${S(2)}P7_Line5_Eye[${index}]`, '3', '5')),
  ...(
    [
      ['bald', 'BAL', 0],
      ['black', 'BLK', 7],
      ['blond', 'BLN', 5],
      ['brown', 'BRO', 6],
      ['gray', 'GRY', 4],
      ['red', 'RED', 2],
      ['sandy', 'SDY', 1],
      ['white', 'WHI', 3],
      ['unknown', 'XXX', 8],
    ] as const
  ).map(([hair, on, index]) => check(`${A}.hairColor`, hair, on, `${S(2)}P7_Line6_Hair[${index}]`, '3', '6')),
];

/** Part 4, item 1: the current home, then three earlier homes as table rows (street; city; state; ZIP; country). */
const partFour: FieldMapping[] = [
  text(`${A}.address.0.inCareOf`, `${S(2)}P4_Line1_InCareOfName[0]`, '4', '1'),
  text(`${A}.address.0.street`, `${S(2)}P4_Line1_StreetName[0]`, '4', '1'),
  text(`${A}.address.0.unitNumber`, `${S(2)}P4_Line1_Number[0]`, '4', '1'),
  ...unitBoxes(`${A}.address.0`, `${S(2)}P4_Line1_Unit`, '4', '1', FLOOR_FIRST),
  text(`${A}.address.0.city`, `${S(2)}P4_Line1_City[0]`, '4', '1'),
  choice(`${A}.address.0.state`, `${S(2)}P4_Line1_State[0]`, '4', '1'),
  text(`${A}.address.0.zip`, `${S(2)}P4_Line1_ZipCode[0]`, '4', '1', 'digits'),
  text(`${A}.address.0.province`, `${S(2)}P4_Line1_Province[0]`, '4', '1'),
  text(`${A}.address.0.postalCode`, `${S(2)}P4_Line1_PostalCode[0]`, '4', '1'),
  text(`${A}.address.0.country`, `${S(2)}P4_Line1_Country[0]`, '4', '1'),
  text(`${A}.address.0.from`, `${S(2)}P4_Line1_DatesofResidence[1]`, '4', '1', 'date'),
  ...[1, 2, 3].flatMap((row): FieldMapping[] => [
    text(`${A}.address.${row}.street`, `${S(2)}P4_Line3_PhysicalAddress${row}[0]`, '4', '1'),
    text(`${A}.address.${row}.city`, `${S(2)}P4_Line3_CityTown${row}[0]`, '4', '1'),
    text(`${A}.address.${row}.state`, `${S(2)}P4_Line3_State${row}[0]`, '4', '1'),
    text(`${A}.address.${row}.zip`, `${S(2)}P4_Line3_ZipCode${row}[0]`, '4', '1'),
    text(`${A}.address.${row}.country`, `${S(2)}P4_Line3_Country${row}[0]`, '4', '1'),
    text(`${A}.address.${row}.from`, `${S(2)}P4_Line3_From${row}[0]`, '4', '1', 'date'),
    text(`${A}.address.${row}.to`, row === 1 ? `${S(2)}P4_Line3_From1[1]` : `${S(2)}P4_Line3_To${row}[0]`, '4', '1', 'date'),
  ]),
  ...yesNoYN(`${A}.mailingIsHome`, '4', '2', `${S(2)}Pt3_Line2a_Checkbox[1]`, `${S(2)}Pt3_Line2a_Checkbox[0]`),
  text(`${A}.mailing.inCareOf`, `${S(3)}P5_Line1b_InCareOfName[0]`, '4', '3'),
  text(`${A}.mailing.street`, `${S(3)}P5_Line1b_StreetName[0]`, '4', '3'),
  text(`${A}.mailing.unitNumber`, `${S(3)}P5_Line1b_Number[0]`, '4', '3'),
  ...unitBoxes(`${A}.mailing`, `${S(3)}P5_Line1b_Unit`, '4', '3', FLOOR_FIRST),
  text(`${A}.mailing.city`, `${S(3)}P5_Line1b_City[0]`, '4', '3'),
  choice(`${A}.mailing.state`, `${S(3)}P4_Line1_State[1]`, '4', '3'),
  text(`${A}.mailing.zip`, `${S(3)}P5_Line1b_ZipCode[0]`, '4', '3', 'digits'),
  text(`${A}.mailing.province`, `${S(3)}P5_Line1b_Province[0]`, '4', '3'),
  text(`${A}.mailing.postalCode`, `${S(3)}P5_Line1b_PostalCode[0]`, '4', '3'),
  text(`${A}.mailing.country`, `${S(3)}P5_Line1b_Country[0]`, '4', '3'),
];

const partFive: FieldMapping[] = [
  ...oneOf(`${A}.maritalStatus`, '5', '1', {
    single: { field: `${S(3)}P10_Line1_MaritalStatus[1]`, on: 'S' },
    married: { field: `${S(3)}P10_Line1_MaritalStatus[3]`, on: 'M' },
    divorced: { field: `${S(3)}P10_Line1_MaritalStatus[0]`, on: 'D' },
    widowed: { field: `${S(3)}P10_Line1_MaritalStatus[2]`, on: 'W' },
    separated: { field: `${S(3)}P10_Line1_MaritalStatus[5]`, on: 'E' },
    annulled: { field: `${S(3)}P10_Line1_MaritalStatus[4]`, on: 'A' },
  }),
  ...yesNoYN('n-400.spouseInArmedForces', '5', '2', `${S(3)}P7_Line2_Forces[1]`, `${S(3)}P7_Line2_Forces[0]`),
  text(`${A}.timesMarried`, `${S(3)}Part9Line3_TimesMarried[0]`, '5', '3'),
  text('n-400.spouse.familyName', `${S(3)}P10_Line4a_FamilyName[0]`, '5', '4.a'),
  text('n-400.spouse.givenName', `${S(3)}P10_Line4a_GivenName[0]`, '5', '4.a'),
  text('n-400.spouse.middleName', `${S(3)}P10_Line4a_MiddleName[0]`, '5', '4.a'),
  text('n-400.spouse.birthDate', `${S(3)}P10_Line4d_DateofBirth[0]`, '5', '4.b', 'date'),
  text(`${A}.marriageDate`, `${S(3)}P10_Line4e_DateEnterMarriage[0]`, '5', '4.c', 'date'),
  ...yesNoYN('n-400.spouseSameAddress', '5', '4.d', `${S(3)}P10_Line5_Citizen[1]`, `${S(3)}P10_Line5_Citizen[0]`),
  check('n-400.spouseCitizenBy', 'birth', 'B', `${S(3)}P10_Line5a_When[0]`, '5', '5.a'),
  check('n-400.spouseCitizenBy', 'other', 'O', `${S(3)}P10_Line5a_When[1]`, '5', '5.a'),
  text('n-400.spouseCitizenSince', `${S(3)}P10_Line5b_DateBecame[0]`, '5', '5.b', 'date'),
  text('n-400.spouse.aNumber', `${S(4)}#area[5].P7_Line6_ANumber[0]`, '5', '6', 'digits'),
  text('n-400.spouseTimesMarried', `${S(4)}P10_Line4g_Employer[0]`, '5', '7'),
  text('n-400.spouseEmployer', `${S(4)}TextField1[0]`, '5', '8'),
];

/** Part 6: children under 18, three rows (name; birth date; residence; relationship; support). */
const CHILD_ROWS = 3;
/** The columns take one of the printed options, written as the form words them. */
const CHILD_RESIDENCE = { 'with-me': 'resides with me', 'not-with-me': 'does not reside with me', unknown: 'unknown/missing' };
const CHILD_RELATIONSHIP = {
  biological: 'biological son or daughter',
  stepchild: 'stepchild',
  adopted: 'legally adopted son or daughter',
};
const SUPPORT_BOXES = ['P9_Line5a', 'P6_ChildTwo', 'P6_ChildThree'];
const partSix: FieldMapping[] = [
  text('n-400.childrenUnder18', `${S(4)}P11_Line1_TotalChildren[0]`, '6', '1'),
  ...Array.from({ length: CHILD_ROWS }, (_row, n): FieldMapping[] => {
    const row = n + 1;
    const support = `${S(4)}${SUPPORT_BOXES[n]}`;
    return [
      text(`n-400.child.${n}.name`, `${S(4)}P7_EmployerName${row}[0]`, '6', '2'),
      text(`n-400.child.${n}.birthDate`, `${S(4)}P7_From${row}[0]`, '6', '2', 'date'),
      { ...text(`n-400.child.${n}.residence`, `${S(4)}P7_OccupationFieldStudy${row}[0]`, '6', '2'), words: CHILD_RESIDENCE },
      { ...text(`n-400.child.${n}.relationship`, `${S(4)}P7_OccupationFieldStudy${row}[1]`, '6', '2'), words: CHILD_RELATIONSHIP },
      // The first row's boxes are numbered the other way round from the second's and third's.
      ...yesNoYN(`n-400.child.${n}.support`, '6', '2', `${support}[${n === 0 ? 0 : 1}]`, `${support}[${n === 0 ? 1 : 0}]`),
    ];
  }).flat(),
];

/** Part 7: where the applicant worked or studied, the current one first (it has no end date: PRESENT). */
const partSeven: FieldMapping[] = [1, 2, 3].flatMap((row): FieldMapping[] => {
  const n = row - 1;
  return [
    text(`${A}.employment.${n}.employer`, `${S(4)}P5_EmployerName${row}[0]`, '7', '1'),
    text(`${A}.employment.${n}.city`, `${S(4)}P7_City${row}[0]`, '7', '1'),
    text(`${A}.employment.${n}.state`, `${S(4)}P7_State${row}[0]`, '7', '1'),
    text(`${A}.employment.${n}.zip`, `${S(4)}P7_ZipCode${row}[0]`, '7', '1'),
    text(`${A}.employment.${n}.country`, `${S(4)}P7_Country${row}[0]`, '7', '1'),
    text(`${A}.employment.${n}.from`, `${S(4)}P7_From${row}[1]`, '7', '1', 'date'),
    ...(row === 1 ? [] : [text(`${A}.employment.${n}.to`, `${S(4)}P7_To${row}[0]`, '7', '1', 'date')]),
    text(`${A}.employment.${n}.occupation`, `${S(4)}P7_OccupationFieldStudy${row}[2]`, '7', '1'),
  ];
});

/** Part 8: the trips abroad of the statutory period, the most recent first; six rows, the rest in Part 14. */
export const N400_TRIP_ROWS = 6;
export const N400_MAX_TRIPS = 60;
const tripField = (kind: 'DateLeft' | 'DateReturn' | 'Countries', row: number) =>
  kind === 'Countries' && row === 1 ? `${S(5)}P9_Line1_Countries1[0]` : `${S(5)}P8_Line1_${kind}${row}[0]`;
const partEight: FieldMapping[] = Array.from({ length: N400_TRIP_ROWS }, (_row, n): FieldMapping[] => [
  text(`n-400.trip.${n}.departed`, tripField('DateLeft', n + 1), '8', '1', 'date'),
  text(`n-400.trip.${n}.returned`, tripField('DateReturn', n + 1), '8', '1', 'date'),
  text(`n-400.trip.${n}.countries`, tripField('Countries', n + 1), '8', '1'),
]).flat();

/**
 * Part 9, items 1-37: each yes/no question by its printed item, its field, and which of the field's two boxes is the
 * Yes (the PDF numbers them either way round).
 */
const PART_NINE: ReadonlyArray<[item: string, field: string, yesIndex: 0 | 1]> = [
  ['1', `${S(5)}P9_Line1`, 1],
  ['2', `${S(5)}P9_Line2`, 1],
  ['3', `${S(5)}P9_Line3`, 0],
  ['4', `${S(5)}P9_Line4`, 0],
  ['5a', `${S(5)}P9_5a`, 0],
  ['5b', `${S(5)}P9_5b`, 0],
  ['6a', `${S(6)}P12_6a`, 1],
  ['6b', `${S(6)}P12_6b`, 0],
  ['6c', `${S(6)}P12_6c`, 1],
  ['7a', `${S(6)}P9_Line7a`, 1],
  ['7b', `${S(6)}P9_Line7\\.b\\.`, 1],
  ['7c', `${S(6)}P9_Line7\\.c`, 1],
  ['7d', `${S(6)}P11_7d`, 1],
  ['7e', `${S(6)}P9_Line7\\.e`, 1],
  ['7f', `${S(6)}P9_Line7\\.f`, 1],
  ['7g', `${S(6)}P9_Line7\\.g`, 1],
  ['8a', `${S(6)}P9_Line8a`, 1],
  ['8b', `${S(6)}P9_Line8b`, 1],
  ['9', `${S(6)}P9_Line9`, 1],
  ['10a', `${S(6)}P9_Line10a`, 1],
  ['10b', `${S(6)}P9_Line10b`, 1],
  ['10c', `${S(6)}P9_Line10c`, 0],
  ['11', `${S(6)}P9_Line11`, 1],
  ['12', `${S(6)}P9_Line12`, 1],
  ['13', `${S(6)}P9_Line13`, 1],
  ['14', `${S(6)}P9_Line14`, 1],
  ['15a', `${S(7)}P9_Line15a`, 1],
  ['15b', `${S(7)}P9_Line15b`, 1],
  ['16', `${S(7)}P12_Line16`, 1],
  ['17a', `${S(8)}P11_Line17A`, 1],
  ['17b', `${S(8)}P11_Line17B`, 1],
  ['17c', `${S(8)}P11_Line17C`, 1],
  ['17d', `${S(8)}P12_Line17d`, 1],
  ['17e', `${S(8)}P12_Line17e`, 1],
  ['17f', `${S(8)}P12_Line17f`, 0],
  ['17g', `${S(8)}P12_Line17g`, 1],
  ['17h', `${S(8)}P12_Line17h`, 1],
  ['18', `${S(8)}P12_Line18`, 0],
  ['19', `${S(8)}P12_Line19`, 0],
  ['20', `${S(8)}P12_Line20`, 1],
  ['21', `${S(8)}P12_Line21`, 1],
  ['22a', `${S(8)}P9_Line22a`, 1],
  ['22b', `${S(8)}Pt9_Line22b`, 1],
  ['23', `${S(8)}P12_Line23`, 1],
  ['24', `${S(8)}P12_Line24`, 1],
  ['25', `${S(8)}P12_Line25`, 1],
  ['26a', `${S(9)}P12_Line26a`, 1],
  ['26b', `${S(9)}P12_Line26b`, 1],
  ['26c', `${S(9)}P12_Line26c`, 1],
  ['26d', `${S(9)}P11_Line26d`, 1],
  ['27', `${S(9)}P12_Line27`, 0],
  ['28', `${S(9)}P12_Line28`, 0],
  ['29', `${S(9)}P9_Line29`, 1],
  ['30a', `${S(9)}P12_Line30a`, 0],
  ['30b', `${S(9)}P12_Line30b`, 0],
  ['31', `${S(9)}P12_Line31`, 1],
  ['32', `${S(9)}P12_Line32`, 0],
  ['33', `${S(9)}P12_Line33`, 0],
  ['34', `${S(9)}P12_Line34`, 1],
  ['35', `${S(9)}P12_Line35`, 0],
  ['36', `${S(9)}P12_Line36`, 1],
  ['37', `${S(9)}P12_Line37`, 0],
];
/** Part 9's question ids, in the form's order: `n-400.pt9.q5a`. */
export const N400_PART_NINE = PART_NINE.map(([item]) => `n-400.pt9.q${item}`);
/** "5a" → "5.a", as the form prints an item. */
const printedItem = (item: string) => item.replace(/^(\d+)([a-z])$/, '$1.$2');

const partNine: FieldMapping[] = [
  ...PART_NINE.flatMap(([item, field, yes]) =>
    yesNoYN(`n-400.pt9.q${item}`, '9', printedItem(item), `${field}[${yes}]`, `${field}[${1 - yes}]`),
  ),
  text('n-400.pt9.q22c.date', `${S(8)}P9_Line22c_Date[0]`, '9', '22.c', 'date'),
  text('n-400.pt9.q22c.number', `${S(8)}P9_Line22c_SSNumber[0]`, '9', '22.c', 'digits'),
  text('n-400.pt9.q30b.titles', `${S(9)}P9_NobilityTitles[0]`, '9', '30.b'),
];

/** Part 10: the reduced fee, for a household income at most 400% of the poverty guidelines. */
const partTen: FieldMapping[] = [
  ...yesNoYN('n-400.feeReduction', '10', '1', `${S(10)}P10_Line1_Citizen[1]`, `${S(10)}P10_Line1_Citizen[0]`),
  text('n-400.householdIncome', `${S(10)}P10_Line2_TotalHouseholdIn[0]`, '10', '2', 'digits'),
  text('n-400.householdSize', `${S(10)}P10_Line3_HouseHoldSize[0]`, '10', '3'),
  text('n-400.householdEarners', `${S(10)}P11_Line1_TotalChildren[1]`, '10', '4'),
  ...yesNoYN('n-400.headOfHousehold', '10', '5.a', `${S(10)}P10_Line5a[1]`, `${S(10)}P10_Line5a[0]`),
  text('n-400.headOfHouseholdName', `${S(10)}P10_Line5b_NameOfHousehold[0]`, '10', '5.b'),
];

const partEleven: FieldMapping[] = [
  text(`${A}.daytimePhone`, `${S(10)}P12_Line3_Telephone[0]`, '11', '1', 'digits'),
  text(`${A}.mobilePhone`, `${S(10)}P12_Line3_Mobile[0]`, '11', '2', 'digits'),
  text(`${A}.email`, `${S(10)}P12_Line5_Email[0]`, '11', '3'),
];

const NAME_PARTS = ['familyName', 'givenName', 'middleName'];

/** The trips that do not fit Part 8's rows, one line each, for Part 14. */
const tripsContinued: ContinuedList = {
  question: 'n-400.trip',
  first: N400_TRIP_ROWS,
  field: tripField('Countries', N400_TRIP_ROWS),
  part: '8',
  item: '1',
  line: (entry, number) =>
    entry.departed === undefined
      ? null
      : `Trip ${number}: left the United States ${entry.departed}, returned ${entry.returned ?? '(not yet)'}; countries: ${entry.countries ?? ''}`,
};

export const N_400: FormMap = {
  form: 'N-400',
  fields: [
    ...partOne,
    ...partTwo,
    ...partThree,
    ...partFour,
    ...partFive,
    ...partSix,
    ...partSeven,
    ...partEight,
    ...partNine,
    ...partTen,
    ...partEleven,
  ],
  continuedLists: [tripsContinued],
  signatures: [
    { signer: 'applicant', field: `${S(10)}P12_SignatureApplicant[0]`, part: '11', item: '4' },
    { signer: 'interpreter', field: `${S(11)}P12_SignatureApplicant[1]`, part: '12', item: '6' },
    { signer: 'preparer', field: `${S(11)}P12_SignatureApplicant[2]`, part: '13', item: '8' },
  ],
  additionalInfo: {
    part: '14',
    header: [
      text(`${A}.familyName`, `${S(12)}P2_Line1_FamilyName[1]`, '14', '1'),
      text(`${A}.givenName`, `${S(12)}P2_Line1_GivenName[1]`, '14', '1'),
      text(`${A}.middleName`, `${S(12)}P2_Line1_MiddleName[1]`, '14', '1'),
      text(`${A}.aNumber`, `${S(12)}#area[13].Line1_AlienNumber[12]`, '14', '2', 'digits'),
    ],
    blocks: ['3', '4', '5', '6'].map((line) => ({
      page: `${S(12)}P11_Line${line}A[0]`,
      part: `${S(12)}P11_Line${line}B[0]`,
      item: `${S(12)}P11_Line${line}C[0]`,
      text: `${S(12)}P11_Line${line}D[0]`,
    })),
  },
  questions: [
    { id: 'n-400.basis', type: 'choice', options: N400_BASES },
    own('n-400.basisOther'),
    own('n-400.nameChange', 'yes-no'),
    ...NAME_PARTS.map((part) => own(`n-400.newName.${part}`)),
    own('n-400.parentCitizen', 'yes-no'),
    own('n-400.disability', 'yes-no'),
    own('n-400.spouseInArmedForces', 'yes-no'),
    ...NAME_PARTS.map((part) => own(`n-400.spouse.${part}`)),
    own('n-400.spouse.birthDate', 'date'),
    own('n-400.spouseSameAddress', 'yes-no'),
    { id: 'n-400.spouseCitizenBy', type: 'choice', options: ['birth', 'other'] },
    own('n-400.spouseCitizenSince', 'date'),
    own('n-400.spouse.aNumber', 'digits'),
    own('n-400.spouseTimesMarried', 'number', { max: 20 }),
    own('n-400.spouseEmployer'),
    own('n-400.childrenUnder18', 'number', { max: 20 }),
    ...Array.from({ length: CHILD_ROWS }, (_row, n) => [
      own(`n-400.child.${n}.name`),
      own(`n-400.child.${n}.birthDate`, 'date'),
      { id: `n-400.child.${n}.residence`, type: 'choice' as const, options: Object.keys(CHILD_RESIDENCE) },
      { id: `n-400.child.${n}.relationship`, type: 'choice' as const, options: Object.keys(CHILD_RELATIONSHIP) },
      own(`n-400.child.${n}.support`, 'yes-no'),
    ]).flat(),
    ...Array.from({ length: N400_MAX_TRIPS }, (_trip, n) => [
      own(`n-400.trip.${n}.departed`, 'date'),
      own(`n-400.trip.${n}.returned`, 'date'),
      own(`n-400.trip.${n}.countries`),
    ]).flat(),
    ...N400_PART_NINE.map((id) => own(id, 'yes-no')),
    own('n-400.pt9.q22c.date', 'date'),
    own('n-400.pt9.q22c.number', 'digits'),
    own('n-400.pt9.q30b.titles'),
    own('n-400.feeReduction', 'yes-no'),
    own('n-400.householdIncome', 'number'),
    own('n-400.householdSize', 'number', { max: 40 }),
    own('n-400.householdEarners', 'number', { max: 40 }),
    own('n-400.headOfHousehold', 'yes-no'),
    own('n-400.headOfHouseholdName'),
  ],
};
