// The query of a route that serves a stored file (shared/contracts/<area>.ts, http/routes/stream-file.ts).
import { z } from 'zod';
import { issueText } from '../i18n/message';

/** `?download=1` asks for an attachment (Save) rather than inline display (View). */
export const fileQuerySchema = z.object({
  download: z.enum(['0', '1', 'true', 'false'], { error: issueText('validation:use1Or0') }).optional(),
});

export const asksForDownload = ({ download }: z.output<typeof fileQuerySchema>): boolean => download === '1' || download === 'true';
