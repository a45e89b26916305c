import ArrowBack from '@mui/icons-material/ArrowBack';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import SearchOff from '@mui/icons-material/SearchOff';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Divider,
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
import type { InvoiceLine, InvoiceView, Party } from '@shared/billing/billing-views';
import { AsyncState, EmptyState } from '@/components/ui/async-state';
import { EmptyMessage } from '@/components/ui/empty-message';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useDownloadInvoicePdf } from '../api/download-invoice-pdf';
import { useInvoice } from '../api/get-invoice';
import { dollars, formatLongDate } from '../utils/format';
import { PageHeader } from '@/components/ui/page-header';

function BackLink() {
  const { t } = useTranslation('billing');
  return (
    <Button component={RouterLink} to={paths.billingHistory} startIcon={<ArrowBack />}>
      {t('invoice.back')}
    </Button>
  );
}

function PartyBlock({ heading, party }: { heading: string; party: Party }) {
  return (
    <Box component="section" aria-label={heading}>
      <Typography variant="overline" component="h2" color="text.secondary" sx={{ fontWeight: 700, lineHeight: 2 }}>
        {heading}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{party.name}</Typography>
      {party.address
        .split('\n')
        .filter(Boolean)
        .map((line) => (
          <Typography key={line} variant="body2">
            {line}
          </Typography>
        ))}
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {party.email}
      </Typography>
    </Box>
  );
}

function TotalRow({ label, value, strong = false, testId }: { label: string; value: string; strong?: boolean; testId: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 4, py: 0.5 }} data-testid={testId}>
      <Typography sx={{ fontWeight: strong ? 700 : 400 }}>{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 700 : 500, fontVariantNumeric: 'tabular-nums' }}>{value}</Typography>
    </Box>
  );
}

function LineItemTable({ lines }: { lines: InvoiceLine[] }) {
  const { t } = useTranslation('billing');
  return (
    <TableContainer>
      <Table aria-label={t('invoice.lineItems')} size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('invoice.description')}</TableCell>
            <TableCell align="right">{t('invoice.quantity')}</TableCell>
            <TableCell align="right">{t('invoice.price')}</TableCell>
            <TableCell align="right">{t('invoice.lineTotal')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line, index) => (
            <TableRow key={`${index}-${line.description}`}>
              <TableCell>{line.description}</TableCell>
              <TableCell align="right">{line.quantity}</TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {dollars(line.priceCents)}
              </TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {dollars(line.amountCents)}
              </TableCell>
            </TableRow>
          ))}
          {lines.length === 0 && (
            <TableRow>
              <TableCell colSpan={4}>
                <Typography color="text.secondary">{t('invoice.noLines')}</Typography>
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

// A four-column table is cramped at phone width, so each line stacks: description, then quantity x price.
function LineItemList({ lines }: { lines: InvoiceLine[] }) {
  const { t } = useTranslation('billing');
  if (lines.length === 0) return <Typography color="text.secondary">{t('invoice.noLines')}</Typography>;
  return (
    <Box component="ul" aria-label={t('invoice.lineItems')} sx={{ listStyle: 'none', p: 0, m: 0, borderTop: 1, borderColor: 'divider' }}>
      {lines.map((line, index) => (
        <Box
          component="li"
          key={`${index}-${line.description}`}
          sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 1.25, borderBottom: 1, borderColor: 'divider' }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography>{line.description}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {t('invoice.quantityTimesPrice', { quantity: line.quantity, price: dollars(line.priceCents) })}
            </Typography>
          </Box>
          <Typography sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 500 }}>{dollars(line.amountCents)}</Typography>
        </Box>
      ))}
    </Box>
  );
}

function InvoiceDocument({ invoice }: { invoice: InvoiceView }) {
  const { t } = useTranslation('billing');
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const taxPercent = Math.round(invoice.taxRate * 100);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 3, mb: 3 }}>
        <PartyBlock heading={t('invoice.from')} party={invoice.company} />
        <PartyBlock heading={t('invoice.billTo')} party={invoice.billTo} />
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 2, rowGap: 0.5, alignContent: 'start' }}
        >
          <Typography component="dt" color="text.secondary">
            {t('invoice.number')}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
            {invoice.number}
          </Typography>
          <Typography component="dt" color="text.secondary">
            {t('invoice.date')}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }} data-testid="invoice-date">
            {formatLongDate(invoice.date)}
          </Typography>
          <Typography component="dt" color="text.secondary">
            {t('invoice.dueDate')}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }} data-testid="invoice-due-date">
            {formatLongDate(invoice.dueDate)}
          </Typography>
        </Box>
      </Box>

      {isPhone ? <LineItemList lines={invoice.lineItems} /> : <LineItemTable lines={invoice.lineItems} />}

      <Box sx={{ ml: 'auto', mt: 2, width: { xs: '100%', sm: 320 } }} aria-label={t('invoice.totals')} role="group">
        <TotalRow label={t('invoice.subtotal')} value={dollars(invoice.subtotalCents)} testId="invoice-subtotal" />
        <TotalRow label={t('invoice.tax', { percent: taxPercent })} value={dollars(invoice.taxCents)} testId="invoice-tax" />
        <Divider sx={{ my: 0.5 }} />
        <TotalRow label={t('invoice.total')} value={dollars(invoice.totalCents)} strong testId="invoice-total" />
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 3 }}>
        {t('invoice.currency', { currency: invoice.currency })}
      </Typography>
    </Paper>
  );
}

export function InvoiceDetails({ invoiceId }: { invoiceId: string }) {
  const { t } = useTranslation('billing');
  const invoice = useInvoice(invoiceId);
  const backLink = <BackLink />;
  const download = useDownloadInvoicePdf();

  // Someone else's invoice answers 404 too, so it reads the same as one that does not exist.
  if (invoice.error instanceof ApiError && invoice.error.status === 404) {
    return (
      <Box>
        <PageHeader title={t('invoice.notFoundTitle')} />
        <EmptyState>
          <EmptyMessage
            icon={<SearchOff />}
            title={t('invoice.notFoundMessage')}
            description={t('invoice.notFoundHelp')}
            action={backLink}
          />
        </EmptyState>
      </Box>
    );
  }

  if (!invoice.data) {
    return (
      <Box>
        <PageHeader title={t('invoice.title')} actions={backLink} />
        <AsyncState
          query={invoice}
          loadingLabel={t('invoice.loading')}
          errorMessage={(error) => t('invoice.loadError', { message: error.message })}
        >
          {() => null}
        </AsyncState>
      </Box>
    );
  }

  const data = invoice.data;
  return (
    <Box>
      <PageHeader
        title={t('invoice.titleNumber', { number: data.number })}
        actions={
          <>
            {backLink}
            <Button
              variant="contained"
              startIcon={download.isPending ? <CircularProgress size={18} color="inherit" aria-hidden /> : <FileDownloadOutlined />}
              disabled={download.isPending}
              onClick={() => download.mutate(data)}
            >
              {t('invoice.download')}
            </Button>
          </>
        }
      />
      {download.isError && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => download.reset()}>
          {t('invoice.downloadFailed', { message: download.error.message })}
        </Alert>
      )}
      <InvoiceDocument invoice={data} />
    </Box>
  );
}
