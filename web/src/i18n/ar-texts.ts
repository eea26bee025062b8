/** What the page's own codes mean, in Arabic (the keys of `./en-texts.ts`), and `@tlp/core`'s texts. */
export { texts as verdict } from '@tlp/core/messages/ar-texts';

import type { PageTexts } from './en-texts.js';

export const page: PageTexts = {
  issuer_not_allowed:
    'هذا الإيصال صادر عن خادم تراخيص لم تُضبط هذه الصفحة على الثقة به، لذا لم يُفحص ولم يُنزَّل أي شيء من ذلك الخادم. تحقّق منه على صفحة ذلك المُصدِر نفسه.',
  issuer_elsewhere:
    'أصدر هذا الإيصالَ خادمُ تراخيص غير الخادم الذي يقدّم هذه الصفحة، لذا فمفاتيحه ليست هنا للتحقق منه. هذا لا يقول شيئًا ضد الإيصال: افتحه على صفحة مُصدِره.',
  unsupported_input:
    'الصق إيصالًا (النص الطويل الذي يبدأ بـ «eyJ»)، أو معرّف إيصال (يبدأ بـ «rcpt_»)، أو رابط إيصال؛ أو اختر صورة أو فيديو أو ملفًا صوتيًا.',
  file_too_large:
    'تُقرأ ملفات هذه الصيغة كاملة في الذاكرة للتحقق منها، ويُتحقَّق منها هنا حتى 256 ميغابايت. أما مقاطع الفيديو (MP4 وMOV) وصوت M4A وصور HEIC أو AVIF فتُقرأ على أجزاء، بأي حجم.',
};
