import {
  Alert,
  DialogContentText,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { STATUS_UPDATE_STATUSES, type CaseStatus, type StatusUpdateStatus } from '@shared/cases/case-status';
import { MAX_STATUS_REASON } from '@shared/discussion/discussion-limits';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/ui/form-dialog';
import { ApiError } from '@/lib/api-client';
import { useDecideStatus } from '../api/decide-status';

interface StatusDialogProps {
  open: boolean;
  caseId: string;
  caseLabel: string;
  current: CaseStatus;
  onClose: () => void;
  onDone: (status: StatusUpdateStatus) => void;
}

/** The expert's status decision: Pending, Approved or Denied, with the reason the applicant reads. */
export function StatusDialog({ open, caseId, caseLabel, current, onClose, onDone }: StatusDialogProps) {
  const { t } = useTranslation('expert');
  const decide = useDecideStatus();
  const [status, setStatus] = useState<StatusUpdateStatus | ''>('');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const statusLabelId = useId();
  const statusErrorId = useId();
  const { reset } = decide;

  useEffect(() => {
    if (!open) return;
    setStatus('');
    setReason('');
    setTried(false);
    reset();
  }, [open, reset]);

  const fields = decide.error instanceof ApiError ? (decide.error.fields ?? {}) : {};
  const statusError = (tried && !status ? t('statusDialog.chooseStatus') : null) ?? fields['status'] ?? null;
  const reasonError = (tried && !reason.trim() ? t('statusDialog.reasonRequired') : null) ?? fields['reason'] ?? null;
  const formError = decide.error && !fields['status'] && !fields['reason'] ? decide.error.message || t('statusDialog.failed') : null;

  const submit = () => {
    setTried(true);
    if (!status || !reason.trim()) return;
    decide.mutate({ caseId, status, reason: reason.trim() }, { onSuccess: () => onDone(status) });
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      pending={decide.isPending}
      title={t('statusDialog.title')}
      submitLabel={t('statusDialog.submit')}
      onSubmit={submit}
      noValidate
    >
      <DialogContentText sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        {t('statusDialog.intro', { caseLabel, status: t(`status.${current}`) })}
      </DialogContentText>
      <FormControl error={Boolean(statusError)} required>
        <FormLabel id={statusLabelId}>{t('statusDialog.newStatus')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={statusLabelId}
          aria-describedby={statusError ? statusErrorId : undefined}
          aria-invalid={statusError ? true : undefined}
          value={status}
          onChange={(event) => setStatus(event.target.value as StatusUpdateStatus)}
        >
          {STATUS_UPDATE_STATUSES.map((s) => (
            <FormControlLabel key={s} value={s} control={<Radio />} label={t(`status.${s}`)} />
          ))}
        </RadioGroup>
        {statusError && <FormHelperText id={statusErrorId}>{statusError}</FormHelperText>}
      </FormControl>
      <TextField
        label={t('statusDialog.reason')}
        required
        multiline
        minRows={3}
        maxRows={8}
        fullWidth
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={Boolean(reasonError)}
        helperText={reasonError ?? t('statusDialog.reasonHint')}
        slotProps={{ htmlInput: { maxLength: MAX_STATUS_REASON } }}
        sx={{ mt: 2 }}
      />
      {formError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {formError}
        </Alert>
      )}
    </FormDialog>
  );
}
