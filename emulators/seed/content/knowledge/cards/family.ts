import type { KnowledgeCardSeed, SourceRef } from '../../types';

// Answer cards for family-based immigration and for green card holders (topics "family" and "green-card"). Every fee
// and table figure is a {{figure-id}} from the figure table; the most asked cards carry Spanish, French and German text.

const CHECKED = '2026-11-23';

const I130: SourceRef = { title: 'USCIS: I-130, Petition for Alien Relative', url: 'https://www.uscis.gov/i-130' };
const I485: SourceRef = {
  title: 'USCIS: I-485, Application to Register Permanent Residence or Adjust Status',
  url: 'https://www.uscis.gov/i-485',
};
const I864: SourceRef = { title: 'USCIS: I-864, Affidavit of Support Under Section 213A of the INA', url: 'https://www.uscis.gov/i-864' };
const I751: SourceRef = { title: 'USCIS: I-751, Petition to Remove Conditions on Residence', url: 'https://www.uscis.gov/i-751' };
const I90: SourceRef = { title: 'USCIS: I-90, Application to Replace Permanent Resident Card', url: 'https://www.uscis.gov/i-90' };
const REPLACE_CARD: SourceRef = {
  title: 'USCIS: Replace Your Green Card',
  url: 'https://www.uscis.gov/green-card/after-we-grant-your-green-card/replace-your-green-card',
};
const REMOVE_CONDITIONS: SourceRef = {
  title: 'USCIS: Removing Conditions on Permanent Residence Based on Marriage',
  url: 'https://www.uscis.gov/green-card/after-we-grant-your-green-card/conditional-permanent-residence/removing-conditions-on-permanent-residence-based-on-marriage',
};
const IMMEDIATE_RELATIVES: SourceRef = {
  title: 'USCIS: Green Card for Immediate Relatives of U.S. Citizen',
  url: 'https://www.uscis.gov/green-card/green-card-eligibility/green-card-for-immediate-relatives-of-us-citizen',
};
const PREFERENCE_IMMIGRANTS: SourceRef = {
  title: 'USCIS: Green Card for Family Preference Immigrants',
  url: 'https://www.uscis.gov/green-card/green-card-eligibility/green-card-for-family-preference-immigrants',
};
const VISA_BULLETIN: SourceRef = {
  title: 'U.S. Department of State: The Visa Bulletin',
  url: 'https://travel.state.gov/content/travel/en/legal/visa-law0/visa-bulletin.html',
};
const FILING_CHARTS: SourceRef = {
  title: 'USCIS: Adjustment of Status Filing Charts from the Visa Bulletin',
  url: 'https://www.uscis.gov/green-card/green-card-processes-and-procedures/visa-availability-priority-dates/adjustment-of-status-filing-charts-from-the-visa-bulletin',
};
const PRIORITY_DATES: SourceRef = {
  title: 'USCIS: Visa Availability and Priority Dates',
  url: 'https://www.uscis.gov/green-card/green-card-processes-and-procedures/visa-availability-priority-dates',
};
const CSPA: SourceRef = {
  title: 'USCIS: Child Status Protection Act (CSPA)',
  url: 'https://www.uscis.gov/green-card/green-card-processes-and-procedures/child-status-protection-act-cspa',
};
const ADJUSTMENT: SourceRef = {
  title: 'USCIS: Adjustment of Status',
  url: 'https://www.uscis.gov/green-card/green-card-processes-and-procedures/adjustment-of-status',
};
const CONSULAR: SourceRef = {
  title: 'USCIS: Consular Processing',
  url: 'https://www.uscis.gov/green-card/green-card-processes-and-procedures/consular-processing',
};
const IV_PROCESS: SourceRef = {
  title: 'U.S. Department of State: The Immigrant Visa Process',
  url: 'https://travel.state.gov/content/travel/en/us-visas/immigrate/the-immigrant-visa-process.html',
};
const SPOUSE_VISA: SourceRef = {
  title: 'U.S. Department of State: Immigrant Visa for a Spouse of a U.S. Citizen (IR1 or CR1)',
  url: 'https://travel.state.gov/content/travel/en/us-visas/immigrate/family-immigration/immigrant-visa-for-spouse.html',
};
const FAMILY_OF_LPR: SourceRef = {
  title: 'USCIS: Family of Green Card Holders (Permanent Residents)',
  url: 'https://www.uscis.gov/family/family-of-green-card-holders-permanent-residents',
};

