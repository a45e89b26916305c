// Form I-129F, Petition for Alien Fiancé(e) (edition 01/20/25), as a U.S. citizen files it for a fiancé(e) (K-1) or a
// spouse (K-3): the citizen's facts are `petitioner.*`, the fiancé(e)'s `beneficiary.*`, as in the marriage package.
// Parts as this edition prints them: 1 you (the petitioner), 2 your beneficiary, 3 other information (IMBRA), 4 your
// biographic information, 5 contact and signature, 6 interpreter, 7 preparer, 8 additional information. Field names and
// places were read from the kept PDF (functions/uscis-forms/i-129f.pdf); many carry another item's number in their name
// (Part 1 item 41 is `Pt1Line20_Checkboxes`), so the items here are the printed ones. Skipped: Part 1 items 44-47 (an
// earlier I-129F, explained in Part 8), the beneficiary's children (39-44), names and address in a native alphabet
// (49-50), the marriage broker's details (56-61), the weight boxes, and Parts 6-7.
import type { CheckMapping, FieldMapping, FormMap } from '../field-map';
import { check, choice, oneOf, own, text, unitBoxes, type UnitBoxIndexes, yesNo, yesNoYN } from './mappings';

const S = (n: number) => `#subform[${n}].`;
const P = 'petitioner';
const B = 'beneficiary';

/** The unit boxes of most of the I-129F's address blocks: suite, floor, apartment. */
const SUITE_FIRST: UnitBoxIndexes = { apt: 2, ste: 0, flr: 1 };

/**
 * An address block named `Pt<part>Line<line>_…` on page `sub`, as the profile's `prefix` (an address or an employer).
 * Its items are lettered from `first`: a block that opens with an in-care-of name starts its street at "b".
 */
function address(prefix: string, sub: number, line: string, part: string, first: 'a' | 'b', unitOrder = SUITE_FIRST): FieldMapping[] {
  const f = (name: string) => `${S(sub)}Pt${part}Line${line}_${name}[0]`;
  const item = (offset: number) => `${line}.${String.fromCharCode(first.charCodeAt(0) + offset)}`;
  return [
    text(`${prefix}.street`, f('StreetNumberName'), part, item(0)),
    text(`${prefix}.unitNumber`, f('AptSteFlrNumber'), part, item(1)),
    ...unitBoxes(prefix, `${S(sub)}Pt${part}Line${line}_Unit`, part, item(1), unitOrder),
    text(`${prefix}.city`, f('CityOrTown'), part, item(2)),
    choice(`${prefix}.state`, f('State'), part, item(3)),
    text(`${prefix}.zip`, f('ZipCode'), part, item(4), 'digits'),
    text(`${prefix}.province`, f('Province'), part, item(5)),
    text(`${prefix}.postalCode`, f('PostalCode'), part, item(6)),
    text(`${prefix}.country`, f('Country'), part, item(7)),
  ];
}

const maritalBoxes = (role: string, field: string, part: string, item: string): CheckMapping[] =>
  oneOf(`${role}.maritalStatus`, part, item, {
    widowed: { field: `${field}[0]`, on: 'W' },
    divorced: { field: `${field}[1]`, on: 'D' },
    single: { field: `${field}[2]`, on: 'S' },
    married: { field: `${field}[3]`, on: 'M' },
  });

const sexBoxes = (question: string, field: string, part: string, item: string): CheckMapping[] => [
  check(question, 'male', 'M', `${field}[0]`, part, item),
  check(question, 'female', 'F', `${field}[1]`, part, item),
];

/** A parent's fields and printed items: name, birth date, sex, country of birth, city and country of residence. */
interface ParentFields {
  name: [string, string, string];
  birthDate: string;
  sex: string;
  birthCountry: string;
  residenceCity: string;
  residenceCountry: string;
  items: [string, string, string, string, string, string];
}

function parent(role: string, n: number, fields: ParentFields, part: string): FieldMapping[] {
  const prefix = `${role}.parent.${n}`;
  const [name, birth, sex, country, city, residence] = fields.items;
  return [
    text(`${prefix}.familyName`, fields.name[0], part, `${name}.a`),
    text(`${prefix}.givenName`, fields.name[1], part, `${name}.b`),
    text(`${prefix}.middleName`, fields.name[2], part, `${name}.c`),
    text(`${prefix}.birthDate`, fields.birthDate, part, birth, 'date'),
    ...sexBoxes(`${prefix}.sex`, fields.sex, part, sex),
    text(`${prefix}.birthCountry`, fields.birthCountry, part, country),
    text(`${prefix}.residenceCity`, fields.residenceCity, part, city),
    text(`${prefix}.residenceCountry`, fields.residenceCountry, part, residence),
  ];
}

