// Form I-130, Petition for Alien Relative (edition 04/01/24), as a U.S. citizen files it for a spouse who adjusts
// status inside the United States. Field names and printed items were read from the kept PDF
// (functions/uscis-forms/i-130.pdf); they often differ ("Pt2Line41_…" is printed item 43, "Pt4Line30a_…" is 25.a).
//
// Mapped: Part 1 (relationship), Part 2 (the petitioner, with two addresses, two employers, one prior spouse and both
// parents), Part 3 (the petitioner's biographic facts), Part 4 (the beneficiary, with the spouse and four children of
// item 25-44, entry, passport, current employment, proceedings and the adjustment office), Part 5 (earlier and
// separate petitions), Part 6 (the petitioner's statement and contact), Part 9 (additional information).
// Because this is a marriage petition, the current spouse is the other person of the case: the petitioner's "Spouse 1"
// (Part 2, item 20) is the beneficiary, the beneficiary's "Spouse 1" (Part 4, item 21) and "Person 1" (item 25) is
// the petitioner, and the date that marriage ended (Part 2 item 21, Part 4 item 22) stays blank.
// Skipped: Part 1 items 2-3 (child, parent and sibling petitions), Part 4 item 62 (consular processing, which an
// adjustment case does not use), Part 3 item 4 (weight is printed as three one-digit boxes, which one answer cannot
// fill), the G-28 box and attorney numbers, the dates of signature (written when signing), the preparer of Part 6
// item 2 and the interpreter and preparer parts (filled by hand), the barcodes.
import type { Fact } from '../../../shared/forms/profile-facts';
import type { FieldMapping, FormMap, FormQuestion } from '../field-map';
import { check, choice, text } from './mappings';

const S = (page: number) => `#subform[${page}].`;
const P = 'petitioner.';
const B = 'beneficiary.';

const date = (question: string, field: string, part: string, item: string) => text(question, field, part, item, 'date');
const digits = (question: string, field: string, part: string, item: string) => text(question, field, part, item, 'digits');

/** A yes/no question's two boxes, each with its "on" value. */
const yesNo = (question: string, yes: [field: string, on: string], no: [field: string, on: string], part: string, item: string) => [
  check(question, true, yes[1], yes[0], part, item),
  check(question, false, no[1], no[0], part, item),
];

/** A family, given and middle name, printed as items "<item>.a" to "<item>.c". */
const fullName = (question: string, fields: readonly [string, string, string], part: string, item: string) =>
  (['familyName', 'givenName', 'middleName'] as const).map((name, index) =>
    text(`${question}${name}`, fields[index]!, part, `${item}.${'abc'[index]}`),
  );

type AddressPart = 'inCareOf' | 'street' | 'unit' | 'city' | 'state' | 'zip' | 'province' | 'postalCode' | 'country';

/** The field name each address part ends with, after the address's prefix ("Pt2Line12_"). */
const ADDRESS_FIELD: Record<Exclude<AddressPart, 'unit'>, string> = {
  inCareOf: 'InCareofName[0]',
  street: 'StreetNumberName[0]',
  city: 'CityOrTown[0]',
  state: 'State[0]',
  zip: 'ZipCode[0]',
  province: 'Province[0]',
  postalCode: 'PostalCode[0]',
  country: 'Country[0]',
};

/**
 * An address block whose fields share a prefix, its parts in printed order, lettered from `first`. The unit is three
 * boxes (Apt., Ste., Flr., in that order in every block of this form) and a number.
 */
function address(question: string, prefix: string, part: string, item: string, parts: readonly AddressPart[], first = 'a'): FieldMapping[] {
  return parts.flatMap((name, index): FieldMapping[] => {
    const printed = `${item}.${String.fromCharCode(first.charCodeAt(0) + index)}`;
    if (name === 'unit')
      return [
        ...(['apt', 'ste', 'flr'] as const).map((unit, box) =>
          check(`${question}unitType`, unit, unit.toUpperCase(), `${prefix}Unit[${box}]`, part, printed),
        ),
        text(`${question}unitNumber`, `${prefix}AptSteFlrNumber[0]`, part, printed),
      ];
    const field = `${prefix}${ADDRESS_FIELD[name]}`;
    if (name === 'state') return [choice(`${question}state`, field, part, printed)];
    if (name === 'zip') return [digits(`${question}zip`, field, part, printed)];
    return [text(`${question}${name}`, field, part, printed)];
  });
}

const US_OR_ABROAD: readonly AddressPart[] = ['street', 'unit', 'city', 'state', 'zip', 'province', 'postalCode', 'country'];
const ABROAD: readonly AddressPart[] = ['street', 'unit', 'city', 'province', 'postalCode', 'country'];

