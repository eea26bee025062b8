/** What the page's own codes mean, in Japanese (the keys of `./en-texts.ts`), and `@tlp/core`'s texts. */
export { texts as verdict } from '@tlp/core/messages/ja-texts';

import type { PageTexts } from './en-texts.js';

export const page: PageTexts = {
  issuer_not_allowed:
    'このレシートは、このページが信頼するよう設定されていないライセンスサーバーのものです。そのため確認は行わず、そのサーバーからは何も取得していません。その発行者自身のページで検証してください。',
  issuer_elsewhere:
    'このレシートは、このページを提供しているサーバーとは別のライセンスサーバーが発行したもので、確認に必要な鍵がここにはありません。レシートに問題があるという意味ではありません。発行者自身のページで開いてください。',
  unsupported_input:
    'レシート（「eyJ」で始まる長いテキスト）、レシートID（「rcpt_」で始まるもの）、またはレシートのリンクを貼り付けるか、画像、動画、音声ファイルを選択してください。',
  file_too_large:
    'この形式のファイルは検証のために全体をメモリーに読み込むため、ここでは256 MBまで検証します。動画（MP4、MOV）、M4A音声、HEICやAVIFの写真は分割して読み込むため、どのサイズでも検証できます。',
};
