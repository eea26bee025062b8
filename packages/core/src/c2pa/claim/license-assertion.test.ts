import { describe, expect, it } from 'vitest';
import { decodeStrictCbor } from '../cbor/decode.js';
import { parseJumbf } from '../jumbf/parse.js';
import { assertionBox } from '../write/manifest-writer.js';
import {
  checkLicenseLabel,
  LICENSE_LABEL_PATTERN,
  licenseAssertion,
  licenseLabel,
  toLicenseAssertionData,
} from './license-assertion.js';

const data = { receipt: 'eyJhbGciOiJFUzI1NiJ9.e30.c2ln', verify_url: 'https://licensing.example/r/rcpt_1' };

describe('license assertion', () => {
  it('is labelled ai.<service>.license, ai.tlp.license by default', () => {
    expect(licenseLabel()).toBe('ai.tlp.license');
    expect(licenseLabel('acme-ai')).toBe('ai.acme-ai.license');
    expect(() => licenseLabel('Not Valid')).toThrow(TypeError);
    expect(LICENSE_LABEL_PATTERN.test('ai.tlp.license')).toBe(true);
    expect(LICENSE_LABEL_PATTERN.test('ai.tlp.license.v2')).toBe(false);
    expect(LICENSE_LABEL_PATTERN.test('com.tlp.license')).toBe(false);
  });

  it('accepts only well-formed custom labels', () => {
    expect(checkLicenseLabel('com.example.license')).toBe('com.example.license');
    expect(() => checkLicenseLabel('nodots')).toThrow(TypeError);
    expect(() => checkLicenseLabel('ai.tlp.license__1')).toThrow(TypeError);
  });

  it('writes a CBOR box {receipt, verify_url} with the CBOR assertion UUID', () => {
    const bytes = assertionBox(licenseAssertion(data));
    const box = parseJumbf(bytes);
    expect(box.label).toBe('ai.tlp.license');
    expect(box.uuid).toBe('63626f72001100108000' + '00aa00389b71');
    const content = box.children![0]!;
    expect(content.type).toBe('cbor');
    const decoded = decodeStrictCbor(bytes.subarray(content.payload, content.end)) as { entries: unknown[] };
    expect(decoded.entries).toEqual([
      ['receipt', data.receipt],
      ['verify_url', data.verify_url],
    ]);
  });

  it('reads only {receipt: string, verify_url: string}', () => {
    expect(toLicenseAssertionData({ receipt: 1, verify_url: 'x' })).toBeNull();
    expect(toLicenseAssertionData([data])).toBeNull();
    expect(toLicenseAssertionData(null)).toBeNull();
    expect(toLicenseAssertionData({ ...data, extra: true })).toEqual(data);
  });
});
