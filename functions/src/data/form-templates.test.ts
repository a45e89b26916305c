import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FORM_EDITIONS } from '../domain/documents/facts/form-editions';
import { formTemplate, keptForms } from './form-templates';

describe('the kept USCIS forms', () => {
  it('keeps the ten official forms, each file as its manifest describes it', async () => {
    expect(keptForms().map((entry) => entry.form)).toEqual([
      'I-130',
      'I-485',
      'I-864',
      'I-765',
      'I-131',
      'N-400',
      'I-90',
      'I-751',
      'I-129F',
      'I-539',
    ]);
    for (const entry of keptForms()) {
      const bytes = await formTemplate(entry.form);
      expect(bytes.length, entry.form).toBe(entry.kept.bytes);
      expect(createHash('sha256').update(bytes).digest('hex'), entry.form).toBe(entry.kept.sha256);
      expect(entry.officialPage).toBe(`https://www.uscis.gov/${entry.form.toLowerCase()}`);
    }
  });

  it('prints the edition of the one edition table, which document review uses too', () => {
    for (const entry of keptForms()) {
      expect(FORM_EDITIONS.find((row) => row.form === entry.form)?.current, entry.form).toBe(entry.edition);
    }
  });

  it('has no PDF for a form it does not keep', async () => {
    await expect(formTemplate('I-130A')).rejects.toThrow('No kept PDF for Form I-130A');
  });
});