const englishOnlyCards: KnowledgeCardSeed[] = [
  {
    id: 'spouse-of-green-card-holder',
    topic: 'family',
    question: 'Can a green card holder sponsor a spouse, and how long does it take?',
    phrasings: [
      'my husband has a green card can he petition for me',
      'F2A visa wait time for a spouse',
      'permanent resident sponsoring his wife',
      'LPR spouse i130 how long',
      'can I adjust status if my spouse is a green card holder',
    ],
    keywords: [
      'F2A',
      'LPR spouse',
      'permanent resident petition',
      'I-130',
      'preference category',
      'Visa Bulletin',
      '245(c)',
      'upgrade',
      'naturalize',
    ],
    answer: `Yes. A green card holder can file **Form I-130** for a husband or wife ({{fee-i130-online}} online or {{fee-i130-paper}} on paper). This is the **F2A** category. Unlike spouses of U.S. citizens, F2A spouses must wait for a visa number.

**The wait:** after the I-130 is filed, you wait until your priority date is current in the **Visa Bulletin**. In recent years the F2A wait has often been a few years, sometimes longer for people born in Mexico, and it can change from month to month.

**Can you apply from inside the U.S.?** Only if your date is current and, when you file **Form I-485**, you are still in lawful status and have not worked without permission. Overstays and unauthorized work are usually **not** forgiven for F2A spouses (narrow exceptions exist, such as INA 245(i)). Many F2A spouses must finish the case at a U.S. consulate abroad. If you have been in the U.S. unlawfully, leaving can trigger a re-entry bar, so get advice before you travel.

**Good to know**
- Your unmarried children under 21 can usually be included on the same petition as derivatives.
- If your spouse becomes a U.S. citizen, you become an **immediate relative** and no longer wait in line. Tell USCIS or the National Visa Center.
- A pending petition does not give you status or permission to work while you wait.

**Next step:** check the F2A line in the Visa Bulletin each month, and run the Eligibility Check to see whether you can adjust in the U.S.`,
    sources: [FAMILY_OF_LPR, PREFERENCE_IMMIGRANTS, VISA_BULLETIN],
    checkedOn: CHECKED,
    related: ['visa-bulletin-how-to-read', 'adjustment-or-consular-processing', 'children-of-green-card-applicant'],
  },
  {
    id: 'petition-parents',
    topic: 'family',
    question: 'Can I sponsor my parents for a green card?',
    phrasings: [
      'bring my mom and dad to the US',
      'i130 for my parents',
      'green card for my mother as a US citizen',
      'can a green card holder petition for parents',
      'how long does it take to get a green card for parents',
    ],
    keywords: [
      'parents',
      'mother',
      'father',
      'I-130',
      'immediate relative',
      'IR5',
      '21 years old',
      'step-parent',
      'adoptive parent',
      'I-864',
    ],
    answer: `Yes, if you are a **U.S. citizen aged 21 or older**. Green card holders cannot sponsor their parents; they must become citizens first.

Parents of adult U.S. citizens are **immediate relatives**. There is no yearly limit and no line to wait in, so the time is mostly processing time.

**How to do it**
- File a separate **Form I-130** for each parent. Fee: {{fee-i130-online}} online or {{fee-i130-paper}} on paper, for each one.
- Prove the relationship with your birth certificate showing the parent's name. A **father** may need extra proof if your parents were not married when you were born. A **step-parent** qualifies only if the marriage took place before you turned 18. An **adoptive parent** generally qualifies only if the adoption happened before you turned 16, with other conditions.
- You sign **Form I-864** as the financial sponsor. If your income is too low, a joint sponsor can also sign.

**Where your parent applies**
- **Abroad:** through the National Visa Center and a U.S. embassy or consulate.
- **In the U.S.:** with **Form I-485** ({{fee-i485}}), if your parent was inspected and admitted or paroled at entry. A past overstay is usually forgiven for parents of citizens.

Your brothers and sisters cannot come as part of your parent's case. You can file for them separately, and your parent can petition for unmarried children under 21 after getting the green card.

**Next step:** run the Eligibility Check to confirm which documents prove the relationship.`,
    sources: [
      I130,
      IMMEDIATE_RELATIVES,
      { title: 'USCIS: Family of U.S. Citizens', url: 'https://www.uscis.gov/family/family-of-us-citizens' },
    ],
    checkedOn: CHECKED,
    related: ['immediate-relative-vs-preference', 'affidavit-of-support-i864', 'i130-fee-and-filing'],
  },
  {
    id: 'petition-siblings',
    topic: 'family',
    question: 'Can I sponsor my brother or sister for a green card?',
    phrasings: [
      'bring my sibling to the US',
      'F4 visa wait time',
      'i130 for my brother',
      'how long does it take to sponsor my sister',
      'can a permanent resident petition for a sibling',
    ],
    keywords: [
      'F4',
      'sibling',
      'brother',
      'sister',
      'half-sibling',
      'step-sibling',
      'I-130',
      'Visa Bulletin',
      'fourth preference',
      'wait time',
    ],
    answer: `Yes, if you are a **U.S. citizen aged 21 or older**. Green card holders cannot sponsor brothers or sisters. This is the **F4** category, and it has some of the longest waits of any green card category.

**How it works**
- File **Form I-130** for your sibling. Fee: {{fee-i130-online}} online or {{fee-i130-paper}} on paper.
- Prove that you share at least one parent, usually with both birth certificates. Half-siblings qualify. Step-siblings and adopted siblings have extra rules, so check them before filing.
- Your sibling's spouse and unmarried children under 21 can immigrate with them as **derivatives**, without their own petitions.

**The wait**
Only a limited number of F4 visas are given each year. Your sibling waits until the priority date (normally the date USCIS received the I-130) is current in the **Visa Bulletin**. The wait is often well over a decade, and longer for people born in high-demand countries such as Mexico, India and the Philippines.

While waiting, the petition gives your sibling no right to live or work in the U.S. It can also make a tourist visa harder to get, because the consulate may think your sibling plans to stay.

A child of your sibling who turns 21 before a visa is available may lose derivative status, although the Child Status Protection Act protects some children.

**Next step:** file early to lock in a priority date, and check the F4 line in the Visa Bulletin each month.`,
    sources: [PREFERENCE_IMMIGRANTS, I130, VISA_BULLETIN],
    checkedOn: CHECKED,
    related: ['visa-bulletin-how-to-read', 'what-is-priority-date', 'child-status-protection-act'],
  },
  {
    id: 'petition-children-over-21-married',
    topic: 'family',
    question: 'Can I sponsor my adult or married son or daughter?',
    phrasings: [
      'petition for my son who is over 21',
      'F1 F3 F2B categories explained',
      'can a green card holder sponsor a married daughter',
      'i130 for a married child',
      'my daughter is 25 can I bring her to the US',
    ],
    keywords: [
      'F1',
      'F2B',
      'F3',
      'adult child',
      'married son',
      'married daughter',
      'unmarried son',
      'I-130',
      'CSPA',
      'preference category',
      'opt out',
    ],
    answer: `Yes, in most cases. The category, and the wait, depend on your status and on your child's age and marital status:

- **U.S. citizen, unmarried son or daughter 21 or older:** category **F1**.
- **U.S. citizen, married son or daughter of any age:** category **F3**.
- **Green card holder, unmarried son or daughter 21 or older:** category **F2B**.
- **Green card holder, married son or daughter:** no category. You must become a U.S. citizen first.

File **Form I-130** for each child ({{fee-i130-online}} online or {{fee-i130-paper}} on paper). All three categories wait in line in the **Visa Bulletin**, often for many years, and longest for people born in Mexico and the Philippines. Your child's own children under 21 can come as derivatives, and in F3 the child's spouse can too.

**Life changes move the case**
- If you naturalize, an F2B case becomes F1 automatically. Because F1 can be slower for some countries, your child may ask in writing to stay in F2B.
- If an F1 son or daughter marries, the case moves to F3 and keeps its priority date.
- If an F2B son or daughter marries before immigrating, the petition ends, because green card holders cannot sponsor married children.
- A child who was under 21 when you filed may be protected by the **Child Status Protection Act (CSPA)** after turning 21.

**Next step:** run the Eligibility Check to confirm your category, then check its line in the Visa Bulletin each month.`,
    sources: [PREFERENCE_IMMIGRANTS, CSPA, VISA_BULLETIN],
    checkedOn: CHECKED,
    related: ['child-status-protection-act', 'visa-bulletin-how-to-read', 'immediate-relative-vs-preference'],
  },
  {
    id: 'immediate-relative-vs-preference',
    topic: 'family',
    question: 'What is the difference between an immediate relative and a family preference category?',
    phrasings: [
      'who counts as an immediate relative',
      'immediate relative vs preference category',
      'which family members have no wait for a green card',
      'what do F1 F2A F2B F3 F4 mean',
      'IR category vs F category green card',
    ],
    keywords: [
      'immediate relative',
      'IR1',
      'IR2',
      'IR5',
      'CR1',
      'preference category',
      'F1',
      'F2A',
      'F2B',
      'F3',
      'F4',
      'visa cap',
      'Visa Bulletin',
    ],
    answer: `**Immediate relatives** of U.S. citizens have no yearly limit, so they do not wait for a visa number. **Family preference** relatives share a limited number of visas each year, so they wait in line by priority date.

**Immediate relatives**
- The spouse of a U.S. citizen
- An unmarried child under 21 of a U.S. citizen
- A parent of a U.S. citizen who is 21 or older
- In some cases, the widow or widower of a U.S. citizen

**Preference categories (with waits)**
- **F1:** unmarried sons and daughters (21 or older) of U.S. citizens
- **F2A:** spouses and unmarried children under 21 of green card holders
- **F2B:** unmarried sons and daughters (21 or older) of green card holders
- **F3:** married sons and daughters of U.S. citizens
- **F4:** brothers and sisters of U.S. citizens who are 21 or older

**Why it matters**
- Immediate relatives in the U.S. can usually file **Form I-130** and **Form I-485** together, and a past overstay is usually forgiven.
- Preference relatives wait for their date in the **Visa Bulletin**. Waits range from a few years to more than 20, depending on the category and country.
- Immediate relatives cannot bring derivatives: each family member needs a separate petition. Preference relatives can usually include a spouse and unmarried children under 21.

Grandparents, cousins, aunts, uncles and in-laws cannot be sponsored directly.

**Next step:** run the Eligibility Check to find your category.`,
    sources: [IMMEDIATE_RELATIVES, PREFERENCE_IMMIGRANTS],
    checkedOn: CHECKED,
    related: ['what-is-priority-date', 'visa-bulletin-how-to-read', 'petition-parents'],
  },
  {
    id: 'visa-bulletin-how-to-read',
    topic: 'family',
    question: 'How do I read the Visa Bulletin?',
    phrasings: [
      'visa bulletin explained simply',
      'final action date vs date for filing',
      'which chart does USCIS use this month',
      'what does C mean in the visa bulletin',
      'is my date current in the visa bulletin',
    ],
    keywords: [
      'Visa Bulletin',
      'final action date',
      'dates for filing',
      'chart A',
      'chart B',
      'current',
      'C',
      'U',
      'retrogression',
      'chargeability',
      'priority date',
    ],
    answer: `The **Visa Bulletin** is a monthly State Department list showing whose green card case can move forward. Find the row for your category (for example F2A or F4) and the column for your country of chargeability, which is usually your country of birth. Then compare the date shown with your **priority date**.

**Two charts**
- **Final Action Dates:** if your priority date is earlier than this date, a visa can be issued or your green card approved.
- **Dates for Filing:** an earlier step. Consular applicants can send their documents to the National Visa Center. Applicants in the U.S. may file **Form I-485** early, but only in months when USCIS says this chart applies.

USCIS announces which chart it accepts each month on its "Adjustment of Status Filing Charts" page. Check it before you file.

**Codes**
- **C** (current): everyone in that category can go ahead.
- **U** (unavailable): no visas can be issued right now.
- A **date**: only people with an earlier priority date can go ahead.

Dates can jump forward, stand still or move back ("retrogress"). If your date moves back after you filed, your pending case waits, but you keep your place in line.

Immediate relatives of U.S. citizens (spouses, unmarried children under 21 and parents) do not need the Visa Bulletin, because they have no line.

**Next step:** save your priority date and category in Track Applications, and check each new bulletin, usually published around the middle of the month before.`,
    sources: [VISA_BULLETIN, FILING_CHARTS],
    checkedOn: CHECKED,
    related: ['what-is-priority-date', 'child-status-protection-act', 'immediate-relative-vs-preference'],
  },
  {
    id: 'child-status-protection-act',
    topic: 'family',
    question: 'Will my child lose eligibility for a green card at 21 (CSPA)?',
    phrasings: [
      'my son turns 21 before the visa is available',
      'CSPA age calculation',
      'child status protection act explained',
      'does my daughter age out at 21',
      'aging out of a family petition',
    ],
    keywords: [
      'CSPA',
      'Child Status Protection Act',
      'age out',
      'aging out',
      'turning 21',
      'derivative',
      'CSPA age',
      'seek to acquire',
      'one year',
      'final action date',
    ],
    answer: `Not always. The **Child Status Protection Act (CSPA)** keeps some children counted as under 21 after their 21st birthday. Whether it helps your child depends on the type of case.

**Children of U.S. citizens (immediate relatives):** the child's age is generally fixed on the date the **Form I-130** was filed. If the child was under 21 then, they stay a "child" even if processing takes longer. If a green card holder parent becomes a citizen while the case is pending, the age is fixed on the naturalization date.

**Preference and derivative cases** (for example an F2A child, or a child included on a parent's F4 or employment case):
1. Take the child's age on the date a visa became available: the petition was approved and the **Final Action Date** was current.
2. Subtract the time the petition was pending.
3. If the result is under 21, the child is protected, but usually must apply for the green card (seek to acquire it) within **one year** of the visa becoming available.

For requests filed on or after August 15, 2025, USCIS uses the Final Action Dates chart to decide when a visa became available.

**Marriage ends CSPA protection.** A child who marries is no longer a "child" for these rules. A married son or daughter of a U.S. citizen moves to category F3 instead.

The math is easy to get wrong, and missing the one-year window can cost your child their place. If your child is close to 21, talk to a licensed immigration attorney or accredited representative.

**Next step:** set a Deadline Reminder for one year after your category's date becomes current.`,
    sources: [
      CSPA,
      {
        title: 'USCIS Policy Manual: Volume 7, Part A, Chapter 7, Child Status Protection Act',
        url: 'https://www.uscis.gov/policy-manual/volume-7-part-a-chapter-7',
      },
    ],
    checkedOn: CHECKED,
    related: ['children-of-green-card-applicant', 'visa-bulletin-how-to-read', 'petition-children-over-21-married'],
  },
  {
    id: 'nvc-process',
    topic: 'family',
    question: 'What happens at the National Visa Center after my I-130 is approved?',
    phrasings: [
      'I-130 approved what happens next for a relative abroad',
      'NVC process steps',
      'how do I pay NVC fees',
      'DS-260 and civil documents upload',
      'what does documentarily qualified mean',
    ],
    keywords: [
      'NVC',
      'National Visa Center',
      'CEAC',
      'DS-260',
      'civil documents',
      'documentarily qualified',
      'DQ',
      'immigrant visa fee',
      'affidavit of support fee',
      'USCIS Immigrant Fee',
      'consular interview',
      'panel physician',
    ],
    answer: `If your relative will immigrate from abroad, USCIS sends the approved **Form I-130** to the **National Visa Center (NVC)**. NVC prepares the case for an interview at a U.S. embassy or consulate.

**Steps**
1. **Welcome notice:** NVC sends a case number and invoice ID. Sign in to the State Department's Consular Electronic Application Center (CEAC).
2. **Pay fees:** the immigrant visa fee ({{fee-immigrant-visa-family}}) and the affidavit of support fee ({{fee-nvc-affidavit}}).
3. **Submit forms:** the **DS-260** immigrant visa application, and the sponsor's **Form I-864** with tax and income proof.
4. **Upload civil documents:** passport, birth certificate, marriage and divorce records, police certificates, and any court or military records, as the State Department's list for your country requires.
5. **Documentarily qualified:** once NVC accepts everything, the case waits for an interview date. In preference cases, the priority date must also be current.
6. **Medical exam and interview:** the applicant sees an embassy-approved panel physician, then goes to the interview with original documents.
7. **After the visa is issued:** pay the **USCIS Immigrant Fee** ({{fee-uscis-immigrant}}) online before traveling. The green card is mailed after entry.

Answer NVC quickly. If you do not act on the case for a year after being told a visa is available, the petition can be ended. Since 2025, visa issuance for nationals of some countries has been paused or restricted, so read the embassy's current notices.

**Next step:** use Document Review to check civil documents and translations before you upload them.`,
    sources: [
      IV_PROCESS,
      {
        title: 'U.S. Department of State: Fees for Visa Services',
        url: 'https://travel.state.gov/content/travel/en/us-visas/visa-information-resources/fees/fees-visa-services.html',
      },
      { title: 'USCIS: USCIS Immigrant Fee', url: 'https://www.uscis.gov/forms/filing-fees/uscis-immigrant-fee' },
    ],
    checkedOn: CHECKED,
    related: ['adjustment-or-consular-processing', 'affidavit-of-support-i864', 'family-green-card-documents'],
  },
  {
    id: 'marriage-interview',
    topic: 'family',
    question: 'What happens at a marriage green card interview?',
    phrasings: [
      'marriage green card interview questions',
      'what to bring to the I-485 interview',
      'bona fide marriage evidence for the interview',
      'what is a stokes interview',
      'how to prepare for a USCIS interview with my spouse',
    ],
    keywords: [
      'interview',
      'marriage interview',
      'bona fide marriage',
      'I-485 interview',
      'Stokes interview',
      'evidence',
      'field office',
      'interpreter',
      'G-1256',
      'attorney',
    ],
    answer: `At a marriage green card interview, a USCIS officer checks that your application is correct and that your marriage is real (a "bona fide" marriage). Both spouses usually must attend, at the USCIS field office named on the notice.

**What happens**
- You pass security, take an oath, and the officer reviews your **Form I-485** and **Form I-130** answers with you.
- The officer asks about your relationship: how you met, the wedding, daily life, who lives in your home, and your plans.
- You may be asked about arrests, immigration history and travel.
- If the officer has doubts, you may be interviewed separately (sometimes called a Stokes interview).

**What to bring**
- The interview notice, passports, IDs and the originals of every document you sent.
- Updated proof of your shared life: lease or mortgage, joint bank and credit card statements, joint tax returns, insurance, children's birth certificates, photos over time, travel records.
- New pay stubs or a job letter for the affidavit of support.
- An interpreter if you need one, following the notice's instructions.

**Tips:** answer honestly, and say "I don't know" rather than guessing. You may bring an attorney or accredited representative. The officer may approve the case, ask for more evidence, or decide later by mail.

If you have any arrest, an immigration violation, or a past finding of marriage fraud, talk to a licensed immigration attorney or accredited representative before the interview.

**Next step:** use Document Review to build your evidence folder, and set a Deadline Reminder for the interview date.`,
    sources: [
      {
        title: 'USCIS Policy Manual: Volume 7, Part A, Chapter 5, Interview Guidelines',
        url: 'https://www.uscis.gov/policy-manual/volume-7-part-a-chapter-5',
      },
      I485,
    ],
    checkedOn: CHECKED,
    related: ['family-green-card-documents', 'married-us-citizen-forms', 'what-is-an-rfe'],
  },
  {
    id: 'green-card-lost-stolen',
    topic: 'green-card',
    question: 'What should I do if my green card is lost or stolen?',
    phrasings: [
      'I lost my green card',
      'my permanent resident card was stolen',
      'i90 for a lost card',
      'how to prove my status while waiting for a replacement green card',
      'lost my green card while traveling abroad',
    ],
    keywords: [
      'lost',
      'stolen',
      'destroyed',
      'I-90',
      'replacement card',
      'ADIT stamp',
      'I-551 stamp',
      'temporary proof',
      'I-131A',
      'police report',
    ],
    answer: `File **Form I-90** to replace a lost, stolen or destroyed green card. The fee is {{fee-i90-online}} online or {{fee-i90-paper}} on paper.

**Steps**
1. If the card was stolen, report it to the police and keep a copy of the report. It helps if someone misuses your identity.
2. File the I-90 and choose the reason for a lost, stolen or destroyed card.
3. Go to the biometrics appointment if USCIS schedules one.

**Proof of status while you wait**
When you have no card, the I-90 receipt notice alone is not proof of status. If you need proof for a job or for travel, call the USCIS Contact Center and ask for a field office appointment. There, USCIS can put a temporary **I-551 stamp** (also called an ADIT stamp) in your passport.

**If you lost the card outside the U.S.**
To return, you will usually need a boarding foil from a U.S. embassy or consulate, requested with **Form I-131A** (fee {{fee-i131a}}). If you have been abroad {{absence-abandonment-years}} year or more without a re-entry permit, the card may no longer be enough to return, and you should get advice.

Keep a copy of both sides of your card and your A-number in a safe place. It makes a replacement much easier.

**Next step:** file your I-90 online, then add the receipt number to Track Applications.`,
    sources: [
      REPLACE_CARD,
      I90,
      { title: 'USCIS: I-131A, Application for Travel Document (Carrier Documentation)', url: 'https://www.uscis.gov/i-131a' },
    ],
    checkedOn: CHECKED,
    related: ['green-card-renewal-i90', 'reentry-permit', 'green-card-expired'],
  },
  {
    id: 'green-card-expired',
    topic: 'green-card',
    question: 'My green card expired. Am I still a permanent resident?',
    phrasings: [
      'is it still legal to stay with an expired green card',
      'can I work with an expired green card',
      'travel with an expired permanent resident card',
      'my green card expired what happens now',
      'does my status end when my green card expires',
      'expired green card, do I need to file an i90',
    ],
    keywords: [
      'expired green card',
      'I-90',
      'proof of status',
      '36-month extension',
      'receipt notice',
      'I-9',
      'travel',
      'conditional resident',
      'I-751',
      'I-551 stamp',
    ],
    answer: `Yes, if you have a **{{green-card-validity-years}}-year card**. Your permanent resident status does not end when the card expires; only the card, your proof of status, does. The law still requires you to carry valid proof, so renew it with **Form I-90** ({{fee-i90-online}} online or {{fee-i90-paper}} on paper).

**Proof while you wait**
- The I-90 receipt notice, shown with your expired card, extends the card's validity for 36 months from the expiration date printed on it.
- If you need more, USCIS can put a temporary **I-551 stamp** in your passport at a field office appointment.

**Work:** your current employer should not ask you to prove again that you can work just because your card expired. A new employer can generally accept the expired card together with the I-90 receipt notice during the extension.

**Travel:** show the expired card with the receipt notice when you come back. Airlines may ask questions, so carry both.

**A 2-year conditional card is different.** If it expires and you did not file **Form I-751** on time, your status can end. File it in the {{i751-window-days}} days before the expiration date; the I-751 receipt notice extends your status.

**Next step:** file your I-90 now if your card has expired or will expire within {{i90-renewal-months}} months, and set a Deadline Reminder for the end of the extension.`,
    sources: [REPLACE_CARD, I90, I751],
    checkedOn: CHECKED,
    related: ['green-card-renewal-i90', 'remove-conditions-i751', 'green-card-lost-stolen'],
  },
  {
    id: 'i130-fee-and-filing',
    topic: 'family',
    question: 'How do I file Form I-130, and how much does it cost?',
    phrasings: [
      'i130 filing fee',
      'file I-130 online or by mail',
      'where do I send Form I-130',
      'how to pay the USCIS fee for a family petition',
      'what happens after I file the i130',
    ],
    keywords: [
      'I-130',
      'I-130A',
      'filing fee',
      'online filing',
      'USCIS account',
      'lockbox',
      'G-1450',
      'G-1650',
      'I-797C',
      'receipt notice',
      'petition for alien relative',
    ],
    answer: `**Form I-130**, Petition for Alien Relative, is filed by the U.S. citizen or green card holder, not by the relative. The fee is {{fee-i130-online}} online or {{fee-i130-paper}} on paper, for each relative.

**Online**
- Create a USCIS online account, fill out the form, upload your evidence and pay by card or bank account.
- You get the receipt right away and can follow the case and answer requests online.

**On paper**
- Use the current edition of the form from the USCIS I-130 page, and mail it to the address on the "Where to File" page for your situation. The address is different when you file it together with **Form I-485**.
- Pay electronically. Since October 28, 2025, USCIS generally no longer accepts checks or money orders. Attach **Form G-1450** (card) or **Form G-1650** (bank account).

**What to include**
- Proof of your U.S. citizenship or green card, and proof of the family relationship.
- For a spouse: **Form I-130A**, and evidence that the marriage is real.
- A full English translation of every foreign-language document.

**After filing**
- You receive a receipt notice (**Form I-797C**) with your receipt number and priority date.
- An approved I-130 does not give your relative status or permission to live or work in the U.S. It confirms the relationship and holds their place in line.
- Report any move to USCIS; noncitizens must do so within {{address-change-days}} days.

**Next step:** check your package with Document Review before filing, then add the receipt number to Track Applications.`,
    sources: [I130, { title: 'USCIS: Fee Schedule (Form G-1055)', url: 'https://www.uscis.gov/g-1055' }],
    checkedOn: CHECKED,
    related: ['receipt-notice-i797c', 'married-us-citizen-forms', 'what-is-priority-date'],
  },
  {
    id: 'petitioner-died-or-divorce',
    topic: 'family',
    question: 'What happens to a family petition if the petitioner dies or we divorce?',
    phrasings: [
      'my husband died before my green card was approved',
      'divorce while the I-130 is pending',
      'widow of a us citizen green card',
      'what happens to my i485 if we separate',
      'the person who petitioned for me passed away',
    ],
    keywords: [
      'death of petitioner',
      'widow',
      'widower',
      'I-360',
      '204(l)',
      'humanitarian reinstatement',
      'substitute sponsor',
      'divorce',
      'separation',
      'VAWA',
    ],
    answer: `It depends on the relationship and the timing. These are the general rules.

**Divorce**
- A spouse petition (**Form I-130**) depends on the marriage. If you divorce before you get the green card, the petition can no longer lead to one, and a pending **Form I-485** based on it will be denied.
- Separation without divorce is not automatically fatal, but USCIS will look closely at whether the marriage was real from the start.
- If your U.S. citizen or green card holder spouse abused you, you may be able to petition for yourself under **VAWA**, even after a divorce (generally within 2 years of it).
- If you already have a conditional green card, you can ask to file **Form I-751** alone.

**Death of the petitioner**
- **Widow or widower of a U.S. citizen:** a pending or approved I-130 generally becomes a widow(er) petition. If none was filed, you can file **Form I-360** yourself within 2 years of the death, as long as you have not remarried.
- **Other relatives living in the U.S.:** under **INA 204(l)**, a beneficiary who lived in the U.S. when the petitioner died, and still does, may be able to continue the case. A substitute sponsor signs the **Form I-864**.
- **Relatives abroad:** an approved petition can sometimes be kept alive through "humanitarian reinstatement," with a substitute sponsor.

These rules have strict details and deadlines. Talk to a licensed immigration attorney or accredited representative as soon as you can.

**Next step:** save any deadline in Deadline Reminders, and keep the death certificate or divorce decree ready.`,
    sources: [
      { title: 'USCIS: I-360, Petition for Amerasian, Widow(er), or Special Immigrant', url: 'https://www.uscis.gov/i-360' },
      {
        title: 'U.S. Code: 8 U.S.C. 1154 (INA 204, procedure for granting immigrant status)',
        url: 'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title8-section1154&num=0&edition=prelim',
      },
      {
        title: 'eCFR: 8 CFR 205.1, Automatic revocation',
        url: 'https://www.ecfr.gov/current/title-8/chapter-I/subchapter-B/part-205/section-205.1',
      },
    ],
    checkedOn: CHECKED,
    related: ['conditional-card-divorce-waiver', 'affidavit-of-support-i864', 'do-i-need-a-lawyer'],
  },
  {
    id: 'public-charge-basics',
    topic: 'family',
    question: 'Will using public benefits hurt my family green card case (public charge)?',
    phrasings: [
      'public charge rule explained',
      'can I get food stamps while applying for a green card',
      'does medicaid affect my green card',
      'public charge test for a family petition',
      'will my kids benefits count against me',
    ],
    keywords: [
      'public charge',
      'public benefits',
      'SNAP',
      'Medicaid',
      'SSI',
      'TANF',
      'cash assistance',
      'inadmissibility',
      '212(a)(4)',
      'I-864',
      'totality of circumstances',
    ],
    answer: `It can. Most family-based applicants must show they are not likely to become dependent on the government. This is the **public charge** test. The rules have been changing, so check the current policy before you apply for, or drop, any benefit.

**What officers weigh**
- Your age, health, family size, money and property, education and skills.
- A sufficient **Form I-864** affidavit of support from your sponsor. Most family cases need one, and without it the case is denied.
- Past or current use of certain public benefits.

**Which benefits count**
Under the 2022 rule, only cash help (SSI, TANF and state or local cash assistance) and long-term care in an institution at government expense were weighed. In November 2025 DHS proposed to rescind that rule and give officers broader discretion to weigh other benefits. Read the USCIS public charge page for the rule in force on the day you file. Consular officers abroad follow State Department rules.

**Who is not tested**
Refugees, asylees, VAWA self-petitioners, T and U visa applicants and some others are exempt. Naturalization has no public charge test.

Dropping benefits that you or your U.S. citizen children are legally receiving can hurt your family and may not help your case. Before changing anything, talk to a licensed immigration attorney, an accredited representative or a legal aid office.

**Next step:** run the Eligibility Check, and make sure your sponsor's I-864 meets the income rule.`,
    sources: [
      { title: 'USCIS: Public Charge', url: 'https://www.uscis.gov/green-card/green-card-processes-and-procedures/public-charge' },
      {
        title: 'USCIS Policy Manual: Volume 8, Part G, Public Charge Ground of Inadmissibility',
        url: 'https://www.uscis.gov/policy-manual/volume-8-part-g',
      },
    ],
    checkedOn: CHECKED,
    related: ['affidavit-of-support-i864', 'adjustment-or-consular-processing', 'do-i-need-a-lawyer'],
  },
  {
    id: 'conditional-card-divorce-waiver',
    topic: 'green-card',
    question: 'Can I remove the conditions on my green card if we divorced or separated?',
    phrasings: [
      'I-751 waiver after divorce',
      'file i751 without my spouse',
      'conditional green card and an abusive husband',
      'we divorced before removing conditions',
      'I-751 extreme hardship waiver',
    ],
    keywords: [
      'I-751 waiver',
      'divorce',
      'annulment',
      'abuse',
      'battery',
      'extreme cruelty',
      'extreme hardship',
      'good faith marriage',
      'conditional resident',
      'file alone',
    ],
    answer: `Yes. You can file **Form I-751** by yourself and ask USCIS to waive the joint filing requirement. The fee is {{fee-i751}}.

**Three waiver grounds** (you can claim more than one):
- **A good-faith marriage that ended** in divorce or annulment.
- **Battery or extreme cruelty** by your U.S. citizen or green card holder spouse. You can still be married. USCIS keeps this information confidential from the abuser.
- **Extreme hardship** if you were removed from the U.S.

**Timing:** you can file a waiver any time after you become a conditional resident. You do not have to wait for the {{i751-window-days}}-day window before the card expires. If your divorce is not final yet, you can still file; USCIS will usually ask for the final decree later, so send it as soon as you have it.

**Evidence that the marriage was real when you married** matters most: a joint lease or mortgage, joint bank accounts and bills, tax returns, insurance, children's birth certificates, photos, and letters from people who knew you as a couple. For abuse, add police or court records, medical records, letters from shelters or counselors, and your own statement.

USCIS often interviews waiver cases. The receipt notice extends your status while the case is pending.

If your spouse is abusive, put your safety first. Talk to a licensed immigration attorney or accredited representative; many nonprofits help survivors for free.

**Next step:** use Document Review to organize your good-faith marriage evidence.`,
    sources: [
      REMOVE_CONDITIONS,
      I751,
      {
        title: 'eCFR: 8 CFR 216.5, Waiver of requirement to file joint petition',
        url: 'https://www.ecfr.gov/current/title-8/chapter-I/subchapter-B/part-216/section-216.5',
      },
    ],
    checkedOn: CHECKED,
    related: ['remove-conditions-i751', 'petitioner-died-or-divorce', 'do-i-need-a-lawyer'],
  },
  {
    id: 'medical-exam-i693',
    topic: 'family',
    question: 'Do I need a medical exam (Form I-693) for my green card, and when do I submit it?',
    phrasings: [
      'i693 when to submit',
      'civil surgeon for a green card medical',
      'immigration medical exam vaccines',
      'do I have to send the i693 with my i485',
      'how long is the immigration medical exam valid',
    ],
    keywords: [
      'I-693',
      'medical exam',
      'civil surgeon',
      'panel physician',
      'vaccinations',
      'sealed envelope',
      'I-485',
      'health grounds',
      'tuberculosis',
    ],
    answer: `Yes. Almost everyone applying for a green card needs an immigration medical exam. In the U.S. it is done by a USCIS-designated **civil surgeon** and recorded on **Form I-693**. Abroad, an embassy-approved **panel physician** does it.

**When to submit it**
- Since December 2, 2024, if you need the exam, you must send **Form I-693** together with your **Form I-485**. USCIS can reject an I-485 filed without it.
- The civil surgeon gives you the form in a sealed envelope. Do not open it, or USCIS will not accept it.

**What the exam covers**
- Your medical history, a physical exam, and tests for certain diseases such as tuberculosis and syphilis.
- Required vaccines. The civil surgeon checks your records and gives any that are missing; some can be waived for medical reasons.
- Bring your ID, your vaccination records and records of any ongoing health conditions.

**How long it is valid**
A Form I-693 signed on or after November 1, 2023 stays valid for as long as the I-485 it was filed with is pending. If USCIS asks for a new one, follow the request.

**Good to know**
- Find a doctor with the USCIS "Find a Civil Surgeon" tool. The doctor, not USCIS, sets the price.
- A K-1 fiancé(e) who had the exam abroad and files the I-485 within a year usually needs only the vaccination part.

**Next step:** book the exam early, then check your package in Document Review before filing.`,
    sources: [
      { title: 'USCIS: I-693, Report of Immigration Medical Examination and Vaccination Record', url: 'https://www.uscis.gov/i-693' },
      {
        title: 'USCIS Policy Manual: Volume 8, Part B, Health-Related Grounds of Inadmissibility',
        url: 'https://www.uscis.gov/policy-manual/volume-8-part-b',
      },
    ],
    checkedOn: CHECKED,
    related: ['married-us-citizen-forms', 'family-green-card-documents', 'adjustment-or-consular-processing'],
  },
  {
    id: 'children-of-green-card-applicant',
    topic: 'family',
    question: 'Can my spouse and children get green cards with me?',
    phrasings: [
      'add my kids to my green card application',
      'derivative beneficiary children',
      'I-824 follow to join for my child',
      'my child is abroad can they join me after I get my green card',
      'can my wife and kids immigrate on my petition',
    ],
    keywords: [
      'derivative',
      'derivative beneficiary',
      'follow to join',
      'I-824',
      'children',
      'spouse',
      'F2A',
      'preference category',
      'I-485',
      'under 21',
      'CSPA',
    ],
    answer: `Often yes, if your case is in a **preference category** (F1, F2A, F2B, F3, F4 or employment-based). Your spouse and unmarried children under 21 can then be **derivatives**: they use your petition and priority date, without separate petitions.

**Derivatives in the U.S.:** each one files their own **Form I-485** ({{fee-i485}}, or {{fee-i485-child}} for a child under 14 filing with a parent).

**Derivatives abroad (follow-to-join):** they can get immigrant visas with you or later. If you got your green card inside the U.S., file **Form I-824** so the consulate can process them (check the current fee on its page). Children must still be unmarried and under 21, or protected by the Child Status Protection Act, when they immigrate.

**Immediate relative cases are different.** The spouse, child or parent of a U.S. citizen cannot bring derivatives. The U.S. citizen must file a separate **Form I-130** for each person, for example for a stepchild, if the marriage took place before the child turned 18.

**Watch out**
- A child who marries loses derivative status.
- A child who turns 21 may lose it unless the CSPA protects them.
- A child born after you became a permanent resident is not a derivative. File a new **Form I-130** for that child (category F2A).

**Next step:** list every family member in the Eligibility Check so no one is left out.`,
    sources: [
      PREFERENCE_IMMIGRANTS,
      { title: 'USCIS: I-824, Application for Action on an Approved Application or Petition', url: 'https://www.uscis.gov/i-824' },
      CSPA,
    ],
    checkedOn: CHECKED,
    related: ['child-status-protection-act', 'spouse-of-green-card-holder', 'immediate-relative-vs-preference'],
  },
  {
    id: 'us-citizen-relatives-k3-or-cr1',
    topic: 'family',
    question: 'My spouse lives abroad. Should we use a CR1/IR1 immigrant visa or a K-3 visa?',
    phrasings: [
      'K-3 visa vs CR1',
      'bring my foreign wife to the US',
      'IR1 spouse visa process',
      'is the k3 visa still used',
      'spouse visa from abroad for a US citizen',
    ],
    keywords: [
      'CR1',
      'IR1',
      'K-3',
      'K-4',
      'spousal visa',
      'immigrant visa',
      'I-130',
      'I-129F',
      'NVC',
      'consular processing',
      'conditional residence',
    ],
    answer: `Most couples use the **immigrant visa** (CR1 or IR1). Your spouse enters the U.S. as a permanent resident and the green card comes by mail. The **K-3** visa still exists, but it rarely helps today.

**CR1 or IR1 (immigrant visa)**
1. You, the U.S. citizen, file **Form I-130** ({{fee-i130-online}} online or {{fee-i130-paper}} on paper).
2. After approval, the National Visa Center collects the fees ({{fee-immigrant-visa-family}} and {{fee-nvc-affidavit}}), the **DS-260** and **Form I-864**.
3. Your spouse has a medical exam and an interview abroad, then pays the USCIS Immigrant Fee ({{fee-uscis-immigrant}}) before traveling.

- **CR1:** married less than {{conditional-residence-years}} years when your spouse enters. The card is conditional, and you later file **Form I-751**.
- **IR1:** married {{conditional-residence-years}} years or more. Your spouse gets a {{green-card-validity-years}}-year card.

**K-3 (temporary visa)**
A K-3 lets your spouse enter on a temporary visa while the **I-130** is pending, and then file **Form I-485** in the U.S. It needs an extra **Form I-129F** ({{fee-i129f}}). When USCIS approves the I-130 first, which is usual, the K-3 case is closed and you continue with the immigrant visa.

Green card holders cannot use the K-3; their spouses use the F2A category.

**Next step:** run the Eligibility Check, then use Document Review on your I-130 evidence.`,
    sources: [
      SPOUSE_VISA,
      {
        title: 'U.S. Department of State: Nonimmigrant Visa for a Spouse (K-3)',
        url: 'https://travel.state.gov/content/travel/en/us-visas/immigrate/family-immigration/nonimmigrant-visa-for-a-spouse-k-3.html',
      },
      I130,
    ],
    checkedOn: CHECKED,
    related: ['nvc-process', 'k1-fiance-visa', 'remove-conditions-i751'],
  },
];

