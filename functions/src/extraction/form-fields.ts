// A PDF's fillable fields (its AcroForm), read in the reader process: how many fields it has, the text each filled
// text field holds and which check boxes are checked, by field name without the USCIS forms' root ("form1[0]."), as
// the field maps name them (domain/forms/field-map.ts). A PDF without fields answers null. The XFA twin is not read:
// the AcroForm holds the same values.
import { PDFCheckBox, PDFDict, PDFDocument, PDFDropdown, PDFHexString, PDFName, PDFString, PDFTextField, ParseSpeeds } from 'pdf-lib';
import type { PdfFormFields } from '../domain/documents/analysis-types';

/** The most filled values kept, and the longest value: enough for any USCIS form, bounded for any other PDF. */
const MAX_VALUES = 3000;
const MAX_VALUE_LENGTH = 1000;
const ROOT = /^form1\[0\]\./;

const entryText = (field: PDFTextField, entry: 'V' | 'DV'): string => {
  const value = field.acroField.dict.lookup(PDFName.of(entry));
  return value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : '';
};

/**
 * A text field's answer: its value (a rich-text field, which pdf-lib will not read, by its plain /V entry), unless it
 * is the value the form prints by default ("PRESENT" in a date column, "1" for the sponsor in a household count).
 */
function textOf(field: PDFTextField): string {
  let text: string;
  try {
    text = field.getText() ?? '';
  } catch {
    text = entryText(field, 'V');
  }
  return text.trim() === entryText(field, 'DV').trim() ? '' : text;
}

export async function readFormFields(bytes: Uint8Array): Promise<PdfFormFields | null> {
  const doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, parseSpeed: ParseSpeeds.Fastest });
  // The XFA twin holds the same fields; without it pdf-lib reads the AcroForm without a warning.
  doc.catalog.lookupMaybe(PDFName.of('AcroForm'), PDFDict)?.delete(PDFName.of('XFA'));
  const fields = doc.getForm().getFields();
  if (fields.length === 0) return null;
  const values: Record<string, string> = {};
  const checked: string[] = [];
  for (const field of fields) {
    if (Object.keys(values).length >= MAX_VALUES) break;
    const name = field.getName().replace(ROOT, '');
    if (field instanceof PDFTextField) {
      const text = textOf(field).trim();
      if (text) values[name] = text.slice(0, MAX_VALUE_LENGTH);
    } else if (field instanceof PDFDropdown) {
      const selected = field.getSelected()[0]?.trim();
      if (selected) values[name] = selected.slice(0, MAX_VALUE_LENGTH);
    } else if (field instanceof PDFCheckBox && field.isChecked()) {
      checked.push(name);
    }
  }
  return { fields: fields.length, values, checked };
}
