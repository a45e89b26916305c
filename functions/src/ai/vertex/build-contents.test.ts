import { describe, expect, it } from 'vitest';
import type { AgentTurn } from '../../domain/chat/agent-types';
import { DISCLAIMER } from '../../domain/chat/disclaimer';
import { buildContents, SKIP_THOUGHT_SIGNATURE } from './build-contents';

describe('buildContents', () => {
  it('keeps parallel calls in one model content and their responses in one user content', () => {
    const history: AgentTurn[] = [
      { role: 'user', text: 'Check F-1 and open a case' },
      { role: 'function_call', callId: 'a', name: 'check_eligibility', payload: { category: 'Student (F-1)' } },
      { role: 'function_call', callId: 'b', name: 'create_case', payload: {} },
      { role: 'function_result', callId: 'a', name: 'check_eligibility', result: { eligible: true } },
      { role: 'function_result', callId: 'b', name: 'create_case', result: 'case-9' },
    ];

    expect(buildContents(history)).toEqual([
      { role: 'user', parts: [{ text: 'Check F-1 and open a case' }] },
      {
        role: 'model',
        parts: [
          {
            functionCall: { id: 'a', name: 'check_eligibility', args: { category: 'Student (F-1)' } },
            // Only the first call of a step carries a signature, as Gemini itself sends them.
            thoughtSignature: SKIP_THOUGHT_SIGNATURE,
          },
          { functionCall: { id: 'b', name: 'create_case', args: {} } },
        ],
      },
      {
        role: 'user',
        parts: [
          { functionResponse: { id: 'a', name: 'check_eligibility', response: { output: { eligible: true } } } },
          { functionResponse: { id: 'b', name: 'create_case', response: { output: 'case-9' } } },
        ],
      },
    ]);
  });

  it('drops a call the user never ran and a result without its call', () => {
    const history: AgentTurn[] = [
      { role: 'user', text: 'Am I eligible?' },
      { role: 'function_call', callId: 'unanswered', name: 'check_eligibility', payload: {} },
      { role: 'function_result', callId: 'stray', name: 'review_documents', result: {} },
      { role: 'user', text: 'Never mind, what is DACA?' },
    ];

    expect(buildContents(history)).toEqual([{ role: 'user', parts: [{ text: 'Am I eligible?' }, { text: 'Never mind, what is DACA?' }] }]);
  });

  it('strips the appended disclaimer from earlier answers and skips empty text', () => {
    const history: AgentTurn[] = [
      { role: 'user', text: '  ', attachments: [{ mimeType: 'image/jpeg', name: 'photo.jpg', base64: '/9j/' }] },
      { role: 'assistant', text: `Nice photo.\n\n${DISCLAIMER}` },
      { role: 'assistant', text: DISCLAIMER },
    ];

    expect(buildContents(history)).toEqual([
      {
        role: 'user',
        parts: [{ text: 'Attached file: photo.jpg' }, { inlineData: { mimeType: 'image/jpeg', data: '/9j/' } }],
      },
      { role: 'model', parts: [{ text: 'Nice photo.' }] },
    ]);
  });

  it('names a file Gemini cannot read instead of sending its bytes', () => {
    const contents = buildContents([
      { role: 'user', text: 'See attached', attachments: [{ mimeType: 'application/zip', name: 'all.zip', base64: 'UEsDBA==' }] },
    ]);

    expect(contents).toEqual([
      {
        role: 'user',
        parts: [
          { text: 'See attached' },
          { text: 'Attached file all.zip (application/zip) is not a type you can read; it was not included.' },
        ],
      },
    ]);
  });
});