const translatedCards: KnowledgeCardSeed[] = [
  {
    id: 'married-us-citizen-forms',
    topic: 'family',
    question: 'I married a U.S. citizen. Which forms do we file for my green card?',
    phrasings: [
      'what forms do I need for a marriage green card',
      'married to an american citizen what do we file',
      'i130 i485 i864 for the spouse of a us citizen',
      'my wife is a US citizen how do I get my green card',
      'spousal green card forms list',
    ],
    keywords: [
      'I-130',
      'I-130A',
      'I-485',
      'I-864',
      'I-765',
      'I-131',
      'I-693',
      'DS-260',
      'marriage green card',
      'spousal petition',
      'concurrent filing',
      'immediate relative',
      'IR1',
      'CR1',
    ],
    answer: `Your U.S. citizen spouse starts the case with **Form I-130**. What you file next depends on where you live.

**If you are in the U.S. and entered legally**, you can usually file everything together:

- **Form I-130**, Petition for Alien Relative, signed by your spouse, plus **Form I-130A** about you. Fee: {{fee-i130-online}} online or {{fee-i130-paper}} on paper.
- **Form I-485**, your green card application. Fee: {{fee-i485}}.
- **Form I-864**, Affidavit of Support, signed by your spouse. USCIS fee: {{fee-i864}}.
- **Form I-693**, your medical exam from a civil surgeon, in its sealed envelope.
- Optional: **Form I-765** for a work permit ({{fee-i765-with-i485}}) and **Form I-131** for permission to travel ({{fee-i131-paper}} on paper).

**If you live abroad**, your spouse files the I-130. After approval, the National Visa Center collects the immigrant visa fee ({{fee-immigrant-visa-family}}), the affidavit of support fee ({{fee-nvc-affidavit}}), **Form DS-260**, civil documents and the I-864. Then you have an interview at a U.S. embassy or consulate.

If your marriage is less than {{conditional-residence-years}} years old when you become a resident, you get a conditional card and later file **Form I-751**.

If you entered without inspection or have had immigration problems, talk to a licensed immigration attorney or accredited representative before filing.

**Next step:** run the Eligibility Check, then use Document Review on your package before you send it.`,
    sources: [I130, I485, SPOUSE_VISA],
    checkedOn: CHECKED,
    related: ['marriage-green-card-timeline', 'family-green-card-documents', 'adjustment-or-consular-processing'],
    translations: {
      es: {
        question: '¿Qué formularios presentamos para mi green card si me casé con un ciudadano estadounidense?',
        phrasings: [
          'me casé con una ciudadana americana, qué formularios necesito',
          'formularios para la residencia por matrimonio',
          'i130 i485 i864 para el esposo de una ciudadana',
          'cómo saco la green card si mi esposo es ciudadano',
        ],
        answer: `Su cónyuge ciudadano estadounidense inicia el caso con el **Formulario I-130**. Lo que se presenta después depende de dónde vive usted.

**Si está en EE. UU. y entró legalmente**, normalmente puede presentar todo junto:

- **Formulario I-130**, Petición de Familiar Extranjero, firmado por su cónyuge, junto con el **Formulario I-130A** con sus datos. Tarifa: {{fee-i130-online}} en línea o {{fee-i130-paper}} en papel.
- **Formulario I-485**, su solicitud de green card. Tarifa: {{fee-i485}}.
- **Formulario I-864**, Declaración Jurada de Patrocinio Económico, firmado por su cónyuge. Tarifa de USCIS: {{fee-i864}}.
- **Formulario I-693**, su examen médico hecho por un cirujano civil, en el sobre sellado.
- Opcional: **Formulario I-765** para el permiso de trabajo ({{fee-i765-with-i485}}) y **Formulario I-131** para el permiso de viaje ({{fee-i131-paper}} en papel).

**Si vive en el extranjero**, su cónyuge presenta el I-130. Cuando se aprueba, el Centro Nacional de Visas (NVC) cobra la tarifa de visa de inmigrante ({{fee-immigrant-visa-family}}) y la de la declaración de patrocinio ({{fee-nvc-affidavit}}), y pide el **Formulario DS-260**, los documentos civiles y el I-864. Después tendrá una entrevista en una embajada o consulado de EE. UU.

Si su matrimonio tiene menos de {{conditional-residence-years}} años cuando usted obtiene la residencia, recibirá una tarjeta condicional y más adelante presentará el **Formulario I-751**.

Si entró sin inspección o tuvo problemas migratorios, hable con un abogado de inmigración con licencia o un representante acreditado antes de presentar nada.

**Siguiente paso:** use el Eligibility Check y luego revise su paquete con Document Review antes de enviarlo.`,
      },
      fr: {
        question: 'J’ai épousé un citoyen américain : quels formulaires déposer pour ma green card ?',
        phrasings: [
          'quels papiers pour la carte verte après un mariage avec un Américain',
          'mariée à un citoyen américain, quels formulaires remplir',
          'i130 i485 i864 conjoint de citoyen américain',
          'comment obtenir la green card par mariage',
        ],
        answer: `Votre conjoint citoyen américain lance la procédure avec le **formulaire I-130**. La suite dépend de l’endroit où vous vivez.

**Si vous êtes aux États-Unis et y êtes entré légalement**, vous pouvez en général tout déposer ensemble :

- **Formulaire I-130**, pétition pour un membre de la famille étranger, signé par votre conjoint, avec le **formulaire I-130A** à votre sujet. Frais : {{fee-i130-online}} en ligne ou {{fee-i130-paper}} sur papier.
- **Formulaire I-485**, votre demande de green card. Frais : {{fee-i485}}.
- **Formulaire I-864**, engagement de soutien financier, signé par votre conjoint. Frais USCIS : {{fee-i864}}.
- **Formulaire I-693**, votre examen médical fait par un médecin agréé (civil surgeon), dans son enveloppe scellée.
- En option : **formulaire I-765** pour le permis de travail ({{fee-i765-with-i485}}) et **formulaire I-131** pour l’autorisation de voyager ({{fee-i131-paper}} sur papier).

**Si vous vivez à l’étranger**, votre conjoint dépose le I-130. Après l’approbation, le National Visa Center (NVC) encaisse les frais de visa d’immigrant ({{fee-immigrant-visa-family}}) et ceux de l’engagement de soutien ({{fee-nvc-affidavit}}), et demande le **formulaire DS-260**, les documents d’état civil et le I-864. Vous passez ensuite un entretien dans une ambassade ou un consulat américain.

Si votre mariage a moins de {{conditional-residence-years}} ans lorsque vous devenez résident, vous recevez une carte conditionnelle et vous déposerez plus tard le **formulaire I-751**.

Si vous êtes entré sans contrôle ou avez eu des problèmes d’immigration, parlez à un avocat en immigration agréé ou à un représentant accrédité avant tout dépôt.

**Prochaine étape :** lancez l’Eligibility Check, puis vérifiez votre dossier avec Document Review avant de l’envoyer.`,
      },
      de: {
        question: 'Ich habe einen US-Bürger geheiratet – welche Formulare brauchen wir für meine Green Card?',
        phrasings: [
          'welche Formulare für die Green Card nach der Heirat mit einem Amerikaner',
          'verheiratet mit einer US-Staatsbürgerin, was müssen wir einreichen',
          'I-130 I-485 I-864 Ehepartner eines US-Bürgers',
          'wie bekomme ich die Green Card über meinen Mann',
        ],
        answer: `Ihr Ehepartner mit US-Staatsbürgerschaft beginnt das Verfahren mit **Formular I-130**. Was danach kommt, hängt davon ab, wo Sie leben.

**Wenn Sie in den USA sind und legal eingereist sind**, können Sie meist alles zusammen einreichen:

- **Formular I-130**, Petition für einen ausländischen Angehörigen, unterschrieben von Ihrem Ehepartner, dazu **Formular I-130A** mit Ihren Angaben. Gebühr: {{fee-i130-online}} online oder {{fee-i130-paper}} auf Papier.
- **Formular I-485**, Ihr Green-Card-Antrag. Gebühr: {{fee-i485}}.
- **Formular I-864**, die Unterhaltsverpflichtung (Affidavit of Support), unterschrieben von Ihrem Ehepartner. USCIS-Gebühr: {{fee-i864}}.
- **Formular I-693**, Ihre ärztliche Untersuchung bei einem zugelassenen Arzt (Civil Surgeon), im versiegelten Umschlag.
- Optional: **Formular I-765** für die Arbeitserlaubnis ({{fee-i765-with-i485}}) und **Formular I-131** für die Reiseerlaubnis ({{fee-i131-paper}} auf Papier).

**Wenn Sie im Ausland leben**, reicht Ihr Ehepartner das I-130 ein. Nach der Genehmigung verlangt das National Visa Center (NVC) die Gebühr für das Einwanderungsvisum ({{fee-immigrant-visa-family}}), die Gebühr für die Unterhaltsverpflichtung ({{fee-nvc-affidavit}}), **Formular DS-260**, Personenstandsurkunden und das I-864. Danach haben Sie ein Interview bei einer US-Botschaft oder einem US-Konsulat.

Ist Ihre Ehe jünger als {{conditional-residence-years}} Jahre, wenn Sie den Daueraufenthalt erhalten, bekommen Sie eine bedingte Karte und reichen später **Formular I-751** ein.

Wenn Sie ohne Kontrolle eingereist sind oder früher Probleme mit den Einwanderungsbehörden hatten, sprechen Sie vor der Einreichung mit einem zugelassenen Anwalt für Einwanderungsrecht oder einem akkreditierten Vertreter.

**Nächster Schritt:** Nutzen Sie den Eligibility Check und prüfen Sie Ihre Unterlagen vor dem Versand mit Document Review.`,
      },
    },
  },
  {
    id: 'marriage-green-card-timeline',
    topic: 'family',
    question: 'How long does a marriage-based green card take?',
    phrasings: [
      'how long does a marriage green card take',
      'spousal green card processing time',
      'how many months for an i485 based on marriage',
      'when will I get my green card after marrying a citizen',
      'CR1 visa how long from start to finish',
    ],
    keywords: ['processing time', 'wait time', 'timeline', 'how long', 'I-130', 'I-485', 'CR1', 'IR1', 'NVC', 'interview', 'biometrics'],
    answer: `There is no fixed time. For the spouse of a U.S. citizen it often takes about a year, and two years or more is common at busy offices or consulates. USCIS publishes current times for each form and office.

**Filing inside the U.S. (I-130 with I-485)**
- Receipt notices usually arrive within a few weeks.
- A biometrics appointment (fingerprints and photo) follows within weeks to a few months.
- A work permit and travel document usually take several months.
- The interview and decision depend on your local field office.

**Spouse living abroad**
- USCIS must first approve the I-130, which can take many months or more than a year.
- The National Visa Center stage adds a few months; it goes faster if you send complete documents quickly.
- The wait for an interview depends on the embassy or consulate.

**What slows a case:** missing documents, a request for evidence, a past immigration violation, or extra security checks. Since 2025, people from some countries have faced paused or slower decisions because of travel restrictions and visa pauses.

If your spouse is a green card holder, not a citizen, you also wait in line for a visa number, which adds time.

**Next step:** compare your case with the official processing times, add your receipt numbers to Track Applications, and set Deadline Reminders for your appointments.`,
    sources: [
      { title: 'USCIS: Check Case Processing Times', url: 'https://egov.uscis.gov/processing-times/' },
      IMMEDIATE_RELATIVES,
      SPOUSE_VISA,
    ],
    checkedOn: CHECKED,
    related: ['married-us-citizen-forms', 'processing-times', 'check-uscis-case-status'],
    translations: {
      es: {
        question: '¿Cuánto tarda la green card por matrimonio?',
        phrasings: [
          'cuánto tiempo tarda la residencia por matrimonio',
          'tiempo de espera de la green card casada con ciudadano',
          'cuántos meses tarda el I-485 por matrimonio',
          'cuándo me llega la green card si me casé con un americano',
        ],
        answer: `No hay un plazo fijo. Para el cónyuge de un ciudadano estadounidense suele tardar alrededor de un año, y dos años o más es común en oficinas o consulados con mucho trabajo. USCIS publica los tiempos actuales de cada formulario y oficina.

**Si presenta dentro de EE. UU. (I-130 junto con I-485)**
- Los avisos de recibo suelen llegar en pocas semanas.
- La cita de datos biométricos (huellas y foto) llega en unas semanas o unos meses.
- El permiso de trabajo y el permiso de viaje suelen tardar varios meses.
- La entrevista y la decisión dependen de su oficina local de USCIS.

**Si su cónyuge vive en el extranjero**
- USCIS primero tiene que aprobar el I-130, lo que puede tardar muchos meses o más de un año.
- La etapa del Centro Nacional de Visas (NVC) suma unos meses; va más rápido si envía pronto todos los documentos completos.
- La espera para la entrevista depende de la embajada o el consulado.

**Lo que retrasa un caso:** documentos que faltan, una solicitud de evidencia, una infracción migratoria anterior o revisiones de seguridad adicionales. Desde 2025, personas de algunos países han visto decisiones pausadas o más lentas por restricciones de viaje y pausas de visas.

Si su cónyuge es residente permanente y no ciudadano, además hay que esperar turno para un número de visa, lo que alarga el proceso.

**Siguiente paso:** compare su caso con los tiempos oficiales de procesamiento, agregue sus números de recibo en Track Applications y active Deadline Reminders para sus citas.`,
      },
      fr: {
        question: 'Combien de temps faut-il pour obtenir une green card par mariage ?',
        phrasings: [
          'délai de la carte verte après un mariage avec un Américain',
          'combien de mois pour le I-485 par mariage',
          'temps de traitement green card conjoint',
          'quand vais-je recevoir ma green card après mon mariage',
        ],
        answer: `Il n’y a pas de délai fixe. Pour le conjoint d’un citoyen américain, il faut souvent environ un an, et deux ans ou plus n’est pas rare dans les bureaux ou consulats très chargés. L’USCIS publie les délais actuels pour chaque formulaire et chaque bureau.

**Dépôt aux États-Unis (I-130 avec I-485)**
- Les avis de réception arrivent en général en quelques semaines.
- Le rendez-vous biométrique (empreintes et photo) suit en quelques semaines à quelques mois.
- Le permis de travail et l’autorisation de voyage prennent souvent plusieurs mois.
- L’entretien et la décision dépendent de votre bureau local de l’USCIS.

**Conjoint vivant à l’étranger**
- L’USCIS doit d’abord approuver le I-130, ce qui peut prendre de nombreux mois, voire plus d’un an.
- L’étape du National Visa Center (NVC) ajoute quelques mois ; elle va plus vite si vous envoyez rapidement un dossier complet.
- L’attente pour l’entretien dépend de l’ambassade ou du consulat.

**Ce qui ralentit un dossier :** des documents manquants, une demande de preuves, une ancienne infraction aux règles d’immigration ou des contrôles de sécurité supplémentaires. Depuis 2025, les ressortissants de certains pays voient leurs décisions suspendues ou ralenties à cause de restrictions de voyage et de pauses dans la délivrance des visas.

Si votre conjoint est titulaire d’une green card et non citoyen, vous attendez aussi votre tour pour un numéro de visa, ce qui rallonge le délai.

**Prochaine étape :** comparez votre dossier aux délais officiels, ajoutez vos numéros de reçu dans Track Applications et activez Deadline Reminders pour vos rendez-vous.`,
      },
      de: {
        question: 'Wie lange dauert eine Green Card durch Heirat?',
        phrasings: [
          'Bearbeitungszeit Green Card für Ehepartner',
          'wie lange dauert das I-485 nach der Heirat',
          'Wartezeit Green Card verheiratet mit Amerikaner',
          'wann bekomme ich meine Green Card nach der Hochzeit',
        ],
        answer: `Es gibt keine feste Dauer. Für Ehepartner von US-Bürgern dauert es oft etwa ein Jahr; bei stark ausgelasteten Dienststellen oder Konsulaten sind zwei Jahre oder mehr üblich. USCIS veröffentlicht die aktuellen Bearbeitungszeiten für jedes Formular und jede Dienststelle.

**Antrag in den USA (I-130 zusammen mit I-485)**
- Die Eingangsbestätigungen kommen meist innerhalb weniger Wochen.
- Der Termin für die biometrischen Daten (Fingerabdrücke und Foto) folgt nach einigen Wochen bis Monaten.
- Arbeitserlaubnis und Reisedokument dauern meist mehrere Monate.
- Interview und Entscheidung hängen von Ihrer örtlichen USCIS-Dienststelle ab.

**Ehepartner im Ausland**
- USCIS muss zuerst das I-130 genehmigen; das kann viele Monate oder mehr als ein Jahr dauern.
- Die Phase beim National Visa Center (NVC) dauert einige weitere Monate, schneller, wenn Sie vollständige Unterlagen zügig einreichen.
- Die Wartezeit auf das Interview hängt von der Botschaft oder dem Konsulat ab.

**Was einen Fall verzögert:** fehlende Unterlagen, eine Aufforderung, Nachweise nachzureichen, ein früherer Verstoß gegen Einwanderungsrecht oder zusätzliche Sicherheitsprüfungen. Seit 2025 werden Entscheidungen für Staatsangehörige einiger Länder wegen Reisebeschränkungen und Visa-Stopps ausgesetzt oder verlangsamt.

Ist Ihr Ehepartner kein US-Bürger, sondern Inhaber einer Green Card, warten Sie zusätzlich auf eine Visanummer, was länger dauert.

**Nächster Schritt:** Vergleichen Sie Ihren Fall mit den offiziellen Bearbeitungszeiten, tragen Sie Ihre Eingangsnummern in Track Applications ein und stellen Sie Deadline Reminders für Ihre Termine ein.`,
      },
    },
  },
  {
    id: 'work-while-green-card-pending',
    topic: 'family',
    question: 'Can I work while my green card application is pending?',
    phrasings: [
      'can I work after filing I-485',
      'work permit while waiting for my green card',
      'i765 with i485 how long does it take',
      'is it legal to work with a pending adjustment of status',
      'EAD c9 for a pending green card',
    ],
    keywords: [
      'EAD',
      'work permit',
      'I-765',
      'c9',
      '(c)(9)',
      'employment authorization',
      'combo card',
      'adjustment of status',
      'I-485',
      'renewal',
      'automatic extension',
    ],
    answer: `Yes, once you have permission. Filing **Form I-485** does not by itself let you work. You need a work permit (an **EAD**) from **Form I-765**, or a work status you already hold, such as H-1B or L-1.

- **How to apply:** file **Form I-765** with your I-485 or any time while it is pending. The fee is {{fee-i765-with-i485}} when filed with or after a pending I-485. You can ask for a Social Security number on the same form.
- **When you can start:** only once you have the card and its start date has passed. A receipt notice is not enough.
- **How long it lasts:** for applications pending or filed on or after December 5, 2025, these work permits are valid for at most 18 months.
- **Renewals:** you can file up to 180 days before the card expires. Since October 30, 2025, most renewals no longer extend your card automatically, so a late renewal can leave you unable to work.
- **H-1B or L-1:** you may keep working for that employer while the status is valid, even without an EAD.

Working without permission can hurt your case. Spouses, unmarried children under 21 and parents of U.S. citizens are usually forgiven for past unauthorized work when they adjust; most other applicants are not.

**Next step:** set a Deadline Reminder for 180 days before your work permit expires, and keep your I-765 receipt in Track Applications.`,
    sources: [
      { title: 'USCIS: I-765, Application for Employment Authorization', url: 'https://www.uscis.gov/i-765' },
      {
        title: 'eCFR: 8 CFR 274a.12, Classes of aliens authorized to accept employment',
        url: 'https://www.ecfr.gov/current/title-8/chapter-I/subchapter-B/part-274a/section-274a.12',
      },
      I485,
    ],
    checkedOn: CHECKED,
    related: ['work-permit-ead', 'advance-parole', 'married-us-citizen-forms'],
    translations: {
      es: {
        question: '¿Puedo trabajar mientras mi solicitud de green card está pendiente?',
        phrasings: [
          'puedo trabajar después de presentar el I-485',
          'permiso de trabajo mientras espero la residencia',
          'i765 con i485 cuánto tarda',
          'es legal trabajar con el ajuste de estatus pendiente',
        ],
        answer: `Sí, cuando tenga permiso. Presentar el **Formulario I-485** no le permite trabajar por sí solo. Necesita un permiso de trabajo (**EAD**) mediante el **Formulario I-765**, o un estatus de trabajo que ya tenga, como H-1B o L-1.

- **Cómo pedirlo:** presente el **Formulario I-765** junto con el I-485 o en cualquier momento mientras esté pendiente. La tarifa es {{fee-i765-with-i485}} si lo presenta con un I-485 pendiente o después. En el mismo formulario puede pedir un número de Seguro Social.
- **Cuándo puede empezar:** solo cuando tenga la tarjeta en la mano y haya llegado su fecha de inicio. El aviso de recibo no basta.
- **Cuánto dura:** para solicitudes pendientes o presentadas desde el 5 de diciembre de 2025, estos permisos duran como máximo 18 meses.
- **Renovaciones:** puede presentarla hasta 180 días antes de que venza la tarjeta. Desde el 30 de octubre de 2025, la mayoría de las renovaciones ya no extienden la tarjeta automáticamente, así que renovar tarde puede dejarle sin poder trabajar.
- **H-1B o L-1:** puede seguir trabajando para ese empleador mientras ese estatus sea válido, aunque no tenga EAD.

Trabajar sin permiso puede perjudicar su caso. A los cónyuges, hijos solteros menores de 21 años y padres de ciudadanos estadounidenses normalmente se les perdona el trabajo no autorizado anterior al ajustar su estatus; a la mayoría de los demás solicitantes, no.

**Siguiente paso:** active un Deadline Reminder 180 días antes de que venza su permiso de trabajo y guarde el recibo del I-765 en Track Applications.`,
      },
      fr: {
        question: 'Puis-je travailler pendant que ma demande de green card est en cours ?',
        phrasings: [
          'travailler après avoir déposé le I-485',
          'permis de travail en attendant la carte verte',
          'i765 avec i485 combien de temps',
          'ai-je le droit de travailler avec un ajustement de statut en cours',
        ],
        answer: `Oui, une fois que vous avez l’autorisation. Déposer le **formulaire I-485** ne vous permet pas à lui seul de travailler. Il vous faut un permis de travail (**EAD**) demandé avec le **formulaire I-765**, ou un statut de travail que vous avez déjà, comme H-1B ou L-1.

- **Comment le demander :** déposez le **formulaire I-765** avec le I-485 ou à tout moment pendant son traitement. Les frais sont de {{fee-i765-with-i485}} lorsqu’il est déposé avec un I-485 en cours ou après. Vous pouvez demander un numéro de sécurité sociale sur le même formulaire.
- **Quand commencer :** seulement quand vous avez la carte en main et que sa date de début est passée. Un avis de réception ne suffit pas.
- **Durée :** pour les demandes en cours ou déposées depuis le 5 décembre 2025, ces permis sont valables 18 mois au maximum.
- **Renouvellement :** vous pouvez le demander jusqu’à 180 jours avant l’expiration. Depuis le 30 octobre 2025, la plupart des renouvellements ne prolongent plus automatiquement la carte ; un renouvellement tardif peut donc vous empêcher de travailler.
- **H-1B ou L-1 :** vous pouvez continuer à travailler pour cet employeur tant que ce statut est valide, même sans EAD.

Travailler sans autorisation peut nuire à votre dossier. Les conjoints, enfants célibataires de moins de 21 ans et parents de citoyens américains sont en général excusés pour un travail non autorisé passé lors de l’ajustement ; la plupart des autres demandeurs ne le sont pas.

**Prochaine étape :** réglez un Deadline Reminder 180 jours avant l’expiration de votre permis de travail et gardez le reçu du I-765 dans Track Applications.`,
      },
      de: {
        question: 'Darf ich arbeiten, während mein Green-Card-Antrag läuft?',
        phrasings: [
          'arbeiten nach Einreichung des I-485',
          'Arbeitserlaubnis während ich auf die Green Card warte',
          'I-765 mit I-485 wie lange dauert das',
          'ist Arbeiten mit laufendem Adjustment of Status erlaubt',
        ],
        answer: `Ja, sobald Sie eine Erlaubnis haben. Der Antrag auf **Formular I-485** allein erlaubt Ihnen nicht zu arbeiten. Sie brauchen eine Arbeitserlaubnis (**EAD**) über **Formular I-765** oder einen Arbeitsstatus, den Sie bereits haben, etwa H-1B oder L-1.

- **Antrag:** Reichen Sie **Formular I-765** zusammen mit dem I-485 oder jederzeit während des laufenden Verfahrens ein. Die Gebühr beträgt {{fee-i765-with-i485}}, wenn es mit oder nach einem laufenden I-485 eingereicht wird. Auf demselben Formular können Sie eine Sozialversicherungsnummer beantragen.
- **Arbeitsbeginn:** erst wenn Sie die Karte in der Hand haben und ihr Startdatum erreicht ist. Eine Eingangsbestätigung reicht nicht.
- **Gültigkeit:** Für Anträge, die am 5. Dezember 2025 oder später anhängig waren oder eingereicht wurden, gilt diese Arbeitserlaubnis höchstens 18 Monate.
- **Verlängerung:** Sie können sie bis zu 180 Tage vor Ablauf beantragen. Seit dem 30. Oktober 2025 verlängern die meisten Verlängerungsanträge die Karte nicht mehr automatisch; wer zu spät beantragt, darf unter Umständen eine Zeit lang nicht arbeiten.
- **H-1B oder L-1:** Sie dürfen für diesen Arbeitgeber weiterarbeiten, solange dieser Status gültig ist, auch ohne EAD.

Arbeiten ohne Erlaubnis kann Ihrem Fall schaden. Ehepartnern, unverheirateten Kindern unter 21 und Eltern von US-Bürgern wird frühere unerlaubte Arbeit bei der Statusanpassung meist nachgesehen, den meisten anderen Antragstellern nicht.

**Nächster Schritt:** Stellen Sie einen Deadline Reminder 180 Tage vor Ablauf Ihrer Arbeitserlaubnis ein und speichern Sie die I-765-Eingangsbestätigung in Track Applications.`,
      },
    },
  },
  {
    id: 'family-green-card-documents',
    topic: 'family',
    question: 'What documents do I need for a family-based green card?',
    phrasings: [
      'what documents do I need for a family green card',
      'document checklist for i130 and i485',
      'papers needed for a green card through my husband',
      'what evidence do I send with the I-130',
      'family petition required documents list',
    ],
    keywords: [
      'documents',
      'checklist',
      'evidence',
      'birth certificate',
      'marriage certificate',
      'passport',
      'I-94',
      'tax return',
      'translation',
      'police certificate',
      'I-864',
      'I-693',
    ],
    answer: `You need to prove four things: who you are, the petitioner's U.S. status, your family relationship, and the sponsor's income. The exact list depends on the relationship and on whether you apply in the U.S. or abroad.

- **Petitioner's status:** a copy of a U.S. passport, U.S. birth certificate or naturalization certificate, or both sides of a green card.
- **Relationship:** a marriage certificate, or birth certificates showing the parent's name. Add divorce decrees or death certificates for every earlier marriage. Spouses should add proof the marriage is real, such as a joint lease, joint bank statements, insurance and photos over time.
- **Your identity:** passport, birth certificate, two passport-style photos, and your **I-94** record and visas if you are in the U.S.
- **Money:** **Form I-864** with the sponsor's latest federal tax return or IRS transcript, W-2s, and recent pay stubs or a job letter.
- **Medical exam:** **Form I-693** in its sealed envelope for a U.S. filing, or the panel physician's exam abroad.
- **Records:** court records for any arrest or conviction, in any country. Consular cases also need police certificates.

Send clear copies unless told to send originals, and bring the originals to any interview. Every document not in English needs a full English translation, with the translator's signed statement that it is correct and that they are able to translate.

**Next step:** upload your files to Document Review to catch missing pages and expired documents before you file.`,
    sources: [I130, I485, I864],
    checkedOn: CHECKED,
    related: ['affidavit-of-support-i864', 'medical-exam-i693', 'marriage-interview'],
    translations: {
      es: {
        question: '¿Qué documentos necesito para una green card por familia?',
        phrasings: [
          'qué papeles necesito para la residencia por familia',
          'lista de documentos para el I-130 y el I-485',
          'qué pruebas mando con la petición familiar',
          'documentos para la green card a través de mi esposo',
        ],
        answer: `Tiene que probar cuatro cosas: quién es usted, el estatus del peticionario en EE. UU., la relación familiar y los ingresos del patrocinador. La lista exacta depende de la relación y de si presenta dentro de EE. UU. o desde el extranjero.

- **Estatus del peticionario:** copia del pasaporte estadounidense, del acta de nacimiento de EE. UU. o del certificado de naturalización, o de ambos lados de la green card.
- **Relación:** acta de matrimonio, o actas de nacimiento que muestren el nombre del padre o la madre. Agregue sentencias de divorcio o actas de defunción de cada matrimonio anterior. Los cónyuges deben añadir pruebas de que el matrimonio es real, como un contrato de alquiler conjunto, estados de cuenta conjuntos, seguros y fotos a lo largo del tiempo.
- **Su identidad:** pasaporte, acta de nacimiento, dos fotos tamaño pasaporte y, si está en EE. UU., su registro **I-94** y sus visas.
- **Dinero:** **Formulario I-864** con la última declaración de impuestos federales del patrocinador o su transcripción del IRS, los formularios W-2 y talones de pago recientes o una carta del empleador.
- **Examen médico:** **Formulario I-693** en su sobre sellado si presenta en EE. UU., o el examen del médico del panel en el extranjero.
- **Antecedentes:** registros judiciales de cualquier arresto o condena, en cualquier país. Los casos consulares también necesitan certificados de policía.

Envíe copias claras salvo que le pidan originales, y lleve los originales a cualquier entrevista. Todo documento que no esté en inglés necesita una traducción completa al inglés, con una declaración firmada del traductor de que es correcta y de que es competente para traducir.

**Siguiente paso:** suba sus archivos a Document Review para detectar páginas que faltan y documentos vencidos antes de presentar.`,
      },
      fr: {
        question: 'Quels documents faut-il pour une green card par la famille ?',
        phrasings: [
          'liste des pièces pour le I-130 et le I-485',
          'quels papiers pour la carte verte familiale',
          'quelles preuves envoyer avec la pétition familiale',
          'documents pour la green card par mon mari',
        ],
        answer: `Vous devez prouver quatre choses : votre identité, le statut du pétitionnaire aux États-Unis, votre lien de famille et les revenus du garant. La liste exacte dépend du lien de parenté et du lieu de dépôt, aux États-Unis ou à l’étranger.

- **Statut du pétitionnaire :** copie du passeport américain, de l’acte de naissance américain ou du certificat de naturalisation, ou des deux faces de la green card.
- **Lien de famille :** acte de mariage, ou actes de naissance indiquant le nom du parent. Ajoutez les jugements de divorce ou actes de décès de chaque mariage précédent. Les époux ajoutent des preuves d’un vrai mariage : bail commun, relevés de compte joint, assurances, photos prises au fil du temps.
- **Votre identité :** passeport, acte de naissance, deux photos d’identité et, si vous êtes aux États-Unis, votre **I-94** et vos visas.
- **Argent :** **formulaire I-864** avec la dernière déclaration d’impôt fédéral du garant ou sa transcription de l’IRS, les W-2 et des fiches de paie récentes ou une lettre de l’employeur.
- **Examen médical :** **formulaire I-693** dans son enveloppe scellée pour un dépôt aux États-Unis, ou l’examen du médecin agréé par l’ambassade (panel physician) à l’étranger.
- **Antécédents :** décisions de justice pour toute arrestation ou condamnation, dans n’importe quel pays. Les dossiers consulaires exigent aussi des certificats de police.

Envoyez des copies lisibles sauf si l’on vous demande les originaux, et apportez les originaux à tout entretien. Tout document qui n’est pas en anglais doit être accompagné d’une traduction anglaise complète et d’une attestation signée du traducteur certifiant qu’elle est exacte et qu’il est compétent pour traduire.

**Prochaine étape :** chargez vos fichiers dans Document Review pour repérer les pages manquantes et les documents expirés avant le dépôt.`,
      },
      de: {
        question: 'Welche Unterlagen brauche ich für eine Green Card über die Familie?',
        phrasings: [
          'Dokumentenliste für I-130 und I-485',
          'welche Papiere für die familienbasierte Green Card',
          'welche Nachweise schicke ich mit der Familienpetition',
          'Unterlagen für die Green Card über meinen Ehemann',
        ],
        answer: `Sie müssen vier Dinge nachweisen: wer Sie sind, den US-Status des Antragstellers (Petitioner), Ihre familiäre Beziehung und das Einkommen des Bürgen. Die genaue Liste hängt von der Beziehung ab und davon, ob Sie in den USA oder im Ausland beantragen.

- **Status des Petitioners:** Kopie des US-Reisepasses, der US-Geburtsurkunde oder der Einbürgerungsurkunde, oder beide Seiten der Green Card.
- **Beziehung:** Heiratsurkunde oder Geburtsurkunden mit dem Namen des Elternteils. Fügen Sie Scheidungsurteile oder Sterbeurkunden für jede frühere Ehe bei. Ehepaare legen Nachweise für eine echte Ehe bei, etwa gemeinsamer Mietvertrag, gemeinsame Kontoauszüge, Versicherungen und Fotos aus verschiedenen Zeiten.
- **Ihre Identität:** Reisepass, Geburtsurkunde, zwei Passfotos und, wenn Sie in den USA sind, Ihr **I-94**-Eintrag und Ihre Visa.
- **Finanzen:** **Formular I-864** mit der letzten Bundessteuererklärung des Bürgen oder dem IRS-Auszug, W-2-Formularen und aktuellen Gehaltsabrechnungen oder einem Schreiben des Arbeitgebers.
- **Ärztliche Untersuchung:** **Formular I-693** im versiegelten Umschlag bei Antrag in den USA, oder die Untersuchung beim Vertrauensarzt der Botschaft (Panel Physician) im Ausland.
- **Strafregister:** Gerichtsunterlagen zu jeder Festnahme oder Verurteilung, in jedem Land. Konsularfälle brauchen außerdem Führungszeugnisse.

Schicken Sie gut lesbare Kopien, außer es werden Originale verlangt, und bringen Sie die Originale zu jedem Interview mit. Jedes nicht englischsprachige Dokument braucht eine vollständige englische Übersetzung mit einer unterschriebenen Erklärung des Übersetzers, dass sie richtig ist und er zum Übersetzen befähigt ist.

**Nächster Schritt:** Laden Sie Ihre Dateien in Document Review hoch, um fehlende Seiten und abgelaufene Dokumente vor der Einreichung zu finden.`,
      },
    },
  },
  {
    id: 'what-is-priority-date',
    topic: 'family',
    question: 'What is a priority date?',
    phrasings: [
      'what does priority date mean on my I-797',
      'where do I find my priority date',
      'priority date for a green card explained',
      'is my priority date current yet',
      'my place in line for a family visa',
    ],
    keywords: [
      'priority date',
      'PD',
      'Visa Bulletin',
      'current',
      'I-130',
      'I-797C',
      'receipt notice',
      'queue',
      'retrogression',
      'chargeability',
    ],
    answer: `Your **priority date** is your place in line for a green card. In family cases it is usually the date USCIS received the **Form I-130** petition. You will find it on the **I-797C** receipt notice.

It matters most in the **preference categories** (F1, F2A, F2B, F3 and F4), because only a limited number of visas are given each year. Spouses, unmarried children under 21 and parents of U.S. citizens are **immediate relatives**: they have no yearly limit, so they do not wait for their priority date.

**How to use it**
- Each month the State Department publishes the **Visa Bulletin**, with a date for each category and country. The country is usually your country of birth, not your citizenship.
- If your priority date is earlier than the date listed, you are "current" and can move to the next step. "C" means everyone in that category is current.
- Dates can move forward, stand still or move back ("retrogress").

You usually keep the same priority date if your category changes, for example when the petitioner becomes a U.S. citizen or a child beneficiary turns 21.

**Next step:** add your receipt number to Track Applications and check the Visa Bulletin each month for your category.`,
    sources: [PRIORITY_DATES, VISA_BULLETIN],
    checkedOn: CHECKED,
    related: ['visa-bulletin-how-to-read', 'immediate-relative-vs-preference', 'child-status-protection-act'],
    translations: {
      es: {
        question: '¿Qué es la fecha de prioridad?',
        phrasings: [
          'qué significa priority date en mi I-797',
          'dónde encuentro mi fecha de prioridad',
          'mi fecha de prioridad ya está vigente',
          'fecha de prioridad de la green card explicada',
        ],
        answer: `Su **fecha de prioridad** es su lugar en la fila para una green card. En los casos familiares suele ser la fecha en que USCIS recibió la petición en el **Formulario I-130**. Aparece en el aviso de recibo **I-797C**.

Importa sobre todo en las **categorías de preferencia** (F1, F2A, F2B, F3 y F4), porque cada año se da un número limitado de visas. Los cónyuges, hijos solteros menores de 21 años y padres de ciudadanos estadounidenses son **familiares inmediatos**: no tienen límite anual, así que no esperan por su fecha de prioridad.

**Cómo usarla**
- Cada mes el Departamento de Estado publica el **Boletín de Visas** (Visa Bulletin), con una fecha para cada categoría y país. El país suele ser su país de nacimiento, no el de su ciudadanía.
- Si su fecha de prioridad es anterior a la fecha publicada, su caso está "vigente" y puede pasar al siguiente paso. "C" significa que toda la categoría está vigente.
- Las fechas pueden avanzar, quedarse igual o retroceder.

Normalmente conserva la misma fecha de prioridad si cambia su categoría, por ejemplo cuando el peticionario se hace ciudadano o un hijo beneficiario cumple 21 años.

**Siguiente paso:** agregue su número de recibo en Track Applications y revise cada mes el Boletín de Visas para su categoría.`,
      },
      fr: {
        question: 'Qu’est-ce que la date de priorité ?',
        phrasings: [
          'que veut dire priority date sur mon I-797',
          'où trouver ma date de priorité',
          'ma date de priorité est-elle courante',
          'la date de priorité de la carte verte expliquée',
        ],
        answer: `Votre **date de priorité** est votre place dans la file d’attente pour une green card. Dans les dossiers familiaux, c’est en général la date à laquelle l’USCIS a reçu la pétition sur **formulaire I-130**. Elle figure sur l’avis de réception **I-797C**.

Elle compte surtout dans les **catégories de préférence** (F1, F2A, F2B, F3 et F4), car le nombre de visas est limité chaque année. Les conjoints, enfants célibataires de moins de 21 ans et parents de citoyens américains sont des **parents proches** (immediate relatives) : il n’y a pas de quota annuel pour eux, donc ils n’attendent pas leur date de priorité.

**Comment l’utiliser**
- Chaque mois, le Département d’État publie le **Visa Bulletin**, avec une date par catégorie et par pays. Le pays est en général votre pays de naissance, pas celui de votre nationalité.
- Si votre date de priorité est antérieure à la date indiquée, votre dossier est « courant » et peut passer à l’étape suivante. « C » signifie que toute la catégorie est courante.
- Les dates peuvent avancer, rester stables ou reculer.

Vous gardez en général la même date de priorité si votre catégorie change, par exemple quand le pétitionnaire devient citoyen américain ou qu’un enfant bénéficiaire atteint 21 ans.

**Prochaine étape :** ajoutez votre numéro de reçu dans Track Applications et consultez chaque mois le Visa Bulletin pour votre catégorie.`,
      },
      de: {
        question: 'Was ist ein Priority Date?',
        phrasings: [
          'was bedeutet Priority Date auf meinem I-797',
          'wo finde ich mein Prioritätsdatum',
          'ist mein Priority Date schon aktuell',
          'Prioritätsdatum Green Card einfach erklärt',
        ],
        answer: `Ihr **Priority Date** (Prioritätsdatum) ist Ihr Platz in der Warteschlange für eine Green Card. In Familienfällen ist es meist das Datum, an dem USCIS die Petition auf **Formular I-130** erhalten hat. Sie finden es auf der Eingangsbestätigung **I-797C**.

Wichtig ist es vor allem in den **Präferenzkategorien** (F1, F2A, F2B, F3 und F4), weil jedes Jahr nur eine begrenzte Zahl von Visa vergeben wird. Ehepartner, unverheiratete Kinder unter 21 und Eltern von US-Bürgern sind **unmittelbare Angehörige** (Immediate Relatives): Für sie gibt es keine Jahresgrenze, daher warten sie nicht auf ihr Priority Date.

**So nutzen Sie es**
- Jeden Monat veröffentlicht das US-Außenministerium das **Visa Bulletin** mit einem Datum für jede Kategorie und jedes Land. Maßgeblich ist meist Ihr Geburtsland, nicht Ihre Staatsangehörigkeit.
- Liegt Ihr Priority Date vor dem angegebenen Datum, ist Ihr Fall „current“ und kann zum nächsten Schritt. „C“ bedeutet, dass die ganze Kategorie current ist.
- Die Daten können vorrücken, stehen bleiben oder zurückgehen.

Wechselt Ihre Kategorie, behalten Sie meist dasselbe Priority Date, zum Beispiel wenn der Petitioner US-Bürger wird oder ein begünstigtes Kind 21 wird.

**Nächster Schritt:** Tragen Sie Ihre Eingangsnummer in Track Applications ein und prüfen Sie jeden Monat das Visa Bulletin für Ihre Kategorie.`,
      },
    },
  },
  {
    id: 'adjustment-or-consular-processing',
    topic: 'family',
    question: 'Should I apply through adjustment of status or consular processing?',
    phrasings: [
      'adjustment of status vs consular processing',
      'can I get my green card without leaving the US',
      'AOS or CP which one is better',
      'do I have to go back to my country for the green card interview',
      'who can file an i485 inside the us',
    ],
    keywords: [
      'adjustment of status',
      'AOS',
      'consular processing',
      'CP',
      'I-485',
      'DS-260',
      '245(a)',
      '245(c)',
      '245(i)',
      'overstay',
      'entered without inspection',
      'EWI',
      'immediate relative',
      'NVC',
    ],
    answer: `**Adjustment of status** means applying for the green card from inside the U.S. with **Form I-485**. **Consular processing** means getting an immigrant visa at a U.S. embassy or consulate abroad and entering as a resident. Adjustment is only open to people who qualify.

**Who can usually adjust (INA 245(a))**
- You are in the U.S. and were inspected and admitted or paroled at your last entry.
- A visa is available to you now: always true for immediate relatives; others need a current priority date.
- No ground of inadmissibility, such as certain crimes or fraud, blocks you.

**Overstays and unauthorized work**
- Spouses, unmarried children under 21 and parents of U.S. citizens can usually adjust even after an overstay or unauthorized work.
- Most preference relatives, such as spouses of green card holders, cannot adjust if they fell out of status or worked without permission (INA 245(c)).

**Entered without inspection?** You generally cannot adjust unless **INA 245(i)** covers you. It requires a family or job petition or labor certification filed by April 30, 2001, plus a penalty fee of {{fee-245i-penalty}}.

Leaving the U.S. after more than {{unlawful-presence-3-year-days}} days of unlawful presence can trigger a {{bar-3-years}}- or {{bar-10-years}}-year bar on returning, so consular processing is risky for some people. A provisional waiver (**Form I-601A**) may help. If an I-485 is denied and you have no other status, USCIS may send you to immigration court. If any of this applies, talk to a licensed immigration attorney or accredited representative.

**Next step:** run the Eligibility Check to see which path fits you.`,
    sources: [
      ADJUSTMENT,
      CONSULAR,
      { title: 'USCIS Policy Manual: Volume 7, Part B, 245(a) Adjustment', url: 'https://www.uscis.gov/policy-manual/volume-7-part-b' },
    ],
    checkedOn: CHECKED,
    related: ['nvc-process', 'i601a-provisional-waiver', 'unlawful-presence-bars'],
    translations: {
      es: {
        question: '¿Me conviene el ajuste de estatus o el proceso consular?',
        phrasings: [
          'ajuste de estatus o proceso consular, cuál es mejor',
          'puedo sacar la green card sin salir de Estados Unidos',
          'tengo que volver a mi país para la entrevista de residencia',
          'quién puede presentar el I-485 dentro de EE. UU.',
        ],
        answer: `El **ajuste de estatus** es pedir la green card desde dentro de EE. UU. con el **Formulario I-485**. El **proceso consular** es obtener una visa de inmigrante en una embajada o consulado de EE. UU. en el extranjero y entrar como residente. Solo puede ajustar su estatus si cumple los requisitos.

**Quién puede ajustar normalmente (INA 245(a))**
- Está en EE. UU. y en su última entrada fue inspeccionado y admitido, o recibió un permiso de entrada (parole).
- Tiene una visa disponible ahora: siempre es así para los familiares inmediatos; los demás necesitan una fecha de prioridad vigente.
- Ninguna causa de inadmisibilidad, como ciertos delitos o el fraude, se lo impide.

**Estadía vencida y trabajo no autorizado**
- Los cónyuges, hijos solteros menores de 21 años y padres de ciudadanos estadounidenses normalmente pueden ajustar aunque se hayan quedado más tiempo del permitido o hayan trabajado sin permiso.
- La mayoría de los familiares en categorías de preferencia, como los cónyuges de residentes permanentes, no pueden ajustar si perdieron su estatus o trabajaron sin permiso (INA 245(c)).

**¿Entró sin inspección?** Por lo general no puede ajustar, salvo que le ampare la **sección 245(i)**. Esta exige una petición familiar o de empleo, o una certificación laboral, presentada a más tardar el 30 de abril de 2001, además de una multa de {{fee-245i-penalty}}.

Salir de EE. UU. después de más de {{unlawful-presence-3-year-days}} días de presencia ilegal puede activar una prohibición de {{bar-3-years}} o {{bar-10-years}} años para volver, así que el proceso consular es arriesgado para algunas personas. Un perdón provisional (**Formulario I-601A**) puede ayudar. Si le niegan el I-485 y no tiene otro estatus, USCIS puede enviarle a la corte de inmigración. Si algo de esto le aplica, hable con un abogado de inmigración con licencia o un representante acreditado.

**Siguiente paso:** use el Eligibility Check para ver qué camino le corresponde.`,
      },
      fr: {
        question: 'Vaut-il mieux faire un ajustement de statut ou passer par un consulat ?',
        phrasings: [
          'ajustement de statut ou procédure consulaire',
          'obtenir la green card sans quitter les États-Unis',
          'dois-je rentrer dans mon pays pour l’entretien de la carte verte',
          'qui peut déposer le I-485 aux États-Unis',
        ],
        answer: `L’**ajustement de statut** consiste à demander la green card depuis les États-Unis avec le **formulaire I-485**. La **procédure consulaire** consiste à obtenir un visa d’immigrant dans une ambassade ou un consulat américain à l’étranger, puis à entrer comme résident. L’ajustement n’est ouvert qu’aux personnes qui remplissent les conditions.

**Qui peut en général faire un ajustement (INA 245(a))**
- Vous êtes aux États-Unis et, lors de votre dernière entrée, vous avez été contrôlé et admis, ou admis sous « parole ».
- Un visa vous est disponible maintenant : c’est toujours le cas pour les parents proches (immediate relatives) ; les autres ont besoin d’une date de priorité courante.
- Aucun motif d’interdiction de territoire, comme certaines infractions ou une fraude, ne vous bloque.

**Dépassement de séjour et travail non autorisé**
- Les conjoints, enfants célibataires de moins de 21 ans et parents de citoyens américains peuvent en général faire un ajustement même après un dépassement de séjour ou un travail non autorisé.
- La plupart des parents en catégorie de préférence, comme les conjoints de titulaires d’une green card, ne le peuvent pas s’ils ont perdu leur statut ou travaillé sans autorisation (INA 245(c)).

**Entré sans contrôle ?** En général, l’ajustement est impossible sauf si la **section 245(i)** vous couvre. Elle exige une pétition familiale ou d’emploi, ou une certification de travail, déposée au plus tard le 30 avril 2001, plus une pénalité de {{fee-245i-penalty}}.

Quitter les États-Unis après plus de {{unlawful-presence-3-year-days}} jours de présence irrégulière peut entraîner une interdiction de retour de {{bar-3-years}} ou {{bar-10-years}} ans : la procédure consulaire est donc risquée pour certains. Une dispense provisoire (**formulaire I-601A**) peut aider. Si un I-485 est refusé et que vous n’avez pas d’autre statut, l’USCIS peut vous renvoyer devant un juge de l’immigration. Dans ces situations, parlez à un avocat en immigration agréé ou à un représentant accrédité.

**Prochaine étape :** lancez l’Eligibility Check pour savoir quelle voie vous convient.`,
      },
      de: {
        question: 'Soll ich Adjustment of Status oder das Konsularverfahren wählen?',
        phrasings: [
          'Statusanpassung oder Konsularverfahren, was ist besser',
          'Green Card bekommen, ohne die USA zu verlassen',
          'muss ich für das Green-Card-Interview in mein Heimatland zurück',
          'wer darf das I-485 in den USA einreichen',
        ],
        answer: `**Adjustment of Status** (Statusanpassung) heißt, die Green Card aus den USA heraus mit **Formular I-485** zu beantragen. **Konsularverfahren** heißt, ein Einwanderungsvisum bei einer US-Botschaft oder einem US-Konsulat im Ausland zu erhalten und dann mit Daueraufenthalt einzureisen. Die Statusanpassung steht nur Personen offen, die die Voraussetzungen erfüllen.

**Wer in der Regel anpassen kann (INA 245(a))**
- Sie sind in den USA und wurden bei Ihrer letzten Einreise kontrolliert und zugelassen oder erhielten Parole.
- Ein Visum ist jetzt für Sie verfügbar: bei unmittelbaren Angehörigen immer; alle anderen brauchen ein aktuelles Priority Date.
- Kein Einreiseverbotsgrund, etwa bestimmte Straftaten oder Betrug, steht entgegen.

**Überzogener Aufenthalt und unerlaubte Arbeit**
- Ehepartner, unverheiratete Kinder unter 21 und Eltern von US-Bürgern können meist auch nach einem überzogenen Aufenthalt oder unerlaubter Arbeit anpassen.
- Die meisten Angehörigen in Präferenzkategorien, etwa Ehepartner von Green-Card-Inhabern, können das nicht, wenn sie ihren Status verloren oder ohne Erlaubnis gearbeitet haben (INA 245(c)).

**Ohne Kontrolle eingereist?** Dann ist eine Anpassung meist nicht möglich, außer **Abschnitt 245(i)** greift. Er verlangt eine Familien- oder Arbeitspetition oder eine Arbeitsmarktzertifizierung, eingereicht bis spätestens 30. April 2001, sowie eine Strafgebühr von {{fee-245i-penalty}}.

Wer die USA nach mehr als {{unlawful-presence-3-year-days}} Tagen unrechtmäßigen Aufenthalts verlässt, kann eine Wiedereinreisesperre von {{bar-3-years}} oder {{bar-10-years}} Jahren auslösen; das Konsularverfahren ist für manche daher riskant. Ein vorläufiger Verzicht (**Formular I-601A**) kann helfen. Wird ein I-485 abgelehnt und Sie haben keinen anderen Status, kann USCIS Sie vor ein Einwanderungsgericht bringen. Trifft etwas davon zu, sprechen Sie mit einem zugelassenen Anwalt für Einwanderungsrecht oder einem akkreditierten Vertreter.

**Nächster Schritt:** Nutzen Sie den Eligibility Check, um zu sehen, welcher Weg zu Ihnen passt.`,
      },
    },
  },
  {
    id: 'affidavit-of-support-i864',
    topic: 'family',
    question: 'What is the Affidavit of Support (Form I-864), and who can be a sponsor?',
    phrasings: [
      'i864 income requirement',
      'how much do I need to earn to sponsor my wife',
      'joint sponsor for a green card',
      'can my mom be a cosponsor on the I-864',
      'affidavit of support rules explained',
    ],
    keywords: [
      'I-864',
      'I-864A',
      'I-864EZ',
      'I-864P',
      'affidavit of support',
      'sponsor',
      'joint sponsor',
      'cosponsor',
      'household member',
      'poverty guidelines',
      'income requirement',
      'assets',
    ],
    answer: `**Form I-864** is a legally binding promise by a sponsor to support the immigrant financially. Most family-based immigrants need one, and the petitioner must always sign one.

**Income rule:** the sponsor's household income must generally be at least {{i864-poverty-percent}}% of the federal poverty guidelines for the household size (100% for active-duty military sponsoring a spouse or child). **Form I-864P** lists the current amounts.

**If the petitioner earns too little**
- **Assets:** savings or property can make up the gap. They must be worth three times the shortfall for the spouse of a U.S. citizen, and five times for most others.
- **Household members:** relatives who live with the sponsor can add their income by signing **Form I-864A**.
- **Joint sponsor:** another U.S. citizen or green card holder, 18 or older and living in the U.S., who meets the income rule alone, signs a separate I-864. Up to two joint sponsors are allowed.

**How long it lasts:** until the immigrant becomes a U.S. citizen, is credited with 40 quarters of work (about 10 years), gives up residence and leaves the U.S., or dies. Divorce does not end it. The immigrant, or an agency that paid certain means-tested benefits, can take the sponsor to court.

USCIS charges {{fee-i864}} for the form in a green card application; consular cases pay the State Department {{fee-nvc-affidavit}}.

**Next step:** use Document Review to check the tax returns, W-2s and pay stubs that go with the I-864.`,
    sources: [
      I864,
      { title: 'USCIS: I-864P, HHS Poverty Guidelines for Affidavit of Support', url: 'https://www.uscis.gov/i-864p' },
      {
        title: 'eCFR: 8 CFR 213a.2, Use of affidavit of support',
        url: 'https://www.ecfr.gov/current/title-8/chapter-I/subchapter-B/part-213a/section-213a.2',
      },
    ],
    checkedOn: CHECKED,
    related: ['public-charge-basics', 'family-green-card-documents', 'nvc-process'],
    translations: {
      es: {
        question: '¿Qué es la Declaración Jurada de Patrocinio (Formulario I-864) y quién puede ser patrocinador?',
        phrasings: [
          'cuánto tengo que ganar para patrocinar a mi esposa',
          'requisito de ingresos del i864',
          'copatrocinador para la green card',
          'puede mi mamá ser patrocinadora conjunta',
        ],
        answer: `El **Formulario I-864** es una promesa legalmente obligatoria de un patrocinador de mantener económicamente al inmigrante. La mayoría de los inmigrantes por familia lo necesitan, y el peticionario siempre debe firmar uno.

**Regla de ingresos:** por lo general, los ingresos del hogar del patrocinador deben llegar al menos al {{i864-poverty-percent}}% de las pautas federales de pobreza según el tamaño del hogar (100% para militares en servicio activo que patrocinan a su cónyuge o hijo). El **Formulario I-864P** indica las cifras actuales.

**Si el peticionario gana muy poco**
- **Bienes:** ahorros o propiedades pueden cubrir la diferencia. Deben valer tres veces lo que falta si el inmigrante es cónyuge de un ciudadano, y cinco veces en la mayoría de los demás casos.
- **Miembros del hogar:** familiares que viven con el patrocinador pueden sumar sus ingresos firmando el **Formulario I-864A**.
- **Patrocinador conjunto:** otro ciudadano o residente permanente, mayor de 18 años y que viva en EE. UU., que cumpla la regla de ingresos por sí solo, firma su propio I-864. Se permiten hasta dos patrocinadores conjuntos.

**Cuánto dura:** hasta que el inmigrante se hace ciudadano, acumula 40 trimestres de trabajo (unos 10 años), renuncia a la residencia y sale de EE. UU., o fallece. El divorcio no la termina. El inmigrante, o una agencia que pagó ciertos beneficios públicos, puede demandar al patrocinador.

USCIS cobra {{fee-i864}} por el formulario dentro de una solicitud de green card; en los casos consulares se pagan {{fee-nvc-affidavit}} al Departamento de Estado.

**Siguiente paso:** use Document Review para revisar las declaraciones de impuestos, los W-2 y los talones de pago que acompañan al I-864.`,
      },
      fr: {
        question: 'Qu’est-ce que l’engagement de soutien financier (formulaire I-864) et qui peut être garant ?',
        phrasings: [
          'combien faut-il gagner pour parrainer ma femme',
          'revenu minimum pour le i864',
          'garant conjoint pour la carte verte',
          'ma mère peut-elle être co-garante',
        ],
        answer: `Le **formulaire I-864** est un engagement juridiquement contraignant par lequel un garant promet de subvenir aux besoins de l’immigrant. La plupart des immigrants par la famille en ont besoin, et le pétitionnaire doit toujours en signer un.

**Règle de revenu :** le revenu du foyer du garant doit en général atteindre au moins {{i864-poverty-percent}} % du seuil fédéral de pauvreté pour la taille du foyer (100 % pour un militaire en service actif qui parraine son conjoint ou son enfant). Le **formulaire I-864P** donne les montants actuels.

**Si le pétitionnaire ne gagne pas assez**
- **Patrimoine :** l’épargne ou des biens peuvent combler l’écart. Ils doivent valoir trois fois le manque pour le conjoint d’un citoyen américain, et cinq fois dans la plupart des autres cas.
- **Membres du foyer :** des proches qui vivent avec le garant peuvent ajouter leur revenu en signant le **formulaire I-864A**.
- **Garant conjoint :** un autre citoyen américain ou titulaire de green card, âgé d’au moins 18 ans et vivant aux États-Unis, qui remplit seul la règle de revenu, signe son propre I-864. Deux garants conjoints au maximum sont admis.

**Durée :** jusqu’à ce que l’immigrant devienne citoyen, totalise 40 trimestres de travail (environ 10 ans), renonce à sa résidence et quitte les États-Unis, ou décède. Le divorce n’y met pas fin. L’immigrant, ou un organisme ayant versé certaines aides sous condition de ressources, peut poursuivre le garant en justice.

L’USCIS facture {{fee-i864}} pour ce formulaire dans une demande de green card ; dans les dossiers consulaires, on paie {{fee-nvc-affidavit}} au Département d’État.

**Prochaine étape :** utilisez Document Review pour vérifier les déclarations d’impôts, W-2 et fiches de paie qui accompagnent le I-864.`,
      },
      de: {
        question: 'Was ist die Unterhaltsverpflichtung (Formular I-864) und wer kann Bürge sein?',
        phrasings: [
          'wie viel muss ich verdienen, um meine Frau zu sponsern',
          'Einkommensgrenze für das I-864',
          'zusätzlicher Bürge (Joint Sponsor) für die Green Card',
          'kann meine Mutter Mitbürgin sein',
        ],
        answer: `**Formular I-864** (Affidavit of Support) ist ein rechtlich bindendes Versprechen eines Bürgen, den Einwanderer finanziell zu unterstützen. Die meisten familienbasierten Einwanderer brauchen es, und der Petitioner muss immer eines unterschreiben.

**Einkommensregel:** Das Haushaltseinkommen des Bürgen muss in der Regel mindestens {{i864-poverty-percent}} % der bundesweiten Armutsgrenze für die Haushaltsgröße erreichen (100 % für aktive Militärangehörige, die Ehepartner oder Kind sponsern). **Formular I-864P** nennt die aktuellen Beträge.

**Wenn der Petitioner zu wenig verdient**
- **Vermögen:** Ersparnisse oder Eigentum können die Lücke schließen. Sie müssen beim Ehepartner eines US-Bürgers das Dreifache des Fehlbetrags wert sein, in den meisten anderen Fällen das Fünffache.
- **Haushaltsmitglieder:** Angehörige, die beim Bürgen wohnen, können ihr Einkommen mit **Formular I-864A** hinzufügen.
- **Zusätzlicher Bürge (Joint Sponsor):** eine andere Person mit US-Staatsbürgerschaft oder Green Card, mindestens 18 Jahre alt und in den USA lebend, die die Einkommensregel allein erfüllt, unterschreibt ein eigenes I-864. Bis zu zwei solche Bürgen sind erlaubt.

**Dauer:** bis der Einwanderer US-Bürger wird, 40 Arbeitsquartale (etwa 10 Jahre) angerechnet bekommt, den Daueraufenthalt aufgibt und die USA verlässt oder stirbt. Eine Scheidung beendet die Pflicht nicht. Der Einwanderer oder eine Behörde, die bestimmte bedarfsabhängige Leistungen gezahlt hat, kann den Bürgen verklagen.

USCIS verlangt für das Formular im Green-Card-Antrag {{fee-i864}}; in Konsularfällen zahlt man dem US-Außenministerium {{fee-nvc-affidavit}}.

**Nächster Schritt:** Prüfen Sie mit Document Review die Steuererklärungen, W-2-Formulare und Gehaltsabrechnungen, die zum I-864 gehören.`,
      },
    },
  },
  {
    id: 'k1-fiance-visa',
    topic: 'family',
    question: 'How does the K-1 fiancé(e) visa work?',
    phrasings: [
      'fiance visa process step by step',
      'I-129F how to bring my fiancee to the US',
      'k1 visa 90 days to get married',
      'can my girlfriend come to the us to marry me',
      'K-1 visa then green card steps',
    ],
    keywords: ['K-1', 'K-2', 'I-129F', 'fiancé', 'fiancee', 'fiance visa', '90 days', 'DS-160', 'I-134', 'I-485', 'marriage'],
    answer: `A **K-1 visa** lets the foreign fiancé(e) of a **U.S. citizen** come to the U.S. to marry and then apply for a green card here. Green card holders cannot use it.

**Steps**
1. The U.S. citizen files **Form I-129F** with USCIS ({{fee-i129f}}). You must both be free to marry, and you must usually have met in person within the 2 years before filing.
2. After approval, the case goes through the National Visa Center to a U.S. embassy or consulate. The fiancé(e) completes the online visa application, pays the State Department visa fee ({{fee-visa-k}}), has a medical exam and attends an interview.
3. After entering on the K-1, you must marry **each other** within {{k1-marriage-days}} days. There is no extension, and the K-1 cannot be changed to another status.
4. After the wedding, file **Form I-485** ({{fee-i485}}) with **Form I-864**. You can add **Form I-765** for a work permit ({{fee-i765-with-i485}}).

The fiancé(e)'s unmarried children under 21 can come on **K-2** visas under the same petition. If your marriage is less than {{conditional-residence-years}} years old when the green card is approved, the card is conditional.

If you do not marry within the {{k1-marriage-days}} days, the fiancé(e) should leave the U.S.; staying can lead to removal. If you are already married, use **Form I-130** instead.

**Next step:** run the Eligibility Check, then use Document Review for proof of your relationship and your meeting in person.`,
    sources: [
      {
        title: 'USCIS: Visas for Fiancé(e)s of U.S. Citizens',
        url: 'https://www.uscis.gov/family/family-of-us-citizens/visas-for-fiancees-of-us-citizens',
      },
      { title: 'USCIS: I-129F, Petition for Alien Fiancé(e)', url: 'https://www.uscis.gov/i-129f' },
      {
        title: 'U.S. Department of State: Nonimmigrant Visa for a Fiancé(e) (K-1)',
        url: 'https://travel.state.gov/content/travel/en/us-visas/immigrate/family-immigration/nonimmigrant-visa-for-a-fiance-k-1.html',
      },
    ],
    checkedOn: CHECKED,
    related: ['us-citizen-relatives-k3-or-cr1', 'married-us-citizen-forms', 'remove-conditions-i751'],
    translations: {
      es: {
        question: '¿Cómo funciona la visa K-1 de prometido o prometida?',
        phrasings: [
          'visa de prometida para casarme en Estados Unidos',
          'I-129F cómo traer a mi novia',
          'visa k1 90 días para casarse',
          'pasos de la K-1 a la green card',
        ],
        answer: `La **visa K-1** permite que el prometido o la prometida extranjera de un **ciudadano estadounidense** venga a EE. UU. a casarse y luego pida aquí la green card. Los residentes permanentes no pueden usarla.

**Pasos**
1. El ciudadano presenta el **Formulario I-129F** ante USCIS ({{fee-i129f}}). Ambos deben estar libres para casarse y, por lo general, haberse visto en persona en los 2 años anteriores a la petición.
2. Tras la aprobación, el caso pasa por el Centro Nacional de Visas (NVC) a una embajada o consulado de EE. UU. La persona prometida llena la solicitud de visa en línea, paga la tarifa de visa del Departamento de Estado ({{fee-visa-k}}), se hace el examen médico y va a la entrevista.
3. Después de entrar con la K-1, deben casarse **entre ustedes** en un plazo de {{k1-marriage-days}} días. No hay prórroga y la K-1 no se puede cambiar a otro estatus.
4. Después de la boda, presenten el **Formulario I-485** ({{fee-i485}}) con el **Formulario I-864**. Pueden añadir el **Formulario I-765** para el permiso de trabajo ({{fee-i765-with-i485}}).

Los hijos solteros menores de 21 años de la persona prometida pueden venir con visas **K-2** con la misma petición. Si el matrimonio tiene menos de {{conditional-residence-years}} años cuando se aprueba la green card, la tarjeta será condicional.

Si no se casan dentro de los {{k1-marriage-days}} días, la persona prometida debe salir de EE. UU.; quedarse puede llevar a la deportación. Si ya están casados, usen el **Formulario I-130**.

**Siguiente paso:** use el Eligibility Check y luego Document Review para las pruebas de su relación y de su encuentro en persona.`,
      },
      fr: {
        question: 'Comment fonctionne le visa de fiancé(e) K-1 ?',
        phrasings: [
          'visa de fiancée pour se marier aux États-Unis',
          'I-129F comment faire venir ma fiancée',
          'visa k1 90 jours pour se marier',
          'étapes du K-1 jusqu’à la carte verte',
        ],
        answer: `Le **visa K-1** permet au fiancé ou à la fiancée étranger d’un **citoyen américain** de venir aux États-Unis pour se marier, puis d’y demander la green card. Les titulaires d’une green card ne peuvent pas l’utiliser.

**Étapes**
1. Le citoyen américain dépose le **formulaire I-129F** auprès de l’USCIS ({{fee-i129f}}). Vous devez tous deux être libres de vous marier et, en général, vous être rencontrés en personne dans les 2 ans avant le dépôt.
2. Après approbation, le dossier passe par le National Visa Center (NVC) puis par une ambassade ou un consulat américain. La personne fiancée remplit la demande de visa en ligne, paie les frais de visa du Département d’État ({{fee-visa-k}}), passe l’examen médical et se présente à l’entretien.
3. Après l’entrée avec le K-1, vous devez vous marier **ensemble** dans les {{k1-marriage-days}} jours. Il n’y a pas de prolongation, et le K-1 ne peut pas être changé en un autre statut.
4. Après le mariage, déposez le **formulaire I-485** ({{fee-i485}}) avec le **formulaire I-864**. Vous pouvez ajouter le **formulaire I-765** pour un permis de travail ({{fee-i765-with-i485}}).

Les enfants célibataires de moins de 21 ans de la personne fiancée peuvent venir avec un visa **K-2** grâce à la même pétition. Si votre mariage a moins de {{conditional-residence-years}} ans lorsque la green card est approuvée, la carte est conditionnelle.

Si vous ne vous mariez pas dans les {{k1-marriage-days}} jours, la personne fiancée doit quitter les États-Unis ; rester peut mener à une expulsion. Si vous êtes déjà mariés, utilisez plutôt le **formulaire I-130**.

**Prochaine étape :** lancez l’Eligibility Check, puis utilisez Document Review pour les preuves de votre relation et de votre rencontre en personne.`,
      },
      de: {
        question: 'Wie funktioniert das K-1-Verlobtenvisum?',
        phrasings: [
          'Verlobtenvisum, um in den USA zu heiraten',
          'I-129F wie hole ich meine Verlobte in die USA',
          'K1 Visum 90 Tage zum Heiraten',
          'Schritte vom K-1 zur Green Card',
        ],
        answer: `Mit dem **K-1-Visum** kann der ausländische Verlobte oder die ausländische Verlobte eines **US-Bürgers** in die USA kommen, um zu heiraten, und danach hier die Green Card beantragen. Green-Card-Inhaber können es nicht nutzen.

**Schritte**
1. Der US-Bürger reicht **Formular I-129F** bei USCIS ein ({{fee-i129f}}). Sie müssen beide frei sein zu heiraten und sich in der Regel in den 2 Jahren vor dem Antrag persönlich getroffen haben.
2. Nach der Genehmigung geht der Fall über das National Visa Center (NVC) an eine US-Botschaft oder ein US-Konsulat. Die verlobte Person füllt den Online-Visumantrag aus, zahlt die Visumgebühr des US-Außenministeriums ({{fee-visa-k}}), lässt sich ärztlich untersuchen und geht zum Interview.
3. Nach der Einreise mit dem K-1 müssen Sie **einander** innerhalb von {{k1-marriage-days}} Tagen heiraten. Es gibt keine Verlängerung, und das K-1 kann nicht in einen anderen Status geändert werden.
4. Nach der Hochzeit reichen Sie **Formular I-485** ({{fee-i485}}) mit **Formular I-864** ein. Sie können **Formular I-765** für eine Arbeitserlaubnis hinzufügen ({{fee-i765-with-i485}}).

Unverheiratete Kinder der verlobten Person unter 21 können mit einem **K-2**-Visum über dieselbe Petition mitkommen. Ist Ihre Ehe bei Genehmigung der Green Card jünger als {{conditional-residence-years}} Jahre, ist die Karte bedingt.

Heiraten Sie nicht innerhalb der {{k1-marriage-days}} Tage, sollte die verlobte Person die USA verlassen; wer bleibt, riskiert die Abschiebung. Sind Sie bereits verheiratet, nutzen Sie stattdessen **Formular I-130**.

**Nächster Schritt:** Nutzen Sie den Eligibility Check und danach Document Review für die Nachweise Ihrer Beziehung und Ihres persönlichen Treffens.`,
      },
    },
  },
  {
    id: 'remove-conditions-i751',
    topic: 'green-card',
    question: 'How do I remove the conditions on my 2-year green card?',
    phrasings: [
      'I-751 when to file',
      'my conditional green card expires soon what do I do',
      'removing conditions on a marriage green card',
      'i751 filing window 90 days',
      'going from a 2 year green card to a 10 year card',
    ],
    keywords: [
      'I-751',
      'conditional resident',
      'CR1',
      'CR6',
      'removal of conditions',
      '2-year green card',
      'joint petition',
      'waiver',
      'extension letter',
      '48 months',
      'ROC',
    ],
    answer: `File **Form I-751** in the {{i751-window-days}} days before your conditional green card expires. You received a {{conditional-residence-years}}-year conditional card because your marriage was less than {{conditional-residence-years}} years old when you became a resident.

**Joint filing:** you and your spouse sign the petition together. Send evidence that you have lived as a real married couple, such as:
- a joint lease or mortgage and shared bills
- joint bank accounts, tax returns and insurance
- birth certificates of children born to you
- photos over time and letters from people who know you

**Filing alone (waiver):** if you divorced, were abused, or removal would cause extreme hardship, you can file without your spouse, and you do not have to wait for the {{i751-window-days}}-day window.

**Fee:** {{fee-i751}}, biometrics included.

**While you wait:** the receipt notice, shown with your card, extends your status for 48 months past the card's expiration date. Keep it with your card for work and travel. Processing can take a long time, and USCIS may call you for an interview.

**If you miss the deadline:** your resident status ends automatically and you may be sent to immigration court. If you are late, file as soon as possible with a letter explaining why; USCIS can accept a late petition for good cause.

**Next step:** set a Deadline Reminder for the start of your {{i751-window-days}}-day window, and use Document Review to organize your evidence.`,
    sources: [
      REMOVE_CONDITIONS,
      I751,
      {
        title: 'eCFR: 8 CFR 216.4, Joint petition to remove conditional basis of lawful permanent resident status',
        url: 'https://www.ecfr.gov/current/title-8/chapter-I/subchapter-B/part-216/section-216.4',
      },
    ],
    checkedOn: CHECKED,
    related: ['conditional-card-divorce-waiver', 'green-card-expired', 'green-card-renewal-i90'],
    translations: {
      es: {
        question: '¿Cómo quito las condiciones de mi green card de 2 años?',
        phrasings: [
          'cuándo presento el I-751',
          'mi residencia condicional vence pronto, qué hago',
          'quitar las condiciones a la green card por matrimonio',
          'pasar de la tarjeta de 2 años a la de 10 años',
        ],
        answer: `Presente el **Formulario I-751** en los {{i751-window-days}} días antes de que venza su green card condicional. Recibió una tarjeta condicional de {{conditional-residence-years}} años porque su matrimonio tenía menos de {{conditional-residence-years}} años cuando se hizo residente.

**Petición conjunta:** usted y su cónyuge firman juntos. Envíe pruebas de que han vivido como un matrimonio real, por ejemplo:
- contrato de alquiler o hipoteca conjunta y cuentas compartidas
- cuentas bancarias, declaraciones de impuestos y seguros conjuntos
- actas de nacimiento de los hijos que tengan en común
- fotos a lo largo del tiempo y cartas de personas que los conocen

**Presentar solo (exención):** si se divorció, sufrió maltrato o su expulsión causaría un sufrimiento extremo, puede presentar sin su cónyuge y no tiene que esperar al plazo de {{i751-window-days}} días.

**Tarifa:** {{fee-i751}}, incluidos los datos biométricos.

**Mientras espera:** el aviso de recibo, junto con su tarjeta, extiende su estatus por 48 meses después de la fecha de vencimiento de la tarjeta. Llévelo con su tarjeta para trabajar y viajar. El trámite puede tardar mucho, y USCIS puede citarle a una entrevista.

**Si se le pasa el plazo:** su residencia termina automáticamente y pueden enviarle a la corte de inmigración. Si va tarde, presente cuanto antes con una carta que explique el motivo; USCIS puede aceptar una petición tardía si hay una buena razón.

**Siguiente paso:** active un Deadline Reminder para el inicio de su plazo de {{i751-window-days}} días y use Document Review para organizar sus pruebas.`,
      },
      fr: {
        question: 'Comment lever les conditions de ma green card de 2 ans ?',
        phrasings: [
          'quand déposer le I-751',
          'ma carte verte conditionnelle expire bientôt',
          'lever les conditions de la carte verte par mariage',
          'passer de la carte de 2 ans à celle de 10 ans',
        ],
        answer: `Déposez le **formulaire I-751** dans les {{i751-window-days}} jours qui précèdent l’expiration de votre green card conditionnelle. Vous avez reçu une carte conditionnelle de {{conditional-residence-years}} ans parce que votre mariage avait moins de {{conditional-residence-years}} ans quand vous êtes devenu résident.

**Dépôt conjoint :** vous et votre conjoint signez ensemble. Joignez des preuves que vous vivez comme un vrai couple marié, par exemple :
- un bail ou un prêt immobilier commun et des factures partagées
- des comptes bancaires, déclarations d’impôts et assurances communs
- les actes de naissance de vos enfants
- des photos prises au fil du temps et des lettres de proches

**Dépôt seul (dispense) :** en cas de divorce, de violences, ou si votre expulsion causerait un préjudice extrême, vous pouvez déposer sans votre conjoint, sans attendre la fenêtre de {{i751-window-days}} jours.

**Frais :** {{fee-i751}}, données biométriques comprises.

**Pendant l’attente :** l’avis de réception, présenté avec votre carte, prolonge votre statut de 48 mois après la date d’expiration de la carte. Gardez-le avec votre carte pour travailler et voyager. Le traitement peut être long, et l’USCIS peut vous convoquer à un entretien.

**Si vous ratez le délai :** votre statut de résident prend fin automatiquement et vous pouvez être renvoyé devant un juge de l’immigration. En cas de retard, déposez au plus vite avec une lettre d’explication ; l’USCIS peut accepter une pétition tardive pour un motif valable.

**Prochaine étape :** réglez un Deadline Reminder pour le début de votre fenêtre de {{i751-window-days}} jours et organisez vos preuves avec Document Review.`,
      },
      de: {
        question: 'Wie hebe ich die Bedingungen meiner 2-jährigen Green Card auf?',
        phrasings: [
          'wann reiche ich das I-751 ein',
          'meine bedingte Green Card läuft bald ab',
          'Bedingungen der Green Card nach Heirat aufheben',
          'von der 2-Jahres-Karte zur 10-Jahres-Karte',
        ],
        answer: `Reichen Sie **Formular I-751** in den {{i751-window-days}} Tagen vor Ablauf Ihrer bedingten Green Card ein. Sie haben eine bedingte Karte für {{conditional-residence-years}} Jahre erhalten, weil Ihre Ehe jünger als {{conditional-residence-years}} Jahre war, als Sie den Daueraufenthalt bekamen.

**Gemeinsamer Antrag:** Sie und Ihr Ehepartner unterschreiben zusammen. Schicken Sie Nachweise, dass Sie als echtes Ehepaar leben, zum Beispiel:
- gemeinsamer Mietvertrag oder Hypothek und gemeinsame Rechnungen
- gemeinsame Konten, Steuererklärungen und Versicherungen
- Geburtsurkunden gemeinsamer Kinder
- Fotos aus verschiedenen Zeiten und Briefe von Menschen, die Sie kennen

**Alleiniger Antrag (Waiver):** Nach einer Scheidung, bei Misshandlung oder wenn eine Abschiebung eine außergewöhnliche Härte wäre, können Sie ohne Ihren Ehepartner einreichen und müssen nicht auf das {{i751-window-days}}-Tage-Fenster warten.

**Gebühr:** {{fee-i751}}, biometrische Erfassung inklusive.

**Während Sie warten:** Die Eingangsbestätigung verlängert zusammen mit Ihrer Karte Ihren Status um 48 Monate über das Ablaufdatum hinaus. Bewahren Sie sie für Arbeit und Reisen bei der Karte auf. Die Bearbeitung kann lange dauern, und USCIS kann Sie zu einem Interview laden.

**Wenn Sie die Frist verpassen:** Ihr Daueraufenthaltsstatus endet automatisch, und Sie können vor ein Einwanderungsgericht kommen. Reichen Sie bei Verspätung so schnell wie möglich ein, mit einem Brief, der den Grund erklärt; USCIS kann einen verspäteten Antrag aus gutem Grund annehmen.

**Nächster Schritt:** Stellen Sie einen Deadline Reminder für den Beginn Ihres {{i751-window-days}}-Tage-Fensters ein und ordnen Sie Ihre Nachweise mit Document Review.`,
      },
    },
  },
  {
    id: 'green-card-renewal-i90',
    topic: 'green-card',
    question: 'How do I renew my 10-year green card?',
    phrasings: [
      'green card renewal form',
      'my permanent resident card expires in a few months',
      'i90 renewal fee',
      'when can I renew my green card',
      'renew my 10 year card online',
    ],
    keywords: [
      'I-90',
      'renewal',
      'renew',
      'permanent resident card',
      'PRC',
      'expiring green card',
      '36 months',
      'receipt notice',
      'biometrics',
      'online filing',
    ],
    answer: `File **Form I-90** if your {{green-card-validity-years}}-year green card has expired or will expire within {{i90-renewal-months}} months. The fee is {{fee-i90-online}} online or {{fee-i90-paper}} on paper, and biometrics are included.

**When not to use the I-90**
- If you have a **2-year conditional card**, do not renew it. File **Form I-751** to remove the conditions instead.
- If you have spent long periods outside the U.S. and may have abandoned your residence, get advice first.

**How it works**
1. File online with a USCIS account (cheaper and easy to track) or by mail.
2. Your receipt notice, shown with your expiring or expired card, extends the card's validity for 36 months from its expiration date. Use both for work and travel.
3. Go to your biometrics appointment if USCIS schedules one; USCIS may reuse your earlier fingerprints.
4. Your new card arrives by mail.

An expired card does not end your permanent resident status, but you must carry valid proof of status, and employers and airlines will ask for it. Applying for citizenship on **Form N-400** does not remove that duty.

**Next step:** set a Deadline Reminder {{i90-renewal-months}} months before your card expires, and add your receipt number to Track Applications.`,
    sources: [I90, REPLACE_CARD],
    checkedOn: CHECKED,
    related: ['green-card-expired', 'green-card-lost-stolen', 'remove-conditions-i751'],
    translations: {
      es: {
        question: '¿Cómo renuevo mi green card de 10 años?',
        phrasings: [
          'formulario para renovar la green card',
          'mi tarjeta de residente vence en unos meses',
          'cuánto cuesta el i90',
          'cuándo puedo renovar mi green card',
        ],
        answer: `Presente el **Formulario I-90** si su green card de {{green-card-validity-years}} años ya venció o vencerá dentro de {{i90-renewal-months}} meses. La tarifa es {{fee-i90-online}} en línea o {{fee-i90-paper}} en papel, con los datos biométricos incluidos.

**Cuándo no usar el I-90**
- Si tiene una **tarjeta condicional de 2 años**, no la renueve. Presente el **Formulario I-751** para quitar las condiciones.
- Si ha pasado largas temporadas fuera de EE. UU. y podría haber abandonado su residencia, pida asesoría primero.

**Cómo funciona**
1. Preséntelo en línea con una cuenta de USCIS (más barato y fácil de seguir) o por correo.
2. El aviso de recibo, junto con su tarjeta vencida o por vencer, extiende la validez de la tarjeta por 36 meses desde su fecha de vencimiento. Use ambos para trabajar y viajar.
3. Acuda a la cita de datos biométricos si USCIS se la programa; USCIS puede reutilizar sus huellas anteriores.
4. La nueva tarjeta le llega por correo.

Una tarjeta vencida no pone fin a su residencia permanente, pero usted debe llevar una prueba válida de su estatus, y los empleadores y las aerolíneas se la pedirán. Solicitar la ciudadanía con el **Formulario N-400** no le quita esa obligación.

**Siguiente paso:** active un Deadline Reminder {{i90-renewal-months}} meses antes del vencimiento de su tarjeta y agregue su número de recibo en Track Applications.`,
      },
      fr: {
        question: 'Comment renouveler ma green card de 10 ans ?',
        phrasings: [
          'formulaire pour renouveler la carte verte',
          'ma carte de résident expire dans quelques mois',
          'combien coûte le i90',
          'quand puis-je renouveler ma green card',
        ],
        answer: `Déposez le **formulaire I-90** si votre green card de {{green-card-validity-years}} ans a expiré ou expirera dans les {{i90-renewal-months}} mois. Les frais sont de {{fee-i90-online}} en ligne ou {{fee-i90-paper}} sur papier, données biométriques comprises.

**Quand ne pas utiliser le I-90**
- Si vous avez une **carte conditionnelle de 2 ans**, ne la renouvelez pas : déposez plutôt le **formulaire I-751** pour lever les conditions.
- Si vous avez passé de longues périodes hors des États-Unis et avez peut-être abandonné votre résidence, demandez conseil d’abord.

**Comment ça marche**
1. Déposez en ligne avec un compte USCIS (moins cher et facile à suivre) ou par courrier.
2. L’avis de réception, présenté avec votre carte expirée ou sur le point d’expirer, prolonge la validité de la carte de 36 mois après sa date d’expiration. Utilisez les deux pour travailler et voyager.
3. Présentez-vous au rendez-vous biométrique si l’USCIS en fixe un ; l’USCIS peut réutiliser vos anciennes empreintes.
4. La nouvelle carte arrive par courrier.

Une carte expirée ne met pas fin à votre statut de résident permanent, mais vous devez porter une preuve valide de ce statut, et employeurs et compagnies aériennes vous la demanderont. Demander la naturalisation avec le **formulaire N-400** ne vous dispense pas de cette obligation.

**Prochaine étape :** réglez un Deadline Reminder {{i90-renewal-months}} mois avant l’expiration de votre carte et ajoutez votre numéro de reçu dans Track Applications.`,
      },
      de: {
        question: 'Wie verlängere ich meine 10-jährige Green Card?',
        phrasings: [
          'Formular zur Verlängerung der Green Card',
          'meine Green Card läuft in ein paar Monaten ab',
          'was kostet das I-90',
          'wann kann ich meine Green Card erneuern',
        ],
        answer: `Reichen Sie **Formular I-90** ein, wenn Ihre {{green-card-validity-years}}-jährige Green Card abgelaufen ist oder innerhalb von {{i90-renewal-months}} Monaten abläuft. Die Gebühr beträgt {{fee-i90-online}} online oder {{fee-i90-paper}} auf Papier, biometrische Erfassung inklusive.

**Wann Sie das I-90 nicht nutzen**
- Mit einer **bedingten 2-Jahres-Karte** verlängern Sie nicht, sondern reichen **Formular I-751** ein, um die Bedingungen aufzuheben.
- Wenn Sie lange außerhalb der USA waren und Ihren Wohnsitz aufgegeben haben könnten, lassen Sie sich zuerst beraten.

**So funktioniert es**
1. Online über ein USCIS-Konto (günstiger und leicht zu verfolgen) oder per Post einreichen.
2. Die Eingangsbestätigung verlängert zusammen mit Ihrer ablaufenden oder abgelaufenen Karte deren Gültigkeit um 36 Monate ab dem Ablaufdatum. Nutzen Sie beides für Arbeit und Reisen.
3. Gehen Sie zum Biometrie-Termin, falls USCIS einen ansetzt; USCIS kann frühere Fingerabdrücke wiederverwenden.
4. Die neue Karte kommt per Post.

Eine abgelaufene Karte beendet Ihren Daueraufenthaltsstatus nicht, aber Sie müssen einen gültigen Nachweis bei sich tragen, und Arbeitgeber und Fluggesellschaften verlangen ihn. Ein Einbürgerungsantrag auf **Formular N-400** hebt diese Pflicht nicht auf.

**Nächster Schritt:** Stellen Sie einen Deadline Reminder {{i90-renewal-months}} Monate vor Ablauf Ihrer Karte ein und tragen Sie Ihre Eingangsnummer in Track Applications ein.`,
      },
    },
  },
];

export const FAMILY_CARDS: readonly KnowledgeCardSeed[] = [...translatedCards, ...englishOnlyCards];
