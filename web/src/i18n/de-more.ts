/** The page's words that only some of its views show (see `./en-more.ts`), in German. */
import type { MoreMessages } from './en-more.js';

export const more: MoreMessages = {
  verifyAnother: 'Ein Bild oder einen anderen Beleg prüfen',
  samples: 'Ein Beispiel ausprobieren',
  samplesText:
    'Dateien, die diese Sandbox beim Start signiert hat. Klicken Sie auf eine, um sie hier zu prüfen, oder laden Sie sie herunter, um sie oben abzulegen oder an {command} zu übergeben.',
  sampleTitles: {
    'licensed.jpg': 'Lizenziertes Foto (JPEG)',
    'licensed.png': 'Lizenziertes Bild (PNG)',
    'licensed.mp4': 'Lizenziertes Video (MP4)',
    'licensed.wav': 'Lizenzierte Audiodatei (WAV)',
    'tampered.jpg': 'Nach dem Signieren verändert',
    'plain.jpg': 'Keine Herkunftsnachweise',
    'receipt.jws': 'Ein Beleg für sich allein',
  },
  fetching: 'Der Beleg wird geladen und geprüft …',
  receiptId: 'Beleg {id}',
  publicRecord: 'Der öffentliche Datensatz des Belegs (JSON)',
  why: 'Warum: {title}',
  openOnIssuer: 'Diesen Beleg auf der Seite seines Ausstellers öffnen',
  technical: 'Code {code}: {message}',
  /** The page's own codes, in a few words (their full text: `./de-texts.ts`). */
  titles: {
    issuer_not_allowed: 'Aussteller wird hier nicht geprüft',
    issuer_elsewhere: 'Dieser Beleg gehört zu einem anderen Server',
    unsupported_input: 'Nichts, was sich prüfen lässt',
    file_too_large: 'Datei zu groß',
  },
};
