// After a tool has run, the assistant explains its result in a few lines. Results come from other services and
// older clients, so every field is treated as optional and of unknown type.

import { caseViewPath } from '../../shared/cases/case-links';
import { markdownLink } from './knowledge-answer';

const MAX_ITEMS = 5;
const MAX_ITEM_CHARS = 300;

type Json = Record<string, unknown>;

function asRecord(value: unknown): Json | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : undefined;
}

/** One line of plain text: tool output must not break the reply's markdown (headings, quotes, runaway lists). */
function clean(text: string): string {
  const flat = text.replace(/\s+/g, ' ').replace(/^[#>\-*\s]+/, '').trim();
  return flat.length > MAX_ITEM_CHARS ? `${flat.slice(0, MAX_ITEM_CHARS - 1).trimEnd()}…` : flat;
}

function asText(value: unknown): string | undefined {
  if (typeof value === 'string') {
    const t = clean(value);
    return t.length > 0 ? t : undefined;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/** Issues and reasons arrive as strings or as { type, details } / { message } objects. */
function itemText(value: unknown): string | undefined {
  const direct = asText(value);
  if (direct !== undefined) return direct;
  const rec = asRecord(value);
  if (rec === undefined) return undefined;
  const details = asText(rec.details) ?? asText(rec.message) ?? asText(rec.text) ?? asText(rec.description) ?? asText(rec.summary);
  const type = asText(rec.type) ?? asText(rec.title) ?? asText(rec.name);
  if (details !== undefined && type !== undefined) return `${type}: ${details}`;
  return details ?? type;
}

function items(value: unknown): string[] {
  if (!Array.isArray(value)) {
    const single = itemText(value);
    return single === undefined ? [] : [single];
  }
  return value.map(itemText).filter((t): t is string => t !== undefined);
}

function bullets(heading: string, list: readonly string[]): string | undefined {
  if (list.length === 0) return undefined;
  const shown = list.slice(0, MAX_ITEMS).map((t) => `- ${t}`);
  if (list.length > MAX_ITEMS) shown.push(`- …and ${list.length - MAX_ITEMS} more`);
  return `**${heading}**\n\n${shown.join('\n')}`;
}

function errorText(value: unknown): string | undefined {
  return asText(value) ?? asText(asRecord(value)?.message) ?? (value === undefined || value === null || value === false ? undefined : 'an unexpected error');
}

export function caseLink(caseId: string): string {
  return markdownLink('View your case', caseViewPath(caseId));
}

function findCaseId(...records: Array<Json | undefined>): string | undefined {
  for (const r of records) {
    const id = asText(r?.caseId) ?? asText(asRecord(r?.case)?.caseId) ?? asText(asRecord(r?.case)?.id);
    if (id !== undefined) return id;
  }
  return undefined;
}

function join(parts: ReadonlyArray<string | undefined>): string {
  return parts.filter((p): p is string => p !== undefined && p.length > 0).join('\n\n');
}

function eligibilityFollowUp(result: unknown, callPayload: Json | undefined): string {
  const root = asRecord(result);
  const output = asRecord(root?.output) ?? root;
  const input = asRecord(root?.input);
  const analysis = asRecord(output?.analysis) ?? asRecord(root?.analysis);
  const category = asText(input?.category) ?? asText(callPayload?.category);
  const caseId = findCaseId(output, root, input);
  const error = errorText(root?.error ?? output?.error);

  if (analysis === undefined) {
    const why = error !== undefined ? ` (${error})` : '';
    return join([
      `I couldn't get a result from the eligibility check${why}.`,
      `You can try again from the ${markdownLink('Eligibility Check', '/ai-assistant/eligibility')} tool, or ask me a question in the meantime.`,
    ]);
  }
  const forCategory = category !== undefined ? ` for **${category}**` : '';
  const headline =
    analysis.eligible === true
      ? `Good news: based on the details you gave, you appear to be **eligible**${forCategory}.`
      : analysis.eligible === false
        ? `Based on the details you gave, you **may not be eligible**${forCategory} at the moment.`
        : `Here is the result of your eligibility check${forCategory}.`;
  return join([
    headline,
    asText(analysis.summary),
    bullets('Why', items(analysis.reasons)),
    bullets('Recommended next steps', items(analysis.recommendations)),
    caseId !== undefined ? `The result is saved to your case: ${caseLink(caseId)}.` : undefined,
    'Would you like me to review your documents next?',
  ]);
}

function documentsFollowUp(result: unknown): string {
  const root = asRecord(result);
  const output = asRecord(root?.output) ?? root;
  const report = asRecord(output?.report) ?? asRecord(root?.report);
  const analyses = Array.isArray(output?.analyses) ? output.analyses : [];
  const caseId = findCaseId(output, root, asRecord(root?.input));
  const error = errorText(root?.error ?? output?.error);

  if (report === undefined && analyses.length === 0) {
    const why = error !== undefined ? ` (${error})` : '';
    return join([
      `I couldn't get a result from the document review${why}.`,
      `You can try again from the ${markdownLink('Document Review', '/ai-assistant/documents')} tool.`,
    ]);
  }
  // Prefer the report's consolidated issues; otherwise gather them from each file's analysis.
  const reportIssues = items(report?.issues);
  const issues = reportIssues.length > 0 ? reportIssues : analyses.flatMap((a) => items(asRecord(a)?.issues));
  const title = asText(report?.title);
  const reviewed =
    analyses.length > 0 ? `I reviewed ${analyses.length} document${analyses.length === 1 ? '' : 's'}.` : undefined;
  const verdict =
    issues.length === 0
      ? 'No issues were flagged.'
      : `${issues.length} issue${issues.length === 1 ? ' needs' : 's need'} your attention before you file.`;
  return join([
    title !== undefined ? `**${title}**` : 'Your document review is ready.',
    [reviewed, verdict].filter((p) => p !== undefined).join(' '),
    asText(report?.summary),
    bullets('Issues found', issues),
    bullets('Recommendations', items(report?.recommendations)),
    caseId !== undefined ? `The report is saved to your case: ${caseLink(caseId)}.` : undefined,
  ]);
}

function createCaseFollowUp(result: unknown): string {
  const root = asRecord(result);
  const caseId = findCaseId(root, asRecord(root?.output));
  if (caseId !== undefined) {
    return join([
      `Your case has been created. ${caseLink(caseId)}.`,
      'From there you can track its progress. I can also check your eligibility or review your documents for it.',
    ]);
  }
  const error = errorText(root?.error) ?? 'no case number came back';
  return join([
    `I couldn't create the case (${error}).`,
    `Please try again in a moment, or open ${markdownLink('My Cases', '/cases/view')} to create one yourself.`,
  ]);
}

/**
 * The follow-up for a tool result. `callPayload` is what the assistant asked the tool for, which fills in what the
 * result leaves out (e.g. the category).
 */
export function toolFollowUp(name: string, result: unknown, callPayload?: Record<string, unknown>): string {
  switch (name) {
    case 'check_eligibility':
      return eligibilityFollowUp(result, callPayload);
    case 'review_documents':
      return documentsFollowUp(result);
    case 'create_case':
      return createCaseFollowUp(result);
    default: {
      const error = errorText(asRecord(result)?.error);
      return error !== undefined ? `The ${clean(name)} step failed (${error}).` : `The ${clean(name)} step has finished.`;
    }
  }
}
