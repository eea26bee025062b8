/** The words of every verdict in Arabic (the keys of the English catalog, `./en.ts`); read right to left. */
import type { VerdictMessages } from './en.js';

const LICENSED = 'حصل {talent} على ترخيص من أجل {use} {by}';
const RECOVERED =
  'تطابق {thing} صورةً حصل {talent} على ترخيص لها ({use}، من {issuer} منذ {date}؛ {until})، بنسبة تشابه {similarity}/100';
const DENIED = 'سجّل {issuer} في {date} أنه لم يُمنح أي ترخيص إلى {talent} من أجل {use} (القرار «{decision}»).';

export const messages: VerdictMessages = {
  locale: 'ar',
  headline: {
    licensed: 'مرخَّص وصالح',
    recovered: 'تم التعرّف عليها كصورة مرخَّصة، لكنها ليست مطابقة بايتًا ببايت',
    untrusted: 'صالح، لكنه موقَّع من جهة توقيع غير موثوقة',
    denied: 'إيصال صالح، لكن الاستخدام لم يكن مرخَّصًا',
    unverified: 'لم يُتحقَّق منه: لا يوجد مُصدِر للتحقق بالرجوع إليه',
    no_credentials: 'لا توجد بيانات اعتماد للمحتوى',
    invalid: 'غير صالح',
  },
  thisThing: {
    image: 'هذه الصورة',
    video: 'هذا الفيديو',
    audio: 'هذا الملف الصوتي',
    document: 'هذا المستند',
    receipt: 'هذا الإيصال',
  },
  ThisThing: {
    image: 'هذه الصورة',
    video: 'هذا الفيديو',
    audio: 'هذا الملف الصوتي',
    document: 'هذا المستند',
    receipt: 'هذا الإيصال',
  },
  generated: { image: 'صورة مولَّدة', video: 'فيديو مولَّد', audio: 'ملف صوتي مولَّد', document: 'مستند مولَّد' },
  theLicensed: {
    image: 'الصورة المرخَّصة',
    video: 'الفيديو المرخَّص',
    audio: 'الملف الصوتي المرخَّص',
    document: 'المستند المرخَّص',
  },
  useCheck: 'توليد مُخطَّط له (فحص يسبق إنتاج أي مُخرَج)',
  useOther: 'استخدام من نوع «{kind}»',
  allowedUse: '{output}، للاستخدام في {purpose} ({channels}؛ {territories})',
  commercial: '{purpose} لأغراض تجارية',
  nonCommercial: '{purpose} لأغراض غير تجارية',
  purposes: {
    advertising: 'الإعلان',
    personal: 'الاستخدام الشخصي',
    'branded content': 'المحتوى المموَّل من العلامات التجارية',
  },
  channels: { social: 'وسائل التواصل الاجتماعي', web: 'الويب', tv: 'التلفزيون', in_app: 'داخل التطبيقات' },
  worldwide: 'العالم كله',
  quoted: '«{value}»',
  changed: {
    image: 'عُدِّلت هذه الصورة بعد توقيعها',
    video: 'عُدِّل هذا الفيديو بعد توقيعه',
    audio: 'عُدِّل هذا الملف الصوتي بعد توقيعه',
    document: 'عُدِّل هذا المستند بعد توقيعه',
  },
  noTalent: 'لا أحد من المواهب',
  nameNotPublished: 'موهبة لا ينشر المُصدِر اسمها',
  namesNotPublished: {
    zero: '{count} موهبة لا ينشر المُصدِر أسماءها',
    one: 'موهبة واحدة لا ينشر المُصدِر اسمها',
    two: 'موهبتان لا ينشر المُصدِر اسميهما',
    few: '{count} مواهب لا ينشر المُصدِر أسماءها',
    many: '{count} موهبةً لا ينشر المُصدِر أسماءها',
    other: '{count} موهبة لا ينشر المُصدِر أسماءها',
  },
  until: {
    permitted: 'لا يزال مسموحًا به اليوم بحسب المُصدِر؛ ولم يُنشر تاريخ انتهاء',
    revoked: 'ثم ألغاه المُصدِر لاحقًا',
    suspended: 'علّقه المُصدِر حاليًا',
    unknown: 'لم يُنشر تاريخ انتهاء',
  },
  by: 'من {issuer} منذ {date} ({until})',
  licensedTalent: {
    zero: LICENSED,
    one: LICENSED,
    two: LICENSED,
    few: LICENSED,
    many: LICENSED,
    other: LICENSED,
  },
  clearedNoTalent: 'تمت الموافقة {by} على {use} لا يستخدم اسم أي موهبة أو صورتها أو صوتها',
  licensedFile: '{base}؛ وبايتات {thing} هي بايتات الملف المرخَّص نفسها تمامًا.',
  licensedReceipt: '{base}؛ وهذا الإيصال أصلي.',
  licensedReceiptNaming: '{base}؛ وهذا الإيصال أصلي، ويحدِّد {output} ببصمته الرقمية.',
  untrustedFile:
    '{base}؛ وبايتات {thing} هي بايتات الملف المرخَّص نفسها، لكن بيانات اعتماد المحتوى فيه موقَّعة بشهادة لا يثق بها هذا المُحقِّق.',
  recovered: {
    zero: RECOVERED,
    one: RECOVERED,
    two: RECOVERED,
    few: RECOVERED,
    many: RECOVERED,
    other: RECOVERED,
  },
  recoveredNoTalent:
    'تطابق {thing} صورةً تمت الموافقة عليها بوصفها {use} لا يستخدم اسم أي موهبة أو صورتها أو صوتها (من {issuer} منذ {date}؛ {until})، بنسبة تشابه {similarity}/100',
  recoveredStripped:
    '{match}؛ وقد أُزيلت بيانات اعتماد المحتوى منها أو أُعيد ترميزها، لذا فهي ليست الملف المرخَّص نفسه بايتًا ببايت.',
  recoveredChanged:
    '{match}؛ ولم تعد بيانات اعتماد المحتوى الخاصة بها تطابق بايتاتها (عُدِّلت أو أُعيد ترميزها بعد توقيعها)، لذا فهي ليست الملف المرخَّص نفسه بايتًا ببايت.',
  denied: { zero: DENIED, one: DENIED, two: DENIED, few: DENIED, many: DENIED, other: DENIED },
  unverifiedFile:
    'في {thing} إيصال ترخيص، لكن لم يُحدَّد أي خادم تراخيص للتحقق منه، لذا لم يُتحقَّق من أي شيء مما يذكره.',
  unverifiedReceipt: 'لم يُحدَّد أي خادم تراخيص للتحقق من هذا الإيصال، لذا لم يُتحقَّق من أي شيء مما يذكره.',
  noCredentials: 'لا شيء في {thing} يبيّن المصدر، ولا أن اسم أي شخص أو صورته أو صوته مرخَّص.',
  titleSentence: '{title}.',
  /** Each verdict code's explanation, in a few words (its full text: `./ar-texts.ts`). */
  titles: {
    malformed: 'ليس إيصالًا مقروءًا',
    alg_not_allowed: 'موقَّع بطريقة غير مسموح بها',
    typ_mismatch: 'ليس إيصالًا',
    kid_unknown: 'موقَّع بمفتاح لا ينشره المُصدِر',
    signature_invalid: 'التوقيع غير مطابق',
    issuer_mismatch: 'صادر عن جهة أخرى',
    version_unsupported: 'إصدار غير معروف من البروتوكول',
    test_key_in_live_mode: 'إيصال تجريبي حيث كان المتوقَّع إيصالًا حقيقيًا (أو العكس)',
    keys_unavailable: 'تعذّر الحصول على المفاتيح العامة للمُصدِر',
    receipt_mismatch: 'سجلّ الإيصال وتوقيعه غير متطابقين',
    no_manifest: 'لا توجد بيانات اعتماد للمحتوى',
    no_license_assertion: 'بيانات اعتماد للمحتوى، لكن من دون ترخيص',
    manifest_invalid: 'بيانات اعتماد المحتوى تالفة',
    content_mismatch: 'ليست الصورة المرخَّصة',
    remote_manifest: 'بيانات اعتماد المحتوى محفوظة في مكان آخر',
    unsupported_media_type: 'نوع ملف غير مدعوم',
    invalid_options: 'إعداد المُحقِّق غير صحيح',
    not_found: 'لا يوجد إيصال كهذا',
    fetch_failed: 'تعذّر الوصول إلى المُصدِر',
  },
  /** The title of a code this verifier does not know (from a newer library). */
  unknownTitle: 'غير صالح',
};
