import { Box } from '@mui/material';
import { Trans, useTranslation } from 'react-i18next';
import { formatDate } from '@/components/ui/date-text';

type DatedKey = 'updated' | 'card.checkedOn' | 'card.checkedAgainst';

/** A sentence with a date in it ("Updated November 1, 2026"), the date in a machine-readable <time>. */
export function DatedText({ i18nKey, value }: { i18nKey: DatedKey; value: string }) {
  const { t } = useTranslation('resources');
  return (
    <Trans
      t={t}
      i18nKey={i18nKey}
      values={{ date: formatDate(value) }}
      components={{ time: <Box component="time" dateTime={value} sx={{ font: 'inherit', color: 'inherit' }} /> }}
    />
  );
}
