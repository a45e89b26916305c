// Cases: opening one (from a chat, as a Draft, or as a filed application to track), the caller's list, what a case
// holds, edits and status moves, attachments, and status updates.
import {
  addAttachment,
  changeCase,
  createCase,
  getOwnedCase,
  linkChatToCase,
  listFilteredCases,
  pageFilteredCases,
  type CaseQueryFilter,
} from '../data/cases-repo';
import { getOwnedChat, listCreateCaseCalls } from '../data/chats-repo';
import { listCaseReviews } from '../data/document-reviews-repo';
import { listDocuments } from '../data/documents-repo';
import { listCaseEligibility } from '../data/eligibility-repo';
import { getUser } from '../data/users-repo';
import { applyPatch, type CaseChange } from '../domain/cases/case-changes';
import { caseDetails as detailsOf, toCaseDocument } from '../domain/cases/case-details';
import { formatCaseNumber } from '../domain/cases/case-number';
import type { CaseRecord, TimelineEntry } from '../domain/cases/case-record';
import { matchesSearch, pageOf } from '../domain/cases/case-search';
import { caseName, knownCategory } from '../domain/cases/case-view';
import { caseSummaries, caseSummaryOf } from './processing-times';
import { notFound } from '../domain/errors';
import { addLogContext } from '../log';
import {
  CASE_PAGE_SIZES,
  type CaseListQuery,
  type CasePatch,
  type NewDraftCase,
  type NewGoalCase,
  type NewTrackedApplication,
} from '../shared/cases/case-inputs';
import type { CaseDetails, CasePage, CaseStatusProviderName, CaseSummary } from '../shared/cases/case-views';
import { uscisForm } from '../shared/reference/uscis-forms';
import type { SignedInUser } from '../domain/signed-in-user';
import { msg, type Message } from '../shared/i18n/message';
import { timelineEntry } from '../domain/cases/timeline-text';
import { findGoal } from '../domain/forms/facts/goals';
import { render } from '../domain/i18n/render';
import type { Locale } from '../shared/i18n/locale';

export const CASE_NOT_FOUND = msg('errors:caseNotFound');

export interface OpenedCase {
  caseId: string;
  /** False when the chat's case already existed (asking again is harmless). */
  created: boolean;
}

/** Who a case is for by default: the profile's name, else the token's, else the email. */
export async function applicantName(user: SignedInUser): Promise<string> {
  const profile = await getUser(user.uid);
  return profile?.displayName || user.name || profile?.email || user.email || 'Applicant';
}

/** The category the assistant filled in when it proposed the case, from the chat's latest create_case call. */
async function proposedCategory(chatId: string): Promise<string | null> {
  const calls = await listCreateCaseCalls(chatId);
  return calls.map((c) => knownCategory(c.functionCall?.payload['category'])).find((c) => c !== null) ?? null;
}

const entryNow = (message: Message, by: TimelineEntry['by']): TimelineEntry => timelineEntry(new Date().toISOString(), by, message);

/**
 * Opens a case; with a chat, the chat must be the caller's and a second request returns the first case. A chat that
 * is already about one of the caller's cases (linked, or started from it with 'Discuss with AI') answers that case.
 */
export async function openCase(user: SignedInUser, chatId: string | null): Promise<OpenedCase> {
  if (chatId) addLogContext({ chatId });
  let category: string | null = null;
  if (chatId) {
    const chat = await getOwnedChat(user.uid, chatId);
    if (!chat) throw notFound(msg('errors:chatNotFound'));
    if (chat.caseId && (await getOwnedCase(user.uid, chat.caseId))) {
      addLogContext({ caseId: chat.caseId });
      return { caseId: chat.caseId, created: false };
    }
    category = await proposedCategory(chatId);
  }
  const opened = await createCase(user.uid, {
    chatId,
    applicantName: await applicantName(user),
    category,
    caseName: caseName(category),
    status: 'Open',
    timeline: [entryNow(msg(chatId ? 'timeline:caseOpenedFromChat' : 'timeline:caseOpened'), chatId ? 'assistant' : 'applicant')],
    caseNumber: formatCaseNumber,
  });
  addLogContext({ caseId: opened.caseId });
  return opened;
}

/**
 * The chat's create_case answered with an existing case: links the caller's chat to the caller's case (both must be
 * theirs; a chat about another case is refused) and answers it. Asking again for the same pair is harmless.
 */
export async function linkChatCase(user: SignedInUser, chatId: string, caseId: string): Promise<OpenedCase> {
  addLogContext({ chatId, caseId });
  await linkChatToCase(user.uid, chatId, caseId, entryNow(msg('timeline:chatLinked'), 'applicant'));
  return { caseId, created: false };
}

export async function ownedCase(uid: string, caseId: string): Promise<CaseRecord> {
  addLogContext({ caseId });
  const record = await getOwnedCase(uid, caseId);
  if (!record) throw notFound(CASE_NOT_FOUND);
  return record;
}

async function summaryOf(uid: string, caseId: string): Promise<CaseSummary> {
  return caseSummaryOf(await ownedCase(uid, caseId));
}

/** '+ New Case': a Draft the applicant fills in and submits later. */
export async function createDraftCase(user: SignedInUser, input: NewDraftCase): Promise<CaseSummary> {
  const { caseId } = await createCase(user.uid, {
    chatId: null,
    caseName: input.caseName,
    applicantName: input.applicant,
    category: input.category,
    status: 'Draft',
    timeline: [entryNow(msg('timeline:draftCaseCreated'), 'applicant')],
    caseNumber: formatCaseNumber,
  });
  return summaryOf(user.uid, caseId);
}

