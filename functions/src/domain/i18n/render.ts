// The server's one way to write a Message (shared/i18n/message.ts) as text: the catalog's ICU message for the key in
// the locale (English when a translation is missing), formatted by FormatJS with the message's parameters. Errors,
// emails, SMS and PDFs render here, in the reader's language; logs and the English copy stored beside a keyed record
// render in English (docs/i18n.md).
import { IntlMessageFormat } from 'intl-messageformat';
import deAccount from '../../shared/i18n/locales/de/account.json';
import deAppointments from '../../shared/i18n/locales/de/appointments.json';
import deBilling from '../../shared/i18n/locales/de/billing.json';
import deChats from '../../shared/i18n/locales/de/chats.json';
import deCompliance from '../../shared/i18n/locales/de/compliance.json';
import deDeadlineRules from '../../shared/i18n/locales/de/deadline-rules.json';
import deDeadlines from '../../shared/i18n/locales/de/deadlines.json';
import deDiscussion from '../../shared/i18n/locales/de/discussion.json';
import deDocumentReview from '../../shared/i18n/locales/de/document-review.json';
import deEligibilityLabels from '../../shared/i18n/locales/de/eligibility-labels.json';
import deErrors from '../../shared/i18n/locales/de/errors.json';
import deFormQuestions from '../../shared/i18n/locales/de/form-questions.json';
import deForms from '../../shared/i18n/locales/de/forms.json';
import deKnowledge from '../../shared/i18n/locales/de/knowledge.json';
import deLabels from '../../shared/i18n/locales/de/labels.json';
import deNotifications from '../../shared/i18n/locales/de/notifications.json';
import deTimeline from '../../shared/i18n/locales/de/timeline.json';
import deValidation from '../../shared/i18n/locales/de/validation.json';
import deVisaBulletin from '../../shared/i18n/locales/de/visa-bulletin.json';
import enAccount from '../../shared/i18n/locales/en/account.json';
import enAppointments from '../../shared/i18n/locales/en/appointments.json';
import enBilling from '../../shared/i18n/locales/en/billing.json';
import enChats from '../../shared/i18n/locales/en/chats.json';
import enCompliance from '../../shared/i18n/locales/en/compliance.json';
import enDeadlineRules from '../../shared/i18n/locales/en/deadline-rules.json';
import enDeadlines from '../../shared/i18n/locales/en/deadlines.json';
import enDiscussion from '../../shared/i18n/locales/en/discussion.json';
import enDocumentReview from '../../shared/i18n/locales/en/document-review.json';
import enEligibilityLabels from '../../shared/i18n/locales/en/eligibility-labels.json';
import enErrors from '../../shared/i18n/locales/en/errors.json';
import enFormQuestions from '../../shared/i18n/locales/en/form-questions.json';
import enForms from '../../shared/i18n/locales/en/forms.json';
import enKnowledge from '../../shared/i18n/locales/en/knowledge.json';
import enLabels from '../../shared/i18n/locales/en/labels.json';
import enNotifications from '../../shared/i18n/locales/en/notifications.json';
import enTimeline from '../../shared/i18n/locales/en/timeline.json';
import enValidation from '../../shared/i18n/locales/en/validation.json';
import enVisaBulletin from '../../shared/i18n/locales/en/visa-bulletin.json';
import esAccount from '../../shared/i18n/locales/es/account.json';
import esAppointments from '../../shared/i18n/locales/es/appointments.json';
import esBilling from '../../shared/i18n/locales/es/billing.json';
import esChats from '../../shared/i18n/locales/es/chats.json';
import esCompliance from '../../shared/i18n/locales/es/compliance.json';
import esDeadlineRules from '../../shared/i18n/locales/es/deadline-rules.json';
import esDeadlines from '../../shared/i18n/locales/es/deadlines.json';
import esDiscussion from '../../shared/i18n/locales/es/discussion.json';
import esDocumentReview from '../../shared/i18n/locales/es/document-review.json';
import esEligibilityLabels from '../../shared/i18n/locales/es/eligibility-labels.json';
import esErrors from '../../shared/i18n/locales/es/errors.json';
import esFormQuestions from '../../shared/i18n/locales/es/form-questions.json';
import esForms from '../../shared/i18n/locales/es/forms.json';
import esKnowledge from '../../shared/i18n/locales/es/knowledge.json';
import esLabels from '../../shared/i18n/locales/es/labels.json';
import esNotifications from '../../shared/i18n/locales/es/notifications.json';
import esTimeline from '../../shared/i18n/locales/es/timeline.json';
import esValidation from '../../shared/i18n/locales/es/validation.json';
import esVisaBulletin from '../../shared/i18n/locales/es/visa-bulletin.json';
import frAccount from '../../shared/i18n/locales/fr/account.json';
import frAppointments from '../../shared/i18n/locales/fr/appointments.json';
import frBilling from '../../shared/i18n/locales/fr/billing.json';
import frChats from '../../shared/i18n/locales/fr/chats.json';
import frCompliance from '../../shared/i18n/locales/fr/compliance.json';
import frDeadlineRules from '../../shared/i18n/locales/fr/deadline-rules.json';
import frDeadlines from '../../shared/i18n/locales/fr/deadlines.json';
import frDiscussion from '../../shared/i18n/locales/fr/discussion.json';
import frDocumentReview from '../../shared/i18n/locales/fr/document-review.json';
import frEligibilityLabels from '../../shared/i18n/locales/fr/eligibility-labels.json';
import frErrors from '../../shared/i18n/locales/fr/errors.json';
import frFormQuestions from '../../shared/i18n/locales/fr/form-questions.json';
import frForms from '../../shared/i18n/locales/fr/forms.json';
import frKnowledge from '../../shared/i18n/locales/fr/knowledge.json';
import frLabels from '../../shared/i18n/locales/fr/labels.json';
import frNotifications from '../../shared/i18n/locales/fr/notifications.json';
import frTimeline from '../../shared/i18n/locales/fr/timeline.json';
import frValidation from '../../shared/i18n/locales/fr/validation.json';
import frVisaBulletin from '../../shared/i18n/locales/fr/visa-bulletin.json';
import { INTL_TAGS, type Locale } from '../../shared/i18n/locale';
import { messageOfIssue, paramValues, splitKey, type Message, type Namespace } from '../../shared/i18n/message';

