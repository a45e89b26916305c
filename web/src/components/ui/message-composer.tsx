import AttachFile from '@mui/icons-material/AttachFile';
import Close from '@mui/icons-material/Close';
import MicNoneOutlined from '@mui/icons-material/MicNoneOutlined';
import MicOffOutlined from '@mui/icons-material/MicOffOutlined';
import Send from '@mui/icons-material/Send';
import StopCircleOutlined from '@mui/icons-material/StopCircleOutlined';
import { Box, CircularProgress, FormHelperText, IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_ATTACH_ACCEPT } from '@shared/chat/chat-files';
import { useFormat } from '@/lib/i18n/format';
import { useVoiceRecorder, type RecorderState } from '@/lib/voice-recorder';

/** A file waiting to be sent, as the composer shows it. */
export interface ComposerDraft {
  key: string;
  /** The chip's text, also in its remove button's name ("Remove <label>"). */
  label: string;
  /** The full name, shown on hover when the label is cut short. */
  title: string;
  icon: ReactNode;
  uploading: boolean;
}

/** What the voice button is called: its accessible name and its tooltip. */
export interface VoiceLabels {
  record: string;
  tooltip: string;
}

/** The character counter's words; the numbers arrive formatted in the current locale ("8,123", "8.000"). */
export interface LengthLabels {
  /** Always shown under the box, e.g. "8,123 / 8,000 characters". */
  counter: (values: { count: string; max: string }) => string;
  /** Why Send is off while the text is over the limit; announced once when it goes over. */
  tooLong: (values: { max: string }) => string;
}

interface MessageComposerProps {
  /** The form's accessible name. */
  formLabel: string;
  placeholder: string;
  /** Most characters the server takes (counted as it counts them: NFC, line breaks as "\n", trimmed). */
  maxLength: number;
  /**
   * With these, the composer shows a counter and refuses (never cuts) a text over maxLength. Without them the box
   * keeps the browser's hard limit, which cuts what is typed or pasted beyond it.
   */
  lengthLabels?: LengthLabels;
  fileInputTestId: string;
  voiceLabels: VoiceLabels;
  text: string;
  onTextChange: (text: string) => void;
  drafts: readonly ComposerDraft[];
  /** Files picked with the attach button ('picker') or recorded with the mic ('voice'). */
  onAddFiles: (files: File[], source: 'picker' | 'voice') => void;
  onRemoveDraft: (key: string) => void;
  onSubmit: () => void;
  /** Why sending is not possible right now, or null. */
  blockedReason: string | null;
  inputRef?: RefObject<HTMLTextAreaElement | null>;
}

/** A file waiting to be sent, with its own labelled remove button (a Chip's delete icon is not a real button). */
function DraftChip({ draft, onRemove }: { draft: ComposerDraft; onRemove: () => void }) {
  const { t } = useTranslation('components');
  return (
    <Box
      component="li"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        maxWidth: '100%',
        pl: 1.25,
        pr: 0.25,
        py: 0.25,
        border: 1,
        borderColor: 'divider',
        borderRadius: 4,
      }}
    >
      {draft.uploading ? <CircularProgress size={14} aria-label={t('composer.uploading')} /> : draft.icon}
      <Typography variant="body2" noWrap sx={{ minWidth: 0 }} title={draft.title}>
        {draft.label}
      </Typography>
      <IconButton size="small" aria-label={t('composer.remove', { label: draft.label })} onClick={onRemove}>
        <Close fontSize="small" />
      </IconButton>
    </Box>
  );
}

const ANY_LINE_BREAK = /\r\n?|[\u2028\u2029]/g;

/** A message's length as the server's text rules count it (functions/src/shared/text.ts): after NFC, "\n" line breaks and trimming. */
const messageLength = (text: string): number => text.replace(ANY_LINE_BREAK, '\n').normalize('NFC').trim().length;

