import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { CaseTarget } from '../utils/chat-state';

/**
 * POST /cases for a chat's create_case: {chatId} opens the chat's case (one per chat, so asking again answers the same
 * caseId); {chatId, caseId} links the chat to that existing case instead (asking again is harmless too).
 */
export const createCase = async (chatId: string, target: CaseTarget = null): Promise<string> =>
  (await api.POST('/cases', { body: target === null ? { chatId } : { chatId, caseId: target } })).caseId;

export function useCreateCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (chatId: string) => createCase(chatId),
    // The cases screens list it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['cases'] }),
  });
}
