import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Marks a news item that is an illustrative example rather than a real announcement. */
export function ExampleChip() {
  const { t } = useTranslation('resources');
  return <Chip label={t('example')} size="small" color="warning" variant="outlined" />;
}
