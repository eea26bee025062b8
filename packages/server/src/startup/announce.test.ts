import { describe, expect, it } from 'vitest';
import { generateApiKey } from '../keys/api-keys.js';
import { boxed, startedText } from './announce.js';

const created = { testKey: generateApiKey('test'), liveKey: generateApiKey('live'), accountId: 'acct_1' };
const origin = 'http://localhost:8787';
const clearKeys = { sealed: 0, erased: false, complete: true };

describe('what a start prints once it listens', () => {
  it('for a program: a line each beginning Test key:, Live key:, Listening: (the run contract)', () => {
    const text = startedText(
      { created, keyEncryption: { source: 'environment' }, clearKeys, origin },
      { boxed: false },
    );
    expect(text).toBe(`Test key: ${created.testKey}\nLive key: ${created.liveKey}\nListening: ${origin}\n`);
  });

  it('for a person: the keys boxed, whole, and said to be shown once; Listening: after the box', () => {
    const text = startedText(
      { created, keyEncryption: { source: 'environment' }, clearKeys, origin },
      { boxed: true },
    );
    const lines = text.trimEnd().split('\n');
    expect(lines.at(-1)).toBe(`Listening: ${origin}`);
    const box = lines.slice(0, -1);
    expect(box).toHaveLength(4);
    expect(box[0]).toMatch(/^╭─ API keys, shown this once: copy them now ─+╮$/);
    expect(box[1]).toBe(`│ Test key: ${created.testKey} │`);
    expect(box[2]).toBe(`│ Live key: ${created.liveKey} │`);
    expect(box[3]).toMatch(/^╰─ only their hashes are stored; no later start can show them ─+╯$/);
    // Every edge and row is as wide as the others.
    expect(new Set(box.map((l) => [...l].length)).size).toBe(1);
  });

  it('a later start prints no key; a generated key-encryption key is named', () => {
    const text = startedText(
      {
        created: null,
        keyEncryption: { source: 'generated', path: '/data/key-encryption.key' },
        clearKeys,
        origin,
      },
      { boxed: true },
    );
    expect(text).not.toMatch(/Test key:|Live key:|╭/);
    expect(text).toMatch(/^Key-encryption key: generated \/data\/key-encryption\.key \(0600\)/);
  });

  it('a start that erased keys once kept in the clear says to rotate them, before Listening:', () => {
    const text = startedText(
      {
        created: null,
        keyEncryption: { source: 'environment' },
        clearKeys: { sealed: 2, erased: true, complete: true },
        origin,
      },
      { boxed: false },
    );
    expect(text).toMatch(/^Signing keys: 2 kept in the clear .*rotate every signing key/);
    expect(text.endsWith(`\nListening: ${origin}\n`)).toBe(true);
  });

  it('a box is as wide as its widest line, title or note', () => {
    expect(boxed(['ab'], 'a long title', 'n')).toBe(
      '╭─ a long title ─╮\n│ ab             │\n╰─ n ────────────╯\n',
    );
  });
});
