// Fills a kept official PDF from the answers, through its field map (docs/forms.md). pdf-lib fills the AcroForm;
// the XFA twin is dropped first, or viewers that read XFA would show the blank form. An answer longer than its field
// allows goes, whole, to the form's Additional Information part, and past its last block to a continuation sheet in
// the USCIS layout. Signature fields are never filled. Pure work on bytes: the caller runs it off the event loop.
import {
  PDFArray,
  PDFCheckBox,
  PDFDict,
  PDFDocument,
  PDFDropdown,
  PDFName,
  PDFTextField,
  ParseSpeeds,
  type PDFField,
  type PDFFont,
  type PDFForm,
  type PDFWidgetAnnotation,
} from 'pdf-lib';
import {
  isAnswered,
  type AdditionalInfoBlock,
  type Answer,
  type ContinuedList,
  type Answers,
  type FieldMapping,
  type FormMap,
  type TextMapping,
} from './field-map';
import { drawContinuationSheet, type ContinuedAnswer, type SheetHeading } from './continuation-sheet';
import { printable } from './printable';
import { withDerivedAnswers } from './derived-answers';

/** The root every field name of the USCIS forms starts with. */
export const FIELD_ROOT = 'form1[0].';

/** Loads a kept form without its XFA, so that what we fill is what every viewer shows. */
export async function loadForm(bytes: Uint8Array): Promise<PDFDocument> {
  // Parsing without yielding: the filler runs on a worker thread, and pdf-lib's default pauses every 100 objects
  // made a load take seconds.
  const doc = await PDFDocument.load(bytes, { updateMetadata: false, parseSpeed: ParseSpeeds.Fastest });
  doc.catalog.lookupMaybe(PDFName.of('AcroForm'), PDFDict)?.delete(PDFName.of('XFA'));
  doc.catalog.delete(PDFName.of('NeedsRendering'));
  return doc;
}

/** MM/DD/YYYY, as every USCIS form writes dates, from a stored YYYY-MM-DD. */
export function usDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : iso;
}

function textOf(mapping: TextMapping, answer: Answer): string {
  const value = String(answer).trim();
  if (mapping.words) return mapping.words[value] ?? value;
  if (mapping.format === 'date') return usDate(value);
  if (mapping.format === 'digits') return value.replace(/\D/g, '');
  return value;
}

/** The 1-based page that shows the field. */
function pageOf(doc: PDFDocument, widget: PDFWidgetAnnotation | undefined): number {
  if (!widget) return 0;
  const ref = doc.context.getObjectRef(widget.dict);
  const pages = doc.getPages();
  const index = pages.findIndex((page) => {
    const annots = page.node.lookupMaybe(PDFName.of('Annots'), PDFArray);
    return annots?.asArray().some((entry) => entry === ref) ?? false;
  });
  return index + 1;
}

export interface FilledForm {
  bytes: Uint8Array;
  /** Fields that hold an answer. */
  filled: number;
  /** Answers that did not fit, with where they went. */
  continued: ContinuedAnswer[];
}

/** An answer that did not fit its field, or a list's entries past its rows. */
interface Overflow {
  field: string;
  part: string;
  item: string;
  text: string;
  /** Whether its field is overwritten with where the answer continues (a list's last row keeps its entry). */
  pointer: boolean;
}

const overflowOf = (mapping: FieldMapping, text: string): Overflow => ({
  field: mapping.field,
  part: mapping.part,
  item: mapping.item,
  text,
  pointer: true,
});

/** The lines an Additional Information block shows: a longer list takes the next block, then the continuation sheet. */
const LINES_PER_BLOCK = 5;

/** A continued list's entries past its rows, one line each, in blocks of what a block shows. */
function continuedList(list: ContinuedList, answers: Answers): Overflow[] {
  const lines: string[] = [];
  for (let n = list.first; ; n += 1) {
    const prefix = `${list.question}.${n}.`;
    const entry: Record<string, string> = {};
    for (const [id, value] of Object.entries(answers)) {
      if (id.startsWith(prefix) && isAnswered(value)) entry[id.slice(prefix.length)] = usDate(String(value).trim());
    }
    if (Object.keys(entry).length === 0) break;
    const line = list.line(entry, n + 1);
    if (line) lines.push(line);
  }
  const blocks: Overflow[] = [];
  for (let at = 0; at < lines.length; at += LINES_PER_BLOCK) {
    const text = lines.slice(at, at + LINES_PER_BLOCK).join('\n');
    blocks.push({ field: list.field, part: list.part, item: list.item, text, pointer: false });
  }
  return blocks;
}

/**
 * A form's fields by name, and its font. pdf-lib's own lookup walks every field's full name on each call: filling
 * the I-485's 600 mapped fields through it took seconds.
 */
