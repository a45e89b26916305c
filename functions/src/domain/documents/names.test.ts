import { describe, expect, it } from 'vitest';
import { nameTokens, sameName } from './names';

describe('sameName', () => {
  it.each([
    ['Anna Maria Eriksson', 'ERIKSSON ANNA MARIA'],
    ['José Núñez García', 'JOSE NUNEZ GARCIA'],
    ['Anna Maria Eriksson', 'Anna Eriksson'],
    ['ERIKSSON<<ANNA<MARIA', 'anna maria eriksson'],
    ['María José García-López', 'Maria Jose Garcia Lopez'],
    ['John F. Kennedy', 'John Fitzgerald Kennedy'],
    ['Mr. John Smith', 'JOHN SMITH'],
    ['Garcia Lopez, Maria', 'Maria Garcia'],
    ['J. Smith', 'John Smith'],
  ])('%s and %s are the same person', (a, b) => {
    expect(sameName(a, b)).toBe(true);
  });

  it.each([
    ['Anna Maria Eriksson', 'Lars Eriksson'],
    ['Maria Garcia', 'Mario Garcia'],
    ['John Smith', 'Jane Smith'],
    ['Anna Eriksson', 'Anna Berg'],
    ['Mohammed Ali', 'Muhammad Ali'],
    ['A B', 'Anna Berg'],
  ])('%s and %s are different people', (a, b) => {
    expect(sameName(a, b)).toBe(false);
  });

  it('needs something to compare', () => {
    expect(sameName('', 'Anna Eriksson')).toBe(false);
    expect(nameTokens('Dr. Anna-Maria  Eriksson')).toEqual(['ANNA', 'MARIA', 'ERIKSSON']);
  });
});
