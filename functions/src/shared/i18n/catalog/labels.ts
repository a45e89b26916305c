// Form labels and names of things, as the input schemas pass them to their message helpers ("{label} is required.").
// Spanish follows the terms of USCIS's Spanish forms and pages where they have one (número de recibo, fecha de
// prioridad, peticionario, carga pública, presencia ilegal, buen carácter moral...).
import type { Catalog } from './types';

export const LABELS: Catalog = {
  // Names of things in "Not a valid {what} id"
  case: { es: 'caso', fr: 'dossier', de: 'Fall' },
  chat: { es: 'chat', fr: 'conversation', de: 'Chat' },
  file: { es: 'archivo', fr: 'fichier', de: 'Datei' },
  review: { es: 'revisión', fr: 'examen', de: 'Prüfung' },

  // Profile, settings, billing, support
  Name: { es: 'Nombre', fr: 'Nom', de: 'Name' },
  'Display name': { es: 'Nombre visible', fr: 'Nom affiché', de: 'Anzeigename' },
  'Photo URL': { es: 'URL de la foto', fr: 'URL de la photo', de: 'Foto-URL' },
  'Full name': { es: 'Nombre completo', fr: 'Nom complet', de: 'Vollständiger Name' },
  'Phone number': { es: 'Número de teléfono', fr: 'Numéro de téléphone', de: 'Telefonnummer' },
  Phone: { es: 'Teléfono', fr: 'Téléphone', de: 'Telefon' },
  Email: { es: 'Correo electrónico', fr: 'E-mail', de: 'E-Mail' },
  'Billing email': { es: 'Correo electrónico de facturación', fr: 'E-mail de facturation', de: 'Rechnungs-E-Mail' },
  'Cardholder name': { es: 'Nombre del titular de la tarjeta', fr: 'Nom du titulaire de la carte', de: 'Name des Karteninhabers' },
  'Special instructions': { es: 'Instrucciones especiales', fr: 'Instructions particulières', de: 'Besondere Hinweise' },
  Subject: { es: 'Asunto', fr: 'Objet', de: 'Betreff' },
  Description: { es: 'Descripción', fr: 'Description', de: 'Beschreibung' },
  Message: { es: 'Mensaje', fr: 'Message', de: 'Nachricht' },
  'File name': { es: 'Nombre del archivo', fr: 'Nom du fichier', de: 'Dateiname' },
  Search: { es: 'Búsqueda', fr: 'Recherche', de: 'Suche' },
  Page: { es: 'Página', fr: 'Page', de: 'Seite' },
  'Page size': { es: 'Tamaño de página', fr: 'Taille de page', de: 'Seitengröße' },
  'Case id': { es: 'Identificador del caso', fr: 'Identifiant du dossier', de: 'Fall-ID' },
  'Chat id': { es: 'Identificador del chat', fr: 'Identifiant de la conversation', de: 'Chat-ID' },
  Details: { es: 'Detalles', fr: 'Détails', de: 'Details' },

  // Cases, appointments, deadlines, experts
  'Start date': { es: 'Fecha inicial', fr: 'Date de début', de: 'Startdatum' },
  'End date': { es: 'Fecha final', fr: 'Date de fin', de: 'Enddatum' },
  'Case name': { es: 'Nombre del caso', fr: 'Nom du dossier', de: 'Fallname' },
  Applicant: { es: 'Solicitante', fr: 'Demandeur', de: 'Antragsteller' },
  'Filing date': { es: 'Fecha de presentación', fr: 'Date de dépôt', de: 'Einreichungsdatum' },
  'Priority date': { es: 'Fecha de prioridad', fr: 'Date de priorité', de: 'Prioritätsdatum' },
  'Submission date': { es: 'Fecha de envío', fr: 'Date de soumission', de: 'Einreichungsdatum' },
  Consulate: { es: 'Consulado', fr: 'Consulat', de: 'Konsulat' },
  'Interview date': { es: 'Fecha de la entrevista', fr: 'Date de l’entretien', de: 'Datum des Interviews' },
  'Officer name': { es: 'Nombre del oficial', fr: 'Nom de l’agent', de: 'Name des Sachbearbeiters' },
  Notice: { es: 'Aviso', fr: 'Avis', de: 'Bescheid' },
  'Notice date': { es: 'Fecha del aviso', fr: 'Date de l’avis', de: 'Datum des Bescheids' },
  Title: { es: 'Título', fr: 'Titre', de: 'Titel' },
  Place: { es: 'Lugar', fr: 'Lieu', de: 'Ort' },
  Notes: { es: 'Notas', fr: 'Notes', de: 'Notizen' },
  Note: { es: 'Nota', fr: 'Note', de: 'Notiz' },
  Highlight: { es: 'Punto destacado', fr: 'Point clé', de: 'Hinweis' },
  Reason: { es: 'Motivo', fr: 'Motif', de: 'Grund' },
  'Due date': { es: 'Fecha límite', fr: 'Échéance', de: 'Fälligkeitsdatum' },
  'I-94 admit-until date': {
    es: 'Fecha de admisión hasta del I-94',
    fr: 'Date d’admission limite du I-94',
    de: 'Datum „admit until“ des I-94',
  },
  'EAD expiry date': {
    es: 'Fecha de vencimiento del permiso de trabajo (EAD)',
    fr: 'Date d’expiration de l’autorisation de travail (EAD)',
    de: 'Ablaufdatum der Arbeitserlaubnis (EAD)',
  },
  'Green card expiry date': {
    es: 'Fecha de vencimiento de la tarjeta verde',
    fr: 'Date d’expiration de la carte verte',
    de: 'Ablaufdatum der Green Card',
  },
  'Permanent resident since': { es: 'Residente permanente desde', fr: 'Résident permanent depuis', de: 'Daueraufenthalt seit' },
  'Married to a U.S. citizen since': {
    es: 'Casado con un ciudadano estadounidense desde',
    fr: 'Marié à un citoyen américain depuis',
    de: 'Mit einem US-Staatsbürger verheiratet seit',
  },
  'Last arrival in the United States': {
    es: 'Última llegada a Estados Unidos',
    fr: 'Dernière arrivée aux États-Unis',
    de: 'Letzte Einreise in die Vereinigten Staaten',
  },
  'Passport expiry date': {
    es: 'Fecha de vencimiento del pasaporte',
    fr: 'Date d’expiration du passeport',
    de: 'Ablaufdatum des Reisepasses',
  },

  // The eligibility form: the applicant
  'Date of birth': { es: 'Fecha de nacimiento', fr: 'Date de naissance', de: 'Geburtsdatum' },
  Gender: { es: 'Sexo', fr: 'Sexe', de: 'Geschlecht' },
  'Country of birth': { es: 'País de nacimiento', fr: 'Pays de naissance', de: 'Geburtsland' },
  Nationality: { es: 'Nacionalidad', fr: 'Nationalité', de: 'Staatsangehörigkeit' },
  'Current address': { es: 'Dirección actual', fr: 'Adresse actuelle', de: 'Aktuelle Adresse' },
  'Preferred communication': { es: 'Comunicación preferida', fr: 'Mode de communication préféré', de: 'Bevorzugte Kommunikation' },
  'Data retention preference': {
    es: 'Preferencia de conservación de datos',
    fr: 'Préférence de conservation des données',
    de: 'Präferenz zur Datenaufbewahrung',
  },
  'Interpreter needs': { es: 'Necesidad de intérprete', fr: 'Besoin d’un interprète', de: 'Dolmetscherbedarf' },
  'Interpreter language': { es: 'Idioma del intérprete', fr: 'Langue de l’interprète', de: 'Sprache des Dolmetschers' },
  Dialect: { es: 'Dialecto', fr: 'Dialecte', de: 'Dialekt' },
  'Do you need a sign language interpreter?': {
    es: '¿Necesita un intérprete de lengua de señas?',
    fr: 'Avez-vous besoin d’un interprète en langue des signes ?',
    de: 'Benötigen Sie einen Gebärdensprachdolmetscher?',
  },
  'Electronic signature consent': {
    es: 'Consentimiento de firma electrónica',
    fr: 'Consentement à la signature électronique',
    de: 'Einwilligung in die elektronische Signatur',
  },
  'Do you consent to background checks?': {
    es: '¿Acepta las verificaciones de antecedentes?',
    fr: 'Consentez-vous aux vérifications d’antécédents ?',
    de: 'Stimmen Sie Hintergrundüberprüfungen zu?',
  },
  'Do you consent to data sharing?': {
    es: '¿Acepta que se compartan sus datos?',
    fr: 'Consentez-vous au partage de données ?',
    de: 'Stimmen Sie der Weitergabe von Daten zu?',
  },
  'Do you consent to electronic filing?': {
    es: '¿Acepta la presentación electrónica?',
    fr: 'Consentez-vous au dépôt électronique ?',
    de: 'Stimmen Sie der elektronischen Einreichung zu?',
  },
  'Each social media handle': {
    es: 'Cada usuario de redes sociales',
    fr: 'Chaque identifiant de réseau social',
    de: 'Jeder Social-Media-Name',
  },

  // Immigration history
  'Immigration history': { es: 'Historial migratorio', fr: 'Antécédents d’immigration', de: 'Einwanderungsgeschichte' },
  Overstays: { es: 'Permanencias más allá de lo autorizado', fr: 'Dépassements de séjour', de: 'Überschreitungen der Aufenthaltsdauer' },
  'Have you stayed in the United States longer than allowed?': {
    es: '¿Ha permanecido en Estados Unidos más tiempo del autorizado?',
    fr: 'Êtes-vous resté aux États-Unis plus longtemps qu’autorisé ?',
    de: 'Haben Sie sich länger als erlaubt in den Vereinigten Staaten aufgehalten?',
  },
  'Days of unlawful presence': {
    es: 'Días de presencia ilegal',
    fr: 'Jours de présence irrégulière',
    de: 'Tage unrechtmäßigen Aufenthalts',
  },
  'Departure date': { es: 'Fecha de salida', fr: 'Date de départ', de: 'Ausreisedatum' },
  'Overstay details': {
    es: 'Detalles de la permanencia más allá de lo autorizado',
    fr: 'Détails du dépassement de séjour',
    de: 'Einzelheiten zur Überschreitung',
  },
  Deportations: { es: 'Deportaciones', fr: 'Expulsions', de: 'Abschiebungen' },
  'Have you been removed or deported?': {
    es: '¿Ha sido removido o deportado?',
    fr: 'Avez-vous été renvoyé ou expulsé ?',
    de: 'Wurden Sie abgeschoben oder ausgewiesen?',
  },
  'Removal date': { es: 'Fecha de remoción', fr: 'Date d’expulsion', de: 'Datum der Abschiebung' },
  'Number of removals': { es: 'Número de remociones', fr: 'Nombre d’expulsions', de: 'Anzahl der Abschiebungen' },
  'Were you removed when you arrived?': {
    es: '¿Fue removido al llegar?',
    fr: 'Avez-vous été expulsé à votre arrivée ?',
    de: 'Wurden Sie bei Ihrer Ankunft abgeschoben?',
  },
  'Did you enter or try to enter without inspection afterwards?': {
    es: '¿Entró o intentó entrar sin inspección después?',
    fr: 'Êtes-vous entré ou avez-vous tenté d’entrer sans contrôle par la suite ?',
    de: 'Sind Sie danach ohne Kontrolle eingereist oder haben es versucht?',
  },
  'Removal details': { es: 'Detalles de la remoción', fr: 'Détails de l’expulsion', de: 'Einzelheiten zur Abschiebung' },
  'Previous visas': { es: 'Visas anteriores', fr: 'Visas antérieurs', de: 'Frühere Visa' },
  'Visa applications': { es: 'Solicitudes de visa', fr: 'Demandes de visa', de: 'Visumanträge' },
  'Visa refusals': { es: 'Negaciones de visa', fr: 'Refus de visa', de: 'Visumablehnungen' },
  'Voluntary departures': { es: 'Salidas voluntarias', fr: 'Départs volontaires', de: 'Freiwillige Ausreisen' },
  'Entry date': { es: 'Fecha de entrada', fr: 'Date d’entrée', de: 'Einreisedatum' },
  'Exit date': { es: 'Fecha de salida', fr: 'Date de sortie', de: 'Ausreisedatum' },
  Port: { es: 'Puerto de entrada', fr: 'Point d’entrée', de: 'Grenzübergang' },
  Country: { es: 'País', fr: 'Pays', de: 'Land' },

  // Criminal, medical and financial history
  'Criminal history': { es: 'Antecedentes penales', fr: 'Antécédents judiciaires', de: 'Vorstrafen' },
  Arrests: { es: 'Arrestos', fr: 'Arrestations', de: 'Festnahmen' },
  Convictions: { es: 'Condenas', fr: 'Condamnations', de: 'Verurteilungen' },
  'Have you been convicted of a crime?': {
    es: '¿Ha sido condenado por un delito?',
    fr: 'Avez-vous été condamné pour un crime ou un délit ?',
    de: 'Wurden Sie wegen einer Straftat verurteilt?',
  },
  'Conviction details': { es: 'Detalles de la condena', fr: 'Détails de la condamnation', de: 'Einzelheiten zur Verurteilung' },
  'Is there an outstanding warrant?': {
    es: '¿Hay una orden de arresto pendiente?',
    fr: 'Existe-t-il un mandat d’arrêt en cours ?',
    de: 'Liegt ein offener Haftbefehl vor?',
  },
  'Have you been flagged on a watch list?': {
    es: '¿Ha sido señalado en una lista de vigilancia?',
    fr: 'Avez-vous été signalé sur une liste de surveillance ?',
    de: 'Wurden Sie auf einer Beobachtungsliste vermerkt?',
  },
  'Security clearance': { es: 'Autorización de seguridad', fr: 'Habilitation de sécurité', de: 'Sicherheitsfreigabe' },
  'Medical history': { es: 'Historial médico', fr: 'Antécédents médicaux', de: 'Krankengeschichte' },
  'Are your vaccinations complete?': {
    es: '¿Tiene todas las vacunas requeridas?',
    fr: 'Vos vaccinations sont-elles à jour ?',
    de: 'Sind Ihre Impfungen vollständig?',
  },
  'Communicable diseases': { es: 'Enfermedades transmisibles', fr: 'Maladies transmissibles', de: 'Übertragbare Krankheiten' },
  Allergies: { es: 'Alergias', fr: 'Allergies', de: 'Allergien' },
  'Medical conditions': { es: 'Condiciones médicas', fr: 'Problèmes de santé', de: 'Erkrankungen' },
  'Public charge': { es: 'Carga pública', fr: 'Charge publique', de: 'Öffentliche Last (Public Charge)' },
  Debts: { es: 'Deudas', fr: 'Dettes', de: 'Schulden' },
  'Monthly expenses': { es: 'Gastos mensuales', fr: 'Dépenses mensuelles', de: 'Monatliche Ausgaben' },
  'Support obligations': { es: 'Obligaciones de manutención', fr: 'Obligations alimentaires', de: 'Unterhaltspflichten' },
  'Monthly income': { es: 'Ingresos mensuales', fr: 'Revenus mensuels', de: 'Monatliches Einkommen' },
  Assets: { es: 'Bienes', fr: 'Patrimoine', de: 'Vermögen' },

  // Family
  Relationship: { es: 'Parentesco', fr: 'Lien de parenté', de: 'Verwandtschaftsverhältnis' },
  'Petitioner status': { es: 'Estatus del peticionario', fr: 'Statut du pétitionnaire', de: 'Status des Antragstellers (Petitioner)' },
  'Are you unmarried?': { es: '¿Es usted soltero?', fr: 'Êtes-vous célibataire ?', de: 'Sind Sie unverheiratet?' },
  'Petitioner age': { es: 'Edad del peticionario', fr: 'Âge du pétitionnaire', de: 'Alter des Petitioners' },
  'Marriage date': { es: 'Fecha de matrimonio', fr: 'Date du mariage', de: 'Heiratsdatum' },
  'Marriage place': { es: 'Lugar del matrimonio', fr: 'Lieu du mariage', de: 'Ort der Eheschließung' },
  'Prior marriages': { es: 'Matrimonios anteriores', fr: 'Mariages antérieurs', de: 'Frühere Ehen' },
  'Naturalization date': { es: 'Fecha de naturalización', fr: 'Date de naturalisation', de: 'Datum der Einbürgerung' },
  'Derivative beneficiaries': { es: 'Beneficiarios derivados', fr: 'Bénéficiaires dérivés', de: 'Abgeleitete Begünstigte' },
  'Will the petitioner file an Affidavit of Support?': {
    es: '¿Presentará el peticionario una Declaración Jurada de Patrocinio Económico?',
    fr: 'Le pétitionnaire déposera-t-il un engagement de prise en charge (Affidavit of Support) ?',
    de: 'Wird der Petitioner eine Unterhaltsverpflichtung (Affidavit of Support) einreichen?',
  },
  'Country of chargeability': { es: 'País de imputabilidad', fr: 'Pays d’imputation', de: 'Anrechnungsland' },
  'Preference category': { es: 'Categoría de preferencia', fr: 'Catégorie de préférence', de: 'Präferenzkategorie' },

  // Employment
  'Do you have a job offer?': {
    es: '¿Tiene una oferta de empleo?',
    fr: 'Avez-vous une offre d’emploi ?',
    de: 'Haben Sie ein Stellenangebot?',
  },
  'Offered wage': { es: 'Salario ofrecido', fr: 'Salaire proposé', de: 'Angebotenes Gehalt' },
  'Prevailing wage': { es: 'Salario prevaleciente', fr: 'Salaire en vigueur', de: 'Ortsüblicher Lohn' },
  'Labor certification status': {
    es: 'Estado de la certificación laboral',
    fr: 'Statut de la certification de travail',
    de: 'Status der Arbeitsmarktzertifizierung',
  },
  'Highest degree': { es: 'Título más alto', fr: 'Diplôme le plus élevé', de: 'Höchster Abschluss' },
  'Years of experience': { es: 'Años de experiencia', fr: 'Années d’expérience', de: 'Jahre Berufserfahrung' },
  'Exceptional ability criteria': {
    es: 'Criterios de habilidad excepcional',
    fr: 'Critères de capacité exceptionnelle',
    de: 'Kriterien außergewöhnlicher Fähigkeiten',
  },
  'Exceptional ability criteria met': {
    es: 'Criterios de habilidad excepcional cumplidos',
    fr: 'Critères de capacité exceptionnelle remplis',
    de: 'Erfüllte Kriterien außergewöhnlicher Fähigkeiten',
  },
  Occupation: { es: 'Ocupación', fr: 'Profession', de: 'Beruf' },
  Profession: { es: 'Profesión', fr: 'Profession', de: 'Beruf' },
  'Advanced degree': { es: 'Título avanzado', fr: 'Diplôme de niveau supérieur', de: 'Höherer Abschluss' },
  'Proposed endeavor': { es: 'Proyecto propuesto', fr: 'Projet proposé', de: 'Geplantes Vorhaben' },
  'Does your endeavor have substantial merit and national importance?': {
    es: '¿Tiene su proyecto mérito sustancial e importancia nacional?',
    fr: 'Votre projet a-t-il un mérite substantiel et une importance nationale ?',
    de: 'Hat Ihr Vorhaben erheblichen Wert und nationale Bedeutung?',
  },
  'Are you well positioned to advance the endeavor?': {
    es: '¿Está bien posicionado para hacer avanzar el proyecto?',
    fr: 'Êtes-vous bien placé pour faire avancer le projet ?',
    de: 'Sind Sie gut aufgestellt, um das Vorhaben voranzubringen?',
  },
  'Would waiving the job offer benefit the United States?': {
    es: '¿Beneficiaría a Estados Unidos la exención de la oferta de empleo?',
    fr: 'La dispense d’offre d’emploi serait-elle bénéfique pour les États-Unis ?',
    de: 'Würde der Verzicht auf das Stellenangebot den Vereinigten Staaten nützen?',
  },
  'Will you practice in an underserved area?': {
    es: '¿Ejercerá en un área desatendida?',
    fr: 'Exercerez-vous dans une zone mal desservie ?',
    de: 'Werden Sie in einem unterversorgten Gebiet praktizieren?',
  },
  'Are you licensed in the United States?': {
    es: '¿Tiene licencia para ejercer en Estados Unidos?',
    fr: 'Êtes-vous autorisé à exercer aux États-Unis ?',
    de: 'Haben Sie eine Zulassung in den Vereinigten Staaten?',
  },

  // Investors and treaty traders
  'Investment amount': { es: 'Monto de la inversión', fr: 'Montant de l’investissement', de: 'Investitionsbetrag' },
  'Is the project in a targeted employment area?': {
    es: '¿Está el proyecto en un área de empleo focalizada?',
    fr: 'Le projet se situe-t-il dans une zone d’emploi ciblée ?',
    de: 'Liegt das Projekt in einem Zielbeschäftigungsgebiet (TEA)?',
  },
  'Full-time jobs created': {
    es: 'Empleos de tiempo completo creados',
    fr: 'Emplois à temps plein créés',
    de: 'Geschaffene Vollzeitstellen',
  },
  'Are you investing through a regional center?': {
    es: '¿Invierte a través de un centro regional?',
    fr: 'Investissez-vous par l’intermédiaire d’un centre régional ?',
    de: 'Investieren Sie über ein Regionalzentrum?',
  },
  'Source of funds': { es: 'Origen de los fondos', fr: 'Origine des fonds', de: 'Herkunft der Mittel' },
  'Business plan': { es: 'Plan de negocios', fr: 'Plan d’affaires', de: 'Geschäftsplan' },
  'Entity structure': { es: 'Estructura de la entidad', fr: 'Structure de l’entité', de: 'Struktur des Unternehmens' },
  'Escrow agreement': { es: 'Contrato de depósito en garantía', fr: 'Convention de séquestre', de: 'Treuhandvereinbarung' },
  'Job creation methodology': {
    es: 'Metodología de creación de empleos',
    fr: 'Méthode de création d’emplois',
    de: 'Methodik der Arbeitsplatzschaffung',
  },
  'Retention plan': { es: 'Plan de retención', fr: 'Plan de maintien', de: 'Plan zur Erhaltung' },
  'Treaty country': { es: 'País con tratado', fr: 'Pays signataire du traité', de: 'Vertragsstaat' },
  'Cost of the enterprise': { es: 'Costo de la empresa', fr: 'Coût de l’entreprise', de: 'Kosten des Unternehmens' },
  'Substantiality ratio': { es: 'Proporción de sustancialidad', fr: 'Ratio de substantialité', de: 'Substanzialitätsquote' },
  'Ownership percentage': { es: 'Porcentaje de propiedad', fr: 'Pourcentage de participation', de: 'Beteiligungsquote' },
  'Control plan': { es: 'Plan de control', fr: 'Plan de contrôle', de: 'Kontrollplan' },
  'Did you acquire this nationality through an investment?': {
    es: '¿Adquirió esta nacionalidad mediante una inversión?',
    fr: 'Avez-vous acquis cette nationalité par un investissement ?',
    de: 'Haben Sie diese Staatsangehörigkeit durch eine Investition erworben?',
  },
  'Years domiciled in the treaty country': {
    es: 'Años de domicilio en el país con tratado',
    fr: 'Années de domicile dans le pays signataire',
    de: 'Jahre mit Wohnsitz im Vertragsstaat',
  },
  'Have you held E status before?': {
    es: '¿Ha tenido antes estatus E?',
    fr: 'Avez-vous déjà eu le statut E ?',
    de: 'Hatten Sie schon einmal den E-Status?',
  },

  // Extraordinary ability, managers, specialty
  Classification: { es: 'Clasificación', fr: 'Classification', de: 'Klassifizierung' },
  'Do you have a major internationally recognized award?': {
    es: '¿Tiene un premio importante reconocido internacionalmente?',
    fr: 'Avez-vous reçu un prix majeur reconnu internationalement ?',
    de: 'Haben Sie eine bedeutende international anerkannte Auszeichnung?',
  },
  'Extraordinary ability criteria met': {
    es: 'Criterios de habilidad extraordinaria cumplidos',
    fr: 'Critères de capacité extraordinaire remplis',
    de: 'Erfüllte Kriterien außerordentlicher Fähigkeiten',
  },
  'Outstanding researcher criteria met': {
    es: 'Criterios de investigador sobresaliente cumplidos',
    fr: 'Critères de chercheur remarquable remplis',
    de: 'Erfüllte Kriterien herausragender Forscher',
  },
  'Years of teaching or research experience': {
    es: 'Años de experiencia en docencia o investigación',
    fr: 'Années d’expérience en enseignement ou en recherche',
    de: 'Jahre Lehr- oder Forschungserfahrung',
  },
  'Do you have a tenured, tenure-track or permanent research offer?': {
    es: '¿Tiene una oferta de puesto titular, en vía de titularidad o de investigación permanente?',
    fr: 'Avez-vous une offre de poste titulaire, menant à la titularisation ou de recherche permanente ?',
    de: 'Haben Sie ein Angebot für eine unbefristete Professur, eine Tenure-Track-Stelle oder eine feste Forschungsstelle?',
  },
  'Will you keep working in your field?': {
    es: '¿Seguirá trabajando en su campo?',
    fr: 'Continuerez-vous à travailler dans votre domaine ?',
    de: 'Werden Sie weiter in Ihrem Fachgebiet arbeiten?',
  },
  'Months employed abroad': {
    es: 'Meses de empleo en el extranjero',
    fr: 'Mois d’emploi à l’étranger',
    de: 'Monate Beschäftigung im Ausland',
  },
  'Will you work as a manager or executive?': {
    es: '¿Trabajará como gerente o ejecutivo?',
    fr: 'Travaillerez-vous comme cadre ou dirigeant ?',
    de: 'Werden Sie als Manager oder Führungskraft arbeiten?',
  },
  'Has the U.S. employer done business for a year?': {
    es: '¿Lleva el empleador estadounidense un año haciendo negocios?',
    fr: 'L’employeur américain exerce-t-il une activité depuis un an ?',
    de: 'Ist der US-Arbeitgeber seit einem Jahr geschäftlich tätig?',
  },
  'Do you have a U.S. employer or agent to petition?': {
    es: '¿Tiene un empleador o agente estadounidense que presente la petición?',
    fr: 'Avez-vous un employeur ou un agent américain pour déposer la pétition ?',
    de: 'Haben Sie einen US-Arbeitgeber oder Agenten, der die Petition einreicht?',
  },
  'Do you have an advisory opinion?': {
    es: '¿Tiene una opinión consultiva?',
    fr: 'Avez-vous un avis consultatif ?',
    de: 'Haben Sie eine gutachterliche Stellungnahme (Advisory Opinion)?',
  },
  'Field of expertise': { es: 'Campo de especialización', fr: 'Domaine d’expertise', de: 'Fachgebiet' },

  // Students and exchange visitors
  'Do you have a Form I-20?': {
    es: '¿Tiene un Formulario I-20?',
    fr: 'Avez-vous un formulaire I-20 ?',
    de: 'Haben Sie ein Formular I-20?',
  },
  'Have you paid the SEVIS fee?': {
    es: '¿Pagó la tarifa SEVIS?',
    fr: 'Avez-vous payé les frais SEVIS ?',
    de: 'Haben Sie die SEVIS-Gebühr bezahlt?',
  },
  'Do you meet the English requirement?': {
    es: '¿Cumple el requisito de inglés?',
    fr: 'Remplissez-vous l’exigence d’anglais ?',
    de: 'Erfüllen Sie die Englischanforderung?',
  },
  'Funds available': { es: 'Fondos disponibles', fr: 'Fonds disponibles', de: 'Verfügbare Mittel' },
  'Annual cost': { es: 'Costo anual', fr: 'Coût annuel', de: 'Jährliche Kosten' },
  'Do you keep a home abroad?': {
    es: '¿Mantiene una residencia en el extranjero?',
    fr: 'Conservez-vous un domicile à l’étranger ?',
    de: 'Behalten Sie einen Wohnsitz im Ausland?',
  },
  'School name': { es: 'Nombre de la escuela', fr: 'Nom de l’établissement', de: 'Name der Schule' },
  'Do you have a Form DS-2019?': {
    es: '¿Tiene un Formulario DS-2019?',
    fr: 'Avez-vous un formulaire DS-2019 ?',
    de: 'Haben Sie ein Formular DS-2019?',
  },
  'Program category': { es: 'Categoría del programa', fr: 'Catégorie du programme', de: 'Programmkategorie' },
  'Is your English sufficient for the program?': {
    es: '¿Es suficiente su inglés para el programa?',
    fr: 'Votre anglais est-il suffisant pour le programme ?',
    de: 'Reicht Ihr Englisch für das Programm?',
  },
  'Is your program funded?': {
    es: '¿Está financiado su programa?',
    fr: 'Votre programme est-il financé ?',
    de: 'Ist Ihr Programm finanziert?',
  },
  'Will you have health insurance?': {
    es: '¿Tendrá seguro médico?',
    fr: 'Aurez-vous une assurance maladie ?',
    de: 'Werden Sie krankenversichert sein?',
  },
  'Is the program government funded?': {
    es: '¿Está el programa financiado por el gobierno?',
    fr: 'Le programme est-il financé par l’État ?',
    de: 'Wird das Programm staatlich finanziert?',
  },
  'Is your field on the Skills List?': {
    es: '¿Figura su campo en la Lista de Habilidades (Skills List)?',
    fr: 'Votre domaine figure-t-il sur la Skills List ?',
    de: 'Steht Ihr Fachgebiet auf der Skills List?',
  },
  'Sponsor name': { es: 'Nombre del patrocinador', fr: 'Nom du sponsor', de: 'Name des Sponsors' },

  // Visitors
  'Purpose of the visit': { es: 'Propósito de la visita', fr: 'Objet de la visite', de: 'Zweck des Besuchs' },
  'Will you work in the United States?': {
    es: '¿Trabajará en Estados Unidos?',
    fr: 'Travaillerez-vous aux États-Unis ?',
    de: 'Werden Sie in den Vereinigten Staaten arbeiten?',
  },
  'Tie to your home country': {
    es: 'Vínculo con su país de origen',
    fr: 'Lien avec votre pays d’origine',
    de: 'Bindung an Ihr Heimatland',
  },
  'Length of stay': { es: 'Duración de la estadía', fr: 'Durée du séjour', de: 'Aufenthaltsdauer' },
  'Can you pay for the trip?': { es: '¿Puede pagar el viaje?', fr: 'Pouvez-vous payer le voyage ?', de: 'Können Sie die Reise bezahlen?' },
  'Trip start date': { es: 'Fecha de inicio del viaje', fr: 'Date de début du voyage', de: 'Beginn der Reise' },
  'Trip details': { es: 'Detalles del viaje', fr: 'Détails du voyage', de: 'Einzelheiten der Reise' },

  // Asylum and refugees
  'Protected ground': { es: 'Motivo protegido', fr: 'Motif protégé', de: 'Geschützter Grund' },
  'Are you in the United States?': {
    es: '¿Está en Estados Unidos?',
    fr: 'Êtes-vous aux États-Unis ?',
    de: 'Sind Sie in den Vereinigten Staaten?',
  },
  'Last arrival date': { es: 'Fecha de la última llegada', fr: 'Date de la dernière arrivée', de: 'Datum der letzten Einreise' },
  'Changed circumstances?': { es: '¿Cambio de circunstancias?', fr: 'Changement de circonstances ?', de: 'Geänderte Umstände?' },
  'Extraordinary circumstances?': {
    es: '¿Circunstancias extraordinarias?',
    fr: 'Circonstances exceptionnelles ?',
    de: 'Außergewöhnliche Umstände?',
  },
  'Explanation of the circumstances': {
    es: 'Explicación de las circunstancias',
    fr: 'Explication des circonstances',
    de: 'Erläuterung der Umstände',
  },
  'Were you an unaccompanied child?': {
    es: '¿Era usted un menor no acompañado?',
    fr: 'Étiez-vous un mineur non accompagné ?',
    de: 'Waren Sie ein unbegleitetes Kind?',
  },
  'Firmly resettled elsewhere?': {
    es: '¿Se reasentó firmemente en otro país?',
    fr: 'Réinstallé durablement ailleurs ?',
    de: 'Anderswo dauerhaft neu angesiedelt?',
  },
  'Was asylum denied before?': {
    es: '¿Se le negó el asilo antes?',
    fr: 'L’asile vous a-t-il déjà été refusé ?',
    de: 'Wurde Asyl schon einmal abgelehnt?',
  },
  'Do you have a refugee referral?': {
    es: '¿Tiene una remisión como refugiado?',
    fr: 'Avez-vous une orientation en tant que réfugié ?',
    de: 'Haben Sie eine Flüchtlingsvermittlung (Referral)?',
  },

  // Fiancé(e)s and spouses
  'K visa type': { es: 'Tipo de visa K', fr: 'Type de visa K', de: 'Art des K-Visums' },
  'Have you met in person within the last two years?': {
    es: '¿Se han conocido en persona en los últimos dos años?',
    fr: 'Vous êtes-vous rencontrés en personne au cours des deux dernières années ?',
    de: 'Haben Sie sich in den letzten zwei Jahren persönlich getroffen?',
  },
  'Are you both free to marry?': {
    es: '¿Están ambos libres para casarse?',
    fr: 'Êtes-vous tous deux libres de vous marier ?',
    de: 'Sind Sie beide frei, zu heiraten?',
  },
  'Will you marry within 90 days of arrival?': {
    es: '¿Se casarán dentro de los 90 días posteriores a la llegada?',
    fr: 'Vous marierez-vous dans les 90 jours suivant l’arrivée ?',
    de: 'Werden Sie innerhalb von 90 Tagen nach der Einreise heiraten?',
  },
  'Reason to waive the meeting': {
    es: 'Motivo para eximir del requisito de encuentro',
    fr: 'Motif de dispense de la rencontre',
    de: 'Grund für den Verzicht auf das Treffen',
  },
  'Are you married to the petitioner?': {
    es: '¿Está casado con el peticionario?',
    fr: 'Êtes-vous marié au pétitionnaire ?',
    de: 'Sind Sie mit dem Petitioner verheiratet?',
  },
  'Has the I-130 been filed?': {
    es: '¿Se presentó el I-130?',
    fr: 'Le formulaire I-130 a-t-il été déposé ?',
    de: 'Wurde das I-130 eingereicht?',
  },
  'Earlier fiancé(e) petitions': {
    es: 'Peticiones de prometido(a) anteriores',
    fr: 'Pétitions de fiancé(e) antérieures',
    de: 'Frühere Verlobtenpetitionen',
  },

  // Diversity visa, special immigrants
  'Were you born in Northern Ireland?': {
    es: '¿Nació en Irlanda del Norte?',
    fr: 'Êtes-vous né en Irlande du Nord ?',
    de: 'Wurden Sie in Nordirland geboren?',
  },
  'Education level': { es: 'Nivel de educación', fr: 'Niveau d’études', de: 'Bildungsniveau' },
  'Qualifying work experience': {
    es: 'Experiencia laboral que califica',
    fr: 'Expérience professionnelle admissible',
    de: 'Anrechenbare Berufserfahrung',
  },
  'Were you selected?': { es: '¿Fue seleccionado?', fr: 'Avez-vous été sélectionné ?', de: 'Wurden Sie ausgewählt?' },
  'Court finding': { es: 'Determinación del tribunal', fr: 'Conclusion du tribunal', de: 'Gerichtliche Feststellung' },
  'Do you have a juvenile court order?': {
    es: '¿Tiene una orden de un tribunal de menores?',
    fr: 'Avez-vous une ordonnance d’un tribunal pour mineurs ?',
    de: 'Haben Sie einen Beschluss eines Jugendgerichts?',
  },
  'Did the court find return not in your best interest?': {
    es: '¿Determinó el tribunal que regresar no es lo mejor para usted?',
    fr: 'Le tribunal a-t-il jugé que le retour n’était pas dans votre intérêt supérieur ?',
    de: 'Hat das Gericht festgestellt, dass eine Rückkehr nicht in Ihrem Wohl liegt?',
  },
  'Court order date': { es: 'Fecha de la orden del tribunal', fr: 'Date de l’ordonnance', de: 'Datum des Gerichtsbeschlusses' },
  Subtype: { es: 'Subtipo', fr: 'Sous-type', de: 'Untertyp' },
  'Years as a member of the denomination': {
    es: 'Años como miembro de la denominación religiosa',
    fr: 'Années d’appartenance à la confession',
    de: 'Jahre als Mitglied der Glaubensgemeinschaft',
  },
  'Years of religious work': { es: 'Años de trabajo religioso', fr: 'Années de travail religieux', de: 'Jahre religiöser Tätigkeit' },
  'Are you a minister?': { es: '¿Es usted ministro religioso?', fr: 'Êtes-vous ministre du culte ?', de: 'Sind Sie Geistlicher?' },
  'Is the employer a qualifying nonprofit?': {
    es: '¿Es el empleador una organización sin fines de lucro que califica?',
    fr: 'L’employeur est-il un organisme à but non lucratif admissible ?',
    de: 'Ist der Arbeitgeber eine anerkannte gemeinnützige Organisation?',
  },
  'Is the offer full time and paid?': {
    es: '¿Es la oferta de tiempo completo y remunerada?',
    fr: 'L’offre est-elle à temps plein et rémunérée ?',
    de: 'Ist das Angebot Vollzeit und bezahlt?',
  },
  "Abuser's status": { es: 'Estatus del abusador', fr: 'Statut de l’auteur des violences', de: 'Status des Täters' },
  'Relationship to the abuser': {
    es: 'Relación con el abusador',
    fr: 'Lien avec l’auteur des violences',
    de: 'Beziehung zum Täter',
  },
  'Battery or extreme cruelty?': {
    es: '¿Agresión o crueldad extrema?',
    fr: 'Violences ou cruauté extrême ?',
    de: 'Misshandlung oder extreme Grausamkeit?',
  },
  'Did you live with the abuser?': {
    es: '¿Vivió con el abusador?',
    fr: 'Avez-vous vécu avec l’auteur des violences ?',
    de: 'Haben Sie mit dem Täter zusammengelebt?',
  },
  'Good moral character?': { es: '¿Buen carácter moral?', fr: 'Bonne moralité ?', de: 'Guter Leumund?' },
  'Months of U.S. government employment': {
    es: 'Meses de empleo con el gobierno de EE. UU.',
    fr: 'Mois d’emploi auprès du gouvernement américain',
    de: 'Monate Beschäftigung bei der US-Regierung',
  },
  'Chief of Mission approval?': {
    es: '¿Aprobación del Jefe de Misión?',
    fr: 'Approbation du chef de mission ?',
    de: 'Zustimmung des Missionschefs?',
  },

  // Stored records read back in the user's language (records.ts): the fields an edit names, case statuses and
  // appointment types, as the web's catalogs name them.
  Category: { es: 'Categoría', fr: 'Catégorie', de: 'Kategorie' },
  'Form type': { es: 'Tipo de formulario', fr: 'Type de formulaire', de: 'Formulartyp' },
  'Receipt number': { es: 'Número de recibo', fr: 'Numéro de réception', de: 'Eingangsnummer' },
  'Fee paid': { es: 'Tarifa pagada', fr: 'Frais payés', de: 'Gezahlte Gebühr' },
  'Officer email': { es: 'Correo electrónico del oficial', fr: 'E-mail de l’agent', de: 'E-Mail des Sachbearbeiters' },
  Open: { es: 'Abierto', fr: 'Ouvert', de: 'Offen' },
  Pending: { es: 'Pendiente', fr: 'En attente', de: 'In Bearbeitung' },
  Approved: { es: 'Aprobado', fr: 'Approuvé', de: 'Genehmigt' },
  Denied: { es: 'Denegado', fr: 'Refusé', de: 'Abgelehnt' },
  Draft: { es: 'Borrador', fr: 'Brouillon', de: 'Entwurf' },
  Archived: { es: 'Archivado', fr: 'Archivé', de: 'Archiviert' },
  Biometrics: { es: 'Datos biométricos', fr: 'Données biométriques', de: 'Biometrie' },
  Interview: { es: 'Entrevista', fr: 'Entretien', de: 'Interview' },
  'Oath ceremony': { es: 'Ceremonia de juramento', fr: 'Cérémonie de prestation de serment', de: 'Einbürgerungszeremonie' },
  'Medical exam': { es: 'Examen médico', fr: 'Examen médical', de: 'Ärztliche Untersuchung' },
  Consultation: { es: 'Consulta', fr: 'Consultation', de: 'Beratung' },
  Other: { es: 'Otra', fr: 'Autre', de: 'Sonstiges' },
};
