// The chat summary PDF: the conversation as plain text, who said what and when, and the disclaimer once at the end.
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { DISCLAIMER } from './disclaimer';
import type { ChatRecord, MessageRecord } from '../../shared/chat/chat-types';
import type { Locale } from '../../shared/i18n/locale';
import { type KeyIn, type MessageParams, msg } from '../../shared/i18n/message';
import { render } from '../i18n/render';

// Helvetica, the standard PDF font used everywhere, only has the Windows-1252 characters; anything else would come
// out as garbage, so it becomes "?".
const CP1252_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
export function printable(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    const ok = ch === '\n' || ch === '\t' || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || CP1252_EXTRAS.includes(ch);
    out += ok ? ch : '?';
  }
  return out;
}

/** Markdown as a reader of plain text would want it: markers gone, links spelled out. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/\r\n?/g, '\n')
    .replace(/!?\[([^\]]*)\]\(([^)\s]+)[^)]*\)/g, (_m, label: string, url: string) => (label ? `${label} (${url})` : url))
    .replace(/^\s{0,3}#{1,6}\s+/gm, '')
    .replace(/^\s{0,3}>\s?/gm, '')
    .replace(/^(\s*)[-*+]\s+/gm, '$1• ')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[^*\w])[*_]([^*_\n]+)[*_](?=[^*\w]|$)/g, '$1$2')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Each stored answer ends with the disclaimer; the summary states it once. */
function withoutDisclaimer(text: string): string {
  let t = text.trimEnd();
  for (const ending of [`*${DISCLAIMER}*`, `_${DISCLAIMER}_`, DISCLAIMER]) {
    if (t.endsWith(ending)) {
      t = t.slice(0, -ending.length).trimEnd();
      break;
    }
  }
  return t;
}

const when = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/** A label of the summary (locales/<locale>/chats.json) in the reader's language. */
type Say = (key: KeyIn<'chats'>, params?: MessageParams) => string;

function senderLabel(message: MessageRecord, say: Say): string {
  if (message.sender === 'user')
    return say(message.role === 'function_result' ? 'chats:summarySenderToolResult' : 'chats:summarySenderYou');
  // Which service wrote an answer is kept in the record, not shown: the reader talks to one assistant.
  return say('chats:summarySenderAssistant');
}

function messageBlock(message: MessageRecord, say: Say): Content {
  const lines: string[] = [];
  const text = plainText(message.sender === 'ai' ? withoutDisclaimer(message.text) : message.text);
  if (text) lines.push(text);
  if (message.attachments.length > 0)
    lines.push(say('chats:summaryAttached', { files: message.attachments.map((a) => a.name).join(', ') }));
  if (message.role === 'user' && message.status === 'failed') lines.push(say('chats:summaryUnanswered'));
  return {
    stack: [
      { text: printable(`${senderLabel(message, say)} · ${when(message.createdAt)}`), style: 'sender' },
      { text: printable(lines.join('\n\n') || say('chats:summaryEmpty')), style: 'body' },
    ],
    margin: [0, 0, 0, 10],
    unbreakable: false,
  };
}

/** The chat's PDF; its labels are keyed Messages rendered in `locale` (the assistant's answers and the disclaimer stay as written). */
export function chatSummaryDefinition(
  chat: ChatRecord,
  messages: readonly MessageRecord[],
  generatedAt: Date,
  locale: Locale = 'en',
): TDocumentDefinitions {
  const say: Say = (key, params) => render(locale, msg(key, params));
  return {
    info: { title: printable(say('chats:summaryTitle', { title: chat.title })), author: 'Immigration AI' },
    pageMargins: [48, 56, 48, 56],
    content: [
      { text: say('chats:summaryBrand'), style: 'brand' },
      { text: printable(chat.title), style: 'title' },
      {
        text: say('chats:summaryMeta', {
          started: when(chat.createdAt),
          generated: when(generatedAt.toISOString()),
          count: messages.length,
        }),
        style: 'meta',
      },
      ...(messages.length > 0
        ? messages.map((message) => messageBlock(message, say))
        : [{ text: say('chats:summaryNoMessages'), style: 'body' } as Content]),
      { text: say('chats:summaryDisclaimer'), style: 'sender', margin: [0, 12, 0, 2] },
      { text: DISCLAIMER, style: 'disclaimer' },
    ],
    styles: {
      brand: { fontSize: 9, color: '#555555' },
      title: { fontSize: 16, bold: true, margin: [0, 4, 0, 2] },
      meta: { fontSize: 9, color: '#555555', margin: [0, 0, 0, 14] },
      sender: { fontSize: 9, bold: true, color: '#1f3b73', margin: [0, 0, 0, 2] },
      body: { fontSize: 10, lineHeight: 1.2 },
      disclaimer: { fontSize: 9, italics: true, color: '#333333' },
    },
    footer: (page, pages) => ({ text: `${page} / ${pages}`, alignment: 'center', fontSize: 8, color: '#777777', margin: [0, 20, 0, 0] }),
  };
}
