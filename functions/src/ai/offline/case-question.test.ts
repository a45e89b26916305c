import { describe, expect, it } from 'vitest';
import { detectCaseQuestion, type CaseQuestion } from './case-question';

describe('detectCaseQuestion', () => {
  const cases: ReadonlyArray<readonly [string, CaseQuestion[]]> = [
    // status
    ['What is the status of my case?', ['status']],
    ["what's the status?", ['status']],
    ['Whats my case status', ['status']],
    ['Where does my application stand?', ['status']],
    ['How is my petition going?', ['status']],
    ['Any updates on my case?', ['status']],
    ['Has my case been approved yet?', ['status']],
    ['WHAT IS THE STATUS OF THE CASE', ['status']],
    ['What is my receipt number?', ['status']],
    // missing
    ['What is missing?', ['missing']],
    ['What’s missing from my case?', ['missing']],
    ['Am I missing anything?', ['missing']],
    ['What else do I need?', ['missing']],
    ['Is my application complete?', ['missing']],
    ['Is anything wrong with it?', ['missing']],
    ['Are there any problems with my case?', ['missing']],
    // forms
    ['Which forms do I need?', ['forms']],
    ['What forms do we need to file?', ['forms']],
    ['Which USCIS forms are required?', ['forms']],
    ['Help me fill out my forms', ['forms']],
    ['What are the forms for my case?', ['forms']],
    // fees
    ['What is the total for my case?', ['fees']],
    ['How much will my application cost?', ['fees']],
    ['What are the fees for this case?', ['fees']],
    ['How much do I have to pay in total?', ['fees']],
    // next steps
    ['What are my next steps?', ['next-steps']],
    ['What should I do next?', ['next-steps']],
    ['what do i do now', ['next-steps']],
    ['What happens next?', ['next-steps']],
    ['How do I proceed?', ['next-steps']],
    ['Where do we go from here?', ['next-steps']],
    // documents
    ['Which documents are attached to my case?', ['documents']],
    ['What documents did I upload?', ['documents']],
    ['Do I have any documents on file?', ['documents']],
    ['Are there issues with my documents?', ['documents']],
    // timeline
    ['Show me the timeline', ['timeline']],
    ['What has happened so far?', ['timeline']],
    ['When is my interview?', ['timeline']],
    ['What is my priority date?', ['timeline']],
    // overview and several at once
    ['Tell me about my case', ['overview']],
    ['Can you summarize my case?', ['overview']],
    ["What's the status of my case and what's missing?", ['missing', 'status']],
    ['What is the status? What should I do next?', ['next-steps', 'status']],
  ];

  it.each(cases)('%s', (message, expected) => {
    expect(detectCaseQuestion(message)).toEqual(expected);
  });

  it.each([
    'What is an RFE?',
    'What is a green card?',
    'What should I do if I get an RFE?',
    'What is the status of the DACA program?',
    'What documents do I need for a K-1 visa?',
    'What do I need for a fiancé visa?',
    'What is required for naturalization?',
    'What is a priority date?',
    'Am I eligible for an investor visa?',
    'Please check my documents for a student visa',
    'Open a new case for me',
    'thanks!',
    'hello',
    '',
  ])('leaves "%s" to the tools and the knowledge base', (message) => {
    expect(detectCaseQuestion(message)).toEqual([]);
  });
});
