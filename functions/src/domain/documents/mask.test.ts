import { describe, expect, it } from 'vitest';
import type { ReviewedDocument } from '../../shared/documents/review-views';
import { maskDocumentNumber, maskForShare, maskIdentity, maskSharedText } from './mask';

describe('maskDocumentNumber', () => {
  it.each([
    ['L898902C3', '*****02C3'],
    ['X1234567', '****4567'],
    ['AB1234', '***234'],
    ['1234', '****'],
  ])('%s -> %s', (number, masked) => {
    expect(maskDocumentNumber(number)).toBe(masked);
  });
});

describe('maskIdentity and maskForShare', () => {
  const identity = {
    fullName: 'Anna Maria Eriksson',
    documentNumber: 'L898902C3',
    dateOfBirth: '1974-08-12',
    nationality: 'UTO',
    expiryDate: '2031-01-01',
  };

  it('masks the number, leaves the date of birth out, keeps the name, nationality and expiry', () => {
    expect(maskIdentity(identity)).toEqual({
      fullName: 'Anna Maria Eriksson',
      documentNumber: '*****02C3',
      nationality: 'UTO',
      expiryDate: '2031-01-01',
    });
    expect(maskIdentity({})).toEqual({});
  });

  it('removes the numbers and dates of birth from texts, however they are written', () => {
    const text = 'Passport L898902C3 (l898902c3): born August 12, 1974, 08/12/1974, 8/12/1974, 1974-08-12 or 12.08.1974.';
    expect(maskSharedText(text, [identity])).toBe(
      'Passport *****02C3 (*****02C3): born the date of birth (hidden), the date of birth (hidden), the date of birth (hidden), the date of birth (hidden) or the date of birth (hidden).',
    );
  });

  it('shapes the review for the public page: report and documents only, masked', () => {
    const doc: ReviewedDocument = {
      documentId: 'd1',
      name: 'passport.pdf',
      kind: 'passport',
      kindLabel: 'Passport',
      wrongDocument: false,
      satisfies: 'passport-copy',
      identity,
      issues: [
        {
          type: 'date-of-birth-mismatch',
          severity: 'error',
          details: 'The date of birth on passport.pdf (August 12, 1974) differs.',
          by: 'ai',
        },
      ],
      extraction: { method: 'pdf-text', characters: 10 },
      notice: null,
      person: null,
    };
    const shared = maskForShare({
      documents: [doc],
      report: {
        title: 'T',
        summary: 'S L898902C3',
        issues: ['Error: born 1974-08-12'],
        recommendations: ['R'],
        missing: [{ key: 'k', label: 'K' }],
      },
    });
    expect(shared).toEqual({
      title: 'T',
      summary: 'S *****02C3',
      issues: ['Error: born the date of birth (hidden)'],
      recommendations: ['R'],
      missing: [{ key: 'k', label: 'K' }],
      documents: [
        {
          name: 'passport.pdf',
          kindLabel: 'Passport',
          wrongDocument: false,
          identity: { fullName: 'Anna Maria Eriksson', documentNumber: '*****02C3', nationality: 'UTO', expiryDate: '2031-01-01' },
          issues: [
            {
              type: 'date-of-birth-mismatch',
              severity: 'error',
              details: 'The date of birth on passport.pdf (the date of birth (hidden)) differs.',
              by: 'ai',
            },
          ],
        },
      ],
    });
  });
});
