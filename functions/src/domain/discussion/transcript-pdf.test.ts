import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import type { DiscussionMessage } from '../../shared/discussion/discussion-views';
import { LOCALES } from '../../shared/i18n/locale';
import { msg } from '../../shared/i18n/message';
import { render, renderEnglish } from '../i18n/render';
import { renderPdf } from '../pdf/render-pdf';
import { dayLabel, discussionTranscriptDefinition } from './transcript-pdf';

const message = (seq: number, createdAt: string, extra: Partial<DiscussionMessage> = {}): DiscussionMessage => ({
  id: `m${seq}`,
  caseId: 'case-1',
  seq,
  authorRole: 'applicant',
  authorName: 'Ana García',
  text: `Message number ${seq}`,
  keyed: null,
  attachments: [],
  createdAt,
  ...extra,
});

describe('discussion transcript', () => {
  it('holds the case, both people, a divider per day and every message with its attachments', async () => {
    const messages = [
      message(1, '2026-03-02T09:05:00.000Z', { authorRole: 'system', authorName: 'Immigration AI', text: 'Sent to experts.' }),
      message(2, '2026-03-02T10:15:00.000Z', {
        attachments: [{ id: 'f', name: 'passport.pdf', contentType: 'application/pdf', size: 10, kind: 'file' }],
      }),
      message(3, '2026-03-03T08:00:00.000Z', { authorRole: 'expert', authorName: 'Alex Rivera', text: 'Looks good 👍' }),
    ];
    const pdf = await renderPdf(
      discussionTranscriptDefinition(
        { caseNumber: 'IA-2026-000042', caseName: 'Green card', applicantName: 'Ana García', expertName: 'Alex Rivera' },
        messages,
        new Date('2026-03-04T12:00:00Z'),
      ),
    );
    const { text } = await new PDFParse({ data: pdf }).getText();
    for (const expected of [
      'IA-2026-000042',
      'Green card',
      'Applicant: Ana García',
      'Expert: Alex Rivera',
      'Generated 2026-03-04 12:00 UTC',
      dayLabel('2026-03-02T00:00:00Z'),
      dayLabel('2026-03-03T00:00:00Z'),
      'Sent to experts.',
      'Message number 2',
      'Attached: passport.pdf',
      'Looks good ?',
      'Alex Rivera (Expert) · 08:00 UTC',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('says when there is nothing yet and nobody is assigned', async () => {
    const pdf = await renderPdf(
      discussionTranscriptDefinition({ caseNumber: 'IA-1', caseName: 'X', applicantName: 'A', expertName: null }, [], new Date()),
    );
    const { text } = await new PDFParse({ data: pdf }).getText();
    expect(text).toContain('No messages yet.');
    expect(text).toContain('Expert: Not assigned yet');
  });

  it("speaks the reader's language: labels, counts and day names", async () => {
    const messages = [
      message(1, '2026-03-02T10:15:00.000Z', {
        attachments: [{ id: 'f', name: 'memo.webm', contentType: 'audio/webm', size: 10, kind: 'voice' }],
      }),
    ];
    const pdf = await renderPdf(
      discussionTranscriptDefinition(
        { caseNumber: 'IA-2026-000042', caseName: 'Green card', applicantName: 'Ana García', expertName: null },
        messages,
        new Date('2026-03-04T12:00:00Z'),
        'de',
      ),
    );
    const flat = (await new PDFParse({ data: pdf }).getText()).text.replace(/\s+/g, ' ');
    for (const expected of [
      'Falldiskussion',
      'Antragsteller: Ana García',
      'Experte: Noch nicht zugewiesen',
      '1 Nachricht',
      'Montag, 2. März 2026',
      'Angehängt: memo.webm (Sprachnotiz)',
    ]) {
      expect(flat).toContain(expected);
    }
    expect(dayLabel('2026-03-02T00:00:00Z', 'es')).toBe('lunes, 2 de marzo de 2026');
  });

  it('writes a keyed system line in each language, and a line stored before keys as it was stored', async () => {
    const line = msg('discussion:expertSetStatus', { name: 'Alex Rivera', status: msg('labels:approved'), reason: 'All good.' });
    expect(renderEnglish(line)).toBe('Alex Rivera set the status to Approved:\nAll good.');
    expect(Object.fromEntries(LOCALES.map((locale) => [locale, render(locale, line)]))).toEqual({
      en: 'Alex Rivera set the status to Approved:\nAll good.',
      es: 'Alex Rivera cambió el estado a Aprobado:\nAll good.',
      fr: 'Alex Rivera a passé le statut à Approuvé :\nAll good.',
      de: 'Alex Rivera hat den Status auf Genehmigt gesetzt:\nAll good.',
    });
    const system = { authorRole: 'system', authorName: 'Immigration AI' } as const;
    const messages = [
      message(1, '2026-03-02T09:05:00.000Z', { ...system, text: renderEnglish(line), keyed: line }),
      message(2, '2026-03-02T09:06:00.000Z', { ...system, text: 'Alex Rivera took the case.' }),
    ];
    const pdf = await renderPdf(
      discussionTranscriptDefinition(
        { caseNumber: 'IA-1', caseName: 'X', applicantName: 'A', expertName: 'Alex Rivera' },
        messages,
        new Date('2026-03-04T12:00:00Z'),
        'es',
      ),
    );
    const flat = (await new PDFParse({ data: pdf }).getText()).text.replace(/\s+/g, ' ');
    expect(flat).toContain('Alex Rivera cambió el estado a Aprobado: All good.');
    expect(flat).toContain('Alex Rivera took the case.');
  });
});
