// The query of a route that serves a stored file (shared/contracts/<area>.ts, http/routes/stream-file.ts).
import { z } from 'zod';

/** `?download=1` asks for an attachment (Save) rather than inline display (View). */
export const fileQuerySchema = z.object({ download: z.enum(['0', '1', 'true', 'false'], { error: 'Use 1 or 0' }).optional() });

export const asksForDownload = ({ download }: z.output<typeof fileQuerySchema>): boolean => download === '1' || download === 'true';
