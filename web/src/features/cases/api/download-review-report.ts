import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { saveBlob } from '@/lib/api-client';

/** GET /ai-assistant/documents/{reviewId}/report.pdf: a review report of the case, as a PDF. */
export const downloadReviewReport = async ({ reviewId, fileName }: { reviewId: string; fileName: string }): Promise<void> =>
  saveBlob(await api.GET('/ai-assistant/documents/{reviewId}/report.pdf', { params: { path: { reviewId } }, parseAs: 'blob' }), fileName);

export const useDownloadReviewReport = () => useMutation({ mutationFn: downloadReviewReport });
