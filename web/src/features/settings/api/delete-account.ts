import { useMutation } from '@tanstack/react-query';
import { apiFetch, ApiError } from '@/lib/api-client';
import { auth } from '@/lib/firebase';

/**
 * Deletes the account and everything in it. The API deletes only after a recent sign-in, so the dialog signs in
 * again first (lib/reauthenticate.ts); the fresh token carries that sign-in's time.
 */
export async function deleteAccount(confirm: string): Promise<void> {
  const user = auth.currentUser;
  if (!user) throw new ApiError(401, 'No token', 'unauthenticated');
  await user.getIdToken(true);
  await apiFetch<void>('/account/delete', { body: { confirm } });
}

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
