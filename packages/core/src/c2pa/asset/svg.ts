/**
 * SVG: the manifest store as base64 text in `<svg><metadata><c2pa:manifest>`, as the C2PA specification
 * and c2pa-rs (`svg_io.rs`) place it; XMP as an `xpacket` between processing instructions.
 *
 * The file is read as c2pa-rs reads it with quick-xml: markup by markup, elements by their start and end
 * tags (an end tag must close the element open, a tag must end before the file does), the root element
 * `svg` (any other is a file c2pa-rs refuses), and the text of the element at that path decoded as
 * standard base64, strictly (padding required, no whitespace): text c2pa-rs cannot decode makes the file
 * one it cannot read. The data hash excludes the base64 text where c2pa-rs locates it (from the end of the
 * start tag, its encoded length); the content is the file without it. Read-only: c2pa-rs places a store
 * by rewriting the root element (a namespace attribute) and adding elements, bytes the strip could not
 * give back.
 */

import { base64Decode } from '../../lib/base64-encode.js';
import { fromUtf8 } from '../../lib/base64url.js';
import { ascii } from './bytes.js';
import { SIGNATURE } from './signatures.js';
import type { ByteRange, ContainerFormat, ManifestLocation } from './types.js';

const LT = 0x3c;
const GT = 0x3e;

/** One piece of the document, as quick-xml's events give them. */
type XmlEvent =
  | { kind: 'start'; name: string; end: number }
  | { kind: 'empty' }
  | { kind: 'end'; name: string }
  | { kind: 'text'; start: number; end: number }
  | { kind: 'pi'; start: number; end: number };

class XmlError extends Error {}

const isSpace = (b: number | undefined) => b === 0x20 || b === 0x09 || b === 0x0a || b === 0x0d;

/** The index of `needle` (ASCII) in `bytes` from `from`, or `-1`. */
function indexOf(bytes: Uint8Array, needle: string, from: number): number {
  const first = needle.charCodeAt(0);
  for (let i = bytes.indexOf(first, from); i >= 0; i = bytes.indexOf(first, i + 1)) {
    if (i + needle.length > bytes.length) return -1;
    let j = 1;
    while (j < needle.length && bytes[i + j] === needle.charCodeAt(j)) j++;
    if (j === needle.length) return i;
  }
  return -1;
}

/** Where a tag that starts at `at` ends (after its `>`), quoted attribute values skipped. */
function tagEnd(bytes: Uint8Array, at: number): number {
  let quote = 0;
  for (let i = at; i < bytes.length; i++) {
    const b = bytes[i] as number;
    if (quote) {
      if (b === quote) quote = 0;
    } else if (b === 0x22 || b === 0x27) quote = b;
    else if (b === GT) return i + 1;
  }
  throw new XmlError('a tag is not closed');
}

/** Where a document type declaration that starts at `at` ends: its `>` outside brackets and quotes. */
function doctypeEnd(bytes: Uint8Array, at: number): number {
  let depth = 0;
  let quote = 0;
  for (let i = at; i < bytes.length; i++) {
    const b = bytes[i] as number;
    if (quote) {
      if (b === quote) quote = 0;
    } else if (b === 0x22 || b === 0x27) quote = b;
    else if (b === 0x5b) depth++;
    else if (b === 0x5d) depth--;
    else if (b === GT && depth <= 0) return i + 1;
  }
  throw new XmlError('the document type is not closed');
}

/** The element name of a start or end tag's bytes, from `at`. */
function nameAt(bytes: Uint8Array, at: number, end: number): string {
  let i = at;
  while (i < end && !isSpace(bytes[i]) && bytes[i] !== GT && bytes[i] !== 0x2f) i++;
  return fromUtf8(bytes.subarray(at, i)) ?? '\ufffd';
}

