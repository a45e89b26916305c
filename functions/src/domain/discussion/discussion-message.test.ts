import { describe, expect, it } from 'vitest';
import {
  fileKindOf,
  fileProblem,
  messagePreview,
  PREVIEW_CHARS,
  sideOf,
  toMessageView,
  unreadCounterField,
  unreadSideOf,
} from './discussion-message';

describe('discussion message rules', () => {
  const parties = { ownerUid: 'owner', expertUid: 'expert' };

  it('knows the two sides and nobody else', () => {
    expect(sideOf(parties, 'owner')).toBe('applicant');
    expect(sideOf(parties, 'expert')).toBe('expert');
    expect(sideOf(parties, 'someone')).toBeNull();
    expect(sideOf({ ownerUid: 'owner', expertUid: null }, 'expert')).toBeNull();
  });

  it("counts the applicant's messages for the expert, the expert's for the applicant, and a system line for whom it tells", () => {
    expect(unreadSideOf('applicant')).toBe('expert');
    expect(unreadSideOf('expert')).toBe('applicant');
    expect(unreadSideOf('system')).toBe('applicant');
    expect(unreadSideOf('system', null)).toBeNull();
    expect(unreadSideOf('applicant', null)).toBe('expert');
    expect(unreadCounterField('applicant')).toBe('unreadByApplicant');
    expect(unreadCounterField('expert')).toBe('unreadByExpert');
  });

  it('previews the first line, shortened, or what the message carries', () => {
    expect(messagePreview('\n  Hello there  \nsecond line', [])).toBe('Hello there');
    const long = messagePreview('x'.repeat(500), []);
    expect(long).toHaveLength(PREVIEW_CHARS);
    expect(long.endsWith('…')).toBe(true);
    expect(messagePreview('', [{ name: 'memo.webm', kind: 'voice' }])).toBe('Voice note');
    expect(
      messagePreview('', [
        { name: 'passport.pdf', kind: 'file' },
        { name: 'b.png', kind: 'file' },
      ]),
    ).toBe('Attachment: passport.pdf (+1)');
    expect(messagePreview('', [])).toBe('');
  });

  it('makes recorded audio a voice note', () => {
    expect(fileKindOf('audio/webm')).toBe('voice');
    expect(fileKindOf('application/pdf')).toBe('file');
    expect(fileKindOf('image/png')).toBe('file');
  });

  it("refuses someone else's, missing or already sent files", () => {
    const mine = { id: 'f1', uploaderUid: 'owner', messageId: null };
    expect(fileProblem('owner', 'm1', ['f1'], [mine])).toBeNull();
    expect(fileProblem('owner', 'm1', ['f1'], [{ ...mine, messageId: 'm1' }])).toBeNull();
    expect(fileProblem('owner', 'm1', ['f1'], [null])).toBe('missing');
    expect(fileProblem('expert', 'm1', ['f1'], [mine])).toBe('missing');
    expect(fileProblem('owner', 'm2', ['f1'], [{ ...mine, messageId: 'm1' }])).toBe('taken');
  });

  it("never shows the author's uid", () => {
    const view = toMessageView({
      id: 'm',
      caseId: 'c',
      seq: 1,
      authorUid: 'secret-uid',
      authorRole: 'applicant',
      authorName: 'Ana',
      text: 'hi',
      keyed: null,
      attachments: [],
      createdAt: '2026-03-02T10:00:00.000Z',
    });
    expect(JSON.stringify(view)).not.toContain('secret-uid');
  });
});
