import { Chip, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ConnectionState } from '@/lib/chat-service-socket';

const CONNECTION: Record<ConnectionState['status'], { color: 'success' | 'default' | 'warning' | 'error' }> = {
  connected: { color: 'success' },
  connecting: { color: 'default' },
  reconnecting: { color: 'warning' },
  refused: { color: 'error' },
};

interface ConnectionChipProps {
  connection: ConnectionState;
  /** The start of the chip's accessible name: "<ariaPrefix>: Connected". */
  ariaPrefix: string;
  testId: string;
}

/** The chat service connection's state, with the reason on hover when it is down or coming back. */
export function ConnectionChip({ connection, ariaPrefix, testId }: ConnectionChipProps) {
  const { t } = useTranslation('components');
  const { color } = CONNECTION[connection.status];
  const label = t(`connection.${connection.status}`);
  const reason = connection.status === 'refused' || connection.status === 'reconnecting' ? connection.reason : null;
  const chip = (
    <Chip
      role="status"
      aria-label={t('connection.name', { prefix: ariaPrefix, label })}
      size="small"
      variant="outlined"
      color={color}
      label={label}
      data-testid={testId}
    />
  );
  return reason ? <Tooltip title={reason}>{chip}</Tooltip> : chip;
}
