// Files in Cloud Storage. Every path is built by the repos from the caller's uid
// (users/{uid}/...), so a user can only ever reach their own folder.
import type { Readable } from 'node:stream';
import { bucket } from './firebase';

// @google-cloud/storage comes with firebase-admin, not as our own dependency, so its type is derived.
type File = ReturnType<ReturnType<typeof bucket>['file']>;

export interface StoredFile {
  name: string; // the last path segment
  path: string; // full object path in the bucket
  size: number;
  contentType: string;
  uploadedAt: string;
  metadata: Record<string, string>;
}

function toStoredFile(file: File): StoredFile {
  const m = file.metadata;
  const custom: Record<string, string> = {};
  for (const [key, value] of Object.entries(m.metadata ?? {})) if (typeof value === 'string') custom[key] = value;
  return {
    name: file.name.split('/').pop() ?? file.name,
    path: file.name,
    size: Number(m.size ?? 0),
    contentType: m.contentType ?? 'application/octet-stream',
    uploadedAt: new Date(m.timeCreated ?? 0).toISOString(),
    metadata: custom,
  };
}

const folderPrefix = (folder: string) => (folder.endsWith('/') ? folder : `${folder}/`);

/** Files directly inside a folder (not in its subfolders). */
export async function listFolder(folder: string): Promise<StoredFile[]> {
  const prefix = folderPrefix(folder);
  const [files] = await bucket().getFiles({ prefix, autoPaginate: true });
  return files.filter((f) => !f.name.slice(prefix.length).includes('/')).map(toStoredFile);
}

/** Every file in a folder and its subfolders. */
export async function listTree(folder: string): Promise<StoredFile[]> {
  const [files] = await bucket().getFiles({ prefix: folderPrefix(folder), autoPaginate: true });
  return files.map(toStoredFile);
}

export async function fileExists(path: string): Promise<boolean> {
  const [exists] = await bucket().file(path).exists();
  return exists;
}

export async function saveFile(path: string, bytes: Buffer, contentType: string, metadata: Record<string, string>): Promise<StoredFile> {
  const file = bucket().file(path);
  // Small files: one request rather than a resumable session.
  await file.save(bytes, { resumable: false, contentType, metadata: { contentType, metadata } });
  const [saved] = await file.getMetadata();
  file.metadata = saved;
  return toStoredFile(file);
}

export async function statFile(path: string): Promise<StoredFile | null> {
  const file = bucket().file(path);
  try {
    const [metadata] = await file.getMetadata();
    file.metadata = metadata;
    return toStoredFile(file);
  } catch (error) {
    if ((error as { code?: number }).code === 404) return null;
    throw error;
  }
}

export const readFileStream = (path: string): Readable => bucket().file(path).createReadStream();

/** Deletes a file; false when there was none. */
export async function deleteFile(path: string): Promise<boolean> {
  try {
    await bucket().file(path).delete();
    return true;
  } catch (error) {
    if ((error as { code?: number }).code === 404) return false;
    throw error;
  }
}
