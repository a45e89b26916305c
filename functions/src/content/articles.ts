import type { ArticleSeed } from './types';

// Knowledge Center articles. Written in our own words; facts checked against the official sources listed on each article.
// Fee amounts are deliberately not stated: they change, so every article points to the official fee schedule instead.

const UPDATED_AT = '2026-11-01';

const DISCLAIMER =
  '*This article is general information, not legal advice. Immigration rules change and outcomes depend on your specific facts, so confirm the details with the official sources below or with a licensed immigration attorney or DOJ-accredited representative.*';

const familyBasedGreenCard = `## Who can sponsor whom

A U.S. citizen or a lawful permanent resident (green card holder) can ask the U.S. government to let certain relatives immigrate. The family member who files is the **petitioner**; the relative who will immigrate is the **beneficiary**. For nearly everyone, the first step is **Form I-130, Petition for Alien Relative**, filed with USCIS. Spouses usually also include Form I-130A with details about the beneficiary, and many petitioners can file the I-130 online through a USCIS account.

An approved I-130 does not give anyone status or permission to live in the U.S. It confirms that the family relationship qualifies and reserves the beneficiary's place in line for a visa.

## Immediate relatives versus preference categories

### Immediate relatives (no yearly limit)

- The spouse of a U.S. citizen
- An unmarried child under 21 of a U.S. citizen
- The parent of a U.S. citizen who is at least 21 years old

Because there is no annual cap, a visa number is available as soon as the petition is approved. The wait is mostly processing time.

### Family preference categories (yearly limits)

- **F1:** unmarried sons and daughters (21 or older) of U.S. citizens
- **F2A:** spouses and unmarried children under 21 of permanent residents
- **F2B:** unmarried sons and daughters (21 or older) of permanent residents
- **F3:** married sons and daughters of U.S. citizens
- **F4:** brothers and sisters of U.S. citizens who are at least 21

These categories have annual numerical limits, and no single country can use more than a set share of them. Demand is higher than supply, so waits range from a couple of years to well over a decade, and they are often longer for people born in high-demand countries such as Mexico or the Philippines.

A few things that surprise people:

- Permanent residents cannot petition for parents, married children or siblings.
- Grandparents, cousins, aunts, uncles and in-laws cannot be sponsored directly.
- Life changes can move a case. If a permanent-resident petitioner naturalizes, a spouse or child under 21 generally becomes an immediate relative. If an F2B beneficiary marries before immigrating, the petition is generally revoked, because there is no category for married children of permanent residents.

## Priority dates and the Visa Bulletin

In family cases, your **priority date** is normally the date USCIS received the properly filed I-130. It is printed on the receipt notice and marks your place in line.

The Department of State publishes the **Visa Bulletin** every month. For each preference category and country of chargeability (usually your country of birth, not citizenship) it lists two dates:

- **Final Action Dates:** when a green card or immigrant visa can actually be approved.
- **Dates for Filing:** when you can start sending final paperwork to the National Visa Center, or file Form I-485 if USCIS says that chart applies that month.

If your priority date is earlier than the listed date, your case is "current." A "C" means the category is current for everyone. Dates can jump forward, stand still or move backward ("retrogress"). Children who turn 21 while waiting may be protected by the **Child Status Protection Act (CSPA)** in some cases, so check before assuming a child has aged out.

## The affidavit of support (Form I-864)

Most family-based immigrants need the petitioner to sign **Form I-864, Affidavit of Support**. It is a legally enforceable promise to keep the immigrant's income at or above 125% of the federal poverty guidelines (100% for active-duty military members sponsoring a spouse or child). USCIS publishes the current thresholds each year on Form I-864P.

If the petitioner's income is not enough, options include counting significant assets, adding a household member's income with Form I-864A, or finding a **joint sponsor** who meets the requirement on their own. The obligation generally lasts until the immigrant becomes a U.S. citizen, is credited with 40 quarters of work (about 10 years), leaves the U.S. and gives up residence, or dies. Divorce does not end it.

## Next steps after filing the I-130

1. **Keep your receipt notice** (Form I-797C). It has your receipt number and priority date.
2. **If the beneficiary is abroad**, the approved petition goes to the National Visa Center for **consular processing**: fees, the online DS-260, civil documents, the I-864, a medical exam with an embassy-approved doctor and an interview.
3. **If the beneficiary is in the U.S. and eligible to adjust**, they file **Form I-485**. Immediate relatives can often file it together with the I-130; preference relatives wait until their priority date is current under the chart USCIS is accepting.
4. **Biometrics, a possible interview and a decision** follow.
5. **If the marriage was less than two years old** when residence was granted, the green card is conditional for two years. File Form I-751 in the 90 days before it expires.

Fees change, so use the USCIS fee schedule (Form G-1055) and fee calculator rather than an amount you saw elsewhere.

## Key takeaways

- Form I-130 starts the process but does not by itself give status.
- Immediate relatives have no annual cap; preference categories wait in line by priority date.
- Read both Visa Bulletin charts and check which one USCIS is using each month.
- The I-864 is a serious, long-lasting financial commitment.
- Use the Eligibility Check and Document Review tools to prepare, and check official sources before filing.

${DISCLAIMER}`;

