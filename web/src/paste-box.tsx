import { useState } from 'preact/hooks';
import { rich, words } from './i18n/index.js';

interface PasteBoxProps {
  onSubmit(text: string): void;
  disabled?: boolean;
}

/** Paste a receipt JWS, a receipt ID or a receipt link: verified as soon as it is pasted, or with the button. */
export function PasteBox({ onSubmit, disabled }: PasteBoxProps) {
  const [text, setText] = useState('');
  const submit = (value: string) => {
    if (value.trim() !== '') onSubmit(value);
  };
  const p = words.page;
  return (
    <form
      class="paste"
      onSubmit={(e) => {
        e.preventDefault();
        submit(text);
      }}
    >
      <label for="paste-input">{p.pasteLabel}</label>
      <textarea
        id="paste-input"
        name="receipt"
        rows={3}
        spellcheck={false}
        autocomplete="off"
        autocapitalize="off"
        aria-describedby="paste-hint"
        value={text}
        onInput={(e) => setText((e.currentTarget as HTMLTextAreaElement).value)}
        onPaste={(e) => {
          const pasted = e.clipboardData?.getData('text');
          if (pasted && pasted.trim() !== '' && text.trim() === '') {
            e.preventDefault();
            setText(pasted);
            submit(pasted);
          }
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey) {
            e.preventDefault();
            submit(text);
          }
        }}
      />
      <p id="paste-hint" class="muted small">
        {rich(p.pasteHint, { jws: <code>eyJ</code>, id: <code>rcpt_</code>, link: <code>/r/rcpt_…</code> })}
      </p>
      <button type="submit" class="button paste-submit" disabled={disabled}>
        {p.verify}
      </button>
    </form>
  );
}
