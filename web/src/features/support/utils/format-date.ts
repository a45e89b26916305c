// Short dates keep the Created column narrow enough for a phone.
const SHORT = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/** "Nov 20, 2026", in the user's own time zone (ticket times are instants, not calendar days). */
export const formatShortDate = (iso: string): string => SHORT.format(new Date(iso));
