import InboxOutlined from '@mui/icons-material/InboxOutlined';
import { Box, List, Paper, Typography } from '@mui/material';
import { CASE_STATUS_COLOURS } from '@shared/cases/case-status';
import type { ExpertCaseSummary } from '@shared/discussion/discussion-views';
import { useTranslation } from 'react-i18next';
import { AsyncState } from '@/components/ui/async-state';
import { CaseListRow, RowLine } from '@/components/ui/case-list-row';
import { formatDate } from '@/components/ui/date-text';
import { StatusChip } from '@/components/ui/status-chip';
import { useExpertCases } from '../api/get-expert-cases';
import { sharedLine } from '../utils/expert-desk-text';

function ExpertCaseRow({ item, onOpen, queue }: { item: ExpertCaseSummary; onOpen: () => void; queue: boolean }) {
  const { t } = useTranslation('expert');
  const activity = queue ? item.expertRequest?.requestedAt : item.lastActivityAt;
  return (
    <CaseListRow
      name={`${item.caseNumber} · ${item.caseName}`}
      unread={item.unread}
      testId={queue ? 'expert-queue-case' : 'expert-assigned-case'}
      onOpen={onOpen}
      chips={<StatusChip label={t(`status.${item.status}`)} tone={CASE_STATUS_COLOURS[item.status]} />}
    >
      <RowLine>{[item.applicantName, item.category, sharedLine(item.shared)].filter(Boolean).join(' · ')}</RowLine>
      {activity && (
        <RowLine>
          {queue
            ? t('lists.sentToExperts', { date: formatDate(activity, true) })
            : t('lists.lastActivity', { date: formatDate(activity, true) })}
        </RowLine>
      )}
      {queue && item.expertRequest?.note ? (
        <RowLine clip>{t('lists.note', { note: item.expertRequest.note })}</RowLine>
      ) : (
        !queue && item.lastMessagePreview && <RowLine clip>{item.lastMessagePreview}</RowLine>
      )}
    </CaseListRow>
  );
}

function CaseList({
  title,
  id,
  items,
  empty,
  onOpen,
  queue,
}: {
  title: string;
  id: string;
  items: ExpertCaseSummary[];
  empty: string;
  onOpen: (caseId: string) => void;
  queue: boolean;
}) {
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
  const { t } = useTranslation('expert');
  const lists = useExpertCases();
  return (
    <AsyncState query={lists} loadingLabel={t('lists.loading')} errorMessage={t('lists.loadError')}>
      {(data) => (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          <CaseList
            title={t('lists.assigned')}
            id="expert-assigned"
            items={data.assigned}
            empty={t('lists.assignedEmpty')}
            onOpen={onOpen}
            queue={false}
          />
          <CaseList title={t('lists.queue')} id="expert-queue" items={data.queue} empty={t('lists.queueEmpty')} onOpen={onOpen} queue />
        </Box>
      )}
    </AsyncState>
  );
}
