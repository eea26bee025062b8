/** The embed's own words in Arabic (the keys of `./en.ts`); read right to left. */
import type { EmbedMessages } from './en.js';

export const words: EmbedMessages = {
  pin: {
    licensed: { text: 'مرخَّصة', label: 'صورة مرخَّصة: اعرض الترخيص' },
    recovered: {
      text: 'تم التعرّف عليها',
      label: 'تم التعرّف عليها كصورة مرخَّصة، لكنها ليست مطابقة بايتًا ببايت: اعرض الكيفية',
    },
    invalid: { text: 'غير صالح', label: 'الترخيص غير صالح: اعرض السبب' },
    unchecked: { text: 'تعذّر الفحص', label: 'تعذّر الفحص: اعرض السبب' },
  },
  seeReceipt: 'اعرض الإيصال',
  talent: 'المواهب',
  talentId: 'معرّف الموهبة',
  licensedBy: 'الترخيص صادر عن',
  issued: 'تاريخ الإصدار',
  signer: 'جهة التوقيع',
  inTrustList: 'ضمن قائمة الثقة لهذه الصفحة',
  notInTrustList: 'ليست ضمن قائمة الثقة لهذه الصفحة',
  testNote: 'ترخيص تجريبي من بيئة اختبار: لا يرخِّص أي شيء حقيقي.',
  checkedNote: 'فُحص في متصفحك بالمفاتيح التي ينشرها خادم التراخيص.',
  cannotCheck: 'تعذّر الفحص',
  corsRefused: 'لا يسمح خادم الصورة لهذه الصفحة بقراءتها، لذا تعذّر فحص ترخيصها.',
  tooLarge: 'الصورة أكبر من أن تُفحص في المتصفح.',
  unreachable: 'تعذّر تنزيل الصورة لفحصها.',
  unreachableStatus: 'تعذّر تنزيل الصورة لفحصها (أجاب الخادم بـ {status}).',
  failed: 'تعذّر إجراء الفحص: {error}',
  notAcceptedTitle: 'صادر عن خادم لا تقبله هذه الصفحة',
  notAccepted: 'يذكر الترخيص {issuer}، وهو ليس من خوادم التراخيص التي تثق بها هذه الصفحة.',
  noIssuer: 'لا مُصدِر',
  notLicensedTitle: 'غير مرخَّص',
  notLicensed: 'سجّل خادم التراخيص هذا الاستخدام بأنه «{decision}»، أي غير مسموح به.',
  revokedTitle: 'أُلغي الترخيص',
  revoked: 'كانت هذه الصورة مرخَّصة عند إنشائها، لكن الترخيص الذي استندت إليه أُلغي منذ ذلك الحين.',
  suspendedTitle: 'عُلِّق الترخيص',
  suspended: 'كانت هذه الصورة مرخَّصة عند إنشائها، لكن الترخيص الذي استندت إليه عُلِّق منذ ذلك الحين.',
};
