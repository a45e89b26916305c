import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDict, PDFDocument, PDFName, StandardFonts } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { formTemplate } from '../../data/form-templates';
import type { FormMap, TextMapping } from './field-map';
import { FIELD_ROOT, fillForm, loadForm, usDate } from './fill';
import { printable } from './printable';
import { I_130 } from './maps/i-130';

const HEADING = { name: 'Rosa María Delgado Ruiz', aNumber: '' };

const ANSWERS: Record<string, string> = {
  'i-130.relationship': 'spouse',
  'petitioner.familyName': 'Walker',
  'petitioner.givenName': 'James',
  'petitioner.middleName': 'Ellis',
  'petitioner.birthDate': '1988-03-14',
  'petitioner.ssn': '123-45-6789',
  'beneficiary.aNumber': 'A-204-111-222',
};

let template: Uint8Array;
beforeAll(async () => {
  template = await formTemplate('I-130');
});

const read = async (bytes: Uint8Array) => (await loadForm(bytes)).getForm();
const text = async (bytes: Uint8Array, field: string) => (await read(bytes)).getTextField(FIELD_ROOT + field).getText();

/** What poppler shows on the filled page: the field appearances a viewer draws. */
function pageText(bytes: Uint8Array, page: number): string {
  const file = join(mkdtempSync(join(tmpdir(), 'filled-')), 'form.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', '-f', String(page), '-l', String(page), file, '-'], { encoding: 'utf8' });
}