type Catalog = Readonly<Record<string, string>>;

/** Every catalog by locale and namespace; the completeness test (tests/lint/i18n-catalog.test.ts) reads them too. */
export const CATALOGS: Readonly<Record<Locale, Readonly<Record<Namespace, Catalog>>>> = {
  en: {
    account: enAccount,
    appointments: enAppointments,
    billing: enBilling,
    chats: enChats,
    compliance: enCompliance,
    'deadline-rules': enDeadlineRules,
    deadlines: enDeadlines,
    discussion: enDiscussion,
    'document-review': enDocumentReview,
    'eligibility-labels': enEligibilityLabels,
    errors: enErrors,
    'form-questions': enFormQuestions,
    forms: enForms,
    knowledge: enKnowledge,
    labels: enLabels,
    notifications: enNotifications,
    timeline: enTimeline,
    validation: enValidation,
    'visa-bulletin': enVisaBulletin,
  },
  es: {
    account: esAccount,
    appointments: esAppointments,
    billing: esBilling,
    chats: esChats,
    compliance: esCompliance,
    'deadline-rules': esDeadlineRules,
    deadlines: esDeadlines,
    discussion: esDiscussion,
    'document-review': esDocumentReview,
    'eligibility-labels': esEligibilityLabels,
    errors: esErrors,
    'form-questions': esFormQuestions,
    forms: esForms,
    knowledge: esKnowledge,
    labels: esLabels,
    notifications: esNotifications,
    timeline: esTimeline,
    validation: esValidation,
    'visa-bulletin': esVisaBulletin,
  },
  fr: {
    account: frAccount,
    appointments: frAppointments,
    billing: frBilling,
    chats: frChats,
    compliance: frCompliance,
    'deadline-rules': frDeadlineRules,
    deadlines: frDeadlines,
    discussion: frDiscussion,
    'document-review': frDocumentReview,
    'eligibility-labels': frEligibilityLabels,
    errors: frErrors,
    'form-questions': frFormQuestions,
    forms: frForms,
    knowledge: frKnowledge,
    labels: frLabels,
    notifications: frNotifications,
    timeline: frTimeline,
    validation: frValidation,
    'visa-bulletin': frVisaBulletin,
  },
  de: {
    account: deAccount,
    appointments: deAppointments,
    billing: deBilling,
    chats: deChats,
    compliance: deCompliance,
    'deadline-rules': deDeadlineRules,
    deadlines: deDeadlines,
    discussion: deDiscussion,
    'document-review': deDocumentReview,
    'eligibility-labels': deEligibilityLabels,
    errors: deErrors,
    'form-questions': deFormQuestions,
    forms: deForms,
    knowledge: deKnowledge,
    labels: deLabels,
    notifications: deNotifications,
    timeline: deTimeline,
    validation: deValidation,
    'visa-bulletin': deVisaBulletin,
  },
};

/** Parsed messages by "<locale>/<key>": each is parsed once, on first use. */
const formatters = new Map<string, IntlMessageFormat>();

function formatter(locale: Locale, message: Message): IntlMessageFormat {
  const id = `${locale}/${message.key}`;
  let found = formatters.get(id);
  if (!found) {
    const { namespace, id: key } = splitKey(message.key);
    // A key the type system knows always has English; another locale may lag behind in a stored record's key.
    const source = CATALOGS[locale][namespace][key] ?? CATALOGS.en[namespace][key] ?? message.key;
    found = new IntlMessageFormat(source, INTL_TAGS[locale], undefined, { ignoreTag: true });
    formatters.set(id, found);
  }
  return found;
}

/** `message` written in `locale`, nested messages first. */
export function render(locale: Locale, message: Message): string {
  const values = paramValues(INTL_TAGS[locale], message.params, (nested) => render(locale, nested));
  const format = formatter(locale, message);
  try {
    return String(format.format(values));
  } catch {
    // A stored record whose parameters no longer fit its message: its placeholders left as written beats no answer.
    const placeholders = new Proxy(values, { has: () => true, get: (target, name: string) => target[name] ?? `{${name}}` });
    return String(format.format(placeholders));
  }
}

/** The English rendering: what logs keep and what a keyed record stores beside its key. */
export const renderEnglish = (message: Message): string => render('en', message);

/** Field messages (`{ "a.b": Message }`) written in `locale`. */
export function renderFields(locale: Locale, fields: Readonly<Record<string, Message>>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([field, message]) => [field, render(locale, message)]));
}

/** A zod issue's message in `locale`: a schema's keyed message rendered with the issue's numbers, zod's own as it is. */
export function renderIssue(locale: Locale, issue: Parameters<typeof messageOfIssue>[0]): string {
  const message = messageOfIssue(issue);
  return message ? render(locale, message) : issue.message;
}
