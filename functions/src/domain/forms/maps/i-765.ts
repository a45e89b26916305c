// Form I-765, Application for Employment Authorization (edition 01/20/25), as the beneficiary files it with a pending
// I-485: eligibility category (c)(9), initial permission to accept employment. Field names and printed items were read
// from the kept PDF (functions/uscis-forms/i-765.pdf); they often differ ("Line7_AlienNumber" is printed item 8, the
// other names "Line3…[1]" and "Line3…[0]" are items 3 and 4).
// Mapped: reason for applying, names, other names, mailing and physical address, A-number, USCIS account, sex, marital
// status, the Social Security questions (card issued, SSN, card wanted, consent), parents' names, citizenship, birth,
// last arrival, status, the eligibility category, the applicant's statement and contact, the signature lines and the
// Additional Information part.
// Skipped: the G-28 box and attorney account (Part 0), the items of other categories ((c)(3)(C) STEM, (c)(26), (c)(8),
// (c)(35)/(c)(36), SEVIS), the ABC settlement box, interpreter and preparer details (filled by hand), the dates of
// signature, barcodes. Item 18.b (a second citizenship) has no profile fact.
// Item 5 is the mailing address (`mailing.*`, asked when it is not the home) and item 7 the home (`address.0`): when
// the mailing address is the home, the answers must carry the home in `mailing.*` too. Items 16-17 (father, mother)
// read `parent.0` as the father and `parent.1` as the mother. Item 23 (place of last arrival) holds only the city.
import type { FormMap } from '../field-map';
import { oneOf, yesNo } from './mappings';

const P1 = 'Page1[0].';
const P2 = 'Page2[0].';
const P3 = 'Page3[0].';
const P4 = 'Page4[0].';
const P7 = 'Page7[0].';

