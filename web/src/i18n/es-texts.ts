/** What the page's own codes mean, in Spanish (the keys of `./en-texts.ts`), and `@tlp/core`'s texts. */
export { texts as verdict } from '@tlp/core/messages/es-texts';

import type { PageTexts } from './en-texts.js';

export const page: PageTexts = {
  issuer_not_allowed:
    'Este recibo procede de un servidor de licencias en el que esta página no está configurada para confiar, así que no se comprobó y no se descargó nada de ese servidor. Verifíquelo en la página de ese emisor.',
  issuer_elsewhere:
    'El recibo lo emitió otro servidor de licencias distinto del que sirve esta página, así que sus claves no están aquí para comprobarlo. Esto no dice nada en contra del recibo: ábralo en la página de su emisor.',
  unsupported_input:
    'Pegue un recibo (el texto largo que empieza por «eyJ»), un identificador de recibo (que empieza por «rcpt_») o un enlace a un recibo; o elija una imagen, un vídeo o un archivo de audio.',
  file_too_large:
    'Los archivos de este formato se leen enteros en memoria para verificarlos, y aquí se verifican hasta 256 MB. Los vídeos (MP4, MOV), el audio M4A y las fotos HEIC o AVIF se leen por partes, de cualquier tamaño.',
};