const partOne: FieldMapping[] = [
  text(`${P}.aNumber`, `${S(0)}Pt1Line1_AlienNumber[0]`, '1', '1', 'digits'),
  text(`${P}.uscisAccount`, `${S(0)}Pt1Line2_AcctIdentifier[0]`, '1', '2', 'digits'),
  text(`${P}.ssn`, `${S(0)}Pt1Line3_SSN[0]`, '1', '3', 'digits'),
  check('i-129f.classification', 'k1', 'A', `${S(0)}Pt1Line4a_Checkboxes[0]`, '1', '4.a'),
  check('i-129f.classification', 'k3', 'B', `${S(0)}Pt1Line4a_Checkboxes[1]`, '1', '4.b'),
  ...yesNoYN('i-129f.filedI130', '1', '5', `${S(0)}Pt1Line5_Checkboxes[0]`, `${S(0)}Pt1Line5_Checkboxes[1]`),
  text(`${P}.familyName`, `${S(0)}Pt1Line6a_FamilyName[0]`, '1', '6.a'),
  text(`${P}.givenName`, `${S(0)}Pt1Line6b_GivenName[0]`, '1', '6.b'),
  text(`${P}.middleName`, `${S(0)}Pt1Line6c_MiddleName[0]`, '1', '6.c'),
  text(`${P}.otherName.0.familyName`, `${S(0)}Pt1Line7a_FamilyName[0]`, '1', '7.a'),
  text(`${P}.otherName.0.givenName`, `${S(0)}Pt1Line7b_GivenName[0]`, '1', '7.b'),
  text(`${P}.otherName.0.middleName`, `${S(0)}Pt1Line7c_MiddleName[0]`, '1', '7.c'),
  text(`${P}.mailing.inCareOf`, `${S(0)}Pt1Line8_InCareofName[0]`, '1', '8.a'),
  ...address(`${P}.mailing`, 0, '8', '1', 'b'),
  ...yesNoYN(`${P}.mailingIsHome`, '1', '8.j', `${S(0)}Pt1Line8j_Checkboxes[0]`, `${S(0)}Pt1Line8j_Checkboxes[1]`),
  ...address(`${P}.address.0`, 1, '9', '1', 'a'),
  text(`${P}.address.0.from`, `${S(1)}Pt1Line10a_DateFrom[0]`, '1', '10.a', 'date'),
  text(`${P}.address.0.to`, `${S(1)}Pt1Line10b_ToFrom[0]`, '1', '10.b', 'date'),
  ...address(`${P}.address.1`, 1, '11', '1', 'a'),
  text(`${P}.address.1.from`, `${S(1)}Pt1Line12a_DateFrom[0]`, '1', '12.a', 'date'),
  text(`${P}.address.1.to`, `${S(1)}Pt1Line12b_ToFrom[0]`, '1', '12.b', 'date'),
  text(`${P}.employment.0.employer`, `${S(1)}Pt1Line13_NameofEmployer[0]`, '1', '13'),
  ...address(`${P}.employment.0`, 1, '14', '1', 'a'),
  text(`${P}.employment.0.occupation`, `${S(1)}Pt1Line15_Occupation[0]`, '1', '15'),
  text(`${P}.employment.0.from`, `${S(1)}Pt1Line16a_DateFrom[0]`, '1', '16.a', 'date'),
  text(`${P}.employment.0.to`, `${S(1)}Pt1Line16b_ToFrom[0]`, '1', '16.b', 'date'),
  text(`${P}.employment.1.employer`, `${S(1)}Pt1Line17_NameofEmployer[0]`, '1', '17'),
  ...address(`${P}.employment.1`, 1, '18', '1', 'a'),
  text(`${P}.employment.1.occupation`, `${S(1)}Pt1Line19_Occupation[0]`, '1', '19'),
  text(`${P}.employment.1.from`, `${S(2)}Pt1Line20a_DateFrom[0]`, '1', '20.a', 'date'),
  text(`${P}.employment.1.to`, `${S(2)}Pt1Line20b_ToFrom[0]`, '1', '20.b', 'date'),
  ...sexBoxes(`${P}.sex`, `${S(2)}Pt1Line21_Checkbox`, '1', '21'),
  text(`${P}.birthDate`, `${S(2)}Pt1Line22_DateofBirth[0]`, '1', '22', 'date'),
  ...maritalBoxes(P, `${S(2)}Pt1Line23_Checkbox`, '1', '23'),
  text(`${P}.birthCity`, `${S(2)}Pt1Line24_CityTownOfBirth[0]`, '1', '24'),
  text(`${P}.birthState`, `${S(2)}Pt1Line25_ProvinceOrStateOfBirth[0]`, '1', '25'),
  text(`${P}.birthCountry`, `${S(2)}Pt1Line26_CountryOfCitzOrNationality[0]`, '1', '26'),
  ...parent(
    P,
    0,
    {
      name: [`${S(2)}Pt1Line27a_FamilyName[0]`, `${S(2)}Pt1Line27b_GivenName[0]`, `${S(2)}Pt1Line27c_MiddleName[0]`],
      birthDate: `${S(2)}Pt1Line28_DateofBirth[0]`,
      sex: `${S(2)}Pt1Line29_Checkbox`,
      birthCountry: `${S(2)}Pt1Line30_CountryOfCitzOrNationality[0]`,
      residenceCity: `${S(2)}Pt1Line31_CityTownOfBirth[0]`,
      residenceCountry: `${S(2)}Pt1Line31_CountryOfCitzOrNationality[0]`,
      items: ['27', '28', '29', '30', '31.a', '31.b'],
    },
    '1',
  ),
  ...parent(
    P,
    1,
    {
      name: [`${S(2)}Pt1Line32a_FamilyName[0]`, `${S(2)}Pt1Line32b_GivenName[0]`, `${S(2)}Pt1Line32c_MiddleName[0]`],
      birthDate: `${S(2)}Pt1Line33_DateofBirth[0]`,
      sex: `${S(2)}Pt1Line34_Checkbox`,
      birthCountry: `${S(2)}Pt1Line35_CountryOfCitzOrNationality[0]`,
      residenceCity: `${S(2)}Pt1Line36a_CityTownOfBirth[0]`,
      residenceCountry: `${S(2)}Pt1Line36b_CountryOfCitzOrNationality[0]`,
      items: ['32', '33', '34', '35', '36.a', '36.b'],
    },
    '1',
  ),
  ...yesNoYN('i-129f.pt1.previouslyMarried', '1', '37', `${S(2)}Pt1Line37_Checkboxes[0]`, `${S(2)}Pt1Line37_Checkboxes[1]`),
  text('i-129f.pt1.priorSpouse.familyName', `${S(2)}Pt1Line38a_FamilyName[0]`, '1', '38.a'),
  text('i-129f.pt1.priorSpouse.givenName', `${S(2)}Pt1Line38b_GivenName[0]`, '1', '38.b'),
  text('i-129f.pt1.priorSpouse.middleName', `${S(2)}Pt1Line38c_MiddleName[0]`, '1', '38.c'),
  text('i-129f.pt1.priorMarriageEnded', `${S(2)}Pt1Line39_DateMarriageEnded[0]`, '1', '39', 'date'),
  ...oneOf(`${P}.citizenshipBy`, '1', '40', {
    birth: { field: `${S(2)}Pt1Line40_Checkbox[0]`, on: 'A' },
    naturalization: { field: `${S(2)}Pt1Line40_Checkbox[1]`, on: 'B' },
    parents: { field: `${S(2)}Pt1Line40_Checkbox[2]`, on: 'C' },
  }),
  ...yesNoYN('i-129f.hasCertificate', '1', '41', `${S(2)}Pt1Line20_Checkboxes[0]`, `${S(2)}Pt1Line20_Checkboxes[1]`),
  text(`${P}.naturalizationCertificate`, `${S(3)}Pt1Line21a_CertificateNumber[0]`, '1', '42.a'),
  text('i-129f.certificatePlace', `${S(3)}Pt1Line21b_PlaceofIssuance[0]`, '1', '42.b'),
  text(`${P}.naturalizationDate`, `${S(3)}Pt1Line21c_DateOfIssuance[0]`, '1', '42.c', 'date'),
  ...yesNoYN('i-129f.filedBefore', '1', '43', `${S(3)}Pt1Line43_Checkboxes[0]`, `${S(3)}Pt1Line43_Checkboxes[1]`),
  ...yesNoYN('i-129f.childrenUnder18', '1', '48', `${S(3)}Pt1Line48_Checkboxes[0]`, `${S(3)}Pt1Line48_Checkboxes[1]`),
  text('i-129f.childAge.0', `${S(3)}Pt1Line49a_Age[0]`, '1', '49.a'),
  text('i-129f.childAge.1', `${S(3)}Pt1Line49b_Age[0]`, '1', '49.b'),
  choice('i-129f.residedSince18.0.state', `${S(3)}Pt1Line50a_State[0]`, '1', '50.a'),
  text('i-129f.residedSince18.0.country', `${S(3)}Pt1Line50b_CountryOfCitzOrNationality[0]`, '1', '50.b'),
  choice('i-129f.residedSince18.1.state', `${S(3)}Pt1Line51a_State[0]`, '1', '51.a'),
  text('i-129f.residedSince18.1.country', `${S(3)}Pt1Line51b_CountryOfCitzOrNationality[0]`, '1', '51.b'),
];

