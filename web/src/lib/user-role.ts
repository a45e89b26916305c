import { onIdTokenChanged } from 'firebase/auth';
import { useEffect, useState } from 'react';
import { roleFromClaims, type UserRole } from '@shared/account/roles';
import { auth } from './firebase';

/**
 * The signed-in user's role from their ID token's custom claims (`npm run admin -- grant-expert`). It only decides
 * what the screens offer: the API and the chat service check the verified token themselves.
 */
export async function readUserRole(): Promise<UserRole | null> {
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user) return null;
  const result = await user.getIdTokenResult();
  return roleFromClaims(result.claims);
}

export type RoleState = { status: 'loading' } | { status: 'known'; role: UserRole };

/** The role, kept in step with every new token (a granted or revoked role arrives with the next refresh). */
export function useUserRole(): RoleState {
  const [state, setState] = useState<RoleState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    let reads = 0;
    // Only the latest read counts: a sign-out and another sign-in may overtake an earlier answer.
    const read = () => {
      const seq = ++reads;
      const settle = (role: UserRole) => current && seq === reads && setState({ status: 'known', role });
      readUserRole().then(
        (role) => settle(role ?? 'applicant'),
        () => settle('applicant'),
      );
    };
    const stop = onIdTokenChanged(auth, read);
    return () => {
      current = false;
      stop();
    };
  }, []);
  return state;
}

/** True only once the token says so: everything expert-only stays hidden while the role is being read. */
export const isExpertRole = (state: RoleState): boolean => state.status === 'known' && state.role === 'expert';
