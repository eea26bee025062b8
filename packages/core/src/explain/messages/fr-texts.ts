/** What each verdict code means and what to do, in French (the keys of `./en-texts.ts`). */
import type { VerdictTexts } from './en-texts.js';

export const texts: VerdictTexts = {
  malformed:
    'Ce n’est pas un reçu bien formé : il devrait se composer de trois parties de données signées, séparées par des points. Il a peut-être été tronqué lors d’un copier-coller, ou c’est tout autre chose.',
  alg_not_allowed:
    'Les reçus doivent être signés avec ES256. Celui-ci annonce une autre méthode (ou aucune), ce qui est une façon courante de falsifier une signature : il est donc rejeté sans autre examen.',
  typ_mismatch:
    'Les données signées indiquent un autre type de jeton, pas un reçu de licence. Un jeton émis dans un but ne peut pas servir de preuve pour un autre.',
  kid_unknown:
    'Le reçu désigne une clé de signature que l’émetteur ne compte pas parmi ses clés publiques. Il n’a pas été signé par cet émetteur, ou il l’a été avec une clé qui n’a jamais existé.',
  signature_invalid:
    'Le reçu a été modifié après sa signature, ou n’a jamais été signé avec cette clé. Ne vous fiez à rien de ce qu’il affirme.',
  issuer_mismatch:
    'Le reçu indique qu’il provient d’un autre serveur de licences que celui auprès duquel il a été vérifié.',
  version_unsupported:
    'Le reçu utilise une version du Talent Licensing Protocol que ce vérificateur ne comprend pas.',
  test_key_in_live_mode:
    'Les reçus de test viennent du bac à sable et n’accordent aucune licence réelle. Celui-ci mélange test et production : sa clé et ses propres déclarations se contredisent, ou son mode n’est pas celui demandé.',
  keys_unavailable:
    'La liste des clés de l’émetteur n’a pas pu être téléchargée ou lue, la signature n’a donc pas pu être vérifiée. Cela ne dit rien du reçu lui-même : réessayez plus tard.',
  receipt_mismatch:
    'L’enregistrement du reçu présente d’autres informations (décision, talent, licences, dates…) que ce qui a réellement été signé. Ne vous fiez qu’à la partie signée, qui dit autre chose.',
  no_manifest:
    'L’image ne porte aucun manifeste C2PA (identifiants de contenu). Rien n’y indique sa provenance ni sous quelle licence elle a été créée. Elle a pu être créée sans, ou ses identifiants ont été supprimés, par exemple par une capture d’écran ou une nouvelle mise en ligne.',
  no_license_assertion:
    'L’image possède un manifeste C2PA, mais il ne contient aucun reçu de licence de talent. Elle ne prétend pas être une production sous licence.',
  manifest_invalid:
    'Le manifeste C2PA de l’image ne se vérifie pas : sa signature est invalide, il est endommagé, ou les octets de l’image ont changé après la signature.',
  content_mismatch:
    'Le reçu est authentique, mais cette image n’est pas, octet pour octet, la production qu’il autorise : elle a été modifiée, réencodée, ou le reçu a été copié sur une autre image.',
  remote_manifest:
    'L’image ne porte pas ses propres identifiants, mais renvoie à des identifiants stockés sur un serveur web. Ils n’ont pas été téléchargés ici : rien n’a donc encore été vérifié pour cette image.',
  unsupported_media_type:
    'Ce type de fichier ne porte aucun identifiant de contenu que ce vérificateur sait lire : le message indique les formats qu’il lit.',
  invalid_options:
    'Cette page a demandé la vérification d’une manière que le vérificateur ne peut pas honorer, rien n’a donc été accepté. C’est une erreur de la page, pas du reçu : signalez-la à la personne qui gère la page.',
  not_found: 'L’émetteur n’a aucun reçu portant cet identifiant. Vérifiez qu’il a été copié en entier.',
  fetch_failed:
    'Le reçu n’a pas pu être téléchargé depuis l’émetteur. Vérifiez votre connexion et réessayez.',
  unknown: 'La vérification a échoué pour une raison que ce vérificateur ne sait pas décrire.',
  changed_after_signing:
    'Ses identifiants de contenu sont signés, et cette signature est valide : le signataire les a bien signés. Mais les octets du fichier ne sont plus ceux qui ont été signés : il a été modifié, réencodé ou endommagé après la signature ; rien de ce que disent ses identifiants ne s’applique donc à ce fichier.',
};
