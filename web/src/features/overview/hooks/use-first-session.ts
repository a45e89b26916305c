import { useAuth } from '@/lib/auth';
import { isFirstSession } from '../utils/first-session';

/** `null` until Firebase has restored the signed-in user, then whether this is the account's first session. */
export function useFirstSession(): boolean | null {
  const { status, user } = useAuth().firebase;
  if (status === 'loading') return null;
  return user ? isFirstSession(user.metadata) : false;
}
