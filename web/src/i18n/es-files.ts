/** The words of a file's verdict (see `./en-files.ts`), in Spanish. */
import type { FileMessages } from './en-files.js';

export const files: FileMessages = {
  previewTooLarge:
    'Sin vista previa: la imagen declara {width} x {height} píxeles, más que los {max} megapíxeles que se muestran aquí.',
  previewHeic:
    'Sin vista previa: este navegador no puede mostrar imágenes HEIC o HEIF (Safari sí; Chrome, Edge y Firefox no). Aun así se comprobó: el veredicto de arriba se refiere a sus bytes.',
  previewShow:
    'Sin vista previa: este navegador no puede mostrar {what}. Aun así se comprobó: el veredicto de arriba se refiere a sus bytes.',
  previewPlay:
    'Sin vista previa: este navegador no puede reproducir {what}. Aun así se comprobó: el veredicto de arriba se refiere a sus bytes.',
  credentials: 'Credenciales de contenido (C2PA)',
  noManifest: 'El archivo no contiene ningún manifiesto C2PA.',
  signer: 'Firmante',
  signerNames: 'un certificado que se llama a sí mismo «{subject}»',
  signerIssuer: 'emitido por un certificado que se llama a sí mismo «{issuer}»',
  validUntil: 'válido hasta el {date}',
  unknown: 'desconocido',
  notChecked: 'sin comprobar',
  valid: 'la firma del firmante es válida',
  invalid: 'la firma del firmante no es válida',
  binding: 'Vinculación',
  bound: 'el manifiesto está vinculado a estos bytes',
  changed: 'el contenido cambió después de firmarse',
  signerTrust: 'Confianza en el firmante',
  trusted: 'se encadena a una raíz en la que este verificador confía',
  untrusted:
    'no se encadena a ninguna raíz en la que este verificador confíe (el nombre que se da un certificado no prueba nada)',
  assertion: 'Declaración de licencia',
  theOutput: 'byte a byte el resultado con licencia',
  notTheOutput: 'no es el resultado con licencia',
  contentDigest: 'Huella del contenido',
  receiptNames: 'el recibo indica',
  failures: 'Fallos de C2PA',
};
