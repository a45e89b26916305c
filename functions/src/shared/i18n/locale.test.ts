import { describe, expect, it } from 'vitest';
import { localeOfLanguage, matchAcceptLanguage, resolveLocale } from './locale';

describe('matchAcceptLanguage', () => {
  it('takes what the web sends: one of our locales', () => {
    expect(matchAcceptLanguage('es')).toBe('es');
    expect(matchAcceptLanguage('fr')).toBe('fr');
    expect(matchAcceptLanguage('de')).toBe('de');
    expect(matchAcceptLanguage('en')).toBe('en');
  });

  it("reads a browser's header: regions, qualities, order", () => {
    expect(matchAcceptLanguage('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(matchAcceptLanguage('fr-CA')).toBe('fr');
    expect(matchAcceptLanguage('ja,de;q=0.5,fr;q=0.7')).toBe('fr');
    expect(matchAcceptLanguage('DE-at')).toBe('de');
    expect(matchAcceptLanguage(' en-US ; q=0.4 , es ; q=0.6')).toBe('es');
    expect(matchAcceptLanguage(['pt-BR', 'de'])).toBe('de');
  });

  it('answers null when it names none of ours, or refuses them all', () => {
    expect(matchAcceptLanguage(undefined)).toBeNull();
    expect(matchAcceptLanguage('')).toBeNull();
    expect(matchAcceptLanguage('*')).toBeNull();
    expect(matchAcceptLanguage('ja, zh-CN;q=0.8')).toBeNull();
    expect(matchAcceptLanguage('es;q=0')).toBeNull();
    expect(matchAcceptLanguage('x'.repeat(2000))).toBeNull();
  });
});

describe('resolveLocale', () => {
  it('prefers the header, then the stored Settings language, then English', () => {
    expect(resolveLocale('de', 'Spanish')).toBe('de');
    expect(resolveLocale(undefined, 'Spanish')).toBe('es');
    expect(resolveLocale('ja', 'French')).toBe('fr');
    expect(resolveLocale(undefined, undefined)).toBe('en');
    expect(resolveLocale('ja', 'Klingon')).toBe('en');
  });

  it('maps every Settings language to its locale', () => {
    expect(['English', 'Spanish', 'French', 'German'].map(localeOfLanguage)).toEqual(['en', 'es', 'fr', 'de']);
    expect(localeOfLanguage(42)).toBe('en');
  });
});
