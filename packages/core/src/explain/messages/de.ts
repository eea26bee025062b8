/** The words of every verdict in German (the keys of the English catalog, `./en.ts`). */
import type { Plural, VerdictMessages } from './en.js';

export const messages: VerdictMessages = {
  locale: 'de',
  headline: {
    licensed: 'Lizenziert und gültig',
    untrusted: 'Gültig, aber von einem nicht vertrauenswürdigen Unterzeichner signiert',
    denied: 'Gültiger Beleg, aber die Nutzung war nicht lizenziert',
    unverified: 'Nicht geprüft: kein Aussteller, gegen den geprüft werden kann',
    no_credentials: 'Keine Herkunftsnachweise',
    invalid: 'Ungültig',
  },
  thisThing: {
    image: 'dieses Bild',
    video: 'dieses Video',
    audio: 'diese Audiodatei',
    receipt: 'dieser Beleg',
  },
  ThisThing: {
    image: 'Dieses Bild',
    video: 'Dieses Video',
    audio: 'Diese Audiodatei',
    receipt: 'Dieser Beleg',
  },
  generated: {
    image: 'ein generiertes Bild',
    video: 'ein generiertes Video',
    audio: 'eine generierte Audiodatei',
  },
  theLicensed: {
    image: 'das lizenzierte Bild',
    video: 'das lizenzierte Video',
    audio: 'die lizenzierte Audiodatei',
  },
  useCheck: 'eine geplante Generierung (eine Prüfung, bevor eine Ausgabe erzeugt wurde)',
  useOther: 'eine Nutzung der Art „{kind}“',
  noTalent: 'kein Talent',
  nameNotPublished: 'ein Talent, dessen Namen der Aussteller nicht veröffentlicht',
  namesNotPublished: {
    one: '{count} Talent, dessen Namen der Aussteller nicht veröffentlicht',
    other: '{count} Talente, deren Namen der Aussteller nicht veröffentlicht',
  } as Plural,
  until: {
    permitted: 'laut Aussteller heute noch erlaubt; ein Enddatum ist nicht veröffentlicht',
    revoked: 'inzwischen vom Aussteller widerrufen',
    suspended: 'derzeit vom Aussteller ausgesetzt',
    unknown: 'ein Enddatum ist nicht veröffentlicht',
  },
  by: 'durch {issuer} seit dem {date} ({until})',
  licensedTalent: {
    one: '{talent} ist für {use} lizenziert, {by}',
    other: '{talent} sind für {use} lizenziert, {by}',
  } as Plural,
  clearedNoTalent: '{use} ohne Namen, Abbild oder Stimme eines Talents wurde freigegeben, {by}',
  licensedFile: '{base}; {thing} ist Byte für Byte genau die lizenzierte Datei.',
  licensedReceipt: '{base}; dieser Beleg ist echt.',
  licensedReceiptNaming: '{base}; dieser Beleg ist echt und bezeichnet {output} über seinen Digest.',
  untrustedFile:
    '{base}; {thing} ist genau die lizenzierte Datei, aber ihre Herkunftsnachweise sind mit einem Zertifikat signiert, dem dieser Prüfer nicht vertraut.',
  denied: {
    one: '{issuer} hat am {date} festgehalten, dass {talent} nicht für {use} lizenziert war (Entscheidung „{decision}“).',
    other:
      '{issuer} hat am {date} festgehalten, dass {talent} nicht für {use} lizenziert waren (Entscheidung „{decision}“).',
  } as Plural,
  unverifiedFile:
    '{Thing} trägt einen Lizenzbeleg, aber es wurde kein Lizenzserver genannt, gegen den er geprüft werden kann; nichts von seinem Inhalt wurde geprüft.',
  unverifiedReceipt:
    'Es wurde kein Lizenzserver genannt, gegen den dieser Beleg geprüft werden kann; nichts von seinem Inhalt wurde geprüft.',
  noCredentials:
    '{Thing} enthält keine Angabe zur Herkunft und keinen Nachweis, dass Name, Abbild oder Stimme einer Person darin lizenziert sind.',
  titleSentence: '{title}.',
  explanations: {
    malformed: {
      title: 'Kein lesbarer Beleg',
      text: 'Dies ist kein wohlgeformter Beleg: Er sollte aus drei durch Punkte getrennten Teilen signierter Daten bestehen. Vielleicht wurde er beim Kopieren abgeschnitten, oder es ist etwas ganz anderes.',
    },
    alg_not_allowed: {
      title: 'Mit einem nicht zulässigen Verfahren signiert',
      text: 'Belege müssen mit ES256 signiert sein. Dieser gibt ein anderes Verfahren an (oder gar keines), ein gängiger Weg, eine Signatur zu fälschen; er wird daher ohne weitere Prüfung abgelehnt.',
    },
    typ_mismatch: {
      title: 'Kein Beleg',
      text: 'Die signierten Daten geben an, eine andere Art von Token zu sein, kein Lizenzbeleg. Ein für einen Zweck ausgestelltes Token taugt nicht als Nachweis für einen anderen.',
    },
    kid_unknown: {
      title: 'Mit einem Schlüssel signiert, den der Aussteller nicht veröffentlicht',
      text: 'Der Beleg nennt einen Signaturschlüssel, den der Aussteller nicht unter seinen öffentlichen Schlüsseln führt. Er wurde nicht von diesem Aussteller signiert, oder mit einem Schlüssel, den es nie gab.',
    },
    signature_invalid: {
      title: 'Die Signatur stimmt nicht',
      text: 'Der Beleg wurde nach dem Signieren verändert oder nie mit diesem Schlüssel signiert. Verlassen Sie sich auf nichts, was er aussagt.',
    },
    issuer_mismatch: {
      title: 'Von jemand anderem ausgestellt',
      text: 'Laut Beleg stammt er von einem anderen Lizenzserver als dem, gegen den er geprüft wurde.',
    },
    version_unsupported: {
      title: 'Unbekannte Protokollversion',
      text: 'Der Beleg verwendet eine Version des Talent Licensing Protocol, die dieser Prüfer nicht versteht.',
    },
    test_key_in_live_mode: {
      title: 'Testbeleg, wo ein echter erwartet wurde (oder umgekehrt)',
      text: 'Testbelege stammen aus der Sandbox und lizenzieren nichts Reales. Dieser vermischt Test und Echtbetrieb: Sein Schlüssel und seine eigenen Angaben widersprechen sich, oder sein Modus ist nicht der verlangte.',
    },
    keys_unavailable: {
      title: 'Die öffentlichen Schlüssel des Ausstellers waren nicht abrufbar',
      text: 'Die Schlüsselliste des Ausstellers konnte nicht geladen oder gelesen werden, daher ließ sich die Signatur nicht prüfen. Über den Beleg selbst sagt das nichts: Versuchen Sie es später erneut.',
    },
    receipt_mismatch: {
      title: 'Belegdatensatz und Signatur widersprechen sich',
      text: 'Der Belegdatensatz zeigt andere Angaben (Entscheidung, Talent, Lizenzen, Daten …) als das, was tatsächlich signiert wurde. Vertrauen Sie nur dem signierten Teil, der etwas anderes sagt.',
    },
    no_manifest: {
      title: 'Keine Herkunftsnachweise',
      text: 'Das Bild trägt kein C2PA-Manifest (Herkunftsnachweise). Nichts darin sagt, woher es stammt oder unter welcher Lizenz. Es wurde vielleicht ohne erstellt, oder die Nachweise wurden entfernt, etwa durch einen Screenshot oder ein erneutes Hochladen.',
    },
    no_license_assertion: {
      title: 'Herkunftsnachweise, aber keine Lizenz',
      text: 'Das Bild hat ein C2PA-Manifest, das aber keinen Talent-Lizenzbeleg enthält. Es gibt nicht vor, eine lizenzierte Ausgabe zu sein.',
    },
    manifest_invalid: {
      title: 'Die Herkunftsnachweise sind beschädigt',
      text: 'Das C2PA-Manifest des Bildes lässt sich nicht verifizieren: Seine Signatur ist ungültig, es ist beschädigt, oder die Bildbytes wurden nach dem Signieren verändert.',
    },
    content_mismatch: {
      title: 'Nicht das lizenzierte Bild',
      text: 'Der Beleg ist echt, aber dieses Bild ist nicht Byte für Byte die Ausgabe, die er lizenziert: Es wurde bearbeitet oder neu kodiert, oder der Beleg wurde auf ein anderes Bild kopiert.',
    },
    remote_manifest: {
      title: 'Herkunftsnachweise liegen anderswo',
      text: 'Das Bild trägt keine eigenen Nachweise, verweist aber auf Nachweise auf einem Webserver. Diese wurden hier nicht geladen, daher wurde an diesem Bild noch nichts geprüft.',
    },
    unsupported_media_type: {
      title: 'Nicht unterstützter Dateityp',
      text: 'Diese Art von Datei trägt keine Herkunftsnachweise, die dieser Prüfer lesen kann: Die Meldung nennt die Formate, die er liest.',
    },
    invalid_options: {
      title: 'Der Prüfer wurde falsch eingerichtet',
      text: 'Diese Seite hat die Prüfung auf eine Weise angefordert, die der Prüfer nicht erfüllen kann; daher wurde nichts akzeptiert. Das ist ein Fehler der Seite, nicht des Belegs: Bitte melden Sie ihn dem Betreiber der Seite.',
    },
    not_found: {
      title: 'Kein solcher Beleg',
      text: 'Der Aussteller hat keinen Beleg mit dieser ID. Prüfen Sie, ob sie vollständig kopiert wurde.',
    },
    fetch_failed: {
      title: 'Der Aussteller war nicht erreichbar',
      text: 'Der Beleg konnte nicht vom Aussteller geladen werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    },
  },
  unknownCode: {
    title: 'Ungültig',
    text: 'Die Prüfung ist aus einem Grund fehlgeschlagen, den dieser Prüfer nicht beschreiben kann.',
  },
};
