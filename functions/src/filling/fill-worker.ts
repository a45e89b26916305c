// The form filler's worker thread (form-filler.ts): fills one kept official form per task. Parsing and saving a
// 1 MB form takes a good part of a second of CPU, which must not stall the API's event loop.
import { PDFDocument, ParseSpeeds } from 'pdf-lib';
import { formTemplate } from '../data/form-templates';
import type { Answers } from '../domain/forms/field-map';
import { formMapFor, printedForm } from '../domain/forms/form-maps';
import { fillForm, type FilledForm } from '../domain/forms/fill';
import type { SheetHeading } from '../domain/forms/continuation-sheet';

export interface FillTask {
  form: string;
  answers: Answers;
  heading: SheetHeading;
}

/** Each worker keeps the blank forms it has read. */
const templates = new Map<string, Promise<Uint8Array>>();

export default async function fill(task: FillTask): Promise<FilledForm> {
  const map = formMapFor(task.form);
  if (!map) throw new Error(`No field map for Form ${task.form}`);
  let template = templates.get(task.form);
  if (!template) {
    // A copy filed by another person (the joint sponsor's I-864) fills the printed form's PDF.
    template = formTemplate(printedForm(task.form));
    templates.set(task.form, template);
  }
  return fillForm(await template, map, task.answers, task.heading);
}

/**
 * The filing packet: the documents one after another, in one PDF. The forms' filled fields keep the appearances the
 * filler drew, so the packet prints what each form shows; it is for printing, and each form also downloads fillable.
 */
export async function merge(parts: readonly Uint8Array[]): Promise<Uint8Array> {
  const packet = await PDFDocument.create({ updateMetadata: false });
  for (const part of parts) {
    const doc = await PDFDocument.load(part, { updateMetadata: false, parseSpeed: ParseSpeeds.Fastest });
    const pages = await packet.copyPages(doc, doc.getPageIndices());
    for (const page of pages) packet.addPage(page);
  }
  return packet.save({ objectsPerTick: Infinity });
}
