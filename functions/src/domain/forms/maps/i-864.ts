// Form I-864, Affidavit of Support Under Section 213A of the INA (edition 10/17/24), as the petitioning sponsor of a
// marriage case files it: the sponsor is the petitioner (`petitioner.*`), the principal immigrant the beneficiary
// (`beneficiary.*`). Parts as this edition prints them: 1 basis, 2 sponsor, 3 principal immigrant, 4 immigrants
// sponsored, 5 household size, 6 employment and income, 7 assets, 8 contract, contact and signature, 9 interpreter,
// 10 preparer, 11 additional information. Field names and items were read from the kept PDF
// (functions/uscis-forms/i-864.pdf).
// Skipped: the attorney/G-28 boxes; the relationship and joint-sponsor details of Part 1 items 1.b-1.f (not the
// petitioner's basis); Part 4 items 4-7 (a U.S. citizen's spouse has no derivative family members: each child needs
// a petition of its own); Part 5 item 2 (read-only, printed "1"); the read-only name beside Part 6 item 14; the
// sponsor's statement boxes of Part 8 items 1-2, the signature dates and Parts 9-10 (the signers write those by hand).
// Part 2 items 10-11 (the sponsor's A-Number and USCIS online account) are left out because their tooltips say
// "Part 1." where the form prints Part 2, and the map test reads the printed part from the tooltip.
import type { CheckMapping, FieldMapping, FormMap, FormQuestion, TextMapping } from '../field-map';

const S = (n: number) => `#subform[${n}].`;

/** One address's fields, by the part of the address (profile-facts.ts, ADDRESS) they hold. */
interface AddressFields {
  inCareOf?: string;
  street: string;
  /** The Apt./Ste./Flr. boxes, without their index: the form draws them in that order. */
  unit: string;
  unitNumber: string;
  city: string;
  state: string;
  zip: string;
  province: string;
  postalCode: string;
  country: string;
}

/** The mappings of one address whose facts are `${prefix}.street` and so on. */
function address(prefix: string, part: string, item: string, fields: AddressFields): FieldMapping[] {
  const placed = (name: string, field: string) => ({ question: `${prefix}.${name}`, field, part, item });
  const { inCareOf, unit, state, zip, ...texts } = fields;
  return [
    ...(inCareOf ? [{ type: 'text' as const, ...placed('inCareOf', inCareOf) }] : []),
    ...Object.entries(texts).map(([name, field]): TextMapping => ({ type: 'text', ...placed(name, field) })),
    ...(['apt', 'ste', 'flr'] as const).map((unitType, index): CheckMapping => ({
      type: 'check',
      ...placed('unitType', `${unit}[${index}]`),
      when: unitType,
      on: unitType.toUpperCase(),
    })),
    { type: 'choice', ...placed('state', state) },
    { type: 'text', format: 'digits', ...placed('zip', zip) },
  ];
}

/**
 * The four household members whose income the sponsor counts (Part 6, items 8-11), people of the case under the
 * sponsor (`petitioner.householdMember.<n>.*`, shared/forms/profile-facts.ts): name, relationship, current income.
 */
const INCOME_PEOPLE = [0, 1, 2, 3];
/** The three most recent tax years (Part 6, item 16.a-16.c). */
const TAX_YEARS = ['a', 'b', 'c'];

const number = (id: string): FormQuestion => ({ id, type: 'number' });
const text = (id: string): FormQuestion => ({ id, type: 'text' });
const yesNo = (id: string): FormQuestion => ({ id, type: 'yes-no' });

/** Part 5: household size, item by item (item 2, "Yourself", is printed as 1). */
const HOUSEHOLD: ReadonlyArray<[string, string, string]> = [
  ['i-864.household.sponsoredImmigrants', 'P3_Line28_TotalNumberofImmigrants[0]', '1'],
  ['i-864.household.spouse', 'P5_Line3_Married[0]', '3'],
  ['i-864.household.dependentChildren', 'P5_Line4_DependentChildren[0]', '4'],
  ['i-864.household.otherDependents', 'P5_Line5_OtherDependents[0]', '5'],
  ['i-864.household.otherSponsored', 'P5_Line6_Sponsors[0]', '6'],
  ['i-864.household.i864aMembers', 'P5_Line7_SameResidence[0]', '7'],
  ['i-864.householdSize', 'Override[0]', '8'],
];

