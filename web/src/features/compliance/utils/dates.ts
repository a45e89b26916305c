import dayjs from 'dayjs';
import { formatDate } from '@/lib/i18n/format';

/** Today on the applicant's own calendar, as the API takes it (YYYY-MM-DD). */
export const localToday = (): string => dayjs().format('YYYY-MM-DD');

/** "2026-11-20" -> "Nov 20, 2026" (in the chosen language), read as a calendar day (no time zone shift). */
export const shortDate = (day: string): string => formatDate(day, 'medium');
