import { fill } from '@tlp/core';
import { useState } from 'preact/hooks';
import { t, words } from './i18n/index.js';
import { MAX_WHOLE_READ_BYTES, type MediaFormats } from './verifier.js';

interface DropZoneProps {
  onFile(file: File): void;
  /** Text dropped instead of a file (a receipt dragged from another page). */
  onText?(text: string): void;
  /** Called on the first sign that an image is coming (hover, focus, drag), to start loading C2PA. */
  onIntent?(): void;
  disabled?: boolean;
  /** The formats the library verifies, once known (its C2PA module loads on intent). */
  formats?: MediaFormats | null;
}

/** What the drop zone says of sizes: which formats are read whole, up to what size. */
export function sizeNote(formats: MediaFormats): string {
  const p = words.page;
  const whole = formats.mediaTypes.filter((t) => !formats.readInSlices.includes(t));
  if (whole.length === 0) return p.anySize;
  const values = {
    whole: whole.map((t) => formats.names[t]).join(', '),
    mb: MAX_WHOLE_READ_BYTES / 1024 / 1024,
  };
  return fill(whole.length === formats.mediaTypes.length ? p.allUpTo : p.someUpTo, values);
}

/**
 * What the file picker offers: any image, video or audio (the bytes decide, not this), PDF, and the
 * extensions of formats some systems give no media type (HEIC, AVIF, MOV, M4A, the raw photographs DNG,
 * ARW and NEF).
 */
export const PICKER_ACCEPT = 'image/*,video/*,audio/*,.pdf,.heic,.heif,.avif,.mov,.m4a,.dng,.arw,.nef';

/**
 * Drop an image, a video or an audio file, or choose one with the keyboard or a tap: the native file
 * input, labelled as a button.
 */
export function DropZone({ onFile, onText, onIntent, disabled, formats }: DropZoneProps) {
  const [over, setOver] = useState(false);
  const take = (files: FileList | null | undefined) => {
    const file = files?.[0];
    if (file) onFile(file);
  };
  const p = words.page;
  return (
    <section
      aria-labelledby="drop-title"
      class={`dropzone${over ? ' dropzone-over' : ''}`}
      onDragEnter={(e) => {
        e.preventDefault();
        onIntent?.();
        setOver(true);
      }}
      onDragOver={(e) => {
        e.preventDefault();
        if (e.dataTransfer) e.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        if (disabled) return;
        const text = e.dataTransfer?.getData?.('text/plain');
        if (e.dataTransfer?.files?.length) take(e.dataTransfer.files);
        else if (text && onText) onText(text);
      }}
      onPointerEnter={onIntent}
      data-testid="dropzone"
    >
      <p id="drop-title" class="dropzone-title">
        {p.drop}
      </p>
      <input
        id="image-input"
        class="visually-hidden"
        type="file"
        accept={PICKER_ACCEPT}
        disabled={disabled}
        onFocus={onIntent}
        onChange={(e) => {
          take((e.currentTarget as HTMLInputElement).files);
          (e.currentTarget as HTMLInputElement).value = '';
        }}
      />
      <label for="image-input" class="button">
        {p.choose}
      </label>
      <p class="muted small" data-testid="formats">
        {formats
          ? `${t(p.recognised, { formats: formats.mediaTypes.map((type) => formats.names[type]).join(', ') })} ${sizeNote(formats)} `
          : ''}
        {p.neverUploaded}
      </p>
    </section>
  );
}
