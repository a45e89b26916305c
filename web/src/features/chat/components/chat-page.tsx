import { Alert, Box, Button, Divider, Paper } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ErrorToast, useErrorToast } from '@/components/ui/error-toast';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { usePendingUploads, type PendingUpload } from '@/lib/pending-uploads';
import { MAX_FILES_PER_MESSAGE } from '@shared/chat/chat-files';
import type { ChatAttachment } from '@shared/chat/chat-views';
import { isDocId } from '@shared/ids';
import { useDownloadChatSummary } from '../api/download-chat-summary';
import { useCaseSummary } from '../api/get-case-summary';
import { uploadChatAttachment } from '../api/upload-chat-attachment';
import { useChatSession, type Draft } from '../hooks/use-chat-session';
import type { ChatLaunch } from '../utils/chat-launch';
import type { ChatMessage } from '../utils/chat-state';
import { readLastChat } from '../utils/last-chat';
import { newChatId } from '../utils/new-chat-id';
import { CaseBanner } from './case-banner';
import { ChatHeader } from './chat-header';
import { ChatInput } from './chat-input';
import type { MessageActions } from './message-bubble';
import { MessageList } from './message-list';
import { PastChatsDrawer } from './past-chats-drawer';
import { WelcomePanel } from './welcome-panel';
import { useTranslation } from 'react-i18next';

/** What the tool screens read from navigation state (the eligibility wizard's readChatLaunch, and the same for documents). */
export interface ToolLaunchState {
  prefill: Record<string, unknown>;
  chatId: string;
  callId: string;
}

interface ChatPageProps {
  /** Whose last chat to resume (per user, in this browser). */
  userKey: string;
  launch: ChatLaunch | null;
  onOpenTool: (route: string, state: ToolLaunchState) => void;
}

type PendingFile = PendingUpload<ChatAttachment, undefined>;

const TOOL_ROUTES: Record<string, string> = { check_eligibility: paths.eligibility, review_documents: paths.documents };

/** Only paths inside the app; the route comes from the server, and a tool button must never leave the app. */
function toolRoute(message: ChatMessage): string | null {
  const route = message.actionRoute;
  if (route && route.startsWith('/') && !route.startsWith('//')) return route;
  return (message.tool && TOOL_ROUTES[message.tool]) ?? null;
}

/** The query parameter of /ai-assistant/chat?case=<id> ('Discuss with AI', shared/cases/case-links.ts). */
export const CASE_PARAM = 'case';

function initialChat(launch: ChatLaunch | null, userKey: string, caseId: string | null): { chatId: string; isNew: boolean } {
  // A chat about a case is always a new one: it carries the case from its first message.
  if (caseId) return { chatId: newChatId(), isNew: true };
  if (launch?.chatId) return { chatId: launch.chatId, isNew: false };
  const last = launch?.newChat ? null : readLastChat(userKey);
  return last ? { chatId: last, isNew: false } : { chatId: newChatId(), isNew: true };
}

