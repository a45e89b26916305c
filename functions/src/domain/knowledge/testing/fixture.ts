// A small knowledge base for unit tests: three cards (one translated), two figures and one help entry.
import type { CardRecord, FigureRecord, HelpRecord } from '../card-records';
import { buildKnowledgeBase, type KnowledgeBase } from '../knowledge-base';

const USCIS = (path: string, title: string) => ({ title: `USCIS: ${title}`, url: `https://www.uscis.gov/${path}` });

export const FIXTURE_FIGURES: FigureRecord[] = [
  {
    id: 'fee-n400-online',
    label: 'N-400 online',
    value: 710,
    unit: 'usd',
    source: USCIS('g-1055', 'Fee Schedule'),
    checkedOn: '2026-11-23',
    note: null,
  },
  {
    id: 'address-change-days',
    label: 'Days to report',
    value: 10,
    unit: 'days',
    source: USCIS('ar-11', 'AR-11'),
    checkedOn: '2026-11-23',
    note: 'Counted from the move.',
  },
];

export const FIXTURE_CARDS: CardRecord[] = [
  {
    id: 'n400-fee',
    topic: 'naturalization',
    question: 'What is the N-400 fee?',
    phrasings: ['how much does citizenship cost', 'naturalization application price'],
    keywords: ['N-400', 'filing fee'],
    answer: 'The **Form N-400** fee is {{fee-n400-online}} online.\n\n- Pay online.\n- Keep the receipt.',
    sources: [USCIS('n-400', 'N-400, Application for Naturalization')],
    checkedOn: '2026-11-23',
    related: ['change-address-uscis', 'missing-card'],
    translations: {
      es: {
        question: '¿Cuánto cuesta la solicitud N-400?',
        phrasings: ['precio de la ciudadanía', 'tarifa de naturalización'],
        answer: 'La tarifa del **Formulario N-400** es de {{fee-n400-online}} en línea.',
      },
    },
  },
  {
    id: 'change-address-uscis',
    topic: 'case-status',
    question: 'How do I change my address with USCIS?',
    phrasings: ['I moved, who do I tell', 'update my mailing address'],
    keywords: ['AR-11'],
    answer: 'Report your new address within {{address-change-days}} days, online or on **Form AR-11**.',
    sources: [USCIS('addresschange', 'How to Change Your Address')],
    checkedOn: '2026-11-23',
    related: ['n400-fee'],
    translations: {},
  },
  {
    id: 'opt-cap-gap',
    topic: 'students',
    question: 'What is the cap-gap extension?',
    phrasings: ['my OPT ends and my H-1B is pending', 'cap gap'],
    keywords: ['OPT', 'H-1B', 'F-1'],
    answer:
      'The cap-gap extension keeps your F-1 status and OPT going while your H-1B cap petition is pending. Also see {{no-such-figure}}.',
    sources: [USCIS('opt', 'OPT')],
    checkedOn: '2026-11-23',
    related: [],
    translations: {},
  },
];

export const FIXTURE_HELP: HelpRecord[] = [
  { id: 'reset-password', question: 'How do I reset my password?', answer: 'Go to **Settings > Security**.', link: '/settings' },
];

export function fixtureKnowledgeBase(): KnowledgeBase {
  return buildKnowledgeBase({ cards: FIXTURE_CARDS, figures: FIXTURE_FIGURES, help: FIXTURE_HELP });
}
