/** The words of every verdict in Spanish (the keys of the English catalog, `./en.ts`). */
import type { Plural, VerdictMessages } from './en.js';

export const messages: VerdictMessages = {
  locale: 'es',
  headline: {
    licensed: 'Con licencia y válido',
    recovered: 'Reconocida como imagen con licencia, pero no byte a byte',
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
    document: 'este documento',
    receipt: 'este recibo',
  },
  ThisThing: {
    image: 'Esta imagen',
    video: 'Este vídeo',
    audio: 'Este archivo de audio',
    document: 'Este documento',
    receipt: 'Este recibo',
  },
  generated: {
    image: 'una imagen generada',
    video: 'un vídeo generado',
    audio: 'un archivo de audio generado',
    document: 'un documento generado',
  },
  theLicensed: {
    image: 'la imagen con licencia',
    video: 'el vídeo con licencia',
    audio: 'el archivo de audio con licencia',
    document: 'el documento con licencia',
  },
  useCheck: 'una generación prevista (una comprobación, antes de producir ningún resultado)',
  useOther: 'un uso de tipo «{kind}»',
  allowedUse: '{output} para {purpose} ({channels}; {territories})',
  commercial: '{purpose} con fines comerciales',
  nonCommercial: '{purpose} sin fines comerciales',
  purposes: { advertising: 'publicidad', personal: 'uso personal', 'branded content': 'contenido de marca' },
  channels: {
    social: 'redes sociales',
    web: 'sitios web',
    tv: 'televisión',
    in_app: 'dentro de aplicaciones',
  },
  worldwide: 'todo el mundo',
  quoted: '«{value}»',
  changed: {
    image: 'Esta imagen se modificó después de firmarse',
    video: 'Este vídeo se modificó después de firmarse',
    audio: 'Este archivo de audio se modificó después de firmarse',
    document: 'Este documento se modificó después de firmarse',
  },
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
  recovered: {
    one: '{Thing} coincide con una imagen para la que {talent} tiene licencia ({use}, por {issuer} desde el {date}; {until}), similitud {similarity}/100',
    other:
      '{Thing} coincide con una imagen para la que {talent} tienen licencia ({use}, por {issuer} desde el {date}; {until}), similitud {similarity}/100',
    many: '{Thing} coincide con una imagen para la que {talent} tienen licencia ({use}, por {issuer} desde el {date}; {until}), similitud {similarity}/100',
  } as Plural,
  recoveredNoTalent:
    '{Thing} coincide con una imagen autorizada como {use} que no usa el nombre, la imagen ni la voz de ningún talento (por {issuer} desde el {date}; {until}), similitud {similarity}/100',
  recoveredStripped:
    '{match}; se le quitaron las credenciales de contenido o se volvió a codificar, así que no es el archivo con licencia byte a byte.',
  recoveredChanged:
    '{match}; sus propias credenciales de contenido ya no coinciden con sus bytes (se editó o se volvió a codificar después de firmarse), así que no es el archivo con licencia byte a byte.',
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
  /** Each verdict code's explanation, in a few words (its full text: `./es-texts.ts`). */
  titles: {
    malformed: 'No es un recibo legible',
    alg_not_allowed: 'Firmado con un método no permitido',
    typ_mismatch: 'No es un recibo',
    kid_unknown: 'Firmado con una clave que el emisor no publica',
    signature_invalid: 'La firma no coincide',
    issuer_mismatch: 'Emitido por otra entidad',
    version_unsupported: 'Versión del protocolo desconocida',
    test_key_in_live_mode: 'Recibo de prueba donde se esperaba uno real (o al revés)',
    keys_unavailable: 'No se pudieron obtener las claves públicas del emisor',
    receipt_mismatch: 'El registro del recibo y su firma no coinciden',
    no_manifest: 'Sin credenciales de contenido',
    no_license_assertion: 'Credenciales de contenido, pero sin licencia',
    manifest_invalid: 'Las credenciales de contenido están dañadas',
    content_mismatch: 'No es la imagen con licencia',
    remote_manifest: 'Credenciales de contenido guardadas en otro lugar',
    unsupported_media_type: 'Tipo de archivo no compatible',
    invalid_options: 'El verificador está mal configurado',
    not_found: 'No existe ese recibo',
    fetch_failed: 'No se pudo contactar con el emisor',
  },
  /** The title of a code this verifier does not know (from a newer library). */
  unknownTitle: 'No válido',
};
