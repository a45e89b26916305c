import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { render } from '../i18n/render';
import { renderReportPdf, REVIEW_DISCLAIMER } from './report-pdf';
import { analyzeDocuments } from './review';
import { bankStatementLines, formPages } from './testing/document-texts';
import { textFile } from './testing/extracted-files';

/** A family-based review of one I-130 of an outdated edition. */
const oneOutdatedForm = () =>
  analyzeDocuments({
    category: 'family',
    country: 'Mexico',
    today: '2026-11-22',
    applicant: {},
    files: [textFile('i-130.pdf', formPages({ form: 'I-130', edition: '02/28/23' }))],
  });

describe('renderReportPdf', () => {
  it('renders the title, category, country, date, each file with its issues, advice, missing documents and the disclaimer', async () => {
    const analysis = analyzeDocuments({
      category: 'family',
      country: 'Mexico',
      today: '2026-11-22',
      applicant: {},
      files: [
        textFile('i-130.pdf', formPages({ form: 'I-130', edition: '02/28/23' })),
        textFile('Łukasz statement.pdf', bankStatementLines({ holder: 'Łukasz Żółć' })),
      ],
    });
    const pdf = await renderReportPdf({
      category: 'family',
      country: 'Mexico',
      createdAt: '2026-11-22T10:00:00.000Z',
      documents: analysis.documents,
      report: { ...analysis.report, reportId: 'r1' },
    });
    const { text } = await new PDFParse({ data: pdf }).getText();
    const flat = text.replace(/\s+/g, ' ');
    for (const expected of [
      'Document review: Family-Based, 2 files',
      'Family-Based',
      'Country of origin: Mexico',
      'November 22, 2026',
      'Summary',
      'i-130.pdf',
      'Form I-130',
      'Error: i-130.pdf is the 02/28/23 edition of Form I-130',
      'Recommendations',
      'Missing documents',
      'Form I-864',
      'No issues.',
      render('en', REVIEW_DISCLAIMER).slice(0, 60),
    ]) {
      expect(flat).toContain(expected);
    }
  });

  it("writes its labels and date in the reader's language", async () => {
    const analysis = oneOutdatedForm();
    const pdf = await renderReportPdf(
      {
        category: 'family',
        country: '',
        createdAt: '2026-11-22T10:00:00.000Z',
        documents: analysis.documents,
        report: { ...analysis.report, reportId: 'r1' },
      },
      'es',
    );
    const flat = (await new PDFParse({ data: pdf }).getText()).text.replace(/\s+/g, ' ');
    for (const expected of [
      'País de origen: no indicado',
      '22 de noviembre de 2026',
      'Resumen',
      'Recomendaciones',
      'Documentos faltantes',
      'Error: i-130.pdf',
      'Este informe es solo informativo',
      'Página 1 de',
    ]) {
      expect(flat).toContain(expected);
    }
    expect(flat).not.toContain('Country of origin');
  });

  it('writes every label in French and German too, an AI finding marked in the language', async () => {
    const analysis = oneOutdatedForm();
    const [first] = analysis.documents;
    if (!first) throw new Error('the analysis has no document');
    const aiIssue = { type: 'unreadable', severity: 'warning', details: 'Page 2 is blurred.', by: 'ai' } as const;
    const input = {
      category: 'family' as const,
      country: 'Mexico',
      createdAt: '2026-11-22T10:00:00.000Z',
      documents: [{ ...first, identity: { fullName: 'Ana López' }, issues: [...first.issues, aiIssue] }],
      report: { ...analysis.report, reportId: 'r1' },
    };
    const textIn = async (locale: 'fr' | 'de') =>
      (await new PDFParse({ data: await renderReportPdf(input, locale) }).getText()).text.replace(/\s+/g, ' ');
    const fr = await textIn('fr');
    for (const expected of [
      'Pays d’origine : Mexico',
      '22 novembre 2026',
      'Résumé',
      'Nom : Ana López',
      'Avertissement (IA) : Page 2',
      'Rapport r1',
    ]) {
      expect(fr).toContain(expected);
    }
    const de = await textIn('de');
    for (const expected of [
      'Herkunftsland: Mexico',
      '22. November 2026',
      'Zusammenfassung',
      'Name: Ana López',
      'Warnung (KI): Page 2',
      'Seite 1 von',
    ]) {
      expect(de).toContain(expected);
    }
  });
});
