/**
 * The container formats this library embeds a manifest into and reads one from, in the order their
 * signatures are tried. A new format is a file here that exports a {@link ContainerFormat}, added to
 * this list.
 */
import { bmff } from './bmff.js';
import { jpeg } from './jpeg.js';
import { mp3 } from './mp3.js';
import { png } from './png.js';
import { riff } from './riff.js';
import type { ContainerFormat } from './types.js';

export const FORMATS: readonly ContainerFormat[] = [png, jpeg, riff, mp3, bmff];
