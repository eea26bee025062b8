/** The embed's own words in Spanish (the keys of `./en.ts`). */
import type { EmbedMessages } from './en.js';

export const words: EmbedMessages = {
  pin: {
    licensed: { text: 'Con licencia', label: 'Imagen con licencia: mostrar la licencia' },
    recovered: {
      text: 'Reconocida',
      label: 'Reconocida como imagen con licencia, no byte a byte: mostrar cómo',
    },
    invalid: { text: 'No válida', label: 'Licencia no válida: mostrar por qué' },
    unchecked: { text: 'No se puede comprobar', label: 'No se puede comprobar la licencia: mostrar por qué' },
  },
  seeReceipt: 'Ver el recibo',
  talent: 'Talento',
  talentId: 'Identificador del talento',
  licensedBy: 'Licencia otorgada por',
  issued: 'Emitido el',
  signer: 'Firmante',
  inTrustList: 'en la lista de confianza de esta página',
  notInTrustList: 'fuera de la lista de confianza de esta página',
  testNote: 'Una licencia de prueba de un entorno de pruebas: no otorga nada real.',
  checkedNote: 'Comprobado en su navegador con las claves publicadas por el servidor de licencias.',
  cannotCheck: 'No se puede comprobar',
  corsRefused:
    'El servidor de la imagen no permite que esta página la lea, así que no se pudo comprobar su licencia.',
  tooLarge: 'La imagen es demasiado grande para comprobarla en el navegador.',
  unreachable: 'No se pudo descargar la imagen para comprobarla.',
  unreachableStatus: 'No se pudo descargar la imagen para comprobarla (el servidor respondió {status}).',
  failed: 'La comprobación no pudo ejecutarse: {error}',
  notAcceptedTitle: 'Emitido por un servidor que esta página no acepta',
  notAccepted:
    'La licencia indica {issuer}, que no está entre los servidores de licencias en los que confía esta página.',
  noIssuer: 'ningún emisor',
  notLicensedTitle: 'Sin licencia',
  notLicensed: 'El servidor de licencias registró este uso como «{decision}», no permitido.',
  revokedTitle: 'Licencia revocada',
  revoked:
    'Esta imagen tenía licencia cuando se creó, pero la licencia en la que se basaba se ha revocado desde entonces.',
  suspendedTitle: 'Licencia suspendida',
  suspended:
    'Esta imagen tenía licencia cuando se creó, pero la licencia en la que se basaba se ha suspendido desde entonces.',
};