const readingReceiptNotice = `## What a receipt notice is

When USCIS accepts an application or petition, it sends a **receipt notice** on **Form I-797C, Notice of Action**. It confirms that USCIS received your filing and any fee, and it gives you the number you will use to follow the case. If you filed online, the notice also appears in your USCIS account; paper filers get it by mail.

A receipt notice **is not an approval** and usually does not give you status or work permission. A few notices have a special role: a receipt for certain filings, such as removing conditions on residence or renewing a green card, can be shown with an expiring card as temporary proof of status for the period stated on the notice. Read the text of your own notice carefully.

## The receipt number

The receipt number is **13 characters: three letters followed by ten digits**. When you type it online, leave out dashes and spaces.

The three letters show which USCIS office or system received the case:

- **EAC**: Vermont Service Center
- **WAC**: California Service Center
- **LIN**: Nebraska Service Center
- **SRC**: Texas Service Center
- **MSC** or **NBC**: National Benefits Center
- **YSC**: Potomac Service Center
- **IOE**: USCIS's electronic processing system, used for online filings and, increasingly, for paper filings too

The prefix tells you where the case was **received**, not necessarily where it is **being decided**. USCIS moves work between offices and usually sends a transfer notice when it does.

## The dates on the notice

- **Received Date:** the day USCIS received your filing. This often matters most, for example to show you filed before a deadline or before your status expired.
- **Notice Date:** the day the notice was printed. It is usually a little later than the received date.
- **Priority Date:** shown on petitions that put someone in line for a visa, such as Form I-130 or I-140. For family petitions it is normally the same as the received date. On some other forms this box is blank or refers to an underlying petition.

Other fields to read:

- **Case Type:** the form number and name.
- **Applicant/Petitioner and Beneficiary:** names, dates of birth and sometimes an A-number.
- **Section or category:** the legal basis for the request, such as the relationship for an I-130.
- **Payment information:** the amount received.

Check every one of these against what you filed.

## Checking your case status

- **Case Status Online:** enter the receipt number at egov.uscis.gov to see the latest action on your case.
- **Your USCIS online account:** online filers see notices and messages there. Paper filers can often link their case with the online access code from their notice.
- **Processing times:** the USCIS processing times page shows typical times by form and office. Once your case is outside the posted time, you may be able to submit a case inquiry.
- **After USCIS:** for cases sent to the National Visa Center and a consulate, status moves to the State Department's Consular Electronic Application Center.

In this app, you can save the receipt number to a case and follow it under **My Cases > Track Applications**. The USCIS status page is always the official record.

## If something on the notice is wrong

1. **Find where the mistake came from.** Compare the notice with your copy of the form you filed.
2. **If USCIS made a typo** (for example, your name or date of birth is wrong but correct on your form), ask for a corrected notice through the USCIS Contact Center or its online service requests. Keep a copy of what you filed as proof.
3. **If the mistake was on your form**, a correction request usually will not fix it. You may need to send a written correction with evidence, raise it at your interview, or in some cases file again. This is a good time to ask an attorney.
4. **If your address is wrong or has changed**, update it with USCIS online. Most noncitizens must report a move within 10 days.
5. **If you never received a receipt** several weeks after filing, check whether your payment was processed and then contact USCIS. Don't refile without checking first, as that can create duplicate cases.

Keep the original notice somewhere safe and store a scan with your case documents. You will need the receipt number for many later steps, such as travel, work permits and interviews.

## Key takeaways

- Form I-797C confirms receipt; it is not an approval.
- The receipt number is three letters plus ten digits; the letters show where the case was received.
- The received date and the priority date are usually the dates that matter most.
- Check status online with the receipt number and compare against USCIS processing times.
- Fix errors quickly and keep proof of what you filed.

${DISCLAIMER}`;

