// One appointment in the list (and under the month view's chosen day): when and where, its case, whether it is past,
// cancelled or overlapping another, and its actions.
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import UpdateOutlined from '@mui/icons-material/UpdateOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import { Alert, Box, Button, Chip, Paper, Typography } from '@mui/material';
import type { AppointmentView } from '@shared/appointments/appointment-views';
import { useTranslation } from 'react-i18next';
import { appointmentName, formatWhen, nameAt } from '../utils/format';

interface AppointmentCardProps {
  appointment: AppointmentView;
  /** The caller's appointments by id, to name the ones this overlaps. */
  byId: ReadonlyMap<string, AppointmentView>;
  onEdit: (appointment: AppointmentView) => void;
  onReschedule: (appointment: AppointmentView) => void;
  onCancel: (appointment: AppointmentView) => void;
  onDownload: (appointment: AppointmentView) => void;
  downloading: boolean;
}

export function AppointmentCard({ appointment, byId, onEdit, onReschedule, onCancel, onDownload, downloading }: AppointmentCardProps) {
  const { t } = useTranslation('appointments');
  const cancelled = appointment.status === 'cancelled';
  const name = appointmentName(appointment);
  const overlapping = appointment.overlaps.map((id) => byId.get(id)).filter((a): a is AppointmentView => a !== undefined);
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid="appointment-card"
      aria-label={t('card.label', { name, when: formatWhen(appointment) })}
      sx={{ p: 2, listStyle: 'none', opacity: cancelled || appointment.past ? 0.8 : 1 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography
          component="h3"
          variant="subtitle1"
          sx={{ fontWeight: 600, textDecoration: cancelled ? 'line-through' : undefined, overflowWrap: 'anywhere' }}
        >
          {name}
        </Typography>
        {cancelled && <Chip size="small" color="default" label={t('card.cancelled')} />}
        {appointment.past && !cancelled && <Chip size="small" variant="outlined" label={t('card.past')} />}
        {overlapping.length > 0 && !cancelled && (
          <Chip size="small" color="warning" icon={<WarningAmberOutlined />} label={t('card.overlaps')} />
        )}
      </Box>
      <Typography sx={{ mt: 0.5 }}>
        <time dateTime={appointment.startsAt}>{formatWhen(appointment)}</time> ·{' '}
        {t('card.duration', { minutes: appointment.durationMinutes })}
      </Typography>
      <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {appointment.place}
      </Typography>
      {appointment.caseLabel && (
        <Typography variant="body2" color="text.secondary">
          {t('card.case', { label: appointment.caseLabel })}
        </Typography>
      )}
      {appointment.notes && (
        <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {appointment.notes}
        </Typography>
      )}
      {overlapping.length > 0 && !cancelled && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {t('card.overlapsWith', { others: overlapping.map(nameAt).join('; ') })}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
        {!cancelled && (
          <>
            <Button
              size="small"
              startIcon={<EditOutlined />}
              onClick={() => onEdit(appointment)}
              aria-label={t('card.editLabel', { name })}
            >
              {t('card.edit')}
            </Button>
            <Button
              size="small"
              startIcon={<UpdateOutlined />}
              onClick={() => onReschedule(appointment)}
              aria-label={t('card.rescheduleLabel', { name })}
            >
              {t('card.reschedule')}
            </Button>
            <Button
              size="small"
              color="error"
              startIcon={<EventBusyOutlined />}
              onClick={() => onCancel(appointment)}
              aria-label={t('card.cancelLabel', { name })}
            >
              {t('card.cancel')}
            </Button>
          </>
        )}
        <Button
          size="small"
          startIcon={<CalendarMonthOutlined />}
          loading={downloading}
          onClick={() => onDownload(appointment)}
          aria-label={t('card.downloadLabel', { name })}
        >
          {t('card.download')}
        </Button>
      </Box>
    </Paper>
  );
}
