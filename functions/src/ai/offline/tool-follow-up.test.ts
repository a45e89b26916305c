import { describe, expect, it } from 'vitest';
import { documentsFollowUp, toolFollowUp } from './tool-follow-up';

describe('toolFollowUp: check_eligibility', () => {
  const result = {
    input: { category: 'Family-Based' },
    output: {
      analysis: {
        eligible: true,
        reasons: ['Spouse of a U.S. citizen is an immediate relative (INA 201(b)(2)(A)(i))'],
        recommendations: ['File Form I-130', { details: 'Gather proof of a bona fide marriage' }],
        summary: 'You meet the basic requirements.',
      },
      caseId: 'c 1',
    },
  };

  it('gives the verdict, summary, reasons, next steps and case link', () => {
    const text = toolFollowUp('check_eligibility', result);
    expect(text).toContain('you appear to be **eligible** for **Family-Based**');
    expect(text).toContain('You meet the basic requirements.');
    expect(text).toContain('**Why**\n\n- Spouse of a U.S. citizen is an immediate relative (INA 201(b)(2)(A)(i))');
    expect(text).toContain('- Gather proof of a bona fide marriage');
    expect(text).toContain('[View your case](/cases/view?case=c%201)');
  });

  it('takes the category from the call when the result lacks it', () => {
    const text = toolFollowUp('check_eligibility', { output: { analysis: { eligible: false } } }, { category: 'K-Visa' });
    expect(text).toContain('**may not be eligible** for **K-Visa**');
    expect(text).not.toContain('View your case');
  });

  it('survives missing, odd or failed results', () => {
    expect(toolFollowUp('check_eligibility', undefined)).toContain("couldn't get a result from the eligibility check");
    expect(toolFollowUp('check_eligibility', { error: 'Analysis failed' })).toContain('(Analysis failed)');
    expect(toolFollowUp('check_eligibility', { output: { analysis: { reasons: 'one reason', eligible: 'maybe' } } })).toContain(
      '- one reason',
    );
    expect(toolFollowUp('check_eligibility', 'nonsense')).toContain("couldn't get a result");
  });

  it('keeps long lists and markdown in tool output under control', () => {
    const reasons = Array.from({ length: 8 }, (_, i) => `# reason ${i}\nwith a newline`);
    const text = toolFollowUp('check_eligibility', { output: { analysis: { eligible: false, reasons } } });
    expect(text).toContain('- reason 0 with a newline');
    expect(text).toContain('- …and 3 more');
    expect(text).not.toContain('# reason');
  });
});

