import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { Box, Skeleton } from '@mui/material';
import type { UploadKind } from '@shared/settings/upload-policy';
import { useEffect, useState } from 'react';
import { renderPdfThumbnail } from '../utils/pdf-thumbnail';

export const THUMB_WIDTH = 72;
const THUMB_HEIGHT = 92;

const frame = {
  width: THUMB_WIDTH,
  height: THUMB_HEIGHT,
  flexShrink: 0,
  borderRadius: 1,
  border: 1,
  borderColor: 'divider',
  overflow: 'hidden',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  bgcolor: 'background.default',
  color: 'text.secondary',
} as const;

/**
 * Each PDF's first page is drawn once, however often its preview mounts (the Upload and Analyze steps both show it).
 * The small PNGs stay for the page's life; the files themselves are what a review is about, so there are few.
 */
const pdfThumbnails = new WeakMap<File, Promise<string | null>>();

function pdfThumbnail(file: File): Promise<string | null> {
  let thumbnail = pdfThumbnails.get(file);
  if (!thumbnail) {
    thumbnail = renderPdfThumbnail(file, THUMB_WIDTH).catch(() => null);
    pdfThumbnails.set(file, thumbnail);
  }
  return thumbnail;
}

/** An image's object URL, or a PDF's first page drawn by PDF.js; null until ready or when it cannot be drawn. */
function usePreviewUrl(file: File, kind: UploadKind): { url: string | null; pending: boolean } {
  const [preview, setPreview] = useState<{ file: File; url: string | null } | null>(null);
  useEffect(() => {
    let live = true;
    let imageUrl: string | null = null;
    if (kind === 'png' || kind === 'jpeg') {
      imageUrl = URL.createObjectURL(file);
      setPreview({ file, url: imageUrl });
    } else if (kind === 'pdf') {
      void pdfThumbnail(file).then((url) => live && setPreview({ file, url }));
    }
    return () => {
      live = false;
      if (imageUrl) URL.revokeObjectURL(imageUrl);
    };
  }, [file, kind]);
  const current = preview?.file === file ? preview : null;
  return { url: current?.url ?? null, pending: kind !== 'docx' && current === null };
}

/** A small preview of a chosen file: the image itself, a PDF's first page, or an icon for a Word document. */
export function FileThumbnail({ file, kind }: { file: File; kind: UploadKind }) {
  const { url, pending } = usePreviewUrl(file, kind);
  if (pending) return <Skeleton variant="rectangular" sx={{ ...frame, border: 0 }} data-testid="thumbnail-loading" />;
  if (url) {
    return (
      <Box sx={frame}>
        <Box
          component="img"
          src={url}
          alt=""
          data-testid={kind === 'pdf' ? 'pdf-thumbnail' : 'image-thumbnail'}
          sx={{ width: '100%', height: '100%', objectFit: kind === 'pdf' ? 'contain' : 'cover', bgcolor: '#fff' }}
        />
      </Box>
    );
  }
  return (
    <Box sx={frame} data-testid="file-icon">
      {kind === 'pdf' ? (
        <PictureAsPdfOutlinedIcon fontSize="large" aria-hidden />
      ) : (
        <DescriptionOutlinedIcon fontSize="large" aria-hidden />
      )}
    </Box>
  );
}
