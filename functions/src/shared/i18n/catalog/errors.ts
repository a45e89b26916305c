// Error answers of the API and the chat service: the error mapper's own texts, the token and routing answers, and
// the messages services, repos and the domain throw. Keys are the English the code writes (see ../translate.ts).
import type { Catalog } from './types';

export const ERRORS: Catalog = {
  // The error mapper and middleware
  'Something went wrong on our side. Please try again.': {
    es: 'Algo salió mal de nuestro lado. Inténtelo de nuevo.',
    fr: 'Un problème est survenu de notre côté. Veuillez réessayer.',
    de: 'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es erneut.',
  },
  'The request path is not correctly encoded': {
    es: 'La ruta de la solicitud no está codificada correctamente',
    fr: 'Le chemin de la requête n’est pas correctement encodé',
    de: 'Der Pfad der Anfrage ist nicht korrekt kodiert',
  },
  'The request body is not valid JSON': {
    es: 'El cuerpo de la solicitud no es un JSON válido',
    fr: 'Le corps de la requête n’est pas un JSON valide',
    de: 'Der Inhalt der Anfrage ist kein gültiges JSON',
  },
  'The request body is too large': {
    es: 'El cuerpo de la solicitud es demasiado grande',
    fr: 'Le corps de la requête est trop volumineux',
    de: 'Der Inhalt der Anfrage ist zu groß',
  },
  'Unsupported request encoding': {
    es: 'Codificación de la solicitud no admitida',
    fr: 'Encodage de la requête non pris en charge',
    de: 'Nicht unterstützte Kodierung der Anfrage',
  },
  'The request body is nested too deeply (at most {levels} levels)': {
    es: 'El cuerpo de la solicitud tiene demasiados niveles de anidación (como máximo {levels})',
    fr: 'Le corps de la requête est trop imbriqué ({levels} niveaux au maximum)',
    de: 'Der Inhalt der Anfrage ist zu tief verschachtelt (höchstens {levels} Ebenen)',
  },
  'Nested too deeply (at most {levels} levels)': {
    es: 'Demasiados niveles de anidación (como máximo {levels})',
    fr: 'Trop imbriqué ({levels} niveaux au maximum)',
    de: 'Zu tief verschachtelt (höchstens {levels} Ebenen)',
  },
  'Send the body as application/json.': {
    es: 'Envíe el cuerpo como application/json.',
    fr: 'Envoyez le corps au format application/json.',
    de: 'Senden Sie den Inhalt als application/json.',
  },
  'Send the form as multipart/form-data.': {
    es: 'Envíe el formulario como multipart/form-data.',
    fr: 'Envoyez le formulaire au format multipart/form-data.',
    de: 'Senden Sie das Formular als multipart/form-data.',
  },
  'Send the body as application/json or multipart/form-data.': {
    es: 'Envíe el cuerpo como application/json o multipart/form-data.',
    fr: 'Envoyez le corps au format application/json ou multipart/form-data.',
    de: 'Senden Sie den Inhalt als application/json oder multipart/form-data.',
  },
  'No token': {
    es: 'Falta el token de inicio de sesión',
    fr: 'Jeton de connexion manquant',
    de: 'Kein Anmeldetoken',
  },
  'Invalid token': {
    es: 'Token de inicio de sesión no válido',
    fr: 'Jeton de connexion non valide',
    de: 'Ungültiges Anmeldetoken',
  },
  'Token expired': {
    es: 'El token de inicio de sesión ha caducado',
    fr: 'Le jeton de connexion a expiré',
    de: 'Das Anmeldetoken ist abgelaufen',
  },
  'Could not check your sign-in right now. Please try again.': {
    es: 'No pudimos verificar su inicio de sesión en este momento. Inténtelo de nuevo.',
    fr: 'Impossible de vérifier votre connexion pour le moment. Veuillez réessayer.',
    de: 'Ihre Anmeldung konnte gerade nicht geprüft werden. Bitte versuchen Sie es erneut.',
  },
  'No such endpoint': {
    es: 'Esta dirección no existe',
    fr: 'Cette adresse n’existe pas',
    de: 'Diese Adresse gibt es nicht',
  },
  'Not found': { es: 'No se encontró', fr: 'Introuvable', de: 'Nicht gefunden' },
  'Too many requests. Please wait {seconds} second{s} and try again.': {
    es: 'Demasiadas solicitudes. Espere {seconds} segundo{s} e inténtelo de nuevo.',
    fr: 'Trop de requêtes. Attendez {seconds} seconde{s} puis réessayez.',
    de: 'Zu viele Anfragen. Bitte warten Sie {seconds} s und versuchen Sie es dann erneut.',
  },
  'Invalid input': { es: 'Datos no válidos', fr: 'Données non valides', de: 'Ungültige Eingabe' },
  'Invalid message': { es: 'Mensaje no válido', fr: 'Message non valide', de: 'Ungültige Nachricht' },
  'Invalid retry': { es: 'Reintento no válido', fr: 'Nouvel essai non valide', de: 'Ungültiger erneuter Versuch' },
  'Invalid history request': {
    es: 'Solicitud de historial no válida',
    fr: 'Demande d’historique non valide',
    de: 'Ungültige Verlaufsanfrage',
  },
  'Invalid auth request': {
    es: 'Solicitud de autenticación no válida',
    fr: 'Demande d’authentification non valide',
    de: 'Ungültige Anmeldeanfrage',
  },
  'Invalid join request': {
    es: 'Solicitud para unirse no válida',
    fr: 'Demande pour rejoindre non valide',
    de: 'Ungültige Beitrittsanfrage',
  },
  'Invalid read request': { es: 'Solicitud de lectura no válida', fr: 'Demande de lecture non valide', de: 'Ungültige Leseanfrage' },
  'Invalid leave request': {
    es: 'Solicitud para salir no válida',
    fr: 'Demande pour quitter non valide',
    de: 'Ungültige Anfrage zum Verlassen',
  },
  'Some answers need attention': {
    es: 'Algunas respuestas necesitan atención',
    fr: 'Certaines réponses demandent votre attention',
    de: 'Einige Antworten müssen überprüft werden',
  },

  // Not found
  'Case not found': { es: 'No se encontró el caso', fr: 'Dossier introuvable', de: 'Fall nicht gefunden' },
  'Chat not found': { es: 'No se encontró el chat', fr: 'Conversation introuvable', de: 'Chat nicht gefunden' },
  'Message not found': { es: 'No se encontró el mensaje', fr: 'Message introuvable', de: 'Nachricht nicht gefunden' },
  'Tool call not found': {
    es: 'No se encontró la llamada a la herramienta',
    fr: 'Appel d’outil introuvable',
    de: 'Werkzeugaufruf nicht gefunden',
  },
  'File not found': { es: 'No se encontró el archivo', fr: 'Fichier introuvable', de: 'Datei nicht gefunden' },
  'Reminder not found': { es: 'No se encontró el recordatorio', fr: 'Rappel introuvable', de: 'Erinnerung nicht gefunden' },
  'Appointment not found': { es: 'No se encontró la cita', fr: 'Rendez-vous introuvable', de: 'Termin nicht gefunden' },
  'Invoice not found.': { es: 'No se encontró la factura.', fr: 'Facture introuvable.', de: 'Rechnung nicht gefunden.' },
  'Payment method not found.': {
    es: 'No se encontró el método de pago.',
    fr: 'Moyen de paiement introuvable.',
    de: 'Zahlungsmethode nicht gefunden.',
  },
  'Article not found.': { es: 'No se encontró el artículo.', fr: 'Article introuvable.', de: 'Artikel nicht gefunden.' },
  'News item not found.': { es: 'No se encontró la noticia.', fr: 'Actualité introuvable.', de: 'Meldung nicht gefunden.' },
  'Document not found.': { es: 'No se encontró el documento.', fr: 'Document introuvable.', de: 'Dokument nicht gefunden.' },
  'Attachment not found.': { es: 'No se encontró el archivo adjunto.', fr: 'Pièce jointe introuvable.', de: 'Anhang nicht gefunden.' },
  'Answer not found.': { es: 'No se encontró la respuesta.', fr: 'Réponse introuvable.', de: 'Antwort nicht gefunden.' },
  'Ticket not found.': { es: 'No se encontró el ticket.', fr: 'Ticket introuvable.', de: 'Ticket nicht gefunden.' },
  'Review not found': { es: 'No se encontró la revisión', fr: 'Examen introuvable', de: 'Prüfung nicht gefunden' },
  'This calendar feed does not exist or was revoked': {
    es: 'Este calendario no existe o fue revocado',
    fr: 'Ce flux d’agenda n’existe pas ou a été révoqué',
    de: 'Dieser Kalender-Feed existiert nicht oder wurde widerrufen',
  },
  'This shared report does not exist, has expired or was revoked.': {
    es: 'Este informe compartido no existe, ha caducado o fue revocado.',
    fr: 'Ce rapport partagé n’existe pas, a expiré ou a été révoqué.',
    de: 'Dieser geteilte Bericht existiert nicht, ist abgelaufen oder wurde widerrufen.',
  },

  // Chats
  'This chat is about another case': {
    es: 'Este chat trata sobre otro caso',
    fr: 'Cette conversation concerne un autre dossier',
    de: 'Dieser Chat betrifft einen anderen Fall',
  },
  'Start a new chat to discuss this case': {
    es: 'Inicie un chat nuevo para hablar de este caso',
    fr: 'Commencez une nouvelle conversation pour parler de ce dossier',
    de: 'Beginnen Sie einen neuen Chat, um diesen Fall zu besprechen',
  },
  'This message id is already used in the chat': {
    es: 'Este identificador de mensaje ya se usa en el chat',
    fr: 'Cet identifiant de message est déjà utilisé dans la conversation',
    de: 'Diese Nachrichten-ID wird im Chat bereits verwendet',
  },
  'This message already has a reply': {
    es: 'Este mensaje ya tiene respuesta',
    fr: 'Ce message a déjà une réponse',
    de: 'Diese Nachricht hat bereits eine Antwort',
  },
  'This message is still being answered': {
    es: 'Todavía se está respondiendo a este mensaje',
    fr: 'La réponse à ce message est en cours',
    de: 'Diese Nachricht wird noch beantwortet',
  },
  'The result does not match the tool call': {
    es: 'El resultado no corresponde a la llamada a la herramienta',
    fr: 'Le résultat ne correspond pas à l’appel d’outil',
    de: 'Das Ergebnis passt nicht zum Werkzeugaufruf',
  },
  'Expected {name}': { es: 'Se esperaba {name}', fr: '{name} attendu', de: '{name} erwartet' },
  'This message was answered by a later try': {
    es: 'Este mensaje se respondió en un intento posterior',
    fr: 'Ce message a reçu une réponse lors d’un essai ultérieur',
    de: 'Diese Nachricht wurde bei einem späteren Versuch beantwortet',
  },
  'Please wait for the replies to your earlier messages.': {
    es: 'Espere las respuestas a sus mensajes anteriores.',
    fr: 'Attendez les réponses à vos messages précédents.',
    de: 'Bitte warten Sie auf die Antworten auf Ihre früheren Nachrichten.',
  },
  'The assistant is unavailable right now. Please try again.': {
    es: 'El asistente no está disponible en este momento. Inténtelo de nuevo.',
    fr: 'L’assistant n’est pas disponible pour le moment. Veuillez réessayer.',
    de: 'Der Assistent ist gerade nicht verfügbar. Bitte versuchen Sie es erneut.',
  },
  'That message id is already taken. Send the message again.': {
    es: 'Ese identificador de mensaje ya está en uso. Envíe el mensaje de nuevo.',
    fr: 'Cet identifiant de message est déjà pris. Renvoyez le message.',
    de: 'Diese Nachrichten-ID ist bereits vergeben. Senden Sie die Nachricht erneut.',
  },
  'A file was already sent with another message.': {
    es: 'Ya se envió un archivo con otro mensaje.',
    fr: 'Un fichier a déjà été envoyé avec un autre message.',
    de: 'Eine Datei wurde bereits mit einer anderen Nachricht gesendet.',
  },
  'Upload the file again to send it twice': {
    es: 'Vuelva a subir el archivo para enviarlo dos veces',
    fr: 'Téléversez de nouveau le fichier pour l’envoyer deux fois',
    de: 'Laden Sie die Datei erneut hoch, um sie zweimal zu senden',
  },
  'Attachments must be files you uploaded to this chat': {
    es: 'Los archivos adjuntos deben ser archivos que subió a este chat',
    fr: 'Les pièces jointes doivent être des fichiers que vous avez téléversés dans cette conversation',
    de: 'Anhänge müssen Dateien sein, die Sie in diesen Chat hochgeladen haben',
  },
  'Not one of your chat files': {
    es: 'No es uno de sus archivos del chat',
    fr: 'Ce n’est pas l’un de vos fichiers de conversation',
    de: 'Keine Ihrer Chat-Dateien',
  },
  'An attached file was not found': {
    es: 'No se encontró un archivo adjunto',
    fr: 'Une pièce jointe est introuvable',
    de: 'Ein Anhang wurde nicht gefunden',
  },
  'No file at this path': {
    es: 'No hay ningún archivo en esta ruta',
    fr: 'Aucun fichier à cet emplacement',
    de: 'Unter diesem Pfad liegt keine Datei',
  },
  'An attached file is too large': {
    es: 'Un archivo adjunto es demasiado grande',
    fr: 'Une pièce jointe est trop volumineuse',
    de: 'Ein Anhang ist zu groß',
  },
  'Files may be up to {size}': {
    es: 'Los archivos pueden ocupar hasta {size}',
    fr: 'Les fichiers peuvent atteindre {size}',
    de: 'Dateien dürfen bis zu {size} groß sein',
  },
  'The attached files are too large together': {
    es: 'Los archivos adjuntos son demasiado grandes en conjunto',
    fr: 'Les pièces jointes sont trop volumineuses ensemble',
    de: 'Die Anhänge sind zusammen zu groß',
  },
  'Up to {size} per message': {
    es: 'Hasta {size} por mensaje',
    fr: 'Jusqu’à {size} par message',
    de: 'Bis zu {size} pro Nachricht',
  },
  'Attach an image, a PDF or a voice recording.': {
    es: 'Adjunte una imagen, un PDF o una grabación de voz.',
    fr: 'Joignez une image, un PDF ou un enregistrement vocal.',
    de: 'Hängen Sie ein Bild, eine PDF-Datei oder eine Sprachaufnahme an.',
  },

  // Uploads
  'Choose a file to upload.': {
    es: 'Elija un archivo para subir.',
    fr: 'Choisissez un fichier à téléverser.',
    de: 'Wählen Sie eine Datei zum Hochladen.',
  },
  'Choose a file to upload': {
    es: 'Elija un archivo para subir',
    fr: 'Choisissez un fichier à téléverser',
    de: 'Wählen Sie eine Datei zum Hochladen',
  },
  'Choose at least one file to review.': {
    es: 'Elija al menos un archivo para revisar.',
    fr: 'Choisissez au moins un fichier à examiner.',
    de: 'Wählen Sie mindestens eine Datei zur Prüfung.',
  },
  'Choose at least one file': {
    es: 'Elija al menos un archivo',
    fr: 'Choisissez au moins un fichier',
    de: 'Wählen Sie mindestens eine Datei',
  },
  'The file is empty.': { es: 'El archivo está vacío.', fr: 'Le fichier est vide.', de: 'Die Datei ist leer.' },
  'The file is empty': { es: 'El archivo está vacío', fr: 'Le fichier est vide', de: 'Die Datei ist leer' },
  'Upload one file at a time.': {
    es: 'Suba un archivo a la vez.',
    fr: 'Téléversez un fichier à la fois.',
    de: 'Laden Sie jeweils nur eine Datei hoch.',
  },
  'The upload could not be read.': {
    es: 'No se pudo leer el archivo subido.',
    fr: 'Le fichier téléversé n’a pas pu être lu.',
    de: 'Der Upload konnte nicht gelesen werden.',
  },
  'The upload stopped before it was complete.': {
    es: 'La subida se detuvo antes de completarse.',
    fr: 'Le téléversement s’est interrompu avant la fin.',
    de: 'Der Upload brach ab, bevor er vollständig war.',
  },
  'A form field name is too long.': {
    es: 'El nombre de un campo del formulario es demasiado largo.',
    fr: 'Le nom d’un champ du formulaire est trop long.',
    de: 'Der Name eines Formularfelds ist zu lang.',
  },
  'A form field is too long.': {
    es: 'Un campo del formulario es demasiado largo.',
    fr: 'Un champ du formulaire est trop long.',
    de: 'Ein Formularfeld ist zu lang.',
  },
  'Attach the file in the "{field}" field.': {
    es: 'Adjunte el archivo en el campo "{field}".',
    fr: 'Joignez le fichier dans le champ « {field} ».',
    de: 'Hängen Sie die Datei im Feld „{field}“ an.',
  },
  'Unexpected file field; use "{field}"': {
    es: 'Campo de archivo inesperado; use "{field}"',
    fr: 'Champ de fichier inattendu ; utilisez « {field} »',
    de: 'Unerwartetes Dateifeld; verwenden Sie „{field}“',
  },
  'The form has too many fields.': {
    es: 'El formulario tiene demasiados campos.',
    fr: 'Le formulaire comporte trop de champs.',
    de: 'Das Formular hat zu viele Felder.',
  },
  'The form has too many parts.': {
    es: 'El formulario tiene demasiadas partes.',
    fr: 'Le formulaire comporte trop de parties.',
    de: 'Das Formular hat zu viele Teile.',
  },

  // Account, settings, phone
  'For your security, sign in again to delete your account.': {
    es: 'Por su seguridad, vuelva a iniciar sesión para eliminar su cuenta.',
    fr: 'Pour votre sécurité, reconnectez-vous pour supprimer votre compte.',
    de: 'Melden Sie sich zu Ihrer Sicherheit erneut an, um Ihr Konto zu löschen.',
  },
  'Type DELETE to confirm': {
    es: 'Escriba DELETE para confirmar',
    fr: 'Tapez DELETE pour confirmer',
    de: 'Geben Sie zur Bestätigung DELETE ein',
  },
  'Nothing to update': { es: 'No hay nada que actualizar', fr: 'Rien à mettre à jour', de: 'Nichts zu aktualisieren' },
  'Send at least one setting': {
    es: 'Envíe al menos una configuración',
    fr: 'Envoyez au moins un paramètre',
    de: 'Senden Sie mindestens eine Einstellung',
  },
  'Verify your phone number before turning on SMS notifications: the reminders are texted to it.': {
    es: 'Verifique su número de teléfono antes de activar las notificaciones por SMS: los recordatorios se envían a ese número.',
    fr: 'Vérifiez votre numéro de téléphone avant d’activer les notifications par SMS : les rappels y sont envoyés.',
    de: 'Bestätigen Sie Ihre Telefonnummer, bevor Sie SMS-Benachrichtigungen einschalten: Die Erinnerungen werden dorthin gesendet.',
  },
  'Two-factor authentication is turned on and off with its own steps, not saved as a setting': {
    es: 'La verificación en dos pasos se activa y desactiva con sus propios pasos, no se guarda como una configuración',
    fr: 'La double authentification s’active et se désactive par ses propres étapes, pas comme un paramètre',
    de: 'Die Zwei-Faktor-Authentifizierung wird mit eigenen Schritten ein- und ausgeschaltet, nicht als Einstellung gespeichert',
  },
  'Check the phone number': {
    es: 'Revise el número de teléfono',
    fr: 'Vérifiez le numéro de téléphone',
    de: 'Prüfen Sie die Telefonnummer',
  },
  'A code was just sent. Please wait {seconds} seconds before asking for another.': {
    es: 'Se acaba de enviar un código. Espere {seconds} segundos antes de pedir otro.',
    fr: 'Un code vient d’être envoyé. Attendez {seconds} secondes avant d’en demander un autre.',
    de: 'Gerade wurde ein Code gesendet. Bitte warten Sie {seconds} Sekunden, bevor Sie einen neuen anfordern.',
  },
  'Too many codes were sent to you in the last hour. Please try again later.': {
    es: 'Se le enviaron demasiados códigos en la última hora. Inténtelo más tarde.',
    fr: 'Trop de codes vous ont été envoyés au cours de la dernière heure. Réessayez plus tard.',
    de: 'In der letzten Stunde wurden Ihnen zu viele Codes gesendet. Bitte versuchen Sie es später erneut.',
  },
  'Send a code to your phone first': {
    es: 'Primero envíe un código a su teléfono',
    fr: 'Envoyez d’abord un code à votre téléphone',
    de: 'Senden Sie zuerst einen Code an Ihr Telefon',
  },
  'Too many wrong codes. Send a new code and try again.': {
    es: 'Demasiados códigos incorrectos. Envíe un código nuevo e inténtelo de nuevo.',
    fr: 'Trop de codes erronés. Envoyez un nouveau code et réessayez.',
    de: 'Zu viele falsche Codes. Senden Sie einen neuen Code und versuchen Sie es erneut.',
  },
  'That code has expired': { es: 'Ese código ha caducado', fr: 'Ce code a expiré', de: 'Dieser Code ist abgelaufen' },
  'That code has expired. Send a new one.': {
    es: 'Ese código ha caducado. Envíe uno nuevo.',
    fr: 'Ce code a expiré. Envoyez-en un nouveau.',
    de: 'Dieser Code ist abgelaufen. Senden Sie einen neuen.',
  },
  'That code is not right': { es: 'Ese código no es correcto', fr: 'Ce code n’est pas correct', de: 'Dieser Code ist nicht richtig' },
  'That code is not right. {left} try left.': {
    es: 'Ese código no es correcto. Le queda {left} intento.',
    fr: 'Ce code n’est pas correct. Il vous reste {left} essai.',
    de: 'Dieser Code ist nicht richtig. Sie haben noch {left} Versuch.',
  },
  'That code is not right. {left} tries left.': {
    es: 'Ese código no es correcto. Le quedan {left} intentos.',
    fr: 'Ce code n’est pas correct. Il vous reste {left} essais.',
    de: 'Dieser Code ist nicht richtig. Sie haben noch {left} Versuche.',
  },
  'Not an email address': {
    es: 'No es una dirección de correo electrónico',
    fr: 'Ce n’est pas une adresse e-mail',
    de: 'Keine E-Mail-Adresse',
  },
  'No account with the email {email}. The person must sign up first.': {
    es: 'No hay ninguna cuenta con el correo electrónico {email}. La persona debe registrarse primero.',
    fr: 'Aucun compte avec l’adresse e-mail {email}. La personne doit d’abord s’inscrire.',
    de: 'Kein Konto mit der E-Mail-Adresse {email}. Die Person muss sich zuerst registrieren.',
  },

  // Cases, experts, status checks
  "Add the application's receipt number before recording status updates.": {
    es: 'Agregue el número de recibo de la solicitud antes de registrar actualizaciones de estado.',
    fr: 'Ajoutez le numéro de reçu de la demande avant d’enregistrer des mises à jour de statut.',
    de: 'Fügen Sie die Eingangsnummer des Antrags hinzu, bevor Sie Statusänderungen erfassen.',
  },
  "Add the application's receipt number before checking its status.": {
    es: 'Agregue el número de recibo de la solicitud antes de consultar su estado.',
    fr: 'Ajoutez le numéro de reçu de la demande avant d’en vérifier le statut.',
    de: 'Fügen Sie die Eingangsnummer des Antrags hinzu, bevor Sie seinen Status abfragen.',
  },
  'Automatic status checks are not set up. Record the notices you receive from USCIS with "Record a notice".': {
    es: 'Las consultas automáticas de estado no están configuradas. Registre los avisos que reciba de USCIS con "Record a notice".',
    fr: 'Les vérifications automatiques du statut ne sont pas configurées. Enregistrez les avis reçus de l’USCIS avec « Record a notice ».',
    de: 'Automatische Statusabfragen sind nicht eingerichtet. Erfassen Sie die Bescheide von USCIS mit „Record a notice“.',
  },
  'USCIS has no case with receipt number {receiptNumber}. Check the number on your receipt notice.': {
    es: 'USCIS no tiene ningún caso con el número de recibo {receiptNumber}. Revise el número en su aviso de recibo.',
    fr: 'L’USCIS n’a aucun dossier avec le numéro de reçu {receiptNumber}. Vérifiez le numéro sur votre avis de réception.',
    de: 'USCIS hat keinen Fall mit der Eingangsnummer {receiptNumber}. Prüfen Sie die Nummer auf Ihrer Eingangsbestätigung.',
  },
  'Claim the case first.': {
    es: 'Primero tome el caso.',
    fr: 'Prenez d’abord le dossier en charge.',
    de: 'Übernehmen Sie zuerst den Fall.',
  },
  '{name} is already handling this case.': {
    es: '{name} ya se está ocupando de este caso.',
    fr: '{name} s’occupe déjà de ce dossier.',
    de: '{name} bearbeitet diesen Fall bereits.',
  },
  'Restore the archived case before sending it to an expert.': {
    es: 'Restaure el caso archivado antes de enviarlo a un experto.',
    fr: 'Restaurez le dossier archivé avant de l’envoyer à un expert.',
    de: 'Stellen Sie den archivierten Fall wieder her, bevor Sie ihn an einen Experten senden.',
  },
  'Another expert has already taken this case.': {
    es: 'Otro experto ya tomó este caso.',
    fr: 'Un autre expert a déjà pris ce dossier.',
    de: 'Ein anderer Experte hat diesen Fall bereits übernommen.',
  },
  'This review is in a case, so it is kept.': {
    es: 'Esta revisión está en un caso, así que se conserva.',
    fr: 'Cet examen fait partie d’un dossier, il est donc conservé.',
    de: 'Diese Prüfung gehört zu einem Fall und wird daher behalten.',
  },
  'This review is already in another case.': {
    es: 'Esta revisión ya está en otro caso.',
    fr: 'Cet examen fait déjà partie d’un autre dossier.',
    de: 'Diese Prüfung gehört bereits zu einem anderen Fall.',
  },

  // Deadlines and the compliance checklist
  'The due date cannot be in the past': {
    es: 'La fecha límite no puede estar en el pasado',
    fr: 'L’échéance ne peut pas être dans le passé',
    de: 'Das Fälligkeitsdatum darf nicht in der Vergangenheit liegen',
  },
  'This deadline is computed from your documents and dates, so it cannot be deleted. Mute it instead, or correct the date under "Your dates".':
    {
      es: 'Esta fecha límite se calcula a partir de sus documentos y fechas, así que no se puede eliminar. Puede silenciarla o corregir la fecha en "Your dates".',
      fr: 'Cette échéance est calculée à partir de vos documents et de vos dates, elle ne peut donc pas être supprimée. Mettez-la en sourdine, ou corrigez la date sous « Your dates ».',
      de: 'Diese Frist wird aus Ihren Dokumenten und Daten berechnet und kann daher nicht gelöscht werden. Schalten Sie sie stumm oder korrigieren Sie das Datum unter „Your dates“.',
    },
  "No such item on this case's checklist.": {
    es: 'Este elemento no está en la lista de verificación del caso.',
    fr: 'Cet élément ne figure pas dans la liste de contrôle du dossier.',
    de: 'Diesen Punkt gibt es auf der Checkliste des Falls nicht.',
  },
  'The date cannot be in the future.': {
    es: 'La fecha no puede estar en el futuro.',
    fr: 'La date ne peut pas être dans le futur.',
    de: 'Das Datum darf nicht in der Zukunft liegen.',
  },
  'Enter a date after 1900.': {
    es: 'Ingrese una fecha posterior a 1900.',
    fr: 'Saisissez une date postérieure à 1900.',
    de: 'Geben Sie ein Datum nach 1900 ein.',
  },
};
