import { Box, Button, Checkbox, FormControlLabel, Link, Typography } from '@mui/material';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import type { ComplianceItem } from '@shared/compliance/compliance-views';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { storedText, useServerMessages } from '@/lib/i18n/server-message';
import { shortDate } from '../utils/dates';
import { DoneDatePicker } from './done-date-picker';

interface ChecklistItemProps {
  item: ComplianceItem;
  onTick: (done: boolean) => void;
  onDate: (day: string) => void;
}

/**
 * One obligation: a checkbox labelled with its title, what it means, its sources, and when it was done. Its texts come
 * keyed from the API and are rendered in the reader's language; legal references are the same in every language.
 */
export function ChecklistItem({ item, onTick, onDate }: ChecklistItemProps) {
  const { t } = useTranslation('compliance');
  const render = useServerMessages('server-compliance');
  const id = useId();
  const [editing, setEditing] = useState(false);
  const title = render(item.titleKeyed);
  const condition = item.conditionKeyed && render(item.conditionKeyed);
  const describedBy = `${id}-explanation${condition ? ` ${id}-condition` : ''}`;
  return (
    <Box component="li" sx={{ listStyle: 'none', py: 1.5, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}>
      <FormControlLabel
        sx={{ alignItems: 'flex-start', mr: 0 }}
        control={
          <Checkbox
            checked={item.done}
            onChange={(event) => {
              setEditing(false);
              onTick(event.target.checked);
            }}
            slotProps={{ input: { 'aria-describedby': describedBy } }}
            sx={{ mt: -0.75 }}
          />
        }
        label={
          <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
        }
      />
      <Box sx={{ pl: { xs: 0, sm: 4 }, mt: 0.5 }}>
        {condition && (
          <Typography id={`${id}-condition`} variant="body2" sx={{ fontStyle: 'italic', mb: 0.5 }} color="text.secondary">
            {condition}.
          </Typography>
        )}
        <Typography id={`${id}-explanation`} variant="body2" sx={{ mb: 1 }}>
          {render(item.explanationKeyed)}
        </Typography>
        <Typography variant="caption" component="p" color="text.secondary" sx={{ fontWeight: 600 }} id={`${id}-sources`}>
          {t('item.source')}
        </Typography>
        <Box component="ul" aria-labelledby={`${id}-sources`} sx={{ m: 0, pl: 2.5 }}>
          {item.citations.map((citation) => (
            <Typography component="li" variant="body2" key={citation.url + citation.text}>
              <Link href={citation.url} target="_blank" rel="noopener noreferrer">
                {storedText(citation.textKeyed, citation.text, render)}
                <Box component="span" sx={visuallyHidden}>
                  {' '}
                  {t('item.opensInNewTab')}
                </Box>
              </Link>
            </Typography>
          ))}
        </Box>
        {item.done && item.doneOn && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
            <CheckCircleOutlined fontSize="small" color="success" aria-hidden />
            <Typography variant="body2" color="success.main" sx={{ fontWeight: 600 }} data-testid="done-on">
              {t('item.doneOn', { date: shortDate(item.doneOn) })}
            </Typography>
            {editing ? (
              <DoneDatePicker
                label={t('item.dateDone')}
                value={item.doneOn}
                onChange={(day) => {
                  setEditing(false);
                  onDate(day);
                }}
              />
            ) : (
              <Button size="small" onClick={() => setEditing(true)} aria-label={t('item.changeDateFor', { title })}>
                {t('item.changeDate')}
              </Button>
            )}
          </Box>
        )}
      </Box>
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
