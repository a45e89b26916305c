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
  if (!payment.invoiceId) return <Typography color="text.secondary">—</Typography>;
  return (
    <Link component={RouterLink} to={paths.invoice(payment.invoiceId)} underline="hover" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
      View Invoice
    </Link>
  );
}

function PaymentsTable({ payments }: { payments: PaymentView[] }) {
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table aria-label="Payment history" sx={{ minWidth: 640 }}>
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell>Method</TableCell>
            <TableCell>Reference</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Actions</TableCell>
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
  return (
    <Box component="ul" aria-label="Payment history" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
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
              Reference: {payment.reference}
            </Typography>
            <InvoiceLink payment={payment} />
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

export function PaymentHistory() {
  const payments = usePayments();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));

  return (
    <Box>
      <PageHeader
        title="Payment History"
        subtitle="Your payments and their invoices."
        actions={
          <>
            <Button component={RouterLink} to={paths.billingMethods} variant="outlined" startIcon={<CreditCardOutlined />}>
              Payment Methods
            </Button>
            <Button component={RouterLink} to={paths.billingSettings} variant="outlined" startIcon={<SettingsOutlined />}>
              Billing Settings
            </Button>
          </>
        }
      />
      <AsyncState
        query={payments}
        loadingLabel="Loading payments…"
        errorMessage={(error) => `Could not load your payments: ${error.message}`}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyMessage
            icon={<ReceiptLongOutlined />}
            title="No payments yet."
            description="When you pay for a plan or a service, the payment and its invoice appear here."
          />
        }
      >
        {(list) => (isPhone ? <PaymentCards payments={list} /> : <PaymentsTable payments={list} />)}
      </AsyncState>
    </Box>
  );
}
