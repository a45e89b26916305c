import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AgentUnavailableError, type AgentEvent, type AgentProvider, type AgentRequest } from '../agent';
import type { AgentTurn, CaseContext } from '../../domain/chat/agent-types';
import { DISCLAIMER, DISCLAIMERS } from '../../domain/chat/disclaimer';
import type { KnowledgeBase } from '../../domain/knowledge/knowledge-base';
import { seedKnowledgeBase } from '../../domain/knowledge/testing/seed-knowledge';
import { createOfflineProvider } from './offline-provider';
import { caseContextFixture } from '../testing/case-context';

let kb: KnowledgeBase;
let provider: AgentProvider;

beforeAll(async () => {
  kb = await seedKnowledgeBase();
  provider = createOfflineProvider({ loadKnowledge: () => Promise.resolve(kb) });
});

async function collect(
  p: AgentProvider,
  history: AgentTurn[],
  signal?: AbortSignal,
  extra: Pick<AgentRequest, 'preferredLanguage'> = {},
): Promise<AgentEvent[]> {
  const events: AgentEvent[] = [];
  for await (const event of p.reply({ history, signal, ...extra })) events.push(event);
  return events;
}

function textOf(events: readonly AgentEvent[]): string {
  return events.map((e) => (e.type === 'text' ? e.text : '')).join('');
}

function calls(events: readonly AgentEvent[]): Array<Extract<AgentEvent, { type: 'function_call' }>> {
  return events.filter((e): e is Extract<AgentEvent, { type: 'function_call' }> => e.type === 'function_call');
}

const ask = (text: string): AgentTurn[] => [{ role: 'user', text }];
const ENDS_WITH_DISCLAIMER = `\n\n*${DISCLAIMER}*`;
/** The chat shows the disclaimer once at its top; only an answer about the asker's own situation repeats it. */
const hasNoDisclaimer = (text: string) => Object.values(DISCLAIMERS).every((d) => !text.includes(d));

describe('offline provider: identity', () => {
  it('names itself', () => {
    expect(provider.name).toBe('offline');
    expect(provider.label).toBe('Offline assistant');
  });
});

describe('offline provider: answers from the knowledge base', () => {
  const QUESTIONS: ReadonlyArray<readonly [string, string]> = [
    ['What is an RFE?', '/resources/learn/what-is-an-rfe'],
    ['What is a priority date?', '/resources/learn/what-is-priority-date'],
    ['How long does a marriage green card take?', '/resources/learn/marriage-green-card-timeline'],
    ['What happens if I overstay my visa?', '/resources/learn/overstay-consequences'],
    ['Do I need a lawyer?', '/resources/learn/do-i-need-a-lawyer'],
    ['How do I change my address with USCIS?', '/resources/learn/change-address-uscis'],
    ['How do I reset my password?', '/settings'],
    ['Where can I see my invoices?', '/billing/history'],
  ];

  it.each(QUESTIONS)('%s -> %s', async (question, link) => {
    const events = await collect(provider, ask(question));
    expect(calls(events)).toHaveLength(0);
    const text = textOf(events);
    expect(text).toContain(`](${link})`);
    expect(hasNoDisclaimer(text)).toBe(true);
  });

  it('gives the whole card, its official source and its Knowledge Center page', async () => {
    const text = textOf(await collect(provider, ask('What is an RFE?')));
    expect(text).toContain(kb.card('what-is-an-rfe', 'en')?.answer.trim());
    expect(text).toMatch(/\*\*Source:\*\* \[[^\]]+\]\(https:\/\/[^)]+\) \(checked on [A-Z][a-z]+ \d{1,2}, \d{4}\)/);
    expect(text).toContain('[Read this answer in the Knowledge Center](/resources/learn/what-is-an-rfe)');
  });

  it('answers a Spanish question in Spanish, without repeating the disclaimer', async () => {
    const text = textOf(await collect(provider, ask('¿Cuánto cuesta la solicitud N-400?')));
    expect(text).toContain('**Fuente:**');
    expect(hasNoDisclaimer(text)).toBe(true);
  });

  it('repeats the disclaimer, in the question’s language, under an answer about the asker’s own situation', async () => {
    const text = textOf(await collect(provider, ask('Crucé la frontera sin visa en 2015 y mi esposo es ciudadano, ¿puedo arreglar?')));
    expect(text.endsWith(`\n\n*${DISCLAIMERS.es}*`)).toBe(true);
  });

  it("uses the user's language setting only when the question's own cannot be told", async () => {
    let reads = 0;
    const preferredLanguage = () => {
      reads += 1;
      return Promise.resolve('fr' as const);
    };
    const bare = textOf(await collect(provider, ask('N-400'), undefined, { preferredLanguage }));
    expect(bare).toMatch(/formulaire|Vouliez-vous dire|Source/);
    expect(reads).toBe(1);
    await collect(provider, ask('What is the N-400 fee?'), undefined, { preferredLanguage });
    expect(reads).toBe(1);
  });

  const UNKNOWN = [
    'What is the capital of France?',
    "What's the weather tomorrow?",
    'Write me a poem about cats',
    'Who won the football game yesterday?',
  ];

  it.each(UNKNOWN)('says honestly when nothing relevant is found: %s', async (question) => {
    const text = textOf(await collect(provider, ask(question)));
    expect(text).toContain("I couldn't find a good answer");
    expect(text).toContain('](/resources/learn)');
    expect(text).toMatch(/licensed immigration attorney/);
    expect(text).not.toContain('**Source:**');
  });
});

