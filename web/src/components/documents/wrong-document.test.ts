import { describe, expect, it } from 'vitest';
import { wrongDocumentColor } from './wrong-document';

describe("the 'Wrong Document' badge's colour", () => {
  it('is a note for a document the filing does not need, and follows a more pressing finding', () => {
    expect(
      wrongDocumentColor([
        { type: 'wrong-document', severity: 'info' },
        { type: 'expired', severity: 'error' },
      ]),
    ).toBe('info');
    expect(wrongDocumentColor([{ type: 'wrong-document', severity: 'warning' }])).toBe('warning');
    expect(
      wrongDocumentColor([
        { type: 'wrong-document', severity: 'error' },
        { type: 'wrong-document', severity: 'info' },
      ]),
    ).toBe('error');
  });

  it('is a warning when the finding behind it is not known', () => {
    expect(wrongDocumentColor([])).toBe('warning');
    expect(wrongDocumentColor([{ type: 'wrong-document' }])).toBe('warning');
  });
});
