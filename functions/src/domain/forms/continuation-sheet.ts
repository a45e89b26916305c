// The continuation sheet USCIS asks for when an answer does not fit the form: each page headed with the person's
// name and A-number, and each answer with the page, part and item it continues (the forms' instructions, "Additional
// Information"). Drawn into the filled form itself, after its last page, so that it travels with the form.
import { StandardFonts, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import { printable } from './printable';

/** Who the continuation sheet is about: the name and A-number that head it. */
export interface SheetHeading {
  name: string;
  aNumber: string;
}

export interface ContinuedAnswer {
  /** The page of the form that shows the field, 1-based. */
  page: number;
  part: string;
  item: string;
  text: string;
  /** Where the whole answer was written. */
  on: 'additional-information' | 'continuation-sheet';
}

const LETTER: [number, number] = [612, 792];
const MARGIN = 54;
const SIZE = 11;
const LEADING = 15;

/** Splits `text` into lines no wider than `width`, breaking at spaces (a word longer than a line is cut). */
export function wrap(text: string, font: PDFFont, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, SIZE) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      while (font.widthOfTextAtSize(rest, SIZE) > width) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), SIZE) > width) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

export async function drawContinuationSheet(
  doc: PDFDocument,
  form: string,
  heading: SheetHeading,
  entries: readonly ContinuedAnswer[],
): Promise<void> {
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const width = LETTER[0] - 2 * MARGIN;
  let y = 0;
  let sheet = 0;
  const newPage = (): PDFPage => {
    sheet += 1;
    const page = doc.addPage(LETTER);
    y = LETTER[1] - MARGIN;
    page.drawText(`Continuation sheet for Form ${form} (page ${sheet})`, { x: MARGIN, y, size: 13, font: bold });
    y -= LEADING * 1.5;
    page.drawText(`Full name: ${printable(heading.name, font)}`, { x: MARGIN, y, size: SIZE, font });
    y -= LEADING;
    page.drawText(`A-Number: ${heading.aNumber ? `A-${heading.aNumber}` : 'None'}`, { x: MARGIN, y, size: SIZE, font });
    y -= LEADING * 1.5;
    return page;
  };
  let current = newPage();
  for (const entry of entries) {
    const lines = wrap(printable(entry.text, font), font, width);
    if (y - LEADING * 2 < MARGIN) current = newPage();
    current.drawText(`Page Number ${entry.page}   Part Number ${entry.part}   Item Number ${entry.item}`, {
      x: MARGIN,
      y,
      size: SIZE,
      font: bold,
    });
    y -= LEADING;
    for (const line of lines) {
      if (y < MARGIN) current = newPage();
      current.drawText(line, { x: MARGIN, y, size: SIZE, font });
      y -= LEADING;
    }
    y -= LEADING / 2;
  }
}
