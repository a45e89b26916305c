import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, describe, expect, it } from 'vitest';
import { loadForm, FIELD_ROOT } from '../domain/forms/fill';
import { fillOfficialForm, shutdownFiller } from './form-filler';

const heading = { name: 'James Ellis Walker', aNumber: '' };
const answers = { 'petitioner.familyName': 'Walker', 'petitioner.birthDate': '1988-03-14' };

afterAll(shutdownFiller);

describe('fillOfficialForm', { timeout: 60_000 }, () => {
  it('fills a kept form on a worker thread while the event loop stays free', async () => {
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const filled = await Promise.all([1, 2, 3].map(() => fillOfficialForm({ form: 'I-130', answers, heading })));
    delay.disable();
    for (const form of filled) {
      const fields = (await loadForm(form.bytes)).getForm();
      expect(fields.getTextField(`${FIELD_ROOT}#subform[1].Pt2Line8_DateofBirth[0]`).getText()).toBe('03/14/1988');
    }
    // Filled here, the three would hold the loop for a second or more; on threads it only waits for the machine.
    expect(delay.max / 1e6).toBeLessThan(750);
  });

  it('refuses a form it has no field map for', async () => {
    await expect(fillOfficialForm({ form: 'I-130A', answers, heading })).rejects.toThrow('No field map for Form I-130A');
  });
});