/** A choice among boxes: each option with its box and "on" value. */
const boxes = (question: string, options: ReadonlyArray<[when: string, field: string, on: string]>, part: string, item: string) =>
  options.map(([when, field, on]) => check(question, when, on, field, part, item));

/** The two boxes of a person's sex, both "on" as Y. */
const sex = (person: string, male: string, female: string, part: string, item: string) => [
  check(`${person}sex`, 'male', 'Y', male, part, item),
  check(`${person}sex`, 'female', 'Y', female, part, item),
];

/**
 * A beneficiary's child as Part 4 Persons 2-5 print one: name, relationship, birth date and country, on four lines
 * whose fields are named from `line` on (Person 2 is printed as items 29-32 and named for lines 34-37).
 */
const familyMember = (child: number, page: string, line: number, item: number, country = `Pt4Line${line + 3}_CountryOfBirth[0]`) => {
  const question = `${B}child.${child}.`;
  return [
    ...fullName(
      question,
      [`${page}Pt4Line${line}a_FamilyName[0]`, `${page}Pt4Line${line}b_GivenName[0]`, `${page}Pt4Line${line}c_MiddleName[0]`],
      '4',
      String(item),
    ),
    text(`${question}relationship`, `${page}Pt4Line${line + 1}_Relationship[0]`, '4', String(item + 1)),
    date(`${question}birthDate`, `${page}Pt4Line${line + 2}_DateOfBirth[0]`, '4', String(item + 2)),
    text(`${question}birthCountry`, `${page}${country}`, '4', String(item + 3)),
  ];
};

const TEXT: Fact = { type: 'text' };
const DATE: Fact = { type: 'date' };
const YES_NO: Fact = { type: 'yes-no' };
const CHOICE = (...options: string[]): Fact => ({ type: 'choice', options });

/** The questions of an address block of this form's own, by the parts it prints. */
const addressQuestions = (id: string, parts: readonly AddressPart[]): FormQuestion[] =>
  parts.flatMap((name): FormQuestion[] => {
    if (name === 'unit')
      return [
        { id: `${id}unitType`, ...CHOICE('apt', 'ste', 'flr') },
        { id: `${id}unitNumber`, ...TEXT },
      ];
    return [{ id: `${id}${name}`, ...(name === 'zip' ? { type: 'digits' } : TEXT) }];
  });
const nameQuestions = (id: string): FormQuestion[] =>
  ['familyName', 'givenName', 'middleName'].map((name) => ({ id: `${id}${name}`, ...TEXT }));

/** What only the I-130 asks, by printed part and item. */
const QUESTIONS: readonly FormQuestion[] = [
  { id: 'i-130.relationship', ...CHOICE('spouse', 'parent', 'sibling', 'child') },
  // Did the petitioner gain permanent residence or citizenship through adoption?
  { id: 'i-130.pt1.q4', ...YES_NO },
  // Has the petitioner obtained a Certificate of Naturalization or of Citizenship?
  { id: 'i-130.pt2.q38', ...YES_NO },
  // Did the petitioner gain permanent residence through marriage?
  { id: 'i-130.pt2.q41', ...YES_NO },
  // Has anyone else ever filed a petition for the beneficiary?
  { id: 'i-130.pt4.q10', ...CHOICE('yes', 'no', 'unknown') },
  ...addressQuestions('i-130.pt4.q12.', ['street', 'unit', 'city', 'state', 'zip']),
  // The relationship of the beneficiary's family member 1, the petitioner: "Spouse".
  { id: 'i-130.pt4.q26', ...TEXT },
  // Was the beneficiary ever in the United States?
  { id: 'i-130.pt4.q45', ...YES_NO },
  // Was the beneficiary ever in immigration proceedings, which kind, where and when?
  { id: 'i-130.pt4.q53', ...YES_NO },
  { id: 'i-130.pt4.q54', ...CHOICE('removal', 'exclusion', 'rescission', 'judicial') },
  { id: 'i-130.pt4.q55.city', ...TEXT },
  { id: 'i-130.pt4.q55.state', ...TEXT },
  { id: 'i-130.pt4.q56', ...DATE },
  ...nameQuestions('i-130.pt4.q57.'),
  ...addressQuestions('i-130.pt4.q58.', ABROAD),
  ...addressQuestions('i-130.pt4.q59.', US_OR_ABROAD),
  { id: 'i-130.pt4.q60.from', ...DATE },
  { id: 'i-130.pt4.q60.to', ...DATE },
  { id: 'i-130.pt4.q61.city', ...TEXT },
  { id: 'i-130.pt4.q61.state', ...TEXT },
  // Has the petitioner ever filed a petition for anyone: for whom, where, when, with what result?
  { id: 'i-130.pt5.q1', ...YES_NO },
  ...nameQuestions('i-130.pt5.q2.'),
  { id: 'i-130.pt5.q3.city', ...TEXT },
  { id: 'i-130.pt5.q3.state', ...TEXT },
  { id: 'i-130.pt5.q4', ...DATE },
  { id: 'i-130.pt5.q5', ...TEXT },
  // Separate petitions filed now for other relatives, and the relationship to each.
  ...nameQuestions('i-130.pt5.q6.'),
  { id: 'i-130.pt5.q7', ...TEXT },
  ...nameQuestions('i-130.pt5.q8.'),
  { id: 'i-130.pt5.q9', ...TEXT },
  // Did the petitioner read the petition in English, or through the interpreter, in which language?
  { id: 'i-130.pt6.q1', ...CHOICE('english', 'interpreter') },
  { id: 'i-130.pt6.q1b', ...TEXT },
];

