/** What each verdict code means and what to do, in German (the keys of `./en-texts.ts`). */
import type { VerdictTexts } from './en-texts.js';

export const texts: VerdictTexts = {
  malformed:
    'Dies ist kein wohlgeformter Beleg: Er sollte aus drei durch Punkte getrennten Teilen signierter Daten bestehen. Vielleicht wurde er beim Kopieren abgeschnitten, oder es ist etwas ganz anderes.',
  alg_not_allowed:
    'Belege müssen mit ES256 signiert sein. Dieser gibt ein anderes Verfahren an (oder gar keines), ein gängiger Weg, eine Signatur zu fälschen; er wird daher ohne weitere Prüfung abgelehnt.',
  typ_mismatch:
    'Die signierten Daten geben an, eine andere Art von Token zu sein, kein Lizenzbeleg. Ein für einen Zweck ausgestelltes Token taugt nicht als Nachweis für einen anderen.',
  kid_unknown:
    'Der Beleg nennt einen Signaturschlüssel, den der Aussteller nicht unter seinen öffentlichen Schlüsseln führt. Er wurde nicht von diesem Aussteller signiert, oder mit einem Schlüssel, den es nie gab.',
  signature_invalid:
    'Der Beleg wurde nach dem Signieren verändert oder nie mit diesem Schlüssel signiert. Verlassen Sie sich auf nichts, was er aussagt.',
  issuer_mismatch: 'Laut Beleg stammt er von einem anderen Lizenzserver als dem, gegen den er geprüft wurde.',
  version_unsupported:
    'Der Beleg verwendet eine Version des Talent Licensing Protocol, die dieser Prüfer nicht versteht.',
  test_key_in_live_mode:
    'Testbelege stammen aus der Sandbox und lizenzieren nichts Reales. Dieser vermischt Test und Echtbetrieb: Sein Schlüssel und seine eigenen Angaben widersprechen sich, oder sein Modus ist nicht der verlangte.',
  keys_unavailable:
    'Die Schlüsselliste des Ausstellers konnte nicht geladen oder gelesen werden, daher ließ sich die Signatur nicht prüfen. Über den Beleg selbst sagt das nichts: Versuchen Sie es später erneut.',
  receipt_mismatch:
    'Der Belegdatensatz zeigt andere Angaben (Entscheidung, Talent, Lizenzen, Daten …) als das, was tatsächlich signiert wurde. Vertrauen Sie nur dem signierten Teil, der etwas anderes sagt.',
  no_manifest:
    'Das Bild trägt kein C2PA-Manifest (Herkunftsnachweise). Nichts darin sagt, woher es stammt oder unter welcher Lizenz. Es wurde vielleicht ohne erstellt, oder die Nachweise wurden entfernt, etwa durch einen Screenshot oder ein erneutes Hochladen.',
  no_license_assertion:
    'Das Bild hat ein C2PA-Manifest, das aber keinen Talent-Lizenzbeleg enthält. Es gibt nicht vor, eine lizenzierte Ausgabe zu sein.',
  manifest_invalid:
    'Das C2PA-Manifest des Bildes lässt sich nicht verifizieren: Seine Signatur ist ungültig, es ist beschädigt, oder die Bildbytes wurden nach dem Signieren verändert.',
  content_mismatch:
    'Der Beleg ist echt, aber dieses Bild ist nicht Byte für Byte die Ausgabe, die er lizenziert: Es wurde bearbeitet oder neu kodiert, oder der Beleg wurde auf ein anderes Bild kopiert.',
  remote_manifest:
    'Das Bild trägt keine eigenen Nachweise, verweist aber auf Nachweise auf einem Webserver. Diese wurden hier nicht geladen, daher wurde an diesem Bild noch nichts geprüft.',
  unsupported_media_type:
    'Diese Art von Datei trägt keine Herkunftsnachweise, die dieser Prüfer lesen kann: Die Meldung nennt die Formate, die er liest.',
  invalid_options:
    'Diese Seite hat die Prüfung auf eine Weise angefordert, die der Prüfer nicht erfüllen kann; daher wurde nichts akzeptiert. Das ist ein Fehler der Seite, nicht des Belegs: Bitte melden Sie ihn dem Betreiber der Seite.',
  not_found: 'Der Aussteller hat keinen Beleg mit dieser ID. Prüfen Sie, ob sie vollständig kopiert wurde.',
  fetch_failed:
    'Der Beleg konnte nicht vom Aussteller geladen werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  unknown: 'Die Prüfung ist aus einem Grund fehlgeschlagen, den dieser Prüfer nicht beschreiben kann.',
  changed_after_signing:
    'Die Herkunftsnachweise sind signiert, und die Signatur ist gültig: Der Unterzeichner hat sie signiert. Doch die Bytes der Datei sind nicht mehr die signierten: Sie wurde nach dem Signieren bearbeitet, neu kodiert oder beschädigt, daher gilt nichts, was ihre Nachweise sagen, für diese Datei.',
};
