// Contract tests of Gemini's document reading: the real @google/genai client against a local fake of Vertex AI.
import { describe, expect, it, vi } from 'vitest';
import { docxFile } from '../../extraction/testing/document-fixtures';
import { createDocumentReader, readDocumentsWithAi, readingContext } from '../document-reader';
import {
  AI_FINDING_TYPES,
  createVertexDocumentReader,
  MAX_FINDINGS,
  MAX_TEXT_CHARS,
  parseReading,
  READER_INSTRUCTION,
  type FileToRead,
} from './document-reader';
import { errorBody, textChunks, type RecordedRequest } from './testing/fake-vertex-server';
import { useFakeVertexServer } from './testing/fake-vertex-suite';

const vertex = useFakeVertexServer();

const reader = (timeoutMs = 5000) => createVertexDocumentReader(vertex.options(timeoutMs));

const PDF_BYTES = Buffer.from('%PDF-1.4\n% a passport scan\n%%EOF\n');
const PNG_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const pdf: FileToRead = { documentId: 'file-1', name: 'passport.pdf', mimeType: 'application/pdf', bytes: PDF_BYTES };
const png: FileToRead = { documentId: 'file-2', name: 'photo.png', mimeType: 'image/png', bytes: PNG_BYTES };
const docx: FileToRead = {
  documentId: 'file-3',
  name: 'letter.docx',
  mimeType: DOCX,
  bytes: Buffer.from('PK'),
  text: 'Dear officer,\nI confirm the job offer.',
};

const context = readingContext({
  category: 'family',
  country: 'Mexico',
  applicant: { fullName: 'Ana Lopez', dateOfBirth: '1990-04-02' },
  today: '2026-11-22',
});

/** A reading as Gemini streams it: the JSON cut into pieces mid-token. */
function jsonReply(value: unknown) {
  const json = JSON.stringify(value);
  const cut = Math.floor(json.length / 2);
  return { kind: 'stream' as const, chunks: textChunks([json.slice(0, cut), json.slice(cut)]) };
}

const requestFor = (name: string): RecordedRequest | undefined =>
  vertex.server.requests.find((r) => r.body.contents?.[0]?.parts?.some((p) => p.text?.includes(`"fileName": "${name}"`)));

describe('Vertex document reader', () => {
  it('sends each file inline (a DOCX as its text) with the context and the response schema, and returns its reading', async () => {
    const passportReading = {
      text: 'PASSPORT\nP<MEXLOPEZ<<ANA<<<<',
      findings: [{ type: 'expired', severity: 'error', details: 'The passport expired on 2025-01-01. Renew it before you file.' }],
    };
    // Requests run at once, so each reply is scripted to fit any file.
    vertex.server.enqueue(jsonReply(passportReading), jsonReply(passportReading), jsonReply(passportReading));
    const readings = await reader().read([pdf, png, docx], context);

    expect(Object.keys(readings).sort()).toEqual(['file-1', 'file-2', 'file-3']);
    expect(readings['file-1']).toEqual(passportReading);
    expect(vertex.server.requests).toHaveLength(3);

    const pdfRequest = requestFor('passport.pdf');
    expect(pdfRequest?.model).toBe('gemini-2.5-flash');
    expect(pdfRequest?.body.systemInstruction?.parts?.[0]?.text).toBe(READER_INSTRUCTION);
    expect(pdfRequest?.body.tools).toBeUndefined();
    const [filePart, promptPart] = pdfRequest?.body.contents?.[0]?.parts ?? [];
    expect(filePart?.inlineData).toEqual({ mimeType: 'application/pdf', data: PDF_BYTES.toString('base64') });
    expect(JSON.parse(promptPart?.text ?? '{}')).toEqual({
      fileName: 'passport.pdf',
      category: 'Family-Based',
      expectedDocuments: expect.arrayContaining([
        'Form I-130 (the petitioner’s petition)',
        'Form I-864 (the petitioner’s affidavit of support)',
      ]) as unknown,
      applicant: { fullName: 'Ana Lopez', dateOfBirth: '1990-04-02' },
      today: '2026-11-22',
    });
    const generation = pdfRequest?.body.generationConfig as {
      responseMimeType?: string;
      responseSchema?: { properties?: Record<string, unknown> };
      temperature?: number;
    };
    expect(generation.responseMimeType).toBe('application/json');
    expect(generation.temperature).toBe(0);
    expect(JSON.stringify(generation.responseSchema)).toContain(JSON.stringify([...AI_FINDING_TYPES]));
    expect(AI_FINDING_TYPES).not.toContain('missing-document');
    expect(AI_FINDING_TYPES).not.toContain('duplicate');

    expect(requestFor('photo.png')?.body.contents?.[0]?.parts?.[0]?.inlineData).toEqual({
      mimeType: 'image/png',
      data: PNG_BYTES.toString('base64'),
    });
    const docxParts = requestFor('letter.docx')?.body.contents?.[0]?.parts ?? [];
    expect(docxParts[0]?.text).toBe('The text of the Word document:\n\nDear officer,\nI confirm the job offer.');
    expect(docxParts.some((p) => p.inlineData)).toBe(false);
  });

  it('leaves out a file Gemini fails on or answers unusably, and keeps the others', async () => {
    vertex.server.enqueue({ kind: 'error', status: 503, body: errorBody(503) }, { kind: 'stream', chunks: textChunks(['not json']) });
    const readings = await reader().read([pdf, png], context);
    expect(readings).toEqual({});

    vertex.server.enqueue({ kind: 'error', status: 429, body: errorBody(429) }, jsonReply({ text: '', findings: [] }));
    const partial = await reader().read([pdf, png], context);
    expect(Object.values(partial)).toEqual([{ findings: [] }]);
  });

  it('sends nothing for a file Gemini cannot take: a DOCX without text, or another type', async () => {
    const readings = await reader().read(
      [
        { ...docx, text: '  ' },
        { ...pdf, mimeType: 'text/plain' },
      ],
      context,
    );
    expect(readings).toEqual({});
    expect(vertex.server.requests).toHaveLength(0);
  });

  it('answers what arrived in time and gives up on a silent model at its budget', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vertex.server.enqueue(jsonReply({ text: 'I-130', findings: [] }), { kind: 'hang' });
    let settled = false;
    const reading = reader(300)
      .read([pdf, png], context)
      .finally(() => (settled = true));
    while (vertex.server.requests.length < 2) await new Promise((resolve) => setImmediate(resolve));
    // Let the answered file's stream finish over the real socket before the budget runs out.
    for (let i = 0; i < 50; i++) await new Promise((resolve) => setImmediate(resolve));

    await vi.advanceTimersByTimeAsync(299);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(Object.values(await reading)).toEqual([{ text: 'I-130', findings: [] }]);
    await vi.waitFor(() => expect(vertex.server.requests.some((r) => r.clientAborted)).toBe(true));
  });
});