/** Part 7: the assets that make up for income below the guidelines, item by item. */
const ASSETS: ReadonlyArray<[string, string, string]> = [
  ['i-864.assets.cash', `${S(6)}P7_Line1_BalanceofAccounts[0]`, '1'],
  ['i-864.assets.realEstate', `${S(6)}P7_Line2_RealEstate[0]`, '2'],
  ['i-864.assets.otherAssets', `${S(6)}P7_Line3_StocksBonds[0]`, '3'],
  ['i-864.assets.total', `${S(6)}P7_Line4_Total[0]`, '4'],
  ['i-864.assets.householdMembers', `${S(6)}P7_Line5_TotalAssetsHouseholdMembers[0]`, '5'],
  ['i-864.assets.immigrantCash', `${S(7)}P7_Line6_BalanceofAccounts[0]`, '6'],
  ['i-864.assets.immigrantRealEstate', `${S(7)}P7_Line7_RealEstate[0]`, '7'],
  ['i-864.assets.immigrantOtherAssets', `${S(7)}P7_Line8_StocksBonds[0]`, '8'],
  ['i-864.assets.immigrantTotal', `${S(7)}P7_Line9_Total[0]`, '9'],
  ['i-864.assets.grandTotal', `${S(7)}P7_Line10_TotalValueAssets[0]`, '10'],
];

const BASES = ['petitioner', 'alien-worker-petitioner', 'five-percent-owner', 'only-joint-sponsor', 'joint-sponsor', 'substitute-sponsor'];
const EMPLOYMENT_STATUSES = ['employed', 'self-employed', 'retired', 'unemployed'];

const sponsorName: TextMapping[] = [
  { type: 'text', question: 'petitioner.familyName', field: `${S(0)}P4_Line1a_FamilyName[0]`, part: '2', item: '1' },
  { type: 'text', question: 'petitioner.givenName', field: `${S(0)}P4_Line1b_GivenName[0]`, part: '2', item: '1' },
  { type: 'text', question: 'petitioner.middleName', field: `${S(0)}P4_Line1c_MiddleName[0]`, part: '2', item: '1' },
];

const sponsorAddresses: FieldMapping[] = [
  ...address('petitioner.mailing', '2', '2', {
    inCareOf: `${S(1)}P4_Line2a_InCareOf[0]`,
    street: `${S(1)}P4_Line2b_StreetNumberName[0]`,
    unit: `${S(1)}P4_Line2c_Unit`,
    unitNumber: `${S(1)}P4_Line2d_AptSteFlrNumber[0]`,
    city: `${S(1)}P4_Line2e_CityOrTown[0]`,
    state: `${S(1)}P4_Line2f_State[0]`,
    zip: `${S(1)}P4_Line2g_ZipCode[0]`,
    province: `${S(1)}P4_Line2h_Province[0]`,
    postalCode: `${S(1)}P4_Line2i_PostalCode[0]`,
    country: `${S(1)}P4_Line2j_Country[0]`,
  }),
  { type: 'check', question: 'petitioner.mailingIsHome', when: true, on: 'Y', field: `${S(1)}P1_Line3_Checkbox[0]`, part: '2', item: '3' },
  { type: 'check', question: 'petitioner.mailingIsHome', when: false, on: 'N', field: `${S(1)}P1_Line3_Checkbox[1]`, part: '2', item: '3' },
  ...address('petitioner.address.0', '2', '4', {
    street: `${S(1)}P4_Line4a_StreetNumberName[0]`,
    unit: `${S(1)}P4_Line4b_Unit`,
    unitNumber: `${S(1)}P4_Line4c_AptSteFlrNumber[0]`,
    city: `${S(1)}P4_Line4d_CityOrTown[0]`,
    state: `${S(1)}P4_Line4e_State[0]`,
    zip: `${S(1)}P4_Line4f_ZipCode[0]`,
    province: `${S(1)}P4_Line4g_Province[0]`,
    postalCode: `${S(1)}P4_Line4h_PostalCode[0]`,
    country: `${S(1)}P4_Line4i_Country[0]`,
  }),
];

