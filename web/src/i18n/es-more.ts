/** The page's words that only some of its views show (see `./en-more.ts`), in Spanish. */
import type { MoreMessages } from './en-more.js';

export const more: MoreMessages = {
  verifyAnother: 'Verificar una imagen u otro recibo',
  samples: 'Probar un ejemplo',
  samplesText:
    'Archivos que este entorno de pruebas firmó al arrancar. Haga clic en uno para verificarlo aquí, o descárguelo para soltarlo arriba o pasárselo a {command}.',
  sampleTitles: {
    'licensed.jpg': 'Foto con licencia (JPEG)',
    'licensed.png': 'Imagen con licencia (PNG)',
    'licensed.mp4': 'Vídeo con licencia (MP4)',
    'licensed.wav': 'Audio con licencia (WAV)',
    'tampered.jpg': 'Modificada después de firmarse',
    'plain.jpg': 'Sin credenciales de contenido',
    'receipt.jws': 'Un recibo por sí solo',
  },
  fetching: 'Descargando y verificando el recibo…',
  receiptId: 'Recibo {id}',
  publicRecord: 'El registro público del recibo (JSON)',
  why: 'Por qué: {title}',
  openOnIssuer: 'Abrir este recibo en la página de su emisor',
  technical: 'Código {code}: {message}',
  /** The page's own codes, in a few words (their full text: `./es-texts.ts`). */
  titles: {
    issuer_not_allowed: 'Emisor no verificado aquí',
    issuer_elsewhere: 'Este recibo pertenece a otro servidor',
    unsupported_input: 'No es algo que se pueda verificar',
    file_too_large: 'Archivo demasiado grande',
  },
};
