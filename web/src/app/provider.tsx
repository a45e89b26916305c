import type { ReactNode } from 'react';
import { AuthStateProvider } from '@/lib/auth';
import { ColorModeProvider } from '@/lib/color-mode';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <AuthStateProvider>
      <ColorModeProvider>{children}</ColorModeProvider>
    </AuthStateProvider>
  );
}
