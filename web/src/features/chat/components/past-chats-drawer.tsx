import Close from '@mui/icons-material/Close';
import {
  Alert,
  Box,
  Button,
  Drawer,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  Skeleton,
  Stack,
  Toolbar,
  Typography,
} from '@mui/material';
import { useChats } from '../api/get-chats';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/i18n/format';

interface PastChatsDrawerProps {
  open: boolean;
  currentChatId: string;
  onClose: () => void;
  onOpen: (chatId: string) => void;
}

function formatDate(iso: string): string {
  return Number.isNaN(new Date(iso).getTime()) ? '' : formatDateTime(iso);
}

function ChatList({ currentChatId, onOpen }: Pick<PastChatsDrawerProps, 'currentChatId' | 'onOpen'>) {
  const { t } = useTranslation('chat');
  const chats = useChats();
  if (chats.isPending) {
    return (
      <Stack role="status" aria-label={t('pastChats.loading')} spacing={1} sx={{ p: 2 }}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={48} />
        ))}
      </Stack>
    );
  }
  if (chats.isError) {
    return (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => void chats.refetch()}>
            {t('pastChats.tryAgain')}
          </Button>
        }
      >
        {t('pastChats.loadFailed')}
      </Alert>
    );
  }
  if (chats.data.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ p: 2 }} role="status">
        {t('pastChats.empty')}
      </Typography>
    );
  }
  return (
    <List aria-label={t('pastChats.list')}>
      {chats.data.map((chat) => (
        <ListItemButton
          key={chat.chatId}
          selected={chat.chatId === currentChatId}
          aria-current={chat.chatId === currentChatId ? 'true' : undefined}
          onClick={() => onOpen(chat.chatId)}
        >
          <ListItemText
            primary={chat.title}
            secondary={formatDate(chat.updatedAt)}
            slotProps={{ primary: { noWrap: true, title: chat.title } }}
          />
        </ListItemButton>
      ))}
    </List>
  );
}

/** Earlier conversations, newest first (GET /chats); picking one reopens it. */
export function PastChatsDrawer({ open, currentChatId, onClose, onOpen }: PastChatsDrawerProps) {
  const { t } = useTranslation('chat');
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 360 } }, 'aria-labelledby': 'past-chats-title' } }}
    >
      {/* The fixed app bar sits above drawers (header.tsx): this keeps the drawer's own header, and its close button, below it at every width. */}
      <Toolbar aria-hidden />
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: 2,
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography id="past-chats-title" variant="h6" component="h2">
          {t('pastChats.title')}
        </Typography>
        <IconButton aria-label={t('pastChats.close')} onClick={onClose}>
          <Close />
        </IconButton>
      </Box>
      {/* Mounted only while open, so the list is fetched fresh each time it is looked at. */}
      {open && <ChatList currentChatId={currentChatId} onOpen={onOpen} />}
    </Drawer>
  );
}
