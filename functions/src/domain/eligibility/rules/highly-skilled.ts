// EB-1 green cards (extraordinary ability, outstanding researchers, multinational managers) and O-1 temporary
// visas. Counting criteria is only the first step: USCIS then weighs all the evidence together (the "final merits"
// review), which recommendations point out.
import type { EligibilityInputFor } from '../../../shared/eligibility/applicant-schema';
import { CITATIONS } from '../citations';
import { fail, issue, pass } from '../findings';
import type { Citation, Finding } from '../../../shared/eligibility/types';

type Details = EligibilityInputFor<'Highly Skilled (EB-1/O-1)'>['categoryDetails'];

const EXTRAORDINARY_ABILITY_CRITERIA = 3;
const OUTSTANDING_RESEARCHER_CRITERIA = 2;
const OUTSTANDING_RESEARCHER_YEARS = 3;
const EB1C_MONTHS_ABROAD = 12;

const CRITERIA_TOTALS = { 'EB-1A': 10, 'O-1A': 8, 'O-1B': 6 } as const;

function extraordinaryAbility(details: Details, classification: 'EB-1A' | 'O-1A' | 'O-1B', citation: Citation): Finding {
  const ruleId = `${classification.toLowerCase()}.extraordinary-ability`;
  const total = CRITERIA_TOTALS[classification];
  const award =
    classification === 'O-1B'
      ? 'a nomination for or win of a significant national or international award'
      : 'a major internationally recognized award';
  if (details.oneTimeAchievement) {
    return pass({
      ruleId,
      reason: `You have ${award}, which alone meets the evidence requirement.`,
      recommendation: 'Document the award and its standing in your field.',
      citation,
    });
  }
  const met = details.extraordinaryAbilityCriteriaMet;
  if (met === undefined) {
    return issue({
      ruleId,
      reason: `Without ${award}, you must meet at least ${EXTRAORDINARY_ABILITY_CRITERIA} of the ${total} evidence criteria, and we do not know how many you meet.`,
      recommendation: 'Count the criteria you can document and run the check again.',
      citation,
    });
  }
  if (met < EXTRAORDINARY_ABILITY_CRITERIA) {
    return fail({
      ruleId,
      reason: `You meet ${met} of the ${total} evidence criteria; at least ${EXTRAORDINARY_ABILITY_CRITERIA} are required.`,
      recommendation:
        "Build more evidence (awards, published material about you, judging others' work, high salary, memberships) before filing.",
      citation,
    });
  }
  return pass({
    ruleId,
    reason: `You meet ${met} of the ${total} evidence criteria (at least ${EXTRAORDINARY_ABILITY_CRITERIA} are required).`,
    recommendation:
      'Meeting the count is the first step only: USCIS then asks whether the evidence as a whole shows sustained acclaim at the top of your field. An attorney can judge how strong it is.',
    citation,
  });
}

function requireYes(
  value: boolean | undefined,
  init: { ruleId: string; yes: string; no: string; unknown: string; fix: string; keep: string; citation: Citation },
): Finding {
  if (value === undefined) {
    return issue({
      ruleId: init.ruleId,
      reason: init.unknown,
      recommendation: 'Answer the question and run the check again.',
      citation: init.citation,
    });
  }
  return value
    ? pass({ ruleId: init.ruleId, reason: init.yes, recommendation: init.keep, citation: init.citation })
    : fail({ ruleId: init.ruleId, reason: init.no, recommendation: init.fix, citation: init.citation });
}

function eb1a(details: Details): Finding[] {
  return [
    extraordinaryAbility(details, 'EB-1A', CITATIONS.eb1aRegulation),
    requireYes(details.continueWorkInAreaOfAbility, {
      ruleId: 'eb-1a.continue-work',
      yes: 'You will continue working in your area of extraordinary ability.',
      no: 'EB-1A requires that you come to continue work in your area of extraordinary ability.',
      unknown: 'EB-1A requires that you come to continue work in your area of extraordinary ability, and we do not know your plans.',
      fix: 'Show concrete plans (offers, contracts, a statement) to keep working in your field.',
      keep: 'Include letters or contracts showing your plans in the United States.',
      citation: CITATIONS.eb1a,
    }),
  ];
}

