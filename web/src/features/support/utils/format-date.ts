import { formatDate } from '@/lib/i18n/format';

// Short dates keep the Created column narrow enough for a phone.
/** "Nov 20, 2026", in the user's own time zone (ticket times are instants, not calendar days). */
export const formatShortDate = (iso: string): string => formatDate(iso, 'medium');
