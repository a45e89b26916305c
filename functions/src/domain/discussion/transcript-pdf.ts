// The case discussion's transcript (Download Summary on /cases/discuss and the expert's desk): the case, who took
// part, and every message with its author, time, text and attachment names, under a divider per day. Dates are
// UTC, as in the chat summary (domain/chat/chat-summary.ts, whose printable() keeps the text within Helvetica).
// Labels, day names and system lines are in the reader's locale (domain/i18n/render.ts, docs/i18n.md).
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { DiscussionMessage } from '../../shared/discussion/discussion-views';
import { printable } from '../chat/chat-summary';
import { INTL_TAGS, type Locale } from '../../shared/i18n/locale';
import { msg, type Message } from '../../shared/i18n/message';
import { render } from '../i18n/render';

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

/** "Monday, 2 March 2026" ("lunes, 2 de marzo de 2026"...): the divider above each day's messages. */
export function dayLabel(iso: string, locale: Locale = 'en'): string {
  const tag = locale === 'en' ? 'en-GB' : INTL_TAGS[locale];
  return new Intl.DateTimeFormat(tag, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(iso),
  );
}

type Say = (message: Message) => string;

function authorLabel(message: DiscussionMessage, say: Say): string {
  if (message.authorRole === 'system') return 'Immigration AI';
  const role = message.authorRole === 'expert' ? 'expert' : 'applicant';
  return message.authorName
    ? say(msg('discussion:authorWithRole', { name: message.authorName, role }))
    : say(msg('discussion:authorRole', { role }));
}

function messageBlock(message: DiscussionMessage, say: Say): Content {
  const lines: string[] = [];
  // A keyed system line in the reader's language; people's messages, and lines stored before keys, as written.
  const text = message.keyed ? say(message.keyed) : message.text;
  if (text) lines.push(text);
  if (message.attachments.length > 0) {
    const files = message.attachments
      .map((file) => (file.kind === 'voice' ? say(msg('discussion:voiceNote', { name: file.name })) : file.name))
      .join(', ');
    lines.push(say(msg('discussion:attachedFiles', { files })));
  }
  return {
    stack: [
      {
        text: printable(`${authorLabel(message, say)} · ${time(message.createdAt)}`),
        style: message.authorRole === 'system' ? 'system' : 'sender',
      },
      {
        text: printable(lines.join('\n\n') || say(msg('discussion:transcriptEmptyMessage'))),
        style: message.authorRole === 'system' ? 'systemBody' : 'body',
      },
    ],
    margin: [0, 0, 0, 10],
  };
}

/** The messages with a divider before the first message of each day. */
function withDayDividers(messages: readonly DiscussionMessage[], say: Say, locale: Locale): Content[] {
  const out: Content[] = [];
  let current = '';
  for (const message of messages) {
    if (day(message.createdAt) !== current) {
      current = day(message.createdAt);
      out.push({ text: dayLabel(message.createdAt, locale), style: 'divider' });
    }
    out.push(messageBlock(message, say));
  }
  return out;
}

export function discussionTranscriptDefinition(
  record: TranscriptCase,
  messages: readonly DiscussionMessage[],
  generatedAt: Date,
  locale: Locale = 'en',
): TDocumentDefinitions {
  const say: Say = (message) => render(locale, message);
  const meta = [
    say(msg('discussion:transcriptApplicant', { name: record.applicantName })),
    say(msg('discussion:transcriptExpert', { name: record.expertName ?? msg('discussion:transcriptNotAssigned') })),
    say(msg('discussion:transcriptGenerated', { when: when(generatedAt.toISOString()), count: messages.length })),
  ];
  return {
    info: { title: printable(say(msg('discussion:transcriptTitle', { caseNumber: record.caseNumber }))), author: 'Immigration AI' },
    pageMargins: [48, 56, 48, 56],
    content: [
      { text: say(msg('discussion:transcriptBrand')), style: 'brand' },
      { text: printable(`${record.caseNumber} · ${record.caseName}`), style: 'title' },
      { text: printable(meta.join('\n')), style: 'meta' },
      ...(messages.length > 0
        ? withDayDividers(messages, say, locale)
        : [{ text: say(msg('discussion:transcriptNoMessages')), style: 'body' } as Content]),
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
