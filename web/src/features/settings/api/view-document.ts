import { api } from '@/lib/api';

// Long enough for the new tab to load the file; the tab keeps what it loaded after the URL is revoked.
const REVOKE_AFTER_MS = 60_000;

/**
 * Opens one of the user's files in a new tab. A plain link cannot carry the bearer token, so the file is
 * fetched here and shown from a blob URL. The tab is opened before the fetch, while the click still
 * counts as a user gesture, so popup blockers let it through.
 */
export async function viewDocument(name: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const blob = await api.GET('/documents/{name}/content', { params: { path: { name } }, parseAs: 'blob' });
    const url = URL.createObjectURL(blob);
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
    if (tab) {
      // The file needs no way back into the app.
      tab.opener = null;
      tab.location.href = url;
    } else {
      window.open(url, '_blank', 'noopener');
    }
  } catch (error) {
    tab?.close();
    throw error;
  }
}
