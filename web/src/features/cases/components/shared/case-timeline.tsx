import { Box, List, ListItem, Typography } from '@mui/material';
import type { CaseTimelineEntry } from '@shared/cases/case-views';
import { storedText, useServerMessages } from '@/lib/i18n/server-message';
import { formatDay } from '../../utils/format';
import { useTranslation } from 'react-i18next';

/**
 * A case's history, newest first: the date, what happened (in the reader's language; an entry stored before keyed
 * messages as it was stored) and who did it.
 */
export function CaseTimeline({
  entries,
  labelledBy,
  empty,
}: {
  entries: readonly CaseTimelineEntry[];
  labelledBy?: string;
  empty?: string;
}) {
  const { t } = useTranslation('cases');
  const render = useServerMessages('server-timeline');
  if (entries.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {empty ?? t('timeline.empty')}
      </Typography>
    );
  }
  const newestFirst = [...entries].sort((a, b) => b.date.localeCompare(a.date));
  return (
    <List disablePadding aria-labelledby={labelledBy} data-testid="case-timeline">
      {newestFirst.map((entry, i) => (
        <ListItem
          key={`${entry.date}-${i}`}
          disableGutters
          data-testid="case-timeline-entry"
          sx={{ py: 0.75, pl: 1.5, borderLeft: 2, borderColor: i === 0 ? 'primary.main' : 'divider' }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {storedText(entry.keyed, entry.event, render)}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              <time dateTime={entry.date}>{formatDay(entry.date)}</time> · {t(`timeline.by.${entry.by}`)}
            </Typography>
          </Box>
        </ListItem>
      ))}
    </List>
  );
}
