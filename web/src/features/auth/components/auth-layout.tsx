import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { preloadAuth } from '@/lib/firebase-loader';

/** The two-column page of /login and /signup; the marketing side hides on small screens. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box
        aria-hidden
        sx={{
          display: { xs: 'none', md: 'flex' },
          flex: 1,
          flexDirection: 'column',
          justifyContent: 'flex-end',
          p: 6,
          color: '#fff',
          backgroundColor: '#0b2a6f',
          backgroundImage:
            'radial-gradient(circle at 20% 20%, rgba(122,162,255,.55), transparent 45%), radial-gradient(circle at 80% 0%, rgba(15,118,110,.6), transparent 40%), linear-gradient(160deg, #0b2a6f 0%, #1d4ed8 60%, #0f766e 100%)',
        }}
      >
        <Typography variant="h3" component="p" sx={{ fontWeight: 800, mb: 2, maxWidth: 520 }}>
          {t('layout.headline')}
        </Typography>
        <Typography variant="h6" component="p" sx={{ opacity: 0.9, maxWidth: 520, fontWeight: 400 }}>
          {t('layout.tagline')}
        </Typography>
      </Box>
      <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', justifyContent: 'center', alignItems: 'center', p: { xs: 2, sm: 4 } }}>
        {/* The sign-in SDK loads once the user reaches for the form, so Google's popup opens within the click. */}
        <Box sx={{ width: '100%', maxWidth: 420 }} onFocus={preloadAuth} onPointerEnter={preloadAuth}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 3 }}>
            <Box component="img" src="/logo.svg" alt="" sx={{ width: 40, height: 40 }} />
            <Typography variant="h5" component="p" sx={{ fontWeight: 800 }}>
              {t('common:shell.brand')}
            </Typography>
          </Box>
          {children}
          <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 4, textAlign: 'center' }}>
            {t('layout.copyright')}
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}
