/** The words of every verdict in French (the keys of the English catalog, `./en.ts`). */
import type { Plural, VerdictMessages } from './en.js';

export const messages: VerdictMessages = {
  locale: 'fr',
  headline: {
    licensed: 'Sous licence et valide',
    recovered: 'Reconnue comme image sous licence, mais pas octet pour octet',
    untrusted: 'Valide, mais signé par un signataire non reconnu',
    denied: 'Reçu valide, mais l’usage n’était pas autorisé',
    unverified: 'Non vérifié : aucun émetteur auprès duquel le vérifier',
    no_credentials: 'Aucun identifiant de contenu',
    invalid: 'Non valide',
  },
  thisThing: {
    image: 'cette image',
    video: 'cette vidéo',
    audio: 'ce fichier audio',
    document: 'ce document',
    receipt: 'ce reçu',
  },
  ThisThing: {
    image: 'Cette image',
    video: 'Cette vidéo',
    audio: 'Ce fichier audio',
    document: 'Ce document',
    receipt: 'Ce reçu',
  },
  generated: {
    image: 'une image générée',
    video: 'une vidéo générée',
    audio: 'un fichier audio généré',
    document: 'un document généré',
  },
  theLicensed: {
    image: 'l’image sous licence',
    video: 'la vidéo sous licence',
    audio: 'le fichier audio sous licence',
    document: 'le document sous licence',
  },
  useCheck: 'une génération prévue (une vérification, avant toute production)',
  useOther: 'un usage de type « {kind} »',
  allowedUse: '{output}, pour {purpose} ({channels} ; {territories})',
  commercial: '{purpose} à des fins commerciales',
  nonCommercial: '{purpose} à des fins non commerciales',
  purposes: {
    advertising: 'la publicité',
    personal: 'l’usage personnel',
    'branded content': 'le contenu de marque',
  },
  channels: { social: 'réseaux sociaux', web: 'Web', tv: 'télévision', in_app: 'dans les applications' },
  worldwide: 'monde entier',
  quoted: '« {value} »',
  changed: {
    image: 'Cette image a été modifiée après sa signature',
    video: 'Cette vidéo a été modifiée après sa signature',
    audio: 'Ce fichier audio a été modifié après sa signature',
    document: 'Ce document a été modifié après sa signature',
  },
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
  recovered: {
    one: '{Thing} correspond à une image pour laquelle {talent} bénéficie d’une licence ({use}, par {issuer} depuis le {date} ; {until}), similarité {similarity}/100',
    other:
      '{Thing} correspond à une image pour laquelle {talent} bénéficient d’une licence ({use}, par {issuer} depuis le {date} ; {until}), similarité {similarity}/100',
    many: '{Thing} correspond à une image pour laquelle {talent} bénéficient d’une licence ({use}, par {issuer} depuis le {date} ; {until}), similarité {similarity}/100',
  } as Plural,
  recoveredNoTalent:
    '{Thing} correspond à une image autorisée comme {use} sans le nom, l’image ou la voix d’aucun talent (par {issuer} depuis le {date} ; {until}), similarité {similarity}/100',
  recoveredStripped:
    '{match} ; ses identifiants de contenu ont été retirés ou elle a été réencodée : ce n’est donc pas, octet pour octet, le fichier sous licence.',
  recoveredChanged:
    '{match} ; ses propres identifiants de contenu ne correspondent plus à ses octets (elle a été modifiée ou réencodée après sa signature) : ce n’est donc pas, octet pour octet, le fichier sous licence.',
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
  /** Each verdict code's explanation, in a few words (its full text: `./fr-texts.ts`). */
  titles: {
    malformed: 'Reçu illisible',
    alg_not_allowed: 'Signé avec une méthode non autorisée',
    typ_mismatch: 'Ce n’est pas un reçu',
    kid_unknown: 'Signé avec une clé que l’émetteur ne publie pas',
    signature_invalid: 'La signature ne correspond pas',
    issuer_mismatch: 'Émis par quelqu’un d’autre',
    version_unsupported: 'Version du protocole inconnue',
    test_key_in_live_mode: 'Reçu de test là où un vrai était attendu (ou l’inverse)',
    keys_unavailable: 'Impossible d’obtenir les clés publiques de l’émetteur',
    receipt_mismatch: 'L’enregistrement du reçu et sa signature divergent',
    no_manifest: 'Aucun identifiant de contenu',
    no_license_assertion: 'Identifiants de contenu, mais aucune licence',
    manifest_invalid: 'Les identifiants de contenu sont endommagés',
    content_mismatch: 'Ce n’est pas l’image sous licence',
    remote_manifest: 'Identifiants de contenu conservés ailleurs',
    unsupported_media_type: 'Type de fichier non pris en charge',
    invalid_options: 'Le vérificateur est mal configuré',
    not_found: 'Reçu introuvable',
    fetch_failed: 'Impossible de joindre l’émetteur',
  },
  /** The title of a code this verifier does not know (from a newer library). */
  unknownTitle: 'Non valide',
};