describe('offline provider: chit-chat and plain questions call no tool', () => {
  const CHAT: readonly string[] = [
    'hi',
    'Hello!',
    'thanks!',
    'Thank you so much, bye',
    'who are you?',
    'what can you do?',
    'are you a lawyer?',
    'how are you today?',
    'ok cool',
    'good morning',
    'what is an RFE?',
    'how long does a green card take?',
    'What does eligible mean for DACA?',
    'How do I open a case?',
  ];

  it.each(CHAT)('%j', async (message) => {
    const events = await collect(provider, ask(message));
    expect(calls(events)).toHaveLength(0);
    expect(textOf(events).length).toBeGreaterThan(60);
  });

  it('greets and says what it can do', async () => {
    const text = textOf(await collect(provider, ask('hi')));
    expect(text).toMatch(/^Hello!/);
    expect(text).toMatch(/Check your eligibility/);
    expect(text).toMatch(/Review your documents/);
    expect(text).toMatch(/Open a case/);
  });

  it('says who it is', async () => {
    const text = textOf(await collect(provider, ask('Who are you?')));
    expect(text).toMatch(/Immigration AI assistant/);
    // Provider names are not shown to users.
    expect(text).not.toMatch(/offline/i);
  });

  it('answers the question after a greeting', async () => {
    const text = textOf(await collect(provider, ask('Hi! What is a priority date?')));
    expect(text).toMatch(/^Hello! /);
    expect(text).toContain('](/resources/learn/what-is-priority-date)');
  });
});

