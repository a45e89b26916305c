import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ChatPage } from '@/features/chat/components/chat-page';
import { readChatLaunch } from '@/features/chat/utils/chat-launch';
import { useAuth } from '@/lib/auth';

export function Component() {
  const location = useLocation();
  const navigate = useNavigate();
  const { user } = useAuth();
  // Read once per navigation, then cleared (docs/SPEC.md section 2, /ai-assistant/chat), so a reload or Back resumes the chat
  // instead of starting another one or prefilling the context or handed-over draft (utils/chat-handoff.ts) again.
  const [launch, setLaunch] = useState(() => readChatLaunch(location.state, location.key));

  useEffect(() => {
    if (location.state == null) return;
    const next = readChatLaunch(location.state, location.key);
    if (next) setLaunch((current) => (current?.key === next.key ? current : next));
    // The address stays as it is (?case= included); only the state goes.
    navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [location, navigate]);

  return <ChatPage userKey={user?.email ?? 'signed-in-user'} launch={launch} onOpenTool={(route, state) => navigate(route, { state })} />;
}
