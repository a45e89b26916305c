import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import { Avatar, Box, keyframes, Typography } from '@mui/material';
import { MessageLog } from '@/components/ui/message-log';
import type { CaseCreation, ChatMessage } from '../utils/chat-state';
import { MessageBubble, type MessageActions } from './message-bubble';
import { useTranslation } from 'react-i18next';

const pulse = keyframes`
  0%, 80%, 100% { opacity: 0.25; }
  40% { opacity: 1; }
`;

/** The spec's 'thinking' placeholder: shown until the reply's first chunk, tool call or end arrives. */
export function ThinkingIndicator() {
  const { t } = useTranslation('chat');
  return (
    <Box
      sx={{ display: 'flex', gap: 1.25, alignItems: 'center' }}
      role="status"
      aria-label={t('messages.thinkingLabel')}
      data-testid="thinking"
    >
      <Avatar sx={{ bgcolor: 'secondary.main', width: 32, height: 32, display: { xs: 'none', sm: 'flex' } }} aria-hidden>
        <SmartToyOutlined fontSize="small" />
      </Avatar>
      <Box sx={{ bgcolor: 'action.hover', px: 2, py: 1.25, borderRadius: 2, display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mr: 0.5 }}>
          {t('messages.thinking')}
        </Typography>
        {[0, 1, 2].map((i) => (
          <Box
            key={i}
            aria-hidden
            sx={{
              width: 6,
              height: 6,
              borderRadius: '50%',
              bgcolor: 'text.secondary',
              animation: `${pulse} 1.2s ${i * 0.2}s infinite ease-in-out`,
              '@media (prefers-reduced-motion: reduce)': { animation: 'none', opacity: 0.6 },
            }}
          />
        ))}
      </Box>
    </Box>
  );
}

/** The disclaimer, once at the top of a conversation (answers about the asker's own situation repeat it). */
function ChatDisclaimer() {
  const { t } = useTranslation('chat');
  return (
    <Typography
      variant="caption"
      color="text.secondary"
      role="note"
      aria-label={t('disclaimerLabel')}
      data-testid="chat-disclaimer"
      sx={{ display: 'block', textAlign: 'center', maxWidth: 640, mx: 'auto', fontStyle: 'italic' }}
    >
      {t('welcome.disclaimer')}
    </Typography>
  );
}

interface MessageListProps {
  messages: ChatMessage[];
  waiting: boolean;
  caseCreation: Record<string, CaseCreation>;
  actions: MessageActions;
}

export function MessageList({ messages, waiting, caseCreation, actions }: MessageListProps) {
  // Streamed text grows the last message, so its length counts as a change too.
  const { t } = useTranslation('chat');
  const lastText = messages.at(-1)?.text.length ?? 0;
  return (
    <MessageLog
      label={t('messages.conversation')}
      spacing={2}
      changeKey={`${messages.length}-${lastText}-${waiting}`}
      lastKey={messages.at(-1)?.id ?? ''}
    >
      {messages.length > 0 && <ChatDisclaimer />}
      {messages.map((message) => (
        <MessageBubble
          key={message.id}
          message={message}
          creation={message.callId ? caseCreation[message.callId] : undefined}
          actions={actions}
        />
      ))}
      {waiting && <ThinkingIndicator />}
    </MessageLog>
  );
}
