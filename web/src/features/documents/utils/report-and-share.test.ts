import { describe, expect, it } from 'vitest';
import { reportText } from './report-text';
import { distinctNames } from './file-labels';
import { shareTargets } from './share-targets';

describe('reportText', () => {
  it('puts the title, summary and each non-empty list on the clipboard', () => {
    const text = reportText({
      reportId: 'r1',
      title: 'Family-Based document review',
      summary: '2 documents checked; 1 issue.',
      issues: ['passport.pdf: the passport expired on 2020-01-01.'],
      recommendations: ['Renew your passport.'],
      missing: [{ key: 'form-i-864', label: 'Form I-864' }],
    });
    expect(text).toBe(
      [
        'Family-Based document review',
        '',
        '2 documents checked; 1 issue.',
        '',
        'Issues:',
        '- passport.pdf: the passport expired on 2020-01-01.',
        '',
        'Recommendations:',
        '- Renew your passport.',
        '',
        'Missing documents:',
        '- Form I-864',
      ].join('\n'),
    );
  });

  it('leaves out empty lists', () => {
    expect(reportText({ reportId: 'r', title: 'T', summary: 'S', issues: [], recommendations: [], missing: [] })).toBe('T\n\nS');
  });
});

describe('shareTargets', () => {
  it("opens each site's standard share page for the link", () => {
    const url = 'http://127.0.0.1:5000/shared/reports/abc_DEF-123';
    const targets = shareTargets(url, 'My review & report');
    const encoded = encodeURIComponent(url);
    expect(targets.facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
    expect(targets.twitter).toBe(`https://twitter.com/intent/tweet?url=${encoded}&text=My%20review%20%26%20report`);
    expect(targets.linkedin).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`);
    const mail = new URL(targets.email);
    expect(mail.protocol).toBe('mailto:');
    expect(mail.searchParams.get('subject')).toBe('My review & report');
    expect(mail.searchParams.get('body')).toContain(url);
  });
});

describe('distinctNames', () => {
  it('numbers repeated names so each remove button has its own name', () => {
    expect(distinctNames(['a.pdf', 'b.pdf', 'a.pdf', 'a.pdf'])).toEqual(['a.pdf', 'b.pdf', 'a.pdf (2)', 'a.pdf (3)']);
  });
});