const aosVersusConsular = `## Two roads to the same green card

Once a petition is approved, or when you qualify in some other way, there are two main ways to become a permanent resident:

- **Adjustment of status (AOS):** you stay in the U.S. and file **Form I-485** with USCIS.
- **Consular processing:** you apply for an immigrant visa at a U.S. embassy or consulate abroad using the online **Form DS-260**, with the **National Visa Center (NVC)** preparing the case first.

Both lead to the same status. The right choice depends on where you are, how you entered, your history and how much risk you can accept.

## Who can adjust status

The basic rule is in section 245(a) of the Immigration and Nationality Act (INA). In general you need to:

- have been **inspected and admitted or paroled** into the U.S. (entering without inspection usually rules out adjustment unless an exception applies);
- have an **immigrant visa immediately available**, which for preference categories means a current priority date; and
- be **admissible**, or qualify for a waiver.

### The 245(c) bars

INA 245(c) blocks adjustment for several groups, including people who:

- worked without authorization;
- are not in lawful status on the day they file, or failed to keep status since entering;
- entered as crew members or in transit without a visa;
- entered on the Visa Waiver Program (they can generally adjust only as immediate relatives); or
- came on a K-1 fiancé(e) visa but did not marry the person who petitioned for them.

### Important exceptions

- **Immediate relatives** of U.S. citizens (spouses, unmarried children under 21, and parents of citizens 21 or older) are exempt from the bars for unauthorized work and for status violations. An immediate relative who was lawfully admitted and then overstayed can often still adjust in the U.S.
- **Section 245(i)** lets some people adjust despite the bars, including some who entered without inspection, if they were the beneficiary of a petition or labor certification filed on or before April 30, 2001, and meet its other conditions. A penalty fee applies, filed with Supplement A to Form I-485.
- Some employment-based applicants are forgiven short status violations under INA 245(k).

## While an I-485 is pending

- **Work:** you can request a work permit (EAD) with Form I-765.
- **Travel:** you can request **advance parole** with Form I-131. Leaving the U.S. without it usually means USCIS treats the I-485 as **abandoned**. Limited exceptions exist for people maintaining certain statuses, such as H-1B or L-1.
- **Medical exam:** USCIS generally expects Form I-693 to be filed with the I-485. Check the current form instructions.

The work permit and travel document applications generally carry their own fees. Check the USCIS fee schedule (Form G-1055).

## How consular processing works

1. USCIS approves the petition and sends it to the NVC.
2. You pay the processing fees and complete the DS-260.
3. You upload civil documents (birth and marriage certificates, police certificates) and the affidavit of support.
4. The NVC or the embassy schedules your interview. You first complete a medical exam with an embassy-approved panel physician.
5. If approved, you receive an immigrant visa, pay the USCIS Immigrant Fee and enter the U.S. Your green card is mailed afterward.

Consular processing is often the only option for people abroad. It can also suit people in the U.S. who cannot adjust, but only after careful planning.

## The big risk: departure and the unlawful-presence bars

Unlawful presence is time spent in the U.S. without permission. It includes time after an authorized stay ends or after entering without inspection, with exceptions such as time before age 18. **Leaving the U.S.** after building it up can trigger:

- a **3-year bar** after more than 180 days but less than one year of unlawful presence; or
- a **10-year bar** after one year or more.

Because consular processing requires leaving, it can trigger the bar during the trip that was supposed to end with a green card. Some people can apply for a **provisional unlawful presence waiver (Form I-601A)** before leaving. Generally this means showing extreme hardship to a U.S. citizen or permanent-resident spouse or parent. Never leave the U.S. with past unlawful presence without advice.

Other risks to weigh:

- Consular decisions are very hard to challenge, and visa processing can be paused or limited for some nationalities by new policies. Check travel.state.gov before choosing this route.
- Entering on a temporary visa and then quickly applying to stay can raise questions about your intent when you entered. Be truthful about your plans at all times.

## Timing

Neither route is always faster. Processing times depend on the USCIS office or embassy, the category and the Visa Bulletin. Compare the USCIS processing times page with the NVC and embassy timeframes for your case.

## Key takeaways

- AOS (I-485) happens inside the U.S.; consular processing (DS-260) happens at an embassy abroad.
- AOS generally requires lawful admission or parole. The 245(c) bars apply, but immediate relatives are exempt from some of them.
- Don't travel on a pending I-485 without advance parole.
- Leaving after unlawful presence can trigger 3- or 10-year bars; get advice first.
- Use the Eligibility Check tool to prepare your questions, then confirm with a professional.

${DISCLAIMER}`;

