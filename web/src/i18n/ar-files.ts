/** The words of a file's verdict (see `./en-files.ts`), in Arabic. */
import type { FileMessages } from './en-files.js';

export const files: FileMessages = {
  previewTooLarge:
    'لا معاينة: تعلن الصورة عن {width} x {height} بكسل، وهذا أكثر من {max} ميغابكسل المعروضة هنا.',
  previewHeic:
    'لا معاينة: لا يستطيع هذا المتصفح عرض صور HEIC أو HEIF (يستطيع Safari ذلك، ولا يستطيعه Chrome وEdge وFirefox). وقد فُحص الملف مع ذلك: الحكم أعلاه يخص بايتاته.',
  previewShow: 'لا معاينة: لا يستطيع هذا المتصفح عرض {what}. وقد فُحص الملف مع ذلك: الحكم أعلاه يخص بايتاته.',
  previewPlay:
    'لا معاينة: لا يستطيع هذا المتصفح تشغيل {what}. وقد فُحص الملف مع ذلك: الحكم أعلاه يخص بايتاته.',
  credentials: 'بيانات اعتماد المحتوى (C2PA)',
  noManifest: 'لا يحتوي الملف على أي بيان C2PA.',
  signer: 'جهة التوقيع',
  signerNames: 'شهادة تسمّي نفسها «{subject}»',
  signerIssuer: 'صادرة عن شهادة تسمّي نفسها «{issuer}»',
  validUntil: 'صالحة حتى {date}',
  unknown: 'غير معروف',
  notChecked: 'لم يُفحص',
  valid: 'توقيع الموقِّع صالح',
  invalid: 'توقيع الموقِّع غير صالح',
  binding: 'الارتباط',
  bound: 'البيان مرتبط بهذه البايتات',
  changed: 'تغيّر المحتوى بعد توقيعه',
  signerTrust: 'الثقة بجهة التوقيع',
  trusted: 'تتسلسل إلى جذر يثق به هذا المُحقِّق',
  untrusted: 'لا تتسلسل إلى أي جذر يثق به هذا المُحقِّق (الاسم الذي تطلقه الشهادة على نفسها لا يثبت شيئًا)',
  assertion: 'إقرار الترخيص',
  theOutput: 'المُخرَج المرخَّص نفسه بايتًا ببايت',
  notTheOutput: 'ليس المُخرَج المرخَّص',
  contentDigest: 'بصمة المحتوى',
  receiptNames: 'يذكر الإيصال',
  failures: 'إخفاقات C2PA',
};
