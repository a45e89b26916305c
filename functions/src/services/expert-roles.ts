// Granting and revoking the expert role (`npm run admin -- grant-expert|revoke-expert <email>`, functions/src/admin-cli.ts),
// which the chat service and the API read from the next token the account gets.
import { announceRevocation } from '../data/session-revocations-repo';
import {
  addToRoster,
  findAccountByEmail,
  isOnRoster,
  removeFromRoster,
  revokeSessions,
  setExpertClaim,
  type AuthAccount,
} from '../data/experts-repo';
import { notFound } from '../domain/errors';
import { parseInput } from '../domain/validate';
import { log } from '../log';
import { EXPERT_ROLE, ROLE_CLAIM } from '../shared/account/roles';
import { z } from 'zod';
import { returnExpertCasesToQueue } from './expert-requests';
import { msg } from '../shared/i18n/message';
import { issueText } from '../shared/i18n/message';

const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email(issueText('errors:notAnEmailAddress')));

export interface RoleChange {
  uid: string;
  email: string;
  displayName: string | null;
  /** False when the account already was (grant) or was not (revoke) an expert: the command changed nothing of the role. */
  changed: boolean;
  /** revoke-expert: the case numbers that went back to the queue. */
  returnedCases: string[];
}

async function accountOf(email: string): Promise<AuthAccount & { email: string }> {
  const address = parseInput(emailSchema, email, msg('errors:notAnEmailAddress'));
  const account = await findAccountByEmail(address);
  if (!account) throw notFound(msg('errors:noAccountWithEmail', { email: address }));
  return { ...account, email: account.email ?? address };
}

/** Sets `role: "expert"` on the account (keeping its other claims) and puts it on the roster. Idempotent. */
export async function grantExpert(email: string): Promise<RoleChange> {
  const account = await accountOf(email);
  const changed = account.claims[ROLE_CLAIM] !== EXPERT_ROLE;
  if (changed) await setExpertClaim(account, true);
  await addToRoster(account);
  log.info('Expert role granted', { uid: account.uid, changed });
  return { uid: account.uid, email: account.email, displayName: account.displayName, changed, returnedCases: [] };
}

/**
 * Clears the claim, takes the account off the roster, revokes its sessions (routes that check revocation refuse its
 * tokens at once; the others refuse it through the roster check) and puts the cases it held back in the queue.
 */
export async function revokeExpert(email: string): Promise<RoleChange> {
  const account = await accountOf(email);
  const changed = account.claims[ROLE_CLAIM] === EXPERT_ROLE || (await isOnRoster(account.uid));
  await setExpertClaim(account, false);
  await removeFromRoster(account.uid);
  await revokeSessions(account.uid);
  await announceRevocation(account.uid, 'sessions-revoked');
  const returnedCases = await returnExpertCasesToQueue(account.uid);
  log.info('Expert role revoked', { uid: account.uid, changed, returnedCases: returnedCases.length });
  return { uid: account.uid, email: account.email, displayName: account.displayName, changed, returnedCases };
}
