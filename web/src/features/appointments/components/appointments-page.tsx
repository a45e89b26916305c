// My Cases - Appointment Scheduler (/cases/appointments): the caller's appointments as a list (upcoming first, then
// past ones) or a month, with add, edit, reschedule, cancel, an .ics per appointment and the private calendar feed.
import AddOutlined from '@mui/icons-material/AddOutlined';
import { Alert, Box, Button, FormControlLabel, Link, Stack, Switch, ToggleButton, ToggleButtonGroup } from '@mui/material';
import type { AppointmentView } from '@shared/appointments/appointment-views';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AsyncState } from '@/components/ui/async-state';
import { EmptyMessage } from '@/components/ui/empty-message';
import { LocalizedPickers } from '@/components/ui/localized-pickers';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useCaseChoices } from '@/lib/case-choices';
import { useCancelAppointment } from '../api/cancel-appointment';
import { useCreateAppointment } from '../api/create-appointment';
import { useDownloadAppointmentIcs } from '../api/download-appointment-ics';
import { useAppointments } from '../api/get-appointments';
import { useUpdateAppointment } from '../api/update-appointment';
import { appointmentName, formatWhen, icsFileName, nameAt } from '../utils/format';
import { AppointmentCard } from './appointment-card';
import { AppointmentDialog, type AppointmentDialogMode } from './appointment-dialog';
import { CalendarFeedPanel } from './calendar-feed-panel';
import { ConfirmDialog } from './confirm-dialog';
import { MonthView } from './month-view';

type View = 'list' | 'month';

interface Notice {
  severity: 'success' | 'warning' | 'error';
  text: string;
}

