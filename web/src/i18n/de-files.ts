/** The words of a file's verdict (see `./en-files.ts`), in German. */
import type { FileMessages } from './en-files.js';

export const files: FileMessages = {
  previewTooLarge:
    'Keine Vorschau: Das Bild gibt {width} x {height} Pixel an, mehr als die {max} Megapixel, die hier angezeigt werden.',
  previewHeic:
    'Keine Vorschau: Dieser Browser kann keine HEIC- oder HEIF-Bilder anzeigen (Safari kann es, Chrome, Edge und Firefox nicht). Geprüft wurde es trotzdem: Das Urteil oben betrifft seine Bytes.',
  previewShow:
    'Keine Vorschau: Dieser Browser kann {what} nicht anzeigen. Geprüft wurde es trotzdem: Das Urteil oben betrifft seine Bytes.',
  previewPlay:
    'Keine Vorschau: Dieser Browser kann {what} nicht abspielen. Geprüft wurde es trotzdem: Das Urteil oben betrifft seine Bytes.',
  credentials: 'Herkunftsnachweise (C2PA)',
  noManifest: 'Die Datei enthält kein C2PA-Manifest.',
  signer: 'Unterzeichner',
  signerNames: 'ein Zertifikat, das sich „{subject}“ nennt',
  signerIssuer: 'ausgestellt von einem Zertifikat, das sich „{issuer}“ nennt',
  validUntil: 'gültig bis {date}',
  unknown: 'unbekannt',
  notChecked: 'nicht geprüft',
  valid: 'die Signatur des Unterzeichners ist gültig',
  invalid: 'die Signatur des Unterzeichners ist ungültig',
  binding: 'Bindung',
  bound: 'das Manifest ist an diese Bytes gebunden',
  changed: 'der Inhalt wurde nach dem Signieren verändert',
  signerTrust: 'Vertrauen in den Unterzeichner',
  trusted: 'führt zu einer Wurzel, der dieser Prüfer vertraut',
  untrusted:
    'führt zu keiner Wurzel, der dieser Prüfer vertraut (der eigene Name eines Zertifikats beweist nichts)',
  assertion: 'Lizenzangabe',
  theOutput: 'Byte für Byte die lizenzierte Ausgabe',
  notTheOutput: 'nicht die lizenzierte Ausgabe',
  contentDigest: 'Digest des Inhalts',
  receiptNames: 'der Beleg nennt',
  failures: 'C2PA-Fehler',
};
