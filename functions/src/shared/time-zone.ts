// IANA time-zone names as users give them (appointments, the deadline facts). Pure, so the web's forms and the API
// check a zone the same way.

/** Whether the runtime's Intl knows the IANA time zone (browsers and Node share the tz database they ship). */
export function isKnownTimeZone(value: string): boolean {
  if (value.length === 0 || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** A time zone's canonical spelling as Intl writes it ('america/new_york' becomes 'America/New_York'). */
export const canonicalTimeZone = (value: string): string =>
  new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;

/** Month abbreviations of the English local times the server writes (domain/appointments/zoned-time.ts), and reads. */
export const ENGLISH_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
