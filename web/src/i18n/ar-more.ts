/** The page's words that only some of its views show (see `./en-more.ts`), in Arabic. */
import type { MoreMessages } from './en-more.js';

export const more: MoreMessages = {
  verifyAnother: 'تحقّق من صورة أو من إيصال آخر',
  samples: 'جرّب مثالًا',
  samplesText:
    'ملفات وقّعتها بيئة الاختبار هذه عند بدء تشغيلها. انقر على أحدها للتحقق منه هنا، أو نزّله لإفلاته أعلاه أو لتمريره إلى {command}.',
  sampleTitles: {
    'licensed.jpg': 'صورة فوتوغرافية مرخَّصة (JPEG)',
    'licensed.png': 'صورة مرخَّصة (PNG)',
    'licensed.mp4': 'فيديو مرخَّص (MP4)',
    'licensed.wav': 'ملف صوتي مرخَّص (WAV)',
    'tampered.jpg': 'عُدِّل بعد التوقيع',
    'plain.jpg': 'لا توجد بيانات اعتماد للمحتوى',
    'receipt.jws': 'إيصال وحده',
  },
  fetching: 'جارٍ تنزيل الإيصال والتحقق منه…',
  receiptId: 'الإيصال {id}',
  publicRecord: 'السجلّ العام للإيصال (JSON)',
  why: 'السبب: {title}',
  openOnIssuer: 'افتح هذا الإيصال على صفحة مُصدِره',
  technical: 'الرمز {code}: {message}',
  /** The page's own codes, in a few words (their full text: `./ar-texts.ts`). */
  titles: {
    issuer_not_allowed: 'لا يُتحقَّق من هذا المُصدِر هنا',
    issuer_elsewhere: 'هذا الإيصال تابع لخادم آخر',
    unsupported_input: 'ليس شيئًا يمكن التحقق منه',
    file_too_large: 'الملف كبير جدًا',
  },
};
