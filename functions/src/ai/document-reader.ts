// Gemini's reading of a document review's files, when Vertex AI is configured (ai/vertex/document-reader.ts). Without
// it nothing is sent anywhere and the deterministic review answers alone, as it does when Gemini fails or is slow.
import { config, type Config } from '../config';
import type { AiReading, ApplicantProfile } from '../domain/documents/analysis-types';
import { docxText } from '../extraction/docx';
import { log } from '../log';
import { utcToday } from '../shared/eligibility/dates';
import { DOCUMENT_CATEGORIES, type DocumentCategoryKey } from '../shared/reference/categories';
import { requiredDocuments } from '../shared/reference/required-documents';
import { UPLOAD_KINDS } from '../shared/settings/upload-policy';
import { vertexSettings } from './provider';
import { createVertexDocumentReader, type FileToRead, type ReadingContext, type VertexDocumentReader } from './vertex/document-reader';

export type { FileToRead } from './vertex/document-reader';

/** The review waits at most this long for Gemini (or the assistant's own budget, if shorter); extraction runs meanwhile. */
export const DOCUMENT_READING_TIMEOUT_MS = 20_000;

export function createDocumentReader(ai: Config['ai'] = config.ai): VertexDocumentReader | null {
  if (ai.provider !== 'vertex') return null;
  return createVertexDocumentReader({ ...vertexSettings(ai), timeoutMs: Math.min(ai.timeoutMs, DOCUMENT_READING_TIMEOUT_MS) });
}

let shared: VertexDocumentReader | null | undefined;

/** One reader per process (it holds an HTTP client); null without Vertex AI. */
export function documentReader(): VertexDocumentReader | null {
  if (shared === undefined) shared = createDocumentReader();
  return shared;
}

/** What the review knows about the files' purpose; everything is optional. */
export interface ReviewContext {
  category?: DocumentCategoryKey;
  country?: string;
  applicant?: ApplicantProfile;
  /** YYYY-MM-DD; today (UTC) when left out. */
  today?: string;
}

export function readingContext(context: ReviewContext = {}): ReadingContext {
  const { category, country, applicant } = context;
  return {
    today: context.today ?? utcToday(),
    ...(category
      ? {
          categoryLabel: DOCUMENT_CATEGORIES.find((c) => c.key === category)?.label ?? category,
          expectedDocuments: requiredDocuments(category, country).map((d) => d.label),
        }
      : {}),
    ...(applicant ? { applicant } : {}),
  };
}

/**
 * A DOCX's text for Gemini, which does not take Word files inline (read as extraction reads it, in parallel with it:
 * a DOCX takes milliseconds); none when it cannot be read.
 */
async function withDocxText(file: FileToRead): Promise<FileToRead> {
  if (file.mimeType !== UPLOAD_KINDS.docx.contentType || file.text !== undefined) return file;
  try {
    return { ...file, text: await docxText(file.bytes) };
  } catch (error) {
    log.warn('DOCX text not read for the AI reading', { documentId: file.documentId }, error);
    return file;
  }
}

/**
 * Gemini's readings of the files by documentId, or null when Vertex AI is not configured. Files Gemini could not
 * read in time are left out; it never throws for a failure of Gemini's.
 */
export async function readDocumentsWithAi(
  files: readonly FileToRead[],
  context?: ReviewContext,
  reader: VertexDocumentReader | null = documentReader(),
): Promise<Record<string, AiReading> | null> {
  if (reader === null || files.length === 0) return reader === null ? null : {};
  return reader.read(await Promise.all(files.map(withDocxText)), readingContext(context));
}
