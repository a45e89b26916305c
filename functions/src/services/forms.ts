// Preparing a filing (docs/forms.md): the goals, a case's forms and their progress, the interview's questions and
// answers, the "Ready to file?" check, and the official PDFs filled off the event loop.
import { changeCaseAnswers, readCaseAnswers, type StoredAnswers } from '../data/case-answers-repo';
import { findKeptForm, keptForms } from '../data/form-templates';
import { listCaseReviews } from '../data/document-reviews-repo';
import { listDocuments } from '../data/documents-repo';
import { listCaseEligibility } from '../data/eligibility-repo';
import { getUser } from '../data/users-repo';
import { prefillAnswers, type PassportReading } from '../domain/forms/prefill';
import { casePlan } from '../domain/forms/plan';
import { listAppointments } from '../data/appointments-repo';
import { badRequest, notFound } from '../domain/errors';
import { isAnswered, type Answer, type FormMap } from '../domain/forms/field-map';
import { findGoal, type Goal, type GoalForm } from '../domain/forms/facts/goals';
import { formMapFor, formPerson, printedForm } from '../domain/forms/form-maps';
import { goalsView } from '../domain/forms/goal-views';
import { questionView } from '../domain/forms/question-views';
import { factOf, plannedQuestions, unanswered, type PlannedQuestion } from '../domain/forms/questions';
import { feesFor, type Fee } from '../domain/forms/readiness/fees';
import { casePackageProblems, filedForms, formProblems, isReady } from '../domain/forms/readiness/case-check';
import type { CaseDocument } from '../domain/forms/readiness/document-tags';
import { evidenceChecklist } from '../domain/forms/readiness/evidence';
import type { Problem } from '../domain/forms/readiness/problem';
import { signatureNotes } from '../domain/forms/readiness/signatures';
import { packetCoverPdf } from '../domain/forms/packet-cover';
import { questionText } from '../domain/forms/question-texts';
import { render } from '../domain/i18n/render';
import type { CaseReview } from '../domain/cases/case-details';
import type { CaseRecord } from '../domain/cases/case-record';
import type { CaseEligibilityEntry } from '../shared/cases/case-views';
import { fillOfficialForm, mergePdfs } from '../filling/form-filler';
import { answerProblem, cleanAnswer } from '../shared/forms/answer-rules';
import type { AnswersInput } from '../shared/forms/answer-input';
import type { PersonRole } from '../shared/forms/profile-facts';
import {
  formIdOf,
  type CaseFormsView,
  type CaseFormView,
  type FeeView,
  type FormCheckView,
  type FormStatus,
  type GoalsView,
  type PlanStepView,
  type ProblemView,
  type QuestionsView,
} from '../shared/forms/form-views';
import type { Locale } from '../shared/i18n/locale';
import type { SignedInUser } from '../domain/signed-in-user';
import { msg, type Message } from '../shared/i18n/message';
import { timelineEntry } from '../domain/cases/timeline-text';
import { changeOwnedCase, ownedCase } from './cases';

export const listGoals = (locale: Locale): GoalsView => goalsView(locale);

export const FORM_NOT_FOUND = msg('errors:formNotInCase');

const today = (): string => new Date().toISOString().slice(0, 10);
/** The kept official PDF a form of the case is filled on: a copy's (the joint sponsor's I-864) is the printed form's. */
const keptFormOf = (form: string) => findKeptForm(printedForm(form));

/** The forms the app fills for a goal: a field map and a kept official PDF. */
const fillableMaps = (goal: Goal): FormMap[] =>
  goal.forms.flatMap((entry) => {
    const map = formMapFor(entry.form);
    return map && keptFormOf(entry.form) ? [map] : [];
  });

interface CaseGoal {
  record: CaseRecord;
  goal: Goal | undefined;
  maps: FormMap[];
}

