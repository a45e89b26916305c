import { caseDiscussionPath } from '@shared/discussion/discussion-limits';
import { isDocId } from '@shared/ids';
import { Navigate, useLocation } from 'react-router-dom';
import { DiscussionScreen } from './discussion-screen';

/** A case handed over in navigation state (`{ caseId }`), moved into the address so a reload keeps it. */
function stateCase(state: unknown): string | null {
  const caseId = (state as { caseId?: unknown } | null)?.caseId;
  return typeof caseId === 'string' && isDocId(caseId) ? caseId : null;
}

/** /cases/discuss: the case from navigation state or `?case=`, else the picker. */
export function DiscussionRoute() {
  const location = useLocation();
  const fromState = stateCase(location.state);
  if (fromState) return <Navigate to={caseDiscussionPath(fromState)} replace />;
  return <DiscussionScreen />;
}
