import ChevronRight from '@mui/icons-material/ChevronRight';
import { Box, Chip, ListItem, ListItemButton, ListItemText, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface CaseListRowProps {
  /** "<case number> · <case name>": the row's text and the start of its accessible name. */
  name: string;
  unread: number;
  testId: string;
  onOpen: () => void;
  /** Shown after the name, before the unread count (a status chip, say). */
  chips?: ReactNode;
  /** The lines under the name (RowLine each). */
  children: ReactNode;
}

const LINE: SxProps<Theme> = { display: 'block', overflowWrap: 'anywhere' };
const CLIPPED_LINE: SxProps<Theme> = { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };

/** One line under a case row's name; `clip` cuts it to one line with an ellipsis (a message preview). */
export function RowLine({ clip = false, children }: { clip?: boolean; children: ReactNode }) {
  return (
    <Box component="span" sx={clip ? CLIPPED_LINE : LINE}>
      {children}
    </Box>
  );
}

/**
 * A case in a list (a list item) that opens its discussion: name, chips, unread count and a few lines. The button is
 * named by all of its text, so what a screen reader says matches what is shown (WCAG 2.5.3).
 */
export function CaseListRow({ name, unread, testId, onOpen, chips, children }: CaseListRowProps) {
  const { t } = useTranslation();
  return (
    <ListItem disablePadding divider>
      <ListItemButton onClick={onOpen} data-testid={testId} sx={{ gap: 1.5, alignItems: 'flex-start', py: 1.5 }}>
        <ListItemText
          sx={{ minWidth: 0, m: 0 }}
          primary={
            <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Box component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {name}
              </Box>
              {chips}
              {unread > 0 && <Chip size="small" color="error" label={t('unread.count', { count: unread })} />}
            </Box>
          }
          secondary={children}
        />
        <ChevronRight aria-hidden sx={{ alignSelf: 'center', color: 'text.secondary' }} />
      </ListItemButton>
    </ListItem>
  );
}
