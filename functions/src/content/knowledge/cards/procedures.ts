import type { KnowledgeCardSeed } from '../../types';

// Travel, RFEs and appeals, filing and case status, fees and fee waivers, and getting help. Every dollar amount (and
// every day, month or year count the figure table holds) is written as {{figure-id}} and filled from the figure table.

const CHECKED = '2026-11-23';

const USCIS_I131 = {
  title: 'USCIS: I-131, Application for Travel Documents, Parole Documents, and Arrival/Departure Records',
  url: 'https://www.uscis.gov/i-131',
};
const LPR_TRAVEL = {
  title: 'USCIS: International Travel as a Permanent Resident',
  url: 'https://www.uscis.gov/green-card/after-we-grant-your-green-card/international-travel-as-a-permanent-resident',
};
const CFR_103_2 = {
  title: 'eCFR: 8 CFR 103.2, Submission and adjudication of benefit requests',
  url: 'https://www.ecfr.gov/current/title-8/chapter-I/subchapter-B/part-103/section-103.2',
};
const FEE_SCHEDULE = { title: 'USCIS: Fee Schedule (Form G-1055)', url: 'https://www.uscis.gov/g-1055' };
const CASE_STATUS = { title: 'USCIS: Case Status Online', url: 'https://egov.uscis.gov/' };
const PROCESSING_TIMES = { title: 'USCIS: Check Case Processing Times', url: 'https://egov.uscis.gov/processing-times/' };
const CONTACT_CENTER = { title: 'USCIS: Contact Center', url: 'https://www.uscis.gov/contactcenter' };
const I94_SITE = { title: 'CBP: I-94 Official Website', url: 'https://i94.cbp.dhs.gov/' };
const AVOID_SCAMS = { title: 'USCIS: Avoid Scams', url: 'https://www.uscis.gov/scams-fraud-and-misconduct/avoid-scams' };

