import { Box } from '@mui/material';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * "2026-11-01" -> "November 1, 2026"; a full timestamp also gets the local time when `withTime`.
 * A plain date is a calendar day, not an instant, so it is formatted in UTC to avoid showing the day before.
 */
export function formatDate(value: string, withTime = false): string {
  const dateOnly = DATE_ONLY.test(value);
  const date = new Date(dateOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(undefined, {
    dateStyle: 'long',
    ...(withTime && !dateOnly ? { timeStyle: 'short' } : {}),
    ...(dateOnly ? { timeZone: 'UTC' } : {}),
  }).format(date);
}

/** A machine-readable <time> element around a formatted date. */
export function DateText({ value, withTime = false }: { value: string; withTime?: boolean }) {
  return (
    <Box component="time" dateTime={value} sx={{ font: 'inherit', color: 'inherit' }}>
      {formatDate(value, withTime)}
    </Box>
  );
}
