import type { Language } from '@tlp/core';
import { type ErrorCode, titleOf } from '../api-error.js';
import { ar } from './ar.js';
import { de } from './de.js';
import { chrome, codes, type ErrorCatalog, type TitledText } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { ja } from './ja.js';

export type { Chrome, CodeText, ErrorCatalog, TitledText } from './en.js';

const english: ErrorCatalog = {
  chrome,
  codes: Object.fromEntries(
    (Object.keys(codes) as ErrorCode[]).map((code) => [code, { title: titleOf(code), ...codes[code] }]),
  ) as Record<ErrorCode, TitledText>,
};

/**
 * The error pages' catalog of each language. The problem+json bodies and the OpenAPI document stay English
 * (the API's language): only the HTML pages at `/docs/errors` are translated.
 */
export const ERROR_CATALOGS: Record<Language, ErrorCatalog> = { en: english, de, fr, es, ja, ar };
