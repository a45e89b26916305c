import { List, ListItem, ListItemText } from '@mui/material';
import { AUDIT_EVENT_LABELS } from '@shared/account/audit-events';
import { AsyncState } from '@/components/ui/async-state';
import { useAuditLog } from '../api/get-audit-log';
import { SettingsSection } from './settings-section';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Sensitive things done with the account (sign-ins from new devices, data downloads...), newest first. */
export function SecurityActivitySection() {
  const query = useAuditLog();
  return (
    <SettingsSection title="Security activity">
      <AsyncState
        query={query}
        loadingLabel="Loading security activity…"
        errorMessage="Failed to load your security activity."
        isEmpty={(events) => events.length === 0}
        empty="No security activity yet."
      >
        {(events) => (
          <List dense disablePadding aria-label="Security activity">
            {events.map((event) => (
              <ListItem key={event.id} disableGutters divider>
                <ListItemText
                  primary={AUDIT_EVENT_LABELS[event.kind]}
                  secondary={event.device ? `${when(event.at)} · ${event.device}` : when(event.at)}
                />
              </ListItem>
            ))}
          </List>
        )}
      </AsyncState>
    </SettingsSection>
  );
}
