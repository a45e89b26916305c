import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '@/lib/api-client';

/** GET /ai-assistant/documents/{reviewId}/report.pdf: a review report of the case, as a PDF. */
export const downloadReviewReport = ({ reviewId, fileName }: { reviewId: string; fileName: string }): Promise<void> =>
  apiDownload(`/ai-assistant/documents/${encodeURIComponent(reviewId)}/report.pdf`, fileName);

export const useDownloadReviewReport = () => useMutation({ mutationFn: downloadReviewReport });
