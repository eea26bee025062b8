import type { Language } from '@tlp/core';
import { type ErrorCode, titleOf } from '../../http/errors/api-error.js';
import { meanings } from '../../http/errors/meanings.js';
import { ar } from './ar.js';
import { de } from './de.js';
import { chrome, type ErrorCatalog, type TitledText } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { ja } from './ja.js';

export type { CodeText } from '../../http/errors/meanings.js';
export type { Chrome, ErrorCatalog, TitledText } from './en.js';

const english: ErrorCatalog = {
  chrome,
  codes: Object.fromEntries(
    (Object.keys(meanings) as ErrorCode[]).map((code) => [code, { title: titleOf(code), ...meanings[code] }]),
  ) as Record<ErrorCode, TitledText>,
};

/**
 * The error pages' catalog of each language. The problem+json bodies and the OpenAPI document stay English
 * (the API's language): only the HTML pages at `/docs/errors` are translated.
 */
export const ERROR_CATALOGS: Record<Language, ErrorCatalog> = { en: english, de, fr, es, ja, ar };
