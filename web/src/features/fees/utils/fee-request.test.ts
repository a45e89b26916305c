import { describe, expect, it } from 'vitest';
import { choicesFrom, paramsOf, quoteRequest } from './fee-request';

const choices = (query: string) => choicesFrom(new URLSearchParams(query));

describe('the fee calculator’s choices in the URL', () => {
  it('reads the known forms, each once, online by default', () => {
    const read = choices('forms=i-485,I-765,X-1,I-485');
    expect(read.forms).toEqual(['I-485', 'I-765']);
    expect(read.filing).toBe('online');
  });

  it('keeps only the options that concern the forms chosen', () => {
    const read = choices('forms=I-130&filing=paper&reducedFee=true&feeWaiver=true&i129Class=l1');
    expect(paramsOf(read).toString()).toBe('forms=I-130&filing=paper&feeWaiver=true');
    expect(paramsOf(choices('forms=N-400&reducedFee=true')).toString()).toBe('forms=N-400&filing=online&reducedFee=true');
  });

  it('asks nothing before a form is chosen, nor for an I-129 without its classification', () => {
    expect(quoteRequest(choices(''))).toBeNull();
    expect(quoteRequest(choices('forms=I-129'))).toBeNull();
    expect(quoteRequest(choices('forms=I-129&i129Class=o1&smallEmployer=true'))).toEqual({
      forms: 'I-129',
      filing: 'online',
      smallEmployer: 'true',
      i129Class: 'o1',
    });
  });
});
