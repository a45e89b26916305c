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

/** The line a recorded tool result shows in the conversation. */
export function toolResultText(name: string): string {
  return `${toolPresentation(name).title} result submitted.`;
}
