// Add, edit or reschedule an appointment. Dates and times come from MUI X pickers (the LocalizationProvider is the
// page's), typed in the appointment's own time zone; the form checks the API's own schema before sending.
import { Alert, Autocomplete, Box, MenuItem, TextField } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  APPOINTMENT_LIMITS,
  APPOINTMENT_TYPES,
  appointmentChangesSchema,
  newAppointmentSchema,
  type AppointmentChangesInput,
  type AppointmentType,
  type NewAppointmentInput,
} from '@shared/appointments/appointments';
import type { AppointmentView } from '@shared/appointments/appointment-views';
import { FormDialog } from '@/components/ui/form-dialog';
import { ApiError } from '@/lib/api-client';
import type { CaseChoice } from '@/lib/case-choices';
import { browserTimeZone, timeZoneOptions, typeName } from '../utils/format';
import { issueMessage, useSchemaMessages } from '@/lib/i18n/server-message';

export type AppointmentDialogMode = 'create' | 'edit' | 'reschedule';

interface FormState {
  caseId: string;
  type: AppointmentType | '';
  date: Dayjs | null;
  time: Dayjs | null;
  timeZone: string;
  place: string;
  notes: string;
  duration: string;
}

type Errors = Partial<Record<keyof FormState | '_', string>>;

const initialState = (appointment: AppointmentView | null, cases: readonly CaseChoice[]): FormState =>
  appointment
    ? {
        caseId: appointment.caseId,
        type: appointment.type,
        date: dayjs(appointment.date),
        time: dayjs(`${appointment.date}T${appointment.time}`),
        timeZone: appointment.timeZone,
        place: appointment.place,
        notes: appointment.notes,
        duration: String(appointment.durationMinutes),
      }
    : {
        caseId: cases.length === 1 ? (cases[0]?.caseId ?? '') : '',
        type: '',
        date: null,
        time: null,
        timeZone: browserTimeZone(),
        place: '',
        notes: '',
        duration: String(APPOINTMENT_LIMITS.defaultDuration),
      };

/** The form as the API's input, before the schema checks it: an empty or partly typed picker is left out. */
function toInput(state: FormState) {
  return {
    caseId: state.caseId,
    type: state.type,
    date: state.date?.isValid() ? state.date.format('YYYY-MM-DD') : undefined,
    time: state.time?.isValid() ? state.time.format('HH:mm') : undefined,
    timeZone: state.timeZone,
    place: state.place,
    notes: state.notes,
    durationMinutes: state.duration.trim() === '' ? undefined : Number(state.duration),
  };
}

function issuesToErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '_');
    const field = key === 'durationMinutes' ? 'duration' : key;
    errors[field as keyof Errors] ??= issueMessage(issue);
  }
  return errors;
}

interface AppointmentDialogProps {
  open: boolean;
  mode: AppointmentDialogMode;
  /** The appointment being edited or rescheduled; null when adding. */
  appointment: AppointmentView | null;
  cases: readonly CaseChoice[];
  pending: boolean;
  onClose: () => void;
  onCreate: (input: NewAppointmentInput) => Promise<unknown>;
  onChange: (appointmentId: string, changes: AppointmentChangesInput) => Promise<unknown>;
}

