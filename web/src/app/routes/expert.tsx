import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { DiscussionPanel } from '@/features/discussion/components/discussion-panel';
import { ExpertDesk } from '@/features/expert/components/expert-desk';
import { useUserRole } from '@/lib/user-role';

/** /expert, for experts only (the role claim of the ID token); anyone else goes home, as for an unknown path. */
export function Component() {
  const { t } = useTranslation();
  const role = useUserRole();
  if (role.status === 'loading') return <PageLoader label={t('loading')} />;
  if (role.role !== 'expert') return <Navigate to={paths.overview} replace />;
  return <ExpertDesk renderDiscussion={(caseId) => <DiscussionPanel caseId={caseId} headingLevel={3} height="75vh" />} />;
}
