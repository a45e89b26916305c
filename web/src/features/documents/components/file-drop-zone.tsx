import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import { Box, Button, Typography } from '@mui/material';
import { UPLOAD_ACCEPT } from '@shared/settings/upload-policy';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

/** Drag and drop, or the 'Choose files' button for keyboards and phones; both hand the files to `onFiles`. */
export function FileDropZone({ onFiles, disabled }: { onFiles: (files: File[]) => void; disabled?: boolean }) {
  const { t } = useTranslation('documents');
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const onDrop = (event: DragEvent) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    setOver(false);
    if (!disabled) onFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <Box
      data-testid="drop-zone"
      onDragEnter={(event) => hasFiles(event) && setOver(true)}
      onDragOver={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
        setOver(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={onDrop}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        bgcolor: over ? 'action.hover' : 'transparent',
        borderRadius: 2,
        p: { xs: 2, sm: 3 },
        textAlign: 'center',
        transition: 'background-color 120ms, border-color 120ms',
      }}
    >
      <CloudUploadOutlinedIcon color={over ? 'primary' : 'action'} sx={{ fontSize: 40 }} aria-hidden />
      <Typography sx={{ fontWeight: 600 }}>{t('dropZone.title')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('dropZone.limits')}
      </Typography>
      <Button variant="outlined" onClick={() => input.current?.click()} disabled={disabled}>
        {t('dropZone.choose')}
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        accept={UPLOAD_ACCEPT}
        aria-label={t('dropZone.inputLabel')}
        tabIndex={-1}
        style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // The same file may be chosen again after it was removed.
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </Box>
  );
}
