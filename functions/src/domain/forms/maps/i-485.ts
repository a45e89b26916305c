// Form I-485, Application to Register Permanent Residence or Adjust Status (edition 01/20/25), for the applicant (the
// beneficiary) adjusting as the spouse of a U.S. citizen, with the I-130 filed at the same time. Field names, "on"
// values and printed items were read from the kept PDF (functions/uscis-forms/i-485.pdf): its field names follow an
// older edition ("Pt8Line18_YesNo" is printed Part 9, item 14), so items come from the tooltips and the printed pages.
//
// Mapped: Part 1 (about you, the last arrival, addresses of five years, the Social Security card), Part 2 (filing as
// the principal applicant, the family-based categories of 3.a), Part 3 (the affidavit of support exemption), Parts 4
// to 8 (history, parents, marriages, children, biographic facts), every yes/no question of Part 9 with the public
// charge items, Part 10 (contact), the signature lines and Part 14 (additional information). The current spouse of
// Part 6 is the petitioner, so items 4 to 8 read the petitioner's facts; the marriage itself is the beneficiary's.
//
// Skipped: the G-28 and attorney boxes, interpreter and preparer details, barcodes and the interview part (filled in
// ink at the interview); the dates beside the signatures (dated by hand when signed); Part 2's principal applicant
// (derivatives only) and categories 3.b to 3.g (other immigrant categories); Part 4 item 7's "Employer or School"
// box, whose meaning the form does not explain; the "Other" end of a prior marriage; the weight (three one-digit boxes,
// which a text mapping cannot split a number into). Also skipped because the PDF's tooltip names another part than
// the printed page, which the field-map test holds the mapping to: Part 1 item 11's "paroled", "without admission" and
// "other" boxes and Part 9 item 56's "Refugee" box (tooltips say Part 2). Part 6 items 2 and 3 (tooltips say Part 5) are mapped, listed
// as slips in field-maps.test.ts.
import type { CheckMapping, FieldMapping, FormMap, FormQuestion, TextMapping } from '../field-map';
import { check, choice, text } from './mappings';

/** A yes/no question's two boxes; every one of this form has "on" values Y and N. */
const yesNo = (question: string, yes: string, no: string, part: string, item: string): CheckMapping[] => [
  check(question, true, 'Y', yes, part, item),
  check(question, false, 'N', no, part, item),
];

/** One box per option of a choice: [option, on value, field]. */
const boxes = (question: string, part: string, item: string, options: ReadonlyArray<readonly [string, string, string]>) =>
  options.map(([when, on, field]) => check(question, when, on, field, part, item));

/** An address block's fields, by the profile fact each holds; `units` are the Apt., Ste. and Flr. boxes. */
interface AddressFields {
  inCareOf?: string;
  street: string;
  units: readonly [apt: string, ste: string, flr: string];
  unitNumber: string;
  city: string;
  state: string;
  zip: string;
  province?: string;
  postalCode?: string;
  country?: string;
  from?: string;
  to?: string;
}

function address(prefix: string, fields: AddressFields, part: string, item: string): FieldMapping[] {
  const [apt, ste, flr] = fields.units;
  const texts: Array<[string, string | undefined]> = [
    ['inCareOf', fields.inCareOf],
    ['street', fields.street],
    ['unitNumber', fields.unitNumber],
    ['city', fields.city],
    ['province', fields.province],
    ['postalCode', fields.postalCode],
    ['country', fields.country],
  ];
  return [
    ...texts.flatMap(([fact, field]) => (field ? [text(`${prefix}.${fact}`, field, part, item)] : [])),
    ...boxes(`${prefix}.unitType`, part, item, [
      ['apt', 'APT', apt],
      ['ste', 'STE', ste],
      ['flr', 'FLR', flr],
    ]),
    choice(`${prefix}.state`, fields.state, part, item),
    text(`${prefix}.zip`, fields.zip, part, item, 'digits'),
    ...(fields.from ? [text(`${prefix}.from`, fields.from, part, item, 'date')] : []),
    ...(fields.to ? [text(`${prefix}.to`, fields.to, part, item, 'date')] : []),
  ];
}

/** Parts 4 and 6 name an address block's fields from one stem: `${stem}_City[0]`, `${stem}_Unit[0]`… */
const stemmed = (stem: string, street: string, dates?: { from: string; to: string }): AddressFields => ({
  street,
  units: [`${stem}_Unit[0]`, `${stem}_Unit[1]`, `${stem}_Unit[2]`],
  unitNumber: `${stem}_Number[0]`,
  city: `${stem}_City[0]`,
  state: `${stem}_State[0]`,
  zip: `${stem}_ZipCode[0]`,
  province: `${stem}_Province[0]`,
  postalCode: `${stem}_PostalCode[0]`,
  country: `${stem}_Country[0]`,
  ...dates,
});

/** Family, given and middle name fields that share a stem (`${stem}_FamilyName[0]`…), as the facts `${prefix}.familyName`…
 * or, for a name at birth, `${prefix}.birthFamilyName`…. */
const name = (prefix: string, stem: string, part: string, item: string, atBirth = false): TextMapping[] =>
  ['Family', 'Given', 'Middle'].map((which) =>
    text(`${prefix}.${atBirth ? `birth${which}` : which.toLowerCase()}Name`, `${stem}_${which}Name[0]`, part, item),
  );

/** A parent of Part 5: legal name, name at birth, date and country of birth, at four printed items from `first`. */
const parent = (index: number, first: number, legal: string, birth: string, birthDate: string, birthCountry: string) => {
  const prefix = `beneficiary.parent.${index}`;
  const item = (offset: number) => String(first + offset);
  return [
    ...name(prefix, legal, '5', item(0)),
    ...name(prefix, birth, '5', item(1), true),
    text(`${prefix}.birthDate`, birthDate, '5', item(2), 'date'),
    text(`${prefix}.birthCountry`, birthCountry, '5', item(3)),
  ];
};

/** The A-Number at the top of every page but the last (which is Part 14's header), with the part the page prints. */
const PAGE_PARTS = ['1', '1', '1', '1', '2', '2', '2', '3', '4', '5', '6', '7', '8', '9', '9', '9', '9', '9', '9', '9', '9', '10', '12'];
// The page's subform, where it differs from the page's index (page 20 is subform 20, and there is no subform 19).
const pageHeaders: TextMapping[] = PAGE_PARTS.map((part, index) => {
  const subform = index < 19 ? index : index + 1;
  return text('beneficiary.aNumber', `#subform[${subform}].AlienNumber[${index}]`, part, 'A-Number', 'digits');
});

