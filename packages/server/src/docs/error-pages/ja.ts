import type { ErrorCatalog } from './en.js';

/** The error pages in Japanese. */
export const ja: ErrorCatalog = {
  chrome: {
    errors: 'エラー',
    pageTitle: '{code} ({status}) · TLP のエラー',
    planned: '予定の機能',
    meaning: '意味',
    when: '発生する場合',
    action: '対処',
    retry: '再試行',
    retryYes:
      'はい: 同じ Idempotency-Key と同じボディで再試行してください。応答に `Retry-After` があれば、その秒数だけ待ってから再試行します。',
    retryNo: 'いいえ: 同じリクエストを再試行しても同じ応答になります。',
    body: 'すべてのエラーは `application/problem+json` のボディで、その `type` がこのページです。`type`、`title`、`status`、`code`、`request_id`(`Request-Id` ヘッダーと同じ値)は常に含まれ、`detail` と `param`(フィールド名。例: `use.territories[1]`)は役立つときに含まれます。まず `code` で、次にステータスで分岐してください。`detail` はログに出し、エンドユーザーには見せないでください。',
    indexTitle: 'エラー · TLP',
    indexIntro:
      'エラーは、リクエストを評価できなかったことを意味します。判定(`deny`、`escalate`)はエラーではありません。`reasons` を含む 200 の応答です。',
    columnCode: 'コード',
    columnStatus: 'ステータス',
    columnMeaning: '意味',
    columnRetry: '再試行',
    retryCell: '再試行可',
    noRetryCell: '不可',
  },
  codes: {
    invalid_request: {
      title: '不正なリクエスト',
      meaning:
        'リクエストを読み取れませんでした。ボディが JSON でない、JSON オブジェクトでない、またはリクエスト自体の形式が不正です。',
      when: 'JSON として解析できないボディ、別のコンテンツタイプのボディ、名前のないクエリパラメーター(`?=x`)、重複した Authorization ヘッダー、または Node が受け付けられないリクエスト行や Host ヘッダー。',
      action:
        'リクエストを修正してください。Content-Type: application/json で JSON オブジェクトを送信します。',
    },
    parameter_missing: {
      title: 'パラメーターの不足',
      meaning: '必須のフィールドがありません。`param` がその名前を示します。',
      when: 'スキーマが必須とするフィールドを欠いた POST ボディ。例: POST /v1/checks の `use`、または POST /v1/verifications で `receipt` も `sha256` もない場合。',
      action: '`param` が示すフィールドを追加してください。',
    },
    parameter_invalid: {
      title: '不正なパラメーター',
      meaning:
        'フィールド、クエリパラメーター、またはヘッダーに許可されていない値があります。`param` がその名前を示します。',
      when: '型や形式の誤った値、未知のフィールド、未知または重複したクエリパラメーター、他のフィルターと併用されたカーソル、空または長すぎる Idempotency-Key、形式の不正な Service-Account。',
      action: '`param` が示す値を修正してください。期待される内容は `detail` にあります。',
    },
    unsupported_modality: {
      title: '対応していないモダリティ',
      meaning: '要求されたモダリティは、この用途では提供されていません。',
      when: 'プロトコルで予約されています。サンドボックスは受け付けるモダリティをすべて判定します(ライセンスのないモダリティはエラーではなく `deny` です)。',
      action: '用途のモダリティを変更してください。',
    },
    unsupported_media_type: {
      title: '対応していないメディアタイプ',
      meaning:
        'アーティファクトのメディアタイプがこのサーバーで受け付けられないか、そのチェックのモダリティに合っていません。',
      when: 'POST /v1/generations で、`artifact.media_type` が PNG・JPEG・WebP・AVIF・HEIC・HEIF の画像、プレーンテキスト、WAV・MP3・M4A の音声、MP4・MOV の動画のいずれでもない場合。または出力の種類がチェックの用途と異なる場合(画像の用途には画像、動画の用途には動画、テキストの用途にはテキスト、音声・オーディオの用途には音声か動画)。',
      action:
        '出力を受け付けられるメディアタイプに変換するか、この出力のモダリティでチェックを行い、新しいキーで再送信してください。',
    },
    media_unreadable: {
      title: 'メディアを読み取れません',
      meaning: 'アーティファクトのバイト列を、宣言されたメディアタイプとしてデコードできません。',
      when: 'POST /v1/generations で `artifact.data` がその `media_type` の有効なファイルでない場合、ヘッダーが 40 メガピクセルを超えると宣言する画像(デコード前に拒否)、または HEVC で符号化された HEIC/HEIF 画像(サンドボックスは AV1 で符号化された HEIF のみデコードします)。',
      action:
        '出力の実際のバイト列を送信してください。画像は 40 メガピクセル以下にし、HEIC の写真は AVIF・PNG・JPEG・WebP にするか、ダイジェストのみを送信します。',
    },
    version_unsupported: {
      title: '対応していないバージョン',
      meaning: '`Service-Version` ヘッダーが、このサーバーの知らないバージョンを指定しています。',
      when: '未知の日付付きバージョンを指定したリクエスト(公開のものも含む)。',
      action:
        'ディスカバリードキュメントの `api_versions` にあるバージョンのいずれかを送信するか、ヘッダーを省略してアカウントに固定されたバージョンを使ってください。',
    },
    authorization_code_invalid: {
      title: '不正な認可コード',
      meaning:
        'OAuth の認可コードが未知、期限切れ、使用済み、またはその検証子やリダイレクト URI と一致しません。',
      when: '予定の機能である接続でのみ発生します。このサーバーの操作はまだこのエラーを返しません。',
      action: '認可を最初からやり直してください。',
    },
    authentication_required: {
      title: '認証が必要です',
      meaning: 'この操作にはシークレットキーが必要ですが、送信されませんでした。',
      when: 'Authorization ヘッダーがない、または `Bearer <key>` の形式でない場合。キーなしのダイジェストによる検証も含みます。',
      action: '`Authorization: Bearer rk_test_…`(または `rk_live_…`)を送信してください。',
    },
    invalid_api_key: {
      title: '不正な API キー',
      meaning: '送信されたキーは、既知で失効していないキーではありません。',
      when: '形式が不正、未知、または失効した Bearer の値。',
      action: '有効なキーを使ってください。紛失したキーは復元できないため、新しく作成します。',
    },
    token_invalid: {
      title: '不正なトークン',
      meaning: '署名付きトークンが、署名・対象者・有効期限のいずれかの検査に失敗しました。',
      when: '予定の機能であるトークンを伴う操作(セッション)のために予約されています。',
      action: '新しいチェックを行うか、セッショントークンを更新してください。',
    },
    insufficient_scope: {
      title: 'スコープ不足',
      meaning: '制限付きキーに、この操作に必要なスコープがありません。`detail` がその名前を示します。',
      when: 'POST /v1/test_helpers/api_keys で作成したスコープのないキー、またはテストヘルパーでの制限付きキー(テストヘルパーには制限のないキーが必要です)。',
      action: 'そのスコープを持つキー、または制限のないキーを使ってください。',
    },
    account_not_connected: {
      title: 'アカウントが接続されていません',
      meaning:
        'この呼び出しは、有効な接続がないまま別のアカウント(`Service-Account`)の代わりに操作しようとしています。',
      when: 'Service-Account で別のアカウントを指定した認証済みの呼び出し。接続は予定の機能のため、まだ存在しません。',
      action: '中止してください。自分のアカウントの操作だけを行います。',
    },
    mandate_required: {
      title: '委任が必要です',
      meaning: '代理人が、その行為を対象とする委任なしにタレントの代わりに操作しました。',
      when: '予定の機能である委任でのみ発生します。このサーバーの操作はまだこのエラーを返しません。',
      action: '中止してください。',
    },
    livemode_mismatch: {
      title: 'モードの不一致',
      meaning: 'キーのモードが、オブジェクトまたは操作のモードと異なります。',
      when: 'テスト専用の操作(ファセット、テストヘルパー、取り下げ)でのライブキーの使用、または自分のオブジェクトを別のモードで読み取ろうとした場合。',
      action: '正しいモードのキーを使ってください。',
    },
    live_not_activated: {
      title: 'ライブモードが有効になっていません',
      meaning: 'ライブのチェックと生成は実装済みですが、このサービスではライブ署名が有効になっていません。',
      when: 'ライブキーによる POST /v1/checks または POST /v1/generations。何も評価・予約・保存されていません。',
      action: '再試行しないでください。運用者がライブ署名を有効にするまで応答は変わりません。',
    },
    platform_not_permitted: {
      title: '許可されていないプラットフォーム',
      meaning: 'チェックで明示的に指定したライセンスが、呼び出し元のプラットフォームを除外しています。',
      when: 'POST /v1/checks で、呼び出し元を含まないプラットフォームのライセンスを `license` に指定した場合(`license` がなければ、チェックは代わりに `platform_not_licensed` を伴う `deny` になります)。',
      action: '`license` を省略するか、ライセンシーにライセンスの拡大を依頼してください。',
    },
    resource_not_found: {
      title: '見つかりません',
      meaning: 'このアカウントとモードにそのオブジェクトがないか、そのような操作がありません。',
      when: '未知の ID、パスとは別の種類の ID(どれかは detail に示されます)、ルートのないパス、または予定の操作(タイトルは "Operation not available")。',
      action: 'ID、キーのモード、パスを確認してください。',
    },
    idempotency_key_in_use: {
      title: '冪等キーが使用中です',
      meaning: 'この Idempotency-Key による最初のリクエストがまだ処理中です。',
      when: '最初のリクエストが応答する前に、同じキーと同じボディで POST を再送信した場合。',
      action:
        '`Retry-After` 秒後に同じキーと同じボディで再試行してください。最初のリクエストの応答が返ります。',
    },
    generation_already_submitted: {
      title: '生成は提出済みです',
      meaning: 'チェックのこの候補には、すでに生成があります。',
      when: '(別のキーで)提出済みの `candidate_index` に対する POST /v1/generations。',
      action: '既存の生成を使ってください。',
    },
    authorization_consumed: {
      title: '認可を使い切りました',
      meaning: 'チェックの認可に、残りの生成回数がありません(`max_generations` に到達)。',
      when: '`generations_used` が `max_generations` に達した後の POST /v1/generations。',
      action: '新しいチェックを行ってください。',
    },
    check_not_allowed: {
      title: 'チェックが許可されていません',
      meaning: 'チェックの判定が `allow` ではありません。',
      when: '拒否・エスカレーション・保留中のチェックを指定した POST /v1/generations。',
      action: '提出も配信もしないでください。何も認可されていません。',
    },
    check_expired: {
      title: 'チェックの期限切れ',
      meaning: 'チェックの認可の有効期限が切れています。',
      when: '`authorization.expires_at`(許可から 1 時間後)を過ぎた後の POST /v1/generations。',
      action: '新しいチェックを行ってください。',
    },
    escalation_closed: {
      title: 'エスカレーションは終了しています',
      meaning: 'エスカレーションはすでに解決、期限切れ、または取り消されています。',
      when: 'もう開いていないエスカレーションに対する POST /v1/test_helpers/checks/{check_id}/resolve。',
      action: 'チェックを読み取って結果を確認してください。',
    },
    license_draft_closed: {
      title: 'ライセンス草案は終了しています',
      meaning: 'ライセンスの草案はすでに署名、辞退、破棄、または期限切れになっています。',
      when: '予定の機能であるライセンス草案でのみ発生します。このサーバーの操作はまだこのエラーを返しません。',
      action: '新しい草案を作成してください。',
    },
    invalid_state_transition: {
      title: '不正な状態遷移',
      meaning: 'オブジェクトのステータスでは、この操作はできません。',
      when: '保留されていない生成の取り下げ・公開・辞退・失効。許可されないステータスからのライセンスの一時停止・再開・取り消し。エスカレーションされていないチェックの解決。',
      action: 'オブジェクトを読み取り、現在のステータスに応じて操作してください。',
    },
    session_not_active: {
      title: 'セッションが有効ではありません',
      meaning: 'セッションは終了したか、打ち切られました。',
      when: '予定の機能であるセッションでのみ発生します。このサーバーの操作はまだこのエラーを返しません。',
      action: '出力を停止してください。',
    },
    payload_too_large: {
      title: 'ペイロードが大きすぎます',
      meaning: 'リクエストのボディ、またはチェックのテキストが上限を超えています。',
      when: '10 MiB を超えるボディ、またはテキストの合計が 64 KiB を超えるチェックの入力。',
      action: '送る量を減らしてください。より小さなアーティファクトか、より短い入力にします。',
    },
    idempotency_key_reused: {
      title: '冪等キーの再利用',
      meaning: 'この Idempotency-Key は、別のボディまたは別のエンドポイントですでに使われています。',
      when: '過去 24 時間以内に別のリクエスト(別の本文やエンドポイント、または別の API キー)で使われたキーによる POST。何も実行されていません。',
      action: '新しいリクエストには新しいキーを使ってください。',
    },
    artifact_digest_mismatch: {
      title: 'アーティファクトのダイジェストの不一致',
      meaning: 'アーティファクトのバイト列の SHA-256 が、`artifact.sha256` で宣言された値と異なります。',
      when: '`artifact.data` のダイジェストが `artifact.sha256` と異なる POST /v1/generations。',
      action: '送信するバイト列そのもののダイジェストを計算し直してください。',
    },
    upgrade_required: {
      title: 'アップグレードが必要です',
      meaning:
        'セッションのストリームは WebSocket で、通常の HTTP リクエストでは開けません。プロトコルはこの応答にステータス(426)を定め、コードを定めていないため、このサーバーは `upgrade_required` と名付けています。',
      when: '/v1/sessions/{session_id}/stream へのアップグレードではないリクエスト。',
      action:
        'サブプロトコル tlp.session.v1 を提示する WebSocket アップグレードでストリームを開いてください(セッションは予定の機能です)。',
    },
    request_timeout: {
      title: 'リクエストのタイムアウト',
      meaning:
        'リクエストが時間内に届きませんでした。ヘッダーまたはボディの到着が遅すぎます。プロトコルにはこれを表すコードがないため、このサーバーは `request_timeout`(408)と名付けています。',
      when: '接続(または前の応答)から 10 秒以内にヘッダーが揃わない場合。最初の 10 秒以降の平均が 4 KiB/s 未満のボディ、または 120 秒以内に揃わないボディ(10 MiB のボディを 87 KiB/s で送るのに十分な時間)。応答の後、接続は閉じられます。',
      action:
        '新しい接続で、リクエストを途切れなく全体を送り直してください(同じ Idempotency-Key で。何も実行されていません)。',
    },
    rate_limited: {
      title: 'レート制限',
      meaning: 'レート制限を超えました。何も実行されていません。',
      when: 'RateLimit-Policy で示されるポリシーが許す数を超えるリクエスト(アカウントごとにチェックは毎秒 20、生成は毎秒 5、その他の認証済み呼び出しは毎秒 5。レシートの公開読み取りと検証は IP アドレスごとに毎分 10)。',
      action: '`Retry-After` 秒待ってから、同じキーと同じボディで再試行してください。',
    },
    internal_error: {
      title: '内部エラー',
      meaning: 'サーバーで予期しない障害が起きました。',
      when: 'バグまたはストレージの障害。エラーはリクエスト ID とともに記録されます。',
      action:
        '間隔を延ばしながら同じ Idempotency-Key で再試行してください。続く場合は `request_id` を報告してください。',
    },
    service_unavailable: {
      title: 'サービスを利用できません',
      meaning: 'サービスは一時的に利用できません。',
      when: 'サーバーの起動中でリクエストを受け付ける前、データベース(PostgreSQL)に接続できないとき、すでに 128 の接続を開いているクライアント(アドレス、または IPv6 の /64)からの新しい接続(`TLP_MAX_CONNECTIONS_PER_ADDRESS`)、またはすでに 10,000 の接続を持つサーバーへの新しい接続(`TLP_MAX_CONNECTIONS`)。その接続は閉じられます。',
      action: '生成しないでください。`Retry-After` 秒後に再試行します。',
    },
    evaluation_timeout: {
      title: '評価のタイムアウト',
      meaning: '検証が時間内に終わりませんでした。',
      when: 'POST /v1/verifications だけが返します(サンドボックスのレシートとダイジェストによる検証はタイムアウトしません)。',
      action: '再試行するか、レシート ID で検証してください。',
    },
  },
};
