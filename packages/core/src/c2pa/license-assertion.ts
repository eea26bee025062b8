import { CBORBox, type IBox } from '@trustnxt/c2pa-ts/jumbf';
import { Assertion } from '@trustnxt/c2pa-ts/manifest';
import { type LicenseAssertionData, licenseLabel, toLicenseAssertionData } from './license-label.js';

export {
  checkLicenseLabel,
  DEFAULT_SERVICE,
  LICENSE_LABEL_PATTERN,
  type LicenseAssertionData,
  licenseLabel,
  toLicenseAssertionData,
} from './license-label.js';

/** JUMBF content type UUID of a CBOR assertion (`cbor`, ISO 19566-5). */
const CBOR_ASSERTION_UUID = new Uint8Array([
  0x63, 0x62, 0x6f, 0x72, 0x00, 0x11, 0x00, 0x10, 0x80, 0x00, 0x00, 0xaa, 0x00, 0x38, 0x9b, 0x71,
]);

/**
 * The TLP license assertion as a c2pa-ts assertion: a CBOR box `{receipt, verify_url}` under the
 * label `ai.<service>.license`. c2pa-ts reads unknown labels back as a read-only `UnknownAssertion`,
 * so writing needs this subclass; reading goes through {@link readLicenseAssertionContent}.
 */
export class TlpLicenseAssertion extends Assertion {
  override label: string;
  override uuid: Uint8Array = CBOR_ASSERTION_UUID;
  data: LicenseAssertionData | undefined;

  constructor(data?: LicenseAssertionData, label: string = licenseLabel()) {
    super();
    this.label = label;
    this.data = data;
  }

  readContentFromJUMBF(box: IBox): void {
    this.data = readLicenseAssertionContent(box) ?? undefined;
  }

  generateJUMBFBoxForContent(): IBox {
    if (!this.data) throw new Error('license assertion has no data');
    const box = new CBORBox();
    // Exactly these two fields, in this order: the CBOR is part of what the claim signature covers.
    box.content = { receipt: this.data.receipt, verify_url: this.data.verify_url };
    return box;
  }
}

/** Reads `{receipt, verify_url}` from an assertion's content box; `null` if it is not that. Never throws. */
export function readLicenseAssertionContent(box: IBox | undefined): LicenseAssertionData | null {
  if (!(box instanceof CBORBox)) return null;
  return toLicenseAssertionData(box.content);
}
