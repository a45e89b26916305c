import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddReviewToCase } from '../api/add-review-to-case';
import { CaseChoiceGroup } from '@/components/cases/case-choice-group';
import { defaultCaseChoice, NEW_CASE, useOpenCases } from '@/lib/case-choices';

interface AddToCaseDialogProps {
  open: boolean;
  reviewId: string;
  onClose: () => void;
  onAdded: (caseId: string) => void;
  /** Why the review goes to a case now, when that is not the point in itself (e.g. 'Send to Expert'). */
  purpose?: string;
}

/** 'Add to Case': one of the user's cases, or a new Draft case. */
export function AddToCaseDialog({ open, reviewId, onClose, onAdded, purpose }: AddToCaseDialogProps) {
  const { t } = useTranslation('documents');
  const cases = useOpenCases(null, open);
  const add = useAddReviewToCase();
  // The only open case, or a new one when there is none; with several, the user chooses.
  const [chosen, setChoice] = useState<string | null>(null);
  const choice = chosen ?? (cases.data ? defaultCaseChoice(null, cases.data) : cases.isError ? NEW_CASE : null);

  const submit = () => {
    if (!choice) return;
    add.mutate(
      { reviewId, target: choice === NEW_CASE ? { newCase: true } : { caseId: choice } },
      { onSuccess: ({ caseId }) => onAdded(caseId) },
    );
  };

  return (
    <Dialog open={open} onClose={add.isPending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="add-to-case-title">
      <DialogTitle id="add-to-case-title">{t('addToCase.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {purpose ? t('addToCase.helpWithPurpose', { purpose }) : t('addToCase.help')}
        </Typography>
        <CaseChoiceGroup
          label={t('addToCase.caseGroup')}
          value={choice}
          onChange={setChoice}
          cases={cases}
          newCaseLabel={t('addToCase.newCase')}
        />
        {add.isError && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {add.error.message || t('addToCase.addFailed')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={add.isPending}>
          {t('addToCase.cancel')}
        </Button>
        <Button variant="contained" onClick={submit} disabled={add.isPending || !choice}>
          {add.isPending ? t('addToCase.adding') : t('addToCase.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
