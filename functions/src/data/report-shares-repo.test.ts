import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { isLive, shareDocSchema, type ShareRecord } from './report-shares-repo';

describe('shareDocSchema', () => {
  it('reads a link as createShare writes it, and one typed by hand with ISO text', () => {
    const written = {
      ownerUid: 'u1',
      reviewId: 'r1',
      createdAt: new Timestamp(1_767_609_000, 0),
      expiresAt: new Timestamp(1_768_213_800, 0),
      revokedAt: null,
    };
    expect(shareDocSchema.parse(written)).toEqual({
      ownerUid: 'u1',
      reviewId: 'r1',
      createdAt: '2026-01-05T10:30:00.000Z',
      expiresAt: '2026-01-12T10:30:00.000Z',
      revokedAt: null,
    });
    const byHand = shareDocSchema.parse({ ownerUid: 'u1', reviewId: 'r1', createdAt: '2026-01-05', expiresAt: '2026-01-12T10:30:00Z' });
    expect(byHand.revokedAt).toBeNull();
  });

  it('refuses a link without its owner, review or expiry', () => {
    for (const bad of [
      { reviewId: 'r1', createdAt: '2026-01-05', expiresAt: '2026-01-12' },
      { ownerUid: 'u1', createdAt: '2026-01-05', expiresAt: '2026-01-12' },
      { ownerUid: 'u1', reviewId: 'r1', createdAt: '2026-01-05' },
    ]) {
      expect(shareDocSchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe('isLive', () => {
  const link: ShareRecord = {
    id: 'h',
    ownerUid: 'u1',
    reviewId: 'r1',
    createdAt: '2026-01-05T10:30:00.000Z',
    expiresAt: '2026-01-12T10:30:00.000Z',
    revokedAt: null,
  };
  it('opens until it expires, and never once revoked', () => {
    expect(isLive(link, new Date('2026-01-12T10:29:59Z'))).toBe(true);
    expect(isLive(link, new Date('2026-01-12T10:30:00Z'))).toBe(false);
    expect(isLive({ ...link, revokedAt: '2026-01-06T00:00:00.000Z' }, new Date('2026-01-07T00:00:00Z'))).toBe(false);
  });
});
