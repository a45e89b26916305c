// The user's rights over their data: a copy of everything (a zip of JSON plus the original files), and deleting the
// account with everything in it.
import { announceRevocation } from '../data/session-revocations-repo';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { deleteAuthUser, deleteUserData, listUserFiles, readUserData } from '../data/account-data-repo';
import { removeFromRoster } from '../data/experts-repo';
import { unauthenticated } from '../domain/errors';
import type { SignedInUser } from '../domain/signed-in-user';
import { log } from '../log';
import { recordAudit } from './audit';
import { returnExpertCasesToQueue } from './expert-requests';
import { msg } from '../shared/i18n/message';

/** Where the zip goes, chunk by chunk: the HTTP response. */
export interface ByteSink {
  write(chunk: Uint8Array): void;
  end(): void;
}

/** Deleting the account needs a sign-in this recent (the client re-authenticates first). */
export const RECENT_SIGN_IN_SECONDS = 5 * 60;
export const SIGN_IN_AGAIN = msg('errors:forYourSecuritySignInAgain');

const README = `This is a copy of everything Immigration AI holds for your account.

data.json   your profile and settings, and every record of yours: cases (with their expert discussions: the
            messages, and the names of the files shared there), chats with their messages, eligibility
            checks, notifications, payment history, invoices, saved cards (brand, last 4 digits and expiry only;
            card numbers are never stored), support tickets with their messages, and your security activity.
files/      the files you uploaded, as you uploaded them: documents, chat attachments and ticket attachments.
`;

const encode = (text: string) => new TextEncoder().encode(text);

function addText(zip: Zip, name: string, text: string): void {
  const entry = new ZipDeflate(name, { level: 6 });
  zip.add(entry);
  entry.push(encode(text), true);
}

function addFile(zip: Zip, name: string, open: () => NodeJS.ReadableStream): Promise<void> {
  // Uploads are PDFs, images and Office files, already compressed: stored as they are.
  const entry = new ZipPassThrough(name);
  zip.add(entry);
  return new Promise((resolve, reject) => {
    const stream = open();
    stream.on('data', (chunk: Buffer) => entry.push(chunk));
    stream.on('end', () => {
      entry.push(new Uint8Array(0), true);
      resolve();
    });
    stream.on('error', reject);
  });
}

/** The zip file's name, e.g. immigration-ai-data-2026-11-22.zip. */
export const exportFileName = (now = new Date()) => `immigration-ai-data-${now.toISOString().slice(0, 10)}.zip`;

/** Streams a zip of all the user's data into `sink`, one file at a time, and records the download. */
export async function exportUserData(uid: string, sink: ByteSink, userAgent?: string): Promise<void> {
  const [data, files] = await Promise.all([readUserData(uid), listUserFiles(uid)]);
  let failed: Error | null = null;
  const zip = new Zip((error, chunk, final) => {
    if (error) failed ??= error;
    else sink.write(chunk);
    if (final) sink.end();
  });
  addText(zip, 'README.txt', README);
  addText(zip, 'data.json', `${JSON.stringify({ exportedAt: new Date().toISOString(), ...data }, null, 2)}\n`);
  for (const file of files) await addFile(zip, `files/${file.relativePath}`, file.open);
  zip.end();
  if (failed) throw failed;
  await recordAudit(uid, 'data-export', userAgent);
  log.info('account data exported', { files: files.length });
}

/**
 * Deletes the account: every document and file, then the Auth user, then a second sweep for anything written
 * while the first ran. Data goes first so that a failure leaves an account the user can still sign in to and retry.
 */
export async function deleteAccount(user: SignedInUser, now = Date.now()): Promise<void> {
  if (user.authTime === undefined || now / 1000 - user.authTime > RECENT_SIGN_IN_SECONDS) throw unauthenticated(SIGN_IN_AGAIN);
  // An expert's cases go back to the queue (their applicants are told) before the account goes; whatever the token
  // says now, since a revoked expert may still hold some.
  const returned = await returnExpertCasesToQueue(user.uid);
  await removeFromRoster(user.uid);
  const first = await deleteUserData(user.uid);
  await deleteAuthUser(user.uid);
  // Open chat sockets are told and closed now, not at their next sign-in check.
  await announceRevocation(user.uid, 'account-deleted');
  const second = await deleteUserData(user.uid);
  log.info('account deleted', {
    documents: first.documents + second.documents,
    files: first.files + second.files,
    casesReturned: returned.length,
  });
}
