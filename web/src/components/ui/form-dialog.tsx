import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, type SxProps, type Theme } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface DialogFormActionsProps {
  onCancel: () => void;
  pending: boolean;
  submitLabel: string;
  sx?: SxProps<Theme>;
}

/** A form dialog's Cancel and submit buttons: Cancel is off and submit spins while the request runs. */
export function DialogFormActions({ onCancel, pending, submitLabel, sx }: DialogFormActionsProps) {
  const { t } = useTranslation();
  return (
    <DialogActions sx={sx}>
      <Button onClick={onCancel} disabled={pending}>
        {t('actions.cancel')}
      </Button>
      <Button type="submit" variant="contained" loading={pending}>
        {submitLabel}
      </Button>
    </DialogActions>
  );
}

interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  /** While true the dialog cannot be closed (Escape, the backdrop or Cancel). */
  pending: boolean;
  title: string;
  submitLabel: string;
  onSubmit: () => void;
  /** The id of the text that describes the dialog, if any. */
  describedBy?: string;
  /** The form checks its own fields (the browser's checks off). */
  noValidate?: boolean;
  children: ReactNode;
}

/** A dialog that is one form: a title, the fields, then Cancel and the submit button (Enter submits). */
export function FormDialog({ open, onClose, pending, title, submitLabel, onSubmit, describedBy, noValidate, children }: FormDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
    >
      <Box
        component="form"
        noValidate={noValidate}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogFormActions onCancel={onClose} pending={pending} submitLabel={submitLabel} />
      </Box>
    </Dialog>
  );
}
