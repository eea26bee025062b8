import type { modalities } from '@tlp/core/schemas';

type Modality = (typeof modalities)[number];

/**
 * The kinds of file (a media type's top-level type) an output of each modality of a check's use may be.
 * A voice may be delivered alone or as the sound of a video (a voice-over); an image, a video and a
 * text only as themselves.
 */
export const OUTPUT_KINDS: Readonly<Record<Modality, readonly string[]>> = {
  image: ['image'],
  video: ['video'],
  speech: ['audio', 'video'],
  audio: ['audio', 'video'],
  text: ['text'],
};

/**
 * Why an output of `mediaType` cannot be the output of a check whose use is `modality`, or `null` when it
 * can. A check decides one use; a receipt for an image use must not travel in a voice recording.
 */
export function outputMediumProblem(mediaType: string, modality: string): string | null {
  const kinds = OUTPUT_KINDS[modality as Modality];
  if (!kinds) return null; // a modality this server does not know was refused when the check was made
  const kind = mediaType.split('/')[0] ?? '';
  if (kinds.includes(kind)) return null;
  const wanted = kinds.map((k) => `${k}/*`).join(' or ');
  return `the check's use is ${modality}, so its output must be ${wanted}, not ${mediaType}; make a check for the modality of this output`;
}