export function AppointmentDialog({ open, mode, appointment, cases, pending, onClose, onCreate, onChange }: AppointmentDialogProps) {
  const { t } = useTranslation('appointments');
  useSchemaMessages();
  const [state, setState] = useState<FormState>(() => initialState(appointment, cases));
  const [errors, setErrors] = useState<Errors>({});
  const zones = useMemo(timeZoneOptions, []);
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => {
    setState((s) => ({ ...s, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined, _: undefined }));
  };
  const full = mode !== 'reschedule';

  const submit = async () => {
    const input = toInput(state);
    try {
      if (mode === 'create') {
        const parsed = newAppointmentSchema.safeParse(input);
        if (!parsed.success) return setErrors(issuesToErrors(parsed.error.issues));
        await onCreate(parsed.data);
      } else if (appointment) {
        const { caseId: _caseId, ...rest } = input;
        const changes = full ? rest : { date: rest.date, time: rest.time, timeZone: rest.timeZone, durationMinutes: rest.durationMinutes };
        const parsed = appointmentChangesSchema.safeParse(changes);
        if (!parsed.success) return setErrors(issuesToErrors(parsed.error.issues));
        await onChange(appointment.id, parsed.data);
      }
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.fields)
        setErrors({ ...issuesToErrors(Object.entries(error.fields).map(([k, message]) => ({ path: [k], message }))), _: error.message });
      else setErrors({ _: error instanceof Error ? error.message : t('dialog.notSaved') });
    }
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      pending={pending}
      title={t(`dialog.title.${mode}`)}
      submitLabel={t(`dialog.submit.${mode}`)}
      onSubmit={() => void submit()}
      noValidate
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
        {errors._ && <Alert severity="error">{errors._}</Alert>}
        {full && (
          <TextField
            select
            label={t('dialog.case')}
            required
            value={state.caseId}
            disabled={mode !== 'create'}
            onChange={(event) => set('caseId', event.target.value)}
            error={Boolean(errors.caseId)}
            helperText={errors.caseId ?? (mode === 'create' ? t('dialog.caseHint') : t('dialog.caseFixed'))}
          >
            {cases.map((c) => (
              <MenuItem key={c.caseId} value={c.caseId}>
                {c.label}
              </MenuItem>
            ))}
            {appointment && !cases.some((c) => c.caseId === appointment.caseId) && (
              <MenuItem value={appointment.caseId}>{appointment.caseLabel ?? t('dialog.thisCase')}</MenuItem>
            )}
          </TextField>
        )}
        {full && (
          <TextField
            select
            label={t('dialog.type')}
            required
            value={state.type}
            onChange={(event) => set('type', event.target.value as AppointmentType)}
            error={Boolean(errors.type)}
            helperText={errors.type}
          >
            {APPOINTMENT_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {typeName(type)}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <DatePicker
            label={t('dialog.date')}
            value={state.date}
            onChange={(value) => set('date', value)}
            slotProps={{ textField: { required: true, error: Boolean(errors.date), helperText: errors.date, sx: { flex: '1 1 180px' } } }}
          />
          <TimePicker
            label={t('dialog.time')}
            value={state.time}
            onChange={(value) => set('time', value)}
            slotProps={{ textField: { required: true, error: Boolean(errors.time), helperText: errors.time, sx: { flex: '1 1 150px' } } }}
          />
        </Box>
        <Autocomplete
          options={zones}
          value={state.timeZone}
          disableClearable
          autoHighlight
          onChange={(_event, value) => set('timeZone', value)}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('dialog.timeZone')}
              required
              error={Boolean(errors.timeZone)}
              helperText={errors.timeZone ?? t('dialog.timeZoneHint')}
            />
          )}
        />
        {full && (
          <TextField
            label={t('dialog.place')}
            required
            value={state.place}
            onChange={(event) => set('place', event.target.value)}
            error={Boolean(errors.place)}
            helperText={errors.place ?? t('dialog.placeHint')}
            slotProps={{ htmlInput: { maxLength: APPOINTMENT_LIMITS.place } }}
          />
        )}
        <TextField
          label={t('dialog.duration')}
          type="number"
          value={state.duration}
          onChange={(event) => set('duration', event.target.value)}
          error={Boolean(errors.duration)}
          helperText={errors.duration ?? t('dialog.durationHint', { minutes: APPOINTMENT_LIMITS.defaultDuration })}
          slotProps={{
            htmlInput: { min: APPOINTMENT_LIMITS.minDuration, max: APPOINTMENT_LIMITS.maxDuration, step: 5, inputMode: 'numeric' },
          }}
        />
        {full && (
          <TextField
            label={t('dialog.notes')}
            multiline
            minRows={2}
            value={state.notes}
            onChange={(event) => set('notes', event.target.value)}
            error={Boolean(errors.notes)}
            helperText={errors.notes ?? t('dialog.notesHint')}
            slotProps={{ htmlInput: { maxLength: APPOINTMENT_LIMITS.notes } }}
          />
        )}
      </Box>
    </FormDialog>
  );
}
