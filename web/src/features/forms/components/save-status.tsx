import CloudDoneOutlined from '@mui/icons-material/CloudDoneOutlined';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { SaverSnapshot } from '../utils/answer-saver';

/** Edits kept but not sendable: the applicant must correct them first. */
export const toCorrect = (snapshot: SaverSnapshot): number =>
  Object.values(snapshot.pending).filter((entry) => entry.value === undefined).length;

/** "Saving…", "Saved", or why not and a retry; read out politely as it changes. */
export function SaveStatus({ snapshot, onRetry }: { snapshot: SaverSnapshot; onRetry: () => void }) {
  const { t } = useTranslation('forms');
  const count = toCorrect(snapshot);
  return (
    <Box aria-live="polite" sx={{ minHeight: 28 }}>
      {snapshot.status === 'saving' && (
        <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <CircularProgress size={14} aria-hidden />
          {t('save.saving')}
        </Typography>
      )}
      {snapshot.status === 'saved' && count === 0 && (
        <Typography variant="body2" color="success.main" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <CloudDoneOutlined fontSize="small" aria-hidden />
          {t('save.saved')}
        </Typography>
      )}
      {snapshot.status === 'failed' && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              {t('save.retry')}
            </Button>
          }
        >
          {t('save.failed')} {snapshot.error} {t('save.kept')}
        </Alert>
      )}
      {count > 0 && (
        <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
          {t('save.toCorrect', { count })}
        </Typography>
      )}
    </Box>
  );
}
