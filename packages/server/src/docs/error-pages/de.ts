import type { ErrorCatalog } from './en.js';

/** The error pages in German. */
export const de: ErrorCatalog = {
  chrome: {
    errors: 'Fehler',
    pageTitle: '{code} ({status}) · TLP-Fehler',
    planned: 'geplante Funktion',
    meaning: 'Bedeutung',
    when: 'Wann',
    action: 'Was zu tun ist',
    retry: 'Wiederholen',
    retryYes:
      'Ja: mit demselben Idempotency-Key und demselben Body wiederholen, nach `Retry-After` Sekunden, wenn die Antwort diesen Header enthält.',
    retryNo: 'Nein: dieselbe Anfrage erneut zu senden, ergibt dieselbe Antwort.',
    body: 'Jeder Fehler ist ein `application/problem+json`-Body, dessen `type` diese Seite ist: immer mit `type`, `title`, `status`, `code` und `request_id` (gleich dem Header `Request-Id`), mit `detail` und `param` (dem Feld, zum Beispiel `use.territories[1]`), wenn sie helfen. Verzweigen Sie nach `code`, dann nach dem Status; zeigen Sie `detail` in Logs, nicht Endnutzern.',
    indexTitle: 'Fehler · TLP',
    indexIntro:
      'Ein Fehler bedeutet, dass die Anfrage nicht ausgewertet werden konnte. Eine Entscheidung (`deny`, `escalate`) ist nie ein Fehler: Sie ist eine Antwort 200 mit `reasons`.',
    columnCode: 'Code',
    columnStatus: 'Status',
    columnMeaning: 'Bedeutung',
    columnRetry: 'Wiederholen',
    retryCell: 'wiederholen',
    noRetryCell: 'nein',
  },
  codes: {
    invalid_request: {
      title: 'Ungültige Anfrage',
      meaning:
        'Die Anfrage konnte nicht gelesen werden: Ihr Body ist kein JSON, kein JSON-Objekt, oder die Anfrage selbst ist fehlerhaft.',
      when: 'Ein Body, der sich nicht als JSON lesen lässt, ein Body eines anderen Content-Types, ein Query-Parameter ohne Namen (`?=x`), ein doppelter Authorization-Header oder eine Anfragezeile oder ein Host-Header, den Node nicht annehmen kann.',
      action: 'Korrigieren Sie die Anfrage: Senden Sie ein JSON-Objekt mit Content-Type: application/json.',
    },
    parameter_missing: {
      title: 'Fehlender Parameter',
      meaning: 'Ein Pflichtfeld fehlt; `param` nennt es.',
      when: 'Ein POST-Body ohne ein Feld, das sein Schema verlangt, zum Beispiel `use` in POST /v1/checks, oder weder `receipt` noch `sha256` in POST /v1/verifications.',
      action: 'Fügen Sie das von `param` genannte Feld hinzu.',
    },
    parameter_invalid: {
      title: 'Ungültiger Parameter',
      meaning: 'Ein Feld, Query-Parameter oder Header hat einen unzulässigen Wert; `param` nennt ihn.',
      when: 'Ein Wert des falschen Typs oder Formats, ein unbekanntes Feld, ein unbekannter oder wiederholter Query-Parameter, ein Cursor zusammen mit anderen Filtern, ein leerer oder zu langer Idempotency-Key, ein fehlerhafter Service-Account.',
      action: 'Korrigieren Sie den von `param` genannten Wert; `detail` sagt, was erwartet wird.',
    },
    unsupported_modality: {
      title: 'Nicht unterstützte Modalität',
      meaning: 'Die angefragte Modalität wird für diese Nutzung nicht angeboten.',
      when: 'Vom Protokoll reserviert; die Sandbox entscheidet über jede Modalität, die sie annimmt (eine nicht lizenzierte ist ein `deny`, kein Fehler).',
      action: 'Ändern Sie die Modalität der Nutzung.',
    },
    unsupported_media_type: {
      title: 'Nicht unterstützter Medientyp',
      meaning:
        'Das Artefakt hat einen Medientyp, den dieser Server nicht annimmt, oder einen, der nicht zur Modalität seines Checks passt.',
      when: 'POST /v1/generations mit einem `artifact.media_type` außerhalb von PNG-, JPEG-, WebP-, AVIF-, HEIC- und HEIF-Bildern, reinem Text, WAV-, MP3- und M4A-Audio, MP4- und MOV-Video; oder eine Ausgabe anderer Art als die Nutzung des Checks (eine Bildnutzung nimmt Bilder, eine Videonutzung Videos, eine Textnutzung Text, eine Sprach- oder Audionutzung Audio oder Video).',
      action:
        'Wandeln Sie die Ausgabe in einen angenommenen Medientyp um oder führen Sie einen Check für die Modalität dieser Ausgabe durch, und senden Sie erneut mit einem neuen Schlüssel.',
    },
    media_unreadable: {
      title: 'Medium nicht lesbar',
      meaning: 'Die Bytes des Artefakts lassen sich nicht als der angegebene Medientyp dekodieren.',
      when: 'POST /v1/generations, dessen `artifact.data` keine gültige Datei seines `media_type` ist, ein Bild, dessen Header mehr als 40 Megapixel angibt (vor dem Dekodieren abgelehnt), oder ein mit HEVC kodiertes HEIC/HEIF-Bild (die Sandbox dekodiert nur mit AV1 kodiertes HEIF).',
      action:
        'Senden Sie die echten Bytes der Ausgabe, ein Bild von höchstens 40 Megapixeln; ein HEIC-Foto als AVIF, PNG, JPEG oder WebP, oder nur seinen Digest.',
    },
    version_unsupported: {
      title: 'Nicht unterstützte Version',
      meaning: 'Der Header `Service-Version` nennt eine Version, die dieser Server nicht kennt.',
      when: 'Jede Anfrage, auch öffentliche, mit einer unbekannten datierten Version.',
      action:
        'Senden Sie eine der Versionen, die unter `api_versions` im Discovery-Dokument stehen, oder lassen Sie den Header weg, um die festgelegte Version des Kontos zu verwenden.',
    },
    authorization_code_invalid: {
      title: 'Ungültiger Autorisierungscode',
      meaning:
        'Ein OAuth-Autorisierungscode ist unbekannt, abgelaufen, bereits verwendet oder passt nicht zu seinem Verifier oder seiner Redirect-URI.',
      when: 'Nur mit Verbindungen, die geplant sind: Noch keine Operation dieses Servers gibt ihn zurück.',
      action: 'Starten Sie die Autorisierung erneut.',
    },
    authentication_required: {
      title: 'Authentifizierung erforderlich',
      meaning: 'Die Operation braucht einen geheimen Schlüssel, und es wurde keiner gesendet.',
      when: 'Kein Authorization-Header oder einer, der nicht `Bearer <key>` ist; auch eine Digest-Verifikation ohne Schlüssel.',
      action: 'Senden Sie `Authorization: Bearer rk_test_…` (oder `rk_live_…`).',
    },
    invalid_api_key: {
      title: 'Ungültiger API-Schlüssel',
      meaning: 'Der gesendete Schlüssel ist kein bekannter, nicht widerrufener Schlüssel.',
      when: 'Ein fehlerhafter, unbekannter oder widerrufener Bearer-Wert.',
      action:
        'Verwenden Sie einen aktuellen Schlüssel; ein verlorener Schlüssel lässt sich nicht wiederherstellen, erstellen Sie einen neuen.',
    },
    token_invalid: {
      title: 'Ungültiges Token',
      meaning: 'Ein signiertes Token hat die Prüfung von Signatur, Zielgruppe oder Ablauf nicht bestanden.',
      when: 'Reserviert für Operationen mit Token (Sitzungen), die geplant sind.',
      action: 'Führen Sie einen neuen Check durch oder erneuern Sie das Sitzungstoken.',
    },
    insufficient_scope: {
      title: 'Unzureichender Berechtigungsumfang',
      meaning:
        'Dem eingeschränkten Schlüssel fehlt ein Scope, den die Operation braucht; `detail` nennt ihn.',
      when: 'Ein Schlüssel aus POST /v1/test_helpers/api_keys ohne den Scope, oder ein beliebiger eingeschränkter Schlüssel bei einem Test-Helper (diese brauchen einen uneingeschränkten Schlüssel).',
      action: 'Verwenden Sie einen Schlüssel mit dem Scope oder einen uneingeschränkten Schlüssel.',
    },
    account_not_connected: {
      title: 'Konto nicht verbunden',
      meaning:
        'Der Aufruf handelt für ein anderes Konto (`Service-Account`), ohne dass eine aktive Verbindung ihn abdeckt.',
      when: 'Jeder authentifizierte Aufruf, der in Service-Account ein anderes Konto nennt: Verbindungen sind geplant, es gibt also keine.',
      action: 'Hören Sie auf; handeln Sie nur für Ihr eigenes Konto.',
    },
    mandate_required: {
      title: 'Mandat erforderlich',
      meaning: 'Ein Vertreter hat für ein Talent gehandelt, ohne dass ein Mandat die Handlung abdeckt.',
      when: 'Nur mit Mandaten, die geplant sind: Noch keine Operation dieses Servers gibt ihn zurück.',
      action: 'Hören Sie auf.',
    },
    livemode_mismatch: {
      title: 'Modus stimmt nicht überein',
      meaning: 'Der Modus des Schlüssels weicht vom Modus des Objekts oder der Operation ab.',
      when: 'Ein Live-Schlüssel bei einer Operation nur für den Testmodus (Facetten, Test-Helper, Zurückziehen), oder das Lesen eines eigenen Objekts des anderen Modus.',
      action: 'Verwenden Sie den Schlüssel des richtigen Modus.',
    },
    live_not_activated: {
      title: 'Live-Modus nicht aktiviert',
      meaning:
        'Live-Checks und -Generierungen sind gebaut, aber das Live-Signieren ist für diesen Dienst nicht aktiviert.',
      when: 'POST /v1/checks oder POST /v1/generations mit einem Live-Schlüssel: Nichts wurde ausgewertet, reserviert oder gespeichert.',
      action:
        'Nicht wiederholen: Die Antwort ändert sich erst, wenn ein Betreiber das Live-Signieren aktiviert.',
    },
    platform_not_permitted: {
      title: 'Plattform nicht zugelassen',
      meaning: 'Die im Check ausdrücklich genannte Lizenz schließt die aufrufende Plattform aus.',
      when: 'POST /v1/checks mit `license` auf eine Lizenz gesetzt, deren Plattformen den Aufrufer nicht enthalten (ohne `license` ist der Check stattdessen ein `deny` mit `platform_not_licensed`).',
      action: 'Lassen Sie `license` weg, oder bitten Sie den Lizenznehmer, die Lizenz zu erweitern.',
    },
    resource_not_found: {
      title: 'Nicht gefunden',
      meaning: 'Kein solches Objekt für dieses Konto und diesen Modus, oder keine solche Operation.',
      when: 'Eine unbekannte ID, eine ID eines anderen Typs für den Pfad (das Detail sagt, welcher), ein Pfad ohne Route oder eine geplante Operation (Titel "Operation not available").',
      action: 'Prüfen Sie die ID, den Modus des Schlüssels und den Pfad.',
    },
    idempotency_key_in_use: {
      title: 'Idempotenzschlüssel in Verwendung',
      meaning: 'Die erste Anfrage mit diesem Idempotency-Key läuft noch.',
      when: 'Ein POST, der mit demselben Schlüssel und Body erneut gesendet wurde, bevor der erste beantwortet war.',
      action:
        'Wiederholen Sie nach `Retry-After` Sekunden mit demselben Schlüssel und Body: Sie erhalten die Antwort der ersten Anfrage.',
    },
    generation_already_submitted: {
      title: 'Generierung bereits eingereicht',
      meaning: 'Dieser Kandidat des Checks hat bereits eine Generierung.',
      when: 'POST /v1/generations für einen `candidate_index`, der schon eingereicht wurde (mit einem anderen Schlüssel).',
      action: 'Verwenden Sie die vorhandene Generierung.',
    },
    authorization_consumed: {
      title: 'Autorisierung verbraucht',
      meaning:
        'Die Autorisierung des Checks hat keine Generierungen mehr übrig (`max_generations` erreicht).',
      when: 'POST /v1/generations, nachdem `generations_used` den Wert `max_generations` erreicht hat.',
      action: 'Führen Sie einen neuen Check durch.',
    },
    check_not_allowed: {
      title: 'Check nicht erlaubt',
      meaning: 'Die Entscheidung des Checks ist nicht `allow`.',
      when: 'POST /v1/generations mit einem abgelehnten, eskalierten oder ausstehenden Check.',
      action: 'Nicht einreichen und nicht ausliefern: Nichts wurde autorisiert.',
    },
    check_expired: {
      title: 'Check abgelaufen',
      meaning: 'Die Autorisierung des Checks ist abgelaufen.',
      when: 'POST /v1/generations nach `authorization.expires_at` (eine Stunde nach dem Allow).',
      action: 'Führen Sie einen neuen Check durch.',
    },
    escalation_closed: {
      title: 'Eskalation geschlossen',
      meaning: 'Die Eskalation wurde bereits entschieden, ist abgelaufen oder wurde abgebrochen.',
      when: 'POST /v1/test_helpers/checks/{check_id}/resolve für eine Eskalation, die nicht mehr offen ist.',
      action: 'Lesen Sie den Check, um das Ergebnis zu sehen.',
    },
    license_draft_closed: {
      title: 'Lizenzentwurf geschlossen',
      meaning: 'Der Lizenzentwurf wurde bereits unterschrieben, abgelehnt, verworfen oder ist abgelaufen.',
      when: 'Nur mit Lizenzentwürfen, die geplant sind: Noch keine Operation dieses Servers gibt ihn zurück.',
      action: 'Erstellen Sie einen neuen Entwurf.',
    },
    invalid_state_transition: {
      title: 'Ungültiger Statuswechsel',
      meaning: 'Der Status des Objekts erlaubt die Aktion nicht.',
      when: 'Eine Generierung zurückziehen, freigeben, ablehnen oder verfallen lassen, die nicht zurückgehalten ist; eine Lizenz aus einem Status aussetzen, fortsetzen oder widerrufen, der das nicht erlaubt; einen Check entscheiden, der nicht eskaliert ist.',
      action: 'Lesen Sie das Objekt und handeln Sie nach seinem aktuellen Status.',
    },
    session_not_active: {
      title: 'Sitzung nicht aktiv',
      meaning: 'Die Sitzung ist beendet oder wurde abgebrochen.',
      when: 'Nur mit Sitzungen, die geplant sind: Noch keine Operation dieses Servers gibt ihn zurück.',
      action: 'Beenden Sie die Ausgabe.',
    },
    payload_too_large: {
      title: 'Nutzlast zu groß',
      meaning: 'Der Body der Anfrage oder der Text eines Checks überschreitet das Limit.',
      when: 'Ein Body über 10 MiB, oder Eingaben eines Checks, deren Text insgesamt über 64 KiB liegt.',
      action: 'Senden Sie weniger: ein kleineres Artefakt oder kürzere Eingaben.',
    },
    idempotency_key_reused: {
      title: 'Idempotenzschlüssel wiederverwendet',
      meaning:
        'Der Idempotency-Key wurde schon mit einem anderen Body oder an einem anderen Endpunkt verwendet.',
      when: 'Ein POST, dessen Schlüssel in den letzten 24 Stunden für eine andere Anfrage verwendet wurde (ein anderer Body oder Endpunkt, oder von einem anderen API-Schlüssel); nichts wurde ausgeführt.',
      action: 'Verwenden Sie für eine neue Anfrage einen neuen Schlüssel.',
    },
    artifact_digest_mismatch: {
      title: 'Digest des Artefakts stimmt nicht',
      meaning: 'Die Bytes des Artefakts haben nicht den in `artifact.sha256` angegebenen SHA-256.',
      when: 'POST /v1/generations mit `artifact.data`, dessen Digest von `artifact.sha256` abweicht.',
      action: 'Berechnen Sie den Digest der genauen Bytes, die Sie senden, neu.',
    },
    upgrade_required: {
      title: 'Upgrade erforderlich',
      meaning:
        'Der Sitzungsstream ist ein WebSocket; eine einfache HTTP-Anfrage kann ihn nicht öffnen. Das Protokoll gibt dieser Antwort einen Status (426) und keinen Code; dieser Server nennt sie `upgrade_required`.',
      when: 'Jede Anfrage ohne Upgrade an /v1/sessions/{session_id}/stream.',
      action:
        'Öffnen Sie den Stream mit einem WebSocket-Upgrade, das das Subprotokoll tlp.session.v1 anbietet (Sitzungen sind geplant).',
    },
    request_timeout: {
      title: 'Zeitüberschreitung der Anfrage',
      meaning:
        'Die Anfrage kam nicht rechtzeitig an: Ihre Header oder ihr Body kamen zu langsam. Das Protokoll hat keinen Code dafür; dieser Server nennt sie `request_timeout` (408).',
      when: 'Header nicht innerhalb von 10 s nach dem Verbindungsaufbau (oder nach der vorigen Antwort) vollständig; ein Body, der nach seinen ersten 10 s im Schnitt unter 4 KiB/s liegt oder nicht innerhalb von 120 s vollständig ist (genug für einen Body von 10 MiB bei 87 KiB/s). Die Verbindung wird nach der Antwort geschlossen.',
      action:
        'Senden Sie die Anfrage erneut, vollständig und ohne Pausen, über eine neue Verbindung (mit demselben Idempotency-Key: Nichts wurde ausgeführt).',
    },
    rate_limited: {
      title: 'Ratenlimit erreicht',
      meaning: 'Ein Ratenlimit wurde überschritten; nichts wurde ausgeführt.',
      when: 'Mehr Anfragen, als die in RateLimit-Policy genannte Richtlinie erlaubt (Checks 20/s, Generierungen 5/s, andere authentifizierte Aufrufe 5/s pro Konto; öffentliches Lesen von Belegen und Verifikationen 10/min pro IP-Adresse).',
      action: 'Warten Sie `Retry-After` Sekunden und wiederholen Sie dann mit demselben Schlüssel und Body.',
    },
    internal_error: {
      title: 'Interner Fehler',
      meaning: 'Ein unerwarteter Fehler auf dem Server.',
      when: 'Ein Programmfehler oder ein Ausfall des Speichers; der Fehler wird mit der Request-ID protokolliert.',
      action:
        'Wiederholen Sie mit Backoff und demselben Idempotency-Key; melden Sie die `request_id`, wenn der Fehler bleibt.',
    },
    service_unavailable: {
      title: 'Dienst nicht verfügbar',
      meaning: 'Der Dienst ist vorübergehend nicht verfügbar.',
      when: 'Während der Server startet, bevor er Anfragen annimmt; wenn seine Datenbank (PostgreSQL) nicht erreichbar ist; bei einer neuen Verbindung von einem Client (einer Adresse oder einem IPv6-/64), der bereits 128 offene Verbindungen hält (`TLP_MAX_CONNECTIONS_PER_ADDRESS`), oder zu einem Server, der bereits 10.000 hält (`TLP_MAX_CONNECTIONS`); sie wird dann geschlossen.',
      action: 'Nichts generieren; nach `Retry-After` Sekunden wiederholen.',
    },
    evaluation_timeout: {
      title: 'Zeitüberschreitung der Auswertung',
      meaning: 'Eine Verifikation wurde nicht rechtzeitig fertig.',
      when: 'Nur POST /v1/verifications kann ihn zurückgeben (die Verifikationen der Sandbox per Beleg und per Digest laufen nicht in eine Zeitüberschreitung).',
      action: 'Wiederholen Sie, oder verifizieren Sie per Beleg-ID.',
    },
  },
};
