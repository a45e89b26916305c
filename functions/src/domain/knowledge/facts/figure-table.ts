// Every fee and figure the knowledge cards quote, each with the official page it comes from and the date it was
// checked. Cards write {{id}} and the server fills it in, so one change here (or to the Firestore copy, in the console)
// changes every answer that quotes it. Fees are those of the USCIS fee rule in force since April 1, 2024 (8 CFR 106.2),
// plus the separate charges of Pub. L. 119-21 (H.R. 1, 2025), which are indexed yearly.
// The table lives with the functions because the forms' "Ready to file?" fee summary reads it as it is
// (domain/forms/readiness/fees.ts); the launcher seeds the same rows into Firestore's `knowledgeFigures`
// (functions/src/content/package.ts, published by services/content-publish.ts).
import type { KnowledgeSource } from '../../../shared/knowledge/knowledge-views';
import type { FigureRecord } from '../card-records';

type SourceRef = KnowledgeSource;

/**
 * A figure as written here; Firestore stores it with `note` null when it has none. The note says what the figure
 * depends on, e.g. "online filing" or "indexed yearly".
 */
export type FigureFact = Omit<FigureRecord, 'note'> & { note?: string };

const CHECKED = '2026-11-23';

const FEE_SCHEDULE: SourceRef = { title: 'USCIS: Fee Schedule (Form G-1055)', url: 'https://www.uscis.gov/g-1055' };
const FEE_REGULATION: SourceRef = {
  title: 'eCFR: 8 CFR 106.2, Fees',
  url: 'https://www.ecfr.gov/current/title-8/chapter-I/subchapter-B/part-106/section-106.2',
};
const STATE_FEES: SourceRef = {
  title: 'U.S. Department of State: Fees for Visa Services',
  url: 'https://travel.state.gov/content/travel/en/us-visas/visa-information-resources/fees/fees-visa-services.html',
};
const ecfr = (part: string, section: string, title: string): SourceRef => ({
  title: `eCFR: 8 CFR ${section}, ${title}`,
  url: `https://www.ecfr.gov/current/title-8/chapter-I/subchapter-B/part-${part}/section-${section}`,
});
const ecfrC = (part: string, section: string, title: string): SourceRef => ({
  title: `eCFR: 8 CFR ${section}, ${title}`,
  url: `https://www.ecfr.gov/current/title-8/chapter-I/subchapter-C/part-${part}/section-${section}`,
});
const usc = (section: number, title: string): SourceRef => ({
  title: `U.S. Code: 8 U.S.C. ${section} (${title})`,
  url: `https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title8-section${section}&num=0&edition=prelim`,
});

const fee = (id: string, label: string, value: number, note?: string, source: SourceRef = FEE_SCHEDULE): FigureFact => ({
  id,
  label,
  value,
  unit: 'usd',
  source,
  checkedOn: CHECKED,
  ...(note ? { note } : {}),
});

const figure = (id: string, label: string, value: number, unit: FigureFact['unit'], source: SourceRef, note?: string): FigureFact => ({
  id,
  label,
  value,
  unit,
  source,
  checkedOn: CHECKED,
  ...(note ? { note } : {}),
});

const H1B_SOURCE: SourceRef = {
  title: 'USCIS: H-1B Specialty Occupations',
  url: 'https://www.uscis.gov/working-in-the-united-states/h-1b-specialty-occupations',
};
const H_L_FEES: SourceRef = {
  title: 'USCIS: H and L Filing Fees for Form I-129',
  url: 'https://www.uscis.gov/forms/all-forms/h-and-l-filing-fees-for-form-i-129-petition-for-a-nonimmigrant-worker',
};
const EB5_SOURCE: SourceRef = {
  title: 'USCIS: EB-5 Immigrant Investor Program',
  url: 'https://www.uscis.gov/working-in-the-united-states/permanent-workers/eb-5-immigrant-investor-program',
};
const F1_RULES = ecfr('214', '214.2', 'Special requirements for admission, extension, and maintenance of status');
const NATURALIZATION_RULES = ecfrC('316', '316.2', 'Eligibility');

