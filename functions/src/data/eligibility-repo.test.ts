import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { eligibilityDocSchema } from './eligibility-repo';

const citation = { label: 'Student status', source: '8 CFR', reference: '8 CFR § 214.2(f)', url: 'https://www.ecfr.gov/' };
const analysis = {
  eligible: false,
  reasons: ['No I-20'],
  recommendations: ['Ask the school'],
  summary: 'Not yet.',
  citations: [citation],
  findings: [{ ruleId: 'i20', outcome: 'fail', reason: 'No I-20', recommendation: 'Ask the school', citation }],
};
const record = {
  ownerUid: 'u1',
  caseId: 'case-1',
  chatId: null,
  category: 'Student (F-1)',
  eligible: false,
  input: { category: 'Student (F-1)', categoryDetails: { hasI20: false } },
  analysis,
  checkedOn: '2026-01-05',
  createdAt: new Timestamp(1_767_609_000, 0),
};

describe('eligibilityDocSchema', () => {
  it('reads what the case details show of a stored check', () => {
    expect(eligibilityDocSchema.parse(record)).toEqual({
      ownerUid: 'u1',
      caseId: 'case-1',
      input: record.input,
      analysis,
      createdAt: '2026-01-05T10:30:00.000Z',
    });
    // A check stored before findings were kept reads with none.
    const { findings: _findings, ...older } = analysis;
    expect(eligibilityDocSchema.parse({ ...record, analysis: older }).analysis.findings).toEqual([]);
  });

  it('refuses a citation from a source the engine does not cite, and a check without its owner or case', () => {
    for (const bad of [
      { ...record, analysis: { ...analysis, citations: [{ ...citation, source: 'Blog' }] } },
      { ...record, ownerUid: undefined },
      { ...record, caseId: '' },
      { ...record, analysis: { ...analysis, reasons: 'No I-20' } },
    ]) {
      expect(eligibilityDocSchema.safeParse(bad).success).toBe(false);
    }
  });
});
