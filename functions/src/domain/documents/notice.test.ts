// USCIS notices (Form I-797) of every type, as text and as a phone photo read by OCR: recognised as notices, whatever
// they mention, and read for their facts.
import { afterAll, describe, expect, it } from 'vitest';
import { extractFile, shutdownExtraction } from '../../extraction/extract-file';
import { noticeImage } from '../../extraction/testing/document-fixtures';
import { classifyDocument } from './classify';
import { readNotice } from './notice';
import { noticeLines, type NoticeData } from './testing/document-texts';

const BASE = {
  receiptNumber: 'IOE0912345678',
  caseType: 'I485',
  receivedDate: '01/15/2026',
  noticeDate: '01/20/2026',
  applicant: 'A212 345 678 LUCIA HERNANDEZ',
} as const;

function read(data: NoticeData) {
  const text = noticeLines(data).join('\n');
  const { kind } = classifyDocument({ text, uploadKind: 'pdf', hasPassportZone: false });
  return { kind, notice: readNotice(text, kind) };
}

const FACTS = { receiptNumber: 'IOE0912345678', formType: 'I-485', receivedDate: '2026-01-15', noticeDate: '2026-01-20' };

afterAll(() => shutdownExtraction());

describe('a USCIS notice', () => {
  it('is a receipt notice, though it mentions the biometrics to come', () => {
    expect(read({ ...BASE, type: 'receipt' })).toEqual({
      kind: 'uscis-notice',
      notice: { type: 'receipt', ...FACTS, office: 'USCIS online filing (ELIS)', appointment: null, responseDueDate: null },
    });
  });

  it('is a biometrics appointment with its date, time and place', () => {
    const { kind, notice } = read({
      ...BASE,
      type: 'biometrics',
      date: '02/10/2026',
      time: '2:30 PM',
      place: 'USCIS Dallas Application Support Center, 8101 N Stemmons Fwy, Dallas, TX 75247',
    });
    expect(kind).toBe('biometrics-notice');
    expect(notice).toMatchObject({
      type: 'biometrics',
      ...FACTS,
      appointment: {
        date: '2026-02-10',
        time: '14:30',
        place: 'USCIS Dallas Application Support Center, 8101 N Stemmons Fwy, Dallas, TX 75247',
      },
    });
  });

  it('is a request for evidence with its response due date', () => {
    expect(read({ ...BASE, type: 'rfe', date: '04/15/2026' }).notice).toMatchObject({
      type: 'rfe',
      ...FACTS,
      responseDueDate: '2026-04-15',
    });
  });

  it('is an interview notice with its date, time and place', () => {
    expect(
      read({ ...BASE, type: 'interview', date: '03/05/2026', time: '9:30 AM', place: 'USCIS Dallas Field Office' }).notice,
    ).toMatchObject({
      type: 'interview',
      appointment: { date: '2026-03-05', time: '09:30', place: 'USCIS Dallas Field Office' },
    });
  });

  it.each(['approval', 'transfer'] as const)('is a %s notice', (type) => {
    expect(read({ ...BASE, type })).toMatchObject({
      kind: 'uscis-notice',
      notice: { type, ...FACTS, appointment: null, responseDueDate: null },
    });
  });

  it('reads an MSC receipt as the National Benefits Center, and nothing for a document that is no notice', () => {
    expect(read({ ...BASE, type: 'receipt', receiptNumber: 'MSC-26-901-23456' }).notice).toMatchObject({
      receiptNumber: 'MSC2690123456',
      office: 'National Benefits Center',
    });
    expect(readNotice('Receipt Number: IOE0912345678', 'passport')).toBeNull();
  });

  it('is read from a phone photo of a receipt notice (OCR)', { timeout: 60_000 }, async () => {
    const bytes = await noticeImage({ ...BASE, type: 'receipt' }, { width: 1700, height: 2200, fontPx: 34 });
    const { file } = await extractFile({ documentId: 'n', name: 'notice.png', uploadKind: 'png', bytes });
    const text = file.pages.map((page) => page.text).join('\n');
    const { kind } = classifyDocument({ text, uploadKind: 'png', hasPassportZone: false, ...(file.image ? { image: file.image } : {}) });
    expect(kind).toBe('uscis-notice');
    expect(readNotice(text, kind)).toMatchObject({ type: 'receipt', receiptNumber: 'IOE0912345678', formType: 'I-485' });
  });
});
