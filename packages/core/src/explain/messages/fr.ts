/** The words of every verdict in French (the keys of the English catalog, `./en.ts`). */
import type { Plural, VerdictMessages } from './en.js';

export const messages: VerdictMessages = {
  locale: 'fr',
  headline: {
    licensed: 'Sous licence et valide',
    untrusted: 'Valide, mais signé par un signataire non reconnu',
    denied: 'Reçu valide, mais l’usage n’était pas autorisé',
    unverified: 'Non vérifié : aucun émetteur auprès duquel le vérifier',
    no_credentials: 'Aucun identifiant de contenu',
    invalid: 'Non valide',
  },
  thisThing: { image: 'cette image', video: 'cette vidéo', audio: 'ce fichier audio', receipt: 'ce reçu' },
  ThisThing: { image: 'Cette image', video: 'Cette vidéo', audio: 'Ce fichier audio', receipt: 'Ce reçu' },
  generated: { image: 'une image générée', video: 'une vidéo générée', audio: 'un fichier audio généré' },
  theLicensed: {
    image: 'l’image sous licence',
    video: 'la vidéo sous licence',
    audio: 'le fichier audio sous licence',
  },
  useCheck: 'une génération prévue (une vérification, avant toute production)',
  useOther: 'un usage de type « {kind} »',
  noTalent: 'aucun talent',
  nameNotPublished: 'un talent dont l’émetteur ne publie pas le nom',
  namesNotPublished: {
    one: '{count} talent dont l’émetteur ne publie pas le nom',
    many: '{count} de talents dont l’émetteur ne publie pas les noms',
    other: '{count} talents dont l’émetteur ne publie pas les noms',
  } as Plural,
  until: {
    permitted: 'toujours autorisé aujourd’hui selon l’émetteur ; aucune date de fin n’est publiée',
    revoked: 'révoqué depuis par l’émetteur',
    suspended: 'actuellement suspendu par l’émetteur',
    unknown: 'aucune date de fin n’est publiée',
  },
  by: 'par {issuer} depuis le {date} ({until})',
  licensedTalent: {
    one: '{talent} bénéficie d’une licence pour {use}, accordée {by}',
    many: '{talent} bénéficient d’une licence pour {use}, accordée {by}',
    other: '{talent} bénéficient d’une licence pour {use}, accordée {by}',
  } as Plural,
  clearedNoTalent:
    'Autorisation accordée {by} pour {use} qui n’utilise ni le nom, ni l’image, ni la voix d’aucun talent',
  licensedFile: '{base} ; {thing} est exactement le fichier sous licence, octet pour octet.',
  licensedReceipt: '{base} ; ce reçu est authentique.',
  licensedReceiptNaming: '{base} ; ce reçu est authentique et désigne {output} par son empreinte.',
  untrustedFile:
    '{base} ; {thing} est exactement le fichier sous licence, mais ses identifiants de contenu sont signés par un certificat auquel ce vérificateur ne fait pas confiance.',
  denied: {
    one: '{issuer} a enregistré le {date} que {talent} n’avait pas de licence pour {use} (décision « {decision} »).',
    many: '{issuer} a enregistré le {date} que {talent} n’avaient pas de licence pour {use} (décision « {decision} »).',
    other:
      '{issuer} a enregistré le {date} que {talent} n’avaient pas de licence pour {use} (décision « {decision} »).',
  } as Plural,
  unverifiedFile:
    '{Thing} porte un reçu de licence, mais aucun serveur de licences n’a été indiqué pour le vérifier : rien de ce qu’il affirme n’a été vérifié.',
  unverifiedReceipt:
    'Aucun serveur de licences n’a été indiqué pour vérifier ce reçu : rien de ce qu’il affirme n’a été vérifié.',
  noCredentials:
    'Rien dans {thing} n’indique sa provenance, ni que le nom, l’image ou la voix de quiconque y figure sous licence.',
  titleSentence: '{title}.',
  explanations: {
    malformed: {
      title: 'Reçu illisible',
      text: 'Ce n’est pas un reçu bien formé : il devrait se composer de trois parties de données signées, séparées par des points. Il a peut-être été tronqué lors d’un copier-coller, ou c’est tout autre chose.',
    },
    alg_not_allowed: {
      title: 'Signé avec une méthode non autorisée',
      text: 'Les reçus doivent être signés avec ES256. Celui-ci annonce une autre méthode (ou aucune), ce qui est une façon courante de falsifier une signature : il est donc rejeté sans autre examen.',
    },
    typ_mismatch: {
      title: 'Ce n’est pas un reçu',
      text: 'Les données signées indiquent un autre type de jeton, pas un reçu de licence. Un jeton émis dans un but ne peut pas servir de preuve pour un autre.',
    },
    kid_unknown: {
      title: 'Signé avec une clé que l’émetteur ne publie pas',
      text: 'Le reçu désigne une clé de signature que l’émetteur ne compte pas parmi ses clés publiques. Il n’a pas été signé par cet émetteur, ou il l’a été avec une clé qui n’a jamais existé.',
    },
    signature_invalid: {
      title: 'La signature ne correspond pas',
      text: 'Le reçu a été modifié après sa signature, ou n’a jamais été signé avec cette clé. Ne vous fiez à rien de ce qu’il affirme.',
    },
    issuer_mismatch: {
      title: 'Émis par quelqu’un d’autre',
      text: 'Le reçu indique qu’il provient d’un autre serveur de licences que celui auprès duquel il a été vérifié.',
    },
    version_unsupported: {
      title: 'Version du protocole inconnue',
      text: 'Le reçu utilise une version du Talent Licensing Protocol que ce vérificateur ne comprend pas.',
    },
    test_key_in_live_mode: {
      title: 'Reçu de test là où un vrai était attendu (ou l’inverse)',
      text: 'Les reçus de test viennent du bac à sable et n’accordent aucune licence réelle. Celui-ci mélange test et production : sa clé et ses propres déclarations se contredisent, ou son mode n’est pas celui demandé.',
    },
    keys_unavailable: {
      title: 'Impossible d’obtenir les clés publiques de l’émetteur',
      text: 'La liste des clés de l’émetteur n’a pas pu être téléchargée ou lue, la signature n’a donc pas pu être vérifiée. Cela ne dit rien du reçu lui-même : réessayez plus tard.',
    },
    receipt_mismatch: {
      title: 'L’enregistrement du reçu et sa signature divergent',
      text: 'L’enregistrement du reçu présente d’autres informations (décision, talent, licences, dates…) que ce qui a réellement été signé. Ne vous fiez qu’à la partie signée, qui dit autre chose.',
    },
    no_manifest: {
      title: 'Aucun identifiant de contenu',
      text: 'L’image ne porte aucun manifeste C2PA (identifiants de contenu). Rien n’y indique sa provenance ni sous quelle licence elle a été créée. Elle a pu être créée sans, ou ses identifiants ont été supprimés, par exemple par une capture d’écran ou une nouvelle mise en ligne.',
    },
    no_license_assertion: {
      title: 'Identifiants de contenu, mais aucune licence',
      text: 'L’image possède un manifeste C2PA, mais il ne contient aucun reçu de licence de talent. Elle ne prétend pas être une production sous licence.',
    },
    manifest_invalid: {
      title: 'Les identifiants de contenu sont endommagés',
      text: 'Le manifeste C2PA de l’image ne se vérifie pas : sa signature est invalide, il est endommagé, ou les octets de l’image ont changé après la signature.',
    },
    content_mismatch: {
      title: 'Ce n’est pas l’image sous licence',
      text: 'Le reçu est authentique, mais cette image n’est pas, octet pour octet, la production qu’il autorise : elle a été modifiée, réencodée, ou le reçu a été copié sur une autre image.',
    },
    remote_manifest: {
      title: 'Identifiants de contenu conservés ailleurs',
      text: 'L’image ne porte pas ses propres identifiants, mais renvoie à des identifiants stockés sur un serveur web. Ils n’ont pas été téléchargés ici : rien n’a donc encore été vérifié pour cette image.',
    },
    unsupported_media_type: {
      title: 'Type de fichier non pris en charge',
      text: 'Ce type de fichier ne porte aucun identifiant de contenu que ce vérificateur sait lire : le message indique les formats qu’il lit.',
    },
    invalid_options: {
      title: 'Le vérificateur est mal configuré',
      text: 'Cette page a demandé la vérification d’une manière que le vérificateur ne peut pas honorer, rien n’a donc été accepté. C’est une erreur de la page, pas du reçu : signalez-la à la personne qui gère la page.',
    },
    not_found: {
      title: 'Reçu introuvable',
      text: 'L’émetteur n’a aucun reçu portant cet identifiant. Vérifiez qu’il a été copié en entier.',
    },
    fetch_failed: {
      title: 'Impossible de joindre l’émetteur',
      text: 'Le reçu n’a pas pu être téléchargé depuis l’émetteur. Vérifiez votre connexion et réessayez.',
    },
  },
  unknownCode: {
    title: 'Non valide',
    text: 'La vérification a échoué pour une raison que ce vérificateur ne sait pas décrire.',
  },
};
