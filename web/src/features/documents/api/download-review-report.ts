import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { saveBlob } from '@/lib/api-client';

/** GET /ai-assistant/documents/{reviewId}/report.pdf, saved as report.pdf. */
export const downloadReviewReport = async (reviewId: string): Promise<void> =>
  saveBlob(
    await api.GET('/ai-assistant/documents/{reviewId}/report.pdf', { params: { path: { reviewId } }, parseAs: 'blob' }),
    'report.pdf',
  );

export const useDownloadReviewReport = () => useMutation({ mutationFn: downloadReviewReport });
