import { CBORBox, SuperBox } from '@trustnxt/c2pa-ts/jumbf';
import { describe, expect, it } from 'vitest';
import {
  checkLicenseLabel,
  LICENSE_LABEL_PATTERN,
  licenseLabel,
  readLicenseAssertionContent,
  TlpLicenseAssertion,
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
    const assertion = new TlpLicenseAssertion(data);
    expect(assertion.label).toBe('ai.tlp.license');
    const box = assertion.generateJUMBFBox();
    expect(box.descriptionBox?.label).toBe('ai.tlp.license');
    expect(Buffer.from(box.descriptionBox!.uuid).toString('hex')).toBe(
      '63626f72001100108000' + '00aa00389b71',
    );
    const content = box.contentBoxes[0];
    expect(content).toBeInstanceOf(CBORBox);
    expect((content as CBORBox).content).toEqual(data);
  });

  it('round-trips through JUMBF bytes', () => {
    const bytes = new TlpLicenseAssertion(data, 'ai.acme.license').generateJUMBFBox().toBuffer(false);
    const box = SuperBox.fromBuffer(bytes.slice());
    expect(box.descriptionBox?.label).toBe('ai.acme.license');
    expect(readLicenseAssertionContent(box.contentBoxes[0])).toEqual(data);
  });

  it('refuses to write without data, and reads only {receipt: string, verify_url: string}', () => {
    expect(() => new TlpLicenseAssertion().generateJUMBFBoxForContent()).toThrow();
    expect(toLicenseAssertionData({ receipt: 1, verify_url: 'x' })).toBeNull();
    expect(toLicenseAssertionData([data])).toBeNull();
    expect(toLicenseAssertionData(null)).toBeNull();
    expect(toLicenseAssertionData({ ...data, extra: true })).toEqual(data);
    expect(readLicenseAssertionContent(undefined)).toBeNull();
  });
});
