import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField, Typography } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { authErrorMessage } from '@/lib/auth-errors';
import { leaveSignOutNotice } from '@/lib/sign-out-notice';
import { hasPassword, useDeleteAccount } from '../api/delete-account';
import { useExportAccountData } from '../api/export-account-data';
import { SettingsSection } from './settings-section';

const CONFIRM_WORD = 'DELETE';

const errorText = (error: unknown) => (error instanceof ApiError ? error.message : authErrorMessage(error));

function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const remove = useDeleteAccount();
  const { logout } = useAuth();
  const titleId = useId();
  const needsPassword = hasPassword();
  const ready = confirm === CONFIRM_WORD && (!needsPassword || password !== '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    remove.mutate(
      { password, confirm },
      {
        // Signing out sends the app to the sign-in screen, which shows the notice.
        onSuccess: async () => {
          leaveSignOutNotice('Your account and all its data were deleted.');
          await logout();
        },
      },
    );
  };

  return (
    <Dialog open={open} onClose={remove.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Delete your account?</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>
            This deletes your account and everything in it for good: your cases, chats, eligibility checks, documents,
            payment history, saved cards and support tickets. It cannot be undone. Download your data first if you want
            a copy.
          </DialogContentText>
          {needsPassword && (
            <TextField
              label="Password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              helperText="For your security, enter your password again."
              required
            />
          )}
          <TextField
            label={`Type ${CONFIRM_WORD} to confirm`}
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            autoComplete="off"
            required
          />
          {remove.isError && <Alert severity="error">{errorText(remove.error)}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button
            type="submit"
            color="error"
            variant="contained"
            disabled={!ready || remove.isPending}
            startIcon={remove.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            Delete my account
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** The user's rights over their data: a full copy, and deleting the account. */
export function DataRightsSection() {
  const exportData = useExportAccountData();
  const [deleting, setDeleting] = useState(false);
  return (
    <SettingsSection title="Your data">
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          Download a copy of everything we hold for you: your profile, cases, chats, eligibility checks, payments and
          tickets as JSON, with the files you uploaded.
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            onClick={() => exportData.mutate()}
            disabled={exportData.isPending}
            startIcon={exportData.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {exportData.isPending ? 'Preparing your data…' : 'Download my data'}
          </Button>
          <Button variant="outlined" color="error" onClick={() => setDeleting(true)}>
            Delete my account
          </Button>
        </Box>
        {exportData.isError && <Alert severity="error">{errorText(exportData.error)}</Alert>}
      </Box>
      {deleting && <DeleteAccountDialog open onClose={() => setDeleting(false)} />}
    </SettingsSection>
  );
}