async function caseGoal(uid: string, caseId: string): Promise<CaseGoal> {
  const record = await ownedCase(uid, caseId);
  const goal = findGoal(record.goal);
  return { record, goal, maps: goal ? fillableMaps(goal) : [] };
}

/** The case's form named in the path; another form answers 404 like a missing one. */
function goalForm(goal: Goal | undefined, formId: string): GoalForm {
  const entry = goal?.forms.find((candidate) => formIdOf(candidate.form) === formId);
  if (!entry) throw notFound(FORM_NOT_FOUND);
  return entry;
}

function mapOf(maps: readonly FormMap[], form: string): FormMap {
  const map = maps.find((candidate) => candidate.form === form);
  if (!map) throw notFound(FORM_NOT_FOUND);
  return map;
}

interface Progress {
  asked: number;
  answered: number;
  missing: PlannedQuestion[];
}

function progressOf(planned: readonly PlannedQuestion[], stored: StoredAnswers): Progress {
  const answered = planned.filter((question) => isAnswered(stored.answers[question.id]));
  return { asked: planned.length, answered: answered.length, missing: unanswered(planned, stored.answers) };
}

/** Each fillable form's progress, worked out once for the forms list and the plan. */
function progressByForm(maps: readonly FormMap[], stored: StoredAnswers): Map<string, Progress> {
  const day = today();
  return new Map(maps.map((map) => [map.form, progressOf(plannedQuestions(map, maps, stored.answers, day), stored)]));
}

const statusOf = (progress: Progress): FormStatus =>
  progress.answered === 0 ? 'not-started' : progress.missing.length === 0 ? 'ready' : 'in-progress';

const feeView = (fee: Fee | undefined): FeeView => (fee ? { online: fee.online, paper: fee.paper } : { online: null, paper: 0 });

const NOT_FILLED: Progress = { asked: 0, answered: 0, missing: [] };

function formsView(
  goal: Goal,
  maps: readonly FormMap[],
  stored: StoredAnswers,
  progress: ReadonlyMap<string, Progress>,
  plan: PlanStepView[],
): CaseFormsView {
  const fees = feesFor(
    goal.forms.map((entry) => entry.form),
    stored.answers,
  );
  const forms: CaseFormView[] = goal.forms.map((entry) => {
    const map = maps.find((candidate) => candidate.form === entry.form);
    const own = progress.get(entry.form) ?? NOT_FILLED;
    return {
      formId: formIdOf(entry.form),
      form: entry.form,
      title: entry.title,
      edition: keptFormOf(entry.form)?.edition ?? null,
      required: entry.required,
      fillable: map !== undefined,
      officialPage: entry.officialPage,
      status: map ? statusOf(own) : 'not-started',
      missing: own.missing.length,
      answered: own.answered,
      asked: own.asked,
      fee: feeView(fees.perForm[entry.form]),
    };
  });
  // What the applicant will pay, as the packet prints it: the required forms, and the optional ones they have started.
  const total = feeView(feesFor(filedForms(goal, maps, stored.answers), stored.answers).total);
  return { goal: goal.id, forms, total, plan };
}

/** What the prefill and the plan read besides the answers: the case's document reviews and eligibility checks. */
interface CaseSources {
  reviews: CaseReview[];
  checks: CaseEligibilityEntry[];
}

const caseSources = async (uid: string, caseId: string): Promise<CaseSources> => {
  const [reviews, checks] = await Promise.all([listCaseReviews(uid, caseId), listCaseEligibility(uid, caseId)]);
  return { reviews, checks };
};

/**
 * The forms list with the case's plan, whose steps come from its records: eligibility checks, documents, answers,
 * appointments and status. Each form's progress is worked out once, for both.
 */