interface FormFields {
  get(name: string): PDFField;
  font: PDFFont;
}

function formFields(form: PDFForm): FormFields {
  const byName = new Map(form.getFields().map((field) => [field.getName(), field]));
  return {
    get: (name) => {
      const field = byName.get(FIELD_ROOT + name);
      if (!field) throw new Error(`The form has no field ${name}`);
      return field;
    },
    font: form.getDefaultFont(),
  };
}

function textField(fields: FormFields, name: string): PDFTextField {
  const field = fields.get(name);
  if (!(field instanceof PDFTextField)) throw new Error(`${name} is not a text field`);
  return field;
}

function setText(field: PDFTextField, text: string, font: PDFFont): void {
  field.setText(text);
  field.updateAppearances(font);
}

/** Puts one answer in its field; answers what did not fit. */
function put(fields: FormFields, mapping: FieldMapping, answer: Answer): Overflow | 'filled' | 'unchecked' {
  const field = fields.get(mapping.field);
  if (mapping.type === 'check') {
    if (!(field instanceof PDFCheckBox)) throw new Error(`${mapping.field} is not a check box`);
    if (answer !== mapping.when) return 'unchecked';
    field.check();
    return 'filled';
  }
  if (mapping.type === 'choice') {
    if (!(field instanceof PDFDropdown)) throw new Error(`${mapping.field} is not a drop-down list`);
    const value = printable(String(answer).trim(), fields.font);
    // An entry as written, or by the code that starts it ("B2" for "B2 - TEMPORARY VISITOR FOR PLEASURE").
    const options = field.getOptions();
    const option =
      options.find((candidate) => candidate.trim() === value) ?? options.find((candidate) => candidate.trim().startsWith(`${value} - `));
    if (option === undefined) return overflowOf(mapping, value);
    field.select(option);
    field.updateAppearances(fields.font);
    return 'filled';
  }
  const box = textField(fields, mapping.field);
  const text = printable(textOf(mapping, answer), fields.font);
  const max = box.getMaxLength();
  if (max !== undefined && text.length > max) return overflowOf(mapping, text);
  setText(box, text, fields.font);
  return 'filled';
}

/** Where an answer that did not fit says to look, cut to what its field holds. */
function pointer(fields: FormFields, name: string, target: string): void {
  const field = fields.get(name);
  if (!(field instanceof PDFTextField)) return;
  const max = field.getMaxLength();
  setText(field, max === undefined ? target : target.slice(0, max), fields.font);
}

function writeBlock(fields: FormFields, block: AdditionalInfoBlock, entry: ContinuedAnswer): void {
  const values: Array<[string, string]> = [
    [block.page, String(entry.page)],
    [block.part, entry.part],
    [block.item, entry.item],
    [block.text, entry.text],
  ];
  for (const [name, value] of values) setText(textField(fields, name), value, fields.font);
}

/** Fills `template` (a kept form) with the answers its map reads. Unanswered fields stay blank. */
export async function fillForm(template: Uint8Array, map: FormMap, given: Answers, heading: SheetHeading): Promise<FilledForm> {
  const answers = withDerivedAnswers(given);
  const doc = await loadForm(template);
  const fields = formFields(doc.getForm());
  let filled = 0;
  const overflow: Overflow[] = [];
  for (const mapping of [...map.fields, ...(map.additionalInfo?.header ?? [])]) {
    const answer = answers[mapping.question];
    if (!isAnswered(answer)) continue;
    const result = put(fields, mapping, answer);
    if (result === 'filled') filled += 1;
    else if (result !== 'unchecked') overflow.push(result);
  }
  for (const list of map.continuedLists ?? []) overflow.push(...continuedList(list, answers));
  const blocks = map.additionalInfo?.blocks ?? [];
  const continued: ContinuedAnswer[] = overflow.map(({ field, part, item, text }, index) => ({
    page: pageOf(doc, fields.get(field).acroField.getWidgets()[0]),
    part,
    item,
    text,
    on: index < blocks.length ? 'additional-information' : 'continuation-sheet',
  }));
  continued.forEach((entry, index) => {
    const block = blocks[index];
    if (block) writeBlock(fields, block, entry);
    const { field, pointer: points } = overflow[index]!;
    if (points) pointer(fields, field, block ? `See Part ${map.additionalInfo!.part}` : 'See continuation sheet');
  });
  const sheet = continued.filter((entry) => entry.on === 'continuation-sheet');
  if (sheet.length > 0) await drawContinuationSheet(doc, map.form, heading, sheet);
  // Only the fields filled here have new appearances (drawn as each was set); redrawing all of them took seconds.
  const bytes = await doc.save({ updateFieldAppearances: false, objectsPerTick: Infinity });
  return { bytes, filled, continued };
}