const partTwo: FieldMapping[] = [
  text(`${B}.familyName`, `${S(3)}Pt2Line1a_FamilyName[0]`, '2', '1.a'),
  text(`${B}.givenName`, `${S(3)}Pt2Line1b_GivenName[0]`, '2', '1.b'),
  text(`${B}.middleName`, `${S(3)}Pt2Line1c_MiddleName[0]`, '2', '1.c'),
  text(`${B}.aNumber`, `${S(3)}Pt2Line2_AlienNumber[0]`, '2', '2', 'digits'),
  text(`${B}.ssn`, `${S(3)}Pt2Line3_SSN[0]`, '2', '3', 'digits'),
  text(`${B}.birthDate`, `${S(3)}Pt2Line4_DateOfBirth[0]`, '2', '4', 'date'),
  ...sexBoxes(`${B}.sex`, `${S(3)}Pt2Line5_Checkboxes`, '2', '5'),
  ...maritalBoxes(B, `${S(3)}Pt2Line6_Checkboxes`, '2', '6'),
  text(`${B}.birthCity`, `${S(3)}Pt2Line7_CityTownOfBirth[0]`, '2', '7'),
  text(`${B}.birthCountry`, `${S(3)}Pt2Line8_CountryOfBirth[0]`, '2', '8'),
  text(`${B}.citizenshipCountry`, `${S(3)}Pt2Line9_CountryofCitzOrNationality[0]`, '2', '9'),
  text(`${B}.otherName.0.familyName`, `${S(3)}Pt2Line10a_FamilyName[0]`, '2', '10.a'),
  text(`${B}.otherName.0.givenName`, `${S(3)}Pt2Line10b_GivenName[0]`, '2', '10.b'),
  text(`${B}.otherName.0.middleName`, `${S(3)}Pt2Line10c_MiddleName[0]`, '2', '10.c'),
  text(`${B}.mailing.inCareOf`, `${S(4)}Pt2Line11_InCareOfName[0]`, '2', '11.a'),
  ...address(`${B}.mailing`, 4, '11', '2', 'b'),
  ...address(`${B}.address.0`, 4, '12', '2', 'a'),
  text(`${B}.address.0.from`, `${S(4)}Pt2Line13a_DateFrom[0]`, '2', '13.a', 'date'),
  text(`${B}.address.0.to`, `${S(4)}Pt2Line13b_ToFrom[0]`, '2', '13.b', 'date'),
  ...address(`${B}.address.1`, 4, '14', '2', 'a'),
  text(`${B}.address.1.from`, `${S(4)}Pt2Line15a_DateFrom[0]`, '2', '15.a', 'date'),
  text(`${B}.address.1.to`, `${S(4)}Pt2Line15b_ToFrom[0]`, '2', '15.b', 'date'),
  text(`${B}.employment.0.employer`, `${S(4)}Pt2Line16_NameofEmployer[0]`, '2', '16'),
  ...address(`${B}.employment.0`, 4, '17', '2', 'a'),
  text(`${B}.employment.0.occupation`, `${S(4)}Pt2Line18_Occupation[0]`, '2', '18'),
  text(`${B}.employment.0.from`, `${S(4)}Pt2Line19a_DateFrom[0]`, '2', '19.a', 'date'),
  text(`${B}.employment.0.to`, `${S(4)}Pt2Line19b_ToFrom[0]`, '2', '19.b', 'date'),
  text(`${B}.employment.1.employer`, `${S(5)}Pt2Line20_NameofEmployer[0]`, '2', '20'),
  ...address(`${B}.employment.1`, 5, '21', '2', 'a'),
  text(`${B}.employment.1.occupation`, `${S(5)}Pt2Line22_Occupation[0]`, '2', '22'),
  text(`${B}.employment.1.from`, `${S(5)}Pt2Line23a_DateFrom[0]`, '2', '23.a', 'date'),
  text(`${B}.employment.1.to`, `${S(5)}Pt2Line23b_ToFrom[0]`, '2', '23.b', 'date'),
  ...parent(
    B,
    0,
    {
      name: [`${S(5)}Pt2Line24a_FamilyName[0]`, `${S(5)}Pt2Line24b_GivenName[0]`, `${S(5)}Pt2Line24c_MiddleName[0]`],
      birthDate: `${S(5)}Pt1Line11_DateofBirth[0]`,
      sex: `${S(5)}Pt2Line26_Checkbox`,
      birthCountry: `${S(5)}Pt2Line27_CountryOfCitzOrNationality[0]`,
      residenceCity: `${S(5)}Pt2Line28a_CityTownOfBirth[0]`,
      residenceCountry: `${S(5)}Pt2Line28b_CountryOfCitzOrNationality[0]`,
      items: ['24', '25', '26', '27', '28.a', '28.b'],
    },
    '2',
  ),
  ...parent(
    B,
    1,
    {
      name: [`${S(5)}Pt2Line29a_FamilyName[0]`, `${S(5)}Pt2Line29b_GivenName[0]`, `${S(5)}Pt2Line29c_MiddleName[0]`],
      birthDate: `${S(5)}Pt2Line30_DateofBirth[0]`,
      sex: `${S(5)}Pt2Line31_Checkbox`,
      birthCountry: `${S(5)}Pt2Line32_CountryOfCitzOrNationality[0]`,
      residenceCity: `${S(5)}Pt2Line33a_CityTownOfBirth[0]`,
      residenceCountry: `${S(5)}Pt2Line33b_CountryOfCitzOrNationality[0]`,
      items: ['29', '30', '31', '32', '33.a', '33.b'],
    },
    '2',
  ),
  ...yesNoYN('i-129f.pt2.previouslyMarried', '2', '34', `${S(5)}Pt2Line34_Checkboxes[0]`, `${S(5)}Pt2Line34_Checkboxes[1]`),
  text('i-129f.pt2.priorSpouse.familyName', `${S(5)}Pt2Line35a_FamilyName[0]`, '2', '35.a'),
  text('i-129f.pt2.priorSpouse.givenName', `${S(5)}Pt2Line35b_GivenName[0]`, '2', '35.b'),
  text('i-129f.pt2.priorSpouse.middleName', `${S(5)}Pt2Line35c_MiddleName[0]`, '2', '35.c'),
  text('i-129f.pt2.priorMarriageEnded', `${S(5)}Pt2Line36_DateMarriageEnded[0]`, '2', '36', 'date'),
  ...yesNoYN('i-129f.beneficiaryEverInUS', '2', '37', `${S(5)}Pt2Line37_Checkboxes[0]`, `${S(5)}Pt2Line37_Checkboxes[1]`),
  text(`${B}.arrivalStatus`, `${S(5)}Pt2Line38a_LastArrivedAs[0]`, '2', '38.a'),
  text(`${B}.i94Number`, `${S(5)}Pt2Line38b_ArrivalDeparture[0]`, '2', '38.b'),
  text(`${B}.arrivalDate`, `${S(5)}Pt2Line38c_DateofArrival[0]`, '2', '38.c', 'date'),
  text('i-129f.beneficiaryStayExpires', `${S(6)}Pt2Line38d_DateExpired[0]`, '2', '38.d', 'date'),
  text(`${B}.passportNumber`, `${S(6)}Pt2Line38e_Passport[0]`, '2', '38.e'),
  text(`${B}.travelDocumentNumber`, `${S(6)}Pt2Line38f_TravelDoc[0]`, '2', '38.f'),
  text(`${B}.passportCountry`, `${S(6)}Pt2Line38g_CountryOfIssuance[0]`, '2', '38.g'),
  text(`${B}.passportExpires`, `${S(6)}Pt2Line38h_ExpDate[0]`, '2', '38.h', 'date'),
  // Item 45: where the couple will live in the United States, which is the petitioner's home.
  text(`${P}.address.0.street`, `${S(6)}Pt2Line45a_StreetNumberName[0]`, '2', '45.a'),
  text(`${P}.address.0.unitNumber`, `${S(6)}Pt2Line45b_AptSteFlrNumber[0]`, '2', '45.b'),
  ...unitBoxes(`${P}.address.0`, `${S(6)}Pt2Line45b_Unit`, '2', '45.b', SUITE_FIRST),
  text(`${P}.address.0.city`, `${S(6)}Pt2Line45c_CityOrTown[0]`, '2', '45.c'),
  choice(`${P}.address.0.state`, `${S(6)}Pt2Line45d_State[0]`, '2', '45.d'),
  text(`${P}.address.0.zip`, `${S(6)}Pt2Line45e_ZipCode[0]`, '2', '45.e', 'digits'),
  text(`${P}.daytimePhone`, `${S(6)}Pt2Line46_DayTimeTelephoneNumber[0]`, '2', '46', 'digits'),
  text(`${B}.addressAbroad.street`, `${S(6)}Pt2Line47_StreetNumberName[0]`, '2', '47.a'),
  text(`${B}.addressAbroad.unitNumber`, `${S(6)}Pt2Line47_AptSteFlrNumber[0]`, '2', '47.b'),
  ...unitBoxes(`${B}.addressAbroad`, `${S(6)}Pt2Line47_Unit`, '2', '47.b', { apt: 0, ste: 2, flr: 1 }),
  text(`${B}.addressAbroad.city`, `${S(6)}Pt2Line47_CityOrTown[0]`, '2', '47.c'),
  text(`${B}.addressAbroad.province`, `${S(6)}Pt2Line47_Province[0]`, '2', '47.d'),
  text(`${B}.addressAbroad.postalCode`, `${S(6)}Pt2Line47_PostalCode[0]`, '2', '47.e'),
  text(`${B}.addressAbroad.country`, `${S(6)}Pt2Line47_Country[0]`, '2', '47.f'),
  text(`${B}.daytimePhone`, `${S(6)}Pt2Line48_DaytimeTelephoneNum[0]`, '2', '48', 'digits'),
  ...oneOf('i-129f.related', '2', '51', {
    yes: { field: `${S(7)}Pt2Line51_Checkboxes[0]`, on: 'Y' },
    no: { field: `${S(7)}Pt2Line51_Checkboxes[1]`, on: 'N' },
    'not-applicable': { field: `${S(7)}Pt2Line51_Checkboxes[2]`, on: 'A' },
  }),
  text('i-129f.relationship', `${S(7)}Pt2Line52_Relationship[0]`, '2', '52'),
  ...oneOf('i-129f.metInPerson', '2', '53', {
    yes: { field: `${S(7)}Pt2Line53_Checkboxes[2]`, on: 'Y' },
    no: { field: `${S(7)}Pt2Line53_Checkboxes[1]`, on: 'N' },
    'not-applicable': { field: `${S(7)}Pt2Line53_Checkboxes[0]`, on: 'A' },
  }),
  text('i-129f.meetingDescription', `${S(7)}Pt2Line54_Describe[0]`, '2', '54'),
  ...yesNoYN('i-129f.metThroughBroker', '2', '55', `${S(7)}Pt2Line55_Checkboxes[0]`, `${S(7)}Pt2Line55_Checkboxes[1]`),
  text('i-129f.consulateCity', `${S(7)}Pt2Line62a_CityTown[0]`, '2', '62.a'),
  text('i-129f.consulateCountry', `${S(7)}Pt2Line62b_Country[0]`, '2', '62.b'),
];

