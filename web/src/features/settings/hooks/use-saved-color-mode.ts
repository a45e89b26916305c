import { useEffect } from 'react';
import { useColorMode } from '@/lib/color-mode';
import { useSettings } from '../api/get-settings';

/**
 * Applies the user's saved Dark Mode once their settings load, so the choice follows them to another
 * browser (this browser's last choice shows until then). Mounted by the shell, inside the query provider.
 */
export function useSavedColorMode(): void {
  const darkMode = useSettings().data?.darkMode;
  const { setMode } = useColorMode();
  useEffect(() => {
    if (darkMode !== undefined) setMode(darkMode ? 'dark' : 'light');
  }, [darkMode, setMode]);
}
