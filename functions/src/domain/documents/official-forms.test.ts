// Document review on the official blank forms as USCIS publishes them (the kept PDFs of functions/uscis-forms/, the
// same files as ../shared/uscis-forms/): each is read as itself, by its footer, title and number, never as a passport
// or certificate it mentions; its printed edition is the edition table's; and the first page, rendered to an image
// and read by OCR as a phone scan would be, is recognised too.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formTemplate, keptForms } from '../../data/form-templates';
import { extractFile, shutdownExtraction } from '../../extraction/extract-file';
import { fillForm } from '../forms/fill';
import { I_485 } from '../forms/maps/i-485';
import { formFillIssues, readFormEdition } from './checks';
import { classifyDocument } from './classify';
import { RECOGNIZED_FORMS } from './facts/recognized-forms';
import { FORM_EDITIONS } from './facts/form-editions';
import { readFile } from './reading';

const KEPT = keptForms().map((kept) => [kept.form, kept] as const);
const kindOf = (form: string) => RECOGNIZED_FORMS.find((entry) => entry.form === form)?.kind;

async function read(name: string, bytes: Uint8Array, uploadKind: 'pdf' | 'png') {
  const { file } = await extractFile({ documentId: name, name, uploadKind, bytes: Buffer.from(bytes) });
  const text = file.pages.map((page) => page.text).join('\n');
  return {
    text,
    classification: classifyDocument({ text, uploadKind, hasPassportZone: false, ...(file.image ? { image: file.image } : {}) }),
  };
}

afterAll(() => shutdownExtraction());

describe.each(KEPT)('the official blank Form %s', { timeout: 60_000 }, (form, kept) => {
  it('is read as itself from its text layer, its edition the table’s', async () => {
    const { text, classification } = await read(`${form}.pdf`, await formTemplate(form), 'pdf');
    expect(classification.kind).toBe(kindOf(form));
    expect(classification.evidence[0]).toMatch(new RegExp(`^the footer "Form ${form} Edition"`));
    expect(readFormEdition(text, form)?.printed).toBe(kept.edition);
    expect(FORM_EDITIONS.find((entry) => entry.form === form)?.current).toBe(kept.edition);
  });

  it('is read as itself from a scan of its first page (OCR)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'form-page-'));
    const pdf = join(dir, 'form.pdf');
    writeFileSync(pdf, await formTemplate(form));
    execFileSync('pdftoppm', ['-r', '150', '-f', '1', '-l', '1', '-singlefile', '-png', pdf, join(dir, 'page')]);
    const { classification } = await read(`${form}-page-1.png`, readFileSync(join(dir, 'page.png')), 'png');
    expect(classification.kind).toBe(kindOf(form));
  });
});

describe('a fillable official form, blank or filled', { timeout: 60_000 }, () => {
  const review = async (name: string, bytes: Uint8Array) => {
    const { file } = await extractFile({ documentId: name, name, uploadKind: 'pdf', bytes: Buffer.from(bytes) });
    return readFile(file, '2026-11-29', undefined);
  };

  it('reports the blank I-130 as blank, reading no name from its labels', async () => {
    const reading = await review('i-130.pdf', await formTemplate('I-130'));
    expect(reading.fill).toMatchObject({ form: 'I-130', state: 'blank', unsigned: null });
    expect(reading.people.identity).toEqual({});
    expect(formFillIssues(reading)).toEqual([
      expect.objectContaining({
        type: 'blank-form',
        severity: 'error',
        details: expect.stringContaining('i-130.pdf: This is the blank form.'),
      }),
    ]);
  });

  it('reads a filled I-485 for its person from the fields, and says where it is still to be signed', async () => {
    const answers = {
      'beneficiary.familyName': 'Hernandez',
      'beneficiary.givenName': 'Lucia',
      'beneficiary.birthDate': '1992-04-17',
      'beneficiary.aNumber': '212345678',
    };
    const filled = await fillForm(await formTemplate('I-485'), I_485, answers, { name: 'Lucia Hernandez', aNumber: '212345678' });
    const reading = await review('i-485-filled.pdf', filled.bytes);
    expect(reading.kind).toBe('form-i-485');
    expect(reading.fill).toMatchObject({ state: 'filled', person: 'beneficiary' });
    expect(reading.people.identity).toEqual({ fullName: 'Lucia Hernandez', dateOfBirth: '1992-04-17', documentNumber: 'A-212345678' });
    expect(reading.fill?.unsigned).toEqual({ part: '10', item: '4' });
    expect(formFillIssues(reading)).toEqual([
      expect.objectContaining({
        type: 'unsigned',
        details: expect.stringContaining('the beneficiary signs it by hand in Part 10, Item 4') as string,
      }),
    ]);
  });
});