/** Part 3, the International Marriage Broker Regulation Act's questions about the petitioner. */
const partThree: FieldMapping[] = [
  ...yesNoYN('i-129f.pt3.q1', '3', '1', `${S(7)}Pt3Line1_Checkboxes[0]`, `${S(7)}Pt3Line1_Checkboxes[1]`),
  ...yesNoYN('i-129f.pt3.q2a', '3', '2.a', `${S(7)}P3Line2a_Checkboxes[0]`, `${S(7)}P3Line2a_Checkboxes[1]`),
  ...yesNoYN('i-129f.pt3.q2b', '3', '2.b', `${S(8)}P3Line2b_Checkboxes[0]`, `${S(8)}P3Line2b_Checkboxes[1]`),
  ...yesNoYN('i-129f.pt3.q2c', '3', '2.c', `${S(8)}P3Line2c_Checkboxes[0]`, `${S(8)}P3Line2c_Checkboxes[1]`),
  // Item 4: any arrest, citation, charge or conviction (traffic aside), described in 4.b.
  ...yesNo(
    'i-129f.pt3.q4a',
    '3',
    '4.a',
    { field: `${S(8)}Part3Line4a_Checkboxes[1]`, on: 'Y' },
    { field: `${S(8)}Part3Line4a_Checkboxes[0]`, on: 'N' },
  ),
  text('i-129f.pt3.q4b', `${S(8)}Pt3Line4B_Describe[0]`, '3', '4.b'),
  ...oneOf('i-129f.multipleFilerWaiver', '3', '5', {
    general: { field: `${S(8)}Pt3Line5_Checkboxes[3]`, on: 'A' },
    extraordinary: { field: `${S(8)}Pt3Line5_Checkboxes[0]`, on: 'B' },
    mandatory: { field: `${S(8)}Pt3Line5_Checkboxes[1]`, on: 'C' },
    'not-applicable': { field: `${S(8)}Pt3Line5_Checkboxes[2]`, on: 'D' },
  }),
];

