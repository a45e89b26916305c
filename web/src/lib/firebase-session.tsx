// Firebase's view of the signed-in user, through reactfire, in the Firebase chunk (lib/firebase-loader.ts): mounted by
// AuthStateProvider (lib/auth.tsx) only once a session exists or a sign-in starts, so /login does not load it.
import type { User } from 'firebase/auth';
import { useEffect } from 'react';
import { AuthProvider, FirebaseAppProvider, useUser } from 'reactfire';
import { auth, firebaseApp } from './firebase';

export interface FirebaseUserState {
  /** 'loading' until Firebase has restored (or not) the signed-in user from this browser. */
  status: 'loading' | 'success';
  user: User | null;
}

function UserWatcher({ onChange }: { onChange: (state: FirebaseUserState) => void }) {
  const { status, data } = useUser();
  useEffect(() => {
    if (status === 'success') onChange({ status, user: data ?? null });
  }, [status, data, onChange]);
  return null;
}

export default function FirebaseSession({ onChange }: { onChange: (state: FirebaseUserState) => void }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>
        <UserWatcher onChange={onChange} />
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