/** The counter under the box and, over the limit, why Send is off (in a live region, so it is announced). */
function LengthStatus({
  count,
  max,
  labels,
  counterId,
  reasonId,
}: {
  count: number;
  max: number;
  labels: LengthLabels;
  counterId: string;
  reasonId: string;
}) {
  const { formatNumber } = useFormat();
  const over = count > max;
  const values = { count: formatNumber(count), max: formatNumber(max) };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', columnGap: 1, mx: 1, mt: -0.5 }}>
      {/* Always mounted: a live region announces what is put into it, not what it is created with. */}
      <FormHelperText component="span" role="status" id={reasonId} error sx={{ m: 0, flex: '1 1 auto' }}>
        {over ? labels.tooLong(values) : ''}
      </FormHelperText>
      <FormHelperText component="span" id={counterId} error={over} sx={{ m: 0, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {labels.counter(values)}
      </FormHelperText>
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

function VoiceButton({ state, onToggle, labels }: { state: RecorderState; onToggle: () => void; labels: VoiceLabels }) {
  const { t } = useTranslation('components');
  if (state.status === 'unavailable') {
    return (
      <Tooltip title={state.reason}>
        <span>
          <IconButton aria-label={t('composer.unavailable', { label: labels.record })} disabled>
            <MicOffOutlined />
          </IconButton>
        </span>
      </Tooltip>
    );
  }
  const recording = state.status === 'recording';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center' }}>
      <Tooltip title={recording ? t('composer.stopAndAttach') : labels.tooltip}>
        <IconButton
          aria-label={recording ? t('composer.stop') : labels.record}
          aria-pressed={recording}
          color={recording ? 'error' : 'default'}
          onClick={onToggle}
        >
          {recording ? <StopCircleOutlined /> : <MicNoneOutlined />}
        </IconButton>
      </Tooltip>
      {recording && <Elapsed since={state.startedAt} />}
    </Box>
  );
}

/**
 * The message box of the chat and of the expert discussion: files to send, attach, a voice recording from the mic,
 * the text ('Message'; Enter sends, Shift+Enter starts a new line) and Send. With lengthLabels, a character counter
 * under it, and a text over the limit is kept whole with Send off and the reason said, rather than cut.
 */
export function MessageComposer(props: MessageComposerProps) {
  const {
    formLabel,
    placeholder,
    maxLength,
    lengthLabels,
    fileInputTestId,
    voiceLabels,
    text,
    onTextChange,
    drafts,
    onAddFiles,
    onRemoveDraft,
    onSubmit,
    blockedReason,
    inputRef,
  } = props;
  const { t } = useTranslation('components');
  const fileInput = useRef<HTMLInputElement>(null);
  const recorder = useVoiceRecorder((file) => onAddFiles([file], 'voice'));
  const hintId = useId();
  const counterId = useId();
  const reasonId = useId();
  const uploading = drafts.some((d) => d.uploading);
  const hasContent = text.trim().length > 0 || drafts.length > 0;
  const length = messageLength(text);
  const tooLong = lengthLabels !== undefined && length > maxLength;
  const canSend = hasContent && !uploading && blockedReason === null && !tooLong;
  const hint = blockedReason ?? (uploading ? t('composer.uploadingFile') : null);
  const describedBy = [hint ? hintId : null, lengthLabels ? counterId : null, tooLong ? reasonId : null].filter(Boolean).join(' ');

  return (
    <Box
      component="form"
      aria-label={formLabel}
      onSubmit={(event) => {
        event.preventDefault();
        if (canSend) onSubmit();
      }}
      sx={{ px: { xs: 1, sm: 2 }, py: 1.25, display: 'grid', gap: 1 }}
    >
      {drafts.length > 0 && (
        <Stack
          component="ul"
          direction="row"
          spacing={0.75}
          useFlexGap
          sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}
          aria-label={t('composer.files')}
        >
          {drafts.map((d) => (
            <DraftChip key={d.key} draft={d} onRemove={() => onRemoveDraft(d.key)} />
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
          data-testid={fileInputTestId}
          onChange={(event) => {
            const picked = Array.from(event.currentTarget.files ?? []);
            // Cleared so choosing the same file again still fires a change.
            event.currentTarget.value = '';
            if (picked.length > 0) onAddFiles(picked, 'picker');
          }}
        />
        <Tooltip title={t('composer.attachHint')}>
          <IconButton aria-label={t('composer.attach')} onClick={() => fileInput.current?.click()}>
            <AttachFile />
          </IconButton>
        </Tooltip>
        <VoiceButton state={recorder.state} onToggle={recorder.toggle} labels={voiceLabels} />
        <TextField
          label={t('composer.message')}
          placeholder={placeholder}
          multiline
          maxRows={6}
          fullWidth
          size="small"
          value={text}
          error={tooLong}
          inputRef={inputRef}
          onChange={(event) => onTextChange(event.target.value)}
          onKeyDown={(event) => {
            // Enter sends, Shift+Enter starts a new line; never mid-composition (IME input).
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              if (canSend) onSubmit();
            }
          }}
          slotProps={{
            htmlInput: {
              // With a counter the text is refused, never cut; without one the browser's limit stays.
              maxLength: lengthLabels ? undefined : maxLength,
              'aria-describedby': describedBy || undefined,
            },
          }}
          sx={{ mx: 0.5 }}
        />
        <Tooltip title={t('composer.send')}>
          <span>
            <IconButton type="submit" aria-label={t('composer.send')} color="primary" disabled={!canSend}>
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
      {lengthLabels && <LengthStatus count={length} max={maxLength} labels={lengthLabels} counterId={counterId} reasonId={reasonId} />}
    </Box>
  );
}
