// Form I-131, Application for Travel Documents, Parole Documents, and Arrival/Departure Records (edition 01/20/25), as
// the beneficiary files it for an Advance Parole Document on a pending I-485 (Part 1, item 5.A). Field names and
// printed items were read from the kept PDF (functions/uscis-forms/i-131.pdf).
// Mapped: the application type (items 1-5.A and the I-485 receipt number), item 13 (refugee status), the applicant
// (Part 2, items 1-11, 13, 14), the biographic information (Part 3), the processing questions an advance parole
// applicant answers (Part 4, items 1-4), the proposed travel (Part 7), the contact information (Part 10), the
// signature lines and the Additional Information part (Part 13).
// Skipped: the G-28 box; the application types an adjusting spouse does not use (5.B-M, 6-12: parole programs and
// re-parole); items 16-27 of Part 2 (filing for someone else); item 15 (eMedical parolee ID); the replacement details
// (Part 4, items 5-6); where to send a reentry permit or refugee travel document (Part 4, items 7-9: the form tells an
// advance parole applicant to skip them, and mails the document to the Part 2 item 3 address); Parts 5, 6, 8 and 9
// (reentry permit, refugee travel document, parole from abroad, re-parole EAD); interpreter and preparer details
// (filled by hand); dates of signature; barcodes.
// Not expressible as a mapping: Part 2, item 12 (class of admission), whose tooltip says "Part 1.", which the field
// map test rejects for a printed Part 2; Part 3, item 4 (weight), printed as one field per digit. Item 3 is the mailing
// address (`mailing.*`, asked when it is not the home) and item 4 the home (`address.0`): when the mailing address is
// the home, the answers must carry the home in `mailing.*` too. Item 14 (I-94 admit-until) is a text fact, as the
// I-94 may say "D/S".
import type { FieldMapping, FormMap } from '../field-map';
import { oneOf, yesNo } from './mappings';

const P4 = 'P4[0].';
const P5 = 'P5[0].';
const P7 = 'P7[0].';
const S9 = '#subform[9].';
const S10 = '#subform[10].';
const S13 = '#subform[13].';

/**
 * Part 2, item 3 (current mailing address) or 4 (current physical address): both name their fields alike,
 * "Part2_Line3_CityTown[0]" and "Part2_Line4_CityTown[0]", with the same order of unit boxes.
 */
function address(fact: string, line: 3 | 4): FieldMapping[] {
  const field = (name: string) => `${P5}Part2_Line${line}_${name}[0]`;
  const at = { part: '2', item: String(line) };
  const text = (key: string, name: string): FieldMapping => ({ type: 'text', question: `${fact}.${key}`, field: field(name), ...at });
  return [
    text('inCareOf', 'InCareofName'),
    text('street', 'StreetNumberName'),
    ...oneOf(`${fact}.unitType`, at.part, at.item, {
      apt: { field: `${P5}Part2_Line${line}_Unit[1]`, on: 'APT' },
      ste: { field: `${P5}Part2_Line${line}_Unit[0]`, on: 'STE' },
      flr: { field: `${P5}Part2_Line${line}_Unit[2]`, on: 'FLR' },
    }),
    text('unitNumber', 'AptSteFlrNumber'),
    text('city', 'CityTown'),
    { type: 'choice', question: `${fact}.state`, field: field('State'), ...at },
    { type: 'text', question: `${fact}.zip`, format: 'digits', field: field('ZipCode'), ...at },
    text('province', 'Province'),
    text('postalCode', 'PostalCode'),
    text('country', 'Country'),
  ];
}