async function formsWithPlan(
  uid: string,
  record: CaseRecord,
  goal: Goal,
  maps: readonly FormMap[],
  stored: StoredAnswers,
  sources: CaseSources,
): Promise<CaseFormsView> {
  const [documents, appointments] = await Promise.all([caseDocuments(uid, record.id, sources.reviews), listAppointments(uid)]);
  const forms = filedForms(goal, maps, stored.answers);
  const progress = progressByForm(maps, stored);
  const missingAnswers = forms.reduce((sum, form) => sum + (progress.get(form)?.missing.length ?? 0), 0);
  const missingEvidence = evidenceChecklist({ forms, answers: stored.answers, documents }).filter(
    (line) => line.file === null && line.severity === 'blocker',
  ).length;
  const plan = casePlan(
    {
      status: record.status,
      submissionDate: record.submissionDate,
      receiptNumber: record.receiptNumber,
      interviewDate: record.interviewDate,
      eligibilityChecks: sources.checks.length,
      missingEvidence,
      missingAnswers,
      appointments: appointments.filter((entry) => entry.caseId === record.id),
      now: new Date().toISOString(),
    },
    goal.afterFiling,
    goal.eligibilityCheck,
  );
  return formsView(goal, maps, stored, progress, plan);
}

/** What document review read from the case's passports, newest first. */
const passportsOf = (reviews: readonly CaseReview[]): PassportReading[] =>
  [...reviews]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .flatMap((review) => review.documents.filter((document) => document.kind === 'passport').map((document) => document.identity));

/**
 * The case's answers, with what the app already knows offered first (marked prefilled): once per fact, so an answer
 * the applicant clears stays cleared.
 */
async function answersWithPrefill(
  user: SignedInUser,
  caseId: string,
  { reviews, checks }: CaseSources,
  role: PersonRole,
): Promise<StoredAnswers> {
  const { uid } = user;
  const [stored, profile] = await Promise.all([readCaseAnswers(uid, caseId), getUser(uid)]);
  const email = profile?.email || user.email || null;
  const known = prefillAnswers({ email, passports: passportsOf(reviews), eligibility: checks[0]?.data ?? null }, today(), role);
  const fresh = Object.entries(known).filter(([id]) => !(id in stored.answers) && !stored.offered.has(id));
  if (fresh.length === 0) return stored;
  return changeCaseAnswers(uid, caseId, { set: Object.fromEntries(fresh), prefill: true });
}

/** A case without a goal has no forms to prepare yet. */
const NO_GOAL: CaseFormsView = { goal: null, forms: [], total: { online: 0, paper: 0 }, plan: [] };

export async function caseForms(user: SignedInUser, caseId: string): Promise<CaseFormsView> {
  const { record, goal, maps } = await caseGoal(user.uid, caseId);
  if (!goal) return NO_GOAL;
  const sources = await caseSources(user.uid, record.id);
  const stored = await answersWithPrefill(user, record.id, sources, goal.accountHolder);
  return formsWithPlan(user.uid, record, goal, maps, stored, sources);
}

export async function formQuestions(
  user: SignedInUser,
  caseId: string,
  formId: string,
  locale: Locale,
  reveal: boolean,
): Promise<QuestionsView> {
  const { record, goal, maps } = await caseGoal(user.uid, caseId);
  const entry = goalForm(goal, formId);
  const map = mapOf(maps, entry.form);
  const stored = await answersWithPrefill(user, record.id, await caseSources(user.uid, record.id), goal?.accountHolder ?? 'beneficiary');
  const planned = plannedQuestions(map, maps, stored.answers, today());
  const input = { locale, form: entry.form, answers: stored.answers, prefilled: stored.prefilled, reveal };
  return { questions: planned.map((question) => questionView(question, input)) };
}

