/** The page's words that only some of its views show (see `./en-more.ts`), in French. */
import type { MoreMessages } from './en-more.js';

export const more: MoreMessages = {
  verifyAnother: 'Vérifier une image ou un autre reçu',
  samples: 'Essayer un exemple',
  samplesText:
    'Des fichiers que ce bac à sable a signés à son démarrage. Cliquez sur l’un d’eux pour le vérifier ici, ou téléchargez-le pour le déposer ci-dessus ou le passer à {command}.',
  sampleTitles: {
    'licensed.jpg': 'Photo sous licence (JPEG)',
    'licensed.png': 'Image sous licence (PNG)',
    'licensed.mp4': 'Vidéo sous licence (MP4)',
    'licensed.wav': 'Audio sous licence (WAV)',
    'tampered.jpg': 'Modifiée après signature',
    'plain.jpg': 'Aucun identifiant de contenu',
    'receipt.jws': 'Un reçu seul',
  },
  fetching: 'Téléchargement et vérification du reçu…',
  receiptId: 'Reçu {id}',
  publicRecord: 'L’enregistrement public du reçu (JSON)',
  why: 'Pourquoi : {title}',
  openOnIssuer: 'Ouvrir ce reçu sur la page de son émetteur',
  technical: 'Code {code} : {message}',
  /** The page's own codes, in a few words (their full text: `./fr-texts.ts`). */
  titles: {
    issuer_not_allowed: 'Émetteur non vérifié ici',
    issuer_elsewhere: 'Ce reçu appartient à un autre serveur',
    unsupported_input: 'Rien qui puisse être vérifié',
    file_too_large: 'Fichier trop volumineux',
  },
};
