// The "Ready to file?" check of a case (GET /cases/{id}/forms/{formId}/check, and the packet's last page): every
// concern of this folder put together, plus the required answers still missing. A form is ready when none of its
// problems is a blocker (docs/forms-readiness.md).
import { msg } from '../../../shared/i18n/message';
import { isAnswered, type Answers, type FormMap } from '../field-map';
import type { Goal } from '../facts/goals';
import { printedForm } from '../form-maps';
import type { PassportReading } from '../prefill';
import { plannedQuestions, unanswered } from '../questions';
import type { CaseDocument } from './document-tags';
import { editionProblems, type KeptEdition } from './editions';
import { evidenceProblems } from './evidence';
import { feeProblems } from './fees';
import { identityProblems } from './identity';
import { incomeProblems } from './income';
import { greenCardReplacementProblems } from './green-card-replacement';
import { marriageEvidenceProblems } from './marriage-evidence';
import { extendStayProblems } from './extend-stay';
import { fiancePetitionProblems } from './fiance-petition';
import { naturalizationProblems } from './naturalization';
import { removeConditionsProblems } from './remove-conditions';
import type { Problem } from './problem';
import { signatureProblems } from './signatures';

export interface CaseCheckInput {
  goal: Goal;
  /** The goal's forms the app fills. */
  maps: readonly FormMap[];
  answers: Answers;
  documents: readonly CaseDocument[];
  /** Passports document review read in the case, newest first, which the answered identity is compared with. */
  passports: readonly PassportReading[];
  kept: readonly KeptEdition[];
  /** YYYY-MM-DD. */
  today: string;
  /** A question's label in the reader's language, for the missing-answer messages. */
  labelOf: (questionId: string) => string;
}

/** Whether an optional form is begun: one of its own questions answered, or for a copy, a fact of its person. */
function begun(map: FormMap, answers: Answers): boolean {
  if (map.questions.some((question) => isAnswered(answers[question.id]))) return true;
  const person = map.copyOf?.person;
  return person !== undefined && Object.entries(answers).some(([id, value]) => id.startsWith(`${person}.`) && isAnswered(value));
}

/**
 * The forms the applicant files: the required ones, and the optional ones they have begun to answer (a joint
 * sponsor's I-864 once the joint sponsor is named).
 */
export function filedForms(goal: Goal, maps: readonly FormMap[], answers: Answers): string[] {
  return goal.forms
    .filter((entry) => {
      if (entry.required) return true;
      const map = maps.find((candidate) => candidate.form === entry.form);
      return map ? begun(map, answers) : false;
    })
    .map((entry) => entry.form);
}

function missingAnswers(map: FormMap, input: CaseCheckInput): Problem[] {
  return unanswered(plannedQuestions(map, input.maps, input.answers, input.today), input.answers).map((question) => ({
    kind: 'missing-answer',
    severity: 'blocker',
    message: msg('forms:readyMissingAnswer', { question: input.labelOf(question.id) }),
    refs: question.refs.filter((ref) => ref.form === map.form).map((ref) => ({ ...ref, questionId: question.id })),
  }));
}

/** Every problem of the package, each naming the forms it concerns. */
export function casePackageProblems(input: CaseCheckInput): Problem[] {
  const forms = filedForms(input.goal, input.maps, input.answers);
  const filled = input.maps.filter((map) => forms.includes(map.form));
  return [
    ...filled.flatMap((map) => missingAnswers(map, input)),
    ...identityProblems({ answers: input.answers, passports: input.passports, maps: filled }),
    ...editionProblems(forms, input.kept),
    // Each sponsor's I-864, the petitioner's and a joint sponsor's, against its own household's line.
    ...filled
      .filter((map) => printedForm(map.form) === 'I-864')
      .flatMap((map) => incomeProblems({ answers: input.answers, today: input.today, citizenSponsoringSpouse: true, map })),
    ...evidenceProblems({ forms, answers: input.answers, documents: input.documents }),
    ...(forms.includes('I-130') || forms.includes('I-751')
      ? marriageEvidenceProblems(input.documents, forms.includes('I-751') ? 'I-751' : 'I-130')
      : []),
    ...(forms.includes('I-751') ? removeConditionsProblems(input.answers, input.today) : []),
    ...(forms.includes('I-90') ? greenCardReplacementProblems(input.answers) : []),
    ...(forms.includes('N-400') ? naturalizationProblems(input.answers, input.today) : []),
    ...(forms.includes('I-539') ? extendStayProblems(input.answers, input.today) : []),
    ...(forms.includes('I-129F') ? fiancePetitionProblems(input.answers) : []),
    ...feeProblems(forms, input.answers),
    ...signatureProblems(forms),
  ];
}

/** The problems of one form: those whose places include it. */
export const formProblems = (problems: readonly Problem[], form: string): Problem[] =>
  problems.filter((problem) => problem.refs.some((ref) => ref.form === form));

export const isReady = (problems: readonly Problem[]): boolean => !problems.some((problem) => problem.severity === 'blocker');
