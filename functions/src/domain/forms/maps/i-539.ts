// Form I-539, Application to Extend/Change Nonimmigrant Status (edition 08/28/24), filed by the nonimmigrant for
// themself: their facts are `applicant.*`. Parts as this edition prints them: 1 you (with the last entry and the current
// status), 2 application type, 3 processing information, 4 additional information about you, 5 contact and signature,
// 6 interpreter, 7 preparer, 8 additional information. Field names, "on" values and places were read from the kept PDF
// (functions/uscis-forms/i-539.pdf). Skipped: the attorney box, Part 3 items 6-7 (a family member's pending filing,
// explained in Part 8), Part 4 item 1 (a passport that differs from Part 1's), and Parts 6-7.
import type { FieldMapping, FormMap } from '../field-map';
import { check, choice, oneOf, own, text, unitBoxes, yesNo, yesNoYN } from './mappings';

const S = (n: number) => `#subform[${n}].`;
const A = 'applicant';

/** Part 2 item 1: what is asked for, one box each. */
export const I539_APPLICATION_TYPES = ['reinstatement', 'extension', 'change'] as const;

const partOne: FieldMapping[] = [
  text(`${A}.familyName`, `${S(0)}P1Line1a_FamilyName[0]`, '1', '1'),
  text(`${A}.givenName`, `${S(0)}P1_Line1b_GivenName[0]`, '1', '1'),
  text(`${A}.middleName`, `${S(0)}P1_Line1c_MiddleName[0]`, '1', '1'),
  text(`${A}.aNumber`, `${S(0)}Pt1Line2_AlienNumber[0]`, '1', '2', 'digits'),
  text(`${A}.uscisAccount`, `${S(0)}Pt1Line2_USCISOnlineAcctNumber[0]`, '1', '3', 'digits'),
  // Item 4, the mailing address; item 5, whether it is the home; item 6, the home.
  text(`${A}.mailing.inCareOf`, `${S(0)}Part2_Item11_InCareOfName[0]`, '1', '4'),
  text(`${A}.mailing.street`, `${S(0)}Part2_Item11_StreetName[0]`, '1', '4'),
  text(`${A}.mailing.unitNumber`, `${S(0)}Part1_Item4_Number[0]`, '1', '4'),
  ...unitBoxes(`${A}.mailing`, `${S(0)}Part1_Item4_Unit`, '1', '4'),
  text(`${A}.mailing.city`, `${S(0)}Part2_Item11_City[0]`, '1', '4'),
  choice(`${A}.mailing.state`, `${S(0)}Part2_Item11_State[0]`, '1', '4'),
  text(`${A}.mailing.zip`, `${S(0)}Part2_Item11_ZipCode[0]`, '1', '4', 'digits'),
  ...yesNoYN(`${A}.mailingIsHome`, '1', '5', `${S(0)}P1_checkbox5[1]`, `${S(0)}P1_checkbox5[0]`),
  text(`${A}.address.0.street`, `${S(0)}Part1_Item6_StreetName[0]`, '1', '6'),
  text(`${A}.address.0.unitNumber`, `${S(0)}Part1_Item6_Number[0]`, '1', '6'),
  ...unitBoxes(`${A}.address.0`, `${S(0)}Part1_Item6_Unit`, '1', '6'),
  text(`${A}.address.0.city`, `${S(0)}Part1_Item6_City[0]`, '1', '6'),
  choice(`${A}.address.0.state`, `${S(0)}Part1_Item6_State[0]`, '1', '6'),
  text(`${A}.address.0.zip`, `${S(0)}Part1_Item6_ZipCode[0]`, '1', '6', 'digits'),
  text(`${A}.birthCountry`, `${S(1)}P1_Line6_CountryOfBirth[0]`, '1', '7'),
  text(`${A}.citizenshipCountry`, `${S(1)}P1_Line7_CountryOfCitizenship[0]`, '1', '8'),
  text(`${A}.birthDate`, `${S(1)}P1_Line8_DateOfBirth[0]`, '1', '9', 'date'),
  text(`${A}.ssn`, `${S(1)}P1_Line9_SSN[0]`, '1', '10', 'digits'),
  text(`${A}.arrivalDate`, `${S(1)}SupA_Line1i_DateOfArrival[0]`, '1', '11', 'date'),
  text(`${A}.i94Number`, `${S(1)}SupA_Line1j_ArrivalDeparture[0]`, '1', '11'),
  text(`${A}.passportNumber`, `${S(1)}SupA_Line1k_Passport[0]`, '1', '11'),
  text(`${A}.travelDocumentNumber`, `${S(1)}SupA_Line1l_TravelDoc[0]`, '1', '11'),
  text(`${A}.passportCountry`, `${S(1)}SupA_Line1m_CountryOfIssuance[0]`, '1', '11'),
  text(`${A}.passportExpires`, `${S(1)}SupA_Line1n_ExpDate[0]`, '1', '11', 'date'),
  // Item 12: the status, as its class-of-admission code ("B2"), until the admit-until date, or D/S.
  choice('i-539.currentStatus', `${S(1)}Pt1Line15a_NewStatus[0]`, '1', '12'),
  text('i-539.admitUntil', `${S(1)}SupA_Line1p_DateExpires[0]`, '1', '12', 'date'),
  check('i-539.durationOfStatus', true, 'Y', `${S(1)}P1_Checkbox12c[0]`, '1', '12'),
];

