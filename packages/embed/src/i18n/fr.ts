/** The embed's own words in French (the keys of `./en.ts`). */
import type { EmbedMessages } from './en.js';

export const words: EmbedMessages = {
  pin: {
    licensed: { text: 'Sous licence', label: 'Image sous licence : afficher la licence' },
    recovered: {
      text: 'Reconnue',
      label: 'Reconnue comme image sous licence, pas octet pour octet : afficher comment',
    },
    invalid: { text: 'Non valide', label: 'Licence non valide : afficher pourquoi' },
    unchecked: {
      text: 'Vérification impossible',
      label: 'Vérification impossible : afficher pourquoi',
    },
  },
  seeReceipt: 'Voir le reçu',
  talent: 'Talent',
  talentId: 'Identifiant du talent',
  licensedBy: 'Licence accordée par',
  issued: 'Émis le',
  signer: 'Signataire',
  inTrustList: 'dans la liste de confiance de cette page',
  notInTrustList: 'absent de la liste de confiance de cette page',
  testNote: 'Une licence de test issue d’un bac à sable : elle n’autorise rien de réel.',
  checkedNote: 'Vérifié dans votre navigateur avec les clés publiées par le serveur de licences.',
  cannotCheck: 'Vérification impossible',
  corsRefused:
    'Le serveur de l’image ne permet pas à cette page de la lire : sa licence n’a donc pas pu être vérifiée.',
  tooLarge: 'L’image est trop volumineuse pour être vérifiée dans le navigateur.',
  unreachable: 'L’image n’a pas pu être téléchargée pour être vérifiée.',
  unreachableStatus:
    'L’image n’a pas pu être téléchargée pour être vérifiée (le serveur a répondu {status}).',
  failed: 'La vérification n’a pas pu s’exécuter : {error}',
  notAcceptedTitle: 'Émis par un serveur que cette page n’accepte pas',
  notAccepted:
    'La licence désigne {issuer}, qui ne fait pas partie des serveurs de licences auxquels cette page fait confiance.',
  noIssuer: 'aucun émetteur',
  notLicensedTitle: 'Pas sous licence',
  notLicensed: 'Le serveur de licences a enregistré cet usage comme « {decision} », non autorisé.',
  revokedTitle: 'Licence révoquée',
  revoked:
    'Cette image était sous licence lors de sa création, mais la licence dont elle dépendait a été révoquée depuis.',
  suspendedTitle: 'Licence suspendue',
  suspended:
    'Cette image était sous licence lors de sa création, mais la licence dont elle dépendait a été suspendue depuis.',
};
