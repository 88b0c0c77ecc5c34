import type { Catalog } from '../catalog.js';

/**
 * Deutsch. Duzen, wie auf Discord üblich. Glossar: credits → Credits; API key → API-Schlüssel;
 * key → Schlüssel; server key → Server-Schlüssel; workflow → Workflow; image service →
 * Bilddienst; generation → Generierung; link/unlink → verknüpfen/trennen; revoke → widerrufen;
 * daily limit → Tageslimit; Re-roll → Neu würfeln.
 */
export const de: Catalog = {
  language: { name: 'Deutsch' },
  units: {
    bytes: '{count, plural, one {# Byte} other {# Bytes}}',
    kilobytes: '{n, number} kB',
    megabytes: '{n, number} MB',
    credits: '{count, plural, one {{amount} Credit} other {{amount} Credits}}',
    otherCurrency: '{amount} {currency}',
  },
  painter: {
    title: 'Übermale den Teil, der sich ändern soll',
    brush: 'Pinsel',
    eraser: 'Radierer',
    size: 'Größe',
    clear: 'Leeren',
    prompt: 'Prompt',
    send: 'Senden',
    sending: 'Wird gesendet…',
    sent: '✅ Gesendet: Dein bemalter Bereich wartet im Kanal, nur für dich sichtbar. Drück dort auf **Bereich variieren**; du kannst den Maler schließen.',
    nothingPainted: 'Übermale zuerst den Teil des Bildes, der sich ändern soll.',
    paintedNothing:
      'Es ist nichts übermalt, also würde sich nichts ändern: Übermale den Teil des Bildes, der sich ändern soll, und drück dann Senden. Es wurde nichts gesendet und nichts berechnet.',
    paintedWhole:
      'Du hast das ganze Bild übermalt, also würde sich alles ändern: Radiere mit dem Radierer einen Teil weg und drück dann Senden. Es wurde nichts gesendet und nichts berechnet.',
    paintingUnreadable:
      'Der Bot konnte deine Übermalung nicht lesen: Drück Leeren, male erneut und drück Senden, oder schließ den Maler und drück noch einmal Vary (Region). Es wurde nichts gesendet und nichts berechnet.',
    failed:
      'Das Gemalte konnte nicht gesendet werden. Versuch es noch einmal oder schließ den Maler und nutze Vary (Region) erneut.',
    gone: 'Dieser Maler steht dir nicht mehr zur Verfügung: Er ist abgelaufen, wurde schon gesendet oder von jemand anderem geöffnet. Drück auf der Karte noch einmal Vary (Region).',
    signInFailed:
      'Discord konnte dich nicht anmelden. Schließ den Maler und drück noch einmal Vary (Region).',
  },
  common: {
    warning: '⚠️ {message}',
    permissionManageServer: 'Server verwalten',
    permissionManageMessages: 'Nachrichten verwalten',
  },
  errors: {
    unexpected:
      'Bei uns ist etwas schiefgelaufen (Fehler-ID `{errorId}`). Versuch es bitte noch einmal; passiert es wieder, gib diese ID dem Server-Team.',
    restarting: 'Der Bot startet gerade neu. Versuch es in einer Minute noch einmal.',
    commandUnavailable:
      'Diesen Befehl oder Button gibt es nicht mehr. Führe den Slash-Befehl noch einmal aus.',
    notHere:
      'Dieser Button oder dieses Formular gehört nicht zu dieser Nachricht oder diesem Ort. Es wurde nichts geändert.',
    notYours:
      'Das gehört einem anderen Mitglied: Nur es kann das benutzen. Es wurde nichts geändert.',
    serverOnly:
      '`{command}` funktioniert nur auf einem Server: Führe ihn in einem Serverkanal aus, nicht in einer DM. Es wurde nichts geändert.',
    notAllowed: {
      moderateReports:
        'Nur Mitglieder mit der Berechtigung **{permission}** können Meldungen bearbeiten.',
      manageServerKey:
        'Nur Mitglieder mit der Berechtigung **{permission}** können den Server-Schlüssel verwalten.',
      changeDailyLimit:
        'Nur Mitglieder mit der Berechtigung **{permission}** können das Tageslimit ändern.',
      seeOthersBalance:
        'Nur Mitglieder mit der Berechtigung **{permission}** können das Guthaben anderer Mitglieder sehen.',
      deleteOthersImage:
        'Nur Mitglieder mit der Berechtigung **{permission}** können ein Bild löschen, das jemand anderes angefordert hat.',
      changeLanguage:
        'Nur Mitglieder mit der Berechtigung **{permission}** können die Sprache des Servers ändern.',
      changeDefaults:
        'Nur Mitglieder mit der Berechtigung **{permission}** können die Standards eines Kanals oder des Servers ändern.',
      managePolicy:
        'Nur Mitglieder mit der Berechtigung **{permission}** können die Regeln des Servers ändern.',
      manageStyles:
        'Nur Mitglieder mit der Berechtigung **{permission}** können Stile des Servers hinzufügen, bearbeiten oder entfernen.',
      seeUsage:
        'Nur Mitglieder mit der Berechtigung **{permission}** können die Nutzung des Server-Schlüssels aller Mitglieder sehen.',
      cancelFromQueue:
        'Nur Mitglieder mit der Berechtigung **{permission}** können Generierungen anderer aus der Warteschlange nehmen.',
    },
  },
  service: {
    taskFailedSpent:
      '{backend} konnte dieses Bild nicht generieren ({amount, number} {unit} verbraucht). Versuch es noch einmal, vielleicht mit anderen Einstellungen.',
    taskImpossible:
      'Kein Worker von {backend} kann dieses Bild gerade erzeugen (Modell, Größe oder Schritte werden nicht angeboten). Es wurde abgebrochen; nichts wurde verbraucht. Versuch ein anderes Modell oder eine kleinere Größe.',
    taskImpossibleSpent:
      'Kein Worker von {backend} kann dieses Bild gerade erzeugen (Modell, Größe oder Schritte werden nicht angeboten). Es wurde abgebrochen; {amount, number} {unit} verbraucht. Versuch ein anderes Modell oder eine kleinere Größe.',
    taskFaulted:
      'Die Worker von {backend} konnten dieses Bild nicht erzeugen. Versuch es noch einmal, vielleicht mit einem anderen Modell.',
    taskFaultedSpent:
      'Die Worker von {backend} konnten dieses Bild nicht erzeugen ({amount, number} {unit} verbraucht). Versuch es noch einmal, vielleicht mit einem anderen Modell.',
    taskCensored:
      'Der Filter von {backend} hat dieses Bild als explizit zurückgehalten. Ändere den Prompt oder nutze einen Kanal mit Altersbeschränkung.',
    taskCensoredSpent:
      'Der Filter von {backend} hat dieses Bild als explizit zurückgehalten ({amount, number} {unit} verbraucht). Ändere den Prompt oder nutze einen Kanal mit Altersbeschränkung.',
    noBalance:
      '{backend} führt kein Guthaben: Es hat keine Konten, und Generieren kostet dich hier nichts.',
    noKeys:
      '{backend} nimmt keine API-Schlüssel: Du kannst hier generieren, ohne einen zu verknüpfen.',
    notOffered: 'Das Bild-Backend dieses Servers bietet das nicht an.',
    backendGone:
      'Das gehört zu einem Bild-Backend, das der Bot nicht mehr anbietet. Verknüpfe mit {cmdApikeyLink} einen Schlüssel für das Bild-Backend dieses Servers.',
    anyUnit: 'Guthaben',
    usageUnit: 'Nutzung',
    anyBackend: 'das Bild-Backend',
    unavailable:
      '{original, select, yes {Der Bilddienst ist gerade nicht erreichbar. Versuch es in ein paar Minuten noch einmal.} other {{backend} ist gerade nicht erreichbar. Versuch es in ein paar Minuten noch einmal.}}',
    timeout:
      '{original, select, yes {Der Bilddienst hat nicht rechtzeitig geantwortet. Versuch es in ein paar Minuten noch einmal.} other {Von {backend} kam nicht rechtzeitig eine Antwort. Versuch es in ein paar Minuten noch einmal.}}',
    rateLimited:
      '{original, select, yes {Der Bilddienst bekommt gerade zu viele Anfragen. Versuch es in einer Minute noch einmal.} other {Gerade gehen zu viele Anfragen an {backend}. Versuch es in einer Minute noch einmal.}}',
    rateLimitedFor:
      '{original, select, yes {Der Bilddienst bekommt gerade zu viele Anfragen. Versuch es in {seconds, number} s noch einmal.} other {Gerade gehen zu viele Anfragen an {backend}. Versuch es in {seconds, number} s noch einmal.}}',
    rateLimitedRefused:
      '{backend} begrenzt gerade die Anfragen und hat dieses Bild nicht gestartet, daher wurde nichts {accounts, select, balance {verbraucht} other {berechnet}}. Versuch es in einer Minute noch einmal.',
    rateLimitedRefusedFor:
      '{backend} begrenzt gerade die Anfragen und hat dieses Bild nicht gestartet, daher wurde nichts {accounts, select, balance {verbraucht} other {berechnet}}. Versuch es in {seconds, number} s noch einmal.',
    quotaExceeded:
      'Das Konto des Schlüssels bei {backend} hat kein Kontingent mehr (Abrechnung oder Tariflimit), daher wurde nichts erzeugt oder berechnet. Lade dort Guthaben auf oder erhöhe das Limit und versuch es dann noch einmal.',
    promptRefused:
      'Das Sicherheitssystem von {backend} hat diesen Prompt abgelehnt, daher wurde nichts erzeugt oder berechnet. Ändere den Prompt und versuch es noch einmal.',
    unavailableRefused:
      'Bei {backend} ist etwas fehlgeschlagen, bevor dieses Bild gestartet wurde, daher wurde nichts berechnet. Versuch es in ein paar Minuten noch einmal.',
    down: '{original, select, yes {Der Bilddienst hat seit {seconds, number} s nicht geantwortet, deshalb wartet der Bot nicht mehr auf dieses Bild. Es wurde möglicherweise berechnet; prüf deine Credits, bevor du es noch einmal versuchst.} other {{backend} hat seit {seconds, number} s nicht geantwortet, deshalb wartet der Bot nicht mehr auf dieses Bild. {accounts, select, none {Es gibt dort keine Konten, also wurde nichts berechnet. Versuch es noch einmal, sobald es wieder da ist.} other {Es wurde möglicherweise berechnet; prüf dein Guthaben oder deinen Verbrauch dort, bevor du es noch einmal versuchst.}}}}',
    taskCut:
      '{accounts, select, none {Die Verbindung zu {backend} ist abgerissen, während das Bild erzeugt wurde: Es wurde vielleicht fertig, konnte aber nicht abgeholt werden. {backend} führt keine Konten, also wurde nichts berechnet. Drück auf „Wiederholen“, um es neu zu erzeugen.} other {Die Verbindung zu {backend} ist abgerissen, während das Bild erzeugt wurde. Es wurde möglicherweise berechnet; prüf deinen Verbrauch beim Anbieter, bevor du es noch einmal versuchst.}}',
    taskInterrupted:
      '{accounts, select, none {Der Bot wurde neu gestartet, während {backend} dieses Bild erzeugte: Es wurde vielleicht fertig, konnte aber nicht abgeholt werden und wurde nicht noch einmal gesendet. {backend} führt keine Konten, also wurde nichts berechnet. Drück auf „Wiederholen“, um es neu zu erzeugen.} other {Der Bot wurde neu gestartet, während {backend} dieses Bild erzeugte. Es wurde möglicherweise berechnet und nicht noch einmal gesendet; prüf deinen Verbrauch beim Anbieter, bevor du auf „Wiederholen“ drückst.}}',
    taskStoppedElsewhere:
      '{accounts, select, none {Jemand anderes, der {backend} nutzt, hat den Auftrag abgebrochen, bevor dieses Bild fertig war; das unfertige Bild wird nicht gepostet. {backend} führt keine Konten, also wurde nichts berechnet. Drück auf „Wiederholen“, um es neu zu erzeugen.} other {Jemand anderes, der {backend} nutzt, hat den Auftrag abgebrochen, bevor dieses Bild fertig war; das unfertige Bild wird nicht gepostet. Es wurde vielleicht berechnet; prüf deine Nutzung beim Anbieter, bevor du es erneut versuchst.}}',
    unexpectedAnswer:
      '{original, select, yes {Der Bilddienst hat eine Antwort geschickt, die der Bot nicht versteht. Versuch es später noch einmal.} other {Der Bot versteht die Antwort von {backend} nicht. Versuch es später noch einmal.}}',
    submissionUncertain:
      '{original, select, yes {Der Bilddienst hat diese Generierung vielleicht erhalten und berechnet, aber seine Antwort ging verloren. Prüfe {cmdBalance}, bevor du es noch einmal versuchst.} other {Diese Generierung hat {backend} vielleicht erreicht und wurde berechnet, aber die Antwort ging verloren. Prüf dort dein Guthaben oder deinen Verbrauch, bevor du es noch einmal versuchst.}}',
    insufficientCredits:
      '{original, select, yes {Nicht genug Credits beim Bilddienst für diese Generierung. Lade auf oder hol dir deinen Tagesbonus, dann versuch es noch einmal.} other {Auf {backend} ist nicht mehr genug {unit} für diese Generierung übrig. Lade dort auf und versuch es dann noch einmal.}}',
    invalidApiKey:
      '{original, select, yes {Der Bilddienst hat den API-Schlüssel abgelehnt: Er ist ungültig oder wurde widerrufen. Hinterlege einen neuen Schlüssel und versuch es noch einmal.} other {Der API-Schlüssel wurde von {backend} abgelehnt: Er ist ungültig oder wurde widerrufen. Richte einen neuen Schlüssel ein und versuch es noch einmal.}}',
    invalidLoginToken:
      '{original, select, yes {Der Bilddienst hat das Login-Token abgelehnt. Kopiere ein frisches Token aus deinem Konto und versuch es noch einmal.} other {Das Login-Token wurde von {backend} abgelehnt. Kopier ein frisches Token aus deinem Konto und versuch es noch einmal.}}',
    unknownTask:
      '{original, select, yes {Der Bilddienst kennt diese Generierung nicht mehr (vielleicht ist sie abgelaufen). Starte eine neue.} other {{backend} kennt diese Generierung nicht mehr (sie ist vielleicht abgelaufen). Starte eine neue.}}',
    unknownTaskSpent:
      '{backend} kennt diese Generierung nicht mehr: Sie ist abgelaufen. Bei der letzten Abfrage waren {amount, number} {unit} verbraucht. Starte eine neue.',
    unknownTaskNothingSpent:
      '{backend} kennt diese Generierung nicht mehr: Sie ist abgelaufen. Bei der letzten Abfrage war nichts verbraucht. Starte eine neue.',
    nothingSpent:
      '{said} {accounts, select, balance {Es wurde nichts verbraucht.} other {Es wurde nichts berechnet.}}',
    imageTooLarge: 'Das erzeugte Bild ist größer als {size} und zu groß, um es hier zu posten.',
    imageHostRefused:
      'Der Bot konnte dieses Bild nicht sicher abrufen, deshalb wird es hier nicht angezeigt.',
    taskFailed:
      '{original, select, yes {Der Bilddienst konnte dieses Bild nicht erzeugen. Versuch es noch einmal, vielleicht mit anderen Einstellungen.} other {{backend} konnte dieses Bild nicht generieren. Versuch es noch einmal, vielleicht mit anderen Einstellungen.}}',
    runFailed:
      '{backend} konnte dieses Bild nicht erzeugen: {cause, select, outOfMemory {Der GPU ging der Speicher aus} modelUnreadable {Das Modell ließ sich nicht lesen} fileMissing {Eine benötigte Datei fehlt} blocked {Es wurde blockiert} raised {Es wurde {errorType} ausgelöst} other {Es trat ein Fehler auf}}. Versuch es noch einmal, vielleicht mit anderen Einstellungen.',
    stepFailed:
      '{backend} konnte dieses Bild nicht erzeugen: Sein Knoten {titled, select, yes {„{title}“ ({type})} other {{type}}} (Knoten {node}) ist fehlgeschlagen, weil {cause, select, outOfMemory {der GPU der Speicher ausging} modelUnreadable {er sein Modell nicht lesen konnte} fileMissing {eine benötigte Datei fehlt} blocked {der Workflow ihn blockiert hat} raised {er {errorType} ausgelöst hat} other {er einen Fehler ausgelöst hat}}. Versuch es noch einmal, vielleicht mit anderen Einstellungen.',
    moved:
      '{original, select, yes {Der Bilddienst ist an eine neue Adresse umgezogen. Sag dem Betreiber des Bots Bescheid, damit er sie anpasst.} other {Die Adresse von {backend} funktioniert nicht mehr: Der Dienst ist umgezogen. Sag dem Betreiber des Bots Bescheid, damit er sie aktualisiert.}}',
    parametersRejected:
      '{original, select, yes {Der Bilddienst hat die Parameter der Anfrage abgelehnt. Prüfe sie und versuch es noch einmal.} other {{backend} hat die Parameter der Anfrage abgelehnt. Prüf sie und versuch es noch einmal.}}',
    setupRefused:
      '{backend} hat diese Anfrage wegen der Einrichtung des Bots abgelehnt (Modell, Workflow oder Zugang), daher wurde nichts generiert oder berechnet. Nur der Betreiber des Bots kann das beheben: Sag ihm bitte Bescheid.',
    valueRefused:
      '{backend} hat einen Wert abgelehnt, den du gewählt hast: {problem}. Ändere ihn und versuch es noch einmal; es wurde nichts erzeugt und nichts berechnet.',
    requestRejected:
      '{original, select, yes {Der Bilddienst hat die Anfrage abgelehnt: {said}} other {{backend} hat die Anfrage abgelehnt: {said}}}',
  },
  civitai: {
    unavailable:
      'CivitAI war nicht erreichbar, um diese LoRA nachzuschlagen, daher wurde nichts hinzugefügt. Versuche es in ein paar Minuten erneut.',
    notFound:
      'CivitAI hat kein Modell und keine Version mit der ID {id}. Prüfe die Nummer in der Adresse der Seite (civitai.com/models/…) und versuche es erneut; es wurde nichts hinzugefügt.',
  },
  loras: {
    tooMany: 'höchstens {max} LoRAs können auf ein Bild angewendet werden',
    weight: 'das Gewicht einer LoRA muss eine Zahl von {min} bis {max} sein (erhalten: {got})',
    notAllowed: '„{name}“ ist keine LoRA, die dieser Server anbietet: wähle einen der Vorschläge',
    notOnServer: 'die LoRA „{name}“ ist nicht mehr im Bild-Backend dieses Servers',
    none: 'das Bild-Backend dieses Servers nimmt keine LoRAs',
    unreadable:
      'die LoRAs des Bild-Backends konnten gerade nicht gelesen werden; versuche es in einer Minute erneut',
    notInWorkflow:
      'der Workflow „{workflow}“ nimmt keine LoRAs: wähle einen anderen Workflow oder lass die LoRAs weg',
  },
  parameter: {
    multipleOf: '{name} muss ein Vielfaches von {step} sein (erhalten: {got})',
    empty: '{name} darf nicht leer sein',
    textOrWorkflow: '{name} muss Text oder ein Node-Graph-Workflow-Objekt sein',
    emptyWorkflow: 'Der Workflow in {name} darf nicht leer sein',
    notText: '{name} muss Text sein (erhalten: {type})',
    emptyWhenGiven: '{name} darf nicht leer sein, wenn angegeben',
    notWhole: '{name} muss eine ganze Zahl sein (erhalten: {got})',
    notNumber: '{name} muss eine Zahl sein (erhalten: {got})',
    atLeast: '{name} muss mindestens {min} sein (erhalten: {got})',
    atMost: '{name} darf höchstens {max} sein (erhalten: {got})',
    oneOf: '{name} muss einer dieser Werte sein: {allowed} (erhalten: {got})',
    invisible: '{name} braucht sichtbare Zeichen (es enthält nur unsichtbare)',
    tooLong: '{name} darf höchstens {max} Zeichen lang sein (erhalten: {got})',
    tooLongWithStyle:
      '{name} hat {typed} Zeichen; mit dem Stil „{style}“ hätte der gesendete Prompt {got}, mehr als die erlaubten {max}. Kürze ihn um {over} oder wähle einen anderen Stil',
    wrongType:
      '{name} muss {expected, select, string {Text} integer {eine ganze Zahl} number {eine Zahl} other {eine Datei}} sein',
    refused:
      '{original, select, yes {{problem}. Ändere das und führe {cmdImagine} noch einmal aus; es wurde nichts gesendet und keine Credits verbraucht.} other {{problem}. Ändere es und führ {cmdImagine} erneut aus; es wurde nichts gesendet und nichts berechnet.}}',
  },
  jobs: {
    inputGone:
      'Das Bild, von dem diese Generierung ausgeht, wird nicht mehr aufbewahrt. Deshalb wurde nichts gesendet und nichts berechnet. Starte sie noch einmal mit dem Bild.',
    timeout:
      '{original, select, yes {Das Bild hat zu lange gebraucht, deshalb wartet der Bot nicht mehr darauf. Der Bilddienst hatte es schon, der Credit ist also wahrscheinlich verbraucht (prüfe es mit {cmdBalance}).} other {{accounts, select, none {Das Bild hat zu lange gedauert, deshalb wartet der Bot nicht mehr darauf. {backend} führt keine Konten, daher wurde nichts berechnet.} other {Das Bild hat zu lange gedauert, deshalb wartet der Bot nicht mehr darauf. Es war schon bei {backend} angekommen und wurde daher wahrscheinlich berechnet (prüf dort dein Guthaben oder deinen Verbrauch).}}}}',
    memberCap:
      'Du hast schon {limit, plural, one {# Generierung} other {# Generierungen}} laufen; warte, bis eine fertig ist.',
    submissionInterrupted:
      '{original, select, yes {Der Bot ist beim Senden dieser Generierung neu gestartet; sie hat den Bilddienst vielleicht erreicht (und wurde berechnet) oder auch nicht. Prüfe deine Credits mit {cmdBalance}, bevor du auf „Wiederholen“ drückst.} other {{accounts, select, none {Der Bot wurde neu gestartet, während er diese Generierung gesendet hat. Sie hat {backend} vielleicht erreicht, vielleicht auch nicht. {backend} führt keine Konten, daher wurde nichts berechnet. Drück auf „Wiederholen“, um sie noch einmal auszuführen.} other {Der Bot wurde neu gestartet, während er diese Generierung gesendet hat. Sie hat {backend} vielleicht erreicht (und wurde berechnet), vielleicht auch nicht. Prüf dort dein Guthaben oder deinen Verbrauch, bevor du auf „Wiederholen“ drückst.}}}}',
    restartedBeforeSend:
      '{original, select, yes {Der Bot ist neu gestartet, bevor deine Anfrage an den Bilddienst ging, es wurde also nichts berechnet. Drück auf „Wiederholen“, um sie noch einmal auszuführen.} other {Der Bot wurde neu gestartet, bevor deine Anfrage an {backend} ging, daher wurde nichts berechnet. Drück auf „Wiederholen“, um sie noch einmal auszuführen.}}',
    saveFailed:
      '{original, select, yes {Der Bot kann Anfragen gerade nicht speichern, deshalb wurde nichts gesendet und keine Credits verbraucht. Versuch es in ein paar Minuten noch einmal; passiert es wieder, sag dem Server-Team Bescheid.} other {Der Bot kann gerade keine Anfragen speichern, daher wurde nichts gesendet und nichts berechnet. Versuch es in ein paar Minuten noch einmal; wenn es weiter passiert, sag dem Server-Team Bescheid.}}',
    unexpected: 'Bei dieser Generierung ist etwas schiefgelaufen. Versuch es noch einmal.',
  },
  store: {
    unavailable:
      'Die Datenbank des Bots ist gerade nicht erreichbar. Versuch es in ein paar Minuten noch einmal.',
    unreachable:
      'Der Speicher des Bots ist gerade nicht erreichbar; es wurde nichts gestartet oder abgerechnet. Versuch es in einer Minute noch einmal.',
    keyUndecryptable:
      'Ein gespeicherter Schlüssel ließ sich nicht entschlüsseln; verknüpfe ihn mit {cmdApikeyLink} neu.',
    serverKeyUndecryptable:
      'Der Server-Schlüssel ließ sich nicht entschlüsseln; jemand, der den Server verwaltet, muss ihn neu hinterlegen.',
  },
  keys: {
    signup: {
      where:
        '{tokens, select, no {🔑 API-Schlüssel bekommst du in deinem Konto bei {service}.} other {🔑 API-Schlüssel und Login-Tokens bekommst du in deinem Konto bei {service}.}}',
      whereAt:
        '{tokens, select, no {🔑 Einen API-Schlüssel bekommst du in deinem Konto bei {service}: {url}} other {🔑 Einen API-Schlüssel und ein Login-Token bekommst du in deinem Konto bei {named, select, yes {{service}} other {dem Bilddienst}}: {url}}}',
      from: 'Aus deinem Konto bei {named, select, yes {{service}} other {dem Bilddienst}}.',
    },
    missing:
      'Du hast keinen API-Schlüssel verknüpft. {creates, select, yes {Verknüpfe deinen mit `{cmdApikeyLink}` oder erstelle einen mit `{cmdApikeyGenerate}`.} other {Verknüpfe deinen mit `{cmdApikeyLink}`.}}',
    missingHere:
      'Du hast keinen API-Schlüssel verknüpft und dieser Server hat keinen Server-Schlüssel. {creates, select, yes {Verknüpfe deinen mit `{cmdApikeyLink}` oder erstelle einen mit `{cmdApikeyGenerate}`.} other {Verknüpfe deinen mit `{cmdApikeyLink}`.}}',
    nothingToUnlink: 'Du hast keinen API-Schlüssel verknüpft, es gibt also nichts zu trennen.',
    nothingToRevoke:
      'Du hast keinen API-Schlüssel verknüpft, es gibt also nichts zu widerrufen. Einen Schlüssel, den der Bot nicht kennt, widerrufst du in deinem Konto beim Bilddienst.',
    unlinkedBeforeRun:
      'Dein API-Schlüssel wurde getrennt, bevor diese Generierung laufen konnte. Verknüpfe einen mit `{cmdApikeyLink}`.',
    serverKeyRemovedBeforeRun:
      'Der Server-Schlüssel wurde entfernt, bevor diese Generierung laufen konnte.',
    rejectedOwn:
      '{original, select, yes {Der Bilddienst hat deinen API-Schlüssel ({masked}) als ungültig oder widerrufen abgelehnt, deshalb habe ich ihn getrennt. Verknüpfe einen funktionierenden mit `{cmdApikeyLink}` oder erstelle einen mit `{cmdApikeyGenerate}`.} other {Dein API-Schlüssel ({masked}) wurde von {backend} als ungültig oder widerrufen abgelehnt, deshalb habe ich ihn getrennt. Verknüpf einen funktionierenden Schlüssel mit `{cmdApikeyLink}`.}}',
    rejectedServer:
      '{original, select, yes {Der Bilddienst hat den Server-Schlüssel ({masked}) als ungültig oder widerrufen abgelehnt, deshalb habe ich ihn entfernt. Mitglieder mit „Server verwalten“ können mit `{cmdApikeyServerSet}` einen neuen hinterlegen.} other {Der Server-Schlüssel ({masked}) wurde von {backend} als ungültig oder widerrufen abgelehnt, deshalb habe ich ihn entfernt. Ein Mitglied mit „Server verwalten“ kann mit `{cmdApikeyServerSet}` einen neuen festlegen.}}',
  },
  apikey: {
    malformed:
      'Das sieht nicht nach einem API-Schlüssel aus: Schlüssel sind {shape}. Kopiere den Schlüssel noch einmal aus {original, select, yes {deinem Konto beim Bilddienst} other {deinem Konto bei {backend}}} und versuch es erneut; es wurde nichts geändert.',
    keyShapeNone: 'hier nicht nötig',
    keyShapeProvider: 'der geheime Schlüssel deines Anbieters, ohne Leerzeichen',
    keyShapeHorde: '22 Buchstaben, Ziffern, - oder _ von aihorde.net',
    keyShapeService: '`sk-` gefolgt von 48 Hexadezimalzeichen',
    notYours:
      'Nur das Mitglied, das den Befehl ausgeführt hat, kann diese Bestätigung beantworten; es wurde nichts geändert.',
    linkModal: {
      title: 'API-Schlüssel verknüpfen',
      label:
        '{named, select, no {Dein API-Schlüssel für den Bilddienst} other {Dein API-Schlüssel für {backend}}}',
      description:
        '{original, select, yes {`sk-` und 48 Hexzeichen. Wird beim Dienst geprüft, dann verschlüsselt gespeichert.} other {{shape}. Wird bei {backend} geprüft und verschlüsselt gespeichert.}}',
      placeholder: '{original, select, yes {sk-…} other {API-Schlüssel}}',
    },
    generateModal: {
      title: 'API-Schlüssel erstellen',
      label: 'Dein Login-Token für den Bilddienst',
      description: 'Wird einmal zum Erstellen genutzt und nie gespeichert.',
      placeholder: 'Login-Token',
    },
    serverModal: {
      title: 'Server-Schlüssel hinterlegen',
      label:
        '{original, select, yes {API-Schlüssel für diesen Server} other {API-Schlüssel für diesen Server ({backend})}}',
      description: 'Mitglieder ohne eigenen Schlüssel generieren damit, im Rahmen des Tageslimits.',
      placeholder: '{original, select, yes {sk-…} other {API-Schlüssel}}',
    },
    linked: '✅ `{masked}` ist mit **{username}** beim Bilddienst verknüpft: **{credits}**.',
    linkedOn:
      '{named, select, yes {✅ `{masked}` ist mit **{username}** bei {backend} verknüpft: **{credits}**.} other {✅ `{masked}` ist bei {backend} verknüpft: **{credits}**.}}',
    linkedNext:
      'Deine Generierungen nutzen jetzt diesen Schlüssel. Er wird verschlüsselt gespeichert und nie vollständig angezeigt; `{cmdApikeyStatus}` zeigt ihn, `{cmdApikeyUnlink}` trennt ihn.',
    linkedReplaced: 'Er ersetzt den bisher verknüpften Schlüssel (der wurde nicht widerrufen).',
    generated: {
      notChecked:
        '⚠️ Ich habe einen neuen Schlüssel erstellt (`{masked}`), konnte ihn aber nicht beim Dienst prüfen ({reason}), deshalb ist er **nicht verknüpft**. Verknüpfe ihn später mit `{cmdApikeyLink}`.',
      linked:
        '✅ `{masked}` für **{username}** ({credits}) erstellt und verknüpft: Deine Generierungen nutzen ihn jetzt.',
      shownOnce:
        'Dein neuer Schlüssel, **nur dieses eine Mal** angezeigt: Kopiere ihn jetzt, wenn du ihn woanders nutzen willst.',
      warning:
        '⚠️ Wer diesen Schlüssel hat, kann deine Credits ausgeben: Poste ihn nie in einem Kanal. Ältere Schlüssel deines Kontos funktionieren weiter.',
      tokenUnused: 'Das eingegebene Login-Token wurde einmal genutzt und nicht gespeichert.',
    },
    status: {
      titlePersonal: 'Dein API-Schlüssel',
      titleServer: 'Server-Schlüssel',
      key: 'Schlüssel',
      serviceUser: 'Konto beim Dienst',
      linked: 'Verknüpft',
      set: 'Hinterlegt',
      when: '{relative} (am {date})',
      whenBy: '{relative} (am {date}) von {user}',
      balance: 'Guthaben',
      unavailable:
        'Gerade nicht abrufbar: {reason}\nDer Schlüssel bleibt verknüpft; die gespeicherten Angaben oben sind aktuell.',
      dailyLimit: 'Tageslimit',
      dailyLimitValue:
        '{limit, plural, one {# Generierung} other {# Generierungen}} pro Mitglied und Tag (Neustart um 00:00 UTC). Ändern mit `{cmdApikeyServerLimit}`.',
      footerServer: 'Mitglieder ohne eigenen Schlüssel generieren mit diesem Schlüssel.',
      footerPersonal:
        'Verschlüsselt gespeichert; angezeigt werden immer nur die letzten vier Zeichen.',
    },
    unlinked:
      '{named, select, yes {✅ `{masked}` (Konto **{username}**) getrennt. Der Bot hat ihn nicht mehr; deine Generierungen brauchen wieder einen Schlüssel (oder den Server-Schlüssel, wo es einen gibt).} other {✅ `{masked}` getrennt. Der Bot hat ihn nicht mehr; deine Generierungen brauchen wieder einen Schlüssel (oder den Server-Schlüssel, wo es einen gibt).}}',
    unlinkedUnreadable:
      '✅ Dein Schlüssel wurde getrennt. Der Bot hat ihn nicht mehr; deine Generierungen brauchen wieder einen Schlüssel (oder den Server-Schlüssel, wo es einen gibt).',
    notRevoked:
      '{original, select, yes {Der Schlüssel selbst wurde **nicht widerrufen** und funktioniert überall sonst weiter. Um ihn zu sperren, verknüpfe ihn erneut und führe `{cmdApikeyRevoke}` aus, oder widerrufe ihn in deinem Konto beim Bilddienst.} other {Der Schlüssel selbst wurde **nicht widerrufen** und funktioniert überall sonst weiter. Widerruf ihn in deinem Konto bei {backend}, wenn du ihm nicht mehr traust.}}',
    revoke: {
      alreadyInvalid:
        '✅ `{masked}` war beim Bilddienst schon ungültig oder widerrufen, deshalb habe ich ihn getrennt. Verknüpfe einen anderen mit `{cmdApikeyLink}` oder erstelle einen mit `{cmdApikeyGenerate}`.',
      done: '✅ `{masked}` widerrufen und getrennt: Er funktioniert nirgends mehr. Das Konto **{username}** behält seine Credits und anderen Schlüssel.',
      doneAlready:
        '✅ `{masked}` widerrufen (laut Dienst war er es schon) und getrennt: Er funktioniert nirgends mehr. Das Konto **{username}** behält seine Credits und anderen Schlüssel.',
      next: 'Verknüpfe einen anderen Schlüssel mit `{cmdApikeyLink}` oder erstelle einen mit `{cmdApikeyGenerate}`.',
    },
    revokeAll: {
      question: '⚠️ **Alle** API-Schlüssel des Kontos **{username}** beim Bilddienst widerrufen?',
      consequence:
        'Jede App, jeder Bot und jeder Server mit einem Schlüssel dieses Kontos funktioniert dann nicht mehr, und dein verknüpfter Schlüssel wird hier getrennt. Das lässt sich nicht rückgängig machen.',
      confirmWithin: 'Bestätige innerhalb von {minutes, plural, one {# Minute} other {# Minuten}}.',
      confirm: 'Alle Schlüssel widerrufen',
      cancel: 'Abbrechen',
      expired:
        '⌛ Diese Bestätigung ist abgelaufen, es wurde nichts widerrufen. Führe `{cmdApikeyRevokeAll}` noch einmal aus, wenn du es weiterhin willst.',
      changed:
        'Dein verknüpfter Schlüssel hat sich seit deiner Anfrage geändert, es wurde nichts widerrufen. Führe `{cmdApikeyRevokeAll}` noch einmal aus, wenn du es weiterhin willst.',
      alreadyInvalid:
        '⚠️ Dein verknüpfter Schlüssel `{masked}` war schon ungültig oder widerrufen und konnte die anderen nicht widerrufen; ich habe ihn getrennt. Widerrufe die übrigen Schlüssel in deinem Konto beim Bilddienst.',
      done: '✅ {count, plural, one {# Schlüssel} other {# Schlüssel}} von **{username}** widerrufen und `{masked}` getrennt.',
      doneEvery: '✅ Alle Schlüssel von **{username}** widerrufen und `{masked}` getrennt.',
      next: 'Erstelle einen neuen Schlüssel mit `{cmdApikeyGenerate}`, wenn du einen brauchst.',
      cancelled: 'Abgebrochen: Es wurde kein Schlüssel widerrufen.',
    },
    server: {
      backendSet:
        '✅ Die Generierungen dieses Servers gehen jetzt an **{backend}**. Dafür verknüpfte Schlüssel bezahlen hier; Schlüssel anderer Backends bleiben verknüpft, bezahlen hier aber nicht. Einstellungen und Verlauf bleiben erhalten.',
      backendUnknown:
        'Dieser Bot bietet kein Bild-Backend namens „{name}“ an. Wähle eines aus der Liste: {offered}. Nichts wurde geändert.',
      none: 'Dieser Server hat keinen Server-Schlüssel, Mitglieder brauchen also einen eigenen (`{cmdApikeyLink}`). Hinterlege einen mit `{cmdApikeyServerSet}`; das Tageslimit pro Mitglied wäre **{limit}**.',
      noneToClear: 'Dieser Server hat keinen Server-Schlüssel, es hat sich also nichts geändert.',
      cleared:
        '✅ Server-Schlüssel entfernt: Mitglieder brauchen jetzt einen eigenen Schlüssel ({creates, select, yes {`{cmdApikeyLink}` oder `{cmdApikeyGenerate}`} other {`{cmdApikeyLink}`}}).',
      clearedNotRevoked:
        '{original, select, yes {Der Schlüssel wurde **nicht widerrufen** und funktioniert anderswo weiter; widerrufe ihn in seinem Konto beim Bilddienst, wenn du ihm nicht mehr traust.} other {Der Schlüssel wurde **nicht widerrufen** und funktioniert anderswo weiter; widerruf ihn in seinem Konto bei {backend}, wenn du ihm nicht mehr traust.}}',
      limitInvalid:
        'Das Tageslimit muss eine ganze Zahl von {min} bis {max} sein (erhalten: {got}); es wurde nichts geändert.',
      limitZero:
        '✅ Tageslimit auf **0** gesetzt: Mitglieder können nicht mehr mit dem Server-Schlüssel generieren (eigene Schlüssel funktionieren weiter).',
      limitSet:
        '✅ Mitglieder ohne eigenen Schlüssel dürfen jetzt jeweils {limit, plural, one {**#** Generierung} other {**#** Generierungen}} pro Tag mit dem Server-Schlüssel ausführen (der Zähler startet um 00:00 UTC neu).',
      limitNoKey:
        'Dieser Server hat noch keinen Server-Schlüssel: Hinterlege einen mit `{cmdApikeyServerSet}`.',
      set: '{named, select, yes {✅ Server-Schlüssel hinterlegt: `{masked}` von **{username}** ({credits}).} other {✅ Server-Schlüssel hinterlegt: `{masked}` ({credits}).}}',
      setNext:
        'Mitglieder ohne eigenen Schlüssel generieren jetzt damit, jeweils bis zu **{limit}** pro Tag (ändern mit `{cmdApikeyServerLimit}`).',
      setReplaced: 'Er ersetzt den bisherigen Server-Schlüssel (der wurde nicht widerrufen).',
    },
  },
  balance: {
    footerRecord: 'Vom Bot anhand der erhaltenen Bilder gezählt; {backend} führt kein Guthaben.',
    usageOnly:
      '{backend} führt für API-Schlüssel kein Guthaben. Über den Bot in diesem Monat mit diesem Schlüssel verbraucht: **{images, plural, one {# Bild} other {# Bilder}}**, {tokens, number} Tokens.',
    title: 'Credits beim Bilddienst',
    titleOf: '{unit} bei {backend}',
    creditsOf: '{original, select, yes {Credits von {user}} other {Guthaben von {user}}}',
    footer: 'Die Guthaben kommen live vom Bilddienst.',
    footerOf: 'Die Guthaben kommen live von {backend}.',
    yourKey: 'Dein Schlüssel',
    theirKey: 'Schlüssel des Mitglieds',
    noKeyYours:
      'Kein Schlüssel verknüpft. {creates, select, yes {Verknüpfe deinen mit `{cmdApikeyLink}` oder erstelle einen mit `{cmdApikeyGenerate}`.} other {Verknüpfe deinen mit `{cmdApikeyLink}`.}}',
    noKeyYoursPool:
      'Kein Schlüssel verknüpft. {creates, select, yes {Verknüpfe deinen mit `{cmdApikeyLink}` oder erstelle einen mit `{cmdApikeyGenerate}`.} other {Verknüpfe deinen mit `{cmdApikeyLink}`.}} Generierungen hier nutzen den Server-Schlüssel.',
    noKeyTheirs: 'Kein Schlüssel verknüpft.',
    noKeyTheirsPool: 'Kein Schlüssel verknüpft. Generierungen hier nutzen den Server-Schlüssel.',
    unavailable: 'Gerade nicht abrufbar: {reason}',
    removed: 'Nicht mehr gültig: Er wurde entfernt.',
    account: 'Konto **{username}**',
    accountWithKey: 'Konto **{username}** · `{masked}`',
    pool: 'Server-Pool',
    poolYours:
      'Deine Generierungen damit heute: noch **{left} von {limit}** übrig (Neustart {resets}).',
    poolTheirs:
      'Generierungen des Mitglieds damit heute: noch **{left} von {limit}** übrig (Neustart {resets}).',
    poolUnused: 'Wird nur von Mitgliedern ohne eigenen Schlüssel genutzt.',
    otherRejected:
      '{original, select, yes {Der Bilddienst hat den Schlüssel von {user} als ungültig oder widerrufen abgelehnt, deshalb habe ich ihn getrennt; mit `{cmdApikeyLink}` lässt sich ein neuer verknüpfen.} other {Der Schlüssel von {user} wurde von {backend} als ungültig oder widerrufen abgelehnt, deshalb habe ich ihn getrennt; es muss mit `{cmdApikeyLink}` ein neuer verknüpft werden.}}',
    otherNone:
      '{user} hat keinen API-Schlüssel verknüpft, und dieser Server hat keinen Server-Schlüssel.',
    notMember:
      '{user} ist kein Mitglied dieses Servers, daher wird das Guthaben hier nicht angezeigt.',
  },
  imagine: {
    roleClosed:
      'Deine Rollen dürfen den Server-Schlüssel nicht nutzen. Um weiterzumachen, verknüpfe deinen eigenen Schlüssel mit `{cmdApikeyLink}`; es wurde nichts berechnet.',
    budgetReached:
      'Der Server-Schlüssel hat sein {period, select, daily {Tagesbudget} other {Monatsbudget}} aufgebraucht. Er zahlt wieder <t:{seconds}:R> (<t:{seconds}:f>). Um jetzt weiterzumachen, verknüpfe deinen eigenen Schlüssel mit `{cmdApikeyLink}`; es wurde nichts berechnet.',
    notFound:
      'Der Bot hat diese Generierung nicht mehr (sie werden 7 Tage aufbewahrt). Führe stattdessen {cmdImagine} noch einmal aus.',
    answerNotTaken:
      'Discord hat die Antwort des Bots nicht angenommen, daher wurde nichts gestartet oder abgerechnet. Versuch es gleich noch einmal.',
    optionName: '`{option}`',
    describeRange: '{text}, {min} bis {max}',
    describeOnly: '{text} (nur {workflows})',
    workflowFile: {
      next: '{problem} Hänge einen als JSON-Objekt gespeicherten Node-Graph-Workflow an und führe {cmdImagine} noch einmal aus; es wurde nichts verbraucht.',
      notUtf8: 'Die Workflow-Datei ist kein UTF-8-Text.',
      notJson: 'Die Workflow-Datei ist kein gültiges JSON ({detail}).',
      notObject:
        'Die Workflow-Datei enthält {kind, select, array {ein Array} null {null} string {einen String} number {eine Zahl} boolean {einen booleschen Wert} other {etwas anderes}}, kein JSON-Objekt.',
      empty: 'Die Workflow-Datei ist ein leeres JSON-Objekt.',
      tooDeep: 'Die Workflow-Datei ist mehr als {max} Ebenen tief verschachtelt.',
      tooLarge: 'Die Workflow-Datei ist {size} groß und damit über dem Limit von {max}.',
      overLimit: 'Die Workflow-Datei ist größer als das Limit von {max}.',
      downloadFailed: 'Die Workflow-Datei konnte nicht von Discord geladen werden.',
      textOnly:
        'Die Workflow-Datei braucht einen Node-Graph-Workflow ({workflows}): {workflow} nimmt nur einen Text-Prompt.',
      neverFetched:
        'Die Workflow-Datei wurde nie abgerufen: Der Bot ist neu gestartet, bevor er sie senden konnte.',
    },
    dailyLimit: {
      closed: 'Der Schlüssel dieses Servers ist für Mitglieder nicht freigegeben (Tageslimit 0).',
      used: 'Du hast heute alle {limit, plural, one {# Generierung} other {# Generierungen}} verbraucht, die dir der Schlüssel dieses Servers erlaubt.',
      resets:
        '{used} Das Limit startet <t:{seconds}:R> neu (<t:{seconds}:t>, Mitternacht UTC). Um gleich weiterzumachen, verknüpfe deinen eigenen Schlüssel mit `{cmdApikeyLink}`.',
    },
    progress: {
      atBackendQueue:
        '{position, plural, =0 {Als Nächstes bei {backend}} other {Platz **#** bei {backend}}}{seconds, plural, =-1 {.} other {, etwa # s Wartezeit.}}',
      waiting: '⏳ Warte auf einen freien Platz',
      queued: '🕒 In der Warteschlange',
      processing: '🎨 Wird generiert',
      completed: '✅ Fertig',
      failed: '❌ Fehlgeschlagen',
      timedOut: '⌛ Zeitüberschreitung',
      position: 'Platz **{position}** in der Warteschlange dieses Servers.',
      atService:
        '{named, select, no {Wartet darauf, dass der Bilddienst beginnt.} other {Wartet darauf, dass {backend} sie startet.}}',
      started: 'Gestartet {time}.',
      ready: 'Fertig {time}, nach dem bisherigen Fortschritt.',
      working: 'Wird bearbeitet…',
      ignored: 'Vom Workflow {workflow} ignoriert: {options}.',
      ignoredByBackend: 'Vom Bild-Backend nicht unterstützt: {options}.',
      cancelled: '✖️ Abgebrochen',
      stopped: '⏹️ Nicht mehr gewartet',
      percent: '{bar} {progress, number, percent} erledigt',
    },
    result: {
      title: '✅ Bild fertig',
      lorasNotApplied:
        '⚠️ Nicht angewendet: {loras}. Das Bild-Backend konnte {count, plural, one {diese LoRA} other {diese LoRAs}} nicht laden, daher wurde das Bild ohne sie erstellt.',
      missingTitle: '⚠️ Bild erstellt, nicht zugestellt',
      tooLarge:
        '{original, select, yes {Das Bild ist zu groß, als dass der Bot es hier posten könnte (höchstens {size}), daher wird es nicht gepostet. Die Generierung wurde abgeschlossen, ihr Guthaben ist also verbraucht.} other {Das Bild von {backend} ist zu groß, als dass der Bot es hier posten könnte (höchstens {size}), daher wird es nicht gepostet. Die Generierung ist fertig und wurde wie üblich berechnet.}}',
      notFetched:
        '{original, select, yes {Das Bild wurde erstellt, aber der Bot konnte es nicht vom Bilddienst abrufen, daher wird es nicht gepostet. Die Generierung wurde abgeschlossen, ihr Guthaben ist also verbraucht.} other {Das Bild wurde erstellt, aber der Bot konnte es nicht von {backend} abrufen, daher wird es nicht gepostet. Die Generierung ist fertig und wurde wie üblich berechnet.}}',
      reencoded:
        '{scaled, select, yes {Als WebP neu kodiert und auf {width}×{height} verkleinert, damit es in die {size} passt, die der Bot hier hochladen darf.} other {Als WebP neu kodiert, damit es in die {size} passt, die der Bot hier hochladen darf.}}',
      notAnImage:
        '{original, select, yes {Der Bilddienst hat etwas zurückgegeben, das kein Bild ist, das Discord anzeigen kann, daher wird es nicht gepostet. Die Generierung wurde abgeschlossen, ihr Guthaben ist also verbraucht.} other {Was {backend} zurückgegeben hat, ist kein Bild, das Discord anzeigen kann, daher wird es nicht gepostet. Die Generierung ist fertig und wurde wie üblich berechnet.}}',
    },
    failure: {
      title: '❌ Generierung fehlgeschlagen',
      timedOut: '⌛ Zeitüberschreitung',
      tookTooLong:
        '{original, select, yes {Die Generierung hat zu lange gedauert; ihr Credit ist wahrscheinlich verbraucht.} other {Die Generierung hat zu lange gedauert; {backend} hat sie vielleicht berechnet.}}',
      failed: 'Die Generierung ist fehlgeschlagen.',
      serviceSaid:
        '{original, select, yes {Der Bilddienst meldet: „{said}“} other {Was {backend} gesagt hat: „{said}“}}',
      nextOperator: 'Drück auf **Wiederholen**, sobald der Betreiber des Bots es behoben hat.',
      nextFailed:
        'Drück auf **Wiederholen**, um es noch einmal zu versuchen; klappt es weiterhin nicht, ändere den Prompt oder die Optionen.',
      nextTimedOut:
        '{original, select, yes {Der Dienst ist vielleicht ausgelastet. Drück später auf **Wiederholen**, um es noch einmal zu versuchen.} other {Vielleicht ist {backend} ausgelastet. Drück später auf **Wiederholen**.}}',
    },
    cancelled: {
      title: '✖️ Generierung abgebrochen',
      stoppedTitle: '⏹️ Nicht mehr gewartet',
      next: 'Drück auf **Erneut ausführen**, um sie mit denselben Optionen noch einmal auszuführen (eine neue Generierung), oder auf **Remixen**, um sie vorher zu ändern.',
    },
    details: {
      title: 'Parameter der Generierung',
      prompt: '**Prompt**',
      task: '**Aufgabe** `{taskId}`',
      paidWith:
        '**Bezahlt mit** {source, select, server {dem Server-Schlüssel} anonymous {dem anonymen Schlüssel (niedrigste Priorität)} other {dem eigenen Schlüssel}}',
    },
    summary: {
      cost: 'Kosten',
      negativePrompt: 'Negativ-Prompt',
      workflow: 'Workflow',
      workflowFile: 'Workflow-Datei',
      size: 'Größe',
      steps: 'Schritte',
      seed: 'Seed',
      cfg: 'CFG',
      model: 'Modell',
      sampler: 'Sampling-Methode',
      loras: 'LoRA',
      notApplied: '(nicht angewendet)',
      random: 'zufällig',
      duration: 'Dauer',
      requestedBy: 'Angefordert von',
      key: 'Schlüssel',
      anonymousKey: 'anonym (niedrigste Priorität)',
    },
    buttons: {
      reroll: '🎲 Neu würfeln',
      details: 'ℹ️ Details',
      delete: '🗑️ Löschen',
      retry: '🔁 Wiederholen',
      runAgain: '🔁 Erneut ausführen',
    },
  },
  settings: {
    show: 'Deine privaten Antworten sind auf **{member}**, deiner Discord-Sprache.',
    showServer:
      'Öffentliche Nachrichten auf diesem Server (Fortschritt und Ergebnisse) sind auf **{server}**: {source, select, override {von den Server-Verwaltern gewählt} other {die Discord-Sprache des Servers}}.',
    showDm: 'In Direktnachrichten ist alles in deiner Sprache.',
    howToChange:
      'Mitglieder mit „Server verwalten“ können die Sprache des Servers mit `{cmdLanguageServer}` ändern.',
    set: '✅ Öffentliche Nachrichten auf diesem Server (Fortschritt und Ergebnisse) sind jetzt auf **{language}**.',
    followDiscord:
      '✅ Öffentliche Nachrichten auf diesem Server folgen jetzt seiner Discord-Sprache: **{language}**.',
  },
  prefs: {
    title:
      '{scope, select, member {Deine /imagine-Standards} channel {/imagine-Standards dieses Kanals} other {/imagine-Standards dieses Servers}}',
    intro: {
      member:
        'Was {cmdImagine} überall nimmt, wenn du eine Option weglässt. Was du eingibst, gewinnt immer, dann ein gewählter Stil, dann deine Einstellungen, dann die des Kanals, dann die des Servers.',
      channel:
        'Was {cmdImagine} in {channel} nimmt, wenn ein Mitglied eine Option weglässt und selbst nichts eingestellt hat; geht vor den Standards des Servers.',
      server:
        'Was {cmdImagine} auf diesem Server nimmt, wenn ein Mitglied eine Option weglässt und weder es noch der Kanal etwas eingestellt hat.',
    },
    field: {
      workflow: 'Workflow',
      size: 'Größe',
      steps: 'Schritte',
      negativePrompt: 'Negativ-Prompt',
      cfg: 'CFG',
      model: 'Modell',
      count: 'Bilder pro Befehl',
      visibility: 'Ergebnisse',
      style: 'Stil',
    },
    visibility: { public: 'im Kanal gepostet', private: 'nur für das Mitglied sichtbar' },
    serviceDefault:
      '{original, select, yes {Standard des Bilddiensts} other {Standard von {backend}}}',
    noStyle: 'kein Stil',
    value: '{value} ({source})',
    source:
      '{source, select, here {hier eingestellt} typed {eingegeben} style {vom Stil} member {deine Einstellungen} channel {vom Kanal} server {vom Server} other {eingebaut}}',
    pick: {
      workflow: 'Workflow …',
      size: 'Größe …',
      visibility: 'Wohin die Ergebnisse gehen …',
      style: 'Stil …',
      unset: 'Nicht gesetzt (nächste Ebene gilt)',
    },
    buttons: {
      more: 'Schritte, CFG, Modell, Negativ-Prompt, Bilder …',
      reset: 'Alles zurücksetzen',
    },
    modal: { title: 'Standards für /imagine', blank: 'Leer lassen, um es zu entfernen.' },
    invalid: '{field} {problem}; nichts wurde geändert.',
    problem: {
      range:
        'muss {whole, select, true {eine ganze Zahl} other {eine Zahl}} von {min} bis {max} sein',
      tooLong: 'darf höchstens {max} Zeichen lang sein',
      oneOf: 'muss eins von {allowed} sein',
      unlisted:
        'ist kein Modell, das das Bild-Backend des Servers gerade anbietet: wähle eins aus der angebotenen Liste',
    },
    footer: 'Nur du siehst dieses Panel. Änderungen gelten ab dem nächsten {cmdImagine}.',
    details: {
      sources: '**Woher die Optionen kamen**',
      source: '{option} – {source}',
      style: '**Stil** {name}, gesendeter Prompt:',
    },
  },
  styles: {
    title: 'Stile',
    line: '**{name}** ({kind, select, builtIn {eingebaut} other {von diesem Server}}): {template}',
    sets: 'setzt {options}',
    howToUse:
      'Nutze einen mit {cmdImagineStyle}. Mitglieder mit „Server verwalten“ fügen eigene mit `{cmdStylesAdd}` hinzu.',
    modal: {
      addTitle: 'Neuer Stil',
      editTitle: 'Stil bearbeiten',
      name: 'Bezeichnung',
      template: 'Prompt-Vorlage',
      templateHint: 'Setze {placeholder} dort ein, wo der Prompt des Mitglieds hinkommt.',
      negativePrompt: 'Negativ-Prompt',
      options: 'Gesetzte Optionen (optional)',
      optionsHint: 'z. B. workflow:anime size:portrait steps:30 cfg:7',
      loras: 'LoRAs, die er anwendet (optional)',
      lorasHint:
        'Bis zu {max}, als Name:Gewicht, z. B. add_detail:0.6, film-grain. Ihre Trigger-Wörter gehören in die Vorlage.',
    },
    saved: '✅ Stil **{name}** gespeichert. Mitglieder nutzen ihn mit {cmdImagineStyle}.',
    removed: '✅ Stil **{name}** entfernt.',
    notFound:
      'Hier gibt es keinen Stil namens „{name}“; `{cmdStylesList}` listet sie auf. Nichts wurde geändert.',
    builtInName:
      '„{name}“ ist der Name eines eingebauten Stils: wähle einen anderen. Nichts wurde geändert.',
    builtInFixed:
      'Eingebaute Stile lassen sich nicht ändern oder entfernen; füge stattdessen einen eigenen hinzu.',
    noPlaceholder:
      'Die Vorlage muss {placeholder} enthalten, wo der Prompt des Mitglieds hinkommt. Nichts wurde geändert.',
    badName:
      'Der Name eines Stils hat 1–{max} Buchstaben, Ziffern, - oder _. Nichts wurde geändert.',
    full: 'Dieser Server hat schon {max} Stile: entferne zuerst einen. Nichts wurde geändert.',
    taken: 'Ein anderer Stil heißt schon „{name}“. Nichts wurde geändert.',
    badOption:
      '„{got}“ ist keine Option, die ein Stil setzt ({fields}, als `name:wert`). Nichts wurde geändert.',
    badValue: 'In den Optionen: {field} {problem}. Nichts wurde geändert.',
    unknown:
      '{original, select, yes {Es gibt keinen Stil namens „{name}“; `{cmdStylesList}` listet sie auf. Nichts wurde gesendet und keine Credits wurden verbraucht.} other {Es gibt keinen Stil namens „{name}“; `{cmdStylesList}` listet sie auf. Nichts wurde gesendet und nichts wurde berechnet.}}',
    badLora: 'Bei den LoRAs: {problem}. Nichts wurde geändert.',
  },
  policy: {
    logTitle: 'Moderationslog',
    logOff: 'Aus: Wähle unten einen Kanal.',
    logOn: 'Schreibt in {channel}: jede Generierung, Ablehnung und Änderung, ohne Pings.',
    logPaused:
      '⚠️ Pausiert: {problem, select, deleted {sein Kanal wurde gelöscht} other {ich kann nicht mehr in {channel} schreiben}}. Wähle erneut einen Kanal.',
    pickLogChannel: 'Log-Kanal…',
    logOffButton: 'Log ausschalten',
    logMissing:
      'Ich kann nicht in {channel} schreiben: Ich brauche dort {permissions}. Es wurde nichts geändert.',
    permissionNames: {
      ViewChannel: 'Kanal ansehen',
      SendMessages: 'Nachrichten senden',
      EmbedLinks: 'Links einbetten',
    },
    lowBalanceTitle: 'Warnung bei niedrigem Guthaben',
    lowBalanceOn:
      'Unter {credits, number} {unit, select, credits {Credits} other {{unit}}} auf dem Server-Schlüssel, einmal im Log-Kanal gemeldet (nach seinen Generierungen geprüft, höchstens alle {minutes} Minuten).',
    lowBalanceOff: 'Aus.',
    lowBalanceButton: 'Warnschwelle…',
    lowBalanceModal: {
      title: 'Warnung bei niedrigem Guthaben',
      label: 'Warnen unter so vielen {unit, select, credits {Credits} other {{unit}}}',
      hint: 'Leer: keine Warnung. Die Warnung geht in den Log-Kanal.',
    },
    invalidLowBalance:
      'Die Schwelle muss eine ganze Zahl von 1 bis {max, number} sein oder leer für keine Warnung. Es wurde nichts geändert.',
    pages: {
      limits: 'Limits',
      members: 'Rollen & Budget',
      log: 'Log & Warnungen',
      safety: 'Sicherheit',
      blocks: 'Sperren',
    },
    rolesTitle: 'Tageslimits nach Rolle',
    rolesNone:
      'Keine: Jedes Mitglied hat das Tageslimit des Servers ({limit, plural, one {# Generierung} other {# Generierungen}}).',
    roleLine:
      '{role}: {perDay, plural, =0 {darf den Server-Schlüssel nicht nutzen} one {# Generierung pro Tag} other {# Generierungen pro Tag}}',
    rolesFooter:
      'Ein Mitglied bekommt das höchste Limit seiner Rollen, sonst das des Servers; Mitglieder mit eigenem Schlüssel sind nicht begrenzt. Tage und Monate in UTC.',
    pickRole: 'Tageslimit einer Rolle festlegen…',
    roleModal: {
      title: 'Tageslimit einer Rolle',
      label: 'Generierungen pro Mitglied und Tag',
      hint: '0: Die Rolle darf den Server-Schlüssel nicht nutzen. Leer: Regel entfernen.',
    },
    invalidRoleLimit:
      'Das Tageslimit muss eine ganze Zahl von 0 bis {max, number} sein oder leer, um die Regel zu entfernen. Es wurde nichts geändert.',
    tooManyRoles:
      'Höchstens {max} Rollen können eine Regel haben. Entferne zuerst eine. Es wurde nichts geändert.',
    budgetTitle: 'Server-Budget',
    budgetLine: '{period, select, daily {Heute} other {Diesen Monat}}: {used, number} von {cap}',
    noCap: 'keine Obergrenze',
    budgetIn:
      'Gezählt in {unit, select, credits {{costUnit, select, credits {Credits ({credits} pro Generierung)} other {{costUnit}, was jede Anfrage wirklich gekostet hat}}} other {Generierungen}}.',
    budgetButton: 'Budget…',
    unitButton:
      '{unit, select, credits {In Generierungen zählen} other {{costUnit, select, credits {In Credits zählen} other {In {costUnit} zählen}}}}',
    budgetModal: {
      title: 'Server-Budget',
      daily: 'Tagesobergrenze',
      monthly: 'Monatsobergrenze',
      hint: '{counted, select, credits {In Credits.} generations {In Generierungen.} images {In Bildern.} other {In {counted}.}} Leer: keine Obergrenze.',
    },
    invalidBudget:
      'Eine Obergrenze muss eine ganze Zahl von 1 bis {max, number} sein oder leer für keine. Es wurde nichts geändert.',
    title: 'Regeln des Servers',
    limits: 'Limits des Server-Schlüssels',
    maxSide: 'Größtes Bild: {value}',
    maxSteps: 'Meiste Schritte: {value}',
    maxImages: 'Meiste Bilder pro Befehl: {value}',
    workflows: 'Erlaubte Workflows: {value}',
    loras: 'Erlaubte LoRAs: {value}',
    allLoras: 'alles, was der Server hat',
    noLoras: 'keine',
    lorasNoneAdded: 'noch keine (füge eine über ihre CivitAI-ID hinzu)',
    lorasUnreadable: '(die Liste des Backends konnte gerade nicht gelesen werden)',
    pixels: '{max} px pro Seite',
    noLimit: 'kein Limit',
    allWorkflows: 'alle',
    banned: 'Verbotene Wörter und Muster',
    bannedNone: 'Keine.',
    bannedCount: '{count, plural, one {# Eintrag} other {# Einträge}}: {list}',
    footer:
      'Limits gelten für Generierungen, die der Server-Schlüssel bezahlt; verbotene Wörter für jeden Prompt auf diesem Server. Abgelehnte Anfragen kosten nichts.',
    pickWorkflows: 'Workflows, die der Server-Schlüssel ausführt …',
    pickLoras: 'LoRAs, die Mitglieder nutzen dürfen…',
    removeLora: 'Eine LoRA entfernen…',
    buttons: { limits: 'Limits …', banned: 'Verbotene Wörter …', addLora: 'LoRA hinzufügen…' },
    limitsModal: {
      title: 'Limits des Server-Schlüssels',
      maxSide: 'Längste Seite in Pixeln',
      maxSteps: 'Meiste Schritte',
      maxImages: 'Meiste Bilder pro Befehl',
      blank: 'Leer lassen für kein Limit.',
    },
    bannedModal: {
      title: 'Verbotene Wörter und Muster',
      label: 'Ein Wort oder eine Wendung pro Zeile',
      hint: 'Schreibung, Abstände, Akzente und Doppelgänger zählen nicht; * am Rand trifft auch in Wörtern.',
    },
    addLoraModal: {
      title: 'Eine LoRA von CivitAI hinzufügen',
      label: 'CivitAI-Modell-ID oder Seitenadresse',
      hint: 'Die Zahl in civitai.com/models/…; eine Adresse mit ?modelVersionId= fügt diese Version hinzu.',
    },
    loraBadId:
      'Gib die Zahl aus der CivitAI-Seitenadresse der LoRA (civitai.com/models/…) oder die Adresse selbst ein. Es wurde nichts hinzugefügt.',
    loraNotLora: '{name} ist auf CivitAI ein {type}, keine LoRA. Es wurde nichts hinzugefügt.',
    loraTooLarge:
      '{name} ist {size} groß: Die Worker der AI Horde laden LoRAs bis höchstens {max}. Es wurde nichts hinzugefügt.',
    tooManyLoras:
      'Es können höchstens {max} LoRAs hinzugefügt werden. Entferne zuerst eine. Es wurde nichts geändert.',
    invalidLimit:
      '{field} muss eine ganze Zahl von {min} bis {max} sein, oder leer für kein Limit. Nichts wurde geändert.',
    tooMany: 'Höchstens {max} Einträge ({got} angegeben). Nichts wurde geändert.',
    tooLongEntry: '„{entry}“ ist länger als {max} Zeichen. Nichts wurde geändert.',
    unmatchable:
      '„{entry}“ hat keinen Buchstaben und keine Ziffer zum Abgleichen. Nichts wurde geändert.',
    refused: {
      maxSide:
        'Der Server-Schlüssel bezahlt Bilder bis {max} Pixel pro Seite; dieses hat {width}×{height}.',
      maxSteps:
        'Der Server-Schlüssel bezahlt höchstens {max} Schritte; diese Generierung will {got}.',
      maxImages:
        'Der Server-Schlüssel bezahlt höchstens {max, plural, one {# Bild} other {# Bilder}} pro Befehl; dieser will {got}.',
      workflows: 'Der Server-Schlüssel führt nur die Workflows {allowed} aus, nicht {workflow}.',
      next: '{original, select, yes {{limit} Ändere das oder verknüpfe deinen eigenen Schlüssel mit `{cmdApikeyLink}`. Nichts wurde gesendet und keine Credits wurden verbraucht.} other {{limit} Ändere das oder verknüpfe deinen eigenen Schlüssel mit `{cmdApikeyLink}`. Nichts wurde gesendet und nichts wurde berechnet.}}',
      banned:
        '{original, select, yes {{where, select, prompt {Dein Prompt} negative {Dein Negativ-Prompt} style {Dein Prompt mit seinem Stil} other {Deine Workflow-Datei}} enthält „{found}“, was dieser Server nicht erlaubt („{entry}“). Nichts wurde gesendet und keine Credits wurden verbraucht.} other {{where, select, prompt {Dein Prompt} negative {Dein Negativ-Prompt} style {Dein Prompt mit seinem Stil} other {Deine Workflow-Datei}} enthält „{found}“, was dieser Server nicht erlaubt („{entry}“). Nichts wurde gesendet und nichts wurde berechnet.}}',
    },
  },
  modlog: {
    moderated:
      '{action, select, deleted {🗑️ {moderator} hat ein gemeldetes Ergebnis von {member} gelöscht} blocked {⛔ {moderator} hat {member} für den Bot gesperrt {until, select, never {bis zur Aufhebung} other {bis {until}}}} unblocked {✅ {moderator} hat die Sperre von {member} aufgehoben} other {☑️ {moderator} hat eine Meldung zu einem Ergebnis von {member} verworfen}}',
    generation:
      '{icon} {member}: „{prompt}“{withWorkflow, select, no {} other { · {workflow}}} · {size} · {payer, select, server {Server-Schlüssel} other {eigener Schlüssel}} · {outcome}',
    outcome: {
      completed: 'fertig',
      failed: 'fehlgeschlagen',
      timed_out: 'Zeit überschritten',
      cancelled: 'abgebrochen',
    },
    result: '[Ergebnis]({url})',
    private: 'privat (nur Parameter)',
    defaultWorkflow: 'Standard-Workflow',
    defaultSize: 'Standardgröße',
    described:
      '💬 {member}: {failed, select, yes {Bildbeschreibung fehlgeschlagen} other {ein Bild beschrieben}} · {payer, select, server {Server-Schlüssel} other {eigener Schlüssel}}{spent, select, yes { · {amount, number} {unit}} other {}} · privat (Beschreibung nicht gezeigt)',
    refusedBanned: '🚫 {member}: abgelehnt, „{entry}“ ist gesperrt: „{prompt}“',
    changed: '🛠️ {member} hat {setting} geändert{value, select, none {} other {: {value}}}',
    settings: {
      backend: 'das Bild-Backend',
      limits: 'die Limits des Server-Schlüssels',
      workflows: 'die Workflows',
      banned: 'die gesperrten Wörter',
      roleLimit: 'das Tageslimit einer Rolle',
      budget: 'das Server-Budget',
      logChannel: 'den Log-Kanal',
      lowBalance: 'die Guthabenwarnung',
      serverKey: 'den Server-Schlüssel',
      dailyLimit: 'das Tageslimit',
      language: 'die Sprache',
      defaults: 'die /imagine-Standards',
      styles: 'die Stile',
      imagePolicy: 'die Bildregel außerhalb altersbeschränkter Kanäle',
      ageRestrictedImagePolicy: 'die Bildregel in altersbeschränkten Kanälen',
      imageThreshold: 'die Schwelle der Bildprüfung',
      automod: 'die AutoMod-Prüfung',
      explicitTerms: 'die expliziten Begriffe',
      safetyNegative: 'den Sicherheits-Negativ-Prompt',
      loras: 'die LoRAs, die Mitglieder nutzen dürfen',
      addedLoras: 'die von CivitAI hinzugefügten LoRAs',
    },
    budgetReached:
      '💸 Der Server-Schlüssel hat sein {period, select, daily {Tagesbudget} other {Monatsbudget}}{unit, select, generations {} other { (in {unit})}} aufgebraucht; er zahlt wieder <t:{seconds}:R>.',
    lowBalance:
      '{unit, select, credits {🪫 Der Server-Schlüssel hat noch {credits, number} Credits, unter der Warnschwelle von {threshold, number}.} other {🪫 Der Server-Schlüssel hat noch {credits, number} {unit}, unter der Warnschwelle von {threshold, number}.}}',
    paused:
      'Das Moderationslog von {server} ist pausiert: {problem, select, deleted {sein Kanal wurde gelöscht} other {ich kann nicht mehr in seinen Kanal schreiben}}. Wähle in `/policy` erneut einen Kanal.',
  },
  reports: {
    button: '🚩 Melden',
    why: 'Warum meldest du dieses Ergebnis? Nur die Moderatoren dieses Servers sehen deine Meldung.',
    pickReason: 'Grund wählen…',
    reasons: {
      explicit: 'Sexuell oder explizit',
      hateful: 'Belästigung oder Hass',
      illegal: 'Illegale Inhalte',
      spam: 'Spam oder Werbung',
      other: 'Etwas anderes',
    },
    sent: 'Danke: Deine Meldung ist bei den Moderatoren dieses Servers angekommen.',
    keptNoLog:
      'Danke: Deine Meldung ist gespeichert, hat die Moderatoren dieses Servers aber nicht erreicht: Sie haben keinen funktionierenden Log-Kanal.',
    already: 'Du hast dieses Ergebnis schon gemeldet; die Moderatoren haben deine Meldung.',
    notReportable: 'Nur ein öffentliches Ergebnis auf einem Server kann gemeldet werden.',
    gone: 'Diese Meldung wird nicht mehr aufbewahrt.',
    cardTitle: '🚩 Meldung: {reason}',
    cardWho: '{reporter} hat ein Ergebnis von {member} gemeldet · [Ergebnis]({url})',
    cardPrompt: '**Prompt:** {prompt}',
    cardFooter: 'Workflow {workflow} · Seed {seed} · Gemeldet {at}',
    deleteButton: 'Ergebnis löschen',
    blockButton:
      '{length, select, day {1 Tag sperren} week {7 Tage sperren} other {Sperren bis zur Aufhebung}}',
    dismissButton: 'Verwerfen',
    action:
      '{action, select, deleted {🗑️ Ergebnis gelöscht von {moderator}} blocked {⛔ {member} für den Bot gesperrt {until} von {moderator}} other {☑️ Verworfen von {moderator}}} · {at}',
    until: '{at, select, never {bis zur Aufhebung} other {bis {at}}}',
    untilLifted: 'bis zur Aufhebung',
    untilUtc: 'bis {at} UTC',
    blockedUntil:
      '{original, select, yes {Ein Moderator hat dich auf diesem Server bis <t:{seconds}:f> für diesen Bot gesperrt. Nichts wurde gesendet und keine Credits wurden verbraucht.} other {Ein Moderator hat dich auf diesem Server bis <t:{seconds}:f> für diesen Bot gesperrt. Nichts wurde gesendet und nichts wurde berechnet.}}',
    blockedForever:
      '{original, select, yes {Ein Moderator hat dich auf diesem Server für diesen Bot gesperrt, bis die Sperre aufgehoben wird. Nichts wurde gesendet und keine Credits wurden verbraucht.} other {Ein Moderator hat dich auf diesem Server für diesen Bot gesperrt, bis die Sperre aufgehoben wird. Nichts wurde gesendet und nichts wurde berechnet.}}',
    blocksTitle: 'Für den Bot gesperrte Mitglieder',
    blocksNone:
      'Niemand. Moderatoren sperren ein Mitglied über die Karte einer Meldung im Moderations-Log.',
    blockLine: '{member} {until} · von {moderator}',
    blocksMore: '…und {count, plural, one {# weiteres} other {# weitere}}.',
    pickUnblock: 'Sperre eines Mitglieds aufheben…',
  },
  usage: {
    chartTitle: 'Generierungen pro Tag auf dem Server-Schlüssel, die letzten 30 Tage',
    chartAxisDays: 'Tag (UTC)',
    chartAxisGenerations: 'Generierungen',
    chartOthers: 'Alle anderen',
    chartBudget: 'Tagesbudget: {cap, number}',
    chartUnknown: 'Unbekanntes Mitglied',
    title: 'Nutzung des Server-Schlüssels',
    description:
      'Generierungen und Credits auf dem Schlüssel dieses Servers pro Mitglied: heute, die letzten 7 und die letzten 30 Tage (UTC-Tage).',
    line: '{user}: heute {today} · 7 Tage {week} · 30 Tage {month}',
    count: '**{generations, number}** ({credits})',
    total: '**Gesamt**: heute {today} · 7 Tage {week} · 30 Tage {month}',
    none: 'Niemand hat den Schlüssel dieses Servers in den letzten 30 Tagen genutzt.',
    more: '… und {count, plural, one {# weiteres Mitglied} other {# weitere Mitglieder}}.',
    yours: 'Deine Nutzung: heute {today} · 7 Tage {week} · 30 Tage {month}.',
    footer: 'Credits werden mit {credits} pro Generierung gezählt.',
  },
  history: {
    title: 'Deine letzten Generierungen',
    empty:
      'Dein Verlauf ist leer: Jede Generierung erscheint hier, sobald sie fertig ist (deine letzten {max} werden {days} Tage aufbewahrt).',
    footer:
      'Seite {page} von {pages} · {count, plural, one {# Generierung} other {# Generierungen}} · nur du siehst das',
    entryName: '{n}. {workflow} · {size}',
    entrySized: '{n}. {size}',
    entryLine: '{state} · Seed {seed} · {when}',
    entryLoras: 'LoRA: {loras}',
    messageLink: '[Zur Nachricht]({url})',
    privateReply: 'private Antwort (kein Link)',
    noMessage: 'Nachricht unbekannt',
    defaultWorkflow: 'Standard-Workflow',
    defaultSize: 'Standardgröße',
    randomSeed: 'zufällig',
    ago: 'vor {duration}',
    notFound:
      'Diese Generierung ist nicht in deinem Verlauf (er behält deine letzten {max} für {days} Tage). Es wurde nichts gestartet.',
    cannotRepeat:
      'Diese Generierung kann nicht aus dem Verlauf wiederholt werden (ihre Workflow-Datei war zu groß zum Aufbewahren). Führe {cmdImagine} noch einmal mit der Datei aus. Es wurde nichts gestartet.',
    state: { completed: '✅ fertig', failed: '❌ fehlgeschlagen', timed_out: '⌛ Zeit abgelaufen' },
    buttons: {
      again: 'Nochmal {n}',
      show: 'Zeigen {n}',
      previous: '◀ Zurück',
      next: 'Weiter ▶',
      post: 'Im Kanal posten',
    },
    show: {
      title: 'Generierung',
      workflow: 'Workflow',
      size: 'Größe',
      loras: 'LoRA',
      seed: 'Seed',
      when: 'Wann',
      result: 'Ergebnis',
      message: 'Nachricht',
      image: {
        gone: '{original, select, yes {Der Bilddienst liefert dieses Bild nicht mehr: Stattdessen siehst du seine Parameter.} other {{backend} liefert dieses Bild nicht mehr aus: Stattdessen werden seine Parameter angezeigt.}}',
        withheld: 'Das Bild wird zurückgehalten: Der Bot darf von seinem Host nicht laden.',
        tooLarge: 'Das Bild ist zu groß, um es hier anzuhängen.',
        notImage:
          '{original, select, yes {Der Bilddienst hat etwas zurückgegeben, das kein Bild ist, das Discord anzeigen kann: Stattdessen werden seine Parameter angezeigt.} other {Was {backend} zurückgegeben hat, ist kein Bild, das Discord anzeigen kann: Stattdessen werden seine Parameter angezeigt.}}',
      },
    },
  },
  privacy: {
    title: '🔒 Was der Bot über dich speichert',
    intro: 'Nur du siehst das. **Vergiss mich** löscht alles davon, auf allen Servern.',
    key: '🔑 API-Schlüssel',
    keyLinked:
      '{named, select, yes {Verknüpft: `{masked}` (Konto {account}), verschlüsselt gespeichert.} other {Verknüpft: `{masked}`, verschlüsselt gespeichert.}}',
    keyNone: 'Keiner verknüpft.',
    keyUnreadable: 'Verknüpft, kann hier aber nicht mehr entschlüsselt werden.',
    preferences: '⚙️ Deine Standardwerte',
    none: 'Keine.',
    history: '🕘 Verlauf',
    historyCount:
      '{count, plural, one {# Generierung} other {# Generierungen}}, jede {days} Tage aufbewahrt.',
    usage: '📊 Deine Nutzung des Server-Schlüssels',
    usageLine:
      'Heute {today, number} · letzte 30 Tage {month, number} (jeder Tag {days} Tage aufbewahrt).',
    blocks: '⛔ Sperren',
    blocksCount: '{count, plural, =0 {Keine.} one {# Sperre} other {# Sperren}}',
    unfinished: '⏳ Laufende Generierungen',
    unfinishedCount: '{count, plural, =0 {Keine.} other {# in der Warteschlange oder laufend}}',
    inputs: '🖼️ Von dir eingebrachte Bilder',
    inputsCount:
      '{count, plural, =0 {Keine.} one {# Bild, aufbewahrt {hours} Stunden nach seiner letzten Verwendung (für Neu würfeln und Wiederholen).} other {# Bilder, jedes aufbewahrt {hours} Stunden nach seiner letzten Verwendung (für Neu würfeln und Wiederholen).}}',
    kept: '🗓️ Wie lange',
    keptText:
      'Einträge deiner fertigen Generierungen (für ihre Schaltflächen): {generationDays} Tage. Verlässt der Bot einen Server, dessen Daten: {graceDays} Tage.',
    forget: 'Vergiss mich',
    confirmTitle: 'Alles über dich vergessen?',
    confirmText:
      'Das löscht auf allen Servern: deinen hier gespeicherten API-Schlüssel, deine Standardwerte, deinen Verlauf, die Bilder, die du eingebracht hast (Bearbeitungen, Variationen, Hochskalierungen), deine Nutzungszähler und die Einträge deiner Generierungen. Es lässt sich nicht rückgängig machen.\n\n{original, select, yes {Dein Schlüssel selbst wird nicht widerrufen: Er funktioniert beim Bilddienst weiter, bis du ihn dort oder mit {cmdApikeyRevoke} widerrufst.} other {Dein Schlüssel selbst wird nicht widerrufen: Er funktioniert bei {backend} weiter, bis du ihn dort widerrufst.}}',
    confirm: 'Ja, vergiss mich',
    cancel: 'Abbrechen',
    doneTitle: 'Vergessen',
    done: 'Der Bot speichert nichts mehr über dich, auf keinem Server.',
    doneKey:
      '{original, select, yes {Dein Schlüssel `{masked}` wurde hier gelöscht, funktioniert beim Bilddienst aber weiter: Widerrufe ihn dort oder mit {cmdApikeyRevoke}.} other {Dein Schlüssel `{masked}` wurde hier gelöscht, funktioniert aber bei {backend} weiter: Widerruf ihn dort, wenn du ihm nicht mehr traust.}}',
    doneKept:
      'Behalten: die Budget-Summen jedes Servers (wie viele Generierungen sein Schlüssel am Tag und im Monat bezahlt hat, ohne Namen), weil das Budget sie weiter zählen muss.',
    unfinishedError:
      'Du hast {count, plural, one {# Generierung} other {# Generierungen}} in der Warteschlange oder laufend: Ihre Einträge werden beim Ende geschrieben, daher wurde nichts gelöscht. Brich sie ab oder warte, bis sie enden, und drücke dann erneut **Vergiss mich**.',
  },
  anywhere: {
    needsBot:
      'Dafür muss der Bot auf diesem Server sein: Server-Schlüssel, Warteschlange und die Werkzeuge der Moderation liegen dort. Bitte eine Person, die den Server verwaltet, den Bot hinzuzufügen. Dein eigener Schlüssel funktioniert hier mit {cmdImagine}, {cmdBalance} und {cmdApikeyLink}. Es wurde nichts geändert.',
    tokenLimit:
      'Der Bot ist hier nicht, nur in deinem Konto installiert: Discord lässt ihn diese Antwort 15 Minuten lang aktualisieren. Dauert das Bild länger, findest du es mit {cmdHistory}.',
  },
  automod: {
    refused:
      'Die AutoMod-Regel „{rule}“ dieses Servers blockiert {where, select, negative {deinen Negativ-Prompt} style {deinen Prompt mit seinem Stil} workflowFile {deine Workflow-Datei} other {deinen Prompt}} („{found}“). Nichts wurde gesendet und nichts berechnet; versuch es mit anderen Worten.',
    unreadable:
      'Die Moderatoren dieses Servers wollen, dass der Bot ihre AutoMod-Regeln beachtet, aber er kann sie {reason, select, permission {nicht mehr lesen: Ihm fehlt die Berechtigung **Server verwalten**. Ein Moderator kann sie ihm zurückgeben oder die Prüfung in {cmdPolicy} ausschalten} other {gerade nicht lesen: Discord hat nicht geantwortet. Versuch es in einer Minute noch einmal}}. Nichts wurde gesendet und nichts berechnet.',
    needsManage:
      'Um die AutoMod-Regeln dieses Servers zu beachten, muss der Bot sie lesen, und das erlaubt Discord nur Apps mit der Berechtigung **Server verwalten** (die Einladung des Bots fragt nicht danach). Gib der Rolle des Bots **Server verwalten** unter Servereinstellungen → Rollen und schalte dies dann erneut ein. Nichts wurde geändert.',
    title: 'Server-AutoMod',
    on: 'An: Prompts und Negativ-Prompts werden vor jeder Abrechnung mit den blockierenden AutoMod-Stichwortregeln dieses Servers geprüft (samt ihren ausgenommenen Rollen und Kanälen).',
    off: 'Aus: Prompts werden nicht mit den AutoMod-Regeln dieses Servers geprüft. Zum Einschalten braucht der Bot **Server verwalten**.',
    button: '{state, select, on {AutoMod-Prüfung: an} other {AutoMod-Prüfung: aus}}',
    log: '🛡️ {member}: abgelehnt durch die AutoMod-Regel „{rule}“ („{keyword}“): „{prompt}“',
    replyBlocked:
      'Discords AutoMod hat auf diesem Server die Antwort des Bots blockiert: Ihr Text passte zu einer AutoMod-Regel des Servers. Nichts wurde berechnet, und du musst nichts weiter tun; du kannst es mit anderen Worten versuchen.',
    resultBlocked:
      'Discords AutoMod hat auf diesem Server die Nachricht mit deiner Generierung blockiert: Ihr Text passte zu einer AutoMod-Regel des Servers. {made, select, yes {Dein Bild wurde erstellt und wie üblich berechnet; {cmdHistory} zeigt es.} other {Nichts wurde berechnet.}} Du musst nichts weiter tun.',
  },
  onboarding: {
    help: {
      backendTitle: '🖼️ Bild-Backend',
      backendValue:
        'Bilder macht hier **{backend}**; {accounts, select, none {es braucht keine API-Schlüssel und führt kein Guthaben, das Generieren kostet dich hier also nichts.} keys {Schlüssel werden dafür verknüpft, ein eigenes Guthaben führt es nicht.} other {Schlüssel werden dafür verknüpft, Guthaben sind in {unit}.}}',
      title: '❔ Hilfe',
      aboutServer:
        'Ich mache aus deinen Prompts Bilder, über einen Bilddienst. Starte {cmdImagine}: Die Antwort zeigt das Bild, mit Knöpfen, um es neu zu erzeugen, zu ändern oder seine Details zu sehen.{accounts, select, none {} other { Dein eigener API-Schlüssel zahlt zuerst; ohne ihn kann der Server-Schlüssel zahlen.}}',
      aboutDm:
        'Ich mache aus deinen Prompts Bilder, über einen Bilddienst. In dieser Direktnachricht zahlt dein eigener API-Schlüssel: Verknüpfe ihn mit {cmdApikeyLink} und starte dann {cmdImagine}.',
      aboutWithoutBot:
        'Der Bot ist nicht auf diesem Server: Du nutzt ihn über dein eigenes Konto, und nur dein eigener API-Schlüssel zahlt. Verknüpfe ihn mit {cmdApikeyLink} und starte dann {cmdImagine}; deine Bilder findest du später in {cmdHistory}.',
      yourKey: '🔑 Dein API-Schlüssel',
      keyLinked:
        'Verknüpft: Deine Generierungen nutzen ihn zuerst. {cmdApikeyStatus} zeigt ihn und sein Guthaben.',
      keyNotLinked:
        '{original, select, yes {Nicht verknüpft. Verknüpfe einen mit {cmdApikeyLink} oder erstelle einen mit {cmdApikeyGenerate}.} other {{accounts, select, none {Nicht nötig: {backend} braucht keine API-Schlüssel.} other {Nicht verknüpft. Verknüpfe einen für {backend} mit {cmdApikeyLink}.}}}}',
      serverKey: '🏠 Der Schlüssel dieses Servers',
      serverKeyNone:
        'Dieser Server hat keinen Schlüssel: Mitglieder brauchen einen eigenen. Ein Verwalter kann einen mit {cmdApikeyServerSet} festlegen.',
      serverKeyClosed: 'Deine Rollen dürfen den Schlüssel dieses Servers nicht nutzen.',
      serverKeyRoom:
        'Du hast heute {used, number} deiner {limit, number} Generierungen damit genutzt; die Zählung beginnt {resets} neu.',
      limits: '📏 Die Grenzen dieses Servers',
      maxSide: 'Längste Seite: {pixels, number} px',
      maxSteps: 'Schritte: höchstens {steps, number}',
      maxImages: 'Bilder pro Befehl: höchstens {images, number}',
      workflows: 'Workflows: {workflows}',
      budgetDaily:
        'Server-Budget: {count, plural, one {# Generierung} other {# Generierungen}} pro Tag',
      budgetMonthly:
        'Server-Budget: {count, plural, one {# Generierung} other {# Generierungen}} pro Monat',
      limitsWhen: 'Sie gelten, wenn der Server-Schlüssel zahlt.',
      activeCap: 'Höchstens {count, number} deiner Generierungen gleichzeitig',
      links: '📄 Datenschutz und Nutzungsbedingungen',
      privacy: '[Datenschutzerklärung]({url})',
      terms: '[Nutzungsbedingungen]({url})',
      commands: 'Befehle, die du hier nutzen kannst',
      managerCommands: 'Für Verwalter (Server verwalten)',
      onMessage: 'Auf einer Nachricht: Apps → **{name}**',
    },
    welcome: {
      title: '👋 Danke, dass ihr mich hinzugefügt habt!',
      intro: 'Für die Verwalter dieses Servers: drei Schritte zur Einrichtung.',
      stepKey:
        '1. Gebt Mitgliedern ohne eigenen API-Schlüssel den Schlüssel dieses Servers: {cmdApikeyServerSet} (nur ihr seht das Formular).',
      stepPolicy:
        '2. Legt die Grenzen, die täglichen Generierungen pro Rolle und das Moderationsprotokoll fest: {cmdPolicy}.',
      stepTry:
        '3. Probiert es aus: {cmdImagine} mit einem Prompt, etwa ein Leuchtturm in der Abenddämmerung.',
      footer:
        'Alle können {cmdHelp} aufrufen, um zu sehen, was ich hier tue und welche Befehle sie nutzen können.',
    },
  },
  commands: {
    history: {
      name: 'verlauf',
      description: 'Deine letzten Generierungen (nur für dich): eine wiederholen oder zeigen',
    },
    show: {
      name: 'zeigen',
      description: 'Eine frühere Generierung (privat) zeigen, um sie im Kanal zu posten',
      task: {
        name: 'aufgabe',
        description: 'Eine Generierung aus deinem Verlauf (tippe einen Teil des Prompts)',
      },
    },
    apikey: {
      name: 'api-schlüssel',
      description: 'Den API-Schlüssel für deine Generierungen verknüpfen, prüfen oder entfernen',
      link: {
        name: 'verknüpfen',
        description:
          'Eigenen API-Schlüssel verknüpfen (in einem privaten Formular, vorher geprüft)',
      },
      status: {
        name: 'status',
        description: 'Zeigt deinen Schlüssel (letzte 4 Zeichen), sein Konto und Guthaben',
      },
      unlink: {
        name: 'trennen',
        description: 'Der Bot vergisst deinen Schlüssel (nicht widerrufen: er funktioniert weiter)',
      },
      generate: {
        name: 'erstellen',
        description: 'Mit deinem Login-Token einen neuen Schlüssel erstellen und verknüpfen',
      },
      revoke: {
        name: 'widerrufen',
        description:
          'Deinen verknüpften Schlüssel dort widerrufen, wo er erstellt wurde, und trennen',
        all: {
          name: 'alle',
          description: 'Alle Schlüssel deines Kontos widerrufen (mit Rückfrage)',
        },
      },
      server: {
        backend: {
          name: 'bildquelle',
          description:
            'Das Bild-Backend wählen, das Generierungen und Schlüssel dieses Servers nutzen (Server verwalten)',
          backend: {
            name: 'quelle',
            description: 'Eines der Bild-Backends, die dieser Bot anbietet',
          },
        },
        name: 'server',
        description: 'Der Schlüssel dieses Servers, für Mitglieder ohne eigenen (Server verwalten)',
        set: {
          name: 'hinterlegen',
          description:
            'Server-Schlüssel hinterlegen (Server verwalten; in einem privaten Formular)',
        },
        status: {
          name: 'status',
          description:
            'Zeigt Server-Schlüssel (letzte 4 Zeichen), Guthaben und Tageslimit (Server verwalten)',
        },
        clear: {
          name: 'entfernen',
          description:
            'Entfernt den Server-Schlüssel; Mitglieder brauchen dann eigene (Server verwalten)',
        },
        limit: {
          name: 'tageslimit',
          description:
            'Wie viele Generierungen jedes Mitglied pro Tag mit dem Server-Schlüssel darf',
          limit: {
            name: 'anzahl',
            description:
              'Generierungen pro Mitglied und Tag mit dem Server-Schlüssel ({min}–{max})',
          },
        },
      },
    },
    balance: {
      name: 'guthaben',
      description:
        'Dein Guthaben anzeigen und den Server-Pool, wenn der Server einen Schlüssel hat',
      public: {
        name: 'öffentlich',
        description: 'Antwort im Kanal posten (sonst siehst nur du sie; Schlüssel nie sichtbar)',
      },
      user: {
        name: 'mitglied',
        description:
          'Das Guthaben eines anderen Mitglieds statt deines (Server verwalten; der Schlüssel bleibt verborgen)',
      },
      usage: {
        name: 'nutzung',
        description:
          'Generierungen und Verbrauch je Mitglied am Server-Schlüssel: heute, 7, 30 Tage (Server verwalten)',
      },
    },
    imagine: {
      image: {
        name: 'bild',
        description:
          'Ein Bild, das der Prompt bearbeitet oder verwandelt (wo das Backend des Servers eins nimmt)',
      },
      strength: {
        name: 'stärke',
        description:
          'Wie weit das Ergebnis vom Bild abweichen darf: niedrig bleibt nah, hoch folgt dem Prompt',
      },
      mask: {
        name: 'maske',
        description:
          'Ein PNG, dessen transparente Pixel markieren, was sich am Bild ändern darf; der Rest bleibt',
      },
      name: 'bild',
      description: 'Erzeuge ein Bild aus einem Prompt',
      prompt: {
        name: 'prompt',
        description:
          'Was gezeichnet werden soll (die Beschriftung, wenn eine Workflow-Datei anhängt)',
      },
      style: { name: 'stil', description: 'Ein benannter Stil, der Prompt und Optionen prägt' },
      negative_prompt: { name: 'negativ-prompt', description: 'Was nicht im Bild vorkommen soll' },
      workflow: {
        name: 'workflow',
        description: 'Workflow, wie hier angeboten (ohne Angabe: der erste)',
      },
      size: {
        name: 'größe',
        description: 'Bildformat (Breite und Höhe haben Vorrang)',
        choices: {
          square: 'Quadratisch {width}×{height}',
          portrait: 'Hochformat {width}×{height}',
          landscape: 'Querformat {width}×{height}',
          wide: 'Breitbild {width}×{height}',
        },
      },
      width: { name: 'breite', description: 'Breite in Pixeln' },
      height: { name: 'höhe', description: 'Höhe in Pixeln' },
      steps: { name: 'schritte', description: 'Sampling-Schritte' },
      seed: { name: 'seed', description: 'Seed für ein wiederholbares Bild (-1: zufällig)' },
      cfg: { name: 'cfg', description: 'CFG-Skala' },
      model: { name: 'modell', description: 'Pfad des Modells' },
      sampler: {
        name: 'sampling-methode',
        description: 'Sampler, bei Backends, die einen unterstützen (etwa AI Horde)',
      },
      lora: {
        name: 'lora',
        description:
          'Eine LoRA, die dieser Server anbietet; :Gewicht anhängen für ihre Stärke (Standard 1, -2 bis 2)',
      },
      lora2: {
        name: 'lora_zwei',
        description: 'Eine zweite LoRA (Name oder Name:Gewicht)',
      },
      lora3: {
        name: 'lora_drei',
        description: 'Eine dritte LoRA (Name oder Name:Gewicht)',
      },
      workflow_file: {
        name: 'workflow-datei',
        description:
          'Ein Node-Graph-Workflow (JSON-Objekt), der statt des Text-Prompts gesendet wird',
      },
      count: {
        name: 'anzahl',
        description: 'Wie viele Bilder, zusammen gezeigt (jedes ist eine Generierung)',
      },
    },
    language: {
      name: 'sprache',
      description: 'Zeigt oder wählt die Sprache, in der der Bot auf diesem Server spricht',
      show: {
        name: 'anzeigen',
        description: 'In welcher Sprache deine Antworten und die öffentlichen Nachrichten sind',
      },
      server: {
        name: 'server',
        description:
          'Sprache der öffentlichen Nachrichten auf diesem Server wählen (Server verwalten)',
        language: {
          name: 'sprache',
          description: 'Eine Sprache, oder der Discord-Sprache des Servers folgen',
          auto: 'Der Discord-Sprache des Servers folgen',
        },
      },
    },
    settings: {
      name: 'einstellungen',
      description:
        'Deine /imagine-Standards, oder die eines Kanals oder des Servers (Server verwalten)',
      scope: {
        name: 'für',
        description: 'Wessen Standards (Standard: deine)',
        me: 'Mich',
        channel: 'Diesen Kanal (Server verwalten)',
        server: 'Diesen Server (Server verwalten)',
      },
      model: {
        name: 'modell',
        description: 'Das Standardmodell, aus denen, die das Bild-Backend des Servers anbietet',
      },
    },
    styles: {
      name: 'stile',
      description: 'Benannte Stile für /imagine stil:',
      list: { name: 'liste', description: 'Die Stile, die Mitglieder hier nutzen können' },
      add: {
        name: 'hinzufügen',
        description: 'Einen Stil dieses Servers hinzufügen (Server verwalten)',
      },
      edit: {
        name: 'bearbeiten',
        description: 'Einen Stil dieses Servers bearbeiten (Server verwalten)',
        style: { name: 'stil', description: 'Der zu bearbeitende Stil' },
      },
      remove: {
        name: 'entfernen',
        description: 'Einen Stil dieses Servers entfernen (Server verwalten)',
        style: { name: 'stil', description: 'Der zu entfernende Stil' },
      },
    },
    alerts: {
      name: 'warnungen',
      description:
        'Den Log-Kanal warnen, wenn das Guthaben des Server-Schlüssels knapp wird (Server verwalten)',
      threshold: { name: 'schwelle', description: 'Warnen unter diesem Guthaben ({min}–{max})' },
    },
    policy: {
      name: 'regeln',
      description:
        'Limits des Server-Schlüssels und verbotene Wörter dieses Servers (Server verwalten)',
    },
    queue: {
      name: 'warteschlange',
      description:
        'Die Generierungen dieses Servers in der Warteschlange und in Arbeit (nur für dich sichtbar)',
    },
    privacy: {
      name: 'datenschutz',
      description:
        'Was der Bot über dich speichert und wie lange; alles löschen (nur du siehst es)',
    },
    help: {
      name: 'hilfe',
      description: 'Was der Bot hier tut, dein Schlüssel, dein Tageskontingent und deine Befehle',
    },
    imagineThis: { name: 'Daraus ein Bild machen' },
    describe: {
      name: 'describe',
      description: 'Beschreibe ein Bild in Worten und mach daraus auf Wunsch ein neues Bild',
      image: { name: 'image', description: 'Das zu beschreibende Bild: PNG, JPEG oder WebP' },
    },
    editThisImage: { name: 'Dieses Bild bearbeiten' },
    describeThisImage: { name: 'Dieses Bild beschreiben' },
  },
  demo: {
    stepUsage:
      '8. Die Nutzung des Server-Schlüssels als Diagramm (ein Mitglied ohne eigenen Schlüssel generiert damit)',
    stepEdit: '9. Ein Bild bearbeiten: 🖌️ Bearbeiten, dann sagen, was sich ändern soll',
    stepUpscale: '10. Es hochskalieren (🔍 Hochskalieren, kleinster Faktor)',
    stepRegion:
      '11. Einen Teil davon ändern: 🖌️ Bereich variieren, dann Felder in der Auswahl wählen',
    stepZoom:
      '12. Herauszoomen 2× (🔍 Herauszoomen 2×): das Bild auf einer größeren Fläche, der Rand passend gemalt',
    noRegion:
      '(ausgelassen: dieses Backend kann keinen Teil eines Bildes ändern, daher bietet die Karte kein Bereich variieren)',
    noZoom:
      '(ausgelassen: dieses Backend kann keinen Teil eines Bildes ändern, daher bietet die Karte kein Herauszoomen)',
    stepImagineImage: '13. Von einem eigenen Foto ausgehen: {command}',
    photoPrompt: 'derselbe Hafen bei Nacht, die Laternen brennen',
    noImageIn: '(ausgelassen: dieses Backend nimmt kein Bild an, also lehnt es {command} ab)',
    stepDescribe: '14. Ein Foto in Worte fassen: {command}',
    noDescribe: '(ausgelassen: dieses Backend beschreibt keine Bilder)',
    editPrompt: 'derselbe Leuchtturm unter einem Sternenhimmel',
    noEdit: '(ausgelassen: dieses Backend nimmt kein Bild, also bietet die Karte kein Bearbeiten)',
    noUpscale:
      '(ausgelassen: dieses Backend skaliert nicht hoch, also bietet die Karte kein Hochskalieren)',
    serverKeySet:
      '(der Besitzer hat einen Server-Schlüssel für Mitglieder ohne eigenen gesetzt, etwa {member})',
    historySeeded:
      '(für die Demo eingetragen: die Nutzung des Server-Schlüssels durch {count} Mitglieder an jedem der letzten {days} Tage, innerhalb eines Tagesbudgets von {cap} Generierungen)',
    savedChart:
      'Das Nutzungsdiagramm von /balance usage:True wurde in {path} gespeichert: {width}×{height} Pixel.',
    serverName: 'Demo-Server',
    prompt: 'ein Leuchtturm auf einer Klippe in der Abenddämmerung, Ölgemälde',
    title: 'Demo des Imagine-Bots · {time}',
    discord: 'Discord (emuliert): Server „{server}“, Kanal #{channel}, Mitglied {member}',
    service:
      'Bilddienst (emuliert): Konto {account} mit {credits}; Aufgaben laufen {speed}× schneller als echte',
    bot: 'Bot: der echte Bot auf einem temporären SQLite-Speicher; fragt alle {poll} ± {jitter} ms ab, bearbeitet höchstens alle {edit} ms (seine Standardwerte × {scale})',
    stepLink: '1. API-Schlüssel verknüpfen ({member} hat einen beim Bilddienst kopiert)',
    stepBalance: '2. Guthaben prüfen',
    stepSettings: '3. Deine /imagine-Standards wählen',
    stepImagine: '4. Ein Bild in einem Stil erzeugen',
    stepReroll: '5. Neu würfeln (gleiche Optionen, neuer Seed)',
    used: '▶ {member} hat {command} verwendet',
    clicked: '▶ {member} hat auf [ {label} ] geklickt',
    picked: '▶ {member} wählte „{choice}“ in „{menu}“',
    modal: '🗔 Formular „{title}“',
    pastedMasked: '{masked} (vollständig eingefügt, maskiert angezeigt)',
    thinking: '{bot} denkt nach…',
    onlyYou: '👁 nur für dich sichtbar',
    edited: 'bearbeitet',
    botName: '{name} (Bot)',
    history:
      '{label}: {count, plural, one {# Bearbeitung} other {# Bearbeitungen}} nach dem Posten',
    historyLabel: 'Fortschritt, aus dem Bearbeitungsverlauf der Antwort',
    finalVersion: 'endgültige Fassung:',
    posted: 'gepostet',
    edit: 'Bearb. {n}',
    noChange: '(keine sichtbare Änderung)',
    attached: '{name} (angehängt)',
    disabled: '(deaktiviert)',
    image: 'Bild: {name}',
    thumbnail: 'Vorschaubild: {name}',
    saved:
      'Das neu gewürfelte Bild wurde unter {path} gespeichert: {size}, {width}×{height} Pixel, Byte für Byte das PNG, das der Bilddienst geliefert hat.',
    stepCount: '6. Vier Bilder in einer Antwort (Anzahl: 4)',
    stepRemix: '7. Den Satz remixen: neuer Prompt und neue Größe, dieselben Seeds',
    gallery:
      '(eine Karte: eine Galerie der {count} Bilder in voller Größe, jedes als eigener Anhang mit Alternativtext)',
    remixPrompt: 'ein Leuchtturm im nächtlichen Sturm, Ölgemälde',
    hordeService:
      'AI Horde (emuliert): Benutzer {account} mit {kudos} Kudos; Anfragen laufen {speed}× schneller als echte',
    hordeStepLink: '1. Einen API-Schlüssel verknüpfen ({member} hat einen von aihorde.net kopiert)',
    hordeSkipsSettings:
      '(auf der AI Horde ausgelassen: sie hat keine Workflows zur Auswahl, und /apikey generate gibt es dort nicht)',
    hordeSkipsUsage:
      '(auf der AI Horde ausgelassen: in dieser Demo ist kein Server-Schlüssel gesetzt)',
    hordeSaved:
      'Das neu gewürfelte Bild wurde unter {path} gespeichert: {size}, {width}×{height} Pixel, Byte für Byte das WebP, das die AI Horde geliefert hat.',
    comfyService:
      'ComfyUI (emuliert): die eigene GPU des Serverbesitzers, mit den Workflows {workflows}; das Sampling läuft {speed}× schneller als echt',
    comfyStepLink: '1. Versuch, einen API-Schlüssel zu verknüpfen (ComfyUI braucht keinen)',
    comfySkipsSettings:
      '(auf ComfyUI ausgelassen: der Workflow wird unten direkt in {imagine} gewählt)',
    backendSkipsUsage:
      '(auf {backend} ausgelassen: in dieser Demo ist kein Server-Schlüssel gesetzt)',
    backendSaved:
      'Das neu gewürfelte Bild wurde unter {path} gespeichert: {size}, {width}×{height} Pixel, Byte für Byte das {format}, das {backend} geliefert hat.',
    backendSavedStripped:
      'Das neu gewürfelte Bild wurde unter {path} gespeichert: {size}, {width}×{height} Pixel, das {format}, das {backend} geliefert hat, ohne die Metadaten, die es in die Datei schrieb (seinen Workflow); jedes andere Byte wie geliefert.',
    openaiService:
      'OpenAI Images (emuliert): Modell {model}, pro Bild auf den eigenen Schlüssel des Mitglieds bezahlt; Generierungen laufen {speed}× schneller als echte',
    openaiStepLink:
      '1. Einen API-Schlüssel verknüpfen ({member} hat einen auf platform.openai.com erstellt)',
    openaiSkipsSettings:
      '(bei OpenAI ausgelassen: dort gibt es keine Workflows zur Auswahl, und /apikey generate wird nicht angeboten)',
    openaiStepCount: '6. Zwei Bilder in einer Antwort (Anzahl: 2; jedes wird bezahlt)',
    webuiService:
      'Stable Diffusion WebUI (emuliert): die eigene GPU des Serverbesitzers, mit den Modellen {models}; das Sampling läuft {speed}× schneller als echt',
    webuiStepLink: '1. Versuch, einen API-Schlüssel zu verknüpfen ({backend} braucht keinen)',
    webuiSkipsSettings:
      '(auf {backend} ausgelassen: das Modell wird unten direkt in {imagine} gewählt)',
    webuiSavedStripped:
      'Das neu gewürfelte Bild wurde unter {path} gespeichert: {size}, {width}×{height} Pixel, das {format}, das {backend} geliefert hat, ohne die Generierungsparameter, die es in die Datei schrieb; jedes andere Byte wie geliefert.',
  },
  imageQuota: {
    dailyUsed:
      '{limit, plural, =0 {Das Tageslimit dieses Servers ist 0: Mitglieder dürfen hier keine Bilder erstellen.} one {Du hast das # Bild erstellt, das dir dieser Server heute erlaubt.} other {Du hast alle # Bilder erstellt, die dir dieser Server heute erlaubt.}} Das Limit wird <t:{seconds}:R> zurückgesetzt (<t:{seconds}:t>, Mitternacht UTC); nichts wurde gezählt.',
    overDaily:
      '{count} Bilder würden dein Tageslimit auf diesem Server überschreiten: heute {left, plural, =0 {keines mehr} one {noch # Bild} other {noch # Bilder}}. Frag nach weniger; nichts wurde gezählt.',
    roleClosed:
      'Deine Rollen dürfen auf diesem Server keine Bilder erstellen (Tageslimit 0); nichts wurde gezählt.',
    budgetReached:
      'Dieser Server hat alle Bilder seines {period, select, daily {Tages} other {Monats}}budgets erstellt. Weitere gibt es <t:{seconds}:R> (<t:{seconds}:f>); nichts wurde gezählt.',
    overBudget:
      '{count} Bilder würden das {period, select, daily {Tages} other {Monats}}budget dieses Servers überschreiten: {left, plural, =0 {keines mehr} one {noch # Bild} other {noch # Bilder}}. Frag nach weniger; nichts wurde gezählt.',
    logBudgetReached:
      '💸 Dieser Server hat alle Bilder seines {period, select, daily {Tages} other {Monats}}budgets erstellt; weitere gibt es <t:{seconds}:R>.',
    budgetIn: 'Gezählt in Bildern: eines pro erstelltem Bild.',
    rolesNone:
      'Keine: Jedes Mitglied hat das Tageslimit des Servers ({limit, plural, one {# Bild} other {# Bilder}}).',
    roleLine:
      '{role}: {perDay, plural, =0 {darf keine Bilder erstellen} one {# Bild pro Tag} other {# Bilder pro Tag}}',
    limitSet:
      '✅ Jedes Mitglied darf jetzt {limit, plural, =0 {keine Bilder} one {**#** Bild} other {**#** Bilder}} pro Tag mit **{backend}** erstellen (der Zähler wird um 00:00 UTC zurückgesetzt).',
  },
  count: {
    overBudget:
      '{count} Bilder würden das {period, select, daily {Tagesbudget} other {Monatsbudget}} des Servers überschreiten: {left, plural, =0 {keine} one {# Generierung} other {# Generierungen}} übrig. Bitte um weniger oder verknüpfe deinen eigenen Schlüssel mit `{cmdApikeyLink}`; es wurde nichts berechnet.',
    overBudgetIn:
      '{count} Bilder würden das {period, select, daily {Tagesbudget} other {Monatsbudget}} des Servers überschreiten: {left, number} {unit} übrig. Bitte um weniger oder verknüpfe deinen eigenen Schlüssel mit `{cmdApikeyLink}`; es wurde nichts berechnet.',
    overEstimate:
      '{count, plural, one {Dieses Bild} other {Diese # Bilder}} würde{count, plural, one {} other {n}} laut Schätzung des Bild-Backends etwa {estimate, number} {unit} kosten und das {period, select, daily {Tagesbudget} other {Monatsbudget}} des Servers überschreiten: {left, number} {unit} übrig. Bitte um weniger oder kleinere Bilder oder verknüpfe deinen eigenen Schlüssel mit `{cmdApikeyLink}`; es wurde nichts berechnet.',
    cost: '{source, select, limit {{count} Bilder, angerechnet auf dein Tageslimit auf diesem Server.} none {{count} Bilder; {backend} führt keine Konten, also wird nichts berechnet.} other {{count} Bilder = {count} Generierungen mit {source, select, server {dem Server-Schlüssel} anonymous {dem anonymen Schlüssel (niedrigste Priorität)} other {deinem Schlüssel}}{accounts, select, balance {{original, select, no {, bezahlt in {unit}} other {}}} other {}}.}}',
    progressTitle: '🎨 {count} Bilder',
    readyTitle: '✅ {count} Bilder fertig',
    partialTitle: '⚠️ {ready} von {count} Bildern fertig',
    failedTitle: '❌ {count} Bilder fehlgeschlagen',
    imageReady: '**{n}.** ✅ mit Seed {seed}',
    retryHint:
      'Wähle im Menü unten 🔁 mit der Nummer des Bildes, um ein fehlgeschlagenes Bild erneut zu versuchen (eine Generierung); die anderen werden nicht neu gemacht.',
    overCap:
      'Du hast {count} Bilder angefragt, aber du darfst höchstens {limit, plural, one {# Generierung} other {# Generierungen}} gleichzeitig laufen haben ({running} laufen gerade). Frag nach weniger oder warte, bis sie fertig sind; nichts wurde berechnet.',
    overDaily:
      '{count} Bilder würden dein Tageskontingent mit dem Server-Schlüssel überschreiten: heute {left, plural, =0 {keine mehr} one {noch # Generierung} other {noch # Generierungen}}. Frag nach weniger oder verknüpfe deinen eigenen Schlüssel mit `{cmdApikeyLink}`; nichts wurde berechnet.',
    detailsImage: '**Bild {n}** · Seed {seed}{task, select, none {} other { · Task `{task}`}}',
    detailsImages: '**Bilder**',
    queueFull:
      'Die Warteschlange dieses Servers ist voll: Höchstens {limit} Generierungen dürfen darin warten, und {waiting} warten schon, also {count, plural, one {passt deine Generierung} other {passen deine # Bilder}} nicht mehr hinein. Versuch es in ein paar Minuten noch einmal{count, plural, one {} other { oder frag nach weniger Bildern}}; nichts wurde berechnet.',
    cancelledTitle: '✖️ {count} Bilder abgebrochen',
    stoppedTitle: '⏹️ Nicht mehr auf {count} Bilder gewartet',
    runAgainHint:
      'Wähle im Menü unten 🔁 mit der Nummer des Bildes, um ein abgebrochenes Bild erneut auszuführen (eine Generierung); die anderen werden nicht neu gemacht.',
  },
  imageActions: {
    vary: '{strength, select, subtle {🌱} other {🌪️}} {which, select, image {Bild {n} variieren} other {Variieren}} ({strength, select, subtle {leicht} other {stark}})',
    upscale: '🔍 {which, select, image {Bild {n} hochskalieren} other {Hochskalieren}} ×{factor}',
    edit: '🖌️ {which, select, image {Bild {n} bearbeiten} other {Bearbeiten}}',
    region: '🖌️ {which, select, image {Bereich von Bild {n} variieren} other {Bereich variieren}}',
    zoom: '🔍 {which, select, image {Bild {n} herauszoomen} other {Herauszoomen}} {factor, select, 0 {(eigener Faktor)…} other {{factor}×}}',
    pan: '{direction, select, left {⬅️} right {➡️} up {⬆️} other {⬇️}} {which, select, image {Bild {n} schwenken} other {Schwenken}} {direction, select, left {nach links} right {nach rechts} up {nach oben} other {nach unten}}',
    maskNotOffered:
      'Das Bild-Backend dieses Servers kann nicht nur einen Teil eines Bildes ändern, daher gibt es hier weder Bereich variieren noch Herauszoomen oder Schwenken. Nichts wurde gesendet oder berechnet.',
    pickerTitle: '🖌️ Bereich variieren: Wähle, was sich ändern soll',
    pickerHint:
      'Das Bild ist in 16 Felder geteilt. Wähle die Felder, die neu gezeichnet werden sollen (ihre Ränder gehen weich über), und drücke dann **Bereich variieren** oder **Prompt ändern**, um zu sagen, was dort hinkommt. Nur diese Felder ändern sich.',
    pickerPlaceholder: 'Zu ändernde Felder (A1 … D4)…',
    pickerChosen: 'Gewählt: {cells}',
    pickerGo: '🖌️ Bereich variieren',
    pickerPrompt: '✏️ Prompt ändern…',
    paintedTitle: '🖌️ Vary (Region): der Bereich, den du bemalt hast',
    paintedHint:
      'Der getönte Bereich wird verändert, der Rest des Bildes bleibt, wie er ist. Drück auf **Bereich variieren**, um ihn mit dem Prompt unten neu zu zeichnen, oder zuerst auf **Prompt ändern**.',
    paintedPrompt: 'Mit dem Prompt: {prompt}',
    paintedExpired:
      'Der Maler war zu lange offen, als dass Discord den Bot noch darauf antworten lässt (15 Minuten). Drück auf der Karte noch einmal Vary (Region). Nichts wurde gesendet oder berechnet.',
    regionFormTitle: '🖌️ Bereich variieren',
    formPrompt: 'Prompt für die gewählten Felder',
    pickCells: 'Wähle zuerst mindestens ein Feld im Menü. Nichts wurde gesendet oder berechnet.',
    zoomFormTitle: '🔍 Eigenes Herauszoomen',
    zoomFormFactor: 'Zoomfaktor (1,1 bis 2)',
    zoomFormPlaceholder: 'z. B. 1,3',
    zoomFactorInvalid:
      'Der Zoomfaktor muss eine Zahl von 1,1 bis 2 sein (zum Beispiel 1,3). Nichts wurde gesendet oder berechnet.',
    placeholder: 'Ein Bild: variieren, hochskalieren oder bearbeiten…',
    formTitle: '🖌️ Bild bearbeiten',
    formChange: 'Was soll sich ändern?',
    formChangePlaceholder: 'z. B. mach es Nacht, füge einen roten Schal hinzu',
    formMask: 'Maske (optional)',
    formMaskHint: 'Ein PNG des Bildes: seine transparenten Pixel markieren, was sich ändern darf.',
    notOffered:
      'Das Bild-Backend dieses Servers kann das mit einem Bild nicht. Nichts wurde gesendet oder berechnet.',
    othersInput:
      'Dieses Bild entstand aus einem Bild, das ein anderes Mitglied mitgebracht hat, und nur dieses Mitglied kann es wieder verwenden. Geh stattdessen vom geposteten Bild aus, mit seinen eigenen Schaltflächen (Variieren, Hochskalieren, Bearbeiten). Es wurde nichts gesendet oder berechnet.',
    imageGone:
      'Dieses Bild ist nicht mehr in dieser Nachricht und kann nicht verwendet werden. Nichts wurde gesendet oder berechnet.',
    noImage:
      'Diese Nachricht hat kein verwendbares Bild (ein angehängtes oder eingebettetes PNG, JPEG oder WebP). Nichts wurde gesendet oder berechnet.',
    describeTitle: '📝 Was das Bild zeigt',
    describeHint:
      'Drück **Daraus ein Bild machen**, um aus diesen Worten ein neues Bild zu erzeugen (du kannst sie vorher ändern).',
    describeOverBudget:
      'Dieses Bild zu beschreiben würde etwa {estimate, number} {unit} kosten, mehr als das {period, select, daily {Tages} other {Monats}}budget dieses Servers: noch {left, number} {unit}. Verknüpfe deinen eigenen Schlüssel mit `{cmdApikeyLink}` oder versuch es nach dem Zurücksetzen des Budgets erneut; nichts wurde gesendet oder berechnet.',
    describeFailed:
      'Das Bild-Backend konnte dieses Bild nicht beschreiben{spent, select, yes { ({amount, number} {unit} verbraucht)} other {; nichts wurde berechnet}}. Versuch es gleich noch einmal oder mit einem anderen Bild.',
    noWords: 'Das Bild-Backend hat für dieses Bild keine Worte gefunden. Versuch ein anderes Bild.',
    imagineThis: '🎨 Daraus ein Bild machen',
  },
  card: {
    source:
      '{action, select, region {🖌️ Bereich variiert aus {name}} zoom {🔍 {factor}× herausgezoomt aus {name}} pan {{direction, select, left {⬅️} right {➡️} up {⬆️} other {⬇️}} {direction, select, left {Nach links} right {Nach rechts} up {Nach oben} other {Nach unten}} geschwenkt aus {name}} edit {✏️ Bearbeitet aus {name}} vary {🔀 Variiert ({strength, select, subtle {leicht} other {stark}}) aus {name}} other {🔍 Hochskaliert ×{factor} aus {name}}}',
    rerollAll: '🎲 Alle neu würfeln',
    rerollImage: '🎲 Bild {n} neu würfeln',
    remixImage: '🎛️ Bild {n} remixen',
    retryImage: '🔁 Bild {n} erneut ausführen',
    imagePlaceholder: 'Ein Bild: neu würfeln oder remixen…',
    imageAlt: '{count, plural, =1 {} other {Bild {n} von {count}: }}{prompt} (Seed {seed})',
    imageAltFrom: '{count, plural, =1 {} other {Bild {n} von {count}: }}{prompt} ({source})',
    previewAlt:
      'Vorschau während der Erzeugung{count, plural, =1 {} other {, Bild {n} von {count}}}: {prompt}',
  },
  remix: {
    button: '🎛️ Remixen',
    title: 'Remixen',
    prompt: 'Prompt-Text',
    style: 'Stil',
    sameSeed: '{seed, select, random {Zufällig, wie zuvor} other {Gleicher Seed ({seed})}}',
    newSeed: 'Neuer zufälliger Seed',
    yourDefault: 'Deine Voreinstellung',
    formChanged:
      'Dieses Formular hat sich geändert, seit es geöffnet wurde. Öffne es erneut; nichts wurde gesendet.',
    generate: '🎨 Erzeugen',
    editPrompt: '✏️ Prompt bearbeiten',
    panelHint:
      'Wähle, was sich ändert, dann **Erzeugen** – oder **Prompt bearbeiten**, um zuerst den Text zu ändern. Nur du siehst das.',
    noLoras: 'LoRAs: keine (wähle bis zu {max})',
  },
  cancel: {
    cancelButton: '✖️ Abbrechen',
    stopButton: '⏹️ Nicht mehr warten',
    cancelled:
      '{original, select, yes {Abgebrochen, bevor es an den Bilddienst ging; nichts wurde berechnet.} other {Abgebrochen, bevor es an {backend} ging; es wurde nichts berechnet.}}',
    stopped:
      '{original, select, yes {Der Bot wartet nicht mehr darauf. Der Bilddienst hatte es schon und kann es nicht abbrechen, der Credit ist also womöglich schon verbraucht.} other {{accounts, select, none {Der Bot wartet nicht mehr darauf. {backend} erstellt es vielleicht trotzdem: Es kann dem Bot nicht sagen, welcher laufende Auftrag seiner ist, daher hat der Bot ihn nicht gestoppt. {backend} führt keine Konten, es wurde also nichts berechnet.} other {Der Bot wartet nicht mehr darauf. Es war schon bei {backend}, das es nicht abbrechen kann, daher wurde es vielleicht schon berechnet.}}}}',
    stoppedNotice:
      '{original, select, yes {Warten beendet. Der Bilddienst hatte es schon begonnen und kann es nicht abbrechen: Der Credit ist womöglich schon verbraucht.} other {{accounts, select, none {Warten beendet. {backend} erstellt es vielleicht trotzdem: Es kann dem Bot nicht sagen, welcher Auftrag seiner ist, daher hat der Bot ihn nicht gestoppt. Es wurde nichts berechnet: {backend} führt keine Konten.} other {Warten beendet. {backend} hatte schon damit begonnen und kann es nicht abbrechen: Es wurde vielleicht schon berechnet.}}}}',
    stoppedCancelled:
      '{accounts, select, none {Der Bot wartet nicht mehr darauf und hat {backend} gebeten, es abzubrechen. {backend} führt keine Konten, daher wurde nichts berechnet.} other {Der Bot wartet nicht mehr darauf und hat das Bild-Backend gebeten, es abzubrechen. Es wurde möglicherweise berechnet.}}',
    stoppedNoticeCancelled:
      '{accounts, select, none {Warten beendet. Der Bot hat {backend} gebeten, es abzubrechen. {backend} führt keine Konten, daher wurde nichts berechnet.} other {Warten beendet. Der Bot hat das Bild-Backend gebeten, es abzubrechen: Es wurde möglicherweise berechnet.}}',
    alreadySent:
      '{original, select, yes {Es ist schon aus der Warteschlange raus: Der Bilddienst hat es und kann es nicht abbrechen (der Credit ist womöglich schon verbraucht). Drücke **Nicht mehr warten**, um nicht mehr darauf zu warten.} other {Es hat die Warteschlange schon verlassen: {backend} hat es und kann es nicht abbrechen (es wurde vielleicht schon berechnet). Drück auf **Nicht mehr warten**, um nicht mehr darauf zu warten.}}',
    nothingLeft: 'In dieser Antwort läuft nichts mehr.',
    notAllowed:
      'Nur wer es angefragt hat oder Mitglieder mit der Berechtigung **{permission}** können eine Generierung abbrechen.',
  },
  queue: {
    title: '🕒 Generierungen dieses Servers',
    empty: 'Auf diesem Server wartet oder läuft gerade nichts.',
    running: '**Läuft** ({count})',
    waiting: '**In der Warteschlange** ({count})',
    runningFor: 'läuft seit {duration}',
    waitingFor: 'wartet seit {duration}',
    mine: '⬅️ deine',
    private: '🔒 Eine private Generierung',
    cancelPlaceholder: 'Eine wartende Generierung aus der Warteschlange nehmen…',
    gone: 'Diese Generierung ist nicht mehr in der Warteschlange: Sie hat schon begonnen oder ist fertig.',
  },
  imagineThis: {
    title: '🎨 Daraus ein Bild machen',
    noText: 'Diese Nachricht hat keinen Text, aus dem ein Bild werden könnte.',
  },
  safety: {
    withheld: 'Ein Bild wurde in diesem Kanal zurückgehalten.',
    privateCopy:
      '🙈 {count, plural, one {Dein Bild wurde} other {# deiner Bilder wurden}} {where, select, channel {im Kanal} other {in der Antwort}} zurückgehalten: {reason} Hier {count, plural, one {ist es} other {sind sie}}, nur für dich.',
    reason: {
      explicit:
        'Die Bildprüfung hat es als explizit eingestuft (Wert {score} %, Schwelle dieses Servers {threshold} %), und dieser Kanal ist nicht altersbeschränkt.',
      member:
        'Die Bildprüfung hat es als explizit eingestuft (Wert {score} %), und deine Wahl für Direktnachrichten und deine eigenen Installationen ist, solche Bilder zurückzuhalten.',
      unchecked:
        'Die Bildprüfung konnte nicht laufen, darum wurde es sicherheitshalber zurückgehalten.',
    },
    spoilerAlt: 'Hinter einem Spoiler: Die Bildprüfung hat es als explizit eingestuft.',
    pageTitle: 'Bildprüfung',
    normal: 'Kanäle ohne Altersbeschränkung: {policy}',
    ageRestricted: 'Altersbeschränkte Kanäle: {policy}',
    threshold:
      'Ein Bild gilt ab einem Wert von **{threshold} %** als explizit (Porn- + Hentai-Wahrscheinlichkeit des Klassifikators; Standard {default} %).',
    policies: {
      withhold: '**zurückhalten** (das Mitglied bekommt es privat)',
      spoiler: '**hinter einem Spoiler posten**',
      allow: '**posten**',
    },
    footer:
      'Jedes fertige Bild wird vor dem Posten von einem kleinen offenen Modell (nsfwjs) auf dem Rechner des Bots geprüft; nichts wird anderswohin gesendet. Zurückgehaltene und verdeckte Bilder werden protokolliert, nur mit ihren Parametern.',
    pick: {
      normal: 'Kanäle ohne Altersbeschränkung…',
      ageRestricted: 'Altersbeschränkte Kanäle…',
      withhold: 'Zurückhalten',
      spoiler: 'Spoiler',
      allow: 'Posten',
    },
    thresholdButton: 'Schwelle…',
    thresholdModal: {
      title: 'Schwelle der Bildprüfung',
      label: 'Explizit ab diesem Wert (%)',
      hint: '1–99. Niedriger ist strenger. Leer: der Standard, 50.',
    },
    invalidThreshold:
      'Die Schwelle muss eine ganze Zahl von {min} bis {max} sein, oder leer für den Standard. Es wurde nichts geändert.',
    notPosted:
      'Dieses Bild kann hier nicht gepostet werden: {why, select, unchecked {Die Bildprüfung konnte nicht laufen} other {Die Bildprüfung hat es als explizit eingestuft (Wert {score} %, Schwelle {threshold} %)}}. Es bleibt in deinem Verlauf; es wurde nichts gepostet.',
    logged:
      '🙈 {member}: Ein Bild wurde {action, select, withhold {zurückgehalten in} other {hinter einem Spoiler gepostet in}} {channel} ({score, select, none {nicht geprüft} other {Wert {score} %}}, Schwelle {threshold} %): „{prompt}“{withWorkflow, select, no {} other { · {workflow}}}{seed, select, none {} other { · Seed {seed}}}',
    refused: {
      channel:
        '{original, select, yes {{where, select, prompt {Dein Prompt} style {Dein Prompt mit seinem Stil} other {Deine Workflow-Datei}} enthält „{found}“, einen expliziten Begriff, der aus Kanälen ohne Altersbeschränkung herausgehalten wird. Nichts wurde gesendet und keine Credits wurden verbraucht. Formuliere ihn um oder nutze einen altersbeschränkten Kanal.} other {{where, select, prompt {Dein Prompt} style {Dein Prompt mit seinem Stil} other {Deine Workflow-Datei}} enthält „{found}“, einen expliziten Begriff, der aus Kanälen ohne Altersbeschränkung herausgehalten wird. Nichts wurde gesendet und nichts wurde berechnet. Formuliere ihn um oder nutze einen altersbeschränkten Kanal.}}',
      member:
        '{original, select, yes {{where, select, prompt {Dein Prompt} style {Dein Prompt mit seinem Stil} other {Deine Workflow-Datei}} enthält „{found}“, einen expliziten Begriff, und deine Einstellungen halten explizite Inhalte aus DMs und aus Servern heraus, in denen nur du die App installiert hast. Nichts wurde gesendet und keine Credits wurden verbraucht. Formuliere ihn um oder erlaube explizite Inhalte in {cmdSettings}.} other {{where, select, prompt {Dein Prompt} style {Dein Prompt mit seinem Stil} other {Deine Workflow-Datei}} enthält „{found}“, einen expliziten Begriff, und deine Einstellungen halten explizite Inhalte aus DMs und aus Servern heraus, in denen nur du die App installiert hast. Nichts wurde gesendet und nichts wurde berechnet. Formuliere ihn um oder erlaube explizite Inhalte in {cmdSettings}.}}',
    },
    log: {
      refused:
        '🔞 {member}: abgelehnt, expliziter Begriff „{term}“ außerhalb eines altersbeschränkten Kanals: „{prompt}“',
    },
    policy: {
      termsTitle: 'Eingebaute explizite Begriffe',
      terms:
        '{termsOn, select, true {An: Prompts mit einem expliziten Begriff werden außerhalb altersbeschränkter Kanäle abgelehnt.} other {Aus: explizite Begriffe werden nicht geprüft (eure gesperrten Wörter schon).}}',
      termsButton:
        '{termsOn, select, true {Explizite Begriffe ausschalten} other {Explizite Begriffe einschalten}}',
      negativeTitle: 'Sicherheits-Negativ-Prompt',
      negativeNone: 'Keiner.',
      negativeButton: 'Sicherheits-Negativ-Prompt…',
      negativeLabel: 'Außerhalb altersbeschränkter Kanäle',
      negativeHint: 'Wird nach dem eigenen Negativ-Prompt des Mitglieds angefügt. Leer: nichts.',
      footer:
        'Beides gilt nur außerhalb altersbeschränkter Kanäle. Abgelehnte Anfragen kosten nichts.',
    },
    member: {
      title: 'Explizite Inhalte in DMs und Nutzer-Installationen',
      value:
        '{choice, select, allow {Erlaubt in deinen DMs mit dem Bot (ein Serverkanal ohne Altersbeschränkung hält sie weiter heraus).} other {Herausgehalten (Standard): explizite Begriffe werden abgelehnt und explizite Bilder zurückgehalten, in DMs und wo nur du die App installiert hast.}}',
      button:
        '{choice, select, allow {Explizite Inhalte heraushalten} other {Explizite Inhalte in DMs erlauben}}',
    },
  },
  imagesIn: {
    waitsTurn:
      '⏳ Dein Bild wartet, bis es an der Reihe ist: Gerade werden Bilder anderer Mitglieder angenommen. Es geht von selbst weiter; noch wurde nichts gesendet oder berechnet.',
    kind: '{kind, select, region {🖌️ Bereichsvariation} zoom {🔍 Herauszoomen} pan {↔️ Schwenk} edit {✏️ Bearbeitung} vary {🔀 Variation} upscale {🔍 Hochskalierung} other {💬 Beschreibung}}',
    logRefused:
      '🙈 {member}: Ein eingebrachtes Bild wurde in {channel} abgelehnt ({score, select, none {nicht geprüft} other {Wert {score} %}}, Schwelle {threshold} %){withPrompt, select, no {} other {: „{prompt}“}} · {kind}',
    refused: {
      next: '{problem} Es wurde nichts gesendet und nichts berechnet.',
      notOffered:
        'Das Bild-Backend dieses Servers kann nicht von einem Bild ausgehen: Führe den Befehl ohne Bild aus.',
      strengthAlone: 'strength gilt nur für ein Bild: Hänge eins an oder lass strength weg.',
      maskAlone: 'mask gilt nur für ein Bild: Hänge auch das Bild an oder lass mask weg.',
      maskNotOffered:
        'Das Bild-Backend dieses Servers kann nicht nur einen Teil eines Bildes ändern: Führe den Befehl ohne mask aus.',
      tooLarge: 'Das Bild ist {size} groß; der Bot nimmt höchstens {max}.',
      overMax: 'Das Bild ist größer als die {max}, die der Bot nimmt.',
      notImage:
        'Diese Datei ist kein Bild, das der Bot lesen kann: Hänge ein PNG, JPEG, WebP oder GIF an.',
      animated: 'Animierte Bilder können nicht verwendet werden: Hänge ein Standbild an.',
      tooManyPixels:
        'Das Bild hat {width}×{height} Pixel; das Bild-Backend dieses Servers nimmt höchstens {max}.',
      tooLargeToUpscale:
        'Das Bild hat {width}×{height} Pixel: zu groß, um es mit dem Bild-Backend dieses Servers ×{factor} hochzuskalieren.',
      maskNotPng:
        'Eine Maske muss ein PNG sein, dessen transparente Pixel markieren, was sich ändern darf: Hänge so eines an.',
      maskSize:
        'Die Maske hat {size} Pixel, das Bild aber {imageSize}: Eine Maske muss die Größe oder die Proportionen des Bildes haben.',
      maskOpaque:
        'Die Maske hat keine transparenten Pixel und markiert damit nichts, was sich ändern soll: Radiere den Teil aus, der sich ändern darf, und hänge sie erneut an.',
      maskWhole:
        'Die Maske ist überall transparent und würde das ganze Bild ändern: Bearbeite es ohne Maske oder lass einen Teil deckend.',
      unreadable:
        'Das Bild konnte nicht gelesen werden (es ist vielleicht beschädigt): Hänge ein anderes an.',
      downloadFailed:
        'Der Bot konnte das Bild nicht von Discord herunterladen: Hänge es noch einmal an.',
      explicit:
        '{reason, select, channel {Das Bild wirkt explizit, und explizite Bilder bleiben aus Kanälen ohne Altersbeschränkung heraus: Verwende es in einem altersbeschränkten Kanal.} other {Das Bild wirkt explizit, und deine Einstellungen halten explizite Inhalte hier heraus.}}',
      unchecked:
        'Der Bot konnte das Bild gerade nicht auf explizite Inhalte prüfen, deshalb kann es hier nicht verwendet werden: Versuch es in einer Minute noch einmal.',
    },
  },
};
