// The compliance checklist's routes (http/routes/compliance.ts serves them; docs/deadlines.md, "Compliance checklist").
import { complianceTickSchema } from '../compliance/compliance-inputs';
import { complianceOverviewSchema, oneChecklistSchema } from '../compliance/compliance-views';
import { jsonBody, route } from './contract';

const CASE = { id: 'case' } as const;

export const complianceContracts = {
  overview: route({
    method: 'GET',
    path: '/compliance',
    summary: "One checklist per case of the caller's, archived cases left out and counted",
    ids: 'self',
    responses: { 200: complianceOverviewSchema },
  }),
  checklist: route({
    method: 'GET',
    path: '/compliance/cases/{id}',
    summary: "One case's checklist, archived cases included",
    ids: CASE,
    responses: { 200: oneChecklistSchema },
  }),
  tick: route({
    method: 'PUT',
    path: '/compliance/cases/{id}/items',
    summary: 'Marks one obligation of the case done (on a date) or not done, and answers the whole checklist',
    ids: CASE,
    body: jsonBody(complianceTickSchema),
    responses: { 200: oneChecklistSchema },
  }),
};
