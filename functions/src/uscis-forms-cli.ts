// `npm run forms:keep -- <folder>`: keeps the blank official USCIS PDFs that the form filler fills
// (docs/forms.md). The folder holds the PDFs as USCIS publishes them and their manifest.json. Each is checked
// against the manifest's SHA-256, decrypted with qpdf (the published files forbid changes, and pdf-lib finds no
// fields in them), checked for the edition its footer prints, and written to functions/uscis-forms/ with a new
// manifest. Entry point only; needs Debian's `qpdf` and `poppler-utils`.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { fail, out } from './cli/command-line';
import { KEPT_FORMS_DIR, keptFormSchema, type KeptForm } from './data/form-templates';

/** The published folder's manifest: the kept manifest's facts about each form, with the file as published. */
const published = z.array(
  keptFormSchema
    .pick({ form: true, title: true, edition: true, omb: true, ombExpires: true, pages: true, officialPage: true })
    .extend({ file: z.string().regex(/^[a-z0-9-]+\.pdf$/), bytes: z.number().int(), sha256: z.string() }),
);

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The edition that the first page's footer prints ("Form I-130 Edition 04/01/24"). */
function printedEdition(pdf: string, form: string): string | null {
  const text = execFileSync('pdftotext', ['-l', '1', pdf, '-'], { encoding: 'utf8' });
  return new RegExp(`Form ${form} Edition (\\d{2}/\\d{2}/\\d{2})`).exec(text)?.[1] ?? null;
}

function keep(source: string): void {
  const entries = published.parse(JSON.parse(readFileSync(join(source, 'manifest.json'), 'utf8')));
  const today = new Date().toISOString().slice(0, 10);
  const kept: KeptForm[] = [];
  for (const entry of entries) {
    const original = readFileSync(join(source, entry.file));
    if (sha256(original) !== entry.sha256) throw new Error(`${entry.file} does not match its manifest's SHA-256`);
    const target = join(KEPT_FORMS_DIR, entry.file);
    execFileSync('qpdf', ['--decrypt', join(source, entry.file), target]);
    const printed = printedEdition(target, entry.form);
    if (printed !== entry.edition) throw new Error(`${entry.file} prints edition ${printed ?? 'none'}, not ${entry.edition}`);
    const bytes = readFileSync(target);
    kept.push({
      form: entry.form,
      title: entry.title,
      edition: entry.edition,
      omb: entry.omb,
      ombExpires: entry.ombExpires,
      pages: entry.pages,
      officialPage: entry.officialPage,
      published: { bytes: entry.bytes, sha256: entry.sha256 },
      kept: { file: entry.file, bytes: bytes.length, sha256: sha256(bytes) },
      checkedOn: today,
    });
    out(`${entry.form}: edition ${entry.edition}, kept as ${entry.file}`);
  }
  writeFileSync(join(KEPT_FORMS_DIR, 'manifest.json'), `${JSON.stringify(kept, null, 2)}\n`);
}

const [folder] = process.argv.slice(2);
if (!folder) {
  fail('Usage: npm run forms:keep -- <folder with the published PDFs and their manifest.json>');
  process.exit(2);
}
try {
  keep(resolve(folder));
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
