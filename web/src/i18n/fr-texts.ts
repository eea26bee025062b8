/** What the page's own codes mean, in French (the keys of `./en-texts.ts`), and `@tlp/core`'s texts. */
export { texts as verdict } from '@tlp/core/messages/fr-texts';

import type { PageTexts } from './en-texts.js';

export const page: PageTexts = {
  issuer_not_allowed:
    'Ce reçu provient d’un serveur de licences auquel cette page n’est pas configurée pour faire confiance : il n’a donc pas été vérifié et rien n’a été téléchargé depuis ce serveur. Vérifiez-le sur la page de cet émetteur.',
  issuer_elsewhere:
    'Le reçu a été émis par un autre serveur de licences que celui qui sert cette page : ses clés ne sont donc pas ici pour le vérifier. Cela ne dit rien contre le reçu : ouvrez-le sur la page de son émetteur.',
  unsupported_input:
    'Collez un reçu (le long texte qui commence par « eyJ »), un identifiant de reçu (qui commence par « rcpt_ ») ou un lien vers un reçu ; ou choisissez une image, une vidéo ou un fichier audio.',
  file_too_large:
    'Les fichiers de ce format sont lus entièrement en mémoire pour être vérifiés, et sont vérifiés ici jusqu’à 256 Mo. Les vidéos (MP4, MOV), l’audio M4A et les photos HEIC ou AVIF sont lus par morceaux, quelle que soit leur taille.',
};
