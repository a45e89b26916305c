// The offline assistant's answer to a question about the chat's case, written from the case's context alone (see
// domain/cases/case-context.ts): no knowledge base, no guessing. The provider appends the disclaimer.

import type { CaseContext } from '../../domain/chat/agent-types';
import { caseFormsPath, caseViewPath, feeCalculatorPath } from '../../shared/cases/case-links';
import type { CaseQuestion } from './case-question';
import { feeAnswerText } from './fee-question';
import { feesFor } from '../../domain/forms/readiness/fees';
import { markdownLink } from '../../domain/knowledge/markdown-link';

const MAX_TIMELINE = 10;

/** Stored text as literal markdown: a case name or notice must not become a link, a heading or emphasis. */
function plain(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\\`*_[\]<>#|~]/g, '\\$&');
}

function bullets(items: readonly string[]): string {
  return items.map((item) => `- ${plain(item)}`).join('\n');
}

function join(parts: ReadonlyArray<string | undefined>): string {
  return parts.filter((p): p is string => p !== undefined && p.length > 0).join('\n\n');
}

/** "Pending: the application is waiting..." -> "the application is waiting...". */
function meaning(context: CaseContext): string {
  const at = context.statusMeaning.indexOf(': ');
  return at === -1 ? context.statusMeaning : context.statusMeaning.slice(at + 2);
}

function statusSection(context: CaseContext): string {
  const facts: string[] = [];
  if (context.formType) facts.push(`Form: ${context.formType}`);
  if (context.receiptNumber) facts.push(`Receipt number: ${context.receiptNumber}`);
  if (context.latestNotice) facts.push(`Latest notice: ${context.latestNotice}`);
  for (const { label, date } of context.keyDates) facts.push(`${label}: ${date}`);
  const last = context.timeline.at(-1);
  if (last) facts.push(`Latest event: ${last.date}, ${last.event} (${last.by})`);
  return join([`Its status is **${plain(context.status)}**: ${plain(meaning(context))}`, facts.length > 0 ? bullets(facts) : undefined]);
}

function eligibilityLine(context: CaseContext): string | undefined {
  const latest = context.eligibility.latest;
  if (latest === null) return undefined;
  const what = latest.category ? ` for ${latest.category}` : '';
  const outcome = latest.eligible ? 'no requirement failed' : 'at least one requirement was not met';
  const passed = context.eligibility.passed > 0 ? `, and ${context.eligibility.passed} passed` : '';
  return plain(`The latest eligibility check${what} (${latest.checkedOn}) found that ${outcome}${passed}.`);
}

function missingSection(context: CaseContext): string {
  if (context.missing.length === 0) {
    return join(['**What is missing**', "Nothing is flagged as missing in the case's record.", eligibilityLine(context)]);
  }
  return join(['**What is missing**', bullets(context.missing), eligibilityLine(context)]);
}

function nextStepsSection(context: CaseContext): string {
  if (context.nextSteps.length === 0) return join(['**Next steps**', "The case's record does not point to a next step right now."]);
  return join(['**Next steps**', bullets(context.nextSteps)]);
}

function documentsSection(context: CaseContext): string {
  const names = new Set(context.documents.map((d) => d.name));
  const lines = context.documents.map((doc) => {
    const issues = doc.issues.map((i) => `${i.type}${i.details ? ` (${i.details})` : ''}`);
    return `${doc.name}, uploaded ${doc.uploadedAt}${issues.length > 0 ? `: ${issues.join('; ')}` : ''}`;
  });
  for (const name of context.attachments) if (!names.has(name)) lines.push(name);
  if (lines.length === 0) {
    return join([
      '**Documents**',
      'No documents are attached to this case yet. You can upload them to the case in My Cases, or ask me to review your documents.',
    ]);
  }
  const flagged = context.documents.filter((d) => d.issues.length > 0).length;
  const verdict =
    flagged === 0 ? 'No document issues are recorded.' : `${flagged} document${flagged === 1 ? ' has' : 's have'} issues to fix.`;
  return join(['**Documents**', bullets(lines), verdict]);
}

function timelineSection(context: CaseContext): string {
  const shown = context.timeline.slice(-MAX_TIMELINE);
  const earlier = context.timelineOmitted + context.timeline.length - shown.length;
  const lines = shown.map((e) => `${e.date}: ${e.event} (${e.by})`);
  return join([
    '**Timeline**',
    lines.length > 0 ? bullets(lines) : 'The timeline has no entries yet.',
    earlier > 0 ? `${earlier} earlier ${earlier === 1 ? 'entry is' : 'entries are'} not shown.` : undefined,
    context.keyDates.length > 0 ? `Key dates: ${plain(context.keyDates.map((d) => `${d.label} ${d.date}`).join(', '))}.` : undefined,
  ]);
}

function formsSection(context: CaseContext): string {
  if (!context.filing) {
    return join([
      '**Forms**',
      `This case has no filing goal yet, so I cannot tell which forms it needs from its record. Choose what you want to do, and the app lists the forms and helps you fill them: ${markdownLink('Prepare your forms', caseFormsPath(context.caseId))}`,
    ]);
  }
  const lines = context.filing.forms.map((entry) => `Form ${entry.form}, ${entry.title}${entry.required ? '' : ' (optional)'}`);
  return join([
    `**Forms for ${plain(context.filing.goal)}**`,
    bullets(lines),
    `The app fills the official PDFs from your answers, asks each fact once, and checks the package before you file. ${markdownLink('Prepare your forms', context.filing.preparePath)}`,
  ]);
}

/** What the case's filing costs: its required forms priced by the fee engine, then each optional form's own fee. */
function feesSection(context: CaseContext): string {
  if (!context.filing) {
    return join([
      '**Fees**',
      `This case has no filing goal yet, so I cannot price its forms. Choose what you want to do, or price any forms in the ${markdownLink('fee calculator', feeCalculatorPath())}.`,
    ]);
  }
  const all = context.filing.forms.map((entry) => entry.form);
  const { perForm } = feesFor(all);
  const costs = (form: string) => (perForm[form]?.paper ?? 0) > 0 || (perForm[form]?.online ?? 0) > 0;
  const required = context.filing.forms.filter((entry) => entry.required && costs(entry.form)).map((entry) => entry.form);
  const optional = context.filing.forms.filter((entry) => !entry.required && costs(entry.form));
  const money = (amount: number) => `$${amount.toLocaleString('en-US')}`;
  return join([
    `**Fees for ${plain(context.filing.goal)}**`,
    required.length > 0 ? feeAnswerText(required, 'en') : 'The forms this filing always holds have no USCIS fee.',
    optional.length > 0
      ? `Optional forms, each paid on its own if you file it: ${optional.map((entry) => `Form ${entry.form} (${money(perForm[entry.form]?.paper ?? 0)} on paper)`).join(', ')}.`
      : undefined,
  ]);
}

const SECTIONS: Record<Exclude<CaseQuestion, 'overview'>, (context: CaseContext) => string> = {
  status: statusSection,
  missing: missingSection,
  'next-steps': nextStepsSection,
  documents: documentsSection,
  timeline: timelineSection,
  forms: formsSection,
  fees: feesSection,
};

/** The sections asked for, in reading order; an overview is the status, what is missing and the next steps. */
function sectionsFor(kinds: readonly CaseQuestion[]): Array<Exclude<CaseQuestion, 'overview'>> {
  const wanted = new Set(kinds.flatMap((k) => (k === 'overview' ? (['status', 'missing', 'next-steps'] as const) : [k])));
  return (['status', 'forms', 'fees', 'missing', 'next-steps', 'documents', 'timeline'] as const).filter((k) => wanted.has(k));
}

export function caseAnswer(context: CaseContext, kinds: readonly CaseQuestion[]): string {
  const title = `**Case ${plain(context.caseNumber)}: ${plain(context.caseName)}**${context.category ? ` (${plain(context.category)})` : ''}`;
  return join([
    title,
    ...sectionsFor(kinds).map((kind) => SECTIONS[kind](context)),
    `This is based only on what is recorded in your case. ${markdownLink('View your case', caseViewPath(context.caseId))}`,
  ]);
}

/** When the chat's case no longer exists (or is no longer the user's). */
export function caseGoneText(): string {
  return `I couldn't find the case this chat is about; it may have been deleted. You can see your cases in ${markdownLink('My Cases', '/cases/view')}.`;
}
