import { isDocId } from '@shared/ids';
import { useSearchParams } from 'react-router-dom';
import { DiscussionPanel } from './discussion-panel';
import { DiscussionPicker } from './discussion-picker';
import { useTranslation } from 'react-i18next';

/** The query parameter of /cases/discuss?case=<id> (shared/discussion/discussion-limits.ts caseDiscussionPath). */
export const CASE_PARAM = 'case';

/** /cases/discuss: the case in the address, or a picker of the user's discussions and cases. */
export function DiscussionScreen() {
  const { t } = useTranslation('discussion');
  const [params, setParams] = useSearchParams();
  const raw = params.get(CASE_PARAM);
  const caseId = isDocId(raw) ? raw : null;
  if (!caseId) return <DiscussionPicker onOpen={(id) => setParams({ [CASE_PARAM]: id })} />;
  return <DiscussionPanel caseId={caseId} headingLevel={1} back={{ label: t('panel.allDiscussions'), onClick: () => setParams({}) }} />;
}
