import { describe, expect, it } from 'vitest';
import type { Answers } from './field-map';
import { FOLLOW_UPS } from './facts/follow-ups';
import { GOALS } from './facts/goals';
import { FORM_MAPS, printedForm, printedQuestionId } from './form-maps';
import { I_864 } from './maps/i-864';
import { I_864_JOINT_SPONSOR, JOINT_SPONSOR_I864 } from './maps/i-864-joint-sponsor';
import { plannedQuestions } from './questions';
import { questionText } from './question-texts';
import { editionProblems } from './readiness/editions';
import { evidenceChecklist } from './readiness/evidence';
import { feesFor } from './readiness/fees';
import { filedForms } from './readiness/case-check';
import { signatureNotes } from './readiness/signatures';
import { renderEnglish } from '../i18n/render';

const GOAL = GOALS[0]!;
const MAPS = FORM_MAPS.filter((map) => GOAL.forms.some((entry) => entry.form === map.form));

describe("the joint sponsor's I-864, a copy of the printed form", () => {
  it("fills the same fields with the joint sponsor's facts and answers of its own, and keeps the beneficiary's", () => {
    const questions = new Set(I_864_JOINT_SPONSOR.fields.map((field) => field.question));
    expect(questions.has('jointSponsor.familyName')).toBe(true);
    expect(questions.has('i-864-joint.householdSize')).toBe(true);
    expect(questions.has('beneficiary.familyName')).toBe(true);
    expect([...questions].some((id) => id.startsWith('petitioner.') || id.startsWith('i-864.'))).toBe(false);
    const fieldOf = (question: string) => I_864.fields.find((field) => field.question === question)?.field;
    const jointFieldOf = (question: string) => I_864_JOINT_SPONSOR.fields.find((field) => field.question === question)?.field;
    expect(jointFieldOf('jointSponsor.familyName')).toBe(fieldOf('petitioner.familyName'));
    expect(I_864_JOINT_SPONSOR.signatures.map((place) => place.signer)).toEqual(['jointSponsor', 'interpreter', 'preparer']);
    expect(I_864_JOINT_SPONSOR.additionalInfo?.header.map((field) => field.question)).toContain('jointSponsor.familyName');
  });

  it('offers only the joint-sponsor bases of Part 1 and leaves out active duty', () => {
    const basis = I_864_JOINT_SPONSOR.questions.find((question) => question.id === 'i-864-joint.basis');
    expect(basis?.options).toEqual(['only-joint-sponsor', 'joint-sponsor']);
    const boxes = I_864_JOINT_SPONSOR.fields.filter((field) => field.question === 'i-864-joint.basis');
    expect(boxes.map((field) => field.item)).toEqual(['1.d', '1.e']);
    expect(I_864_JOINT_SPONSOR.fields.some((field) => field.question === 'i-864-joint.activeDuty')).toBe(false);
  });

  it("is the printed form's PDF, edition, fee, wording and follow-ups", () => {
    expect(printedForm(JOINT_SPONSOR_I864)).toBe('I-864');
    expect(printedForm('I-130')).toBe('I-130');
    expect(printedQuestionId('i-864-joint.taxReturn.1.year')).toBe('i-864.taxReturn.1.year');
    expect(questionText('en', 'i-864-joint.householdSize')).toEqual(questionText('en', 'i-864.householdSize'));
    expect(FOLLOW_UPS['i-864-joint.secondEmployer']).toEqual({ question: 'i-864-joint.employmentStatus', equals: 'employed' });
    expect(FOLLOW_UPS['i-864-joint.activeDuty']).toBeUndefined();
    const fees = feesFor(['I-130', 'I-485', 'I-864', JOINT_SPONSOR_I864]);
    expect(fees.perForm[JOINT_SPONSOR_I864]).toMatchObject({ online: null, paper: 0 });
    const outdated = editionProblems([JOINT_SPONSOR_I864], [{ form: 'I-864', edition: '03/01/23' }]);
    expect(outdated.map((problem) => [problem.severity, problem.refs[0]?.form])).toEqual([['blocker', JOINT_SPONSOR_I864]]);
    const notes = signatureNotes([JOINT_SPONSOR_I864]).map((note) => renderEnglish(note.message));
    expect(notes[0]).toContain('the joint sponsor');
  });

  it('is filed once the joint sponsor is named, and asks nothing of the petitioner', () => {
    expect(filedForms(GOAL, MAPS, {})).not.toContain(JOINT_SPONSOR_I864);
    const named: Answers = { 'jointSponsor.familyName': 'Ruiz' };
    expect(filedForms(GOAL, MAPS, named)).toContain(JOINT_SPONSOR_I864);
    const asked = plannedQuestions(I_864_JOINT_SPONSOR, MAPS, named, '2026-11-29');
    expect(asked.find((question) => question.id === 'jointSponsor.familyName')).toMatchObject({ person: 'jointSponsor', required: true });
    expect(asked.some((question) => question.person === 'petitioner')).toBe(false);
    const mailing = plannedQuestions(I_864_JOINT_SPONSOR, MAPS, { ...named, 'jointSponsor.mailingIsHome': false }, '2026-11-29');
    expect(mailing.some((question) => question.id === 'jointSponsor.mailing.street')).toBe(true);
  });

  it("asks for the joint sponsor's proof of status and income, fulfilled by the joint sponsor's files only", () => {
    const answers: Answers = {
      'petitioner.givenName': 'James',
      'petitioner.familyName': 'Walker',
      'jointSponsor.givenName': 'Marta',
      'jointSponsor.familyName': 'Ruiz',
    };
    const forms = ['I-130', 'I-864', JOINT_SPONSOR_I864];
    const lines = evidenceChecklist({
      forms,
      answers,
      documents: [
        { kind: 'passport', name: 'james passport.pdf', holder: 'JAMES WALKER' },
        { kind: 'tax-return', name: 'marta ruiz 1040.pdf' },
      ],
    });
    const byKey = new Map(lines.map((line) => [line.key, line.file]));
    expect(byKey.get('petitioner-citizenship')).toBe('james passport.pdf');
    expect(byKey.get('joint-sponsor-status')).toBeNull();
    expect(byKey.get('joint-sponsor-tax-return')).toBe('marta ruiz 1040.pdf');
    expect(byKey.get('sponsor-tax-return')).toBeNull();
    expect(evidenceChecklist({ forms: ['I-864'], answers, documents: [] }).some((line) => line.key.startsWith('joint'))).toBe(false);
  });
});
