import { type Language, pickLanguage } from '@tlp/core';

/** What the publisher's script tag says, read once. */
export interface EmbedSettings {
  /** Issuers whose receipts this page accepts (origins, from `data-issuer`, space separated). */
  issuers: string[];
  /** Which images to look at (`data-selector`, default every `img`). */
  selector: string;
  /** A PEM file of C2PA trust anchors (`data-trust-anchors`), or null: then signers are not ranked. */
  trustAnchorsUrl: string | null;
  /** At most this many images fetched and verified at a time. */
  concurrency: number;
  /** Images larger than this many bytes are not fetched for checking. */
  maxImageBytes: number;
  /** The URL the embed's script was loaded from: its verifier worker is the file beside it. */
  scriptUrl: string;
  /** The badges' language: `data-lang`, else the page's `<html lang>`; English when the embed has neither. */
  lang: Language;
  /**
   * `data-fingerprint`: images without content credentials are fingerprinted too and looked up at the
   * issuer (a licensed picture a platform stripped or re-encoded is then `recovered`). Off by default: each
   * such image is then decoded and its fingerprint sent to the issuer, from the reader's browser.
   */
  fingerprint: boolean;
}

export const DEFAULT_SETTINGS: Omit<EmbedSettings, 'issuers' | 'scriptUrl' | 'lang'> = {
  selector: 'img',
  fingerprint: false,
  trustAnchorsUrl: null,
  concurrency: 4,
  maxImageBytes: 50 * 1024 * 1024,
};

/** An `http(s)` origin without a trailing slash, or null. */
export function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return url.origin;
  } catch {
    return null;
  }
}

/**
 * Settings from the script element's `data-*` attributes. Without `data-issuer`, the issuer is the
 * origin the script itself was loaded from (a license server serving its own embed).
 */
export function readSettings(script: Element | null, scriptUrl: string, pageUrl: string): EmbedSettings {
  const data = (name: string) => script?.getAttribute(`data-${name}`)?.trim() || '';
  const listed = data('issuer')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(originOf)
    .filter((o): o is string => o !== null);
  const own = originOf(scriptUrl) ?? originOf(pageUrl);
  const anchors = data('trust-anchors');
  let trustAnchorsUrl: string | null = null;
  if (anchors) {
    try {
      trustAnchorsUrl = new URL(anchors, pageUrl).href;
    } catch {
      trustAnchorsUrl = null;
    }
  }
  return {
    ...DEFAULT_SETTINGS,
    issuers: listed.length > 0 ? [...new Set(listed)] : own ? [own] : [],
    selector: data('selector') || DEFAULT_SETTINGS.selector,
    fingerprint: script?.hasAttribute('data-fingerprint') === true && data('fingerprint') !== 'false',
    trustAnchorsUrl,
    scriptUrl,
    lang: pickLanguage([data('lang'), script?.ownerDocument.documentElement.lang ?? ''].filter(Boolean)),
  };
}

/** The script element that loaded this file: `currentScript` for a classic script, else by its URL. */
export function findOwnScript(doc: Document, scriptUrl: string): HTMLScriptElement | null {
  const current = doc.currentScript;
  if (current instanceof HTMLScriptElement) return current;
  for (const script of doc.querySelectorAll<HTMLScriptElement>('script[src]')) {
    if (script.src === scriptUrl) return script;
  }
  return doc.querySelector<HTMLScriptElement>('script[data-issuer]');
}
