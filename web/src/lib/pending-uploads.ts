import { useCallback, useEffect, useRef, useState } from 'react';
import { i18n } from '@/lib/i18n/i18n';
import { isChatFileType, MAX_CHAT_FILE_BYTES, MAX_CHAT_FILE_LABEL } from '@shared/chat/chat-files';

/** A file picked for the next message: uploading, or uploaded (`stored`, what the server answered). */
export interface PendingUpload<T, M> {
  key: string;
  file: File;
  /** What the caller said about the file when adding it (the discussion: picked or recorded). */
  meta: M;
  status: 'uploading' | 'ready';
  stored?: T;
  controller: AbortController;
}

interface PendingUploadsOptions<T> {
  maxFiles: number;
  /** Must keep its identity while its inputs do (useCallback): adding files depends on it. */
  upload: (file: File, signal: AbortSignal) => Promise<T>;
  onError: (message: string) => void;
}

/**
 * The files of the message being written, in the chat and the expert discussion: each is checked (type, size, how
 * many), uploaded at once, and dropped with a message when that fails. Uploads still running when the screen closes
 * are abandoned.
 */
export function usePendingUploads<T, M>({ maxFiles, upload, onError }: PendingUploadsOptions<T>) {
  const [uploads, setUploads] = useState<PendingUpload<T, M>[]>([]);
  const nextKey = useRef(0);

  const uploadsRef = useRef(uploads);
  useEffect(() => {
    uploadsRef.current = uploads;
  }, [uploads]);
  useEffect(() => () => uploadsRef.current.forEach((u) => u.controller.abort()), []);

  const add = useCallback(
    (list: File[], meta: M) => {
      let room = maxFiles - uploadsRef.current.length;
      for (const file of list) {
        if (!isChatFileType(file.type)) {
          onError(i18n.t('components:uploads.wrongType', { name: file.name }));
          continue;
        }
        if (file.size > MAX_CHAT_FILE_BYTES) {
          onError(i18n.t('components:uploads.tooLarge', { name: file.name, limit: MAX_CHAT_FILE_LABEL }));
          continue;
        }
        if (room <= 0) {
          onError(i18n.t('components:uploads.tooMany', { max: maxFiles }));
          break;
        }
        room -= 1;
        nextKey.current += 1;
        const key = `upload-${nextKey.current}`;
        const controller = new AbortController();
        setUploads((current) => [...current, { key, file, meta, status: 'uploading', controller }]);
        upload(file, controller.signal).then(
          (stored) => setUploads((current) => current.map((u) => (u.key === key ? { ...u, status: 'ready', stored } : u))),
          (error: unknown) => {
            if (controller.signal.aborted) return;
            setUploads((current) => current.filter((u) => u.key !== key));
            onError(error instanceof Error && error.message ? `${file.name}: ${error.message}` : `${file.name} could not be uploaded.`);
          },
        );
      }
    },
    [maxFiles, upload, onError],
  );

  const remove = useCallback((key: string) => {
    setUploads((current) => {
      current.find((u) => u.key === key)?.controller.abort();
      return current.filter((u) => u.key !== key);
    });
  }, []);

  /** Empties the list (the message went) and gives back the uploaded files, in order. */
  const take = useCallback((): PendingUpload<T, M>[] => {
    const ready = uploads.filter((u) => u.status === 'ready' && u.stored !== undefined);
    setUploads([]);
    return ready;
  }, [uploads]);

  /** Puts files back ahead of any added since (a message that could not be sent). */
  const restore = useCallback((entries: PendingUpload<T, M>[]) => setUploads((current) => [...entries, ...current]), []);

  return { uploads, add, remove, take, restore };
}