describe('offline provider: tool requests', () => {
  it('says what it understood, then calls the tool with the filled slots', async () => {
    const events = await collect(provider, ask('Am I eligible for an investor visa? I am from Mexico.'));
    const last = events[events.length - 1];
    expect(last?.type).toBe('function_call');
    const [call] = calls(events);
    expect(call?.name).toBe('check_eligibility');
    expect(call?.payload).toEqual({ category: 'Investor (EB-5)', country: 'Mexico' });
    expect(call?.callId).toMatch(/^[0-9a-f-]{36}$/);
    const text = textOf(events);
    expect(text).toContain('I can check your eligibility for **Investor (EB-5)**');
    expect(hasNoDisclaimer(text)).toBe(true);
  });

  it('uses a fresh call id each time', async () => {
    const a = calls(await collect(provider, ask('open a case')))[0];
    const b = calls(await collect(provider, ask('open a case')))[0];
    expect(a?.name).toBe('create_case');
    expect(a?.callId).not.toBe(b?.callId);
  });

  it('names the document category it will review', async () => {
    const events = await collect(provider, ask('Are my papers complete for a student visa?'));
    expect(calls(events)[0]).toMatchObject({ name: 'review_documents', payload: { category: 'student' } });
    expect(textOf(events)).toContain('**Student & Exchange Visitor**');
  });

  it('fills slots from earlier turns of the conversation', async () => {
    const history: AgentTurn[] = [
      { role: 'user', text: 'I am Nigerian and thinking about the diversity lottery' },
      { role: 'assistant', text: '...' },
      { role: 'user', text: 'Can you check my eligibility?' },
    ];
    expect(calls(await collect(provider, history))[0]?.payload).toEqual({ category: 'Diversity Lottery', country: 'Nigeria' });
  });

  it('does not load the knowledge base for a tool request or small talk', async () => {
    let loads = 0;
    const p = createOfflineProvider({
      loadKnowledge: () => {
        loads += 1;
        return Promise.resolve(kb);
      },
    });
    await collect(p, ask('check my documents'));
    await collect(p, ask('thanks!'));
    expect(loads).toBe(0);
  });

  it('treats attached files without a question as documents to review', async () => {
    const history: AgentTurn[] = [
      { role: 'user', text: '', attachments: [{ mimeType: 'application/pdf', name: 'i-130.pdf', base64: 'JVBERi0=' }] },
    ];
    expect(calls(await collect(provider, history))[0]?.name).toBe('review_documents');
  });

  it('says it cannot listen to a voice message offline', async () => {
    const history: AgentTurn[] = [{ role: 'user', text: '', attachments: [{ mimeType: 'audio/webm', name: 'v.webm', base64: 'AA==' }] }];
    const events = await collect(provider, history);
    expect(calls(events)).toHaveLength(0);
    expect(textOf(events)).toMatch(/voice messages/);
  });
});

describe('offline provider: follow-up after a tool result', () => {
  const callTurn = (name: string, payload: Record<string, unknown> = {}): AgentTurn => ({
    role: 'function_call',
    callId: 'c1',
    name,
    payload,
  });
  const resultTurn = (name: string, result: unknown): AgentTurn => ({ role: 'function_result', callId: 'c1', name, result });

  it('explains an eligibility result and links the case', async () => {
    const history: AgentTurn[] = [
      { role: 'user', text: 'Am I eligible for EB-5?' },
      callTurn('check_eligibility', { category: 'Investor (EB-5)' }),
      resultTurn('check_eligibility', {
        input: { category: 'Investor (EB-5)' },
        output: {
          analysis: {
            eligible: false,
            reasons: ['Investment below the required amount (8 CFR 204.6)'],
            recommendations: ['Consider a targeted employment area'],
            summary: 'The investment does not meet the minimum.',
          },
          caseId: 'case-42',
        },
      }),
    ];
    const events = await collect(provider, history);
    expect(calls(events)).toHaveLength(0);
    const text = textOf(events);
    expect(text).toContain('**may not be eligible** for **Investor (EB-5)**');
    expect(text).toContain('- Investment below the required amount (8 CFR 204.6)');
    expect(text).toContain('- Consider a targeted employment area');
    expect(text).toContain('[View your case](/cases/view?case=case-42)');
    expect(text.endsWith(ENDS_WITH_DISCLAIMER)).toBe(true);
  });

  it('summarises a document review', async () => {
    const history: AgentTurn[] = [
      callTurn('review_documents', { category: 'family' }),
      resultTurn('review_documents', {
        input: { category: 'family' },
        output: {
          analyses: [{ issues: [] }, { issues: [{ type: 'missing', details: 'I-864 not signed' }] }],
          report: {
            title: 'Family-Based review',
            summary: 'One document needs work.',
            issues: [{ type: 'missing', details: 'I-864 not signed' }],
            recommendations: ['Sign page 10 of the I-864'],
          },
          caseId: 'abc',
        },
      }),
    ];
    const text = textOf(await collect(provider, history));
    expect(text).toContain('**Family-Based review**');
    expect(text).toContain('I reviewed 2 documents. 1 issue needs your attention');
    expect(text).toContain('- missing: I-864 not signed');
    expect(text).toContain('[View your case](/cases/view?case=abc)');
  });

  it('confirms a created case, or reports the failure', async () => {
    const ok = textOf(await collect(provider, [callTurn('create_case'), resultTurn('create_case', { caseId: 'new-1' })]));
    expect(ok).toContain('[View your case](/cases/view?case=new-1)');
    const failed = textOf(await collect(provider, [callTurn('create_case'), resultTurn('create_case', { error: 'quota exceeded' })]));
    expect(failed).toContain("couldn't create the case (quota exceeded)");
    expect(hasNoDisclaimer(failed)).toBe(true);
  });
});

