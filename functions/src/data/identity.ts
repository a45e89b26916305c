import { unauthenticated } from '../domain/errors';
import type { SignedInUser } from '../domain/signed-in-user';
import { adminAuth } from './firebase';

/** Verifies a Firebase ID token (signature, audience, expiry); any failure is `unauthenticated`. */
export async function verifyIdToken(token: string): Promise<SignedInUser> {
  try {
    const decoded = await adminAuth().verifyIdToken(token);
    return {
      uid: decoded.uid,
      email: decoded.email,
      name: typeof decoded['name'] === 'string' ? decoded['name'] : undefined,
      picture: decoded.picture,
    };
  } catch (error) {
    const code = (error as { code?: string }).code;
    throw unauthenticated(code === 'auth/id-token-expired' ? 'Token expired' : 'Invalid token');
  }
}
