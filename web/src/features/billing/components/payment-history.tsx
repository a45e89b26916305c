import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import {
  Box,
  Button,
  Card,
  CardContent,
  Link,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { PaymentView } from '@shared/billing/billing-views';
import { AsyncState } from '@/components/ui/async-state';
import { EmptyMessage } from '@/components/ui/empty-message';
import { paths } from '@/config/paths';
import { usePayments } from '../api/get-payments';
import { dollars, formatShortDate } from '../utils/format';
import { PageHeader } from '@/components/ui/page-header';
import { PaymentStatusChip } from './payment-status-chip';

function InvoiceLink({ payment }: { payment: PaymentView }) {
  const { t } = useTranslation('billing');
  if (!payment.invoiceId) return <Typography color="text.secondary">—</Typography>;
  return (
    <Link
      component={RouterLink}
      to={paths.invoice(payment.invoiceId)}
      underline="hover"
      aria-label={t('history.viewInvoiceFor', { reference: payment.reference })}
      sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
    >
      {t('history.viewInvoice')}
    </Link>
  );
}

function PaymentsTable({ payments }: { payments: PaymentView[] }) {
  const { t } = useTranslation('billing');
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table aria-label={t('history.label')} sx={{ minWidth: 640 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('history.date')}</TableCell>
            <TableCell>{t('history.method')}</TableCell>
            <TableCell>{t('history.reference')}</TableCell>
            <TableCell align="right">{t('history.amount')}</TableCell>
            <TableCell>{t('history.status')}</TableCell>
            <TableCell>{t('history.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {payments.map((payment) => (
            <TableRow key={payment.id} hover data-testid="payment-row">
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatShortDate(payment.date)}</TableCell>
              <TableCell>{payment.method}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{payment.reference}</TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
                {dollars(payment.amountCents)}
              </TableCell>
              <TableCell>
                <PaymentStatusChip status={payment.status} />
              </TableCell>
              <TableCell>
                <InvoiceLink payment={payment} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

// On a phone the six columns would need sideways scrolling, so each payment becomes a card.
function PaymentCards({ payments }: { payments: PaymentView[] }) {
  const { t } = useTranslation('billing');
  return (
    <Box component="ul" aria-label={t('history.label')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {payments.map((payment) => (
        <Card component="li" key={payment.id} data-testid="payment-row">
          <CardContent sx={{ display: 'grid', gap: 0.75, '&:last-child': { pb: 2 } }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
              <Typography variant="h6" component="p" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
                {dollars(payment.amountCents)}
              </Typography>
              <PaymentStatusChip status={payment.status} />
            </Box>
            <Typography variant="body2" color="text.secondary">
              {formatShortDate(payment.date)} · {payment.method}
            </Typography>
            <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
              {t('history.referenceValue', { reference: payment.reference })}
            </Typography>
            <InvoiceLink payment={payment} />
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

export function PaymentHistory() {
  const { t } = useTranslation('billing');
  const payments = usePayments();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));

  return (
    <Box>
      <PageHeader
        title={t('history.title')}
        subtitle={t('history.subtitle')}
        actions={
          <>
            <Button component={RouterLink} to={paths.billingMethods} variant="outlined" startIcon={<CreditCardOutlined />}>
              {t('history.methods')}
            </Button>
            <Button component={RouterLink} to={paths.billingSettings} variant="outlined" startIcon={<SettingsOutlined />}>
              {t('history.settings')}
            </Button>
          </>
        }
      />
      <AsyncState
        query={payments}
        loadingLabel={t('history.loading')}
        errorMessage={(error) => t('history.loadError', { message: error.message })}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyMessage icon={<ReceiptLongOutlined />} title={t('history.emptyTitle')} description={t('history.emptyDescription')} />}
      >
        {(list) => (isPhone ? <PaymentCards payments={list} /> : <PaymentsTable payments={list} />)}
      </AsyncState>
    </Box>
  );
}
