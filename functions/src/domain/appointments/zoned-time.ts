// Local wall-clock times in IANA time zones, through Intl only (no tz database of our own): an appointment is typed
// as a notice prints it (a date, a time, the office's zone) and stored as the instant it names.
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClock(instant: number, timeZone: string): WallClock {
  const parts = partsFormatter(timeZone).formatToParts(new Date(instant));
  const value = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value ?? '0');
  return {
    year: value('year'),
    month: value('month'),
    day: value('day'),
    hour: value('hour') % 24,
    minute: value('minute'),
    second: value('second'),
  };
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The zone's offset from UTC at `instant`, in minutes (New York in winter: -300). */
export function zoneOffsetMinutes(instant: number, timeZone: string): number {
  const whole = Math.floor(instant / 1000) * 1000;
  const clock = wallClock(whole, timeZone);
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return Math.round((asUtc - whole) / MINUTE_MS);
}

/** 'YYYY-MM-DDTHH:mm' on the wall clock of `timeZone` at `instant`. */
export function localDateTime(instant: number, timeZone: string): string {
  const c = wallClock(instant, timeZone);
  return `${pad(c.year, 4)}-${pad(c.month)}-${pad(c.day)}T${pad(c.hour)}:${pad(c.minute)}`;
}

/**
 * The instant a local 'YYYY-MM-DDTHH:mm' names in `timeZone`. A time repeated when clocks go back is its first
 * occurrence; a time skipped when they go forward is read with the offset before the change (02:30 on the day New
 * York springs forward is 03:30 EDT), as calendar applications do.
 */
export function zonedToInstant(localStart: string, timeZone: string): number {
  const naive = Date.parse(`${localStart}:00Z`);
  if (Number.isNaN(naive)) throw new RangeError('Not a local date-time');
  const before = zoneOffsetMinutes(naive - DAY_MS, timeZone);
  const after = zoneOffsetMinutes(naive + DAY_MS, timeZone);
  const candidates = [...new Set([before, after])].map((offset) => naive - offset * MINUTE_MS).sort((a, b) => a - b);
  const exact = candidates.find((instant) => localDateTime(instant, timeZone) === localStart);
  return exact ?? naive - before * MINUTE_MS;
}