// Each test parses and saves a 12-page official form: seconds on a busy machine.
describe('fillForm', { timeout: 30_000 }, () => {
  it('fills mapped fields, dates as MM/DD/YYYY and numbers as digits, and checks the answered box', async () => {
    const filled = await fillForm(template, I_130, ANSWERS, HEADING);
    const form = await read(filled.bytes);
    expect(form.getTextField(`${FIELD_ROOT}#subform[0].Pt2Line4a_FamilyName[0]`).getText()).toBe('Walker');
    expect(form.getTextField(`${FIELD_ROOT}#subform[1].Pt2Line8_DateofBirth[0]`).getText()).toBe('03/14/1988');
    expect(form.getTextField(`${FIELD_ROOT}#subform[0].Pt2Line11_SSN[0]`).getText()).toBe('123456789');
    expect(form.getTextField(`${FIELD_ROOT}#subform[4].#area[6].Pt4Line1_AlienNumber[0]`).getText()).toBe('204111222');
    expect(form.getCheckBox(`${FIELD_ROOT}#subform[0].Pt1Line1_Spouse[0]`).isChecked()).toBe(true);
    expect(form.getCheckBox(`${FIELD_ROOT}#subform[0].Pt1Line1_Parent[0]`).isChecked()).toBe(false);
    // The Additional Information part repeats the petitioner's name.
    expect(form.getTextField(`${FIELD_ROOT}#subform[11].Pt2Line4a_FamilyName[1]`).getText()).toBe('Walker');
    // A marriage petition names the petitioner again as the beneficiary's spouse (Part 4, item 21) and first family
    // member (items 25, 27): three name fields twice, the birth date once, and the Additional Information part's three
    // name fields.
    expect(form.getTextField(`${FIELD_ROOT}#subform[5].Pt4Line16a_FamilyName[0]`).getText()).toBe('Walker');
    expect(form.getTextField(`${FIELD_ROOT}#subform[5].Pt4Line32_DateOfBirth[0]`).getText()).toBe('03/14/1988');
    expect(filled.filled).toBe(Object.keys(ANSWERS).length + 3 + 3 + 3 + 1);
    expect(filled.continued).toEqual([]);
    expect(pageText(filled.bytes, 1)).toMatch(/Walker/);
    expect(pageText(filled.bytes, 1)).toMatch(/Form I-130 Edition 04\/01\/24/);
  });

  it('leaves every signature field and every unanswered field blank, and keeps the form fillable without its XFA', async () => {
    const filled = await fillForm(template, I_130, ANSWERS, HEADING);
    const doc = await loadForm(filled.bytes);
    for (const place of I_130.signatures)
      expect(
        doc
          .getForm()
          .getTextField(FIELD_ROOT + place.field)
          .getText() ?? '',
      ).toBe('');
    expect(await text(filled.bytes, '#subform[0].#area[5].Pt2Line2_USCISOnlineActNumber[0]')).toBeUndefined();
    expect(doc.catalog.lookup(PDFName.of('AcroForm'), PDFDict).has(PDFName.of('XFA'))).toBe(false);
    expect(doc.getForm().getFields().length).toBe(450);
  });

  it('writes an answer too long for its field in the Additional Information part, then on a continuation sheet', async () => {
    // Every text field of Part 7 with a maximum length, so that six answers overflow and five blocks fill.
    const long: TextMapping[] = [
      ['#subform[9].Pt7Line2_InterpreterBusinessorOrg[0]', '2'],
      ['#subform[9].Pt7Line3_StreetNumberName[0]', '3.a'],
      ['#subform[9].Pt7Line3_CityOrTown[0]', '3.c'],
      ['#subform[9].Pt7Line3_Province[0]', '3.f'],
      ['#subform[9].Pt7Line3_Country[0]', '3.h'],
      ['#subform[9].Pt7Line5_Email[0]', '6'],
    ].map(([field, item], index) => ({ type: 'text', question: `i-130.long${index}`, field: field!, part: '7', item: item! }));
    const map: FormMap = { ...I_130, fields: [...I_130.fields, ...long] };
    const answers = {
      ...ANSWERS,
      ...Object.fromEntries(long.map((mapping, index) => [mapping.question, `Answer ${index} `.repeat(12).trim()])),
    };
    const filled = await fillForm(template, map, answers, { name: 'James Ellis Walker', aNumber: '' });

    expect(filled.continued.map((entry) => [entry.page, entry.part, entry.item, entry.on])).toEqual([
      [10, '7', '2', 'additional-information'],
      [10, '7', '3.a', 'additional-information'],
      [10, '7', '3.c', 'additional-information'],
      [10, '7', '3.f', 'additional-information'],
      [10, '7', '3.h', 'additional-information'],
      [10, '7', '6', 'continuation-sheet'],
    ]);
    expect(await text(filled.bytes, '#subform[11].Pt9Line3d_AdditionalInfo[0]')).toBe(answers['i-130.long0']);
    expect(await text(filled.bytes, '#subform[11].Pt9Line3b_PartNumber[0]')).toBe('7');
    expect(await text(filled.bytes, '#subform[11].Pt9Line3c_ItemNumber[0]')).toBe('2');
    expect(await text(filled.bytes, '#subform[9].Pt7Line2_InterpreterBusinessorOrg[0]')).toBe('See Part 9');
    expect(await text(filled.bytes, '#subform[9].Pt7Line5_Email[0]')).toBe('See continuation sheet');

    const doc = await loadForm(filled.bytes);
    expect(doc.getPageCount()).toBe(13);
    const sheet = pageText(filled.bytes, 13);
    expect(sheet).toContain('Continuation sheet for Form I-130');
    expect(sheet).toContain('Full name: James Ellis Walker');
    expect(sheet).toMatch(/Page Number 10\s+Part Number 7\s+Item Number 6/);
    expect(sheet.replace(/\s+/g, ' ')).toContain(answers['i-130.long5']);
  });

  it('picks a drop-down entry by the code that starts it', async () => {
    const filled = await fillForm(template, I_130, { ...ANSWERS, 'beneficiary.arrivalStatus': 'B2' }, HEADING);
    const list = (await read(filled.bytes)).getDropdown(`${FIELD_ROOT}#subform[6].Pt4Line21a_ClassOfAdmission[0]`);
    expect(list.getSelected()).toEqual(['B2 - TEMPORARY VISITOR FOR PLEASURE']);
    expect(filled.continued).toEqual([]);
  });

  it('writes only what the forms’ font can print', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    expect(printable('José Müller Ñúñez', font)).toBe('José Müller Ñúñez');
    expect(printable('Erdős 李', font)).toBe('Erdos ?');
  });

  it('writes dates as USCIS forms do', () => {
    expect(usDate('2024-12-02')).toBe('12/02/2024');
  });
});
