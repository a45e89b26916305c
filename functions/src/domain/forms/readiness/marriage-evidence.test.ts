import { describe, expect, it } from 'vitest';
import { renderEnglish } from '../../i18n/render';
import type { CaseDocument } from './document-tags';
import { countMarriageEvidence, MARRIAGE_EVIDENCE_LABELS, marriageEvidenceProblems } from './marriage-evidence';

const doc = (kind: string, name: string): CaseDocument => ({ kind, name });

/** One file of each kind. */
const EACH_KIND: CaseDocument[] = [
  doc('unknown', 'joint lease 2024.pdf'),
  doc('bank-statement', 'joint account statement.pdf'),
  doc('unknown', 'auto insurance policy.pdf'),
  doc('birth-certificate', 'daughter birth certificate.pdf'),
  doc('relationship-evidence', 'photos 2021-2025.pdf'),
  doc('relationship-evidence', 'affidavit of Pedro.pdf'),
];

describe('countMarriageEvidence', () => {
  it('counts each kind once, however many files it has', () => {
    const counted = countMarriageEvidence([...EACH_KIND, doc('unknown', 'lease renewal 2025.pdf')]);
    expect(counted.kinds).toBe(6);
    expect(counted.byKind['joint-residence']).toEqual(['joint lease 2024.pdf', 'lease renewal 2025.pdf']);
    for (const files of Object.values(counted.byKind)) expect(files.length).toBeGreaterThan(0);
  });

  it('names each kind for the packet', () => {
    expect(Object.values(MARRIAGE_EVIDENCE_LABELS).map((key) => renderEnglish({ key }))).toEqual([
      'Joint lease, deed or mortgage',
      'Joint bank or credit accounts',
      'Insurance naming the spouse',
      "Children's birth certificates",
      'Photos together over time',
      'Affidavits from people who know the couple',
    ]);
  });

  it('keeps relationship evidence whose name says no kind apart, and ignores other documents', () => {
    const counted = countMarriageEvidence([doc('relationship-evidence', 'scan1.pdf'), doc('passport', 'passport.pdf')]);
    expect(counted).toMatchObject({ kinds: 0, unsorted: ['scan1.pdf'] });
  });
});

describe('marriageEvidenceProblems', () => {
  it('blocks when no kind is uploaded, and says how many files could count if named', () => {
    const problems = marriageEvidenceProblems([doc('relationship-evidence', 'scan1.pdf')]);
    expect(problems.map((problem) => [problem.kind, problem.severity])).toEqual([['marriage-evidence', 'blocker']]);
    expect(renderEnglish(problems[0]!.message)).toMatch(
      /^No evidence that your marriage is real is uploaded\..* 1 file looks like relationship evidence/,
    );
    expect(renderEnglish(marriageEvidenceProblems([])[0]!.message)).toMatch(/affidavits from people who know you\.$/);
  });

  it('warns that one or two kinds are thin evidence', () => {
    for (const documents of [EACH_KIND.slice(0, 1), EACH_KIND.slice(0, 2)]) {
      const problems = marriageEvidenceProblems(documents);
      expect(problems.map((problem) => problem.severity)).toEqual(['warning']);
      expect(problems[0]?.message.params).toMatchObject({ kinds: documents.length });
    }
    expect(renderEnglish(marriageEvidenceProblems(EACH_KIND.slice(0, 1))[0]!.message)).toContain('shows 1 kind of the six');
  });

  it('is content with three kinds or more', () => {
    expect(marriageEvidenceProblems(EACH_KIND.slice(0, 3))).toEqual([]);
    expect(marriageEvidenceProblems(EACH_KIND)).toEqual([]);
  });
});