const sponsorOther: FieldMapping[] = [
  { type: 'text', question: 'i-864.countryOfDomicile', field: `${S(1)}P4_Line5_CountryOfDomicile[0]`, part: '2', item: '5' },
  { type: 'text', question: 'petitioner.birthDate', format: 'date', field: `${S(1)}P4_Line6_DateOfBirth[0]`, part: '2', item: '6' },
  // Named "CityofBirth", printed and described as the country of birth.
  { type: 'text', question: 'petitioner.birthCountry', field: `${S(1)}P4_Line7_CityofBirth[0]`, part: '2', item: '7' },
  { type: 'text', question: 'petitioner.ssn', format: 'digits', field: `${S(1)}P4_Line10_SocialSecurityNumber[0]`, part: '2', item: '8' },
  // The tooltips of items 10 and 11 say "Part 1."; the printed form shows them in Part 2 (field-maps.test.ts).
  {
    type: 'text',
    question: 'petitioner.aNumber',
    format: 'digits',
    field: `${S(1)}#area[1].P4_Line12_AlienNumber[0]`,
    part: '2',
    item: '10',
  },
  {
    type: 'text',
    question: 'petitioner.uscisAccount',
    format: 'digits',
    field: `${S(1)}P4_Line13_AcctIdentifier[0]`,
    part: '2',
    item: '11',
  },
  // A citizen, however they became one, is box A; a permanent resident box C. "U.S. national" has no profile answer.
  ...(['birth', 'naturalization', 'parents'] as const).map((by): CheckMapping => ({
    type: 'check',
    question: 'petitioner.citizenshipBy',
    when: by,
    on: 'A',
    field: `${S(1)}P4_Line11a_Checkbox[0]`,
    part: '2',
    item: '9',
  })),
  {
    type: 'check',
    question: 'petitioner.citizenshipBy',
    when: 'permanent-resident',
    on: 'C',
    field: `${S(1)}P4_Line11c_Checkbox[0]`,
    part: '2',
    item: '9',
  },
  { type: 'check', question: 'i-864.activeDuty', when: true, on: 'Y', field: `${S(1)}P4_Line14_Checkboxes[0]`, part: '2', item: '12' },
  { type: 'check', question: 'i-864.activeDuty', when: false, on: 'N', field: `${S(1)}P4_Line14_Checkboxes[1]`, part: '2', item: '12' },
];

const principalImmigrant: FieldMapping[] = [
  { type: 'text', question: 'beneficiary.familyName', field: `${S(2)}P2_Line1a_FamilyName[0]`, part: '3', item: '1' },
  { type: 'text', question: 'beneficiary.givenName', field: `${S(2)}P2_Line1b_GivenName[0]`, part: '3', item: '1' },
  { type: 'text', question: 'beneficiary.middleName', field: `${S(2)}P2_Line1c_MiddleName[0]`, part: '3', item: '1' },
  ...address('beneficiary.mailing', '3', '2', {
    inCareOf: `${S(2)}P2_Line2_InCareOf[0]`,
    street: `${S(2)}P2_Line2_StreetNumberName[0]`,
    unit: `${S(2)}P2_Line2_Unit`,
    unitNumber: `${S(2)}P2_Line2_AptSteFlrNumber[0]`,
    city: `${S(2)}P2_Line2_CityOrTown[0]`,
    state: `${S(2)}P2_Line2_State[0]`,
    zip: `${S(2)}P2_Line2_ZipCode[0]`,
    province: `${S(2)}P2_Line2_Province[0]`,
    postalCode: `${S(2)}P2_Line2_PostalCode[0]`,
    country: `${S(2)}P2_Line2_Country[0]`,
  }),
  { type: 'text', question: 'beneficiary.citizenshipCountry', field: `${S(2)}P2_Line3_CountryCitizenship[0]`, part: '3', item: '3' },
  { type: 'text', question: 'beneficiary.birthDate', format: 'date', field: `${S(2)}P2_Line4_DateOfBirth[0]`, part: '3', item: '4' },
  {
    type: 'text',
    question: 'beneficiary.aNumber',
    format: 'digits',
    field: `${S(2)}#area[2].P2_Line5_AlienNumber[0]`,
    part: '3',
    item: '5',
  },
  {
    type: 'text',
    question: 'beneficiary.uscisAccount',
    format: 'digits',
    field: `${S(2)}Pt2_Line6_USCISOnlineAcctNumber[0]`,
    part: '3',
    item: '6',
  },
  {
    type: 'text',
    question: 'beneficiary.daytimePhone',
    format: 'digits',
    field: `${S(2)}P2_Line7_DaytimePhoneNumber[0]`,
    part: '3',
    item: '7',
  },
];

const immigrantsSponsored: FieldMapping[] = [
  { type: 'check', question: 'i-864.sponsoringPrincipal', when: true, on: 'Y', field: `${S(2)}P3_Line1_Checkbox[0]`, part: '4', item: '1' },
  {
    type: 'check',
    question: 'i-864.sponsoringPrincipal',
    when: false,
    on: 'N',
    field: `${S(2)}P3_Line1_Checkbox[1]`,
    part: '4',
    item: '1',
  },
  {
    type: 'check',
    question: 'i-864.familyMembers',
    when: 'within-six-months',
    on: 'Y',
    field: `${S(2)}P3_Line2_SponsoringFamily[0]`,
    part: '4',
    item: '2',
  },
  {
    type: 'check',
    question: 'i-864.familyMembers',
    when: 'after-six-months',
    on: 'Y',
    field: `${S(2)}P3_Line2_SponsoringFamily[1]`,
    part: '4',
    item: '3',
  },
];

