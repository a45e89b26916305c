// "Add reminder": a reminder of the user's own, either a custom one or the due date of a Request for Evidence (tied
// to one of their cases), with its lead times. The same dialog edits an existing one.
import { Alert, FormControl, FormControlLabel, FormLabel, MenuItem, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { REMINDER_NOTES_MAX, REMINDER_TITLE_MAX, type UserReminderKind } from '@shared/deadlines/deadline-inputs';
import type { DeadlineView } from '@shared/deadlines/deadline-views';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/ui/form-dialog';
import { ApiError } from '@/lib/api-client';
import { useCaseChoices } from '@/lib/case-choices';
import { useAddReminder } from '../api/add-reminder';
import { useUpdateReminder } from '../api/update-reminder';
import { DateField } from './date-field';
import { LeadTimeEditor } from './lead-time-editor';

interface ReminderDialogProps {
  open: boolean;
  onClose: () => void;
  /** The reminder to edit; a new one when absent. */
  editing?: DeadlineView | null;
}

type Fields = Record<string, string>;

export function ReminderDialog({ open, onClose, editing }: ReminderDialogProps) {
  const { t } = useTranslation('deadlines');
  const [kind, setKind] = useState<UserReminderKind>(editing?.kind === 'rfe-response' ? 'rfe-response' : 'custom');
  const [title, setTitle] = useState(editing?.title ?? '');
  const [dueDate, setDueDate] = useState<string | null>(editing?.dueDate ?? null);
  const [caseId, setCaseId] = useState(editing?.caseId ?? '');
  const [notes, setNotes] = useState(editing?.notes ?? '');
  const [leadDays, setLeadDays] = useState<number[]>(editing?.leadDays ?? [30]);
  const [fields, setFields] = useState<Fields>({});
  const [message, setMessage] = useState<string | null>(null);
  const cases = useCaseChoices(open);
  const add = useAddReminder();
  const update = useUpdateReminder();
  const pending = add.isPending || update.isPending;
  const today = dayjs().format('YYYY-MM-DD');

  const fail = (error: Error) => {
    if (error instanceof ApiError && error.fields) setFields(error.fields);
    setMessage(
      error instanceof ApiError && error.fields ? t('reminderDialog.checkFields') : error.message || t('reminderDialog.saveFailed'),
    );
  };

  const submit = () => {
    const local: Fields = {};
    if (title.trim() === '') local.title = t('reminderDialog.titleRequired');
    if (!dueDate) local.dueDate = t('reminderDialog.dueRequired');
    if (kind === 'rfe-response' && !caseId) local.caseId = t('reminderDialog.caseRequired');
    setFields(local);
    setMessage(null);
    if (Object.keys(local).length > 0 || !dueDate) return;
    if (editing) {
      update.mutate(
        { id: editing.id, title, ...(dueDate !== editing.dueDate ? { dueDate } : {}), notes, leadDays },
        { onSuccess: onClose, onError: fail },
      );
    } else {
      add.mutate({ kind, title, dueDate, caseId: caseId || null, notes, leadDays }, { onSuccess: onClose, onError: fail });
    }
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      pending={pending}
      title={editing ? t('reminderDialog.editTitle') : t('reminderDialog.addTitle')}
      submitLabel={editing ? t('reminderDialog.save') : t('reminderDialog.add')}
      onSubmit={submit}
      noValidate
    >
      <Stack sx={{ gap: 2, pt: 1 }}>
        {message && <Alert severity="error">{message}</Alert>}
        {!editing && (
          <FormControl>
            <FormLabel id="reminder-kind-label">{t('reminderDialog.kind')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="reminder-kind-label"
              value={kind}
              onChange={(event) => setKind(event.target.value as UserReminderKind)}
            >
              <FormControlLabel value="custom" control={<Radio />} label={t('reminderDialog.kindCustom')} />
              <FormControlLabel value="rfe-response" control={<Radio />} label={t('reminderDialog.kindRfe')} />
            </RadioGroup>
          </FormControl>
        )}
        <TextField
          label={t('reminderDialog.titleLabel')}
          required
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          error={Boolean(fields.title)}
          helperText={fields.title ?? (kind === 'rfe-response' ? t('reminderDialog.rfeTitleHint') : undefined)}
          slotProps={{ htmlInput: { maxLength: REMINDER_TITLE_MAX } }}
          size="small"
        />
        <DateField
          label={kind === 'rfe-response' ? t('reminderDialog.rfeDue') : t('reminderDialog.due')}
          value={dueDate}
          onChange={setDueDate}
          minDate={today}
          required
          error={fields.dueDate}
        />
        {(kind === 'rfe-response' || !editing) && (
          <TextField
            select
            label={kind === 'rfe-response' ? t('reminderDialog.case') : t('reminderDialog.caseOptional')}
            required={kind === 'rfe-response'}
            value={caseId}
            onChange={(event) => setCaseId(event.target.value)}
            error={Boolean(fields.caseId) || cases.isError}
            helperText={
              fields.caseId ??
              (cases.isError ? t('reminderDialog.casesError') : cases.data?.length === 0 ? t('reminderDialog.noCases') : undefined)
            }
            disabled={Boolean(editing)}
            size="small"
          >
            {kind === 'custom' && <MenuItem value="">{t('reminderDialog.noCase')}</MenuItem>}
            {(cases.data ?? []).map((c) => (
              <MenuItem key={c.caseId} value={c.caseId}>
                {c.label}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          label={t('reminderDialog.notes')}
          multiline
          minRows={2}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          error={Boolean(fields.notes)}
          helperText={fields.notes}
          slotProps={{ htmlInput: { maxLength: REMINDER_NOTES_MAX } }}
          size="small"
        />
        <LeadTimeEditor label={t('reminderDialog.remindMe')} value={leadDays} onChange={setLeadDays} disabled={pending} />
        {fields.leadDays && <Alert severity="error">{fields.leadDays}</Alert>}
      </Stack>
    </FormDialog>
  );
}
