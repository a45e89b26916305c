import { Chip, Tooltip } from '@mui/material';
import type { ConnectionState } from '@/lib/chat-service-socket';

const CONNECTION: Record<ConnectionState['status'], { label: string; color: 'success' | 'default' | 'warning' | 'error' }> = {
  connected: { label: 'Connected', color: 'success' },
  connecting: { label: 'Connecting…', color: 'default' },
  reconnecting: { label: 'Reconnecting…', color: 'warning' },
  refused: { label: 'Not connected', color: 'error' },
};

interface ConnectionChipProps {
  connection: ConnectionState;
  /** The start of the chip's accessible name: "<ariaPrefix>: Connected". */
  ariaPrefix: string;
  testId: string;
}

/** The chat service connection's state, with the reason on hover when it is down or coming back. */
export function ConnectionChip({ connection, ariaPrefix, testId }: ConnectionChipProps) {
  const { label, color } = CONNECTION[connection.status];
  const reason = connection.status === 'refused' || connection.status === 'reconnecting' ? connection.reason : null;
  const chip = <Chip role="status" aria-label={`${ariaPrefix}: ${label}`} size="small" variant="outlined" color={color} label={label} data-testid={testId} />;
  return reason ? <Tooltip title={reason}>{chip}</Tooltip> : chip;
}