function eb1b(details: Details): Finding[] {
  const citation = CITATIONS.eb1bRegulation;
  const criteria = details.outstandingResearcherCriteriaMet;
  const years = details.yearsOfTeachingOrResearchExperience;
  const findings: Finding[] = [];
  if (criteria === undefined) {
    findings.push(
      issue({
        ruleId: 'eb-1b.criteria',
        reason: 'We do not know how many of the six outstanding researcher criteria you meet (two are needed).',
        recommendation: 'Count the criteria you can document and run the check again.',
        citation,
      }),
    );
  } else if (criteria < OUTSTANDING_RESEARCHER_CRITERIA) {
    findings.push(
      fail({
        ruleId: 'eb-1b.criteria',
        reason: `You meet ${criteria} of the six criteria; at least ${OUTSTANDING_RESEARCHER_CRITERIA} are required for international recognition as outstanding.`,
        recommendation: 'Strengthen the record (publications, citations, peer review, awards) before filing.',
        citation,
      }),
    );
  } else {
    findings.push(
      pass({
        ruleId: 'eb-1b.criteria',
        reason: `You meet ${criteria} of the six criteria (at least ${OUTSTANDING_RESEARCHER_CRITERIA} are required).`,
        recommendation:
          'USCIS then weighs whether the evidence shows international recognition; strong letters from independent experts help.',
        citation,
      }),
    );
  }
  if (years === undefined) {
    findings.push(
      issue({
        ruleId: 'eb-1b.experience',
        reason: 'EB-1B needs at least three years of teaching or research experience, and we do not know yours.',
        recommendation: 'Add your years of experience and run the check again.',
        citation,
      }),
    );
  } else if (years < OUTSTANDING_RESEARCHER_YEARS) {
    findings.push(
      fail({
        ruleId: 'eb-1b.experience',
        reason: `You have ${years} years of teaching or research experience; at least ${OUTSTANDING_RESEARCHER_YEARS} are required.`,
        recommendation: 'You can file once you reach three years.',
        citation,
      }),
    );
  } else {
    findings.push(
      pass({
        ruleId: 'eb-1b.experience',
        reason: `You have ${years} years of teaching or research experience (three are required).`,
        recommendation: 'Document it with letters from the institutions.',
        citation,
      }),
    );
  }
  findings.push(
    requireYes(details.permanentPositionOffer, {
      ruleId: 'eb-1b.job-offer',
      yes: 'You have a tenured, tenure-track or permanent research offer.',
      no: 'EB-1B requires an offer of a tenured or tenure-track teaching post or a comparable permanent research position.',
      unknown: 'EB-1B requires a tenured, tenure-track or permanent research offer, and we do not know whether you have one.',
      fix: 'Secure a qualifying permanent offer; the employer files the petition.',
      keep: 'The employer files Form I-140 for you.',
      citation,
    }),
  );
  return findings;
}

function eb1c(details: Details): Finding[] {
  const citation = CITATIONS.eb1cRegulation;
  const months = details.qualifyingEmploymentAbroadMonths;
  const findings: Finding[] = [];
  if (months === undefined) {
    findings.push(
      issue({
        ruleId: 'eb-1c.employment-abroad',
        reason:
          'EB-1C needs at least one year of employment abroad with a related company in the three years before filing, and we do not know yours.',
        recommendation: 'Add the months of qualifying employment abroad and run the check again.',
        citation,
      }),
    );
  } else if (months < EB1C_MONTHS_ABROAD) {
    findings.push(
      fail({
        ruleId: 'eb-1c.employment-abroad',
        reason: `You have ${months} months of qualifying employment abroad; at least ${EB1C_MONTHS_ABROAD} are required.`,
        recommendation: 'You can qualify once you complete a year with the related company abroad.',
        citation,
      }),
    );
  } else {
    findings.push(
      pass({
        ruleId: 'eb-1c.employment-abroad',
        reason: `You have ${months} months of qualifying employment abroad (12 are required).`,
        recommendation: 'Document the corporate relationship between the foreign and U.S. companies.',
        citation,
      }),
    );
  }
  findings.push(
    requireYes(details.managerialOrExecutiveCapacity, {
      ruleId: 'eb-1c.managerial-role',
      yes: 'Your roles abroad and in the United States are managerial or executive.',
      no: 'EB-1C requires managerial or executive roles both abroad and in the United States.',
      unknown: 'EB-1C requires managerial or executive roles, and we do not know yours.',
      fix: 'Other EB routes (EB-2, EB-3) may fit a non-managerial role.',
      keep: 'Describe whom you manage and your decision-making authority in detail.',
      citation,
    }),
    requireYes(details.usEmployerDoingBusinessOneYear, {
      ruleId: 'eb-1c.us-employer',
      yes: 'The U.S. employer has been doing business for at least a year.',
      no: 'The U.S. employer must have been doing business for at least one year before it can file EB-1C.',
      unknown: 'The U.S. employer must have been doing business for at least one year, and we do not know whether it has.',
      fix: 'The employer can file once it has a year of business activity.',
      keep: 'Include tax returns or financial statements for the U.S. company.',
      citation,
    }),
  );
  return findings;
}

function o1(details: Details, classification: 'O-1A' | 'O-1B'): Finding[] {
  const findings = [extraordinaryAbility(details, classification, CITATIONS.o1Evidence)];
  findings.push(
    requireYes(details.usEmployerOrAgentPetitioner, {
      ruleId: 'o-1.petitioner',
      yes: 'A U.S. employer or agent will petition for you.',
      no: 'An O-1 needs a petition from a U.S. employer or U.S. agent; you cannot file for yourself.',
      unknown: 'An O-1 needs a U.S. employer or agent to petition, and we do not know whether you have one.',
      fix: 'Find a U.S. employer, or an agent who can file on behalf of several employers.',
      keep: 'The petitioner files Form I-129 with an itinerary of your work.',
      citation: CITATIONS.o1,
    }),
  );
  if (details.peerGroupConsultation !== true) {
    findings.push(
      issue({
        ruleId: 'o-1.consultation',
        reason:
          'An O-1 petition normally needs a written advisory opinion from a peer group, union or management organization in your field, which you do not have yet.',
        recommendation: 'Request the advisory opinion early; if no such group exists, the petition must explain that.',
        citation: CITATIONS.o1Consultation,
      }),
    );
  }
  return findings;
}

export function evaluateHighlySkilled(input: EligibilityInputFor<'Highly Skilled (EB-1/O-1)'>): Finding[] {
  const details = input.categoryDetails;
  switch (details.classification) {
    case 'EB-1A':
      return eb1a(details);
    case 'EB-1B':
      return eb1b(details);
    case 'EB-1C':
      return eb1c(details);
    case 'O-1A':
    case 'O-1B':
      return o1(details, details.classification);
  }
}
