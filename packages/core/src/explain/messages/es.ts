/** The words of every verdict in Spanish (the keys of the English catalog, `./en.ts`). */
import type { Plural, VerdictMessages } from './en.js';

export const messages: VerdictMessages = {
  locale: 'es',
  headline: {
    licensed: 'Con licencia y válido',
    untrusted: 'Válido, pero firmado por un firmante no reconocido',
    denied: 'Recibo válido, pero el uso no tenía licencia',
    unverified: 'Sin verificar: no hay emisor con el que comprobarlo',
    no_credentials: 'Sin credenciales de contenido',
    invalid: 'No válido',
  },
  thisThing: {
    image: 'esta imagen',
    video: 'este vídeo',
    audio: 'este archivo de audio',
    receipt: 'este recibo',
  },
  ThisThing: {
    image: 'Esta imagen',
    video: 'Este vídeo',
    audio: 'Este archivo de audio',
    receipt: 'Este recibo',
  },
  generated: {
    image: 'una imagen generada',
    video: 'un vídeo generado',
    audio: 'un archivo de audio generado',
  },
  theLicensed: {
    image: 'la imagen con licencia',
    video: 'el vídeo con licencia',
    audio: 'el archivo de audio con licencia',
  },
  useCheck: 'una generación prevista (una comprobación, antes de producir ningún resultado)',
  useOther: 'un uso de tipo «{kind}»',
  noTalent: 'ningún talento',
  nameNotPublished: 'un talento cuyo nombre el emisor no publica',
  namesNotPublished: {
    one: '{count} talento cuyo nombre el emisor no publica',
    many: '{count} de talentos cuyos nombres el emisor no publica',
    other: '{count} talentos cuyos nombres el emisor no publica',
  } as Plural,
  until: {
    permitted: 'todavía permitido hoy, según el emisor; no se publica fecha de fin',
    revoked: 'revocado después por el emisor',
    suspended: 'suspendido ahora por el emisor',
    unknown: 'no se publica fecha de fin',
  },
  by: 'por {issuer} desde el {date} ({until})',
  licensedTalent: {
    one: '{talent} tiene licencia para {use}, otorgada {by}',
    many: '{talent} tienen licencia para {use}, otorgada {by}',
    other: '{talent} tienen licencia para {use}, otorgada {by}',
  } as Plural,
  clearedNoTalent:
    'Autorización otorgada {by} para {use} que no usa el nombre, la imagen ni la voz de ningún talento',
  licensedFile: '{base}; {thing} es exactamente el archivo con licencia, byte a byte.',
  licensedReceipt: '{base}; este recibo es auténtico.',
  licensedReceiptNaming: '{base}; este recibo es auténtico y designa {output} por su huella criptográfica.',
  untrustedFile:
    '{base}; {thing} es exactamente el archivo con licencia, pero sus credenciales de contenido están firmadas por un certificado en el que este verificador no confía.',
  denied: {
    one: '{issuer} registró el {date} que {talent} no tenía licencia para {use} (decisión «{decision}»).',
    many: '{issuer} registró el {date} que {talent} no tenían licencia para {use} (decisión «{decision}»).',
    other: '{issuer} registró el {date} que {talent} no tenían licencia para {use} (decisión «{decision}»).',
  } as Plural,
  unverifiedFile:
    '{Thing} lleva un recibo de licencia, pero no se indicó ningún servidor de licencias con el que verificarlo, así que nada de lo que dice se ha comprobado.',
  unverifiedReceipt:
    'No se indicó ningún servidor de licencias con el que verificar este recibo, así que nada de lo que dice se ha comprobado.',
  noCredentials:
    'Nada en {thing} indica su procedencia, ni que el nombre, la imagen o la voz de alguien en ello tengan licencia.',
  titleSentence: '{title}.',
  explanations: {
    malformed: {
      title: 'No es un recibo legible',
      text: 'No es un recibo bien formado: debería constar de tres partes de datos firmados separadas por puntos. Puede que se cortara al copiarlo, o que sea otra cosa por completo.',
    },
    alg_not_allowed: {
      title: 'Firmado con un método no permitido',
      text: 'Los recibos deben firmarse con ES256. Este declara otro método (o ninguno), una forma habitual de falsificar una firma, así que se rechaza sin examinarlo más.',
    },
    typ_mismatch: {
      title: 'No es un recibo',
      text: 'Los datos firmados dicen ser otro tipo de token, no un recibo de licencia. Un token emitido para un fin no sirve como prueba de otro.',
    },
    kid_unknown: {
      title: 'Firmado con una clave que el emisor no publica',
      text: 'El recibo indica una clave de firma que el emisor no incluye entre sus claves públicas. No lo firmó este emisor, o se firmó con una clave que nunca existió.',
    },
    signature_invalid: {
      title: 'La firma no coincide',
      text: 'El recibo se modificó después de firmarse, o nunca se firmó con esta clave. No confíe en nada de lo que dice.',
    },
    issuer_mismatch: {
      title: 'Emitido por otra entidad',
      text: 'El recibo dice proceder de un servidor de licencias distinto de aquel con el que se comprobó.',
    },
    version_unsupported: {
      title: 'Versión del protocolo desconocida',
      text: 'El recibo usa una versión del Talent Licensing Protocol que este verificador no entiende.',
    },
    test_key_in_live_mode: {
      title: 'Recibo de prueba donde se esperaba uno real (o al revés)',
      text: 'Los recibos de prueba proceden del entorno de pruebas y no otorgan ninguna licencia real. Este mezcla prueba y producción: su clave y sus propios datos no coinciden, o su modo no es el solicitado.',
    },
    keys_unavailable: {
      title: 'No se pudieron obtener las claves públicas del emisor',
      text: 'No se pudo descargar o leer la lista de claves del emisor, así que no se pudo comprobar la firma. Esto no dice nada del recibo en sí: vuelva a intentarlo más tarde.',
    },
    receipt_mismatch: {
      title: 'El registro del recibo y su firma no coinciden',
      text: 'El registro del recibo muestra datos distintos (decisión, talento, licencias, fechas…) de lo que realmente se firmó. Confíe solo en la parte firmada, que dice otra cosa.',
    },
    no_manifest: {
      title: 'Sin credenciales de contenido',
      text: 'La imagen no lleva ningún manifiesto C2PA (credenciales de contenido). Nada en ella indica su procedencia ni bajo qué licencia se hizo. Puede que se hiciera sin él, o que se eliminaran las credenciales, por ejemplo con una captura de pantalla o al volver a subirla.',
    },
    no_license_assertion: {
      title: 'Credenciales de contenido, pero sin licencia',
      text: 'La imagen tiene un manifiesto C2PA, pero no contiene ningún recibo de licencia de talento. No pretende ser un resultado con licencia.',
    },
    manifest_invalid: {
      title: 'Las credenciales de contenido están dañadas',
      text: 'El manifiesto C2PA de la imagen no se verifica: su firma no es válida, está dañado, o los bytes de la imagen cambiaron después de firmarse.',
    },
    content_mismatch: {
      title: 'No es la imagen con licencia',
      text: 'El recibo es auténtico, pero esta imagen no es, byte a byte, el resultado que autoriza: se editó, se volvió a codificar, o el recibo se copió en otra imagen.',
    },
    remote_manifest: {
      title: 'Credenciales de contenido guardadas en otro lugar',
      text: 'La imagen no lleva credenciales propias, sino que remite a credenciales almacenadas en un servidor web. No se han descargado aquí, así que todavía no se ha comprobado nada de esta imagen.',
    },
    unsupported_media_type: {
      title: 'Tipo de archivo no compatible',
      text: 'Este tipo de archivo no lleva credenciales de contenido que este verificador sepa leer: el mensaje indica los formatos que lee.',
    },
    invalid_options: {
      title: 'El verificador está mal configurado',
      text: 'Esta página pidió la comprobación de una forma que el verificador no puede atender, así que no se aceptó nada. Es un fallo de la página, no del recibo: comuníqueselo a quien gestione la página.',
    },
    not_found: {
      title: 'No existe ese recibo',
      text: 'El emisor no tiene ningún recibo con este identificador. Compruebe que se copió completo.',
    },
    fetch_failed: {
      title: 'No se pudo contactar con el emisor',
      text: 'No se pudo descargar el recibo del emisor. Compruebe su conexión y vuelva a intentarlo.',
    },
  },
  unknownCode: {
    title: 'No válido',
    text: 'La verificación falló por un motivo que este verificador no sabe describir.',
  },
};
