// Deadline Reminders (docs/SPEC.md section 2; docs/deadlines.md): every deadline the app computed from the user's documents,
// checks, appointments and dates, and the reminders they added, soonest first, each with its lead times. The daily job
// (services/reminder-job.ts) announces them by app, email and SMS.
import LightbulbOutlined from '@mui/icons-material/LightbulbOutlined';
import { Alert, Box, Button, List, ListItem, ListItemIcon, ListItemText, Stack, Typography } from '@mui/material';
import type { DeadlinesView, DeadlineView } from '@shared/deadlines/deadline-views';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AsyncState, EmptyState } from '@/components/ui/async-state';
import { ErrorToast, useErrorToast } from '@/components/ui/error-toast';
import { LocalizedPickers } from '@/components/ui/localized-pickers';
import { PageHeader } from '@/components/ui/page-header';
import { useDeleteReminder } from '../api/delete-reminder';
import { useDeadlines } from '../api/get-deadlines';
import { useUpdateReminder } from '../api/update-reminder';
import { ChannelsLine } from './channels-line';
import { DeadlineItem } from './deadline-item';
import { ReminderDialog } from './reminder-dialog';
import { YourDatesCard } from './your-dates-card';

const TIPS = ['expiry', 'early', 'notices', 'contact'] as const;

function DeadlineList({ deadlines, onEdit }: { deadlines: DeadlineView[]; onEdit: (deadline: DeadlineView) => void }) {
  const { t } = useTranslation('deadlines');
  const { toast, showError, close } = useErrorToast();
  const update = useUpdateReminder();
  const remove = useDeleteReminder();
  const pendingId = update.isPending ? update.variables.id : remove.isPending ? remove.variables : null;
  const onError = (error: Error) => showError(error.message || t('page.saveFailed'));
  return (
    <>
      <Stack component="ul" aria-label={t('page.listLabel')} sx={{ listStyle: 'none', p: 0, m: 0, gap: 2 }}>
        {deadlines.map((deadline) => (
          <Box component="li" key={deadline.id}>
            <DeadlineItem
              deadline={deadline}
              pending={pendingId === deadline.id}
              onChangeLeads={(leadDays) => update.mutate({ id: deadline.id, leadDays }, { onError })}
              onMute={(muted) => update.mutate({ id: deadline.id, muted }, { onError })}
              onEdit={() => onEdit(deadline)}
              onDelete={() => remove.mutate(deadline.id, { onError })}
            />
          </Box>
        ))}
      </Stack>
      <ErrorToast toast={toast} onClose={close} />
    </>
  );
}

export function DeadlineRemindersPage() {
  const { t } = useTranslation('deadlines');
  const query = useDeadlines();
  const [dialog, setDialog] = useState<{ editing: DeadlineView | null; key: number } | null>(null);
  return (
    <LocalizedPickers>
      <Box sx={{ maxWidth: 900 }}>
        <PageHeader
          title={t('page.title')}
          subtitle={t('page.intro')}
          actions={
            <Button variant="contained" onClick={() => setDialog({ editing: null, key: Date.now() })}>
              {t('page.addReminder')}
            </Button>
          }
        />
        <ChannelsLine />
        <Alert severity="info" sx={{ mb: 3 }}>
          {t('page.disclaimer')}
        </Alert>
        <AsyncState<DeadlinesView> query={query} loadingLabel={t('page.loading')} errorMessage={t('page.loadError')}>
          {(view) => (
            <Stack sx={{ gap: 3 }}>
              {view.deadlines.length === 0 ? (
                <EmptyState>{t('page.empty')}</EmptyState>
              ) : (
                <DeadlineList deadlines={view.deadlines} onEdit={(editing) => setDialog({ editing, key: Date.now() })} />
              )}
              <YourDatesCard facts={view.facts} />
            </Stack>
          )}
        </AsyncState>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mt: 4 }}>
          {t('page.tipsTitle')}
        </Typography>
        <List>
          {TIPS.map((tip) => (
            <ListItem key={tip} disableGutters>
              <ListItemIcon>
                <LightbulbOutlined color="warning" />
              </ListItemIcon>
              <ListItemText primary={t(`page.tips.${tip}`)} />
            </ListItem>
          ))}
        </List>
        {dialog && <ReminderDialog key={dialog.key} open onClose={() => setDialog(null)} editing={dialog.editing} />}
      </Box>
    </LocalizedPickers>
  );
}
