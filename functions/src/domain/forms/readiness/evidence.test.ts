import { describe, expect, it } from 'vitest';
import type { Answers } from '../field-map';
import { renderEnglish } from '../../i18n/render';
import type { CaseDocument } from './document-tags';
import { evidenceChecklist, evidenceProblems } from './evidence';

const PACKAGE = ['I-130', 'I-130A', 'I-485', 'I-864', 'I-693'];
const doc = (kind: string, name: string): CaseDocument => ({ kind, name });

/** Everything the package asks for, one file each. */
const COMPLETE: CaseDocument[] = [
  doc('passport', 'james-us-passport.pdf'),
  doc('marriage-certificate', 'marriage certificate.pdf'),
  doc('passport-photo', 'james.jpg'),
  doc('passport-photo', 'rosa.jpg'),
  doc('birth-certificate', 'rosa birth certificate.pdf'),
  doc('passport', 'rosa-passport.pdf'),
  doc('unknown', 'rosa i-94.pdf'),
  doc('tax-return', '2024 1040.pdf'),
  doc('pay-stub', 'paystub october.pdf'),
  doc('unknown', 'I-693 medical exam.pdf'),
];

/** The spouses' names, which tell whose passport is whose. */
const NAMES: Answers = {
  'petitioner.givenName': 'James',
  'petitioner.familyName': 'Walker',
  'beneficiary.givenName': 'Rosa María',
  'beneficiary.familyName': 'Walker',
};

const missing = (documents: readonly CaseDocument[], answers: Answers = {}, forms = PACKAGE) =>
  evidenceProblems({ forms, answers: { ...NAMES, ...answers }, documents }).map((problem) => renderEnglish(problem.message));

describe('evidenceChecklist', () => {
  it("matches one file to each item, each spouse's documents to their own items", () => {
    const lines = evidenceChecklist({ forms: PACKAGE, answers: NAMES, documents: COMPLETE });
    expect(lines.map((line) => [line.key, line.file])).toEqual([
      ['petitioner-citizenship', 'james-us-passport.pdf'],
      ['marriage-certificate', 'marriage certificate.pdf'],
      ['petitioner-photo', 'james.jpg'],
      ['beneficiary-photos', 'rosa.jpg'],
      ['beneficiary-birth-certificate', 'rosa birth certificate.pdf'],
      ['beneficiary-passport', 'rosa-passport.pdf'],
      ['beneficiary-i94', 'rosa i-94.pdf'],
      ['sponsor-tax-return', '2024 1040.pdf'],
      ['sponsor-current-income', 'paystub october.pdf'],
      ['medical-exam', 'I-693 medical exam.pdf'],
    ]);
    expect(evidenceProblems({ forms: PACKAGE, answers: NAMES, documents: COMPLETE })).toEqual([]);
  });

  it('tells whose document a file is by the name review read on it, given names first as spouses share a family name', () => {
    const documents = [doc('passport', 'scan1.pdf'), { ...doc('passport', 'scan2.pdf'), holder: 'WALKER, ROSA MARIA' }];
    const lines = evidenceChecklist({ forms: ['I-130', 'I-485'], answers: NAMES, documents });
    expect(lines.find((line) => line.key === 'beneficiary-passport')?.file).toBe('scan2.pdf');
    expect(lines.find((line) => line.key === 'petitioner-citizenship')?.file).toBe('scan1.pdf');
    // Rosa's only passport cannot prove James's citizenship.
    const alone = evidenceChecklist({ forms: ['I-130'], answers: NAMES, documents: documents.slice(1) });
    expect(alone.find((line) => line.key === 'petitioner-citizenship')?.file).toBeNull();
  });

  it("moves a file where it is needed: the only birth certificate proves the petitioner's citizenship when no passport does", () => {
    const lines = evidenceChecklist({ forms: ['I-130'], answers: {}, documents: [doc('birth-certificate', 'james birth.pdf')] });
    expect(lines.find((line) => line.key === 'petitioner-citizenship')?.file).toBe('james birth.pdf');
  });

  it('asks only what the forms of the package ask', () => {
    const keys = evidenceChecklist({ forms: ['I-130', 'I-130A'], answers: {}, documents: [] }).map((line) => line.key);
    expect(keys).toEqual(['petitioner-citizenship', 'marriage-certificate', 'petitioner-photo', 'beneficiary-photos']);
  });
});

