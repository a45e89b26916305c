import { useCallback, useEffect, useRef, useState } from 'react';
import { admitFiles, readKind, type Rejection } from '../utils/file-checks';
import { clearPickedFiles, loadPickedFiles, savePickedFiles, type PickedFile } from '../utils/file-store';

function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The files chosen for review: checked as the server checks them before they are added, and kept in IndexedDB so a
 * reload keeps them (utils/file-store.ts). `restore` says whether to pick up this tab's files from before a reload.
 */
export function usePickedFiles(userKey: string, { restore, onChange }: { restore: boolean; onChange: () => void }) {
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [rejected, setRejected] = useState<Rejection[]>([]);
  const [restored, setRestored] = useState(!restore);
  const filesRef = useRef(files);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    if (!restore) {
      void clearPickedFiles(userKey);
      return;
    }
    let live = true;
    void loadPickedFiles(userKey).then((kept) => {
      if (!live) return;
      // Anything chosen while the saved files were being read comes after them.
      const next = [...kept, ...filesRef.current];
      filesRef.current = next;
      setFiles(next);
      setRestored(true);
    });
    return () => {
      live = false;
    };
    // Once per screen: a reload is the only time files come back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const update = useCallback(
    (next: PickedFile[]) => {
      filesRef.current = next;
      setFiles(next);
      void savePickedFiles(userKey, next);
      onChangeRef.current();
    },
    [userKey],
  );

  const add = useCallback(
    async (list: readonly File[]) => {
      const kinds = await Promise.all(list.map((file) => readKind(file).catch(() => undefined)));
      const current = filesRef.current;
      const { accepted, rejected: refused } = admitFiles(
        current.map((f) => f.file),
        list.map((file, i) => ({ name: file.name, size: file.size, kind: kinds[i] })),
      );
      setRejected(refused);
      const added = accepted.flatMap((i) => {
        const file = list[i];
        const kind = kinds[i];
        return file && kind ? [{ id: newId(), file, kind }] : [];
      });
      if (added.length > 0) update([...current, ...added]);
    },
    [update],
  );

  const remove = useCallback(
    (id: string) => {
      setRejected([]);
      update(filesRef.current.filter((f) => f.id !== id));
    },
    [update],
  );

  const clear = useCallback(() => {
    setRejected([]);
    filesRef.current = [];
    setFiles([]);
    void clearPickedFiles(userKey);
  }, [userKey]);

  return { files, rejected, restored, add, remove, clear };
}
