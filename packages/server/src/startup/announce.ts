import type { Sandbox } from '../bootstrap.js';
import { clearKeysNotice } from '../keys/custody.js';

/** What a start says once it listens (standard output, the run contract's lines). */
export interface Started {
  /** Set on the start that created the database: its keys, printed this once. */
  created: Sandbox['created'];
  keyEncryption: Sandbox['keyEncryption'];
  /** Signing keys an earlier version stored in the clear, rewritten encrypted by this start. */
  clearKeys: Sandbox['clearKeys'];
  origin: string;
}

/**
 * Lines in a box drawn around them, a title in its top edge and a note in its bottom one, for a person
 * at a terminal. Each line inside keeps its words whole (a key is copied by a double-click).
 */
export function boxed(lines: readonly string[], title: string, note: string): string {
  const width = Math.max(...lines.map((l) => l.length), title.length + 2, note.length + 2);
  const edge = (left: string, text: string, right: string) =>
    `${left}─ ${text} ${'─'.repeat(width - text.length - 1)}${right}`;
  return [
    edge('╭', title, '╮'),
    ...lines.map((l) => `│ ${l.padEnd(width)} │`),
    edge('╰', note, '╯'),
    '',
  ].join('\n');
}

/**
 * The lines a start prints once it listens: the keys (only on the start that created the database;
 * only their hashes are stored, so no later start can print them), where a generated key-encryption key
 * is, a `Signing keys:` notice when keys once stored in the clear were rewritten (rotate them), then
 * `Listening: <origin>`. For a program (`boxed: false`) each on a line of its own beginning
 * `Test key:`, `Live key:`, `Listening:`; for a person at a terminal the keys are boxed and said to be
 * shown once, so that they stand out from the log that follows.
 */
export function startedText(
  { created, keyEncryption, clearKeys, origin }: Started,
  { boxed: box }: { boxed: boolean },
): string {
  let text = '';
  if (created) {
    const keys = [`Test key: ${created.testKey}`, `Live key: ${created.liveKey}`];
    text += box
      ? boxed(
          keys,
          'API keys, shown this once: copy them now',
          'only their hashes are stored; no later start can show them',
        )
      : `${keys.join('\n')}\n`;
  }
  if (keyEncryption.source === 'generated') {
    text += `Key-encryption key: generated ${keyEncryption.path} (0600), which encrypts the signing keys in the database; for development only: in production set TLP_KEY_ENCRYPTION_KEY or TLP_KEY_ENCRYPTION_KEY_FILE and keep the key apart from the database and its backups\n`;
  }
  const notice = clearKeysNotice(clearKeys);
  if (notice) text += `Signing keys: ${notice}\n`;
  return `${text}Listening: ${origin}\n`;
}
