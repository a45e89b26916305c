import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildCalendar, escapeText, foldLine, type IcsEvent } from './ics';

const NOW = new Date('2027-01-10T12:00:00Z');

const event = (over: Partial<IcsEvent> = {}): IcsEvent => ({
  uid: 'appointment-abc@immigration-ai',
  sequence: 2,
  status: 'scheduled',
  // 9:00 in New York on Tue, Mar 2, 2027 (EST, UTC-5).
  startsAt: '2027-03-02T14:00:00.000Z',
  endsAt: '2027-03-02T15:00:00.000Z',
  timeZone: 'America/New_York',
  summary: 'Biometrics appointment',
  location: 'USCIS ASC, 26 Federal Plaza; Room 3, New York',
  description: 'Bring: I-797C, passport\nand photos; arrive early',
  created: '2027-01-01T10:00:00.000Z',
  lastModified: '2027-01-05T10:00:00.000Z',
  ...over,
});

/** Parses a .ics with ical.js, registering its VTIMEZONEs so zoned times convert. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent)) };
}

describe('buildCalendar', () => {
  it('is read back by ical.js with the start in the appointment zone, UID, SEQUENCE and alarms', () => {
    const text = buildCalendar([event()], { now: NOW });
    const { calendar, events } = parse(text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(events).toHaveLength(1);
    const [parsed] = events;
    if (!parsed) throw new Error('no event');
    expect(parsed.uid).toBe('appointment-abc@immigration-ai');
    expect(parsed.sequence).toBe(2);
    expect(parsed.startDate.zone?.tzid).toBe('America/New_York');
    expect(parsed.startDate.hour).toBe(9);
    expect(parsed.startDate.toJSDate().toISOString()).toBe('2027-03-02T14:00:00.000Z');
    expect(parsed.endDate.toJSDate().toISOString()).toBe('2027-03-02T15:00:00.000Z');
    expect(parsed.location).toBe('USCIS ASC, 26 Federal Plaza; Room 3, New York');
    expect(parsed.description).toBe('Bring: I-797C, passport\nand photos; arrive early');
    const alarms = parsed.component.getAllSubcomponents('valarm');
    expect(alarms.map((alarm) => String(alarm.getFirstPropertyValue('trigger')))).toEqual(['-P1D', '-PT1H']);
    expect(alarms[0]?.getFirstPropertyValue('action')).toBe('DISPLAY');
    expect(parsed.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(String(parsed.component.getFirstPropertyValue('dtstamp'))).toBe('2027-01-10T12:00:00Z');
  });

  it('writes the summer offset across a daylight-saving change in the VTIMEZONE', () => {
    // 10:30 in New York on Jul 1, 2027 is EDT (UTC-4); and one in Sydney in January (AEDT, UTC+11).
    const text = buildCalendar(
      [
        event({ uid: 'a@x', startsAt: '2027-07-01T14:30:00.000Z', endsAt: '2027-07-01T15:00:00.000Z' }),
        event({ uid: 'b@x', timeZone: 'Australia/Sydney', startsAt: '2027-01-20T23:00:00.000Z', endsAt: '2027-01-21T00:00:00.000Z' }),
      ],
      { now: NOW },
    );
    const { events } = parse(text);
    expect(events[0]?.startDate.hour).toBe(10);
    expect(events[0]?.startDate.minute).toBe(30);
    expect(events[0]?.startDate.toJSDate().toISOString()).toBe('2027-07-01T14:30:00.000Z');
    expect(events[1]?.startDate.zone?.tzid).toBe('Australia/Sydney');
    expect(events[1]?.startDate.hour).toBe(10);
    expect(events[1]?.startDate.toJSDate().toISOString()).toBe('2027-01-20T23:00:00.000Z');
  });

  it('writes UTC appointments as UTC times without a VTIMEZONE', () => {
    const text = buildCalendar([event({ timeZone: 'UTC' })], { now: NOW });
    expect(text).toContain('DTSTART:20270302T140000Z');
    expect(text).not.toContain('VTIMEZONE');
    expect(parse(text).events[0]?.startDate.toJSDate().toISOString()).toBe('2027-03-02T14:00:00.000Z');
  });

  it('ends every line with CRLF and folds long lines at 75 octets, read back whole', () => {
    const notes = `${'Långa anteckningar – 日本語のメモ, with commas; and semicolons. '.repeat(8)}\nSecond line`;
    const text = buildCalendar([event({ description: notes })], { now: NOW });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(text).toMatch(/\r\n /);
    expect(parse(text).events[0]?.description).toBe(notes);
  });

  it('marks a cancelled appointment CANCELLED, without alarms, in a feed with a name and refresh interval', () => {
    const text = buildCalendar([event({ status: 'cancelled', sequence: 3 })], { now: NOW, name: 'My appointments', refreshMinutes: 60 });
    const { calendar, events } = parse(text);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('My appointments');
    expect(text).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT60M');
    expect(events[0]?.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(events[0]?.sequence).toBe(3);
    expect(events[0]?.component.getAllSubcomponents('valarm')).toHaveLength(0);
  });
});

describe('escapeText and foldLine', () => {
  it('escapes backslashes, commas, semicolons and line breaks', () => {
    expect(escapeText('a\\b, c; d\r\ne\nf')).toBe('a\\\\b\\, c\\; d\\ne\\nf');
  });

  it('never splits a UTF-8 character', () => {
    const folded = foldLine(`DESCRIPTION:${'é'.repeat(100)}`);
    const lines = folded.split('\r\n');
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.map((line, i) => (i === 0 ? line : line.slice(1))).join('')).toBe(`DESCRIPTION:${'é'.repeat(100)}`);
  });

  it('leaves a short line alone', () => {
    expect(foldLine('SUMMARY:Interview')).toBe('SUMMARY:Interview');
  });
});
