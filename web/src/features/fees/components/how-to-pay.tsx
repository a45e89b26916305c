import { Alert, Box, Link, Typography } from '@mui/material';
import { FEE_PAYMENT_SOURCE, PAYMENT_METHODS } from '@shared/fees/payment-methods';
import { useTranslation } from 'react-i18next';

/** Each form is paid on its own, and how: online in the USCIS account, or with a G-1450 or G-1650 on paper. */
export function HowToPay() {
  const { t } = useTranslation('resources');
  return (
    <Box component="section" aria-labelledby="how-to-pay-heading" sx={{ mt: 3 }}>
      <Typography id="how-to-pay-heading" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {t('fees.payHeading')}
      </Typography>
      <Alert severity="info" sx={{ mb: 1.5 }}>
        {t('fees.paySeparately')}
      </Alert>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        <Typography component="li">{t('fees.payOnline')}</Typography>
        {PAYMENT_METHODS.map((method) => (
          <Typography component="li" key={method.form}>
            {t(`fees.pay.${method.kind}`)}{' '}
            <Link href={method.source} target="_blank" rel="noopener noreferrer">
              {t('fees.payForm', { form: method.form })}
            </Link>
          </Typography>
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        <Link href={FEE_PAYMENT_SOURCE.url} target="_blank" rel="noopener noreferrer">
          {t('fees.paySource')}
        </Link>
      </Typography>
    </Box>
  );
}