describe('toolFollowUp: review_documents', () => {
  it('reports the review and its issues', () => {
    const text = toolFollowUp('review_documents', {
      output: {
        analyses: [{ issues: [] }],
        report: { title: 'Student review', summary: 'Looks complete.', issues: [], recommendations: ['Bring originals'] },
      },
    });
    expect(text).toContain('**Student review**');
    expect(text).toContain('I reviewed 1 document. No issues were flagged.');
    expect(text).toContain('- Bring originals');
  });

  it('gathers issues from the per-file analyses when the report has none listed', () => {
    const text = toolFollowUp('review_documents', {
      output: { analyses: [{ issues: [{ type: 'expired', details: 'Passport expired' }] }, { issues: ['Photo too dark'] }], caseId: 'x' },
    });
    expect(text).toContain('2 issues need your attention');
    expect(text).toContain('- Expired: Passport expired');
    expect(text).toContain('- Photo too dark');
    expect(text).toContain('[View your case](/cases/view?case=x)');
  });

  // Our API's answer (DocumentReviewResult): `documents` with severities, `wrongDocument` and the report's `missing`.
  const apiResult = {
    input: { category: 'family', country: 'Mexico', comment: '' },
    output: {
      reviewId: 'r1',
      caseId: 'case-7',
      documents: [
        {
          documentId: 'd1',
          name: 'passport.pdf',
          wrongDocument: false,
          issues: [
            { type: 'expires-soon', severity: 'warning', details: 'The passport expires in 3 months.' },
            { type: 'invalid-mrz', severity: 'error', details: 'A check digit of the machine-readable zone is wrong.' },
          ],
        },
        {
          documentId: 'd2',
          name: 'statement.pdf',
          wrongDocument: true,
          issues: [{ type: 'wrong-document', severity: 'error', details: 'A bank statement is not a Form I-130.' }],
        },
        {
          documentId: 'd3',
          name: 'i-864.pdf',
          wrongDocument: false,
          issues: [{ type: 'expires-soon', severity: 'warning', details: 'Renew soon.' }],
        },
        { documentId: 'd4', name: 'marriage.pdf', wrongDocument: false, issues: [] },
      ],
      report: {
        reportId: 'rep1',
        title: 'Document review: Family-Based',
        summary: 'Two files need work.',
        issues: [],
        recommendations: ['Renew your passport.'],
        missing: [
          { key: 'form-i-130', label: 'Form I-130' },
          { key: 'financial-evidence', label: 'Financial evidence' },
        ],
      },
    },
  };

  it('reads our API’s documents: counts wrong and missing documents and names the files with errors', () => {
    const text = toolFollowUp('review_documents', apiResult);
    expect(text).toContain('**Document review: Family-Based**');
    expect(text).toContain(
      'I reviewed 4 documents. 4 issues need your attention before you file. 1 file is not the document this category asks for, and 2 required documents are missing.',
    );
    expect(text).toContain('Files with errors: **passport.pdf**, **statement.pdf**.');
    expect(text).not.toContain('**i-864.pdf**');
    // Errors before warnings within a file, each line naming its file.
    expect(text).toContain(
      '- passport.pdf: Invalid MRZ: A check digit of the machine-readable zone is wrong.\n- passport.pdf: Expires soon: The passport expires in 3 months.',
    );
    expect(text).toContain('**Missing documents**\n\n- Form I-130\n- Financial evidence');
    expect(text).toContain('- Renew your passport.');
    expect(text).toContain(
      '[Open the full report](/ai-assistant/documents?review=r1). The report is saved to your case: [View your case](/cases/view?case=case-7).',
    );
  });

  it('prefers the report’s issue lines, and reads the same result under the spec’s `analyses`', () => {
    const { documents, ...rest } = apiResult.output;
    const report = { ...rest.report, issues: ['passport.pdf: the check digits do not match.'] };
    const text = toolFollowUp('review_documents', { output: { ...rest, report, analyses: documents } });
    expect(text).toContain('I reviewed 4 documents. 1 issue needs your attention before you file.');
    expect(text).toContain('- passport.pdf: the check digits do not match.');
    expect(text).not.toContain('Expires soon');
  });

  it('treats the spec’s docType: false as a wrong document and an issue without severity as an error', () => {
    const text = toolFollowUp('review_documents', {
      output: {
        analyses: [
          { name: 'photo.png', docType: false, issues: [] },
          { filename: 'form.pdf', issues: [{ type: 'Unsigned', details: 'Sign page 2.' }] },
        ],
        report: { title: 'Review' },
      },
    });
    expect(text).toContain('1 file is not the document this category asks for.');
    expect(text).toContain('Files with errors: **photo.png**, **form.pdf**.');
  });

  it('writes file names as literal text', () => {
    const text = toolFollowUp('review_documents', {
      output: { documents: [{ name: 'my_[scan](x).pdf', wrongDocument: true, issues: [] }], report: { title: 'R' } },
    });
    expect(text).toContain('Files with errors: **my\\_\\[scan\\](x).pdf**.');
  });

  it('says only what is missing when every file is fine', () => {
    const text = toolFollowUp('review_documents', {
      output: { documents: [{ name: 'a.pdf', issues: [] }], report: { title: 'R', missing: ['Form I-130'] } },
    });
    expect(text).toContain('I reviewed 1 document. 1 required document is missing.');
    expect(text).not.toContain('No issues were flagged');
    expect(text).not.toContain('Files with errors');
  });

  it('shows more lines when asked to, for a chat that starts with the report', () => {
    const issues = Array.from({ length: 8 }, (_, i) => `issue ${i}`);
    expect(documentsFollowUp({ report: { title: 'R', issues } })).toContain('- …and 3 more');
    const full = documentsFollowUp({ report: { title: 'R', issues } }, { maxItems: 20 });
    expect(full).toContain('- issue 7');
    expect(full).not.toContain('more');
  });

  it('survives an empty result', () => {
    expect(toolFollowUp('review_documents', {})).toContain("couldn't get a result from the document review");
  });
});

describe('toolFollowUp: create_case and others', () => {
  it('confirms with a link to the case', () => {
    expect(toolFollowUp('create_case', { caseId: 'abc' })).toContain('Your case has been created. [View your case](/cases/view?case=abc).');
    expect(toolFollowUp('create_case', { caseId: 'abc', created: true })).toContain('Your case has been created.');
  });

  it('says an existing case the user chose is linked, not created', () => {
    const text = toolFollowUp('create_case', { caseId: 'abc', created: false });
    expect(text).toContain('This chat is now linked to your case. [View your case](/cases/view?case=abc).');
    expect(text).not.toContain('created');
  });

  it('reports a failure', () => {
    expect(toolFollowUp('create_case', { error: { message: 'Not allowed' } })).toContain("couldn't create the case (Not allowed)");
    expect(toolFollowUp('create_case', null)).toContain("couldn't create the case (no case number came back)");
  });

  it('handles an unknown tool', () => {
    expect(toolFollowUp('mystery', {})).toBe('The mystery step has finished.');
    expect(toolFollowUp('mystery', { error: 'boom' })).toBe('The mystery step failed (boom).');
  });
});

describe('toolFollowUp in the user’s language', () => {
  it('explains an eligibility result in Spanish, French and German', () => {
    const result = { output: { analysis: { eligible: true, reasons: ['Razón'] }, caseId: 'c1' } };
    const es = toolFollowUp('check_eligibility', result, { category: 'Family-Based' }, 'es');
    expect(es).toContain('Buenas noticias: según los datos que dio, parece que **califica** para **Family-Based**.');
    expect(es).toContain('**Por qué**');
    expect(es).toContain('[Ver su caso](/cases/view?case=c1)');
    expect(toolFollowUp('check_eligibility', result, undefined, 'fr')).toContain('**Pourquoi**');
    expect(toolFollowUp('create_case', { caseId: 'c2' }, undefined, 'de')).toContain('Ihr Fall ist angelegt.');
  });

  it('counts a document review in Spanish', () => {
    const text = documentsFollowUp(
      {
        output: {
          documents: [
            { name: 'a.pdf', issues: [{ type: 'expired', severity: 'error' }] },
            { name: 'b.pdf', issues: [] },
          ],
        },
      },
      { language: 'es' },
    );
    expect(text).toContain('Revisé 2 documentos. 1 problema requiere su atención antes de presentar.');
    expect(text).toContain('Archivos con errores: **a.pdf**.');
  });
});
