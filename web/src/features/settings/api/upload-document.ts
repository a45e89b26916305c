import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserDocument } from '@shared/settings/document-views';
import { api } from '@/lib/api';
import { documentsQueryKey } from './get-documents';

export async function uploadDocument(file: File): Promise<UserDocument> {
  const form = new FormData();
  form.append('file', file, file.name);
  return (await api.POST('/documents', { body: form })).document;
}

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsQueryKey }),
  });
}