describe('offline provider: streaming and abort', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('streams several chunks that add up to the whole reply', async () => {
    const events = await collect(provider, ask('What is an RFE?'));
    const chunks = events.filter((e) => e.type === 'text');
    expect(chunks.length).toBeGreaterThan(3);
    const whole = textOf(events);
    expect(chunks.map((c) => (c.type === 'text' ? c.text : '')).join('')).toBe(whole);
  });

  it('leaves the disclaimer to the top of the chat in every other kind of reply', async () => {
    const histories: AgentTurn[][] = [
      [],
      ask('hi'),
      ask('what is TPS?'),
      ask('zzzz qqqq'),
      ask('review my passport'),
      [{ role: 'assistant', text: 'x' }],
    ];
    for (const history of histories) {
      expect(hasNoDisclaimer(textOf(await collect(provider, history)))).toBe(true);
    }
  });

  it('stops when the signal aborts mid-stream, and sends no tool call', async () => {
    const controller = new AbortController();
    const events: AgentEvent[] = [];
    for await (const event of provider.reply({
      history: ask('Can you check my eligibility for an H-1B? I am Indian.'),
      signal: controller.signal,
    })) {
      events.push(event);
      if (events.length === 2) controller.abort();
    }
    expect(events).toHaveLength(2);
    expect(calls(events)).toHaveLength(0);
  });

  it('yields nothing when already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    expect(await collect(provider, ask('What is an RFE?'), controller.signal)).toEqual([]);
  });

  it('stops waiting for a slow knowledge base once aborted', async () => {
    const slow = createOfflineProvider({ loadKnowledge: () => new Promise<KnowledgeBase>(() => undefined) });
    const controller = new AbortController();
    // Fake timers: only setTimeout, as streamText yields with setImmediate.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let settled = false;
    const pending = collect(slow, ask('What is an RFE?'), controller.signal).finally(() => (settled = true));
    // The chat is closed while the knowledge base is still loading.
    setTimeout(() => controller.abort(), 1000);
    await vi.advanceTimersByTimeAsync(999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toEqual([]);
  });

  it('reports an unavailable knowledge base as AgentUnavailableError', async () => {
    const broken = createOfflineProvider({ loadKnowledge: () => Promise.reject(new Error('firestore down')) });
    await expect(collect(broken, ask('What is an RFE?'))).rejects.toBeInstanceOf(AgentUnavailableError);
  });

  // How fast is measured by tests/bench/retrieval-latency.ts (`npm run bench`): timings fail on a loaded machine.
  it('serves 100 concurrent chats', async () => {
    const questions = ['What is an RFE?', 'Am I eligible for EB-5?', 'hi', 'How long does a green card take?', 'What is a priority date?'];
    const replies = await Promise.all(
      Array.from({ length: 100 }, (_, i) => collect(provider, ask(questions[i % questions.length] ?? 'hi'))),
    );
    expect(replies).toHaveLength(100);
    for (const events of replies) expect(textOf(events).length).toBeGreaterThan(20);
  });
});

