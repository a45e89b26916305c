import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { saveBlob } from '@/lib/api-client';
import { auditLogQueryKey } from './get-audit-log';

/** 'Download my data': a zip of the profile, every record (as JSON) and every uploaded file. */
export const exportAccountData = async (): Promise<void> =>
  saveBlob(await api.GET('/account/export', { parseAs: 'blob' }), `immigration-ai-data-${new Date().toISOString().slice(0, 10)}.zip`);

/** The download is recorded in the security activity, which is refetched to show it. */
export function useExportAccountData() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: exportAccountData, onSuccess: () => queryClient.invalidateQueries({ queryKey: auditLogQueryKey }) });
}
