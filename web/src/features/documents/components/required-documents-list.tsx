import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Link, List, ListItem, Typography } from '@mui/material';
import type { RequiredDocument } from '@shared/reference/required-documents';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/i18n/format';

/**
 * The category's required documents, each with what counts and where that comes from; then the documents that are
 * part of the filing only when they apply (an I-485 inside the U.S.), which are never missing.
 */
export function RequiredDocumentsList({ items }: { items: readonly RequiredDocument[] }) {
  const { t } = useTranslation('documents');
  const required = items.filter((item) => !item.optional);
  const optional = items.filter((item) => item.optional);
  return (
    <Box component="section" aria-labelledby="required-documents-heading">
      <Typography variant="subtitle1" component="h3" id="required-documents-heading" sx={{ fontWeight: 700 }}>
        {t('required.heading', { count: required.length })}
      </Typography>
      <DocumentItems items={required} />
      {optional.length > 0 && (
        <>
          <Typography variant="subtitle2" component="h4" sx={{ fontWeight: 700, mt: 2 }}>
            {t('required.optionalHeading', { count: optional.length })}
          </Typography>
          <DocumentItems items={optional} />
        </>
      )}
    </Box>
  );
}

function DocumentItems({ items }: { items: readonly RequiredDocument[] }) {
  const { t } = useTranslation('documents');
  return (
    <List dense disablePadding>
      {items.map((item) => (
        <ListItem key={item.key} disableGutters alignItems="flex-start" sx={{ gap: 1, py: 0.75 }}>
          <CheckCircleOutlineIcon fontSize="small" color="action" sx={{ mt: 0.25 }} aria-hidden />
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>{item.label}</Typography>
            <Typography variant="body2" color="text.secondary">
              {item.hint}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p">
              {t('required.source')}{' '}
              <Link href={item.source.url} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
                {item.source.title}
                <OpenInNewIcon sx={{ fontSize: 12, ml: 0.25, verticalAlign: 'text-top' }} aria-label={t('required.opensInNewTab')} />
              </Link>{' '}
              {t('required.asOf', { date: formatDate(item.checkedOn, 'long') })}
            </Typography>
          </Box>
        </ListItem>
      ))}
    </List>
  );
}
