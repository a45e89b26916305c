// Form I-864 as a joint sponsor files it, when the petitioner's income and assets do not reach the line (INA
// § 213A(f)(2), 8 CFR § 213a.2(c)(2)(iii)(C)): the same printed form and field map as the petitioner's (./i-864.ts),
// filled with the joint sponsor's facts (`jointSponsor.*`) and the joint sponsor's own household, income and assets
// (`i-864-joint.*`). The principal immigrant (Part 3) is the same beneficiary. In Part 1 a joint sponsor is the only
// joint sponsor (item 1.d) or one of two (item 1.e); Part 2 item 12, active duty, is not asked (see below).
import { formCopy } from '../form-copy';
import type { FormMap } from '../field-map';
import { I_864 } from './i-864';

export const JOINT_SPONSOR_I864 = 'I-864 (joint sponsor)';

export const I_864_JOINT_SPONSOR: FormMap = formCopy(
  I_864,
  JOINT_SPONSOR_I864,
  { form: 'I-864', person: 'jointSponsor', originalPerson: 'petitioner', prefix: 'i-864-joint', originalPrefix: 'i-864' },
  // Active duty (Part 2 item 12) lowers the line to 100% only for a petitioning sponsor of a spouse or child.
  { options: { 'i-864.basis': ['only-joint-sponsor', 'joint-sponsor'] }, omit: ['i-864.activeDuty'] },
);