export const PROCEDURE_CARDS: readonly KnowledgeCardSeed[] = [
  // ---------------------------------------------------------------- Travel
  {
    id: 'travel-while-aos-pending',
    topic: 'travel',
    question: 'Can I travel outside the U.S. while my green card application is pending?',
    phrasings: [
      'can I leave the country while my I-485 is pending',
      'traveling abroad during adjustment of status',
      'will I lose my green card case if I travel',
      'i485 pending travel outside us',
      'can I visit my home country before my green card interview',
      'can I travel while my green card is pending',
    ],
    keywords: [
      'I-485',
      'adjustment of status',
      'AOS',
      'pending green card application',
      'travel while pending',
      'advance parole',
      'I-131',
      'abandonment',
      'H-1B',
      'L-1',
      'H-4',
      'L-2',
      'trip abroad',
    ],
    answer: `Usually **not without advance parole**. If you have a pending **Form I-485** (adjustment of status) and leave the U.S. without an approved **advance parole** document, USCIS will generally treat your application as **abandoned** and deny it.

**The main exception:** if you are in valid **H-1B or L-1** status (or **H-4 or L-2** as their spouse or child), or in K-3/K-4 or V status, you may travel and come back on your valid visa, and your I-485 stays open. This works only if you keep that status and re-enter in it.

**Before any trip, weigh these risks:**
- Leaving while your advance parole application (**Form I-131**) is still pending usually means USCIS treats that application as abandoned too.
- Advance parole lets you **ask** to come back. It does not guarantee that CBP will let you in.
- You could miss a biometrics or interview appointment while away, which can lead to a denial.
- If you have ever overstayed, entered without inspection, had a removal order or been arrested, talk to a licensed immigration attorney or accredited representative before you go.

**Next step:** Check the dates on your travel document and any appointment notices before you book. Use **Track Applications** to follow your case and **Deadline Reminders** for appointment dates.`,
    sources: [
      {
        title: 'eCFR: 8 CFR 245.2, Application',
        url: 'https://www.ecfr.gov/current/title-8/chapter-I/subchapter-B/part-245/section-245.2',
      },
      USCIS_I131,
    ],
    checkedOn: CHECKED,
    related: ['advance-parole', 'adjustment-or-consular-processing', 'unlawful-presence-bars'],
    translations: {
      es: {
        question: '¿Puedo viajar fuera de EE. UU. mientras mi solicitud de green card está pendiente?',
        phrasings: [
          '¿puedo salir del país con mi I-485 en trámite?',
          'salir del país con el ajuste de estatus pendiente',
          'si viajo pierdo mi caso de residencia',
          'quiero visitar mi país antes de la entrevista de la green card',
          '¿puedo salir de Estados Unidos mientras espero la residencia?',
        ],
        answer: `Por lo general, **no sin un permiso de viaje (advance parole)**. Si tiene un **Formulario I-485** (ajuste de estatus) pendiente y sale de EE. UU. sin un documento de **advance parole** aprobado, USCIS normalmente considerará su solicitud **abandonada** y la negará.

**La excepción principal:** si tiene un estatus válido de **H-1B o L-1** (o **H-4 o L-2** como cónyuge o hijo), o de K-3/K-4 o V, puede viajar y volver con su visa válida, y su I-485 sigue abierto. Esto solo funciona si mantiene ese estatus y vuelve a entrar con él.

**Antes de viajar, piense en estos riesgos:**
- Si sale mientras su solicitud de advance parole (**Formulario I-131**) sigue pendiente, USCIS normalmente también la considera abandonada.
- El advance parole le permite **pedir** la entrada. No garantiza que CBP lo deje entrar.
- Podría perder una cita de datos biométricos o una entrevista mientras está fuera, y eso puede causar una negación.
- Si alguna vez se quedó más tiempo del permitido, entró sin inspección, tuvo una orden de deportación o fue arrestado, hable con un abogado de inmigración con licencia o un representante acreditado antes de viajar.

**Siguiente paso:** Revise las fechas de su documento de viaje y de sus citas antes de comprar boletos. Use **Track Applications** para seguir su caso y **Deadline Reminders** para las fechas de sus citas.`,
      },
      fr: {
        question: 'Puis-je voyager hors des États-Unis pendant que ma demande de carte verte est en cours ?',
        phrasings: [
          'puis-je quitter le pays avec mon I-485 en attente',
          "voyager à l'étranger pendant l'ajustement de statut",
          'est-ce que je perds mon dossier de carte verte si je voyage',
          "rendre visite à ma famille avant l'entretien de carte verte",
        ],
        answer: `En général, **pas sans advance parole** (autorisation de voyage). Si vous avez un **formulaire I-485** (ajustement de statut) en attente et quittez les États-Unis sans document d'**advance parole** approuvé, l'USCIS considère en principe votre demande comme **abandonnée** et la refuse.

**La principale exception :** si vous avez un statut valide **H-1B ou L-1** (ou **H-4 ou L-2** comme conjoint ou enfant), ou un statut K-3/K-4 ou V, vous pouvez voyager et revenir avec votre visa valide, et votre I-485 reste ouvert. Cela ne marche que si vous gardez ce statut et rentrez avec lui.

**Avant tout voyage, pesez ces risques :**
- Partir pendant que votre demande d'advance parole (**formulaire I-131**) est encore en attente entraîne en général l'abandon de cette demande aussi.
- L'advance parole vous permet de **demander** à rentrer. Il ne garantit pas que le CBP vous laissera entrer.
- Vous pourriez manquer un rendez-vous de biométrie ou un entretien pendant votre absence, ce qui peut entraîner un refus.
- Si vous avez déjà dépassé la durée de séjour autorisée, êtes entré sans contrôle, avez eu un ordre d'expulsion ou avez été arrêté, consultez un avocat en immigration agréé ou un représentant accrédité avant de partir.

**Prochaine étape :** Vérifiez les dates de votre document de voyage et de vos convocations avant de réserver. Utilisez **Track Applications** pour suivre votre dossier et **Deadline Reminders** pour vos rendez-vous.`,
      },
      de: {
        question: 'Darf ich die USA verlassen, während mein Green-Card-Antrag läuft?',
        phrasings: [
          'darf ich mit laufendem I-485 ins Ausland reisen',
          'Reisen während der Statusanpassung',
          'verliere ich meinen Green-Card-Antrag, wenn ich verreise',
          'Heimatbesuch vor dem Green-Card-Interview',
        ],
        answer: `Meist **nicht ohne Advance Parole** (Reisegenehmigung). Wenn Sie einen offenen **Antrag I-485** (Statusanpassung) haben und die USA ohne genehmigtes **Advance-Parole**-Dokument verlassen, behandelt USCIS Ihren Antrag in der Regel als **aufgegeben** und lehnt ihn ab.

**Die wichtigste Ausnahme:** Wenn Sie einen gültigen **H-1B- oder L-1-Status** haben (oder **H-4 bzw. L-2** als Ehepartner oder Kind) oder einen K-3/K-4- bzw. V-Status, dürfen Sie mit Ihrem gültigen Visum reisen und zurückkehren, und Ihr I-485 bleibt offen. Das gilt nur, wenn Sie diesen Status behalten und mit ihm wieder einreisen.

**Vor jeder Reise sollten Sie diese Risiken bedenken:**
- Wer ausreist, während der Advance-Parole-Antrag (**Formular I-131**) noch läuft, verliert meist auch diesen Antrag.
- Advance Parole erlaubt Ihnen nur, um Einreise zu **bitten**. CBP muss Sie nicht einreisen lassen.
- Während der Reise könnten Sie einen Biometrie- oder Interviewtermin verpassen, was zur Ablehnung führen kann.
- Wenn Sie je zu lange geblieben sind, ohne Kontrolle eingereist sind, eine Abschiebungsanordnung hatten oder festgenommen wurden, sprechen Sie vor der Reise mit einem zugelassenen Einwanderungsanwalt oder akkreditierten Vertreter.

**Nächster Schritt:** Prüfen Sie die Daten Ihres Reisedokuments und Ihrer Termine, bevor Sie buchen. Verfolgen Sie Ihren Fall mit **Track Applications** und nutzen Sie **Deadline Reminders** für Ihre Termine.`,
      },
    },
  },
  {
    id: 'advance-parole',
    topic: 'travel',
    question: 'What is advance parole and how do I apply for it?',
    phrasings: [
      'how do I get a travel permit while my green card is pending',
      'i131 advance parole fee',
      'how long does advance parole take',
      'what is the EAD AP combo card',
      'emergency travel document to leave and come back',
    ],
    keywords: [
      'I-131',
      'advance parole',
      'AP',
      'travel document',
      'combo card',
      'I-512',
      'emergency advance parole',
      'I-485',
      'parole fee',
    ],
    answer: `**Advance parole** is a travel document from USCIS. It lets certain people with a pending case, most often a pending **Form I-485**, leave the U.S. and ask to be let back in without abandoning that case. You apply on **Form I-131** from inside the U.S., before you travel.

**Fees:** {{fee-i131-paper}} on paper, or {{fee-i131-online}} where USCIS allows online filing. If you filed your I-485 **before April 1, 2024** and paid the old all-in-one fee, you can usually file the I-131 with no extra fee while that I-485 is pending. If you filed on or after that date, you pay the I-131 fee.

**What to expect:**
- Processing often takes many months. Check the current time for your form and office before you plan a trip.
- Many green card applicants receive a **combo card**: a work permit card that also serves as advance parole.
- For a real emergency, such as a serious illness or a death in the family, ask the USCIS Contact Center for an appointment for **emergency advance parole**.
- A 2025 law added a **parole fee** of {{fee-parole-hr1}} for many grants of parole. People with a pending I-485 who return on advance parole are exempt, but check USCIS guidance if your case is different.
- Advance parole does not guarantee re-entry. If you have past unlawful presence, a removal order or a criminal record, get advice from a licensed immigration attorney or accredited representative first.

**Next step:** File early, keep your receipt notice, and follow the case in **Track Applications**.`,
    sources: [
      USCIS_I131,
      {
        title: 'eCFR: 8 CFR 212.5, Parole of aliens into the United States',
        url: 'https://www.ecfr.gov/current/title-8/chapter-I/subchapter-B/part-212/section-212.5',
      },
      FEE_SCHEDULE,
    ],
    checkedOn: CHECKED,
    related: ['travel-while-aos-pending', 'work-permit-ead', 'expedite-request'],
    translations: {
      es: {
        question: '¿Qué es el advance parole y cómo lo solicito?',
        phrasings: [
          '¿cómo saco un permiso de viaje mientras mi green card está en trámite?',
          'costo del I-131 para permiso de viaje',
          '¿cuánto tarda el advance parole?',
          'qué es la tarjeta combinada de permiso de trabajo y viaje',
        ],
        answer: `El **advance parole** (permiso de viaje) es un documento de USCIS. Permite a ciertas personas con un caso pendiente, casi siempre un **Formulario I-485**, salir de EE. UU. y pedir la entrada de nuevo sin abandonar ese caso. Se solicita con el **Formulario I-131** desde dentro de EE. UU., antes de viajar.

**Tarifas:** {{fee-i131-paper}} en papel, o {{fee-i131-online}} cuando USCIS permite presentarlo en línea. Si presentó su I-485 **antes del 1 de abril de 2024** y pagó la antigua tarifa combinada, normalmente puede presentar el I-131 sin pago adicional mientras ese I-485 siga pendiente. Si lo presentó en esa fecha o después, paga la tarifa del I-131.

**Qué esperar:**
- El trámite suele tardar muchos meses. Revise el tiempo actual para su formulario y oficina antes de planear un viaje.
- Muchos solicitantes reciben una **tarjeta combinada**: un permiso de trabajo que también sirve como advance parole.
- Para una verdadera emergencia, como una enfermedad grave o una muerte en la familia, pida al Centro de Contacto de USCIS una cita para **advance parole de emergencia**.
- Una ley de 2025 creó un **cargo por parole** de {{fee-parole-hr1}} para muchas concesiones de parole. Quienes tienen un I-485 pendiente y regresan con advance parole están exentos, pero consulte las instrucciones de USCIS si su caso es distinto.
- El advance parole no garantiza la entrada. Si tiene presencia ilegal en el pasado, una orden de deportación o antecedentes penales, consulte primero con un abogado de inmigración con licencia o un representante acreditado.

**Siguiente paso:** Presente la solicitud con tiempo, guarde su aviso de recibo y siga el caso en **Track Applications**.`,
      },
      fr: {
        question: "Qu'est-ce que l'advance parole et comment le demander ?",
        phrasings: [
          'comment obtenir une autorisation de voyage pendant ma demande de carte verte',
          "frais du I-131 pour l'advance parole",
          "combien de temps prend l'advance parole",
          "c'est quoi la carte combo permis de travail et voyage",
        ],
        answer: `L'**advance parole** est un document de voyage délivré par l'USCIS. Il permet à certaines personnes ayant un dossier en cours, le plus souvent un **formulaire I-485**, de quitter les États-Unis puis de demander à revenir sans abandonner ce dossier. On le demande avec le **formulaire I-131**, depuis les États-Unis, avant de partir.

**Frais :** {{fee-i131-paper}} sur papier, ou {{fee-i131-online}} lorsque l'USCIS permet le dépôt en ligne. Si vous avez déposé votre I-485 **avant le 1er avril 2024** et payé l'ancien tarif global, vous pouvez en général déposer le I-131 sans frais supplémentaires tant que cet I-485 est en cours. Si vous l'avez déposé à cette date ou après, vous payez les frais du I-131.

**À quoi s'attendre :**
- Le traitement prend souvent de nombreux mois. Vérifiez le délai actuel pour votre formulaire et votre bureau avant de prévoir un voyage.
- Beaucoup de demandeurs reçoivent une **carte combo** : un permis de travail qui sert aussi d'advance parole.
- En cas de vraie urgence, comme une maladie grave ou un décès dans la famille, demandez au centre de contact de l'USCIS un rendez-vous pour un **advance parole d'urgence**.
- Une loi de 2025 a créé des **frais de parole** de {{fee-parole-hr1}} pour de nombreuses autorisations de parole. Les personnes ayant un I-485 en cours qui reviennent avec un advance parole en sont exemptées, mais vérifiez les consignes de l'USCIS si votre cas est différent.
- L'advance parole ne garantit pas le retour. Si vous avez eu une présence irrégulière, un ordre d'expulsion ou un casier judiciaire, consultez d'abord un avocat en immigration agréé ou un représentant accrédité.

**Prochaine étape :** Déposez tôt, gardez votre avis de réception et suivez le dossier dans **Track Applications**.`,
      },
      de: {
        question: 'Was ist Advance Parole und wie beantrage ich es?',
        phrasings: [
          'Reisegenehmigung während das Green-Card-Verfahren läuft',
          'Gebühr für I-131 Advance Parole',
          'wie lange dauert Advance Parole',
          'was ist die Kombikarte aus Arbeitserlaubnis und Reisegenehmigung',
        ],
        answer: `**Advance Parole** ist ein Reisedokument von USCIS. Es erlaubt bestimmten Personen mit einem offenen Verfahren, meist einem offenen **Antrag I-485**, die USA zu verlassen und bei der Rückkehr um Einreise zu bitten, ohne das Verfahren aufzugeben. Sie beantragen es mit **Formular I-131** in den USA, bevor Sie reisen.

**Gebühren:** {{fee-i131-paper}} auf Papier oder {{fee-i131-online}}, wo USCIS die Online-Einreichung erlaubt. Wenn Sie Ihren I-485 **vor dem 1. April 2024** eingereicht und die alte Pauschalgebühr bezahlt haben, können Sie den I-131 meist ohne weitere Gebühr einreichen, solange dieser I-485 offen ist. Bei Einreichung ab diesem Datum zahlen Sie die I-131-Gebühr.

**Was Sie erwartet:**
- Die Bearbeitung dauert oft viele Monate. Prüfen Sie die aktuelle Dauer für Ihr Formular und Ihr Büro, bevor Sie eine Reise planen.
- Viele Antragsteller erhalten eine **Kombikarte**: eine Arbeitserlaubnis, die zugleich als Advance Parole gilt.
- In einem echten Notfall, etwa bei schwerer Krankheit oder einem Todesfall in der Familie, bitten Sie das USCIS Contact Center um einen Termin für **Emergency Advance Parole**.
- Ein Gesetz von 2025 hat für viele Parole-Bewilligungen eine **Parole-Gebühr** von {{fee-parole-hr1}} eingeführt. Wer mit offenem I-485 auf Advance Parole zurückkehrt, ist davon befreit; prüfen Sie die USCIS-Hinweise, wenn Ihr Fall anders liegt.
- Advance Parole garantiert keine Wiedereinreise. Bei früherem unrechtmäßigem Aufenthalt, einer Abschiebungsanordnung oder Vorstrafen lassen Sie sich zuerst von einem zugelassenen Einwanderungsanwalt oder akkreditierten Vertreter beraten.

**Nächster Schritt:** Reichen Sie früh ein, bewahren Sie die Eingangsbestätigung auf und verfolgen Sie den Fall mit **Track Applications**.`,
      },
    },
  },
  {
    id: 'reentry-permit',
    topic: 'travel',
    question: 'What is a re-entry permit and when do I need one?',
    phrasings: [
      'I have a green card and will be abroad for more than a year',
      'reentry permit I-131 fee',
      'how to keep my green card while living abroad for 2 years',
      'travel document for permanent residents',
      'can I apply for a reentry permit from outside the US',
    ],
    keywords: [
      're-entry permit',
      'reentry permit',
      'I-131',
      'green card',
      'permanent resident',
      'LPR',
      'long trip',
      'abandonment',
      'biometrics',
    ],
    answer: `A **re-entry permit** is a travel document for green card holders who plan to stay abroad for a long time, usually {{absence-abandonment-years}} year or more. It is generally valid for up to {{reentry-permit-years}} years and lets you come back without a new immigrant visa. Without it, your green card alone stops working for re-entry after {{absence-abandonment-years}} year abroad.

**How to apply:**
- File **Form I-131** while you are physically **in the U.S.** The paper fee is {{fee-i131-paper}}.
- Go to your **biometrics** appointment before you leave. After that you may travel, and you can ask USCIS to send the permit to a U.S. embassy or consulate (or a USCIS office) abroad for pickup.
- Apply well before your trip, because processing can take months.

**Good to know:**
- You cannot renew a re-entry permit from abroad. You must come back and apply again.
- If you have already spent most of the last few years abroad, USCIS may issue it for a shorter time.
- It protects your **green card**, but not your **continuous residence for citizenship**. Absences longer than {{absence-break-months}} months can still delay naturalization.
- Keep real ties to the U.S., such as filing U.S. tax returns as a resident, a U.S. address and bank accounts.

**Next step:** Set **Deadline Reminders** for your biometrics date and for the permit's expiry, so you return in time.`,
    sources: [
      USCIS_I131,
      {
        title: 'eCFR: 8 CFR 223.3, Validity and effect on admissibility',
        url: 'https://www.ecfr.gov/current/title-8/chapter-I/subchapter-B/part-223/section-223.3',
      },
      LPR_TRAVEL,
    ],
    checkedOn: CHECKED,
    related: ['long-trips-green-card', 'continuous-residence-trips', 'green-card-renewal-i90'],
    translations: {
      es: {
        question: '¿Qué es un permiso de reingreso y cuándo lo necesito?',
        phrasings: [
          'tengo green card y voy a estar fuera más de un año',
          'costo del permiso de reingreso I-131',
          '¿cómo conservo mi residencia si vivo fuera dos años?',
          '¿puedo pedir el permiso de reingreso desde fuera de EE. UU.?',
        ],
        answer: `Un **permiso de reingreso** (re-entry permit) es un documento de viaje para residentes permanentes que planean estar fuera mucho tiempo, por lo general {{absence-abandonment-years}} año o más. Suele ser válido hasta {{reentry-permit-years}} años y le permite volver sin una nueva visa de inmigrante. Sin él, su green card sola deja de servir para reingresar después de {{absence-abandonment-years}} año fuera.

**Cómo solicitarlo:**
- Presente el **Formulario I-131** mientras está físicamente **en EE. UU.** La tarifa en papel es {{fee-i131-paper}}.
- Acuda a su cita de **datos biométricos** antes de salir. Después puede viajar y pedir que USCIS envíe el permiso a una embajada o consulado de EE. UU. (o a una oficina de USCIS) en el extranjero para recogerlo.
- Solicítelo con mucha anticipación: el trámite puede tardar meses.

**Conviene saber:**
- No puede renovar el permiso desde el extranjero. Debe volver y solicitarlo de nuevo.
- Si ya pasó la mayor parte de los últimos años fuera, USCIS puede darlo por menos tiempo.
- Protege su **green card**, pero no su **residencia continua para la ciudadanía**. Las ausencias de más de {{absence-break-months}} meses pueden retrasar la naturalización.
- Mantenga lazos reales con EE. UU.: declare impuestos como residente y conserve una dirección y cuentas bancarias en el país.

**Siguiente paso:** Use **Deadline Reminders** para la fecha de biométricos y el vencimiento del permiso, y así volver a tiempo.`,
      },
      fr: {
        question: "Qu'est-ce qu'un permis de retour (re-entry permit) et quand en ai-je besoin ?",
        phrasings: [
          "j'ai une carte verte et je pars plus d'un an à l'étranger",
          'frais du permis de retour I-131',
          "garder ma carte verte en vivant deux ans à l'étranger",
          "peut-on demander un re-entry permit depuis l'étranger",
        ],
        answer: `Le **re-entry permit** (permis de retour) est un document de voyage pour les titulaires de carte verte qui prévoient un long séjour à l'étranger, en général {{absence-abandonment-years}} an ou plus. Il est en principe valable jusqu'à {{reentry-permit-years}} ans et vous permet de revenir sans nouveau visa d'immigrant. Sans lui, votre carte verte seule ne suffit plus pour rentrer après {{absence-abandonment-years}} an d'absence.

**Comment le demander :**
- Déposez le **formulaire I-131** pendant que vous êtes physiquement **aux États-Unis**. Les frais sur papier sont de {{fee-i131-paper}}.
- Présentez-vous au rendez-vous de **biométrie** avant de partir. Ensuite, vous pouvez voyager et demander à l'USCIS d'envoyer le permis à une ambassade ou un consulat américain (ou un bureau de l'USCIS) à l'étranger.
- Faites la demande bien avant le départ : le traitement peut prendre des mois.

**Bon à savoir :**
- On ne peut pas le renouveler depuis l'étranger. Il faut revenir et refaire une demande.
- Si vous avez déjà passé la plupart des dernières années à l'étranger, l'USCIS peut le délivrer pour une durée plus courte.
- Il protège votre **carte verte**, mais pas votre **résidence continue pour la naturalisation**. Une absence de plus de {{absence-break-months}} mois peut retarder la citoyenneté.
- Gardez de vrais liens avec les États-Unis : déclarations d'impôts comme résident, adresse et comptes bancaires.

**Prochaine étape :** Créez des **Deadline Reminders** pour le rendez-vous de biométrie et l'expiration du permis, afin de revenir à temps.`,
      },
      de: {
        question: 'Was ist eine Re-entry Permit und wann brauche ich sie?',
        phrasings: [
          'ich habe eine Green Card und bin länger als ein Jahr im Ausland',
          'Gebühr für die Wiedereinreisegenehmigung I-131',
          'Green Card behalten bei zwei Jahren im Ausland',
          'kann ich die Re-entry Permit aus dem Ausland beantragen',
        ],
        answer: `Eine **Re-entry Permit** (Wiedereinreisegenehmigung) ist ein Reisedokument für Green-Card-Inhaber, die lange ins Ausland gehen, meist {{absence-abandonment-years}} Jahr oder länger. Sie gilt in der Regel bis zu {{reentry-permit-years}} Jahre und erlaubt die Rückkehr ohne neues Einwanderungsvisum. Ohne sie reicht die Green Card nach {{absence-abandonment-years}} Jahr im Ausland nicht mehr für die Wiedereinreise.

**So beantragen Sie sie:**
- Reichen Sie **Formular I-131** ein, während Sie sich **in den USA** aufhalten. Die Gebühr auf Papier beträgt {{fee-i131-paper}}.
- Nehmen Sie den **Biometrie**-Termin vor der Abreise wahr. Danach dürfen Sie reisen und USCIS bitten, die Genehmigung an eine US-Botschaft, ein Konsulat oder ein USCIS-Büro im Ausland zu schicken.
- Beantragen Sie sie frühzeitig, denn die Bearbeitung kann Monate dauern.

**Gut zu wissen:**
- Aus dem Ausland kann sie nicht verlängert werden. Sie müssen zurückkommen und neu beantragen.
- Wer die letzten Jahre überwiegend im Ausland war, bekommt sie unter Umständen nur für kürzere Zeit.
- Sie schützt Ihre **Green Card**, aber nicht den **ununterbrochenen Aufenthalt für die Einbürgerung**. Abwesenheiten von mehr als {{absence-break-months}} Monaten können die Einbürgerung verzögern.
- Halten Sie echte Bindungen an die USA: Steuererklärung als Resident, US-Adresse und Bankkonten.

**Nächster Schritt:** Legen Sie **Deadline Reminders** für den Biometrie-Termin und das Ablaufdatum an, damit Sie rechtzeitig zurückkehren.`,
      },
    },
  },
  {
    id: 'long-trips-green-card',
    topic: 'travel',
    question: 'How long can I stay outside the U.S. with a green card?',
    phrasings: [
      'will I lose my green card if I stay abroad more than 6 months',
      'green card holder traveling for a year',
      'how long can a permanent resident be out of the country',
      'long trip abroad and continuous residence for citizenship',
      'what is the SB-1 returning resident visa',
    ],
    keywords: [
      'abandonment',
      'permanent resident',
      'LPR',
      'long trip',
      'six months',
      'one year',
      'SB-1',
      'returning resident visa',
      'I-407',
      'continuous residence',
    ],
    answer: `There is no fixed "safe" number of days, but the longer the trip, the bigger the risk. A green card is for people who **live** in the U.S., so CBP looks at whether you have **abandoned** your residence.

**Common rules of thumb:**
- **Up to {{absence-break-months}} months:** usually no problem, though many long trips in a row can raise questions.
- **More than {{absence-break-months}} months but less than {{absence-abandonment-years}} year:** your green card still works for re-entry, but CBP may ask about your ties. For **naturalization**, USCIS presumes your **continuous residence** was broken unless you prove otherwise.
- **{{absence-abandonment-years}} year or more:** your green card alone no longer works for re-entry, and continuous residence for citizenship is broken. A **re-entry permit** (valid up to {{reentry-permit-years}} years), obtained before you leave, avoids the re-entry problem.

If you stayed abroad longer than planned for reasons **beyond your control**, such as a serious illness, you can apply at a U.S. embassy or consulate for an **SB-1 returning resident visa**.

If a CBP officer asks you to sign **Form I-407** to give up your status, you do not have to sign it. You can ask for an immigration judge to decide.

**Next step:** Before a long trip, keep proof of your ties (U.S. home, job, tax returns filed as a resident). If you have already been away a long time, talk to a licensed immigration attorney or accredited representative.`,
    sources: [
      LPR_TRAVEL,
      {
        title: 'U.S. Department of State: Returning Resident Visas',
        url: 'https://travel.state.gov/content/travel/en/us-visas/immigrate/returning-resident.html',
      },
      {
        title: 'eCFR: 8 CFR 316.5, Residence in the United States',
        url: 'https://www.ecfr.gov/current/title-8/chapter-I/subchapter-C/part-316/section-316.5',
      },
    ],
    checkedOn: CHECKED,
    related: ['reentry-permit', 'continuous-residence-trips', 'naturalization-when-eligible'],
    translations: {
      es: {
        question: '¿Cuánto tiempo puedo estar fuera de EE. UU. con green card?',
        phrasings: [
          '¿pierdo la residencia si me quedo más de 6 meses fuera?',
          'viaje largo con green card',
          '¿cuánto puede salir del país un residente permanente?',
          'qué es la visa de residente que regresa SB-1',
        ],
        answer: `No hay un número fijo de días "seguro", pero cuanto más largo el viaje, mayor el riesgo. La green card es para quienes **viven** en EE. UU., así que CBP revisa si usted **abandonó** su residencia.

**Reglas generales:**
- **Hasta {{absence-break-months}} meses:** normalmente no hay problema, aunque muchos viajes largos seguidos pueden causar preguntas.
- **Más de {{absence-break-months}} meses pero menos de {{absence-abandonment-years}} año:** su green card sigue sirviendo para volver, pero CBP puede preguntarle por sus lazos con EE. UU. Para la **naturalización**, USCIS supone que su **residencia continua** se interrumpió, salvo que demuestre lo contrario.
- **{{absence-abandonment-years}} año o más:** la green card sola ya no sirve para volver y la residencia continua para la ciudadanía se rompe. Un **permiso de reingreso** (válido hasta {{reentry-permit-years}} años), obtenido antes de salir, evita el problema de reingreso.

Si se quedó fuera más tiempo del previsto por motivos **ajenos a su voluntad**, como una enfermedad grave, puede pedir en una embajada o consulado de EE. UU. una **visa SB-1 de residente que regresa**.

Si un oficial de CBP le pide firmar el **Formulario I-407** para renunciar a su estatus, no está obligado a firmarlo. Puede pedir que un juez de inmigración decida.

**Siguiente paso:** Antes de un viaje largo, guarde pruebas de sus lazos (vivienda, trabajo, impuestos declarados como residente). Si ya lleva mucho tiempo fuera, consulte con un abogado de inmigración con licencia o un representante acreditado.`,
      },
      fr: {
        question: 'Combien de temps puis-je rester hors des États-Unis avec une carte verte ?',
        phrasings: [
          "est-ce que je perds ma carte verte si je reste plus de 6 mois à l'étranger",
          'titulaire de carte verte en voyage pendant un an',
          'combien de temps un résident permanent peut quitter le pays',
          "c'est quoi le visa de résident de retour SB-1",
        ],
        answer: `Il n'existe pas de nombre de jours « sans risque », mais plus le voyage est long, plus le risque augmente. La carte verte est faite pour les personnes qui **vivent** aux États-Unis : le CBP vérifie donc si vous avez **abandonné** votre résidence.

**Repères courants :**
- **Jusqu'à {{absence-break-months}} mois :** en général pas de problème, même si de nombreux longs séjours à la suite peuvent susciter des questions.
- **Plus de {{absence-break-months}} mois mais moins de {{absence-abandonment-years}} an :** votre carte verte permet encore de rentrer, mais le CBP peut vous interroger sur vos attaches. Pour la **naturalisation**, l'USCIS présume que votre **résidence continue** a été interrompue, sauf preuve contraire.
- **{{absence-abandonment-years}} an ou plus :** la carte verte seule ne permet plus de rentrer et la résidence continue pour la citoyenneté est rompue. Un **re-entry permit** (valable jusqu'à {{reentry-permit-years}} ans), obtenu avant le départ, évite le problème du retour.

Si vous êtes resté plus longtemps que prévu pour des raisons **indépendantes de votre volonté**, comme une maladie grave, vous pouvez demander un **visa SB-1 de résident de retour** auprès d'une ambassade ou d'un consulat américain.

Si un agent du CBP vous demande de signer le **formulaire I-407** pour renoncer à votre statut, vous n'êtes pas obligé de le signer. Vous pouvez demander qu'un juge de l'immigration décide.

**Prochaine étape :** Avant un long voyage, gardez des preuves de vos attaches (logement, emploi, impôts déclarés comme résident). Si vous êtes déjà absent depuis longtemps, consultez un avocat en immigration agréé ou un représentant accrédité.`,
      },
      de: {
        question: 'Wie lange darf ich mit Green Card außerhalb der USA bleiben?',
        phrasings: [
          'verliere ich die Green Card nach mehr als 6 Monaten im Ausland',
          'mit Green Card ein Jahr verreisen',
          'wie lange darf ein Permanent Resident das Land verlassen',
          'was ist das SB-1 Visum für zurückkehrende Residents',
        ],
        answer: `Eine feste „sichere“ Zahl an Tagen gibt es nicht, aber je länger die Reise, desto größer das Risiko. Die Green Card ist für Menschen, die in den USA **leben**; CBP prüft daher, ob Sie Ihren Wohnsitz **aufgegeben** haben.

**Faustregeln:**
- **Bis zu {{absence-break-months}} Monate:** meist kein Problem, auch wenn viele lange Reisen hintereinander Fragen auslösen können.
- **Mehr als {{absence-break-months}} Monate, aber weniger als {{absence-abandonment-years}} Jahr:** Die Green Card reicht noch für die Wiedereinreise, aber CBP kann nach Ihren Bindungen fragen. Für die **Einbürgerung** geht USCIS davon aus, dass Ihr **ununterbrochener Aufenthalt** unterbrochen wurde, solange Sie nicht das Gegenteil belegen.
- **{{absence-abandonment-years}} Jahr oder länger:** Die Green Card allein reicht nicht mehr für die Wiedereinreise, und der ununterbrochene Aufenthalt für die Einbürgerung ist unterbrochen. Eine **Re-entry Permit** (bis zu {{reentry-permit-years}} Jahre gültig), vor der Abreise beantragt, verhindert das Einreiseproblem.

Wenn Sie aus Gründen **außerhalb Ihrer Kontrolle**, etwa wegen schwerer Krankheit, länger bleiben mussten, können Sie bei einer US-Botschaft oder einem Konsulat ein **SB-1-Visum für zurückkehrende Residents** beantragen.

Wenn ein CBP-Beamter Sie bittet, **Formular I-407** zu unterschreiben, um den Status aufzugeben, müssen Sie nicht unterschreiben. Sie können verlangen, dass ein Einwanderungsrichter entscheidet.

**Nächster Schritt:** Sammeln Sie vor einer langen Reise Nachweise Ihrer Bindungen (Wohnung, Arbeit, Steuererklärung als Resident). Wenn Sie schon lange weg sind, sprechen Sie mit einem zugelassenen Einwanderungsanwalt oder akkreditierten Vertreter.`,
      },
    },
  },
  {
    id: 'visa-vs-status',
    topic: 'travel',
    question: 'What is the difference between a visa and a status?',
    phrasings: [
      'my visa expired but my I-94 is still valid, am I legal',
      'visa stamp vs immigration status',
      'does an expired visa mean I am out of status',
      'is my visa the same thing as my status',
    ],
    keywords: [
      'visa',
      'status',
      'I-94',
      'visa stamp',
      'expired visa',
      'visa expired',
      'visa expiration date',
      'do I have to leave',
      'admit until date',
      'D/S',
      'duration of status',
      'nonimmigrant',
      'out of status',
    ],
    answer: `A **visa** lets you travel to a U.S. border and ask to come in. Your **status** is what you are allowed to do, and for how long, once you are inside.

**Visa:**
- A sticker in your passport, issued by a U.S. **embassy or consulate** abroad (State Department).
- Its expiration date only matters for **entering** the U.S. It can expire while you are here, and that alone does not make your stay unlawful.
- You cannot get a new visa stamp inside the U.S.

**Status:**
- Given by **CBP** when you enter and shown on your **I-94** record, with an "admit until" date (or "D/S", duration of status, for many students and exchange visitors).
- Sets your rules, for example whether you may work or study.
- Can often be extended or changed inside the U.S. through USCIS.

**Why it matters:** staying past your I-94 date, or breaking the rules of your status, can make you **out of status** and can lead to **unlawful presence**, even if your visa is still valid. If you overstay, your visa is usually cancelled automatically, and you would normally need a new one from your home country.

**Next step:** Check your I-94 on the CBP website after every entry and compare it with your documents. **Deadline Reminders** can warn you before your stay ends.`,
    sources: [I94_SITE, { title: 'U.S. Department of State: Visas', url: 'https://travel.state.gov/content/travel/en/us-visas.html' }],
    checkedOn: CHECKED,
    related: ['i94-record', 'overstay-consequences', 'visa-waiver-esta'],
    translations: {
      es: {
        question: '¿Cuál es la diferencia entre una visa y un estatus migratorio?',
        phrasings: [
          'se me venció la visa pero mi I-94 sigue vigente, ¿estoy legal?',
          'diferencia entre el sello de la visa y el estatus',
          '¿visa vencida significa que estoy fuera de estatus?',
        ],
        answer: `La **visa** le permite viajar a la frontera de EE. UU. y pedir la entrada. Su **estatus** es lo que puede hacer, y por cuánto tiempo, una vez dentro.

**Visa:**
- Una etiqueta en su pasaporte, emitida por una **embajada o consulado** de EE. UU. en el extranjero (Departamento de Estado).
- Su fecha de vencimiento solo importa para **entrar** al país. Puede vencer mientras usted está aquí, y eso por sí solo no hace ilegal su estadía.
- No se puede obtener un nuevo sello de visa dentro de EE. UU.

**Estatus:**
- Lo otorga **CBP** al entrar y aparece en su registro **I-94**, con una fecha "admit until" (o "D/S", duración del estatus, para muchos estudiantes y participantes de intercambio).
- Fija sus reglas, por ejemplo si puede trabajar o estudiar.
- A menudo se puede extender o cambiar dentro de EE. UU. a través de USCIS.

**Por qué importa:** quedarse después de la fecha de su I-94, o no cumplir las reglas de su estatus, puede dejarlo **fuera de estatus** y generar **presencia ilegal**, aunque su visa siga vigente. Si se queda más tiempo del permitido, su visa suele anularse automáticamente y normalmente necesitará una nueva en su país de origen.

**Siguiente paso:** Revise su I-94 en el sitio web de CBP después de cada entrada y compárelo con sus documentos. **Deadline Reminders** puede avisarle antes de que termine su estadía.`,
      },
      fr: {
        question: 'Quelle est la différence entre un visa et un statut ?',
        phrasings: [
          'mon visa a expiré mais mon I-94 est encore valable, suis-je en règle',
          'tampon de visa ou statut migratoire',
          'un visa expiré veut-il dire que je suis hors statut',
        ],
        answer: `Le **visa** vous permet de vous présenter à la frontière américaine et de demander à entrer. Votre **statut** définit ce que vous pouvez faire, et pour combien de temps, une fois sur place.

**Le visa :**
- Une vignette dans votre passeport, délivrée par une **ambassade ou un consulat** américain (Département d'État).
- Sa date d'expiration ne compte que pour **entrer** aux États-Unis. Il peut expirer pendant votre séjour sans que cela rende votre présence irrégulière.
- On ne peut pas obtenir un nouveau visa depuis les États-Unis.

**Le statut :**
- Accordé par le **CBP** à l'entrée et indiqué sur votre dossier **I-94**, avec une date « admit until » (ou « D/S », durée du statut, pour beaucoup d'étudiants et de participants à des échanges).
- Fixe vos règles, par exemple le droit de travailler ou d'étudier.
- Peut souvent être prolongé ou changé depuis les États-Unis auprès de l'USCIS.

**Pourquoi c'est important :** rester après la date de votre I-94, ou ne pas respecter les règles de votre statut, peut vous mettre **hors statut** et entraîner une **présence irrégulière**, même si votre visa est encore valable. En cas de dépassement, votre visa est en général annulé automatiquement et il faudra normalement en demander un nouveau dans votre pays d'origine.

**Prochaine étape :** Consultez votre I-94 sur le site du CBP après chaque entrée et comparez-le à vos documents. **Deadline Reminders** peut vous prévenir avant la fin de votre séjour.`,
      },
      de: {
        question: 'Was ist der Unterschied zwischen einem Visum und einem Aufenthaltsstatus?',
        phrasings: [
          'mein Visum ist abgelaufen, aber mein I-94 gilt noch, bin ich legal',
          'Visum oder Status, was zählt',
          'heißt ein abgelaufenes Visum, dass ich keinen Status mehr habe',
        ],
        answer: `Ein **Visum** erlaubt Ihnen, an die US-Grenze zu reisen und um Einreise zu bitten. Ihr **Status** legt fest, was Sie nach der Einreise tun dürfen und wie lange.

**Visum:**
- Ein Aufkleber im Pass, ausgestellt von einer US-**Botschaft oder einem Konsulat** im Ausland (Außenministerium).
- Das Ablaufdatum zählt nur für die **Einreise**. Es kann ablaufen, während Sie hier sind, und das allein macht Ihren Aufenthalt nicht unrechtmäßig.
- Ein neues Visum bekommt man nicht innerhalb der USA.

**Status:**
- Wird bei der Einreise von **CBP** vergeben und steht in Ihrem **I-94**-Eintrag, mit einem „admit until“-Datum (oder „D/S“, Dauer des Status, bei vielen Studierenden und Austauschbesuchern).
- Bestimmt Ihre Regeln, zum Beispiel ob Sie arbeiten oder studieren dürfen.
- Kann oft innerhalb der USA über USCIS verlängert oder gewechselt werden.

**Warum das wichtig ist:** Wer länger bleibt als das I-94-Datum oder gegen die Regeln seines Status verstößt, kann seinen **Status verlieren** und **unrechtmäßigen Aufenthalt** ansammeln, auch wenn das Visum noch gilt. Bei einer Überziehung wird das Visum meist automatisch ungültig, und Sie brauchen in der Regel ein neues aus Ihrem Heimatland.

**Nächster Schritt:** Prüfen Sie Ihr I-94 nach jeder Einreise auf der CBP-Website und vergleichen Sie es mit Ihren Unterlagen. **Deadline Reminders** kann Sie warnen, bevor Ihr Aufenthalt endet.`,
      },
    },
  },
  {
    id: 'visa-waiver-esta',
    topic: 'travel',
    question: 'What can I do, and not do, on the Visa Waiver Program with ESTA?',
    phrasings: [
      'how long can I stay in the US with ESTA',
      'can I extend my stay on the visa waiver program',
      'can I change status after entering on ESTA',
      'my ESTA was denied, what now',
      'VWP rules for tourists',
    ],
    keywords: ['ESTA', 'VWP', 'Visa Waiver Program', 'tourist', 'business visitor', '90 days', 'visa-free travel', 'WT', 'WB'],
    answer: `The **Visa Waiver Program (VWP)** lets citizens of certain countries visit the U.S. for **tourism or business for up to {{vwp-max-days}} days** without a visa, if they have an approved **ESTA** (Electronic System for Travel Authorization) before boarding.

**What you can do:** tourism, visiting family or friends, business meetings, conferences, and short recreational courses.

**What you cannot do:**
- **Work** for a U.S. employer, or study for credit.
- **Extend** your stay past the date CBP gives you, except in rare emergencies.
- **Change** to another status, such as student or worker, inside the U.S. A narrow exception lets some spouses, parents and children of U.S. citizens apply for a green card; get legal advice first.
- Challenge a removal order before a judge, except by asking for asylum.

Side trips to Canada, Mexico or nearby islands during your visit usually count toward the same stay.

You must apply for a visa instead if you have ever **overstayed** or broken U.S. immigration rules, or if you have been to certain countries (such as Cuba, Iran, North Korea or Syria) since the dates CBP lists. If your ESTA is denied, you can still apply for a visa at a U.S. embassy or consulate.

**Next step:** Apply only on the official CBP ESTA website, since other sites charge extra. After you arrive, check your **I-94** for your exact departure date.`,
    sources: [
      {
        title: 'U.S. Department of State: Visa Waiver Program',
        url: 'https://travel.state.gov/content/travel/en/us-visas/tourism-visit/visa-waiver-program.html',
      },
      { title: 'CBP: Official ESTA Application Website', url: 'https://esta.cbp.dhs.gov/' },
    ],
    checkedOn: CHECKED,
    related: ['visa-vs-status', 'i94-record', 'overstay-consequences'],
    translations: {
      es: {
        question: '¿Qué puedo hacer, y qué no, con el Programa de Exención de Visa y el ESTA?',
        phrasings: [
          '¿cuánto tiempo me puedo quedar en EE. UU. con ESTA?',
          'puedo extender mi estadia con el programa de exencion de visas',
          '¿puedo cambiar de estatus si entré con ESTA?',
          'me negaron el ESTA, que hago',
          'reglas del visa waiver para turistas',
        ],
        answer: `El **Programa de Exención de Visa (VWP)** permite a los ciudadanos de ciertos países visitar EE. UU. por **turismo o negocios hasta {{vwp-max-days}} días** sin visa, siempre que tengan un **ESTA** (Sistema Electrónico de Autorización de Viaje) aprobado antes de embarcar.

**Lo que sí puede hacer:** turismo, visitar a familiares o amigos, reuniones de negocios, conferencias y cursos recreativos cortos.

**Lo que no puede hacer:**
- **Trabajar** para un empleador de EE. UU. ni estudiar para obtener créditos.
- **Extender** su estadía más allá de la fecha que le da CBP, salvo en raras emergencias.
- **Cambiar** a otro estatus, como estudiante o trabajador, dentro de EE. UU. Una excepción limitada permite a algunos cónyuges, padres e hijos de ciudadanos estadounidenses solicitar la green card; busque asesoría legal antes.
- Impugnar una orden de deportación ante un juez, salvo pidiendo asilo.

Las excursiones a Canadá, México o islas cercanas durante su visita normalmente cuentan dentro de la misma estadía.

Debe pedir una visa en su lugar si alguna vez se **quedó más tiempo del permitido** o violó las reglas migratorias de EE. UU., o si ha estado en ciertos países (como Cuba, Irán, Corea del Norte o Siria) desde las fechas que indica CBP. Si le niegan el ESTA, todavía puede solicitar una visa en una embajada o consulado de EE. UU.

**Siguiente paso:** Solicite el ESTA solo en el sitio oficial de CBP, porque otros sitios cobran de más. Al llegar, revise su **I-94** para conocer la fecha exacta en que debe salir.`,
      },
    },
  },
  {
    id: 'i94-record',
    topic: 'travel',
    question: 'What is my I-94 record and how do I get a copy?',
    phrasings: [
      'where do I find my I94',
      'how to download my I-94 from CBP',
      'my I-94 has the wrong date',
      'arrival departure record after entering the US',
      'what does the admit until date on my I-94 mean',
    ],
    keywords: [
      'I-94',
      'I94',
      'arrival/departure record',
      'CBP',
      'admit until date',
      'class of admission',
      'travel history',
      'I-102',
      'deferred inspection',
    ],
    answer: `Your **I-94** is the electronic **Arrival/Departure Record** that CBP creates when you enter the U.S. It shows your **class of admission** (for example B-2, F-1 or H-1B) and your **"admit until" date**, which is how long you may stay. That date matters more than your visa's expiration date.

**How to get it:** on the official CBP I-94 website, choose "Get Most Recent I-94" and enter your details exactly as they appear in the passport you used to enter. You can also see your travel history there. Print a copy and keep it.

**If something is wrong:**
- **CBP error at entry** (wrong class, date or name): contact a CBP **Deferred Inspection** office or the port of entry where you arrived, with your passport, visa and travel proof.
- **Error on an I-94 issued by USCIS** (the part at the bottom of an approval notice): contact USCIS. If USCIS made the mistake, fixing it is free.
- **Lost or damaged paper I-94:** you may need **Form I-102**. Check the current fee on the USCIS fee schedule.

**Why it matters:** employers, the DMV and USCIS rely on it, and staying past the I-94 date can lead to **unlawful presence**.

**Next step:** Check your I-94 after every entry. Add the "admit until" date to **Deadline Reminders** so you can extend, change status or leave in time.`,
    sources: [
      I94_SITE,
      {
        title: 'USCIS: I-102, Application for Replacement/Initial Nonimmigrant Arrival-Departure Document',
        url: 'https://www.uscis.gov/i-102',
      },
    ],
    checkedOn: CHECKED,
    related: ['visa-vs-status', 'name-or-date-error-on-card', 'overstay-consequences'],
    translations: {
      es: {
        question: '¿Qué es mi registro I-94 y cómo consigo una copia?',
        phrasings: [
          'donde encuentro mi I94',
          '¿cómo descargo mi I-94 de la página de CBP?',
          'mi I-94 tiene la fecha equivocada',
          'qué significa la fecha admit until de mi I-94',
        ],
        answer: `Su **I-94** es el **registro electrónico de llegada y salida** (Arrival/Departure Record) que CBP crea cuando usted entra a EE. UU. Muestra su **clase de admisión** (por ejemplo B-2, F-1 o H-1B) y su **fecha "admit until"**, es decir, hasta cuándo puede quedarse. Esa fecha importa más que la fecha de vencimiento de su visa.

**Cómo obtenerlo:** en el sitio oficial del I-94 de CBP, elija "Get Most Recent I-94" y escriba sus datos exactamente como aparecen en el pasaporte con el que entró. Allí también puede ver su historial de viajes. Imprima una copia y guárdela.

**Si hay un error:**
- **Error de CBP al entrar** (clase, fecha o nombre equivocados): acuda a una oficina de **Deferred Inspection** de CBP o al puerto de entrada por donde llegó, con su pasaporte, su visa y pruebas del viaje.
- **Error en un I-94 emitido por USCIS** (la parte inferior de un aviso de aprobación): comuníquese con USCIS. Si el error fue de USCIS, la corrección es gratis.
- **I-94 en papel perdido o dañado:** puede necesitar el **Formulario I-102**. Consulte la tarifa actual en la tabla de tarifas de USCIS.

**Por qué importa:** los empleadores, el DMV y USCIS se basan en él, y quedarse después de la fecha del I-94 puede generar **presencia ilegal**.

**Siguiente paso:** Revise su I-94 después de cada entrada. Anote la fecha "admit until" en **Deadline Reminders** para poder extender su estadía, cambiar de estatus o salir a tiempo.`,
      },
      fr: {
        question: "Qu'est-ce que mon I-94 et comment en obtenir une copie ?",
        phrasings: [
          'ou trouver mon I94',
          'telecharger mon I-94 sur le site du CBP',
          'mon I-94 a une mauvaise date',
          'que veut dire la date admit until sur mon I-94',
        ],
        answer: `Votre **I-94** est le **relevé électronique d'arrivée et de départ** (Arrival/Departure Record) que le CBP crée à votre entrée aux États-Unis. Il indique votre **catégorie d'admission** (par exemple B-2, F-1 ou H-1B) et votre **date « admit until »**, c'est-à-dire jusqu'à quand vous pouvez rester. Cette date compte davantage que la date d'expiration de votre visa.

**Comment l'obtenir :** sur le site officiel I-94 du CBP, choisissez « Get Most Recent I-94 » et saisissez vos informations exactement comme dans le passeport utilisé pour entrer. Vous y verrez aussi l'historique de vos voyages. Imprimez une copie et gardez-la.

**En cas d'erreur :**
- **Erreur du CBP à l'entrée** (mauvaise catégorie, date ou nom) : adressez-vous à un bureau **Deferred Inspection** du CBP ou au point d'entrée où vous êtes arrivé, avec votre passeport, votre visa et vos justificatifs de voyage.
- **Erreur sur un I-94 délivré par l'USCIS** (la partie en bas d'un avis d'approbation) : contactez l'USCIS. Si l'erreur vient de l'USCIS, la correction est gratuite.
- **I-94 papier perdu ou abîmé :** il vous faudra peut-être le **formulaire I-102**. Vérifiez les frais actuels dans la grille tarifaire de l'USCIS.

**Pourquoi c'est important :** les employeurs, le DMV et l'USCIS s'y fient, et rester après la date de l'I-94 peut entraîner une **présence irrégulière**.

**Prochaine étape :** Vérifiez votre I-94 après chaque entrée. Inscrivez la date « admit until » dans **Deadline Reminders** pour prolonger votre séjour, changer de statut ou partir à temps.`,
      },
      de: {
        question: 'Was ist mein I-94-Eintrag, und wie bekomme ich eine Kopie?',
        phrasings: [
          'wo finde ich mein I94',
          'I-94 von der CBP-Website herunterladen',
          'auf meinem I-94 steht das falsche Datum',
          'was bedeutet das admit until Datum auf meinem I-94',
        ],
        answer: `Ihr **I-94** ist der elektronische **Ein- und Ausreisenachweis** (Arrival/Departure Record), den CBP bei Ihrer Einreise in die USA anlegt. Er zeigt Ihre **Einreisekategorie** (zum Beispiel B-2, F-1 oder H-1B) und Ihr **„admit until“-Datum**, also wie lange Sie bleiben dürfen. Dieses Datum zählt mehr als das Ablaufdatum Ihres Visums.

**So bekommen Sie ihn:** Wählen Sie auf der offiziellen I-94-Website von CBP „Get Most Recent I-94“ und geben Sie Ihre Daten genau so ein, wie sie im Pass stehen, mit dem Sie eingereist sind. Dort sehen Sie auch Ihre Reisehistorie. Drucken Sie eine Kopie aus und bewahren Sie sie auf.

**Wenn etwas falsch ist:**
- **Fehler von CBP bei der Einreise** (falsche Kategorie, falsches Datum oder falscher Name): Wenden Sie sich mit Pass, Visum und Reisenachweisen an ein **Deferred-Inspection**-Büro von CBP oder an den Einreisehafen, über den Sie gekommen sind.
- **Fehler auf einem von USCIS ausgestellten I-94** (der untere Teil eines Genehmigungsbescheids): Wenden Sie sich an USCIS. War es ein Fehler von USCIS, ist die Korrektur kostenlos.
- **Papier-I-94 verloren oder beschädigt:** Sie brauchen eventuell **Formular I-102**. Die aktuelle Gebühr steht in der USCIS-Gebührentabelle.

**Warum das wichtig ist:** Arbeitgeber, die Führerscheinbehörde (DMV) und USCIS verlassen sich darauf, und wer über das I-94-Datum hinaus bleibt, kann **unrechtmäßigen Aufenthalt** ansammeln.

**Nächster Schritt:** Prüfen Sie Ihr I-94 nach jeder Einreise. Tragen Sie das „admit until“-Datum in **Deadline Reminders** ein, damit Sie rechtzeitig verlängern, den Status wechseln oder ausreisen.`,
      },
    },
  },

  // ---------------------------------------------------------------- RFEs, denials and appeals
  {
    id: 'what-is-an-rfe',
    topic: 'rfe-appeals',
    question: 'What is an RFE and how should I respond?',
    phrasings: [
      'USCIS sent me a request for evidence',
      'how to answer a request for evidence',
      'I got an RFE on my I-485, what do I do',
      'RFE response deadline',
      'does an RFE mean my case will be denied',
    ],
    keywords: ['RFE', 'request for evidence', 'I-797E', 'evidence', 'response deadline', 'cover sheet', 'missing documents'],
    answer: `An **RFE (Request for Evidence)** is a letter from USCIS saying it needs more documents or information before it can decide your case. It is **not a denial**, but you must answer it on time.

**How to respond:**
- **Find the deadline** on the notice. USCIS must **receive** your response by that date, so allow time for mail. USCIS can give at most {{rfe-max-weeks}} weeks and usually does not extend it.
- **Answer everything at once.** Send one complete package that covers every item on the list. USCIS decides based on what you send, and you usually get only one chance.
- **Put the RFE notice on top** as your cover sheet, or upload your response in your USCIS online account if the notice tells you to.
- Label each document so it matches the item it answers. Include a certified English translation of anything in another language.
- If a document does not exist, explain why and send the best other proof you have.
- Keep a full copy and send it with tracking.

If the RFE asks about your eligibility, criminal history or past immigration problems, talk to a licensed immigration attorney or accredited representative before you answer.

**Next step:** Add the due date to **Deadline Reminders**, then use **Document Review** to check your documents before you send them.`,
    sources: [
      CFR_103_2,
      {
        title: 'USCIS Policy Manual: Volume 1, Part E, Chapter 6, Evidence',
        url: 'https://www.uscis.gov/policy-manual/volume-1-part-e-chapter-6',
      },
    ],
    checkedOn: CHECKED,
    related: ['noid-notice-of-intent-to-deny', 'rfe-missed-deadline', 'do-i-need-a-lawyer'],
    translations: {
      es: {
        question: '¿Qué es un RFE y cómo debo responder?',
        phrasings: [
          'USCIS me mandó una solicitud de evidencia',
          '¿cómo contesto un request for evidence?',
          'me llegó un RFE para mi I-485, ¿qué hago?',
          'plazo para responder un RFE',
        ],
        answer: `Un **RFE (Request for Evidence, solicitud de evidencia)** es una carta de USCIS que dice que necesita más documentos o información antes de decidir su caso. **No es una negación**, pero debe responder a tiempo.

**Cómo responder:**
- **Busque la fecha límite** en el aviso. USCIS debe **recibir** su respuesta a más tardar ese día, así que calcule el tiempo del correo. USCIS puede dar como máximo {{rfe-max-weeks}} semanas y normalmente no da prórrogas.
- **Responda todo de una vez.** Envíe un solo paquete completo que cubra cada punto de la lista. USCIS decide con lo que usted envíe, y por lo general solo hay una oportunidad.
- **Ponga el aviso del RFE encima** como portada, o suba su respuesta en su cuenta en línea de USCIS si el aviso lo indica.
- Marque cada documento para que coincida con el punto que responde. Incluya una traducción certificada al inglés de todo lo que esté en otro idioma.
- Si un documento no existe, explique por qué y envíe la mejor prueba alternativa que tenga.
- Guarde una copia completa y envíela con número de rastreo.

Si el RFE pregunta sobre su elegibilidad, antecedentes penales o problemas migratorios pasados, hable con un abogado de inmigración con licencia o un representante acreditado antes de responder.

**Siguiente paso:** Anote la fecha límite en **Deadline Reminders** y use **Document Review** para revisar sus documentos antes de enviarlos.`,
      },
      fr: {
        question: "Qu'est-ce qu'une RFE et comment y répondre ?",
        phrasings: [
          "l'USCIS m'a envoyé une demande de preuves",
          'comment répondre à une request for evidence',
          "j'ai reçu une RFE pour mon I-485, que faire",
          'délai pour répondre à une RFE',
        ],
        answer: `Une **RFE (Request for Evidence, demande de preuves)** est une lettre de l'USCIS indiquant qu'il lui faut d'autres documents ou informations avant de décider de votre dossier. Ce **n'est pas un refus**, mais vous devez répondre à temps.

**Comment répondre :**
- **Repérez la date limite** sur l'avis. L'USCIS doit **recevoir** votre réponse au plus tard ce jour-là : prévoyez le délai postal. L'USCIS peut accorder au maximum {{rfe-max-weeks}} semaines et ne prolonge généralement pas.
- **Répondez à tout en une seule fois.** Envoyez un seul dossier complet qui couvre chaque point de la liste. L'USCIS décide sur ce que vous envoyez, et vous n'avez en général qu'une seule chance.
- **Placez l'avis de RFE sur le dessus** comme page de garde, ou déposez votre réponse dans votre compte en ligne USCIS si l'avis le demande.
- Identifiez chaque document selon le point auquel il répond. Joignez une traduction certifiée en anglais de tout document dans une autre langue.
- Si un document n'existe pas, expliquez pourquoi et envoyez la meilleure preuve de remplacement.
- Gardez une copie complète et envoyez avec suivi.

Si la RFE porte sur votre éligibilité, un casier judiciaire ou des problèmes d'immigration passés, consultez un avocat en immigration agréé ou un représentant accrédité avant de répondre.

**Prochaine étape :** Inscrivez la date limite dans **Deadline Reminders**, puis utilisez **Document Review** pour vérifier vos documents avant l'envoi.`,
      },
      de: {
        question: 'Was ist ein RFE und wie sollte ich darauf antworten?',
        phrasings: [
          'USCIS hat mir eine Aufforderung zur Vorlage von Nachweisen geschickt',
          'wie beantworte ich einen Request for Evidence',
          'ich habe ein RFE zu meinem I-485 bekommen, was tun',
          'Frist für die RFE-Antwort',
        ],
        answer: `Ein **RFE (Request for Evidence)** ist ein Schreiben von USCIS: Die Behörde braucht weitere Unterlagen oder Angaben, bevor sie über Ihren Fall entscheidet. Es ist **keine Ablehnung**, aber Sie müssen fristgerecht antworten.

**So antworten Sie:**
- **Suchen Sie die Frist** im Schreiben. Ihre Antwort muss bis zu diesem Datum bei USCIS **eingehen**, rechnen Sie also den Postweg ein. USCIS darf höchstens {{rfe-max-weeks}} Wochen geben und verlängert meist nicht.
- **Beantworten Sie alles auf einmal.** Schicken Sie ein vollständiges Paket, das jeden Punkt der Liste abdeckt. USCIS entscheidet auf Grundlage dessen, was Sie schicken, und meist gibt es nur eine Chance.
- **Legen Sie das RFE-Schreiben obenauf** als Deckblatt, oder laden Sie die Antwort in Ihr USCIS-Onlinekonto hoch, wenn das Schreiben das verlangt.
- Beschriften Sie jedes Dokument passend zum jeweiligen Punkt. Fügen Sie für alles in einer anderen Sprache eine beglaubigte englische Übersetzung bei.
- Wenn ein Dokument nicht existiert, erklären Sie warum und schicken Sie den besten Ersatznachweis.
- Behalten Sie eine vollständige Kopie und versenden Sie mit Sendungsverfolgung.

Wenn das RFE Ihre Berechtigung, Vorstrafen oder frühere Einwanderungsprobleme betrifft, sprechen Sie vor der Antwort mit einem zugelassenen Einwanderungsanwalt oder akkreditierten Vertreter.

**Nächster Schritt:** Tragen Sie die Frist in **Deadline Reminders** ein und prüfen Sie Ihre Unterlagen vor dem Versand mit **Document Review**.`,
      },
    },
  },
  {
    id: 'noid-notice-of-intent-to-deny',
    topic: 'rfe-appeals',
    question: 'What is a Notice of Intent to Deny (NOID) and how do I answer it?',
    phrasings: [
      'USCIS says it plans to deny my case',
      'I received a NOID',
      'how long do I have to respond to a notice of intent to deny',
      'NOID response tips',
      'intent to deny letter from immigration',
    ],
    keywords: [
      'NOID',
      'notice of intent to deny',
      'intent to deny',
      'derogatory information',
      'rebuttal',
      'NOIR',
      'notice of intent to revoke',
    ],
    answer: `A **Notice of Intent to Deny (NOID)** means USCIS has reviewed your case and **plans to deny it**, but is giving you one chance to change its mind. The notice explains each reason. It is more serious than a Request for Evidence.

**How to answer:**
- **Check the deadline** on the notice. USCIS may give up to {{noid-max-days}} days, and your response must **arrive** by then.
- **Answer every reason** listed, one by one, with new evidence and a clear written explanation for each point.
- If the NOID relies on information USCIS found (for example from an interview, a site visit or government records), you can **rebut** it: explain, correct and prove.
- Send everything in **one package**, with the NOID on top, and keep a copy.
- If you send nothing, USCIS will deny the case.

A similar letter, a **Notice of Intent to Revoke (NOIR)**, comes when USCIS plans to take back an approval. Treat it the same way.

Because a NOID is often about eligibility, credibility or possible fraud, this is a good time to get help from a licensed immigration attorney or accredited representative.

**Next step:** Put the due date in **Deadline Reminders** right away, and use **Document Review** to organize your evidence.`,
    sources: [
      CFR_103_2,
      {
        title: 'USCIS Policy Manual: Volume 1, Part E, Chapter 6, Evidence',
        url: 'https://www.uscis.gov/policy-manual/volume-1-part-e-chapter-6',
      },
    ],
    checkedOn: CHECKED,
    related: ['what-is-an-rfe', 'appeal-or-motion-i290b', 'do-i-need-a-lawyer'],
    translations: {
      es: {
        question: '¿Qué es un aviso de intención de negar (NOID) y cómo lo respondo?',
        phrasings: [
          'USCIS dice que piensa negar mi caso',
          'me llegó un NOID',
          '¿cuánto tiempo tengo para responder a una intención de negación?',
          'carta de intent to deny de inmigración',
        ],
        answer: `Un **aviso de intención de negar (NOID, Notice of Intent to Deny)** significa que USCIS revisó su caso y **piensa negarlo**, pero le da una oportunidad para hacerle cambiar de opinión. El aviso explica cada motivo. Es más grave que una solicitud de evidencia.

**Cómo responder:**
- **Revise la fecha límite** en el aviso. USCIS puede dar hasta {{noid-max-days}} días, y su respuesta debe **llegar** antes de esa fecha.
- **Responda cada motivo** de la lista, uno por uno, con nuevas pruebas y una explicación escrita clara para cada punto.
- Si el NOID se basa en información que USCIS encontró (por ejemplo, en una entrevista, una visita o registros del gobierno), puede **refutarla**: explique, corrija y pruebe.
- Envíe todo en **un solo paquete**, con el NOID encima, y guarde una copia.
- Si no envía nada, USCIS negará el caso.

Una carta parecida, el **aviso de intención de revocar (NOIR)**, llega cuando USCIS piensa anular una aprobación. Trátela de la misma forma.

Como un NOID suele tratar de la elegibilidad, la credibilidad o un posible fraude, es un buen momento para pedir ayuda a un abogado de inmigración con licencia o a un representante acreditado.

**Siguiente paso:** Anote la fecha límite en **Deadline Reminders** de inmediato y use **Document Review** para organizar sus pruebas.`,
      },
      fr: {
        question: "Qu'est-ce qu'un avis d'intention de refus (NOID) et comment y répondre ?",
        phrasings: [
          "l'USCIS dit qu'il compte refuser mon dossier",
          "j'ai reçu un NOID",
          "combien de temps pour répondre à un avis d'intention de refus",
          "lettre intent to deny de l'immigration",
        ],
        answer: `Un **avis d'intention de refus (NOID, Notice of Intent to Deny)** signifie que l'USCIS a examiné votre dossier et **prévoit de le refuser**, mais vous donne une chance de le faire changer d'avis. L'avis explique chaque motif. C'est plus grave qu'une demande de preuves.

**Comment répondre :**
- **Vérifiez la date limite** sur l'avis. L'USCIS peut accorder jusqu'à {{noid-max-days}} jours, et votre réponse doit **arriver** avant cette date.
- **Répondez à chaque motif**, un par un, avec de nouvelles preuves et une explication écrite claire pour chaque point.
- Si le NOID s'appuie sur des informations trouvées par l'USCIS (par exemple lors d'un entretien, d'une visite sur place ou dans des registres publics), vous pouvez les **réfuter** : expliquez, corrigez et prouvez.
- Envoyez tout dans **un seul dossier**, avec le NOID sur le dessus, et gardez une copie.
- Si vous n'envoyez rien, l'USCIS refusera le dossier.

Une lettre semblable, l'**avis d'intention de révocation (NOIR)**, arrive quand l'USCIS prévoit de retirer une approbation. Traitez-la de la même façon.

Comme un NOID porte souvent sur l'éligibilité, la crédibilité ou une possible fraude, c'est le bon moment pour vous faire aider par un avocat en immigration agréé ou un représentant accrédité.

**Prochaine étape :** Inscrivez tout de suite la date limite dans **Deadline Reminders** et utilisez **Document Review** pour organiser vos preuves.`,
      },
      de: {
        question: 'Was ist eine Notice of Intent to Deny (NOID) und wie antworte ich darauf?',
        phrasings: [
          'USCIS will meinen Antrag ablehnen',
          'ich habe eine NOID bekommen',
          'wie lange habe ich Zeit für die Antwort auf eine Ablehnungsankündigung',
          'Schreiben intent to deny von der Einwanderungsbehörde',
        ],
        answer: `Eine **Notice of Intent to Deny (NOID)**, also eine Ablehnungsankündigung, bedeutet: USCIS hat Ihren Fall geprüft und **will ihn ablehnen**, gibt Ihnen aber eine Chance, das zu ändern. Das Schreiben nennt jeden Grund. Es ist ernster als ein Request for Evidence.

**So antworten Sie:**
- **Prüfen Sie die Frist** im Schreiben. USCIS kann bis zu {{noid-max-days}} Tage geben, und Ihre Antwort muss bis dahin **eingehen**.
- **Gehen Sie auf jeden Grund ein**, Punkt für Punkt, mit neuen Nachweisen und einer klaren schriftlichen Erklärung.
- Stützt sich die NOID auf Informationen, die USCIS gefunden hat (etwa aus einem Interview, einem Vor-Ort-Besuch oder Behördenakten), können Sie diese **widerlegen**: erklären, richtigstellen und belegen.
- Schicken Sie alles in **einem Paket**, mit der NOID obenauf, und behalten Sie eine Kopie.
- Wenn Sie nichts schicken, lehnt USCIS den Fall ab.

Ein ähnliches Schreiben, die **Notice of Intent to Revoke (NOIR)**, kommt, wenn USCIS eine Genehmigung widerrufen will. Behandeln Sie es genauso.

Da es bei einer NOID oft um Berechtigung, Glaubwürdigkeit oder möglichen Betrug geht, ist jetzt ein guter Zeitpunkt für Hilfe von einem zugelassenen Einwanderungsanwalt oder akkreditierten Vertreter.

**Nächster Schritt:** Tragen Sie die Frist sofort in **Deadline Reminders** ein und ordnen Sie Ihre Nachweise mit **Document Review**.`,
      },
    },
  },
  {
    id: 'appeal-or-motion-i290b',
    topic: 'rfe-appeals',
    question: 'Can I appeal a USCIS denial, and what is Form I-290B?',
    phrasings: [
      'my application was denied, can I appeal',
      'i290b appeal fee',
      'motion to reopen or reconsider with USCIS',
      'how long do I have to appeal a USCIS decision',
      'appeal to the AAO',
      'deadline to challenge a denied petition or application',
    ],
    keywords: [
      'I-290B',
      'appeal',
      'AAO',
      'Administrative Appeals Office',
      'motion to reopen',
      'motion to reconsider',
      'denial',
      'petition denied',
      'appeal deadline',
      'BIA',
      'EOIR-29',
      'N-336',
    ],
    answer: `Often yes, with **Form I-290B** (Notice of Appeal or Motion). First read your denial notice: it says whether you can **appeal**, file a **motion**, or neither.

**Your three I-290B options:**
- **Appeal** to the **Administrative Appeals Office (AAO):** you argue the decision was wrong. The office that denied you looks at it first and may fix it itself.
- **Motion to reopen:** you have **new facts**, with evidence, that were not in the record.
- **Motion to reconsider:** the decision applied the law or policy incorrectly, based on the record it had.

**Deadline and fee:** file within {{appeal-days}} days of the decision ({{mail-extra-days}} more days if it was mailed to you). The fee is {{fee-i290b}}. File with USCIS as the form instructions say, not directly with the AAO.

**Some denials use other routes:**
- **Family petition (I-130)** denials are usually appealed to the Board of Immigration Appeals on **Form EOIR-29**.
- **Naturalization (N-400)** denials: ask for a new hearing on **Form N-336**.
- **Green card (I-485)** denials cannot be appealed; a motion, a new filing, or review in immigration court may be possible.

Filing does not pause the effects of the denial on your status or work permit. Sometimes **refiling** a stronger application is faster.

**Next step:** Note the deadline in **Deadline Reminders**, and talk to a licensed immigration attorney or accredited representative about which route fits your case.`,
    sources: [
      { title: 'USCIS: I-290B, Notice of Appeal or Motion', url: 'https://www.uscis.gov/i-290b' },
      {
        title: 'eCFR: 8 CFR 103.3, Denials, appeals, and precedent decisions',
        url: 'https://www.ecfr.gov/current/title-8/chapter-I/subchapter-B/part-103/section-103.3',
      },
      {
        title: 'eCFR: 8 CFR 103.5, Reopening or reconsideration',
        url: 'https://www.ecfr.gov/current/title-8/chapter-I/subchapter-B/part-103/section-103.5',
      },
    ],
    checkedOn: CHECKED,
    related: ['denied-after-interview', 'do-i-need-a-lawyer', 'fee-refund-rejected'],
    translations: {
      es: {
        question: '¿Puedo apelar una negación de USCIS y qué es el Formulario I-290B?',
        phrasings: [
          'me negaron la solicitud, ¿puedo apelar?',
          'costo de la apelación I-290B',
          'moción para reabrir o reconsiderar ante USCIS',
          '¿cuánto tiempo tengo para apelar una decisión de USCIS?',
        ],
        answer: `Muchas veces sí, con el **Formulario I-290B** (aviso de apelación o moción). Primero lea su aviso de negación: indica si puede **apelar**, presentar una **moción**, o ninguna de las dos.

**Sus tres opciones con el I-290B:**
- **Apelación** ante la **Oficina Administrativa de Apelaciones (AAO):** usted argumenta que la decisión fue incorrecta. La oficina que negó el caso lo revisa primero y puede corregirlo ella misma.
- **Moción para reabrir:** tiene **hechos nuevos**, con pruebas, que no estaban en el expediente.
- **Moción para reconsiderar:** la decisión aplicó mal la ley o las políticas, según el expediente que tenía.

**Plazo y tarifa:** presente dentro de {{appeal-days}} días desde la decisión ({{mail-extra-days}} días más si se la enviaron por correo). La tarifa es {{fee-i290b}}. Preséntelo ante USCIS como indican las instrucciones, no directamente ante la AAO.

**Algunas negaciones siguen otro camino:**
- Las negaciones de una **petición familiar (I-130)** normalmente se apelan ante la Junta de Apelaciones de Inmigración con el **Formulario EOIR-29**.
- **Naturalización (N-400):** pida una nueva audiencia con el **Formulario N-336**.
- **Green card (I-485):** no se puede apelar; puede ser posible una moción, una nueva solicitud o una revisión en la corte de inmigración.

Presentar el formulario no detiene los efectos de la negación sobre su estatus o su permiso de trabajo. A veces **volver a presentar** una solicitud más sólida es más rápido.

**Siguiente paso:** Anote el plazo en **Deadline Reminders** y hable con un abogado de inmigración con licencia o un representante acreditado sobre el camino adecuado para su caso.`,
      },
      fr: {
        question: "Puis-je faire appel d'un refus de l'USCIS, et qu'est-ce que le formulaire I-290B ?",
        phrasings: [
          'ma demande a été refusée, puis-je faire appel',
          "frais d'appel I-290B",
          "requête en réouverture ou en réexamen auprès de l'USCIS",
          "quel délai pour contester une décision de l'USCIS",
        ],
        answer: `Souvent oui, avec le **formulaire I-290B** (avis d'appel ou de requête). Lisez d'abord votre décision de refus : elle indique si vous pouvez faire **appel**, déposer une **requête**, ou aucun des deux.

**Vos trois options avec le I-290B :**
- **Appel** devant l'**Administrative Appeals Office (AAO)** : vous soutenez que la décision est erronée. Le bureau qui a refusé réexamine d'abord le dossier et peut corriger lui-même.
- **Requête en réouverture :** vous avez des **faits nouveaux**, avec preuves, absents du dossier.
- **Requête en réexamen :** la décision a mal appliqué la loi ou la politique, au vu du dossier de l'époque.

**Délai et frais :** déposez dans les {{appeal-days}} jours suivant la décision ({{mail-extra-days}} jours de plus si elle vous a été envoyée par courrier). Les frais sont de {{fee-i290b}}. Déposez auprès de l'USCIS selon les instructions du formulaire, pas directement auprès de l'AAO.

**Certains refus suivent une autre voie :**
- Les refus de **pétition familiale (I-130)** se contestent en général devant le Board of Immigration Appeals avec le **formulaire EOIR-29**.
- **Naturalisation (N-400) :** demandez une nouvelle audience avec le **formulaire N-336**.
- **Carte verte (I-485) :** pas d'appel possible ; une requête, une nouvelle demande ou un examen devant le tribunal de l'immigration peuvent l'être.

Le dépôt ne suspend pas les effets du refus sur votre statut ou votre permis de travail. Parfois, **redéposer** une demande plus solide est plus rapide.

**Prochaine étape :** Notez le délai dans **Deadline Reminders** et voyez avec un avocat en immigration agréé ou un représentant accrédité quelle voie convient à votre cas.`,
      },
      de: {
        question: 'Kann ich gegen eine Ablehnung von USCIS vorgehen, und was ist Formular I-290B?',
        phrasings: [
          'mein Antrag wurde abgelehnt, kann ich Widerspruch einlegen',
          'Gebühr für die Berufung I-290B',
          'Antrag auf Wiederaufnahme oder Überprüfung bei USCIS',
          'Frist für eine Berufung gegen USCIS',
        ],
        answer: `Oft ja, mit **Formular I-290B** (Notice of Appeal or Motion). Lesen Sie zuerst den Ablehnungsbescheid: Er sagt, ob Sie **Berufung** einlegen, einen **Antrag (Motion)** stellen können oder keins von beiden.

**Ihre drei Möglichkeiten mit dem I-290B:**
- **Berufung** an das **Administrative Appeals Office (AAO):** Sie legen dar, dass die Entscheidung falsch war. Das ablehnende Büro prüft zuerst selbst und kann die Entscheidung korrigieren.
- **Motion to reopen (Wiederaufnahme):** Sie haben **neue Tatsachen** mit Nachweisen, die nicht in der Akte waren.
- **Motion to reconsider (Überprüfung):** Die Entscheidung hat Recht oder Richtlinien auf Grundlage der damaligen Akte falsch angewendet.

**Frist und Gebühr:** Reichen Sie innerhalb von {{appeal-days}} Tagen nach der Entscheidung ein ({{mail-extra-days}} Tage mehr, wenn sie per Post kam). Die Gebühr beträgt {{fee-i290b}}. Reichen Sie bei USCIS ein, wie die Formularanleitung es sagt, nicht direkt beim AAO.

**Manche Ablehnungen haben einen anderen Weg:**
- Ablehnungen einer **Familienpetition (I-130)** gehen meist mit **Formular EOIR-29** an das Board of Immigration Appeals.
- **Einbürgerung (N-400):** Beantragen Sie eine neue Anhörung mit **Formular N-336**.
- **Green Card (I-485):** keine Berufung möglich; ein Antrag, eine neue Einreichung oder eine Prüfung vor dem Einwanderungsgericht können möglich sein.

Die Einreichung stoppt nicht die Folgen der Ablehnung für Ihren Status oder Ihre Arbeitserlaubnis. Manchmal ist eine **neue, stärkere Einreichung** schneller.

**Nächster Schritt:** Tragen Sie die Frist in **Deadline Reminders** ein und klären Sie mit einem zugelassenen Einwanderungsanwalt oder akkreditierten Vertreter, welcher Weg zu Ihrem Fall passt.`,
      },
    },
  },
  {
    id: 'rfe-missed-deadline',
    topic: 'rfe-appeals',
    question: 'What happens if I missed the deadline to answer an RFE?',
    phrasings: [
      'I sent my RFE response late',
      'missed request for evidence deadline',
      'my case was denied as abandoned',
      'I never got the RFE letter and now my case is denied',
    ],
    keywords: ['RFE', 'request for evidence', 'late response', 'abandonment', 'abandoned', 'denial', 'motion to reopen', 'I-290B'],
    answer: `If USCIS does not **receive** your answer by the RFE deadline, it can deny your case as **abandoned**, decide it on the evidence it already has, or both. A late answer is not guaranteed to be read.

**What to do now:**
- **If no decision has come yet:** send your complete response right away with a short note explaining the delay. USCIS does not have to accept it, but it may still reach the file before the officer decides.
- **If the case was denied as abandoned:** you **cannot appeal** that kind of denial. A **motion to reopen** (Form **I-290B**, fee {{fee-i290b}}) works only in narrow cases, for example if you did answer on time, or if USCIS sent the RFE to the wrong address even though you had reported your new one.
- **Refiling** a new, complete application is often the practical path. You pay the fee again, and the filing date is new.

**Check your status.** If your stay depended on the pending case, a denial can leave you without status and can lead to removal proceedings. In that case, talk to a licensed immigration attorney or accredited representative quickly.

**Next time:** keep your address current with USCIS, open every USCIS letter right away, and add every due date to **Deadline Reminders**.`,
    sources: [
      CFR_103_2,
      {
        title: 'eCFR: 8 CFR 103.5, Reopening or reconsideration',
        url: 'https://www.ecfr.gov/current/title-8/chapter-I/subchapter-B/part-103/section-103.5',
      },
    ],
    checkedOn: CHECKED,
    related: ['what-is-an-rfe', 'appeal-or-motion-i290b', 'change-address-uscis'],
    translations: {
      es: {
        question: '¿Qué pasa si se me venció el plazo para responder un RFE?',
        phrasings: [
          'mandé tarde mi respuesta al RFE',
          'se me paso la fecha limite de la solicitud de evidencia',
          'negaron mi caso por abandono',
          'nunca me llego la carta del RFE y ahora me negaron el caso',
        ],
        answer: `Si USCIS no **recibe** su respuesta antes de la fecha límite del RFE, puede negar su caso por **abandono**, decidirlo con las pruebas que ya tiene, o ambas cosas. Nada garantiza que lean una respuesta tardía.

**Qué hacer ahora:**
- **Si todavía no hay decisión:** envíe de inmediato su respuesta completa, con una nota breve que explique el retraso. USCIS no está obligado a aceptarla, pero puede llegar al expediente antes de que el oficial decida.
- **Si negaron el caso por abandono:** ese tipo de negación **no se puede apelar**. Una **moción para reabrir** (Formulario **I-290B**, tarifa {{fee-i290b}}) solo sirve en casos limitados, por ejemplo si usted sí respondió a tiempo, o si USCIS envió el RFE a una dirección equivocada aunque usted ya había reportado la nueva.
- **Presentar de nuevo** una solicitud nueva y completa suele ser el camino práctico. Vuelve a pagar la tarifa y la fecha de presentación es nueva.

**Revise su estatus.** Si su permanencia en el país dependía del caso pendiente, una negación puede dejarlo sin estatus y llevar a un proceso de deportación. En ese caso, hable cuanto antes con un abogado de inmigración con licencia o un representante acreditado.

**La próxima vez:** mantenga su dirección al día con USCIS, abra cada carta de USCIS en cuanto llegue y anote cada fecha límite en **Deadline Reminders**.`,
      },
    },
  },
  {
    id: 'denied-after-interview',
    topic: 'rfe-appeals',
    question: 'What can I do if my case was denied after the interview?',
    phrasings: [
      'green card denied after interview',
      'I failed my citizenship interview, what next',
      'the officer denied my case at the interview',
      'can I reapply after a USCIS denial',
    ],
    keywords: ['denial', 'denied', 'interview', 'I-485', 'N-400', 'N-336', 'I-290B', 'notice to appear', 'NTA', 'refile'],
    answer: `Start by reading the **written decision**. It lists the reasons for the denial and the options you have, and those depend on the type of case.

**Common paths:**
- **Naturalization (N-400):** you can ask for a new hearing with another officer on **Form N-336** (fee {{fee-n336-online}} online or {{fee-n336-paper}} on paper), generally within {{n336-filing-days}} days of the decision. If you only failed the English or civics test at the first interview, USCIS normally gives you a second try before denying.
- **Green card (I-485):** there is no appeal. You may file a **motion to reopen or reconsider** on **Form I-290B** (fee {{fee-i290b}}, generally within {{appeal-days}} days), refile if you are still eligible, or in some cases ask an immigration judge to look at it again.
- **Petitions:** the decision names the route, such as an appeal to the AAO or the Board of Immigration Appeals.

**Protect your status:**
- If your stay depended on the pending application, you may now be **out of status**, and a work permit or travel document based on it usually ends.
- Since 2025, USCIS more often issues a **Notice to Appear** (the start of removal proceedings) after a denial when the person has no other lawful status.

**When refiling is better:** if the denial was about missing evidence that you can now provide, a new, complete filing may be faster than a motion.

**Next step:** Talk to a licensed immigration attorney or accredited representative soon, because the deadlines are short. Use **Deadline Reminders** and **Document Review** to prepare.`,
    sources: [
      { title: 'USCIS: N-336, Request for a Hearing on a Decision in Naturalization Proceedings', url: 'https://www.uscis.gov/n-336' },
      { title: 'USCIS: I-290B, Notice of Appeal or Motion', url: 'https://www.uscis.gov/i-290b' },
      {
        title: 'eCFR: 8 CFR 245.2, Application',
        url: 'https://www.ecfr.gov/current/title-8/chapter-I/subchapter-B/part-245/section-245.2',
      },
    ],
    checkedOn: CHECKED,
    related: ['appeal-or-motion-i290b', 'do-i-need-a-lawyer', 'interview-notice'],
    translations: {
      es: {
        question: '¿Qué puedo hacer si negaron mi caso después de la entrevista?',
        phrasings: [
          'me negaron la green card despues de la entrevista',
          'reprobé la entrevista de ciudadanía, ¿y ahora qué?',
          'el oficial nego mi caso en la entrevista',
          '¿puedo volver a aplicar después de una negación de USCIS?',
        ],
        answer: `Empiece por leer la **decisión por escrito**. Explica los motivos de la negación y las opciones que tiene, y esas opciones dependen del tipo de caso.

**Caminos habituales:**
- **Naturalización (N-400):** puede pedir una nueva audiencia con otro oficial con el **Formulario N-336** (tarifa {{fee-n336-online}} en línea o {{fee-n336-paper}} en papel), por lo general dentro de {{n336-filing-days}} días desde la decisión. Si solo reprobó el examen de inglés o de educación cívica en la primera entrevista, USCIS normalmente le da un segundo intento antes de negar.
- **Green card (I-485):** no hay apelación. Puede presentar una **moción para reabrir o reconsiderar** con el **Formulario I-290B** (tarifa {{fee-i290b}}, en general dentro de {{appeal-days}} días), volver a presentar la solicitud si sigue siendo elegible o, en algunos casos, pedir que un juez de inmigración la revise de nuevo.
- **Peticiones:** la decisión indica la vía, como una apelación ante la AAO o ante la Junta de Apelaciones de Inmigración (BIA).

**Proteja su estatus:**
- Si su permanencia dependía de la solicitud pendiente, ahora puede estar **fuera de estatus**, y el permiso de trabajo o el documento de viaje basados en ella normalmente terminan.
- Desde 2025, USCIS emite con más frecuencia un **Aviso de Comparecencia** (Notice to Appear, el inicio de un proceso de deportación) después de una negación cuando la persona no tiene otro estatus legal.

**Cuándo conviene volver a presentar:** si la negación se debió a pruebas que faltaban y ahora puede aportarlas, una solicitud nueva y completa puede ser más rápida que una moción.

**Siguiente paso:** Hable pronto con un abogado de inmigración con licencia o un representante acreditado, porque los plazos son cortos. Use **Deadline Reminders** y **Document Review** para prepararse.`,
      },
    },
  },

  // ---------------------------------------------------------------- Filing, notices and case status
  {
    id: 'check-uscis-case-status',
    topic: 'case-status',
    question: 'How can I check the status of my USCIS case online?',
    phrasings: [
      'where do I enter my receipt number',
      'uscis case status online',
      'is there a way to track my I-130',
      'what is my receipt number and where do I find it',
      'check the progress of my immigration application',
    ],
    keywords: [
      'case status',
      'receipt number',
      'I-797C',
      'Case Status Online',
      'USCIS online account',
      'myUSCIS',
      'tracking',
      'IOE',
      'EAC',
      'WAC',
      'LIN',
      'SRC',
      'MSC',
      'NBC',
      'CEAC',
    ],
    answer: `Enter your **receipt number** on USCIS's **Case Status Online** page, or sign in to your **USCIS online account**.

**Your receipt number** is on the **Form I-797C** receipt notice USCIS sends after it accepts your filing. It has **3 letters and 10 digits**, such as IOE0123456789. The letters show where the case was received: for example IOE for online filings, or EAC, WAC, LIN, SRC, MSC, NBC or YSC. Type it without dashes or spaces.

**Ways to check:**
- **Case Status Online:** shows the latest step and its date. You can also sign up for email or text updates.
- **USCIS online account:** shows your notices, appointment letters and messages. A case filed on paper can be added with the account access code USCIS mails you.
- **USCIS Contact Center** (800-375-5283), if the online status does not make sense.
- In this app, add your receipt numbers to **Track Applications** to see every case in one place.

**Good to know:** the status may not change for months, and that is normal. Compare your wait with USCIS processing times before you worry. Visa cases at the **National Visa Center** or a consulate are tracked separately, on the State Department's CEAC website.

**Next step:** Add each receipt number to **Track Applications** now, and keep your receipt notices in a safe place.`,
    sources: [CASE_STATUS, { title: 'USCIS: File Online', url: 'https://www.uscis.gov/file-online' }],
    checkedOn: CHECKED,
    related: ['case-status-meanings', 'processing-times', 'receipt-notice-i797c'],
    translations: {
      es: {
        question: '¿Cómo puedo consultar en línea el estado de mi caso de USCIS?',
        phrasings: [
          '¿dónde pongo mi número de recibo?',
          'ver estatus de mi caso USCIS',
          '¿cómo sigo mi I-130?',
          '¿dónde encuentro el número de recibo?',
        ],
        answer: `Escriba su **número de recibo** en la página **Case Status Online** de USCIS, o entre en su **cuenta en línea de USCIS**.

**Su número de recibo** aparece en el aviso de recibo **Formulario I-797C** que USCIS envía después de aceptar su solicitud. Tiene **3 letras y 10 dígitos**, por ejemplo IOE0123456789. Las letras indican dónde se recibió el caso: por ejemplo IOE para solicitudes en línea, o EAC, WAC, LIN, SRC, MSC, NBC o YSC. Escríbalo sin guiones ni espacios.

**Formas de consultarlo:**
- **Case Status Online:** muestra el último paso y su fecha. También puede inscribirse para recibir avisos por correo electrónico o mensaje de texto.
- **Cuenta en línea de USCIS:** muestra sus avisos, citas y mensajes. Un caso presentado en papel se puede añadir con el código de acceso que USCIS le envía por correo.
- **Centro de Contacto de USCIS** (800-375-5283), si el estado en línea no tiene sentido.
- En esta app, agregue sus números de recibo a **Track Applications** para ver todos sus casos en un solo lugar.

**Conviene saber:** el estado puede no cambiar durante meses, y es normal. Compare su espera con los tiempos de procesamiento de USCIS antes de preocuparse. Los casos de visa en el **Centro Nacional de Visas (NVC)** o en un consulado se consultan aparte, en el sitio CEAC del Departamento de Estado.

**Siguiente paso:** Agregue hoy cada número de recibo a **Track Applications** y guarde sus avisos de recibo en un lugar seguro.`,
      },
      fr: {
        question: "Comment vérifier en ligne l'état de mon dossier USCIS ?",
        phrasings: [
          'où saisir mon numéro de reçu',
          'suivre mon dossier USCIS en ligne',
          'comment suivre mon I-130',
          'où trouver mon receipt number',
        ],
        answer: `Saisissez votre **numéro de reçu** (receipt number) sur la page **Case Status Online** de l'USCIS, ou connectez-vous à votre **compte en ligne USCIS**.

**Votre numéro de reçu** figure sur l'avis de réception **formulaire I-797C** que l'USCIS envoie après avoir accepté votre demande. Il comporte **3 lettres et 10 chiffres**, par exemple IOE0123456789. Les lettres indiquent où le dossier a été reçu : par exemple IOE pour un dépôt en ligne, ou EAC, WAC, LIN, SRC, MSC, NBC ou YSC. Tapez-le sans tirets ni espaces.

**Pour vérifier :**
- **Case Status Online :** affiche la dernière étape et sa date. Vous pouvez aussi recevoir des alertes par e-mail ou SMS.
- **Compte en ligne USCIS :** affiche vos avis, convocations et messages. Un dossier déposé sur papier peut y être ajouté avec le code d'accès que l'USCIS vous envoie par courrier.
- **Centre de contact de l'USCIS** (800-375-5283), si le statut en ligne est incompréhensible.
- Dans cette application, ajoutez vos numéros de reçu à **Track Applications** pour voir tous vos dossiers au même endroit.

**Bon à savoir :** le statut peut rester le même pendant des mois, c'est normal. Comparez votre attente avec les délais de traitement de l'USCIS avant de vous inquiéter. Les dossiers de visa au **National Visa Center** ou dans un consulat se suivent à part, sur le site CEAC du Département d'État.

**Prochaine étape :** Ajoutez dès maintenant chaque numéro de reçu à **Track Applications** et rangez vos avis de réception en lieu sûr.`,
      },
      de: {
        question: 'Wie kann ich den Stand meines USCIS-Verfahrens online prüfen?',
        phrasings: [
          'wo gebe ich meine Receipt Number ein',
          'USCIS Fallstatus online abfragen',
          'wie verfolge ich meinen I-130',
          'wo finde ich meine Eingangsnummer',
        ],
        answer: `Geben Sie Ihre **Receipt Number** (Eingangsnummer) auf der USCIS-Seite **Case Status Online** ein oder melden Sie sich in Ihrem **USCIS-Onlinekonto** an.

**Ihre Receipt Number** steht auf der Eingangsbestätigung **Formular I-797C**, die USCIS nach Annahme Ihres Antrags schickt. Sie hat **3 Buchstaben und 10 Ziffern**, zum Beispiel IOE0123456789. Die Buchstaben zeigen, wo der Fall eingegangen ist: etwa IOE für Online-Anträge oder EAC, WAC, LIN, SRC, MSC, NBC bzw. YSC. Geben Sie sie ohne Bindestriche oder Leerzeichen ein.

**So prüfen Sie:**
- **Case Status Online:** zeigt den letzten Schritt und sein Datum. Sie können auch Benachrichtigungen per E-Mail oder SMS einrichten.
- **USCIS-Onlinekonto:** zeigt Bescheide, Terminschreiben und Nachrichten. Einen Papierantrag können Sie mit dem Zugangscode hinzufügen, den USCIS Ihnen per Post schickt.
- **USCIS Contact Center** (800-375-5283), wenn der Online-Status keinen Sinn ergibt.
- In dieser App tragen Sie Ihre Receipt Numbers in **Track Applications** ein und sehen alle Fälle an einem Ort.

**Gut zu wissen:** Der Status kann sich monatelang nicht ändern, das ist normal. Vergleichen Sie Ihre Wartezeit mit den USCIS-Bearbeitungszeiten, bevor Sie sich Sorgen machen. Visumfälle beim **National Visa Center** oder einem Konsulat verfolgen Sie getrennt auf der CEAC-Website des Außenministeriums.

**Nächster Schritt:** Tragen Sie jetzt jede Receipt Number in **Track Applications** ein und bewahren Sie Ihre Eingangsbestätigungen sicher auf.`,
      },
    },
  },
  {
    id: 'change-address-uscis',
    topic: 'case-status',
    question: 'How do I update my address with USCIS after I move?',
    phrasings: [
      'I moved, how do I tell immigration',
      'ar11 change of address online',
      'do I have to report my new address to USCIS',
      'update the mailing address on my pending application',
      'how long do I have to tell USCIS that I moved',
    ],
    keywords: ['AR-11', 'change of address', 'new address', 'moved', 'address update', 'EOIR-33', 'mailing address', '8 CFR 265.1'],
    answer: `Report your new address **within {{address-change-days}} days** of moving. Most noncitizens in the U.S. must do this, including green card holders, visa holders and people with pending cases. It is **free** ({{fee-ar11}}).

**How to do it:**
- **Online (best):** use the USCIS change-of-address tool in your **USCIS online account**. It records your new address and also updates your **pending cases** when you enter their receipt numbers.
- **On paper:** mail **Form AR-11**. A paper AR-11 does not update pending cases by itself, so also ask the USCIS Contact Center to update each pending case.

**Also tell:**
- The **immigration court**, if you have a case there: file **Form EOIR-33** with the court within {{eoir33-days}} days. USCIS does not pass your new address on.
- The **National Visa Center** or consulate, if you have a visa case.
- Your attorney, your employer for work-based cases, and your school's DSO if you are a student.

Forwarding your mail through the post office does not update USCIS. If you don't report a move, you can miss an RFE, an interview notice or your new card, and your case can be denied. Failing to report can also lead to penalties.

**Next step:** Update your address online today and save the confirmation. Before a planned move, set **Deadline Reminders** so you don't miss the window.`,
    sources: [
      { title: 'USCIS: How to Change Your Address', url: 'https://www.uscis.gov/addresschange' },
      {
        title: 'eCFR: 8 CFR 265.1, Reporting change of address',
        url: 'https://www.ecfr.gov/current/title-8/chapter-I/subchapter-B/part-265/section-265.1',
      },
      { title: 'USCIS: AR-11, Alien’s Change of Address Card', url: 'https://www.uscis.gov/ar-11' },
    ],
    checkedOn: CHECKED,
    related: ['check-uscis-case-status', 'contact-uscis', 'rfe-missed-deadline'],
    translations: {
      es: {
        question: '¿Cómo actualizo mi dirección con USCIS después de mudarme?',
        phrasings: [
          'me mudé, ¿cómo le aviso a inmigración?',
          'cambio de domicilio AR-11 en línea',
          '¿tengo que reportar mi nueva dirección a USCIS?',
          'cambiar la dirección de mi solicitud pendiente',
        ],
        answer: `Reporte su nueva dirección **dentro de {{address-change-days}} días** después de mudarse. La mayoría de los no ciudadanos en EE. UU. deben hacerlo, incluidos residentes permanentes, titulares de visa y personas con casos pendientes. Es **gratis** ({{fee-ar11}}).

**Cómo hacerlo:**
- **En línea (lo mejor):** use la herramienta de cambio de dirección en su **cuenta en línea de USCIS**. Registra su nueva dirección y también actualiza sus **casos pendientes** cuando escribe sus números de recibo.
- **En papel:** envíe por correo el **Formulario AR-11**. El AR-11 en papel no actualiza por sí solo los casos pendientes, así que pida también al Centro de Contacto de USCIS que actualice cada caso pendiente.

**Avise también a:**
- La **corte de inmigración**, si tiene un caso allí: presente el **Formulario EOIR-33** ante la corte dentro de {{eoir33-days}} días. USCIS no le pasa su nueva dirección.
- El **Centro Nacional de Visas (NVC)** o el consulado, si tiene un caso de visa.
- Su abogado, su empleador en casos de trabajo y el DSO de su escuela si es estudiante.

Reenviar el correo con el servicio postal no actualiza a USCIS. Si no reporta la mudanza, puede perder un RFE, una cita de entrevista o su nueva tarjeta, y su caso puede ser negado. No reportarla también puede traer sanciones.

**Siguiente paso:** Actualice su dirección en línea hoy y guarde la confirmación. Antes de una mudanza planeada, use **Deadline Reminders** para no pasarse del plazo.`,
      },
      fr: {
        question: "Comment mettre à jour mon adresse auprès de l'USCIS après un déménagement ?",
        phrasings: [
          "j'ai déménagé, comment prévenir l'immigration",
          "changement d'adresse AR-11 en ligne",
          "dois-je déclarer ma nouvelle adresse à l'USCIS",
          "changer l'adresse de ma demande en cours",
        ],
        answer: `Déclarez votre nouvelle adresse **dans les {{address-change-days}} jours** suivant le déménagement. La plupart des non-citoyens aux États-Unis doivent le faire, y compris les titulaires de carte verte, les titulaires de visa et les personnes ayant une demande en cours. C'est **gratuit** ({{fee-ar11}}).

**Comment faire :**
- **En ligne (le mieux) :** utilisez l'outil de changement d'adresse dans votre **compte en ligne USCIS**. Il enregistre votre nouvelle adresse et met aussi à jour vos **dossiers en cours** si vous saisissez leurs numéros de reçu.
- **Sur papier :** envoyez le **formulaire AR-11**. Le AR-11 papier ne met pas à jour vos dossiers en cours à lui seul : demandez aussi au centre de contact de l'USCIS de mettre à jour chaque dossier.

**Prévenez aussi :**
- Le **tribunal de l'immigration**, si vous y avez une affaire : déposez le **formulaire EOIR-33** auprès du tribunal dans les {{eoir33-days}} jours. L'USCIS ne lui transmet pas votre adresse.
- Le **National Visa Center** ou le consulat, si vous avez un dossier de visa.
- Votre avocat, votre employeur pour un dossier lié au travail et le DSO de votre école si vous êtes étudiant.

Le suivi du courrier par la poste ne met pas à jour l'USCIS. Sans déclaration, vous risquez de manquer une RFE, une convocation ou votre nouvelle carte, et votre dossier peut être refusé. Ne pas déclarer peut aussi entraîner des sanctions.

**Prochaine étape :** Mettez votre adresse à jour en ligne aujourd'hui et gardez la confirmation. Avant un déménagement prévu, créez des **Deadline Reminders** pour ne pas dépasser le délai.`,
      },
      de: {
        question: 'Wie melde ich USCIS meine neue Adresse nach einem Umzug?',
        phrasings: [
          'ich bin umgezogen, wie sage ich es der Einwanderungsbehörde',
          'Adressänderung AR-11 online',
          'muss ich USCIS meine neue Adresse melden',
          'Adresse für meinen laufenden Antrag ändern',
        ],
        answer: `Melden Sie Ihre neue Adresse **innerhalb von {{address-change-days}} Tagen** nach dem Umzug. Das gilt für die meisten Nicht-Staatsbürger in den USA, auch für Green-Card-Inhaber, Visuminhaber und Personen mit laufenden Anträgen. Es ist **kostenlos** ({{fee-ar11}}).

**So geht es:**
- **Online (am besten):** Nutzen Sie das Adressänderungs-Tool in Ihrem **USCIS-Onlinekonto**. Es speichert die neue Adresse und aktualisiert auch Ihre **laufenden Fälle**, wenn Sie deren Receipt Numbers angeben.
- **Auf Papier:** Schicken Sie **Formular AR-11**. Das Papierformular aktualisiert laufende Fälle nicht von selbst; bitten Sie daher zusätzlich das USCIS Contact Center, jeden laufenden Fall zu aktualisieren.

**Informieren Sie außerdem:**
- Das **Einwanderungsgericht**, wenn Sie dort ein Verfahren haben: Reichen Sie **Formular EOIR-33** innerhalb von {{eoir33-days}} Tagen beim Gericht ein. USCIS gibt Ihre Adresse nicht weiter.
- Das **National Visa Center** oder das Konsulat, wenn Sie ein Visumverfahren haben.
- Ihren Anwalt, Ihren Arbeitgeber bei arbeitsbasierten Fällen und den DSO Ihrer Hochschule, wenn Sie studieren.

Ein Nachsendeauftrag bei der Post aktualisiert USCIS nicht. Ohne Meldung verpassen Sie vielleicht ein RFE, eine Interview-Einladung oder Ihre neue Karte, und Ihr Antrag kann abgelehnt werden. Eine fehlende Meldung kann auch Strafen nach sich ziehen.

**Nächster Schritt:** Ändern Sie Ihre Adresse heute online und speichern Sie die Bestätigung. Legen Sie vor einem geplanten Umzug **Deadline Reminders** an, damit Sie die Frist nicht verpassen.`,
      },
    },
  },
  {
    id: 'receipt-notice-i797c',
    topic: 'case-status',
    question: 'What does my I-797C receipt notice mean?',
    phrasings: [
      'I got a notice of action from USCIS',
      'what is the received date on my receipt',
      'i797c receipt notice explained',
      'does the receipt notice mean my case was approved',
      'where is the priority date on my receipt',
    ],
    keywords: ['I-797C', 'I-797', 'receipt notice', 'notice of action', 'receipt number', 'received date', 'priority date', 'notice date'],
    answer: `A **Form I-797C receipt notice** means USCIS has **accepted** your application or petition and your fee. It is **not an approval**.

**What's on it:**
- **Receipt number:** 3 letters and 10 digits. Use it to check your case status and whenever you contact USCIS.
- **Received date:** the day USCIS accepted your filing. It counts for deadlines and for comparing your case with processing times.
- **Priority date:** on petitions such as **I-130** or **I-140**, this is your place in line for a green card when visas are limited.
- **Notice date:** the day the letter was printed.
- **Case type, names** of the applicant or beneficiary, and the USCIS office handling it.

**Why it's worth keeping:**
- Some receipt notices extend a document. For example, the receipt for **Form I-751** or **Form I-90** extends your green card for the period printed on the notice; show it together with your card.
- For most **work permit** renewals filed on or after October 30, 2025, the receipt no longer extends the old card automatically, so file early and plan for a gap.

USCIS also uses the I-797C form for biometrics and interview appointments, case transfers and rejections, so read the title at the top.

**Next step:** Check that your name, date of birth and other details are correct, then add the receipt number to **Track Applications**.`,
    sources: [
      {
        title: 'USCIS: Form I-797, Types and Functions',
        url: 'https://www.uscis.gov/forms/filing-guidance/form-i-797-types-and-functions',
      },
      CASE_STATUS,
    ],
    checkedOn: CHECKED,
    related: ['check-uscis-case-status', 'what-is-priority-date', 'approval-notice-i797'],
    translations: {
      es: {
        question: '¿Qué significa mi aviso de recibo I-797C?',
        phrasings: [
          'me llegó un notice of action de USCIS',
          'que es la fecha de recibido en mi recibo',
          '¿el aviso de recibo quiere decir que aprobaron mi caso?',
          'donde esta la fecha de prioridad en el recibo',
        ],
        answer: `Un **aviso de recibo Formulario I-797C** significa que USCIS **aceptó** su solicitud o petición y su pago. **No es una aprobación**.

**Qué contiene:**
- **Número de recibo:** 3 letras y 10 dígitos. Úselo para consultar el estado de su caso y cada vez que se comunique con USCIS.
- **Fecha de recibo (received date):** el día en que USCIS aceptó su solicitud. Cuenta para los plazos y para comparar su caso con los tiempos de procesamiento.
- **Fecha de prioridad:** en peticiones como el **I-130** o el **I-140**, es su lugar en la fila para una green card cuando las visas son limitadas.
- **Fecha del aviso (notice date):** el día en que se imprimió la carta.
- **Tipo de caso, nombres** del solicitante o beneficiario, y la oficina de USCIS que lo tramita.

**Por qué conviene guardarlo:**
- Algunos avisos de recibo extienden un documento. Por ejemplo, el recibo del **Formulario I-751** o del **Formulario I-90** extiende su green card por el período impreso en el aviso; muéstrelo junto con su tarjeta.
- En la mayoría de las renovaciones del **permiso de trabajo** presentadas desde el 30 de octubre de 2025, el recibo ya no extiende automáticamente la tarjeta anterior, así que presente la renovación con tiempo y prepárese para un posible período sin permiso.

USCIS también usa el formulario I-797C para citas de biométricos y de entrevista, traslados de casos y rechazos, así que lea el título en la parte superior.

**Siguiente paso:** Compruebe que su nombre, fecha de nacimiento y demás datos estén correctos, y luego agregue el número de recibo a **Track Applications**.`,
      },
    },
  },
  {
    id: 'biometrics-appointment',
    topic: 'case-status',
    question: 'What happens at a USCIS biometrics appointment, and what should I bring?',
    phrasings: [
      'ASC appointment notice, what do I bring',
      'how to reschedule my fingerprint appointment',
      'I missed my biometrics appointment',
      'do I need to go for fingerprints again',
    ],
    keywords: [
      'biometrics',
      'ASC',
      'Application Support Center',
      'fingerprints',
      'photo',
      'signature',
      'reschedule',
      'I-797C',
      'appointment notice',
    ],
    answer: `At a **biometrics appointment**, a USCIS **Application Support Center (ASC)** takes your **fingerprints, photo and signature**. They are used for background checks and for any card you will receive. It usually takes less than an hour, and nobody asks you about your case.

**Bring:**
- Your **appointment notice** (Form I-797C).
- A valid **photo ID**, such as your passport, green card, work permit or driver's license.
- Anything else the notice lists.

**If you can't go:**
- **Reschedule before** the appointment, through your **USCIS online account** or by calling the USCIS Contact Center (800-375-5283). You need a good reason, such as illness, planned travel or no transportation.
- If you miss it without rescheduling, USCIS may treat your case as **abandoned** and deny it. Call the Contact Center right away to explain.

**Other things to know:**
- USCIS sometimes **reuses** fingerprints it already has; you will get a notice saying so.
- Some ASCs accept people earlier than their appointment date, but they don't have to.
- Keep the stamped notice as proof that you attended.

**Next step:** Add the date to **Deadline Reminders**, and follow your case in **Track Applications**; the status usually updates after your fingerprints are taken.`,
    sources: [
      {
        title: 'USCIS: Preparing for Your Biometric Services Appointment',
        url: 'https://www.uscis.gov/forms/filing-guidance/preparing-for-your-biometric-services-appointment',
      },
      CONTACT_CENTER,
    ],
    checkedOn: CHECKED,
    related: ['interview-notice', 'receipt-notice-i797c', 'biometrics-fee-included'],
    translations: {
      es: {
        question: '¿Qué pasa en una cita de biométricos de USCIS y qué debo llevar?',
        phrasings: [
          'me llego la cita del ASC, que tengo que llevar',
          '¿cómo cambio la fecha de mi cita de huellas?',
          'falté a mi cita de biometricos',
          '¿tengo que ir otra vez a que me tomen las huellas?',
        ],
        answer: `En una **cita de biométricos**, un **Centro de Apoyo de Solicitudes (ASC)** de USCIS toma sus **huellas digitales, su foto y su firma**. Se usan para las verificaciones de antecedentes y para cualquier tarjeta que vaya a recibir. Suele durar menos de una hora, y nadie le hace preguntas sobre su caso.

**Lleve:**
- Su **aviso de cita** (Formulario I-797C).
- Una **identificación con foto** vigente, como su pasaporte, green card, permiso de trabajo o licencia de conducir.
- Cualquier otra cosa que pida el aviso.

**Si no puede ir:**
- **Cambie la cita antes** de la fecha, desde su **cuenta en línea de USCIS** o llamando al Centro de Contacto de USCIS (800-375-5283). Necesita un buen motivo, como una enfermedad, un viaje ya planeado o no tener transporte.
- Si falta sin haberla cambiado, USCIS puede considerar su caso **abandonado** y negarlo. Llame de inmediato al Centro de Contacto para explicar lo ocurrido.

**Otras cosas que conviene saber:**
- A veces USCIS **reutiliza** huellas que ya tiene; recibirá un aviso que lo indica.
- Algunos ASC atienden antes de la fecha de la cita, pero no están obligados a hacerlo.
- Guarde el aviso sellado como prueba de que asistió.

**Siguiente paso:** Anote la fecha en **Deadline Reminders** y siga su caso en **Track Applications**; el estado suele actualizarse después de la toma de huellas.`,
      },
      fr: {
        question: "Que se passe-t-il à un rendez-vous de biométrie de l'USCIS, et que dois-je apporter ?",
        phrasings: [
          "convocation ASC, qu'est-ce que je dois apporter",
          'comment changer la date de mon rendez-vous pour les empreintes',
          "j'ai raté mon rendez-vous de biometrie",
          'dois-je refaire les empreintes digitales',
        ],
        answer: `Lors d'un **rendez-vous de biométrie**, un **Application Support Center (ASC)** de l'USCIS relève vos **empreintes digitales, votre photo et votre signature**. Elles servent aux vérifications de sécurité et à toute carte que vous recevrez. Cela dure en général moins d'une heure, et personne ne vous interroge sur votre dossier.

**Apportez :**
- Votre **convocation** (formulaire I-797C).
- Une **pièce d'identité avec photo** valide, comme votre passeport, votre carte verte, votre permis de travail ou votre permis de conduire.
- Tout autre document indiqué sur la convocation.

**Si vous ne pouvez pas y aller :**
- **Reportez le rendez-vous avant** la date, depuis votre **compte en ligne USCIS** ou en appelant le centre de contact de l'USCIS (800-375-5283). Il faut un motif sérieux, comme une maladie, un voyage prévu ou l'absence de transport.
- Si vous ne venez pas sans avoir reporté, l'USCIS peut considérer votre dossier comme **abandonné** et le refuser. Appelez tout de suite le centre de contact pour vous expliquer.

**À savoir aussi :**
- L'USCIS **réutilise** parfois des empreintes qu'il a déjà ; vous recevrez alors un avis.
- Certains ASC acceptent les personnes avant la date prévue, mais ils n'y sont pas obligés.
- Gardez la convocation tamponnée comme preuve de votre passage.

**Prochaine étape :** Inscrivez la date dans **Deadline Reminders** et suivez votre dossier dans **Track Applications** ; le statut change souvent après la prise d'empreintes.`,
      },
      de: {
        question: 'Was passiert bei einem USCIS-Biometrie-Termin, und was muss ich mitbringen?',
        phrasings: [
          'ASC Termin was muss ich mitbringen',
          'wie verschiebe ich meinen Fingerabdruck-Termin',
          'ich habe meinen Biometrietermin verpasst',
          'muss ich nochmal zur Abnahme der Fingerabdrücke',
        ],
        answer: `Bei einem **Biometrie-Termin** nimmt ein USCIS-**Application Support Center (ASC)** Ihre **Fingerabdrücke, ein Foto und Ihre Unterschrift** auf. Sie dienen der Sicherheitsüberprüfung und für jede Karte, die Sie bekommen. Der Termin dauert meist weniger als eine Stunde, und niemand stellt Ihnen Fragen zu Ihrem Fall.

**Mitbringen:**
- Ihre **Terminmitteilung** (Formular I-797C).
- Einen gültigen **Lichtbildausweis**, etwa Reisepass, Green Card, Arbeitserlaubnis oder Führerschein.
- Alles Weitere, was in der Mitteilung steht.

**Wenn Sie nicht kommen können:**
- **Verschieben Sie den Termin vorher**, über Ihr **USCIS-Onlinekonto** oder telefonisch beim USCIS Contact Center (800-375-5283). Sie brauchen einen triftigen Grund, etwa Krankheit, eine geplante Reise oder fehlende Fahrtmöglichkeit.
- Bleiben Sie ohne Verschiebung fern, kann USCIS Ihren Fall als **aufgegeben** behandeln und ablehnen. Rufen Sie sofort beim Contact Center an und erklären Sie die Lage.

**Außerdem gut zu wissen:**
- USCIS **verwendet** manchmal bereits vorhandene Fingerabdrücke **erneut**; darüber erhalten Sie eine Mitteilung.
- Manche ASCs nehmen Sie schon vor dem Termin dran, müssen das aber nicht.
- Bewahren Sie die abgestempelte Mitteilung als Nachweis auf, dass Sie da waren.

**Nächster Schritt:** Tragen Sie den Termin in **Deadline Reminders** ein und verfolgen Sie Ihren Fall mit **Track Applications**; der Status ändert sich meist nach der Abnahme der Fingerabdrücke.`,
      },
    },
  },
  {
    id: 'interview-notice',
    topic: 'case-status',
    question: 'What should I bring to my USCIS interview, and can I reschedule it?',
    phrasings: [
      'green card interview checklist',
      'what documents to take to the immigration interview',
      'how to reschedule a USCIS interview',
      'interview appointment notice from my field office',
      'do both spouses go to the marriage interview',
    ],
    keywords: [
      'interview notice',
      'I-797C',
      'field office',
      'green card interview',
      'naturalization interview',
      'reschedule',
      'interpreter',
      'original documents',
    ],
    answer: `Bring everything your **interview notice** lists, plus the **originals** of the documents you filed. The notice (Form I-797C) gives the date, time and USCIS field office.

**Usually bring:**
- The interview notice and a government **photo ID**.
- Your **passport(s)**, and any green card, work permit, travel document or I-94 you have.
- **Originals** of birth, marriage and divorce certificates and other key documents, with certified English translations.
- **New evidence** since you filed, such as recent tax returns, pay stubs, or proof of your shared life in a marriage case.
- Court records for any arrest or citation, even if the case was dismissed.

**For marriage cases,** both spouses usually must attend. Some interviews let you bring your own **interpreter**; naturalization interviews are in English unless you qualify for an exemption. Check your notice.

**If you can't attend:** ask to **reschedule** as soon as possible, following the instructions on the notice (often through the USCIS Contact Center). Missing an interview without telling USCIS can lead to a denial.

**Prepare:** review the forms you filed, because the officer will ask about your answers under oath. If you have a criminal record, past immigration problems or other worries, talk to a licensed immigration attorney or accredited representative before the interview.

**Next step:** Use **Document Review** to check your papers, and **Deadline Reminders** for the date.`,
    sources: [
      {
        title: 'USCIS: Interview Guidelines',
        url: 'https://www.uscis.gov/green-card/green-card-processes-and-procedures/interview-guidelines',
      },
      CONTACT_CENTER,
    ],
    checkedOn: CHECKED,
    related: ['biometrics-appointment', 'denied-after-interview', 'do-i-need-a-lawyer'],
    translations: {
      es: {
        question: '¿Qué debo llevar a mi entrevista con USCIS y puedo cambiar la fecha?',
        phrasings: [
          'lista de documentos para la entrevista de green card',
          'que papeles llevo a la entrevista de inmigracion',
          '¿cómo reprogramo una entrevista de USCIS?',
          'me llegó la cita para la entrevista en la oficina local',
        ],
        answer: `Lleve todo lo que pida su **aviso de entrevista**, además de los **originales** de los documentos que presentó. El aviso (Formulario I-797C) indica la fecha, la hora y la oficina local de USCIS.

**Normalmente debe llevar:**
- El aviso de entrevista y una **identificación oficial con foto**.
- Su **pasaporte** (o pasaportes) y cualquier green card, permiso de trabajo, documento de viaje o I-94 que tenga.
- **Originales** de actas de nacimiento, matrimonio y divorcio y otros documentos clave, con traducciones certificadas al inglés.
- **Pruebas nuevas** desde que presentó la solicitud, como declaraciones de impuestos recientes, talones de pago o pruebas de su vida en común en un caso de matrimonio.
- Documentos judiciales de cualquier arresto o multa, aunque el caso se haya desestimado.

**En los casos de matrimonio,** normalmente deben asistir ambos cónyuges. En algunas entrevistas puede llevar su propio **intérprete**; las entrevistas de naturalización son en inglés, salvo que usted califique para una exención. Revise su aviso.

**Si no puede asistir:** pida **reprogramar** lo antes posible, siguiendo las instrucciones del aviso (a menudo a través del Centro de Contacto de USCIS). Faltar a una entrevista sin avisar a USCIS puede llevar a una negación.

**Prepárese:** repase los formularios que presentó, porque el oficial le preguntará por sus respuestas bajo juramento. Si tiene antecedentes penales, problemas migratorios en el pasado u otras preocupaciones, hable con un abogado de inmigración con licencia o un representante acreditado antes de la entrevista.

**Siguiente paso:** Use **Document Review** para revisar sus papeles y **Deadline Reminders** para la fecha.`,
      },
      fr: {
        question: "Que dois-je apporter à mon entretien à l'USCIS, et puis-je le reporter ?",
        phrasings: [
          "liste des documents pour l'entretien de carte verte",
          "quels papiers apporter a l'entretien d'immigration",
          'comment reporter un entretien USCIS',
          "convocation a un entretien dans mon bureau local de l'USCIS",
        ],
        answer: `Apportez tout ce qu'indique votre **convocation à l'entretien**, ainsi que les **originaux** des documents que vous avez déposés. La convocation (formulaire I-797C) donne la date, l'heure et le bureau local (field office) de l'USCIS.

**En général, apportez :**
- La convocation et une **pièce d'identité officielle avec photo**.
- Votre ou vos **passeports**, et toute carte verte, tout permis de travail, document de voyage ou I-94 que vous avez.
- Les **originaux** des actes de naissance, de mariage et de divorce et d'autres documents clés, avec des traductions certifiées en anglais.
- Les **nouvelles preuves** depuis votre dépôt, comme des déclarations d'impôts récentes, des fiches de paie ou des preuves de votre vie commune dans un dossier de mariage.
- Les documents judiciaires de toute arrestation ou contravention, même si l'affaire a été classée.

**Pour les dossiers de mariage,** les deux conjoints doivent en général venir. Certains entretiens permettent de venir avec votre propre **interprète** ; les entretiens de naturalisation se déroulent en anglais, sauf exemption. Vérifiez votre convocation.

**Si vous ne pouvez pas venir :** demandez un **report** le plus tôt possible, en suivant les instructions de la convocation (souvent via le centre de contact de l'USCIS). Manquer un entretien sans prévenir l'USCIS peut entraîner un refus.

**Préparez-vous :** relisez les formulaires déposés, car l'agent vous interrogera sous serment sur vos réponses. Si vous avez un casier judiciaire, des problèmes d'immigration passés ou d'autres inquiétudes, consultez un avocat en immigration agréé ou un représentant accrédité avant l'entretien.

**Prochaine étape :** Utilisez **Document Review** pour vérifier vos papiers, et **Deadline Reminders** pour la date.`,
      },
      de: {
        question: 'Was muss ich zu meinem USCIS-Interview mitbringen, und kann ich den Termin verschieben?',
        phrasings: [
          'Checkliste für das Green-Card-Interview',
          'welche Dokumente zum Einwanderungsinterview mitnehmen',
          'wie verschiebe ich ein USCIS Interview',
          'Einladung zum Interview beim örtlichen USCIS-Büro',
        ],
        answer: `Bringen Sie alles mit, was in Ihrer **Interview-Einladung** steht, dazu die **Originale** der eingereichten Unterlagen. Die Einladung (Formular I-797C) nennt Datum, Uhrzeit und das zuständige USCIS-Büro (Field Office).

**Meist mitzubringen:**
- Die Einladung und einen amtlichen **Lichtbildausweis**.
- Ihren **Reisepass** (oder Ihre Reisepässe) sowie Green Card, Arbeitserlaubnis, Reisedokument oder I-94, falls vorhanden.
- **Originale** von Geburts-, Heirats- und Scheidungsurkunden und anderen wichtigen Dokumenten, mit beglaubigten englischen Übersetzungen.
- **Neue Nachweise** seit der Einreichung, etwa aktuelle Steuererklärungen, Gehaltsabrechnungen oder Belege für das gemeinsame Leben in einem Ehefall.
- Gerichtsunterlagen zu jeder Festnahme oder Verwarnung, auch wenn das Verfahren eingestellt wurde.

**Bei Ehefällen** müssen meist beide Ehepartner kommen. Zu manchen Interviews dürfen Sie einen eigenen **Dolmetscher** mitbringen; Einbürgerungsinterviews finden auf Englisch statt, außer Sie sind davon befreit. Prüfen Sie Ihre Einladung.

**Wenn Sie nicht kommen können:** Bitten Sie so früh wie möglich um einen **neuen Termin**, wie in der Einladung beschrieben (oft über das USCIS Contact Center). Wer ein Interview versäumt, ohne USCIS Bescheid zu geben, riskiert eine Ablehnung.

**Bereiten Sie sich vor:** Gehen Sie Ihre eingereichten Formulare durch, denn der Beamte fragt Sie unter Eid nach Ihren Antworten. Bei Vorstrafen, früheren Einwanderungsproblemen oder anderen Sorgen sprechen Sie vor dem Interview mit einem zugelassenen Einwanderungsanwalt oder akkreditierten Vertreter.

**Nächster Schritt:** Prüfen Sie Ihre Unterlagen mit **Document Review** und tragen Sie den Termin in **Deadline Reminders** ein.`,
      },
    },
  },
  {
    id: 'approval-notice-i797',
    topic: 'case-status',
    question: 'What do the different I-797 approval notices mean?',
    phrasings: [
      'what is an I-797A',
      'my I-797 approval has an I-94 at the bottom',
      'difference between i797a and i797b',
      'I got an approval notice, what now',
    ],
    keywords: [
      'I-797',
      'I-797A',
      'I-797B',
      'I-797D',
      'I-797E',
      'approval notice',
      'notice of action',
      'I-94',
      'change of status',
      'extension of stay',
    ],
    answer: `An **I-797 Notice of Action** is the letter USCIS uses to share decisions and other news about your case. The letter after "I-797" tells you what kind it is.

**Common types:**
- **I-797 (approval notice):** your application or petition was approved, for example an I-130.
- **I-797A:** approval of a **change or extension of status** inside the U.S. The bottom part is your new **I-94** record. Keep it with your passport.
- **I-797B:** approval where the person is abroad or will get a visa. It has **no I-94**, so the person needs a visa to enter.
- **I-797C:** receipts, appointments, transfers and rejections, not approvals.
- **I-797D:** comes with a card, such as a green card or work permit.
- **I-797E:** a Request for Evidence.

**What an approval does, and does not, mean:**
- An approved **petition** (such as an I-130 or I-140) is one step. It is not a green card or a visa.
- Check the **validity dates** and names. If you travel later, CBP gives you a new I-94 at entry, and that newest record is the one that counts.

**Next step:** Check the details for mistakes, and if USCIS made an error, ask for a correction. Save a copy, and note the approval in **Track Applications**.`,
    sources: [
      {
        title: 'USCIS: Form I-797, Types and Functions',
        url: 'https://www.uscis.gov/forms/filing-guidance/form-i-797-types-and-functions',
      },
      I94_SITE,
    ],
    checkedOn: CHECKED,
    related: ['receipt-notice-i797c', 'i94-record', 'case-status-meanings'],
    translations: {
      es: {
        question: '¿Qué significan los distintos avisos de aprobación I-797?',
        phrasings: [
          '¿qué es un I-797A?',
          'mi aprobacion I-797 trae un I-94 abajo',
          'diferencia entre i797a y i797b',
          'me llegó un aviso de aprobación, ¿y ahora qué?',
        ],
        answer: `Un **aviso de acción I-797 (Notice of Action)** es la carta que USCIS usa para comunicar decisiones y otras novedades sobre su caso. La letra que sigue a "I-797" indica de qué tipo es.

**Tipos comunes:**
- **I-797 (aviso de aprobación):** su solicitud o petición fue aprobada, por ejemplo un I-130.
- **I-797A:** aprobación de un **cambio o extensión de estatus** dentro de EE. UU. La parte inferior es su nuevo registro **I-94**. Guárdelo con su pasaporte.
- **I-797B:** aprobación cuando la persona está en el extranjero o va a recibir una visa. **No trae I-94**, así que la persona necesita una visa para entrar.
- **I-797C:** recibos, citas, traslados y rechazos; no son aprobaciones.
- **I-797D:** acompaña a una tarjeta, como una green card o un permiso de trabajo.
- **I-797E:** una solicitud de evidencia (RFE).

**Lo que una aprobación significa, y lo que no:**
- Una **petición** aprobada (como un I-130 o un I-140) es un paso. No es una green card ni una visa.
- Revise las **fechas de vigencia** y los nombres. Si viaja más adelante, CBP le da un nuevo I-94 al entrar, y ese registro más reciente es el que cuenta.

**Siguiente paso:** Revise que los datos no tengan errores y, si USCIS se equivocó, pida una corrección. Guarde una copia y anote la aprobación en **Track Applications**.`,
      },
    },
  },
  {
    id: 'case-transferred-notice',
    topic: 'case-status',
    question: 'Why was my USCIS case transferred to another office?',
    phrasings: [
      'case was transferred and a new office has jurisdiction',
      'I got a transfer notice from USCIS',
      'is it bad that my case moved to another service center',
      'my case was transferred to the National Benefits Center',
    ],
    keywords: [
      'transfer notice',
      'case transferred',
      'new office has jurisdiction',
      'service center',
      'National Benefits Center',
      'NBC',
      'field office',
      'I-797C',
    ],
    answer: `A **transfer** is normal and is **not a sign of a problem**. USCIS moves cases between offices to balance the work, or to send a case where its next step will happen, such as a **field office** near you for an interview.

You may get a **Form I-797C transfer notice**, and your online status may read "Case Was Transferred And A New Office Has Jurisdiction."

**What changes:**
- The **office** handling the case, shown on the notice.
- The **processing time** that applies. Compare your wait with the times for the new office.

**What stays the same:**
- Your **receipt number**, received date and priority date.
- Everything you already sent, which moves with the file.

**Tips:**
- For a Request for Evidence or any other notice, send your response to the address **on that notice**, not to the old office.
- A transfer can add some weeks. If your case becomes clearly slower than the new office's normal time, you can ask about it online with an **e-Request**.
- Keep your address current so notices from the new office reach you.

**Next step:** Keep following your case in **Track Applications**; it will show the next status update.`,
    sources: [CASE_STATUS, PROCESSING_TIMES],
    checkedOn: CHECKED,
    related: ['case-status-meanings', 'processing-times', 'check-uscis-case-status'],
    translations: {
      es: {
        question: '¿Por qué trasladaron mi caso de USCIS a otra oficina?',
        phrasings: [
          'mi caso fue transferido y una nueva oficina tiene jurisdicción',
          'me llego un aviso de traslado de USCIS',
          '¿es malo que mi caso se haya ido a otro centro de servicio?',
          'transfirieron mi caso al National Benefits Center',
        ],
        answer: `Un **traslado** es normal y **no indica un problema**. USCIS mueve casos entre oficinas para repartir el trabajo, o para enviar un caso adonde tendrá lugar su siguiente paso, como una **oficina local** cerca de usted para la entrevista.

Puede recibir un **aviso de traslado en el Formulario I-797C**, y su estado en línea puede decir "Case Was Transferred And A New Office Has Jurisdiction" (el caso fue trasladado y una nueva oficina tiene jurisdicción).

**Qué cambia:**
- La **oficina** que tramita el caso, indicada en el aviso.
- El **tiempo de procesamiento** que corresponde. Compare su espera con los tiempos de la nueva oficina.

**Qué no cambia:**
- Su **número de recibo**, su fecha de recibo y su fecha de prioridad.
- Todo lo que ya envió, que viaja con el expediente.

**Consejos:**
- Si recibe una solicitud de evidencia o cualquier otro aviso, envíe su respuesta a la dirección **que figura en ese aviso**, no a la oficina anterior.
- Un traslado puede sumar algunas semanas. Si su caso se vuelve claramente más lento que el tiempo normal de la nueva oficina, puede preguntar en línea con un **e-Request**.
- Mantenga su dirección al día para que los avisos de la nueva oficina le lleguen.

**Siguiente paso:** Siga su caso en **Track Applications**; ahí verá la próxima actualización de estado.`,
      },
    },
  },
  {
    id: 'processing-times',
    topic: 'case-status',
    question: 'How do I read USCIS processing times, and when can I ask about a slow case?',
    phrasings: [
      'how long will my application take',
      'uscis processing time for I-485',
      'my case is taking too long',
      'what does receipt date for a case inquiry mean',
      'my case is outside normal processing time',
    ],
    keywords: [
      'processing times',
      'how long',
      'wait time',
      'case inquiry',
      'e-Request',
      'outside normal processing time',
      'delay',
      'slow case',
      'backlog',
    ],
    answer: `Use the **USCIS processing times** page: choose your **form**, your **category**, and the **office** handling your case (shown on your receipt or transfer notice).

**How to read it:**
- The time shown is how long USCIS took to finish **most** recent cases of that kind. Some cases take longer.
- The page also shows a **"receipt date for a case inquiry."** If your received date is **earlier** than that date, your case is outside normal processing time.
- The times change every month and differ a lot between offices.

**When and how to ask:**
- If your case is **outside normal processing time**, submit an **e-Request** online or call the USCIS Contact Center.
- If that does not help, you can later ask the **CIS Ombudsman** or your member of Congress for help.
- Before that point, USCIS will usually just tell you to wait.

**Other options:**
- An **expedite request**, if you have an urgent reason.
- **Premium processing** for some employment-based forms, for an extra fee.

Visa cases at the National Visa Center or a consulate follow State Department timing, not this page.

**Next step:** Add your received date to **Track Applications** and check the processing times page about once a month.`,
    sources: [PROCESSING_TIMES, { title: 'USCIS: e-Request', url: 'https://egov.uscis.gov/e-request/' }],
    checkedOn: CHECKED,
    related: ['expedite-request', 'contact-uscis', 'check-uscis-case-status'],
    translations: {
      es: {
        question: '¿Cómo leo los tiempos de procesamiento de USCIS y cuándo puedo preguntar por un caso lento?',
        phrasings: [
          '¿cuánto se va a tardar mi solicitud?',
          'tiempo de procesamiento de uscis para el I-485',
          'mi caso esta tardando demasiado',
          'qué significa receipt date for a case inquiry',
          'mi caso está fuera del tiempo normal de procesamiento',
        ],
        answer: `Use la página de **tiempos de procesamiento de USCIS**: elija su **formulario**, su **categoría** y la **oficina** que tramita su caso (aparece en su aviso de recibo o de traslado).

**Cómo leerla:**
- El tiempo indicado es lo que USCIS tardó en terminar **la mayoría** de los casos recientes de ese tipo. Algunos casos tardan más.
- La página también muestra una **"receipt date for a case inquiry"** (fecha de recibo para consultar un caso). Si su fecha de recibo es **anterior** a esa fecha, su caso está fuera del tiempo normal de procesamiento.
- Los tiempos cambian cada mes y varían mucho entre oficinas.

**Cuándo y cómo preguntar:**
- Si su caso está **fuera del tiempo normal de procesamiento**, envíe un **e-Request** en línea o llame al Centro de Contacto de USCIS.
- Si eso no resuelve nada, más adelante puede pedir ayuda al **Ombudsman de CIS** o a su congresista.
- Antes de ese momento, USCIS por lo general solo le dirá que espere.

**Otras opciones:**
- Una **solicitud de trámite acelerado** (expedite), si tiene un motivo urgente.
- El **procesamiento prioritario** (premium processing) para algunos formularios de empleo, con una tarifa adicional.

Los casos de visa en el Centro Nacional de Visas (NVC) o en un consulado siguen los plazos del Departamento de Estado, no los de esta página.

**Siguiente paso:** Agregue su fecha de recibo a **Track Applications** y consulte la página de tiempos de procesamiento más o menos una vez al mes.`,
      },
      fr: {
        question: "Comment lire les délais de traitement de l'USCIS, et quand puis-je me renseigner sur un dossier lent ?",
        phrasings: [
          'combien de temps va prendre ma demande',
          'delai de traitement uscis pour le I-485',
          'mon dossier prend beaucoup trop de temps',
          'mon dossier depasse le delai normal de traitement',
        ],
        answer: `Utilisez la page des **délais de traitement de l'USCIS** (processing times) : choisissez votre **formulaire**, votre **catégorie** et le **bureau** qui traite votre dossier (indiqué sur votre avis de réception ou de transfert).

**Comment la lire :**
- Le délai affiché est le temps qu'il a fallu à l'USCIS pour terminer **la plupart** des dossiers récents de ce type. Certains prennent plus longtemps.
- La page indique aussi une **« receipt date for a case inquiry »** (date de réception qui permet de se renseigner). Si votre date de réception est **antérieure** à cette date, votre dossier dépasse le délai normal de traitement.
- Les délais changent chaque mois et varient beaucoup d'un bureau à l'autre.

**Quand et comment se renseigner :**
- Si votre dossier **dépasse le délai normal**, envoyez une **e-Request** en ligne ou appelez le centre de contact de l'USCIS.
- Si cela ne suffit pas, vous pourrez ensuite demander l'aide du **CIS Ombudsman** ou de votre membre du Congrès.
- Avant ce stade, l'USCIS vous répondra en général simplement d'attendre.

**Autres options :**
- Une **demande de traitement accéléré** (expedite), si vous avez un motif urgent.
- Le **premium processing** pour certains formulaires liés à l'emploi, moyennant des frais supplémentaires.

Les dossiers de visa au National Visa Center ou dans un consulat suivent les délais du Département d'État, pas ceux de cette page.

**Prochaine étape :** Ajoutez votre date de réception dans **Track Applications** et consultez la page des délais environ une fois par mois.`,
      },
      de: {
        question: 'Wie lese ich die USCIS-Bearbeitungszeiten, und wann darf ich bei einem langsamen Fall nachfragen?',
        phrasings: [
          'wie lange dauert mein Antrag',
          'uscis Bearbeitungszeit fuer I-485',
          'mein Fall dauert viel zu lange',
          'mein Antrag liegt ausserhalb der normalen Bearbeitungszeit',
        ],
        answer: `Nutzen Sie die Seite **USCIS Processing Times**: Wählen Sie Ihr **Formular**, Ihre **Kategorie** und das **Büro**, das Ihren Fall bearbeitet (steht auf Ihrer Eingangsbestätigung oder Übertragungsmitteilung).

**So lesen Sie sie:**
- Die angezeigte Zeit ist die Dauer, in der USCIS **die meisten** neueren Fälle dieser Art abgeschlossen hat. Manche Fälle dauern länger.
- Die Seite zeigt außerdem ein **„receipt date for a case inquiry“** (Stichtag für Sachstandsanfragen). Liegt Ihr Eingangsdatum **davor**, ist Ihr Fall außerhalb der normalen Bearbeitungszeit.
- Die Zeiten ändern sich jeden Monat und unterscheiden sich stark zwischen den Büros.

**Wann und wie Sie nachfragen:**
- Liegt Ihr Fall **außerhalb der normalen Bearbeitungszeit**, stellen Sie online einen **e-Request** oder rufen Sie das USCIS Contact Center an.
- Hilft das nicht, können Sie sich später an den **CIS Ombudsman** oder Ihr Kongressmitglied wenden.
- Vorher sagt USCIS Ihnen in der Regel nur, dass Sie warten sollen.

**Weitere Möglichkeiten:**
- Ein **Antrag auf beschleunigte Bearbeitung** (Expedite), wenn Sie einen dringenden Grund haben.
- **Premium Processing** für manche arbeitsbezogene Formulare, gegen eine Zusatzgebühr.

Visumfälle beim National Visa Center oder einem Konsulat richten sich nach den Zeiten des Außenministeriums, nicht nach dieser Seite.

**Nächster Schritt:** Tragen Sie Ihr Eingangsdatum in **Track Applications** ein und sehen Sie etwa einmal im Monat auf der Seite nach.`,
      },
    },
  },
  {
    id: 'expedite-request',
    topic: 'case-status',
    question: 'How do I ask USCIS to expedite my case?',
    phrasings: [
      'can I speed up my green card application',
      'expedite request criteria',
      'urgent reason to process my work permit faster',
      'how to request faster processing from USCIS',
    ],
    keywords: [
      'expedite',
      'expedite request',
      'urgent',
      'faster processing',
      'financial loss',
      'humanitarian',
      'premium processing',
      'emergency',
    ],
    answer: `You can ask USCIS to **expedite** (speed up) a case for free, but only for serious reasons, and the decision is up to USCIS.

**Reasons USCIS considers:**
- **Severe financial loss** to you or a company, such as losing your job because a work permit is late (when the delay is not your fault).
- **Urgent humanitarian reasons**, such as a serious illness or a family emergency.
- A request from a **nonprofit** whose work furthers U.S. cultural or social interests.
- **U.S. government interests**, such as a request from a federal agency.
- A **clear USCIS error**.

**How to ask:**
- Wait until you have a **receipt number**.
- Call the **USCIS Contact Center** (800-375-5283) to make the request, and say exactly why it is urgent.
- Send **proof** when asked: letters from doctors or employers, travel tickets, official documents. Requests without proof are usually denied.

**Good to know:**
- Wanting an answer sooner, or a long wait alone, is usually not enough. For a slow case, see processing times and e-Requests instead.
- If your form can use **premium processing**, USCIS generally expects you to use that instead.
- For urgent travel, ask about **emergency advance parole** at a local office.

**Next step:** Gather your evidence first, then make the request, and watch for the answer in **Track Applications**.`,
    sources: [
      {
        title: 'USCIS: How to Make an Expedite Request',
        url: 'https://www.uscis.gov/forms/filing-guidance/how-to-make-an-expedite-request',
      },
      {
        title: 'USCIS Policy Manual: Volume 1, Part A, Chapter 5, Requests to Expedite Applications or Petitions',
        url: 'https://www.uscis.gov/policy-manual/volume-1-part-a-chapter-5',
      },
    ],
    checkedOn: CHECKED,
    related: ['processing-times', 'contact-uscis', 'advance-parole'],
    translations: {
      es: {
        question: '¿Cómo le pido a USCIS que acelere mi caso?',
        phrasings: [
          '¿puedo hacer que mi green card salga más rápido?',
          'criterios para pedir un expedite',
          'tengo una razon urgente para que procesen mi permiso de trabajo mas rapido',
          'como solicitar procesamiento acelerado a USCIS',
        ],
        answer: `Puede pedir a USCIS que **acelere** (expedite) un caso sin costo, pero solo por motivos serios, y la decisión depende de USCIS.

**Motivos que USCIS considera:**
- **Pérdida económica grave** para usted o para una empresa, como perder su empleo porque el permiso de trabajo se retrasa (cuando el retraso no es culpa suya).
- **Razones humanitarias urgentes**, como una enfermedad grave o una emergencia familiar.
- Una solicitud de una **organización sin fines de lucro** cuyo trabajo promueve intereses culturales o sociales de EE. UU.
- **Intereses del gobierno de EE. UU.**, como una solicitud de una agencia federal.
- Un **error evidente de USCIS**.

**Cómo pedirlo:**
- Espere a tener un **número de recibo**.
- Llame al **Centro de Contacto de USCIS** (800-375-5283) para hacer la solicitud y explique con precisión por qué es urgente.
- Envíe **pruebas** cuando se las pidan: cartas de médicos o empleadores, boletos de viaje, documentos oficiales. Las solicitudes sin pruebas normalmente se niegan.

**Conviene saber:**
- Querer una respuesta antes, o una larga espera por sí sola, normalmente no basta. Para un caso lento, consulte los tiempos de procesamiento y los e-Requests.
- Si su formulario admite **procesamiento prioritario** (premium processing), USCIS en general espera que use esa vía.
- Para un viaje urgente, pregunte por el **advance parole de emergencia** en una oficina local.

**Siguiente paso:** Reúna primero sus pruebas, luego haga la solicitud y esté atento a la respuesta en **Track Applications**.`,
      },
      fr: {
        question: "Comment demander à l'USCIS d'accélérer mon dossier ?",
        phrasings: [
          'peut-on accelerer une demande de carte verte',
          'criteres pour une demande expedite',
          'raison urgente pour traiter plus vite mon permis de travail',
          "demander un traitement plus rapide a l'USCIS",
        ],
        answer: `Vous pouvez demander gratuitement à l'USCIS d'**accélérer** (expedite) un dossier, mais seulement pour des motifs sérieux, et la décision appartient à l'USCIS.

**Motifs que l'USCIS prend en compte :**
- Une **perte financière grave** pour vous ou une entreprise, comme perdre votre emploi parce que votre permis de travail tarde (si le retard n'est pas de votre fait).
- Des **raisons humanitaires urgentes**, comme une maladie grave ou une urgence familiale.
- Une demande d'une **organisation à but non lucratif** dont l'action sert des intérêts culturels ou sociaux des États-Unis.
- Les **intérêts du gouvernement américain**, comme une demande d'une agence fédérale.
- Une **erreur manifeste de l'USCIS**.

**Comment faire :**
- Attendez d'avoir un **numéro de reçu**.
- Appelez le **centre de contact de l'USCIS** (800-375-5283) pour faire la demande, et expliquez précisément pourquoi c'est urgent.
- Envoyez des **preuves** quand on vous les demande : lettres de médecins ou d'employeurs, billets d'avion, documents officiels. Sans preuves, les demandes sont en général refusées.

**Bon à savoir :**
- Vouloir une réponse plus vite, ou une longue attente à elle seule, ne suffit généralement pas. Pour un dossier lent, voyez plutôt les délais de traitement et les e-Requests.
- Si votre formulaire permet le **premium processing**, l'USCIS attend en général que vous l'utilisiez.
- Pour un voyage urgent, renseignez-vous sur l'**advance parole d'urgence** auprès d'un bureau local.

**Prochaine étape :** Rassemblez d'abord vos preuves, faites ensuite la demande, et guettez la réponse dans **Track Applications**.`,
      },
      de: {
        question: 'Wie bitte ich USCIS, meinen Fall zu beschleunigen?',
        phrasings: [
          'kann ich meinen Green-Card-Antrag beschleunigen',
          'Kriterien für einen Expedite-Antrag',
          'dringender Grund, meine Arbeitserlaubnis schneller zu bekommen',
          'schnellere Bearbeitung bei USCIS beantragen',
        ],
        answer: `Sie können USCIS kostenlos bitten, einen Fall zu **beschleunigen** (Expedite), aber nur aus ernsten Gründen, und USCIS entscheidet nach eigenem Ermessen.

**Gründe, die USCIS berücksichtigt:**
- **Schwerer finanzieller Verlust** für Sie oder ein Unternehmen, etwa der Verlust Ihres Jobs, weil die Arbeitserlaubnis auf sich warten lässt (wenn Sie die Verzögerung nicht verschuldet haben).
- **Dringende humanitäre Gründe**, etwa eine schwere Krankheit oder ein familiärer Notfall.
- Ein Antrag einer **gemeinnützigen Organisation**, deren Arbeit kulturelle oder soziale Interessen der USA fördert.
- **Interessen der US-Regierung**, etwa die Anfrage einer Bundesbehörde.
- Ein **offensichtlicher Fehler von USCIS**.

**So stellen Sie den Antrag:**
- Warten Sie, bis Sie eine **Receipt Number** haben.
- Rufen Sie das **USCIS Contact Center** (800-375-5283) an, stellen Sie den Antrag und erklären Sie genau, warum es dringend ist.
- Schicken Sie auf Anfrage **Nachweise**: Schreiben von Ärzten oder Arbeitgebern, Flugtickets, amtliche Dokumente. Anträge ohne Nachweise werden meist abgelehnt.

**Gut zu wissen:**
- Der Wunsch nach einer schnelleren Antwort oder eine lange Wartezeit allein reicht meist nicht. Bei einem langsamen Fall helfen eher die Bearbeitungszeiten und e-Requests.
- Wenn Ihr Formular **Premium Processing** zulässt, erwartet USCIS in der Regel, dass Sie diesen Weg nutzen.
- Bei dringenden Reisen fragen Sie in einem örtlichen Büro nach **Emergency Advance Parole**.

**Nächster Schritt:** Sammeln Sie zuerst Ihre Nachweise, stellen Sie dann den Antrag und achten Sie in **Track Applications** auf die Antwort.`,
      },
    },
  },
  {
    id: 'contact-uscis',
    topic: 'case-status',
    question: 'How can I contact USCIS about my case?',
    phrasings: [
      'uscis phone number',
      'how to talk to a live person at USCIS',
      'make an appointment at my local USCIS office',
      'I never received my notice from USCIS',
      'how to get help from the CIS Ombudsman',
    ],
    keywords: [
      'USCIS Contact Center',
      'phone number',
      'Emma',
      'e-Request',
      'InfoPass',
      'field office appointment',
      'CIS Ombudsman',
      'DHS Form 7001',
      'online account',
      'congressman',
    ],
    answer: `Start online, then call, and turn to outside help only if USCIS can't fix the problem.

**1. Online:**
- **Case Status Online** and your **USCIS online account**, where you can see notices and send secure messages about your case.
- The **e-Request** tool for specific problems: a case outside normal processing time, a notice or card you never received, a typo on a notice or card, or a disability accommodation for an appointment.
- **Emma**, USCIS's virtual assistant, for general questions.

**2. Phone:** the **USCIS Contact Center** at 800-375-5283 (TTY 800-767-1833). If the first answer doesn't solve your problem, ask for a higher-level officer. The Contact Center can also set up an in-person appointment at a **field office** when you truly need one; offices do not take walk-ins.

**3. Outside help:**
- The **CIS Ombudsman**, an office of DHS separate from USCIS, can help after you have tried USCIS and given it time, for example when a case is far outside normal processing time. You ask online with **DHS Form 7001**.
- Your **member of Congress** has caseworkers who can send an inquiry for you.

Have your **receipt number**, A-number and date of birth ready every time.

**Next step:** Keep notes of each contact (date, name, reference number), and watch **Track Applications** for any change after you ask.`,
    sources: [
      CONTACT_CENTER,
      { title: 'DHS: CIS Ombudsman, How to Submit a Case Assistance Request', url: 'https://www.dhs.gov/case-assistance' },
      { title: 'USCIS: e-Request', url: 'https://egov.uscis.gov/e-request/' },
    ],
    checkedOn: CHECKED,
    related: ['check-uscis-case-status', 'processing-times', 'expedite-request'],
    translations: {
      es: {
        question: '¿Cómo puedo comunicarme con USCIS sobre mi caso?',
        phrasings: [
          'numero de telefono de uscis',
          '¿cómo hablo con una persona de verdad en USCIS?',
          'sacar cita en mi oficina local de USCIS',
          'nunca me llegó el aviso de USCIS',
          'como pedir ayuda al Ombudsman de CIS',
        ],
        answer: `Empiece en línea, luego llame, y busque ayuda externa solo si USCIS no puede resolver el problema.

**1. En línea:**
- **Case Status Online** y su **cuenta en línea de USCIS**, donde puede ver sus avisos y enviar mensajes seguros sobre su caso.
- La herramienta **e-Request** para problemas concretos: un caso fuera del tiempo normal de procesamiento, un aviso o una tarjeta que nunca recibió, un error tipográfico en un aviso o una tarjeta, o una adaptación por discapacidad para una cita.
- **Emma**, la asistente virtual de USCIS, para preguntas generales.

**2. Por teléfono:** el **Centro de Contacto de USCIS** en el 800-375-5283 (TTY 800-767-1833). Si la primera respuesta no resuelve su problema, pida hablar con un oficial de nivel superior. El Centro de Contacto también puede darle una cita en persona en una **oficina local** cuando de verdad la necesite; las oficinas no atienden sin cita.

**3. Ayuda externa:**
- El **Ombudsman de CIS**, una oficina del DHS independiente de USCIS, puede ayudar después de que usted haya intentado con USCIS y le haya dado tiempo, por ejemplo cuando un caso está muy fuera del tiempo normal de procesamiento. Se pide en línea con el **Formulario DHS 7001**.
- Su **congresista** tiene personal que puede enviar una consulta por usted.

Tenga a mano siempre su **número de recibo**, su número A y su fecha de nacimiento.

**Siguiente paso:** Anote cada contacto (fecha, nombre, número de referencia) y vigile en **Track Applications** cualquier cambio después de su consulta.`,
      },
      fr: {
        question: "Comment contacter l'USCIS au sujet de mon dossier ?",
        phrasings: [
          "numero de telephone de l'uscis",
          "comment parler a une vraie personne a l'USCIS",
          "prendre rendez-vous dans mon bureau local de l'USCIS",
          "je n'ai jamais recu mon avis de l'USCIS",
        ],
        answer: `Commencez en ligne, puis appelez, et ne cherchez une aide extérieure que si l'USCIS ne peut pas régler le problème.

**1. En ligne :**
- **Case Status Online** et votre **compte en ligne USCIS**, où vous voyez vos avis et pouvez envoyer des messages sécurisés sur votre dossier.
- L'outil **e-Request** pour des problèmes précis : un dossier hors du délai normal de traitement, un avis ou une carte jamais reçus, une faute de frappe sur un avis ou une carte, ou un aménagement pour handicap lors d'un rendez-vous.
- **Emma**, l'assistante virtuelle de l'USCIS, pour les questions générales.

**2. Par téléphone :** le **centre de contact de l'USCIS** au 800-375-5283 (TTY 800-767-1833). Si la première réponse ne règle pas le problème, demandez à parler à un agent de niveau supérieur. Le centre de contact peut aussi fixer un rendez-vous en personne dans un **bureau local** si vous en avez vraiment besoin ; les bureaux ne reçoivent pas sans rendez-vous.

**3. Aide extérieure :**
- Le **CIS Ombudsman**, un bureau du DHS indépendant de l'USCIS, peut aider une fois que vous avez sollicité l'USCIS et lui avez laissé du temps, par exemple quand un dossier dépasse de loin le délai normal. La demande se fait en ligne avec le **formulaire DHS 7001**.
- Votre **membre du Congrès** a des collaborateurs qui peuvent intervenir pour vous.

Ayez toujours sous la main votre **numéro de reçu**, votre numéro A et votre date de naissance.

**Prochaine étape :** Notez chaque contact (date, nom, numéro de référence) et surveillez **Track Applications** pour tout changement après votre demande.`,
      },
      de: {
        question: 'Wie kann ich USCIS wegen meines Falls kontaktieren?',
        phrasings: [
          'Telefonnummer von USCIS',
          'wie spreche ich bei USCIS mit einer echten Person',
          'Termin im örtlichen USCIS-Büro vereinbaren',
          'ich habe meinen Bescheid von USCIS nie bekommen',
        ],
        answer: `Beginnen Sie online, rufen Sie dann an, und holen Sie sich Hilfe von außen nur, wenn USCIS das Problem nicht lösen kann.

**1. Online:**
- **Case Status Online** und Ihr **USCIS-Onlinekonto**, wo Sie Bescheide sehen und sichere Nachrichten zu Ihrem Fall senden können.
- Das Tool **e-Request** für bestimmte Probleme: ein Fall außerhalb der normalen Bearbeitungszeit, ein Bescheid oder eine Karte, die nie angekommen sind, ein Tippfehler auf einem Bescheid oder einer Karte oder eine Vorkehrung wegen einer Behinderung bei einem Termin.
- **Emma**, die virtuelle Assistentin von USCIS, für allgemeine Fragen.

**2. Telefon:** das **USCIS Contact Center** unter 800-375-5283 (TTY 800-767-1833). Löst die erste Antwort Ihr Problem nicht, fragen Sie nach einem Beamten der nächsthöheren Ebene. Das Contact Center kann auch einen persönlichen Termin in einem **örtlichen Büro** vereinbaren, wenn Sie ihn wirklich brauchen; ohne Termin wird man dort nicht empfangen.

**3. Hilfe von außen:**
- Der **CIS Ombudsman**, eine von USCIS unabhängige Stelle des DHS, kann helfen, nachdem Sie es bei USCIS versucht und der Behörde Zeit gegeben haben, etwa wenn ein Fall weit außerhalb der normalen Bearbeitungszeit liegt. Den Antrag stellen Sie online mit **DHS-Formular 7001**.
- Ihr **Kongressabgeordneter** hat Mitarbeiter, die für Sie eine Anfrage stellen können.

Halten Sie jedes Mal Ihre **Receipt Number**, Ihre A-Number und Ihr Geburtsdatum bereit.

**Nächster Schritt:** Notieren Sie jeden Kontakt (Datum, Name, Referenznummer) und achten Sie in **Track Applications** auf Änderungen nach Ihrer Anfrage.`,
      },
    },
  },
  {
    id: 'do-i-need-a-lawyer',
    topic: 'case-status',
    question: 'Do I need a lawyer for my immigration case?',
    phrasings: [
      'should I hire an immigration attorney',
      'can I file my green card application without a lawyer',
      'free immigration legal help near me',
      'what is a G-28',
      'who is allowed to give immigration legal advice',
    ],
    keywords: [
      'lawyer',
      'attorney',
      'accredited representative',
      'G-28',
      'legal help',
      'pro bono',
      'DOJ-recognized organization',
      'free legal services',
      'notario',
    ],
    answer: `**Not always.** You can file most USCIS forms yourself, and many people do for simple cases, such as renewing a green card or applying for citizenship with a clean record. But some situations need real legal advice.

**Get professional help if you have:**
- Any **arrest**, charge or conviction, anywhere.
- Past **overstays**, an entry without inspection, a **removal order** or a past deportation.
- A case in **immigration court**, an asylum claim, or a waiver.
- A **denial**, a **Notice of Intent to Deny**, or questions about fraud or false claims.
- A case where the rules don't clearly fit your facts.

**Who may give legal advice:**
- A **licensed attorney** in good standing with a U.S. state bar. You can check on the bar's website.
- An **accredited representative** working for a **DOJ-recognized organization**. These groups often charge little or nothing. The Justice Department lists them, along with free legal service providers.

**Notarios**, notaries and "immigration consultants" may **not** give legal advice or choose forms for you.

When someone represents you, they file **Form G-28** so USCIS can talk with them about your case. Always get copies of everything filed for you.

**Next step:** Use the app's **Eligibility Check** and **Document Review** to prepare and to bring organized questions to a consultation. They help you get ready; they don't replace a lawyer's advice.`,
    sources: [
      { title: 'USCIS: Find Legal Services', url: 'https://www.uscis.gov/scams-fraud-and-misconduct/avoid-scams/find-legal-services' },
      {
        title: 'U.S. Department of Justice (EOIR): Recognition and Accreditation Program',
        url: 'https://www.justice.gov/eoir/recognition-and-accreditation-program',
      },
      { title: 'USCIS: G-28, Notice of Entry of Appearance as Attorney or Accredited Representative', url: 'https://www.uscis.gov/g-28' },
    ],
    checkedOn: CHECKED,
    related: ['notario-fraud', 'what-is-an-rfe', 'denied-after-interview'],
    translations: {
      es: {
        question: '¿Necesito un abogado para mi caso de inmigración?',
        phrasings: [
          '¿debo contratar a un abogado de inmigración?',
          'puedo meter mi solicitud de green card sin abogado',
          'ayuda legal de inmigracion gratis cerca de mi',
          'qué es el formulario G-28',
          '¿quién puede dar asesoría legal de inmigración?',
        ],
        answer: `**No siempre.** Usted puede presentar la mayoría de los formularios de USCIS por su cuenta, y mucha gente lo hace en casos sencillos, como renovar la green card o pedir la ciudadanía sin antecedentes. Pero algunas situaciones necesitan asesoría legal de verdad.

**Busque ayuda profesional si tiene:**
- Cualquier **arresto**, acusación o condena, en cualquier país.
- **Estadías más allá de lo permitido** en el pasado, una entrada sin inspección, una **orden de deportación** o una deportación anterior.
- Un caso en la **corte de inmigración**, una solicitud de asilo o un perdón (waiver).
- Una **negación**, un **aviso de intención de negar** o preguntas sobre fraude o declaraciones falsas.
- Un caso en el que las reglas no encajan claramente con su situación.

**Quién puede dar asesoría legal:**
- Un **abogado con licencia** y en regla ante el colegio de abogados (state bar) de un estado de EE. UU. Puede verificarlo en el sitio web de ese colegio.
- Un **representante acreditado** que trabaje para una **organización reconocida por el Departamento de Justicia (DOJ)**. Estas organizaciones suelen cobrar poco o nada. El Departamento de Justicia publica la lista, junto con la de proveedores de servicios legales gratuitos.

Los **notarios**, notarios públicos y "consultores de inmigración" **no** pueden darle asesoría legal ni elegir formularios por usted.

Cuando alguien lo representa, presenta el **Formulario G-28** para que USCIS pueda hablar con esa persona sobre su caso. Pida siempre copias de todo lo que presenten en su nombre.

**Siguiente paso:** Use el **Eligibility Check** y **Document Review** de la app para prepararse y llevar preguntas ordenadas a una consulta. Le ayudan a prepararse; no sustituyen el consejo de un abogado.`,
      },
      fr: {
        question: "Ai-je besoin d'un avocat pour mon dossier d'immigration ?",
        phrasings: [
          'dois-je engager un avocat en immigration',
          'peut-on deposer sa demande de carte verte sans avocat',
          'aide juridique gratuite en immigration pres de chez moi',
          "c'est quoi le formulaire G-28",
        ],
        answer: `**Pas toujours.** Vous pouvez déposer vous-même la plupart des formulaires de l'USCIS, et beaucoup de gens le font pour des dossiers simples, comme renouveler une carte verte ou demander la naturalisation sans antécédents. Mais certaines situations demandent un vrai conseil juridique.

**Faites-vous aider par un professionnel si vous avez :**
- Une **arrestation**, une inculpation ou une condamnation, où que ce soit.
- Un **dépassement de séjour** passé, une entrée sans contrôle, un **ordre d'expulsion** ou une expulsion antérieure.
- Une affaire devant le **tribunal de l'immigration**, une demande d'asile ou une demande de dispense (waiver).
- Un **refus**, un **avis d'intention de refus** (NOID) ou des questions de fraude ou de fausses déclarations.
- Un dossier où les règles ne correspondent pas clairement à votre situation.

**Qui peut donner un conseil juridique :**
- Un **avocat agréé** inscrit au barreau d'un État américain (state bar). Vous pouvez le vérifier sur le site du barreau.
- Un **représentant accrédité** travaillant pour une **organisation reconnue par le ministère de la Justice (DOJ)**. Ces organisations demandent souvent peu ou rien. Le ministère de la Justice en publie la liste, ainsi que celle des prestataires de services juridiques gratuits.

Les **notarios**, notaires et « consultants en immigration » **ne peuvent pas** donner de conseils juridiques ni choisir vos formulaires.

Quand quelqu'un vous représente, il dépose le **formulaire G-28** pour que l'USCIS puisse lui parler de votre dossier. Demandez toujours une copie de tout ce qui est déposé en votre nom.

**Prochaine étape :** Utilisez l'**Eligibility Check** et **Document Review** de l'application pour vous préparer et arriver à une consultation avec des questions claires. Ils vous aident à vous préparer ; ils ne remplacent pas l'avis d'un avocat.`,
      },
      de: {
        question: 'Brauche ich einen Anwalt für mein Einwanderungsverfahren?',
        phrasings: [
          'soll ich einen Einwanderungsanwalt nehmen',
          'Green Card ohne Anwalt beantragen',
          'kostenlose Rechtsberatung zur Einwanderung in meiner Nähe',
          'was ist das Formular G-28',
        ],
        answer: `**Nicht immer.** Die meisten USCIS-Formulare können Sie selbst einreichen, und viele tun das bei einfachen Fällen, etwa bei der Verlängerung der Green Card oder der Einbürgerung ohne Vorstrafen. Manche Situationen brauchen aber echte Rechtsberatung.

**Holen Sie sich professionelle Hilfe bei:**
- jeder **Festnahme**, Anklage oder Verurteilung, egal wo.
- früheren **Überziehungen** des Aufenthalts, einer Einreise ohne Kontrolle, einer **Abschiebungsanordnung** oder einer früheren Abschiebung.
- einem Verfahren vor dem **Einwanderungsgericht**, einem Asylantrag oder einem Waiver (Befreiungsantrag).
- einer **Ablehnung**, einer **Notice of Intent to Deny** oder Fragen zu Betrug oder falschen Angaben.
- einem Fall, in dem die Regeln nicht eindeutig auf Ihre Lage passen.

**Wer Rechtsberatung geben darf:**
- Ein **zugelassener Anwalt**, der bei der Anwaltskammer (State Bar) eines US-Bundesstaats zugelassen und in gutem Ansehen ist. Das können Sie auf der Website der Kammer prüfen.
- Ein **akkreditierter Vertreter** einer **vom Justizministerium (DOJ) anerkannten Organisation**. Diese Organisationen verlangen oft wenig oder nichts. Das Justizministerium veröffentlicht ihre Liste und eine Liste kostenloser Rechtsberatungsstellen.

**Notarios**, Notare und „Einwanderungsberater“ dürfen **keine** Rechtsberatung geben und keine Formulare für Sie auswählen.

Wenn Sie jemand vertritt, reicht er **Formular G-28** ein, damit USCIS mit ihm über Ihren Fall sprechen kann. Lassen Sie sich immer Kopien von allem geben, was für Sie eingereicht wird.

**Nächster Schritt:** Nutzen Sie den **Eligibility Check** und **Document Review** der App, um sich vorzubereiten und mit geordneten Fragen in eine Beratung zu gehen. Sie helfen bei der Vorbereitung, ersetzen aber keinen anwaltlichen Rat.`,
      },
    },
  },
  {
    id: 'notario-fraud',
    topic: 'case-status',
    question: 'How do I avoid immigration scams and notario fraud?',
    phrasings: [
      'is a notario allowed to help with my immigration papers',
      'someone promised me a green card for money',
      'how to report an immigration scam',
      'fake USCIS phone call asking for payment',
    ],
    keywords: [
      'notario',
      'notario publico',
      'scam',
      'fraud',
      'immigration consultant',
      'fake lawyer',
      'report scam',
      'accredited representative',
    ],
    answer: `In the U.S., a **notario público** or notary is **not a lawyer**. Only **licensed attorneys** and **accredited representatives** of DOJ-recognized organizations may give you immigration legal advice or represent you.

**Warning signs of a scam:**
- Promises of a **guaranteed** result, a "special connection," or a way to skip the line.
- Asking you to sign **blank forms**, or forms with false information.
- Keeping your **original documents** or passport.
- Charging you for government **forms**; USCIS forms are free on uscis.gov.
- Calls, emails or messages saying you owe USCIS money or will be deported unless you pay now, by gift card or wire transfer. USCIS does not ask for payment that way.
- Websites that look official but don't end in **.gov**.

**Protect yourself:**
- Check an attorney with the state bar, or an accredited representative on the Justice Department's list.
- Get a **written contract**, receipts, and a copy of everything filed for you.
- Read everything before you sign. Your signature means you swear it is true.

**If it happened to you:** report it to USCIS, your state attorney general and the Federal Trade Commission. A licensed attorney or accredited representative can help you fix anything that was filed wrongly.

**Next step:** Use **Document Review** to double-check papers someone else prepared for you before they are filed.`,
    sources: [
      AVOID_SCAMS,
      {
        title: 'U.S. Department of Justice (EOIR): Recognition and Accreditation Program',
        url: 'https://www.justice.gov/eoir/recognition-and-accreditation-program',
      },
    ],
    checkedOn: CHECKED,
    related: ['do-i-need-a-lawyer', 'how-to-pay-uscis-fees', 'contact-uscis'],
    translations: {
      es: {
        question: '¿Cómo evito las estafas de inmigración y el fraude de notarios?',
        phrasings: [
          '¿un notario me puede ayudar con mis papeles de inmigración?',
          'alguien me prometio una green card a cambio de dinero',
          'como denunciar una estafa de inmigracion',
          'me llamaron de USCIS pidiendo un pago, ¿es falso?',
        ],
        answer: `En EE. UU., un **notario público** **no es abogado**. Solo los **abogados con licencia** y los **representantes acreditados** de organizaciones reconocidas por el Departamento de Justicia (DOJ) pueden darle asesoría legal de inmigración o representarlo.

**Señales de una estafa:**
- Promesas de un resultado **garantizado**, un "contacto especial" o una forma de saltarse la fila.
- Pedirle que firme **formularios en blanco** o con información falsa.
- Quedarse con sus **documentos originales** o su pasaporte.
- Cobrarle por los **formularios** del gobierno; los formularios de USCIS son gratis en uscis.gov.
- Llamadas, correos o mensajes que dicen que usted le debe dinero a USCIS o que lo van a deportar si no paga ya, con tarjetas de regalo o giros. USCIS no pide pagos de esa forma.
- Sitios web que parecen oficiales pero no terminan en **.gov**.

**Protéjase:**
- Verifique a un abogado con el colegio de abogados de su estado, o a un representante acreditado en la lista del Departamento de Justicia.
- Pida un **contrato por escrito**, recibos y una copia de todo lo que presenten en su nombre.
- Lea todo antes de firmar. Su firma significa que usted jura que es verdad.

**Si le pasó a usted:** denúncielo ante USCIS, el fiscal general (attorney general) de su estado y la Comisión Federal de Comercio (FTC). Un abogado con licencia o un representante acreditado puede ayudarle a corregir lo que se haya presentado mal.

**Siguiente paso:** Use **Document Review** para revisar los papeles que otra persona le preparó antes de presentarlos.`,
      },
    },
  },
  {
    id: 'foia-immigration-records',
    topic: 'case-status',
    question: 'How do I get a copy of my immigration file?',
    phrasings: [
      'FOIA request USCIS',
      'how to request my A-file',
      'I lost my immigration documents, can I get copies',
      'get my old immigration records before applying for citizenship',
    ],
    keywords: [
      'FOIA',
      'Freedom of Information Act',
      'A-file',
      'alien file',
      'FIRST',
      'records request',
      'Privacy Act',
      'EOIR records',
      'CBP records',
    ],
    answer: `File a **Freedom of Information Act (FOIA)** request with USCIS, online through **FIRST**, the USCIS FOIA system. For most people asking for their own records, it is **free**.

**How it works:**
- Create an account on FIRST, choose a request for your own records, and ask for your **A-file** (your full immigration file) or for specific documents.
- Give your **A-number**, receipt numbers, full name (and past names), and date and country of birth, and verify your identity as the form asks.
- USCIS delivers the records online. Some pages may be withheld or partly blacked out.
- Requests for a few documents move faster than a full A-file. If you have an **immigration court** hearing scheduled, ask for the faster track for people in court.

**Other agencies hold other records**, each with its own FOIA request:
- **CBP:** entries, exits and border encounters.
- **ICE:** detention and enforcement records.
- **EOIR** (immigration courts): court files.
- **State Department:** visa applications.
- **FBI:** criminal history (identity history summary).

**Why it helps:** before a new filing, such as a green card or citizenship application, your file shows what you told the government before, so your new answers stay consistent.

**Next step:** Request your file early, because it can take months, and set a **Deadline Reminder** to check on it. If the records show problems, review them with a licensed immigration attorney or accredited representative.`,
    sources: [
      {
        title: 'USCIS: Request Records through the Freedom of Information Act or Privacy Act',
        url: 'https://www.uscis.gov/records/request-records-through-the-freedom-of-information-act-or-privacy-act',
      },
      { title: 'USCIS: FIRST, FOIA Immigration Records SysTem', url: 'https://first.uscis.gov/' },
    ],
    checkedOn: CHECKED,
    related: ['do-i-need-a-lawyer', 'i94-record', 'apply-for-citizenship'],
    translations: {
      es: {
        question: '¿Cómo consigo una copia de mi expediente de inmigración?',
        phrasings: [
          'solicitud FOIA a USCIS',
          '¿cómo pido mi A-file?',
          'perdi mis documentos de inmigracion, puedo sacar copias',
          'conseguir mis registros migratorios antiguos antes de pedir la ciudadanía',
        ],
        answer: `Presente una solicitud bajo la **Ley de Libertad de Información (FOIA)** ante USCIS, en línea a través de **FIRST**, el sistema FOIA de USCIS. Para la mayoría de las personas que piden sus propios registros, es **gratis**.

**Cómo funciona:**
- Cree una cuenta en FIRST, elija una solicitud de sus propios registros y pida su **A-file** (su expediente completo de inmigración) o documentos concretos.
- Indique su **número A**, sus números de recibo, su nombre completo (y nombres anteriores) y su fecha y país de nacimiento, y verifique su identidad como lo pide el formulario.
- USCIS entrega los registros en línea. Algunas páginas pueden retenerse o aparecer parcialmente tachadas.
- Pedir unos pocos documentos es más rápido que pedir el A-file completo. Si tiene una audiencia programada en la **corte de inmigración**, pida la vía rápida para personas con casos en la corte.

**Otras agencias guardan otros registros**, cada una con su propia solicitud FOIA:
- **CBP:** entradas, salidas y encuentros en la frontera.
- **ICE:** registros de detención y de control migratorio.
- **EOIR** (cortes de inmigración): expedientes judiciales.
- **Departamento de Estado:** solicitudes de visa.
- **FBI:** antecedentes penales (resumen de historial de identidad).

**Por qué ayuda:** antes de una nueva solicitud, como la green card o la ciudadanía, su expediente muestra lo que usted le dijo antes al gobierno, para que sus nuevas respuestas sean coherentes.

**Siguiente paso:** Pida su expediente con tiempo, porque puede tardar meses, y cree un **Deadline Reminder** para darle seguimiento. Si los registros muestran problemas, revíselos con un abogado de inmigración con licencia o un representante acreditado.`,
      },
    },
  },
  {
    id: 'case-status-meanings',
    topic: 'case-status',
    question: 'What do the USCIS online case status messages mean?',
    phrasings: [
      'case is being actively reviewed meaning',
      'what does case was received mean',
      'new card is being produced, how long until I get it',
      'my status says fingerprint fee was received',
      'case is ready to be scheduled for an interview',
    ],
    keywords: [
      'case status',
      'Case Was Received',
      'Actively Reviewed',
      'Fingerprint Fee Was Received',
      'Ready To Be Scheduled For An Interview',
      'Case Was Approved',
      'New Card Is Being Produced',
      'Card Was Mailed',
      'Case Was Denied',
      'status message',
    ],
    answer: `Each online status is a **short label for the last step** USCIS recorded. Here are the common ones:

- **Case Was Received:** USCIS accepted your filing and sent a receipt notice.
- **Fingerprint Fee Was Received:** an older message on some cases; USCIS has the payment and will schedule biometrics.
- **Fingerprints Were Taken:** your biometrics appointment is done.
- **Request for Evidence Was Sent:** USCIS needs more documents. Watch your mail and answer by the deadline.
- **Response to Request for Evidence Was Received:** your answer arrived, and the officer will review it.
- **Case Is Being Actively Reviewed:** an officer has worked on the file. It does not always mean a decision is near.
- **Case Was Transferred:** another office now handles the case.
- **Case Is Ready to Be Scheduled for an Interview:** you are waiting for an interview date, which can take months.
- **Interview Was Scheduled:** a notice with the date is on its way.
- **Case Was Approved:** USCIS approved it, and a notice follows.
- **New Card Is Being Produced:** your card is being made.
- **Card Was Mailed / Delivered:** your card is on its way or has arrived; a tracking number is often shown.
- **Case Was Denied** or **Case Was Rejected:** read the notice for the reasons and your options.

Statuses don't update at every step, and they sometimes lag behind your mail.

**Next step:** Add your receipt numbers to **Track Applications** to get updates, and read every notice that arrives.`,
    sources: [CASE_STATUS],
    checkedOn: CHECKED,
    related: ['check-uscis-case-status', 'what-is-an-rfe', 'case-transferred-notice'],
    translations: {
      es: {
        question: '¿Qué significan los mensajes del estado de caso en línea de USCIS?',
        phrasings: [
          'qué significa case is being actively reviewed',
          '¿qué quiere decir case was received?',
          'dice new card is being produced, cuanto falta para que me llegue',
          'mi estatus dice fingerprint fee was received',
          'el caso esta listo para programar entrevista, que significa',
        ],
        answer: `Cada estado en línea es una **etiqueta breve del último paso** que USCIS registró. Estos son los más comunes:

- **Case Was Received:** USCIS aceptó su solicitud y envió un aviso de recibo.
- **Fingerprint Fee Was Received:** un mensaje antiguo de algunos casos; USCIS tiene el pago y programará los biométricos.
- **Fingerprints Were Taken:** ya se hizo su cita de biométricos.
- **Request for Evidence Was Sent:** USCIS necesita más documentos. Esté atento a su correo y responda antes de la fecha límite.
- **Response to Request for Evidence Was Received:** su respuesta llegó y el oficial la revisará.
- **Case Is Being Actively Reviewed:** un oficial trabajó en el expediente. No siempre significa que la decisión esté cerca.
- **Case Was Transferred:** ahora otra oficina tramita el caso.
- **Case Is Ready to Be Scheduled for an Interview:** está esperando una fecha de entrevista, lo que puede tardar meses.
- **Interview Was Scheduled:** va en camino un aviso con la fecha.
- **Case Was Approved:** USCIS lo aprobó y enviará un aviso.
- **New Card Is Being Produced:** se está fabricando su tarjeta.
- **Card Was Mailed / Delivered:** su tarjeta va en camino o ya llegó; a menudo aparece un número de rastreo.
- **Case Was Denied** o **Case Was Rejected:** lea el aviso para conocer los motivos y sus opciones.

Los estados no se actualizan en cada paso y a veces van por detrás del correo postal.

**Siguiente paso:** Agregue sus números de recibo a **Track Applications** para recibir novedades, y lea cada aviso que le llegue.`,
      },
      fr: {
        question: "Que signifient les messages de statut en ligne de l'USCIS ?",
        phrasings: [
          'que veut dire case is being actively reviewed',
          "c'est quoi case was received",
          'new card is being produced, quand vais-je recevoir ma carte',
          'mon dossier est pret pour un entretien, ca veut dire quoi',
        ],
        answer: `Chaque statut en ligne est une **courte étiquette de la dernière étape** enregistrée par l'USCIS. Voici les plus courants :

- **Case Was Received :** l'USCIS a accepté votre demande et envoyé un avis de réception.
- **Fingerprint Fee Was Received :** un ancien message présent sur certains dossiers ; l'USCIS a reçu le paiement et va fixer la biométrie.
- **Fingerprints Were Taken :** votre rendez-vous de biométrie a eu lieu.
- **Request for Evidence Was Sent :** l'USCIS a besoin d'autres documents. Surveillez votre courrier et répondez avant la date limite.
- **Response to Request for Evidence Was Received :** votre réponse est arrivée et l'agent va l'examiner.
- **Case Is Being Actively Reviewed :** un agent a travaillé sur le dossier. Cela ne veut pas toujours dire qu'une décision est proche.
- **Case Was Transferred :** un autre bureau traite désormais le dossier.
- **Case Is Ready to Be Scheduled for an Interview :** vous attendez une date d'entretien, ce qui peut prendre des mois.
- **Interview Was Scheduled :** une convocation avec la date est en route.
- **Case Was Approved :** l'USCIS a approuvé le dossier, et un avis va suivre.
- **New Card Is Being Produced :** votre carte est en cours de fabrication.
- **Card Was Mailed / Delivered :** votre carte est en route ou a été livrée ; un numéro de suivi est souvent affiché.
- **Case Was Denied** ou **Case Was Rejected :** lisez l'avis pour connaître les motifs et vos options.

Le statut n'est pas mis à jour à chaque étape, et il est parfois en retard sur votre courrier.

**Prochaine étape :** Ajoutez vos numéros de reçu dans **Track Applications** pour être averti, et lisez chaque avis que vous recevez.`,
      },
      de: {
        question: 'Was bedeuten die Online-Statusmeldungen von USCIS?',
        phrasings: [
          'was heißt case is being actively reviewed',
          'was bedeutet case was received',
          'new card is being produced, wann kommt meine Karte',
          'mein Fall ist bereit fuer die Interviewplanung, was heisst das',
        ],
        answer: `Jeder Online-Status ist eine **kurze Bezeichnung für den letzten Schritt**, den USCIS erfasst hat. Die häufigsten:

- **Case Was Received:** USCIS hat Ihren Antrag angenommen und eine Eingangsbestätigung geschickt.
- **Fingerprint Fee Was Received:** eine ältere Meldung bei manchen Fällen; USCIS hat die Zahlung und plant den Biometrie-Termin.
- **Fingerprints Were Taken:** Ihr Biometrie-Termin hat stattgefunden.
- **Request for Evidence Was Sent:** USCIS braucht weitere Unterlagen. Achten Sie auf Ihre Post und antworten Sie fristgerecht.
- **Response to Request for Evidence Was Received:** Ihre Antwort ist eingegangen und wird geprüft.
- **Case Is Being Actively Reviewed:** Ein Sachbearbeiter hat an der Akte gearbeitet. Das heißt nicht immer, dass eine Entscheidung bevorsteht.
- **Case Was Transferred:** Ein anderes Büro ist jetzt zuständig.
- **Case Is Ready to Be Scheduled for an Interview:** Sie warten auf einen Interviewtermin, was Monate dauern kann.
- **Interview Was Scheduled:** Eine Einladung mit dem Termin ist unterwegs.
- **Case Was Approved:** USCIS hat genehmigt, ein Bescheid folgt.
- **New Card Is Being Produced:** Ihre Karte wird hergestellt.
- **Card Was Mailed / Delivered:** Ihre Karte ist unterwegs oder angekommen; oft wird eine Sendungsnummer angezeigt.
- **Case Was Denied** oder **Case Was Rejected:** Lesen Sie den Bescheid, um Gründe und Möglichkeiten zu erfahren.

Der Status wird nicht bei jedem Schritt aktualisiert und hinkt der Post manchmal hinterher.

**Nächster Schritt:** Tragen Sie Ihre Receipt Numbers in **Track Applications** ein, um Updates zu bekommen, und lesen Sie jeden Bescheid, der ankommt.`,
      },
    },
  },
  {
    id: 'what-is-an-a-number',
    topic: 'case-status',
    question: 'What is an A-number?',
    phrasings: [
      'where do I find my alien number',
      'what is the USCIS# on my green card',
      'is my A number the same as my receipt number',
      'how many digits does an alien registration number have',
      'I am not sure if I have an A-number',
      'registration number on my immigrant visa stamp',
    ],
    keywords: [
      'A-number',
      'A number',
      'A#',
      'alien number',
      'Alien Registration Number',
      'USCIS#',
      'USCIS number',
      'A-file',
      'registration number',
      'I-551',
      'EAD',
      'I-9',
    ],
    answer: `Your **A-number** (Alien Registration Number, also written A# or USCIS#) is the personal number the Department of Homeland Security gives many noncitizens. It is the letter **A followed by 7, 8 or 9 digits**, and it generally **stays the same for life**, whatever you file. It also names your **A-file**, your official immigration record.

**Where to find it:**
- **Green card** and **work permit (EAD):** the "USCIS#" on the front.
- **USCIS notices**, such as receipts and approvals, often labeled "A#" or "Alien Number."
- **Immigrant visa** in your passport: the "Registration Number" on the visa stamp.
- Papers from **immigration court**, such as a Notice to Appear.

**It is not your receipt number.** A receipt number (3 letters and 10 digits) belongs to one filing; your A-number belongs to you. Your USCIS online account number is different again.

**Who has one:** green card and immigrant visa holders, and usually people who have applied for a green card, asylum or a work permit, or who have been in removal proceedings. Many visitors, students and temporary workers never get one. If a form asks for it and you have none, follow the form's instructions; never guess. If a form wants 9 digits and yours is shorter, add zeros after the A (A12345678 becomes A012345678).

**Protect it.** Give it only to government agencies, to an employer on Form I-9 when needed, and to your attorney or accredited representative. Don't post it online or give it to unknown callers.

**Next step:** Keep it safe with your receipt numbers, and use **Document Review** to check that the same A-number appears on every form you file.`,
    sources: [
      {
        title: 'USCIS: Glossary (Alien Registration Number)',
        url: 'https://www.uscis.gov/tools/glossary',
      },
      {
        title: 'eCFR: 8 CFR 264.1, Registration and fingerprinting',
        url: 'https://www.ecfr.gov/current/title-8/chapter-I/subchapter-B/part-264/section-264.1',
      },
      {
        title: 'USCIS: USCIS Immigrant Fee',
        url: 'https://www.uscis.gov/forms/filing-fees/uscis-immigrant-fee',
      },
    ],
    checkedOn: '2026-11-30',
    related: ['receipt-notice-i797c', 'foia-immigration-records', 'check-uscis-case-status'],
    translations: {
      es: {
        question: '¿Qué es el número A (A-number)?',
        phrasings: [
          'donde encuentro mi numero de extranjero',
          '¿qué es el USCIS# de mi green card?',
          '¿el número A es lo mismo que el número de recibo?',
          'cuantos digitos tiene el alien number',
          'no se si tengo numero A',
        ],
        answer: `Su **número A** (A-number o Alien Registration Number, también escrito A# o USCIS#) es el número personal que el Departamento de Seguridad Nacional asigna a muchos no ciudadanos. Es la letra **A seguida de 7, 8 o 9 dígitos**, y por lo general **es el mismo toda la vida**, presente lo que presente. También identifica su **A-file**, su expediente oficial de inmigración.

**Dónde encontrarlo:**
- **Green card** y **permiso de trabajo (EAD):** el "USCIS#" en el frente.
- **Avisos de USCIS**, como recibos y aprobaciones, a menudo con la etiqueta "A#" o "Alien Number".
- **Visa de inmigrante** en su pasaporte: el "Registration Number" del sello de la visa.
- Documentos de la **corte de inmigración**, como un Aviso de Comparecencia (Notice to Appear).

**No es su número de recibo.** El número de recibo (3 letras y 10 dígitos) corresponde a una sola solicitud; el número A le corresponde a usted. El número de su cuenta en línea de USCIS es otro distinto.

**Quién lo tiene:** los residentes permanentes y los titulares de visa de inmigrante, y normalmente quienes han pedido una green card, asilo o un permiso de trabajo, o han estado en un proceso de deportación. Muchos visitantes, estudiantes y trabajadores temporales nunca reciben uno. Si un formulario lo pide y usted no tiene, siga las instrucciones del formulario; nunca lo invente. Si el formulario pide 9 dígitos y el suyo tiene menos, agregue ceros después de la A (A12345678 pasa a ser A012345678).

**Protéjalo.** Déselo solo a agencias del gobierno, a su empleador en el Formulario I-9 cuando haga falta y a su abogado o representante acreditado. No lo publique en internet ni se lo dé a personas desconocidas que lo llamen.

**Siguiente paso:** Guárdelo en un lugar seguro junto con sus números de recibo, y use **Document Review** para comprobar que el mismo número A aparece en cada formulario que presente.`,
      },
      fr: {
        question: "Qu'est-ce que le numéro A (A-number) ?",
        phrasings: [
          'où trouver mon alien number',
          "c'est quoi le USCIS# sur ma carte verte",
          'le numero A est-il le même que le numéro de reçu',
          "combien de chiffres a un numéro d'enregistrement d'étranger",
        ],
        answer: `Votre **numéro A** (A-number ou Alien Registration Number, aussi noté A# ou USCIS#) est le numéro personnel que le ministère de la Sécurité intérieure (DHS) attribue à de nombreux non-citoyens. C'est la lettre **A suivie de 7, 8 ou 9 chiffres**, et il **reste en général le même toute la vie**. Il désigne aussi votre **A-file**, votre dossier officiel d'immigration.

**Où le trouver :**
- **Carte verte** et **permis de travail (EAD) :** le « USCIS# » au recto.
- **Avis de l'USCIS**, comme les reçus et les approbations, souvent sous l'intitulé « A# » ou « Alien Number ».
- **Visa d'immigrant** dans votre passeport : le « Registration Number » sur la vignette du visa.
- Documents du **tribunal de l'immigration**, comme une Notice to Appear (convocation).

**Ce n'est pas votre numéro de reçu.** Un numéro de reçu (3 lettres et 10 chiffres) correspond à un seul dépôt ; le numéro A vous correspond à vous. Le numéro de votre compte en ligne USCIS est encore différent.

**Qui en a un :** les titulaires de carte verte et de visa d'immigrant, et en général les personnes qui ont demandé une carte verte, l'asile ou un permis de travail, ou qui ont fait l'objet d'une procédure d'expulsion. Beaucoup de visiteurs, d'étudiants et de travailleurs temporaires n'en reçoivent jamais. Si un formulaire le demande et que vous n'en avez pas, suivez les instructions du formulaire ; n'inventez jamais. Si le formulaire demande 9 chiffres et que le vôtre est plus court, ajoutez des zéros après le A (A12345678 devient A012345678).

**Protégez-le.** Ne le donnez qu'aux administrations, à votre employeur sur le formulaire I-9 si nécessaire, et à votre avocat ou représentant accrédité. Ne le publiez pas en ligne et ne le donnez pas à des inconnus.

**Prochaine étape :** Conservez-le en lieu sûr avec vos numéros de reçu, et utilisez **Document Review** pour vérifier que le même numéro A figure sur chaque formulaire que vous déposez.`,
      },
      de: {
        question: 'Was ist eine A-Number?',
        phrasings: [
          'wo finde ich meine Alien Number',
          'was ist die USCIS# auf meiner Green Card',
          'ist die A-Nummer das gleiche wie die Receipt Number',
          'wie viele Ziffern hat die Alien Registration Number',
        ],
        answer: `Ihre **A-Number** (Alien Registration Number, auch A# oder USCIS# geschrieben) ist die persönliche Nummer, die das Heimatschutzministerium (DHS) vielen Nicht-Staatsbürgern zuteilt. Sie besteht aus dem Buchstaben **A und 7, 8 oder 9 Ziffern** und **bleibt in der Regel ein Leben lang gleich**, egal was Sie beantragen. Sie bezeichnet auch Ihre **A-File**, Ihre offizielle Einwanderungsakte.

**Wo Sie sie finden:**
- **Green Card** und **Arbeitserlaubnis (EAD):** die „USCIS#“ auf der Vorderseite.
- **USCIS-Schreiben** wie Eingangs- und Genehmigungsbescheide, oft als „A#“ oder „Alien Number“ bezeichnet.
- **Einwanderungsvisum** im Pass: die „Registration Number“ auf dem Visum.
- Unterlagen des **Einwanderungsgerichts**, etwa eine Notice to Appear (Ladung).

**Sie ist nicht Ihre Receipt Number.** Eine Receipt Number (3 Buchstaben und 10 Ziffern) gehört zu einem einzelnen Antrag; die A-Number gehört zu Ihnen. Die Nummer Ihres USCIS-Onlinekontos ist wieder eine andere.

**Wer eine hat:** Green-Card-Inhaber und Inhaber eines Einwanderungsvisums, meist auch Personen, die eine Green Card, Asyl oder eine Arbeitserlaubnis beantragt haben oder in einem Abschiebungsverfahren waren. Viele Besucher, Studierende und befristete Arbeitskräfte bekommen nie eine. Fragt ein Formular danach und Sie haben keine, folgen Sie den Formularhinweisen; raten Sie nie. Verlangt ein Formular 9 Ziffern und Ihre Nummer ist kürzer, setzen Sie Nullen hinter das A (A12345678 wird zu A012345678).

**Schützen Sie sie.** Geben Sie sie nur Behörden, Ihrem Arbeitgeber auf Formular I-9, wenn nötig, und Ihrem Anwalt oder akkreditierten Vertreter. Veröffentlichen Sie sie nicht online und nennen Sie sie keinen unbekannten Anrufern.

**Nächster Schritt:** Bewahren Sie sie sicher bei Ihren Receipt Numbers auf und prüfen Sie mit **Document Review**, dass auf jedem Formular dieselbe A-Number steht.`,
      },
    },
  },
  {
    id: 'name-or-date-error-on-card',
    topic: 'case-status',
    question: 'How do I fix a wrong name or date on my green card or USCIS notice?',
    phrasings: [
      'typo on my green card',
      'my birth date is wrong on my work permit',
      'USCIS misspelled my name on the receipt notice',
      'i90 for a card with a USCIS error',
      'how to correct a mistake on my naturalization certificate',
    ],
    keywords: [
      'typo',
      'error',
      'wrong name',
      'wrong date of birth',
      'I-90',
      'I-765',
      'N-565',
      'e-Request',
      'typographical error',
      'correction',
      'USCIS error',
    ],
    answer: `Ask USCIS to correct it. If **USCIS made the mistake**, the fix is usually **free**; if the mistake was yours, you pay the normal fee. Check every new card and notice as soon as it arrives.

**If USCIS made the error** (the card or notice doesn't match what you submitted):
- **Notices** such as receipts and approvals: report a **typographical error** through the online **e-Request** tool or the USCIS Contact Center.
- **Green card:** file **Form I-90** and choose the reason for a USCIS error. There is **no fee**. Send the incorrect card and proof of the correct information.
- **Work permit (EAD):** ask for a corrected card through e-Request, or file **Form I-765** for a correction with no fee, as the form instructions explain.
- **Naturalization certificate:** file **Form N-565**; there is no fee when the error was USCIS's.

**If the mistake was yours**, or your information changed (for example a legal name change), you pay the normal fee. For a green card that is {{fee-i90-online}} online or {{fee-i90-paper}} on paper.

**Errors on your I-94** are fixed by CBP, or by USCIS if USCIS issued that I-94.

**Why fix it fast:** a wrong name or date can cause trouble with jobs, travel, Social Security and future applications.

**Next step:** Gather proof of the correct information, such as your passport or birth certificate, then file. **Document Review** can help you compare your card with your documents.`,
    sources: [
      { title: 'USCIS: I-90, Application to Replace Permanent Resident Card', url: 'https://www.uscis.gov/i-90' },
      { title: 'USCIS: e-Request', url: 'https://egov.uscis.gov/e-request/' },
      { title: 'USCIS: N-565, Application for Replacement Naturalization/Citizenship Document', url: 'https://www.uscis.gov/n-565' },
    ],
    checkedOn: CHECKED,
    related: ['green-card-renewal-i90', 'contact-uscis', 'i94-record'],
    translations: {
      es: {
        question: '¿Cómo corrijo un nombre o una fecha equivocados en mi green card o en un aviso de USCIS?',
        phrasings: [
          'mi green card tiene un error de tipeo',
          'mi fecha de nacimiento salio mal en el permiso de trabajo',
          'USCIS escribió mal mi nombre en el aviso de recibo',
          '¿cómo corrijo un error en mi certificado de naturalización?',
        ],
        answer: `Pida a USCIS que lo corrija. Si el **error fue de USCIS**, la corrección normalmente es **gratis**; si el error fue suyo, paga la tarifa normal. Revise cada tarjeta y cada aviso nuevos en cuanto le lleguen.

**Si el error fue de USCIS** (la tarjeta o el aviso no coinciden con lo que usted presentó):
- **Avisos** como recibos y aprobaciones: reporte un **error tipográfico** con la herramienta en línea **e-Request** o a través del Centro de Contacto de USCIS.
- **Green card:** presente el **Formulario I-90** y elija como motivo un error de USCIS. **No hay tarifa**. Envíe la tarjeta incorrecta y pruebas de los datos correctos.
- **Permiso de trabajo (EAD):** pida una tarjeta corregida por e-Request, o presente el **Formulario I-765** para una corrección sin tarifa, como explican las instrucciones del formulario.
- **Certificado de naturalización:** presente el **Formulario N-565**; no hay tarifa cuando el error fue de USCIS.

**Si el error fue suyo**, o sus datos cambiaron (por ejemplo, un cambio legal de nombre), paga la tarifa normal. Para una green card es {{fee-i90-online}} en línea o {{fee-i90-paper}} en papel.

**Los errores en su I-94** los corrige CBP, o USCIS si fue USCIS quien emitió ese I-94.

**Por qué corregirlo pronto:** un nombre o una fecha equivocados pueden causar problemas con el trabajo, los viajes, el Seguro Social y futuras solicitudes.

**Siguiente paso:** Reúna pruebas de los datos correctos, como su pasaporte o su acta de nacimiento, y luego presente la solicitud. **Document Review** puede ayudarle a comparar su tarjeta con sus documentos.`,
      },
    },
  },
  {
    id: 'employment-verification-green-card-holder',
    topic: 'case-status',
    question: 'How do I prove to an employer that I can work as a green card holder?',
    phrasings: [
      'which documents for the I-9 as a permanent resident',
      'my employer is asking for my green card',
      'my green card expired, can I still work',
      'i9 list A green card',
    ],
    keywords: [
      'I-9',
      'Form I-9',
      'List A',
      'employment verification',
      'green card',
      'I-551',
      'E-Verify',
      'work authorization',
      'expired green card',
      'IER',
    ],
    answer: `Show your **green card** (Form I-551) when you fill out **Form I-9** at a new job. It is a **List A** document, which proves both your identity and your right to work, so you don't need anything else.

**Other documents that work:**
- An **expired green card** together with a **receipt notice** for Form I-751 or Form I-90 that extends it.
- A foreign passport with a temporary **I-551 stamp**, or your **immigrant visa** with its printed note, as temporary proof until your card arrives.
- Instead of a List A document, one **List B** document (such as a driver's license) plus one **List C** document (such as an unrestricted Social Security card).

**Your rights:**
- You choose which acceptable documents to show. An employer may not **demand** your green card specifically or ask for more than the form requires.
- Employers should not make permanent residents prove their work permission again just because the green card expires. Different rules apply to temporary documents and receipts.
- If you face discrimination, contact the Justice Department's **Immigrant and Employee Rights Section (IER)**.

**Next step:** Check that your card is valid. If it expires within the next {{i90-renewal-months}} months, you can renew it with **Form I-90**; set **Deadline Reminders** so you don't forget.`,
    sources: [
      { title: 'USCIS I-9 Central: Form I-9 Acceptable Documents', url: 'https://www.uscis.gov/i-9-central/form-i-9-acceptable-documents' },
      {
        title: 'U.S. Department of Justice: Immigrant and Employee Rights Section',
        url: 'https://www.justice.gov/crt/immigrant-and-employee-rights-section',
      },
    ],
    checkedOn: CHECKED,
    related: ['green-card-renewal-i90', 'remove-conditions-i751', 'receipt-notice-i797c'],
    translations: {
      es: {
        question: '¿Cómo demuestro a un empleador que puedo trabajar si tengo green card?',
        phrasings: [
          '¿qué documentos uso para el I-9 como residente permanente?',
          'mi empleador me pide la green card',
          'se me vencio la green card, ¿puedo seguir trabajando?',
          'green card lista A del i9',
        ],
        answer: `Muestre su **green card** (Formulario I-551) cuando llene el **Formulario I-9** en un trabajo nuevo. Es un documento de la **Lista A**, que demuestra a la vez su identidad y su permiso para trabajar, así que no necesita nada más.

**Otros documentos que sirven:**
- Una **green card vencida** junto con un **aviso de recibo** del Formulario I-751 o del Formulario I-90 que la extiende.
- Un pasaporte extranjero con un **sello I-551** temporal, o su **visa de inmigrante** con su anotación impresa, como prueba temporal hasta que llegue su tarjeta.
- En lugar de un documento de la Lista A, un documento de la **Lista B** (como una licencia de conducir) más uno de la **Lista C** (como una tarjeta de Seguro Social sin restricciones).

**Sus derechos:**
- Usted elige qué documentos aceptables muestra. El empleador no puede **exigirle** específicamente la green card ni pedirle más de lo que pide el formulario.
- Los empleadores no deben hacer que un residente permanente vuelva a demostrar su permiso de trabajo solo porque la green card vence. Hay reglas distintas para documentos temporales y recibos.
- Si sufre discriminación, comuníquese con la **Sección de Derechos de Inmigrantes y Empleados (IER)** del Departamento de Justicia.

**Siguiente paso:** Compruebe que su tarjeta esté vigente. Si vence en los próximos {{i90-renewal-months}} meses, puede renovarla con el **Formulario I-90**; use **Deadline Reminders** para no olvidarlo.`,
      },
    },
  },

  // ---------------------------------------------------------------- Fees and fee waivers
  {
    id: 'fee-waiver-i912',
    topic: 'fees',
    question: 'Can I get a USCIS fee waiver with Form I-912?',
    phrasings: [
      'I cannot afford the USCIS filing fee',
      'i912 fee waiver eligibility',
      'free citizenship application for low income',
      'reduced fee for the N-400',
      'how to ask USCIS to waive the fee',
    ],
    keywords: [
      'I-912',
      'fee waiver',
      'reduced fee',
      'low income',
      'poverty guidelines',
      'means-tested benefit',
      'Medicaid',
      'SNAP',
      'financial hardship',
      'N-400',
    ],
    answer: `Yes, for **some forms**, if you can show that you can't pay. You ask with **Form I-912** (filing it costs {{fee-i912}}), attached to the form you want the fee waived for.

**You may qualify if any one of these applies:**
- You receive a **means-tested benefit**, such as Medicaid, SNAP (food stamps), TANF or SSI.
- Your household income is **at or below {{fee-waiver-poverty-percent}}%** of the federal poverty guidelines.
- You have a **financial hardship**, such as large medical bills or a job loss, shown with proof.

**Which forms:** waivers are allowed for forms such as the **N-400**, **N-600**, **N-565** and **I-90**, and for many humanitarian filings (for example some TPS, **I-765** and **I-485** cases). They are **not** allowed for most family and employment petitions, such as the **I-130**, **I-129F** or **I-140**. The charges that a 2025 law (Pub. L. 119-21) added for asylum, parole and TPS generally cannot be waived either. Check the I-912 page for the current list.

**Reduced citizenship fee:** if your household income is at or below {{n400-reduced-fee-poverty-percent}}% of the poverty guidelines but you don't qualify for a waiver, you can pay {{fee-n400-reduced}} for the **N-400**. Ask for it in the N-400 itself and include proof of income.

**Important:** a fee waiver request must be filed **on paper**. If USCIS denies the waiver, it **rejects** the whole filing, and you must file again with the fee.

**Next step:** Run the **Eligibility Check**, then use **Document Review** to check your proof of income before you mail the package.`,
    sources: [
      { title: 'USCIS: I-912, Request for Fee Waiver', url: 'https://www.uscis.gov/i-912' },
      {
        title: 'eCFR: 8 CFR 106.3, Fee waivers and exemptions',
        url: 'https://www.ecfr.gov/current/title-8/chapter-I/subchapter-B/part-106/section-106.3',
      },
      FEE_SCHEDULE,
    ],
    checkedOn: CHECKED,
    related: ['n400-fee', 'uscis-fees-overview', 'how-to-pay-uscis-fees'],
    translations: {
      es: {
        question: '¿Puedo obtener una exención de tarifas de USCIS con el Formulario I-912?',
        phrasings: [
          'no puedo pagar la tarifa de USCIS',
          'requisitos para la exención de pago I-912',
          'ciudadanía gratis para personas de bajos ingresos',
          'tarifa reducida del N-400',
        ],
        answer: `Sí, para **algunos formularios**, si puede demostrar que no puede pagar. Se pide con el **Formulario I-912** (presentarlo cuesta {{fee-i912}}), junto con el formulario cuya tarifa quiere que le perdonen.

**Puede calificar si se cumple cualquiera de estas condiciones:**
- Recibe un **beneficio basado en ingresos**, como Medicaid, SNAP (cupones de alimentos), TANF o SSI.
- Los ingresos de su hogar están **en o por debajo del {{fee-waiver-poverty-percent}}%** de las pautas federales de pobreza.
- Tiene una **dificultad económica**, como grandes gastos médicos o la pérdida del empleo, demostrada con pruebas.

**Qué formularios:** la exención se permite para formularios como el **N-400**, **N-600**, **N-565** e **I-90**, y para muchos trámites humanitarios (por ejemplo algunos casos de TPS, **I-765** e **I-485**). **No** se permite para la mayoría de las peticiones familiares y de empleo, como el **I-130**, **I-129F** o **I-140**. Los cargos que una ley de 2025 (Pub. L. 119-21) agregó para asilo, parole y TPS en general tampoco se pueden perdonar. Revise la página del I-912 para ver la lista actual.

**Tarifa reducida de ciudadanía:** si los ingresos de su hogar están en o por debajo del {{n400-reduced-fee-poverty-percent}}% de las pautas de pobreza pero no califica para la exención, puede pagar {{fee-n400-reduced}} por el **N-400**. Pídalo en el mismo N-400 e incluya pruebas de ingresos.

**Importante:** la solicitud de exención debe presentarse **en papel**. Si USCIS la niega, **rechaza** todo el paquete y debe presentarlo de nuevo con la tarifa.

**Siguiente paso:** Haga el **Eligibility Check** y luego use **Document Review** para revisar sus pruebas de ingresos antes de enviar el paquete.`,
      },
      fr: {
        question: "Puis-je obtenir une dispense de frais de l'USCIS avec le formulaire I-912 ?",
        phrasings: [
          "je n'ai pas les moyens de payer les frais de l'USCIS",
          'conditions de la dispense de frais I-912',
          'naturalisation gratuite pour faibles revenus',
          'tarif réduit pour le N-400',
        ],
        answer: `Oui, pour **certains formulaires**, si vous pouvez montrer que vous ne pouvez pas payer. La demande se fait avec le **formulaire I-912** (son dépôt coûte {{fee-i912}}), joint au formulaire dont vous voulez la dispense.

**Vous pouvez y avoir droit si l'un de ces cas s'applique :**
- Vous recevez une **aide sous condition de ressources**, comme Medicaid, SNAP (bons alimentaires), TANF ou SSI.
- Le revenu de votre foyer est **égal ou inférieur à {{fee-waiver-poverty-percent}} %** du seuil fédéral de pauvreté.
- Vous avez des **difficultés financières**, comme de lourdes dépenses médicales ou une perte d'emploi, preuves à l'appui.

**Quels formulaires :** la dispense est possible pour des formulaires comme le **N-400**, **N-600**, **N-565** et **I-90**, et pour de nombreuses démarches humanitaires (par exemple certains dossiers TPS, **I-765** et **I-485**). Elle **n'est pas** possible pour la plupart des pétitions familiales et professionnelles, comme le **I-130**, **I-129F** ou **I-140**. Les frais ajoutés par une loi de 2025 (Pub. L. 119-21) pour l'asile, le parole et le TPS ne peuvent en général pas non plus être dispensés. Consultez la page du I-912 pour la liste à jour.

**Tarif réduit pour la naturalisation :** si le revenu de votre foyer est égal ou inférieur à {{n400-reduced-fee-poverty-percent}} % du seuil de pauvreté mais que vous n'avez pas droit à la dispense, vous pouvez payer {{fee-n400-reduced}} pour le **N-400**. Demandez-le dans le N-400 lui-même, avec des preuves de revenus.

**Important :** une demande de dispense doit être déposée **sur papier**. Si l'USCIS la refuse, il **rejette** tout le dossier et vous devez le redéposer avec les frais.

**Prochaine étape :** Faites l'**Eligibility Check**, puis utilisez **Document Review** pour vérifier vos preuves de revenus avant l'envoi.`,
      },
      de: {
        question: 'Kann ich mit Formular I-912 eine Gebührenbefreiung bei USCIS bekommen?',
        phrasings: [
          'ich kann die USCIS-Gebühr nicht bezahlen',
          'Voraussetzungen für den Gebührenerlass I-912',
          'kostenlose Einbürgerung bei geringem Einkommen',
          'ermäßigte Gebühr für den N-400',
        ],
        answer: `Ja, für **manche Formulare**, wenn Sie zeigen können, dass Sie nicht zahlen können. Sie beantragen das mit **Formular I-912** (die Einreichung kostet {{fee-i912}}), das Sie dem Formular beilegen, für das die Gebühr entfallen soll.

**Sie können berechtigt sein, wenn einer dieser Punkte zutrifft:**
- Sie erhalten eine **einkommensabhängige Leistung** wie Medicaid, SNAP (Lebensmittelhilfe), TANF oder SSI.
- Ihr Haushaltseinkommen liegt **bei höchstens {{fee-waiver-poverty-percent}} %** der bundesweiten Armutsgrenze.
- Sie haben eine **finanzielle Notlage**, etwa hohe Arztrechnungen oder Jobverlust, und können sie belegen.

**Welche Formulare:** Ein Erlass ist möglich für Formulare wie **N-400**, **N-600**, **N-565** und **I-90** sowie für viele humanitäre Anträge (zum Beispiel manche TPS-, **I-765**- und **I-485**-Fälle). Für die meisten Familien- und Arbeitspetitionen wie **I-130**, **I-129F** oder **I-140** ist er **nicht** möglich. Auch die Gebühren, die ein Gesetz von 2025 (Pub. L. 119-21) für Asyl, Parole und TPS eingeführt hat, können in der Regel nicht erlassen werden. Die aktuelle Liste steht auf der I-912-Seite.

**Ermäßigte Einbürgerungsgebühr:** Liegt Ihr Haushaltseinkommen bei höchstens {{n400-reduced-fee-poverty-percent}} % der Armutsgrenze, reicht es aber nicht für einen Erlass, zahlen Sie für den **N-400** nur {{fee-n400-reduced}}. Beantragen Sie das direkt im N-400 und legen Sie Einkommensnachweise bei.

**Wichtig:** Ein Antrag auf Gebührenerlass muss **auf Papier** eingereicht werden. Lehnt USCIS den Erlass ab, wird das ganze Paket **zurückgewiesen**, und Sie müssen mit Gebühr neu einreichen.

**Nächster Schritt:** Machen Sie den **Eligibility Check** und prüfen Sie Ihre Einkommensnachweise vor dem Versand mit **Document Review**.`,
      },
    },
  },
  {
    id: 'how-to-pay-uscis-fees',
    topic: 'fees',
    question: 'How do I pay USCIS filing fees?',
    phrasings: [
      'can I pay USCIS with a check or money order',
      'g1450 credit card form',
      'how to pay the fee for a paper application',
      'pay immigration fees online',
      'G-1650 bank account payment',
    ],
    keywords: [
      'G-1450',
      'G-1650',
      'G-1651',
      'credit card',
      'debit card',
      'ACH',
      'bank account',
      'Pay.gov',
      'check',
      'money order',
      'payment',
    ],
    answer: `Pay **electronically**. If you file **online**, you pay inside your USCIS online account with a card or a U.S. bank account. If you file **on paper**, you attach a payment form to each application.

**For paper filings:**
- **Form G-1450:** pay by credit, debit or prepaid card.
- **Form G-1650:** pay by direct debit (ACH) from a **U.S. bank account**.
- Since **late October 2025**, USCIS generally **no longer accepts checks or money orders**, and a package paid that way is usually **rejected**. Only people who qualify for an exemption (Form **G-1651**) may still pay on paper.

**Avoid rejections:**
- Pay the **exact fee** for each form, using the fee schedule (**Form G-1055**) or the fee calculator on the day you file.
- Use a **separate payment** for each form in a package, so one problem doesn't sink the others.
- Make sure the card or account has enough money or credit, and write the details clearly. A declined payment means a rejected filing.
- Check whether your form has a lower **online** fee.

**Remember:** fees are generally **not refunded**, even if your case is denied.

**Next step:** Use **Document Review** to double-check the fee and payment form before you mail your package, then follow the receipt in **Track Applications**.`,
    sources: [
      { title: 'USCIS: Filing Fees', url: 'https://www.uscis.gov/forms/filing-fees' },
      { title: 'USCIS: G-1450, Authorization for Credit Card Transactions', url: 'https://www.uscis.gov/g-1450' },
      { title: 'USCIS: G-1650, Authorization for ACH Transactions', url: 'https://www.uscis.gov/g-1650' },
    ],
    checkedOn: CHECKED,
    related: ['uscis-fees-overview', 'fee-refund-rejected', 'fee-waiver-i912'],
    translations: {
      es: {
        question: '¿Cómo pago las tarifas de presentación de USCIS?',
        phrasings: [
          '¿puedo pagarle a USCIS con cheque o giro postal?',
          'formulario g1450 para pagar con tarjeta',
          'como pago la tarifa de una solicitud en papel',
          'pagar las tarifas de inmigración en línea',
          'pago desde cuenta bancaria con el G-1650',
        ],
        answer: `Pague de forma **electrónica**. Si presenta **en línea**, paga dentro de su cuenta en línea de USCIS con una tarjeta o una cuenta bancaria de EE. UU. Si presenta **en papel**, adjunte un formulario de pago a cada solicitud.

**Para solicitudes en papel:**
- **Formulario G-1450:** pago con tarjeta de crédito, débito o prepagada.
- **Formulario G-1650:** pago por débito directo (ACH) desde una **cuenta bancaria de EE. UU.**
- Desde **finales de octubre de 2025**, USCIS en general **ya no acepta cheques ni giros postales**, y un paquete pagado así normalmente se **rechaza**. Solo quienes califican para una exención (Formulario **G-1651**) pueden seguir pagando en papel.

**Evite rechazos:**
- Pague la **tarifa exacta** de cada formulario, según la tabla de tarifas (**Formulario G-1055**) o la calculadora de tarifas el día en que presente.
- Haga un **pago separado** para cada formulario del paquete, para que un problema no arrastre a los demás.
- Asegúrese de que la tarjeta o la cuenta tenga fondos o crédito suficientes, y escriba los datos con claridad. Un pago rechazado significa una solicitud rechazada.
- Revise si su formulario tiene una tarifa más baja **en línea**.

**Recuerde:** en general las tarifas **no se reembolsan**, aunque su caso sea negado.

**Siguiente paso:** Use **Document Review** para revisar la tarifa y el formulario de pago antes de enviar su paquete por correo, y luego siga el recibo en **Track Applications**.`,
      },
    },
  },
  {
    id: 'uscis-fees-overview',
    topic: 'fees',
    question: 'How much are USCIS fees now, and is filing online cheaper?',
    phrasings: [
      'current USCIS fee schedule',
      'new immigration fees since April 2024',
      'is it cheaper to file online',
      'g1055 fee schedule',
      'my application was rejected for the wrong fee',
    ],
    keywords: [
      'G-1055',
      'fee schedule',
      'fee calculator',
      'filing fee',
      'online filing',
      '8 CFR 106.2',
      'fee rule',
      'biometrics fee',
      'wrong fee',
      'how much',
    ],
    answer: `USCIS fees come from the **fee rule in force since April 1, 2024**, and many forms cost **less when you file online**. Always check the official **fee schedule (Form G-1055)** or the USCIS fee calculator on the day you file.

**Examples (online or paper):**
- **N-400** (citizenship): {{fee-n400-online}} online, {{fee-n400-paper}} on paper.
- **I-130** (family petition): {{fee-i130-online}} online, {{fee-i130-paper}} on paper.
- **I-90** (green card renewal): {{fee-i90-online}} online, {{fee-i90-paper}} on paper.

**Key points:**
- The old separate **biometrics fee** is now included in most filing fees.
- Some fees depend on **age, category or employer size**, and some forms filed together have their own rules.
- A 2025 law (Pub. L. 119-21) added **separate charges** for asylum, parole, TPS and some humanitarian work permits. They are adjusted every year.
- If you pay the **wrong amount**, USCIS **rejects** your filing and you must file again.
- Fees are generally **not refundable**.
- Some forms allow a **fee waiver** or a reduced fee for people with low income.

**Next step:** Confirm the fee for your exact form and category on the G-1055, then check how to pay before you file.`,
    sources: [
      FEE_SCHEDULE,
      { title: 'eCFR: 8 CFR 106.2, Fees', url: 'https://www.ecfr.gov/current/title-8/chapter-I/subchapter-B/part-106/section-106.2' },
      { title: 'USCIS: Filing Fees', url: 'https://www.uscis.gov/forms/filing-fees' },
    ],
    checkedOn: CHECKED,
    related: ['how-to-pay-uscis-fees', 'fee-waiver-i912', 'n400-fee'],
    translations: {
      es: {
        question: '¿Cuánto cuestan ahora los trámites de USCIS y es más barato presentar en línea?',
        phrasings: [
          'tabla de tarifas actual de USCIS',
          'nuevas tarifas de inmigracion desde abril de 2024',
          '¿sale más barato presentar por internet?',
          'tabla de tarifas g1055',
          'me rechazaron la solicitud por pagar una tarifa equivocada',
        ],
        answer: `Las tarifas de USCIS vienen de la **regla de tarifas vigente desde el 1 de abril de 2024**, y muchos formularios cuestan **menos si se presentan en línea**. Consulte siempre la **tabla oficial de tarifas (Formulario G-1055)** o la calculadora de tarifas de USCIS el día en que presente.

**Ejemplos (en línea o en papel):**
- **N-400** (ciudadanía): {{fee-n400-online}} en línea, {{fee-n400-paper}} en papel.
- **I-130** (petición familiar): {{fee-i130-online}} en línea, {{fee-i130-paper}} en papel.
- **I-90** (renovación de green card): {{fee-i90-online}} en línea, {{fee-i90-paper}} en papel.

**Puntos clave:**
- La antigua **tarifa de biométricos** separada ahora está incluida en la mayoría de las tarifas de presentación.
- Algunas tarifas dependen de la **edad, la categoría o el tamaño del empleador**, y algunos formularios presentados juntos tienen sus propias reglas.
- Una ley de 2025 (Pub. L. 119-21) agregó **cargos aparte** para asilo, parole, TPS y algunos permisos de trabajo humanitarios. Se ajustan cada año.
- Si paga un **monto equivocado**, USCIS **rechaza** su solicitud y debe presentarla de nuevo.
- En general, las tarifas **no son reembolsables**.
- Algunos formularios permiten una **exención de tarifa** o una tarifa reducida para personas de bajos ingresos.

**Siguiente paso:** Confirme en el G-1055 la tarifa de su formulario y categoría exactos, y revise cómo pagar antes de presentar.`,
      },
      fr: {
        question: "Combien coûtent aujourd'hui les démarches auprès de l'USCIS, et est-ce moins cher en ligne ?",
        phrasings: [
          "grille tarifaire actuelle de l'USCIS",
          "nouveaux frais d'immigration depuis avril 2024",
          'est-ce moins cher de deposer en ligne',
          'ma demande a ete rejetee pour des frais incorrects',
        ],
        answer: `Les frais de l'USCIS découlent de la **règle tarifaire en vigueur depuis le 1er avril 2024**, et de nombreux formulaires coûtent **moins cher en ligne**. Vérifiez toujours la **grille officielle (formulaire G-1055)** ou le calculateur de frais de l'USCIS le jour du dépôt.

**Exemples (en ligne ou sur papier) :**
- **N-400** (naturalisation) : {{fee-n400-online}} en ligne, {{fee-n400-paper}} sur papier.
- **I-130** (pétition familiale) : {{fee-i130-online}} en ligne, {{fee-i130-paper}} sur papier.
- **I-90** (renouvellement de carte verte) : {{fee-i90-online}} en ligne, {{fee-i90-paper}} sur papier.

**Points clés :**
- Les anciens **frais de biométrie** séparés sont désormais inclus dans la plupart des frais de dépôt.
- Certains frais dépendent de **l'âge, de la catégorie ou de la taille de l'employeur**, et certains formulaires déposés ensemble ont leurs propres règles.
- Une loi de 2025 (Pub. L. 119-21) a ajouté des **frais distincts** pour l'asile, le parole, le TPS et certains permis de travail humanitaires. Ils sont ajustés chaque année.
- Si vous payez un **montant erroné**, l'USCIS **rejette** votre demande et vous devez la redéposer.
- Les frais ne sont en général **pas remboursables**.
- Certains formulaires permettent une **dispense de frais** ou un tarif réduit pour les personnes à faibles revenus.

**Prochaine étape :** Vérifiez sur le G-1055 les frais de votre formulaire et de votre catégorie exacts, puis regardez comment payer avant de déposer.`,
      },
      de: {
        question: 'Wie hoch sind die USCIS-Gebühren jetzt, und ist die Online-Einreichung günstiger?',
        phrasings: [
          'aktuelle USCIS Gebührentabelle',
          'neue Einwanderungsgebühren seit April 2024',
          'ist online einreichen billiger',
          'mein Antrag wurde wegen falscher Gebühr zurückgewiesen',
        ],
        answer: `Die USCIS-Gebühren beruhen auf der **Gebührenregel, die seit dem 1. April 2024 gilt**, und viele Formulare sind **online günstiger**. Prüfen Sie am Tag der Einreichung immer die offizielle **Gebührentabelle (Formular G-1055)** oder den Gebührenrechner von USCIS.

**Beispiele (online oder auf Papier):**
- **N-400** (Einbürgerung): {{fee-n400-online}} online, {{fee-n400-paper}} auf Papier.
- **I-130** (Familienpetition): {{fee-i130-online}} online, {{fee-i130-paper}} auf Papier.
- **I-90** (Green-Card-Verlängerung): {{fee-i90-online}} online, {{fee-i90-paper}} auf Papier.

**Das Wichtigste:**
- Die frühere separate **Biometriegebühr** ist jetzt in den meisten Antragsgebühren enthalten.
- Manche Gebühren hängen von **Alter, Kategorie oder Größe des Arbeitgebers** ab, und für manche gemeinsam eingereichte Formulare gelten eigene Regeln.
- Ein Gesetz von 2025 (Pub. L. 119-21) hat **zusätzliche Gebühren** für Asyl, Parole, TPS und manche humanitäre Arbeitserlaubnisse eingeführt. Sie werden jährlich angepasst.
- Zahlen Sie einen **falschen Betrag**, **weist** USCIS Ihren Antrag **zurück**, und Sie müssen neu einreichen.
- Gebühren werden in der Regel **nicht erstattet**.
- Manche Formulare erlauben einen **Gebührenerlass** oder eine ermäßigte Gebühr bei geringem Einkommen.

**Nächster Schritt:** Prüfen Sie auf dem G-1055 die Gebühr für Ihr genaues Formular und Ihre Kategorie und klären Sie vor der Einreichung, wie Sie bezahlen.`,
      },
    },
  },
  {
    id: 'fee-refund-rejected',
    topic: 'fees',
    question: 'Do I get my USCIS fee back if my case is rejected or denied?',
    phrasings: [
      'USCIS rejected my application, what happens to my payment',
      'refund of an immigration filing fee',
      'difference between rejected and denied',
      'my case was denied, can I get my money back',
    ],
    keywords: ['refund', 'rejected', 'rejection', 'denied', 'denial', 'filing fee', 'non-refundable', 'rejection notice', 'I-797C'],
    answer: `**Not once USCIS has accepted your case**, even if it is later denied. A **rejected** filing is different: USCIS does not keep that fee.

**Rejected** means USCIS did **not accept** the filing, for example because of a wrong or missing fee, a missing signature, an outdated form edition or a missing required page. USCIS sends it back with a rejection notice and does **not keep your fee**: the payment is not charged, or it is reversed. But a rejected filing **does not hold your place**. It has no received date, so fix the problem and file again quickly, especially if a deadline or your status depends on it.

**Denied** means USCIS accepted the case, reviewed it, and said no. Fees are **not refunded** after acceptance, whatever the result and however long it took. Withdrawing a case does not bring a refund either.

**The rare exception:** USCIS may refund a fee when **it** made the mistake, such as charging more than the correct amount. Ask through the USCIS Contact Center and include proof.

**After a denial**, your options may include an appeal or motion on **Form I-290B** (fee {{fee-i290b}}) or a new filing with a new fee.

**Next step:** Read your notice to see which one happened. Before you file again, use **Document Review** to check signatures, pages and fees.`,
    sources: [CFR_103_2, { title: 'USCIS: Filing Fees', url: 'https://www.uscis.gov/forms/filing-fees' }],
    checkedOn: CHECKED,
    related: ['how-to-pay-uscis-fees', 'appeal-or-motion-i290b', 'uscis-fees-overview'],
    translations: {
      es: {
        question: '¿Me devuelven la tarifa de USCIS si rechazan o niegan mi caso?',
        phrasings: [
          'USCIS rechazó mi solicitud, ¿qué pasa con mi pago?',
          'reembolso de una tarifa de inmigracion',
          'diferencia entre rechazado y negado',
          'me negaron el caso, puedo recuperar mi dinero',
        ],
        answer: `**No, una vez que USCIS aceptó su caso**, aunque después lo niegue. Una solicitud **rechazada** es distinta: USCIS no se queda con esa tarifa.

**Rechazada** significa que USCIS **no aceptó** la solicitud, por ejemplo por una tarifa equivocada o faltante, una firma que falta, una edición vencida del formulario o una página obligatoria que falta. USCIS la devuelve con un aviso de rechazo y **no se queda con su tarifa**: el pago no se cobra o se revierte. Pero una solicitud rechazada **no le guarda el lugar**. No tiene fecha de recibo, así que corrija el problema y presente de nuevo pronto, sobre todo si depende de ello un plazo o su estatus.

**Negada** significa que USCIS aceptó el caso, lo revisó y dijo que no. Las tarifas **no se reembolsan** después de la aceptación, sea cual sea el resultado y tarde lo que tarde. Retirar un caso tampoco da derecho a reembolso.

**La rara excepción:** USCIS puede devolver una tarifa cuando **el error fue suyo**, como cobrar más del monto correcto. Pídalo a través del Centro de Contacto de USCIS e incluya pruebas.

**Después de una negación**, sus opciones pueden incluir una apelación o moción con el **Formulario I-290B** (tarifa {{fee-i290b}}) o una nueva solicitud con una nueva tarifa.

**Siguiente paso:** Lea su aviso para saber cuál de las dos cosas ocurrió. Antes de presentar de nuevo, use **Document Review** para revisar firmas, páginas y tarifas.`,
      },
    },
  },
  {
    id: 'biometrics-fee-included',
    topic: 'fees',
    question: 'Do I still have to pay a separate biometrics fee?',
    phrasings: [
      'is the fingerprint fee included in the filing fee',
      'do I pay extra for biometrics',
      'biometrics fee for TPS',
      'why is there no biometric services fee on my form anymore',
    ],
    keywords: ['biometrics fee', 'biometric services fee', 'fingerprint fee', 'TPS', 'I-821', 'fee rule', 'G-1055', 'EOIR'],
    answer: `For most USCIS forms, **no**. Since the fee rule took effect on **April 1, 2024**, the cost of fingerprints and photos is **built into the filing fee**, so you pay one amount per form.

**Main exceptions:**
- **Temporary Protected Status (TPS):** applicants who need biometrics usually pay a separate biometrics fee of {{fee-tps-biometrics}}, on top of the TPS filing fee and any charge added by the 2025 law (at least {{fee-tps-hr1}} where it applies), unless a fee waiver is granted.
- People with a case in **immigration court** may have to pay a biometrics fee to USCIS for certain requests. Follow the court's and USCIS's instructions.
- Cases filed **before April 1, 2024** followed the old rules, which had a separate biometrics fee.

Even when you don't pay separately, you still must go to your **biometrics appointment** when USCIS schedules one.

**To get it right:**
- Check the current **fee schedule (Form G-1055)** for your form and category; it shows any biometrics fee.
- Pay any required biometrics fee together with the filing fee, using a payment method USCIS accepts.
- A missing or wrong amount can get your filing **rejected**.

**Next step:** Confirm the exact total on the G-1055, and add your appointment to **Deadline Reminders** when the notice comes.`,
    sources: [
      FEE_SCHEDULE,
      { title: 'eCFR: 8 CFR 106.2, Fees', url: 'https://www.ecfr.gov/current/title-8/chapter-I/subchapter-B/part-106/section-106.2' },
    ],
    checkedOn: CHECKED,
    related: ['biometrics-appointment', 'uscis-fees-overview', 'tps-basics'],
    translations: {
      es: {
        question: '¿Todavía tengo que pagar una tarifa de biométricos aparte?',
        phrasings: [
          '¿la tarifa de huellas ya está incluida en la tarifa de presentación?',
          'tengo que pagar extra por los biometricos',
          'tarifa de biométricos para el TPS',
          'por que mi formulario ya no tiene tarifa de servicios biometricos',
        ],
        answer: `Para la mayoría de los formularios de USCIS, **no**. Desde que entró en vigor la regla de tarifas el **1 de abril de 2024**, el costo de las huellas y las fotos está **incluido en la tarifa de presentación**, así que paga un solo monto por formulario.

**Excepciones principales:**
- **Estatus de Protección Temporal (TPS):** quienes necesitan biométricos normalmente pagan una tarifa de biométricos aparte de {{fee-tps-biometrics}}, además de la tarifa de presentación del TPS y de cualquier cargo que agregó la ley de 2025 (al menos {{fee-tps-hr1}} donde corresponda), salvo que se conceda una exención de tarifa.
- Las personas con un caso en la **corte de inmigración** pueden tener que pagar a USCIS una tarifa de biométricos para ciertas solicitudes. Siga las instrucciones de la corte y de USCIS.
- Los casos presentados **antes del 1 de abril de 2024** seguían las reglas anteriores, que tenían una tarifa de biométricos separada.

Aunque no pague aparte, debe acudir a su **cita de biométricos** cuando USCIS la programe.

**Para hacerlo bien:**
- Consulte la **tabla de tarifas (Formulario G-1055)** vigente para su formulario y categoría; ahí aparece cualquier tarifa de biométricos.
- Pague la tarifa de biométricos que corresponda junto con la tarifa de presentación, con un método de pago que USCIS acepte.
- Un monto faltante o equivocado puede hacer que su solicitud sea **rechazada**.

**Siguiente paso:** Confirme el total exacto en el G-1055 y, cuando llegue el aviso, agregue su cita a **Deadline Reminders**.`,
      },
    },
  },
  {
    id: 'visa-fees-state-department',
    topic: 'fees',
    question: 'What fees do I pay for a U.S. visa at an embassy or consulate?',
    phrasings: [
      'how much is a tourist visa application',
      'visa application fee for H-1B stamping',
      'DS-260 immigrant visa fee',
      'MRV fee for a student visa',
      'do I pay USCIS after my immigrant visa is issued',
    ],
    keywords: [
      'MRV fee',
      'visa application fee',
      'DS-160',
      'DS-260',
      'consular fee',
      'reciprocity fee',
      'USCIS Immigrant Fee',
      'visa integrity fee',
      'NVC fees',
      'SEVIS fee',
    ],
    answer: `Visa fees are set by the **State Department** and paid before your interview. They are separate from USCIS fees and are **not refundable**.

**Temporary (nonimmigrant) visas:**
- Visitor, student and exchange visas (B, F, M, J): {{fee-visa-mrv}}.
- Petition-based work visas (H, L, O, P, Q, R): {{fee-visa-petition-based}}.
- Treaty trader and investor visas (E): {{fee-visa-e}}.
- Fiancé(e) and K-3 spouse visas (K): {{fee-visa-k}}.
- Some nationalities also pay a **reciprocity fee** when the visa is issued. A **visa integrity fee** created by a 2025 law may also be charged at issuance; check the State Department's fee page for its current status.
- Students and exchange visitors also pay the **SEVIS fee** to ICE before the interview: {{fee-sevis-f1}} for F and M students, {{fee-sevis-j1}} for most J exchange visitors.

**Immigrant visas (a green card from abroad):**
- Application fee (Form DS-260): {{fee-immigrant-visa-family}} for family cases, {{fee-immigrant-visa-employment}} for employment cases.
- **Affidavit of support** fee in family cases: {{fee-nvc-affidavit}}.
- The **USCIS Immigrant Fee** ({{fee-uscis-immigrant}}), paid online after the visa is issued and before you travel, so that your green card can be made.
- The **medical exam**, paid directly to the panel physician.

**Next step:** Confirm the amounts on the State Department fee page before you pay. After paying the USCIS Immigrant Fee, follow your green card in **Track Applications**.`,
    sources: [
      {
        title: 'U.S. Department of State: Fees for Visa Services',
        url: 'https://travel.state.gov/content/travel/en/us-visas/visa-information-resources/fees/fees-visa-services.html',
      },
      { title: 'USCIS: USCIS Immigrant Fee', url: 'https://www.uscis.gov/forms/filing-fees/uscis-immigrant-fee' },
      { title: 'ICE: I-901 SEVIS Fee', url: 'https://www.ice.gov/sevis/i901' },
    ],
    checkedOn: CHECKED,
    related: ['uscis-fees-overview', 'adjustment-or-consular-processing', 'visa-vs-status'],
    translations: {
      es: {
        question: '¿Qué tarifas pago por una visa de EE. UU. en una embajada o consulado?',
        phrasings: [
          '¿cuánto cuesta pedir una visa de turista?',
          'tarifa de la visa para el sellado de la H-1B',
          'costo de la visa de inmigrante DS-260',
          'tarifa MRV para visa de estudiante',
          'tengo que pagarle a USCIS despues de que me den la visa de inmigrante',
        ],
        answer: `Las tarifas de visa las fija el **Departamento de Estado** y se pagan antes de la entrevista. Son distintas de las tarifas de USCIS y **no son reembolsables**.

**Visas temporales (de no inmigrante):**
- Visas de visitante, estudiante e intercambio (B, F, M, J): {{fee-visa-mrv}}.
- Visas de trabajo basadas en una petición (H, L, O, P, Q, R): {{fee-visa-petition-based}}.
- Visas de comerciante e inversionista por tratado (E): {{fee-visa-e}}.
- Visas de prometido(a) y de cónyuge K-3 (K): {{fee-visa-k}}.
- Algunas nacionalidades pagan además una **tarifa de reciprocidad** cuando se emite la visa. También puede cobrarse al emitirla una **tarifa de integridad de visa** creada por una ley de 2025; revise su situación actual en la página de tarifas del Departamento de Estado.
- Los estudiantes y participantes de intercambio también pagan a ICE la **tarifa SEVIS** antes de la entrevista: {{fee-sevis-f1}} para estudiantes F y M, {{fee-sevis-j1}} para la mayoría de los visitantes de intercambio J.

**Visas de inmigrante (green card desde el extranjero):**
- Tarifa de solicitud (Formulario DS-260): {{fee-immigrant-visa-family}} en casos familiares, {{fee-immigrant-visa-employment}} en casos de empleo.
- Tarifa de la **declaración jurada de patrocinio** (affidavit of support) en casos familiares: {{fee-nvc-affidavit}}.
- La **USCIS Immigrant Fee** ({{fee-uscis-immigrant}}), que se paga en línea después de que se emite la visa y antes de viajar, para que se pueda fabricar su green card.
- El **examen médico**, que se paga directamente al médico autorizado (panel physician).

**Siguiente paso:** Confirme los montos en la página de tarifas del Departamento de Estado antes de pagar. Después de pagar la USCIS Immigrant Fee, siga su green card en **Track Applications**.`,
      },
    },
  },

  // ---------------------------------------------------------------- Green card lottery
  {
    id: 'diversity-visa-lottery',
    topic: 'green-card',
    question: 'How does the diversity visa lottery work, and how many visas are there?',
    phrasings: [
      'how do I apply for the green card lottery',
      'when is the DV lottery registration open',
      'am I eligible for the diversity visa',
      'I was selected in the DV lottery, what happens next',
      'is the green card lottery free',
      'how many diversity visas are given each year',
    ],
    keywords: [
      'DV',
      'DV lottery',
      'green card lottery',
      'diversity visa',
      'Diversity Immigrant Visa',
      'E-DV',
      'dvprogram.state.gov',
      'Entrant Status Check',
      'confirmation number',
      'INA 203(c)',
      'NACARA',
      'selectee',
      'DS-260',
      'lottery scam',
    ],
    answer: `The **Diversity Visa (DV) program**, often called the green card lottery, gives immigrant visas by **random selection** to people from countries with low rates of immigration to the U.S. Under **INA 203(c)** the law allows **up to 55,000 visas a year**; some years fewer are available, because up to 5,000 can go to NACARA cases.

**How to enter:**
- Only **online at dvprogram.state.gov**, during the **yearly registration period** the State Department announces.
- **One entry per person**; duplicates are disqualified. Follow the photo rules and list your spouse and all unmarried children under 21.
- **Keep your confirmation number.** Results appear only in the Entrant Status Check on that site, never by email.

**Who can enter:**
- Natives of **eligible countries**. The list changes every year.
- People with a **high school education** or its equivalent, or **two years of work experience** in the last five years in a job that requires at least two years of training or experience.

**Selection is not a visa.** More people are selected than there are visas. Selectees must qualify, pass an interview and background checks, and get the visa (or a green card inside the U.S.) before the program year ends on September 30. Since late 2025 the program has been delayed and partly paused for security reviews, so check its current status.

**Beware of fraud:** entering was free for years, and a 2025 rule added only a small registration fee, paid on the official site. Nobody can improve your chances, and the State Department never asks winners to wire money.

**Next step:** Read the current year's official instructions before you enter. If you are selected, use **Document Review** to prepare your documents.`,
    sources: [
      {
        title: 'U.S. Department of State: Diversity Visa Program, Entry',
        url: 'https://travel.state.gov/content/travel/en/us-visas/immigrate/diversity-visa-program-entry.html',
      },
      {
        title: 'USCIS: Green Card Through the Diversity Immigrant Visa Program',
        url: 'https://www.uscis.gov/green-card/green-card-eligibility/green-card-through-the-diversity-immigrant-visa-program',
      },
      {
        title: 'eCFR: 22 CFR 42.33, Diversity immigrants',
        url: 'https://www.ecfr.gov/current/title-22/chapter-I/subchapter-E/part-42/subpart-D/section-42.33',
      },
    ],
    checkedOn: '2026-11-30',
    related: ['adjustment-or-consular-processing', 'visa-fees-state-department', 'notario-fraud'],
    translations: {
      es: {
        question: '¿Cómo funciona la lotería de visas de diversidad y cuántas visas hay?',
        phrasings: [
          '¿cómo me inscribo en la lotería de visas?',
          'cuando abre la inscripcion de la loteria DV',
          '¿puedo participar en la loteria de la green card?',
          'me seleccionaron en la lotería de visas, ¿qué sigue?',
          'la loteria de visas es gratis',
        ],
        answer: `El **programa de Visas de Diversidad (DV)**, conocido como la lotería de visas o de la green card, otorga visas de inmigrante por **sorteo** a personas de países con poca inmigración a EE. UU. Según la **INA 203(c)**, la ley permite **hasta 55,000 visas al año**; algunos años hay menos, porque hasta 5,000 pueden destinarse a casos de NACARA.

**Cómo participar:**
- Solo **en línea en dvprogram.state.gov**, durante el **período anual de inscripción** que anuncia el Departamento de Estado.
- **Una sola inscripción por persona**; las duplicadas se descalifican. Siga las reglas de la foto e incluya a su cónyuge y a todos sus hijos solteros menores de 21 años.
- **Guarde su número de confirmación.** Los resultados solo aparecen en el Entrant Status Check de ese sitio, nunca por correo electrónico.

**Quién puede participar:**
- Personas nacidas en **países elegibles**. La lista cambia cada año.
- Personas con **educación secundaria completa** o su equivalente, o con **dos años de experiencia laboral** en los últimos cinco años en un trabajo que exija al menos dos años de formación o experiencia.

**Ser seleccionado no es una visa.** Se selecciona a más personas que visas disponibles. Los seleccionados deben calificar, pasar una entrevista y las verificaciones de antecedentes, y obtener la visa (o la green card dentro de EE. UU.) antes de que termine el año del programa, el 30 de septiembre. Desde finales de 2025 el programa ha sufrido retrasos y pausas parciales por revisiones de seguridad, así que consulte su situación actual.

**Cuidado con el fraude:** inscribirse fue gratis durante años, y una regla de 2025 solo agregó un pequeño cargo de inscripción, que se paga en el sitio oficial. Nadie puede mejorar sus probabilidades, y el Departamento de Estado nunca pide a los ganadores que envíen dinero por giro.

**Siguiente paso:** Lea las instrucciones oficiales del año en curso antes de inscribirse. Si lo seleccionan, use **Document Review** para preparar sus documentos.`,
      },
      fr: {
        question: 'Comment fonctionne la loterie des visas de diversité, et combien de visas y a-t-il ?',
        phrasings: [
          'comment participer à la loterie de la carte verte',
          "quand ouvre l'inscription a la loterie DV",
          "est-ce que je peux m'inscrire au diversity visa",
          "j'ai été sélectionné à la loterie DV, et maintenant",
        ],
        answer: `Le **programme Diversity Visa (DV)**, souvent appelé loterie de la carte verte, attribue des visas d'immigrant par **tirage au sort** à des personnes originaires de pays à faible immigration vers les États-Unis. Selon l'**INA 203(c)**, la loi prévoit **jusqu'à 55 000 visas par an** ; certaines années, il y en a moins, car jusqu'à 5 000 peuvent être réservés aux dossiers NACARA.

**Comment participer :**
- Uniquement **en ligne sur dvprogram.state.gov**, pendant la **période d'inscription annuelle** annoncée par le Département d'État.
- **Une seule inscription par personne** ; les doublons sont éliminés. Respectez les règles de la photo et indiquez votre conjoint et tous vos enfants célibataires de moins de 21 ans.
- **Gardez votre numéro de confirmation.** Les résultats s'affichent uniquement dans l'Entrant Status Check de ce site, jamais par e-mail.

**Qui peut participer :**
- Les personnes nées dans un **pays éligible**. La liste change chaque année.
- Les personnes ayant un **niveau d'études secondaires complet** ou équivalent, ou **deux ans d'expérience professionnelle** au cours des cinq dernières années dans un métier exigeant au moins deux ans de formation ou d'expérience.

**Être sélectionné n'est pas un visa.** Il y a plus de sélectionnés que de visas. Les sélectionnés doivent remplir les conditions, passer un entretien et les contrôles de sécurité, et obtenir le visa (ou la carte verte aux États-Unis) avant la fin de l'année du programme, le 30 septembre. Depuis fin 2025, le programme a connu des retards et des suspensions partielles pour des contrôles de sécurité : vérifiez sa situation actuelle.

**Attention aux fraudes :** l'inscription a longtemps été gratuite, et une règle de 2025 n'a ajouté que de petits frais d'inscription, payés sur le site officiel. Personne ne peut augmenter vos chances, et le Département d'État ne demande jamais aux gagnants d'envoyer de l'argent par virement.

**Prochaine étape :** Lisez les instructions officielles de l'année en cours avant de vous inscrire. Si vous êtes sélectionné, utilisez **Document Review** pour préparer vos documents.`,
      },
      de: {
        question: 'Wie funktioniert die Diversity-Visa-Lotterie, und wie viele Visa gibt es?',
        phrasings: [
          'wie nehme ich an der Green-Card-Lotterie teil',
          'wann ist die Anmeldung fuer die DV-Lotterie',
          'darf ich bei der Green Card Lotterie mitmachen',
          'ich wurde bei der DV-Lotterie ausgewählt, was jetzt',
        ],
        answer: `Das **Diversity-Visa-Programm (DV)**, oft Green-Card-Lotterie genannt, vergibt Einwanderungsvisa per **Zufallsauswahl** an Menschen aus Ländern mit geringer Einwanderung in die USA. Nach **INA 203(c)** erlaubt das Gesetz **bis zu 55.000 Visa pro Jahr**; in manchen Jahren sind es weniger, weil bis zu 5.000 an NACARA-Fälle gehen können.

**So nehmen Sie teil:**
- Nur **online auf dvprogram.state.gov**, während der **jährlichen Anmeldefrist**, die das Außenministerium bekannt gibt.
- **Eine Anmeldung pro Person**; doppelte Anmeldungen führen zum Ausschluss. Halten Sie die Fotoregeln ein und nennen Sie Ihren Ehepartner und alle ledigen Kinder unter 21.
- **Bewahren Sie Ihre Bestätigungsnummer auf.** Ergebnisse gibt es nur im Entrant Status Check dieser Website, nie per E-Mail.

**Wer teilnehmen darf:**
- Menschen, die in einem **berechtigten Land** geboren sind. Die Liste ändert sich jedes Jahr.
- Menschen mit **Schulabschluss auf High-School-Niveau** oder Gleichwertigem oder mit **zwei Jahren Berufserfahrung** in den letzten fünf Jahren in einem Beruf, der mindestens zwei Jahre Ausbildung oder Erfahrung verlangt.

**Ausgewählt zu sein ist noch kein Visum.** Es werden mehr Menschen ausgewählt, als es Visa gibt. Ausgewählte müssen die Voraussetzungen erfüllen, ein Interview und Sicherheitsprüfungen bestehen und das Visum (oder in den USA die Green Card) erhalten, bevor das Programmjahr am 30. September endet. Seit Ende 2025 gab es Verzögerungen und teilweise Unterbrechungen wegen Sicherheitsprüfungen; prüfen Sie daher den aktuellen Stand.

**Vorsicht vor Betrug:** Die Teilnahme war jahrelang kostenlos, und eine Regel von 2025 hat nur eine kleine Anmeldegebühr eingeführt, die auf der offiziellen Website bezahlt wird. Niemand kann Ihre Chancen verbessern, und das Außenministerium verlangt von Gewinnern nie Geldüberweisungen.

**Nächster Schritt:** Lesen Sie vor der Anmeldung die offiziellen Anweisungen für das laufende Jahr. Wenn Sie ausgewählt werden, bereiten Sie Ihre Unterlagen mit **Document Review** vor.`,
      },
    },
  },
];