export function AppointmentsPage() {
  const { t } = useTranslation('appointments');
  const appointments = useAppointments();
  const cases = useCaseChoices();
  const create = useCreateAppointment();
  const update = useUpdateAppointment();
  const cancel = useCancelAppointment();
  const download = useDownloadAppointmentIcs();
  const [view, setView] = useState<View>('list');
  const [showCancelled, setShowCancelled] = useState(false);
  const [dialog, setDialog] = useState<{ mode: AppointmentDialogMode; appointment: AppointmentView | null; key: number } | null>(null);
  const [cancelling, setCancelling] = useState<AppointmentView | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const byId = useMemo(() => new Map((appointments.data ?? []).map((a) => [a.id, a])), [appointments.data]);

  /** After a save: a plain confirmation, or the overlap warning naming the other appointments. */
  const announce = (saved: AppointmentView, action: 'added' | 'rescheduled' | 'saved') => {
    const others = saved.overlaps.map((id) => byId.get(id)).filter((a): a is AppointmentView => a !== undefined);
    const values = { name: appointmentName(saved), when: formatWhen(saved), action };
    if (saved.overlaps.length > 0) {
      const named = others.length > 0 ? others.map(nameAt).join('; ') : t('page.anotherAppointment');
      setNotice({ severity: 'warning', text: t('page.savedOverlap', { ...values, others: named }) });
    } else setNotice({ severity: 'success', text: t('page.saved', values) });
  };

  const open = (mode: AppointmentDialogMode, appointment: AppointmentView | null) => setDialog({ mode, appointment, key: Date.now() });

  const card = (a: AppointmentView) => (
    <AppointmentCard
      key={a.id}
      appointment={a}
      byId={byId}
      onEdit={(x) => open('edit', x)}
      onReschedule={(x) => open('reschedule', x)}
      onCancel={setCancelling}
      onDownload={(x) =>
        download.mutate(
          { appointmentId: x.id, fileName: icsFileName(x) },
          { onError: (e) => setNotice({ severity: 'error', text: e.message }) },
        )
      }
      downloading={download.isPending && download.variables.appointmentId === a.id}
    />
  );
  const list = (items: AppointmentView[]) => (
    <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label={t('page.listLabel')}>
      {items.map(card)}
    </Stack>
  );

  const noCases = cases.data !== undefined && cases.data.length === 0;

  return (
    <LocalizedPickers>
      <PageHeader
        title={t('page.title')}
        subtitle={t('page.subtitle')}
        actions={
          <Button variant="contained" startIcon={<AddOutlined />} onClick={() => open('create', null)} disabled={!cases.data || noCases}>
            {t('page.add')}
          </Button>
        }
      />
      {notice && (
        <Alert severity={notice.severity} onClose={() => setNotice(null)} sx={{ mb: 2 }} data-testid="appointment-notice">
          {notice.text}
        </Alert>
      )}
      {cases.error && !cases.data && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('page.casesError', { message: cases.error.message })}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={view}
          onChange={(_e, next: View | null) => next && setView(next)}
          aria-label={t('page.view')}
          sx={{ '& .MuiToggleButton-root:not(.Mui-selected)': { color: 'text.secondary' } }}
        >
          <ToggleButton value="list">{t('page.list')}</ToggleButton>
          <ToggleButton value="month">{t('page.month')}</ToggleButton>
        </ToggleButtonGroup>
        <FormControlLabel
          control={<Switch checked={showCancelled} onChange={(e) => setShowCancelled(e.target.checked)} />}
          label={t('page.showCancelled')}
        />
      </Box>
      <AsyncState
        query={appointments}
        loadingLabel={t('page.loading')}
        isEmpty={(items) => items.length === 0}
        empty={
          noCases ? (
            <EmptyMessage
              title={t('page.noCasesTitle')}
              description={t('page.noCasesText')}
              action={
                <Button component={RouterLink} to={paths.casesView} variant="outlined">
                  {t('page.goToCases')}
                </Button>
              }
            />
          ) : (
            <EmptyMessage
              title={t('page.emptyTitle')}
              description={t('page.emptyText')}
              action={
                <Button variant="outlined" startIcon={<AddOutlined />} onClick={() => open('create', null)} disabled={!cases.data}>
                  {t('page.addFirst')}
                </Button>
              }
            />
          )
        }
      >
        {(items) => {
          const shown = showCancelled ? items : items.filter((a) => a.status !== 'cancelled');
          const hidden = items.length - shown.length;
          return (
            <>
              {view === 'list' ? (
                shown.length > 0 ? (
                  list(shown)
                ) : (
                  <Alert severity="info">{t('page.allCancelled')}</Alert>
                )
              ) : (
                <MonthView appointments={shown} renderDay={list} />
              )}
              {hidden > 0 && (
                <Box sx={{ mt: 1 }}>
                  <Link component="button" type="button" onClick={() => setShowCancelled(true)}>
                    {t('page.hiddenCancelled', { count: hidden })}
                  </Link>
                </Box>
              )}
            </>
          );
        }}
      </AsyncState>
      <CalendarFeedPanel />
      {dialog && (
        <AppointmentDialog
          key={dialog.key}
          open
          mode={dialog.mode}
          appointment={dialog.appointment}
          cases={cases.data ?? []}
          pending={create.isPending || update.isPending}
          onClose={() => setDialog(null)}
          onCreate={async (input) => announce(await create.mutateAsync(input), 'added')}
          onChange={async (appointmentId, changes) =>
            announce(await update.mutateAsync({ appointmentId, changes }), dialog.mode === 'reschedule' ? 'rescheduled' : 'saved')
          }
        />
      )}
      <ConfirmDialog
        open={cancelling !== null}
        title={t('page.cancelTitle')}
        text={cancelling ? t('page.cancelText', { name: appointmentName(cancelling), when: formatWhen(cancelling) }) : ''}
        confirmLabel={t('page.cancelConfirm')}
        pending={cancel.isPending}
        onClose={() => setCancelling(null)}
        onConfirm={() =>
          cancelling &&
          cancel.mutate(cancelling.id, {
            onSuccess: (saved) => {
              setNotice({
                severity: 'success',
                text: t('page.saved', { name: appointmentName(saved), when: formatWhen(saved), action: 'cancelled' }),
              });
              setCancelling(null);
            },
            onError: (e) => {
              setNotice({ severity: 'error', text: e.message });
              setCancelling(null);
            },
          })
        }
      />
    </LocalizedPickers>
  );
}
