// The HHS poverty guidelines as USCIS applies them to the affidavit of support (Form I-864P), per household size.
// The sponsor's income must reach 125% of the guideline for the household (100% for a sponsor on active duty in the
// U.S. armed forces sponsoring a spouse or child): INA § 213A(f)(1)(E) and (f)(3), 8 CFR § 213a.2(c)(2).
//
// These are the 2025 guidelines, which USCIS used from March 1, 2025. HHS publishes new guidelines each January and
// USCIS applies them from the date on its I-864P page; our machines cannot reach hhs.gov or uscis.gov, so a year
// after `year` may already have new figures. The check says so (domain/forms/affidavit-income.ts).

export interface PovertyGuidelines {
  /** The guidelines' year. */
  year: number;
  /** From when USCIS applied them to affidavits of support. */
  usedFrom: string;
  sources: readonly string[];
  checkedOn: string;
  /** The guideline (100%) for one person, and what each further person adds, in U.S. dollars. */
  regions: Readonly<Record<PovertyRegion, { first: number; eachMore: number }>>;
}

/** Alaska and Hawaii have their own guidelines; the 48 states, D.C. and the territories share one. */
export type PovertyRegion = 'contiguous' | 'alaska' | 'hawaii';

export const POVERTY_GUIDELINES: PovertyGuidelines = {
  year: 2025,
  usedFrom: '2025-03-01',
  sources: [
    'https://aspe.hhs.gov/topics/poverty-economic-mobility/poverty-guidelines',
    'https://www.uscis.gov/i-864p',
    'https://www.ecfr.gov/current/title-8/chapter-I/subchapter-B/part-213a/section-213a.2',
  ],
  checkedOn: '2026-11-29',
  regions: {
    contiguous: { first: 15_650, eachMore: 5_500 },
    alaska: { first: 19_550, eachMore: 6_880 },
    hawaii: { first: 17_990, eachMore: 6_330 },
  },
};

/** The share of the guideline a sponsor's income must reach, in percent. */
export const REQUIRED_PERCENT = { standard: 125, activeDutyForSpouseOrChild: 100 } as const;

/**
 * Assets count toward a shortfall at a fifth of their value (they must reach five times the shortfall), at a third
 * when the sponsor is a U.S. citizen sponsoring their spouse or adult child: 8 CFR § 213a.2(c)(2)(iii)(B).
 */
export const ASSET_MULTIPLE = { standard: 5, citizenForSpouseOrAdultChild: 3 } as const;