/** Part 9's yes/no questions: [printed item, Yes box, No box]. */
const PART_9_YES_NO: ReadonlyArray<readonly [string, string, string]> = [
  ['1', '#subform[12].Pt8Line1_YesNo[1]', '#subform[12].Pt8Line1_YesNo[0]'],
  ['10', '#subform[13].Pt9Line10_YesNo[1]', '#subform[13].Pt9Line10_YesNo[0]'],
  ['11', '#subform[13].Pt9Line11_YesNo[0]', '#subform[13].Pt9Line11_YesNo[1]'],
  ['12', '#subform[13].Pt9Line12_YesNo[0]', '#subform[13].Pt9Line12_YesNo[1]'],
  ['13', '#subform[13].Pt8Line13_YesNo[1]', '#subform[13].Pt8Line13_YesNo[0]'],
  ['14', '#subform[13].Pt8Line18_YesNo[0]', '#subform[13].Pt8Line18_YesNo[1]'],
  ['15', '#subform[13].Pt8Line19_YesNo[1]', '#subform[13].Pt8Line19_YesNo[0]'],
  ['16', '#subform[13].Pt8Line20_YesNo[0]', '#subform[13].Pt8Line20_YesNo[1]'],
  ['17', '#subform[13].Pt8Line17_YesNo[0]', '#subform[13].Pt8Line17_YesNo[1]'],
  ['18', '#subform[13].Pt8Line23_YesNo[1]', '#subform[13].Pt8Line23_YesNo[0]'],
  ['19', '#subform[13].Pt8Line24a_YesNo[0]', '#subform[13].Pt8Line24a_YesNo[1]'],
  ['20', '#subform[13].Pt8Line24b_YesNo[1]', '#subform[13].Pt8Line24b_YesNo[0]'],
  ['21', '#subform[13].Pt8Line24c_YesNo[0]', '#subform[13].Pt8Line24c_YesNo[1]'],
  ['22', '#subform[13].Pt8Line22_YesNo[0]', '#subform[13].Pt8Line22_YesNo[1]'],
  ['23', '#subform[14].Pt9Line23_YesNo[1]', '#subform[14].Pt9Line23_YesNo[0]'],
  ['24', '#subform[14].Pt9Line24_YesNo[0]', '#subform[14].Pt9Line24_YesNo[1]'],
  ['25', '#subform[14].Pt8Line25_YesNo[1]', '#subform[14].Pt8Line25_YesNo[0]'],
  ['26', '#subform[14].Pt8Line26_YesNo[1]', '#subform[14].Pt8Line26_YesNo[0]'],
  ['27', '#subform[14].Pt8Line27_YesNo[1]', '#subform[14].Pt8Line27_YesNo[0]'],
  ['28', '#subform[14].Pt8Line28_YesNo[1]', '#subform[14].Pt8Line28_YesNo[0]'],
  ['29', '#subform[14].Pt8Line29_YesNo[1]', '#subform[14].Pt8Line29_YesNo[0]'],
  ['30', '#subform[14].Pt8Line30_YesNo[1]', '#subform[14].Pt8Line30_YesNo[0]'],
  ['31', '#subform[14].Pt8Line31_YesNo[0]', '#subform[14].Pt8Line31_YesNo[1]'],
  ['32', '#subform[14].Pt8Line32_YesNo[0]', '#subform[14].Pt8Line32_YesNo[1]'],
  ['33', '#subform[14].Pt8Line33_YesNo[0]', '#subform[14].Pt8Line33_YesNo[1]'],
  ['34', '#subform[14].Pt8Line34_YesNo[1]', '#subform[14].Pt8Line34_YesNo[0]'],
  ['35.a', '#subform[14].Pt8Line35a_YesNo[0]', '#subform[14].Pt8Line35a_YesNo[1]'],
  ['35.b', '#subform[14].Pt8Line35b_YesNo[1]', '#subform[14].Pt8Line35b_YesNo[0]'],
  ['36', '#subform[14].Pt8Line36_YesNo[1]', '#subform[14].Pt8Line36_YesNo[0]'],
  ['37', '#subform[14].Pt8Line37_YesNo[1]', '#subform[14].Pt8Line37_YesNo[0]'],
  ['38', '#subform[15].Pt8Line38_YesNo[0]', '#subform[15].Pt8Line38_YesNo[1]'],
  ['39', '#subform[15].Pt9Line39_YesNo[1]', '#subform[15].Pt9Line39_YesNo[0]'],
  ['40', '#subform[15].Pt8Line40_YesNo[1]', '#subform[15].Pt8Line40_YesNo[0]'],
  ['41', '#subform[15].Pt8Line41_YesNo[0]', '#subform[15].Pt8Line41_YesNo[1]'],
  // The PDF names these two with an escaped dot.
  ['42.a', '#subform[15].Pt8Line42\\.a_YesNo[0]', '#subform[15].Pt8Line42\\.a_YesNo[1]'],
  ['42.b', '#subform[15].Pt8Line42\\.b_YesNo[1]', '#subform[15].Pt8Line42\\.b_YesNo[0]'],
  ['42.c', '#subform[15].Pt8Line42c_YesNo[1]', '#subform[15].Pt8Line42c_YesNo[0]'],
  ['42.d', '#subform[15].Pt8Line42d_YesNo[0]', '#subform[15].Pt8Line42d_YesNo[1]'],
  ['43.a', '#subform[15].Pt8Line43a_YesNo[1]', '#subform[15].Pt8Line43a_YesNo[0]'],
  ['43.b', '#subform[15].Pt8Line43b_YesNo[0]', '#subform[15].Pt8Line43b_YesNo[1]'],
  ['43.c', '#subform[15].Pt8Line43c_YesNo[0]', '#subform[15].Pt8Line43c_YesNo[1]'],
  ['43.d', '#subform[15].Pt8Line43d_YesNo[0]', '#subform[15].Pt8Line43d_YesNo[1]'],
  ['43.e', '#subform[15].Pt8Line43e_YesNo[0]', '#subform[15].Pt8Line43e_YesNo[1]'],
  ['43.f', '#subform[15].Pt8Line43fYesNo[0]', '#subform[15].Pt8Line43fYesNo[1]'],
  ['43.g', '#subform[15].Pt8Line43g_YesNo[0]', '#subform[15].Pt8Line43g_YesNo[1]'],
  ['43.h', '#subform[15].Pt8Line43h_YesNo[1]', '#subform[15].Pt8Line43h_YesNo[0]'],
  ['43.i', '#subform[15].Pt8Line43i_YesNo[1]', '#subform[15].Pt8Line43i_YesNo[0]'],
  ['44', '#subform[15].Pt8Line44_YesNo[0]', '#subform[15].Pt8Line44_YesNo[1]'],
  ['45', '#subform[15].Pt8Line45_YesNo[1]', '#subform[15].Pt8Line45_YesNo[0]'],
  ['46', '#subform[16].Pt8Line46_YesNo[0]', '#subform[16].Pt8Line46_YesNo[1]'],
  ['47', '#subform[16].Pt8Line47_YesNo[1]', '#subform[16].Pt8Line47_YesNo[0]'],
  ['48', '#subform[16].Pt8Line48_YesNo[1]', '#subform[16].Pt8Line48_YesNo[0]'],
  ['49', '#subform[16].Pt8Line49_YesNo[0]', '#subform[16].Pt8Line49_YesNo[1]'],
  ['50', '#subform[16].Pt8Line50_YesNo[1]', '#subform[16].Pt8Line50_YesNo[0]'],
  ['51', '#subform[16].Pt8Line51_YesNo[0]', '#subform[16].Pt8Line51_YesNo[1]'],
  ['52', '#subform[16].Pt8Line52_YesNo[1]', '#subform[16].Pt8Line52_YesNo[0]'],
  ['53.a', '#subform[16].Pt8Line53a_YesNo[0]', '#subform[16].Pt8Line53a_YesNo[1]'],
  ['53.b', '#subform[16].Pt8Line53b_YesNo[0]', '#subform[16].Pt8Line53b_YesNo[1]'],
  ['53.c', '#subform[16].Pt8Line53c_YesNo[0]', '#subform[16].Pt8Line53c_YesNo[1]'],
  ['53.d', '#subform[16].Pt8Line53d_YesNo[1]', '#subform[16].Pt8Line53d_YesNo[0]'],
  ['54', '#subform[16].Pt8Line54_YesNo[1]', '#subform[16].Pt8Line54_YesNo[0]'],
  ['55', '#subform[16].Pt8Line55_YesNo[0]', '#subform[16].Pt8Line55_YesNo[1]'],
  ['63', '#subform[18].Pt9Line63_YesNo[0]', '#subform[18].Pt9Line63_YesNo[1]'],
  ['64', '#subform[18].Pt9Line64_YesNo[0]', '#subform[18].Pt9Line64_YesNo[1]'],
  ['67', '#subform[20].Pt9Line67_YesNo[1]', '#subform[20].Pt9Line67_YesNo[0]'],
  ['68', '#subform[20].Pt9Line68_YesNo[0]', '#subform[20].Pt9Line68_YesNo[1]'],
  ['69', '#subform[20].Pt9Line69_YesNo[1]', '#subform[20].Pt9Line69_YesNo[0]'],
  ['70', '#subform[20].Pt9Line70_YesNo[0]', '#subform[20].Pt9Line70_YesNo[1]'],
  ['71', '#subform[20].Pt9Line71_YesNo[1]', '#subform[20].Pt9Line71_YesNo[0]'],
  ['72', '#subform[20].Pt9Line72_YesNo[0]', '#subform[20].Pt9Line72_YesNo[1]'],
  ['73', '#subform[20].Pt9Line73_YesNo[1]', '#subform[20].Pt9Line73_YesNo[0]'],
  ['74', '#subform[20].Pt9Line74_YesNo[1]', '#subform[20].Pt9Line74_YesNo[0]'],
  ['75', '#subform[20].Pt9Line75_YesNo[0]', '#subform[20].Pt9Line75_YesNo[1]'],
  ['76', '#subform[21].Pt9Line76_YesNo[1]', '#subform[21].Pt9Line76_YesNo[0]'],
  ['77', '#subform[21].Pt9Line77_YesNo[0]', '#subform[21].Pt9Line77_YesNo[1]'],
  ['78.a', '#subform[21].Pt9Line78a_YesNo[1]', '#subform[21].Pt9Line78a_YesNo[0]'],
  ['78.b', '#subform[21].Pt9Line78b_YesNo[0]', '#subform[21].Pt9Line78b_YesNo[1]'],
  ['79', '#subform[21].Pt9Line79_YesNo[0]', '#subform[21].Pt9Line79_YesNo[1]'],
  ['80', '#subform[21].Pt9Line80_YesNo[1]', '#subform[21].Pt9Line80_YesNo[0]'],
  ['81', '#subform[21].Pt9Line81_YesNo[0]', '#subform[21].Pt9Line81_YesNo[1]'],
  ['82', '#subform[21].Pt9Line82_YesNo[1]', '#subform[21].Pt9Line82_YesNo[0]'],
  ['83', '#subform[21].Pt9Line83_YesNo[0]', '#subform[21].Pt9Line83_YesNo[1]'],
  ['84.a', '#subform[21].Pt9Line84a_YesNo[1]', '#subform[21].Pt9Line84a_YesNo[0]'],
  ['84.b', '#subform[21].Pt9Line84b_YesNo[1]', '#subform[21].Pt9Line84b_YesNo[0]'],
  ['84.c', '#subform[21].Pt9Line84c_YesNo[1]', '#subform[21].Pt9Line84c_YesNo[0]'],
  ['85', '#subform[21].Pt9Line85_YesNo[1]', '#subform[21].Pt9Line85_YesNo[0]'],
];

