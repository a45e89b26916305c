import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '@/lib/api-client';

/** GET /ai-assistant/documents/{reviewId}/report.pdf, saved as report.pdf. */
export const downloadReviewReport = (reviewId: string): Promise<void> =>
  apiDownload(`/ai-assistant/documents/${encodeURIComponent(reviewId)}/report.pdf`, 'report.pdf');

export const useDownloadReviewReport = () => useMutation({ mutationFn: downloadReviewReport });
