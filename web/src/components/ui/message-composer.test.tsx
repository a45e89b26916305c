import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MessageComposer, type LengthLabels } from './message-composer';

const labels: LengthLabels = {
  counter: ({ count, max }) => `${count} / ${max} characters`,
  tooLong: ({ max }) => `Too long: at most ${max}`,
};

const render = (text: string, lengthLabels?: LengthLabels) =>
  renderToStaticMarkup(
    <MessageComposer
      formLabel="Send a message"
      placeholder="Ask"
      maxLength={8000}
      lengthLabels={lengthLabels}
      fileInputTestId="file-input"
      voiceLabels={{ record: 'Record', tooltip: 'Record' }}
      text={text}
      onTextChange={() => undefined}
      drafts={[]}
      onAddFiles={() => undefined}
      onRemoveDraft={() => undefined}
      onSubmit={() => undefined}
      blockedReason={null}
    />,
  );

const sendButton = (html: string) => /<button[^>]*aria-label="Send"[^>]*>/.exec(html)?.[0] ?? '';
/** The box itself, not the hidden copy MUI measures rows with; attribute names lower-cased (SSR keeps maxLength). */
const textarea = (html: string) => (/<textarea(?![^>]*aria-hidden)[^>]*>/.exec(html)?.[0] ?? '').toLowerCase();

describe('MessageComposer length', () => {
  it('counts in the locale and sends text up to the limit', () => {
    const html = render('a'.repeat(8000), labels);
    expect(html).toContain('8,000 / 8,000 characters');
    expect(html).not.toContain('Too long');
    expect(sendButton(html)).not.toContain('disabled');
    expect(textarea(html)).not.toContain('maxlength');
  });

  it('refuses text over the limit without cutting it: Send off, the reason said and tied to the box', () => {
    const text = `${'a'.repeat(8000)}b`;
    const html = render(text, labels);
    expect(html).toContain(`>${text}</textarea>`);
    expect(html).toContain('8,001 / 8,000 characters');
    expect(html).toMatch(/role="status"[^>]*>Too long: at most 8,000</);
    expect(sendButton(html)).toContain('disabled');
    const box = textarea(html);
    expect(box).toContain('aria-invalid="true"');
    const reasonId = /role="status"[^>]*id="([^"]+)"|id="([^"]+)"[^>]*role="status"/.exec(html)?.slice(1).find(Boolean) ?? '';
    expect(reasonId).not.toBe('');
    expect(box).toMatch(new RegExp(`aria-describedby="[^"]*${reasonId.toLowerCase()}`));
  });

  it('counts as the server does: line breaks as one character, surrounding white space not at all', () => {
    expect(render(`  ${'a'.repeat(3999)}\r\n${'a'.repeat(4000)}  \n`, labels)).toContain('8,000 / 8,000 characters');
  });

  it('keeps the browser limit, and shows no counter, without length labels', () => {
    const html = render('hello');
    expect(textarea(html)).toContain('maxlength="8000"');
    expect(html).not.toContain('characters');
  });
});
