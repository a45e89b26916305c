import type { TDocumentDefinitions } from 'pdfmake/interfaces';

// The PDF standard fonts need no font files, so rendering works the same everywhere.
const HELVETICA = { normal: 'Helvetica', bold: 'Helvetica-Bold', italics: 'Helvetica-Oblique', bolditalics: 'Helvetica-BoldOblique' };
const STANDARD_FONTS = new Set(Object.values(HELVETICA));

/**
 * pdfmake (with pdfkit and fontkit) takes about half a second to load, and every Functions worker loads the whole API
 * when it starts, so it is loaded on the first PDF, not with the API (docs/testing.md: cold workers).
 */
const importPdfmake = () => import('pdfmake').then((module) => module.default);
let loading: ReturnType<typeof importPdfmake> | undefined;
function loadPdfmake(): ReturnType<typeof importPdfmake> {
  loading ??= importPdfmake().then((pdfmake) => {
    pdfmake.setFonts({ Helvetica: HELVETICA });
    // Documents hold user text: never let them pull in URLs or local files, only the built-in fonts.
    pdfmake.setUrlAccessPolicy(() => false);
    pdfmake.setLocalAccessPolicy((path) => STANDARD_FONTS.has(path));
    return pdfmake;
  });
  return loading;
}

/** Renders a pdfmake document definition to PDF bytes. */
export async function renderPdf(definition: TDocumentDefinitions): Promise<Buffer> {
  const pdfmake = await loadPdfmake();
  const doc = pdfmake.createPdf({ ...definition, defaultStyle: { font: 'Helvetica', fontSize: 10, ...definition.defaultStyle } });
  return doc.getBuffer();
}
