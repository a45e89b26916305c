import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { anyMap, createdAndUpdated, fillUpdatedAt, optionalText, ownerUid, storedDay, storedTimestamp, textOr } from './stored-fields';

// 2026-01-05T10:30:00.000Z
const SECONDS = 1_767_609_000;

describe('storedTimestamp', () => {
  it('reads a Firestore Timestamp as an ISO string', () => {
    expect(storedTimestamp.parse(new Timestamp(SECONDS, 0))).toBe('2026-01-05T10:30:00.000Z');
    expect(storedTimestamp.parse(new Timestamp(SECONDS, 250_000_000))).toBe('2026-01-05T10:30:00.250Z');
  });

  it('reads ISO text typed into the console, normalised to UTC', () => {
    expect(storedTimestamp.parse('2026-01-05T10:30:00Z')).toBe('2026-01-05T10:30:00.000Z');
    expect(storedTimestamp.parse('2026-01-05T12:30:00+02:00')).toBe('2026-01-05T10:30:00.000Z');
    expect(storedTimestamp.parse('2026-01-05')).toBe('2026-01-05T00:00:00.000Z');
  });

  it('refuses anything else', () => {
    for (const value of [
      undefined,
      null,
      1_767_609_000_000,
      new Date(),
      'yesterday',
      '2026-01-05T10:30:00',
      '2026-02-30',
      { seconds: SECONDS, nanoseconds: 0 },
    ]) {
      expect(storedTimestamp.safeParse(value).success, String(value)).toBe(false);
    }
  });
});

describe('storedDay', () => {
  it('reads a day as YYYY-MM-DD, from text or a Timestamp', () => {
    expect(storedDay.parse('2026-11-16')).toBe('2026-11-16');
    expect(storedDay.parse('2026-11-16T23:00:00Z')).toBe('2026-11-16');
    expect(storedDay.parse(new Timestamp(SECONDS, 0))).toBe('2026-01-05');
    expect(storedDay.safeParse('16/11/2026').success).toBe(false);
  });
});

describe('text fields', () => {
  it('reads optional text as null when missing, null or empty', () => {
    const schema = z.object({ link: optionalText });
    expect(schema.parse({})).toEqual({ link: null });
    expect(schema.parse({ link: null })).toEqual({ link: null });
    expect(schema.parse({ link: '' })).toEqual({ link: null });
    expect(schema.parse({ link: '/billing' })).toEqual({ link: '/billing' });
    expect(schema.safeParse({ link: 7 }).success).toBe(false);
  });

  it('gives text its fallback when missing, null or empty, and refuses another type', () => {
    const schema = z.object({ title: textOr('New chat') });
    expect(schema.parse({})).toEqual({ title: 'New chat' });
    expect(schema.parse({ title: '' })).toEqual({ title: 'New chat' });
    expect(schema.parse({ title: 'Visa' })).toEqual({ title: 'Visa' });
    expect(schema.safeParse({ title: ['Visa'] }).success).toBe(false);
  });

  it('requires an owner uid', () => {
    expect(ownerUid.safeParse('u1').success).toBe(true);
    for (const value of [undefined, '', 42]) expect(ownerUid.safeParse(value).success).toBe(false);
  });

  it('takes a map but not an array', () => {
    expect(anyMap.parse({ a: [1, { b: 2 }] })).toEqual({ a: [1, { b: 2 }] });
    expect(anyMap.safeParse([]).success).toBe(false);
  });
});

describe('fillUpdatedAt', () => {
  const schema = z.object(createdAndUpdated).transform(fillUpdatedAt);

  it('keeps updatedAt, or falls back to createdAt when it was lost', () => {
    const created = new Timestamp(SECONDS, 0);
    expect(schema.parse({ createdAt: created, updatedAt: '2026-01-06' })).toEqual({
      createdAt: '2026-01-05T10:30:00.000Z',
      updatedAt: '2026-01-06T00:00:00.000Z',
    });
    expect(schema.parse({ createdAt: created })).toEqual({ createdAt: '2026-01-05T10:30:00.000Z', updatedAt: '2026-01-05T10:30:00.000Z' });
    expect(schema.parse({ createdAt: created, updatedAt: null }).updatedAt).toBe('2026-01-05T10:30:00.000Z');
  });

  it('still refuses an updatedAt that is there but not a time', () => {
    expect(schema.safeParse({ createdAt: new Timestamp(SECONDS, 0), updatedAt: 'soon' }).success).toBe(false);
    expect(schema.safeParse({ updatedAt: new Timestamp(SECONDS, 0) }).success).toBe(false);
  });
});
