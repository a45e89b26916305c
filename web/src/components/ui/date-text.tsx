import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatDate as formatDay } from '@/lib/i18n/format';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * "2026-11-01" -> "November 1, 2026" (in the user's language, through lib/i18n/format); a full timestamp also gets
 * the local time when `withTime`. A plain date is a calendar day, not an instant, so it never shows as the day before.
 */
export function formatDate(value: string, withTime = false): string {
  return withTime && !DATE_ONLY.test(value) ? formatDateTime(value, { dateStyle: 'long' }) : formatDay(value, 'long');
}

/** A machine-readable <time> element around a formatted date. */
export function DateText({ value, withTime = false }: { value: string; withTime?: boolean }) {
  // Re-renders on a language switch.
  useTranslation();
  return (
    <Box component="time" dateTime={value} sx={{ font: 'inherit', color: 'inherit' }}>
      {formatDate(value, withTime)}
    </Box>
  );
}
