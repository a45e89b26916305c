// Special immigrants filed on Form I-360, other than juveniles (which have their own category). Each subtype has
// its own test; the narrow ones are flagged for an attorney rather than guessed at.
import type { EligibilityInputFor } from '../../../shared/eligibility/applicant-schema';
import { CITATIONS } from '../citations';
import { fail, issue, pass } from '../findings';
import type { Citation, Finding } from '../../../shared/eligibility/types';

type Details = EligibilityInputFor<'Special Categories'>['categoryDetails'];

export const RELIGIOUS_MEMBERSHIP_YEARS = 2;
export const RELIGIOUS_WORK_YEARS = 2;
export const AFGHAN_SIV_MONTHS = 12;

interface YesNoRule {
  ruleId: string;
  value: boolean | undefined;
  yes: string;
  no: string;
  unknown: string;
  fix: string;
  keep: string;
  citation: Citation;
}

function yesNoRule(rule: YesNoRule): Finding {
  if (rule.value === undefined) {
    return issue({
      ruleId: rule.ruleId,
      reason: rule.unknown,
      recommendation: 'Answer the question and run the check again.',
      citation: rule.citation,
    });
  }
  return rule.value
    ? pass({ ruleId: rule.ruleId, reason: rule.yes, recommendation: rule.keep, citation: rule.citation })
    : fail({ ruleId: rule.ruleId, reason: rule.no, recommendation: rule.fix, citation: rule.citation });
}

function minimumYears(ruleId: string, value: number | undefined, minimum: number, what: string, citation: Citation): Finding {
  if (value === undefined) {
    return issue({
      ruleId,
      reason: `We need your years of ${what} (at least ${minimum} are required).`,
      recommendation: 'Add the number of years and run the check again.',
      citation,
    });
  }
  return value >= minimum
    ? pass({
        ruleId,
        reason: `You have ${value} years of ${what} (at least ${minimum} are required).`,
        recommendation: 'Document the whole period with letters from the organization.',
        citation,
      })
    : fail({
        ruleId,
        reason: `You have ${value} years of ${what}; at least ${minimum} immediately before filing are required.`,
        recommendation: `You can qualify once you reach ${minimum} years.`,
        citation,
      });
}

function religiousWorker(d: Details): Finding[] {
  const citation = CITATIONS.religiousWorkerRegulation;
  const findings = [
    minimumYears(
      'religious.membership',
      d.religiousDenominationMemberYears,
      RELIGIOUS_MEMBERSHIP_YEARS,
      'membership in the denomination',
      citation,
    ),
    minimumYears('religious.work-experience', d.religiousWorkExperienceYears, RELIGIOUS_WORK_YEARS, 'continuous religious work', citation),
    yesNoRule({
      ruleId: 'religious.nonprofit-employer',
      value: d.qualifyingNonprofitEmployer,
      yes: 'The employer is a bona fide nonprofit religious organization or affiliated with one.',
      no: 'The U.S. employer must be a bona fide nonprofit religious organization, or affiliated with one.',
      unknown: 'We do not know whether the employer is a qualifying nonprofit religious organization.',
      fix: 'Only such organizations can petition for religious workers.',
      keep: 'Include the IRS tax-exemption letter with the petition.',
      citation,
    }),
    yesNoRule({
      ruleId: 'religious.full-time-offer',
      value: d.fullTimeCompensatedOffer,
      yes: 'The offer is full time and compensated.',
      no: 'Religious workers need a full-time (at least 35 hours a week), compensated job offer.',
      unknown: 'We do not know whether the offer is full time and compensated.',
      fix: 'Ask the organization for a full-time, paid position, or for a documented plan of support in kind.',
      keep: 'The organization must show how it will pay you.',
      citation,
    }),
  ];
  if (d.isMinister === false) {
    findings.push(
      issue({
        ruleId: 'religious.non-minister-sunset',
        reason:
          'The green card route for non-minister religious workers exists only while Congress keeps extending it, usually a year at a time.',
        recommendation: 'Check with an attorney that the non-minister program is open on the date you will file.',
        citation: CITATIONS.religiousWorker,
      }),
    );
  }
  return findings;
}

