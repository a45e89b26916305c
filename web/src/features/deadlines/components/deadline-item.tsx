// One deadline: its date and days left, where it came from, its rule and sources, its lead times and mute.
import { Box, Button, Card, CardContent, Chip, Collapse, FormControlLabel, Link, Stack, Switch, Typography } from '@mui/material';
import type { DeadlineView } from '@shared/deadlines/deadline-views';
import { useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { daysLeftText, formatDay, leadText, URGENCY_COLOR, urgencyOf } from '../utils/deadline-text';
import { LeadTimeEditor } from './lead-time-editor';
import { storedText, useServerMessages } from '@/lib/i18n/server-message';

interface DeadlineItemProps {
  deadline: DeadlineView;
  pending: boolean;
  onChangeLeads: (leadDays: number[]) => void;
  onMute: (muted: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** The catalog key of the line under the date for a deadline with a window before it. */
const windowKey = (kind: DeadlineView['kind']) => {
  switch (kind) {
    case 'passport-expiry':
    case 'ead-expiry':
    case 'green-card-renewal':
    case 'i751-window':
      return `item.window.${kind}` as const;
    default:
      return 'item.window.other' as const;
  }
};

export function DeadlineItem({ deadline, pending, onChangeLeads, onMute, onEdit, onDelete }: DeadlineItemProps) {
  const { t } = useTranslation('deadlines');
  // Titles and sources are keyed (server-deadlines), rules and what each citation says too (server-deadline-rules);
  // older reminders show their text as stored.
  const render = useServerMessages('server-deadlines', 'server-deadline-rules');
  const title = (deadline: DeadlineView) => storedText(deadline.titleKeyed, deadline.title, render);
  const source = storedText(deadline.source.keyed, deadline.source.text, render);
  const [editingLeads, setEditingLeads] = useState(false);
  const [draftLeads, setDraftLeads] = useState(deadline.leadDays);
  const [showRule, setShowRule] = useState(false);
  const titleId = useId();
  const ruleId = useId();
  const urgency = urgencyOf(deadline.daysLeft);
  const colour = URGENCY_COLOR[urgency];

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ borderLeft: 4, borderLeftColor: colour === 'default' ? 'divider' : `${colour}.main`, opacity: deadline.muted ? 0.8 : 1 }}
    >
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', gap: 1 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography id={titleId} variant="h6" component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {title(deadline)}
            </Typography>
            <Typography variant="body2">
              <Trans
                t={t}
                i18nKey={
                  deadline.kind === 'n400-early-filing' ? 'item.from' : deadline.kind === 'appointment' ? 'item.dueInZone' : 'item.due'
                }
                values={{ date: formatDay(deadline.dueDate), zone: deadline.timeZone }}
                components={{ strong: <strong /> }}
              />
            </Typography>
            {deadline.windowOpens && (
              <Typography variant="body2" color="text.secondary">
                {t(windowKey(deadline.kind), { date: formatDay(deadline.windowOpens) })}
              </Typography>
            )}
          </Box>
          <Box>
            <Chip label={daysLeftText(deadline.daysLeft)} color={colour} variant={urgency === 'later' ? 'outlined' : 'filled'} />
          </Box>
        </Stack>

        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {deadline.source.link ? (
            <Link component={RouterLink} to={deadline.source.link}>
              {source}
            </Link>
          ) : (
            source
          )}
          {deadline.link && deadline.link !== deadline.source.link && (
            <>
              {' · '}
              <Link component={RouterLink} to={deadline.link}>
                {deadline.kind === 'appointment' ? t('item.openAppointments') : t('item.openCase')}
              </Link>
            </>
          )}
        </Typography>
        {deadline.notes && (
          <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {deadline.notes}
          </Typography>
        )}

        {deadline.rule && (
          <Box sx={{ mt: 1 }}>
            <Button
              size="small"
              onClick={() => setShowRule((open) => !open)}
              aria-expanded={showRule}
              aria-controls={ruleId}
              sx={{ px: 0 }}
            >
              {showRule ? t('item.hideRule') : t('item.showRule')}
            </Button>
            <Collapse in={showRule} id={ruleId}>
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {storedText(deadline.ruleKeyed, deadline.rule, render)}
              </Typography>
              {deadline.caveat && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {storedText(deadline.caveatKeyed, deadline.caveat, render)}
                </Typography>
              )}
              <Box component="ul" sx={{ pl: 2.5, my: 0.5 }}>
                {deadline.citations.map((citation) => (
                  <Typography component="li" variant="body2" key={citation.reference}>
                    <Link href={citation.url} target="_blank" rel="noopener noreferrer">
                      {citation.reference}
                    </Link>
                    {`: ${render(citation.labelKeyed)}`}
                  </Typography>
                ))}
              </Box>
            </Collapse>
          </Box>
        )}

        <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1.5 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('item.reminders')}
          </Typography>
          {deadline.leadDays.map((days) => (
            <Chip key={days} size="small" label={leadText(days)} variant={deadline.firedLeads.includes(days) ? 'outlined' : 'filled'} />
          ))}
          <Button
            size="small"
            onClick={() => {
              setDraftLeads(deadline.leadDays);
              setEditingLeads(true);
            }}
            disabled={pending || editingLeads}
          >
            {t('item.changeLeads')}
          </Button>
        </Stack>
        {editingLeads && (
          <Box sx={{ mt: 1.5, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <LeadTimeEditor
              label={t('item.leadsFor', { title: title(deadline) })}
              value={draftLeads}
              onChange={setDraftLeads}
              disabled={pending}
            />
            <Stack direction="row" sx={{ gap: 1, mt: 1.5 }}>
              <Button
                variant="contained"
                size="small"
                loading={pending}
                onClick={() => {
                  onChangeLeads(draftLeads);
                  setEditingLeads(false);
                }}
              >
                {t('item.saveLeads')}
              </Button>
              <Button size="small" onClick={() => setEditingLeads(false)} disabled={pending}>
                {t('item.cancel')}
              </Button>
            </Stack>
          </Box>
        )}

        <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 1 }}>
          <FormControlLabel
            control={<Switch checked={deadline.muted} onChange={(event) => onMute(event.target.checked)} disabled={pending} />}
            label={deadline.muted ? t('item.muted') : t('item.mute')}
          />
          {!deadline.computed && (
            <Stack direction="row" sx={{ gap: 1 }}>
              <Button size="small" onClick={onEdit} disabled={pending} aria-label={t('item.editLabel', { title: title(deadline) })}>
                {t('item.edit')}
              </Button>
              <Button
                size="small"
                color="error"
                onClick={onDelete}
                disabled={pending}
                aria-label={t('item.deleteLabel', { title: title(deadline) })}
              >
                {t('item.delete')}
              </Button>
            </Stack>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
