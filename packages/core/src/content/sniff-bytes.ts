/**
 * How many leading bytes `sniffContent` looks at; reading this much of a file is enough. A module of its
 * own so that a page can read a file's head before loading the sniffing code (sniff.ts).
 */
export const SNIFF_BYTES = 4096;
