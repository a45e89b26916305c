// The expert's desk (GET/POST /expert/...; only for the expert role, which route-policies.ts checks from the verified
// token), GET /discussions, every signed-in user's list of case discussions, and an applicant's request to the experts
// (shared/contracts/expert.ts).
import type { Router } from 'express';
import { getExpertCase, listExpertCases, openExpertCaseDocument } from '../../services/expert-cases';
import {
  claimExpertCase,
  decideExpertStatus,
  releaseExpertCase,
  sendToExperts,
  setExpertHighlights,
  withdrawFromExperts,
} from '../../services/expert-requests';
import { listDiscussions } from '../../services/discussions';
import { expertContracts } from '../../shared/contracts/expert';
import { asksForDownload } from '../../shared/contracts/file-query';
import { serveContracts } from '../contracts/serve';
import { streamFile } from './stream-file';

export function registerExpertRoutes(router: Router): void {
  serveContracts(router, expertContracts, {
    request: async ({ user, params, body }) => sendToExperts(user, params.id, body),
    withdraw: async ({ user, params }) => withdrawFromExperts(user, params.id),
    discussions: async ({ user }) => listDiscussions(user),
    cases: async ({ user }) => listExpertCases(user),
    case: async ({ user, params }) => getExpertCase(user, params.id),
    document: async ({ user, params, query, res }) => {
      const { document, stream } = await openExpertCaseDocument(user, params.id, params.name);
      streamFile(res, document, stream, asksForDownload(query));
    },
    claim: async ({ user, params }) => claimExpertCase(user, params.id),
    release: async ({ user, params }) => releaseExpertCase(user, params.id),
    highlights: async ({ user, params, body }) => setExpertHighlights(user, params.id, body),
    status: async ({ user, params, body }) => decideExpertStatus(user, params.id, body),
  });
}
