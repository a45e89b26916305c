import { Box, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { PickedFile } from '../utils/file-store';
import type { UploadState } from '../hooks/use-document-wizard';
import { PickedFileList } from './picked-file-list';

/** docs/SPEC.md section 2: 'Analyzing...', with each file's upload progress. */
export function AnalyzeStep({ files, upload }: { files: readonly PickedFile[]; upload: UploadState | null }) {
  const { t } = useTranslation('documents');
  const sent = upload?.sent ?? false;
  return (
    <Stack spacing={2}>
      <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2, justifyContent: 'center' }}>
        <CircularProgress size={32} aria-hidden />
        <Box>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {t('analyze.heading')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {sent ? t('analyze.reading') : t('analyze.uploading')}
          </Typography>
        </Box>
      </Box>
      <PickedFileList files={files} percents={upload?.percents ?? files.map(() => 0)} />
    </Stack>
  );
}
