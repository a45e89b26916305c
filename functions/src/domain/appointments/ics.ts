// iCalendar (RFC 5545) for appointments: one event as a download, or all of a user's as a subscribed feed. Lines end
// in CRLF and are folded at 75 octets (never inside a UTF-8 character); TEXT values escape backslashes, commas,
// semicolons and line breaks. Times are written in the appointment's own zone (DTSTART;TZID=America/New_York) with a
// VTIMEZONE built from Intl for the years the events fall in, so Apple Calendar (which reads VTIMEZONE) and Google
// Calendar (which knows IANA names) show the same time; UTC zones are written as UTC times. Each event has a stable
// UID, a SEQUENCE raised on every change, STATUS:CANCELLED once cancelled, and display alarms a day and an hour before.
import { zoneOffsetMinutes } from './zoned-time';

export interface IcsEvent {
  /** Stable per appointment. */
  uid: string;
  sequence: number;
  status: 'scheduled' | 'cancelled';
  /** ISO UTC instants. */
  startsAt: string;
  endsAt: string;
  timeZone: string;
  summary: string;
  location: string;
  description: string;
  /** ISO instants. */
  created: string;
  lastModified: string;
}

export interface IcsCalendarOptions {
  /** DTSTAMP: when the file was made. */
  now: Date;
  /** X-WR-CALNAME, for feeds. */
  name?: string;
  /** How often a subscriber should fetch a feed again, in minutes (REFRESH-INTERVAL and X-PUBLISHED-TTL). */
  refreshMinutes?: number;
}

export const ICS_PRODID = '-//Immigration AI//Appointments//EN';
/** Alarms before the start, as iCalendar durations. */
export const ICS_ALARMS = ['-P1D', '-PT1H'] as const;

const MAX_LINE_OCTETS = 75;
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const encoder = new TextEncoder();

/** A TEXT value: backslash, semicolon, comma and line breaks escaped (RFC 5545, 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** One content line folded into lines of at most 75 octets, each continuation starting with a space (3.1). */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > MAX_LINE_OCTETS) {
      out.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n');
}

const pad = (value: number, width = 2) => String(Math.abs(value)).padStart(width, '0');

