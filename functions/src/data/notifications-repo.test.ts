import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { notificationDocSchema } from './notifications-repo';

const created = new Timestamp(1_767_609_000, 0); // 2026-01-05T10:30:00Z

describe('notificationDocSchema', () => {
  it('reads a notification, unread and without a link when those are left out', () => {
    expect(
      notificationDocSchema.parse({ ownerUid: 'u1', message: 'Paid', link: '/billing/history', read: true, createdAt: created }),
    ).toEqual({
      ownerUid: 'u1',
      message: 'Paid',
      // Written before keyed messages: only the text.
      keyed: null,
      link: '/billing/history',
      read: true,
      createdAt: '2026-01-05T10:30:00.000Z',
    });
    expect(notificationDocSchema.parse({ ownerUid: 'u1', message: 'Hello', createdAt: '2026-01-05' })).toMatchObject({
      link: null,
      read: false,
    });
  });

  it('reads a keyed notification with its key and parameters, nested ones too', () => {
    const keyed = { key: 'errors:caseAlreadyInStatus', params: { status: { key: 'labels:approved' } } };
    expect(
      notificationDocSchema.parse({ ownerUid: 'u1', message: 'The case is already Approved.', keyed, createdAt: created }),
    ).toMatchObject({
      keyed,
    });
    expect(notificationDocSchema.safeParse({ ownerUid: 'u1', message: 'x', keyed: { key: 'not a key' }, createdAt: created }).success).toBe(
      false,
    );
  });

  it('refuses a notification without owner or time, or with a read flag typed as text', () => {
    for (const bad of [
      { message: 'Hi', createdAt: created },
      { ownerUid: 'u1', message: 'Hi' },
      { ownerUid: 'u1', message: 'Hi', read: 'yes', createdAt: created },
    ]) {
      expect(notificationDocSchema.safeParse(bad).success).toBe(false);
    }
  });
});
