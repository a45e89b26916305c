import { Box, Divider, Link, Stack, Typography } from '@mui/material';
import type { FeeQuoteView } from '@shared/fees/fee-views';
import { FEE_FORMS, PREMIUM_PROCESSING_FORM } from '@shared/fees/fee-forms';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '@/lib/i18n/format';

const titleOf = (form: string): string | undefined => [...FEE_FORMS, PREMIUM_PROCESSING_FORM].find((entry) => entry.form === form)?.title;

/** One line per form: its amount, what the amount depends on and its official source; then the total. */
export function FeeQuoteLines({ quote }: { quote: FeeQuoteView }) {
  const { t } = useTranslation('resources');
  return (
    <Box component="section" aria-labelledby="fee-quote-heading">
      <Typography id="fee-quote-heading" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {t('fees.quoteHeading')}
      </Typography>
      <Stack component="ul" divider={<Divider component="li" aria-hidden />} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {quote.lines.map((line, index) => (
          <Box component="li" key={`${line.form}-${index}`} sx={{ py: 1.5 }} data-testid="fee-line">
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, alignItems: 'baseline' }}>
              <Typography sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>
                {line.form}
                {titleOf(line.form) ? `: ${titleOf(line.form)}` : ''}
              </Typography>
              <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{formatMoney(line.amount)}</Typography>
            </Box>
            {line.conditions.length > 0 && (
              <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
                {line.conditions.map((condition) => (
                  <Typography component="li" variant="body2" key={condition}>
                    {condition}
                  </Typography>
                ))}
              </Box>
            )}
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
              <Link href={line.source} target="_blank" rel="noopener noreferrer">
                {t('fees.source')}
              </Link>
              {', '}
              {t('fees.checked', { date: formatDate(line.checkedOn) })}
            </Typography>
          </Box>
        ))}
      </Stack>
      <Box
        sx={{ mt: 1, p: 2, borderRadius: 2, bgcolor: 'action.hover', display: 'flex', justifyContent: 'space-between', gap: 2 }}
        data-testid="fee-total"
      >
        <Typography sx={{ fontWeight: 700 }}>{t('fees.total')}</Typography>
        <Typography sx={{ fontWeight: 700 }}>{formatMoney(quote.total)}</Typography>
      </Box>
    </Box>
  );
}
