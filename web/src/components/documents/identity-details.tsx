import { Box, Typography } from '@mui/material';
import type { DocumentIdentity } from '@shared/documents/review-views';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/components/ui/date-text';

const IDENTITY_FIELDS: ReadonlyArray<keyof DocumentIdentity> = ['fullName', 'documentNumber', 'dateOfBirth', 'nationality', 'expiryDate'];

const isDate = (key: keyof DocumentIdentity) => key === 'dateOfBirth' || key === 'expiryDate';

interface IdentityDetailsProps {
  identity: DocumentIdentity;
  /** What to say when the document names no one; nothing is shown without it. */
  emptyText?: string;
}

/** Who a reviewed document is about, as read from it: name, number, dates and nationality. */
export function IdentityDetails({ identity, emptyText }: IdentityDetailsProps) {
  const { t } = useTranslation('components');
  const rows = IDENTITY_FIELDS.filter((key) => identity[key]);
  if (rows.length === 0) {
    return emptyText ? (
      <Typography variant="body2" color="text.secondary">
        {emptyText}
      </Typography>
    ) : null;
  }
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
      {rows.map((key) => {
        const value = identity[key] ?? '';
        return (
          <Box key={key} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t(`identity.${key}`)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {isDate(key) ? formatDate(value) : value}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
