// GET /shared/reports/{token}: the public, read-only report behind a share link. No sign-in and no token: it is
// called with plain fetch, so the page loads none of the signed-in app's API client or query cache.
import type { SharedReportView } from '@shared/documents/review-views';
import { env } from '@/config/env';
import { i18n } from '@/lib/i18n/i18n';

export type SharedReportAnswer = { status: 'found'; report: SharedReportView } | { status: 'gone' };

export class SharedReportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SharedReportError';
  }
}

export async function getSharedReport(token: string, signal?: AbortSignal): Promise<SharedReportAnswer> {
  const res = await fetch(`${env.apiUrl}/shared/reports/${encodeURIComponent(token)}`, { signal, credentials: 'omit' });
  // Unknown, expired and revoked links all answer 404.
  if (res.status === 404) return { status: 'gone' };
  if (!res.ok) throw new SharedReportError(i18n.t('loadErrorRetry', { ns: 'shared-report' }));
  return { status: 'found', report: (await res.json()) as SharedReportView };
}