/** Checks every answer against its question; one bad answer refuses the request, naming each bad one. */
function checkedAnswers(maps: readonly FormMap[], input: AnswersInput): Record<string, Answer | null> {
  const problems: Record<string, Message> = {};
  const clean: Record<string, Answer | null> = {};
  const day = today();
  for (const [id, given] of Object.entries(input.answers)) {
    const fact = factOf(id, maps);
    if (!fact || !maps.some((map) => map.fields.some((field) => field.question === id) || map.questions.some((q) => q.id === id))) {
      problems[`answers.${id}`] = msg('validation:answerNotAQuestion');
      continue;
    }
    if (given === null) {
      clean[id] = null;
      continue;
    }
    const value = cleanAnswer(fact, given);
    const problem = answerProblem(id, fact, value, day);
    if (problem) problems[`answers.${id}`] = problem;
    else clean[id] = value;
  }
  if (Object.keys(problems).length > 0) throw badRequest(msg('validation:checkTheHighlightedAnswers'), problems);
  return clean;
}

export async function saveAnswers(uid: string, caseId: string, input: AnswersInput): Promise<CaseFormsView> {
  const { record, goal, maps } = await caseGoal(uid, caseId);
  if (!goal) throw notFound(FORM_NOT_FOUND);
  const stored = await changeCaseAnswers(uid, record.id, { set: checkedAnswers(maps, input), prefill: false });
  return formsWithPlan(uid, record, goal, maps, stored, await caseSources(uid, record.id));
}

/** A person's name as the continuation sheet and the cover letter write it: given, middle, family. */
const personName = (answers: StoredAnswers['answers'], role: string): string =>
  ['givenName', 'middleName', 'familyName']
    .map((part) => answers[`${role}.${part}`])
    .filter(isAnswered)
    .join(' ');

function sheetHeading(form: string, answers: StoredAnswers['answers']) {
  const role = formPerson(form);
  return { name: personName(answers, role), aNumber: String(answers[`${role}.aNumber`] ?? '') };
}

export interface MadePdf {
  bytes: Uint8Array;
  fileName: string;
}

/** "I-130, edition 04/01/24": a form and the edition it was filled from, as the timeline and the packet name them. */
const withEdition = (form: string): string => `${form}, edition ${keptFormOf(form)?.edition ?? '?'}`;

/** Each generation is recorded on the case's timeline with the editions it used. */
async function noteGenerated(uid: string, caseId: string, message: Message): Promise<void> {
  await changeOwnedCase(uid, caseId, () => ({ changes: {}, entries: [timelineEntry(new Date().toISOString(), 'applicant', message)] }));
}

async function fillFor(form: string, stored: StoredAnswers): Promise<Uint8Array> {
  const filled = await fillOfficialForm({ form, answers: stored.answers, heading: sheetHeading(form, stored.answers) });
  return filled.bytes;
}

/** One form filled as far as answered, named by the form and its edition ("I-130_edition_04-01-24.pdf"). */
export async function formPdf(uid: string, caseId: string, formId: string): Promise<MadePdf> {
  const { record, goal, maps } = await caseGoal(uid, caseId);
  const entry = goalForm(goal, formId);
  mapOf(maps, entry.form);
  const bytes = await fillFor(entry.form, await readCaseAnswers(uid, record.id));
  const edition = keptFormOf(entry.form)?.edition ?? '';
  await noteGenerated(uid, record.id, msg('timeline:formsGenerated', { editions: withEdition(entry.form) }));
  return {
    bytes,
    fileName: `${entry.form.replace(/[^A-Za-z0-9-]+/g, '-').replace(/-+$/, '')}_edition_${edition.replaceAll('/', '-')}.pdf`,
  };
}

/** The case's documents as the evidence checks read them: each reviewed file with its kind and holder, then the rest. */
async function caseDocuments(uid: string, caseId: string, reviews: readonly CaseReview[]): Promise<CaseDocument[]> {
  const stored = await listDocuments(uid, caseId);
  const reviewed = reviews.flatMap((review) =>
    review.documents.map((document) => ({
      kind: document.kind,
      name: document.caseFileName ?? document.name,
      ...(document.identity.fullName ? { holder: document.identity.fullName } : {}),
    })),
  );
  const seen = new Set(reviewed.map((document) => document.name));
  return [
    ...reviewed,
    ...stored.filter((document) => !seen.has(document.name)).map((document) => ({ kind: 'unknown', name: document.name })),
  ];
}

