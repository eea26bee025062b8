import type { Language } from '@tlp/core';

/** The words of the sandbox's header and footer, on every page for people. */
export interface SiteWords {
  /** The site's name, first in the header. */
  brand: string;
  /** The header's navigation, for assistive technology. */
  nav: string;
  verifier: string;
  reference: string;
  errors: string;
  embed: string;
  /** The link that skips the header to the page's own content. */
  skip: string;
  footer: string;
  /** The link to `/openapi.json`. */
  openapi: string;
}

/**
 * The header and footer in each language the pages are written in. The API reference and the embed's demo
 * page are in English (docs/decisions/23), so they show the English words.
 */
export const SITE_WORDS: Record<Language, SiteWords> = {
  en: {
    brand: 'TLP sandbox',
    nav: 'Sandbox pages',
    verifier: 'Verifier',
    reference: 'API reference',
    errors: 'Error codes',
    embed: 'Embed demo',
    skip: 'Skip to content',
    footer:
      'The reference implementation of the Talent Licensing Protocol, running as a sandbox: its licenses and receipts are tests and license nothing real.',
    openapi: 'OpenAPI document',
  },
  de: {
    brand: 'TLP-Sandbox',
    nav: 'Seiten der Sandbox',
    verifier: 'Prüfer',
    reference: 'API-Referenz',
    errors: 'Fehlercodes',
    embed: 'Embed-Demo',
    skip: 'Zum Inhalt springen',
    footer:
      'Die Referenzimplementierung des Talent Licensing Protocol, als Sandbox betrieben: Ihre Lizenzen und Belege sind Tests und lizenzieren nichts Reales.',
    openapi: 'OpenAPI-Dokument',
  },
  fr: {
    brand: 'Bac à sable TLP',
    nav: 'Pages du bac à sable',
    verifier: 'Vérificateur',
    reference: 'Référence de l’API',
    errors: 'Codes d’erreur',
    embed: 'Démo de l’intégration',
    skip: 'Aller au contenu',
    footer:
      'L’implémentation de référence du Talent Licensing Protocol, en bac à sable : ses licences et ses reçus sont des tests et n’accordent aucune licence réelle.',
    openapi: 'Document OpenAPI',
  },
  es: {
    brand: 'Entorno de pruebas TLP',
    nav: 'Páginas del entorno de pruebas',
    verifier: 'Verificador',
    reference: 'Referencia de la API',
    errors: 'Códigos de error',
    embed: 'Demo de la integración',
    skip: 'Saltar al contenido',
    footer:
      'La implementación de referencia del Talent Licensing Protocol, como entorno de pruebas: sus licencias y recibos son pruebas y no otorgan ninguna licencia real.',
    openapi: 'Documento OpenAPI',
  },
  ja: {
    brand: 'TLP サンドボックス',
    nav: 'サンドボックスのページ',
    verifier: '検証ツール',
    reference: 'API リファレンス',
    errors: 'エラーコード',
    embed: '埋め込みのデモ',
    skip: 'コンテンツへスキップ',
    footer:
      'Talent Licensing Protocol のリファレンス実装をサンドボックスとして動かしています。ライセンスとレシートはテストで、実際には何もライセンスしません。',
    openapi: 'OpenAPI ドキュメント',
  },
  ar: {
    brand: 'بيئة اختبار TLP',
    nav: 'صفحات بيئة الاختبار',
    verifier: 'المُحقِّق',
    reference: 'مرجع واجهة البرمجة',
    errors: 'رموز الأخطاء',
    embed: 'عرض التضمين',
    skip: 'انتقل إلى المحتوى',
    footer:
      'التطبيق المرجعي لبروتوكول Talent Licensing Protocol، يعمل بيئةً للاختبار: تراخيصه وإيصالاته اختبارات لا ترخِّص أي شيء حقيقي.',
    openapi: 'مستند OpenAPI',
  },
};
