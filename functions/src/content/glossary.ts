import type { GlossarySeed } from './types';

// Glossary of immigration terms, alphabetical by term. Plain language, 1-3 sentences each; `related` holds other ids in this list.

export const GLOSSARY: readonly GlossarySeed[] = [
  {
    id: '3-year-and-10-year-bars',
    term: '3-year and 10-year bars',
    definition:
      'Penalties for people who build up unlawful presence in the U.S. and then leave. More than 180 days but less than one year of unlawful presence, followed by departure, generally blocks return for 3 years. One year or more generally blocks return for 10 years, and some people can apply for a waiver.',
    related: ['unlawful-presence', 'waiver', 'inadmissibility', 'consular-processing'],
  },
  {
    id: 'a-number',
    term: 'A-number (Alien Registration Number)',
    definition:
      'A unique identification number, the letter "A" followed by up to nine digits, that the U.S. government gives to many noncitizens. It appears on green cards, work permits and many USCIS notices, and it generally stays the same for life.',
    related: ['green-card', 'ead', 'uscis', 'receipt-notice'],
  },
  {
    id: 'adjustment-of-status',
    term: 'Adjustment of status',
    definition:
      'The process of applying for a green card from inside the United States by filing Form I-485 with USCIS, without having to leave for a visa interview abroad. Not everyone can use it; it generally requires a lawful entry and an available visa.',
    related: ['i-485', 'consular-processing', 'green-card', 'advance-parole'],
  },
  {
    id: 'advance-parole',
    term: 'Advance parole',
    definition:
      'A travel document, requested on Form I-131, that lets certain people with pending applications, such as a green card application, return to the U.S. after a trip abroad. It does not guarantee re-entry; an officer at the border still decides.',
    related: ['i-131', 'adjustment-of-status', 'parole', 'port-of-entry'],
  },
  {
    id: 'affidavit-of-support',
    term: 'Affidavit of support (Form I-864)',
    definition:
      'A legally binding promise by a sponsor to financially support an immigrant so that the immigrant is not likely to rely on certain public benefits. Most family-based immigrants need one, and the sponsor generally must show income of at least 125% of the federal poverty guidelines.',
    related: ['sponsor', 'public-charge', 'i-130', 'petitioner'],
  },
  {
    id: 'asylum',
    term: 'Asylum',
    definition:
      'Protection for people in the U.S. or at the border who have been persecuted, or fear persecution, in their home country because of race, religion, nationality, political opinion or membership in a particular social group. You generally must apply within one year of your last arrival, with some exceptions. People granted asylum can later apply for a green card.',
    related: ['refugee', 'removal-proceedings', 'ead', 'green-card'],
  },
  {
    id: 'beneficiary',
    term: 'Beneficiary',
    definition:
      'The person who would receive the immigration benefit in a petition, such as the relative a U.S. citizen sponsors on Form I-130 or the worker an employer sponsors.',
    related: ['petitioner', 'derivative-beneficiary', 'i-130', 'sponsor'],
  },
  {
    id: 'biometrics-appointment',
    term: 'Biometrics appointment',
    definition:
      'A short appointment, usually at a USCIS Application Support Center, where your fingerprints, photo and signature are taken for identity and background checks. USCIS mails an appointment notice, and sometimes reuses biometrics taken earlier instead.',
    related: ['uscis', 'i-797', 'receipt-notice', 'interview'],
  },
  {
    id: 'cbp',
    term: 'CBP (U.S. Customs and Border Protection)',
    definition:
      'The federal agency that inspects travelers at airports, land borders and seaports and decides whether to admit them. CBP also creates the electronic I-94 record of your arrival.',
    related: ['port-of-entry', 'i-94', 'visa', 'uscis'],
  },
  {
    id: 'conditional-permanent-resident',
    term: 'Conditional permanent resident',
    definition:
      'A person with a two-year green card, usually because their marriage was less than two years old when residence was granted, or because they immigrated as an investor. To keep their residence they must apply to remove the conditions in the 90 days before the card expires: Form I-751 for marriage cases or Form I-829 for investors.',
    related: ['i-751', 'green-card', 'lawful-permanent-resident', 'eb-5'],
  },
  {
    id: 'consular-processing',
    term: 'Consular processing',
    definition:
      'Getting a green card by applying for an immigrant visa at a U.S. embassy or consulate abroad, usually after the National Visa Center prepares the case. You become a permanent resident when you enter the U.S. on that visa.',
    related: ['nvc', 'ds-260', 'immigrant-visa', 'adjustment-of-status'],
  },
  {
    id: 'cpt',
    term: 'CPT (Curricular Practical Training)',
    definition:
      "Off-campus work that F-1 students may do when it is an integral part of their study program, such as a required internship. It is authorized by the school's DSO, not USCIS, and 12 months or more of full-time CPT removes eligibility for OPT.",
    related: ['opt', 'f-1-student-status', 'dso', 'i-20'],
  },
  {
    id: 'cspa',
    term: 'CSPA (Child Status Protection Act)',
    definition:
      'A law that can protect some children from "aging out," which means losing eligibility as a child by turning 21 while a case is pending. Its formula can subtract the time a petition was pending from the child\'s age, and whether it helps depends on the category and the dates.',
    related: ['derivative-beneficiary', 'immediate-relative', 'priority-date', 'visa-bulletin'],
  },
  {
    id: 'daca',
    term: 'DACA (Deferred Action for Childhood Arrivals)',
    definition:
      'A policy that protects certain people who came to the U.S. as children from removal for renewable periods and lets them apply for work permits. It is not a lawful status and does not by itself lead to a green card. Court rulings have limited who can apply, so check USCIS for its current status.',
    related: ['ead', 'removal-proceedings', 'unlawful-presence', 'i-765'],
  },
  {
    id: 'derivative-beneficiary',
    term: 'Derivative beneficiary',
    definition:
      'A spouse or unmarried child under 21 who can immigrate together with the main beneficiary in some categories, such as family preference, employment-based or diversity visas, without a separate petition. Immediate relatives of U.S. citizens do not have derivatives; each person needs their own petition.',
    related: ['beneficiary', 'preference-category', 'cspa', 'immediate-relative'],
  },
  {
    id: 'diversity-visa-program',
    term: 'Diversity Visa program',
    definition:
      'A State Department program, often called the green card lottery, that makes a limited number of immigrant visas available each year to people from countries with low rates of immigration to the U.S. You can enter only through the official State Department website, and being selected does not guarantee a visa.',
    related: ['immigrant-visa', 'ds-260', 'consular-processing', 'green-card'],
  },
  {
    id: 'ds-160',
    term: 'DS-160',
    definition:
      "The State Department's online application for a nonimmigrant (temporary) visa, such as a visitor, student or work visa. You complete it before your visa interview at a U.S. embassy or consulate.",
    related: ['nonimmigrant-visa', 'visa', 'interview', 'ds-260'],
  },
  {
    id: 'ds-260',
    term: 'DS-260',
    definition:
      "The State Department's online immigrant visa application. It is completed during consular processing, after a petition is approved and the case reaches the National Visa Center.",
    related: ['consular-processing', 'nvc', 'immigrant-visa', 'ds-160'],
  },
  {
    id: 'dso',
    term: 'DSO (Designated School Official)',
    definition:
      "A staff member at a school certified to enroll international students who manages students' records in SEVIS. DSOs issue and update Form I-20, authorize CPT, recommend OPT and sign I-20s for travel.",
    related: ['sevis', 'i-20', 'f-1-student-status', 'cpt'],
  },
  {
    id: 'dual-intent',
    term: 'Dual intent',
    definition:
      'Being allowed to hold a temporary status while also planning to immigrate permanently. Some statuses, such as H-1B and L-1, allow dual intent, while others, such as F-1 students and B-2 visitors, generally require you to show you plan to return home.',
    related: ['nonimmigrant-visa', 'h-1b', 'f-1-student-status', 'adjustment-of-status'],
  },
  {
    id: 'ead',
    term: 'EAD (Employment Authorization Document)',
    definition:
      'A photo ID card, often called a work permit, that proves you may work in the U.S. for the period printed on it. Most people apply for one with Form I-765.',
    related: ['i-765', 'opt', 'adjustment-of-status', 'asylum'],
  },
  {
    id: 'eb-5',
    term: 'EB-5 (Immigrant Investor Program)',
    definition:
      'A green card category for investors who put a required minimum amount of money into a new U.S. business that creates at least 10 full-time jobs for U.S. workers. Investment amounts and program rules are set by law and can change, so check USCIS for current requirements.',
    related: ['conditional-permanent-resident', 'green-card', 'preference-category', 'priority-date'],
  },
  {
    id: 'f-1-student-status',
    term: 'F-1 student status',
    definition:
      'The nonimmigrant status for full-time academic students at schools certified by the government. Students must keep a valid I-20, study full time and work only as the rules allow.',
    related: ['i-20', 'sevis', 'dso', 'opt'],
  },
  {
    id: 'green-card',
    term: 'Green card (Permanent Resident Card)',
    definition:
      'The card, officially Form I-551, that proves you are a lawful permanent resident allowed to live and work in the U.S. permanently. Most cards must be renewed every 10 years, but the underlying status does not expire with the card.',
    related: ['lawful-permanent-resident', 'conditional-permanent-resident', 'adjustment-of-status', 'naturalization'],
  },
  {
    id: 'h-1b',
    term: 'H-1B',
    definition:
      "A temporary work status for specialty occupations that generally require at least a bachelor's degree in a specific field, sponsored by a U.S. employer. New H-1B petitions are usually subject to an annual limit and registration process, and H-1B allows dual intent.",
    related: ['nonimmigrant-visa', 'dual-intent', 'labor-certification', 'opt'],
  },
  {
    id: 'i-20',
    term: 'I-20 (Certificate of Eligibility for Nonimmigrant Student Status)',
    definition:
      "The form a government-certified school issues to an F-1 (or M-1) student, showing the program, its dates and the student's funding. It is used to apply for the visa, to enter the U.S. and as proof of status, and a DSO signs it for travel.",
    related: ['f-1-student-status', 'dso', 'sevis', 'cpt'],
  },
  {
    id: 'i-94',
    term: 'I-94 (Arrival/Departure Record)',
    definition:
      'The record of your entry to the U.S. showing your date of admission, your class of admission and the date your authorized stay ends, or "D/S" (duration of status) for students and exchange visitors. It is usually electronic and can be looked up on the CBP website. The I-94, not the visa in your passport, generally shows how long you may stay.',
    related: ['cbp', 'port-of-entry', 'visa', 'unlawful-presence'],
  },
  {
    id: 'i-130',
    term: 'I-130 (Petition for Alien Relative)',
    definition:
      'The form a U.S. citizen or permanent resident files with USCIS to show a qualifying family relationship with a relative who wants to immigrate. Its approval does not give status by itself; it places the relative in line for a green card.',
    related: ['petitioner', 'beneficiary', 'immediate-relative', 'priority-date'],
  },
  {
    id: 'i-131',
    term: 'I-131 (Application for Travel Documents)',
    definition:
      'The USCIS form used to request travel documents, including advance parole, a re-entry permit for permanent residents planning long trips, and a refugee travel document. It is also used for some parole requests.',
    related: ['advance-parole', 'parole', 'adjustment-of-status', 'lawful-permanent-resident'],
  },
  {
    id: 'i-485',
    term: 'I-485 (Application to Register Permanent Residence or Adjust Status)',
    definition:
      'The form used to apply for a green card from inside the United States. It is often filed with Form I-765 for a work permit and Form I-131 for advance parole.',
    related: ['adjustment-of-status', 'i-765', 'i-131', 'medical-examination'],
  },
  {
    id: 'i-751',
    term: 'I-751 (Petition to Remove Conditions on Residence)',
    definition:
      'The form a conditional resident who immigrated through marriage files to turn a two-year green card into a 10-year card. It is usually filed jointly with the spouse in the 90 days before the card expires, and waivers of joint filing exist, for example after divorce or abuse.',
    related: ['conditional-permanent-resident', 'green-card', 'waiver', 'lawful-permanent-resident'],
  },
  {
    id: 'i-765',
    term: 'I-765 (Application for Employment Authorization)',
    definition:
      'The USCIS form used to request a work permit (EAD). Many groups use it, including green card applicants, asylum applicants and F-1 students applying for OPT.',
    related: ['ead', 'opt', 'i-485', 'stem-opt-extension'],
  },
  {
    id: 'i-797',
    term: 'I-797 (Notice of Action)',
    definition:
      'The family of official notices USCIS uses to communicate about a case. Common versions include the I-797C receipt or appointment notice, the I-797E request for evidence, and I-797 or I-797A approval notices.',
    related: ['receipt-notice', 'rfe', 'biometrics-appointment', 'uscis'],
  },
  {
    id: 'immediate-relative',
    term: 'Immediate relative',
    definition:
      'The spouse of a U.S. citizen, an unmarried child under 21 of a U.S. citizen, or the parent of a U.S. citizen who is at least 21. Immediate relatives have no annual visa limit, so they do not wait for a priority date to become current.',
    related: ['i-130', 'preference-category', 'adjustment-of-status', 'visa-bulletin'],
  },
  {
    id: 'immigrant-visa',
    term: 'Immigrant visa',
    definition:
      'A visa issued by a U.S. embassy or consulate to someone who intends to live in the U.S. permanently. The person becomes a lawful permanent resident when admitted on it, and the green card is mailed afterward.',
    related: ['consular-processing', 'ds-260', 'nonimmigrant-visa', 'green-card'],
  },
  {
    id: 'inadmissibility',
    term: 'Inadmissibility',
    definition:
      'Legal reasons a person can be refused a visa, entry or a green card, such as certain crimes, health grounds, immigration violations, misrepresentation or being likely to become a public charge. Some grounds can be forgiven with a waiver.',
    related: ['waiver', 'public-charge', '3-year-and-10-year-bars', 'medical-examination'],
  },
  {
    id: 'interview',
    term: 'Interview',
    definition:
      'A meeting with a USCIS officer or a consular officer who asks questions under oath to confirm the facts in your application. Bring your appointment notice, ID and the documents the notice lists; some cases are decided without an interview.',
    related: ['uscis', 'consular-processing', 'adjustment-of-status', 'naturalization'],
  },
  {
    id: 'k-1-visa',
    term: 'K-1 visa',
    definition:
      'A visa for the foreign fiancé(e) of a U.S. citizen, based on Form I-129F. The couple must marry within 90 days of entry, and the K-1 holder then applies for a green card through adjustment of status.',
    related: ['adjustment-of-status', 'nonimmigrant-visa', 'conditional-permanent-resident', 'petitioner'],
  },
  {
    id: 'labor-certification',
    term: 'Labor certification (PERM)',
    definition:
      'Approval from the U.S. Department of Labor, usually through the PERM process, confirming that there are not enough able, willing, qualified and available U.S. workers for a job and that hiring a foreign worker will not harm U.S. wages and working conditions. Many EB-2 and EB-3 green card cases need it before the employer files Form I-140.',
    related: ['priority-date', 'preference-category', 'h-1b', 'petitioner'],
  },
  {
    id: 'lawful-permanent-resident',
    term: 'Lawful permanent resident (LPR)',
    definition:
      'A person allowed to live and work in the U.S. permanently, shown by a green card. LPRs can usually apply for citizenship after 3 or 5 years, but they can lose status through long absences, certain crimes or abandoning their U.S. residence.',
    related: ['green-card', 'naturalization', 'conditional-permanent-resident', 'n-400'],
  },
  {
    id: 'medical-examination',
    term: 'Medical examination (Form I-693)',
    definition:
      'A required health exam for green card applicants, covering vaccinations and certain health conditions. In the U.S. it is done by a USCIS-designated civil surgeon, who completes Form I-693; abroad it is done by an embassy-approved panel physician.',
    related: ['i-485', 'inadmissibility', 'consular-processing', 'adjustment-of-status'],
  },
  {
    id: 'n-400',
    term: 'N-400 (Application for Naturalization)',
    definition:
      'The form a lawful permanent resident files with USCIS to become a U.S. citizen. It can be filed online or on paper, generally up to 90 days before meeting the residence requirement.',
    related: ['naturalization', 'lawful-permanent-resident', 'interview', 'uscis'],
  },
  {
    id: 'naturalization',
    term: 'Naturalization',
    definition:
      'The process by which a lawful permanent resident becomes a U.S. citizen. Most applicants need 5 years as a permanent resident (3 if married to and living with a U.S. citizen), good moral character, and must pass English and civics tests and take the Oath of Allegiance.',
    related: ['n-400', 'lawful-permanent-resident', 'green-card', 'interview'],
  },
  {
    id: 'noid',
    term: 'NOID (Notice of Intent to Deny)',
    definition:
      'A USCIS notice saying it plans to deny your case and explaining why, with a short deadline to respond. It is more serious than a request for evidence, so getting legal advice quickly is wise.',
    related: ['rfe', 'i-797', 'uscis', 'interview'],
  },
  {
    id: 'nonimmigrant-visa',
    term: 'Nonimmigrant visa',
    definition:
      'A visa for a temporary stay for a specific purpose, such as tourism (B-2), study (F-1), temporary work (H-1B) or marrying a U.S. citizen fiancé(e) (K-1). You apply with Form DS-160.',
    related: ['ds-160', 'visa', 'immigrant-visa', 'dual-intent'],
  },
  {
    id: 'nvc',
    term: 'NVC (National Visa Center)',
    definition:
      'A State Department office that takes over immigrant visa cases after USCIS approves a petition. It collects fees, the DS-260 and supporting documents, and helps schedule interviews at U.S. embassies and consulates.',
    related: ['consular-processing', 'ds-260', 'immigrant-visa', 'visa-bulletin'],
  },
  {
    id: 'opt',
    term: 'OPT (Optional Practical Training)',
    definition:
      'Temporary work authorization for F-1 students in a job directly related to their field, generally up to 12 months per degree level, during or after their studies. It requires a DSO recommendation and an approved Form I-765.',
    related: ['stem-opt-extension', 'cpt', 'i-765', 'f-1-student-status'],
  },
  {
    id: 'parole',
    term: 'Parole',
    definition:
      'Permission to be in the U.S. for a temporary period, granted case by case for urgent humanitarian reasons or a significant public benefit. Parole is not an admission or a visa status, but in some situations it can make someone eligible for other benefits.',
    related: ['advance-parole', 'i-131', 'adjustment-of-status', 'port-of-entry'],
  },
  {
    id: 'petitioner',
    term: 'Petitioner',
    definition:
      'The person or employer who files a petition asking USCIS to let someone else immigrate or work, such as a U.S. citizen filing Form I-130 for a spouse.',
    related: ['beneficiary', 'sponsor', 'i-130', 'affidavit-of-support'],
  },
  {
    id: 'port-of-entry',
    term: 'Port of entry',
    definition:
      'An airport, seaport or land border crossing where CBP officers inspect travelers and decide whether to admit them to the United States.',
    related: ['cbp', 'i-94', 'visa', 'advance-parole'],
  },
  {
    id: 'preference-category',
    term: 'Preference category',
    definition:
      'A family-based (F1 to F4) or employment-based (EB-1 to EB-5) green card category with an annual limit. Applicants in these categories wait in line by priority date, as shown in the Visa Bulletin.',
    related: ['priority-date', 'visa-bulletin', 'immediate-relative', 'derivative-beneficiary'],
  },
  {
    id: 'priority-date',
    term: 'Priority date',
    definition:
      'Your place in line for a green card in a preference category. For family cases it is usually the date USCIS received the I-130, and for many employment cases it is the date the labor certification was filed.',
    related: ['visa-bulletin', 'preference-category', 'i-130', 'receipt-notice'],
  },
  {
    id: 'public-charge',
    term: 'Public charge',
    definition:
      'A reason to deny a visa or green card to someone the government thinks is likely to depend mainly on certain government benefits. Officers weigh factors such as age, health, family, finances, education and skills, and the affidavit of support. The rules have changed over time, so check current USCIS guidance.',
    related: ['inadmissibility', 'affidavit-of-support', 'sponsor', 'adjustment-of-status'],
  },
  {
    id: 'receipt-notice',
    term: 'Receipt notice',
    definition:
      'A USCIS notice (Form I-797C) confirming that it received your application or petition. It includes your 13-character receipt number for checking your case status, and it is not an approval.',
    related: ['i-797', 'priority-date', 'uscis', 'biometrics-appointment'],
  },
  {
    id: 'refugee',
    term: 'Refugee',
    definition:
      'A person outside the U.S. who has been persecuted or fears persecution for the same reasons that qualify someone for asylum, and who is approved for resettlement from abroad. Refugees must generally apply for a green card after one year in the U.S.',
    related: ['asylum', 'green-card', 'i-131', 'ead'],
  },
  {
    id: 'removal-proceedings',
    term: 'Removal proceedings',
    definition:
      "A case in immigration court, part of the Justice Department's Executive Office for Immigration Review, where a judge decides whether a noncitizen may stay in the U.S. or must be removed (deported). It usually starts with a document called a Notice to Appear, and having a lawyer is strongly recommended.",
    related: ['inadmissibility', 'asylum', 'unlawful-presence', 'daca'],
  },
  {
    id: 'rfe',
    term: 'RFE (Request for Evidence)',
    definition:
      'A USCIS notice (Form I-797E) asking for more documents or information before it decides your case. It states a deadline, and you should send one complete response with the notice on top.',
    related: ['noid', 'i-797', 'uscis', 'receipt-notice'],
  },
  {
    id: 'sevis',
    term: 'SEVIS (Student and Exchange Visitor Information System)',
    definition:
      "The government database that tracks F, M and J students and exchange visitors, run by ICE's Student and Exchange Visitor Program. Your school's DSO keeps your SEVIS record up to date, and it must stay active for you to keep your status.",
    related: ['dso', 'i-20', 'f-1-student-status', 'opt'],
  },
  {
    id: 'sponsor',
    term: 'Sponsor',
    definition:
      'A person who signs an affidavit of support promising to financially support an immigrant. Usually this is the petitioner, sometimes joined by a joint sponsor or household member. The word is also used loosely for an employer or relative who files a petition.',
    related: ['affidavit-of-support', 'petitioner', 'public-charge', 'beneficiary'],
  },
  {
    id: 'stem-opt-extension',
    term: 'STEM OPT extension',
    definition:
      'A 24-month extension of OPT for F-1 students with a qualifying science, technology, engineering or math degree. The employer must use E-Verify and complete a training plan (Form I-983) with the student.',
    related: ['opt', 'f-1-student-status', 'i-765', 'dso'],
  },
  {
    id: 'tps',
    term: 'TPS (Temporary Protected Status)',
    definition:
      'Temporary protection for people from countries the U.S. government designates because of armed conflict, natural disaster or other extraordinary conditions. While a designation lasts, TPS holders are protected from removal and can get work permits. Designations are extended or ended over time, so check USCIS for your country.',
    related: ['ead', 'removal-proceedings', 'i-765', 'asylum'],
  },
  {
    id: 'unlawful-presence',
    term: 'Unlawful presence',
    definition:
      'Time in the U.S. after your authorized stay ends, or after entering without being admitted or paroled, with some exceptions such as time before age 18. Building it up matters because leaving the U.S. afterward can trigger the 3-year or 10-year bar.',
    related: ['3-year-and-10-year-bars', 'i-94', 'waiver', 'inadmissibility'],
  },
  {
    id: 'uscis',
    term: 'USCIS (U.S. Citizenship and Immigration Services)',
    definition:
      'The agency within the Department of Homeland Security that decides immigration benefit requests inside the U.S., such as petitions, green cards, work permits and citizenship.',
    related: ['receipt-notice', 'i-797', 'cbp', 'nvc'],
  },
  {
    id: 'visa',
    term: 'Visa',
    definition:
      'A travel document placed in your passport by a U.S. embassy or consulate that lets you travel to a U.S. port of entry and ask to be admitted for a specific purpose. It does not guarantee entry, and its expiration date is not the same as how long you may stay.',
    related: ['nonimmigrant-visa', 'immigrant-visa', 'i-94', 'port-of-entry'],
  },
  {
    id: 'visa-bulletin',
    term: 'Visa Bulletin',
    definition:
      'A monthly State Department publication showing which priority dates can move forward in each preference category and country. It has two charts, Final Action Dates and Dates for Filing, and USCIS says each month which chart it accepts for green card applications.',
    related: ['priority-date', 'preference-category', 'nvc', 'adjustment-of-status'],
  },
  {
    id: 'waiver',
    term: 'Waiver',
    definition:
      'Permission from the government to overlook a ground of inadmissibility or a requirement, such as the 3-year and 10-year bars. Many waivers require proof that a U.S. citizen or permanent-resident relative would suffer extreme hardship; common forms include I-601 and I-601A.',
    related: ['inadmissibility', '3-year-and-10-year-bars', 'unlawful-presence', 'i-751'],
  },
];
