import { useCallback, useEffect, useRef, useState } from 'react';
import { i18n } from '@/lib/i18n/i18n';

export type RecorderState =
  | { status: 'idle' }
  | { status: 'recording'; startedAt: number }
  /** Why the button is off: no recorder in this browser, no microphone, or access denied. */
  | { status: 'unavailable'; reason: string };

// The server accepts these audio types; the first the browser can record wins.
const TYPES = [
  { mimeType: 'audio/webm;codecs=opus', base: 'audio/webm', ext: 'webm' },
  { mimeType: 'audio/webm', base: 'audio/webm', ext: 'webm' },
  { mimeType: 'audio/ogg;codecs=opus', base: 'audio/ogg', ext: 'ogg' },
  { mimeType: 'audio/mp4', base: 'audio/mp4', ext: 'm4a' },
] as const;

/** A recording stops by itself at this length, well inside the 10 MB upload limit. */
export const MAX_RECORDING_MS = 5 * 60_000;

function unsupportedReason(): string | null {
  if (typeof MediaRecorder === 'undefined') return i18n.t('components:voice.unsupported');
  // Browsers only offer the microphone on secure (https or localhost) pages.
  if (!navigator.mediaDevices?.getUserMedia) return i18n.t('components:voice.insecure');
  if (!TYPES.some((t) => MediaRecorder.isTypeSupported(t.mimeType))) return i18n.t('components:voice.noFormat');
  return null;
}

function refusalReason(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return i18n.t('components:voice.denied');
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return i18n.t('components:voice.noMicrophone');
  return i18n.t('components:voice.failed');
}

/** Records one voice message at a time with MediaRecorder; `onRecorded` receives it as an audio file. */
export function useVoiceRecorder(onRecorded: (file: File) => void) {
  const [state, setState] = useState<RecorderState>(() => {
    const reason = unsupportedReason();
    return reason ? { status: 'unavailable', reason } : { status: 'idle' };
  });
  const recorder = useRef<MediaRecorder | null>(null);
  const limit = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const deliver = useRef(onRecorded);
  useEffect(() => {
    deliver.current = onRecorded;
  }, [onRecorded]);

  const stop = useCallback(() => {
    clearTimeout(limit.current);
    if (recorder.current && recorder.current.state !== 'inactive') recorder.current.stop();
  }, []);

  const start = useCallback(async () => {
    if (recorder.current) return;
    const type = TYPES.find((t) => MediaRecorder.isTypeSupported(t.mimeType)) ?? TYPES[0];
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      setState({ status: 'unavailable', reason: refusalReason(error) });
      return;
    }
    const chunks: Blob[] = [];
    const media = new MediaRecorder(stream, { mimeType: type.mimeType });
    recorder.current = media;
    media.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    media.onstop = () => {
      stream.getTracks().forEach((track) => track.stop());
      recorder.current = null;
      setState({ status: 'idle' });
      if (chunks.length === 0) return;
      const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');
      deliver.current(new File(chunks, `voice-message-${stamp}.${type.ext}`, { type: type.base }));
    };
    media.start();
    setState({ status: 'recording', startedAt: Date.now() });
    limit.current = setTimeout(stop, MAX_RECORDING_MS);
  }, [stop]);

  // Leaving the screen releases the microphone.
  useEffect(
    () => () => {
      clearTimeout(limit.current);
      const media = recorder.current;
      if (media) {
        media.onstop = null;
        if (media.state !== 'inactive') media.stop();
        media.stream.getTracks().forEach((track) => track.stop());
      }
    },
    [],
  );

  const toggle = useCallback(() => {
    if (state.status === 'recording') stop();
    else if (state.status === 'idle') void start();
  }, [state.status, start, stop]);

  return { state, toggle };
}
