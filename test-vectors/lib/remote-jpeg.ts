import sharp from 'sharp';

/**
 * A real 8×8 JPEG that holds no C2PA manifest of its own and names a remote one at `url` in an APP1 XMP
 * packet (`dcterms:provenance`), written exactly as given (tests put hostile URLs in it).
 */
export async function jpegNamingRemote(url: string): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#369' } })
    .jpeg()
    .toBuffer();
  const attribute = url.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  const xmp = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dcterms="http://purl.org/dc/terms/" dcterms:provenance="${attribute}"/></rdf:RDF></x:xmpmeta>`;
  const payload = Buffer.concat([Buffer.from('http://ns.adobe.com/xap/1.0/\0', 'latin1'), Buffer.from(xmp)]);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(payload.length + 2);
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xe1]), length, payload, jpeg.subarray(2)]);
}
