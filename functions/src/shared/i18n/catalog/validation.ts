// Field messages of the input schemas (functions/src/shared, the routes' and sockets' own schemas). `{label}` is a
// form label, translated through labels.ts; other placeholders are kept as written (numbers, lists of values).
import type { Catalog } from './types';

export const VALIDATION: Catalog = {
  // Generic field messages
  Required: { es: 'Obligatorio', fr: 'Obligatoire', de: 'Erforderlich' },
  'Must be text': { es: 'Debe ser texto', fr: 'Doit être du texte', de: 'Muss Text sein' },
  'Must be a number': { es: 'Debe ser un número', fr: 'Doit être un nombre', de: 'Muss eine Zahl sein' },
  'Must be a whole number': { es: 'Debe ser un número entero', fr: 'Doit être un nombre entier', de: 'Muss eine ganze Zahl sein' },
  'Must be true or false': { es: 'Debe ser true o false', fr: 'Doit être true ou false', de: 'Muss true oder false sein' },
  'Must be 1 or more': { es: 'Debe ser 1 o más', fr: 'Doit être au moins 1', de: 'Muss 1 oder mehr sein' },
  'Must be 0 or more': { es: 'Debe ser 0 o más', fr: 'Doit être au moins 0', de: 'Muss 0 oder mehr sein' },
  'Must be 100 or less': { es: 'Debe ser 100 o menos', fr: 'Doit être au plus 100', de: 'Muss 100 oder weniger sein' },
  'Must be 50 or less': { es: 'Debe ser 50 o menos', fr: 'Doit être au plus 50', de: 'Muss 50 oder weniger sein' },
  'Must be {max} or fewer': { es: 'Debe ser {max} o menos', fr: 'Doit être au plus {max}', de: 'Muss {max} oder weniger sein' },
  'Must be at most {max} characters': {
    es: 'Debe tener como máximo {max} caracteres',
    fr: 'Doit comporter au plus {max} caractères',
    de: 'Darf höchstens {max} Zeichen lang sein',
  },
  'At most {max} characters': { es: 'Como máximo {max} caracteres', fr: '{max} caractères au maximum', de: 'Höchstens {max} Zeichen' },
  'Must be a UUID': { es: 'Debe ser un UUID', fr: 'Doit être un UUID', de: 'Muss eine UUID sein' },
  'Must be a URL': { es: 'Debe ser una URL', fr: 'Doit être une URL', de: 'Muss eine URL sein' },
  'Must be an https URL': { es: 'Debe ser una URL https', fr: 'Doit être une URL https', de: 'Muss eine https-URL sein' },
  'Too large': { es: 'Demasiado grande', fr: 'Trop grand', de: 'Zu groß' },
  'Use 1 or 0': { es: 'Use 1 o 0', fr: 'Utilisez 1 ou 0', de: 'Verwenden Sie 1 oder 0' },
  'Contains a broken character (a lone UTF-16 surrogate) or NUL': {
    es: 'Contiene un carácter dañado (un sustituto UTF-16 aislado) o NUL',
    fr: 'Contient un caractère endommagé (un substitut UTF-16 isolé) ou NUL',
    de: 'Enthält ein beschädigtes Zeichen (ein einzelnes UTF-16-Surrogat) oder NUL',
  },
  'Letters, digits, - and _ only': {
    es: 'Solo letras, dígitos, - y _',
    fr: 'Lettres, chiffres, - et _ uniquement',
    de: 'Nur Buchstaben, Ziffern, - und _',
  },
  'Images, PDF or recorded audio only': {
    es: 'Solo imágenes, PDF o audio grabado',
    fr: 'Images, PDF ou audio enregistré uniquement',
    de: 'Nur Bilder, PDF oder aufgenommene Audiodateien',
  },
  'Not a message id': { es: 'No es un identificador de mensaje', fr: 'Ce n’est pas un identifiant de message', de: 'Keine Nachrichten-ID' },
  'Not an ID token': { es: 'No es un token de identidad', fr: 'Ce n’est pas un jeton d’identité', de: 'Kein ID-Token' },
  'Not a valid {what} id': {
    es: 'No es un identificador válido de {what}',
    fr: 'Ce n’est pas un identifiant valide de {what}',
    de: 'Keine gültige ID für {what}',
  },
  'Type a message': { es: 'Escriba un mensaje', fr: 'Saisissez un message', de: 'Geben Sie eine Nachricht ein' },
  'Message is required': { es: 'El mensaje es obligatorio', fr: 'Le message est obligatoire', de: 'Die Nachricht ist erforderlich' },
  'At most {max} files': { es: 'Como máximo {max} archivos', fr: '{max} fichiers au maximum', de: 'Höchstens {max} Dateien' },
  'At most {max} highlights': {
    es: 'Como máximo {max} puntos destacados',
    fr: '{max} points clés au maximum',
    de: 'Höchstens {max} Hinweise',
  },
  'Choose one of {options}': {
    es: 'Elija una de estas opciones: {options}',
    fr: 'Choisissez parmi : {options}',
    de: 'Wählen Sie eine der Optionen: {options}',
  },
  'Choose one of the listed topics': {
    es: 'Elija uno de los temas de la lista',
    fr: 'Choisissez l’un des thèmes proposés',
    de: 'Wählen Sie eines der aufgeführten Themen',
  },
  'Choose Pending, Approved or Denied': {
    es: 'Elija Pending, Approved o Denied',
    fr: 'Choisissez Pending, Approved ou Denied',
    de: 'Wählen Sie Pending, Approved oder Denied',
  },

  // The text rules (shared/text.ts): with and without the eligibility form's full stop
  '{label} is required': { es: '{label}: campo obligatorio', fr: '{label} : champ obligatoire', de: '{label} ist erforderlich' },
  '{label} is required.': { es: '{label}: campo obligatorio.', fr: '{label} : champ obligatoire.', de: '{label} ist erforderlich.' },
  '{label} must be text': { es: '{label}: debe ser texto', fr: '{label} : doit être du texte', de: '{label} muss Text sein' },
  '{label} must be text.': { es: '{label}: debe ser texto.', fr: '{label} : doit être du texte.', de: '{label} muss Text sein.' },
  '{label} must be {max} characters or fewer': {
    es: '{label}: debe tener como máximo {max} caracteres',
    fr: '{label} : {max} caractères au maximum',
    de: '{label} darf höchstens {max} Zeichen lang sein',
  },
  '{label} must be {max} characters or fewer.': {
    es: '{label}: debe tener como máximo {max} caracteres.',
    fr: '{label} : {max} caractères au maximum.',
    de: '{label} darf höchstens {max} Zeichen lang sein.',
  },
  '{label} must be at most {max} characters.': {
    es: '{label}: debe tener como máximo {max} caracteres.',
    fr: '{label} : {max} caractères au maximum.',
    de: '{label} darf höchstens {max} Zeichen lang sein.',
  },
  '{label} contains a broken character (a lone UTF-16 surrogate)': {
    es: '{label}: contiene un carácter dañado (un sustituto UTF-16 aislado)',
    fr: '{label} : contient un caractère endommagé (un substitut UTF-16 isolé)',
    de: '{label} enthält ein beschädigtes Zeichen (ein einzelnes UTF-16-Surrogat)',
  },
  '{label} contains a broken character (a lone UTF-16 surrogate).': {
    es: '{label}: contiene un carácter dañado (un sustituto UTF-16 aislado).',
    fr: '{label} : contient un caractère endommagé (un substitut UTF-16 isolé).',
    de: '{label} enthält ein beschädigtes Zeichen (ein einzelnes UTF-16-Surrogat).',
  },
  '{label} cannot contain control characters': {
    es: '{label}: no puede contener caracteres de control',
    fr: '{label} : ne peut pas contenir de caractères de contrôle',
    de: '{label} darf keine Steuerzeichen enthalten',
  },
  '{label} cannot contain control characters.': {
    es: '{label}: no puede contener caracteres de control.',
    fr: '{label} : ne peut pas contenir de caractères de contrôle.',
    de: '{label} darf keine Steuerzeichen enthalten.',
  },
  '{label} must be a single line, without tabs': {
    es: '{label}: debe ser una sola línea, sin tabulaciones',
    fr: '{label} : doit tenir sur une seule ligne, sans tabulation',
    de: '{label} muss eine einzige Zeile ohne Tabulatoren sein',
  },
  '{label} must be a single line, without tabs.': {
    es: '{label}: debe ser una sola línea, sin tabulaciones.',
    fr: '{label} : doit tenir sur une seule ligne, sans tabulation.',
    de: '{label} muss eine einzige Zeile ohne Tabulatoren sein.',
  },
  '{label} needs visible characters, not only spaces or invisible ones': {
    es: '{label}: necesita caracteres visibles, no solo espacios o caracteres invisibles',
    fr: '{label} : doit contenir des caractères visibles, pas seulement des espaces ou des caractères invisibles',
    de: '{label} braucht sichtbare Zeichen, nicht nur Leerzeichen oder unsichtbare Zeichen',
  },
  '{label} needs visible characters, not only spaces or invisible ones.': {
    es: '{label}: necesita caracteres visibles, no solo espacios o caracteres invisibles.',
    fr: '{label} : doit contenir des caractères visibles, pas seulement des espaces ou des caractères invisibles.',
    de: '{label} braucht sichtbare Zeichen, nicht nur Leerzeichen oder unsichtbare Zeichen.',
  },
  '{label} is too long.': { es: '{label}: es demasiado largo.', fr: '{label} : trop long.', de: '{label} ist zu lang.' },

  // Dates and numbers (cases, deadlines, the eligibility form)
  '{label} must be a date written as YYYY-MM-DD': {
    es: '{label}: debe ser una fecha escrita como AAAA-MM-DD',
    fr: '{label} : doit être une date écrite AAAA-MM-JJ',
    de: '{label} muss ein Datum im Format JJJJ-MM-TT sein',
  },
  '{label} must be a real date written as YYYY-MM-DD': {
    es: '{label}: debe ser una fecha real escrita como AAAA-MM-DD',
    fr: '{label} : doit être une date réelle écrite AAAA-MM-JJ',
    de: '{label} muss ein echtes Datum im Format JJJJ-MM-TT sein',
  },
  '{label} must be a real date written as YYYY-MM-DD.': {
    es: '{label}: debe ser una fecha real escrita como AAAA-MM-DD.',
    fr: '{label} : doit être une date réelle écrite AAAA-MM-JJ.',
    de: '{label} muss ein echtes Datum im Format JJJJ-MM-TT sein.',
  },
  '{label} cannot be in the future': {
    es: '{label}: no puede estar en el futuro',
    fr: '{label} : ne peut pas être dans le futur',
    de: '{label} darf nicht in der Zukunft liegen',
  },
  '{label} must be a whole number': {
    es: '{label}: debe ser un número entero',
    fr: '{label} : doit être un nombre entier',
    de: '{label} muss eine ganze Zahl sein',
  },
  '{label} must be a whole number.': {
    es: '{label}: debe ser un número entero.',
    fr: '{label} : doit être un nombre entier.',
    de: '{label} muss eine ganze Zahl sein.',
  },
  '{label} must be at least {min}': {
    es: '{label}: debe ser al menos {min}',
    fr: '{label} : doit être au moins {min}',
    de: '{label} muss mindestens {min} sein',
  },
  '{label} must be at most {max}': {
    es: '{label}: debe ser como máximo {max}',
    fr: '{label} : doit être au plus {max}',
    de: '{label} darf höchstens {max} sein',
  },
  '{label} must be at most {max}.': {
    es: '{label}: debe ser como máximo {max}.',
    fr: '{label} : doit être au plus {max}.',
    de: '{label} darf höchstens {max} sein.',
  },
  '{label} must be a number.': {
    es: '{label}: debe ser un número.',
    fr: '{label} : doit être un nombre.',
    de: '{label} muss eine Zahl sein.',
  },
  '{label} is too large.': { es: '{label}: es demasiado grande.', fr: '{label} : trop élevé.', de: '{label} ist zu groß.' },
  '{label} cannot be negative.': {
    es: '{label}: no puede ser negativo.',
    fr: '{label} : ne peut pas être négatif.',
    de: '{label} darf nicht negativ sein.',
  },
  '{label} cannot be below 0%.': {
    es: '{label}: no puede ser menor que 0 %.',
    fr: '{label} : ne peut pas être inférieur à 0 %.',
    de: '{label} darf nicht unter 0 % liegen.',
  },
  '{label} cannot be above 100%.': {
    es: '{label}: no puede ser mayor que 100 %.',
    fr: '{label} : ne peut pas dépasser 100 %.',
    de: '{label} darf nicht über 100 % liegen.',
  },
  'Answer yes or no: {label}': {
    es: 'Responda sí o no: {label}',
    fr: 'Répondez par oui ou par non : {label}',
    de: 'Antworten Sie mit Ja oder Nein: {label}',
  },
  'Answer yes or no (true or false): {label}': {
    es: 'Responda sí o no (true o false): {label}',
    fr: 'Répondez par oui ou par non (true ou false) : {label}',
    de: 'Antworten Sie mit Ja oder Nein (true oder false): {label}',
  },
  'Answer yes or no': { es: 'Responda sí o no', fr: 'Répondez par oui ou par non', de: 'Antworten Sie mit Ja oder Nein' },
  'Choose {label} from: {options}.': {
    es: 'Elija {label} entre: {options}.',
    fr: 'Choisissez {label} parmi : {options}.',
    de: 'Wählen Sie {label} aus: {options}.',
  },
  'Choose {label} from the list of countries.': {
    es: 'Elija {label} de la lista de países.',
    fr: 'Choisissez {label} dans la liste des pays.',
    de: 'Wählen Sie {label} aus der Liste der Länder.',
  },
  'Each {label} must be one of: {options}.': {
    es: 'Cada valor de {label} debe ser uno de: {options}.',
    fr: 'Chaque valeur de {label} doit être l’une de : {options}.',
    de: 'Jeder Wert für {label} muss einer der folgenden sein: {options}.',
  },
  '{label} must be a list.': {
    es: '{label}: debe ser una lista.',
    fr: '{label} : doit être une liste.',
    de: '{label} muss eine Liste sein.',
  },
  '{label} must be an object.': {
    es: '{label}: debe ser un objeto.',
    fr: '{label} : doit être un objet.',
    de: '{label} muss ein Objekt sein.',
  },
  'Choose a category: {options}.': {
    es: 'Elija una categoría: {options}.',
    fr: 'Choisissez une catégorie : {options}.',
    de: 'Wählen Sie eine Kategorie: {options}.',
  },

  // The eligibility form's own messages
  'Exit date cannot be before the entry date.': {
    es: 'La fecha de salida no puede ser anterior a la fecha de entrada.',
    fr: 'La date de sortie ne peut pas être antérieure à la date d’entrée.',
    de: 'Das Ausreisedatum darf nicht vor dem Einreisedatum liegen.',
  },
  'Travel history must be a list of trips.': {
    es: 'El historial de viajes debe ser una lista de viajes.',
    fr: 'L’historique des voyages doit être une liste de voyages.',
    de: 'Die Reisehistorie muss eine Liste von Reisen sein.',
  },
  'List at most 50 social media handles.': {
    es: 'Indique como máximo 50 usuarios de redes sociales.',
    fr: 'Indiquez au plus 50 identifiants de réseaux sociaux.',
    de: 'Geben Sie höchstens 50 Social-Media-Namen an.',
  },
  'Social media handles must be a list or a comma-separated text.': {
    es: 'Los usuarios de redes sociales deben ser una lista o un texto separado por comas.',
    fr: 'Les identifiants de réseaux sociaux doivent être une liste ou un texte séparé par des virgules.',
    de: 'Social-Media-Namen müssen eine Liste oder ein durch Kommas getrennter Text sein.',
  },
  'Each social media handle must be at most 200 characters.': {
    es: 'Cada usuario de redes sociales debe tener como máximo 200 caracteres.',
    fr: 'Chaque identifiant de réseau social doit comporter au plus 200 caractères.',
    de: 'Jeder Social-Media-Name darf höchstens 200 Zeichen lang sein.',
  },
  'Date of birth must be after 1900.': {
    es: 'La fecha de nacimiento debe ser posterior a 1900.',
    fr: 'La date de naissance doit être postérieure à 1900.',
    de: 'Das Geburtsdatum muss nach 1900 liegen.',
  },
  'Date of birth cannot be later than today.': {
    es: 'La fecha de nacimiento no puede ser posterior a hoy.',
    fr: 'La date de naissance ne peut pas être postérieure à aujourd’hui.',
    de: 'Das Geburtsdatum darf nicht nach dem heutigen Tag liegen.',
  },
  'Enter an email address such as name@example.com.': {
    es: 'Ingrese una dirección de correo electrónico como nombre@ejemplo.com.',
    fr: 'Saisissez une adresse e-mail comme nom@exemple.com.',
    de: 'Geben Sie eine E-Mail-Adresse wie name@beispiel.de ein.',
  },
  'Category details must be an object of answers.': {
    es: 'Los detalles de la categoría deben ser un objeto de respuestas.',
    fr: 'Les détails de la catégorie doivent être un objet de réponses.',
    de: 'Die Angaben zur Kategorie müssen ein Objekt mit Antworten sein.',
  },
  'Tell us about your education and experience.': {
    es: 'Cuéntenos sobre su educación y experiencia.',
    fr: 'Parlez-nous de votre formation et de votre expérience.',
    de: 'Erzählen Sie uns von Ihrer Ausbildung und Erfahrung.',
  },
  'Cost of the enterprise must be more than 0.': {
    es: 'El costo de la empresa debe ser mayor que 0.',
    fr: 'Le coût de l’entreprise doit être supérieur à 0.',
    de: 'Die Kosten des Unternehmens müssen größer als 0 sein.',
  },
  'Length of stay must be at least 1 day.': {
    es: 'La duración de la estadía debe ser de al menos 1 día.',
    fr: 'La durée du séjour doit être d’au moins 1 jour.',
    de: 'Die Aufenthaltsdauer muss mindestens 1 Tag betragen.',
  },

  // Cases
  'Status must be one of {options}': {
    es: 'El estado debe ser uno de: {options}',
    fr: 'Le statut doit être l’un de : {options}',
    de: 'Der Status muss einer der folgenden sein: {options}',
  },
  'View must be cases or applications': {
    es: 'La vista debe ser cases o applications',
    fr: 'La vue doit être cases ou applications',
    de: 'Die Ansicht muss cases oder applications sein',
  },
  'The end date must be on or after the start date': {
    es: 'La fecha final debe ser igual o posterior a la fecha inicial',
    fr: 'La date de fin doit être égale ou postérieure à la date de début',
    de: 'Das Enddatum muss am oder nach dem Startdatum liegen',
  },
  'Choose a category from the list': {
    es: 'Elija una categoría de la lista',
    fr: 'Choisissez une catégorie dans la liste',
    de: 'Wählen Sie eine Kategorie aus der Liste',
  },
  'Choose a form from the list': {
    es: 'Elija un formulario de la lista',
    fr: 'Choisissez un formulaire dans la liste',
    de: 'Wählen Sie ein Formular aus der Liste',
  },
  'Choose a preference category from the list': {
    es: 'Elija una categoría de preferencia de la lista',
    fr: 'Choisissez une catégorie de préférence dans la liste',
    de: 'Wählen Sie eine Präferenzkategorie aus der Liste',
  },
  'Choose a country from the list': {
    es: 'Elija un país de la lista',
    fr: 'Choisissez un pays dans la liste',
    de: 'Wählen Sie ein Land aus der Liste',
  },
  'Fee must be a number of dollars': {
    es: 'La tarifa debe ser una cantidad en dólares',
    fr: 'Les frais doivent être un montant en dollars',
    de: 'Die Gebühr muss ein Dollarbetrag sein',
  },
  'Fee cannot be negative': {
    es: 'La tarifa no puede ser negativa',
    fr: 'Les frais ne peuvent pas être négatifs',
    de: 'Die Gebühr darf nicht negativ sein',
  },
  'Fee must be at most ${max}': {
    es: 'La tarifa debe ser como máximo ${max}',
    fr: 'Les frais doivent être au plus de {max} $',
    de: 'Die Gebühr darf höchstens {max} $ betragen',
  },
  'Fee has at most 2 decimals': {
    es: 'La tarifa tiene como máximo 2 decimales',
    fr: 'Les frais comportent au plus 2 décimales',
    de: 'Die Gebühr hat höchstens 2 Nachkommastellen',
  },
  'Officer email must be an email address': {
    es: 'El correo electrónico del oficial debe ser una dirección de correo electrónico',
    fr: 'L’e-mail de l’agent doit être une adresse e-mail',
    de: 'Die E-Mail des Sachbearbeiters muss eine E-Mail-Adresse sein',
  },
  'Receipt number is required': {
    es: 'El número de recibo es obligatorio',
    fr: 'Le numéro de reçu est obligatoire',
    de: 'Die Eingangsnummer ist erforderlich',
  },
  'A receipt number starts with three letters, such as {examples}': {
    es: 'Un número de recibo comienza con tres letras, como {examples}',
    fr: 'Un numéro de reçu commence par trois lettres, comme {examples}',
    de: 'Eine Eingangsnummer beginnt mit drei Buchstaben, etwa {examples}',
  },
  '{letters} is not a USCIS office prefix. Check the first three letters on your notice (such as {examples})': {
    es: '{letters} no es un prefijo de oficina de USCIS. Revise las tres primeras letras de su aviso (como {examples})',
    fr: '{letters} n’est pas un préfixe de bureau de l’USCIS. Vérifiez les trois premières lettres de votre avis (comme {examples})',
    de: '{letters} ist kein Präfix einer USCIS-Dienststelle. Prüfen Sie die ersten drei Buchstaben auf Ihrem Bescheid (etwa {examples})',
  },
  'After the three letters a receipt number has only digits': {
    es: 'Después de las tres letras, un número de recibo tiene solo dígitos',
    fr: 'Après les trois lettres, un numéro de reçu ne comporte que des chiffres',
    de: 'Nach den drei Buchstaben besteht eine Eingangsnummer nur aus Ziffern',
  },
  'A receipt number has 10 digits after the letters; this one has {count}': {
    es: 'Un número de recibo tiene 10 dígitos después de las letras; este tiene {count}',
    fr: 'Un numéro de reçu comporte 10 chiffres après les lettres ; celui-ci en a {count}',
    de: 'Eine Eingangsnummer hat 10 Ziffern nach den Buchstaben; diese hat {count}',
  },
  'A receipt number is three letters and 10 digits': {
    es: 'Un número de recibo tiene tres letras y 10 dígitos',
    fr: 'Un numéro de reçu comporte trois lettres et 10 chiffres',
    de: 'Eine Eingangsnummer besteht aus drei Buchstaben und 10 Ziffern',
  },

  // Appointments
  'Choose an appointment type from the list': {
    es: 'Elija un tipo de cita de la lista',
    fr: 'Choisissez un type de rendez-vous dans la liste',
    de: 'Wählen Sie eine Terminart aus der Liste',
  },
  'Date is required': { es: 'La fecha es obligatoria', fr: 'La date est obligatoire', de: 'Das Datum ist erforderlich' },
  'Date must be a date written as YYYY-MM-DD': {
    es: 'La fecha debe escribirse como AAAA-MM-DD',
    fr: 'La date doit être écrite AAAA-MM-JJ',
    de: 'Das Datum muss im Format JJJJ-MM-TT geschrieben sein',
  },
  'Time is required': { es: 'La hora es obligatoria', fr: 'L’heure est obligatoire', de: 'Die Uhrzeit ist erforderlich' },
  'Time must be written as HH:mm': {
    es: 'La hora debe escribirse como HH:mm',
    fr: 'L’heure doit être écrite HH:mm',
    de: 'Die Uhrzeit muss im Format HH:mm geschrieben sein',
  },
  'Time must be written as HH:mm (24-hour)': {
    es: 'La hora debe escribirse como HH:mm (formato de 24 horas)',
    fr: 'L’heure doit être écrite HH:mm (sur 24 heures)',
    de: 'Die Uhrzeit muss im Format HH:mm (24 Stunden) geschrieben sein',
  },
  'Time zone is required': {
    es: 'La zona horaria es obligatoria',
    fr: 'Le fuseau horaire est obligatoire',
    de: 'Die Zeitzone ist erforderlich',
  },
  'Time zone must be text': {
    es: 'La zona horaria debe ser texto',
    fr: 'Le fuseau horaire doit être du texte',
    de: 'Die Zeitzone muss Text sein',
  },
  'Choose a time zone from the list (an IANA name such as America/New_York)': {
    es: 'Elija una zona horaria de la lista (un nombre IANA como America/New_York)',
    fr: 'Choisissez un fuseau horaire dans la liste (un nom IANA comme America/New_York)',
    de: 'Wählen Sie eine Zeitzone aus der Liste (einen IANA-Namen wie America/New_York)',
  },
  'Duration must be a number of minutes': {
    es: 'La duración debe ser un número de minutos',
    fr: 'La durée doit être un nombre de minutes',
    de: 'Die Dauer muss eine Anzahl von Minuten sein',
  },
  'Duration must be a whole number of minutes': {
    es: 'La duración debe ser un número entero de minutos',
    fr: 'La durée doit être un nombre entier de minutes',
    de: 'Die Dauer muss eine ganze Zahl von Minuten sein',
  },
  'Duration must be at least {min} minutes': {
    es: 'La duración debe ser de al menos {min} minutos',
    fr: 'La durée doit être d’au moins {min} minutes',
    de: 'Die Dauer muss mindestens {min} Minuten betragen',
  },
  'Duration must be at most {max} minutes': {
    es: 'La duración debe ser de como máximo {max} minutos',
    fr: 'La durée doit être d’au plus {max} minutes',
    de: 'Die Dauer darf höchstens {max} Minuten betragen',
  },
  'Nothing to change': { es: 'No hay nada que cambiar', fr: 'Rien à modifier', de: 'Nichts zu ändern' },

  // Billing
  'Enter a valid email address': {
    es: 'Ingrese una dirección de correo electrónico válida',
    fr: 'Saisissez une adresse e-mail valide',
    de: 'Geben Sie eine gültige E-Mail-Adresse ein',
  },
  'Billing email is required': {
    es: 'El correo electrónico de facturación es obligatorio',
    fr: 'L’e-mail de facturation est obligatoire',
    de: 'Die Rechnungs-E-Mail ist erforderlich',
  },
  'Invoice preferences are required': {
    es: 'Las preferencias de factura son obligatorias',
    fr: 'Les préférences de facturation sont obligatoires',
    de: 'Die Rechnungseinstellungen sind erforderlich',
  },
  'Only USD is supported': { es: 'Solo se admite USD', fr: 'Seul l’USD est pris en charge', de: 'Nur USD wird unterstützt' },
  'Card number is required': {
    es: 'El número de tarjeta es obligatorio',
    fr: 'Le numéro de carte est obligatoire',
    de: 'Die Kartennummer ist erforderlich',
  },
  'Card number must be 12 to 19 digits': {
    es: 'El número de tarjeta debe tener de 12 a 19 dígitos',
    fr: 'Le numéro de carte doit comporter de 12 à 19 chiffres',
    de: 'Die Kartennummer muss 12 bis 19 Ziffern haben',
  },
  'Card number is not valid': {
    es: 'El número de tarjeta no es válido',
    fr: 'Le numéro de carte n’est pas valide',
    de: 'Die Kartennummer ist ungültig',
  },
  'Security code must be 3 or 4 digits': {
    es: 'El código de seguridad debe tener 3 o 4 dígitos',
    fr: 'Le code de sécurité doit comporter 3 ou 4 chiffres',
    de: 'Der Sicherheitscode muss 3 oder 4 Ziffern haben',
  },
  'This card has expired': { es: 'Esta tarjeta está vencida', fr: 'Cette carte a expiré', de: 'Diese Karte ist abgelaufen' },
  'Month must be 1 to 12': {
    es: 'El mes debe estar entre 1 y 12',
    fr: 'Le mois doit être compris entre 1 et 12',
    de: 'Der Monat muss zwischen 1 und 12 liegen',
  },
  'Enter a valid year': { es: 'Ingrese un año válido', fr: 'Saisissez une année valide', de: 'Geben Sie ein gültiges Jahr ein' },

  // Phone and two-factor
  'Enter a phone number': {
    es: 'Ingrese un número de teléfono',
    fr: 'Saisissez un numéro de téléphone',
    de: 'Geben Sie eine Telefonnummer ein',
  },
  'Enter the number with its country code, for example +1 555 123 4567': {
    es: 'Ingrese el número con su código de país, por ejemplo +1 555 123 4567',
    fr: 'Saisissez le numéro avec son indicatif pays, par exemple +1 555 123 4567',
    de: 'Geben Sie die Nummer mit Landesvorwahl ein, zum Beispiel +1 555 123 4567',
  },
  'Enter a mobile number with its country code, e.g. +1 202 555 0123': {
    es: 'Ingrese un número de celular con su código de país, p. ej., +1 202 555 0123',
    fr: 'Saisissez un numéro de mobile avec son indicatif pays, p. ex. +1 202 555 0123',
    de: 'Geben Sie eine Handynummer mit Landesvorwahl ein, z. B. +1 202 555 0123',
  },
  'Enter the 6-digit code': {
    es: 'Ingrese el código de 6 dígitos',
    fr: 'Saisissez le code à 6 chiffres',
    de: 'Geben Sie den 6-stelligen Code ein',
  },
  'Enter the 6-digit code from the text message': {
    es: 'Ingrese el código de 6 dígitos del mensaje de texto',
    fr: 'Saisissez le code à 6 chiffres reçu par SMS',
    de: 'Geben Sie den 6-stelligen Code aus der SMS ein',
  },
  'Enter the code': { es: 'Ingrese el código', fr: 'Saisissez le code', de: 'Geben Sie den Code ein' },
  'Enter the {digits}-digit code from the text message': {
    es: 'Ingrese el código de {digits} dígitos del mensaje de texto',
    fr: 'Saisissez le code à {digits} chiffres reçu par SMS',
    de: 'Geben Sie den {digits}-stelligen Code aus der SMS ein',
  },
  'Use digits, spaces and + ( ) - . only': {
    es: 'Use solo dígitos, espacios y + ( ) - .',
    fr: 'Utilisez uniquement des chiffres, des espaces et + ( ) - .',
    de: 'Verwenden Sie nur Ziffern, Leerzeichen und + ( ) - .',
  },

  // Compliance checklist
  'No such item on this checklist.': {
    es: 'Este elemento no está en la lista de verificación.',
    fr: 'Cet élément ne figure pas dans la liste de contrôle.',
    de: 'Diesen Punkt gibt es auf der Checkliste nicht.',
  },
  'Choose an item of the checklist.': {
    es: 'Elija un elemento de la lista de verificación.',
    fr: 'Choisissez un élément de la liste de contrôle.',
    de: 'Wählen Sie einen Punkt der Checkliste.',
  },
  'Say whether the item is done (true or false).': {
    es: 'Indique si el elemento está hecho (true o false).',
    fr: 'Indiquez si l’élément est fait (true ou false).',
    de: 'Geben Sie an, ob der Punkt erledigt ist (true oder false).',
  },
  'Enter the date as YYYY-MM-DD.': {
    es: 'Ingrese la fecha como AAAA-MM-DD.',
    fr: 'Saisissez la date au format AAAA-MM-JJ.',
    de: 'Geben Sie das Datum im Format JJJJ-MM-TT ein.',
  },
  'Enter a real date.': { es: 'Ingrese una fecha real.', fr: 'Saisissez une date réelle.', de: 'Geben Sie ein echtes Datum ein.' },

  // Deadlines and reminders
  'Not a known time zone (for example America/New_York)': {
    es: 'No es una zona horaria conocida (por ejemplo, America/New_York)',
    fr: 'Fuseau horaire inconnu (par exemple America/New_York)',
    de: 'Keine bekannte Zeitzone (zum Beispiel America/New_York)',
  },
  'An I-94 marked D/S has no admit-until date: clear one or the other': {
    es: 'Un I-94 marcado D/S no tiene fecha de admisión hasta: borre uno u otro',
    fr: 'Un I-94 marqué D/S n’a pas de date d’admission limite : effacez l’un ou l’autre',
    de: 'Ein mit D/S gekennzeichnetes I-94 hat kein Datum „admit until“: Löschen Sie das eine oder das andere',
  },
  'Send at least one of your dates': {
    es: 'Envíe al menos una de sus fechas',
    fr: 'Envoyez au moins une de vos dates',
    de: 'Senden Sie mindestens eines Ihrer Daten',
  },
  'Send your dates as an object': {
    es: 'Envíe sus fechas como un objeto',
    fr: 'Envoyez vos dates sous forme d’objet',
    de: 'Senden Sie Ihre Daten als Objekt',
  },
  'Each lead time must be a number of days': {
    es: 'Cada anticipación debe ser un número de días',
    fr: 'Chaque délai de rappel doit être un nombre de jours',
    de: 'Jede Vorlaufzeit muss eine Anzahl von Tagen sein',
  },
  'Each lead time must be a whole number of days': {
    es: 'Cada anticipación debe ser un número entero de días',
    fr: 'Chaque délai de rappel doit être un nombre entier de jours',
    de: 'Jede Vorlaufzeit muss eine ganze Zahl von Tagen sein',
  },
  'A lead time cannot be negative': {
    es: 'Una anticipación no puede ser negativa',
    fr: 'Un délai de rappel ne peut pas être négatif',
    de: 'Eine Vorlaufzeit darf nicht negativ sein',
  },
  'A lead time can be at most {max} days': {
    es: 'Una anticipación puede ser de como máximo {max} días',
    fr: 'Un délai de rappel peut être d’au plus {max} jours',
    de: 'Eine Vorlaufzeit darf höchstens {max} Tage betragen',
  },
  'Lead times must be a list of numbers of days': {
    es: 'Las anticipaciones deben ser una lista de números de días',
    fr: 'Les délais de rappel doivent être une liste de nombres de jours',
    de: 'Vorlaufzeiten müssen eine Liste von Tageszahlen sein',
  },
  'Choose at least one lead time': {
    es: 'Elija al menos una anticipación',
    fr: 'Choisissez au moins un délai de rappel',
    de: 'Wählen Sie mindestens eine Vorlaufzeit',
  },
  'At most {max} lead times per reminder': {
    es: 'Como máximo {max} anticipaciones por recordatorio',
    fr: '{max} délais de rappel au maximum par rappel',
    de: 'Höchstens {max} Vorlaufzeiten pro Erinnerung',
  },
  'Each lead time once': {
    es: 'Cada anticipación una sola vez',
    fr: 'Chaque délai de rappel une seule fois',
    de: 'Jede Vorlaufzeit nur einmal',
  },
  'Choose a custom reminder or an RFE response': {
    es: 'Elija un recordatorio personalizado o una respuesta a una Solicitud de Evidencia (RFE)',
    fr: 'Choisissez un rappel personnalisé ou une réponse à une demande de preuves (RFE)',
    de: 'Wählen Sie eine eigene Erinnerung oder eine Antwort auf eine Nachweisanforderung (RFE)',
  },
  'Choose the case the RFE is about': {
    es: 'Elija el caso al que se refiere la Solicitud de Evidencia (RFE)',
    fr: 'Choisissez le dossier concerné par la demande de preuves (RFE)',
    de: 'Wählen Sie den Fall, den die Nachweisanforderung (RFE) betrifft',
  },

  // Document review
  'Choose a document category': {
    es: 'Elija una categoría de documento',
    fr: 'Choisissez une catégorie de document',
    de: 'Wählen Sie eine Dokumentkategorie',
  },
  'Please select the country of origin.': {
    es: 'Seleccione el país de origen.',
    fr: 'Veuillez sélectionner le pays d’origine.',
    de: 'Bitte wählen Sie das Herkunftsland.',
  },
  'Choose one of your cases, or a new case': {
    es: 'Elija uno de sus casos o un caso nuevo',
    fr: 'Choisissez l’un de vos dossiers ou un nouveau dossier',
    de: 'Wählen Sie einen Ihrer Fälle oder einen neuen Fall',
  },
};
