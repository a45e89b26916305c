import type { FaqSeed } from './types';

// Help & Support FAQ. The first three entries are the specification's own, in its order; the rest cover the product and process.

export const FAQ: readonly FaqSeed[] = [
  {
    id: 'reset-password',
    question: 'How do I reset my password?',
    answer: 'Go to **Settings > Security**. If you sign in with Google, your password is managed by your Google account instead.',
    link: '/settings',
  },
  {
    id: 'find-invoices',
    question: 'Where can I see my invoices?',
    answer: 'Go to **Billing & Payments > Invoices**. In Payment History, choose **View Invoice** next to any payment to see its details.',
    link: '/billing/history',
  },
  {
    id: 'account-issues',
    question: 'Who do I contact for account issues?',
    answer:
      'Open a new ticket. From **Help & Support**, choose **+ Create New Ticket** and describe the problem. Please do not include passport numbers or other sensitive details in the subject line.',
    link: '/support/new',
  },
  {
    id: 'how-the-assistant-works',
    question: 'How does the AI assistant work, and what are its limits?',
    answer:
      'The assistant answers general immigration questions using our Knowledge Center, glossary and FAQ, and links to the sources it used. It can also open the Eligibility Check or Document Review tools for you, or create a case from your conversation. Each answer shows which provider produced it. Its answers are **informational only and not legal advice**: it can be wrong or out of date, and it cannot know every fact of your situation. Always check important points with official sources such as USCIS or the State Department, or with a licensed immigration attorney.',
    link: '/ai-assistant/chat',
  },
  {
    id: 'data-privacy',
    question: 'Is my data private?',
    answer:
      'Your cases, chats, eligibility answers and uploaded documents are linked to your account, and access rules keep other users from seeing them. Authorized administrators can view case data when needed to run and support the service. When a cloud AI provider answers your chat, your messages are sent to that provider to generate the reply. Share only what you need to, and avoid putting full passport or Social Security numbers in chat messages. In the Eligibility Check you can choose a data retention preference.',
    link: '/settings',
  },
  {
    id: 'check-eligibility',
    question: 'How do I check whether I am eligible for a visa or green card?',
    answer:
      'Open **AI Assistant > Eligibility Check**. You enter your basic information, choose a category (for example Family-Based, Student (F-1) or Investor (EB-5)), answer the category questions and describe your situation. The result explains whether you appear to qualify, with reasons, recommendations and the legal rules it relied on. It is a screening to help you prepare, not an official decision. Only USCIS, the State Department or an immigration court can decide your case.',
    link: '/ai-assistant/eligibility',
  },
  {
    id: 'document-review',
    question: 'How does document review work?',
    answer:
      'Open **AI Assistant > Document Review**, choose a category and your country of origin, and upload the required documents (PDF, DOCX, JPG or PNG). The review checks each file for problems such as the wrong document, missing pages, poor quality or inconsistent details, then gives you a summary report you can copy or share. It cannot confirm that a document is authentic or that USCIS will accept it.',
    link: '/ai-assistant/documents',
  },
  {
    id: 'create-case',
    question: 'How do I create a case?',
    answer:
      'The easiest way is to ask the assistant in **Ask a Question**, for example "Create a case for my spouse\'s green card." The assistant creates the case from your conversation, and eligibility results and document reviews can be linked to it. You can then find it under **My Cases > View Case**.',
    link: '/ai-assistant/chat',
  },
  {
    id: 'track-applications',
    question: 'Can I track my USCIS application in the app?',
    answer:
      'Yes. Under **My Cases > Track Applications** you can keep your receipt number, key dates, appointments and documents together. The official record is always the USCIS Case Status Online page or your USCIS online account, so check there for the latest status.',
    link: '/cases/track',
  },
  {
    id: 'deadline-reminders',
    question: 'Can the app remind me about deadlines?',
    answer:
      'Yes. **Compliance > Deadline Reminders** explains how to get email reminders with a lead time you choose, for deadlines such as RFE responses, document expirations and filing windows. Always confirm a deadline against the notice you received, because the date printed on the official notice is the one that counts.',
    link: '/compliance/reminders',
  },
];
