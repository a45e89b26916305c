import type { Router } from 'express';
import { assertEveryRouteHasPolicy } from '../route-policies';
import { registerUserRoutes } from './users';
import { registerAssistantRoutes } from './assistant';
import { registerChatRoutes } from './chats';
import { registerCaseRoutes } from './cases';
import { registerContentRoutes } from './content';
import { registerKnowledgeRoutes } from './knowledge';
import { registerNotificationRoutes } from './notifications';
import { registerProcessingTimesRoutes } from './processing-times';
import { registerBillingRoutes } from './billing';
import { registerSettingsRoutes } from './settings';
import { registerDocumentRoutes } from './documents';
import { registerDocumentReviewRoutes } from './document-review';
import { registerSharedReportRoutes } from './shared-reports';
import { registerSupportRoutes } from './support';
import { registerEligibilityRoutes } from './eligibility';
import { registerAuditRoutes } from './audit';
import { registerAccountRoutes } from './account';
import { registerExpertRoutes } from './expert';
import { registerDiscussionRoutes } from './discussion';
import { registerAppointmentRoutes } from './appointments';
import { registerComplianceRoutes } from './compliance';
import { registerFeesRoutes } from './fees';
import { registerFormsRoutes } from './forms';
import { registerDeadlineRoutes } from './deadlines';
import { registerVisaBulletinRoutes } from './visa-bulletin';

/** Every endpoint of the API, registered behind the token check (which skips the routes route-policies.ts declares public). */
export function registerRoutes(router: Router): void {
  registerUserRoutes(router);
  registerAssistantRoutes(router);
  registerChatRoutes(router);
  registerCaseRoutes(router);
  registerContentRoutes(router);
  registerKnowledgeRoutes(router);
  registerNotificationRoutes(router);
  registerProcessingTimesRoutes(router);
  registerBillingRoutes(router);
  registerSettingsRoutes(router);
  registerDocumentRoutes(router);
  registerDocumentReviewRoutes(router);
  registerSharedReportRoutes(router);
  registerSupportRoutes(router);
  registerEligibilityRoutes(router);
  registerAuditRoutes(router);
  registerAccountRoutes(router);
  registerExpertRoutes(router);
  registerDiscussionRoutes(router);
  registerAppointmentRoutes(router);
  registerComplianceRoutes(router);
  registerFeesRoutes(router);
  registerFormsRoutes(router);
  registerDeadlineRoutes(router);
  registerVisaBulletinRoutes(router);
  // A route without its line in route-policies.ts (or a line without its route) stops the API at start-up.
  assertEveryRouteHasPolicy(router);
}
