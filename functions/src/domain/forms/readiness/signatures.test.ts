import { describe, expect, it } from 'vitest';
import { renderEnglish } from '../../i18n/render';
import { signatureNotes, signatureProblems } from './signatures';

describe('signatureNotes', () => {
  it("names each signature place by the form's own part and item, and who signs there", () => {
    const notes = signatureNotes(['I-130']).map((note) => renderEnglish(note.message));
    expect(notes).toEqual([
      'Form I-130, Part 6, Item 6.a: the petitioner signs.',
      'Form I-130, Part 7, Item 7.a: the interpreter (if one read the form to the signer) signs.',
      'Form I-130, Part 8, Item 8.a: the preparer (if someone other than the signer prepared the form) signs.',
    ]);
  });

  it("keeps the I-485's interview signature for the interview, and leaves the officer's line out", () => {
    const notes = signatureNotes(['I-485']);
    expect(notes.map((note) => note.signer)).toEqual(['beneficiary', 'interpreter', 'preparer', 'beneficiary']);
    expect(renderEnglish(notes[0]!.message)).toBe('Form I-485, Part 10, Item 4: the beneficiary signs.');
    expect(renderEnglish(notes[3]!.message)).toBe(
      'Form I-485, Part 13: the beneficiary signs only at the interview, in front of the USCIS officer. Leave it blank until then.',
    );
  });

  it('asks to sign a form we do not fill where it asks', () => {
    expect(signatureNotes(['I-130A']).map((note) => renderEnglish(note.message))).toEqual([
      "Form I-130A: we don't fill this form. Sign it where it asks before filing.",
    ]);
  });
});

describe('signatureProblems', () => {
  it('warns once per form, pointing at its signature places', () => {
    const problems = signatureProblems(['I-864', 'I-693']);
    expect(problems.map((problem) => [problem.kind, problem.severity])).toEqual([
      ['signature', 'warning'],
      ['signature', 'warning'],
    ]);
    expect(problems[0]?.refs).toEqual([
      { form: 'I-864', part: '8', item: '6' },
      { form: 'I-864', part: '9', item: '6' },
      { form: 'I-864', part: '10', item: '6' },
    ]);
    expect(problems[1]?.refs).toEqual([{ form: 'I-693', part: '', item: '' }]);
  });
});
