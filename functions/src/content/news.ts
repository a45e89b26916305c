import type { NewsSeed } from './types';

// Latest News seed. These are illustrative examples, not real announcements: we cannot verify current events,
// so every item is flagged isExample (the UI labels it "Example") and points to the official page to check.

const EXAMPLE_NOTE =
  '> **Example item.** This is an illustrative example of the kind of update we cover, not a real announcement. Always confirm the facts on the official source linked below.';

export const NEWS: readonly NewsSeed[] = [
  {
    id: 1,
    title: 'Reading a Monthly Visa Bulletin Update',
    date: '2026-11-16',
    excerpt:
      'An illustrative walk-through of a monthly Visa Bulletin update: what it means when a family or employment category moves forward, stands still or retrogresses.',
    content: `${EXAMPLE_NOTE}

## What a typical update looks like

Each month the U.S. Department of State publishes the Visa Bulletin for the following month. In a typical update, some family preference categories (such as F2A or F4) move forward by a few weeks, others stay where they were, and a category with heavy demand from one country may **retrogress**, which means its date moves backward.

## What to do when a new bulletin comes out

- **Find your row.** Look up your category (for example F1, F2B or EB-2) and your country of chargeability, which is usually your country of birth.
- **Compare your priority date** with both charts: *Final Action Dates* and *Dates for Filing*.
- **Check which chart USCIS will accept** that month for adjustment of status filings. USCIS posts this separately, usually shortly after the bulletin is released.
- **If you are now current**, gather your documents and watch for instructions from the National Visa Center or prepare your Form I-485, as applicable.
- **If your category retrogressed**, don't panic. Cases already filed usually stay pending, but final approval waits until your date is current again.

You can use the Eligibility Check tool to note your priority date and category, and ask the assistant to explain the charts.

## Where to check the real information

Read the current bulletin on travel.state.gov and USCIS's filing-chart page. Dates change every month.`,
    isExample: true,
    sources: [
      {
        title: 'U.S. Department of State: The Visa Bulletin',
        url: 'https://travel.state.gov/content/travel/en/legal/visa-law0/visa-bulletin.html',
      },
      { title: 'USCIS: Adjustment of Status Filing Charts from the Visa Bulletin', url: 'https://www.uscis.gov/visabulletininfo' },
    ],
  },
  {
    id: 2,
    title: 'More Forms Available to File Online with USCIS',
    date: '2026-10-08',
    excerpt:
      'An illustrative example of how USCIS online filing expansions work, and what to consider before choosing online or paper filing.',
    content: `${EXAMPLE_NOTE}

## The kind of change we mean

USCIS has steadily added forms that can be filed through a free USCIS online account. An expansion announcement typically names new forms or new categories of an existing form that can now be submitted online, sometimes with a lower fee than paper filing.

## Why online filing can help

- **Instant confirmation.** You get a receipt in your account, usually soon after you submit.
- **Built-in checks.** The system flags many missing answers before you submit, which reduces rejections.
- **Everything in one place.** Notices, requests for evidence and status updates appear in your account, and you can often upload responses there.
- **Easy uploads.** You add evidence as digital files instead of mailing paper copies.

## Things to check before you file online

- Confirm your **specific form and category** is on the official list. Some categories of a form still require paper filing.
- Check the **fee for online versus paper** filing on the official fee schedule.
- Scan documents clearly. The Document Review tool in this app can flag blurry or incomplete files before you upload them.
- Keep your **account login secure**, including your two-step verification method.

## Where to check the real information

The USCIS "File Online" page lists which forms can currently be filed online.`,
    isExample: true,
    sources: [
      { title: 'USCIS: File Online', url: 'https://www.uscis.gov/file-online' },
      { title: 'USCIS: G-1055, Fee Schedule', url: 'https://www.uscis.gov/g-1055' },
    ],
  },
  {
    id: 3,
    title: 'Reminder About the Diversity Visa Entry Period',
    date: '2026-09-15',
    excerpt:
      'An illustrative reminder about the Diversity Visa (green card lottery) registration period: where to enter, what it costs, and how to avoid scams.',
    content: `${EXAMPLE_NOTE}

## About the program

The Diversity Visa (DV) program, often called the green card lottery, makes a limited number of immigrant visas available each year to people from countries with historically low rates of immigration to the United States. The State Department announces the entry period and rules for each program year. In past years the entry period has usually opened in the fall, but the dates and requirements can change, so always check the official instructions.

## A reminder checklist

- **Enter only on the official State Department website.** No other website or agent can submit an entry for you with any advantage.
- **Check the current cost of entering** in the official instructions, and don't pay anyone who claims they can improve your chances.
- **Submit one entry only.** Multiple entries for the same person lead to disqualification.
- **Follow the photo rules exactly.** Photo problems are a common reason entries are disqualified.
- **Keep your confirmation number.** You need it to check your results on the official site. The State Department does not notify selectees by email or letter.
- **Check your eligibility**, including the education or work experience requirement and whether your country of chargeability is eligible that year.

Being selected does not guarantee a visa. Selectees must still qualify and complete processing before the program year ends.

## Where to check the real information

Read the official DV instructions on travel.state.gov.`,
    isExample: true,
    sources: [
      {
        title: 'U.S. Department of State: Diversity Visa Program, Entry',
        url: 'https://travel.state.gov/content/travel/en/us-visas/immigrate/diversity-visa-program-entry.html',
      },
    ],
  },
  {
    id: 4,
    title: 'Check the Fee Schedule Before You File',
    date: '2026-07-21',
    excerpt:
      'An illustrative reminder that USCIS fees change and that the wrong fee can get a filing rejected. How to confirm the right amount before you pay.',
    content: `${EXAMPLE_NOTE}

## Why this matters

USCIS fees are set by regulation and by law, and they change from time to time. Some fees set by statute are also adjusted regularly for inflation. Many forms now have **different fees for online and paper filing**, and some have reduced fees for certain applicants. If you send the wrong amount, USCIS can **reject** the whole package and return it. A rejected filing does not hold your place, which can matter if you are racing a deadline or an expiring status.

## Before you pay

- **Use the official fee schedule** (Form G-1055) and the USCIS fee calculator for your exact form and category.
- **Check the date.** New fees apply from the effective date USCIS announces, and the announcement explains how filings sent around that date are treated. Don't rely on an amount you saw months ago.
- **Check bundled forms.** Some forms that used to be covered by one fee, such as work and travel permits filed with a green card application, now carry separate fees.
- **Check fee waivers or reductions.** Eligibility is limited and depends on the form.
- **Follow the payment instructions** for the form and filing location, including the accepted payment methods.

This app never asks you to pay USCIS fees through us. Pay government fees only through official USCIS channels.

## Where to check the real information

The USCIS fee schedule and fee calculator are the official sources for current amounts.`,
    isExample: true,
    sources: [
      { title: 'USCIS: G-1055, Fee Schedule', url: 'https://www.uscis.gov/g-1055' },
      { title: 'USCIS: Fee Calculator', url: 'https://www.uscis.gov/feecalculator' },
    ],
  },
  {
    id: 5,
    title: 'Using the USCIS Processing Times Tool',
    date: '2026-04-09',
    excerpt:
      'An illustrative guide to reading USCIS processing times, and to knowing when your case is outside normal time so you can submit an inquiry.',
    content: `${EXAMPLE_NOTE}

## What the tool shows

USCIS publishes processing times for most forms, broken down by form type, category and the office handling your case. The times are based on recently completed cases, so they describe the past, not a promise about your case. Updates to the tool, such as new categories or changes to how times are calculated, are announced on the USCIS website.

## How to use it well

1. **Find your office.** Your receipt notice or case status shows which service center or field office has your case. Cases can be transferred, so check your latest notice.
2. **Choose the exact form and category.** For example, an I-485 based on family differs from one based on employment.
3. **Read the time shown for your case.** The tool shows how long most similar cases took.
4. **Look for the "receipt date for a case inquiry."** If your received date is earlier than that date, your case is outside normal processing time and you can submit a case inquiry online.
5. **Check again later.** Times change as workloads change.

## Keep expectations realistic

Biometrics, requests for evidence, interviews, background checks and visa availability can all add time. A case that is still within normal processing time is usually not a sign of a problem.

In this app, add your receipt number to your case under Track Applications and set a deadline reminder for when your case would fall outside normal processing time.

## Where to check the real information

Use the official USCIS processing times page.`,
    isExample: true,
    sources: [
      { title: 'USCIS: Check Case Processing Times', url: 'https://egov.uscis.gov/processing-times/' },
      { title: 'USCIS: Case Status Online', url: 'https://egov.uscis.gov/' },
    ],
  },
];
