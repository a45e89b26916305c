import { describe, expect, it } from 'vitest';
import { isFirstSession } from './first-session';

const at = (ms: number) => new Date(ms).toUTCString();
const created = Date.UTC(2026, 10, 23, 16, 0, 0, 999);

describe('isFirstSession', () => {
  it('is true when the last sign-in is the one that created the account', () => {
    expect(isFirstSession({ creationTime: at(created), lastSignInTime: at(created) })).toBe(true);
    // A few milliseconds apart, across a second boundary.
    expect(isFirstSession({ creationTime: at(created), lastSignInTime: at(created + 4) })).toBe(true);
  });

  it('is false after a later sign-in', () => {
    expect(isFirstSession({ creationTime: at(created), lastSignInTime: at(created + 3_000) })).toBe(false);
    expect(isFirstSession({ creationTime: at(created), lastSignInTime: at(created + 86_400_000) })).toBe(false);
  });

  it('greets as returning when the times are missing or unreadable', () => {
    expect(isFirstSession({})).toBe(false);
    expect(isFirstSession({ creationTime: at(created) })).toBe(false);
    expect(isFirstSession({ creationTime: 'soon', lastSignInTime: at(created) })).toBe(false);
  });
});
