/** The words of every verdict in German (the keys of the English catalog, `./en.ts`). */
import type { Plural, VerdictMessages } from './en.js';

export const messages: VerdictMessages = {
  locale: 'de',
  headline: {
    licensed: 'Lizenziert und gültig',
    recovered: 'Als lizenziertes Bild erkannt, aber nicht Byte für Byte',
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
    document: 'dieses Dokument',
    receipt: 'dieser Beleg',
  },
  ThisThing: {
    image: 'Dieses Bild',
    video: 'Dieses Video',
    audio: 'Diese Audiodatei',
    document: 'Dieses Dokument',
    receipt: 'Dieser Beleg',
  },
  generated: {
    image: 'ein generiertes Bild',
    video: 'ein generiertes Video',
    audio: 'eine generierte Audiodatei',
    document: 'ein generiertes Dokument',
  },
  theLicensed: {
    image: 'das lizenzierte Bild',
    video: 'das lizenzierte Video',
    audio: 'die lizenzierte Audiodatei',
    document: 'das lizenzierte Dokument',
  },
  useCheck: 'eine geplante Generierung (eine Prüfung, bevor eine Ausgabe erzeugt wurde)',
  useOther: 'eine Nutzung der Art „{kind}“',
  allowedUse: '{output} für {purpose} ({channels}; {territories})',
  commercial: 'kommerzielle {purpose}',
  nonCommercial: 'nicht kommerzielle {purpose}',
  purposes: { advertising: 'Werbung', personal: 'persönliche Nutzung', 'branded content': 'Markeninhalte' },
  channels: { social: 'soziale Medien', web: 'Web', tv: 'Fernsehen', in_app: 'in Apps' },
  worldwide: 'weltweit',
  quoted: '„{value}“',
  changed: {
    image: 'Dieses Bild wurde nach dem Signieren verändert',
    video: 'Dieses Video wurde nach dem Signieren verändert',
    audio: 'Diese Audiodatei wurde nach dem Signieren verändert',
    document: 'Dieses Dokument wurde nach dem Signieren verändert',
  },
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
  recovered: {
    one: '{Thing} entspricht einem Bild, für das {talent} lizenziert ist ({use}, durch {issuer} seit dem {date}; {until}), Ähnlichkeit {similarity}/100',
    other:
      '{Thing} entspricht einem Bild, für das {talent} lizenziert sind ({use}, durch {issuer} seit dem {date}; {until}), Ähnlichkeit {similarity}/100',
  } as Plural,
  recoveredNoTalent:
    '{Thing} entspricht einem Bild, das als {use} ohne Namen, Abbild oder Stimme eines Talents freigegeben wurde (durch {issuer} seit dem {date}; {until}), Ähnlichkeit {similarity}/100',
  recoveredStripped:
    '{match}; seine Herkunftsnachweise wurden entfernt oder es wurde neu kodiert, daher ist es nicht Byte für Byte die lizenzierte Datei.',
  recoveredChanged:
    '{match}; seine eigenen Herkunftsnachweise passen nicht mehr zu seinen Bytes (es wurde nach dem Signieren bearbeitet oder neu kodiert), daher ist es nicht Byte für Byte die lizenzierte Datei.',
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
  /** Each verdict code's explanation, in a few words (its full text: `./de-texts.ts`). */
  titles: {
    malformed: 'Kein lesbarer Beleg',
    alg_not_allowed: 'Mit einem nicht zulässigen Verfahren signiert',
    typ_mismatch: 'Kein Beleg',
    kid_unknown: 'Mit einem Schlüssel signiert, den der Aussteller nicht veröffentlicht',
    signature_invalid: 'Die Signatur stimmt nicht',
    issuer_mismatch: 'Von jemand anderem ausgestellt',
    version_unsupported: 'Unbekannte Protokollversion',
    test_key_in_live_mode: 'Testbeleg, wo ein echter erwartet wurde (oder umgekehrt)',
    keys_unavailable: 'Die öffentlichen Schlüssel des Ausstellers waren nicht abrufbar',
    receipt_mismatch: 'Belegdatensatz und Signatur widersprechen sich',
    no_manifest: 'Keine Herkunftsnachweise',
    no_license_assertion: 'Herkunftsnachweise, aber keine Lizenz',
    manifest_invalid: 'Die Herkunftsnachweise sind beschädigt',
    content_mismatch: 'Nicht das lizenzierte Bild',
    remote_manifest: 'Herkunftsnachweise liegen anderswo',
    unsupported_media_type: 'Nicht unterstützter Dateityp',
    invalid_options: 'Der Prüfer wurde falsch eingerichtet',
    not_found: 'Kein solcher Beleg',
    fetch_failed: 'Der Aussteller war nicht erreichbar',
  },
  /** The title of a code this verifier does not know (from a newer library). */
  unknownTitle: 'Ungültig',
};