const employment: FieldMapping[] = [
  // Items 1, 4, 5 and 6 are the four "I am currently" boxes; their "on" values are " Y" or "Y " in the PDF.
  ...(
    [
      ['employed', 'P6_Line1_Checkbox[0]', '1'],
      ['self-employed', 'P6_Line4_Checkbox[0]', '4'],
      ['retired', 'P6_Line5_Checkbox[0]', '5'],
      ['unemployed', 'P6_Line6_Checkbox[0]', '6'],
    ] as const
  ).map(([status, field, item]): CheckMapping => ({
    type: 'check',
    question: 'i-864.employmentStatus',
    when: status,
    on: 'Y',
    field: `${S(4)}${field}`,
    part: '6',
    item,
  })),
  // The current job of the employment history (the I-130 asks it too); a second current employer is no entry of
  // that history, which lists jobs one after the other.
  { type: 'text', question: 'petitioner.employment.0.occupation', field: `${S(4)}P6_Line1a_NameofEmployer[0]`, part: '6', item: '1' },
  { type: 'text', question: 'petitioner.employment.0.employer', field: `${S(4)}P6_Line1a1_NameofEmployer[0]`, part: '6', item: '2' },
  { type: 'text', question: 'i-864.secondEmployer', field: `${S(4)}P6_Line1a2_NameofEmployer[0]`, part: '6', item: '3' },
  { type: 'text', question: 'i-864.selfEmployedAs', field: `${S(4)}P6_Line4a_SelfEmployedAs[0]`, part: '6', item: '4' },
  { type: 'text', question: 'i-864.retiredSince', format: 'date', field: `${S(4)}P6_Line5a_DateRetired[0]`, part: '6', item: '5' },
  {
    type: 'text',
    question: 'i-864.unemployedSince',
    format: 'date',
    field: `${S(4)}P6_Line6a_DateofUnemployment[0]`,
    part: '6',
    item: '6',
  },
  { type: 'text', question: 'i-864.individualIncome', field: `${S(4)}P6_Line2_TotalIncome[0]`, part: '6', item: '7' },
  // Items 8-11: fields P6_Line3-5 for person 1, P6_Line6-8 for person 2, and so on.
  ...INCOME_PEOPLE.flatMap((n): TextMapping[] => {
    const line = 3 + 3 * n;
    const item = String(8 + n);
    return [
      { type: 'text', question: `petitioner.householdMember.${n}.name`, field: `${S(5)}P6_Line${line}_Name[0]`, part: '6', item },
      {
        type: 'text',
        question: `petitioner.householdMember.${n}.relationship`,
        field: `${S(5)}P6_Line${line + 1}_Relationship[0]`,
        part: '6',
        item,
      },
      {
        type: 'text',
        question: `petitioner.householdMember.${n}.income`,
        field: `${S(5)}P6_Line${line + 2}_CurrentIncome[0]`,
        part: '6',
        item,
      },
    ];
  }),
  { type: 'text', question: 'i-864.householdIncome', field: `${S(5)}P6_Line15_TotalHouseholdIncome[0]`, part: '6', item: '12' },
  { type: 'check', question: 'i-864.i864aFiled', when: true, on: 'Y', field: `${S(5)}P6_Line16_CompletedForm[0]`, part: '6', item: '13' },
  {
    type: 'check',
    question: 'i-864.immigrantNeedsNoI864a',
    when: true,
    on: 'Y',
    field: `${S(5)}P6_Line17_NotNeedComplete[0]`,
    part: '6',
    item: '14',
  },
  { type: 'check', question: 'i-864.filedTaxReturns', when: true, on: 'Y', field: `${S(5)}P6_Line18a_Checkbox[0]`, part: '6', item: '15' },
  { type: 'check', question: 'i-864.filedTaxReturns', when: false, on: 'N', field: `${S(5)}P6_Line18a_Checkbox[1]`, part: '6', item: '15' },
  ...TAX_YEARS.flatMap((letter, n): TextMapping[] => [
    { type: 'text', question: `i-864.taxReturn.${n}.year`, field: `${S(6)}P6_Line19${letter}_TaxYear[0]`, part: '6', item: `16.${letter}` },
    {
      type: 'text',
      question: `i-864.taxReturn.${n}.income`,
      field: `${S(6)}P6_Line19${letter}_TotalIncome[0]`,
      part: '6',
      item: `16.${letter}`,
    },
  ]),
  {
    type: 'check',
    question: 'i-864.notRequiredToFile',
    when: true,
    on: 'Y',
    field: `${S(6)}P6_Line17_IWasNotReq[0]`,
    part: '6',
    item: '17',
  },
];

