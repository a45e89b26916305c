// The case discussion's transcript (Download Summary on /cases/discuss and the expert's desk): the case, who took
// part, and every message with its author, time, text and attachment names, under a divider per day. Dates are
// UTC, as in the chat summary (domain/chat/chat-summary.ts, whose printable() keeps the text within Helvetica).
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { DiscussionMessage } from '../../shared/discussion/discussion-views';
import { printable } from '../chat/chat-summary';

export interface TranscriptCase {
  caseNumber: string;
  caseName: string;
  applicantName: string;
  /** The assigned expert's name; null while nobody holds the case. */
  expertName: string | null;
}

const day = (iso: string) => iso.slice(0, 10);
const time = (iso: string) => `${iso.slice(11, 16)} UTC`;
const when = (iso: string) => `${day(iso)} ${time(iso)}`;

/** "Monday, 2 March 2026": the divider above each day's messages. */
export function dayLabel(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso));
}

function authorLabel(message: DiscussionMessage): string {
  if (message.authorRole === 'system') return 'Immigration AI';
  return `${message.authorName || (message.authorRole === 'expert' ? 'Expert' : 'Applicant')} (${message.authorRole === 'expert' ? 'Expert' : 'Applicant'})`;
}

function messageBlock(message: DiscussionMessage): Content {
  const lines: string[] = [];
  if (message.text) lines.push(message.text);
  if (message.attachments.length > 0) {
    lines.push(`Attached: ${message.attachments.map((file) => (file.kind === 'voice' ? `${file.name} (voice note)` : file.name)).join(', ')}`);
  }
  return {
    stack: [
      { text: printable(`${authorLabel(message)} · ${time(message.createdAt)}`), style: message.authorRole === 'system' ? 'system' : 'sender' },
      { text: printable(lines.join('\n\n') || '(empty)'), style: message.authorRole === 'system' ? 'systemBody' : 'body' },
    ],
    margin: [0, 0, 0, 10],
  };
}

/** The messages with a divider before the first message of each day. */
function withDayDividers(messages: readonly DiscussionMessage[]): Content[] {
  const out: Content[] = [];
  let current = '';
  for (const message of messages) {
    if (day(message.createdAt) !== current) {
      current = day(message.createdAt);
      out.push({ text: dayLabel(message.createdAt), style: 'divider' });
    }
    out.push(messageBlock(message));
  }
  return out;
}

export function discussionTranscriptDefinition(record: TranscriptCase, messages: readonly DiscussionMessage[], generatedAt: Date): TDocumentDefinitions {
  const count = `${messages.length} message${messages.length === 1 ? '' : 's'}`;
  return {
    info: { title: printable(`Case discussion: ${record.caseNumber}`), author: 'Immigration AI' },
    pageMargins: [48, 56, 48, 56],
    content: [
      { text: 'Immigration AI · Case discussion', style: 'brand' },
      { text: printable(`${record.caseNumber} · ${record.caseName}`), style: 'title' },
      {
        text: printable(`Applicant: ${record.applicantName}\nExpert: ${record.expertName ?? 'Not assigned yet'}\nGenerated ${when(generatedAt.toISOString())} · ${count}`),
        style: 'meta',
      },
      ...(messages.length > 0 ? withDayDividers(messages) : [{ text: 'No messages yet.', style: 'body' } as Content]),
    ],
    styles: {
      brand: { fontSize: 9, color: '#555555' },
      title: { fontSize: 16, bold: true, margin: [0, 4, 0, 2] },
      meta: { fontSize: 9, color: '#555555', margin: [0, 0, 0, 14], lineHeight: 1.2 },
      divider: { fontSize: 9, bold: true, color: '#555555', alignment: 'center', margin: [0, 6, 0, 8] },
      sender: { fontSize: 9, bold: true, color: '#1f3b73', margin: [0, 0, 0, 2] },
      system: { fontSize: 9, bold: true, color: '#666666', margin: [0, 0, 0, 2] },
      body: { fontSize: 10, lineHeight: 1.2 },
      systemBody: { fontSize: 9, italics: true, color: '#444444' },
    },
    footer: (page, pages) => ({ text: `${page} / ${pages}`, alignment: 'center', fontSize: 8, color: '#777777', margin: [0, 20, 0, 0] }),
  };
}
