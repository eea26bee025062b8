import { base64urlDecode } from '../../lib/base64url.js';

export interface PemBlock {
  /** The label between `BEGIN` and the dashes, e.g. `CERTIFICATE`, `PRIVATE KEY`. */
  label: string;
  der: Uint8Array<ArrayBuffer>;
}

const BLOCK = /-----BEGIN ([A-Z0-9 ]+)-----([\s\S]*?)-----END \1-----/g;

/** Every PEM block in `text`, in order; blocks whose base64 does not decode are skipped. Never throws. */
export function parsePem(text: string): PemBlock[] {
  const blocks: PemBlock[] = [];
  if (typeof text !== 'string') return blocks;
  for (const match of text.matchAll(BLOCK)) {
    const body = (match[2] ?? '').replace(/\s+/g, '');
    const b64url = body.replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
    const der = base64urlDecode(b64url);
    // A copy: the decoder may return a view into a shared pool, and some consumers read `.buffer`.
    if (der && der.length > 0)
      blocks.push({ label: match[1] as string, der: der.slice() as Uint8Array<ArrayBuffer> });
  }
  return blocks;
}

/** The DER bytes of every `CERTIFICATE` block in the given PEM texts, in order. */
export function pemCertificates(...texts: string[]): Uint8Array<ArrayBuffer>[] {
  return texts.flatMap((text) =>
    parsePem(text)
      .filter((b) => b.label === 'CERTIFICATE')
      .map((b) => b.der),
  );
}