const partFour: FieldMapping[] = [
  check(`${P}.hispanic`, true, 'H', `${S(8)}Pt4Line1_Checkbox[1]`, '4', '1'),
  check(`${P}.hispanic`, false, 'N', `${S(8)}Pt4Line1_Checkbox[0]`, '4', '1'),
  ...oneOf(`${P}.race`, '4', '2', {
    'pacific-islander': { field: `${S(8)}Pt4Line2_Checkbox[0]`, on: 'Y' },
    'native-american': { field: `${S(8)}Pt4Line2_Checkbox[1]`, on: 'Y' },
    white: { field: `${S(8)}Pt4Line2_Checkbox[2]`, on: 'Y' },
    asian: { field: `${S(8)}Pt4Line2_Checkbox[3]`, on: 'Y' },
    black: { field: `${S(8)}Pt4Line2_Checkbox[4]`, on: 'Y' },
  }),
  choice(`${P}.heightFeet`, `${S(8)}Pt4Line3_HeightFeet[0]`, '4', '3'),
  choice(`${P}.heightInches`, `${S(8)}Pt4Line3_HeightInches[0]`, '4', '3'),
  ...oneOf(`${P}.eyeColor`, '4', '5', {
    black: { field: `${S(8)}Pt4Line5_Checkbox[7]`, on: 'BLK' },
    blue: { field: `${S(8)}Pt4Line5_Checkbox[0]`, on: 'BLU' },
    brown: { field: `${S(8)}Pt4Line5_Checkbox[6]`, on: 'BRO' },
    green: { field: `${S(8)}Pt4Line5_Checkbox[1]`, on: 'GRN' },
    gray: { field: `${S(8)}Pt4Line5_Checkbox[5]`, on: 'GRY' },
    hazel: { field: `${S(8)}Pt4Line5_Checkbox[2]`, on: 'HAZ' },
    maroon: { field: `${S(8)}Pt4Line5_Checkbox[4]`, on: 'MAR' },
    pink: { field: `${S(8)}Pt4Line5_Checkbox[3]`, on: 'PNK' },
    unknown: { field: `${S(8)}Pt4Line5_Checkbox[8]`, on: 'UNK' },
  }),
  ...oneOf(`${P}.hairColor`, '4', '6', {
    bald: { field: `${S(8)}Pt4Line6_HairColor[0]`, on: 'BAL' },
    black: { field: `${S(8)}Pt4Line6_HairColor[8]`, on: 'BLK' },
    blond: { field: `${S(8)}Pt4Line6_HairColor[1]`, on: 'BLN' },
    brown: { field: `${S(8)}Pt4Line6_HairColor[7]`, on: 'BRO' },
    gray: { field: `${S(8)}Pt4Line6_HairColor[2]`, on: 'GRY' },
    red: { field: `${S(8)}Pt4Line6_HairColor[6]`, on: 'RED' },
    sandy: { field: `${S(8)}Pt4Line6_HairColor[3]`, on: 'SDY' },
    white: { field: `${S(8)}Pt4Line6_HairColor[5]`, on: 'WHI' },
    unknown: { field: `${S(8)}Pt4Line6_HairColor[4]`, on: 'UNK' },
  }),
];

