/**
 * An X.509 Name (DER) as a string, `CN=…, O=…, C=…` in the order of its RDNs, written as
 * @peculiar/x509 wrote it before (so `ManifestReport.signer` reads the same): the short names CN, L,
 * ST, O, OU, C, DC, E, G, I, SN, T, else the dotted OID; the directory string types as text with
 * RFC 4514 escapes; any other value as `#` and the hex of its DER.
 */

import { ownValue } from '../../lib/own.js';
import { children, expect, oidOf, readTlv, SEQUENCE, SET, type Tlv } from './der.js';

const SHORT_NAMES: Record<string, string> = {
  '2.5.4.3': 'CN',
  '2.5.4.7': 'L',
  '2.5.4.8': 'ST',
  '2.5.4.10': 'O',
  '2.5.4.11': 'OU',
  '2.5.4.6': 'C',
  '0.9.2342.19200300.100.1.25': 'DC',
  '1.2.840.113549.1.9.1': 'E',
  '2.5.4.42': 'G',
  '2.5.4.43': 'I',
  '2.5.4.4': 'SN',
  '2.5.4.12': 'T',
};

const utf8 = new TextDecoder('utf-8');

function text(bytes: Uint8Array, t: Tlv): string | null {
  const body = bytes.subarray(t.body, t.end);
  switch (t.tag) {
    case 0x0c: // UTF8String
      return utf8.decode(body);
    case 0x13: // PrintableString
    case 0x16: // IA5String
    case 0x14: // TeletexString
      return String.fromCharCode(...body);
    case 0x1e: {
      // BMPString: UTF-16BE
      let s = '';
      for (let i = 0; i + 1 < body.length; i += 2) s += String.fromCharCode((body[i]! << 8) | body[i + 1]!);
      return s;
    }
    case 0x1c: {
      // UniversalString: UTF-32BE
      let s = '';
      for (let i = 0; i + 3 < body.length; i += 4)
        s += String.fromCodePoint(
          ((body[i]! << 24) | (body[i + 1]! << 16) | (body[i + 2]! << 8) | body[i + 3]!) >>> 0,
        );
      return s;
    }
    default:
      return null;
  }
}

const hex = (b: Uint8Array) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');

function escapeValue(value: string): string {
  return value
    .replace(/([,+"\\<>;])/g, '\\$1')
    .replace(/^([ #])/, '\\$1')
    .replace(/([ ]$)/, '\\$1')
    .replace(/([\r\n\t])/, (c) => `\\${hex(new TextEncoder().encode(c)).toUpperCase()}`);
}

/**
 * The Name `der` (a whole DER Name) as a string; throws a `DerError` when it is not a SEQUENCE of
 * SETs of `{type, value}`.
 *
 * @example
 * formatName(cert.subject); // 'CN=TLP Test C2PA Signer (trusted), O=TLP Test, C=DE'
 */
export function formatName(der: Uint8Array): string {
  const name = expect(readTlv(der, 0, der.length), SEQUENCE, 'a Name');
  return children(der, name)
    .map((rdn) =>
      children(der, expect(rdn, SET, 'an RDN'))
        .map((attribute) => {
          const [type, value] = children(der, expect(attribute, SEQUENCE, 'an attribute'));
          const oid = oidOf(der, expect(type, 0x06, 'an attribute type'));
          const v = value ? text(der, value) : null;
          const shown =
            v === null ? `#${value ? hex(der.subarray(value.start, value.end)) : ''}` : escapeValue(v);
          return `${ownValue(SHORT_NAMES, oid) ?? oid}=${shown}`;
        })
        .join('+'),
    )
    .join(', ');
}
