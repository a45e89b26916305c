import { Box } from '@mui/material';
import { isDocId } from '@shared/ids';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { ExpertCaseLists } from './expert-case-lists';
import { ExpertCasePage } from './expert-case-page';

/** The query parameter of /expert?case=<id> (shared/discussion/discussion-limits.ts expertCasePath). */
const CASE_PARAM = 'case';

interface ExpertDeskProps {
  /** A case's discussion, composed by the app from the discussion feature. */
  renderDiscussion: (caseId: string) => ReactNode;
}

/** /expert: the queue and the expert's cases; a case opens beside its discussion. */
export function ExpertDesk({ renderDiscussion }: ExpertDeskProps) {
  const { t } = useTranslation('expert');
  const [params, setParams] = useSearchParams();
  const raw = params.get(CASE_PARAM);
  const caseId = isDocId(raw) ? raw : null;
  return (
    <Box>
      <PageHeader title={t('desk.title')} subtitle={caseId ? undefined : t('desk.subtitle')} />
      {caseId ? (
        <ExpertCasePage key={caseId} caseId={caseId} onBack={() => setParams({})} renderDiscussion={renderDiscussion} />
      ) : (
        <ExpertCaseLists onOpen={(id) => setParams({ [CASE_PARAM]: id })} />
      )}
    </Box>
  );
}
