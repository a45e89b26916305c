import ChevronRight from '@mui/icons-material/ChevronRight';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import { Alert, Box, Button, List, ListItem, ListItemButton, ListItemText, Paper, Typography } from '@mui/material';
import type { CaseSummary } from '@shared/cases/case-views';
import type { DiscussionSummary } from '@shared/discussion/discussion-views';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '@/components/ui/async-state';
import { CaseListRow, RowLine } from '@/components/ui/case-list-row';
import { formatDateTime } from '@/lib/i18n/format';
import { EmptyMessage } from '@/components/ui/empty-message';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { categoryLabel, statusLabel } from '@/lib/case-labels';
import { useDiscussions } from '@/lib/discussions';
import { useRecentCases } from '@/lib/case-choices';
import { useTranslation } from 'react-i18next';

interface DiscussionPickerProps {
  onOpen: (caseId: string) => void;
}

function useRequestLine(): (d: DiscussionSummary) => string {
  const { t } = useTranslation('discussion');
  return (d) => {
    const request = d.expertRequest;
    if (!request) return t('picker.notSent');
    if (request.state === 'queued') return t('picker.waiting');
    return request.expertName ? t('picker.withExpert', { name: request.expertName }) : t('picker.withAnExpert');
  };
}

function DiscussionRow({ discussion, onOpen }: { discussion: DiscussionSummary; onOpen: () => void }) {
  const { t } = useTranslation('discussion');
  const requestLine = useRequestLine();
  return (
    <CaseListRow
      name={t('picker.caseName', { caseNumber: discussion.caseNumber, caseName: discussion.caseName })}
      unread={discussion.unread}
      testId="picker-discussion"
      onOpen={onOpen}
    >
      <RowLine>
        {discussion.lastActivityAt
          ? t('picker.lastActivity', {
              request: requestLine(discussion),
              date: formatDateTime(discussion.lastActivityAt, { dateStyle: 'long' }),
            })
          : requestLine(discussion)}
      </RowLine>
      {discussion.lastMessagePreview && <RowLine clip>{discussion.lastMessagePreview}</RowLine>}
    </CaseListRow>
  );
}

function CaseRow({ item, onOpen }: { item: CaseSummary; onOpen: () => void }) {
  const { t } = useTranslation(['discussion', 'cases']);
  return (
    <ListItem disablePadding divider>
      <ListItemButton onClick={onOpen} data-testid="picker-case" sx={{ gap: 1.5, py: 1.25 }}>
        <ListItemText
          sx={{ minWidth: 0, m: 0 }}
          primary={
            <Box component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {t('picker.caseName', { caseNumber: item.caseNumber, caseName: item.caseName })}
            </Box>
          }
          secondary={
            item.category
              ? t('picker.caseDetails', { status: statusLabel(item.status), category: categoryLabel(item.category) })
              : statusLabel(item.status)
          }
        />
        <ChevronRight aria-hidden sx={{ color: 'text.secondary' }} />
      </ListItemButton>
    </ListItem>
  );
}

/** /cases/discuss without a case: the user's discussions first (unread counts, last activity), then their other cases. */
export function DiscussionPicker({ onOpen }: DiscussionPickerProps) {
  const { t } = useTranslation('discussion');
  const discussions = useDiscussions();
  const cases = useRecentCases();
  const header = <PageHeader title={t('picker.title')} subtitle={t('picker.subtitle')} />;

  if (discussions.isPending || cases.isPending) {
    return (
      <Box>
        {header}
        <PageLoader label={t('picker.loading')} />
      </Box>
    );
  }
  if (!discussions.data && !cases.data) {
    return (
      <Box>
        {header}
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                void discussions.refetch();
                void cases.refetch();
              }}
            >
              {t('picker.tryAgain')}
            </Button>
          }
        >
          {t('picker.loadFailed')}
        </Alert>
      </Box>
    );
  }

  const listed = discussions.data?.discussions ?? [];
  const withDiscussion = new Set(listed.map((d) => d.caseId));
  const others = (cases.data?.cases ?? []).filter((c) => !withDiscussion.has(c.caseId) && c.status !== 'Archived');

  if (listed.length === 0 && others.length === 0) {
    return (
      <Box>
        {header}
        <EmptyState>
          <EmptyMessage
            icon={<ForumOutlined />}
            title={t('picker.emptyTitle')}
            description={t('picker.emptyDescription')}
            action={
              <Button variant="contained" component={RouterLink} to={paths.casesView}>
                {t('picker.goToCases')}
              </Button>
            }
          />
        </EmptyState>
      </Box>
    );
  }

  return (
    <Box>
      {header}
      {(discussions.isError || cases.isError) && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {discussions.isError ? t('picker.discussionsFailed') : t('picker.otherCasesFailed')}
        </Alert>
      )}
      {listed.length > 0 && (
        <Box component="section" aria-labelledby="picker-discussions" sx={{ mb: 3 }}>
          <Typography id="picker-discussions" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
            {t('picker.yourDiscussions')}
          </Typography>
          <Paper variant="outlined">
            <List disablePadding>
              {listed.map((d) => (
                <DiscussionRow key={d.caseId} discussion={d} onOpen={() => onOpen(d.caseId)} />
              ))}
            </List>
          </Paper>
        </Box>
      )}
      {others.length > 0 && (
        <Box component="section" aria-labelledby="picker-cases">
          <Typography id="picker-cases" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 0.5 }}>
            {listed.length > 0 ? t('picker.yourOtherCases') : t('picker.yourCases')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('picker.casesHelp')}
          </Typography>
          <Paper variant="outlined">
            <List disablePadding>
              {others.map((c) => (
                <CaseRow key={c.caseId} item={c} onOpen={() => onOpen(c.caseId)} />
              ))}
            </List>
          </Paper>
        </Box>
      )}
    </Box>
  );
}
