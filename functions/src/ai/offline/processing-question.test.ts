import { describe, expect, it } from 'vitest';
import type { ProcessingTimeFigure } from '../../domain/processing-times/parse-processing-times';
import { seedKnowledgeBase } from '../../domain/knowledge/testing/seed-knowledge';
import { planReply } from './plan-reply';
import { detectProcessingQuestion, processingAnswerText } from './processing-question';

const figure = (office: string, category: string, typicalMonths: number): ProcessingTimeFigure => ({
  form: 'I-485',
  office,
  categoryKey: category,
  category,
  typicalMonths,
  asOf: '2026-10-31',
  source: 'https://egov.uscis.gov/processing-times/',
});
const FIGURES = [
  figure('NBC', 'Family-based adjustment', 10.5),
  figure('NBC', 'Employment-based adjustment', 8),
  figure('TSC', 'Employment-based adjustment', 7),
];

describe('detectProcessingQuestion', () => {
  it('finds the form and the office asked about, by name, code or receipt number, in the four languages', () => {
    expect(detectProcessingQuestion('How long does the I-485 take?')).toEqual({ form: 'I-485', office: null });
    expect(detectProcessingQuestion('What is the processing time for I-485 at the National Benefits Center?')).toEqual({
      form: 'I-485',
      office: 'NBC',
    });
    expect(detectProcessingQuestion('how long for my i130, receipt WAC2590012345')).toEqual({ form: 'I-130', office: 'CSC' });
    expect(detectProcessingQuestion('¿Cuánto tarda el I-765 en Texas?')).toEqual({ form: 'I-765', office: 'TSC' });
    expect(detectProcessingQuestion('Combien de temps prend le N-400 ?')).toEqual({ form: 'N-400', office: null });
    expect(detectProcessingQuestion('Wie lange dauert das I-751?')).toEqual({ form: 'I-751', office: null });
  });

  it('leaves other questions alone', () => {
    expect(detectProcessingQuestion('How much is the I-485?')).toBeNull();
    expect(detectProcessingQuestion('How long does a marriage green card take?')).toBeNull();
    expect(detectProcessingQuestion('How long can I stay outside the US with a green card?')).toBeNull();
  });
});

describe('processingAnswerText', () => {
  it("gives the office's times by category, their date and source, and where to see one's own application", () => {
    const text = processingAnswerText({ form: 'I-485', office: 'NBC' }, FIGURES, 'en');
    expect(text).toContain('How long USCIS takes on Form I-485 at NBC');
    expect(text).toContain('- **NBC**, Family-based adjustment: 10.5 months');
    expect(text).not.toContain('TSC');
    expect(text).toContain('Published by USCIS on October 31, 2026.');
    expect(text).toContain('(https://egov.uscis.gov/processing-times/)');
    expect(text).toContain('[Track Your Applications](/cases/track)');
  });

  it('lists every office when none is named, or when the one named posts no time', () => {
    expect(processingAnswerText({ form: 'I-485', office: null }, FIGURES, 'en')).toContain(
      '- **TSC**, Employment-based adjustment: 7 months',
    );
    const elsewhere = processingAnswerText({ form: 'I-485', office: 'VSC' }, FIGURES, 'es');
    expect(elsewhere).toContain('USCIS no publica un tiempo para el Formulario I-485 en VSC.');
    expect(elsewhere).toContain('Family-based adjustment: 10.5 meses');
  });
});

describe('the offline assistant asked how long a form takes', () => {
  it("answers from USCIS's imported times, and from the knowledge base when none were imported", async () => {
    const ask = (times: ProcessingTimeFigure[]) =>
      planReply([{ role: 'user', text: 'How long does the I-485 take at NBC?' }], () => seedKnowledgeBase(), {
        processingTimes: (form) => Promise.resolve(times.filter((entry) => entry.form === form)),
      });
    expect((await ask(FIGURES)).text).toContain('Family-based adjustment: 10.5 months');
    expect((await ask([])).text).not.toContain('How long USCIS takes on Form');
  });
});
