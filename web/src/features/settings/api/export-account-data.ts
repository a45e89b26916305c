import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '@/lib/api-client';

/** 'Download my data': a zip of the profile, every record (as JSON) and every uploaded file. */
export const exportAccountData = (): Promise<void> =>
  apiDownload('/account/export', `immigration-ai-data-${new Date().toISOString().slice(0, 10)}.zip`);

export const useExportAccountData = () => useMutation({ mutationFn: exportAccountData });