const maintainingF1Status = `## Status, visa and I-20: three different things

Your **F-1 visa** in your passport is only for entering the U.S. Your **F-1 status** is what lets you stay, and it depends on following the rules below. Your **Form I-20**, issued by your school and recorded in **SEVIS** (the government's student database), is the document that supports that status. Your visa can expire while you are in the U.S. and your status can still be valid. The reverse can also happen.

Your school's **Designated School Official (DSO)** is your first contact for anything involving your status. Talk to them *before* you make changes.

## Study full time

- Undergraduates generally need at least **12 credit hours** per term. Graduate students must meet their school's full-time standard.
- Only a limited amount of **online coursework**, generally one class or three credits per term, counts toward a full course load.
- Dropping below full time is allowed only with a **reduced course load** that your DSO authorizes in advance, for specific academic or medical reasons.
- Summer and other official breaks don't require enrollment if you plan to continue the next term.

## Keep your I-20 and passport valid

- Check the program end date on your I-20. If you need more time for valid academic or medical reasons, ask your DSO for an extension **before** that date.
- Tell your DSO before changing your major, degree level or school, so they can update your I-20 and SEVIS record.
- Keep your passport valid. Many travelers need it valid for six months beyond their stay when entering.

## Report changes quickly

Report a change of address to your DSO **within 10 days** of moving. Students on OPT usually do this through the SEVP Portal. Report name changes too.

## Working: what is allowed

### On-campus jobs

- Up to **20 hours per week** while school is in session.
- Full time during official breaks and annual vacation, if you will continue studying afterward.

### Curricular Practical Training (CPT)

- Off-campus work that is an integral part of your curriculum, such as a required internship or practicum.
- Your DSO authorizes it in SEVIS and on your I-20. You don't need a separate USCIS application.
- Usually available after one full academic year, although some graduate programs allow it sooner.
- Twelve months or more of **full-time** CPT removes your OPT eligibility. Part-time CPT does not.

### Optional Practical Training (OPT)

- Temporary work directly related to your field, generally up to **12 months per degree level**.
- Your DSO recommends it in SEVIS, then you file **Form I-765** with USCIS. For post-completion OPT, you can file up to 90 days before your program ends and no later than 60 days after, and within 30 days of the DSO's recommendation.
- Don't start working until your EAD card is approved and its start date arrives.
- Unemployment is limited, generally to **90 days** in total during post-completion OPT.

### STEM OPT extension

- Graduates with a qualifying STEM degree can request a **24-month extension**.
- The employer must use E-Verify, and you and the employer complete a training plan (Form I-983).
- File before your current OPT ends. Additional unemployment days are allowed, and reporting duties are stricter.

Never work off campus without authorization. It is one of the hardest status violations to fix.

## Travel

- Before you travel abroad, get a **travel signature** from your DSO on page 2 of your I-20. It is generally valid for 12 months while you study, or 6 months while you are on OPT.
- Carry your passport, a valid F-1 visa (unless you are exempt), your signed I-20 and proof of enrollment or employment.
- **The five-month rule:** if you are outside the U.S. for more than five months, for example during a leave of absence, your SEVIS record usually ends and you may need a new I-20. Approved study-abroad programs are treated differently.

## Finishing your program: the grace periods

- After you complete your program, or your OPT, you have a **60-day grace period**. During that time you can leave, transfer, start a new program or change status. You cannot work during it.
- If your DSO approves your withdrawal from school, you generally have **15 days** to leave.
- If you fail to maintain status, there is **no grace period**. If you are told your SEVIS record was terminated, contact your DSO right away and consider legal advice. Reinstatement or other options may exist.

## Stay alert to rule changes

Rules for students can change through new regulations and agency guidance. For example, DHS has proposed replacing "duration of status" with fixed admission periods. Check with your DSO and the official sources below before relying on any timeline.

## Key takeaways

- Enroll full time and keep your I-20 current; talk to your DSO before any change.
- Work only as allowed: on campus within the hour limits, or with CPT or OPT authorization.
- Report address changes within 10 days.
- Get a travel signature before leaving, and watch the five-month rule.
- Know your grace period: 60 days after completing, none after a violation.

${DISCLAIMER}`;