export const FIGURES: readonly FigureFact[] = [
  // Naturalization and citizenship
  fee('fee-n400-online', 'Form N-400 filing fee, filed online', 710),
  fee('fee-n400-paper', 'Form N-400 filing fee, filed on paper', 760),
  fee('fee-n400-reduced', 'Form N-400 reduced fee (household income at or below 400% of the poverty guidelines)', 380),
  fee('fee-n600-online', 'Form N-600 filing fee, filed online', 1335),
  fee('fee-n600-paper', 'Form N-600 filing fee, filed on paper', 1385),
  fee('fee-n336-online', 'Form N-336 filing fee (request for a hearing on a denied N-400), filed online', 780),
  fee('fee-n336-paper', 'Form N-336 filing fee (request for a hearing on a denied N-400), filed on paper', 830),
  fee('fee-n470', 'Form N-470 filing fee (preserve residence for naturalization)', 420),
  fee('fee-n565-online', 'Form N-565 filing fee (replacement naturalization or citizenship document), filed online', 505),
  fee('fee-n565-paper', 'Form N-565 filing fee (replacement naturalization or citizenship document), filed on paper', 555),
  figure(
    'n336-filing-days',
    'Days after an N-400 denial to file Form N-336',
    30,
    'days',
    ecfrC('336', '336.2', 'Filing a request for hearing'),
  ),
  figure('naturalization-years', 'Years as a permanent resident before naturalizing (general rule)', 5, 'years', NATURALIZATION_RULES),
  figure(
    'naturalization-years-spouse',
    'Years as a permanent resident before naturalizing when married to and living with a U.S. citizen',
    3,
    'years',
    ecfrC('319', '319.1', 'Persons living in marital union with United States citizen spouse'),
  ),
  figure(
    'naturalization-early-filing-days',
    'Days before the residence requirement is met that Form N-400 may be filed',
    90,
    'days',
    ecfrC('334', '334.2', 'Application for naturalization'),
  ),
  figure(
    'physical-presence-months',
    'Months physically present in the U.S. needed within the 5-year period',
    30,
    'months',
    NATURALIZATION_RULES,
  ),
  figure(
    'physical-presence-months-spouse',
    'Months physically present in the U.S. needed within the 3-year period (spouse of a citizen)',
    18,
    'months',
    ecfrC('319', '319.1', 'Persons living in marital union with United States citizen spouse'),
  ),
  figure(
    'state-residence-months',
    'Months living in the state or USCIS district before filing Form N-400',
    3,
    'months',
    NATURALIZATION_RULES,
  ),
  figure(
    'civics-questions-asked',
    'Civics questions an officer may ask (2025 civics test)',
    20,
    'count',
    { title: 'USCIS: 2025 Naturalization Civics Test', url: 'https://www.uscis.gov/citizenship/2025-civics-test' },
    'For applications filed on or after October 20, 2025; earlier filers take the 2008 test (10 asked, 6 to pass).',
  ),
  figure(
    'civics-questions-to-pass',
    'Civics questions to answer correctly to pass (2025 civics test)',
    12,
    'count',
    { title: 'USCIS: 2025 Naturalization Civics Test', url: 'https://www.uscis.gov/citizenship/2025-civics-test' },
    'For applications filed on or after October 20, 2025.',
  ),
  figure('civics-questions-pool', 'Questions in the 2025 civics test study list', 128, 'count', {
    title: 'USCIS: 2025 Naturalization Civics Test',
    url: 'https://www.uscis.gov/citizenship/2025-civics-test',
  }),
  figure(
    'english-exemption-age-20',
    'Age for the English exemption after 20 years as a permanent resident',
    50,
    'count',
    usc(1423, 'INA 312, requirements as to understanding the English language'),
    'Paired with 20 years as a permanent resident ("50/20").',
  ),
  figure(
    'english-exemption-age-15',
    'Age for the English exemption after 15 years as a permanent resident',
    55,
    'count',
    usc(1423, 'INA 312, requirements as to understanding the English language'),
    'Paired with 15 years as a permanent resident ("55/15").',
  ),
  figure(
    'civics-simplified-age',
    'Age for the simplified civics test after 20 years as a permanent resident',
    65,
    'count',
    usc(1423, 'INA 312, requirements as to understanding the English language'),
    'Paired with 20 years as a permanent resident ("65/20").',
  ),

  // Family
  fee('fee-i130-online', 'Form I-130 filing fee, filed online', 625),
  fee('fee-i130-paper', 'Form I-130 filing fee, filed on paper', 675),
  fee('fee-i129f', 'Form I-129F filing fee', 675),
  fee('fee-i485', 'Form I-485 filing fee (applicants 14 and older)', 1440),
  fee('fee-i485-child', 'Form I-485 filing fee for a child under 14 filing with a parent', 950),
  fee('fee-i765-with-i485', 'Form I-765 fee when filed with or after a pending Form I-485 (filed on or after April 1, 2024)', 260),
  fee('fee-i864', 'USCIS fee for Form I-864, Affidavit of Support, filed with Form I-485', 0),
  fee('fee-nvc-affidavit', 'Affidavit of Support fee paid to the State Department (consular cases)', 120, undefined, STATE_FEES),
  fee('fee-immigrant-visa-family', 'Immigrant visa application fee, family-based (DS-260)', 325, undefined, STATE_FEES),
  fee('fee-immigrant-visa-employment', 'Immigrant visa application fee, employment-based (DS-260)', 345, undefined, STATE_FEES),
  fee('fee-uscis-immigrant', 'USCIS Immigrant Fee, paid after an immigrant visa is issued, before travel', 235),
  figure(
    'i864-poverty-percent',
    'Share of the federal poverty guidelines a sponsor must generally reach (Form I-864)',
    125,
    'percent',
    { title: 'USCIS: I-864, Affidavit of Support Under Section 213A of the INA', url: 'https://www.uscis.gov/i-864' },
    '100% for a sponsor on active duty sponsoring a spouse or child.',
  ),
  figure('k1-marriage-days', 'Days a K-1 fiancé(e) has to marry the petitioner after entering', 90, 'days', {
    title: 'USCIS: Visas for Fiancé(e)s of U.S. Citizens',
    url: 'https://www.uscis.gov/family/family-of-us-citizens/visas-for-fiancees-of-us-citizens',
  }),
  fee('fee-visa-k', 'Nonimmigrant visa application fee for K visas (fiancé(e) of a U.S. citizen)', 265, undefined, STATE_FEES),
  fee(
    'fee-245i-penalty',
    'Penalty fee paid with Form I-485 Supplement A (INA 245(i))',
    1000,
    undefined,
    usc(1255, 'INA 245, adjustment of status'),
  ),

  // Green card holders
  fee('fee-i90-online', 'Form I-90 filing fee, filed online', 415),
  fee('fee-i90-paper', 'Form I-90 filing fee, filed on paper', 465),
  fee('fee-i751', 'Form I-751 filing fee', 750),
  figure('green-card-validity-years', 'Years a 10-year permanent resident card is valid', 10, 'years', {
    title: 'USCIS: Replace Your Green Card',
    url: 'https://www.uscis.gov/green-card/after-we-grant-your-green-card/replace-your-green-card',
  }),
  figure('i90-renewal-months', 'Months before a 10-year green card expires when renewal may start', 6, 'months', {
    title: 'USCIS: Replace Your Green Card',
    url: 'https://www.uscis.gov/green-card/after-we-grant-your-green-card/replace-your-green-card',
  }),
  figure(
    'conditional-residence-years',
    'Years a conditional green card is valid',
    2,
    'years',
    ecfr('216', '216.4', 'Joint petition to remove conditional basis of lawful permanent resident status'),
  ),
  figure(
    'i751-window-days',
    'Days before the conditional card expires when Form I-751 may be filed',
    90,
    'days',
    ecfr('216', '216.4', 'Joint petition to remove conditional basis of lawful permanent resident status'),
  ),

  // Travel
  fee('fee-i131-online', 'Form I-131 filing fee for advance parole, filed online', 580),
  fee('fee-i131-paper', 'Form I-131 filing fee for advance parole or a re-entry permit, filed on paper', 630),
  fee('fee-i131a', 'Form I-131A filing fee (travel document for carrier boarding)', 575),
  figure(
    'reentry-permit-years',
    'Years a re-entry permit is generally valid',
    2,
    'years',
    ecfr('223', '223.3', 'Validity and effect on admissibility'),
  ),
  figure(
    'absence-break-months',
    'Months abroad after which continuous residence for naturalization is presumed broken',
    6,
    'months',
    NATURALIZATION_RULES,
  ),
  figure(
    'absence-abandonment-years',
    'Years abroad after which a green card no longer works for re-entry without a re-entry permit',
    1,
    'years',
    {
      title: 'USCIS: International Travel as a Permanent Resident',
      url: 'https://www.uscis.gov/green-card/after-we-grant-your-green-card/international-travel-as-a-permanent-resident',
    },
  ),

  // Work
  fee('fee-h1b-registration', 'H-1B cap registration fee, per beneficiary', 215, undefined, H1B_SOURCE),
  fee('fee-i129-h1b', 'Form I-129 base fee for an H-1B petition', 780),
  fee('fee-i129-h1b-small', 'Form I-129 base fee for an H-1B petition, small employers and nonprofits', 460),
  fee('fee-i129-l1', 'Form I-129 base fee for an L-1 petition', 1385),
  fee('fee-i129-l1-small', 'Form I-129 base fee for an L-1 petition, employers with 25 or fewer full-time employees and nonprofits', 695),
  fee('fee-i129-o1', 'Form I-129 base fee for an O-1 petition', 1055),
  fee('fee-i129-o1-small', 'Form I-129 base fee for an O-1 petition, employers with 25 or fewer full-time employees and nonprofits', 530),
  fee('fee-i129-e-tn', 'Form I-129 base fee for E and TN petitions', 1015),
  fee(
    'fee-i129-e-tn-small',
    'Form I-129 base fee for E and TN petitions, employers with 25 or fewer full-time employees and nonprofits',
    510,
  ),
  fee('fee-h1b-acwia', 'ACWIA training fee for H-1B petitions, employers with more than 25 full-time employees', 1500, undefined, H_L_FEES),
  fee(
    'fee-h1b-acwia-small',
    'ACWIA training fee for H-1B petitions, employers with 25 or fewer full-time employees',
    750,
    undefined,
    H_L_FEES,
  ),
  fee(
    'fee-h1b-fraud',
    'Fraud Prevention and Detection fee for H-1B and L-1 petitions (new employment or change of employer)',
    500,
    undefined,
    H_L_FEES,
  ),
  fee(
    'fee-asylum-program',
    'Asylum Program Fee paid by employers filing Form I-129 or I-140',
    600,
    '$300 for employers with 25 or fewer full-time employees; nonprofits pay none.',
  ),
  fee(
    'fee-asylum-program-small',
    'Reduced Asylum Program Fee for employers with 25 or fewer full-time employees',
    300,
    'Nonprofits pay none.',
  ),
  fee('fee-i140', 'Form I-140 filing fee', 715),
  fee(
    'fee-premium-processing-i129',
    'Premium processing fee for most Form I-129 and I-140 requests',
    2965,
    'Adjusted for inflation from time to time; check the USCIS premium processing page before paying.',
    {
      title: 'USCIS: How Do I Request Premium Processing?',
      url: 'https://www.uscis.gov/forms/all-forms/how-do-i-request-premium-processing',
    },
  ),
  fee(
    'fee-h1b-proclamation',
    'Payment required with certain new H-1B petitions for workers outside the U.S. (September 2025 proclamation)',
    100000,
    'Applies to some new petitions only; not to extensions or to most changes of status inside the U.S. Check USCIS guidance.',
    H1B_SOURCE,
  ),
  fee('fee-i539-online', 'Form I-539 filing fee, filed online', 420),
  fee('fee-i539-paper', 'Form I-539 filing fee, filed on paper', 470),
  fee('fee-i765-online', 'Form I-765 filing fee, filed online (most categories)', 470),
  fee('fee-i765-paper', 'Form I-765 filing fee, filed on paper (most categories)', 520),
  figure(
    'h1b-cap-regular',
    'New H-1B visas available each fiscal year (regular cap)',
    65000,
    'count',
    usc(1184, 'INA 214, admission of nonimmigrants'),
  ),
  figure(
    'h1b-cap-masters',
    "Additional H-1B visas for holders of a U.S. master's or higher degree",
    20000,
    'count',
    usc(1184, 'INA 214, admission of nonimmigrants'),
  ),
  figure(
    'h1b-max-years',
    'Years of H-1B status generally allowed before extensions based on a green card process',
    6,
    'years',
    usc(1184, 'INA 214, admission of nonimmigrants'),
  ),
  figure(
    'grace-period-days',
    'Days of grace period after H-1B, L-1, O-1, E or TN employment ends',
    60,
    'days',
    ecfr('214', '214.1', 'Requirements for admission, extension, and maintenance of status'),
    'Up to 60 days, or until the authorized stay ends if sooner; once per validity period.',
  ),

  // Investors
  fee('fee-i526e', 'Form I-526E filing fee', 11160),
  fee('fee-i829', 'Form I-829 filing fee', 9525),
  fee('eb5-investment-standard', 'EB-5 minimum investment (standard)', 1050000, undefined, EB5_SOURCE),
  fee(
    'eb5-investment-tea',
    'EB-5 minimum investment in a targeted employment area or infrastructure project',
    800000,
    undefined,
    EB5_SOURCE,
  ),
  figure('eb5-jobs', 'Full-time jobs each EB-5 investment must create', 10, 'count', EB5_SOURCE),
  fee('fee-visa-e', 'Nonimmigrant visa application fee for E visas (treaty traders and investors)', 315, undefined, STATE_FEES),

  // Students
  fee('fee-sevis-f1', 'SEVIS I-901 fee for F and M students', 350, undefined, {
    title: 'ICE: I-901 SEVIS Fee',
    url: 'https://www.ice.gov/sevis/i901',
  }),
  fee('fee-sevis-j1', 'SEVIS I-901 fee for most J exchange visitors', 220, undefined, {
    title: 'ICE: I-901 SEVIS Fee',
    url: 'https://www.ice.gov/sevis/i901',
  }),
  fee('fee-ds3035', 'Application fee for a J-1 waiver recommendation (Form DS-3035)', 120, undefined, {
    title: 'U.S. Department of State: Waiver of the Exchange Visitor Two-Year Home-Country Physical Presence Requirement',
    url: 'https://travel.state.gov/content/travel/en/us-visas/study/exchange/waiver-of-the-exchange-visitor.html',
  }),
  fee('fee-visa-mrv', 'Nonimmigrant visa application fee for visitor, student and exchange visas', 185, undefined, STATE_FEES),
  fee(
    'fee-visa-petition-based',
    'Nonimmigrant visa application fee for petition-based visas (H, L, O, P, Q, R)',
    205,
    undefined,
    STATE_FEES,
  ),
  figure('opt-months', 'Months of post-completion OPT per degree level', 12, 'months', F1_RULES),
  figure('stem-opt-months', 'Months of the STEM OPT extension', 24, 'months', F1_RULES),
  figure('opt-unemployment-days', 'Days of unemployment allowed during post-completion OPT', 90, 'days', F1_RULES),
  figure('stem-opt-unemployment-days', 'Total days of unemployment allowed across OPT and the STEM extension', 150, 'days', F1_RULES),
  figure('opt-filing-before-days', 'Days before the program end date that post-completion OPT may be requested', 90, 'days', F1_RULES),
  figure('opt-filing-after-days', 'Days after the program end date that post-completion OPT may still be requested', 60, 'days', F1_RULES),
  figure('f1-grace-days', 'Days an F-1 student may stay after finishing the program or OPT', 60, 'days', F1_RULES),
  figure('cpt-opt-bar-months', 'Months of full-time CPT that end eligibility for OPT at the same degree level', 12, 'months', F1_RULES),
  figure('f1-online-courses', 'Online class that counts toward a full course of study each term (F-1)', 1, 'count', F1_RULES),

  // Humanitarian
  fee('fee-i589', 'Asylum application fee (Form I-589) under Pub. L. 119-21', 100, 'Indexed yearly; check the current amount.'),
  fee(
    'fee-annual-asylum',
    'Annual asylum fee for each year the application is pending, under Pub. L. 119-21',
    100,
    'Indexed yearly; check the current amount.',
  ),
  fee(
    'fee-ead-humanitarian-hr1',
    'Added charge for an initial work permit for asylum applicants, parolees and TPS, under Pub. L. 119-21',
    550,
    'Paid on top of the Form I-765 fee where one applies; indexed yearly.',
  ),
  fee('fee-i821-tps', 'Form I-821 filing fee for initial TPS registration', 50),
  fee('fee-tps-biometrics', 'TPS biometric services fee', 30),
  fee('fee-tps-hr1', 'Fee for each TPS application under Pub. L. 119-21, the minimum set by law', 500, 'Indexed yearly; cannot be waived.'),
  fee('fee-parole-hr1', 'Parole fee under Pub. L. 119-21', 1000, 'With exceptions; indexed yearly.'),
  fee('fee-sij-hr1', 'Special Immigrant Juvenile fee under Pub. L. 119-21', 250, 'Indexed yearly.'),
  fee(
    'fee-ead-renewal-hr1',
    'Charge for a renewed work permit for asylum applicants, parolees and TPS, under Pub. L. 119-21',
    275,
    'Indexed yearly.',
  ),
  fee('fee-i821d-online', 'Form I-821D (DACA renewal) filing fee, filed online', 555),
  fee('fee-i821d-paper', 'Form I-821D (DACA renewal) filing fee, filed on paper', 605),
  figure(
    'asylum-deadline-years',
    'Years after the last arrival within which asylum must generally be requested',
    1,
    'years',
    usc(1158, 'INA 208, asylum'),
  ),
  figure(
    'asylum-ead-wait-days',
    'Days a pending asylum application must wait before the applicant may ask for a work permit',
    150,
    'days',
    ecfr('208', '208.7', 'Employment authorization'),
    'The permit can be granted only after 180 days of the asylum clock; court rulings have changed this rule before.',
  ),
  figure(
    'u-visa-cap',
    'U visas available each fiscal year to principal applicants',
    10000,
    'count',
    usc(1184, 'INA 214, admission of nonimmigrants'),
  ),
  figure(
    't-visa-cap',
    'T visas available each fiscal year to principal applicants',
    5000,
    'count',
    usc(1184, 'INA 214, admission of nonimmigrants'),
  ),
  figure('sij-age', 'Age before which a Special Immigrant Juvenile petition must be filed', 21, 'count', {
    title: 'USCIS: Special Immigrant Juveniles',
    url: 'https://www.uscis.gov/green-card/green-card-eligibility/green-card-based-on-special-immigrant-juvenile-classification',
  }),

  // Unlawful presence
  fee('fee-i601', 'Form I-601 filing fee', 1050),
  fee('fee-i601a', 'Form I-601A filing fee', 795),
  fee('fee-i212', 'Form I-212 filing fee', 1395),
  figure(
    'unlawful-presence-3-year-days',
    'Days of unlawful presence that trigger the 3-year bar on leaving',
    180,
    'days',
    usc(1182, 'INA 212, inadmissible aliens'),
    'More than 180 days but less than one year.',
  ),
  figure('bar-3-years', 'Length of the shorter unlawful presence bar', 3, 'years', usc(1182, 'INA 212, inadmissible aliens')),
  figure('bar-10-years', 'Length of the longer unlawful presence bar', 10, 'years', usc(1182, 'INA 212, inadmissible aliens')),
  figure(
    'unlawful-presence-10-year-trigger-years',
    'Years of unlawful presence that trigger the 10-year bar on leaving',
    1,
    'years',
    usc(1182, 'INA 212, inadmissible aliens'),
    'One year or more.',
  ),

  // RFEs, appeals and motions
  fee('fee-i290b', 'Form I-290B filing fee (appeal or motion)', 800),
  figure(
    'appeal-days',
    'Days after a decision to file an appeal or motion on Form I-290B',
    30,
    'days',
    ecfr('103', '103.3', 'Denials, appeals, and precedent decisions'),
    '33 days when the decision was mailed.',
  ),
  figure(
    'mail-extra-days',
    'Extra days added to a deadline when the decision was mailed',
    3,
    'days',
    ecfr('103', '103.8', 'Service of decisions and other notices'),
  ),
  figure(
    'rfe-max-weeks',
    'Weeks: the longest time USCIS may give to answer a request for evidence',
    12,
    'weeks',
    ecfr('103', '103.2', 'Submission and adjudication of benefit requests'),
    'The notice itself gives the exact date.',
  ),
  figure(
    'noid-max-days',
    'Longest time USCIS may give to answer a notice of intent to deny',
    30,
    'days',
    ecfr('103', '103.2', 'Submission and adjudication of benefit requests'),
  ),

  figure('vwp-max-days', 'Most days a Visa Waiver Program visitor may stay', 90, 'days', {
    title: 'U.S. Department of State: Visa Waiver Program',
    url: 'https://travel.state.gov/content/travel/en/us-visas/tourism-visit/visa-waiver-program.html',
  }),

  // Filing, notices and case status
  figure('address-change-days', 'Days to report a new address to USCIS', 10, 'days', ecfr('265', '265.1', 'Reporting change of address')),
  figure('eoir33-days', 'Days to tell the immigration court a new address on Form EOIR-33', 5, 'days', {
    title: 'eCFR: 8 CFR 1003.15, Contents of the order to show cause and notice to appear',
    url: 'https://www.ecfr.gov/current/title-8/chapter-V/subchapter-A/part-1003/section-1003.15',
  }),
  fee('fee-ar11', 'Fee to report a change of address (Form AR-11 or online)', 0, undefined, {
    title: 'USCIS: How to Change Your Address',
    url: 'https://www.uscis.gov/addresschange',
  }),

  // Fees and waivers
  fee('fee-i912', 'Fee for Form I-912, Request for Fee Waiver', 0, undefined, {
    title: 'USCIS: I-912, Request for Fee Waiver',
    url: 'https://www.uscis.gov/i-912',
  }),
  figure(
    'fee-waiver-poverty-percent',
    'Household income, as a share of the poverty guidelines, at or below which a fee waiver may be granted',
    150,
    'percent',
    { title: 'USCIS: I-912, Request for Fee Waiver', url: 'https://www.uscis.gov/i-912' },
  ),
  figure(
    'n400-reduced-fee-poverty-percent',
    'Household income, as a share of the poverty guidelines, at or below which the reduced N-400 fee applies',
    400,
    'percent',
    FEE_REGULATION,
  ),
];
