import { describe, expect, it } from 'vitest';
import { parsePem, pemCertificates } from './pem.js';

const block = (label: string, b64: string, eol = '\n') =>
  `-----BEGIN ${label}-----${eol}${b64}${eol}-----END ${label}-----${eol}`;

describe('parsePem', () => {
  it('reads every block of a bundle, in order, with LF or CRLF line ends', () => {
    const text = `junk before\n${block('CERTIFICATE', 'AQID')}${block('PRIVATE KEY', 'BAUG', '\r\n')}`;
    const blocks = parsePem(text);
    expect(blocks.map((b) => b.label)).toEqual(['CERTIFICATE', 'PRIVATE KEY']);
    expect([...blocks[0]!.der]).toEqual([1, 2, 3]);
    expect([...blocks[1]!.der]).toEqual([4, 5, 6]);
  });

  it('accepts padding and line-wrapped base64, skips undecodable or empty blocks', () => {
    expect([...parsePem(block('CERTIFICATE', 'AQ\nI='))[0]!.der]).toEqual([1, 2]);
    expect(parsePem(block('CERTIFICATE', '!!!'))).toEqual([]);
    expect(parsePem(block('CERTIFICATE', ''))).toEqual([]);
    expect(parsePem('-----BEGIN CERTIFICATE-----\nAQID\n-----END PRIVATE KEY-----')).toEqual([]);
    expect(parsePem(42 as unknown as string)).toEqual([]);
  });

  it('returns copies that own their buffer', () => {
    const [der] = pemCertificates(block('CERTIFICATE', 'AQID'));
    expect(der!.byteOffset).toBe(0);
    expect(der!.buffer.byteLength).toBe(3);
  });

  it('keeps only certificates in pemCertificates', () => {
    expect(pemCertificates(block('PRIVATE KEY', 'AQID'), block('CERTIFICATE', 'BAUG'))).toHaveLength(1);
  });
});
