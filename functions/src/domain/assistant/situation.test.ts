import { describe, expect, it } from 'vitest';
import { SITUATION_RULES } from './situation-rules';
import { detectSituation } from './situation';

describe('detectSituation', () => {
  it.each([
    ['I crossed the border without a visa in 2015, my husband is a U.S. citizen', ['entry-without-inspection', 'citizen-spouse']],
    [
      'Crucé la frontera sin visa en 2015 y mi esposo es ciudadano americano, ¿puedo arreglar mis papeles?',
      ['entry-without-inspection', 'citizen-spouse'],
    ],
    [
      'Je suis entré sans visa en 2016, ma femme est citoyenne américaine. Est-ce que je peux avoir la carte verte ?',
      ['entry-without-inspection', 'citizen-spouse'],
    ],
    [
      'Ich bin 2014 ohne Visum eingereist, meine Frau ist US-Bürgerin. Kann ich eine Green Card bekommen?',
      ['entry-without-inspection', 'citizen-spouse'],
    ],
    ['I was deported in 2012 and my daughter is a citizen now, can I come back?', ['removal', 'citizen-relative']],
    ['I was convicted of a DUI, my wife has a green card. Can I still get residency?', ['criminal-history', 'resident-relative']],
  ])('finds the facts in %j', (message, facts) => {
    expect(detectSituation(message)?.facts).toEqual(facts);
  });

  it.each([
    'I was never deported, can I apply for a green card?',
    'How long does the 10-year bar last if I entered without inspection?',
    'I crossed the border at 15 without papers, from what age does my unlawful presence count',
    '¿Cuánto dura el castigo si me deportaron?',
    'My husband is a U.S. citizen, can I get a green card?',
  ])('leaves %j to the knowledge base or the other tools', (message) => {
    expect(detectSituation(message)).toBeNull();
  });
});

describe('SITUATION_RULES', () => {
  it('explains every fact in the four languages, citing its law, with an official source and a date', () => {
    for (const rule of SITUATION_RULES) {
      for (const text of Object.values(rule.text)) {
        expect(text.length).toBeGreaterThan(80);
        expect(text).toContain(`INA ${(rule.citation.split(' ')[1] ?? '').replace(/,$/, '')}`);
      }
      expect(rule.source.url).toMatch(/^https:\/\/(www\.uscis\.gov|uscode\.house\.gov)\//);
      expect(rule.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});
