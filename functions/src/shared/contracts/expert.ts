// The expert request and the expert's desk (http/routes/expert.ts serves them; docs/experts.md): an applicant sends a
// case to the experts or takes it back, every signed-in user lists their case discussions, and an expert (the role
// in the verified token) works the queue and the cases they hold.
import { expertHighlightsInputSchema, expertRequestInputSchema, expertStatusInputSchema } from '../discussion/discussion-inputs';
import {
  discussionListSchema,
  expertCaseListsSchema,
  expertCaseViewSchema,
  expertRequestAnswerSchema,
} from '../discussion/discussion-views';
import { fileAnswer, jsonBody, route } from './contract';
import { fileQuerySchema } from './file-query';

const CASE = { id: 'case' } as const;
const EXPERT_CASE = { id: 'expert-case' } as const;

export const expertContracts = {
  request: route({
    method: 'POST',
    path: '/cases/{id}/expert-request',
    summary: "'Discuss with Expert' / 'Send to Expert': the case goes to the experts' queue with the applicant's note",
    ids: CASE,
    body: jsonBody(expertRequestInputSchema),
    responses: { 200: expertRequestAnswerSchema },
  }),
  withdraw: route({
    method: 'DELETE',
    path: '/cases/{id}/expert-request',
    summary: 'Takes the case back from the experts',
    ids: CASE,
    responses: { 200: expertRequestAnswerSchema },
  }),
  discussions: route({
    method: 'GET',
    path: '/discussions',
    summary: "The caller's case discussions with their unread counts (an applicant's and, for an expert, the cases they hold)",
    ids: 'self',
    responses: { 200: discussionListSchema },
  }),
  cases: route({
    method: 'GET',
    path: '/expert/cases',
    summary: "The experts' queue and the cases the calling expert holds",
    ids: 'none',
    role: 'expert',
    responses: { 200: expertCaseListsSchema },
  }),
  case: route({
    method: 'GET',
    path: '/expert/cases/{id}',
    summary: 'A queued or held case as the applicant shared it',
    ids: EXPERT_CASE,
    role: 'expert',
    responses: { 200: expertCaseViewSchema },
  }),
  document: route({
    method: 'GET',
    path: '/expert/cases/{id}/documents/{name}',
    summary: 'A document of the case, shown inline or, with ?download=1, saved',
    ids: { id: 'expert-case', name: 'case-document' },
    role: 'expert',
    query: fileQuerySchema,
    responses: { 200: fileAnswer('the stored type: PDF, DOCX, JPG or PNG') },
  }),
  claim: route({
    method: 'POST',
    path: '/expert/cases/{id}/claim',
    summary: 'The calling expert takes a queued case (409 when another expert was first)',
    ids: EXPERT_CASE,
    role: 'expert',
    checkRevoked: true,
    responses: { 200: expertCaseViewSchema },
  }),
  release: route({
    method: 'POST',
    path: '/expert/cases/{id}/release',
    summary: 'The holder puts the case back in the queue for another expert',
    ids: EXPERT_CASE,
    role: 'expert',
    checkRevoked: true,
    responses: { 200: expertCaseViewSchema },
  }),
  highlights: route({
    method: 'PUT',
    path: '/expert/cases/{id}/highlights',
    summary: "The holder replaces the case's Expert Highlights",
    ids: EXPERT_CASE,
    role: 'expert',
    checkRevoked: true,
    body: jsonBody(expertHighlightsInputSchema),
    responses: { 200: expertCaseViewSchema },
  }),
  status: route({
    method: 'POST',
    path: '/expert/cases/{id}/status',
    summary: 'The holder sets Pending, Approved or Denied with the reason the applicant reads',
    ids: EXPERT_CASE,
    role: 'expert',
    checkRevoked: true,
    body: jsonBody(expertStatusInputSchema),
    responses: { 200: expertCaseViewSchema },
  }),
};
