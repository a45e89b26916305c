import { useTranslation } from 'react-i18next';
import { StatusChip, type StatusTone } from '@/components/ui/status-chip';

// Open green, Pending yellow, Closed gray (the spec's badges).
const TONES: Record<string, StatusTone> = { Open: 'green', Pending: 'yellow', Closed: 'gray' };

export function TicketStatusChip({ status }: { status: string }) {
  const { t } = useTranslation('support');
  return <StatusChip label={t('ticketStatus', { status })} tone={TONES[status] ?? 'gray'} />;
}
