import { describe, expect, it } from 'vitest';
import { wrongDocumentColor } from './wrong-document';

describe("the 'Wrong Document' badge's colour", () => {
  it('is neutral for a document the filing does not need, whatever else is wrong with the file', () => {
    expect(
      wrongDocumentColor([
        { type: 'wrong-document', severity: 'info' },
        { type: 'expired', severity: 'error' },
      ]),
    ).toBe('default');
    expect(wrongDocumentColor([{ type: 'wrong-document', severity: 'warning' }])).toBe('default');
  });

  it('is red for an error, or when the finding behind it is not known', () => {
    expect(
      wrongDocumentColor([
        { type: 'wrong-document', severity: 'error' },
        { type: 'wrong-document', severity: 'info' },
      ]),
    ).toBe('error');
    expect(wrongDocumentColor([])).toBe('error');
    expect(wrongDocumentColor([{ type: 'wrong-document' }])).toBe('error');
  });
});
