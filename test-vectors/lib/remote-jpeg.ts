import sharp from 'sharp';
import { inspectManifest } from '../../packages/core/src/c2pa/read/index.js';

/**
 * A real JPEG (8×8, or `jpeg` when given) that holds no C2PA manifest of its own and names a remote one at
 * `url` in an APP1 XMP packet (`dcterms:provenance`), written exactly as given (tests put hostile URLs in it).
 */
export async function jpegNamingRemote(url: string, jpeg?: Uint8Array): Promise<Buffer> {
  jpeg ??= await sharp({ create: { width: 8, height: 8, channels: 3, background: '#369' } })
    .jpeg()
    .toBuffer();
  const attribute = url.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  const xmp = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dcterms="http://purl.org/dc/terms/" dcterms:provenance="${attribute}"/></rdf:RDF></x:xmpmeta>`;
  const payload = Buffer.concat([Buffer.from('http://ns.adobe.com/xap/1.0/\0', 'latin1'), Buffer.from(xmp)]);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(payload.length + 2);
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xe1]), length, payload, jpeg.subarray(2)]);
}

/**
 * The core reader's inspection of `bytes`, a file naming a remote manifest, given `store` (an
 * `application/c2pa` manifest store) as what that URL answers: the store checked against the file.
 */
export function inspectWithRemoteStore(bytes: Uint8Array, store: Uint8Array, trustAnchors: string[]) {
  return inspectManifest(bytes, {
    trustAnchors,
    fetchRemoteManifest: true,
    fetch: async () => new Response(Buffer.from(store), { headers: { 'content-type': 'application/c2pa' } }),
  });
}
