import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { Alert, Box, Button, IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { MAX_HIGHLIGHT_CHARS, MAX_HIGHLIGHTS } from '@shared/discussion/discussion-limits';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateHighlights } from '../api/update-highlights';
import { cleanHighlights, highlightsProblem, sameHighlights } from '../utils/expert-desk-text';

interface HighlightsEditorProps {
  caseId: string;
  /** The case's current Expert Highlights. */
  saved: readonly string[];
  /** Only the assigned expert may change them. */
  editable: boolean;
}

/** Expert Highlights: what the expert wants the applicant to see on My Cases, one point per row. */
export function HighlightsEditor({ caseId, saved, editable }: HighlightsEditorProps) {
  const { t } = useTranslation('expert');
  const update = useUpdateHighlights();
  const [rows, setRows] = useState<string[]>(() => (saved.length > 0 ? [...saved] : ['']));
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const savedKey = saved.join('\n');

  // A save (here or elsewhere) that changed the stored list starts the editor from it again.
  useEffect(() => {
    setRows(savedKey ? savedKey.split('\n') : ['']);
  }, [savedKey]);

  const problem = highlightsProblem(rows);
  const changed = !sameHighlights(cleanHighlights(rows), saved);

  const save = () => {
    setNotice(null);
    update.mutate(
      { caseId, highlights: cleanHighlights(rows) },
      {
        onSuccess: () => setNotice({ severity: 'success', text: t('highlights.saved') }),
        onError: (error) => setNotice({ severity: 'error', text: error.message || t('highlights.saveFailed') }),
      },
    );
  };

  if (!editable) {
    return saved.length === 0 ? (
      <Typography variant="body2" color="text.secondary">
        {t('highlights.none')}
      </Typography>
    ) : (
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {saved.map((text, i) => (
          <Typography component="li" variant="body2" key={i} sx={{ overflowWrap: 'anywhere' }}>
            {text}
          </Typography>
        ))}
      </Box>
    );
  }

  return (
    <Box
      component="form"
      aria-label={t('highlights.form')}
      onSubmit={(event) => {
        event.preventDefault();
        if (!problem && changed) save();
      }}
    >
      <Stack spacing={1.25}>
        {rows.map((row, i) => (
          <Box key={i} sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
            <TextField
              label={t('highlights.row', { index: i + 1 })}
              value={row}
              multiline
              maxRows={4}
              size="small"
              fullWidth
              onChange={(event) => setRows((current) => current.map((r, j) => (j === i ? event.target.value : r)))}
              slotProps={{ htmlInput: { maxLength: MAX_HIGHLIGHT_CHARS } }}
            />
            <Tooltip title={t('highlights.remove')}>
              <IconButton
                aria-label={t('highlights.removeRow', { index: i + 1 })}
                onClick={() => setRows((current) => (current.length === 1 ? [''] : current.filter((_, j) => j !== i)))}
              >
                <DeleteOutline />
              </IconButton>
            </Tooltip>
          </Box>
        ))}
      </Stack>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1.5 }}>
        <Button
          size="small"
          startIcon={<AddOutlined />}
          onClick={() => setRows((current) => [...current, ''])}
          disabled={rows.length >= MAX_HIGHLIGHTS}
        >
          {t('highlights.add')}
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button type="submit" size="small" variant="contained" loading={update.isPending} disabled={!changed || problem !== null}>
          {t('highlights.save')}
        </Button>
      </Box>
      <Box aria-live="polite">
        {problem && (
          <Alert severity="warning" sx={{ mt: 1.5 }}>
            {problem}
          </Alert>
        )}
        {notice && (
          <Alert severity={notice.severity} onClose={() => setNotice(null)} sx={{ mt: 1.5 }}>
            {notice.text}
          </Alert>
        )}
      </Box>
    </Box>
  );
}