describe("offline provider: the chat's case", () => {
  /** A loader that counts how often the provider asked for the case. */
  function loader(result: CaseContext | null = caseContextFixture()) {
    const calls = { count: 0 };
    return { calls, load: () => ((calls.count += 1), Promise.resolve(result)) };
  }
  const askAboutCase = async (question: string, result?: CaseContext | null) => {
    const { calls: loads, load } = loader(result);
    const events: AgentEvent[] = [];
    for await (const event of provider.reply({ history: ask(question), caseContext: load })) events.push(event);
    return { events, text: textOf(events), loads: loads.count };
  };

  it('answers "what is the status of my case?" from the case: its number, status, receipt number and latest notice', async () => {
    const { events, text, loads } = await askAboutCase('What is the status of my case?');

    expect(loads).toBe(1);
    expect(calls(events)).toHaveLength(0);
    expect(text).toContain('**Case IA-2026-000123: Student (F-1) application** (Student (F-1))');
    expect(text).toContain('Its status is **Pending**: the application is waiting on USCIS');
    expect(text).toContain('- Receipt number: IOE0912345678');
    expect(text).toContain('- Latest notice: Case Was Received');
    expect(text).toContain('- Filed: 2026-01-20');
    expect(text).toContain('[View your case](/cases/view?case=case-42)');
    expect(text).not.toContain('**What is missing**');
    expect(hasNoDisclaimer(text)).toBe(true);
  });

  it('answers "what is missing?" from the findings and the record', async () => {
    const { text } = await askAboutCase('What is missing?');

    expect(text).toContain('**What is missing**');
    expect(text).toContain('- Requirement not met: Funds do not cover the first year of study.');
    expect(text).toContain('- Needs attention: A past overstay needs a closer look.');
    expect(text).toContain('- No interview date is recorded (not every application has an interview).');
    expect(text).toContain(
      'The latest eligibility check for Student (F-1) (2026-01-10) found that at least one requirement was not met, and 3 passed.',
    );
    expect(text).not.toContain('**Next steps**');
  });

  it('answers "what are my next steps?" with the steps the record points to', async () => {
    const { text } = await askAboutCase('What are my next steps?');

    expect(text).toContain('**Next steps**');
    expect(text).toContain('- Watch for USCIS notices, such as a biometrics appointment');
    expect(text).toContain('- Show funds for the first year of study.');
  });

  it('says so when nothing is missing, and lists documents and the timeline when asked', async () => {
    const clean = caseContextFixture({ missing: [], eligibility: { checks: 0, latest: null, findings: [], passed: 0 } });
    expect((await askAboutCase('Is anything missing?', clean)).text).toContain("Nothing is flagged as missing in the case's record.");

    const docs = (await askAboutCase('Which documents are attached to my case?')).text;
    expect(docs).toContain('- passport.pdf, uploaded 2026-01-06');
    expect(docs).toContain('No document issues are recorded.');
    const none = (await askAboutCase('Which documents are attached to my case?', caseContextFixture({ documents: [], attachments: [] })))
      .text;
    expect(none).toContain('No documents are attached to this case yet.');

    const timeline = (await askAboutCase('Show me the timeline of my case')).text;
    expect(timeline).toContain('- 2026-02-02: Case Was Received (USCIS)');
  });

  it('gives the status, what is missing and the next steps for "tell me about my case"', async () => {
    const { text } = await askAboutCase('Tell me about my case');
    expect(text).toMatch(/Its status is \*\*Pending\*\*[\s\S]*\*\*What is missing\*\*[\s\S]*\*\*Next steps\*\*/);
  });

  it('keeps stored text literal: a case name cannot become a link or emphasis', async () => {
    const { text } = await askAboutCase(
      'What is the status of my case?',
      caseContextFixture({ caseName: '[Click](https://evil.example) *now*' }),
    );
    expect(text).toContain('\\[Click\\](https://evil.example) \\*now\\*');
  });

  it('says the case is gone instead of guessing when it no longer exists', async () => {
    const { text } = await askAboutCase('What is the status of my case?', null);
    expect(text).toContain("I couldn't find the case this chat is about");
    expect(text).toContain('[My Cases](/cases/view)');
  });

  it('leaves other questions and tool requests alone, without reading the case', async () => {
    const rfe = await askAboutCase('What is an RFE?');
    expect(rfe.loads).toBe(0);
    expect(rfe.text).toContain('](/resources/learn/what-is-an-rfe)');

    const tool = await askAboutCase('Am I eligible for an investor visa? I am from Mexico.');
    expect(tool.loads).toBe(0);
    expect(calls(tool.events)[0]?.name).toBe('check_eligibility');
  });

  it('answers from the knowledge base in a chat without a case', async () => {
    const text = textOf(await collect(provider, ask('What is the status of my case?')));
    expect(text).not.toContain('IA-2026-000123');
    expect(text).not.toContain('Its status is');
  });
});
