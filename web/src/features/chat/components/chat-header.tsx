import AddCommentOutlined from '@mui/icons-material/AddCommentOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import { Box, Button, CircularProgress, IconButton, Tooltip, Typography, useMediaQuery, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { ConnectionChip } from '@/components/ui/connection-chip';
import type { ConnectionState } from '@/lib/chat-service-socket';
import { useTranslation } from 'react-i18next';

interface ChatHeaderProps {
  title: string | null;
  connection: ConnectionState;
  onNewChat: () => void;
  onShowPastChats: () => void;
  onDownload: () => void;
  downloading: boolean;
  canDownload: boolean;
}

/** A labelled button on wide screens, an icon button with the same accessible name on phones. */
function HeaderAction(props: { label: string; icon: ReactNode; onClick: () => void; disabled?: boolean; compact: boolean }) {
  const { label, icon, onClick, disabled, compact } = props;
  if (compact) {
    return (
      <Tooltip title={label}>
        {/* The span keeps the tooltip working on a disabled button. */}
        <span>
          <IconButton aria-label={label} onClick={onClick} disabled={disabled}>
            {icon}
          </IconButton>
        </span>
      </Tooltip>
    );
  }
  return (
    <Button variant="outlined" size="small" startIcon={icon} onClick={onClick} disabled={disabled}>
      {label}
    </Button>
  );
}

export function ChatHeader({ title, connection, onNewChat, onShowPastChats, onDownload, downloading, canDownload }: ChatHeaderProps) {
  const { t } = useTranslation('chat');
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: { xs: 1.5, sm: 2 }, py: 1.25, flexWrap: 'wrap' }}>
      <Box sx={{ minWidth: 0, flex: 1, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h1" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
          {t('header.title')}
        </Typography>
        <ConnectionChip connection={connection} ariaPrefix={t('header.connection')} testId="connection-state" />
        {title && !compact && (
          <Typography variant="body2" color="text.secondary" noWrap sx={{ minWidth: 0, flex: 1 }} title={title}>
            {title}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <HeaderAction label={t('header.pastChats')} icon={<HistoryOutlined />} onClick={onShowPastChats} compact={compact} />
        <HeaderAction label={t('header.newChat')} icon={<AddCommentOutlined />} onClick={onNewChat} compact={compact} />
        <HeaderAction
          label={t('header.download')}
          icon={downloading ? <CircularProgress size={18} aria-hidden /> : <FileDownloadOutlined />}
          onClick={onDownload}
          disabled={!canDownload || downloading}
          compact={compact}
        />
      </Box>
    </Box>
  );
}
