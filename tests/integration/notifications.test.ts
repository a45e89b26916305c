import { describe, expect, it } from 'vitest';
import { DEMO_USER } from '../../emulators/lib/paths';
import { api, signInWithPassword, createTestUser } from '../support/stack';

interface NotificationList {
  notifications: { id: string; message: string; keyed: unknown; link: string | null; read: boolean; createdAt: string }[];
  unreadCount: number;
}

const createTicket = (token: string, subject: string) =>
  api<{ ticket: { id: string } }>('/tickets', { token, body: { subject, category: 'Other', description: 'Details' } });

describe('notifications', () => {
  it('needs a token', async () => {
    expect((await api('/notifications')).status).toBe(401);
    expect((await api('/notifications/unread-count')).status).toBe(401);
    expect((await api('/notifications/mark-read', { method: 'POST' })).status).toBe(401);
  });

  it('starts empty for a new user', async () => {
    const user = await createTestUser();
    const res = await api<NotificationList>('/notifications', { token: user.idToken });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ notifications: [], unreadCount: 0 });
    expect((await api('/notifications/unread-count', { token: user.idToken })).body).toEqual({ count: 0 });
  });

  it('lists notify() results newest first, only to their owner, and marks them all read', async () => {
    const alice = await createTestUser();
    const bob = await createTestUser();
    await createTicket(alice.idToken, 'First');
    const second = await createTicket(alice.idToken, 'Second');

    const list = await api<NotificationList>('/notifications', { token: alice.idToken });
    expect(list.body.unreadCount).toBe(2);
    expect(list.body.notifications.map((n) => n.message)).toEqual([
      expect.stringContaining('"Second"'),
      expect.stringContaining('"First"'),
    ]);
    expect(list.body.notifications[0]).toMatchObject({
      read: false,
      link: `/support/tickets/${second.body.ticket.id}`,
      keyed: { key: 'notifications:ticketReceived', params: { subject: 'Second' } },
    });
    expect(Date.parse(list.body.notifications[0]!.createdAt)).toBeGreaterThan(Date.now() - 60_000);

    expect((await api<NotificationList>('/notifications', { token: bob.idToken })).body.notifications).toEqual([]);
    expect((await api('/notifications/unread-count', { token: alice.idToken })).body).toEqual({ count: 2 });

    // Bob marking his own as read leaves Alice's untouched.
    expect((await api('/notifications/mark-read', { token: bob.idToken, method: 'POST' })).body).toEqual({ updated: 0, unreadCount: 0 });
    expect((await api('/notifications/unread-count', { token: alice.idToken })).body).toEqual({ count: 2 });

    const marked = await api('/notifications/mark-read', { token: alice.idToken, method: 'POST' });
    expect(marked.status).toBe(200);
    expect(marked.body).toEqual({ updated: 2, unreadCount: 0 });
    expect((await api('/notifications/unread-count', { token: alice.idToken })).body).toEqual({ count: 0 });
    const after = await api<NotificationList>('/notifications', { token: alice.idToken });
    expect(after.body.notifications.every((n) => n.read)).toBe(true);
  });

  it("has the spec's three seeded notifications for the demo user, newest first", async () => {
    const token = await signInWithPassword(DEMO_USER.email, DEMO_USER.password);
    const res = await api<NotificationList>('/notifications', { token });
    // Other suites may notify the demo user too; the seeded ones have fixed ids.
    const seeded = res.body.notifications.filter((n) => n.id.startsWith('demo-notification-'));
    expect(seeded.map((n) => n.id)).toEqual(['demo-notification-1', 'demo-notification-2', 'demo-notification-3']);
    expect(seeded.filter((n) => !n.read)).toHaveLength(2);
    const dates = res.body.notifications.map((n) => n.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});
