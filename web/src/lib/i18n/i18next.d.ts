// Message keys are typed from the English catalogs (the source): a key missing in en fails `tsc`, and
// web/src/locales/catalogs.test.ts checks that es, fr and de have exactly the keys and arguments of en.
import 'i18next';
import type common from '../../locales/en/common.json';
import type components from '../../locales/en/components.json';
import type appointments from '../../locales/en/appointments.json';
import type auth from '../../locales/en/auth.json';
import type billing from '../../locales/en/billing.json';
import type cases from '../../locales/en/cases.json';
import type chat from '../../locales/en/chat.json';
import type compliance from '../../locales/en/compliance.json';
import type deadlines from '../../locales/en/deadlines.json';
import type discussion from '../../locales/en/discussion.json';
import type documents from '../../locales/en/documents.json';
import type eligibility from '../../locales/en/eligibility.json';
import type expert from '../../locales/en/expert.json';
import type forms from '../../locales/en/forms.json';
import type notifications from '../../locales/en/notifications.json';
import type overview from '../../locales/en/overview.json';
import type priorityDates from '../../locales/en/priority-dates.json';
import type resources from '../../locales/en/resources.json';
import type settings from '../../locales/en/settings.json';
import type sharedReport from '../../locales/en/shared-report.json';
import type support from '../../locales/en/support.json';
import type serverAccount from '../../../../functions/src/shared/i18n/locales/en/account.json';
import type serverCompliance from '../../../../functions/src/shared/i18n/locales/en/compliance.json';
import type serverDeadlineRules from '../../../../functions/src/shared/i18n/locales/en/deadline-rules.json';
import type serverDeadlines from '../../../../functions/src/shared/i18n/locales/en/deadlines.json';
import type serverDiscussion from '../../../../functions/src/shared/i18n/locales/en/discussion.json';
import type serverEligibilityLabels from '../../../../functions/src/shared/i18n/locales/en/eligibility-labels.json';
import type serverErrors from '../../../../functions/src/shared/i18n/locales/en/errors.json';
import type serverLabels from '../../../../functions/src/shared/i18n/locales/en/labels.json';
import type serverNotifications from '../../../../functions/src/shared/i18n/locales/en/notifications.json';
import type serverTimeline from '../../../../functions/src/shared/i18n/locales/en/timeline.json';
import type serverValidation from '../../../../functions/src/shared/i18n/locales/en/validation.json';
import type serverVisaBulletin from '../../../../functions/src/shared/i18n/locales/en/visa-bulletin.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      components: typeof components;
      appointments: typeof appointments;
      auth: typeof auth;
      billing: typeof billing;
      cases: typeof cases;
      chat: typeof chat;
      compliance: typeof compliance;
      deadlines: typeof deadlines;
      discussion: typeof discussion;
      documents: typeof documents;
      eligibility: typeof eligibility;
      expert: typeof expert;
      forms: typeof forms;
      notifications: typeof notifications;
      overview: typeof overview;
      'priority-dates': typeof priorityDates;
      resources: typeof resources;
      settings: typeof settings;
      'shared-report': typeof sharedReport;
      support: typeof support;
      // The server's catalogs the web shows (lib/i18n/namespaces.ts SERVER_NAMESPACES).
      'server-account': typeof serverAccount;
      'server-compliance': typeof serverCompliance;
      'server-deadline-rules': typeof serverDeadlineRules;
      'server-deadlines': typeof serverDeadlines;
      'server-discussion': typeof serverDiscussion;
      'server-eligibility-labels': typeof serverEligibilityLabels;
      'server-errors': typeof serverErrors;
      'server-labels': typeof serverLabels;
      'server-notifications': typeof serverNotifications;
      'server-timeline': typeof serverTimeline;
      'server-validation': typeof serverValidation;
      'server-visa-bulletin': typeof serverVisaBulletin;
    };
  }
}
