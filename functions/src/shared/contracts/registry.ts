// Every area's contracts, one line per area (docs/api-contracts.md, "How to migrate an area"). The server mounts
// them, the policy table and the endpoint table read them, and the web's client is typed from them (type-only: the
// production bundle carries none of these schemas).
import { appointmentContracts } from './appointments';
import { billingContracts } from './billing';
import { casesContracts } from './cases';
import type { AnyContract } from './contract';
import { discussionContracts } from './discussion';
import { expertContracts } from './expert';
import { notificationContracts } from './notifications';
import { visaBulletinContracts } from './visa-bulletin';

export const API_CONTRACTS = {
  appointments: appointmentContracts,
  billing: billingContracts,
  cases: casesContracts,
  discussion: discussionContracts,
  expert: expertContracts,
  notifications: notificationContracts,
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
