// Does the sponsor's income reach the affidavit of support's line? The I-864's "Ready to file?" check: the required
// income for the household, the shortfall, and what can make it up (assets, or a joint sponsor).
import { ASSET_MULTIPLE, POVERTY_GUIDELINES, REQUIRED_PERCENT, type PovertyRegion } from './facts/poverty-guidelines';

export interface SponsorIncome {
  /** Everyone the sponsor counts (I-864 Part 5): at least 2 for a spouse. */
  householdSize: number;
  /** The sponsor's current annual income plus the household income counted with it, in U.S. dollars. */
  income: number;
  /** The sponsor's home state, as a USPS code ("TX"). */
  state: string;
  activeDutyForSpouseOrChild: boolean;
  /** A U.S. citizen sponsoring their spouse or adult child: assets count at a third. */
  citizenForSpouseOrAdultChild: boolean;
  /** The net value of the sponsor's assets that can be counted (I-864 Part 7). */
  assets: number;
  /** Today, YYYY-MM-DD: the check says when the guidelines may be out of date. */
  today: string;
}

export interface IncomeCheck {
  /** The income the household needs, in whole dollars. */
  required: number;
  percent: number;
  meets: boolean;
  /** How much income is missing (0 when it meets the line). */
  shortfall: number;
  /** The assets that would make up the shortfall, and whether the sponsor's do. */
  assetsNeeded: number;
  assetsSuffice: boolean;
  guidelinesYear: number;
  /** The guidelines are from an earlier year than today: confirm the figure on the current I-864P. */
  mayBeOutdated: boolean;
}

const regionOf = (state: string): PovertyRegion => (state === 'AK' ? 'alaska' : state === 'HI' ? 'hawaii' : 'contiguous');

/** 100% of the guideline for the household. */
export function povertyGuideline(householdSize: number, state: string): number {
  const region = POVERTY_GUIDELINES.regions[regionOf(state)];
  return region.first + region.eachMore * (Math.max(1, householdSize) - 1);
}

export function checkSponsorIncome(input: SponsorIncome): IncomeCheck {
  const percent = input.activeDutyForSpouseOrChild ? REQUIRED_PERCENT.activeDutyForSpouseOrChild : REQUIRED_PERCENT.standard;
  // USCIS's I-864P prints the 125% figures rounded down to the dollar.
  const required = Math.floor((povertyGuideline(input.householdSize, input.state) * percent) / 100);
  const shortfall = Math.max(0, required - input.income);
  const multiple = input.citizenForSpouseOrAdultChild ? ASSET_MULTIPLE.citizenForSpouseOrAdultChild : ASSET_MULTIPLE.standard;
  const assetsNeeded = shortfall * multiple;
  return {
    required,
    percent,
    meets: shortfall === 0,
    shortfall,
    assetsNeeded,
    assetsSuffice: shortfall > 0 && input.assets >= assetsNeeded,
    guidelinesYear: POVERTY_GUIDELINES.year,
    mayBeOutdated: Number(input.today.slice(0, 4)) > POVERTY_GUIDELINES.year,
  };
}
