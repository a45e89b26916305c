import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { CASE_LIMITS } from '@shared/cases/case-inputs';
import { STATUS_UPDATE_STATUSES } from '@shared/cases/case-status';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { statusLabel } from '@/lib/case-labels';
import { ApiError } from '@/lib/api-client';
import { useRecordStatusUpdate } from '../../api/case-status-updates';
import { casesQueryKey } from '../../api/get-cases';
import { apiFieldErrors, type FieldErrors } from './form-errors';
import { todayIso } from '../../utils/date-range';
import { checkStatusUpdate, STATUS_UPDATE_FIELDS, type StatusUpdateField, type StatusUpdateValues } from './status-update-input';
import { useSchemaMessages } from '@/lib/i18n/server-message';

const EMPTY: StatusUpdateValues = { status: '', notice: '', date: '' };

interface RecordNoticeFormProps {
  caseId: string;
  onDone: (message: string) => void;
  onCancel: () => void;
}

/** 'Record a notice': the status a USCIS notice gave, typed in by the applicant (the manual status provider). */
export function RecordNoticeForm({ caseId, onDone, onCancel }: RecordNoticeFormProps) {
  const { t } = useTranslation('cases');
  useSchemaMessages();
  const record = useRecordStatusUpdate();
  const queryClient = useQueryClient();
  const headingId = useId();
  const [values, setValues] = useState<StatusUpdateValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<StatusUpdateField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const inputs = useRef<Partial<Record<StatusUpdateField, HTMLElement | null>>>({});

  const set = (field: StatusUpdateField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  };
  const ref = (field: StatusUpdateField) => (el: HTMLElement | null) => {
    inputs.current[field] = el;
  };
  const showErrors = (found: FieldErrors<StatusUpdateField>) => {
    setErrors(found);
    const first = STATUS_UPDATE_FIELDS.find((f) => found[f]);
    if (first) inputs.current[first]?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const checked = checkStatusUpdate(values);
    if (!checked.ok) {
      showErrors(checked.errors);
      return;
    }
    try {
      const updated = await record.mutateAsync({ caseId, update: checked.input });
      onDone(t('recordNotice.recorded', { status: statusLabel(updated.status) }));
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setFormError(t('recordNotice.notRecordedOffline'));
        return;
      }
      // A 409 says why this application takes no update now (e.g. it was archived meanwhile): the row catches up too.
      if (error.status === 409) void queryClient.invalidateQueries({ queryKey: casesQueryKey });
      showErrors(apiFieldErrors(error.fields, STATUS_UPDATE_FIELDS));
      setFormError(error.message);
    }
  };

  const pending = record.isPending;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-labelledby={headingId}
      sx={{ display: 'grid', gap: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography id={headingId} variant="subtitle2" component="h4">
        {t('recordNotice.title')}
      </Typography>
      {formError && (
        <Alert severity="error" role="alert">
          {formError}
        </Alert>
      )}
      {/* Status and date side by side, the notice's text below at full width: the form sits in half a row on desktops. */}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          gridTemplateAreas: { xs: '"status" "notice" "date"', sm: '"status date" "notice notice"' },
        }}
      >
        <TextField
          select
          label={t('recordNotice.newStatus')}
          required
          size="small"
          sx={{ gridArea: 'status' }}
          value={values.status}
          onChange={(e) => set('status')(e.target.value)}
          inputRef={ref('status')}
          error={Boolean(errors.status)}
          helperText={errors.status}
          disabled={pending}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="" disabled>
            {t('recordNotice.choose')}
          </option>
          {STATUS_UPDATE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {statusLabel(status)}
            </option>
          ))}
        </TextField>
        <TextField
          label={t('recordNotice.notice')}
          required
          size="small"
          sx={{ gridArea: 'notice' }}
          placeholder={t('recordNotice.noticePlaceholder')}
          value={values.notice}
          onChange={(e) => set('notice')(e.target.value)}
          inputRef={ref('notice')}
          error={Boolean(errors.notice)}
          helperText={errors.notice ?? t('recordNotice.noticeHelp')}
          disabled={pending}
          slotProps={{ htmlInput: { maxLength: CASE_LIMITS.notice } }}
        />
        <TextField
          label={t('recordNotice.noticeDate')}
          type="date"
          size="small"
          sx={{ gridArea: 'date' }}
          value={values.date}
          onChange={(e) => set('date')(e.target.value)}
          inputRef={ref('date')}
          error={Boolean(errors.date)}
          helperText={errors.date ?? t('recordNotice.noticeDateHelp')}
          disabled={pending}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: todayIso() } }}
        />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button size="small" onClick={onCancel} disabled={pending}>
          {t('common.cancel')}
        </Button>
        <Button size="small" type="submit" variant="contained" loading={pending}>
          {t('recordNotice.save')}
        </Button>
      </Box>
    </Box>
  );
}
