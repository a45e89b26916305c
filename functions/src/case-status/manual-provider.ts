// The default: no automatic source. The applicant records the notices USCIS mails them, so a check has nothing to
// fetch and says so; the service then leaves the case as the applicant last recorded it.
import type { CaseStatusProvider, StatusCheck } from './status-check';

const MANUAL: StatusCheck = { kind: 'manual' };

export function createManualProvider(): CaseStatusProvider {
  return {
    name: 'manual',
    check: () => Promise.resolve(MANUAL),
  };
}
