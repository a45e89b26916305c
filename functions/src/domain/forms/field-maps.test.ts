// Every field map against the kept official PDF it fills: a field that moved, changed type or has another "on"
// value fails here, before an applicant gets a form with an answer in the wrong box.
import { PDFCheckBox, PDFDropdown, PDFName, PDFString, PDFHexString, PDFTextField, type PDFField, type PDFForm } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { formTemplate } from '../../data/form-templates';
import { profileFact } from '../../shared/forms/profile-facts';
import { FORM_MAPS, printedForm } from './form-maps';
import { FIELD_ROOT, loadForm } from './fill';

/** The field's tooltip (the accessible name USCIS writes: "Part 2. … 4. A. Enter Family Name"). */
function tooltip(field: PDFField): string {
  const tu = field.acroField.dict.get(PDFName.of('TU'));
  return tu instanceof PDFString || tu instanceof PDFHexString ? tu.decodeText() : '';
}

/**
 * Fields whose tooltip names another part than the printed form shows them in (USCIS's own slips, each checked on
 * the printed page): their mappings keep the printed part.
 */
const TOOLTIP_PART_SLIPS: Readonly<Record<string, readonly string[]>> = {
  // Part 8, item 2: the A-Number at the top of Additional Information repeats Part 1's tooltip.
  'I-90': ['#subform[6].#area[3].P1_Line1_AlienNumber[1]'],
  // Part 2, items 10 and 11: the sponsor's A-Number and USCIS online account number.
  'I-864': ['#subform[1].#area[1].P4_Line12_AlienNumber[0]', '#subform[1].P4_Line13_AcctIdentifier[0]'],
  // Part 2, item 12: class of admission.
  'I-131': ['P5[0].Part2_Line12_ClassofAdmission[0]'],
  // Part 6, items 2 (the spouse in the armed forces) and 3 (times married).
  'I-485': [
    '#subform[9].Pt5Line2_YNNA[0]',
    '#subform[9].Pt5Line2_YNNA[1]',
    '#subform[9].Pt5Line2_YNNA[2]',
    '#subform[9].Pt6Line3_TimesMarried[0]',
  ],
};

/**
 * Forms whose tooltips carry an earlier edition's part numbers throughout (the N-400 01/20/25 says "Part 6" for its
 * Part 8 trips and "Part 12" for Part 9 items): their mappings were placed by the printed page, field by field.
 */
const TOOLTIPS_OF_AN_EARLIER_EDITION = new Set(['N-400']);

const onValues = (box: PDFCheckBox) => box.acroField.getWidgets().map((widget) => widget.getOnValue()?.decodeText().trim());

/** The kept PDF a map fills: a copy's (the joint sponsor's I-864) is the printed form's. */
async function formOf(form: string): Promise<PDFForm> {
  return (await loadForm(await formTemplate(printedForm(form)))).getForm();
}

describe.each(FORM_MAPS.map((map) => [map.form, map] as const))('the field map of Form %s', { timeout: 30_000 }, (_form, map) => {
  const known = new Set(map.questions.map((question) => question.id));
  const mapped = [...map.fields, ...(map.additionalInfo?.header ?? [])];

  it('names fields that exist in the kept PDF, with their type and "on" value', async () => {
    const form = await formOf(map.form);
    for (const mapping of mapped) {
      const field = form.getFieldMaybe(FIELD_ROOT + mapping.field);
      expect(field, mapping.field).toBeDefined();
      if (mapping.type === 'text') expect(field, mapping.field).toBeInstanceOf(PDFTextField);
      if (mapping.type === 'choice') expect(field, mapping.field).toBeInstanceOf(PDFDropdown);
      if (mapping.type === 'check') {
        expect(field, mapping.field).toBeInstanceOf(PDFCheckBox);
        expect(onValues(field as PDFCheckBox), mapping.field).toContain(mapping.on);
      }
      // The tooltip names the printed part; where it names one, it must be the mapping's.
      const part = /^Part (\d+)\./.exec(tooltip(field!))?.[1];
      if (TOOLTIPS_OF_AN_EARLIER_EDITION.has(map.form)) continue;
      if (part && !TOOLTIP_PART_SLIPS[printedForm(map.form)]?.includes(mapping.field)) expect(part, mapping.field).toBe(mapping.part);
    }
    for (const block of map.additionalInfo?.blocks ?? []) {
      for (const name of [block.page, block.part, block.item, block.text])
        expect(form.getFieldMaybe(FIELD_ROOT + name), name).toBeInstanceOf(PDFTextField);
    }
  });

  it('never maps an answer into a signature field, and names every signature line', async () => {
    const form = await formOf(map.form);
    const signatureFields = new Set(map.signatures.map((place) => place.field));
    for (const place of map.signatures) expect(form.getFieldMaybe(FIELD_ROOT + place.field), place.field).toBeDefined();
    for (const mapping of mapped) expect(signatureFields.has(mapping.field), mapping.field).toBe(false);
    expect(map.signatures.length).toBeGreaterThan(0);
  });

  it('asks each answer as a profile fact or as one of the form’s own questions, of the right type', () => {
    for (const mapping of mapped) {
      const fact = profileFact(mapping.question) ?? map.questions.find((question) => question.id === mapping.question);
      expect(fact, mapping.question).toBeDefined();
      if (mapping.type === 'check' && fact?.type === 'yes-no') expect(typeof mapping.when, mapping.question).toBe('boolean');
      if (mapping.type === 'check' && fact?.type === 'choice') expect(fact.options, mapping.question).toContain(mapping.when);
      if (mapping.type === 'text' && mapping.format === 'date') expect(fact?.type, mapping.question).toBe('date');
    }
    const ownPrefix = map.copyOf?.prefix ?? map.form.toLowerCase();
    for (const id of known) expect(id.startsWith(`${ownPrefix}.`), id).toBe(true);
  });

  it('maps each field once', () => {
    const fields = mapped.filter((mapping) => mapping.type !== 'check').map((mapping) => mapping.field);
    expect(new Set(fields).size).toBe(fields.length);
  });
});
