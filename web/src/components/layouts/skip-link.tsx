import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The id of the shell's <main>, where the skip link sends the focus. */
export const MAIN_CONTENT_ID = 'main-content';

/** "Skip to main content": the shell's first Tab stop, off screen until it has the focus. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Button
      href={`#${MAIN_CONTENT_ID}`}
      variant="contained"
      onClick={(event) => {
        // Focus <main> directly: a hash change would add a history entry and leave the focus where it was in some browsers.
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: (theme) => theme.zIndex.modal + 1,
        transform: 'translateY(calc(-100% - 16px))',
        '&:focus, &:focus-visible': { transform: 'none' },
      }}
    >
      {t('shell.skipToMain')}
    </Button>
  );
}
