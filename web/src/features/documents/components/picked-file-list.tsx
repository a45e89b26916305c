import CloseIcon from '@mui/icons-material/Close';
import { Box, IconButton, LinearProgress, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../utils/file-checks';
import type { PickedFile } from '../utils/file-store';
import { distinctNames } from '../utils/file-labels';
import { FileThumbnail } from './file-thumbnail';

interface PickedFileListProps {
  files: readonly PickedFile[];
  onRemove?: (id: string) => void;
  /** Per file, while the upload runs: 0 to 100. */
  percents?: readonly number[];
}

/** The chosen files with their previews; a remove button each, or during the upload a progress bar each. */
export function PickedFileList({ files, onRemove, percents }: PickedFileListProps) {
  const { t } = useTranslation('documents');
  const names = distinctNames(files.map((f) => f.file.name));
  return (
    <Box
      component="ul"
      aria-label={t('fileList.label')}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}
    >
      {files.map((picked, index) => {
        const name = names[index] ?? picked.file.name;
        const percent = percents?.[index];
        return (
          <Paper
            key={picked.id}
            component="li"
            variant="outlined"
            data-testid="picked-file"
            sx={{ display: 'flex', gap: 1.5, alignItems: 'center', p: 1, minWidth: 0 }}
          >
            <FileThumbnail file={picked.file} kind={picked.kind} />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{picked.file.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t('fileList.details', { kind: t(`fileList.kind.${picked.kind}`), size: formatBytes(picked.file.size) })}
              </Typography>
              {percent !== undefined && (
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }}>
                  <LinearProgress variant="determinate" value={percent} aria-label={t('fileList.uploading', { name })} sx={{ flex: 1 }} />
                  <Typography variant="caption" color="text.secondary" sx={{ minWidth: 36, textAlign: 'right' }}>
                    {t('fileList.percent', { percent })}
                  </Typography>
                </Box>
              )}
            </Box>
            {onRemove && (
              <IconButton
                aria-label={t('fileList.remove', { name })}
                title={t('fileList.removeTitle')}
                onClick={() => onRemove(picked.id)}
                edge="end"
              >
                <CloseIcon />
              </IconButton>
            )}
          </Paper>
        );
      })}
    </Box>
  );
}