export const I_765: FormMap = {
  form: 'I-765',
  fields: [
    ...oneOf('i-765.reason', '1', '1', {
      initial: { field: `${P1}Part1_Checkbox[0]`, on: '1' },
      replacement: { field: `${P1}Part1_Checkbox[1]`, on: '2' },
      renewal: { field: `${P1}Part1_Checkbox[2]`, on: '3' },
    }),
    { type: 'text', question: 'beneficiary.familyName', field: `${P1}Line1a_FamilyName[0]`, part: '2', item: '1.a' },
    { type: 'text', question: 'beneficiary.givenName', field: `${P1}Line1b_GivenName[0]`, part: '2', item: '1.b' },
    { type: 'text', question: 'beneficiary.middleName', field: `${P1}Line1c_MiddleName[0]`, part: '2', item: '1.c' },
    { type: 'text', question: 'beneficiary.otherName.0.familyName', field: `${P1}Line2a_FamilyName[0]`, part: '2', item: '2.a' },
    { type: 'text', question: 'beneficiary.otherName.0.givenName', field: `${P1}Line2b_GivenName[0]`, part: '2', item: '2.b' },
    { type: 'text', question: 'beneficiary.otherName.0.middleName', field: `${P1}Line2c_MiddleName[0]`, part: '2', item: '2.c' },
    { type: 'text', question: 'beneficiary.otherName.1.familyName', field: `${P1}Line3a_FamilyName[1]`, part: '2', item: '3.a' },
    { type: 'text', question: 'beneficiary.otherName.1.givenName', field: `${P1}Line3b_GivenName[1]`, part: '2', item: '3.b' },
    { type: 'text', question: 'beneficiary.otherName.1.middleName', field: `${P1}Line3c_MiddleName[1]`, part: '2', item: '3.c' },
    { type: 'text', question: 'beneficiary.otherName.2.familyName', field: `${P1}Line3a_FamilyName[0]`, part: '2', item: '4.a' },
    { type: 'text', question: 'beneficiary.otherName.2.givenName', field: `${P1}Line3b_GivenName[0]`, part: '2', item: '4.b' },
    { type: 'text', question: 'beneficiary.otherName.2.middleName', field: `${P1}Line3c_MiddleName[0]`, part: '2', item: '4.c' },
    // Your U.S. mailing address.
    { type: 'text', question: 'beneficiary.mailing.inCareOf', field: `${P2}Line4a_InCareofName[0]`, part: '2', item: '5.a' },
    { type: 'text', question: 'beneficiary.mailing.street', field: `${P2}Line4b_StreetNumberName[0]`, part: '2', item: '5.b' },
    ...oneOf('beneficiary.mailing.unitType', '2', '5.c', {
      apt: { field: `${P2}Pt2Line5_Unit[2]`, on: 'APT' },
      ste: { field: `${P2}Pt2Line5_Unit[0]`, on: 'STE' },
      flr: { field: `${P2}Pt2Line5_Unit[1]`, on: 'FLR' },
    }),
    { type: 'text', question: 'beneficiary.mailing.unitNumber', field: `${P2}Pt2Line5_AptSteFlrNumber[0]`, part: '2', item: '5.c' },
    { type: 'text', question: 'beneficiary.mailing.city', field: `${P2}Pt2Line5_CityOrTown[0]`, part: '2', item: '5.d' },
    { type: 'choice', question: 'beneficiary.mailing.state', field: `${P2}Pt2Line5_State[0]`, part: '2', item: '5.e' },
    { type: 'text', question: 'beneficiary.mailing.zip', format: 'digits', field: `${P2}Pt2Line5_ZipCode[0]`, part: '2', item: '5.f' },
    ...yesNo(
      'beneficiary.mailingIsHome',
      '2',
      '6',
      { field: `${P2}Part2Line5_Checkbox[1]`, on: 'Y' },
      { field: `${P2}Part2Line5_Checkbox[0]`, on: 'N' },
    ),
    // U.S. physical address.
    { type: 'text', question: 'beneficiary.address.0.street', field: `${P2}Pt2Line7_StreetNumberName[0]`, part: '2', item: '7.a' },
    ...oneOf('beneficiary.address.0.unitType', '2', '7.b', {
      apt: { field: `${P2}Pt2Line7_Unit[2]`, on: 'APT' },
      ste: { field: `${P2}Pt2Line7_Unit[0]`, on: 'STE' },
      flr: { field: `${P2}Pt2Line7_Unit[1]`, on: 'FLR' },
    }),
    { type: 'text', question: 'beneficiary.address.0.unitNumber', field: `${P2}Pt2Line7_AptSteFlrNumber[0]`, part: '2', item: '7.b' },
    { type: 'text', question: 'beneficiary.address.0.city', field: `${P2}Pt2Line7_CityOrTown[0]`, part: '2', item: '7.c' },
    { type: 'choice', question: 'beneficiary.address.0.state', field: `${P2}Pt2Line7_State[0]`, part: '2', item: '7.d' },
    { type: 'text', question: 'beneficiary.address.0.zip', format: 'digits', field: `${P2}Pt2Line7_ZipCode[0]`, part: '2', item: '7.e' },
    // Other information.
    { type: 'text', question: 'beneficiary.aNumber', format: 'digits', field: `${P2}Line7_AlienNumber[0]`, part: '2', item: '8' },
    {
      type: 'text',
      question: 'beneficiary.uscisAccount',
      format: 'digits',
      field: `${P2}Line8_ElisAccountNumber[0]`,
      part: '2',
      item: '9',
    },
    ...oneOf('beneficiary.sex', '2', '10', {
      male: { field: `${P2}Line9_Checkbox[1]`, on: 'Y' },
      female: { field: `${P2}Line9_Checkbox[0]`, on: 'N' },
    }),
    ...oneOf('beneficiary.maritalStatus', '2', '11', {
      single: { field: `${P2}Line10_Checkbox[2]`, on: 'Single' },
      married: { field: `${P2}Line10_Checkbox[3]`, on: 'Married' },
      divorced: { field: `${P2}Line10_Checkbox[1]`, on: 'Divorced' },
      widowed: { field: `${P2}Line10_Checkbox[0]`, on: 'Widowed' },
    }),
    ...yesNo(
      'i-765.previouslyFiled',
      '2',
      '12',
      { field: `${P2}Line19_Checkbox[1]`, on: 'Y' },
      { field: `${P2}Line19_Checkbox[0]`, on: 'N' },
    ),
    ...yesNo(
      'beneficiary.ssaCardIssued',
      '2',
      '13.a',
      { field: `${P2}Line12a_Checkbox[1]`, on: 'Y' },
      { field: `${P2}Line12a_Checkbox[0]`, on: 'N' },
    ),
    { type: 'text', question: 'beneficiary.ssn', format: 'digits', field: `${P2}Line12b_SSN[0]`, part: '2', item: '13.b' },
    ...yesNo(
      'beneficiary.wantsSsaCard',
      '2',
      '14',
      { field: `${P2}Line13_Checkbox[1]`, on: 'Y' },
      { field: `${P2}Line13_Checkbox[0]`, on: 'N' },
    ),
    // Both consent boxes are on=1: the field tells them apart.
    ...yesNo(
      'beneficiary.ssaConsent',
      '2',
      '15',
      { field: `${P2}Line14_Checkbox_Yes[0]`, on: '1' },
      { field: `${P2}Line14_Checkbox_No[0]`, on: '1' },
    ),
    { type: 'text', question: 'beneficiary.parent.0.familyName', field: `${P2}Line15a_FamilyName[0]`, part: '2', item: '16.a' },
    { type: 'text', question: 'beneficiary.parent.0.givenName', field: `${P2}Line15b_GivenName[0]`, part: '2', item: '16.b' },
    { type: 'text', question: 'beneficiary.parent.1.familyName', field: `${P2}Line16a_FamilyName[0]`, part: '2', item: '17.a' },
    { type: 'text', question: 'beneficiary.parent.1.givenName', field: `${P2}Line16b_GivenName[0]`, part: '2', item: '17.b' },
    { type: 'text', question: 'beneficiary.citizenshipCountry', field: `${P2}Line17a_CountryOfBirth[0]`, part: '2', item: '18.a' },
    // Place and date of birth.
    { type: 'text', question: 'beneficiary.birthCity', field: `${P3}Line18a_CityTownOfBirth[0]`, part: '2', item: '19.a' },
    { type: 'text', question: 'beneficiary.birthState', field: `${P3}Line18b_CityTownOfBirth[0]`, part: '2', item: '19.b' },
    { type: 'text', question: 'beneficiary.birthCountry', field: `${P3}Line18c_CountryOfBirth[0]`, part: '2', item: '19.c' },
    { type: 'text', question: 'beneficiary.birthDate', format: 'date', field: `${P3}Line19_DOB[0]`, part: '2', item: '20' },
    // Last arrival in the United States.
    { type: 'text', question: 'beneficiary.i94Number', field: `${P3}Line20a_I94Number[0]`, part: '2', item: '21.a' },
    { type: 'text', question: 'beneficiary.passportNumber', field: `${P3}Line20b_Passport[0]`, part: '2', item: '21.b' },
    { type: 'text', question: 'beneficiary.travelDocumentNumber', field: `${P3}Line20c_TravelDoc[0]`, part: '2', item: '21.c' },
    { type: 'text', question: 'beneficiary.passportCountry', field: `${P3}Line20d_CountryOfIssuance[0]`, part: '2', item: '21.d' },
    { type: 'text', question: 'beneficiary.passportExpires', format: 'date', field: `${P3}Line20e_ExpDate[0]`, part: '2', item: '21.e' },
    { type: 'text', question: 'beneficiary.arrivalDate', format: 'date', field: `${P3}Line21_DateOfLastEntry[0]`, part: '2', item: '22' },
    { type: 'text', question: 'beneficiary.arrivalCity', field: `${P3}place_entry[0]`, part: '2', item: '23' },
    { type: 'text', question: 'beneficiary.arrivalStatus', field: `${P3}Line23_StatusLastEntry[0]`, part: '2', item: '24' },
    { type: 'text', question: 'beneficiary.currentStatus', field: `${P3}Line24_CurrentStatus[0]`, part: '2', item: '25' },
    // Item 27 prints the category as three boxes: (c)(9) is "c", "9" and nothing.
    { type: 'text', question: 'i-765.categoryLetter', field: `${P3}#area[1].section_1[0]`, part: '2', item: '27' },
    { type: 'text', question: 'i-765.categoryNumber', field: `${P3}#area[1].section_2[0]`, part: '2', item: '27' },
    { type: 'text', question: 'i-765.categorySubsection', field: `${P3}#area[1].section_3[0]`, part: '2', item: '27' },
    // Part 3: the applicant's statement and contact information.
    ...yesNo(
      'beneficiary.readsEnglish',
      '3',
      '1',
      { field: `${P4}Pt3Line1Checkbox[1]`, on: 'A' },
      { field: `${P4}Pt3Line1Checkbox[0]`, on: 'B' },
    ),
    {
      type: 'text',
      question: 'beneficiary.daytimePhone',
      format: 'digits',
      field: `${P4}Pt3Line3_DaytimePhoneNumber1[0]`,
      part: '3',
      item: '3',
    },
    { type: 'text', question: 'beneficiary.mobilePhone', format: 'digits', field: `${P4}Pt3Line4_MobileNumber1[0]`, part: '3', item: '4' },
    { type: 'text', question: 'beneficiary.email', field: `${P4}Pt3Line5_Email[0]`, part: '3', item: '5' },
  ],
  signatures: [
    { signer: 'beneficiary', field: `${P4}Pt3Line7a_Signature[0]`, part: '3', item: '7.a' },
    { signer: 'interpreter', field: 'Page5[0].Pt4Line6a_Signature[0]', part: '4', item: '7.a' },
    { signer: 'preparer', field: 'Page6[0].Pt5Line8a_Signature[0]', part: '5', item: '8.a' },
  ],
  additionalInfo: {
    part: '6',
    header: [
      { type: 'text', question: 'beneficiary.familyName', field: `${P7}Line1a_FamilyName[0]`, part: '6', item: '1.a' },
      { type: 'text', question: 'beneficiary.givenName', field: `${P7}Line1b_GivenName[0]`, part: '6', item: '1.b' },
      { type: 'text', question: 'beneficiary.middleName', field: `${P7}Line1c_MiddleName[0]`, part: '6', item: '1.c' },
      { type: 'text', question: 'beneficiary.aNumber', format: 'digits', field: `${P7}Line7_AlienNumber[0]`, part: '6', item: '2' },
    ],
    // Block 3 writes its text in "Pt6Line4d_AdditionalInfo[1]"; blocks 4 to 7 in their own "[0]".
    blocks: [3, 4, 5, 6, 7].map((n) => ({
      page: `${P7}Pt6Line${n}a_PageNumber[0]`,
      part: `${P7}Pt6Line${n}b_PartNumber[0]`,
      item: `${P7}Pt6Line${n}c_ItemNumber[0]`,
      text: n === 3 ? `${P7}Pt6Line4d_AdditionalInfo[1]` : `${P7}Pt6Line${n}d_AdditionalInfo[0]`,
    })),
  },
  questions: [
    { id: 'i-765.reason', type: 'choice', options: ['initial', 'replacement', 'renewal'] },
    { id: 'i-765.previouslyFiled', type: 'yes-no' },
    // The eligibility category in the three parts the form prints: (c)(9) is "c", "9", "".
    { id: 'i-765.categoryLetter', type: 'text' },
    { id: 'i-765.categoryNumber', type: 'text' },
    { id: 'i-765.categorySubsection', type: 'text' },
  ],
};
