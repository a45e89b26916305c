import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { userProfileDocSchema } from './users-repo';

const at = new Timestamp(1_767_609_000, 0); // 2026-01-05T10:30:00Z

describe('userProfileDocSchema', () => {
  it('reads a profile', () => {
    expect(
      userProfileDocSchema.parse({
        uid: 'u1',
        email: 'ana@example.test',
        displayName: 'Ana',
        photoURL: null,
        createdAt: at,
        lastLoginAt: at,
        settings: {},
      }),
    ).toEqual({
      email: 'ana@example.test',
      displayName: 'Ana',
      photoURL: null,
      createdAt: '2026-01-05T10:30:00.000Z',
      lastLoginAt: '2026-01-05T10:30:00.000Z',
    });
  });

  it('reads a profile that Settings created before the first sign-in', () => {
    expect(userProfileDocSchema.parse({ uid: 'u1', createdAt: at, settings: { language: 'es' } })).toEqual({
      email: '',
      displayName: null,
      photoURL: null,
      createdAt: '2026-01-05T10:30:00.000Z',
      lastLoginAt: null,
    });
  });

  it('reads a stored photo URL that is not https as none', () => {
    for (const photoURL of ['javascript:alert(1)', 'http://example.com/a.png', 'data:image/png;base64,AA']) {
      expect(userProfileDocSchema.parse({ email: 'ana@example.test', photoURL }).photoURL, photoURL).toBeNull();
    }
    expect(userProfileDocSchema.parse({ email: 'ana@example.test', photoURL: 'https://example.com/a.png' }).photoURL).toBe(
      'https://example.com/a.png',
    );
  });

  it('refuses a display name that is not text', () => {
    expect(userProfileDocSchema.safeParse({ email: 'ana@example.test', displayName: 42 }).success).toBe(false);
  });
});
