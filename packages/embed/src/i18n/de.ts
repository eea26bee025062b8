/** The embed's own words in German (the keys of `./en.ts`). */
import type { EmbedMessages } from './en.js';

export const words: EmbedMessages = {
  pin: {
    licensed: { text: 'Lizenziert', label: 'Lizenziert: die Lizenz des Bildes anzeigen' },
    recovered: { text: 'Erkannt', label: 'Als lizenziertes Bild erkannt, nicht Byte für Byte: zeigen, wie' },
    invalid: { text: 'Ungültig', label: 'Ungültig: den Grund anzeigen' },
    unchecked: { text: 'Nicht prüfbar', label: 'Nicht prüfbar: den Grund anzeigen' },
  },
  seeReceipt: 'Beleg ansehen',
  talent: 'Talent',
  talentId: 'Talent-ID',
  licensedBy: 'Lizenziert durch',
  issued: 'Ausgestellt',
  signer: 'Unterzeichner',
  inTrustList: 'in der Vertrauensliste dieser Seite',
  notInTrustList: 'nicht in der Vertrauensliste dieser Seite',
  testNote: 'Eine Testlizenz aus einer Sandbox: Sie lizenziert nichts Reales.',
  checkedNote: 'In Ihrem Browser anhand der veröffentlichten Schlüssel des Lizenzservers geprüft.',
  cannotCheck: 'Nicht prüfbar',
  corsRefused:
    'Der Server des Bildes erlaubt dieser Seite nicht, es zu lesen; seine Lizenz konnte daher nicht geprüft werden.',
  tooLarge: 'Das Bild ist zu groß, um es im Browser zu prüfen.',
  unreachable: 'Das Bild konnte nicht zur Prüfung geladen werden.',
  unreachableStatus: 'Das Bild konnte nicht zur Prüfung geladen werden (der Server antwortete {status}).',
  failed: 'Die Prüfung konnte nicht laufen: {error}',
  notAcceptedTitle: 'Von einem Server ausgestellt, den diese Seite nicht akzeptiert',
  notAccepted:
    'Die Lizenz nennt {issuer}, der nicht zu den Lizenzservern gehört, denen diese Seite vertraut.',
  noIssuer: 'keinen Aussteller',
  notLicensedTitle: 'Nicht lizenziert',
  notLicensed: 'Der Lizenzserver hat diese Nutzung als „{decision}“ festgehalten, nicht als erlaubt.',
  revokedTitle: 'Lizenz widerrufen',
  revoked:
    'Dieses Bild war bei seiner Erstellung lizenziert, aber die Lizenz, auf der es beruhte, wurde inzwischen widerrufen.',
  suspendedTitle: 'Lizenz ausgesetzt',
  suspended:
    'Dieses Bild war bei seiner Erstellung lizenziert, aber die Lizenz, auf der es beruhte, wurde inzwischen ausgesetzt.',
};