/** The id of a Part 9 item: `i-485.pt9.q35a` for printed item 35.a. */
const part9 = (item: string) => `i-485.pt9.q${item.replace('.', '')}`;

/** Part 9 items 65 and 66: four rows each, of three or four text columns and a yes/no "in an exempt category". */
const PUBLIC_CHARGE_ROWS = [1, 2, 3, 4].flatMap((row) => {
  const index = row - 1;
  const benefit = `i-485.pt9.q65.${index}`;
  const institution = `i-485.pt9.q66.${index}`;
  return [
    text(`${benefit}.benefit`, `#subform[20].Pt8Line68c_Column1Row${row}[0]`, '9', '65'),
    text(`${benefit}.start`, `#subform[20].Pt8Line68c_Column2Row${row}[0]`, '9', '65', 'date'),
    text(`${benefit}.end`, `#subform[20].Pt8Line68c_Column3Row${row}[0]`, '9', '65', 'date'),
    text(`${benefit}.amount`, `#subform[20].Pt8Line68c_Column4Row${row}[0]`, '9', '65'),
    ...yesNo(`${benefit}.exempt`, `#subform[20].Pt9Line65_Row${row}_YesNo[0]`, `#subform[20].Pt9Line65_Row${row}_YesNo[1]`, '9', '65'),
    text(`${institution}.institution`, `#subform[20].Pt8Line68d_Column1Row${row}[0]`, '9', '66'),
    text(`${institution}.from`, `#subform[20].Pt8Line68d_Column2Row${row}[0]`, '9', '66', 'date'),
    text(`${institution}.to`, `#subform[20].Pt8Line68d_Column3Row${row}[0]`, '9', '66', 'date'),
    text(`${institution}.reason`, `#subform[20].Pt8Line68d_Column4Row${row}[0]`, '9', '66'),
    ...yesNo(`${institution}.exempt`, `#subform[20].Pt9Line66_Row${row}_YesNo[0]`, `#subform[20].Pt9Line66_Row${row}_YesNo[1]`, '9', '66'),
  ];
});

/** A child of Part 7: Child 1 is printed item 2 (Pt7Line2_…), Child 2 item 3. */
const child = (index: number): FieldMapping[] => {
  const item = String(index + 2);
  const stem = `#subform[11].Pt7Line${item}`;
  const prefix = `beneficiary.child.${index}`;
  return [
    ...name(prefix, stem, '7', item),
    text(`${prefix}.aNumber`, `${stem}_AlienNumber[0]`, '7', item, 'digits'),
    text(`${prefix}.birthDate`, `${stem}_DateofBirth[0]`, '7', item, 'date'),
    text(`${prefix}.birthCountry`, `${stem}_Country[0]`, '7', item),
    text(`${prefix}.relationship`, `${stem}_Relationship[0]`, '7', item),
    ...yesNo(`i-485.pt7.q${item}`, `${stem}_YN[1]`, `${stem}_YN[0]`, '7', item),
  ];
};

/** A Part 9 organization (items 2 to 5, or 6 to 9): its name, then place, nature and involvement, dates in `subform`. */
const organization = (first: number, nameField: string, subform: string): TextMapping[] => {
  const at = (offset: number) => String(first + offset);
  const id = (offset: number, fact: string) => `i-485.pt9.q${at(offset)}.${fact}`;
  const field = (offset: number, suffix: string) => `${subform}Pt9Line${at(offset)}_${suffix}[0]`;
  return [
    text(`i-485.pt9.q${first}`, nameField, '9', at(0)),
    text(id(1, 'city'), field(1, 'CityTownOfBirth'), '9', at(1)),
    text(id(1, 'state'), field(1, 'State'), '9', at(1)),
    text(id(1, 'country'), field(1, 'Country'), '9', at(1)),
    text(id(2, 'nature'), field(2, 'FamilyName'), '9', at(2)),
    text(id(2, 'involvement'), field(2, 'Involvement'), '9', at(2)),
    text(id(3, 'from'), field(3, 'DateFrom'), '9', at(3), 'date'),
    text(id(3, 'to'), field(3, 'DateTo'), '9', at(3), 'date'),
  ];
};