const partFive: FieldMapping[] = [
  text(`${P}.daytimePhone`, `${S(9)}Pt5Line1_DaytimePhoneNumber1[0]`, '5', '1', 'digits'),
  text(`${P}.mobilePhone`, `${S(9)}Pt5Line2_MobileNumber1[0]`, '5', '2', 'digits'),
  text(`${P}.email`, `${S(9)}Pt5Line3_Email[0]`, '5', '3'),
];

const NAME_PARTS = ['familyName', 'givenName', 'middleName'];

export const I_129F: FormMap = {
  form: 'I-129F',
  fields: [...partOne, ...partTwo, ...partThree, ...partFour, ...partFive],
  signatures: [
    { signer: 'petitioner', field: `${S(9)}Pt6Line4_Signature[0]`, part: '5', item: '4' },
    { signer: 'interpreter', field: `${S(9)}Pt6Line6_Signature[0]`, part: '6', item: '6' },
    { signer: 'preparer', field: `${S(10)}Pt7Line6_SignatureofPreparer[0]`, part: '7', item: '6' },
  ],
  additionalInfo: {
    part: '8',
    header: [
      text(`${P}.familyName`, `${S(11)}Pt1Line6a_FamilyName[1]`, '8', '1.a'),
      text(`${P}.givenName`, `${S(11)}Pt1Line6b_GivenName[1]`, '8', '1.b'),
      text(`${P}.middleName`, `${S(11)}Pt1Line6c_MiddleName[1]`, '8', '1.c'),
      text(`${P}.aNumber`, `${S(11)}Pt1Line1_AlienNumber[1]`, '8', '2', 'digits'),
    ],
    blocks: ['3', '4', '5', '6', '7'].map((line) => ({
      page: `${S(11)}Line${line}a_PageNumber[0]`,
      part: `${S(11)}Line${line}b_PartNumber[0]`,
      item: `${S(11)}Line${line}c_ItemNumber[0]`,
      text: `${S(11)}Line${line}d_AdditionalInfo[0]`,
    })),
  },
  questions: [
    { id: 'i-129f.classification', type: 'choice', options: ['k1', 'k3'] },
    own('i-129f.filedI130', 'yes-no'),
    ...['pt1', 'pt2'].flatMap((part) => [
      own(`i-129f.${part}.previouslyMarried`, 'yes-no'),
      ...NAME_PARTS.map((name) => own(`i-129f.${part}.priorSpouse.${name}`)),
      own(`i-129f.${part}.priorMarriageEnded`, 'date'),
    ]),
    own('i-129f.hasCertificate', 'yes-no'),
    own('i-129f.certificatePlace'),
    own('i-129f.filedBefore', 'yes-no'),
    own('i-129f.childrenUnder18', 'yes-no'),
    own('i-129f.childAge.0', 'number', { max: 17 }),
    own('i-129f.childAge.1', 'number', { max: 17 }),
    ...[0, 1].flatMap((n) => [own(`i-129f.residedSince18.${n}.state`), own(`i-129f.residedSince18.${n}.country`)]),
    own('i-129f.beneficiaryEverInUS', 'yes-no'),
    own('i-129f.beneficiaryStayExpires', 'date'),
    { id: 'i-129f.related', type: 'choice', options: ['yes', 'no', 'not-applicable'] },
    own('i-129f.relationship'),
    { id: 'i-129f.metInPerson', type: 'choice', options: ['yes', 'no', 'not-applicable'] },
    own('i-129f.meetingDescription'),
    own('i-129f.metThroughBroker', 'yes-no'),
    own('i-129f.consulateCity'),
    own('i-129f.consulateCountry'),
    own('i-129f.pt3.q1', 'yes-no'),
    own('i-129f.pt3.q2a', 'yes-no'),
    own('i-129f.pt3.q2b', 'yes-no'),
    own('i-129f.pt3.q2c', 'yes-no'),
    { id: 'i-129f.multipleFilerWaiver', type: 'choice', options: ['general', 'extraordinary', 'mandatory', 'not-applicable'] },
    own('i-129f.pt3.q4a', 'yes-no'),
    own('i-129f.pt3.q4b'),
  ],
};
