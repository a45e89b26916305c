// Cases: opening one (from a chat or on its own), the caller's list, and what a case holds.
import { createCase, getOwnedCase, listCases } from '../data/cases-repo';
import { getOwnedChat, listCreateCaseCalls } from '../data/chats-repo';
import { listDocuments } from '../data/documents-repo';
import { listCaseEligibility, type EligibilityEntry } from '../data/eligibility-repo';
import { getUser } from '../data/users-repo';
import { formatCaseNumber } from '../domain/cases/case-number';
import { caseName, knownCategory, toCaseListItem, type CaseListItem } from '../domain/cases/case-view';
import { notFound } from '../domain/errors';
import { addLogContext } from '../log';
import type { SignedInUser } from '../domain/signed-in-user';

export const CASE_NOT_FOUND = 'Case not found';

export interface OpenedCase {
  caseId: string;
  /** False when the chat's case already existed (asking again is harmless). */
  created: boolean;
}

async function applicantName(user: SignedInUser): Promise<string> {
  const profile = await getUser(user.uid);
  return profile?.displayName || user.name || profile?.email || user.email || 'Applicant';
}

/** The category the assistant filled in when it proposed the case, from the chat's latest create_case call. */
async function proposedCategory(chatId: string): Promise<string | null> {
  const calls = await listCreateCaseCalls(chatId);
  return calls.map((c) => knownCategory(c.functionCall?.payload['category'])).find((c) => c !== null) ?? null;
}

/** Opens a case; with a chat, the chat must be the caller's and a second request returns the first case. */
export async function openCase(user: SignedInUser, chatId: string | null): Promise<OpenedCase> {
  if (chatId) addLogContext({ chatId });
  let category: string | null = null;
  if (chatId) {
    if (!(await getOwnedChat(user.uid, chatId))) throw notFound('Chat not found');
    category = await proposedCategory(chatId);
  }
  const opened = await createCase(user.uid, {
    chatId,
    applicantName: await applicantName(user),
    category,
    caseName: caseName(category),
    openedEvent: chatId ? 'Case opened from an AI Assistant chat' : 'Case opened',
    caseNumber: formatCaseNumber,
  });
  addLogContext({ caseId: opened.caseId });
  return opened;
}

export async function listUserCases(uid: string): Promise<CaseListItem[]> {
  return (await listCases(uid)).map(toCaseListItem);
}

export interface CaseDetails {
  documents: Array<{ documentId: string; name: string; filename: string; issues: Array<{ type: string; details: string }> }>;
  reports: Array<{ reportId: string; title: string }>;
  eligibility: EligibilityEntry[];
}

/** What the case holds: its documents, review reports and eligibility checks. */
export async function caseDetails(uid: string, caseId: string): Promise<CaseDetails> {
  addLogContext({ caseId });
  if (!(await getOwnedCase(uid, caseId))) throw notFound(CASE_NOT_FOUND);
  const [documents, eligibility] = await Promise.all([listDocuments(uid, caseId), listCaseEligibility(uid, caseId)]);
  return {
    documents: documents.map((d) => ({ documentId: d.name, name: d.name, filename: d.name, issues: [] })),
    // Document review reports arrive with the document review tool; until then a case has none.
    reports: [],
    eligibility,
  };
}
