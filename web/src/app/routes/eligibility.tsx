import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { EligibilityWizard } from '@/features/eligibility/components/eligibility-wizard';
import { readChatLaunch } from '@/features/eligibility/utils/wizard-state';
import { useAuth } from '@/lib/auth';

export function Component() {
  const location = useLocation();
  const navigate = useNavigate();
  const { user } = useAuth();
  // Read once: the chat's navigation state starts one check, and is cleared so a reload resumes it instead.
  const [launch] = useState(() => readChatLaunch(location.state));

  useEffect(() => {
    if (location.state != null) navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [location, navigate]);

  return (
    <EligibilityWizard
      userKey={user?.email ?? 'signed-in-user'}
      launch={launch}
      onAskFollowUp={(chatId) => navigate(paths.chat, { state: { chatId } })}
      onAskQuestion={(context) => navigate(paths.chat, { state: { newChat: true, context } })}
    />
  );
}
