/** The embed's own words in Japanese (the keys of `./en.ts`). */
import type { EmbedMessages } from './en.js';

export const words: EmbedMessages = {
  pin: {
    licensed: { text: 'ライセンス済み', label: 'ライセンス済みの画像：ライセンスを表示' },
    recovered: {
      text: '照合済み',
      label: '照合済み：ライセンスされた画像ですが、バイト単位では同一ではありません。詳細を表示',
    },
    invalid: { text: '無効', label: 'ライセンスが無効です：理由を表示' },
    unchecked: { text: '確認できません', label: '確認できません：理由を表示' },
  },
  seeReceipt: 'レシートを見る',
  talent: 'タレント',
  talentId: 'タレントID',
  licensedBy: 'ライセンス発行者',
  issued: '発行日',
  signer: '署名者',
  inTrustList: 'このページの信頼リストにあります',
  notInTrustList: 'このページの信頼リストにありません',
  testNote: 'サンドボックスのテスト用ライセンスです。実際には何もライセンスしません。',
  checkedNote: 'ライセンスサーバーが公開している鍵を使い、お使いのブラウザー内で確認しました。',
  cannotCheck: '確認できません',
  corsRefused:
    '画像のサーバーがこのページによる読み取りを許可していないため、ライセンスを確認できませんでした。',
  tooLarge: '画像が大きすぎるため、ブラウザー内で確認できません。',
  unreachable: '確認のために画像をダウンロードできませんでした。',
  unreachableStatus: '確認のために画像をダウンロードできませんでした（サーバーの応答：{status}）。',
  failed: '確認を実行できませんでした：{error}',
  notAcceptedTitle: 'このページが受け付けないサーバーによる発行です',
  notAccepted:
    'ライセンスは{issuer}を示していますが、このページが信頼するライセンスサーバーには含まれていません。',
  noIssuer: '発行者なし',
  notLicensedTitle: 'ライセンスされていません',
  notLicensed: 'ライセンスサーバーはこの利用を「{decision}」と記録しており、許可されていません。',
  revokedTitle: 'ライセンスは取り消されました',
  revoked:
    'この画像は作成時にはライセンスされていましたが、その根拠となるライセンスはその後取り消されました。',
  suspendedTitle: 'ライセンスは停止されています',
  suspended:
    'この画像は作成時にはライセンスされていましたが、その根拠となるライセンスはその後停止されました。',
};
