// Which channels the reminders use, from Settings (the switches H5's job reads), with a link to change them.
import { Link, Skeleton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { i18n } from '@/lib/i18n/i18n';
import { useChannelSettings, type ChannelSettings } from '../api/get-channel-settings';

export function channelsText(settings: ChannelSettings): string {
  const smsReady = settings.smsNotifications && settings.phoneVerified !== false;
  const channels = `app${settings.emailNotifications ? 'Email' : ''}${smsReady ? 'Sms' : ''}`;
  const summary = i18n.t('deadlines:channels.summary', { channels });
  return settings.smsNotifications && !smsReady ? `${summary} ${i18n.t('deadlines:channels.smsUnverified')}` : summary;
}

export function ChannelsLine() {
  const settings = useChannelSettings();
  const { t } = useTranslation('deadlines');
  return (
    <Typography variant="body2" sx={{ mb: 2 }} role="status">
      {settings.isPending ? (
        <Skeleton width={280} sx={{ display: 'inline-block' }} />
      ) : settings.data ? (
        channelsText(settings.data)
      ) : (
        t('channels.loadError')
      )}{' '}
      <Link component={RouterLink} to={paths.settings}>
        {t('channels.change')}
      </Link>
    </Typography>
  );
}
