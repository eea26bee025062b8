/**
 * The C2PA benches' shared figure: `verifyContent` against the official reader
 * (`@contentauth/c2pa-wasm`, c2pa-rs in WebAssembly) reading and validating the same bytes with the same
 * trust anchor, in paired rounds.
 */
import { WasmReader } from '@contentauth/c2pa-wasm';
import { verifyContent } from '@tlp/core';
import { ISSUER, JWKS } from '../test-vectors/lib/fixtures.js';
import { initOfficialReader } from '../test-vectors/lib/official-reader.js';
import { alternate, type Figure, median, ratioFigure } from './lib.js';

const MB = 1024 * 1024;

/** What {@link versusOfficial} measures. */
export interface VersusOfficialOptions {
  /** The figure's name. */
  name: string;
  bytes: Uint8Array;
  mediaType: string;
  /** The trust anchor both readers are given (PEM). */
  rootPem: string;
  /** Calls a round, each side. */
  calls: number;
  rounds: number;
  /** `ms` a call, or `ms/MB` of the file. */
  unit: 'ms' | 'ms/MB';
  /** The ratio ours must stay at or under. */
  target: number;
  /** What ours is given each call (default: `bytes`), a `Blob` read from disk for instance. */
  ours?: () => Promise<Uint8Array | Blob>;
  /** What the official reader is given each call (default: `bytes`; it takes bytes only). */
  theirs?: () => Promise<Uint8Array>;
}

/**
 * `verifyContent` against the official reader on the same file: both must find it trusted first; then
 * paired rounds in alternating order after one warm-up each, and the ratio is the median of the
 * rounds' ratios.
 */
export async function versusOfficial(o: VersusOfficialOptions): Promise<Figure> {
  initOfficialReader();
  const options = { issuer: ISSUER, jwks: JWKS, mode: 'test' as const, trustAnchors: [o.rootPem] };
  const check = await verifyContent(o.bytes, options);
  if (!check.valid || !check.trusted) throw new Error(`${o.name} does not verify: ${JSON.stringify(check)}`);
  const settings = JSON.stringify({ verify: { verify_trust: true }, trust: { trust_anchors: o.rootPem } });
  const official = async () => {
    const reader = await WasmReader.fromBytes(o.mediaType, o.theirs ? await o.theirs() : o.bytes, settings);
    const state = JSON.parse(reader.json()).validation_state;
    reader.free();
    if (state !== 'Trusted') throw new Error(`the official reader says ${state} of ${o.name}`);
  };
  const ours = async () => {
    const verdict = await verifyContent(o.ours ? await o.ours() : o.bytes, options);
    if (!verdict.valid) throw new Error(`${o.name} does not verify: ${verdict.code}`);
  };
  const per = o.unit === 'ms/MB' ? o.bytes.length / MB : 1;
  const time = async (fn: () => Promise<unknown>) => {
    const start = performance.now();
    for (let i = 0; i < o.calls; i++) await fn();
    return (performance.now() - start) / o.calls / per;
  };
  await time(official);
  await time(ours);
  const [mine, theirs] = await alternate(
    o.rounds,
    () => time(ours),
    () => time(official),
  );
  return ratioFigure(
    o.name,
    median(mine),
    o.unit,
    { name: 'official c2pa-wasm reader', value: median(theirs) },
    { op: '<=', ratio: o.target },
    [mine, theirs],
  );
}