const partTwo: FieldMapping[] = [
  ...oneOf('i-539.applicationType', '2', '1', {
    reinstatement: { field: `${S(1)}P2_checkbox[2]`, on: 'A' },
    extension: { field: `${S(1)}P2_checkbox[0]`, on: 'B' },
    change: { field: `${S(1)}P2_checkbox[1]`, on: 'C' },
  }),
  choice('i-539.requestedStatus', `${S(1)}Pt2Line2a_NewStatus[0]`, '2', '2'),
  text('i-539.changeEffective', `${S(1)}Pt2Line2b_EffectiveDate[0]`, '2', '2', 'date'),
  check('i-539.withFamily', false, 'D', `${S(1)}P2_checkbox4[0]`, '2', '3'),
  check('i-539.withFamily', true, 'E', `${S(1)}P2_checkbox4[1]`, '2', '3'),
  text('i-539.totalPeople', `${S(1)}P2_Line5b_TotalNumber[0]`, '2', '4'),
  text('i-539.school', `${S(1)}SupA_Line1k_Passport[1]`, '2', '5'),
  text('i-539.sevisId', `${S(1)}SupA_Line1k_Passport[2]`, '2', '6'),
];

const partThree: FieldMapping[] = [
  text('i-539.extendUntil', `${S(1)}P3_Line1a_DateExtended[0]`, '3', '1', 'date'),
  ...yesNoYN('i-539.basedOnFamilyGrant', '3', '2', `${S(1)}P3_checkbox2a[1]`, `${S(1)}P3_checkbox2a[0]`),
  ...oneOf('i-539.basedOnFamilyFiling', '3', '3', {
    'filed-with-this': { field: `${S(2)}P3_checkbox1[1]`, on: 'A' },
    no: { field: `${S(2)}P3_checkbox1[0]`, on: 'N' },
    pending: { field: `${S(2)}P3_checkbox1[2]`, on: 'B' },
  }),
  ...oneOf('i-539.familyFilingForm', '3', '4', {
    'I-539': { field: `${S(2)}P3_checkbox4[0]`, on: 'A' },
    'I-129': { field: `${S(2)}P3_checkbox4[1]`, on: 'B' },
  }),
  text('i-539.familyReceiptNumber', `${S(2)}P3_Line5_ReceiptNumber[0]`, '3', '5'),
];

/** Part 4 items 3-15, in the form's order, by the number their boxes carry (P4_checkbox3 … P4_checkbox20). */
const PART_FOUR_ITEMS = ['3', '4', '5', '6', '7a', '7b', '7c', '7d', '7e', '8a', '8b', '9', '10', '11', '12', '13', '14', '15'];
/** Part 4's yes/no question ids, in the form's order: `i-539.pt4.q7a`. */
export const I539_PART_FOUR = PART_FOUR_ITEMS.map((item) => `i-539.pt4.q${item}`);
const printedItem = (item: string) => item.replace(/^(\d+)([a-z])$/, '$1.$2');

