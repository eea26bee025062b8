/**
 * The words of a manifest's ingredients (`manifest.ingredients` of `@tlp/core`'s verdict), in every
 * language the page speaks. Only a verdict whose manifest has ingredients shows them, so they are not in
 * the page's catalogs (`./en.ts`…) but in the chunk of `../ingredients-details.tsx`, all six languages
 * together (a few hundred bytes): a JPEG without ingredients never loads them. English is the source of
 * the type, as in every catalog of the repository.
 */
import type { Catalog, Language } from '@tlp/core';

const en = {
  /** The part's label, beside the manifest's other details. */
  heading: 'Ingredients',
  /** An ingredient without a title (`dc:title`). */
  untitled: 'untitled',
  /** Its relationship to this file, by the C2PA name. */
  relationships: {
    parentOf: 'the file this one was made from',
    componentOf: 'a part of this file',
    inputTo: 'an input to this file',
  } as Record<string, string>,
  /** What its own content credentials say. */
  checksOut: 'its own content credentials check out',
  noCredentials: 'it has no content credentials in this file',
  recorded:
    'its own content credentials were recorded as failing when it was added ({codes}): the signer knew, so this file stays valid',
  failsNow: 'its own content credentials fail now ({codes})',
  /** Why a detail and not the verdict. */
  note: 'An ingredient’s results are details: the verdict above is about this file’s own credentials.',
};

/** The ingredients' words of one language. */
export type IngredientWords = Catalog<typeof en>;

export const INGREDIENT_WORDS: Record<Language, IngredientWords> = {
  en,
  de: {
    heading: 'Bestandteile',
    untitled: 'ohne Titel',
    relationships: {
      parentOf: 'die Datei, aus der diese entstand',
      componentOf: 'ein Teil dieser Datei',
      inputTo: 'eine Eingabe für diese Datei',
    },
    checksOut: 'seine eigenen Herkunftsnachweise sind in Ordnung',
    noCredentials: 'es hat in dieser Datei keine Herkunftsnachweise',
    recorded:
      'beim Hinzufügen wurde festgehalten, dass seine eigenen Herkunftsnachweise fehlschlugen ({codes}): der Unterzeichner wusste es, daher bleibt diese Datei gültig',
    failsNow: 'seine eigenen Herkunftsnachweise schlagen jetzt fehl ({codes})',
    note: 'Die Ergebnisse eines Bestandteils sind Details: das Urteil oben betrifft die eigenen Nachweise dieser Datei.',
  },
  fr: {
    heading: 'Ingrédients',
    untitled: 'sans titre',
    relationships: {
      parentOf: 'le fichier dont celui-ci est issu',
      componentOf: 'une partie de ce fichier',
      inputTo: 'une entrée de ce fichier',
    },
    checksOut: 'ses propres identifiants de contenu sont valides',
    noCredentials: 'il n’a pas d’identifiants de contenu dans ce fichier',
    recorded:
      'ses propres identifiants de contenu ont été notés en échec lors de son ajout ({codes}) : le signataire le savait, ce fichier reste donc valide',
    failsNow: 'ses propres identifiants de contenu échouent maintenant ({codes})',
    note: 'Les résultats d’un ingrédient sont des détails : le verdict ci-dessus porte sur les identifiants de contenu de ce fichier.',
  },
  es: {
    heading: 'Ingredientes',
    untitled: 'sin título',
    relationships: {
      parentOf: 'el archivo del que se hizo este',
      componentOf: 'una parte de este archivo',
      inputTo: 'una entrada de este archivo',
    },
    checksOut: 'sus propias credenciales de contenido son correctas',
    noCredentials: 'no tiene credenciales de contenido en este archivo',
    recorded:
      'sus propias credenciales de contenido se registraron como fallidas al añadirlo ({codes}): el firmante lo sabía, así que este archivo sigue siendo válido',
    failsNow: 'sus propias credenciales de contenido fallan ahora ({codes})',
    note: 'Los resultados de un ingrediente son detalles: el veredicto de arriba trata de las credenciales propias de este archivo.',
  },
  ja: {
    heading: '素材',
    untitled: '無題',
    relationships: {
      parentOf: 'このファイルの元になったファイル',
      componentOf: 'このファイルの一部',
      inputTo: 'このファイルへの入力',
    },
    checksOut: 'それ自身のコンテンツクレデンシャルは有効です',
    noCredentials: 'このファイル内にコンテンツクレデンシャルがありません',
    recorded:
      '追加された時点で、それ自身のコンテンツクレデンシャルはエラーと記録されていました（{codes}）。署名者は承知していたため、このファイルは有効なままです',
    failsNow: 'それ自身のコンテンツクレデンシャルは現在エラーです（{codes}）',
    note: '素材の結果は詳細情報です。上の判定はこのファイル自身のコンテンツクレデンシャルについてのものです。',
  },
  ar: {
    heading: 'المكوّنات',
    untitled: 'بلا عنوان',
    relationships: {
      parentOf: 'الملف الذي صُنع منه هذا الملف',
      componentOf: 'جزء من هذا الملف',
      inputTo: 'مُدخَل لهذا الملف',
    },
    checksOut: 'بيانات اعتماد المحتوى الخاصة به سليمة',
    noCredentials: 'ليست له بيانات اعتماد محتوى في هذا الملف',
    recorded:
      'سُجِّل عند إضافته أن بيانات اعتماد المحتوى الخاصة به أخفقت ({codes}): كان الموقِّع على علم بذلك، لذا يبقى هذا الملف صالحًا',
    failsNow: 'بيانات اعتماد المحتوى الخاصة به تُخفق الآن ({codes})',
    note: 'نتائج المكوّن تفاصيل: الحكم أعلاه يخص بيانات اعتماد هذا الملف نفسه.',
  },
};
