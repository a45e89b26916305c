import { CASE_STATUS_COLOURS, type CaseStatus } from '@shared/cases/case-status';
import { StatusChip } from '@/components/ui/status-chip';
import { useTranslation } from 'react-i18next';

/** The status badge in the spec's colours: Open blue, Pending yellow, Approved green, Denied red, Draft gray, Archived dark gray. */
export function CaseStatusChip({ status }: { status: CaseStatus }) {
  const { t } = useTranslation('cases');
  return <StatusChip label={t(`status.${status}`)} tone={CASE_STATUS_COLOURS[status]} />;
}
