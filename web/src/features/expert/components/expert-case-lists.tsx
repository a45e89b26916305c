import InboxOutlined from '@mui/icons-material/InboxOutlined';
import { Box, List, Paper, Typography } from '@mui/material';
import { CASE_STATUS_COLOURS } from '@shared/cases/case-status';
import type { ExpertCaseSummary } from '@shared/discussion/discussion-views';
import { AsyncState } from '@/components/ui/async-state';
import { CaseListRow, RowLine } from '@/components/ui/case-list-row';
import { formatDate } from '@/components/ui/date-text';
import { StatusChip } from '@/components/ui/status-chip';
import { useExpertCases } from '../api/get-expert-cases';
import { sharedLine } from '../utils/expert-desk-text';

function ExpertCaseRow({ item, onOpen, queue }: { item: ExpertCaseSummary; onOpen: () => void; queue: boolean }) {
  const activity = queue ? item.expertRequest?.requestedAt : item.lastActivityAt;
  return (
    <CaseListRow
      name={`${item.caseNumber} · ${item.caseName}`}
      unread={item.unread}
      testId={queue ? 'expert-queue-case' : 'expert-assigned-case'}
      onOpen={onOpen}
      chips={<StatusChip label={item.status} tone={CASE_STATUS_COLOURS[item.status]} />}
    >
      <RowLine>{[item.applicantName, item.category, sharedLine(item.shared)].filter(Boolean).join(' · ')}</RowLine>
      {activity && (
        <RowLine>
          {queue ? 'Sent to experts' : 'Last activity'} {formatDate(activity, true)}
        </RowLine>
      )}
      {queue && item.expertRequest?.note ? <RowLine clip>Note: {item.expertRequest.note}</RowLine> : !queue && item.lastMessagePreview && <RowLine clip>{item.lastMessagePreview}</RowLine>}
    </CaseListRow>
  );
}

function CaseList({ title, id, items, empty, onOpen, queue }: { title: string; id: string; items: ExpertCaseSummary[]; empty: string; onOpen: (caseId: string) => void; queue: boolean }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ minWidth: 0 }}>
      <Typography id={id} variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {title}{' '}
        <Typography component="span" color="text.secondary">
          ({items.length})
        </Typography>
      </Typography>
      <Paper variant="outlined">
        {items.length === 0 ? (
          <Box role="status" sx={{ p: 3, textAlign: 'center', color: 'text.secondary' }}>
            <InboxOutlined aria-hidden sx={{ fontSize: 36, mb: 0.5 }} />
            <Typography>{empty}</Typography>
          </Box>
        ) : (
          <List disablePadding aria-labelledby={id}>
            {items.map((item) => (
              <ExpertCaseRow key={item.caseId} item={item} queue={queue} onOpen={() => onOpen(item.caseId)} />
            ))}
          </List>
        )}
      </Paper>
    </Box>
  );
}

/** The desk's front page: the expert's assigned cases (unread first in mind) and the shared queue. */
export function ExpertCaseLists({ onOpen }: { onOpen: (caseId: string) => void }) {
  const lists = useExpertCases();
  return (
    <AsyncState query={lists} loadingLabel="Loading the cases…" errorMessage="The cases could not be loaded.">
      {(data) => (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
          <CaseList title="Assigned to you" id="expert-assigned" items={data.assigned} empty="No cases assigned to you. Claim one from the queue." onOpen={onOpen} queue={false} />
          <CaseList title="Queue" id="expert-queue" items={data.queue} empty="No case is waiting for an expert." onOpen={onOpen} queue />
        </Box>
      )}
    </AsyncState>
  );
}
