// Hand-made ID tokens for tests that prove a forged one is refused: the claims the Auth emulator puts in a token,
// and an unsigned token (alg "none") around any payload.
import { PROJECT_ID } from './stack';

export const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A Firebase ID token's claims for `uid`, issued a minute ago for this project, valid for an hour; `overrides` win. */
export function tokenClaims(uid: string, overrides: Record<string, unknown> = {}) {
  const now = Math.floor(Date.now() / 1000);
  return {
    iss: `https://securetoken.google.com/${PROJECT_ID}`,
    aud: PROJECT_ID,
    auth_time: now - 60,
    user_id: uid,
    sub: uid,
    iat: now - 60,
    exp: now + 3600,
    email: `${uid}@example.test`,
    firebase: { identities: {}, sign_in_provider: 'password' },
    ...overrides,
  };
}

/** An unsigned token (alg "none") carrying `payload`, with `signature` (none unless given) after the last dot. */
export const unsignedToken = (payload: unknown, signature = '') => `${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.${signature}`;
