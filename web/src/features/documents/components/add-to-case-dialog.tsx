import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useState } from 'react';
import { useAddReviewToCase } from '../api/add-review-to-case';
import { useCaseChoices } from '../api/get-case-choices';

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
  const cases = useCaseChoices(open);
  const add = useAddReviewToCase();
  const [choice, setChoice] = useState(NEW_CASE);

  const submit = () =>
    add.mutate(
      { reviewId, target: choice === NEW_CASE ? { newCase: true } : { caseId: choice } },
      { onSuccess: ({ caseId }) => onAdded(caseId) },
    );

  return (
    <Dialog open={open} onClose={add.isPending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="add-to-case-title">
      <DialogTitle id="add-to-case-title">Add to Case</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" id="add-to-case-help" sx={{ mb: 1 }}>
          {purpose ? `${purpose} ` : ''}The review, its report and the files go to the case, and show in My Cases.
        </Typography>
        <RadioGroup aria-label="Case" aria-describedby="add-to-case-help" value={choice} onChange={(event) => setChoice(event.target.value)}>
          <FormControlLabel value={NEW_CASE} control={<Radio />} label="New Draft case" />
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
            <CircularProgress size={18} />
            <Typography variant="body2">Loading your cases…</Typography>
          </Box>
        )}
        {cases.isError && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            Your cases could not be loaded; you can still add the review to a new Draft case.
          </Alert>
        )}
        {add.isError && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {add.error.message || 'The review could not be added to the case.'}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={add.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={submit} disabled={add.isPending}>
          {add.isPending ? 'Adding…' : 'Add to Case'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