export function ChatPage({ userKey, launch, onOpenTool }: ChatPageProps) {
  const { t } = useTranslation('chat');
  const [searchParams, setSearchParams] = useSearchParams();
  const rawCase = searchParams.get(CASE_PARAM);
  const launchCase = isDocId(rawCase) ? rawCase : null;
  const [initial] = useState(() => initialChat(launch, userKey, launchCase));
  const toast = useErrorToast();
  const { showError } = toast;
  const session = useChatSession({
    userKey,
    initialChatId: initial.chatId,
    initialIsNew: initial.isNew,
    initialCaseId: launchCase,
    onError: showError,
  });
  const { state, openChat, send } = session;

  // ?case= starts a chat about that case, once per value; the parameter goes once the chat is stored with its case,
  // so a reload then resumes that chat instead of starting another.
  const appliedCase = useRef(launchCase);
  useEffect(() => {
    if (appliedCase.current === launchCase) return;
    appliedCase.current = launchCase;
    // Gone from the address (the chat was stored, or another chat opened): a later ?case= starts a new chat again.
    if (launchCase) openChat(undefined, launchCase);
  }, [launchCase, openChat]);
  const hasCaseParam = rawCase !== null;
  const dropCaseParam = useCallback(() => {
    // Only when there is one: setting the same parameters again would still be a navigation.
    if (!hasCaseParam) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(CASE_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [hasCaseParam, setSearchParams]);

  const [text, setText] = useState(launch?.context ?? '');
  /** The id of a message that failed to send and came back into the box, while its text is unchanged. */
  const [unsent, setUnsent] = useState<{ messageId: string; text: string } | null>(null);
  const [pastChatsOpen, setPastChatsOpen] = useState(false);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const download = useDownloadChatSummary();

  // A later navigation to this screen (the screen stays mounted) carries new state; each is applied once.
  const appliedLaunch = useRef(launch?.key ?? null);
  /** Bumped when a launch puts text in the box: the box then takes focus with the caret after that text. */
  const [prefilled, setPrefilled] = useState(() => (launch?.context ? 1 : 0));
  useEffect(() => {
    if (!launch || appliedLaunch.current === launch.key) return;
    appliedLaunch.current = launch.key;
    if (launch.chatId) openChat(launch.chatId);
    else if (launch.newChat) openChat();
    if (launch.context) {
      setText(launch.context);
      setUnsent(null);
      setPrefilled((n) => n + 1);
    }
  }, [launch, openChat]);

  // After the render that shows the text, so the caret goes after all of it; never sent from here.
  useEffect(() => {
    const box = inputRef.current;
    if (prefilled === 0 || !box) return;
    box.focus();
    box.setSelectionRange(box.value.length, box.value.length);
    box.scrollTop = box.scrollHeight;
  }, [prefilled]);

  const upload = useCallback(
    (file: File, signal: AbortSignal) => uploadChatAttachment({ chatId: state.chatId, file, signal }),
    [state.chatId],
  );
  const files = usePendingUploads<ChatAttachment, undefined>({ maxFiles: MAX_FILES_PER_MESSAGE, upload, onError: showError });
  const { take: takeFiles, restore: restoreFiles } = files;

  const sendDraft = useCallback(
    async (draft: Draft, readyFiles: PendingFile[]) => {
      const result = await send(draft);
      if (result.ok) {
        dropCaseParam();
        return;
      }
      // Nothing typed is lost: the message comes back into the box, ahead of anything typed since.
      setText((current) => (current.trim() ? `${draft.text}\n${current}` : draft.text));
      setUnsent((current) => (current === null ? { messageId: result.messageId, text: draft.text } : current));
      restoreFiles(readyFiles);
    },
    [send, dropCaseParam, restoreFiles],
  );

  const submit = useCallback(() => {
    if (session.blockedReason) {
      showError(session.blockedReason);
      return;
    }
    const hasReady = files.uploads.some((f) => f.status === 'ready' && f.stored !== undefined);
    if (!text.trim() && !hasReady) return;
    const ready = takeFiles();
    const draft: Draft = {
      text,
      attachments: ready.flatMap((f) => (f.stored ? [f.stored] : [])),
      messageId: unsent && unsent.text === text ? unsent.messageId : undefined,
    };
    setText('');
    setUnsent(null);
    void sendDraft(draft, ready);
  }, [files.uploads, takeFiles, text, unsent, session.blockedReason, showError, sendDraft]);

  const ask = useCallback(
    (question: string) => {
      if (session.blockedReason) {
        // Kept in the box to send once connected, unless something is being typed there.
        setText((current) => (current.trim() ? current : question));
        showError(session.blockedReason);
        return;
      }
      void sendDraft({ text: question, attachments: [] }, []);
    },
    [session.blockedReason, showError, sendDraft],
  );

  const actions: MessageActions = {
    onRetry: (messageId) => void session.retry(messageId),
    onRetryCreateCase: session.retryCreateCase,
    onChooseCase: session.chooseCase,
    onOpenTool: (message) => {
      const route = toolRoute(message);
      if (!route || !message.callId) return;
      // A chat about a case opens the tool on that case: the tool saves what it does there.
      const onCase =
        state.caseId && !route.includes('?') ? `${route}?${new URLSearchParams({ [CASE_PARAM]: state.caseId }).toString()}` : route;
      onOpenTool(onCase, { prefill: message.payload ?? {}, chatId: state.chatId, callId: message.callId });
    },
  };

  const startNewChat = () => {
    dropCaseParam();
    openChat();
    inputRef.current?.focus();
  };

  const onDownload = () =>
    download.mutate(state.chatId, {
      onError: () => showError(t('page.downloadFailed')),
    });

  const hasStored = state.messages.some((m) => m.status !== 'sending');
  // The banner's query, shared through the cache: no questions about a case that cannot be found.
  const caseSummary = useCaseSummary(state.caseId);
  const aboutCase = state.caseId !== null && caseSummary.data !== null;
  const empty = state.messages.length === 0;

  let body;
  if (empty && state.loaded === 'unknown') {
    body = (
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <PageLoader label={t('page.loading')} />
      </Box>
    );
  } else if (empty) {
    body = (
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
        <WelcomePanel onAsk={ask} aboutCase={aboutCase} />
      </Box>
    );
  } else {
    // Keyed by chat: another chat opens scrolled to its latest message.
    body = (
      <MessageList
        key={state.chatId}
        messages={state.messages}
        waiting={session.waiting}
        caseCreation={state.caseCreation}
        actions={actions}
      />
    );
  }

  return (
    <>
      <Paper
        variant="outlined"
        data-testid="chat-area"
        sx={{ height: '82vh', minHeight: 360, display: 'flex', flexDirection: 'column', overflow: 'hidden', borderRadius: 2 }}
      >
        <ChatHeader
          title={state.title}
          connection={session.connection}
          onNewChat={startNewChat}
          onShowPastChats={() => setPastChatsOpen(true)}
          onDownload={onDownload}
          downloading={download.isPending}
          canDownload={hasStored}
        />
        <Divider />
        {state.caseId && (
          <>
            <CaseBanner caseId={state.caseId} onNewChat={startNewChat} />
            <Divider />
          </>
        )}
        {session.historyUnavailable && empty ? (
          <Box sx={{ flex: 1, minHeight: 0, p: 2 }}>
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={startNewChat}>
                  {t('page.newChat')}
                </Button>
              }
            >
              {t('page.historyUnavailable')}
            </Alert>
          </Box>
        ) : (
          body
        )}
        <Divider />
        <ChatInput
          text={text}
          onTextChange={setText}
          attachments={files.uploads.map((f) => ({
            key: f.key,
            name: f.file.name,
            mimeType: f.stored?.mimeType ?? f.file.type,
            status: f.status,
          }))}
          onAddFiles={(list) => files.add(list, undefined)}
          onRemoveAttachment={files.remove}
          onSubmit={submit}
          blockedReason={session.blockedReason}
          inputRef={inputRef}
        />
      </Paper>
      <PastChatsDrawer
        open={pastChatsOpen}
        currentChatId={state.chatId}
        onClose={() => setPastChatsOpen(false)}
        onOpen={(chatId) => {
          setPastChatsOpen(false);
          dropCaseParam();
          openChat(chatId);
        }}
      />
      <ErrorToast toast={toast.toast} onClose={toast.close} />
    </>
  );
}