const yesNoQuestion = (id: string): FormQuestion => ({ id, type: 'yes-no' });
const textQuestion = (id: string): FormQuestion => ({ id, type: 'text' });
const dateQuestion = (id: string): FormQuestion => ({ id, type: 'date' });
const choiceQuestion = (id: string, ...options: string[]): FormQuestion => ({ id, type: 'choice', options });

// The options of Part 9 item 56 (exempt from the public charge ground), each with its box: [option, on, field].
const PUBLIC_CHARGE_EXEMPTIONS: ReadonlyArray<readonly [string, string, string]> = [
  ['vawa', '5', '#subform[17].Pt9Line56_CB[5]'],
  ['special-immigrant-juvenile', '6', '#subform[17].Pt9Line56_CB[6]'],
  ['afghan-or-iraqi', '0', '#subform[17].Pt9Line56_CB[0]'],
  ['asylee', '3', '#subform[17].Pt9Line56_CB[3]'],
  ['u-nonimmigrant-245m', '2', '#subform[17].Pt9Line56_CB[2]'],
  ['in-u-status', '4', '#subform[17].Pt9Line56_CB[4]'],
  ['t-nonimmigrant-245l', '9', '#subform[17].Pt9Line56_CB[9]'],
  ['t-pending-or-in-status', '12', '#subform[17].Pt9Line56_CB[12]'],
  ['cuban-adjustment', '7', '#subform[17].Pt9Line56_CB[7]'],
  ['cuban-adjustment-battered', '10', '#subform[17].Pt9Line56_CB[10]'],
  ['hrifa-dependent', '11', '#subform[17].Pt9Line56_CB[11]'],
  ['hrifa-dependent-battered', '8', '#subform[17].Pt9Line56_CB[8]'],
  ['cuban-haitian-entrant', '17', '#subform[17].Pt9Line56_CB[17]'],
  ['lautenberg-parolee', '18', '#subform[17].Pt9Line56_CB[18]'],
  ['vietnam-cambodia-laos', '19', '#subform[17].Pt9Line56_CB[19]'],
  ['registry', '13', '#subform[17].Pt9Line56_CB[13]'],
  ['amerasian', '15', '#subform[17].Pt9Line56_CB[15]'],
  ['polish-hungarian-parolee', '16', '#subform[17].Pt9Line56_CB[16]'],
  ['nacara', '14', '#subform[17].Pt9Line56_CB[14]'],
  ['american-indian-born-in-canada', '20', '#subform[17].Pt9Line56_CB[20]'],
  ['liberian-refugee-fairness', '21', '#subform[17].Pt9Line56_CB[21]'],
  ['syrian-national', '24', '#subform[18].Pt9Line56_CB[24]'],
  ['ndaa', '22', '#subform[18].Pt9Line56_CB[22]'],
  ['not-exempt', '23', '#subform[18].Pt9Line56_CB[23]'],
];

// Part 2, 3.a: the family-based categories: [option, on, field].
const FAMILY_CATEGORIES: ReadonlyArray<readonly [string, string, string]> = [
  'spouse-of-citizen',
  'child-of-citizen',
  'parent-of-citizen',
  'fiance-k1-k2',
  'widow-of-citizen',
  'ndaa',
  'unmarried-son-or-daughter-of-citizen',
  'married-son-or-daughter-of-citizen',
  'sibling-of-citizen',
  'spouse-of-resident',
  'child-of-resident',
  'unmarried-son-or-daughter-of-resident',
  'vawa-spouse',
  'vawa-child',
  'vawa-parent',
].map((option, index) => [option, `3a${index}`, `#subform[4].Pt2Line3a_CB[${index}]`] as const);

// Part 3: why the applicant is (or is not) exempt from the affidavit of support: [option, printed item], box n on n.
const AFFIDAVIT_EXEMPTIONS = [
  ['forty-quarters', '1.a'],
  ['child-citizen-on-admission', '1.b'],
  ['widow', '1.c'],
  ['vawa', '1.d'],
  ['not-required', '1.e'],
  ['none', '1.f'],
] as const;

const INCOME = ['0-27000', '27001-52000', '52001-85000', '85001-141000', 'over-141000'];
const ASSETS = ['0-18400', '18401-136000', '136001-321400', '321401-707100', 'over-707100'];
const LIABILITIES = ['0', '1-10100', '10101-57700', '57701-186800', 'over-186800'];
const RANGE_BOXES = ['A', 'B', 'C', 'D', 'E'];
const ranges = (question: string, item: string, stem: string, options: readonly string[]) =>
  boxes(
    question,
    '9',
    item,
    options.map((option, index) => [option, RANGE_BOXES[index]!, `#subform[18].${stem}_CB[${index}]`] as const),
  );

const EDUCATION: ReadonlyArray<readonly [string, string, string]> = [
  ['less-than-high-school', 'C', '#subform[18].Pt9Line61_CB[0]'],
  ['high-school', '2', '#subform[18].Pt9Line61_CB[2]'],
  ['some-college', '1', '#subform[18].Pt9Line61_CB[1]'],
  ['associate', '3', '#subform[18].Pt9Line61_CB[3]'],
  ['bachelor', '7', '#subform[18].Pt9Line61_CB[7]'],
  ['master', '4', '#subform[18].Pt9Line61_CB[4]'],
  ['professional', '5', '#subform[18].Pt9Line61_CB[5]'],
  ['doctorate', '6', '#subform[18].Pt9Line61_CB[6]'],
];

const CERTIFICATION_ROWS = 8;

