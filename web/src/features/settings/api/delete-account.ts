import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { ApiError } from '@/lib/api-client';
import { auth } from '@/lib/firebase';

/**
 * Deletes the account and everything in it. The API deletes only after a recent sign-in, so the dialog signs in
 * again first (lib/reauthenticate.ts); the fresh token carries that sign-in's time.
 */
export async function deleteAccount(confirm: 'DELETE'): Promise<void> {
  const user = auth.currentUser;
  if (!user) throw new ApiError(401, 'No token', 'unauthenticated');
  await user.getIdToken(true);
  await api.POST('/account/delete', { body: { confirm } });
}

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
