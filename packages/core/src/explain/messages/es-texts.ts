/** What each verdict code means and what to do, in Spanish (the keys of `./en-texts.ts`). */
import type { VerdictTexts } from './en-texts.js';

export const texts: VerdictTexts = {
  malformed:
    'No es un recibo bien formado: debería constar de tres partes de datos firmados separadas por puntos. Puede que se cortara al copiarlo, o que sea otra cosa por completo.',
  alg_not_allowed:
    'Los recibos deben firmarse con ES256. Este declara otro método (o ninguno), una forma habitual de falsificar una firma, así que se rechaza sin examinarlo más.',
  typ_mismatch:
    'Los datos firmados dicen ser otro tipo de token, no un recibo de licencia. Un token emitido para un fin no sirve como prueba de otro.',
  kid_unknown:
    'El recibo indica una clave de firma que el emisor no incluye entre sus claves públicas. No lo firmó este emisor, o se firmó con una clave que nunca existió.',
  signature_invalid:
    'El recibo se modificó después de firmarse, o nunca se firmó con esta clave. No confíe en nada de lo que dice.',
  issuer_mismatch:
    'El recibo dice proceder de un servidor de licencias distinto de aquel con el que se comprobó.',
  version_unsupported:
    'El recibo usa una versión del Talent Licensing Protocol que este verificador no entiende.',
  test_key_in_live_mode:
    'Los recibos de prueba proceden del entorno de pruebas y no otorgan ninguna licencia real. Este mezcla prueba y producción: su clave y sus propios datos no coinciden, o su modo no es el solicitado.',
  keys_unavailable:
    'No se pudo descargar o leer la lista de claves del emisor, así que no se pudo comprobar la firma. Esto no dice nada del recibo en sí: vuelva a intentarlo más tarde.',
  receipt_mismatch:
    'El registro del recibo muestra datos distintos (decisión, talento, licencias, fechas…) de lo que realmente se firmó. Confíe solo en la parte firmada, que dice otra cosa.',
  no_manifest:
    'La imagen no lleva ningún manifiesto C2PA (credenciales de contenido). Nada en ella indica su procedencia ni bajo qué licencia se hizo. Puede que se hiciera sin él, o que se eliminaran las credenciales, por ejemplo con una captura de pantalla o al volver a subirla.',
  no_license_assertion:
    'La imagen tiene un manifiesto C2PA, pero no contiene ningún recibo de licencia de talento. No pretende ser un resultado con licencia.',
  manifest_invalid:
    'El manifiesto C2PA de la imagen no se verifica: su firma no es válida, está dañado, o los bytes de la imagen cambiaron después de firmarse.',
  content_mismatch:
    'El recibo es auténtico, pero esta imagen no es, byte a byte, el resultado que autoriza: se editó, se volvió a codificar, o el recibo se copió en otra imagen.',
  remote_manifest:
    'La imagen no lleva credenciales propias, sino que remite a credenciales almacenadas en un servidor web. No se han descargado aquí, así que todavía no se ha comprobado nada de esta imagen.',
  unsupported_media_type:
    'Este tipo de archivo no lleva credenciales de contenido que este verificador sepa leer: el mensaje indica los formatos que lee.',
  invalid_options:
    'Esta página pidió la comprobación de una forma que el verificador no puede atender, así que no se aceptó nada. Es un fallo de la página, no del recibo: comuníqueselo a quien gestione la página.',
  not_found: 'El emisor no tiene ningún recibo con este identificador. Compruebe que se copió completo.',
  fetch_failed: 'No se pudo descargar el recibo del emisor. Compruebe su conexión y vuelva a intentarlo.',
  unknown: 'La verificación falló por un motivo que este verificador no sabe describir.',
  changed_after_signing:
    'Sus credenciales de contenido están firmadas y esa firma es válida: el firmante sí las firmó. Pero los bytes del archivo ya no son los firmados: se editó, se recodificó o se dañó después de la firma, así que nada de lo que dicen sus credenciales se aplica a este archivo.',
};
