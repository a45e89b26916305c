import type { Router } from 'express';
import { z } from 'zod';
import { docIdSchema } from '../../shared/ids';
import { createCase, getOwnedCase, listCases } from '../../data/cases-repo';
import { getOwnedChat, listCreateCaseCalls } from '../../data/chats-repo';
import { listDocuments } from '../../data/documents-repo';
import { getUser } from '../../data/users-repo';
import { formatCaseNumber } from '../../domain/cases/case-number';
import { caseName, knownCategory, toCaseListItem } from '../../domain/cases/case-view';
import { notFound } from '../../domain/errors';
import { currentUser, type AuthedUser } from '../middleware/authenticate';
import { parseInput } from '../validate';
import { docIdParam } from './params';
import { listCaseEligibility } from '../../data/eligibility-repo';

const CASE_NOT_FOUND = 'Case not found';

const createBody = z.object({
  // null (or absent) opens a case without a chat.
  chatId: docIdSchema('chat').nullish(),
});

async function applicantName(user: AuthedUser): Promise<string> {
  const profile = await getUser(user.uid);
  return profile?.displayName || user.name || profile?.email || user.email || 'Applicant';
}

export function registerCaseRoutes(router: Router): void {
  router.post('/cases', async (req, res) => {
    const user = currentUser(req);
    const { chatId = null } = parseInput(createBody, req.body ?? {});
    let category: string | null = null;
    if (chatId) {
      if (!(await getOwnedChat(user.uid, chatId))) throw notFound('Chat not found');
      // The category the assistant filled in when it proposed the case, from its latest create_case call.
      const calls = await listCreateCaseCalls(chatId);
      category = calls.map((c) => knownCategory(c.functionCall?.payload['category'])).find((c) => c !== null) ?? null;
    }
    const { caseId, created } = await createCase(user.uid, {
      chatId,
      applicantName: await applicantName(user),
      category,
      caseName: caseName(category),
      openedEvent: chatId ? 'Case opened from an AI Assistant chat' : 'Case opened',
      caseNumber: formatCaseNumber,
    });
    res.status(created ? 201 : 200).json({ caseId });
  });

  router.get('/cases', async (req, res) => {
    const cases = await listCases(currentUser(req).uid);
    res.json({ cases: cases.map(toCaseListItem) });
  });

  router.get('/cases/:id/details', async (req, res) => {
    const { uid } = currentUser(req);
    const caseId = docIdParam(req, 'id', CASE_NOT_FOUND);
    if (!(await getOwnedCase(uid, caseId))) throw notFound(CASE_NOT_FOUND);
    const [documents, eligibility] = await Promise.all([listDocuments(uid, caseId), listCaseEligibility(uid, caseId)]);
    res.json({
      documents: documents.map((d) => ({ documentId: d.name, name: d.name, filename: d.name, issues: [] })),
      reports: [],
      eligibility,
    });
  });
}
