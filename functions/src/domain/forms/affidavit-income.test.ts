import { describe, expect, it } from 'vitest';
import { checkSponsorIncome, povertyGuideline } from './affidavit-income';

const base = {
  householdSize: 2,
  income: 0,
  state: 'TX',
  activeDutyForSpouseOrChild: false,
  citizenForSpouseOrAdultChild: true,
  assets: 0,
  today: '2025-06-01',
};

describe('checkSponsorIncome', () => {
  it('needs 125% of the guideline for the household, as the I-864P prints it', () => {
    // The 2025 I-864P: household of 2, $26,437; of 4, $40,187; each further person, $6,875.
    expect(checkSponsorIncome({ ...base, income: 26_437 }).required).toBe(26_437);
    expect(checkSponsorIncome({ ...base, householdSize: 4 }).required).toBe(40_187);
    expect(checkSponsorIncome({ ...base, householdSize: 9 }).required - checkSponsorIncome({ ...base, householdSize: 8 }).required).toBe(
      6_875,
    );
  });

  it('meets the line at exactly the required income, and not a dollar below', () => {
    expect(checkSponsorIncome({ ...base, income: 26_437 })).toMatchObject({ meets: true, shortfall: 0, assetsNeeded: 0 });
    expect(checkSponsorIncome({ ...base, income: 26_436 })).toMatchObject({ meets: false, shortfall: 1 });
  });

  it('asks 100% of a sponsor on active duty sponsoring a spouse or child', () => {
    expect(checkSponsorIncome({ ...base, activeDutyForSpouseOrChild: true })).toMatchObject({ required: 21_150, percent: 100 });
  });

  it('uses the Alaska and Hawaii guidelines there', () => {
    expect(povertyGuideline(2, 'AK')).toBe(26_430);
    expect(povertyGuideline(2, 'HI')).toBe(24_320);
    expect(povertyGuideline(2, 'PR')).toBe(21_150);
  });

  it('makes up a shortfall with 3 times its value in assets for a citizen’s spouse, 5 times otherwise', () => {
    const short = { ...base, income: 20_437 };
    expect(checkSponsorIncome({ ...short, assets: 18_000 })).toMatchObject({ shortfall: 6_000, assetsNeeded: 18_000, assetsSuffice: true });
    expect(checkSponsorIncome({ ...short, assets: 17_999 }).assetsSuffice).toBe(false);
    expect(checkSponsorIncome({ ...short, citizenForSpouseOrAdultChild: false, assets: 18_000 })).toMatchObject({
      assetsNeeded: 30_000,
      assetsSuffice: false,
    });
  });

  it('says when the guidelines are from an earlier year than today', () => {
    expect(checkSponsorIncome(base).mayBeOutdated).toBe(false);
    expect(checkSponsorIncome({ ...base, today: '2026-11-29' })).toMatchObject({ mayBeOutdated: true, guidelinesYear: 2025 });
  });
});