/** 20270302T140000Z */
export function utcStamp(instant: number): string {
  return new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The wall-clock time at `instant` shifted by `offsetMinutes`, as 20270302T090000 (no zone letter). */
function floatingStamp(instant: number, offsetMinutes: number): string {
  return utcStamp(instant + offsetMinutes * MINUTE_MS).slice(0, -1);
}

const offsetText = (minutes: number) => `${minutes < 0 ? '-' : '+'}${pad(Math.trunc(minutes / 60))}${pad(minutes % 60)}`;

const isUtcZone = (timeZone: string) => /^(Etc\/)?(UTC|GMT|UCT|Zulu|Universal|Greenwich)(\+0|-0|0)?$/i.test(timeZone) || timeZone === 'UTC';

function zoneAbbreviation(instant: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(new Date(instant));
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

interface Transition {
  at: number;
  from: number;
  to: number;
}

/** The zone's offset changes between two instants, found by sampling each day and narrowing to the minute. */
export function zoneTransitions(timeZone: string, from: number, to: number): Transition[] {
  const transitions: Transition[] = [];
  let previous = zoneOffsetMinutes(from, timeZone);
  for (let day = from + DAY_MS; day <= to; day += DAY_MS) {
    const offset = zoneOffsetMinutes(day, timeZone);
    if (offset === previous) continue;
    let low = day - DAY_MS;
    let high = day;
    while (high - low > MINUTE_MS) {
      const middle = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
      if (zoneOffsetMinutes(middle, timeZone) === previous) low = middle;
      else high = middle;
    }
    transitions.push({ at: high, from: previous, to: offset });
    previous = offset;
  }
  return transitions;
}

/** A VTIMEZONE for the zone, exact over the calendar years from `fromYear` to `toYear`. */
export function vtimezoneLines(timeZone: string, fromYear: number, toYear: number): string[] {
  const start = Date.UTC(fromYear, 0, 1) - DAY_MS;
  const end = Date.UTC(toYear + 1, 0, 1) + DAY_MS;
  const initial = zoneOffsetMinutes(start, timeZone);
  const transitions = zoneTransitions(timeZone, start, end);
  const lowest = Math.min(initial, ...transitions.map((t) => t.to));
  const observance = (kind: 'STANDARD' | 'DAYLIGHT', at: number, from: number, to: number) => [
    `BEGIN:${kind}`,
    `DTSTART:${floatingStamp(at, from)}`,
    `TZOFFSETFROM:${offsetText(from)}`,
    `TZOFFSETTO:${offsetText(to)}`,
    `TZNAME:${escapeText(zoneAbbreviation(at, timeZone))}`,
    `END:${kind}`,
  ];
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${timeZone}`,
    ...observance(initial > lowest ? 'DAYLIGHT' : 'STANDARD', start, initial, initial),
    ...transitions.flatMap((t) => observance(t.to > lowest ? 'DAYLIGHT' : 'STANDARD', t.at, t.from, t.to)),
    'END:VTIMEZONE',
  ];
}

function timeProperty(name: 'DTSTART' | 'DTEND', iso: string, timeZone: string): string {
  const instant = Date.parse(iso);
  if (isUtcZone(timeZone)) return `${name}:${utcStamp(instant)}`;
  return `${name};TZID=${timeZone}:${floatingStamp(instant, zoneOffsetMinutes(instant, timeZone))}`;
}

function eventLines(event: IcsEvent, now: Date): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(now.getTime())}`,
    `CREATED:${utcStamp(Date.parse(event.created))}`,
    `LAST-MODIFIED:${utcStamp(Date.parse(event.lastModified))}`,
    `SEQUENCE:${event.sequence}`,
    timeProperty('DTSTART', event.startsAt, event.timeZone),
    timeProperty('DTEND', event.endsAt, event.timeZone),
    `SUMMARY:${escapeText(event.summary)}`,
  ];
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  lines.push(`STATUS:${event.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED'}`, 'TRANSP:OPAQUE');
  if (event.status === 'scheduled') {
    for (const trigger of ICS_ALARMS) {
      lines.push(
        'BEGIN:VALARM',
        'ACTION:DISPLAY',
        `TRIGGER:${trigger}`,
        `DESCRIPTION:${escapeText(`Reminder: ${event.summary}`)}`,
        'END:VALARM',
      );
    }
  }
  lines.push('END:VEVENT');
  return lines;
}

/** A whole VCALENDAR with its events (and a VTIMEZONE per zone they use), as the text of a .ics file. */
export function buildCalendar(events: readonly IcsEvent[], options: IcsCalendarOptions): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${ICS_PRODID}`, 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'];
  if (options.name) lines.push(`X-WR-CALNAME:${escapeText(options.name)}`);
  if (options.refreshMinutes) {
    lines.push(`REFRESH-INTERVAL;VALUE=DURATION:PT${options.refreshMinutes}M`, `X-PUBLISHED-TTL:PT${options.refreshMinutes}M`);
  }
  const years = new Map<string, { from: number; to: number }>();
  for (const event of events) {
    if (isUtcZone(event.timeZone)) continue;
    const from = new Date(event.startsAt).getUTCFullYear();
    const to = new Date(event.endsAt).getUTCFullYear();
    const known = years.get(event.timeZone);
    years.set(event.timeZone, { from: Math.min(from, known?.from ?? from), to: Math.max(to, known?.to ?? to) });
  }
  for (const [zone, range] of [...years].sort(([a], [b]) => a.localeCompare(b))) lines.push(...vtimezoneLines(zone, range.from, range.to));
  for (const event of events) lines.push(...eventLines(event, options.now));
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
