// The browser reports one upload's progress for the whole multipart body; each file's share of it follows from the
// order the files are sent in and their sizes (api/upload-review.ts sends the fields first, then the files).

/**
 * Per-file percentages (0 to 100) after `loaded` of `total` body bytes. The small multipart overhead is spread over
 * the files, so the last file reaches 100 exactly when the body has been sent.
 */
export function fileProgress(sizes: readonly number[], loaded: number, total: number): number[] {
  const done = total > 0 && loaded >= total;
  const fileBytes = sizes.reduce((sum, size) => sum + size, 0);
  if (total <= 0 || fileBytes <= 0) return sizes.map(() => (done ? 100 : 0));
  let sent = Math.min(1, Math.max(0, loaded / total)) * fileBytes;
  return sizes.map((size) => {
    if (size <= 0) return done ? 100 : 0;
    const part = Math.min(size, Math.max(0, sent));
    sent -= size;
    return Math.round((part / size) * 100);
  });
}
