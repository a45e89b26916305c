import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserDocument } from '@shared/settings/document-views';
import { api } from '@/lib/api';
import { documentsQueryKey } from './get-documents';

export const deleteDocument = (name: string): Promise<void> => api.DELETE('/documents/{name}', { params: { path: { name } } });

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: (_result, name) => {
      // Drop it from the list at once; the refetch confirms.
      queryClient.setQueryData<UserDocument[]>(documentsQueryKey, (docs) => docs?.filter((d) => d.name !== name));
      void queryClient.invalidateQueries({ queryKey: documentsQueryKey });
    },
  });
}
