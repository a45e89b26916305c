import { List, ListItem, ListItemText } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { AsyncState } from '@/components/ui/async-state';
import { formatDateTime } from '@/lib/i18n/format';
import { storedText, useServerMessages } from '@/lib/i18n/server-message';
import { useAuditLog } from '../api/get-audit-log';
import { SettingsSection } from './settings-section';

const when = (iso: string) => formatDateTime(iso);

/** Sensitive things done with the account (sign-ins from new devices, data downloads...), newest first. */
export function SecurityActivitySection() {
  const { t } = useTranslation('settings');
  const render = useServerMessages('server-account');
  const query = useAuditLog();
  return (
    <SettingsSection title={t('activity.title')}>
      <AsyncState
        query={query}
        loadingLabel={t('activity.loading')}
        errorMessage={t('activity.loadFailed')}
        isEmpty={(events) => events.length === 0}
        empty={t('activity.empty')}
      >
        {(events) => (
          <List dense disablePadding aria-label={t('activity.title')}>
            {events.map((event) => (
              <ListItem key={event.id} disableGutters divider>
                <ListItemText
                  primary={t(`activity.kinds.${event.kind}`)}
                  secondary={
                    event.device
                      ? t('activity.whenDevice', { when: when(event.at), device: storedText(event.deviceKeyed, event.device, render) })
                      : when(event.at)
                  }
                />
              </ListItem>
            ))}
          </List>
        )}
      </AsyncState>
    </SettingsSection>
  );
}
