// Questions a real applicant might type, each with the card of cards/procedures.ts that should answer it (retrieval tests).
export const PROCEDURE_QUESTIONS: ReadonlyArray<{ ask: string; card: string }> = [
  { ask: 'How do I change my address with USCIS?', card: 'change-address-uscis' },
  { ask: 'what is an RFE', card: 'what-is-an-rfe' },
  { ask: 'how do I check my case status', card: 'check-uscis-case-status' },
  { ask: 'advanse parole for an emergancy trip home', card: 'advance-parole' },
  { ask: 'reentery permit so I can live abroad for two years', card: 'reentry-permit' },
  { ask: 'i290b deadline after my petition was denied', card: 'appeal-or-motion-i290b' },
  { ask: 'who qualifies for an i912 waiver', card: 'fee-waiver-i912' },
  { ask: 'i797c what is the received date for', card: 'receipt-notice-i797c' },
  { ask: '¿Puedo salir de Estados Unidos si mi ajuste de estatus está pendiente?', card: 'travel-while-aos-pending' },
  { ask: "Combien de temps puis-je vivre à l'étranger sans perdre ma carte verte ?", card: 'long-trips-green-card' },
  { ask: 'Was bedeutet es, wenn USCIS eine Notice of Intent to Deny schickt?', card: 'noid-notice-of-intent-to-deny' },
  { ask: 'my visa expired while I am in the US, do I have to leave right away', card: 'visa-vs-status' },
  { ask: 'is it safe to pay a notary to prepare my immigration papers', card: 'notario-fraud' },
  { ask: "uscis won't take my personal check anymore, how else can I pay", card: 'how-to-pay-uscis-fees' },
];
