import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

export function AnalyzeStep() {
  const { t } = useTranslation('eligibility');
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 8 }}>
      <CircularProgress aria-hidden />
      <Typography>{t('analyze.analyzing')}</Typography>
    </Box>
  );
}
