// Every area's contracts, one line per area (docs/api-contracts.md, "Adding an area"). The server mounts
// them, the policy table and the endpoint table read them, and the web's client is typed from them (type-only: the
// production bundle carries none of these schemas).
import { accountContracts } from './account';
import { appointmentContracts } from './appointments';
import { assistantContracts } from './assistant';
import { auditContracts } from './audit';
import { billingContracts } from './billing';
import { casesContracts } from './cases';
import { chatsContracts } from './chats';
import { complianceContracts } from './compliance';
import { contentContracts } from './content';
import type { AnyContract } from './contract';
import { deadlinesContracts } from './deadlines';
import { discussionContracts } from './discussion';
import { documentReviewContracts } from './document-review';
import { documentsContracts } from './documents';
import { eligibilityContracts } from './eligibility';
import { expertContracts } from './expert';
import { feesContracts } from './fees';
import { formsContracts } from './forms';
import { knowledgeContracts } from './knowledge';
import { notificationContracts } from './notifications';
import { processingTimesContracts } from './processing-times';
import { settingsContracts } from './settings';
import { sharedReportsContracts } from './shared-reports';
import { supportContracts } from './support';
import { usersContracts } from './users';
import { visaBulletinContracts } from './visa-bulletin';

export const API_CONTRACTS = {
  account: accountContracts,
  appointments: appointmentContracts,
  assistant: assistantContracts,
  audit: auditContracts,
  billing: billingContracts,
  cases: casesContracts,
  chats: chatsContracts,
  compliance: complianceContracts,
  content: contentContracts,
  deadlines: deadlinesContracts,
  discussion: discussionContracts,
  'document-review': documentReviewContracts,
  documents: documentsContracts,
  eligibility: eligibilityContracts,
  expert: expertContracts,
  fees: feesContracts,
  forms: formsContracts,
  knowledge: knowledgeContracts,
  notifications: notificationContracts,
  'processing-times': processingTimesContracts,
  settings: settingsContracts,
  'shared-reports': sharedReportsContracts,
  support: supportContracts,
  users: usersContracts,
  'visa-bulletin': visaBulletinContracts,
} as const;

export type ApiArea = keyof typeof API_CONTRACTS;

/** Every contract of every area, as one union type. */
export type ApiContract = { [A in ApiArea]: (typeof API_CONTRACTS)[A][keyof (typeof API_CONTRACTS)[A]] }[ApiArea];

/** Each contract with its area, in the registry's order. */
export const allContracts = (): Array<{ area: ApiArea; contract: AnyContract }> =>
  (Object.keys(API_CONTRACTS) as ApiArea[]).flatMap((area) =>
    Object.values<AnyContract>(API_CONTRACTS[area]).map((contract) => ({ area, contract })),
  );

/** The contract of a method and a contract path (`/cases/{id}`), as the web's client names a call. */
export function contractFor(method: string, path: string): AnyContract | undefined {
  const verb = method.toUpperCase();
  return allContracts().find(({ contract }) => contract.method === verb && contract.path === path)?.contract;
}
