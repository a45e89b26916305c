import { Alert, DialogContentText, TextField } from '@mui/material';
import { MAX_EXPERT_NOTE } from '@shared/discussion/discussion-limits';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/ui/form-dialog';
import { ApiError } from '@/lib/api-client';
import { useRequestExpert } from '@/lib/expert-request';

interface ExpertRequestDialogProps {
  open: boolean;
  /** The case to send; null keeps the dialog closed. */
  caseId: string | null;
  /** How the case is named to the user, e.g. "IA-2026-0001 · Work visa". */
  caseLabel: string;
  onClose: () => void;
  /** The case is with the experts (queued now, or an expert already holds it). */
  onSent: (caseId: string) => void;
}

/** Asks for an optional note, then sends the case to the experts' queue (POST /cases/{caseId}/expert-request). */
export function ExpertRequestDialog({ open, caseId, caseLabel, onClose, onSent }: ExpertRequestDialogProps) {
  const { t } = useTranslation(['components', 'common']);
  const request = useRequestExpert();
  const [note, setNote] = useState('');
  const helpId = useId();
  const { reset } = request;

  useEffect(() => {
    if (!open) return;
    setNote('');
    reset();
  }, [open, caseId, reset]);

  const submit = () => {
    if (!caseId) return;
    request.mutate(
      { caseId, note: note.trim() },
      {
        onSuccess: () => onSent(caseId),
        onError: (error) => {
          // An expert already holds the case: there is nothing to ask for, the discussion is open.
          if (error instanceof ApiError && error.status === 409) onSent(caseId);
        },
      },
    );
  };
  const error = request.error instanceof ApiError && request.error.status === 409 ? null : request.error;

  return (
    <FormDialog
      open={open && caseId !== null}
      onClose={onClose}
      pending={request.isPending}
      title={t('expertRequest.title')}
      submitLabel={t('expertRequest.title')}
      onSubmit={submit}
      describedBy={helpId}
    >
      <DialogContentText id={helpId} sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        {t('expertRequest.intro', { caseLabel })}
      </DialogContentText>
      <TextField
        label={t('expertRequest.note')}
        placeholder={t('expertRequest.notePlaceholder')}
        multiline
        minRows={3}
        maxRows={8}
        fullWidth
        value={note}
        onChange={(event) => setNote(event.target.value)}
        slotProps={{ htmlInput: { maxLength: MAX_EXPERT_NOTE } }}
        helperText={t('common:charCount', { length: note.length, max: MAX_EXPERT_NOTE })}
        autoFocus
      />
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error.message || t('expertRequest.failed')}
        </Alert>
      )}
    </FormDialog>
  );
}
