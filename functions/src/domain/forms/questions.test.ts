import { describe, expect, it } from 'vitest';
import { I_864 } from './maps/i-864';
import { I_864_JOINT_SPONSOR } from './maps/i-864-joint-sponsor';
import { plannedQuestions } from './questions';

const MAPS = [I_864, I_864_JOINT_SPONSOR];
const TODAY = '2026-11-29';
const ids = (map = I_864, answers = {}) => plannedQuestions(map, MAPS, answers, TODAY).map((question) => question.id);

describe("the sponsor's household members, people of the case", () => {
  it('asks the first member whose income counts, and the next once the one before is named', () => {
    const first = ids();
    expect(first).toEqual(expect.arrayContaining(['petitioner.householdMember.0.name', 'petitioner.householdMember.0.income']));
    expect(first).not.toContain('petitioner.householdMember.1.name');
    const next = ids(I_864, { 'petitioner.householdMember.0.name': 'Ana Walker' });
    expect(next).toContain('petitioner.householdMember.1.name');
    expect(next).not.toContain('petitioner.householdMember.2.name');
  });

  it('asks them as optional facts of the sponsor, and of the joint sponsor on the joint sponsor’s I-864', () => {
    const member = plannedQuestions(I_864, MAPS, {}, TODAY).find((question) => question.id === 'petitioner.householdMember.0.name');
    expect(member).toMatchObject({ person: 'petitioner', required: false, part: '6' });
    expect(ids(I_864_JOINT_SPONSOR)).toContain('jointSponsor.householdMember.0.name');
    expect(ids(I_864_JOINT_SPONSOR).some((id) => id.startsWith('petitioner.'))).toBe(false);
  });
});
