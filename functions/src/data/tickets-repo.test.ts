import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { ticketDocSchema, ticketMessageDocSchema } from './tickets-repo';

const created = new Timestamp(1_767_609_000, 0); // 2026-01-05T10:30:00Z
const ISO = '2026-01-05T10:30:00.000Z';
const ticket = {
  ownerUid: 'u1',
  subject: 'Upload fails',
  category: 'Documents',
  description: 'The page keeps loading.',
  status: 'Pending',
  attachment: { name: 'scan.png', path: 'users/u1/tickets/t1/scan.png', contentType: 'image/png', size: 2048 },
  createdAt: created,
  updatedAt: created,
};

describe('ticketDocSchema', () => {
  it('reads a ticket as createTicket writes it', () => {
    expect(ticketDocSchema.parse(ticket)).toEqual({ ...ticket, createdAt: ISO, updatedAt: ISO });
  });

  it('fills what the support team may leave out of a ticket made by hand', () => {
    const parsed = ticketDocSchema.parse({
      ownerUid: 'u1',
      subject: 'Call me',
      attachment: { path: 'users/u1/tickets/t1/notes.txt' },
      createdAt: '2026-01-05T10:30:00Z',
    });
    expect(parsed).toEqual({
      ownerUid: 'u1',
      subject: 'Call me',
      category: 'Other',
      description: '',
      status: 'Open',
      attachment: { name: 'notes.txt', path: 'users/u1/tickets/t1/notes.txt', contentType: 'application/octet-stream', size: 0 },
      createdAt: ISO,
      updatedAt: ISO,
    });
    expect(ticketDocSchema.parse({ ...ticket, attachment: null }).attachment).toBeNull();
  });

  it('refuses a status typed wrong, a missing owner and an attachment without a path', () => {
    const { ownerUid: _owner, ...ownerless } = ticket;
    for (const bad of [
      { ...ticket, status: 'closed' },
      ownerless,
      { ...ticket, attachment: { name: 'x.png' } },
      { ...ticket, subject: null },
    ]) {
      expect(ticketDocSchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe('ticketMessageDocSchema', () => {
  it('reads a reply the support team added by hand, dated as text', () => {
    expect(ticketMessageDocSchema.parse({ author: 'support', text: 'Fixed.', createdAt: '2026-01-05T11:30:00+01:00' })).toEqual({
      author: 'support',
      text: 'Fixed.',
      createdAt: ISO,
    });
  });

  it('refuses an author that is neither the user nor support', () => {
    expect(ticketMessageDocSchema.safeParse({ author: 'Support', text: 'Fixed.', createdAt: created }).success).toBe(false);
  });
});
