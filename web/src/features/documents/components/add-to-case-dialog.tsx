import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddReviewToCase } from '../api/add-review-to-case';
import { useRecentCases } from '@/lib/case-choices';

const NEW_CASE = 'new';

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
  const cases = useRecentCases(open);
  const add = useAddReviewToCase();
  const [choice, setChoice] = useState(NEW_CASE);

  const submit = () =>
    add.mutate(
      { reviewId, target: choice === NEW_CASE ? { newCase: true } : { caseId: choice } },
      { onSuccess: ({ caseId }) => onAdded(caseId) },
    );

  return (
    <Dialog open={open} onClose={add.isPending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="add-to-case-title">
      <DialogTitle id="add-to-case-title">{t('addToCase.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" id="add-to-case-help" sx={{ mb: 1 }}>
          {purpose ? t('addToCase.helpWithPurpose', { purpose }) : t('addToCase.help')}
        </Typography>
        <RadioGroup
          aria-label={t('addToCase.caseGroup')}
          aria-describedby="add-to-case-help"
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
        >
          <FormControlLabel value={NEW_CASE} control={<Radio />} label={t('addToCase.newCase')} />
          {cases.data?.cases.map((c) => (
            <FormControlLabel
              key={c.caseId}
              value={c.caseId}
              control={<Radio />}
              label={
                <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
                  {c.caseNumber} · {c.caseName}{' '}
                  <Typography component="span" variant="body2" color="text.secondary">
                    ({c.status})
                  </Typography>
                </Box>
              }
            />
          ))}
        </RadioGroup>
        {cases.isPending && cases.fetchStatus !== 'idle' && (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
            <CircularProgress size={18} aria-hidden />
            <Typography variant="body2">{t('addToCase.loading')}</Typography>
          </Box>
        )}
        {cases.isError && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {t('addToCase.loadFailed')}
          </Alert>
        )}
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
        <Button variant="contained" onClick={submit} disabled={add.isPending}>
          {add.isPending ? t('addToCase.adding') : t('addToCase.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
