import { describe, expect, it } from 'vitest';
import { withDerivedAnswers } from './derived-answers';

const home = {
  'petitioner.address.0.street': '4518 Red River Street',
  'petitioner.address.0.city': 'Austin',
  'petitioner.address.0.state': 'TX',
};

describe('withDerivedAnswers', () => {
  it('uses the current home as the mailing address unless told otherwise', () => {
    expect(withDerivedAnswers(home)).toMatchObject({
      'petitioner.mailing.street': '4518 Red River Street',
      'petitioner.mailing.state': 'TX',
    });
    expect(withDerivedAnswers({ ...home, 'petitioner.mailingIsHome': true })['petitioner.mailing.city']).toBe('Austin');
  });

  it('keeps a mailing address of its own, and leaves it blank when it differs but is not given yet', () => {
    expect(withDerivedAnswers({ ...home, 'petitioner.mailing.street': 'PO Box 12' })['petitioner.mailing.city']).toBeUndefined();
    expect(withDerivedAnswers({ ...home, 'petitioner.mailingIsHome': false })['petitioner.mailing.street']).toBeUndefined();
  });

  it('gives both spouses the marriage one of them answered', () => {
    const derived = withDerivedAnswers({ 'petitioner.marriageDate': '2023-06-10', 'beneficiary.marriageCity': 'Austin' });
    expect(derived).toMatchObject({ 'beneficiary.marriageDate': '2023-06-10', 'petitioner.marriageCity': 'Austin' });
  });
});