export const I_485: FormMap = {
  form: 'I-485',
  fields: [
    ...pageHeaders,

    // Part 1. Information About You.
    ...name('beneficiary', '#subform[0].Pt1Line1', '1', '1'),
    ...name('beneficiary.otherName.0', '#subform[0].Pt1Line2', '1', '2'),
    ...name('beneficiary.otherName.1', '#subform[0].Pt1Line2a', '1', '2'),
    text('beneficiary.birthDate', '#subform[0].Pt1Line3_DOB[0]', '1', '3', 'date'),
    ...yesNo('i-485.pt1.q3', '#subform[0].Pt1Line3_YN[0]', '#subform[0].Pt1Line3_YN[1]', '1', '3'),
    text('i-485.pt1.q3.otherBirthDate.0', '#subform[0].Pt1Line3A_OtherDOB[0]', '1', '3', 'date'),
    text('i-485.pt1.q3.otherBirthDate.1', '#subform[0].Pt1Line3B_OtherDOB[0]', '1', '3', 'date'),
    ...yesNo('i-485.pt1.q4', '#subform[1].Pt1Line4_YN[0]', '#subform[1].Pt1Line4_YN[1]', '1', '4'),
    text('beneficiary.aNumber', '#subform[1].Pt1Line4_AlienNumber[0]', '1', '4', 'digits'),
    ...yesNo('i-485.pt1.q5', '#subform[1].Pt1Line5_YN[0]', '#subform[1].Pt1Line5_YN[1]', '1', '5'),
    text('i-485.pt1.q5.aNumber.0', '#subform[1].Pt1Line5A_ANumber[0]', '1', '5', 'digits'),
    text('i-485.pt1.q5.aNumber.1', '#subform[1].Pt1Line5B_ANumber[0]', '1', '5', 'digits'),
    ...boxes('beneficiary.sex', '1', '6', [
      ['male', 'M', '#subform[1].Pt1Line6_CB_Sex[1]'],
      ['female', 'F', '#subform[1].Pt1Line6_CB_Sex[0]'],
    ]),
    text('beneficiary.birthCity', '#subform[1].Pt1Line7_CityTownOfBirth[0]', '1', '7'),
    text('beneficiary.birthCountry', '#subform[1].Pt1Line7_CountryOfBirth[0]', '1', '7'),
    text('beneficiary.citizenshipCountry', '#subform[1].Pt1Line8_CountryofCitizenshipNationality[0]', '1', '8'),
    text('beneficiary.uscisAccount', '#subform[1].Pt1Line9_USCISAccountNumber[0]', '1', '9', 'digits'),
    text('beneficiary.passportNumber', '#subform[1].Pt1Line10_PassportNum[0]', '1', '10'),
    text('beneficiary.passportExpires', '#subform[1].Pt1Line10_ExpDate[0]', '1', '10', 'date'),
    text('beneficiary.passportCountry', '#subform[1].Pt1Line10_Passport[0]', '1', '10'),
    text('i-485.pt1.q10.visaNumber', '#subform[1].Pt1Line10_VisaNum[0]', '1', '10'),
    text('i-485.pt1.q10.visaIssued', '#subform[1].Pt1Line10_NonImmDate[0]', '1', '10', 'date'),
    text('beneficiary.arrivalCity', '#subform[1].Pt1Line10_CityTown[0]', '1', '10'),
    choice('beneficiary.arrivalState', '#subform[1].Pt1Line10_State[0]', '1', '10'),
    text('beneficiary.arrivalDate', '#subform[1].Pt1Line10_DateofArrival[0]', '1', '10', 'date'),
    // Item 11's boxes are named Pt2Line11_CB, listed top to bottom: admitted, paroled, without admission, other.
    check('i-485.pt1.q11', 'admitted', '11A', '#subform[1].Pt2Line11_CB[0]', '1', '11'),
    text('i-485.pt1.q11.admittedAs', '#subform[1].Pt1Line11_Admitted[0]', '1', '11'),
    text('i-485.pt1.q11.paroledAs', '#subform[1].Pt1Line11_Paroled[0]', '1', '11'),
    text('i-485.pt1.q11.other', '#subform[1].Pt1Line11_Other[0]', '1', '11'),
    text('i-485.pt1.q12.familyName', '#subform[2].P1Line12_FamilyName[0]', '1', '12'),
    text('i-485.pt1.q12.givenName', '#subform[2].P1Line13_GivenName[0]', '1', '12'),
    text('beneficiary.i94Number', '#subform[2].P1Line12_I94[0]', '1', '12'),
    text('beneficiary.authorizedStayUntil', '#subform[2].Pt1Line12_Date[0]', '1', '12'),
    text('beneficiary.arrivalStatus', '#subform[2].Pt1Line12_Status[0]', '1', '12'),
    ...yesNo('i-485.pt1.q13', '#subform[2].Pt1Line13_YN[0]', '#subform[2].Pt1Line13_YN[1]', '1', '13'),
    text('beneficiary.currentStatus', '#subform[2].Pt1Line14_Status[0]', '1', '14'),
    text('i-485.pt1.q15', '#subform[2].Pt1Line15_Date[0]', '1', '15'),
    ...yesNo('i-485.pt1.q16', '#subform[2].Pt1Line16_YN[0]', '#subform[2].Pt1Line16_YN[1]', '1', '16'),
    ...yesNo('i-485.pt1.q17', '#subform[2].Pt1Line17_YN[1]', '#subform[2].Pt1Line17_YN[0]', '1', '17'),
    ...address(
      'beneficiary.address.0',
      {
        inCareOf: '#subform[2].Part1_Item18_InCareOfName[0]',
        street: '#subform[2].Pt1Line18_StreetNumberName[0]',
        units: ['#subform[2].Pt1Line18US_Unit[2]', '#subform[2].Pt1Line18US_Unit[0]', '#subform[2].Pt1Line18US_Unit[1]'],
        unitNumber: '#subform[2].Pt1Line18US_AptSteFlrNumber[0]',
        city: '#subform[2].Pt1Line18_CityOrTown[0]',
        state: '#subform[2].Pt1Line18_State[0]',
        zip: '#subform[2].Pt1Line18_ZipCode[0]',
        from: '#subform[2].Pt1Line18_Date[0]',
      },
      '1',
      '18',
    ),
    ...yesNo('beneficiary.mailingIsHome', '#subform[2].Pt1Line18_YN[0]', '#subform[2].Pt1Line18_YN[1]', '1', '18'),
    ...address(
      'beneficiary.mailing',
      {
        inCareOf: '#subform[2].Pt1Line18_CurrentInCareOfName[0]',
        street: '#subform[2].Pt1Line18_CurrentStreetNumberName[0]',
        units: ['#subform[2].Pt1Line18_CurrentUnit[0]', '#subform[2].Pt1Line18_CurrentUnit[1]', '#subform[2].Pt1Line18_CurrentUnit[2]'],
        unitNumber: '#subform[2].Pt1Line18_CurrentAptSteFlrNumber[0]',
        city: '#subform[2].Pt1Line18_CurrentCityOrTown[0]',
        state: '#subform[2].Pt1Line18_CurrentState[0]',
        zip: '#subform[2].Pt1Line18_CurrentZipCode[0]',
      },
      '1',
      '18',
    ),
    ...yesNo('i-485.pt1.q18.fiveYears', '#subform[3].Pt1Line18_last5yrs_YN[0]', '#subform[3].Pt1Line18_last5yrs_YN[1]', '1', '18'),
    ...address(
      'beneficiary.address.1',
      {
        inCareOf: '#subform[3].Pt1Line18_PriorInCareOfName[0]',
        street: '#subform[3].Pt1Line18_PriorStreetName[0]',
        units: [
          '#subform[3].Pt1Line18_PriorAddress_Unit[0]',
          '#subform[3].Pt1Line18_PriorAddress_Unit[1]',
          '#subform[3].Pt1Line18_PriorAddress_Unit[2]',
        ],
        unitNumber: '#subform[3].Pt1Line18_PriorAddress_Number[0]',
        city: '#subform[3].Pt1Line18_PriorCity[0]',
        state: '#subform[3].Pt1Line18_PriorState[0]',
        zip: '#subform[3].Pt1Line18_PriorZipCode[0]',
        province: '#subform[3].Pt1Line18_PriorProvince[0]',
        postalCode: '#subform[3].Pt1Line18_PriorPostalCode[0]',
        country: '#subform[3].Pt1Line18_PriorCountry[0]',
        from: '#subform[3].Pt1Line18_PriorDateFrom[0]',
        to: '#subform[3].Pt1Line18PriorDateTo[0]',
      },
      '1',
      '18',
    ),
    ...address(
      'beneficiary.addressAbroad',
      {
        street: '#subform[3].Pt1Line18_RecentStreetName[0]',
        units: ['#subform[3].Pt1Line18_RecentUnit[0]', '#subform[3].Pt1Line18_RecentUnit[1]', '#subform[3].Pt1Line18_RecentUnit[2]'],
        unitNumber: '#subform[3].Pt1Line18_RecentNumber[0]',
        city: '#subform[3].Pt1Line18_RecentCity[0]',
        state: '#subform[3].Pt1Line18_RecentState[0]',
        zip: '#subform[3].Pt1Line18_RecentZipCode[0]',
        province: '#subform[3].Pt1Line18_RecentProvince[0]',
        postalCode: '#subform[3].Pt1Line18_RecentPostalCode[0]',
        country: '#subform[3].Pt1Line18_RecentCountry[0]',
        from: '#subform[3].Pt1Line18_RecentDateFrom[0]',
        to: '#subform[3].Pt1Line18_RecentDateTo[0]',
      },
      '1',
      '18',
    ),
    ...yesNo('beneficiary.ssaCardIssued', '#subform[3].Pt1Line19_YN[1]', '#subform[3].Pt1Line19_YN[0]', '1', '19'),
    text('beneficiary.ssn', '#subform[3].Pt1Line19_SSN[0]', '1', '19', 'digits'),
    ...yesNo('beneficiary.wantsSsaCard', '#subform[3].Pt1Line19_SSA_YN[0]', '#subform[3].Pt1Line19_SSA_YN[1]', '1', '19'),
    ...yesNo('beneficiary.ssaConsent', '#subform[3].Pt1Line19_Consent_YN[0]', '#subform[3].Pt1Line19_Consent_YN[1]', '1', '19'),

    // Part 2. Application Type or Filing Category.
    ...yesNo('i-485.pt2.q1', '#subform[4].Pt2Line1_YN[0]', '#subform[4].Pt2Line1_YN[1]', '2', '1'),
    text('i-485.pt2.q2.receiptNumber', '#subform[4].Pt2Line2_Receipt[0]', '2', '2'),
    text('i-485.pt2.q2.priorityDate', '#subform[4].Pt2Line2_Date[0]', '2', '2', 'date'),
    ...boxes('i-485.pt2.q2.filingAs', '2', '2', [
      ['principal', '1fA', '#subform[4].Pt2Line2_CB[0]'],
      ['derivative', '1fB', '#subform[4].Pt2Line2_CB[1]'],
    ]),
    ...boxes('i-485.pt2.q3', '2', '3.a', FAMILY_CATEGORIES),
    ...yesNo('i-485.pt2.q4', '#subform[6].Pt2Line4_CB[1]', '#subform[6].Pt2Line4_CB[0]', '2', '4'),
    ...yesNo('i-485.pt2.q5', '#subform[6].Pt2Line5_CB[1]', '#subform[6].Pt2Line5_CB[0]', '2', '5'),

    // Part 3. Request for Exemption for Intending Immigrant's Affidavit of Support.
    ...AFFIDAVIT_EXEMPTIONS.map(([option, item], index) =>
      check('i-485.pt3.q1', option, String(index), `#subform[7].Pt3Line1_CB[${index}]`, '3', item),
    ),

    // Part 4. Additional Information About You.
    ...yesNo('i-485.pt4.q1', '#subform[7].Pt4Line1_YN[1]', '#subform[7].Pt4Line1_YN[0]', '4', '1'),
    text('i-485.pt4.q2.city', '#subform[7].Pt4Line2_CityTown[0]', '4', '2'),
    text('i-485.pt4.q2.country', '#subform[7].Pt4Line2_CityTownOfBirth[0]', '4', '2'),
    text('i-485.pt4.q3', '#subform[7].Pt4Line3_Decision[0]', '4', '3'),
    text('i-485.pt4.q4', '#subform[7].Pt4Line4_Date[0]', '4', '4', 'date'),
    ...yesNo('i-485.pt4.q5', '#subform[7].Pt4Line5_YN[1]', '#subform[7].Pt4Line5_YN[0]', '4', '5'),
    ...yesNo('i-485.pt4.q6', '#subform[7].Pt4Line6_YN[1]', '#subform[7].Pt4Line6_YN[0]', '4', '6'),
    text('beneficiary.employment.0.employer', '#subform[7].Pt4Line7_EmployerName[2]', '4', '7'),
    text('beneficiary.employment.0.occupation', '#subform[7].Pt4Line7_EmployerName[1]', '4', '7'),
    ...address(
      'beneficiary.employment.0',
      stemmed('#subform[8].P4Line7', '#subform[8].Part4Line7_StreetName[0]', {
        from: '#subform[8].Pt4Line7_DateFrom[0]',
        to: '#subform[8].Pt4Line7_DateTo[0]',
      }),
      '4',
      '7',
    ),
    text('i-485.pt4.q7.support', '#subform[8].Part4Line7_StreetName[1]', '4', '7'),
    text('beneficiary.employmentAbroad.employer', '#subform[8].Pt4Line8_EmployerName[0]', '4', '8'),
    text('beneficiary.employmentAbroad.occupation', '#subform[8].Pt4Line8_Occupation[0]', '4', '8'),
    ...address(
      'beneficiary.employmentAbroad',
      stemmed('#subform[8].P4Line8', '#subform[8].P4Line8_StreetName[0]', {
        from: '#subform[8].Pt4Line8_DateFrom[0]',
        to: '#subform[8].Pt4Line8_DateTo[0]',
      }),
      '4',
      '8',
    ),
    text('i-485.pt4.q8.support', '#subform[8].Part4Line8_StreetName[0]', '4', '8'),

    // Part 5. Information About Your Parents.
    ...parent(
      0,
      1,
      '#subform[8].Pt5Line1',
      '#subform[8].Pt5Line2',
      '#subform[8].Pt5Line3_DateofBirth[0]',
      '#subform[9].Pt5Line5_CityTownOfBirth[0]',
    ),
    ...parent(
      1,
      5,
      '#subform[9].Pt5Line6',
      '#subform[9].Pt5Line7',
      '#subform[9].Pt5Line8_DateofBirth[0]',
      '#subform[9].Pt5Line10_CityTownOfBirth[0]',
    ),

    // Part 6. Information About Your Marital History. The current spouse is the petitioner.
    ...boxes('beneficiary.maritalStatus', '6', '1', [
      ['single', '1', '#subform[9].Pt6Line1_MaritalStatus[1]'],
      ['married', '2', '#subform[9].Pt6Line1_MaritalStatus[3]'],
      ['divorced', '3', '#subform[9].Pt6Line1_MaritalStatus[0]'],
      ['widowed', '4', '#subform[9].Pt6Line1_MaritalStatus[2]'],
      ['annulled', '5', '#subform[9].Pt6Line1_MaritalStatus[4]'],
      ['separated', '7', '#subform[9].Pt6Line1_MaritalStatus[5]'],
    ]),
    // Items 2 and 3 carry tooltips that say Part 5; the printed form shows them in Part 6 (field-maps.test.ts).
    ...boxes('i-485.pt6.q2', '6', '2', [
      ['yes', 'Y', '#subform[9].Pt5Line2_YNNA[1]'],
      ['no', 'N', '#subform[9].Pt5Line2_YNNA[0]'],
      ['not-applicable', 'A', '#subform[9].Pt5Line2_YNNA[2]'],
    ]),
    text('beneficiary.timesMarried', '#subform[9].Pt6Line3_TimesMarried[0]', '6', '3'),
    ...name('petitioner', '#subform[9].Pt6Line4', '6', '4'),
    text('petitioner.aNumber', '#subform[9].Pt6Line5_AlienNumber[0]', '6', '5', 'digits'),
    text('petitioner.birthDate', '#subform[9].Pt5Line8_DateofBirth[1]', '6', '6', 'date'),
    text('petitioner.birthCountry', '#subform[9].Pt6Line7_Country[0]', '6', '7'),
    ...address('petitioner.address.0', stemmed('#subform[9].P6Line8', '#subform[9].Part6Line8_StreetName[0]'), '6', '8'),
    text('beneficiary.marriageCity', '#subform[10].Pt6Line10_CityTownOfBirth[0]', '6', '9'),
    text('beneficiary.marriageState', '#subform[10].Pt6Line10_State[0]', '6', '9'),
    text('beneficiary.marriageCountry', '#subform[10].Pt6Line10_Country[0]', '6', '9'),
    text('beneficiary.marriageDate', '#subform[10].Pt5Line8_DateofBirth[2]', '6', '9', 'date'),
    ...yesNo('i-485.pt6.q10', '#subform[10].Pt6Line11_YN[1]', '#subform[10].Pt6Line11_YN[0]', '6', '10'),
    ...name('beneficiary.priorSpouse.0', '#subform[10].Pt6Line12', '6', '11'),
    text('beneficiary.priorSpouse.0.birthDate', '#subform[10].Pt5Line8_DateofBirth[3]', '6', '12', 'date'),
    text('beneficiary.priorSpouse.0.birthCountry', '#subform[10].Pt6Line14_Country[0]', '6', '13'),
    text('beneficiary.priorSpouse.0.citizenshipCountry', '#subform[10].Pt6Line15_Country[0]', '6', '14'),
    text('beneficiary.priorSpouse.0.marriageDate', '#subform[10].Pt6Line16_DateofBirth[0]', '6', '15', 'date'),
    text('beneficiary.priorSpouse.0.marriageCity', '#subform[10].Pt6Line10_CityTownOfBirth[1]', '6', '16'),
    text('beneficiary.priorSpouse.0.marriageState', '#subform[10].Pt6Line10_State[1]', '6', '16'),
    text('beneficiary.priorSpouse.0.marriageCountry', '#subform[10].Pt6Line10_Country[1]', '6', '16'),
    text('beneficiary.priorSpouse.0.endedCity', '#subform[10].Pt6Line18_CityTownOfBirth[0]', '6', '17'),
    text('beneficiary.priorSpouse.0.endedState', '#subform[10].Pt6Line18_State[0]', '6', '17'),
    text('beneficiary.priorSpouse.0.endedCountry', '#subform[10].Pt6Line18_Country[0]', '6', '17'),
    text('beneficiary.priorSpouse.0.marriageEnded', '#subform[10].Pt6Line16_DateofBirth[1]', '6', '17', 'date'),
    ...boxes('beneficiary.priorSpouse.0.howEnded', '6', '18', [
      ['annulment', '1', '#subform[10].Pt6Line19_MaritalStatus[1]'],
      ['divorce', '2', '#subform[10].Pt6Line19_MaritalStatus[3]'],
      ['death', '3', '#subform[10].Pt6Line19_MaritalStatus[0]'],
    ]),

    // Part 7. Information About Your Children.
    text('i-485.pt7.q1', '#subform[11].Pt6Line1_TotalChildren[0]', '7', '1'),
    ...child(0),
    ...child(1),

    // Part 8. Biographic Information.
    check('beneficiary.hispanic', true, 'H', '#subform[12].Pt7Line1_Ethnicity[0]', '8', '1'),
    check('beneficiary.hispanic', false, 'N', '#subform[12].Pt7Line1_Ethnicity[1]', '8', '1'),
    ...boxes('beneficiary.race', '8', '2', [
      ['native-american', 'AI', '#subform[12].Pt7Line2_Race[3]'],
      ['asian', 'AS', '#subform[12].Pt7Line2_Race[0]'],
      ['black', 'BL', '#subform[12].Pt7Line2_Race[2]'],
      ['pacific-islander', 'HW', '#subform[12].Pt7Line2_Race[4]'],
      ['white', 'WH', '#subform[12].Pt7Line2_Race[1]'],
    ]),
    choice('beneficiary.heightFeet', '#subform[12].Pt7Line3_HeightFeet[0]', '8', '3'),
    choice('beneficiary.heightInches', '#subform[12].Pt7Line3_HeightInches[0]', '8', '3'),
    ...boxes(
      'beneficiary.eyeColor',
      '8',
      '5',
      (
        [
          ['black', 'BL', 1],
          ['blue', 'BU', 0],
          ['brown', 'BN', 2],
          ['gray', 'GR', 3],
          ['green', 'GN', 4],
          ['hazel', 'HA', 5],
          ['maroon', 'MA', 6],
          ['pink', 'PN', 7],
          ['unknown', 'UN', 8],
        ] as const
      ).map(([option, on, index]) => [option, on, `#subform[12].Pt7Line5_Eyecolor[${index}]`] as const),
    ),
    ...boxes(
      'beneficiary.hairColor',
      '8',
      '6',
      (
        [
          ['bald', 'NH'],
          ['black', 'BL'],
          ['blond', 'BN'],
          ['brown', 'BR'],
          ['gray', 'GR'],
          ['red', 'RD'],
          ['sandy', 'SA'],
          ['white', 'WH'],
          ['unknown', 'OT'],
        ] as const
      ).map(([option, on], index) => [option, on, `#subform[12].Pt7Line6_Haircolor[${index}]`] as const),
    ),

    // Part 9. General Eligibility and Inadmissibility Grounds.
    ...PART_9_YES_NO.flatMap(([item, yes, no]) => yesNo(part9(item), yes, no, '9', item)),
    ...organization(2, '#subform[12].Pt9Line2_Organization1[0]', '#subform[12].'),
    // Organization 2 begins at the foot of page 13 and goes on to page 14.
    ...organization(6, '#subform[12].Pt9Line6_Organization2[0]', '#subform[13].'),
    ...boxes('i-485.pt9.q56', '9', '56', PUBLIC_CHARGE_EXEMPTIONS),
    text('i-485.pt9.q57', '#subform[18].Pt9Line57_HouseholdSize[0]', '9', '57'),
    ...ranges('i-485.pt9.q58', '58', 'Pt9Line53', INCOME),
    ...ranges('i-485.pt9.q59', '59', 'Pt9Line59', ASSETS),
    ...ranges('i-485.pt9.q60', '60', 'Pt9Line60', LIABILITIES),
    ...boxes('i-485.pt9.q61', '9', '61', EDUCATION),
    text('i-485.pt9.q61.grade', '#subform[18].Pt9Line61_diploma[0]', '9', '61'),
    ...Array.from({ length: CERTIFICATION_ROWS }, (_, index) =>
      text(`i-485.pt9.q62.${index}`, `#subform[18].Table1[0].Row${index + 1}[0].TextField${index + 1}[0]`, '9', '62'),
    ),
    ...PUBLIC_CHARGE_ROWS,
    text('i-485.pt9.q86', '#subform[21].Pt9Line86_Nationality[0]', '9', '86'),

    // Part 10. Applicant's Contact Information.
    text('beneficiary.daytimePhone', '#subform[22].Pt3Line3_DaytimePhoneNumber1[0]', '10', '1', 'digits'),
    text('beneficiary.mobilePhone', '#subform[22].Pt3Line4_MobileNumber1[0]', '10', '2', 'digits'),
    text('beneficiary.email', '#subform[22].Pt3Line5_Email[0]', '10', '3'),
  ],
  signatures: [
    { signer: 'beneficiary', field: '#subform[22].Pt3Line7a_Signature[0]', part: '10', item: '4' },
    { signer: 'interpreter', field: '#subform[22].P12_SignatureApplicant[0]', part: '11', item: '6' },
    { signer: 'preparer', field: '#subform[23].P12Line6_SignaturePreparer[0]', part: '12', item: '6' },
    // Part 13 is signed at the interview, before the officer; its lines have no item numbers.
    { signer: 'beneficiary', field: '#subform[23].Pt13_ApplicantSignature[0]', part: '13', item: "Applicant's Signature" },
    { signer: 'uscis-officer', field: '#subform[23].Pt13_USCISSignature[0]', part: '13', item: "USCIS Officer's Signature" },
  ],
  additionalInfo: {
    part: '14',
    header: [
      text('beneficiary.familyName', '#subform[24].Pt1Line1_FamilyName[1]', '14', '1'),
      text('beneficiary.givenName', '#subform[24].Pt1Line1_GivenName[1]', '14', '1'),
      text('beneficiary.middleName', '#subform[24].Pt1Line1_MiddleName[1]', '14', '1'),
      text('beneficiary.aNumber', '#subform[24].AlienNumber[23]', '14', 'A-Number', 'digits'),
    ],
    blocks: [0, 1, 2, 3].map((index) => ({
      page: `#subform[24].Pt9Line3a_PageNumber[${index}]`,
      part: `#subform[24].Pt9Line3b_PartNumber[${index}]`,
      item: `#subform[24].Pt9Line3c_ItemNumber[${index}]`,
      text: `#subform[24].P14_Line${index + 2}_AdditionalInfo[0]`,
    })),
  },
  questions: [
    // Part 1.
    yesNoQuestion('i-485.pt1.q3'),
    dateQuestion('i-485.pt1.q3.otherBirthDate.0'),
    dateQuestion('i-485.pt1.q3.otherBirthDate.1'),
    yesNoQuestion('i-485.pt1.q4'),
    yesNoQuestion('i-485.pt1.q5'),
    { id: 'i-485.pt1.q5.aNumber.0', type: 'digits' },
    { id: 'i-485.pt1.q5.aNumber.1', type: 'digits' },
    textQuestion('i-485.pt1.q10.visaNumber'),
    dateQuestion('i-485.pt1.q10.visaIssued'),
    choiceQuestion('i-485.pt1.q11', 'admitted', 'paroled', 'without-admission', 'other'),
    textQuestion('i-485.pt1.q11.admittedAs'),
    textQuestion('i-485.pt1.q11.paroledAs'),
    textQuestion('i-485.pt1.q11.other'),
    // The name on the I-94, which may be the name before the marriage.
    textQuestion('i-485.pt1.q12.familyName'),
    textQuestion('i-485.pt1.q12.givenName'),
    yesNoQuestion('i-485.pt1.q13'),
    // A date (MM/DD/YYYY) or "D/S", as the form asks.
    textQuestion('i-485.pt1.q15'),
    yesNoQuestion('i-485.pt1.q16'),
    yesNoQuestion('i-485.pt1.q17'),
    yesNoQuestion('i-485.pt1.q18.fiveYears'),
    // Part 2.
    yesNoQuestion('i-485.pt2.q1'),
    textQuestion('i-485.pt2.q2.receiptNumber'),
    dateQuestion('i-485.pt2.q2.priorityDate'),
    choiceQuestion('i-485.pt2.q2.filingAs', 'principal', 'derivative'),
    choiceQuestion('i-485.pt2.q3', ...FAMILY_CATEGORIES.map(([option]) => option)),
    yesNoQuestion('i-485.pt2.q4'),
    yesNoQuestion('i-485.pt2.q5'),
    // Part 3.
    choiceQuestion('i-485.pt3.q1', ...AFFIDAVIT_EXEMPTIONS.map(([option]) => option)),
    // Part 4.
    yesNoQuestion('i-485.pt4.q1'),
    textQuestion('i-485.pt4.q2.city'),
    textQuestion('i-485.pt4.q2.country'),
    textQuestion('i-485.pt4.q3'),
    dateQuestion('i-485.pt4.q4'),
    yesNoQuestion('i-485.pt4.q5'),
    yesNoQuestion('i-485.pt4.q6'),
    textQuestion('i-485.pt4.q7.support'),
    textQuestion('i-485.pt4.q8.support'),
    // Part 6 and 7.
    { id: 'i-485.pt6.q2', type: 'choice', options: ['yes', 'no', 'not-applicable'] },
    yesNoQuestion('i-485.pt6.q10'),
    { id: 'i-485.pt7.q1', type: 'number' },
    yesNoQuestion('i-485.pt7.q2'),
    yesNoQuestion('i-485.pt7.q3'),
    // Part 9.
    ...PART_9_YES_NO.map(([item]) => yesNoQuestion(part9(item))),
    ...[2, 6].flatMap((first) => [
      textQuestion(`i-485.pt9.q${first}`),
      ...['city', 'state', 'country'].map((fact) => textQuestion(`i-485.pt9.q${first + 1}.${fact}`)),
      ...['nature', 'involvement'].map((fact) => textQuestion(`i-485.pt9.q${first + 2}.${fact}`)),
      ...['from', 'to'].map((fact) => dateQuestion(`i-485.pt9.q${first + 3}.${fact}`)),
    ]),
    choiceQuestion('i-485.pt9.q56', ...PUBLIC_CHARGE_EXEMPTIONS.map(([option]) => option)),
    { id: 'i-485.pt9.q57', type: 'number' },
    choiceQuestion('i-485.pt9.q58', ...INCOME),
    choiceQuestion('i-485.pt9.q59', ...ASSETS),
    choiceQuestion('i-485.pt9.q60', ...LIABILITIES),
    choiceQuestion('i-485.pt9.q61', ...EDUCATION.map(([option]) => option)),
    textQuestion('i-485.pt9.q61.grade'),
    ...Array.from({ length: CERTIFICATION_ROWS }, (_, index) => textQuestion(`i-485.pt9.q62.${index}`)),
    ...[0, 1, 2, 3].flatMap((index) => [
      textQuestion(`i-485.pt9.q65.${index}.benefit`),
      dateQuestion(`i-485.pt9.q65.${index}.start`),
      dateQuestion(`i-485.pt9.q65.${index}.end`),
      textQuestion(`i-485.pt9.q65.${index}.amount`),
      yesNoQuestion(`i-485.pt9.q65.${index}.exempt`),
      textQuestion(`i-485.pt9.q66.${index}.institution`),
      dateQuestion(`i-485.pt9.q66.${index}.from`),
      dateQuestion(`i-485.pt9.q66.${index}.to`),
      textQuestion(`i-485.pt9.q66.${index}.reason`),
      yesNoQuestion(`i-485.pt9.q66.${index}.exempt`),
    ]),
    textQuestion('i-485.pt9.q86'),
  ],
};
