import { describe, expect, it } from 'vitest';
import { localDateTime, zonedToInstant, zoneOffsetMinutes } from './zoned-time';

const iso = (instant: number) => new Date(instant).toISOString();

describe('zonedToInstant', () => {
  it('reads a local time in winter and summer', () => {
    expect(iso(zonedToInstant('2027-03-02T09:00', 'America/New_York'))).toBe('2027-03-02T14:00:00.000Z');
    expect(iso(zonedToInstant('2027-07-01T09:00', 'America/New_York'))).toBe('2027-07-01T13:00:00.000Z');
    expect(iso(zonedToInstant('2027-01-20T10:00', 'Australia/Sydney'))).toBe('2027-01-19T23:00:00.000Z');
    expect(iso(zonedToInstant('2027-03-02T09:00', 'Asia/Kolkata'))).toBe('2027-03-02T03:30:00.000Z');
    expect(iso(zonedToInstant('2027-03-02T09:00', 'UTC'))).toBe('2027-03-02T09:00:00.000Z');
  });

  it('moves a time skipped by the spring change forward, and takes the first of a repeated one', () => {
    // New York springs forward on Mar 14, 2027 at 02:00: 02:30 does not exist and reads as 03:30 EDT.
    expect(iso(zonedToInstant('2027-03-14T02:30', 'America/New_York'))).toBe('2027-03-14T07:30:00.000Z');
    // It falls back on Nov 7, 2027: 01:30 happens twice; the first is EDT.
    expect(iso(zonedToInstant('2027-11-07T01:30', 'America/New_York'))).toBe('2027-11-07T05:30:00.000Z');
  });

  it('round-trips with localDateTime', () => {
    const instant = zonedToInstant('2027-10-31T23:45', 'Europe/Paris');
    expect(localDateTime(instant, 'Europe/Paris')).toBe('2027-10-31T23:45');
    expect(zoneOffsetMinutes(instant, 'Europe/Paris')).toBe(60);
  });
});
