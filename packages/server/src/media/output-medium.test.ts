import { modalities } from '@tlp/core/schemas';
import { describe, expect, it } from 'vitest';
import { OUTPUT_KINDS, outputMediumProblem } from './output-medium.js';

describe('outputMediumProblem: an output is of its check’s modality', () => {
  it('names every modality of the spec', () => {
    expect(Object.keys(OUTPUT_KINDS).sort()).toEqual([...modalities].sort());
  });

  it.each([
    ['image/png', 'image'],
    ['image/avif', 'image'],
    ['video/mp4', 'video'],
    ['video/quicktime', 'video'],
    ['audio/wav', 'speech'],
    ['audio/mp4', 'audio'],
    ['video/mp4', 'speech'],
    ['text/plain', 'text'],
  ])('%s fits a %s use', (mediaType, modality) => {
    expect(outputMediumProblem(mediaType, modality)).toBeNull();
  });

  it.each([
    ['audio/wav', 'image'],
    ['video/mp4', 'image'],
    ['text/plain', 'image'],
    ['image/png', 'video'],
    ['image/png', 'speech'],
    ['text/plain', 'speech'],
    ['image/png', 'text'],
    ['audio/mpeg', 'video'],
  ])('%s does not fit a %s use, and the reason says what would', (mediaType, modality) => {
    const problem = outputMediumProblem(mediaType, modality);
    expect(problem).toContain(`use is ${modality}`);
    expect(problem).toContain(mediaType);
  });
});
