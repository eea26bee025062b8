/** The page's words that only some of its views show (see `./en-more.ts`), in Japanese. */
import type { MoreMessages } from './en-more.js';

export const more: MoreMessages = {
  verifyAnother: '画像または別のレシートを検証する',
  samples: 'サンプルを試す',
  samplesText:
    'このサンドボックスが起動時に署名したファイルです。クリックするとここで検証できます。ダウンロードして上にドロップしたり、{command}に渡したりすることもできます。',
  sampleTitles: {
    'licensed.jpg': 'ライセンス済みの写真（JPEG）',
    'licensed.png': 'ライセンス済みの画像（PNG）',
    'licensed.mp4': 'ライセンス済みの動画（MP4）',
    'licensed.wav': 'ライセンス済みの音声（WAV）',
    'tampered.jpg': '署名後に変更されたもの',
    'plain.jpg': 'コンテンツクレデンシャルなし',
    'receipt.jws': 'レシートのみ',
  },
  fetching: 'レシートを取得して検証しています…',
  receiptId: 'レシート {id}',
  publicRecord: 'レシートの公開記録（JSON）',
  why: '理由：{title}',
  openOnIssuer: 'このレシートを発行者のページで開く',
  technical: 'コード {code}：{message}',
  /** The page's own codes, in a few words (their full text: `./ja-texts.ts`). */
  titles: {
    issuer_not_allowed: 'この発行者はここでは検証されません',
    issuer_elsewhere: 'このレシートは別のサーバーのものです',
    unsupported_input: '検証できるものではありません',
    file_too_large: 'ファイルが大きすぎます',
  },
};
