/** The words of a file's verdict (see `./en-files.ts`), in French. */
import type { FileMessages } from './en-files.js';

export const files: FileMessages = {
  previewTooLarge:
    'Pas d’aperçu : l’image déclare {width} x {height} pixels, plus que les {max} mégapixels affichés ici.',
  previewHeic:
    'Pas d’aperçu : ce navigateur ne sait pas afficher les images HEIC ou HEIF (Safari le peut ; Chrome, Edge et Firefox non). Le fichier a tout de même été vérifié : le verdict ci-dessus porte sur ses octets.',
  previewShow:
    'Pas d’aperçu : ce navigateur ne sait pas afficher {what}. Le fichier a tout de même été vérifié : le verdict ci-dessus porte sur ses octets.',
  previewPlay:
    'Pas d’aperçu : ce navigateur ne sait pas lire {what}. Le fichier a tout de même été vérifié : le verdict ci-dessus porte sur ses octets.',
  credentials: 'Identifiants de contenu (C2PA)',
  noManifest: 'Le fichier ne contient aucun manifeste C2PA.',
  signer: 'Signataire',
  signerNames: 'un certificat qui se nomme « {subject} »',
  signerIssuer: 'émis par un certificat qui se nomme « {issuer} »',
  validUntil: 'valide jusqu’au {date}',
  unknown: 'inconnu',
  notChecked: 'non vérifié',
  valid: 'la signature du signataire est valide',
  invalid: 'la signature du signataire ne se vérifie pas',
  binding: 'Liaison',
  bound: 'le manifeste est lié à ces octets',
  changed: 'le contenu a été modifié après sa signature',
  signerTrust: 'Confiance dans le signataire',
  trusted: 'remonte à une racine à laquelle ce vérificateur fait confiance',
  untrusted:
    'ne remonte à aucune racine à laquelle ce vérificateur fait confiance (le nom qu’un certificat se donne ne prouve rien)',
  assertion: 'Assertion de licence',
  theOutput: 'octet pour octet la production sous licence',
  notTheOutput: 'pas la production sous licence',
  contentDigest: 'Empreinte du contenu',
  receiptNames: 'le reçu désigne',
  failures: 'Échecs C2PA',
};