describe('evidenceProblems', () => {
  it('names each item not uploaded, e.g. the beneficiary birth certificate', () => {
    const documents = COMPLETE.filter((document) => document.kind !== 'birth-certificate');
    expect(missing(documents)).toEqual(["Beneficiary's birth certificate: not uploaded."]);
    const [problem] = evidenceProblems({ forms: PACKAGE, answers: NAMES, documents });
    expect(problem).toMatchObject({ kind: 'evidence', severity: 'warning', refs: [{ form: 'I-485', part: '', item: '' }] });
  });

  it('blocks on the proof of citizenship and the marriage certificate', () => {
    const documents = COMPLETE.filter(
      (document) => document.name !== 'marriage certificate.pdf' && document.name !== 'james-us-passport.pdf',
    );
    const problems = evidenceProblems({ forms: PACKAGE, answers: NAMES, documents });
    // Rosa's passport is hers: it cannot stand in for James's proof of citizenship.
    expect(problems.map((problem) => [problem.severity, problem.message.params?.['item']])).toEqual([
      ['blocker', { key: 'forms:evidencePetitionerCitizenship' }],
      ['blocker', { key: 'forms:evidenceMarriageCertificate' }],
    ]);
  });

  it('blocks a package whose I-485 has no signed I-693, as USCIS rejects it', () => {
    const problems = evidenceProblems({ forms: PACKAGE, answers: NAMES, documents: COMPLETE.slice(0, -1) });
    expect(problems.map((problem) => [problem.kind, problem.severity])).toEqual([['medical-exam', 'blocker']]);
    expect(renderEnglish(problems[0]!.message)).toContain('Since December 2, 2024, USCIS rejects a Form I-485');
  });

  it('asks proof that each prior marriage ended, by the prior spouse named or by the times married', () => {
    const answers: Answers = {
      'petitioner.timesMarried': 2,
      'petitioner.priorSpouse.0.givenName': 'Anne',
      'petitioner.priorSpouse.0.familyName': 'Baker',
      'beneficiary.timesMarried': 2,
    };
    expect(missing(COMPLETE, answers)).toEqual([
      'Proof that the prior marriage of the petitioner to Anne Baker ended (divorce decree, annulment or death certificate): not uploaded.',
      'Proof that a prior marriage of the beneficiary ended (divorce decree, annulment or death certificate): not uploaded.',
    ]);
    const ended = [...COMPLETE, doc('divorce-decree', 'divorce.pdf'), doc('unknown', 'death certificate.pdf')];
    expect(missing(ended, answers)).toEqual([]);
    const problems = evidenceProblems({ forms: PACKAGE, answers: { ...NAMES, ...answers }, documents: COMPLETE });
    expect(problems.map((problem) => problem.severity)).toEqual(['blocker', 'blocker']);
  });

  it('asks no prior-marriage proof of a first marriage', () => {
    expect(missing(COMPLETE, { 'petitioner.timesMarried': 1, 'beneficiary.timesMarried': 1 })).toEqual([]);
  });
});

describe('the I-864A of each household member a sponsor counts', () => {
  const answers: Answers = {
    ...NAMES,
    'petitioner.householdMember.0.name': 'Ana Walker',
    'petitioner.householdMember.1.name': 'Rosa María Walker',
    'jointSponsor.householdMember.0.name': 'Pedro Ruiz',
  };

  it('asks one per member named, on the sponsor’s own I-864, and none of the beneficiary listed for her income', () => {
    const lines = evidenceChecklist({ forms: [...PACKAGE, 'I-864 (joint sponsor)'], answers, documents: [] }).filter((line) =>
      line.key.startsWith('household-member-i864a'),
    );
    expect(lines.map((line) => [line.key, line.forms, renderEnglish(line.label)])).toEqual([
      [
        'household-member-i864a.petitioner.0',
        ['I-864'],
        "Form I-864A signed by Ana Walker and the petitioner, with proof of Ana Walker's income",
      ],
      [
        'household-member-i864a.jointSponsor.0',
        ['I-864 (joint sponsor)'],
        "Form I-864A signed by Pedro Ruiz and the joint sponsor, with proof of Pedro Ruiz's income",
      ],
    ]);
    const petitionerOnly = evidenceChecklist({ forms: PACKAGE, answers, documents: [] });
    expect(petitionerOnly.filter((line) => line.key.startsWith('household-member-i864a')).map((line) => line.key)).toEqual([
      'household-member-i864a.petitioner.0',
    ]);
  });

  it('is fulfilled by a file named for the I-864A', () => {
    const lines = evidenceChecklist({ forms: PACKAGE, answers, documents: [doc('form-i-864', 'ana i-864a signed.pdf')] });
    expect(lines.find((line) => line.key === 'household-member-i864a.petitioner.0')?.file).toBe('ana i-864a signed.pdf');
  });
});
