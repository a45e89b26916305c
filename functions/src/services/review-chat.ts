// 'Ask AI Follow-up Question' on a document review: a new chat of the caller's that starts with the review's report,
// so every later question is answered with the report in the conversation's history (and, for a review in a case,
// with the case's context). POST /ai-assistant/documents/:reviewId/chat.
import { randomUUID } from 'node:crypto';
import { DISCLAIMER } from '../domain/chat/disclaimer';
import { documentsFollowUp } from '../ai/offline/tool-follow-up';
import { getOwnedCase } from '../data/cases-repo';
import { appendUserMessage, saveReply } from '../data/chats-repo';
import { getOwnedReview, REVIEW_NOT_FOUND, type ReviewRecord } from '../data/document-reviews-repo';
import { notFound } from '../domain/errors';
import { addLogContext } from '../log';
import type { ProviderLabel } from '../shared/chat/chat-views';
import { DOCUMENT_CATEGORIES } from '../shared/reference/categories';

/** Who wrote the chat's first answer: the review's own report, not a model. */
export const REVIEW_REPORT_AUTHOR: ProviderLabel = { name: 'document-review', label: 'Document review report' };

/** How many issues, files and recommendations the opening answer lists before "…and N more": a review has at most 10 files. */
const REPORT_ITEMS = 20;

const categoryLabel = (review: ReviewRecord): string =>
  DOCUMENT_CATEGORIES.find((c) => c.key === review.category)?.label ?? review.category;

/**
 * The opening turn: the request the button stands for, and the report as the answer (the same text the chat writes
 * after a review_documents tool result, ai/offline/tool-follow-up.ts). Gemini wants a conversation to open with a user
 * turn, so the report is the answer to one rather than a message of its own.
 */
function openingTurn(review: ReviewRecord, caseId: string | null): { title: string; question: string; answer: string } {
  const label = categoryLabel(review);
  const result = {
    input: { category: review.category, country: review.country, comment: review.comment },
    output: { reviewId: review.id, caseId, documents: review.documents, report: review.report },
  };
  return {
    title: `Document review: ${label}`,
    question: `Please go through my document review report (${label}, ${review.country}) with me.`,
    // Plain, as the Vertex provider writes it, so the history sent to Gemini leaves it out (vertex/build-contents.ts).
    answer: `${documentsFollowUp(result, { maxItems: REPORT_ITEMS })}\n\n${DISCLAIMER}`,
  };
}

/**
 * Starts a chat about the caller's review. The chat is about the review's case when it has one (still the caller's),
 * so questions such as "what is missing in my case?" are answered from the case. Another user's review answers 404.
 */
export async function startReviewChat(uid: string, reviewId: string): Promise<{ chatId: string }> {
  const review = await getOwnedReview(uid, reviewId);
  if (!review) throw notFound(REVIEW_NOT_FOUND);
  // A case that is gone leaves the chat without one rather than failing the request.
  const caseId = review.caseId !== null && (await getOwnedCase(uid, review.caseId)) ? review.caseId : null;
  const chatId = randomUUID();
  const replyId = randomUUID();
  const { title, question, answer } = openingTurn(review, caseId);
  addLogContext({ chatId, ...(caseId ? { caseId } : {}) });
  const { message } = await appendUserMessage(uid, chatId, {
    messageId: randomUUID(),
    replyId,
    text: question,
    attachments: [],
    title,
    ...(caseId ? { caseId } : {}),
  });
  await saveReply(uid, message, replyId, [{ kind: 'text', id: replyId, text: answer }], REVIEW_REPORT_AUTHOR);
  return { chatId };
}
