// Two-factor sign-in. The browser enrols and removes second factors with the Firebase Auth SDK (it needs the user's
// own session and the SMS code); the API reads the result from Auth, which is the only record of it, and notes each
// change in the security activity log.
import { listSecondFactors } from '../data/account-repo';
import { noteSecondFactors } from '../data/audit-repo';
import { deviceName } from '../domain/account/device';
import { log } from '../log';
import { phoneEnding } from '../shared/account/second-factor';

export interface TwoFactorState {
  enabled: boolean;
  /** The last digits of the phone the codes go to, when a phone is enrolled. */
  phoneEnding: string | null;
}

/**
 * Whether two-factor sign-in is on, as Auth says. A change since the last look is recorded in the security activity
 * log as a side effect (a failure to record it is logged, and the state is still answered).
 */
export async function twoFactorState(uid: string, userAgent?: string): Promise<TwoFactorState> {
  const factors = await listSecondFactors(uid);
  const device = userAgent === undefined ? null : deviceName(userAgent);
  await noteSecondFactors(
    uid,
    factors.map((factor) => factor.id),
    device,
  ).catch((error: unknown) => log.error('two-factor change not recorded', {}, error));
  const phone = factors.find((factor) => factor.phoneNumber !== null);
  return { enabled: factors.length > 0, phoneEnding: phone ? phoneEnding(phone.phoneNumber) : null };
}
