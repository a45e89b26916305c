import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

// The PDF standard fonts need no font files, so rendering works the same everywhere.
const HELVETICA = { normal: 'Helvetica', bold: 'Helvetica-Bold', italics: 'Helvetica-Oblique', bolditalics: 'Helvetica-BoldOblique' };
const STANDARD_FONTS = new Set(Object.values(HELVETICA));
pdfmake.setFonts({ Helvetica: HELVETICA });
// Documents hold user text: never let them pull in URLs or local files, only the built-in fonts.
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => STANDARD_FONTS.has(path));

/** Renders a pdfmake document definition to PDF bytes. */
export async function renderPdf(definition: TDocumentDefinitions): Promise<Buffer> {
  const doc = pdfmake.createPdf({ ...definition, defaultStyle: { font: 'Helvetica', fontSize: 10, ...definition.defaultStyle } });
  return doc.getBuffer();
}
