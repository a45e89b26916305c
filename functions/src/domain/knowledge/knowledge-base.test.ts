import { describe, expect, it } from 'vitest';
import { answerQuestion } from './answer';
import { fillFigures } from './figures';
import { findCards } from './knowledge-center';
import { detectLanguages } from './language';
import { termVariants, tokenize } from './search-terms';
import { FIXTURE_FIGURES, fixtureKnowledgeBase } from './testing/fixture';

const kb = fixtureKnowledgeBase();
const figures = new Map(FIXTURE_FIGURES.map((f) => [f.id, f]));

describe('search terms', () => {
  it('joins form and visa codes however they are written, and indexes them by number too', () => {
    expect(tokenize('Form I-130 and H-1B')).toEqual(['form', 'i130', 'h1b']);
    expect(tokenize('i 130, I130, i-130')).toEqual(['i130', 'i130', 'i130']);
    expect(termVariants('i130')).toEqual(['i130', '130']);
    expect(termVariants('h1b')).toEqual(['h1b']);
  });

  it('drops the function words of each language and folds accents', () => {
    expect(tokenize('¿Cuánto cuesta la N-400?', 'es')).toEqual(['cuesta', 'n400']);
    expect(tokenize('Combien coûte la naturalisation ?', 'fr')).toEqual(['coute', 'naturalisation']);
    expect(tokenize('Wie lange dauert die Einbürgerung?', 'de')).toEqual(['lange', 'dauert', 'einburgerung']);
  });
});

describe('figures', () => {
  it('fills placeholders in the reader’s language and reports what it used', () => {
    expect(fillFigures('{{fee-n400-online}} within {{address-change-days}} days', figures, 'en')).toEqual({
      text: '$710 within 10 days',
      used: [figures.get('fee-n400-online'), figures.get('address-change-days')],
      missing: [],
    });
    expect(fillFigures('{{fee-n400-online}}', figures, 'fr').text).toBe('710 $');
    expect(fillFigures('{{fee-n400-online}}', figures, 'de').text).toBe('710 $');
  });

  it('never shows a raw placeholder for a figure the table lacks, and names it', () => {
    const filled = fillFigures('See {{gone}}.', figures, 'en');
    expect(filled.text).toBe('See the amount on the official source.');
    expect(filled.missing).toEqual(['gone']);
    expect(kb.missingFigures).toEqual(['no-such-figure']);
  });
});

describe('language detection', () => {
  it('tells the four languages apart and gives up on a bare form number', () => {
    expect(detectLanguages('¿Cuánto cuesta la ciudadanía?')[0]).toBe('es');
    expect(detectLanguages('Combien coûte la demande de naturalisation ?')[0]).toBe('fr');
    expect(detectLanguages('Wie lange muss ich eine Green Card haben?')[0]).toBe('de');
    expect(detectLanguages('How much is the citizenship application?')[0]).toBe('en');
    expect(detectLanguages('i130')).toEqual([]);
  });
});