describe('parseReading', () => {
  it('keeps the findings on the schema and drops the others, bounded', () => {
    const findings = [
      { type: 'expired', severity: 'error', details: '  The passport\nexpired.  ' },
      { type: 'missing-document', severity: 'error', details: 'Not for a single file.' },
      { type: 'made-up', severity: 'error', details: 'Unknown type.' },
      { type: 'unreadable', severity: 'fatal', details: 'Unknown severity.' },
      { type: 'unreadable', severity: 'info', details: '' },
      ...Array.from({ length: 12 }, () => ({ type: 'unreadable', severity: 'warning', details: 'Page blurred.' })),
    ];
    const reading = parseReading(JSON.stringify({ text: `  ${'x'.repeat(MAX_TEXT_CHARS + 10)}`, findings }));
    expect(reading?.findings[0]).toEqual({ type: 'expired', severity: 'error', details: 'The passport expired.' });
    expect(reading?.findings).toHaveLength(MAX_FINDINGS);
    expect(reading?.findings.slice(1).every((f) => f.type === 'unreadable' && f.severity === 'warning')).toBe(true);
    expect(reading?.text).toHaveLength(MAX_TEXT_CHARS);
  });

  it('answers null for what is not a reading, and leaves out empty text', () => {
    expect(parseReading('')).toBeNull();
    expect(parseReading('[1, 2]')).toBeNull();
    expect(parseReading('{"text": 5}')).toBeNull();
    expect(parseReading('{"findings": []}')).toEqual({ findings: [] });
  });
});

describe('readDocumentsWithAi', () => {
  it('is not available without Vertex AI, and sends nothing', async () => {
    const offline = {
      provider: 'offline',
      vertex: { project: 'p', location: 'us-central1', model: 'm', baseUrl: undefined },
      timeoutMs: 30000,
      knowledgeTtlMs: 0,
    } as const;
    expect(createDocumentReader(offline)).toBeNull();
    expect(await readDocumentsWithAi([pdf], undefined, null)).toBeNull();
    expect(vertex.server.requests).toHaveLength(0);
  });

  it('reads a DOCX’s text as extraction does when it is not given, and sends it to Gemini', async () => {
    vertex.server.enqueue(jsonReply({ text: '', findings: [] }));
    const letter = { ...docx, text: undefined, bytes: docxFile(['Job offer letter', 'We offer Ana Lopez the position of engineer.']) };
    const readings = await readDocumentsWithAi([letter], { today: '2026-11-22' }, reader());
    expect(readings).toEqual({ 'file-3': { findings: [] } });
    const sent = vertex.server.requests[0]?.body.contents?.[0]?.parts?.[0]?.text ?? '';
    expect(sent).toContain('The text of the Word document:');
    expect(sent).toContain('We offer Ana Lopez the position of engineer.');
  });

  it('leaves a file that is not really a DOCX without text, through the reader', async () => {
    const seen: FileToRead[][] = [];
    const readings = await readDocumentsWithAi(
      [{ ...docx, text: undefined, bytes: Buffer.from('not a zip') }, pdf],
      { category: 'student', today: '2026-11-22' },
      {
        read: (files, given) => {
          seen.push([...files]);
          expect(given).toMatchObject({ categoryLabel: 'Student & Exchange Visitor', today: '2026-11-22' });
          return Promise.resolve({ 'file-1': { findings: [] } });
        },
      },
    );
    expect(readings).toEqual({ 'file-1': { findings: [] } });
    // A file that is not really a DOCX stays without text (and the reader then skips it).
    expect(seen[0]?.[0]?.text).toBeUndefined();
    expect(seen[0]?.[1]).toBe(pdf);
  });
});