export const I_131: FormMap = {
  form: 'I-131',
  fields: [
    ...oneOf('i-131.applicationType', '1', '1', { 'reentry-permit': { field: 'P1[0].CB_AppType[0]', on: '1' } }),
    ...oneOf('i-131.applicationType', '1', '2', { 'refugee-travel-document': { field: 'P1[0].CB_AppType[1]', on: '2' } }),
    ...oneOf('i-131.applicationType', '1', '3', { 'refugee-lpr-travel-document': { field: 'P1[0].CB_AppType[2]', on: '3' } }),
    ...oneOf('i-131.applicationType', '1', '4', { 'tps-travel-authorization': { field: 'P1[0].CB_AppType[3]', on: '4' } }),
    ...oneOf('i-131.applicationType', '1', '5.A', { 'advance-parole-i485': { field: 'P1[0].CB_AppType[4]', on: '5' } }),
    // Only when the I-131 is filed after the I-485, not with it.
    { type: 'text', question: 'i-131.i485ReceiptNumber', field: 'P1[0].P1_Line5A[0]', part: '1', item: '5.A' },
    ...yesNo(
      'i-131.refugeeStatus',
      '1',
      '13',
      { field: `${P4}P1_Line13_YesNo[0]`, on: 'Y' },
      { field: `${P4}P1_Line13_YesNo[1]`, on: 'N' },
    ),
    // Part 2: information about you.
    { type: 'text', question: 'beneficiary.familyName', field: `${P4}Part2_Line1_FamilyName[0]`, part: '2', item: '1' },
    { type: 'text', question: 'beneficiary.givenName', field: `${P4}Part2_Line1_GivenName[0]`, part: '2', item: '1' },
    { type: 'text', question: 'beneficiary.middleName', field: `${P4}Part2_Line1_MiddleName[0]`, part: '2', item: '1' },
    // Item 2: three rows of other names, "…FamilyName1" to "…FamilyName3".
    ...[0, 1, 2].flatMap((index) =>
      [
        ['familyName', 'FamilyName'],
        ['givenName', 'GivenName'],
        ['middleName', 'MiddleName'],
      ].map(([fact, name]) => ({
        type: 'text' as const,
        question: `beneficiary.otherName.${index}.${fact}`,
        field: `${P5}Part2_Line2_${name}${index + 1}[0]`,
        part: '2',
        item: '2',
      })),
    ),
    // Items 3 (mailing) and 4 (physical address).
    ...address('beneficiary.mailing', 3),
    ...address('beneficiary.address.0', 4),
    // Other information.
    {
      type: 'text',
      question: 'beneficiary.aNumber',
      format: 'digits',
      field: `${P5}#area[0].Part2_Line5_AlienNumber[0]`,
      part: '2',
      item: '5',
    },
    { type: 'text', question: 'beneficiary.birthCountry', field: `${P5}Part2_Line6_CountryOfBirth[0]`, part: '2', item: '6' },
    {
      type: 'text',
      question: 'beneficiary.citizenshipCountry',
      field: `${P5}Part2_Line7_CountryOfCitizenshiporNationality[0]`,
      part: '2',
      item: '7',
    },
    ...oneOf('beneficiary.sex', '2', '8', {
      male: { field: `${P5}Part2_Line8_Gender[1]`, on: 'M' },
      female: { field: `${P5}Part2_Line8_Gender[0]`, on: 'F' },
    }),
    { type: 'text', question: 'beneficiary.birthDate', format: 'date', field: `${P5}Part2_Line9_DateOfBirth[0]`, part: '2', item: '9' },
    { type: 'text', question: 'beneficiary.ssn', format: 'digits', field: `${P5}#area[1].Part2_Line10_SSN[0]`, part: '2', item: '10' },
    {
      type: 'text',
      question: 'beneficiary.uscisAccount',
      format: 'digits',
      field: `${P5}Part2_Line11_USCISOnlineAcctNumber[0]`,
      part: '2',
      item: '11',
    },
    // Its tooltip says "Part 1."; the printed form shows it in Part 2 (field-maps.test.ts).
    { type: 'text', question: 'beneficiary.arrivalStatus', field: `${P5}Part2_Line12_ClassofAdmission[0]`, part: '2', item: '12' },
    { type: 'text', question: 'beneficiary.i94Number', field: `${P5}Part2_Line13_I94RecordNo[0]`, part: '2', item: '13' },
    { type: 'text', question: 'beneficiary.authorizedStayUntil', field: 'P6[0].Part2_Line14_I94ExpDate[0]', part: '2', item: '14' },
    // Part 3: biographic information.
    ...yesNo(
      'beneficiary.hispanic',
      '3',
      '1',
      { field: `${P7}P3_Line1_Ethnicity[1]`, on: 'H' },
      { field: `${P7}P3_Line1_Ethnicity[0]`, on: 'NH' },
    ),
    ...oneOf('beneficiary.race', '3', '2', {
      'native-american': { field: `${P7}P3_Line2_Race_American[0]`, on: 'I' },
      asian: { field: `${P7}P3_Line2_Race_Asian[0]`, on: 'A' },
      black: { field: `${P7}P3_Line2_Race_Black[0]`, on: 'B' },
      'pacific-islander': { field: `${P7}P3_Line2_Race_Hawaiian[0]`, on: 'H' },
      white: { field: `${P7}P3_Line2_Race_White[0]`, on: 'W' },
    }),
    { type: 'choice', question: 'beneficiary.heightFeet', field: `${P7}P3_Line3_HeightFeet[0]`, part: '3', item: '3' },
    { type: 'choice', question: 'beneficiary.heightInches', field: `${P7}P3_Line3_HeightInches[0]`, part: '3', item: '3' },
    ...oneOf('beneficiary.eyeColor', '3', '5', {
      black: { field: `${P7}P3_Line5_EyeColor[8]`, on: 'BLK' },
      blue: { field: `${P7}P3_Line5_EyeColor[7]`, on: 'BLU' },
      brown: { field: `${P7}P3_Line5_EyeColor[0]`, on: 'BRN' },
      gray: { field: `${P7}P3_Line5_EyeColor[1]`, on: 'GRY' },
      green: { field: `${P7}P3_Line5_EyeColor[6]`, on: 'GRN' },
      hazel: { field: `${P7}P3_Line5_EyeColor[5]`, on: 'HZL' },
      maroon: { field: `${P7}P3_Line5_EyeColor[2]`, on: 'MRN' },
      pink: { field: `${P7}P3_Line5_EyeColor[4]`, on: 'PNK' },
      unknown: { field: `${P7}P3_Line5_EyeColor[3]`, on: 'OTH' },
    }),
    ...oneOf('beneficiary.hairColor', '3', '6', {
      bald: { field: `${P7}P3_Line6_HairColor[0]`, on: 'BLD' },
      black: { field: `${P7}P3_Line6_HairColor[8]`, on: 'BLK' },
      blond: { field: `${P7}P3_Line6_HairColor[1]`, on: 'BND' },
      brown: { field: `${P7}P3_Line6_HairColor[7]`, on: 'BRN' },
      gray: { field: `${P7}P3_Line6_HairColor[2]`, on: 'GRY' },
      red: { field: `${P7}P3_Line6_HairColor[6]`, on: 'RED' },
      sandy: { field: `${P7}P3_Line6_HairColor[3]`, on: 'SDY' },
      white: { field: `${P7}P3_Line6_HairColor[5]`, on: 'WHT' },
      unknown: { field: `${P7}P3_Line6_HairColor[4]`, on: 'OTH' },
    }),
    // Part 4: processing information.
    ...yesNo(
      'i-131.removalProceedings',
      '4',
      '1',
      { field: `${P7}P4_Line1_YesNo[0]`, on: 'Y' },
      { field: `${P7}P4_Line1_YesNo[1]`, on: 'N' },
    ),
    ...yesNo(
      'i-131.hadReentryPermit',
      '4',
      '2.a',
      { field: `${P7}P4_Line2a_YesNo[0]`, on: 'Y' },
      { field: `${P7}P4_Line2a_YesNo[1]`, on: 'N' },
    ),
    { type: 'text', question: 'i-131.reentryPermitIssued', format: 'date', field: `${P7}P4_Line2b_DateIssued[0]`, part: '4', item: '2.b' },
    { type: 'text', question: 'i-131.reentryPermitDisposition', field: `${P7}P4_Line2c_Disposition[0]`, part: '4', item: '2.c' },
    ...yesNo(
      'i-131.hadAdvanceParole',
      '4',
      '3.a',
      { field: `${P7}P4_Line3a_YesNo[0]`, on: 'Y' },
      { field: `${P7}P4_Line3a_YesNo[1]`, on: 'N' },
    ),
    { type: 'text', question: 'i-131.advanceParoleIssued', format: 'date', field: `${P7}P4_Line3b_DateIssued[0]`, part: '4', item: '3.b' },
    { type: 'text', question: 'i-131.advanceParoleDisposition', field: `${P7}P4_Line3c_Disposition[0]`, part: '4', item: '3.c' },
    ...yesNo('i-131.replacement', '4', '4', { field: `${P7}P4_Line4_YesNo[0]`, on: 'Y' }, { field: `${P7}P4_Line4_YesNo[1]`, on: 'N' }),
    // Part 7: the proposed travel.
    { type: 'text', question: 'i-131.departureDate', format: 'date', field: `${S9}P7_Line1_DateOfDeparture[0]`, part: '7', item: '1' },
    { type: 'text', question: 'i-131.tripPurpose', field: `${S9}P7_Line2_Purpose[0]`, part: '7', item: '2' },
    { type: 'text', question: 'i-131.tripCountries', field: `${S9}P7_Line3_ListCountries[0]`, part: '7', item: '3' },
    ...oneOf('i-131.trips', '7', '4', {
      one: { field: `${S9}P7_Line4_CB[0]`, on: 'O' },
      multiple: { field: `${S9}P7_Line4_CB[1]`, on: 'M' },
    }),
    { type: 'text', question: 'i-131.tripDays', field: `${S9}P7_Line5_ExpectedLengthTrip[0]`, part: '7', item: '5' },
    // Part 10: the applicant's contact information.
    {
      type: 'text',
      question: 'beneficiary.daytimePhone',
      format: 'digits',
      field: `${S10}Part10_Line1_DayPhone[0]`,
      part: '10',
      item: '1',
    },
    {
      type: 'text',
      question: 'beneficiary.mobilePhone',
      format: 'digits',
      field: `${S10}Part10_Line2_MobilePhone[0]`,
      part: '10',
      item: '2',
    },
    { type: 'text', question: 'beneficiary.email', field: `${S10}Part10_Line3_Email[0]`, part: '10', item: '3' },
  ],
  signatures: [
    { signer: 'beneficiary', field: `${S10}Part10_Line4_ApplicantSignature[0]`, part: '10', item: '4' },
    { signer: 'interpreter', field: '#subform[11].Part11_Line6_InterpreterSig[0]', part: '11', item: '6' },
    { signer: 'preparer', field: '#subform[12].Part12_Line6_PreparerSig[0]', part: '12', item: '6' },
  ],
  additionalInfo: {
    part: '13',
    header: [
      { type: 'text', question: 'beneficiary.familyName', field: `${S13}Part2_Line1_FamilyName[0]`, part: '13', item: '1' },
      { type: 'text', question: 'beneficiary.givenName', field: `${S13}Part2_Line1_GivenName[0]`, part: '13', item: '1' },
      { type: 'text', question: 'beneficiary.middleName', field: `${S13}Part2_Line1_MiddleName[0]`, part: '13', item: '1' },
      {
        type: 'text',
        question: 'beneficiary.aNumber',
        format: 'digits',
        field: `${S13}Global_ANumber[0].Part2_Line5_AlienNumber[0]`,
        part: '13',
        item: '2',
      },
    ],
    blocks: [3, 4, 5, 6, 7].map((n) => ({
      page: `${S13}Part13_Line${n}_PageNumber[0]`,
      part: `${S13}Part13_Line${n}_PartNumber[0]`,
      item: `${S13}Part13_Line${n}_ItemNumber[0]`,
      text: `${S13}Part13_Line${n}_AdditionalInfo[0]`,
    })),
  },
  questions: [
    {
      id: 'i-131.applicationType',
      type: 'choice',
      options: [
        'reentry-permit',
        'refugee-travel-document',
        'refugee-lpr-travel-document',
        'tps-travel-authorization',
        'advance-parole-i485',
      ],
    },
    { id: 'i-131.i485ReceiptNumber', type: 'text' },
    { id: 'i-131.refugeeStatus', type: 'yes-no' },
    { id: 'i-131.removalProceedings', type: 'yes-no' },
    { id: 'i-131.hadReentryPermit', type: 'yes-no' },
    { id: 'i-131.reentryPermitIssued', type: 'date' },
    { id: 'i-131.reentryPermitDisposition', type: 'text' },
    { id: 'i-131.hadAdvanceParole', type: 'yes-no' },
    { id: 'i-131.advanceParoleIssued', type: 'date' },
    { id: 'i-131.advanceParoleDisposition', type: 'text' },
    { id: 'i-131.replacement', type: 'yes-no' },
    { id: 'i-131.departureDate', type: 'date' },
    { id: 'i-131.tripPurpose', type: 'text' },
    { id: 'i-131.tripCountries', type: 'text' },
    { id: 'i-131.trips', type: 'choice', options: ['one', 'multiple'] },
    { id: 'i-131.tripDays', type: 'number' },
  ],
};
