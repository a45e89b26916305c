import { Box, Chip, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Paper, Typography } from '@mui/material';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import NotificationsActive from '@mui/icons-material/NotificationsActive';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { Notification } from '@shared/notifications/notification-views';
import { AsyncState } from '@/components/ui/async-state';
import { DateText } from '@/components/ui/date-text';
import { PageHeader } from '@/components/ui/page-header';
import { storedText, useServerMessages } from '@/lib/i18n/server-message';
import { useNotifications } from '../api/get-notifications';
import { unreadCountQueryKey } from '../api/get-unread-count';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';

// Stored links are app paths (notify() checks), but the list renders stored data, so check again.
const isAppPath = (link: string | null): link is string => link !== null && link.startsWith('/') && !link.startsWith('//');

function NotificationRow({ notification }: { notification: Notification }) {
  const { t } = useTranslation('notifications');
  const render = useServerMessages('server-notifications');
  const unread = !notification.read;
  const content: ReactNode = (
    <>
      <ListItemIcon sx={{ minWidth: 40 }}>
        {unread ? <NotificationsActive color="primary" aria-hidden /> : <NotificationsOutlined color="action" aria-hidden />}
      </ListItemIcon>
      <ListItemText
        primary={
          <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
            <Box component="span" sx={{ fontWeight: unread ? 700 : 400, flex: '1 1 240px', overflowWrap: 'anywhere' }}>
              {storedText(notification.keyed, notification.message, render)}
            </Box>
            {unread && <Chip label={t('new')} color="primary" size="small" />}
          </Box>
        }
        secondary={<DateText value={notification.createdAt} withTime />}
      />
    </>
  );
  return (
    <ListItem disablePadding divider>
      {isAppPath(notification.link) ? (
        <ListItemButton component={RouterLink} to={notification.link} sx={{ alignItems: 'flex-start', py: 1.5 }}>
          {content}
        </ListItemButton>
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'flex-start', px: 2, py: 1.5, width: '100%' }}>{content}</Box>
      )}
    </ListItem>
  );
}

export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const query = useNotifications();
  const { mutate: markAllRead } = useMarkNotificationsRead();
  const queryClient = useQueryClient();
  const marked = useRef(false);
  const data = query.data;

  // Opening the page is reading it: mark everything read once per visit. The list keeps showing which
  // ones were new when the page opened (it is not refetched), while the bell drops to 0.
  useEffect(() => {
    if (!data || marked.current) return;
    marked.current = true;
    if (data.notifications.some((n) => !n.read) || data.unreadCount > 0) markAllRead();
    else void queryClient.invalidateQueries({ queryKey: unreadCountQueryKey });
  }, [data, markAllRead, queryClient]);

  return (
    <Box sx={{ maxWidth: 860 }}>
      <PageHeader title={t('title')} />
      <AsyncState
        query={query}
        loadingLabel={t('loading')}
        errorMessage={t('loadFailed')}
        isEmpty={(d) => d.notifications.length === 0}
        empty={t('empty')}
      >
        {({ notifications }) => (
          <>
            <Paper variant="outlined">
              <List disablePadding aria-label={t('title')}>
                {notifications.map((n) => (
                  <NotificationRow key={n.id} notification={n} />
                ))}
              </List>
            </Paper>
            <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 3 }}>
              {t('end')}
            </Typography>
          </>
        )}
      </AsyncState>
    </Box>
  );
}