/** The events of an XML document, one at a time; throws {@link XmlError} where quick-xml errs. */
function* events(bytes: Uint8Array): Generator<XmlEvent> {
  const open: string[] = [];
  let pos = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (pos < bytes.length) {
    if (bytes[pos] !== LT) {
      const next = bytes.indexOf(LT, pos);
      const end = next < 0 ? bytes.length : next;
      yield { kind: 'text', start: pos, end };
      pos = end;
      continue;
    }
    const second = bytes[pos + 1];
    if (second === 0x3f) {
      const end = indexOf(bytes, '?>', pos + 2);
      if (end < 0) throw new XmlError('a processing instruction is not closed');
      yield { kind: 'pi', start: pos + 2, end };
      pos = end + 2;
    } else if (second === 0x21) {
      if (indexOf(bytes, '<!--', pos) === pos) {
        const end = indexOf(bytes, '-->', pos + 4);
        if (end < 0) throw new XmlError('a comment is not closed');
        pos = end + 3;
      } else if (indexOf(bytes, '<![CDATA[', pos) === pos) {
        const end = indexOf(bytes, ']]>', pos + 9);
        if (end < 0) throw new XmlError('a CDATA section is not closed');
        pos = end + 3;
      } else if (/^<!doctype/i.test(ascii(bytes, pos, 9))) {
        pos = doctypeEnd(bytes, pos + 9);
      } else {
        throw new XmlError('an unknown markup declaration');
      }
    } else if (second === 0x2f) {
      const end = tagEnd(bytes, pos);
      const name = nameAt(bytes, pos + 2, end);
      if (open.pop() !== name) throw new XmlError(`an end tag </${name}> that closes no open element`);
      yield { kind: 'end', name };
      pos = end;
    } else {
      const end = tagEnd(bytes, pos);
      const name = nameAt(bytes, pos + 1, end);
      if (name === '') throw new XmlError('a tag without a name');
      pos = end;
      if (bytes[end - 2] === 0x2f) {
        yield { kind: 'empty' };
      } else {
        open.push(name);
        yield { kind: 'start', name, end };
      }
    }
  }
}

const MANIFEST_PATH = ['svg', 'metadata', 'c2pa:manifest'];

/** The manifest's text as c2pa-rs finds it (`detect_manifest_location`); throws where it errs. */
function manifestText(bytes: Uint8Array): { text: ByteRange; jumbf: Uint8Array } | null {
  const path: string[] = [];
  let found: { text: ByteRange; jumbf: Uint8Array } | null = null;
  for (const event of events(bytes)) {
    if (event.kind === 'start') {
      path.push(event.name);
      if (path.length === 2 && path[0] !== 'svg')
        throw new XmlError(`the root element is ${path[0]}, not svg`);
    } else if (event.kind === 'end') {
      path.pop();
    } else if (event.kind === 'text' && path.length === 3 && path.every((n, i) => n === MANIFEST_PATH[i])) {
      // Every text event there replaces the last one, as in c2pa-rs; each must decode.
      const text = fromUtf8(bytes.subarray(event.start, event.end));
      const jumbf = text === null ? null : base64Decode(text);
      if (!jumbf) throw new XmlError('the manifest is not base64');
      found = { text: { start: event.start, end: event.end }, jumbf };
    }
  }
  return found;
}

function locate(bytes: Uint8Array, mediaType: string): ManifestLocation {
  let found: ReturnType<typeof manifestText>;
  try {
    found = manifestText(bytes);
  } catch (error) {
    if (!(error instanceof XmlError)) throw error;
    return { mediaType, ranges: [], jumbf: null, unreadable: `the SVG cannot be read: ${error.message}` };
  }
  if (!found || found.jumbf.length === 0) return { mediaType, ranges: [], jumbf: null };
  return { mediaType, ranges: [found.text], jumbf: found.jumbf, storeRange: found.text };
}

const XMP_ID = 'W5M0MpCehiHzreSzNTczkc9d';

/** The XMP packet between the `xpacket` processing instructions, as c2pa-rs's `read_xmp` takes it. */
function xmp(bytes: Uint8Array): Uint8Array[] {
  let begin = -1;
  try {
    for (const event of events(bytes)) {
      if (event.kind !== 'pi') continue;
      const pi = fromUtf8(bytes.subarray(event.start, event.end)) ?? '';
      if (pi.includes('xpacket') && pi.includes(XMP_ID)) begin = event.start - 2;
      else if (pi.includes('xpacket') && begin >= 0) return [bytes.subarray(begin, event.end + 2)];
    }
  } catch {
    // No XMP c2pa-rs would read.
  }
  return [];
}

export const svg: ContainerFormat = { ...SIGNATURE.svg, locate, xmp };