const S0 = S(0);
const S1 = S(1);
const S2 = S(2);
const S3 = S(3);
const S4 = S(4);
const S5 = S(5);
const S6 = S(6);
const S7 = S(7);
const S8 = S(8);

export const I_130: FormMap = {
  form: 'I-130',
  fields: [
    // Part 1. Relationship.
    ...boxes(
      'i-130.relationship',
      [
        ['spouse', `${S0}Pt1Line1_Spouse[0]`, 'Y'],
        ['parent', `${S0}Pt1Line1_Parent[0]`, 'Y'],
        ['sibling', `${S0}Pt1Line1_Siblings[0]`, 'Y'],
        ['child', `${S0}Pt1Line1_Child[0]`, 'Y'],
      ],
      '1',
      '1',
    ),
    ...yesNo('i-130.pt1.q4', [`${S0}Pt1Line4_Yes[0]`, 'Y'], [`${S0}Pt1Line4_No[0]`, 'N'], '1', '4'),

    // Part 2. Information about the petitioner.
    digits(`${P}aNumber`, `${S0}#area[4].Pt2Line1_AlienNumber[0]`, '2', '1'),
    digits(`${P}uscisAccount`, `${S0}#area[5].Pt2Line2_USCISOnlineActNumber[0]`, '2', '2'),
    digits(`${P}ssn`, `${S0}Pt2Line11_SSN[0]`, '2', '3'),
    ...fullName(P, [`${S0}Pt2Line4a_FamilyName[0]`, `${S0}Pt2Line4b_GivenName[0]`, `${S0}Pt2Line4c_MiddleName[0]`], '2', '4'),
    ...fullName(
      `${P}otherName.0.`,
      [`${S1}Pt2Line5a_FamilyName[0]`, `${S1}Pt2Line5b_GivenName[0]`, `${S1}Pt2Line5c_MiddleName[0]`],
      '2',
      '5',
    ),
    text(`${P}birthCity`, `${S1}Pt2Line6_CityTownOfBirth[0]`, '2', '6'),
    text(`${P}birthCountry`, `${S1}Pt2Line7_CountryofBirth[0]`, '2', '7'),
    date(`${P}birthDate`, `${S1}Pt2Line8_DateofBirth[0]`, '2', '8'),
    ...sex(P, `${S1}Pt2Line9_Male[0]`, `${S1}Pt2Line9_Female[0]`, '2', '9'),
    ...address(`${P}mailing.`, `${S1}Pt2Line10_`, '2', '10', ['inCareOf', ...US_OR_ABROAD]),
    ...yesNo(`${P}mailingIsHome`, [`${S1}Pt2Line11_Yes[0]`, 'Y'], [`${S1}Pt2Line11_No[0]`, 'N'], '2', '11'),
    ...address(`${P}address.0.`, `${S1}Pt2Line12_`, '2', '12', US_OR_ABROAD),
    date(`${P}address.0.from`, `${S1}Pt2Line13a_DateFrom[0]`, '2', '13.a'),
    // Prints "PRESENT" until an end date replaces it.
    date(`${P}address.0.to`, `${S1}Pt2Line13b_DateTo[0]`, '2', '13.b'),
    ...address(`${P}address.1.`, `${S1}Pt2Line14_`, '2', '14', US_OR_ABROAD),
    date(`${P}address.1.from`, `${S1}Pt2Line15a_DateFrom[0]`, '2', '15.a'),
    date(`${P}address.1.to`, `${S1}Pt2Line15b_DateTo[0]`, '2', '15.b'),
    text(`${P}timesMarried`, `${S1}Pt2Line16_NumberofMarriages[0]`, '2', '16'),
    ...boxes(
      `${P}maritalStatus`,
      (['single', 'married', 'divorced', 'widowed', 'separated', 'annulled'] as const).map((status) => [
        status,
        `${S1}Pt2Line17_${status[0]!.toUpperCase()}${status.slice(1)}[0]`,
        'Y',
      ]),
      '2',
      '17',
    ),
    date(`${P}marriageDate`, `${S2}Pt2Line18_DateOfMarriage[0]`, '2', '18'),
    text(`${P}marriageCity`, `${S2}Pt2Line19a_CityTown[0]`, '2', '19.a'),
    choice(`${P}marriageState`, `${S2}Pt2Line19b_State[0]`, '2', '19.b'),
    text(`${P}marriageProvince`, `${S2}Pt2Line19c_Province[0]`, '2', '19.c'),
    text(`${P}marriageCountry`, `${S2}Pt2Line19d_Country[0]`, '2', '19.d'),
    // Spouse 1 is the current spouse: the beneficiary. Spouse 2 is the petitioner's most recent prior spouse.
    ...fullName(B, [`${S2}PtLine20a_FamilyName[0]`, `${S2}Pt2Line20b_GivenName[0]`, `${S2}Pt2Line20c_MiddleName[0]`], '2', '20'),
    ...fullName(
      `${P}priorSpouse.0.`,
      [`${S2}Pt2Line22a_FamilyName[0]`, `${S2}Pt2Line22b_GivenName[0]`, `${S2}Pt2Line22c_MiddleName[0]`],
      '2',
      '22',
    ),
    date(`${P}priorSpouse.0.marriageEnded`, `${S2}Pt2Line23_DateMarriageEnded[0]`, '2', '23'),
    ...fullName(
      `${P}parent.0.`,
      [`${S2}Pt2Line24_FamilyName[0]`, `${S2}Pt2Line24_GivenName[0]`, `${S2}Pt2Line24_MiddleName[0]`],
      '2',
      '24',
    ),
    date(`${P}parent.0.birthDate`, `${S2}Pt2Line25_DateofBirth[0]`, '2', '25'),
    ...sex(`${P}parent.0.`, `${S2}Pt2Line26_Male[0]`, `${S2}Pt2Line26_Female[0]`, '2', '26'),
    text(`${P}parent.0.birthCountry`, `${S2}Pt2Line27_CountryofBirth[0]`, '2', '27'),
    text(`${P}parent.0.residenceCity`, `${S2}Pt2Line28_CityTownOrVillageOfResidence[0]`, '2', '28'),
    text(`${P}parent.0.residenceCountry`, `${S2}Pt2Line29_CountryOfResidence[0]`, '2', '29'),
    ...fullName(
      `${P}parent.1.`,
      [`${S2}Pt2Line30a_FamilyName[0]`, `${S2}Pt2Line30b_GivenName[0]`, `${S2}Pt2Line30c_MiddleName[0]`],
      '2',
      '30',
    ),
    date(`${P}parent.1.birthDate`, `${S2}Pt2Line31_DateofBirth[0]`, '2', '31'),
    ...sex(`${P}parent.1.`, `${S2}Pt2Line32_Male[0]`, `${S2}Pt2Line32_Female[0]`, '2', '32'),
    text(`${P}parent.1.birthCountry`, `${S2}Pt2Line33_CountryofBirth[0]`, '2', '33'),
    text(`${P}parent.1.residenceCity`, `${S2}Pt2Line34_CityTownOrVillageOfResidence[0]`, '2', '34'),
    text(`${P}parent.1.residenceCountry`, `${S2}Pt2Line35_CountryOfResidence[0]`, '2', '35'),
    // Item 36 (citizen or permanent resident) and item 37 (how citizenship was acquired) both follow citizenshipBy.
    ...boxes(
      `${P}citizenshipBy`,
      [
        ['birth', `${S2}Pt2Line36_USCitizen[0]`, 'Y'],
        ['naturalization', `${S2}Pt2Line36_USCitizen[0]`, 'Y'],
        ['parents', `${S2}Pt2Line36_USCitizen[0]`, 'Y'],
        ['permanent-resident', `${S2}Pt2Line36_LPR[0]`, 'N'],
      ],
      '2',
      '36',
    ),
    ...boxes(
      `${P}citizenshipBy`,
      [
        ['birth', `${S2}Pt2Line23a_checkbox[0]`, 'Y'],
        ['naturalization', `${S2}Pt2Line23b_checkbox[0]`, 'Y'],
        ['parents', `${S2}Pt2Line23c_checkbox[0]`, 'Y'],
      ],
      '2',
      '37',
    ),
    ...yesNo('i-130.pt2.q38', [`${S2}Pt2Line36_Yes[0]`, 'Y'], [`${S2}Pt2Line36_No[0]`, 'N'], '2', '38'),
    text(`${P}naturalizationCertificate`, `${S2}Pt2Line37a_CertificateNumber[0]`, '2', '39.a'),
    text(`${P}naturalizationCity`, `${S2}Pt2Line37b_PlaceOfIssuance[0]`, '2', '39.b'),
    date(`${P}naturalizationDate`, `${S2}Pt2Line37c_DateOfIssuance[0]`, '2', '39.c'),
    text(`${P}lprClassOfAdmission`, `${S3}Pt2Line40a_ClassOfAdmission[0]`, '2', '40.a'),
    date(`${P}lprDate`, `${S3}Pt2Line40b_DateOfAdmission[0]`, '2', '40.b'),
    text(`${P}lprCity`, `${S3}Pt2Line40d_CityOrTown[0]`, '2', '40.c'),
    choice(`${P}lprState`, `${S3}Pt2Line40e_State[0]`, '2', '40.d'),
    ...yesNo('i-130.pt2.q41', [`${S3}Pt2Line41_Yes[0]`, 'Y'], [`${S3}Pt2Line41_No[0]`, 'N'], '2', '41'),
    text(`${P}employment.0.employer`, `${S3}Pt2Line40_EmployerOrCompName[0]`, '2', '42'),
    ...address(`${P}employment.0.`, `${S3}Pt2Line41_`, '2', '43', US_OR_ABROAD),
    text(`${P}employment.0.occupation`, `${S3}Pt2Line42_Occupation[0]`, '2', '44'),
    date(`${P}employment.0.from`, `${S3}Pt2Line43a_DateFrom[0]`, '2', '45.a'),
    // Prints "PRESENT" until an end date replaces it.
    date(`${P}employment.0.to`, `${S3}Pt2Line43b_DateTo[0]`, '2', '45.b'),
    text(`${P}employment.1.employer`, `${S3}Pt2Line44_EmployerOrOrgName[0]`, '2', '46'),
    ...address(`${P}employment.1.`, `${S3}Pt2Line45_`, '2', '47', US_OR_ABROAD),
    text(`${P}employment.1.occupation`, `${S3}Pt2Line46_Occupation[0]`, '2', '48'),
    date(`${P}employment.1.from`, `${S3}Pt2Line47a_DateFrom[0]`, '2', '49.a'),
    date(`${P}employment.1.to`, `${S3}Pt2Line47b_DateTo[0]`, '2', '49.b'),

    // Part 3. The petitioner's biographic information.
    ...yesNo(`${P}hispanic`, [`${S3}Pt3Line1_Ethnicity[1]`, 'H'], [`${S3}Pt3Line1_Ethnicity[0]`, 'NH'], '3', '1'),
    ...boxes(
      `${P}race`,
      [
        ['white', `${S3}Pt3Line2_Race_White[0]`, 'W'],
        ['asian', `${S3}Pt3Line2_Race_Asian[0]`, 'A'],
        ['black', `${S3}Pt3Line2_Race_Black[0]`, 'B'],
        ['native-american', `${S3}Pt3Line2_Race_AmericanIndianAlaskaNative[0]`, 'AA'],
        ['pacific-islander', `${S3}Pt3Line2_Race_NativeHawaiianOtherPacificIslander[0]`, 'N'],
      ],
      '3',
      '2',
    ),
    choice(`${P}heightFeet`, `${S3}Pt3Line3_HeightFeet[0]`, '3', '3'),
    choice(`${P}heightInches`, `${S3}Pt3Line3_HeightInches[0]`, '3', '3'),
    ...boxes(
      `${P}eyeColor`,
      (
        [
          ['blue', 'BLU'],
          ['brown', 'BRN'],
          ['hazel', 'HZL'],
          ['pink', 'PNK'],
          ['maroon', 'MRN'],
          ['green', 'GRN'],
          ['gray', 'GRAY'],
          ['black', 'BLK'],
          ['unknown', 'OTH'],
        ] as const
      ).map(([color, on], box) => [color, `${S3}Pt3Line5_EyeColor[${box}]`, on]),
      '3',
      '5',
    ),
    ...boxes(
      `${P}hairColor`,
      (
        [
          ['bald', 'BLD'],
          ['black', 'BLK'],
          ['blond', 'BND'],
          ['brown', 'BRN'],
          ['gray', 'GRY'],
          ['red', 'RED'],
          ['sandy', 'SDY'],
          ['white', 'WHT'],
          ['unknown', 'OTH'],
        ] as const
      ).map(([color, on], box) => [color, `${S4}Pt3Line6_HairColor[${box}]`, on]),
      '3',
      '6',
    ),

    // Part 4. Information about the beneficiary.
    digits(`${B}aNumber`, `${S4}#area[6].Pt4Line1_AlienNumber[0]`, '4', '1'),
    digits(`${B}uscisAccount`, `${S4}#area[7].Pt4Line2_USCISOnlineActNumber[0]`, '4', '2'),
    digits(`${B}ssn`, `${S4}Pt4Line3_SSN[0]`, '4', '3'),
    ...fullName(B, [`${S4}Pt4Line4a_FamilyName[0]`, `${S4}Pt4Line4b_GivenName[0]`, `${S4}Pt4Line4c_MiddleName[0]`], '4', '4'),
    ...fullName(
      `${B}otherName.0.`,
      [`${S4}P4Line5a_FamilyName[0]`, `${S4}Pt4Line5b_GivenName[0]`, `${S4}Pt4Line5c_MiddleName[0]`],
      '4',
      '5',
    ),
    text(`${B}birthCity`, `${S4}Pt4Line7_CityTownOfBirth[0]`, '4', '6'),
    text(`${B}birthCountry`, `${S4}Pt4Line8_CountryOfBirth[0]`, '4', '7'),
    date(`${B}birthDate`, `${S4}Pt4Line9_DateOfBirth[0]`, '4', '8'),
    ...sex(B, `${S4}Pt4Line9_Male[0]`, `${S4}Pt4Line9_Female[0]`, '4', '9'),
    ...boxes(
      'i-130.pt4.q10',
      [
        ['yes', `${S4}Pt4Line10_Yes[0]`, 'Y'],
        ['no', `${S4}Pt4Line10_No[0]`, 'N'],
        ['unknown', `${S4}Pt4Line10_Unknown[0]`, 'U'],
      ],
      '4',
      '10',
    ),
    ...address(`${B}address.0.`, `${S4}Pt4Line11_`, '4', '11', US_OR_ABROAD),
    // Where the beneficiary will live in the United States: "SAME" in 12.a when it is the address of item 11.
    text('i-130.pt4.q12.street', `${S4}Pt4Line12a_StreetNumberName[0]`, '4', '12.a'),
    ...boxes(
      'i-130.pt4.q12.unitType',
      (['apt', 'ste', 'flr'] as const).map((unit, box) => [unit, `${S4}Pt4Line12b_Unit[${box}]`, unit.toUpperCase()]),
      '4',
      '12.b',
    ),
    text('i-130.pt4.q12.unitNumber', `${S4}Pt4Line12b_AptSteFlrNumber[0]`, '4', '12.b'),
    text('i-130.pt4.q12.city', `${S4}Pt4Line12c_CityOrTown[0]`, '4', '12.c'),
    choice('i-130.pt4.q12.state', `${S4}Pt4Line12d_State[0]`, '4', '12.d'),
    digits('i-130.pt4.q12.zip', `${S4}Pt4Line12e_ZipCode[0]`, '4', '12.e'),
    // The address abroad: for a beneficiary in the United States, the last one outside it.
    ...address(`${B}addressAbroad.`, `${S4}Pt4Line13_`, '4', '13', ABROAD),
    digits(`${B}daytimePhone`, `${S4}Pt4Line14_DaytimePhoneNumber[0]`, '4', '14'),
    digits(`${B}mobilePhone`, `${S5}Pt4Line15_MobilePhoneNumber[0]`, '4', '15'),
    text(`${B}email`, `${S5}Pt4Line16_EmailAddress[0]`, '4', '16'),
    text(`${B}timesMarried`, `${S5}Pt4Line17_NumberofMarriages[0]`, '4', '17'),
    ...boxes(
      `${B}maritalStatus`,
      (
        [
          ['widowed', 'W'],
          ['annulled', 'A'],
          ['separated', 'S'],
          ['single', 'SNM'],
          ['married', 'M'],
          ['divorced', 'D'],
        ] as const
      ).map(([status, on], box) => [status, `${S5}Pt4Line18_MaritalStatus[${box}]`, on]),
      '4',
      '18',
    ),
    date(`${B}marriageDate`, `${S5}Pt4Line19_DateOfMarriage[0]`, '4', '19'),
    text(`${B}marriageCity`, `${S5}Pt4Line20a_CityTown[0]`, '4', '20.a'),
    choice(`${B}marriageState`, `${S5}Pt4Line20b_State[0]`, '4', '20.b'),
    text(`${B}marriageProvince`, `${S5}Pt4Line20c_Province[0]`, '4', '20.c'),
    text(`${B}marriageCountry`, `${S5}Pt4Line20d_Country[0]`, '4', '20.d'),
    // Spouse 1 is the current spouse: the petitioner. Spouse 2 is the beneficiary's most recent prior spouse.
    ...fullName(P, [`${S5}Pt4Line16a_FamilyName[0]`, `${S5}Pt4Line16b_GivenName[0]`, `${S5}Pt4Line16c_MiddleName[0]`], '4', '21'),
    ...fullName(
      `${B}priorSpouse.0.`,
      [`${S5}Pt4Line18a_FamilyName[0]`, `${S5}Pt4Line18b_GivenName[0]`, `${S5}Pt4Line18c_MiddleName[0]`],
      '4',
      '23',
    ),
    date(`${B}priorSpouse.0.marriageEnded`, `${S5}Pt4Line17_DateMarriageEnded[1]`, '4', '24'),
    // The beneficiary's family: Person 1 is the spouse (the petitioner), Persons 2-5 the beneficiary's children.
    ...fullName(P, [`${S5}Pt4Line30a_FamilyName[0]`, `${S5}Pt4Line30b_GivenName[0]`, `${S5}Pt4Line30c_MiddleName[0]`], '4', '25'),
    text('i-130.pt4.q26', `${S5}Pt4Line31_Relationship[0]`, '4', '26'),
    date(`${P}birthDate`, `${S5}Pt4Line32_DateOfBirth[0]`, '4', '27'),
    text(`${P}birthCountry`, `${S5}Pt4Line49_CountryOfBirth[0]`, '4', '28'),
    ...familyMember(0, S5, 34, 29),
    ...familyMember(1, S5, 38, 33),
    ...familyMember(2, S6, 42, 37),
    // Person 5's country of birth is the second field named for line 49; Person 1 has the first.
    ...familyMember(3, S6, 46, 41, 'Pt4Line49_CountryOfBirth[1]'),
    // Both boxes of item 45 are "on" as Y.
    ...yesNo('i-130.pt4.q45', [`${S6}Pt4Line20_Yes[0]`, 'Y'], [`${S6}Pt4Line20_No[0]`, 'Y'], '4', '45'),
    // A drop-down of USCIS's codes ("B2 - TEMPORARY VISITOR FOR PLEASURE"): an answer that is not one of them goes
    // to Part 9.
    choice(`${B}arrivalStatus`, `${S6}Pt4Line21a_ClassOfAdmission[0]`, '4', '46.a'),
    text(`${B}i94Number`, `${S6}#area[8].Pt4Line21b_ArrivalDeparture[0]`, '4', '46.b'),
    date(`${B}arrivalDate`, `${S6}Pt4Line21c_DateOfArrival[0]`, '4', '46.c'),
    // A date or "D/S" (duration of status), so written as answered.
    text(`${B}authorizedStayUntil`, `${S6}Pt4Line21d_DateExpired[0]`, '4', '46.d'),
    text(`${B}passportNumber`, `${S6}Pt4Line22_PassportNumber[0]`, '4', '47'),
    text(`${B}travelDocumentNumber`, `${S6}Pt4Line23_TravelDocNumber[0]`, '4', '48'),
    text(`${B}passportCountry`, `${S6}Pt4Line24_CountryOfIssuance[0]`, '4', '49'),
    date(`${B}passportExpires`, `${S6}Pt4Line25_ExpDate[0]`, '4', '50'),
    text(`${B}employment.0.employer`, `${S6}Pt4Line26_NameOfCompany[0]`, '4', '51.a'),
    ...address(`${B}employment.0.`, `${S6}Pt4Line26_`, '4', '51', US_OR_ABROAD, 'b'),
    date(`${B}employment.0.from`, `${S6}Pt4Line27_DateEmploymentBegan[0]`, '4', '52'),
    // Both boxes of item 53 are "on" as Y.
    ...yesNo('i-130.pt4.q53', [`${S6}Pt4Line28_Yes[0]`, 'Y'], [`${S6}Pt4Line28_No[0]`, 'Y'], '4', '53'),
    ...boxes(
      'i-130.pt4.q54',
      [
        ['removal', `${S6}Pt4Line54_Removal[0]`, 'Y'],
        ['exclusion', `${S6}Pt4Line54_Exclusion[0]`, 'Y'],
        ['rescission', `${S6}Pt4Line54_Rescission[0]`, 'Y'],
        ['judicial', `${S6}Pt4Line54_JudicialProceedings[0]`, 'Y'],
      ],
      '4',
      '54',
    ),
    text('i-130.pt4.q55.city', `${S6}Pt4Line55a_CityOrTown[0]`, '4', '55.a'),
    choice('i-130.pt4.q55.state', `${S6}Pt4Line55b_State[0]`, '4', '55.b'),
    date('i-130.pt4.q56', `${S6}Pt4Line56_Date[0]`, '4', '56'),
    // The name and foreign address in the beneficiary's native script, when it is not Roman letters.
    ...fullName(
      'i-130.pt4.q57.',
      [`${S7}Pt4Line55a_FamilyName[0]`, `${S7}Pt4Line55b_GivenName[0]`, `${S7}Pt4Line55c_MiddleName[0]`],
      '4',
      '57',
    ),
    ...address('i-130.pt4.q58.', `${S7}Pt4Line56_`, '4', '58', ABROAD),
    // The last address where the spouses lived together.
    ...address('i-130.pt4.q59.', `${S7}Pt4Line57_`, '4', '59', US_OR_ABROAD),
    date('i-130.pt4.q60.from', `${S7}Pt4Line58a_DateFrom[0]`, '4', '60.a'),
    date('i-130.pt4.q60.to', `${S7}Pt4Line58b_DateTo[0]`, '4', '60.b'),
    // The USCIS office where the beneficiary will adjust status.
    text('i-130.pt4.q61.city', `${S7}Pt4Line60a_CityOrTown[0]`, '4', '61.a'),
    choice('i-130.pt4.q61.state', `${S7}Pt4Line60b_State[0]`, '4', '61.b'),

    // Part 5. Other information: earlier petitions, and separate petitions filed now for other relatives.
    ...yesNo('i-130.pt5.q1', [`${S7}Part4Line1_Yes[0]`, 'Y'], [`${S7}Part4Line1_No[0]`, 'N'], '5', '1'),
    ...fullName('i-130.pt5.q2.', [`${S7}Pt5Line2a_FamilyName[0]`, `${S7}Pt5Line2b_GivenName[0]`, `${S7}Pt5Line2c_MiddleName[0]`], '5', '2'),
    text('i-130.pt5.q3.city', `${S7}Pt5Line3a_CityOrTown[0]`, '5', '3.a'),
    choice('i-130.pt5.q3.state', `${S7}Pt5Line3b_State[0]`, '5', '3.b'),
    date('i-130.pt5.q4', `${S7}Pt5Line4_DateFiled[0]`, '5', '4'),
    text('i-130.pt5.q5', `${S7}Pt5Line5_Result[0]`, '5', '5'),
    ...fullName('i-130.pt5.q6.', [`${S7}Pt4Line6a_FamilyName[0]`, `${S7}Pt4Line6b_GivenName[0]`, `${S7}Pt4Line6c_MiddleName[0]`], '5', '6'),
    text('i-130.pt5.q7', `${S7}Pt4Line7_Relationship[0]`, '5', '7'),
    ...fullName('i-130.pt5.q8.', [`${S8}Pt4Line8a_FamilyName[0]`, `${S8}Pt4Line8b_GivenName[0]`, `${S8}Pt4Line8c_MiddleName[0]`], '5', '8'),
    text('i-130.pt5.q9', `${S8}Pt4Line9_Relationship[0]`, '5', '9'),

    // Part 6. The petitioner's statement and contact information.
    // Item 1.a (read in English) or 1.b (read through the interpreter).
    check('i-130.pt6.q1', 'english', 'A', `${S8}Pt6Line1Checkbox[0]`, '6', '1.a'),
    check('i-130.pt6.q1', 'interpreter', 'B', `${S8}Pt6Line1Checkbox[1]`, '6', '1.b'),
    text('i-130.pt6.q1b', `${S8}Pt6Line1b_Language[0]`, '6', '1.b'),
    digits(`${P}daytimePhone`, `${S8}Pt6Line3_DaytimePhoneNumber[0]`, '6', '3'),
    digits(`${P}mobilePhone`, `${S8}Pt6Line4_MobileNumber[0]`, '6', '4'),
    text(`${P}email`, `${S8}Pt6Line5_Email[0]`, '6', '5'),
  ],
  signatures: [
    { signer: 'petitioner', field: `${S8}P5_Line6a_SignatureofApplicant[0]`, part: '6', item: '6.a' },
    { signer: 'interpreter', field: `${S(9)}Pt7Line7a_Signature[0]`, part: '7', item: '7.a' },
    { signer: 'preparer', field: `${S(10)}Pt8Line8a_Signature[0]`, part: '8', item: '8.a' },
  ],
  additionalInfo: {
    part: '9',
    header: [
      ...fullName(P, [`${S(11)}Pt2Line4a_FamilyName[1]`, `${S(11)}Pt2Line4b_GivenName[1]`, `${S(11)}Pt2Line4c_MiddleName[1]`], '9', '1'),
      digits(`${P}aNumber`, `${S(11)}Pt2Line1_AlienNumber[1]`, '9', '2'),
    ],
    blocks: [3, 4, 5, 6]
      .map((n) => ({
        page: `${S(11)}Pt9Line${n}a_PageNumber[0]`,
        part: `${S(11)}Pt9Line${n}b_PartNumber[0]`,
        item: `${S(11)}Pt9Line${n}c_ItemNumber[0]`,
        text: `${S(11)}Pt9Line${n}d_AdditionalInfo[0]`,
      }))
      .concat({
        // Item 7's page field is named for line 9.
        page: `${S(11)}Pt9Line9a_PageNumber[0]`,
        part: `${S(11)}Pt9Line7b_PartNumber[0]`,
        item: `${S(11)}Pt9Line7c_ItemNumber[0]`,
        text: `${S(11)}Pt9Line7d_AdditionalInfo[0]`,
      }),
  },
  questions: QUESTIONS,
};
