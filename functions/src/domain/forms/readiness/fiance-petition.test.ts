import { describe, expect, it } from 'vitest';
import { renderEnglish } from '../../i18n/render';
import { fiancePetitionProblems } from './fiance-petition';

const K1 = {
  'i-129f.classification': 'k1',
  'petitioner.citizenshipBy': 'birth',
  'petitioner.maritalStatus': 'single',
  'beneficiary.maritalStatus': 'divorced',
  'i-129f.metInPerson': 'yes',
  'i-129f.meetingDescription': 'We met in Guadalajara in June 2026 for two weeks.',
};
const summary = (answers: Record<string, string | boolean>) =>
  fiancePetitionProblems(answers).map((problem) => [problem.severity, renderEnglish(problem.message)] as const);

describe('the I-129F check', () => {
  it('finds nothing in a fiancé(e) petition of two free people who met', () => {
    expect(summary(K1)).toEqual([]);
  });

  it('blocks a partner who is still married, naming who', () => {
    expect(summary({ ...K1, 'beneficiary.maritalStatus': 'married' })).toEqual([
      ['blocker', expect.stringContaining('Your fiancé(e) is still married') as string],
    ]);
    expect(summary({ ...K1, 'petitioner.maritalStatus': 'separated' })[0]?.[1]).toMatch(/^You are still married/);
  });

  it('asks the reasons for an exemption from the meeting, and warns once they are given', () => {
    const exempt = { ...K1, 'i-129f.metInPerson': 'no', 'i-129f.meetingDescription': '' };
    expect(summary(exempt).map(([severity]) => severity)).toEqual(['blocker']);
    expect(summary({ ...exempt, 'i-129f.meetingDescription': 'Our custom forbids meeting before the wedding.' })).toEqual([
      ['warning', expect.stringContaining('case by case') as string],
    ]);
  });

  it('blocks a permanent resident petitioner, and a K-3 petition before the I-130', () => {
    expect(summary({ ...K1, 'petitioner.citizenshipBy': 'permanent-resident' })[0]?.[1]).toContain('Only a U.S. citizen');
    expect(summary({ 'i-129f.classification': 'k3', 'i-129f.filedI130': false })[0]?.[1]).toContain('file the I-130 first');
    expect(summary({ 'i-129f.classification': 'k3', 'i-129f.filedI130': true, 'beneficiary.maritalStatus': 'married' })).toEqual([]);
  });
});
