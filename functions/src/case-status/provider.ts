// Chooses where status updates come from, from config: USCIS's Case Status API when it is configured, otherwise
// the applicant's own records. Services import everything they need about case status from here.
import { config, type CaseStatusSettings } from '../config';
import { createManualProvider } from './manual-provider';
import type { CaseStatusProvider } from './status-check';
import { createUscisProvider } from './uscis/uscis-provider';

export {
  CaseStatusUnavailableError,
  type CaseStatusProvider,
  type CaseStatusReport,
  type StatusCheck,
  type UnavailableReason,
} from './status-check';

export function createCaseStatusProvider(settings: CaseStatusSettings = config.caseStatus): CaseStatusProvider {
  return settings.provider === 'uscis' ? createUscisProvider(settings.uscis) : createManualProvider();
}

let shared: CaseStatusProvider | undefined;

/** One provider per process: the uscis one caches its access token across checks. */
export function caseStatusProvider(): CaseStatusProvider {
  shared ??= createCaseStatusProvider();
  return shared;
}
