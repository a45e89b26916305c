import type { ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider } from 'reactfire';
import { AuthStateProvider } from '@/lib/auth';
import { ColorModeProvider } from '@/lib/color-mode';
import { auth, firebaseApp } from '@/lib/firebase';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>
        <AuthStateProvider>
          <ColorModeProvider>{children}</ColorModeProvider>
        </AuthStateProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