const sponsorContact: FieldMapping[] = [
  {
    type: 'text',
    question: 'petitioner.daytimePhone',
    format: 'digits',
    field: `${S(9)}P8_Line3_DaytimeTelephoneNumber[0]`,
    part: '8',
    item: '3',
  },
  {
    type: 'text',
    question: 'petitioner.mobilePhone',
    format: 'digits',
    field: `${S(9)}P8_Line4_MobileTelephoneNumber[0]`,
    part: '8',
    item: '4',
  },
  { type: 'text', question: 'petitioner.email', field: `${S(9)}P7Line7_EmailAddress[0]`, part: '8', item: '5' },
];

export const I_864: FormMap = {
  form: 'I-864',
  fields: [
    ...BASES.map((basis, index): CheckMapping => ({
      type: 'check',
      question: 'i-864.basis',
      when: basis,
      on: `1${'ABCDEF'[index]}`,
      field: `${S(0)}P1_Line1a-f_CB[${index}]`,
      part: '1',
      item: `1.${'abcdef'[index]}`,
    })),
    ...sponsorName,
    ...sponsorAddresses,
    ...sponsorOther,
    ...principalImmigrant,
    ...immigrantsSponsored,
    ...HOUSEHOLD.map(([question, field, item]): TextMapping => ({ type: 'text', question, field: `${S(4)}${field}`, part: '5', item })),
    ...employment,
    ...ASSETS.map(([question, field, item]): TextMapping => ({ type: 'text', question, field, part: '7', item })),
    ...sponsorContact,
  ],
  signatures: [
    { signer: 'petitioner', field: `${S(9)}P8_Line9a_ApplicantSignature[0]`, part: '8', item: '6' },
    { signer: 'interpreter', field: `${S(10)}P9_Line6a_InterpretersSignature[0]`, part: '9', item: '6' },
    { signer: 'preparer', field: `${S(10)}P10_Line8a_PreparersSignature[0]`, part: '10', item: '6' },
  ],
  additionalInfo: {
    part: '11',
    // The sponsor's name and A-Number, as on the first pages.
    header: [
      { type: 'text', question: 'petitioner.familyName', field: `${S(11)}P4_Line1a_FamilyName[1]`, part: '11', item: '1' },
      { type: 'text', question: 'petitioner.givenName', field: `${S(11)}P4_Line1b_GivenName[1]`, part: '11', item: '1' },
      { type: 'text', question: 'petitioner.middleName', field: `${S(11)}P4_Line1c_MiddleName[1]`, part: '11', item: '1' },
      {
        type: 'text',
        question: 'petitioner.aNumber',
        format: 'digits',
        field: `${S(11)}Global_ANumber[0].P4_Line12_AlienNumber[1]`,
        part: '11',
        item: '2',
      },
    ],
    blocks: [3, 4, 5, 6].map((n) => ({
      page: `${S(11)}P11_Line${n}a_PageNumber[0]`,
      part: `${S(11)}P11_Line${n}b_PartNumber[0]`,
      item: `${S(11)}P11_Line${n}c_ItemNumber[0]`,
      text: `${S(11)}P11_Line${n}d_AdditionalInfo[0]`,
    })),
  },
  questions: [
    { id: 'i-864.basis', type: 'choice', options: BASES },
    text('i-864.countryOfDomicile'),
    yesNo('i-864.activeDuty'),
    yesNo('i-864.sponsoringPrincipal'),
    { id: 'i-864.familyMembers', type: 'choice', options: ['none', 'within-six-months', 'after-six-months'] },
    ...HOUSEHOLD.map(([id]) => number(id)),
    { id: 'i-864.employmentStatus', type: 'choice', options: EMPLOYMENT_STATUSES },
    text('i-864.secondEmployer'),
    text('i-864.selfEmployedAs'),
    { id: 'i-864.retiredSince', type: 'date' },
    { id: 'i-864.unemployedSince', type: 'date' },
    number('i-864.individualIncome'),
    number('i-864.householdIncome'),
    yesNo('i-864.i864aFiled'),
    yesNo('i-864.immigrantNeedsNoI864a'),
    yesNo('i-864.filedTaxReturns'),
    ...TAX_YEARS.flatMap((_letter, n) => [number(`i-864.taxReturn.${n}.year`), number(`i-864.taxReturn.${n}.income`)]),
    yesNo('i-864.notRequiredToFile'),
    ...ASSETS.map(([id]) => number(id)),
  ],
};
