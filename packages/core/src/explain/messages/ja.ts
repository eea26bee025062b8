/** The words of every verdict in Japanese (the keys of the English catalog, `./en.ts`). */
import type { VerdictMessages } from './en.js';

export const messages: VerdictMessages = {
  locale: 'ja',
  headline: {
    licensed: 'ライセンス済み・有効',
    recovered: 'ライセンスされた画像と認識されました（ただしバイト単位では同一ではありません）',
    untrusted: '有効ですが、信頼されていない署名者による署名です',
    denied: 'レシートは有効ですが、この利用はライセンスされていません',
    unverified: '未検証：照合する発行者がありません',
    no_credentials: 'コンテンツクレデンシャルがありません',
    invalid: '無効',
  },
  thisThing: {
    image: 'この画像',
    video: 'この動画',
    audio: 'この音声ファイル',
    document: 'この文書',
    receipt: 'このレシート',
  },
  ThisThing: {
    image: 'この画像',
    video: 'この動画',
    audio: 'この音声ファイル',
    document: 'この文書',
    receipt: 'このレシート',
  },
  generated: {
    image: '生成された画像',
    video: '生成された動画',
    audio: '生成された音声ファイル',
    document: '生成された文書',
  },
  theLicensed: {
    image: 'ライセンスされた画像',
    video: 'ライセンスされた動画',
    audio: 'ライセンスされた音声ファイル',
    document: 'ライセンスされた文書',
  },
  useCheck: '予定された生成（出力が作られる前の事前確認）',
  useOther: '種類「{kind}」の利用',
  allowedUse: '{output}（用途：{purpose}、{channels}、{territories}）',
  commercial: '商用の{purpose}',
  nonCommercial: '非商用の{purpose}',
  purposes: { advertising: '広告', personal: '個人利用', 'branded content': 'ブランデッドコンテンツ' },
  channels: { social: 'ソーシャルメディア', web: 'ウェブ', tv: 'テレビ', in_app: 'アプリ内' },
  worldwide: '全世界',
  quoted: '「{value}」',
  changed: {
    image: 'この画像は署名後に変更されています',
    video: 'この動画は署名後に変更されています',
    audio: 'この音声ファイルは署名後に変更されています',
    document: 'この文書は署名後に変更されています',
  },
  noTalent: 'タレントなし',
  nameNotPublished: '発行者が名前を公開していないタレント',
  namesNotPublished: { other: '発行者が名前を公開していないタレント{count}名' },
  until: {
    permitted: '発行者によれば現在も許可されています。終了日は公開されていません',
    revoked: 'その後、発行者により取り消されました',
    suspended: '現在、発行者により停止されています',
    unknown: '終了日は公開されていません',
  },
  by: '{issuer}により{date}から（{until}）',
  licensedTalent: { other: '{talent}は{use}について{by}ライセンスされています' },
  clearedNoTalent: 'タレントの名前・肖像・声を使わない{use}が{by}承認されています',
  licensedFile: '{base}。{thing}はライセンスされたファイルそのもので、1バイトも違いません。',
  licensedReceipt: '{base}。このレシートは本物です。',
  licensedReceiptNaming: '{base}。このレシートは本物で、{output}をダイジェストで特定しています。',
  untrustedFile:
    '{base}。{thing}はライセンスされたファイルそのものですが、そのコンテンツクレデンシャルは、この検証ツールが信頼していない証明書で署名されています。',
  recovered: {
    other:
      '{Thing}は、{talent}がライセンスされている画像（{use}、{issuer}により{date}から、{until}）と一致します（類似度 {similarity}/100）',
  },
  recoveredNoTalent:
    '{Thing}は、タレントの名前・肖像・声を使わない{use}として承認された画像（{issuer}により{date}から、{until}）と一致します（類似度 {similarity}/100）',
  recoveredStripped:
    '{match}。コンテンツクレデンシャルが削除されたか再エンコードされたため、ライセンスされたファイルとバイト単位で同一ではありません。',
  recoveredChanged:
    '{match}。この画像自身のコンテンツクレデンシャルはもうそのバイトと一致しません（署名後に編集または再エンコードされました）。そのため、ライセンスされたファイルとバイト単位で同一ではありません。',
  denied: {
    other:
      '{issuer}は{date}に、{talent}が{use}についてライセンスされなかったことを記録しました（判定「{decision}」）。',
  },
  unverifiedFile:
    '{Thing}にはライセンスのレシートが含まれていますが、照合先のライセンスサーバーが指定されていないため、その内容は何も確認されていません。',
  unverifiedReceipt:
    'このレシートの照合先となるライセンスサーバーが指定されていないため、その内容は何も確認されていません。',
  noCredentials:
    '{thing}には、出所を示す情報も、そこに含まれる人物の名前・肖像・声がライセンスされていることを示す情報もありません。',
  titleSentence: '{title}。',
  /** Each verdict code's explanation, in a few words (its full text: `./ja-texts.ts`). */
  titles: {
    malformed: '読み取れるレシートではありません',
    alg_not_allowed: '許可されていない方式で署名されています',
    typ_mismatch: 'レシートではありません',
    kid_unknown: '発行者が公開していない鍵で署名されています',
    signature_invalid: '署名が一致しません',
    issuer_mismatch: '別の発行者によるものです',
    version_unsupported: '不明なプロトコルバージョン',
    test_key_in_live_mode: '本番のレシートが必要なところにテスト用のレシート（またはその逆）',
    keys_unavailable: '発行者の公開鍵を取得できませんでした',
    receipt_mismatch: 'レシートの記録と署名が一致しません',
    no_manifest: 'コンテンツクレデンシャルがありません',
    no_license_assertion: 'コンテンツクレデンシャルはありますが、ライセンスがありません',
    manifest_invalid: 'コンテンツクレデンシャルが壊れています',
    content_mismatch: 'ライセンスされた画像ではありません',
    remote_manifest: 'コンテンツクレデンシャルは別の場所にあります',
    unsupported_media_type: '対応していないファイル形式',
    invalid_options: '検証ツールの設定が誤っています',
    not_found: 'そのレシートはありません',
    fetch_failed: '発行者に接続できませんでした',
  },
  /** The title of a code this verifier does not know (from a newer library). */
  unknownTitle: '無効',
};
