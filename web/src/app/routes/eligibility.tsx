import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { isDocId } from '@shared/ids';
import { paths } from '@/config/paths';
import { chatHandoff } from '@/features/chat/utils/chat-handoff';
import { EligibilityWizard } from '@/features/eligibility/components/eligibility-wizard';
import { readChatLaunch } from '@/features/eligibility/utils/wizard-state';
import { useSettings } from '@/features/settings/api/get-settings';
import { useAuth } from '@/lib/auth';

export function Component() {
  const location = useLocation();
  const navigate = useNavigate();
  const { user } = useAuth();
  const [params] = useSearchParams();
  const requestedCase = params.get('case');
  // The account's profile as Settings shows it (usually cached: the shell reads it for the language); if it cannot
  // be read, the signed-in user's own name and email.
  const settingsQuery = useSettings();
  const settings = settingsQuery.data;
  // Read once: the chat's navigation state starts one check, and is cleared so a reload resumes it instead.
  const [launch] = useState(() => readChatLaunch(location.state));

  useEffect(() => {
    if (location.state != null) navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [location, navigate]);

  const fullName = settings?.fullName || user?.displayName || '';
  const email = settings?.email || user?.email || '';
  const phone = settings?.phone ?? '';
  const settled = !settingsQuery.isPending;
  const account = useMemo(() => (settled ? { fullName, email, phone } : undefined), [settled, fullName, email, phone]);

  return (
    <EligibilityWizard
      userKey={user?.email ?? 'signed-in-user'}
      launch={launch}
      account={account}
      openedFrom={isDocId(requestedCase) ? requestedCase : null}
      onAskFollowUp={(chatId) => navigate(paths.chat, { state: { chatId } })}
      onAskQuestion={(draft) => {
        const { to, state } = chatHandoff(draft);
        navigate(to, { state });
      }}
    />
  );
}
