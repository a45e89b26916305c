import { Alert, Box, Snackbar, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AsyncState } from '@/components/ui/async-state';
import { useSettings } from '../api/get-settings';
import { AccountSection } from './account-section';
import { DataRightsSection } from './data-rights-section';
import { DocumentsSection } from './documents-section';
import { PreferenceSwitches } from './preference-switches';
import { SecurityActivitySection } from './security-activity-section';
import type { ShowToast, Toast } from './toast';
import { TwoFactorSetting } from './two-factor-setting';

export function SettingsPage() {
  const { t } = useTranslation('settings');
  const query = useSettings();
  const [toast, setToast] = useState<(Toast & { key: number }) | null>(null);
  const showToast = useCallback<ShowToast>((message, severity = 'success') => setToast({ message, severity, key: Date.now() }), []);

  return (
    <Box sx={{ maxWidth: 860, display: 'grid', gap: 3 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t('title')}
      </Typography>
      <AsyncState query={query} loadingLabel={t('loading')} errorMessage={t('loadFailed')}>
        {(settings) => (
          <>
            <AccountSection settings={settings} showToast={showToast} />
            <PreferenceSwitches
              settings={settings}
              showToast={showToast}
              twoFactor={<TwoFactorSetting settings={settings} showToast={showToast} />}
            />
          </>
        )}
      </AsyncState>
      <DocumentsSection showToast={showToast} />
      <SecurityActivitySection />
      <DataRightsSection />
      <Snackbar
        key={toast?.key}
        open={toast !== null}
        autoHideDuration={4000}
        onClose={(_event, reason) => reason !== 'clickaway' && setToast(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity={toast?.severity ?? 'success'} variant="filled" onClose={() => setToast(null)} sx={{ width: '100%' }}>
          {toast?.message}
        </Alert>
      </Snackbar>
    </Box>
  );
}
