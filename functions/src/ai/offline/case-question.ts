// Recognises questions about the chat's own case ("what is the status of my case?", "what is missing?", "what are
// my next steps?"), which the offline assistant answers from the case's record. Only asked in a chat about a case;
// everything else keeps going to the tools and the knowledge base.
//
// Precision over recall, as for the tools: "what should I do if I get an RFE?" or "what is the status of the DACA
// program?" are knowledge questions, not questions about this case.

import { sentences, toIntentText } from './intent-text';

export type CaseQuestion = 'status' | 'missing' | 'next-steps' | 'documents' | 'timeline' | 'forms' | 'fees' | 'overview';

const MINE = '(?:my|our|the|this|that|its)';
const CASE_NOUN = '(?:case|application|petition|filing|file)';
const DOC_NOUN = '(?:documents?|docs|files?|papers?|paperwork|attachments?|uploads?|evidence)';

// Checked in this order; a sentence may ask more than one thing.
const PATTERNS: ReadonlyArray<readonly [CaseQuestion, readonly RegExp[]]> = [
  [
    // "Which forms do I need?": in a chat about a case, the case's own filing answers it.
    'forms',
    [
      /\b(which|what) (uscis )?forms? (do|does|should|must|will) (i|we|my spouse|my husband|my wife) (need|file|fill|submit|send|complete)\b/,
      /\b(which|what) (uscis )?forms? (are|is) (needed|required)\b/,
      new RegExp(`\\bforms? (for|of) ${MINE} ${CASE_NOUN}\\b`),
      /\b(prepare|fill (in|out)|complete) (my|our|the) forms?\b/,
    ],
  ],
  [
    // "What is the total for my case?": the case's own forms priced by the fee engine.
    'fees',
    [
      new RegExp(`\\b(total|fees?|costs?|price)( to pay)? (for|of) ${MINE} ${CASE_NOUN}\\b`),
      new RegExp(`\\bhow much (will|does|do|would) ${MINE} ${CASE_NOUN} cost\\b`),
      new RegExp(`\\b${MINE} ${CASE_NOUN}'?s? (total|fees?|costs?)\\b`),
      /\bhow much (do|will|would|must) (i|we) (have to )?pay( in total| altogether| for (it|everything|all of it))?$/,
      /\b(what is|what's) the total( (fee|cost|amount))?( to pay)?$/,
    ],
  ],
  [
    'next-steps',
    [
      /\bnext (steps?|moves?|actions?|things?)\b/,
      // Only the whole question: "what should I do if I get an RFE?" asks about RFEs.
      new RegExp(
        `\\bwhat (should|do|can|must|shall|would you recommend) (i|we) (do|work on)( now| next| first| about ${MINE} ${CASE_NOUN})?$`,
      ),
      /\bwhat (comes|happens|is|now) next\b|\bwhat now$/,
      /\bhow (do|can|should) (i|we) (proceed|move forward|move on|continue|go on)\b/,
      /\bwhere do (i|we) go from here\b/,
      /\bwhat (is|are) (left )?(for me |for us )?to do\b/,
      new RegExp(`\\bwhat (do|should) (i|we) do (with|for) ${MINE} ${CASE_NOUN}\\b`),
    ],
  ],
  [
    'missing',
    [
      /\bmissing\b/,
      // Whole questions only: "what do I need for a K-1 visa?" is a knowledge question.
      new RegExp(
        `\\bwhat (else )?(do|does|would|will) (i|we|it|${MINE} ${CASE_NOUN}) (still )?need( to do)?( for ${MINE} ${CASE_NOUN}| now| next)?$`,
      ),
      new RegExp(
        `\\bwhat (else )?(is|are) (still )?(needed|required|outstanding|left|lacking|incomplete|wrong)( (for|in|on|with) (me|us|${MINE} ${CASE_NOUN}))?$`,
      ),
      new RegExp(`\\b(is|are) ${MINE} (${CASE_NOUN}|${DOC_NOUN})( \\w+)? (complete|ready|incomplete|in order|ok|okay)\\b`),
      /\b(is there )?anything (else )?(left|outstanding|wrong|to fix|needed|required|lacking)\b/,
      new RegExp(`\\b(problems?|issues?|gaps?|red flags?|concerns?|weak (points?|spots?)) (with|in|on|of) ${MINE} ${CASE_NOUN}\\b`),
      /\bwhat (problems?|issues?|gaps?|red flags?|concerns?) (are|is|do|does|did)\b/,
    ],
  ],
  [
    'documents',
    [
      new RegExp(
        `\\b(what|which|any) ${DOC_NOUN} (are|is|have|did|do|were)\\b.*\\b(attached|uploaded|on file|added|in ${MINE} case|on ${MINE} case|have i|did i|do i have)\\b`,
      ),
      new RegExp(`\\b${DOC_NOUN} (are |is )?(attached|uploaded|on file|in ${MINE} case|on ${MINE} case|for ${MINE} case)\\b`),
      new RegExp(`\\b(do|did) (i|we) (have|upload|attach|add) (any )?${DOC_NOUN}\\b`),
      // "What documents do I need for...?" asks what to file, which the knowledge base answers.
      new RegExp(
        `\\b(what|which) ${DOC_NOUN} (did|have) (i|we) (already )?(upload|uploaded|attach|attached|add|added|send|sent|submit|submitted|provide|provided)\\b`,
      ),
      new RegExp(`\\b(what|which) ${DOC_NOUN} do (i|we) (already )?have\\b`),
      new RegExp(`\\b(document|file) issues?\\b|\\bissues? (with|in) ${MINE} ${DOC_NOUN}\\b`),
      new RegExp(`\\b${MINE} case'?s? ${DOC_NOUN}\\b`),
    ],
  ],
  [
    'timeline',
    [
      /\btimeline\b/,
      new RegExp(`\\bhistory of ${MINE} ${CASE_NOUN}\\b|\\b(case|application) history\\b`),
      /\bwhat (has|have) happened\b|\bwhat happened (so far|with|to)\b/,
      /\b(key|important) dates?\b/,
      new RegExp(`\\bwhen (was|did|is|will) ${MINE} (${CASE_NOUN}|interview|hearing|biometrics?( appointment)?)\\b`),
      new RegExp(`\\b(my|our|the case'?s?|${MINE} ${CASE_NOUN}'?s?) (filing|priority|submission|interview) dates?\\b`),
      /\bwhen (did|do|will) (i|we) (file|submit|apply|have (my|our|the) interview)\b/,
    ],
  ],
  [
    'status',
    [
      new RegExp(`\\bstatus of ${MINE} ${CASE_NOUN}\\b|\\b${MINE} ${CASE_NOUN}'?s? status\\b|\\bcase status\\b`),
      // "What's the status?" alone, but not "the status of the DACA program".
      new RegExp(`\\bwhat is (the|my|our|its) (current |latest )?status\\b(?! of (?!${MINE} ${CASE_NOUN}\\b))`),
      new RegExp(`\\bwhere (is|does|do|are) ${MINE} ${CASE_NOUN}s?( stand| at| now)?\\b|\\bwhere (are|do) (we|things) stand\\b`),
      new RegExp(`\\bhow is ${MINE} ${CASE_NOUN} (going|doing|progressing|coming along|moving)\\b`),
      new RegExp(`\\b(any|latest|recent) (news|updates?|notices?|progress)( (on|about|for|with|from) (${MINE} ${CASE_NOUN}|uscis))?$`),
      new RegExp(
        `\\b(has|was|is) ${MINE} ${CASE_NOUN} (been )?(approved|denied|decided|accepted|received|processed|filed|submitted|pending|open|archived|a draft|rejected)\\b`,
      ),
      /\b(my|our|the) receipt number\b|\blatest notice\b/,
    ],
  ],
  [
    'overview',
    [
      new RegExp(`\\b(tell me|what do you know|what can you tell me|remind me) about ${MINE} ${CASE_NOUN}\\b`),
      new RegExp(
        `\\bsummar(y|i[sz]e)\\b.*\\b${MINE} ${CASE_NOUN}\\b|\\b${MINE} ${CASE_NOUN} summary\\b|\\boverview of ${MINE} ${CASE_NOUN}\\b`,
      ),
      new RegExp(`^(about )?${MINE} ${CASE_NOUN}$`),
    ],
  ],
];

/** What the message asks about the chat's case, in a stable order; empty when it asks something else. */
export function detectCaseQuestion(message: string): CaseQuestion[] {
  const found = new Set<CaseQuestion>();
  for (const sentence of sentences(toIntentText(message))) {
    for (const [kind, patterns] of PATTERNS) {
      if (patterns.some((re) => re.test(sentence))) found.add(kind);
    }
  }
  return PATTERNS.map(([kind]) => kind).filter((kind) => found.has(kind));
}