interface PackageCheck {
  goal: Goal;
  record: CaseRecord;
  maps: FormMap[];
  stored: StoredAnswers;
  documents: CaseDocument[];
  problems: Problem[];
}

async function checkPackage(uid: string, caseId: string, locale: Locale): Promise<PackageCheck> {
  const { record, goal, maps } = await caseGoal(uid, caseId);
  if (!goal) throw notFound(FORM_NOT_FOUND);
  const [stored, reviews] = await Promise.all([readCaseAnswers(uid, record.id), listCaseReviews(uid, record.id)]);
  const documents = await caseDocuments(uid, record.id, reviews);
  const problems = casePackageProblems({
    goal,
    maps,
    answers: stored.answers,
    documents,
    passports: passportsOf(reviews),
    kept: keptForms(),
    today: today(),
    labelOf: (id) => questionText(locale, id).label,
  });
  return { goal, record, maps, stored, documents, problems };
}

const problemView = (locale: Locale, problem: Problem): ProblemView => ({
  kind: problem.kind,
  severity: problem.severity,
  message: render(locale, problem.message),
  refs: problem.refs,
});

/** "Ready to file?" for one form: its missing answers and the package's problems that concern it. */
export async function formCheck(uid: string, caseId: string, formId: string, locale: Locale): Promise<FormCheckView> {
  const { goal, problems } = await checkPackage(uid, caseId, locale);
  const entry = goalForm(goal, formId);
  const mine = formProblems(problems, entry.form);
  return { ready: isReady(mine), problems: mine.map((problem) => problemView(locale, problem)) };
}

/**
 * The filing packet: its own pages (cover letter, contents, evidence checklist, fees, sign-here notes and what the
 * check still finds), then each filled form; forms and merge run on the filler's threads.
 */
export async function packetPdf(uid: string, caseId: string, locale: Locale): Promise<MadePdf> {
  const { goal, record, maps, stored, documents, problems } = await checkPackage(uid, caseId, locale);
  const forms = filedForms(goal, maps, stored.answers);
  const filledMaps = maps.filter((map) => forms.includes(map.form));
  const fees = feesFor(forms, stored.answers);
  const cover = await packetCoverPdf(locale, {
    caseNumber: record.caseNumber,
    petitioner: personName(stored.answers, 'petitioner'),
    beneficiary: personName(stored.answers, 'beneficiary'),
    preparedOn: today(),
    forms: goal.forms
      .filter((entry) => forms.includes(entry.form))
      .map((entry) => ({
        form: entry.form,
        title: entry.title,
        edition: filledMaps.some((map) => map.form === entry.form) ? (keptFormOf(entry.form)?.edition ?? null) : null,
        officialPage: entry.officialPage,
      })),
    evidence: evidenceChecklist({ forms, answers: stored.answers, documents }).map((line) => ({
      label: render(locale, line.label),
      file: line.file,
    })),
    fees: forms.map((form) => ({ form, fee: feeView(fees.perForm[form]) })),
    total: feeView(fees.total),
    signatures: signatureNotes(forms).map((note) => render(locale, note.message)),
    problems: problems.map((problem) => ({ severity: problem.severity, message: render(locale, problem.message) })),
  });
  const filled = await Promise.all(filledMaps.map((map) => fillFor(map.form, stored)));
  const bytes = await mergePdfs([cover, ...filled]);
  const editions = filledMaps.map((map) => withEdition(map.form)).join('; ');
  await noteGenerated(uid, record.id, msg('timeline:packetGenerated', { editions }));
  return { bytes, fileName: `filing-packet-${record.caseNumber}.pdf` };
}
