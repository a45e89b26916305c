import { CASE_STATUS_COLOURS, type CaseStatus } from '@shared/cases/case-status';
import { StatusChip } from '@/components/ui/status-chip';

/** The status badge in the spec's colours: Open blue, Pending yellow, Approved green, Denied red, Draft gray, Archived dark gray. */
export function CaseStatusChip({ status }: { status: CaseStatus }) {
  return <StatusChip label={status} tone={CASE_STATUS_COLOURS[status]} />;
}
