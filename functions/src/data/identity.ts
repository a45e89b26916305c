import { unauthenticated, unavailable } from '../domain/errors';
import type { SignedInUser } from '../domain/signed-in-user';
import { roleFromClaims } from '../shared/account/roles';
import { adminAuth } from './firebase';
import { msg } from '../shared/i18n/message';

export interface VerifyOptions {
  /**
   * Also ask Firebase Auth whether the account still exists, is enabled, and has not had its tokens revoked since
   * this one was issued: one more round trip (firebase-admin's `verifyIdToken(token, true)`).
   */
  checkRevoked?: boolean;
}

// Failures to reach Firebase Auth (the revocation check's user lookup); the token itself may be fine.
const UNREACHABLE = new Set(['app/network-error', 'app/network-timeout']);

/**
 * Verifies a Firebase ID token (signature, audience, expiry; with `checkRevoked`, the account too). A bad, revoked
 * or expired token, or a disabled or deleted account, is `unauthenticated`; Auth being unreachable is `unavailable`.
 */
export async function verifyIdToken(token: string, options: VerifyOptions = {}): Promise<SignedInUser> {
  try {
    const decoded = await adminAuth().verifyIdToken(token, options.checkRevoked ?? false);
    return {
      uid: decoded.uid,
      role: roleFromClaims(decoded),
      email: decoded.email,
      name: typeof decoded['name'] === 'string' ? decoded['name'] : undefined,
      picture: decoded.picture,
      authTime: decoded.auth_time,
    };
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'auth/id-token-expired') throw unauthenticated(msg('errors:tokenExpired'));
    if (code !== undefined && UNREACHABLE.has(code)) throw unavailable(msg('errors:signInCheckUnavailable'));
    // Revoked tokens, disabled and deleted accounts included: the client can only sign in again.
    throw unauthenticated(msg('errors:invalidToken'));
  }
}