function vawa(d: Details): Finding[] {
  const citation = CITATIONS.vawaRegulation;
  const findings: Finding[] = [];
  if (d.abuserStatus === undefined) {
    findings.push(
      issue({
        ruleId: 'vawa.abuser-status',
        reason: 'A VAWA self-petition depends on the abuser being a U.S. citizen or permanent resident, and we do not know their status.',
        recommendation: "Add the abuser's status and run the check again.",
        citation: CITATIONS.vawa,
      }),
    );
  } else if (d.abuserStatus === 'Other') {
    findings.push(
      fail({
        ruleId: 'vawa.abuser-status',
        reason: 'VAWA self-petitions are only against a U.S. citizen or permanent resident relative.',
        recommendation: 'A U visa (for crime victims who help law enforcement) may fit instead; ask an attorney.',
        citation: CITATIONS.vawa,
      }),
    );
  } else if (d.abuserRelationship === 'Son or daughter' && d.abuserStatus !== 'U.S. citizen') {
    findings.push(
      fail({
        ruleId: 'vawa.abuser-status',
        reason: 'Parents may self-petition only against an abusive U.S. citizen son or daughter aged 21 or over.',
        recommendation: 'Ask an attorney about a U visa or other protection.',
        citation: CITATIONS.vawa,
      }),
    );
  } else {
    findings.push(
      pass({
        ruleId: 'vawa.abuser-status',
        reason: `The abuser is a ${d.abuserStatus === 'LPR' ? 'permanent resident' : 'U.S. citizen'}.`,
        recommendation: "Gather proof of the abuser's status, such as a copy of a passport or green card, if you can do so safely.",
        citation: CITATIONS.vawa,
      }),
    );
  }
  findings.push(
    yesNoRule({
      ruleId: 'vawa.abuse',
      value: d.batteryOrExtremeCruelty,
      yes: 'You were battered or subjected to extreme cruelty by the relative.',
      no: 'A VAWA self-petition requires battery or extreme cruelty by the relative.',
      unknown: 'We do not know whether you suffered battery or extreme cruelty.',
      fix: 'Other protections may fit; ask an attorney.',
      keep: 'Evidence can include police or medical records, protection orders, and statements from you and others.',
      citation,
    }),
    yesNoRule({
      ruleId: 'vawa.shared-residence',
      value: d.residedWithAbuser,
      yes: 'You have lived with the abuser.',
      no: 'A VAWA self-petitioner must have lived with the abuser at some point.',
      unknown: 'We do not know whether you lived with the abuser.',
      fix: 'Ask an attorney whether another form of protection fits.',
      keep: 'Leases, bills or letters addressed to both of you show the shared residence.',
      citation,
    }),
  );
  if (d.goodMoralCharacter === false) {
    findings.push(
      issue({
        ruleId: 'vawa.good-moral-character',
        reason: 'Self-petitioners must show good moral character; some acts connected to the abuse can be excused.',
        recommendation: 'An attorney must review your record before you file.',
        citation,
      }),
    );
  }
  return findings;
}

function afghanOrIraqi(d: Details): Finding {
  const months = d.usGovernmentEmploymentMonths;
  const ruleId = 'siv.eligibility';
  if (months !== undefined && months >= AFGHAN_SIV_MONTHS && d.chiefOfMissionApproval === true) {
    return pass({
      ruleId,
      reason: `You report ${months} months of work for or on behalf of the U.S. government and Chief of Mission approval.`,
      recommendation: "File Form I-360 (or follow the State Department's SIV instructions) with the approval letter.",
      citation: CITATIONS.afghanSiv,
    });
  }
  return issue({
    ruleId,
    reason:
      'Special immigrant visas for Afghans and Iraqis depend on qualifying U.S. government employment (generally at least a year), Chief of Mission approval and program deadlines that Congress changes often.',
    recommendation:
      "Apply for Chief of Mission approval first if you have not; an attorney or the State Department's SIV unit can confirm the current rules.",
    citation: CITATIONS.afghanSiv,
  });
}

const NARROW_SUBTYPES: Record<string, Citation> = {
  'International broadcaster': CITATIONS.broadcaster,
  'International organization employee or family member': CITATIONS.internationalOrganization,
  'U.S. armed forces member': CITATIONS.armedForces,
};

export function evaluateSpecialCategories(input: EligibilityInputFor<'Special Categories'>): Finding[] {
  const d = input.categoryDetails;
  switch (d.subtype) {
    case 'Religious worker':
      return religiousWorker(d);
    case 'VAWA self-petitioner':
      return vawa(d);
    case 'Afghan or Iraqi special immigrant':
      return [afghanOrIraqi(d)];
    case 'International broadcaster':
    case 'International organization employee or family member':
    case 'U.S. armed forces member':
      return [
        issue({
          ruleId: 'special.narrow-subtype',
          reason: `The ${d.subtype.toLowerCase()} group has narrow, specific requirements that this check does not test in detail.`,
          recommendation: 'Have an attorney review your service record and dates against the statute before filing Form I-360.',
          citation: NARROW_SUBTYPES[d.subtype] ?? CITATIONS.specialImmigrants,
        }),
      ];
  }
}
