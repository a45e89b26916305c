import { useTranslation } from 'react-i18next';
import { StatusChip, type StatusTone } from '@/components/ui/status-chip';

// Paid green, Pending yellow, anything else (Failed, Refunded, ...) red.
const toneOf = (status: string): StatusTone => (status === 'Paid' ? 'green' : status === 'Pending' ? 'yellow' : 'red');

export function PaymentStatusChip({ status }: { status: string }) {
  const { t } = useTranslation('billing');
  return <StatusChip label={t('paymentStatus', { status })} tone={toneOf(status)} />;
}
