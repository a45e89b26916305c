import { useMutation } from '@tanstack/react-query';
import { EmailAuthProvider, GoogleAuthProvider, reauthenticateWithCredential, reauthenticateWithPopup } from 'firebase/auth';
import { apiFetch, ApiError } from '@/lib/api-client';
import { auth } from '@/lib/firebase';

export interface DeleteAccountInput {
  /** The account's password; not needed for an account that signs in with Google only. */
  password: string;
  /** What the user typed to confirm: the API wants DELETE. */
  confirm: string;
}

/** Whether the signed-in account has a password (or signs in with Google only). */
export const hasPassword = (): boolean => auth.currentUser?.providerData.some((p) => p.providerId === 'password') ?? false;

/**
 * Signs in again (the API deletes only after a recent sign-in), then deletes the account and everything in it. The
 * fresh sign-in also proves it is the owner at the keyboard, not someone at an unlocked computer.
 */
export async function deleteAccount({ password, confirm }: DeleteAccountInput): Promise<void> {
  const user = auth.currentUser;
  if (!user) throw new ApiError(401, 'No token', 'unauthenticated');
  if (hasPassword() && user.email) await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
  else await reauthenticateWithPopup(user, new GoogleAuthProvider());
  await user.getIdToken(true);
  await apiFetch<void>('/account/delete', { body: { confirm } });
}

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
