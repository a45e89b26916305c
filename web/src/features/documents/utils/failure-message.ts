// What the Upload step says when an analysis fails (docs/SPEC.md section 8: 'Failed to analyze documents', under
// the heading 'Analysis failed'). The API's own message is kept when it tells the user what to change.
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n/i18n';

/** 'Failed to analyze documents', in the current language. */
export const failedToAnalyze = (): string => i18n.t('documents:failure.failedToAnalyze');

export function failureMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) {
    return error instanceof ApiError && error.code === 'network' ? error.message : failedToAnalyze();
  }
  const fields = Object.values(error.fields ?? {});
  if (fields.length > 0) return fields.join(' ');
  return error.message || failedToAnalyze();
}
