import { adminAuth } from './firebase';
import { unauthenticated } from '../domain/errors';

export interface VerifiedIdentity {
  uid: string;
  email?: string;
  name?: string;
  picture?: string;
}

/** Verifies a Firebase ID token (signature, audience, expiry); any failure is a 401. */
export async function verifyIdToken(token: string): Promise<VerifiedIdentity> {
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
