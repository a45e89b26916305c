import type { CommonQuestionSeed } from './types';

// Suggested questions for the chat welcome panel, with answers the offline assistant can retrieve.
// Answers are hedged where the outcome depends on facts, and point to official sources and the app's tools.

export const COMMON_QUESTIONS: readonly CommonQuestionSeed[] = [
  {
    id: 'marriage-green-card-timeline',
    text: 'How long does a marriage-based green card take?',
    answer: `There is no single answer. It depends on **who the petitioner is**, **where the spouse lives** and **how busy the office handling the case is**.

- **Spouse of a U.S. citizen living in the U.S.:** the spouse can often file Form I-130 and Form I-485 together. Many cases take roughly a year or more from filing to decision, but some take longer.
- **Spouse of a U.S. citizen living abroad:** the I-130 is processed by USCIS, then the National Visa Center and an embassy handle the case. This often takes longer overall, and embassy wait times vary widely.
- **Spouse of a permanent resident (F2A):** add any wait for the priority date to become current in the Visa Bulletin.

Requests for evidence, interviews and background checks can add time. For a realistic estimate, check the USCIS processing times page for your form and office, and the Visa Bulletin if you are in F2A. You can save your dates in **Track Applications** to follow your case.`,
    sources: [
      { title: 'USCIS: Check Case Processing Times', url: 'https://egov.uscis.gov/processing-times/' },
      { title: 'USCIS: I-130, Petition for Alien Relative', url: 'https://www.uscis.gov/i-130' },
      {
        title: 'U.S. Department of State: The Visa Bulletin',
        url: 'https://travel.state.gov/content/travel/en/legal/visa-law0/visa-bulletin.html',
      },
    ],
    order: 1,
  },
  {
    id: 'work-while-green-card-pending',
    text: 'Can I work while my green card application is pending?',
    answer: `Usually yes, **once you have work authorization**. If you file Form I-485 to adjust status, you can also file **Form I-765** for an employment authorization document (EAD). Wait until the card is approved and its validity period has started before you begin working, unless you already have permission to work for another reason, for example through a valid H-1B or L-1 status with your employer.

Things to keep in mind:

- Working without authorization can hurt your case. Spouses, children and parents of U.S. citizens are treated more leniently for past unauthorized work, but it is still a risk.
- The I-765 generally has its own fee even when filed with the I-485. Check the USCIS fee schedule.
- Rules on automatic extensions of work permits changed in 2025, so file renewals early and check the current USCIS guidance.

If you are unsure whether you can work now, ask an immigration attorney before you start.`,
    sources: [
      { title: 'USCIS: I-765, Application for Employment Authorization', url: 'https://www.uscis.gov/i-765' },
      { title: 'USCIS: I-485, Application to Register Permanent Residence or Adjust Status', url: 'https://www.uscis.gov/i-485' },
    ],
    order: 2,
  },
  {
    id: 'visa-vs-status',
    text: 'What is the difference between a visa and a status?',
    answer: `A **visa** is a travel document. A U.S. embassy or consulate puts it in your passport, and it lets you travel to a U.S. port of entry and ask to be admitted for a certain purpose.

Your **status** is the category you are in once you are inside the U.S., such as F-1 student, H-1B worker or B-2 visitor. It comes with rules you must follow. A border officer decides your admission and records it on your **I-94**, which shows how long you may stay.

Why the difference matters:

- Your **visa can expire while your status is still valid**. You can stay as long as your I-94 and status allow; you just need a valid visa for your next entry.
- Your **status can end while your visa still looks valid**, for example if you stop studying or overstay. Staying past your I-94 date can void the visa.
- You can sometimes **change status** inside the U.S. without getting a new visa.

Check your I-94 on the CBP website, not just the visa in your passport.`,
    sources: [
      {
        title: 'U.S. Department of State: Visas',
        url: 'https://travel.state.gov/content/travel/en/us-visas.html',
      },
      {
        title: 'USCIS: Unlawful Presence and Inadmissibility',
        url: 'https://www.uscis.gov/laws-and-policy/other-resources/unlawful-presence-and-inadmissibility',
      },
    ],
    order: 3,
  },
  {
    id: 'check-uscis-case-status',
    text: 'How do I check my USCIS case status?',
    answer: `You need your **receipt number**: 13 characters, made of three letters and ten digits, printed on your Form I-797C receipt notice.

1. Go to **USCIS Case Status Online** (egov.uscis.gov) and enter the number without dashes.
2. If you filed online, or linked a paper case to your account, sign in to your **USCIS online account** to see notices and messages.
3. Compare how long your case has been pending with the **USCIS processing times** page. If your case is outside normal processing time, you can submit a case inquiry.
4. If your case has moved to the National Visa Center or an embassy, check the State Department's Consular Electronic Application Center instead.

In this app, add your receipt number to your case in **Track Applications** to keep dates and notices together. The USCIS site is always the official record.`,
    sources: [
      { title: 'USCIS: Case Status Online', url: 'https://egov.uscis.gov/' },
      { title: 'USCIS: Check Case Processing Times', url: 'https://egov.uscis.gov/processing-times/' },
    ],
    order: 4,
  },
  {
    id: 'overstay-consequences',
    text: 'What happens if I overstay my visa?',
    answer: `Overstaying can have serious, long-lasting effects, and the details depend on your situation.

- **Your visa is usually voided**, and you may have to apply for future visas in your home country.
- **Unlawful presence** generally starts the day after the date on your I-94 ends. Time before age 18 and some pending applications don't count, and "D/S" admissions follow different rules.
- **If you leave** after more than 180 days of unlawful presence, you can face a **3-year bar** on returning. One year or more can bring a **10-year bar**.
- You may be placed in **removal proceedings**.
- Some people can still get a green card without leaving. For example, spouses, children and parents of U.S. citizens who were lawfully admitted may be able to adjust status despite an overstay.

**Don't leave the U.S. before getting advice** if you have overstayed, because leaving is what triggers the bars. Talk to a licensed immigration attorney or DOJ-accredited representative about your options.`,
    sources: [
      {
        title: 'USCIS: Unlawful Presence and Inadmissibility',
        url: 'https://www.uscis.gov/laws-and-policy/other-resources/unlawful-presence-and-inadmissibility',
      },
      { title: 'USCIS: Find Legal Services', url: 'https://www.uscis.gov/avoid-scams/find-legal-services' },
    ],
    order: 5,
  },
  {
    id: 'travel-while-aos-pending',
    text: 'Can I travel while my adjustment of status is pending?',
    answer: `Generally, **only with advance parole**. If you leave the U.S. while your Form I-485 is pending without an approved advance parole document (requested on Form I-131), USCIS usually treats your application as **abandoned**.

Limited exceptions exist. People who keep a valid H-1B or L-1 status, and their dependents, can often travel and return in that status. Some K-3 and V visa holders are also covered.

Even with advance parole:

- A CBP officer still decides whether to let you back in.
- Travel can be risky if you have **past unlawful presence, immigration violations or criminal history**. Get legal advice before you book.
- Watch for interview or biometrics appointments while you are away. Missing them can delay or harm your case.

Keep copies of your advance parole document, I-485 receipt and passport with you when you travel.`,
    sources: [
      { title: 'USCIS: I-131, Application for Travel Documents', url: 'https://www.uscis.gov/i-131' },
      {
        title: 'USCIS: Adjustment of Status',
        url: 'https://www.uscis.gov/green-card/green-card-processes-and-procedures/adjustment-of-status',
      },
    ],
    order: 6,
  },
  {
    id: 'apply-for-citizenship',
    text: 'How do I apply for U.S. citizenship?',
    answer: `Most green card holders apply by filing **Form N-400, Application for Naturalization**, online or by mail. In general you need to:

- have been a permanent resident for **5 years**, or **3 years** if you have been married to and living with a U.S. citizen spouse who has been a citizen that whole time;
- meet **continuous residence** and **physical presence** requirements (generally at least half the time in the U.S.) and have lived for 3 months in your state or USCIS district;
- show **good moral character**; and
- pass the **English and civics tests** at your interview, then take the Oath of Allegiance.

You can file up to **90 days before** you reach the residence requirement. USCIS updated the civics test in 2025, so check which version applies to you. Long trips abroad, arrests and tax issues can complicate a case; consider legal advice if any apply to you. Fees change, so check the USCIS fee schedule.`,
    sources: [
      { title: 'USCIS: N-400, Application for Naturalization', url: 'https://www.uscis.gov/n-400' },
      { title: 'USCIS: G-1055, Fee Schedule', url: 'https://www.uscis.gov/g-1055' },
    ],
    order: 7,
  },
  {
    id: 'what-is-priority-date',
    text: 'What is a priority date?',
    answer: `A **priority date** is your place in line for a green card in categories that have annual limits, such as family preference (F1 to F4) and most employment categories.

- In **family cases**, it is usually the date USCIS received the Form I-130. It is printed on the receipt notice.
- In **employment cases** that need labor certification, it is usually the date the Department of Labor received the PERM application. Otherwise it is the date USCIS received the I-140.

Each month the State Department's **Visa Bulletin** lists cutoff dates for each category and country. When your priority date is **earlier than the listed date**, it is "current" and your case can move forward. USCIS also says each month whether it will accept green card applications based on the "Dates for Filing" chart or the "Final Action Dates" chart.

Immediate relatives of U.S. citizens don't wait for a priority date to become current.`,
    sources: [
      {
        title: 'U.S. Department of State: The Visa Bulletin',
        url: 'https://travel.state.gov/content/travel/en/legal/visa-law0/visa-bulletin.html',
      },
      { title: 'USCIS: Adjustment of Status Filing Charts from the Visa Bulletin', url: 'https://www.uscis.gov/visabulletininfo' },
    ],
    order: 8,
  },
  {
    id: 'do-i-need-a-lawyer',
    text: 'Do I need a lawyer for my immigration case?',
    answer: `You are **not required** to have a lawyer, and many people file straightforward cases themselves. Professional help is strongly recommended if you have:

- any **arrests or criminal history**, even if charges were dropped;
- past **overstays, unauthorized work, removal orders** or entries without inspection;
- a previous **denial**, a **NOID** or a complicated **RFE**;
- an **immigration court** case; or
- a case that needs a **waiver**, or an asylum case.

Only **licensed attorneys** and **DOJ-accredited representatives** working for recognized organizations may give immigration legal advice. Be careful of "notarios" and consultants who promise results. Free or low-cost help may be available from nonprofit organizations.

This app's tools can help you prepare and organize your case, but they do not replace legal advice.`,
    sources: [
      { title: 'USCIS: Find Legal Services', url: 'https://www.uscis.gov/avoid-scams/find-legal-services' },
    ],
    order: 9,
  },
  {
    id: 'what-is-an-rfe',
    text: 'What is an RFE and how should I respond?',
    answer: `A **Request for Evidence (RFE)** is a USCIS notice (Form I-797E) asking for more information before it decides your case. It is **not a denial**.

How to respond well:

1. **Find the deadline** on the notice. It is usually at most 12 weeks, plus 3 days if the notice was mailed. USCIS must **receive** your response by then, and extensions are generally not given.
2. **Answer every point**, in the same order as the notice.
3. **Send everything at once.** USCIS generally decides based on your first response.
4. **Put the RFE notice on top**, then a cover letter and labeled exhibits. Include certified English translations of foreign documents.
5. **Keep a full copy** and use trackable delivery, or upload online if the notice allows.

Use the **Document Review** tool to check your files before you send them. If the RFE questions your eligibility or mentions past violations, consider an attorney.`,
    sources: [
      { title: 'USCIS Policy Manual: Volume 1, Part E, Chapter 6, Evidence', url: 'https://www.uscis.gov/policy-manual/volume-1-part-e-chapter-6' },
      { title: 'eCFR: 8 CFR 103.2, Submission and adjudication of benefit requests', url: 'https://www.ecfr.gov/current/title-8/section-103.2' },
    ],
    order: 10,
  },
  {
    id: 'change-address-uscis',
    text: 'How do I change my address with USCIS?',
    answer: `Most noncitizens in the U.S. must report a new address **within 10 days** of moving.

- **Online:** use the USCIS change-of-address tool. It updates your address in USCIS records and on your pending cases in one step.
- **Paper:** file Form AR-11. It does not update your pending cases, so you will also need to contact USCIS about them.
- **F-1 and J-1 students:** also tell your DSO or program sponsor within 10 days so they can update SEVIS.
- **Cases at the National Visa Center:** update your address through the State Department's online system instead.

Also file a change of address with the Postal Service. Some USCIS mail, such as cards and travel documents, is sent in a way that is not forwarded, so updating USCIS directly matters most. Missing a notice, such as a biometrics appointment or a request for evidence, can delay or harm your case. Keep a copy of your confirmation.`,
    sources: [
      { title: 'USCIS: How to Change Your Address (AR-11)', url: 'https://www.uscis.gov/ar-11' },
      { title: 'ICE: Student and Exchange Visitor Information System (SEVIS)', url: 'https://www.ice.gov/sevis' },
    ],
    order: 11,
  },
  {
    id: 'family-green-card-documents',
    text: 'What documents do I need for a family-based green card?',
    answer: `The exact list depends on the relationship and on whether you apply inside the U.S. or through an embassy, but most cases include:

- **Form I-130**, plus Form I-130A for spouses, with proof of the petitioner's U.S. citizenship or permanent residence;
- **proof of the relationship**, such as a marriage or birth certificate, and for marriages, evidence that the marriage is real, like a joint lease, bank accounts and photos;
- proof that **any prior marriages ended**, such as divorce decrees or death certificates;
- **Form I-864 Affidavit of Support** with the sponsor's tax returns and proof of income;
- the **beneficiary's passport, birth certificate** and, where required, police certificates;
- a **medical exam** (Form I-693 in the U.S., or with a panel physician abroad); and
- **certified English translations** of any foreign-language documents.

Always follow the current form instructions. Use the **Document Review** tool in this app to check that your files are complete and readable before you file.`,
    sources: [
      { title: 'USCIS: I-130, Petition for Alien Relative', url: 'https://www.uscis.gov/i-130' },
      { title: 'USCIS: I-864, Affidavit of Support', url: 'https://www.uscis.gov/i-864' },
      {
        title: 'U.S. Department of State: The Immigrant Visa Process',
        url: 'https://travel.state.gov/content/travel/en/us-visas/immigrate/the-immigrant-visa-process.html',
      },
    ],
    order: 12,
  },
];
