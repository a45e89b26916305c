import AudioFileOutlined from '@mui/icons-material/AudioFileOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageComposer } from '@/components/ui/message-composer';
import { MAX_CHAT_MESSAGE_CHARS } from '@shared/chat/chat-text';

export interface AttachmentDraft {
  key: string;
  name: string;
  mimeType: string;
  status: 'uploading' | 'ready';
}

interface ChatInputProps {
  text: string;
  onTextChange: (text: string) => void;
  attachments: AttachmentDraft[];
  onAddFiles: (files: File[]) => void;
  onRemoveAttachment: (key: string) => void;
  onSubmit: () => void;
  /** Why sending is not possible right now (no token, no connection), or null. */
  blockedReason: string | null;
  inputRef: RefObject<HTMLTextAreaElement | null>;
}

function iconFor(mimeType: string) {
  if (mimeType.startsWith('image/')) return <ImageOutlined fontSize="small" />;
  if (mimeType.startsWith('audio/')) return <AudioFileOutlined fontSize="small" />;
  return <PictureAsPdfOutlined fontSize="small" />;
}

/** The chat's message box: the shared composer, with the chat's names and its attachment icons. */
export function ChatInput({ attachments, onAddFiles, onRemoveAttachment, ...rest }: ChatInputProps) {
  const { t } = useTranslation('chat');
  return (
    <MessageComposer
      {...rest}
      formLabel={t('input.formLabel')}
      placeholder={t('input.placeholder')}
      maxLength={MAX_CHAT_MESSAGE_CHARS}
      lengthLabels={{ counter: (values) => t('input.counter', values), tooLong: (values) => t('input.tooLong', values) }}
      fileInputTestId="chat-file-input"
      voiceLabels={{ record: t('input.record'), tooltip: t('input.recordTooltip') }}
      drafts={attachments.map((a) => ({
        key: a.key,
        label: a.name,
        title: a.name,
        icon: iconFor(a.mimeType),
        uploading: a.status === 'uploading',
      }))}
      onAddFiles={(files) => onAddFiles(files)}
      onRemoveDraft={onRemoveAttachment}
    />
  );
}
