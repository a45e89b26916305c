// What the chat shows for a tool call. The prompts and button labels are the spec's exact strings; the web client
// may use them as they are, and the stored conversation and the summary PDF say the same.

const TOOLS = {
  check_eligibility: {
    title: 'Eligibility Check',
    prompt: 'Open the Eligibility Check tool to continue.',
    actionLabel: 'Open Eligibility Check',
    actionRoute: '/ai-assistant/eligibility',
  },
  review_documents: {
    title: 'Document Review',
    prompt: 'Open the Document Review tool to continue.',
    actionLabel: 'Open Document Review',
    actionRoute: '/ai-assistant/documents',
  },
  create_case: { title: 'Create Case', prompt: 'Creating your case...', actionLabel: null, actionRoute: null },
} as const;

export interface ToolPresentation {
  title: string;
  prompt: string;
  actionLabel: string | null;
  actionRoute: string | null;
}

function known(name: string): name is keyof typeof TOOLS {
  return Object.hasOwn(TOOLS, name);
}

export function toolPresentation(name: string): ToolPresentation {
  if (known(name)) return TOOLS[name];
  return { title: name, prompt: `Function call: ${name}`, actionLabel: null, actionRoute: null };
}

const RESULT_TEXTS: Readonly<Record<string, string>> = {
  check_eligibility: 'Your eligibility check is done.',
  review_documents: 'Your documents are reviewed.',
  create_case: 'Your case is created.',
};

/**
 * The line a recorded tool result keeps in the stored conversation and the summary PDF: what happened. The chat
 * writes its own, in the reader's language and with a link (web/src/features/chat/components/result-note.tsx).
 */
export function toolResultText(name: string): string {
  return RESULT_TEXTS[name] ?? `${toolPresentation(name).title}: done.`;
}
