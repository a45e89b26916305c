import AudioFileOutlined from '@mui/icons-material/AudioFileOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import type { RefObject } from 'react';
import { MessageComposer } from '@/components/ui/message-composer';

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

const VOICE_LABELS = { record: 'Record voice message', tooltip: 'Record a voice message' };

function iconFor(mimeType: string) {
  if (mimeType.startsWith('image/')) return <ImageOutlined fontSize="small" />;
  if (mimeType.startsWith('audio/')) return <AudioFileOutlined fontSize="small" />;
  return <PictureAsPdfOutlined fontSize="small" />;
}

/** The chat's message box: the shared composer, with the chat's names and its attachment icons. */
export function ChatInput({ attachments, onAddFiles, onRemoveAttachment, ...rest }: ChatInputProps) {
  return (
    <MessageComposer
      {...rest}
      formLabel="Send a message"
      placeholder="Ask a question…"
      maxLength={8000}
      fileInputTestId="chat-file-input"
      voiceLabels={VOICE_LABELS}
      drafts={attachments.map((a) => ({ key: a.key, label: a.name, title: a.name, icon: iconFor(a.mimeType), uploading: a.status === 'uploading' }))}
      onAddFiles={(files) => onAddFiles(files)}
      onRemoveDraft={onRemoveAttachment}
    />
  );
}
