/** The words of a file's verdict (see `./en-files.ts`), in Japanese. */
import type { FileMessages } from './en-files.js';

export const files: FileMessages = {
  previewTooLarge:
    'プレビューなし：この画像は{width} x {height}ピクセルと宣言しており、ここで表示する{max}メガピクセルを超えています。',
  previewHeic:
    'プレビューなし：このブラウザーはHEICやHEIFの画像を表示できません（Safariは表示できますが、Chrome、Edge、Firefoxはできません）。それでも確認は行われました。上の判定はそのバイトについてのものです。',
  previewShow:
    'プレビューなし：このブラウザーは{what}を表示できません。それでも確認は行われました。上の判定はそのバイトについてのものです。',
  previewPlay:
    'プレビューなし：このブラウザーは{what}を再生できません。それでも確認は行われました。上の判定はそのバイトについてのものです。',
  credentials: 'コンテンツクレデンシャル（C2PA）',
  noManifest: 'このファイルにはC2PAマニフェストがありません。',
  signer: '署名者',
  signerNames: '自らを「{subject}」と名乗る証明書',
  signerIssuer: '自らを「{issuer}」と名乗る証明書が発行',
  validUntil: '{date}まで有効',
  unknown: '不明',
  notChecked: '未確認',
  valid: '署名者の署名は有効です',
  invalid: '署名者の署名を検証できません',
  binding: 'バインディング',
  bound: 'マニフェストはこのバイト列に結び付いています',
  changed: '署名後に内容が変更されています',
  signerTrust: '署名者の信頼性',
  trusted: 'この検証ツールが信頼するルートにつながっています',
  untrusted:
    'この検証ツールが信頼するルートにつながっていません（証明書の名乗る名前は何の証明にもなりません）',
  assertion: 'ライセンスのアサーション',
  theOutput: 'ライセンスされた出力とバイト単位で一致',
  notTheOutput: 'ライセンスされた出力ではありません',
  contentDigest: 'コンテンツのダイジェスト',
  receiptNames: 'レシートが示すもの：',
  failures: 'C2PAのエラー',
};
