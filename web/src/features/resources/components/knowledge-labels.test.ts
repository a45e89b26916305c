import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_TOPICS } from '@shared/knowledge/knowledge-views';
import { answerCountText, topicLabel } from './knowledge-labels';

describe('answerCountText', () => {
  it('counts the answers, and says what they match', () => {
    expect(answerCountText(12, '')).toBe('12 answers');
    expect(answerCountText(1, '')).toBe('1 answer');
    expect(answerCountText(0, '')).toBe('0 answers');
    expect(answerCountText(12, 'green card')).toBe('12 answers match “green card”');
    expect(answerCountText(1, 'n-400')).toBe('1 answer matches “n-400”');
  });
});

describe('topicLabel', () => {
  it("is the topic's label", () => {
    for (const topic of KNOWLEDGE_TOPICS) expect(topicLabel(topic.id)).toBe(topic.label);
  });
});
