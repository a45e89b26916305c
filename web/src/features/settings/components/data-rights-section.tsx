import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('settings');
  const [confirm, setConfirm] = useState('');
  const remove = useDeleteAccount();
  const { logout } = useAuth();
  const titleId = useId();

  const deleteEverything = async () => {
    // The button is ready only then; the API checks the word again.
    if (confirm !== CONFIRM_WORD) return;
    await remove.mutateAsync(confirm);
    // Signing out sends the app to the sign-in screen, which shows the notice.
    leaveSignOutNotice(t('data.deleted'));
    await logout();
  };

  return (
    <Dialog open onClose={remove.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('data.deleteTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>{t('data.deleteWarning')}</DialogContentText>
        <IdentityCheck
          submitLabel={t('data.delete')}
          submitColor="error"
          ready={confirm === CONFIRM_WORD}
          onConfirmed={deleteEverything}
          onCancel={onClose}
        >
          <TextField
            label={t('data.typeToConfirm', { word: CONFIRM_WORD })}
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
  const { t } = useTranslation('settings');
  const exportData = useExportAccountData();
  const [deleting, setDeleting] = useState(false);
  return (
    <SettingsSection title={t('data.title')}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {t('data.intro')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            onClick={() => exportData.mutate()}
            disabled={exportData.isPending}
            startIcon={exportData.isPending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            {exportData.isPending ? t('data.preparing') : t('data.download')}
          </Button>
          <Button variant="outlined" color="error" onClick={() => setDeleting(true)}>
            {t('data.delete')}
          </Button>
        </Box>
        {exportData.isError && <Alert severity="error">{errorText(exportData.error)}</Alert>}
      </Box>
      {deleting && <DeleteAccountDialog onClose={() => setDeleting(false)} />}
    </SettingsSection>
  );
}