describe('answerQuestion', () => {
  it('answers with the whole card, its source and date, its page and its related cards that exist', () => {
    const reply = answerQuestion(kb, 'How much is the N-400?');
    expect(reply).toMatchObject({ found: true, language: 'en', cardIds: ['n400-fee'] });
    expect(reply.text).toContain('The **Form N-400** fee is $710 online.\n\n- Pay online.\n- Keep the receipt.');
    expect(reply.text).toContain(
      '**Source:** [USCIS: N-400, Application for Naturalization](https://www.uscis.gov/n-400) (checked on November 23, 2026)',
    );
    expect(reply.text).toContain('[Read this answer in the Knowledge Center](/resources/learn/n400-fee)');
    expect(reply.text).toContain('**Related:** [How do I change my address with USCIS?](/resources/learn/change-address-uscis)');
    expect(reply.text).not.toContain('missing-card');
  });

  it('finds a card by form number without the dash, by number alone and with a typo', () => {
    expect(answerQuestion(kb, 'ar11').cardIds).toEqual(['change-address-uscis']);
    expect(answerQuestion(kb, 'fee for 400').cardIds).toEqual(['n400-fee']);
    expect(answerQuestion(kb, 'how do I chnage my adress').cardIds).toEqual(['change-address-uscis']);
  });

  it('answers in the question’s language from the translation', () => {
    const reply = answerQuestion(kb, '¿Cuánto cuesta la solicitud N-400?');
    expect(reply).toMatchObject({ found: true, language: 'es', cardIds: ['n400-fee'] });
    expect(reply.text).toContain('La tarifa del **Formulario N-400** es de $710 en línea.');
    expect(reply.text).toContain('**Fuente:**');
    expect(reply.text).toContain('revisada el 23 de noviembre de 2026');
  });

  it('answers an untranslated card in English with a note in the question’s language', () => {
    const reply = answerQuestion(kb, 'Me mudé, ¿cómo cambio mi dirección con USCIS? AR-11');
    expect(reply).toMatchObject({ found: true, language: 'es', cardIds: ['change-address-uscis'] });
    expect(reply.text).toContain('*Esta respuesta todavía solo está disponible en inglés.*');
    expect(reply.text).toContain('Report your new address within 10 days');
  });

  it('falls back to the user’s language when the question’s cannot be told', () => {
    expect(answerQuestion(kb, 'N-400', 'es').language).toBe('es');
    expect(answerQuestion(kb, 'N-400', 'en').language).toBe('en');
  });

  it('answers app questions from the help entries, linking the app', () => {
    const reply = answerQuestion(kb, 'How can I reset my password?');
    expect(reply.found).toBe(true);
    expect(reply.text).toContain('**In the app:** [How do I reset my password?](/settings)');
  });

  it('says so for questions it has no card for, offers close cards as "Did you mean…?", asks, and offers the tools', () => {
    const offTopic = answerQuestion(kb, 'What is the capital of France?');
    expect(offTopic).toMatchObject({ found: false, cardIds: [] });
    expect(offTopic.text).toContain("I couldn't find a good answer");
    expect(offTopic.text).toContain('[Knowledge Center](/resources/learn)');
    expect(offTopic.text).toContain('check your eligibility, review your documents or open a case');

    const near = answerQuestion(kb, 'N-400 interview questions for my grandmother');
    expect(near.found).toBe(false);
    expect(near.text).toContain('Did you mean one of these?\n- [What is the N-400 fee?](/resources/learn/n400-fee)');
    // One clarifying question, never a near miss given as the answer.
    expect(near.text).toContain('Which form, visa or situation is your question about?');
  });

  it.each([
    [
      'en',
      ['**Source:** [', '(checked on November 23, 2026)', '[Read this answer in the Knowledge Center]'],
      'Browse all answers in the [Knowledge Center](/resources/learn).',
    ],
    [
      'es',
      ['**Fuente:** [', '(revisada el 23 de noviembre de 2026)', '[Ver esta respuesta en el Centro de conocimiento]'],
      'Vea todas las respuestas en el [Centro de conocimiento](/resources/learn).',
    ],
    [
      'fr',
      // French sets a space before a colon, as the cards' own translations do.
      ['**Source :** [', '(vérifiée le 23 novembre 2026)', '[Lire cette réponse dans le Centre de connaissances]'],
      'Parcourez toutes les réponses dans le [Centre de connaissances](/resources/learn).',
    ],
    [
      'de',
      ['**Quelle:** [', '(geprüft am 23. November 2026)', '[Diese Antwort im Wissenszentrum lesen]'],
      'Alle Antworten finden Sie im [Wissenszentrum](/resources/learn).',
    ],
  ] as const)('writes the words around an answer in the reply’s language (%s)', (language, found, notFound) => {
    const reply = answerQuestion(kb, 'N-400', language);
    expect(reply).toMatchObject({ found: true, language });
    for (const words of found) expect(reply.text).toContain(words);
    const none = answerQuestion(kb, 'N-400 zebra xylophone quasar', language);
    expect(none).toMatchObject({ found: false, language });
    expect(none.text).toContain(notFound);
    expect(`${reply.text}${none.text}`).not.toContain('knowledge:');
  });
});

describe('Knowledge Center search', () => {
  it('lists every card of a topic without a query, and the matches of a query best first', () => {
    expect(findCards(kb, { query: '', language: 'en' }).map((c) => c.id)).toEqual(['n400-fee', 'opt-cap-gap', 'change-address-uscis']);
    expect(findCards(kb, { query: '', language: 'en', topic: 'students' }).map((c) => c.id)).toEqual(['opt-cap-gap']);
    expect(findCards(kb, { query: 'address', language: 'en' }).map((c) => c.id)).toEqual(['change-address-uscis']);
    expect(findCards(kb, { query: 'zzqx blorf', language: 'en' })).toEqual([]);
  });

  it('shows cards in the asked language when they have one, and says which', () => {
    const [card] = findCards(kb, { query: 'ciudadanía precio', language: 'es' });
    expect(card).toMatchObject({ id: 'n400-fee', question: '¿Cuánto cuesta la solicitud N-400?', language: 'es' });
    expect(kb.card('change-address-uscis', 'de')).toMatchObject({ language: 'en', englishOnly: true });
    expect(kb.card('n400-fee', 'es')?.figures).toEqual([expect.objectContaining({ id: 'fee-n400-online', display: '$710' })]);
  });
});