const partFour: FieldMapping[] = [
  text(`${A}.addressAbroad.street`, `${S(2)}P2_Line10_StreetName[0]`, '4', '2'),
  text(`${A}.addressAbroad.unitNumber`, `${S(2)}P2_Line10_Number[0]`, '4', '2'),
  ...unitBoxes(`${A}.addressAbroad`, `${S(2)}P2_Line10_Unit`, '4', '2'),
  text(`${A}.addressAbroad.city`, `${S(2)}P2_Line10_City[0]`, '4', '2'),
  text(`${A}.addressAbroad.province`, `${S(2)}P2_Line10_Province[0]`, '4', '2'),
  text(`${A}.addressAbroad.postalCode`, `${S(2)}P2_Line10_PostalCode[0]`, '4', '2'),
  text(`${A}.addressAbroad.country`, `${S(2)}P2_Line10_Country[0]`, '4', '2'),
  ...PART_FOUR_ITEMS.flatMap((item, index) => {
    const box = `${index < 3 ? S(2) : S(3)}P4_checkbox${index + 3}`;
    return yesNo(`i-539.pt4.q${item}`, '4', printedItem(item), { field: `${box}_Yes[0]`, on: 'Y' }, { field: `${box}_No[0]`, on: 'Y' });
  }),
];

const partFive: FieldMapping[] = [
  text(`${A}.daytimePhone`, `${S(4)}P5_Line3_DaytimePhoneNumber[0]`, '5', '1', 'digits'),
  text(`${A}.mobilePhone`, `${S(4)}P5_Line4_MobilePhoneNumber[0]`, '5', '2', 'digits'),
  text(`${A}.email`, `${S(4)}P5_Line5_EmailAddress[0]`, '5', '3'),
];

export const I_539: FormMap = {
  form: 'I-539',
  fields: [...partOne, ...partTwo, ...partThree, ...partFour, ...partFive],
  signatures: [
    { signer: 'applicant', field: `${S(4)}P6_Line7_SignatureApplicant[0]`, part: '5', item: '4' },
    { signer: 'interpreter', field: `${S(4)}P6_Line7_SignatureApplicant[1]`, part: '6', item: '6' },
    { signer: 'preparer', field: `${S(5)}P7_Line8a_SignatureofPreparer[0]`, part: '7', item: '8' },
  ],
  additionalInfo: {
    part: '8',
    header: [
      text(`${A}.familyName`, `${S(6)}P1Line1a_FamilyName[1]`, '8', '1'),
      text(`${A}.givenName`, `${S(6)}P1_Line1b_GivenName[1]`, '8', '1'),
      text(`${A}.middleName`, `${S(6)}P1_Line1c_MiddleName[1]`, '8', '1'),
      text(`${A}.aNumber`, `${S(6)}P8_Line2_ANumber[0].Pt1Line2_AlienNumber[1]`, '8', '2', 'digits'),
    ],
    blocks: ['3', '4', '5', '6'].map((line) => ({
      page: `${S(6)}P8_Line${line}_A_PageNumber[0]`,
      part: `${S(6)}P8_Line${line}_B_PartNumber[0]`,
      item: `${S(6)}P8_Line${line}_C_ItemNumber[0]`,
      text: `${S(6)}P8_Line${line}_D_AdditionalInfo[0]`,
    })),
  },
  questions: [
    own('i-539.currentStatus'),
    own('i-539.admitUntil', 'date'),
    own('i-539.durationOfStatus', 'yes-no'),
    { id: 'i-539.applicationType', type: 'choice', options: I539_APPLICATION_TYPES },
    own('i-539.requestedStatus'),
    own('i-539.changeEffective', 'date'),
    own('i-539.withFamily', 'yes-no'),
    own('i-539.totalPeople', 'number', { max: 20 }),
    own('i-539.school'),
    own('i-539.sevisId'),
    own('i-539.extendUntil', 'date'),
    own('i-539.basedOnFamilyGrant', 'yes-no'),
    { id: 'i-539.basedOnFamilyFiling', type: 'choice', options: ['filed-with-this', 'no', 'pending'] },
    { id: 'i-539.familyFilingForm', type: 'choice', options: ['I-539', 'I-129'] },
    own('i-539.familyReceiptNumber'),
    ...I539_PART_FOUR.map((id) => own(id, 'yes-no')),
  ],
};
