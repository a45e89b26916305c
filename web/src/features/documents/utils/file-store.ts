// The files chosen on the Upload step, kept in IndexedDB so a reload does not lose them (File objects are
// structured-cloneable; sessionStorage holds only text). Each browser tab has its own record, named in that tab's
// sessionStorage, so the files live as long as the wizard's own state does; records a closed tab left behind are
// deleted after a day. The wizard drops its record once the files have been analysed.
import type { UploadKind } from '@shared/settings/upload-policy';

export interface PickedFile {
  id: string;
  file: File;
  kind: UploadKind;
}

interface FileRecord {
  files: PickedFile[];
  savedAt: number;
}

const DB_NAME = 'document-review';
const STORE = 'picked-files';
const STALE_MS = 24 * 60 * 60 * 1000;

const recordKeyName = (userKey: string) => `document-review-files:${userKey.toLowerCase()}`;

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** This tab's record for the user, created on first use. */
function recordKey(userKey: string, create: boolean): string | null {
  try {
    const name = recordKeyName(userKey);
    const existing = sessionStorage.getItem(name);
    if (existing || !create) return existing;
    const key = `${userKey.toLowerCase()}:${randomId()}`;
    sessionStorage.setItem(name, key);
    return key;
  } catch {
    return null;
  }
}

const request = <T>(req: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });

let opened: Promise<IDBDatabase> | null = null;

function openDb(): Promise<IDBDatabase> {
  if (!opened) {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    opened = request(req);
    opened.catch(() => {
      opened = null;
    });
  }
  return opened;
}

async function withStore<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openDb();
  return request(run(db.transaction(STORE, mode).objectStore(STORE)));
}

/** Deletes records that closed tabs left behind. */
async function pruneStale(keep: string | null): Promise<void> {
  const db = await openDb();
  const store = db.transaction(STORE, 'readwrite').objectStore(STORE);
  const cursorRequest = store.openCursor();
  await new Promise<void>((resolve, reject) => {
    cursorRequest.onerror = () => reject(cursorRequest.error ?? new Error('IndexedDB cursor failed'));
    cursorRequest.onsuccess = () => {
      const cursor = cursorRequest.result;
      if (!cursor) return resolve();
      const value = cursor.value as Partial<FileRecord>;
      if (cursor.key !== keep && (typeof value.savedAt !== 'number' || Date.now() - value.savedAt > STALE_MS)) cursor.delete();
      cursor.continue();
    };
  });
}

/** The files this tab had chosen before a reload; none when there are none or IndexedDB is unavailable. */
export async function loadPickedFiles(userKey: string): Promise<PickedFile[]> {
  try {
    const key = recordKey(userKey, false);
    void pruneStale(key).catch(() => undefined);
    if (!key) return [];
    const record = (await withStore('readonly', (store) => store.get(key))) as FileRecord | undefined;
    return Array.isArray(record?.files) ? record.files.filter((f) => f.file instanceof Blob) : [];
  } catch {
    return [];
  }
}

/** Keeps the chosen files for a reload; forgetting them is harmless, so failures are ignored. */
export async function savePickedFiles(userKey: string, files: readonly PickedFile[]): Promise<void> {
  try {
    if (files.length === 0) {
      await clearPickedFiles(userKey);
      return;
    }
    const key = recordKey(userKey, true);
    if (!key) return;
    const record: FileRecord = { files: [...files], savedAt: Date.now() };
    await withStore('readwrite', (store) => store.put(record, key));
  } catch {
    // Private mode or storage full: the files stay chosen until the page is left.
  }
}

export async function clearPickedFiles(userKey: string): Promise<void> {
  try {
    const key = recordKey(userKey, false);
    if (key) await withStore('readwrite', (store) => store.delete(key));
  } catch {
    // Nothing kept, or nothing we can reach.
  }
}
