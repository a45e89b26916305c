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
  Typography,
} from '@mui/material';
import { useChats } from '../api/get-chats';

interface PastChatsDrawerProps {
  open: boolean;
  currentChatId: string;
  onClose: () => void;
  onOpen: (chatId: string) => void;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

function ChatList({ currentChatId, onOpen }: Pick<PastChatsDrawerProps, 'currentChatId' | 'onOpen'>) {
  const chats = useChats();
  if (chats.isPending) {
    return (
      <Stack role="status" aria-label="Loading past chats" spacing={1} sx={{ p: 2 }}>
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
            Try again
          </Button>
        }
      >
        Failed to load your chats.
      </Alert>
    );
  }
  if (chats.data.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ p: 2 }} role="status">
        No past chats yet.
      </Typography>
    );
  }
  return (
    <List aria-label="Past chats">
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
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 360 } }, 'aria-labelledby': 'past-chats-title' } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id="past-chats-title" variant="h6" component="h2">
          Past chats
        </Typography>
        <IconButton aria-label="Close past chats" onClick={onClose}>
          <Close />
        </IconButton>
      </Box>
      {/* Mounted only while open, so the list is fetched fresh each time it is looked at. */}
      {open && <ChatList currentChatId={currentChatId} onOpen={onOpen} />}
    </Drawer>
  );
}
