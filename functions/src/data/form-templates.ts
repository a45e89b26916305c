// The blank official USCIS PDFs the form filler fills, kept decrypted in functions/uscis-forms/ with their manifest
// (written by `npm run forms:keep`, docs/forms.md). They ship with the functions; nothing is downloaded at run time.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { z } from 'zod';

/**
 * functions/uscis-forms/, from src/data/ and from the compiled lib/data/ alike. From `__filename`: tsx, loading
 * this module into an ES module (the bench), sets it but not `__dirname`.
 */
export const KEPT_FORMS_DIR = join(dirname(__filename), '..', '..', 'uscis-forms');

const fileFacts = z.object({ bytes: z.number().int().positive(), sha256: z.string().regex(/^[0-9a-f]{64}$/) });

export const keptFormSchema = z.object({
  /** As USCIS numbers it: "I-130". */
  form: z.string().regex(/^[A-Z]-\d+[A-Z]?$/),
  title: z.string(),
  /** The edition its footer prints, MM/DD/YY. */
  edition: z.string().regex(/^\d{2}\/\d{2}\/\d{2}$/),
  omb: z.string(),
  ombExpires: z.string(),
  pages: z.number().int().positive(),
  officialPage: z.string().url(),
  /** The file as USCIS publishes it (encrypted, changes forbidden). */
  published: fileFacts,
  /** The decrypted copy kept here. */
  kept: fileFacts.extend({ file: z.string().regex(/^[a-z0-9-]+\.pdf$/) }),
  /** When the kept copy's printed edition was checked against the published file. */
  checkedOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});

export type KeptForm = z.infer<typeof keptFormSchema>;

let manifest: readonly KeptForm[] | null = null;

/** Every kept form, from the manifest (read once). */
export function keptForms(): readonly KeptForm[] {
  manifest ??= z.array(keptFormSchema).parse(JSON.parse(readFileSync(join(KEPT_FORMS_DIR, 'manifest.json'), 'utf8')));
  return manifest;
}

export const findKeptForm = (form: string): KeptForm | undefined => keptForms().find((entry) => entry.form === form);

/** The kept blank PDF of `form`. */
export async function formTemplate(form: string): Promise<Uint8Array> {
  const entry = findKeptForm(form);
  if (!entry) throw new Error(`No kept PDF for Form ${form}`);
  return readFile(join(KEPT_FORMS_DIR, entry.kept.file));
}
