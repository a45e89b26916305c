// After a tool has run, the assistant explains its result in a few lines, in the user's language (keyed messages of
// the `knowledge` namespace). Results come from other services and older clients, so every field is treated as
// optional and of unknown type; what they say themselves (reasons, issues) is shown as it came.

import { knowledgeText } from '../../domain/knowledge/answer';
import { reviewViewPath } from '../../shared/documents/review-links';
import { caseViewPath } from '../../shared/cases/case-links';
import { markdownLink } from '../../domain/knowledge/markdown-link';
import { type KeyIn, type MessageParams } from '../../shared/i18n/message';
import type { KnowledgeLanguage } from '../../shared/knowledge/knowledge-views';

type Say = (key: KeyIn<'knowledge'>, params?: MessageParams) => string;
const sayIn =
  (language: KnowledgeLanguage): Say =>
  (key, params) =>
    knowledgeText(language, key, params);

const MAX_ITEMS = 5;
const MAX_ITEM_CHARS = 300;

type Json = Record<string, unknown>;

function asRecord(value: unknown): Json | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : undefined;
}

/** One line of plain text: tool output must not break the reply's markdown (headings, quotes, runaway lists). */
function clean(text: string): string {
  const flat = text
    .replace(/\s+/g, ' ')
    .replace(/^[#>\-*\s]+/, '')
    .trim();
  return flat.length > MAX_ITEM_CHARS ? `${flat.slice(0, MAX_ITEM_CHARS - 1).trimEnd()}…` : flat;
}

/** A user's file name as literal markdown: it must not become a link, emphasis or a heading inside the bold. */
const literal = (text: string): string => text.replace(/[\\`*_[\]<>#|~]/g, '\\$&');

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

function bullets(say: Say, heading: string, list: readonly string[], max: number = MAX_ITEMS): string | undefined {
  if (list.length === 0) return undefined;
  const shown = list.slice(0, max).map((t) => `- ${t}`);
  if (list.length > max) shown.push(`- ${say('knowledge:fuAndMore', { count: list.length - max })}`);
  return `**${heading}**\n\n${shown.join('\n')}`;
}

function errorText(value: unknown, say: Say): string | undefined {
  return (
    asText(value) ??
    asText(asRecord(value)?.message) ??
    (value === undefined || value === null || value === false ? undefined : say('knowledge:fuUnexpectedError'))
  );
}

const caseLink = (caseId: string, say: Say): string => markdownLink(say('knowledge:fuViewCase'), caseViewPath(caseId));

/** The review's screen in Document Review (shared/documents/review-links.ts, as its notification links it). */
const reviewLink = (reviewId: string, say: Say): string => markdownLink(say('knowledge:fuOpenReport'), reviewViewPath(reviewId));

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

function eligibilityFollowUp(result: unknown, callPayload: Json | undefined, say: Say): string {
  const root = asRecord(result);
  const output = asRecord(root?.output) ?? root;
  const input = asRecord(root?.input);
  const analysis = asRecord(output?.analysis) ?? asRecord(root?.analysis);
  const category = asText(input?.category) ?? asText(callPayload?.category);
  const caseId = findCaseId(output, root, input);
  const error = errorText(root?.error ?? output?.error, say);

  if (analysis === undefined) {
    const why = error !== undefined ? ` (${error})` : '';
    return join([
      say('knowledge:fuEligibilityFailed', { why }),
      say('knowledge:fuEligibilityRetry', { link: markdownLink('Eligibility Check', '/ai-assistant/eligibility') }),
    ]);
  }
  const forCategory = category !== undefined ? say('knowledge:fuForCategory', { category }) : '';
  const headline = say(
    analysis.eligible === true
      ? 'knowledge:fuEligible'
      : analysis.eligible === false
        ? 'knowledge:fuNotEligible'
        : 'knowledge:fuEligibilityResult',
    { forCategory },
  );
  return join([
    headline,
    asText(analysis.summary),
    bullets(say, say('knowledge:fuWhy'), items(analysis.reasons)),
    bullets(say, say('knowledge:fuNextSteps'), items(analysis.recommendations)),
    caseId !== undefined ? say('knowledge:fuResultSaved', { link: caseLink(caseId, say) }) : undefined,
    say('knowledge:fuOfferReview'),
  ]);
}

/** "expires-soon" -> "Expires soon", "invalid-mrz" -> "Invalid MRZ": the review's issue types read as words. */
function issueTypeLabel(type: string): string {
  const words = type
    .replace(/[-_]+/g, ' ')
    .replace(/\bmrz\b/gi, 'MRZ')
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** One reviewed file, from our API's `documents` or the spec's `analyses` (where `docType: false` is a wrong document). */
interface ReviewedFile {
  name: string | undefined;
  wrong: boolean;
  /** Issue lines, errors first. */
  issues: string[];
  /** Issues that stop the file being accepted: severity 'error', or any issue when the result gives no severity. */
  errors: number;
}

const SEVERITY_ORDER: Readonly<Record<string, number>> = { error: 0, warning: 1, info: 2 };

function reviewedFile(value: unknown): ReviewedFile {
  const file = asRecord(value);
  const rawIssues = Array.isArray(file?.issues) ? file.issues : items(file?.issues);
  const issues = rawIssues
    .map((raw) => {
      const issue = asRecord(raw);
      const severity = asText(issue?.severity);
      const type = asText(issue?.type);
      const details = asText(issue?.details) ?? asText(issue?.message);
      const text =
        issue && type !== undefined
          ? details !== undefined
            ? `${issueTypeLabel(type)}: ${details}`
            : issueTypeLabel(type)
          : itemText(raw);
      return { text, severity };
    })
    .filter((i): i is { text: string; severity: string | undefined } => i.text !== undefined)
    .sort((a, b) => (SEVERITY_ORDER[a.severity ?? 'error'] ?? 0) - (SEVERITY_ORDER[b.severity ?? 'error'] ?? 0));
  return {
    name: asText(file?.name) ?? asText(file?.filename) ?? asText(file?.fileName),
    wrong: file?.wrongDocument === true || file?.docType === false,
    issues: issues.map((i) => i.text),
    errors: issues.filter((i) => i.severity === undefined || i.severity === 'error').length,
  };
}

/** The required documents the report lists as missing: `{ key, label }` objects or plain labels. */
function missingDocuments(report: Json | undefined): string[] {
  const missing = report?.missing;
  if (!Array.isArray(missing)) return items(missing);
  return missing.map((m) => asText(asRecord(m)?.label) ?? itemText(m)).filter((t): t is string => t !== undefined);
}

/**
 * What the review found, in the spec's words where it has them ("I reviewed N documents", the report's title, summary,
 * issues and recommendations): how many files are the wrong document, which files have errors, which required
 * documents are missing, and where the report is kept.
 */
export function documentsFollowUp(result: unknown, options: { maxItems?: number; language?: KnowledgeLanguage } = {}): string {
  const maxItems = options.maxItems ?? MAX_ITEMS;
  const say = sayIn(options.language ?? 'en');
  const list = (heading: KeyIn<'knowledge'>, values: readonly string[]) => bullets(say, say(heading), values, maxItems);
  const root = asRecord(result);
  const output = asRecord(root?.output) ?? root;
  const report = asRecord(output?.report) ?? asRecord(root?.report);
  // The spec's tool result names the per-file results `analyses`; our API's answer names them `documents`.
  const rawFiles = Array.isArray(output?.analyses) ? output.analyses : Array.isArray(output?.documents) ? output.documents : [];
  const files = rawFiles.map(reviewedFile);
  const caseId = findCaseId(output, root, asRecord(root?.input));
  const reviewId = asText(output?.reviewId) ?? asText(root?.reviewId);
  const error = errorText(root?.error ?? output?.error, say);

  if (report === undefined && files.length === 0) {
    const why = error !== undefined ? ` (${error})` : '';
    return join([
      say('knowledge:fuReviewFailed', { why }),
      say('knowledge:fuReviewRetry', { link: markdownLink('Document Review', '/ai-assistant/documents') }),
    ]);
  }
  // Prefer the report's consolidated issues; otherwise gather them from each file, naming the file.
  const reportIssues = items(report?.issues);
  const issues =
    reportIssues.length > 0
      ? reportIssues
      : files.flatMap((f) => f.issues.map((issue) => (f.name !== undefined ? `${f.name}: ${issue}` : issue)));
  const missing = missingDocuments(report);
  const wrong = files.filter((f) => f.wrong).length;
  const withErrors = files.filter((f) => f.name !== undefined && (f.wrong || f.errors > 0)).map((f) => `**${literal(f.name ?? '')}**`);
  const title = asText(report?.title);
  const reviewed = files.length > 0 ? say('knowledge:fuReviewed', { count: files.length }) : undefined;
  const verdict =
    issues.length === 0 && missing.length === 0
      ? say('knowledge:fuNoIssues')
      : issues.length === 0
        ? undefined
        : say('knowledge:fuIssuesNeed', { count: issues.length });
  const counts = [
    wrong > 0 ? say('knowledge:fuWrongFiles', { count: wrong }) : undefined,
    missing.length > 0 ? say('knowledge:fuMissingCount', { count: missing.length }) : undefined,
  ].filter((c): c is string => c !== undefined);
  const shownFiles = withErrors.slice(0, maxItems);
  const moreFiles = withErrors.length - shownFiles.length;
  return join([
    title !== undefined ? `**${title}**` : say('knowledge:fuReviewReady'),
    [reviewed, verdict, counts.length > 0 ? `${counts.join(say('knowledge:fuAnd'))}.`.replace(/^./, (c) => c.toUpperCase()) : undefined]
      .filter((p) => p !== undefined)
      .join(' '),
    shownFiles.length > 0 ? say('knowledge:fuFilesWithErrors', { files: shownFiles.join(', '), more: moreFiles }) : undefined,
    asText(report?.summary),
    list('knowledge:fuIssuesFound', issues),
    list('knowledge:fuMissingDocuments', missing),
    list('knowledge:fuRecommendations', items(report?.recommendations)),
    [
      reviewId !== undefined ? `${reviewLink(reviewId, say)}.` : undefined,
      caseId !== undefined ? say('knowledge:fuReportSaved', { link: caseLink(caseId, say) }) : undefined,
    ]
      .filter((p) => p !== undefined)
      .join(' '),
  ]);
}

function createCaseFollowUp(result: unknown, say: Say): string {
  const root = asRecord(result);
  const caseId = findCaseId(root, asRecord(root?.output));
  if (caseId !== undefined) {
    // The chat's create_case answers with an existing case when the user chose one (created: false); a result
    // without the flag comes from a client that always created one.
    const existing = root?.created === false;
    return join([
      say(existing ? 'knowledge:fuCaseLinked' : 'knowledge:fuCaseCreated', { link: caseLink(caseId, say) }),
      say('knowledge:fuCaseNext'),
    ]);
  }
  const error = errorText(root?.error, say) ?? say('knowledge:fuNoCaseNumber');
  return join([
    say('knowledge:fuCaseFailed', { error }),
    say('knowledge:fuCaseRetry', { link: markdownLink(say('knowledge:fuMyCases'), '/cases/view') }),
  ]);
}

/**
 * The follow-up for a tool result. `callPayload` is what the assistant asked the tool for, which fills in what the
 * result leaves out (e.g. the category).
 */
export function toolFollowUp(
  name: string,
  result: unknown,
  callPayload?: Record<string, unknown>,
  language: KnowledgeLanguage = 'en',
): string {
  const say = sayIn(language);
  switch (name) {
    case 'check_eligibility':
      return eligibilityFollowUp(result, callPayload, say);
    case 'review_documents':
      return documentsFollowUp(result, { language });
    case 'create_case':
      return createCaseFollowUp(result, say);
    default: {
      const error = errorText(asRecord(result)?.error, say);
      return error !== undefined
        ? say('knowledge:fuStepFailed', { name: clean(name), error })
        : say('knowledge:fuStepDone', { name: clean(name) });
    }
  }
}