const respondingToRfe = `## What an RFE is

A **Request for Evidence (RFE)** means USCIS needs more information before it can decide your case. It arrives on **Form I-797E, Notice of Action**, by mail and, if your case is linked to a USCIS account, online. An RFE is common and is **not a denial**. It is a chance to fill a gap, and a careful response often leads to approval.

The notice usually explains:

- what the law requires for your benefit;
- what evidence USCIS already has and why it is not enough; and
- what kinds of evidence could meet the requirement.

## Find your deadline first

- The **deadline printed on the notice** is the one that controls. The response must be **received** by USCIS by that date; a postmark is not enough.
- By regulation, an RFE response period is **at most 12 weeks**. When the notice is mailed, 3 extra days are added for mailing. USCIS usually gives the full period, but read your own notice.
- Extensions are generally **not available**. If you miss the deadline, USCIS can treat the case as abandoned or decide it on the evidence it already has, which usually means a denial.

Aim to send your response well before the deadline, using a trackable delivery method if you mail it.

## Respond once, and completely

USCIS generally expects **all requested evidence together in a single response**. Sending part of it is usually treated as a request to decide the case on what is in the file. You have three options:

1. **Full response:** send everything requested, the best choice in almost every case.
2. **Partial response:** send what you have, knowing USCIS will decide on the record.
3. **Withdraw** the application or petition.

If a document truly doesn't exist or can't be obtained, say so and explain why. Include the best secondary evidence you can, such as affidavits or other records, and proof that you tried to get the original.

## Put together a clear package

1. **Put the RFE notice on top.** Place the original I-797E, or a copy if the notice says so, as the first page. It lets USCIS match your response to your file.
2. **Add a short cover letter** listing the receipt number, the beneficiary's name and A-number if any, and a numbered list of what you are sending.
3. **Follow the notice's order.** Answer each point in turn and label exhibits to match, such as "Exhibit A: Joint lease, 2025-2026."
4. **Use tabs or separator pages** and an exhibit index.
5. **Translate** any foreign-language document in full, with the translator's certification of competence and accuracy.
6. **Send copies** unless the notice asks for originals, and keep a complete copy of everything.
7. **Mail it to the address on the notice**, or upload it through your USCIS account if the notice says you can. Don't send it to a lockbox or a different office.

Before sending, use the **Document Review** tool in this app to check that each file is legible, complete and the right document.

## Should you get help?

You can respond to an RFE yourself, and many people do. Consider an attorney or DOJ-accredited representative when:

- the RFE questions your eligibility itself, not just a missing paper;
- it mentions criminal history, past immigration violations, fraud or misrepresentation;
- you can't obtain what is asked for; or
- the case involves employment or investment petitions with technical legal standards.

Use USCIS's guidance on finding legal services, and avoid "notarios" or consultants who are not authorized to practice immigration law.

## NOIDs and other notices

A **Notice of Intent to Deny (NOID)** means USCIS plans to deny your case unless you overcome the stated reasons. It often follows derogatory information or an RFE response that did not resolve the issue. The response period is shorter, at most 30 days plus mailing time, and the stakes are higher, so get professional advice quickly if you receive one. Related notices include the **Notice of Intent to Revoke** (for an approved petition) and the **Notice of Intent to Terminate** (for some statuses).

## Key takeaways

- An RFE is a request, not a denial. Read it closely and answer every point.
- The deadline on the notice controls; it is usually 12 weeks at most, plus 3 days for mailing, and extensions are rare.
- Send one complete response with the RFE notice on top and organized exhibits.
- Translate foreign documents and keep copies of everything.
- A NOID is more serious and has a shorter deadline; consider legal help.

${DISCLAIMER}`;

