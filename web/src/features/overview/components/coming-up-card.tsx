// The overview's "Coming up": the next three deadlines and appointments, each linking to its page. It loads on its
// own, its texts' catalogs included, so the rest of the overview never waits for it.
import AlarmOutlined from '@mui/icons-material/AlarmOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import { Box, Card, CardContent, Chip, Link, List, ListItem, ListItemIcon, ListItemText, Skeleton, Typography } from '@mui/material';
import type { DeadlineView } from '@shared/deadlines/deadline-views';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { AsyncState } from '@/components/ui/async-state';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/i18n/format';
import { useUpcomingDeadlines } from '../api/get-upcoming-deadlines';
import { storedText, useServerMessages } from '@/lib/i18n/server-message';

const pageOf = (deadline: DeadlineView) => (deadline.kind === 'appointment' ? paths.appointments : paths.complianceReminders);

function Upcoming({ deadlines }: { deadlines: DeadlineView[] }) {
  const { t } = useTranslation('overview');
  const render = useServerMessages('server-deadlines');
  const title = (deadline: DeadlineView) => storedText(deadline.titleKeyed, deadline.title, render);
  if (deadlines.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('comingUp.empty')}
      </Typography>
    );
  }
  return (
    <List dense disablePadding>
      {deadlines.map((deadline) => (
        <ListItem
          key={deadline.id}
          disableGutters
          secondaryAction={
            <Chip
              size="small"
              label={t('comingUp.when', { days: deadline.daysLeft })}
              color={deadline.daysLeft <= 7 ? 'warning' : 'default'}
            />
          }
        >
          <ListItemIcon sx={{ minWidth: 36 }}>
            {deadline.kind === 'appointment' ? (
              <EventOutlined color="primary" aria-hidden />
            ) : (
              <AlarmOutlined color="primary" aria-hidden />
            )}
          </ListItemIcon>
          <ListItemText
            sx={{ pr: 10 }}
            primary={
              <Link component={RouterLink} to={pageOf(deadline)} underline="hover" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {title(deadline)}
              </Link>
            }
            secondary={formatDate(deadline.dueDate)}
          />
        </ListItem>
      ))}
    </List>
  );
}

export function ComingUpCard() {
  const { t } = useTranslation('overview');
  const query = useUpcomingDeadlines();
  const loading = (
    <Box aria-label={t('comingUp.loading')} role="status">
      <Skeleton height={32} />
      <Skeleton height={32} />
      <Skeleton height={32} />
    </Box>
  );
  return (
    <Card component="section" aria-labelledby="coming-up-title" sx={{ mb: 3 }}>
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, mb: 1 }}>
          <Typography id="coming-up-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {t('comingUp.title')}
          </Typography>
          <Link component={RouterLink} to={paths.complianceReminders} underline="hover">
            {t('comingUp.all')}
          </Link>
        </Box>
        <AsyncState query={query} loading={loading} errorMessage={t('comingUp.loadFailed')}>
          {(data) => <Upcoming deadlines={data.deadlines} />}
        </AsyncState>
      </CardContent>
    </Card>
  );
}
