import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** POST /cases {chatId}: one case per chat, so asking again answers the same caseId. */
export const createCase = async (chatId: string): Promise<string> => (await api.POST('/cases', { body: { chatId } })).caseId;

export function useCreateCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCase,
    // The cases screens list it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['cases'] }),
  });
}
