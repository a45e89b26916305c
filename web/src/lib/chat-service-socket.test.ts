import { describe, expect, it, vi } from 'vitest';

// The hook module reads the browser's location, Firebase Auth and the stored session at import; these tests need none.
vi.mock('@/config/env', () => ({ env: { socketUrl: 'http://127.0.0.1:5050' } }));
vi.mock('./firebase', () => ({ auth: {} }));
vi.mock('./auth-storage', () => ({ readStoredAuth: () => ({ user: null, token: null }) }));

const { sessionEndedReason, TOKEN_RENEW_BEFORE_MS, tokenRenewDelay } = await import('./chat-service-socket');

describe('tokenRenewDelay', () => {
  const now = Date.parse('2026-01-01T12:00:00Z');

  it('hands over a fresh token five minutes before the current one expires', () => {
    expect(tokenRenewDelay(now + 60 * 60_000, now)).toBe(55 * 60_000);
    expect(TOKEN_RENEW_BEFORE_MS).toBe(5 * 60_000);
  });

  it('does so at once when less is left, or the token already expired', () => {
    expect(tokenRenewDelay(now + 60_000, now)).toBe(0);
    expect(tokenRenewDelay(now - 60_000, now)).toBe(0);
  });
});

describe('sessionEndedReason', () => {
  it('tells the user that a revoked, disabled or deleted account has to sign in again', () => {
    expect(sessionEndedReason('Invalid token')).toBe('Your session has ended. Please sign in again.');
  });

  it('says nothing of an expired token or a server going away: a reconnect with a fresh token mends those', () => {
    expect(sessionEndedReason('Token expired')).toBeNull();
    expect(sessionEndedReason(null)).toBeNull();
  });
});
