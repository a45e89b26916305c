import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { TextInput } from './form-fields';

export function DetailsStep({
  value,
  onValue,
  onLeave,
  error,
}: {
  value: string;
  onValue: (value: string) => void;
  onLeave: () => void;
  error?: string;
}) {
  const { t } = useTranslation('eligibility');
  return (
    <Box>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t('details.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('details.intro')}
      </Typography>
      <TextInput
        required
        label={t('details.label')}
        value={value}
        onValue={onValue}
        onBlur={onLeave}
        error={error}
        multiline
        minRows={6}
        maxRows={16}
        slotProps={{ htmlInput: { maxLength: 10_000 } }}
      />
    </Box>
  );
}
