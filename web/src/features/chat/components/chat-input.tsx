import AttachFile from '@mui/icons-material/AttachFile';
import Close from '@mui/icons-material/Close';
import AudioFileOutlined from '@mui/icons-material/AudioFileOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import MicNoneOutlined from '@mui/icons-material/MicNoneOutlined';
import MicOffOutlined from '@mui/icons-material/MicOffOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Send from '@mui/icons-material/Send';
import StopCircleOutlined from '@mui/icons-material/StopCircleOutlined';
import { Box, CircularProgress, FormHelperText, IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useVoiceRecorder, type RecorderState } from '../hooks/use-voice-recorder';
import { CHAT_ATTACH_ACCEPT } from '@shared/chat/chat-files';

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

/** The attach button's file types: the spec's images and PDF. */

function iconFor(mimeType: string) {
  if (mimeType.startsWith('image/')) return <ImageOutlined fontSize="small" />;
  if (mimeType.startsWith('audio/')) return <AudioFileOutlined fontSize="small" />;
  return <PictureAsPdfOutlined fontSize="small" />;
}

/** A file waiting to be sent, with its own labelled remove button (a Chip's delete icon is not a real button). */
function AttachmentChip({ attachment, onRemove }: { attachment: AttachmentDraft; onRemove: () => void }) {
  const uploading = attachment.status === 'uploading';
  return (
    <Box
      component="li"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, maxWidth: '100%', pl: 1.25, pr: 0.25, py: 0.25, border: 1, borderColor: 'divider', borderRadius: 4 }}
    >
      {uploading ? <CircularProgress size={14} aria-label="Uploading" /> : iconFor(attachment.mimeType)}
      <Typography variant="body2" noWrap sx={{ minWidth: 0 }} title={attachment.name}>
        {attachment.name}
      </Typography>
      <IconButton size="small" aria-label={`Remove ${attachment.name}`} onClick={onRemove}>
        <Close fontSize="small" />
      </IconButton>
    </Box>
  );
}

function Elapsed({ since }: { since: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, []);
  const seconds = Math.max(0, Math.floor((now - since) / 1000));
  return (
    <Typography variant="caption" color="error" sx={{ fontVariantNumeric: 'tabular-nums', minWidth: 32 }} aria-live="off">
      {Math.floor(seconds / 60)}:{String(seconds % 60).padStart(2, '0')}
    </Typography>
  );
}

function VoiceButton({ state, onToggle }: { state: RecorderState; onToggle: () => void }) {
  if (state.status === 'unavailable') {
    return (
      <Tooltip title={state.reason}>
        <span>
          <IconButton aria-label="Record voice message (unavailable)" disabled>
            <MicOffOutlined />
          </IconButton>
        </span>
      </Tooltip>
    );
  }
  const recording = state.status === 'recording';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center' }}>
      <Tooltip title={recording ? 'Stop recording and attach it' : 'Record a voice message'}>
        <IconButton aria-label={recording ? 'Stop recording' : 'Record voice message'} aria-pressed={recording} color={recording ? 'error' : 'default'} onClick={onToggle}>
          {recording ? <StopCircleOutlined /> : <MicNoneOutlined />}
        </IconButton>
      </Tooltip>
      {recording && <Elapsed since={state.startedAt} />}
    </Box>
  );
}

export function ChatInput(props: ChatInputProps) {
  const { text, onTextChange, attachments, onAddFiles, onRemoveAttachment, onSubmit, blockedReason, inputRef } = props;
  const fileInput = useRef<HTMLInputElement>(null);
  const recorder = useVoiceRecorder((file) => onAddFiles([file]));
  const hintId = useId();
  const uploading = attachments.some((a) => a.status === 'uploading');
  const hasContent = text.trim().length > 0 || attachments.length > 0;
  const canSend = hasContent && !uploading && blockedReason === null;
  const hint = blockedReason ?? (uploading ? 'Uploading your file…' : null);

  return (
    <Box
      component="form"
      aria-label="Send a message"
      onSubmit={(event) => {
        event.preventDefault();
        if (canSend) onSubmit();
      }}
      sx={{ px: { xs: 1, sm: 2 }, py: 1.25, display: 'grid', gap: 1 }}
    >
      {attachments.length > 0 && (
        <Stack component="ul" direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }} aria-label="Files to send">
          {attachments.map((a) => (
            <AttachmentChip key={a.key} attachment={a} onRemove={() => onRemoveAttachment(a.key)} />
          ))}
        </Stack>
      )}
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: { xs: 0, sm: 0.5 } }}>
        <input
          ref={fileInput}
          type="file"
          accept={CHAT_ATTACH_ACCEPT}
          multiple
          hidden
          data-testid="chat-file-input"
          onChange={(event) => {
            const files = Array.from(event.currentTarget.files ?? []);
            // Cleared so choosing the same file again still fires a change.
            event.currentTarget.value = '';
            if (files.length > 0) onAddFiles(files);
          }}
        />
        <Tooltip title="Attach an image or PDF">
          <IconButton aria-label="Attach a file" onClick={() => fileInput.current?.click()}>
            <AttachFile />
          </IconButton>
        </Tooltip>
        <VoiceButton state={recorder.state} onToggle={recorder.toggle} />
        <TextField
          label="Message"
          placeholder="Ask a question…"
          multiline
          maxRows={6}
          fullWidth
          size="small"
          value={text}
          inputRef={inputRef}
          onChange={(event) => onTextChange(event.target.value)}
          onKeyDown={(event) => {
            // Enter sends, Shift+Enter starts a new line; never mid-composition (IME input).
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              if (canSend) onSubmit();
            }
          }}
          slotProps={{ htmlInput: { maxLength: 8000, 'aria-describedby': hint ? hintId : undefined } }}
          sx={{ mx: 0.5 }}
        />
        <Tooltip title="Send">
          <span>
            <IconButton type="submit" aria-label="Send" color="primary" disabled={!canSend}>
              <Send />
            </IconButton>
          </span>
        </Tooltip>
      </Box>
      {hint && (
        <FormHelperText id={hintId} sx={{ mt: -0.5, mx: 1 }}>
          {hint}
        </FormHelperText>
      )}
    </Box>
  );
}
