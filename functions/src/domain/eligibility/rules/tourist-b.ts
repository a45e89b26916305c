// B-1/B-2 visitors. Every visitor is presumed to be an intending immigrant until they show otherwise, so the
// checks look at the home abroad, ties, the length of stay and money for the trip, and bar U.S. employment.
import type { EligibilityInputFor } from '../../../shared/eligibility/applicant-schema';
import { CITATIONS } from '../citations';
import { fail, issue, pass } from '../findings';
import { listAnd } from '../../../shared/eligibility/format';
import type { Finding } from '../../../shared/eligibility/types';

type Details = EligibilityInputFor<'Tourist (B-1/B-2)'>['categoryDetails'];

/** Visitors are usually admitted for up to six months at a time. */
export const B_USUAL_MAXIMUM_STAY_DAYS = 180;

function employment(details: Details): Finding {
  const ruleId = 'b.no-us-employment';
  return details.plannedUSEmployment
    ? fail({
        ruleId,
        reason: 'Visitors may not work for a U.S. employer or be paid from U.S. sources.',
        recommendation: 'Work needs a work visa such as H-1B, L-1, O-1 or E-2; look at those instead.',
        citation: CITATIONS.visitor,
      })
    : pass({
        ruleId,
        reason: 'You do not plan to work in the United States.',
        recommendation:
          'Business meetings, conferences and contract talks are allowed on B-1; doing productive work for a U.S. company is not.',
        citation: CITATIONS.visitor,
      });
}

function residence(details: Details): Finding {
  const ruleId = 'b.residence-abroad';
  return details.residenceAbroad
    ? pass({
        ruleId,
        reason: 'You keep a residence abroad that you do not intend to give up.',
        recommendation: 'Bring proof of your home, such as a lease, deed or utility bills.',
        citation: CITATIONS.visitor,
      })
    : fail({
        ruleId,
        reason: 'Visitors must have a residence abroad that they do not intend to abandon.',
        recommendation: 'If you plan to live in the United States, you need an immigrant route instead.',
        citation: CITATIONS.visitor,
      });
}

function ties(details: Details): Finding {
  const ruleId = 'b.ties-home';
  const list = details.tiesToHomeCountry;
  if (list.length === 0) {
    return issue({
      ruleId,
      reason:
        'You listed no ties to your home country. Officers presume visitors intend to immigrate until they show otherwise, and weak ties are the most common reason for refusal.',
      recommendation:
        'Gather proof of what will bring you back: a job letter, property, family you support, enrolment in studies or a business you run.',
      citation: CITATIONS.immigrantIntent,
    });
  }
  return pass({
    ruleId,
    reason: `You have ties to your home country (${listAnd(list.map((t) => t.toLowerCase()))}) that help overcome the presumption of immigrant intent.`,
    recommendation: 'Bring documents proving each tie to the interview.',
    citation: CITATIONS.immigrantIntent,
  });
}

function stay(details: Details): Finding {
  const ruleId = 'b.length-of-stay';
  if (details.intendedStayDays > B_USUAL_MAXIMUM_STAY_DAYS) {
    return issue({
      ruleId,
      reason: `A ${details.intendedStayDays}-day stay is longer than the six months visitors are usually admitted for.`,
      recommendation:
        'Plan a shorter trip, or be ready to justify the length; extensions must be requested from USCIS before your stay ends.',
      citation: CITATIONS.visitorStay,
    });
  }
  return pass({
    ruleId,
    reason: `A ${details.intendedStayDays}-day stay fits within a normal visitor admission.`,
    recommendation: 'Leave by the date on your I-94 record; overstaying voids the visa.',
    citation: CITATIONS.visitorStay,
  });
}

function funding(details: Details): Finding {
  const ruleId = 'b.trip-funding';
  return details.canFundTrip
    ? pass({
        ruleId,
        reason: 'You can pay for the whole trip.',
        recommendation: 'Bring bank statements or a sponsor letter.',
        citation: CITATIONS.visitorRegulation,
      })
    : issue({
        ruleId,
        reason: 'Visitors must show they can pay for the trip without working in the United States.',
        recommendation: 'Arrange funds or a sponsor who will cover travel, lodging and any treatment, and document it.',
        citation: CITATIONS.visitorRegulation,
      });
}

export function evaluateTouristB(input: EligibilityInputFor<'Tourist (B-1/B-2)'>): Finding[] {
  const details = input.categoryDetails;
  return [residence(details), employment(details), ties(details), stay(details), funding(details)];
}
