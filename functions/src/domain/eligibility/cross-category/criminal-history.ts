// Criminal and security history. The listed events are judged by criminal-events.ts; a conviction disclosed only as a
// yes/no with free text cannot be judged, so it is an issue for an attorney, with the waiver that may apply.
import type { EligibilityInput } from '../../../shared/eligibility/applicant-schema';
import { CITATIONS } from '../citations';
import { hasContent } from '../../../shared/eligibility/format';
import { issue } from '../findings';
import type { Situation } from '../situation';
import { criminalEventFindings } from './criminal-events';
import type { Finding } from '../../../shared/eligibility/types';

function convictionAdvice(input: EligibilityInput): string {
  if (input.category === 'Asylum/Refugee') {
    return 'For asylum, a conviction for a particularly serious crime or an aggravated felony is a mandatory bar; an attorney must review the records before you file.';
  }
  return 'Crimes involving moral turpitude, drug offenses and multiple convictions with long sentences can make you inadmissible; a single minor offense may fall under the petty offense exception, and a waiver under INA 212(h) exists for some offenses. An attorney must review the court records before you file.';
}

export function criminalHistoryFindings(input: EligibilityInput, situation: Situation, today: string): Finding[] {
  const history = input.criminalHistory;
  // The listed events decide; the yes/no and the free text speak only when no event is listed.
  const listed = history.events.length > 0;
  const findings: Finding[] = criminalEventFindings(input, situation, today);
  if (history.convictions.convicted && !listed) {
    findings.push(
      issue({
        ruleId: 'cross.criminal-convictions',
        reason: 'You report a criminal conviction. Depending on the offense and sentence it may make you inadmissible or bar the benefit.',
        recommendation: convictionAdvice(input),
        citation: input.category === 'Asylum/Refugee' ? CITATIONS.asylumCriminalBars : CITATIONS.criminalGrounds,
      }),
    );
  }
  if (hasContent(history.arrests) && !history.convictions.convicted && !listed) {
    findings.push(
      issue({
        ruleId: 'cross.arrests',
        reason:
          'You report an arrest. An arrest without a conviction is usually not a bar, but it must be disclosed, and admitting the facts of certain crimes can count like a conviction.',
        recommendation:
          'Get the certified court disposition for every arrest, and have an attorney review them before any interview. Juvenile delinquency findings are generally not convictions.',
        citation: CITATIONS.criminalGrounds,
      }),
    );
  }
  if (history.warrants) {
    findings.push(
      issue({
        ruleId: 'cross.outstanding-warrant',
        reason: 'An outstanding warrant can lead to arrest at an interview or at the border.',
        recommendation: 'Resolve the warrant with a criminal defense attorney before filing or travelling.',
        citation: CITATIONS.criminalGrounds,
      }),
    );
  }
  if (history.watchlistCheck) {
    findings.push(
      issue({
        ruleId: 'cross.security-screening',
        reason: 'A watch-list flag means longer security checks and possibly a security-related ground of inadmissibility.',
        recommendation: 'An attorney should review what caused the flag; expect administrative processing to add months.',
        citation: CITATIONS.securityGrounds,
      }),
    );
  }
  return findings;
}
