import { isAscii } from 'node:buffer';
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env.js';
import type { BodyRate } from '../../config/server.js';
import { ApiError } from '../errors/index.js';
import { header } from '../header.js';

/**
 * Answers about a body that was not read whole close their connection (`Connection: close`): Node then
 * hands it to the lingering close of `connections/`, which reads the rest at a bounded pace, instead of
 * keeping it for another request.
 */
const CLOSE = { Connection: 'close' };

function tooLarge(max: number): ApiError {
  return new ApiError('payload_too_large', {
    detail: `the body is larger than ${max} bytes (10 MiB)`,
    headers: CLOSE,
  });
}

function tooSlow(rate: BodyRate): ApiError {
  return new ApiError('request_timeout', {
    detail: `the body arrived too slowly: it must average ${rate.minBytesPerSecond} bytes/s after its first ${rate.graceMs / 1000} s and end within ${rate.timeoutMs / 1000} s`,
    headers: CLOSE,
  });
}

/**
 * Watches a body's arrival: past `graceMs` it must average `minBytesPerSecond`, and it must end within
 * `timeoutMs`; else `onLate` runs (once). `received` tells how many bytes came so far. One timer, moved
 * forward only when it fires, so that a body arriving in time costs no work per chunk. Returns the stop.
 */
export function watchArrival(rate: BodyRate, received: () => number, onLate: () => void): () => void {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    const due = Math.min(
      started + rate.timeoutMs,
      started + rate.graceMs + (received() * 1000) / rate.minBytesPerSecond,
    );
    const wait = due - performance.now();
    if (wait <= 0) {
      timer = undefined;
      onLate();
      return;
    }
    timer = setTimeout(arm, wait);
  };
  arm();
  return () => clearTimeout(timer);
}

/**
 * Refuses a declared `Content-Length` over the limit before anything else runs, so that an oversized
 * upload is answered without being read.
 */
export function checkContentLength(c: Context<AppEnv>): void {
  const max = c.get('deps').config.maxBodyBytes;
  const declared = header(c, 'content-length');
  if (declared !== undefined && /^\d+$/.test(declared) && Number(declared) > max) throw tooLarge(max);
}

/**
 * Reads a JSON body with a hard cap: chunks are counted as they arrive and reading stops at the limit,
 * so a chunked upload without `Content-Length` is never buffered beyond 10 MiB. An empty body is `{}`.
 */
export async function readJsonBody(c: Context<AppEnv>): Promise<void> {
  const text = utf8Text(await readBodyBytes(c));
  c.set('rawBody', text);
  if (text.trim() === '') {
    c.set('body', {});
    return;
  }
  const type = header(c, 'content-type') ?? '';
  if (!/^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(type)) {
    throw new ApiError('invalid_request', {
      detail: `the body must be JSON sent with Content-Type: application/json (got '${type.slice(0, 100)}')`,
    });
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    throw new ApiError('invalid_request', {
      detail: `the body is not valid JSON: ${(err as Error).message.slice(0, 200)}`,
    });
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new ApiError('invalid_request', { detail: 'the body must be a JSON object' });
  }
  c.set('body', parsed);
}

/**
 * Reads the body's bytes with the same cap (10 MiB) and pace as a JSON body (a file sent as the body).
 */
export function readBodyBytes(c: Context<AppEnv>): Promise<Buffer> {
  const { maxBodyBytes: max, bodyRate } = c.get('deps').config;
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  // Under Node, a body of declared length (already known to be within the cap) is read from the request's
  // own stream: asking the adapter for a WHATWG body would build a full Request (stream, abort signal)
  // for every POST, a large share of a small request's cost.
  // A body without Content-Length (chunked) keeps the WHATWG path and its cut-off behaviour.
  return incoming &&
    header(c, 'content-length') !== undefined &&
    !incoming.readableEnded &&
    !incoming.destroyed
    ? readIncoming(incoming, max, bodyRate)
    : readWebBody(c, max, bodyRate);
}

/**
 * The bytes as UTF-8 text. An ASCII body (JSON nearly always is, base64 media included) is read as
 * latin1, the same text for ASCII: about 2 ms for 10 MiB instead of about 10 for the UTF-8 decoder.
 */
function utf8Text(bytes: Buffer): string {
  return isAscii(bytes) ? bytes.toString('latin1') : bytes.toString('utf8');
}

/**
 * Reads a Node request stream up to `max` bytes; past it, stops (the adapter drains the rest, bounded). A
 * body arriving slower than `rate` allows is refused (408) and left to the adapter, which closes it.
 */
function readIncoming(incoming: IncomingMessage, max: number, rate: BodyRate): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stopWatch = watchArrival(
      rate,
      () => size,
      () => {
        cleanup();
        incoming.pause();
        reject(tooSlow(rate));
      },
    );
    const cleanup = () => {
      stopWatch();
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', onError);
      incoming.off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > max) {
        cleanup();
        incoming.pause();
        reject(tooLarge(max));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size));
    };
    const onError = () => {
      cleanup();
      reject(new ApiError('invalid_request', { detail: 'the request body could not be read' }));
    };
    const onClose = () => {
      if (incoming.readableEnded) return;
      onError();
    };
    incoming.on('data', onData);
    incoming.on('end', onEnd);
    incoming.on('error', onError);
    incoming.on('close', onClose);
  });
}

/** Reads the WHATWG body (outside Node, or when the stream was already taken) with the same cap and rate. */
async function readWebBody(c: Context<AppEnv>, max: number, rate: BodyRate): Promise<Buffer> {
  const stream = c.req.raw.body;
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (stream) {
    const reader = stream.getReader();
    let late: () => void = () => {};
    const tooLate = new Promise<'late'>((resolve) => {
      late = () => resolve('late');
    });
    const stopWatch = watchArrival(rate, () => size, late);
    try {
      for (;;) {
        let result: ReadableStreamReadResult<Uint8Array> | 'late';
        try {
          result = await Promise.race([reader.read(), tooLate]);
        } catch {
          throw new ApiError('invalid_request', { detail: 'the request body could not be read' });
        }
        if (result === 'late') throw tooSlow(rate);
        if (result.done) break;
        size += result.value.byteLength;
        if (size > max) {
          stopWatch();
          await discardRest(reader);
          throw tooLarge(max);
        }
        chunks.push(result.value);
      }
    } finally {
      stopWatch();
    }
  }
  return Buffer.concat(chunks, size);
}

/** How much of an oversized body is read and thrown away so that the 413 reaches its client. */
const DISCARD_BYTES = 64 * 1024 * 1024;
const DISCARD_MS = 2000;

/**
 * Reads the rest of an oversized body and throws it away (nothing is kept), up to 64 MiB or 2 s, before
 * the 413 is sent. Answering while the client still sends would close the connection with its data
 * unread, and the TCP reset that follows makes the client's system drop the answer it had already
 * received: the client would see a broken pipe instead of `payload_too_large`.
 */
async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeUp = new Promise<'time'>((resolve) => {
    timer = setTimeout(() => resolve('time'), DISCARD_MS);
  });
  let discarded = 0;
  try {
    while (discarded < DISCARD_BYTES) {
      const result = await Promise.race([reader.read(), timeUp]);
      if (result === 'time' || result.done) return;
      discarded += result.value.byteLength;
    }
  } catch {
    // The client went away: nothing more to read.
  } finally {
    clearTimeout(timer);
    reader.releaseLock();
  }
}
