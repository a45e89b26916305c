import { Alert, Box, Button, CircularProgress, Dialog, DialogContent, DialogContentText, DialogTitle, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { authErrorMessage } from '@/lib/auth-errors';
import { leaveSignOutNotice } from '@/lib/sign-out-notice';
import { useDeleteAccount } from '../api/delete-account';
import { useExportAccountData } from '../api/export-account-data';
import { IdentityCheck } from './identity-check';
import { SettingsSection } from './settings-section';

const CONFIRM_WORD = 'DELETE';

const errorText = (error: unknown) => (error instanceof ApiError ? error.message : authErrorMessage(error));

function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const [confirm, setConfirm] = useState('');
  const remove = useDeleteAccount();
  const { logout } = useAuth();
  const titleId = useId();

  const deleteEverything = async () => {
    await remove.mutateAsync(confirm);
    // Signing out sends the app to the sign-in screen, which shows the notice.
    leaveSignOutNotice('Your account and all its data were deleted.');
    await logout();
  };

  return (
    <Dialog open onClose={remove.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Delete your account?</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>
          This deletes your account and everything in it for good: your cases, chats, eligibility checks, documents,
          payment history, saved cards and support tickets. It cannot be undone. Download your data first if you want a
          copy.
        </DialogContentText>
        <IdentityCheck submitLabel="Delete my account" submitColor="error" ready={confirm === CONFIRM_WORD} onConfirmed={deleteEverything} onCancel={onClose}>
          <TextField
            label={`Type ${CONFIRM_WORD} to confirm`}
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            autoComplete="off"
            required
            sx={{ mt: 1 }}
          />
        </IdentityCheck>
      </DialogContent>
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
      {deleting && <DeleteAccountDialog onClose={() => setDeleting(false)} />}
    </SettingsSection>
  );
}
