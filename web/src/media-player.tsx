import { useEffect, useState } from 'preact/hooks';

/**
 * At the latest, this long after the player appears its controls are shown, for a browser that reads
 * nothing of a file until asked to play it (one that ignores `preload`).
 */
export const CONTROLS_AT_LATEST_MS = 1000;

/**
 * The player of a checked video or audio file (a `blob:` URL of the `File`), its controls shown once it
 * has read the file's duration: the browser builds them (their style sheet, their icons) in a task of its
 * own, after the page's, and not at all for a file it cannot play, whose `error` comes first (the result
 * then says so instead). Give it a `key` of its URL: a new file's player starts without controls again.
 */
export function MediaPlayer({
  kind,
  url,
  label,
  onError,
}: {
  kind: 'video' | 'audio';
  url: string;
  /** Its accessible name. */
  label: string;
  onError: () => void;
}) {
  const [controls, setControls] = useState(false);
  useEffect(() => {
    const latest = setTimeout(() => setControls(true), CONTROLS_AT_LATEST_MS);
    return () => clearTimeout(latest);
  }, []);
  const Player = kind;
  return (
    // No caption track: generated media has no captions to offer.
    <Player
      class="media-preview"
      src={url}
      controls={controls}
      preload="metadata"
      aria-label={label}
      onLoadedMetadata={() => setControls(true)}
      onError={onError}
    />
  );
}
