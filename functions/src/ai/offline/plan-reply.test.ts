import { describe, expect, it } from 'vitest';
import { toolIntroText } from './plan-reply';

describe('the offline assistant opening the eligibility check', () => {
  it('says what an entry without inspection means before the check, citing the rule', () => {
    const text = toolIntroText({
      tool: 'check_eligibility',
      payload: { category: 'Family-Based', immigrationHistory: { entry: { manner: 'without-inspection' } } },
    });
    expect(text).toMatch(/^I can check your eligibility for \*\*Family-Based\*\*\./);
    expect(text).toMatch(/entered without inspection.*INA 245\(a\).*I-601A/s);
  });

  it('says nothing more when the user stated no such fact', () => {
    expect(toolIntroText({ tool: 'check_eligibility', payload: { category: 'Family-Based' } })).not.toMatch(/INA/);
  });
});