export const ARTICLES: readonly ArticleSeed[] = [
  {
    id: 'family-based-green-card',
    title: 'The Family-Based Green Card: From Form I-130 to Permanent Residence',
    excerpt:
      'How U.S. citizens and permanent residents sponsor relatives, what separates immediate relatives from preference categories, and how priority dates, the Visa Bulletin and the affidavit of support fit together.',
    content: familyBasedGreenCard,
    sources: [
      { title: 'USCIS: I-130, Petition for Alien Relative', url: 'https://www.uscis.gov/i-130' },
      {
        title: 'U.S. Department of State: The Visa Bulletin',
        url: 'https://travel.state.gov/content/travel/en/legal/visa-law0/visa-bulletin.html',
      },
      { title: 'USCIS: Adjustment of Status Filing Charts from the Visa Bulletin', url: 'https://www.uscis.gov/visabulletininfo' },
      { title: 'USCIS: I-864, Affidavit of Support', url: 'https://www.uscis.gov/i-864' },
    ],
    updatedAt: UPDATED_AT,
  },
  {
    id: 'reading-your-uscis-receipt-notice',
    title: 'How to Read Your USCIS Receipt Notice (Form I-797C)',
    excerpt:
      'What each part of a USCIS receipt notice means, from the 13-character receipt number to the received and priority dates, plus how to check your status and fix mistakes.',
    content: readingReceiptNotice,
    sources: [
      {
        title: 'USCIS: Form I-797, Types and Functions',
        url: 'https://www.uscis.gov/forms/filing-guidance/form-i-797-types-and-functions',
      },
      { title: 'USCIS: Case Status Online', url: 'https://egov.uscis.gov/' },
      { title: 'USCIS: Check Case Processing Times', url: 'https://egov.uscis.gov/processing-times/' },
      { title: 'USCIS: How to Change Your Address (AR-11)', url: 'https://www.uscis.gov/ar-11' },
    ],
    updatedAt: UPDATED_AT,
  },
  {
    id: 'adjustment-of-status-vs-consular-processing',
    title: 'Adjustment of Status vs. Consular Processing: Choosing Your Path',
    excerpt:
      'Compare applying for a green card inside the U.S. (Form I-485) with applying through a U.S. embassy (DS-260), including who can adjust, key exceptions, travel and work while pending, and the risks of leaving.',
    content: aosVersusConsular,
    sources: [
      {
        title: 'USCIS: Adjustment of Status',
        url: 'https://www.uscis.gov/green-card/green-card-processes-and-procedures/adjustment-of-status',
      },
      {
        title: 'USCIS: Consular Processing',
        url: 'https://www.uscis.gov/green-card/green-card-processes-and-procedures/consular-processing',
      },
      {
        title: 'U.S. Department of State: The Immigrant Visa Process',
        url: 'https://travel.state.gov/content/travel/en/us-visas/immigrate/the-immigrant-visa-process.html',
      },
      {
        title: 'USCIS: Unlawful Presence and Inadmissibility',
        url: 'https://www.uscis.gov/laws-and-policy/other-resources/unlawful-presence-and-inadmissibility',
      },
    ],
    updatedAt: UPDATED_AT,
  },
  {
    id: 'maintaining-f1-student-status',
    title: 'Maintaining F-1 Student Status: A Practical Checklist',
    excerpt:
      'The core rules F-1 students need to follow: full-time study, a valid I-20, work limits, CPT and OPT, travel signatures, address reporting and grace periods.',
    content: maintainingF1Status,
    sources: [
      { title: 'ICE: Student and Exchange Visitor Information System (SEVIS)', url: 'https://www.ice.gov/sevis' },
      { title: 'eCFR: 8 CFR 214.2 (including paragraph (f), F-1 students)', url: 'https://www.ecfr.gov/current/title-8/section-214.2' },
      {
        title: 'USCIS: Optional Practical Training (OPT) for F-1 Students',
        url: 'https://www.uscis.gov/working-in-the-united-states/students-and-exchange-visitors/optional-practical-training-opt-for-f-1-students',
      },
      {
        title: 'USCIS: OPT Extension for STEM Students (STEM OPT)',
        url: 'https://www.uscis.gov/working-in-the-united-states/students-and-exchange-visitors/optional-practical-training-extension-for-stem-students-stem-opt',
      },
    ],
    updatedAt: UPDATED_AT,
  },
  {
    id: 'responding-to-an-rfe',
    title: 'Responding to a Request for Evidence (RFE)',
    excerpt:
      'An RFE is not a denial. Learn how to read Form I-797E, find your deadline, build one complete and well-organized response, and know when a NOID calls for professional help.',
    content: respondingToRfe,
    sources: [
      {
        title: 'eCFR: 8 CFR 103.2, Submission and adjudication of benefit requests',
        url: 'https://www.ecfr.gov/current/title-8/section-103.2',
      },
      {
        title: 'USCIS Policy Manual: Volume 1, Part E, Chapter 6, Evidence',
        url: 'https://www.uscis.gov/policy-manual/volume-1-part-e-chapter-6',
      },
      {
        title: 'USCIS: Form I-797, Types and Functions',
        url: 'https://www.uscis.gov/forms/filing-guidance/form-i-797-types-and-functions',
      },
      { title: 'USCIS: Find Legal Services', url: 'https://www.uscis.gov/avoid-scams/find-legal-services' },
    ],
    updatedAt: UPDATED_AT,
  },
];
