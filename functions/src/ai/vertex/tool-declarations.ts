// The three actions Gemini may propose. Enums come from the product's reference lists, so the model can only
// name a category or country the wizards and the rules engine know.
import { Type, type FunctionDeclaration, type Schema } from '@google/genai';
import type { ToolName } from '../agent';
import { DOCUMENT_CATEGORIES, DOCUMENT_CATEGORY_KEYS, ELIGIBILITY_CATEGORIES } from '../../shared/reference/categories';
import { COUNTRIES } from '../../shared/reference/countries';
import { CRIMINAL_EVENT_KINDS, ENTRY_MANNERS, OFFENCES, REMOVAL_KINDS } from '../../shared/eligibility/bar-facts-schema';

export type ToolDeclaration = FunctionDeclaration & { name: ToolName };

// Every parameter is optional on purpose: the tool opens a form, which asks for whatever the user has not said yet.
// Required parameters would push the model to guess.
const ONLY_IF_SAID = 'Leave it out unless the user has said it.';

function stringEnum(values: readonly string[], description: string): Schema {
  return { type: Type.STRING, enum: [...values], description };
}

const countryParameter = (whose: string): Schema => stringEnum(COUNTRIES, `${whose} ${ONLY_IF_SAID}`);

const documentCategoryLabels = DOCUMENT_CATEGORIES.map((c) => `${c.key} = ${c.label}`).join('; ');

export const TOOL_DECLARATIONS: readonly ToolDeclaration[] = [
  {
    name: 'check_eligibility',
    description:
      "Opens the eligibility check, where the product's rules engine decides whether the user qualifies for a U.S. visa or green card category. Use it when the user asks whether they qualify or what they would need.",
    parameters: {
      type: Type.OBJECT,
      properties: {
        category: stringEnum(ELIGIBILITY_CATEGORIES, `The immigration category to check. ${ONLY_IF_SAID}`),
        country: countryParameter("The applicant's country of nationality."),
        immigrationHistory: {
          type: Type.OBJECT,
          description: `Facts the user stated about their own immigration history. ${ONLY_IF_SAID}`,
          properties: {
            entry: {
              type: Type.OBJECT,
              properties: {
                manner: stringEnum(ENTRY_MANNERS, `How they last entered the United States. ${ONLY_IF_SAID}`),
                date: { type: Type.STRING, description: `The date of that entry, YYYY-MM-DD. ${ONLY_IF_SAID}` },
              },
            },
            removals: {
              type: Type.ARRAY,
              description: `Each removal or deportation they mentioned. ${ONLY_IF_SAID}`,
              items: {
                type: Type.OBJECT,
                properties: {
                  kind: stringEnum(REMOVAL_KINDS, 'expedited (at the border), order (by a judge) or voluntary-departure.'),
                  date: { type: Type.STRING, description: 'YYYY-MM-DD, if said.' },
                },
              },
            },
          },
        },
        criminalHistory: {
          type: Type.OBJECT,
          description: `Arrests, charges or convictions the user stated. ${ONLY_IF_SAID}`,
          properties: {
            events: {
              type: Type.ARRAY,
              items: {
                type: Type.OBJECT,
                properties: {
                  kind: stringEnum(CRIMINAL_EVENT_KINDS, 'arrest, charge or conviction.'),
                  offence: stringEnum(OFFENCES, 'What the offence was.'),
                  date: { type: Type.STRING, description: 'YYYY-MM-DD, if said.' },
                },
              },
            },
          },
        },
      },
    },
  },
  {
    name: 'review_documents',
    description:
      'Opens the document review, where the user uploads files and the rules engine checks them against the required list. Use it when the user wants their documents or forms checked, or asks what to submit.',
    parameters: {
      type: Type.OBJECT,
      properties: {
        category: stringEnum(DOCUMENT_CATEGORY_KEYS, `The document checklist to use (${documentCategoryLabels}). ${ONLY_IF_SAID}`),
        country: countryParameter("The applicant's country of nationality."),
      },
    },
  },
  {
    name: 'create_case',
    description:
      'Creates a case so the user can track an application and keep this conversation, results and documents together. Use it when the user wants to start or track an application.',
    parameters: {
      type: Type.OBJECT,
      properties: {
        category: stringEnum(ELIGIBILITY_CATEGORIES, `The immigration category of the case. ${ONLY_IF_SAID}`),
      },
    },
  },
];

/** The one tool the provider runs itself: the chat's case. Never stored as a call; its answer goes straight back. */
export const CASE_TOOL_NAME = 'get_case';

/**
 * Declared only for a chat about a case. It takes no arguments on purpose: it always means the chat's own case, so
 * the model cannot name another id, and no other case (let alone another user's) is reachable through it.
 */
export const GET_CASE_DECLARATION: FunctionDeclaration = {
  name: CASE_TOOL_NAME,
  description:
    "Returns the case this conversation is about, from the app's own records: case number, name, category, status and what it means, key dates, receipt number, latest notice, timeline, the latest eligibility check's failed or flagged findings with recommendations, documents and their issues, and what the record shows is missing and the next steps. Call it whenever the user asks about their case: its status, what is missing, next steps, documents, dates or history.",
};
