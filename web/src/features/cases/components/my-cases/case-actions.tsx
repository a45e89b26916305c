import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import UnarchiveOutlined from '@mui/icons-material/UnarchiveOutlined';
import { Alert, Box, Button, Chip } from '@mui/material';
import { discussCasePath } from '@shared/cases/case-links';
import type { CaseSummary } from '@shared/cases/case-views';
import { caseDiscussionPath } from '@shared/discussion/discussion-limits';
import type { DiscussionSummary } from '@shared/discussion/discussion-views';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ExpertRequestDialog } from '@/components/expert/expert-request-dialog';
import { paths } from '@/config/paths';
import { discussionOf, useDiscussions } from '@/lib/discussions';
import { useUpdateCase } from '../../api/update-case';
import { caseMoves, type CaseMove } from '../../utils/case-moves';
import { EditCaseDialog } from '../shared/edit-case-dialog';

const MOVE_ICONS: Record<CaseMove['label'], ReactNode> = {
  Submit: <SendOutlined />,
  Archive: <ArchiveOutlined />,
  Restore: <UnarchiveOutlined />,
};

/** Where the case stands with the experts, beside 'Discuss with Expert'. */
function ExpertRequestChip({ discussion }: { discussion: DiscussionSummary | null }) {
  const { t } = useTranslation('cases');
  const request = discussion?.expertRequest;
  if (!discussion || !request) return null;
  const label =
    request.state === 'queued' ? t('actions.waiting') : t('actions.expert', { name: request.expertName ?? t('actions.expertAssigned') });
  const text = discussion.unread > 0 ? t('actions.withUnread', { label, count: discussion.unread }) : label;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={request.state === 'queued' ? 'default' : 'primary'}
      icon={<ForumOutlined />}
      label={text}
      data-testid="expert-request-state"
      sx={{ maxWidth: '100%' }}
    />
  );
}

/** The status moves the case allows (Submit, Archive, Restore), 'Edit details' and the two Discuss buttons. */
export function CaseActions({ item }: { item: CaseSummary }) {
  const { t } = useTranslation('cases');
  const navigate = useNavigate();
  const update = useUpdateCase();
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState(false);
  const discussions = useDiscussions();
  const discussion = discussionOf(discussions.data, item.caseId);

  // A case already with the experts opens its discussion; otherwise the request (with an optional note) comes first.
  const discussWithExpert = () => {
    if (discussion?.expertRequest) navigate(caseDiscussionPath(item.caseId));
    else setAsking(true);
  };
  const moves = caseMoves(item.status, item.allowedMoves);

  const move = (m: CaseMove) => {
    setNotice(null);
    update.mutate(
      { caseId: item.caseId, patch: { status: m.to } },
      {
        onSuccess: () => setNotice({ severity: 'success', text: t(`actions.done.${m.label}`) }),
        // A 409 explains why the move is not allowed (e.g. the case changed meanwhile).
        onError: (error) => setNotice({ severity: 'error', text: error.message }),
      },
    );
  };

  return (
    <Box sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {moves.map((m) => (
          <Button
            key={m.label}
            size="small"
            variant={m.label === 'Archive' ? 'outlined' : 'contained'}
            color={m.label === 'Archive' ? 'inherit' : 'primary'}
            startIcon={MOVE_ICONS[m.label]}
            loading={update.isPending && update.variables?.patch.status === m.to}
            loadingPosition="start"
            disabled={update.isPending}
            onClick={() => move(m)}
          >
            {t(`actions.move.${m.label}`)}
          </Button>
        ))}
        <Button
          size="small"
          variant="outlined"
          startIcon={<EditOutlined />}
          onClick={() => {
            setNotice(null);
            setEditing(true);
          }}
        >
          {t('common.editDetails')}
        </Button>
        {/* A case with a goal prepares its filing: the form interview. */}
        {item.goal !== null && (
          <Button
            size="small"
            variant="contained"
            startIcon={<AssignmentOutlined />}
            component={RouterLink}
            to={paths.caseForms(item.caseId)}
          >
            {t('actions.prepareForms')}
          </Button>
        )}
        <Box sx={{ flex: '1 1 auto' }} />
        <Button size="small" variant="outlined" startIcon={<SmartToyOutlined />} onClick={() => navigate(discussCasePath(item.caseId))}>
          {t('actions.discussAi')}
        </Button>
        <Button size="small" variant="outlined" startIcon={<ForumOutlined />} onClick={discussWithExpert}>
          {t('actions.discussExpert')}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: discussion?.expertRequest ? 1 : 0 }}>
        <ExpertRequestChip discussion={discussion} />
      </Box>
      <Box aria-live="polite">
        {notice && (
          <Alert severity={notice.severity} onClose={() => setNotice(null)} sx={{ mt: 1.5 }}>
            {notice.text}
          </Alert>
        )}
      </Box>
      <ExpertRequestDialog
        open={asking}
        caseId={item.caseId}
        caseLabel={`${item.caseNumber} (${item.caseName})`}
        onClose={() => setAsking(false)}
        onSent={(caseId) => {
          setAsking(false);
          navigate(caseDiscussionPath(caseId));
        }}
      />
      <EditCaseDialog
        open={editing}
        item={item}
        onClose={() => setEditing(false)}
        onSaved={() => setNotice({ severity: 'success', text: t('actions.saved') })}
      />
    </Box>
  );
}