/**
 * "What do you want to do?": the case that prepares the goal's filing. One case per goal: choosing a goal the caller
 * already has an open case for answers that case, so a second click or a retry makes no duplicate.
 */
export async function openGoalCase(user: SignedInUser, input: NewGoalCase, locale: Locale): Promise<OpenedCase> {
  const existing = (await listFilteredCases(user.uid, NO_FILTER)).find((c) => c.goal === input.goal && c.status !== 'Archived');
  if (existing) {
    addLogContext({ caseId: existing.id });
    return { caseId: existing.id, created: false };
  }
  const goal = findGoal(input.goal);
  const opened = await createCase(user.uid, {
    chatId: null,
    caseName: input.caseName ?? (goal ? render(locale, msg(goal.title)) : input.goal),
    applicantName: await applicantName(user),
    category: goal?.category ?? null,
    goal: input.goal,
    status: 'Open',
    timeline: [entryNow(msg('timeline:caseOpened'), 'applicant')],
    caseNumber: formatCaseNumber,
  });
  addLogContext({ caseId: opened.caseId });
  return opened;
}

/** 'New Application': an application already filed with USCIS, followed by its receipt number. */
export async function createTrackedApplication(user: SignedInUser, input: NewTrackedApplication): Promise<CaseSummary> {
  const form = uscisForm(input.formType);
  const filed = timelineEntry(
    `${input.submissionDate}T12:00:00.000Z`,
    'applicant',
    msg('timeline:filedWithUscis', { form: input.formType, receipt: input.receiptNumber }),
  );
  const { caseId } = await createCase(user.uid, {
    chatId: null,
    caseName: form ? `${form.code} ${form.title}` : `${input.formType} application`,
    applicantName: input.applicant ?? (await applicantName(user)),
    category: form?.category ?? null,
    status: 'Open',
    formType: input.formType,
    receiptNumber: input.receiptNumber,
    submissionDate: input.submissionDate,
    priorityDate: input.priorityDate ?? null,
    timeline: [filed, entryNow(msg('timeline:trackingStarted'), 'applicant')],
    caseNumber: formatCaseNumber,
  });
  return summaryOf(user.uid, caseId);
}

const NO_FILTER: CaseQueryFilter = { trackedOnly: false, status: null };

const filterOf = (query: CaseListQuery): CaseQueryFilter => ({
  trackedOnly: query.view === 'applications',
  status: query.status === 'All' ? null : query.status,
  submittedFrom: query.submittedFrom,
  submittedTo: query.submittedTo,
});

/**
 * A page of the caller's cases. Status, date range and the tracked-only view are Firestore filters; Firestore has no
 * substring search, so a text search is matched here over the cases those filters return (docs/cases.md, "Lists and search").
 */
export async function listCasePage(uid: string, query: CaseListQuery, statusProvider: CaseStatusProviderName): Promise<CasePage> {
  const pageSize = query.pageSize ?? CASE_PAGE_SIZES[query.view];
  const filter = filterOf(query);
  const q = query.q?.trim();
  let records: CaseRecord[];
  let total: number;
  if (q) {
    const matches = (await listFilteredCases(uid, filter)).filter((c) => matchesSearch(c, q, query.view));
    records = pageOf(matches, query.page, pageSize);
    total = matches.length;
  } else {
    ({ cases: records, total } = await pageFilteredCases(uid, filter, query.page, pageSize));
  }
  return { cases: await caseSummaries(records), total, page: query.page, pageSize, statusProvider };
}

export const getCase = (uid: string, caseId: string): Promise<CaseSummary> => summaryOf(uid, caseId);

/**
 * What the case holds: its documents, the document reviews added to it (their reports, and each reviewed file's issues
 * through the copy the review made among the case's documents) and its eligibility checks.
 */
export async function caseDetails(uid: string, caseId: string): Promise<CaseDetails> {
  const record = await ownedCase(uid, caseId);
  // Each read filters by owner itself; the case was checked first so nothing is read for a foreign id.
  const [documents, eligibility, reviews] = await Promise.all([
    listDocuments(uid, caseId),
    listCaseEligibility(uid, caseId),
    listCaseReviews(uid, caseId),
  ]);
  return detailsOf(record, documents.map(toCaseDocument), eligibility, reviews);
}

/** Runs a change on the caller's case; a case that is not theirs answers 404. */
export async function changeOwnedCase(uid: string, caseId: string, decide: (current: CaseRecord) => CaseChange): Promise<CaseRecord> {
  addLogContext({ caseId });
  const changed = await changeCase(uid, caseId, decide);
  if (!changed) throw notFound(CASE_NOT_FOUND);
  return changed;
}

/** PATCH /cases/{id}: edits and the applicant's own status moves (409 for a move the lifecycle forbids). */
export async function updateCase(uid: string, caseId: string, patch: CasePatch): Promise<CaseSummary> {
  const now = new Date();
  return caseSummaryOf(await changeOwnedCase(uid, caseId, (current) => applyPatch(current, patch, now)));
}

/** Lists a stored document among the case's attachments, with its timeline entry. */
export async function noteAttachment(uid: string, caseId: string, name: string): Promise<CaseSummary> {
  const record = await addAttachment(uid, caseId, name, entryNow(msg('timeline:documentAttached', { name }), 'applicant'));
  if (!record) throw notFound(CASE_NOT_FOUND);
  return caseSummaryOf(record);
}
