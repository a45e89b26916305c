// The /ai-assistant/documents screen (app/signed-in-routes.tsx loads it lazily). It reads the chat's navigation state
// (a review_documents tool call) or ?review=<id> (a notification's link to a finished review) once per navigation,
// then clears both, so a reload resumes the wizard instead of starting again.
import { REVIEW_PARAM } from '@shared/documents/review-links';
import { isDocId } from '@shared/ids';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { DocumentReviewPage } from '@/features/documents/components/document-review-page';
import { readChatLaunch, type ChatLaunch } from '@/features/documents/utils/wizard-state';

interface Opening {
  /** The navigation that asked: a new one (a notification clicked while here) starts the page afresh. */
  key: string;
  launch: ChatLaunch | null;
  openReview: string | null;
}

function openingOf(location: Location): Opening | null {
  const launch = readChatLaunch(location.state);
  const id = new URLSearchParams(location.search).get(REVIEW_PARAM);
  const openReview = isDocId(id) ? id : null;
  return launch || openReview ? { key: location.key, launch, openReview } : null;
}

export function Component() {
  const location = useLocation();
  const navigate = useNavigate();
  const { user } = useAuth();
  // Opened from a case (its plan's documents step): the review goes to that case.
  const requestedCase = new URLSearchParams(location.search).get('case');
  const [opening, setOpening] = useState<Opening>(() => openingOf(location) ?? { key: 'resume', launch: null, openReview: null });

  useEffect(() => {
    const search = new URLSearchParams(location.search);
    if (location.state == null && !search.has(REVIEW_PARAM)) return;
    const next = openingOf(location);
    if (next) setOpening((current) => (current.key === next.key ? current : next));
    search.delete(REVIEW_PARAM);
    const rest = search.toString();
    navigate({ pathname: location.pathname, search: rest ? `?${rest}` : '' }, { replace: true, state: null });
  }, [location, navigate]);

  return (
    <DocumentReviewPage
      key={opening.key}
      userKey={user?.email ?? 'signed-in-user'}
      launch={opening.launch}
      openReview={opening.openReview}
      openedFrom={isDocId(requestedCase) ? requestedCase : null}
      onOpenChat={(chatId) => navigate(paths.chat, { state: { chatId } })}
    />
  );
}
