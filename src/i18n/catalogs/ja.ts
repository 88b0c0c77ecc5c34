import type { Catalog } from '../catalog.js';

/**
 * 日本語。です・ます調。用語集: credits → クレジット; API key → APIキー; key → キー; server key →
 * サーバーキー; workflow → ワークフロー; image service → 画像サービス; generation → 生成;
 * link/unlink → 連携/連携解除; revoke → 無効化; daily limit → 1日の上限; Re-roll → 引き直す。
 */
export const ja: Catalog = {
  language: { name: '日本語' },
  units: {
    bytes: '{count, plural, other {# バイト}}',
    kilobytes: '{n, number} KB',
    megabytes: '{n, number} MB',
    credits: '{count, plural, other {{amount} クレジット}}',
    otherCurrency: '{amount} {currency}',
  },
  painter: {
    title: '変えたい部分を塗ってください',
    brush: 'ブラシ',
    eraser: '消しゴム',
    size: 'サイズ',
    clear: 'すべて消す',
    prompt: 'プロンプト',
    send: '送信',
    sending: '送信中…',
    sent: '✅ 送信しました。塗った範囲はチャンネルで待っています（あなたにだけ表示）。そこで **範囲をバリエーション** を押してください。ペインターは閉じてかまいません。',
    nothingPainted: 'まず画像の変えたい部分を塗ってください。',
    paintedNothing:
      '何も塗られていないため、何も変わりません。画像の変えたい部分を塗ってから「送信」を押してください。何も送信・請求されていません。',
    paintedWhole:
      '画像全体が塗られているため、すべてが変わってしまいます。消しゴムで一部を消してから「送信」を押してください。何も送信・請求されていません。',
    paintingUnreadable:
      'ボットが塗った内容を読み取れませんでした。「すべて消す」を押して塗り直し「送信」を押すか、ペインターを閉じて Vary (Region) をもう一度押してください。何も送信・請求されていません。',
    failed:
      '塗った内容を送信できませんでした。もう一度試すか、ペインターを閉じて Vary (Region) をもう一度使ってください。',
    gone: 'このペインターはもう使えません。期限が切れたか、送信済みか、別の人が開いたものです。カードの Vary (Region) をもう一度押してください。',
    signInFailed:
      'Discord でサインインできませんでした。ペインターを閉じて Vary (Region) をもう一度押してください。',
  },
  common: {
    warning: '⚠️ {message}',
    permissionManageServer: 'サーバー管理',
    permissionManageMessages: 'メッセージの管理',
  },
  errors: {
    unexpected:
      'こちら側で問題が発生しました（エラーID `{errorId}`）。もう一度お試しください。繰り返し起きる場合は、このIDをサーバーのスタッフに伝えてください。',
    restarting: 'ボットを再起動しています。1分ほどしてからもう一度お試しください。',
    commandUnavailable:
      'このコマンドまたはボタンはもう使えません。スラッシュコマンドをもう一度実行してください。',
    notHere:
      'そのボタンまたはフォームは、このメッセージやこの場所のものではありません。何も変更されていません。',
    notYours: 'それは別のメンバーのものです。そのメンバーだけが使えます。何も変更されていません。',
    serverOnly:
      '`{command}` はサーバー内でのみ使えます。DMではなくサーバーのチャンネルで実行してください。何も変更していません。',
    notAllowed: {
      moderateReports: '通報に対応できるのは **{permission}** 権限を持つメンバーだけです。',
      manageServerKey: 'サーバーキーを管理できるのは **{permission}** 権限を持つメンバーだけです。',
      changeDailyLimit: '1日の上限を変更できるのは **{permission}** 権限を持つメンバーだけです。',
      seeOthersBalance:
        '他のメンバーの残高を見られるのは **{permission}** 権限を持つメンバーだけです。',
      deleteOthersImage:
        '他の人がリクエストした画像を削除できるのは **{permission}** 権限を持つメンバーだけです。',
      changeLanguage:
        'サーバーの言語を変更できるのは **{permission}** 権限を持つメンバーだけです。',
      changeDefaults:
        'チャンネルやサーバーの既定値を変更できるのは **{permission}** 権限を持つメンバーだけです。',
      managePolicy:
        'サーバーのルールを変更できるのは **{permission}** 権限を持つメンバーだけです。',
      manageStyles:
        'サーバーのスタイルを追加・編集・削除できるのは **{permission}** 権限を持つメンバーだけです。',
      seeUsage:
        'メンバーごとのサーバーキー利用状況を見られるのは **{permission}** 権限を持つメンバーだけです。',
      cancelFromQueue:
        'ほかのメンバーの生成をキューからキャンセルできるのは **{permission}** 権限を持つメンバーだけです。',
    },
  },
  service: {
    taskFailedSpent:
      '{backend} はこの画像を生成できませんでした（{amount, number} {unit} 消費）。設定を変えるなどして、もう一度お試しください。',
    taskImpossible:
      '現在この画像を作れる {backend} のワーカーがいません（モデル・サイズ・ステップ数が未対応）。キャンセルしました。何も消費していません。別のモデルか小さいサイズをお試しください。',
    taskImpossibleSpent:
      '現在この画像を作れる {backend} のワーカーがいません（モデル・サイズ・ステップ数が未対応）。キャンセルしました。{amount, number} {unit} 消費しました。別のモデルか小さいサイズをお試しください。',
    taskFaulted:
      '{backend} のワーカーがこの画像の作成に失敗しました。別のモデルなどで、もう一度お試しください。',
    taskFaultedSpent:
      '{backend} のワーカーがこの画像の作成に失敗しました（{amount, number} {unit} 消費）。別のモデルなどで、もう一度お試しください。',
    taskCensored:
      '{backend} のフィルターがこの画像を露骨な内容として保留しました。プロンプトを変えるか、年齢制限チャンネルを使ってください。',
    taskCensoredSpent:
      '{backend} のフィルターがこの画像を露骨な内容として保留しました（{amount, number} {unit} 消費）。プロンプトを変えるか、年齢制限チャンネルを使ってください。',
    noBalance:
      '{backend} には残高がありません。アカウントがなく、ここでの生成に料金はかかりません。',
    noKeys: '{backend} は API キーを使いません。キーを連携せずにここで生成できます。',
    notOffered: 'このサーバーの画像バックエンドはこの機能に対応していません。',
    backendGone:
      'これはボットが提供しなくなった画像バックエンドのものです。{cmdApikeyLink} でこのサーバーの画像バックエンドのキーを連携してください。',
    anyUnit: '残高',
    usageUnit: '使用量',
    anyBackend: '画像バックエンド',
    unavailable:
      '{original, select, yes {画像サービスは現在利用できません。数分後にもう一度お試しください。} other {現在 {backend} に接続できません。数分後にもう一度お試しください。}}',
    timeout:
      '{original, select, yes {画像サービスから時間内に応答がありませんでした。数分後にもう一度お試しください。} other {{backend} から時間内に応答がありませんでした。数分後にもう一度お試しください。}}',
    rateLimited:
      '{original, select, yes {画像サービスへのリクエストが多すぎます。1分後にもう一度お試しください。} other {現在 {backend} へのリクエストが多すぎます。1 分後にもう一度お試しください。}}',
    rateLimitedFor:
      '{original, select, yes {画像サービスへのリクエストが多すぎます。{seconds, number} 秒後にもう一度お試しください。} other {現在 {backend} へのリクエストが多すぎます。{seconds, number} 秒後にもう一度お試しください。}}',
    rateLimitedRefused:
      '{backend} がリクエストを制限しているため、この画像は開始されず、{accounts, select, balance {何も消費されていません} other {課金もされていません}}。1 分後にもう一度お試しください。',
    rateLimitedRefusedFor:
      '{backend} がリクエストを制限しているため、この画像は開始されず、{accounts, select, balance {何も消費されていません} other {課金もされていません}}。{seconds, number} 秒後にもう一度お試しください。',
    quotaExceeded:
      '{backend} でこのキーのアカウントのクォータが残っていません（請求またはプランの上限）。何も生成・課金されていません。そちらで残高を追加するか上限を上げてから、もう一度お試しください。',
    promptRefused:
      '{backend} の安全システムがこのプロンプトを拒否したため、何も生成・課金されていません。プロンプトを変えてもう一度お試しください。',
    unavailableRefused:
      '{backend} でこの画像の開始前に問題が起きたため、課金はされていません。数分後にもう一度お試しください。',
    down: '{original, select, yes {画像サービスが {seconds, number} 秒間応答しないため、ボットはこの画像の待機をやめました。課金された可能性があります。再試行する前にクレジットを確認してください。} other {{backend} が {seconds, number} 秒間応答しないため、ボットはこの画像の待機をやめました。{accounts, select, none {アカウントのないサービスなので、課金は発生していません。復旧してから再試行してください。} other {課金された可能性があります。再試行する前にそちらで残高や使用量を確認してください。}}}}',
    taskCut:
      '{accounts, select, none {{backend} がこの画像を作成中に接続が切れました。画像はできているかもしれませんが、取得できませんでした。{backend} にはアカウントがないため、課金はされていません。もう一度作るには再試行を押してください。} other {{backend} がこの画像を作成中に接続が切れました。課金された可能性があります。再試行する前にプロバイダーで使用量を確認してください。}}',
    taskInterrupted:
      '{accounts, select, none {{backend} がこの画像を作成中にボットが再起動しました。画像はできているかもしれませんが、取得できず、再送信もしていません。{backend} にはアカウントがないため、課金はされていません。もう一度作るには再試行を押してください。} other {{backend} がこの画像を作成中にボットが再起動しました。課金された可能性があり、再送信はしていません。再試行を押す前にプロバイダーで使用量を確認してください。}}',
    taskStoppedElsewhere:
      '{accounts, select, none {{backend} を使っている別の誰かが、この画像の完成前に処理を止めました。未完成の画像は投稿しません。{backend} にはアカウントがないため、課金はされていません。もう一度作るには再試行を押してください。} other {{backend} を使っている別の誰かが、この画像の完成前に処理を止めました。未完成の画像は投稿しません。課金されている可能性があります。もう一度試す前に、サービス提供元で使用量を確認してください。}}',
    unexpectedAnswer:
      '{original, select, yes {画像サービスからボットが理解できない応答が返ってきました。しばらくしてからお試しください。} other {ボットは {backend} からの応答を理解できませんでした。しばらくしてからもう一度お試しください。}}',
    submissionUncertain:
      '{original, select, yes {画像サービスはこの生成を受け付けて課金した可能性がありますが、応答が失われました。再試行する前に {cmdBalance} で確認してください。} other {この生成は {backend} に届いて課金された可能性がありますが、応答が失われました。もう一度試す前に、そちらで残高か使用量を確認してください。}}',
    insufficientCredits:
      '{original, select, yes {この生成に必要なクレジットが画像サービスに足りません。チャージするかチェックインしてから、もう一度お試しください。} other {{backend} の {unit} がこの生成には足りません。そちらでチャージしてから、もう一度お試しください。}}',
    invalidApiKey:
      '{original, select, yes {画像サービスがAPIキーを拒否しました。無効か、無効化されています。新しいキーを設定してもう一度お試しください。} other {APIキーが {backend} に拒否されました。無効か、無効化されています。新しいキーを設定してもう一度お試しください。}}',
    invalidLoginToken:
      '{original, select, yes {画像サービスがログイントークンを拒否しました。アカウントから新しいトークンをコピーして、もう一度お試しください。} other {ログイントークンが {backend} に拒否されました。アカウントから新しいトークンをコピーしてもう一度お試しください。}}',
    unknownTask:
      '{original, select, yes {画像サービスはこの生成をもう把握していません（期限切れの可能性があります）。新しく生成してください。} other {この生成は {backend} で見つからなくなりました（期限切れの可能性があります）。新しく開始してください。}}',
    unknownTaskSpent:
      'この生成は {backend} で見つからなくなりました（期限切れです）。最後の確認では {amount, number} {unit} が消費されていました。新しく開始してください。',
    unknownTaskNothingSpent:
      'この生成は {backend} で見つからなくなりました（期限切れです）。最後の確認では何も消費されていませんでした。新しく開始してください。',
    nothingSpent:
      '{said}{accounts, select, balance {何も消費されていません。} other {何も課金されていません。}}',
    imageTooLarge: '生成された画像が {size} を超えていて、ここに投稿するには大きすぎます。',
    imageHostRefused: 'この画像は安全に取得できなかったため、ここには表示していません。',
    taskFailed:
      '{original, select, yes {画像サービスはこの画像を生成できませんでした。設定を変えるなどして、もう一度お試しください。} other {{backend} はこの画像を生成できませんでした。設定を変えるなどして、もう一度お試しください。}}',
    runFailed:
      '{backend} はこの画像を生成できませんでした。原因：{cause, select, outOfMemory {GPU のメモリが不足しました} modelUnreadable {モデルを読み込めませんでした} fileMissing {必要なファイルがありません} blocked {ブロックされました} raised {{errorType} が発生しました} other {エラーが発生しました}}。設定を変えるなどして、もう一度お試しください。',
    stepFailed:
      '{backend} はこの画像を生成できませんでした。ノード {titled, select, yes {「{title}」（{type}）} other {{type}}}（ノード {node}）が失敗しました。原因：{cause, select, outOfMemory {GPU のメモリが不足しました} modelUnreadable {モデルを読み込めませんでした} fileMissing {必要なファイルがありません} blocked {ワークフローがブロックしました} raised {{errorType} が発生しました} other {エラーが発生しました}}。設定を変えるなどして、もう一度お試しください。',
    moved:
      '{original, select, yes {画像サービスのアドレスが変わりました。更新してもらえるよう、ボットの運営者に伝えてください。} other {{backend} のアドレスは使えなくなりました（移転しています）。更新してもらうよう、ボットの運営者に伝えてください。}}',
    parametersRejected:
      '{original, select, yes {画像サービスがリクエストのパラメーターを拒否しました。確認してからもう一度お試しください。} other {リクエストのパラメーターが {backend} に拒否されました。確認してもう一度お試しください。}}',
    setupRefused:
      'ボットの設定（モデル、ワークフロー、アクセス）が原因で {backend} がこのリクエストを拒否したため、何も生成されず、料金も発生していません。直せるのはボットの運営者だけです。運営者に伝えてください。',
    valueRefused:
      '{backend} はあなたが選んだ値を受け付けませんでした：{problem}。値を変えてもう一度お試しください。何も生成されず、課金もされていません。',
    requestRejected:
      '{original, select, yes {画像サービスがリクエストを拒否しました：{said}} other {リクエストが {backend} に拒否されました：{said}}}',
  },
  civitai: {
    unavailable:
      'このLoRAを調べるためにCivitAIに接続できなかったため、何も追加されていません。数分後にもう一度お試しください。',
    notFound:
      'CivitAIにID {id} のモデルやバージョンはありません。ページのアドレス（civitai.com/models/…）の番号を確認して、もう一度お試しください。何も追加されていません。',
  },
  loras: {
    tooMany: '1枚の画像に適用できるLoRAは最大{max}個です',
    weight: 'LoRAの重みは{min}から{max}までの数値にしてください（入力: {got}）',
    notAllowed: '「{name}」はこのサーバーが提供するLoRAではありません。候補から選んでください',
    notOnServer: 'LoRA「{name}」はこのサーバーの画像バックエンドにもうありません',
    none: 'このサーバーの画像バックエンドはLoRAに対応していません',
    unreadable: '画像バックエンドのLoRAを今は読み込めませんでした。1分後にもう一度お試しください',
    notInWorkflow:
      'ワークフロー「{workflow}」は LoRA を使えません。別のワークフローを選ぶか、LoRA を外してください',
  },
  parameter: {
    multipleOf: '{name} は {step} の倍数にしてください(指定値: {got})',
    empty: '{name} は空にできません',
    textOrWorkflow:
      '{name} はテキストか、ノードグラフのワークフローオブジェクトである必要があります',
    emptyWorkflow: '{name} のワークフローは空にできません',
    notText: '{name} はテキストである必要があります（受け取った値：{type}）',
    emptyWhenGiven: '{name} を指定する場合は空にできません',
    notWhole: '{name} は整数である必要があります（受け取った値：{got}）',
    notNumber: '{name} は数値である必要があります（受け取った値：{got}）',
    atLeast: '{name} は {min} 以上である必要があります（受け取った値：{got}）',
    atMost: '{name} は {max} 以下である必要があります（受け取った値：{got}）',
    oneOf: '{name} は次のいずれかである必要があります：{allowed}（受け取った値：{got}）',
    invisible: '{name} には見える文字が必要です（見えない文字しか含まれていません）',
    tooLong: '{name} は {max} 文字以内である必要があります（受け取った値：{got}）',
    tooLongWithStyle:
      '{name} は {typed} 文字です。スタイル「{style}」を使うと送信されるプロンプトは {got} 文字になり、上限の {max} 文字を超えます。{over} 文字短くするか、別のスタイルを選んでください',
    wrongType:
      '{name} は{expected, select, string {テキスト} integer {整数} number {数値} other {ファイル}}である必要があります',
    refused:
      '{original, select, yes {{problem}。修正して {cmdImagine} をもう一度実行してください。何も送信しておらず、クレジットも使っていません。} other {{problem}。修正して {cmdImagine} をもう一度実行してください。何も送信されず、課金もされていません。}}',
  },
  jobs: {
    inputGone:
      'この生成の元になる画像はもう保存されていないため、送信されず、何も課金されていません。画像を付けてもう一度実行してください。',
    timeout:
      '{original, select, yes {画像の生成に時間がかかりすぎたため、ボットは待つのをやめました。画像サービスはすでに受け付けていたので、クレジットはおそらく消費されています（{cmdBalance} で確認できます）。} other {{accounts, select, none {画像の生成に時間がかかりすぎたため、ボットは待つのをやめました。{backend} にはアカウントがないため、課金は発生していません。} other {画像の生成に時間がかかりすぎたため、ボットは待つのをやめました。すでに {backend} に届いていたので、おそらく課金されています（そちらで残高か使用量を確認してください）。}}}}',
    memberCap: 'すでに {limit} 件の生成を実行中です。どれかが終わるまでお待ちください。',
    submissionInterrupted:
      '{original, select, yes {この生成を送信している最中にボットが再起動したため、画像サービスに届いた（課金された）かどうか分かりません。「再試行」を押す前に {cmdBalance} でクレジットを確認してください。} other {{accounts, select, none {この生成の送信中にボットが再起動したため、{backend} に届いたかどうかわかりません。{backend} にはアカウントがないため、課金は発生していません。再試行を押すともう一度実行します。} other {この生成の送信中にボットが再起動したため、{backend} に届いた（課金された）かどうかわかりません。再試行を押す前に、そちらで残高か使用量を確認してください。}}}}',
    restartedBeforeSend:
      '{original, select, yes {リクエストを画像サービスに送る前にボットが再起動したため、課金はされていません。「再試行」を押すともう一度実行します。} other {リクエストが {backend} に送信される前にボットが再起動したため、課金はされていません。再試行を押すともう一度実行します。}}',
    saveFailed:
      '{original, select, yes {ボットが現在リクエストを保存できないため、何も送信しておらず、クレジットも使っていません。数分後にもう一度お試しください。繰り返し起きる場合はサーバーのスタッフに伝えてください。} other {現在ボットはリクエストを保存できないため、何も送信されず、課金もされていません。数分後にもう一度お試しください。続く場合はサーバーのスタッフに知らせてください。}}',
    unexpected: 'この生成で問題が発生しました。もう一度お試しください。',
  },
  store: {
    unavailable: 'ボットのデータベースが現在利用できません。数分後にもう一度お試しください。',
    unreachable:
      'ボットのストレージに現在接続できません。何も開始されておらず、料金もかかっていません。1分ほどしてからもう一度お試しください。',
    keyUndecryptable:
      '保存されたキーを復号できませんでした。{cmdApikeyLink} でもう一度連携してください。',
    serverKeyUndecryptable:
      'サーバーキーを復号できませんでした。サーバーの管理者がもう一度設定する必要があります。',
  },
  keys: {
    signup: {
      where:
        '{tokens, select, no {🔑 APIキーは {service} のアカウントで取得できます。} other {🔑 APIキーとログイントークンは {service} のアカウントで取得できます。}}',
      whereAt:
        '{tokens, select, no {🔑 APIキーは {service} のアカウントで取得できます: {url}} other {🔑 APIキーとログイントークンは{named, select, yes { {service} } other {画像サービス}}のアカウントで取得できます: {url}}}',
      from: '{named, select, yes {{service} } other {画像サービス}}のアカウントから取得します。',
    },
    missing:
      'APIキーが連携されていません。{creates, select, yes {`{cmdApikeyLink}` で自分のキーを連携するか、`{cmdApikeyGenerate}` で作成してください。} other {`{cmdApikeyLink}` で自分のキーを連携してください。}}',
    missingHere:
      'APIキーが連携されておらず、このサーバーにもサーバーキーがありません。{creates, select, yes {`{cmdApikeyLink}` で自分のキーを連携するか、`{cmdApikeyGenerate}` で作成してください。} other {`{cmdApikeyLink}` で自分のキーを連携してください。}}',
    nothingToUnlink: 'APIキーが連携されていないため、解除するものはありません。',
    nothingToRevoke:
      'APIキーが連携されていないため、無効化するものはありません。ボットが持っていないキーは、画像サービスのアカウントで無効化してください。',
    unlinkedBeforeRun:
      'この生成が始まる前にAPIキーの連携が解除されました。`{cmdApikeyLink}` でキーを連携してください。',
    serverKeyRemovedBeforeRun: 'この生成が始まる前にサーバーキーが削除されました。',
    rejectedOwn:
      '{original, select, yes {画像サービスがあなたのAPIキー（{masked}）を無効または無効化済みとして拒否したため、連携を解除しました。`{cmdApikeyLink}` で使えるキーを連携するか、`{cmdApikeyGenerate}` で作成してください。} other {あなたの APIキー（{masked}）は無効または無効化済みとして {backend} に拒否されたため、連携を解除しました。使えるキーを `{cmdApikeyLink}` で連携してください。}}',
    rejectedServer:
      '{original, select, yes {画像サービスがサーバーキー（{masked}）を無効または無効化済みとして拒否したため、削除しました。「サーバー管理」権限を持つメンバーが `{cmdApikeyServerSet}` で新しいキーを設定できます。} other {サーバーキー（{masked}）は無効または無効化済みとして {backend} に拒否されたため、削除しました。「サーバー管理」権限を持つメンバーが `{cmdApikeyServerSet}` で新しいキーを設定できます。}}',
  },
  apikey: {
    malformed:
      'APIキーの形式ではないようです。キーは {shape} です。{original, select, yes {画像サービスのアカウント} other {{backend} のアカウント}}からキーをもう一度コピーして、やり直してください。何も変更していません。',
    keyShapeNone: 'ここでは不要',
    keyShapeProvider: 'プロバイダーが発行したシークレットキー（空白なし）',
    keyShapeHorde: 'aihorde.net で発行された英数字・-・_ の22文字',
    keyShapeService: '`sk-` の後に16進数48文字',
    notYours:
      'この確認に答えられるのは、コマンドを実行したメンバーだけです。何も変更していません。',
    linkModal: {
      title: 'APIキーを連携',
      label: '{named, select, no {画像サービスのAPIキー} other {{backend} の APIキー}}',
      description:
        '{original, select, yes {`sk-` と16進数48文字。サービスで確認したうえで暗号化して保存します。} other {{shape}。{backend} で確認したうえで暗号化して保存します。}}',
      placeholder: '{original, select, yes {sk-…} other {APIキー}}',
    },
    generateModal: {
      title: 'APIキーを作成',
      label: '画像サービスのログイントークン',
      description: 'キーの作成に一度だけ使い、保存はしません。',
      placeholder: 'ログイントークン',
    },
    serverModal: {
      title: 'サーバーキーを設定',
      label:
        '{original, select, yes {このサーバー用のAPIキー} other {このサーバーの APIキー（{backend}）}}',
      description: '自分のキーがないメンバーは、1日の上限の範囲でこのキーで生成します。',
      placeholder: '{original, select, yes {sk-…} other {APIキー}}',
    },
    linked: '✅ `{masked}` を画像サービスの **{username}** として連携しました：**{credits}**。',
    linkedOn:
      '{named, select, yes {✅ `{masked}` を {backend} の **{username}** として連携しました：**{credits}**。} other {✅ `{masked}` を {backend} に連携しました：**{credits}**。}}',
    linkedNext:
      'これからの生成にはこのキーを使います。キーは暗号化して保存し、全体を表示することはありません。`{cmdApikeyStatus}` で確認、`{cmdApikeyUnlink}` で連携解除できます。',
    linkedReplaced: '以前連携していたキーと置き換えました（以前のキーは無効化していません）。',
    generated: {
      notChecked:
        '⚠️ 新しいキー（`{masked}`）を作成しましたが、サービスで確認できなかったため（{reason}）、**連携していません**。あとで `{cmdApikeyLink}` で連携してください。',
      linked:
        '✅ **{username}**（{credits}）用に `{masked}` を作成して連携しました。これからの生成に使います。',
      shownOnce: '新しいキーです。表示は**今回だけ**なので、ほかで使う場合は今コピーしてください。',
      warning:
        '⚠️ このキーを持っている人は誰でもあなたのクレジットを使えます。チャンネルには絶対に投稿しないでください。アカウントの以前のキーも引き続き使えます。',
      tokenUnused: '入力されたログイントークンは一度だけ使い、保存していません。',
    },
    status: {
      titlePersonal: 'あなたのAPIキー',
      titleServer: 'サーバーキー',
      key: 'キー',
      serviceUser: 'サービスのアカウント',
      linked: '連携日時',
      set: '設定日時',
      when: '{relative}（{date}）',
      whenBy: '{relative}（{date}）、設定者 {user}',
      balance: '残高',
      unavailable:
        '現在取得できません：{reason}\nキーの連携はそのままです。上の保存済みの情報は最新です。',
      dailyLimit: '1日の上限',
      dailyLimitValue:
        'メンバー1人あたり1日 {limit, number} 回（00:00 UTCにリセット）。`{cmdApikeyServerLimit}` で変更できます。',
      footerServer: '自分のキーがないメンバーは、このキーで生成します。',
      footerPersonal: '暗号化して保存しています。表示されるのは末尾4文字だけです。',
    },
    unlinked:
      '{named, select, yes {✅ `{masked}`（アカウント **{username}**）の連携を解除しました。ボットはもうこのキーを持っていません。生成にはまたキー（またはあるならサーバーキー）が必要です。} other {✅ `{masked}`の連携を解除しました。ボットはもうこのキーを持っていません。生成にはまたキー（またはあるならサーバーキー）が必要です。}}',
    unlinkedUnreadable:
      '✅ キーの連携を解除しました。ボットはもうこのキーを持っていません。生成にはまたキー（またはあるならサーバーキー）が必要です。',
    notRevoked:
      '{original, select, yes {キー自体は**無効化していない**ので、ほかの場所では引き続き使えます。無効にするには、もう一度連携して `{cmdApikeyRevoke}` を実行するか、画像サービスのアカウントで無効化してください。} other {キー自体は**無効化していない**ため、ほかの場所では引き続き使えます。信用できなくなった場合は、{backend} のアカウントで無効化してください。}}',
    revoke: {
      alreadyInvalid:
        '✅ `{masked}` は画像サービスですでに無効か無効化済みだったため、連携を解除しました。`{cmdApikeyLink}` で別のキーを連携するか、`{cmdApikeyGenerate}` で作成してください。',
      done: '✅ `{masked}` を無効化して連携を解除しました。もうどこでも使えません。アカウント **{username}** のクレジットとほかのキーはそのままです。',
      doneAlready:
        '✅ `{masked}` を無効化して（サービスによるとすでに無効化済みでした）連携を解除しました。もうどこでも使えません。アカウント **{username}** のクレジットとほかのキーはそのままです。',
      next: '`{cmdApikeyLink}` で別のキーを連携するか、`{cmdApikeyGenerate}` で作成してください。',
    },
    revokeAll: {
      question: '⚠️ 画像サービスのアカウント **{username}** のAPIキーを**すべて**無効化しますか？',
      consequence:
        'このアカウントのキーを使っているアプリ、ボット、サーバーはすべて動かなくなり、ここで連携しているキーも解除されます。元に戻すことはできません。',
      confirmWithin: '{minutes} 分以内に確定してください。',
      confirm: 'すべてのキーを無効化',
      cancel: 'キャンセル',
      expired:
        '⌛ この確認は期限切れになったため、何も無効化していません。まだ必要なら `{cmdApikeyRevokeAll}` をもう一度実行してください。',
      changed:
        '確認を求めた後に連携中のキーが変わったため、何も無効化していません。まだ必要なら `{cmdApikeyRevokeAll}` をもう一度実行してください。',
      alreadyInvalid:
        '⚠️ 連携中のキー `{masked}` はすでに無効か無効化済みだったため、ほかのキーを無効化できませんでした。連携は解除しました。残りのキーは画像サービスのアカウントで無効化してください。',
      done: '✅ **{username}** のキーを {count} 件無効化し、`{masked}` の連携を解除しました。',
      doneEvery: '✅ **{username}** のキーをすべて無効化し、`{masked}` の連携を解除しました。',
      next: '必要になったら `{cmdApikeyGenerate}` で新しいキーを作成してください。',
      cancelled: 'キャンセルしました。キーは無効化していません。',
    },
    server: {
      backendSet:
        '✅ このサーバーの生成は **{backend}** で行われるようになりました。そのバックエンド用に連携されたキーがここで支払います。他のバックエンドのキーは連携されたままですが、ここでは支払いません。設定と履歴はそのままです。',
      backendUnknown:
        'このボットには「{name}」という画像バックエンドはありません。一覧から選んでください: {offered}。何も変更していません。',
      none: 'このサーバーにはサーバーキーがないため、メンバーは自分のキーが必要です（`{cmdApikeyLink}`）。`{cmdApikeyServerSet}` で設定できます。メンバー1人あたりの1日の上限は **{limit}** 回になります。',
      noneToClear: 'このサーバーにはサーバーキーがないため、何も変わっていません。',
      cleared:
        '✅ サーバーキーを削除しました。メンバーは自分のキーが必要になります（{creates, select, yes {`{cmdApikeyLink}` または `{cmdApikeyGenerate}`} other {`{cmdApikeyLink}`}}）。',
      clearedNotRevoked:
        '{original, select, yes {キーは**無効化していない**ので、ほかの場所では引き続き使えます。信用できなくなった場合は、そのキーの画像サービスのアカウントで無効化してください。} other {キーは**無効化していない**ため、ほかの場所では引き続き使えます。信用できない場合は、{backend} のそのアカウントで無効化してください。}}',
      limitInvalid:
        '1日の上限は {min} から {max} までの整数にしてください（受け取った値：{got}）。何も変更していません。',
      limitZero:
        '✅ 1日の上限を **0** にしました。メンバーはサーバーキーで生成できなくなります（自分のキーは引き続き使えます）。',
      limitSet:
        '✅ 自分のキーがないメンバーは、サーバーキーで1人あたり1日 **{limit, number}** 回まで生成できるようになりました（回数は00:00 UTCにリセット）。',
      limitNoKey:
        'このサーバーにはまだサーバーキーがありません。`{cmdApikeyServerSet}` で設定してください。',
      set: '{named, select, yes {✅ サーバーキーを設定しました：**{username}** の `{masked}`（{credits}）。} other {✅ サーバーキーを設定しました：`{masked}`（{credits}）。}}',
      setNext:
        '自分のキーがないメンバーは、これから1人あたり1日 **{limit}** 回までこのキーで生成します（`{cmdApikeyServerLimit}` で変更）。',
      setReplaced: '以前のサーバーキーと置き換えました（以前のキーは無効化していません）。',
    },
  },
  balance: {
    footerRecord: 'Bot が受け取った画像から数えた値です。{backend} は残高を持ちません。',
    usageOnly:
      '{backend} は API キーの残高を持ちません。今月この Bot 経由でこのキーで使用した量：**{images, number} 枚**、{tokens, number} トークン。',
    title: '画像サービスのクレジット',
    titleOf: '{backend}：{unit}',
    creditsOf: '{original, select, yes {{user} のクレジット} other {{user} の残高}}',
    footer: '残高は画像サービスからリアルタイムで取得しています。',
    footerOf: '残高は {backend} からリアルタイムで取得しています。',
    yourKey: 'あなたのキー',
    theirKey: 'メンバーのキー',
    noKeyYours:
      'キーが連携されていません。{creates, select, yes {`{cmdApikeyLink}` で自分のキーを連携するか、`{cmdApikeyGenerate}` で作成してください。} other {`{cmdApikeyLink}` で自分のキーを連携してください。}}',
    noKeyYoursPool:
      'キーが連携されていません。{creates, select, yes {`{cmdApikeyLink}` で自分のキーを連携するか、`{cmdApikeyGenerate}` で作成してください。} other {`{cmdApikeyLink}` で自分のキーを連携してください。}}このサーバーでの生成にはサーバーキーを使います。',
    noKeyTheirs: 'キーが連携されていません。',
    noKeyTheirsPool: 'キーが連携されていません。このサーバーでの生成にはサーバーキーを使います。',
    unavailable: '現在取得できません：{reason}',
    removed: '無効になったため削除されました。',
    account: 'アカウント **{username}**',
    accountWithKey: 'アカウント **{username}** · `{masked}`',
    pool: 'サーバーの共有枠',
    poolYours: '今日のあなたの生成回数：残り **{left} / {limit}** 回（{resets}にリセット）。',
    poolTheirs:
      '今日のこのメンバーの生成回数：残り **{left} / {limit}** 回（{resets}にリセット）。',
    poolUnused: '自分のキーがないメンバーだけが使います。',
    otherRejected:
      '{original, select, yes {画像サービスが {user} のキーを無効または無効化済みとして拒否したため、連携を解除しました。`{cmdApikeyLink}` で新しいキーを連携してもらう必要があります。} other {{user} のキーは無効または無効化済みとして {backend} に拒否されたため、連携を解除しました。`{cmdApikeyLink}` で新しいキーを連携する必要があります。}}',
    otherNone: '{user} はAPIキーを連携しておらず、このサーバーにもサーバーキーがありません。',
    notMember: '{user} はこのサーバーのメンバーではないため、残高はここには表示されません。',
  },
  imagine: {
    roleClosed:
      'あなたのロールはこのサーバーのキーを使えません。続けるには `{cmdApikeyLink}` で自分のキーを連携してください。料金はかかっていません。',
    budgetReached:
      'このサーバーのキーは{period, select, daily {1日} other {1か月}}の予算を使い切りました。<t:{seconds}:R>（<t:{seconds}:f>）に再び支払えるようになります。今すぐ続けるには `{cmdApikeyLink}` で自分のキーを連携してください。料金はかかっていません。',
    notFound:
      'ボットはこの生成をもう保持していません（保存期間は7日間です）。代わりに {cmdImagine} をもう一度実行してください。',
    answerNotTaken:
      'Discordがボットの応答を受け付けなかったため、何も開始されておらず、料金もかかっていません。少ししてからもう一度お試しください。',
    optionName: '`{option}`',
    describeRange: '{text}、{min}–{max}',
    describeOnly: '{text}（{workflows} のみ）',
    workflowFile: {
      next: '{problem} JSONオブジェクトとして保存したノードグラフのワークフローを添付して、{cmdImagine} をもう一度実行してください。何も消費していません。',
      notUtf8: 'ワークフローファイルがUTF-8のテキストではありません。',
      notJson: 'ワークフローファイルが正しいJSONではありません（{detail}）。',
      notObject:
        'ワークフローファイルの中身が{kind, select, array {配列} null {null} string {文字列} number {数値} boolean {真偽値} other {別の値}}で、JSONオブジェクトではありません。',
      empty: 'ワークフローファイルが空のJSONオブジェクトです。',
      tooDeep: 'ワークフローファイルの入れ子が {max} 階層を超えています。',
      tooLarge: 'ワークフローファイルが {size} あり、上限の {max} を超えています。',
      overLimit: 'ワークフローファイルが上限の {max} を超えています。',
      downloadFailed: 'Discordからワークフローファイルをダウンロードできませんでした。',
      textOnly:
        'ワークフローファイルにはノードグラフのワークフロー（{workflows}）が必要です。{workflow} はテキストのプロンプトしか受け付けません。',
      neverFetched:
        'ワークフローファイルは取得されませんでした。送信する前にボットが再起動しました。',
    },
    dailyLimit: {
      closed: 'このサーバーのキーはメンバーに開放されていません（1日の上限 0）。',
      used: 'このサーバーのキーで今日使える {limit} 回をすべて使いました。',
      resets:
        '{used} 上限は <t:{seconds}:R>（<t:{seconds}:t>、UTCの0時）にリセットされます。今すぐ続けるには、`{cmdApikeyLink}` で自分のキーを連携してください。',
    },
    progress: {
      atBackendQueue:
        '{position, plural, =0 {{backend} で次の順番です} other {{backend} で **#** 番目}}{seconds, plural, =-1 {。} other {、待ち時間は約 # 秒。}}',
      waiting: '⏳ 空きを待っています',
      queued: '🕒 順番待ち',
      processing: '🎨 生成中',
      completed: '✅ 完了',
      failed: '❌ 失敗',
      timedOut: '⌛ タイムアウト',
      position: 'このサーバーの待ち行列で **{position}** 番目です。',
      atService:
        '{named, select, no {画像サービスが処理を始めるのを待っています。} other {{backend} が開始するのを待っています。}}',
      started: '{time}に開始しました。',
      ready: '進み具合から見て、{time}に完成する見込みです。',
      working: '処理中…',
      ignored: '{workflow} ワークフローでは使われません：{options}。',
      ignoredByBackend: 'この画像バックエンドでは使われません：{options}。',
      cancelled: '✖️ キャンセル済み',
      stopped: '⏹️ 待機を終了',
      percent: '{bar} {progress, number, percent} 完了',
    },
    result: {
      title: '✅ 画像ができました',
      lorasNotApplied:
        '⚠️ 適用されませんでした：{loras}。画像バックエンドが{count, plural, other {これらの LoRA}}を取得できなかったため、それなしで画像を生成しました。',
      missingTitle: '⚠️ 画像は生成されましたが、届けられませんでした',
      tooLarge:
        '{original, select, yes {画像が大きすぎて、ボットはここに投稿できません（上限 {size}）。生成は完了したため、クレジットは消費されています。} other {{backend} が生成した画像が大きすぎて、ボットはここに投稿できません（上限 {size}）。生成は完了したため、通常どおり課金されています。}}',
      notFetched:
        '{original, select, yes {画像は生成されましたが、ボットが画像サービスから取得できなかったため、投稿されません。生成は完了したため、クレジットは消費されています。} other {画像は生成されましたが、ボットが {backend} から取得できなかったため、投稿されません。生成は完了したため、通常どおり課金されています。}}',
      reencoded:
        '{scaled, select, yes {ボットがここにアップロードできる {size} に収めるため、WebP に再エンコードし {width}×{height} に縮小しました。} other {ボットがここにアップロードできる {size} に収めるため、WebP に再エンコードしました。}}',
      notAnImage:
        '{original, select, yes {画像サービスが Discord で表示できる画像ではないものを返したため、投稿しません。生成は完了しているため、クレジットは消費されています。} other {{backend} が返したものは Discord で表示できる画像ではないため、投稿しません。生成は完了しているため、通常どおり課金されています。}}',
    },
    failure: {
      title: '❌ 生成に失敗しました',
      timedOut: '⌛ タイムアウト',
      tookTooLong:
        '{original, select, yes {生成に時間がかかりすぎました。クレジットはおそらく消費されています。} other {生成に時間がかかりすぎました。{backend} で課金されている可能性があります。}}',
      failed: '生成に失敗しました。',
      serviceSaid:
        '{original, select, yes {画像サービスからのメッセージ：「{said}」} other {{backend} からのメッセージ：「{said}」}}',
      nextOperator: 'ボットの運営者が直したら、**再試行** を押してください。',
      nextFailed:
        '**再試行** を押すともう一度試せます。失敗が続く場合は、プロンプトやオプションを変えてみてください。',
      nextTimedOut:
        '{original, select, yes {サービスが混み合っている可能性があります。しばらくしてから **再試行** を押してください。} other {{backend} が混み合っている可能性があります。後で **再試行** を押してください。}}',
    },
    cancelled: {
      title: '✖️ 生成をキャンセルしました',
      stoppedTitle: '⏹️ 待つのをやめました',
      next: '同じオプションでもう一度実行するには **もう一度実行**（新しい生成になります）、先に変更するには **リミックス** を押してください。',
    },
    details: {
      title: '生成のパラメーター',
      prompt: '**プロンプト**',
      task: '**タスク** `{taskId}`',
      paidWith:
        '**支払い** {source, select, server {サーバーキー} anonymous {匿名キー（最低優先度）} other {本人のキー}}',
    },
    summary: {
      cost: 'コスト',
      negativePrompt: 'ネガティブプロンプト',
      workflow: 'ワークフロー',
      workflowFile: 'ワークフローファイル',
      size: 'サイズ',
      steps: 'ステップ数',
      seed: 'シード',
      cfg: 'CFG',
      model: 'モデル',
      sampler: 'サンプラー',
      loras: 'LoRA',
      notApplied: '（未適用）',
      random: 'ランダム',
      duration: '所要時間',
      requestedBy: 'リクエストした人',
      key: 'キー',
      anonymousKey: '匿名（最低優先度）',
    },
    buttons: {
      reroll: '🎲 引き直す',
      details: 'ℹ️ 詳細',
      delete: '🗑️ 削除',
      retry: '🔁 再試行',
      runAgain: '🔁 もう一度実行',
    },
  },
  settings: {
    show: 'あなただけに見える返信は、Discordの言語設定に合わせて **{member}** で表示します。',
    showServer:
      'このサーバーの公開メッセージ（進行状況と結果）は **{server}** です：{source, select, override {サーバーの管理者が選択} other {サーバーのDiscordの言語}}。',
    showDm: 'DMでは、すべてあなたの言語で表示します。',
    howToChange:
      '「サーバー管理」権限を持つメンバーは `{cmdLanguageServer}` でサーバーの言語を変更できます。',
    set: '✅ このサーバーの公開メッセージ（進行状況と結果）を **{language}** にしました。',
    followDiscord:
      '✅ このサーバーの公開メッセージは、サーバーのDiscordの言語に従うようになりました：**{language}**。',
  },
  prefs: {
    title:
      '{scope, select, member {あなたの /imagine 既定値} channel {このチャンネルの /imagine 既定値} other {このサーバーの /imagine 既定値}}',
    intro: {
      member:
        'オプションを省いたときに {cmdImagine} がどこでも使う値です。入力した値が常に優先され、次に選んだスタイル、あなたの設定、チャンネルの設定、サーバーの設定の順です。',
      channel:
        '{channel} でメンバーがオプションを省き、自分の設定もないときに {cmdImagine} が使う値です。サーバーの既定値より優先されます。',
      server:
        'このサーバーでメンバーがオプションを省き、本人もチャンネルも設定していないときに {cmdImagine} が使う値です。',
    },
    field: {
      workflow: 'ワークフロー',
      size: 'サイズ',
      steps: 'ステップ数',
      negativePrompt: 'ネガティブプロンプト',
      cfg: 'CFG',
      model: 'モデル',
      count: '1回の画像数',
      visibility: '結果',
      style: 'スタイル',
    },
    visibility: { public: 'チャンネルに投稿', private: '本人だけに表示' },
    serviceDefault: '{original, select, yes {画像サービスの既定値} other {{backend} の既定値}}',
    noStyle: 'スタイルなし',
    value: '{value} · {source}',
    source:
      '{source, select, here {ここで設定} typed {入力値} style {スタイル} member {あなたの設定} channel {チャンネルの設定} server {サーバーの設定} other {組み込み}}',
    pick: {
      workflow: 'ワークフロー…',
      size: 'サイズ…',
      visibility: '結果の表示先…',
      style: 'スタイル…',
      unset: '未設定（次の階層を使う）',
    },
    buttons: {
      more: 'ステップ数・CFG・モデル・ネガティブプロンプト・画像数…',
      reset: 'すべてリセット',
    },
    modal: { title: '/imagine の既定値', blank: '空欄にすると設定を外します。' },
    invalid: '{field}は{problem}。何も変更していません。',
    problem: {
      range: '{min}〜{max}の{whole, select, true {整数} other {数値}}で指定してください',
      tooLong: '{max}文字以内で指定してください',
      oneOf: '{allowed} のいずれかで指定してください',
      unlisted:
        'はサーバーの画像バックエンドが現在提供しているモデルではありません。表示されるリストから選んでください',
    },
    footer: 'このパネルはあなたにだけ表示されます。変更は次の {cmdImagine} から反映されます。',
    details: {
      sources: '**オプションの出どころ**',
      source: '{option}: {source}',
      style: '**スタイル** {name}、送信したプロンプト:',
    },
  },
  styles: {
    title: 'スタイル',
    line: '**{name}**（{kind, select, builtIn {組み込み} other {このサーバー}}）: {template}',
    sets: '設定: {options}',
    howToUse:
      '{cmdImagineStyle} で使えます。サーバー管理権限を持つメンバーは `{cmdStylesAdd}` で独自のスタイルを追加できます。',
    modal: {
      addTitle: '新しいスタイル',
      editTitle: 'スタイルを編集',
      name: '名前',
      template: 'プロンプトのテンプレート',
      templateHint: 'メンバーのプロンプトが入る位置に {placeholder} を入れてください。',
      negativePrompt: 'ネガティブプロンプト',
      options: '設定するオプション（任意）',
      optionsHint: '例: workflow:anime size:portrait steps:30 cfg:7',
      loras: '適用する LoRA（任意）',
      lorasHint:
        '{max} 個まで、名前:重み の形で（例: add_detail:0.6, film-grain）。トリガーワードはテンプレートに書いてください。',
    },
    saved: '✅ スタイル **{name}** を保存しました。メンバーは {cmdImagineStyle} で使えます。',
    removed: '✅ スタイル **{name}** を削除しました。',
    notFound:
      'ここには「{name}」というスタイルはありません。一覧は `{cmdStylesList}` で確認できます。何も変更していません。',
    builtInName:
      '「{name}」は組み込みスタイルの名前です。別の名前にしてください。何も変更していません。',
    builtInFixed:
      '組み込みスタイルは変更も削除もできません。代わりにこのサーバー独自のスタイルを追加してください。',
    noPlaceholder:
      'テンプレートには、メンバーのプロンプトが入る位置に {placeholder} が必要です。何も変更していません。',
    badName: 'スタイル名は1〜{max}文字の英数字・-・_ です。何も変更していません。',
    full: 'このサーバーにはすでに {max} 個のスタイルがあります。先に1つ削除してください。何も変更していません。',
    taken: '「{name}」という名前のスタイルはすでにあります。何も変更していません。',
    badOption:
      '「{got}」はスタイルが設定できるオプションではありません（{fields}、`名前:値` の形式）。何も変更していません。',
    badValue: 'オプションの{field}は{problem}。何も変更していません。',
    unknown:
      '{original, select, yes {「{name}」というスタイルはありません。一覧は `{cmdStylesList}` で確認できます。何も送信しておらず、クレジットも使っていません。} other {「{name}」というスタイルはありません。一覧は `{cmdStylesList}` で確認できます。何も送信しておらず、課金もされていません。}}',
    badLora: 'LoRA について: {problem}。何も変更されていません。',
  },
  policy: {
    logTitle: 'モデレーションログ',
    logOff: 'オフ：下でチャンネルを選んでください。',
    logOn: '{channel} に投稿中：すべての生成・拒否・変更を、メンションなしで。',
    logPaused:
      '⚠️ 一時停止中：{problem, select, deleted {チャンネルが削除されました} other {{channel} に投稿できなくなりました}}。チャンネルを選び直してください。',
    pickLogChannel: 'ログチャンネル…',
    logOffButton: 'ログをオフにする',
    logMissing:
      '{channel} に投稿できません：そこで {permissions} が必要です。何も変更されていません。',
    permissionNames: {
      ViewChannel: 'チャンネルを見る',
      SendMessages: 'メッセージを送信',
      EmbedLinks: '埋め込みリンク',
    },
    lowBalanceTitle: '残高低下の通知',
    lowBalanceOn:
      'サーバーのキーが{credits, number}{unit, select, credits {クレジット} other {{unit}}}を下回るとログチャンネルに1回通知（生成後に確認、最短{minutes}分ごと）。',
    lowBalanceOff: 'オフ。',
    lowBalanceButton: '通知のしきい値…',
    lowBalanceModal: {
      title: '残高低下の通知',
      label: 'この{unit, select, credits {クレジット} other {{unit}}}数を下回ったら通知',
      hint: '空欄：通知なし。通知はログチャンネルに届きます。',
    },
    invalidLowBalance:
      'しきい値は1〜{max, number}の整数にしてください。空欄なら通知なしです。何も変更されていません。',
    pages: {
      limits: '制限',
      members: 'ロールと予算',
      log: 'ログと通知',
      safety: '安全',
      blocks: 'ブロック',
    },
    rolesTitle: 'ロール別の1日の上限',
    rolesNone: 'なし：全メンバーにサーバーの1日の上限（{limit}回）が適用されます。',
    roleLine: '{role}：{perDay, plural, =0 {サーバーのキーを使えません} other {1日#回}}',
    rolesFooter:
      'メンバーには所属ロールの最も高い上限、なければサーバーの上限が適用されます。自分のキーを持つメンバーは制限されません。日と月はUTCです。',
    pickRole: 'ロールの1日の上限を設定…',
    roleModal: {
      title: 'ロールの1日の上限',
      label: 'メンバー1人あたりの1日の生成回数',
      hint: '0：このロールはサーバーのキーを使えません。空欄：ルールを削除します。',
    },
    invalidRoleLimit:
      '1日の上限は0〜{max, number}の整数にしてください。空欄にするとルールを削除します。何も変更されていません。',
    tooManyRoles:
      'ルールを持てるロールは最大{max}個です。先に1つ削除してください。何も変更されていません。',
    budgetTitle: 'サーバーの予算',
    budgetLine: '{period, select, daily {今日} other {今月}}：{used, number} / {cap}',
    noCap: '上限なし',
    budgetIn:
      '{unit, select, credits {{costUnit, select, credits {クレジット（1回あたり{credits}）} other {{costUnit}（各リクエストの実際の消費量）}}} other {生成回数}}で数えます。',
    budgetButton: '予算…',
    unitButton:
      '{unit, select, credits {生成回数で数える} other {{costUnit, select, credits {クレジットで数える} other {{costUnit}で数える}}}}',
    budgetModal: {
      title: 'サーバーの予算',
      daily: '1日の上限',
      monthly: '1か月の上限',
      hint: '{counted, select, credits {クレジット単位。} generations {生成回数単位。} images {画像枚数単位。} other {{counted}単位。}}空欄：上限なし。',
    },
    invalidBudget:
      '上限は1〜{max, number}の整数にしてください。空欄なら上限なしです。何も変更されていません。',
    title: 'サーバーのルール',
    limits: 'サーバーキーの上限',
    maxSide: '最大サイズ: {value}',
    maxSteps: '最大ステップ数: {value}',
    maxImages: '1回の最大画像数: {value}',
    workflows: 'ワークフロー: {value}',
    loras: 'LoRA: {value}',
    allLoras: 'サーバーにあるすべて',
    noLoras: 'なし',
    lorasNoneAdded: 'まだありません（CivitAIのIDで追加できます）',
    lorasUnreadable: '（バックエンドの一覧を今は読み込めませんでした）',
    pixels: '1辺 {max}px',
    noLimit: '上限なし',
    allWorkflows: 'すべて',
    banned: '禁止ワードとパターン',
    bannedNone: 'なし。',
    bannedCount: '{count, plural, other {#件}}: {list}',
    footer:
      '上限はサーバーキーで支払う生成に、禁止ワードはこのサーバーのすべてのプロンプトに適用されます。断られたリクエストには費用がかかりません。',
    pickWorkflows: 'サーバーキーで実行するワークフロー…',
    pickLoras: 'メンバーが使えるLoRA…',
    removeLora: 'LoRAを削除…',
    buttons: { limits: '上限…', banned: '禁止ワード…', addLora: 'LoRAを追加…' },
    limitsModal: {
      title: 'サーバーキーの上限',
      maxSide: '最大の辺（ピクセル）',
      maxSteps: '最大ステップ数',
      maxImages: '1回の最大画像数',
      blank: '空欄なら上限なしです。',
    },
    bannedModal: {
      title: '禁止ワードとパターン',
      label: '1行に1つの語句',
      hint: '大文字小文字・空白・アクセント・似た形の文字は区別しません。先頭か末尾の * は長い語の中にも一致します。',
    },
    addLoraModal: {
      title: 'CivitAIからLoRAを追加',
      label: 'CivitAIのモデルIDまたはページのアドレス',
      hint: 'civitai.com/models/… の番号。?modelVersionId= 付きのアドレスはそのバージョンを追加します。',
    },
    loraBadId:
      'LoRAのCivitAIページのアドレス（civitai.com/models/…）の番号か、アドレスそのものを入力してください。何も追加されていません。',
    loraNotLora: '{name} はCivitAIでは{type}で、LoRAではありません。何も追加されていません。',
    loraTooLarge:
      '{name} は{size}です。AI HordeのワーカーがダウンロードするLoRAは{max}までです。何も追加されていません。',
    tooManyLoras:
      '追加できるLoRAは最大{max}個です。先に1つ削除してください。何も変更されていません。',
    invalidLimit:
      '{field}は{min}〜{max}の整数か、上限なしなら空欄にしてください。何も変更していません。',
    tooMany: '登録できるのは最大 {max} 件です（{got} 件指定）。何も変更していません。',
    tooLongEntry: '「{entry}」は{max}文字を超えています。何も変更していません。',
    unmatchable: '「{entry}」には照合できる文字や数字がありません。何も変更していません。',
    refused: {
      maxSide:
        'このサーバーのキーで払えるのは1辺 {max} ピクセルまでの画像です。この画像は {width}×{height} です。',
      maxSteps:
        'このサーバーのキーで払えるのは最大 {max} ステップです。この生成は {got} ステップです。',
      maxImages:
        'このサーバーのキーで払えるのは1回 {max, plural, other {#枚}} までです。このコマンドは {got} 枚です。',
      workflows:
        'このサーバーのキーで実行できるのはワークフロー {allowed} だけで、{workflow} は実行できません。',
      next: '{original, select, yes {{limit} 変更するか、`{cmdApikeyLink}` で自分のキーを連携してください。何も送信しておらず、クレジットも使っていません。} other {{limit} 変更するか、`{cmdApikeyLink}` で自分のキーを連携してください。何も送信しておらず、課金もされていません。}}',
      banned:
        '{original, select, yes {{where, select, prompt {プロンプト} negative {ネガティブプロンプト} style {スタイル適用後のプロンプト} other {ワークフローファイル}}に、このサーバーで許可されていない「{found}」が含まれています（「{entry}」）。何も送信しておらず、クレジットも使っていません。} other {{where, select, prompt {プロンプト} negative {ネガティブプロンプト} style {スタイル適用後のプロンプト} other {ワークフローファイル}}に、このサーバーで許可されていない「{found}」が含まれています（「{entry}」）。何も送信しておらず、課金もされていません。}}',
    },
  },
  modlog: {
    moderated:
      '{action, select, deleted {🗑️ {moderator} が {member} の通報された結果を削除しました} blocked {⛔ {moderator} が {member} をボットからブロックしました（{until, select, never {解除されるまで} other {{until} まで}}）} unblocked {✅ {moderator} が {member} のブロックを解除しました} other {☑️ {moderator} が {member} の結果への通報を却下しました}}',
    generation:
      '{icon} {member}：「{prompt}」{withWorkflow, select, no {} other {· {workflow}}} · {size} · {payer, select, server {サーバーのキー} other {自分のキー}} · {outcome}',
    outcome: {
      completed: '完了',
      failed: '失敗',
      timed_out: 'タイムアウト',
      cancelled: 'キャンセル',
    },
    result: '[結果]({url})',
    private: '非公開（パラメーターのみ）',
    defaultWorkflow: '既定のワークフロー',
    defaultSize: '既定のサイズ',
    described:
      '💬 {member}：{failed, select, yes {画像の説明に失敗} other {画像を説明}} · {payer, select, server {サーバーのキー} other {自分のキー}}{spent, select, yes { · {amount, number} {unit}} other {}} · 非公開（説明文は表示しません）',
    refusedBanned: '🚫 {member}：拒否、「{entry}」は禁止されています：「{prompt}」',
    changed: '🛠️ {member} が{setting}を変更しました{value, select, none {} other {：{value}}}',
    settings: {
      backend: '画像バックエンド',
      limits: 'サーバーのキーの制限',
      workflows: 'ワークフロー',
      banned: '禁止ワード',
      roleLimit: 'ロールの1日の上限',
      budget: 'サーバーの予算',
      logChannel: 'ログチャンネル',
      lowBalance: '残高低下の通知',
      serverKey: 'サーバーのキー',
      dailyLimit: '1日の上限',
      language: '言語',
      defaults: '/imagine の既定値',
      styles: 'スタイル',
      imagePolicy: '年齢制限のないチャンネルでの画像ルール',
      ageRestrictedImagePolicy: '年齢制限チャンネルでの画像ルール',
      imageThreshold: '画像チェックのしきい値',
      automod: 'AutoMod チェック',
      explicitTerms: '露骨な語句',
      safetyNegative: '安全用ネガティブプロンプト',
      loras: 'メンバーが使えるLoRA',
      addedLoras: 'CivitAIから追加したLoRA',
    },
    budgetReached:
      '💸 サーバーのキーが{period, select, daily {1日} other {1か月}}の予算{unit, select, generations {} other {（{unit}）}}を使い切りました。<t:{seconds}:R>に再び支払えます。',
    lowBalance:
      '{unit, select, credits {🪫 サーバーのキーの残りは{credits, number}クレジットで、通知のしきい値{threshold, number}を下回りました。} other {🪫 サーバーのキーの残りは {credits, number} {unit} で、通知のしきい値 {threshold, number} を下回りました。}}',
    paused:
      '{server} のモデレーションログは一時停止中です：{problem, select, deleted {チャンネルが削除されました} other {チャンネルに投稿できなくなりました}}。`/policy` でチャンネルを選び直してください。',
  },
  reports: {
    button: '🚩 通報',
    why: 'この結果を通報する理由は何ですか？通報はこのサーバーのモデレーターだけが見られます。',
    pickReason: '理由を選択…',
    reasons: {
      explicit: '性的・露骨な内容',
      hateful: '嫌がらせ・ヘイト',
      illegal: '違法なコンテンツ',
      spam: 'スパム',
      other: 'その他',
    },
    sent: 'ありがとうございます。通報はこのサーバーのモデレーターに届きました。',
    keptNoLog:
      'ありがとうございます。通報は保存されましたが、このサーバーのモデレーターには届きませんでした。使えるログチャンネルがありません。',
    already: 'この結果はすでに通報済みです。モデレーターが通報を受け取っています。',
    notReportable: '通報できるのはサーバー内の公開された結果だけです。',
    gone: 'この通報はもう保存されていません。',
    cardTitle: '🚩 通報：{reason}',
    cardWho: '{reporter} が {member} の結果を通報しました · [結果]({url})',
    cardPrompt: '**プロンプト** {prompt}',
    cardFooter: 'ワークフロー {workflow} · シード {seed} · 通報日時 {at}',
    deleteButton: '結果を削除',
    blockButton:
      '{length, select, day {1日ブロック} week {7日間ブロック} other {解除までブロック}}',
    dismissButton: '却下',
    action:
      '{action, select, deleted {🗑️ {moderator} が結果を削除} blocked {⛔ {moderator} が {member} をボットからブロック（{until}）} other {☑️ {moderator} が却下}} · {at}',
    until: '{at, select, never {解除されるまで} other {{at} まで}}',
    untilLifted: '解除されるまで',
    untilUtc: '{at} UTC まで',
    blockedUntil:
      '{original, select, yes {モデレーターにより、このサーバーでは <t:{seconds}:f> までこのボットを使えません。何も送信されず、クレジットも消費されていません。} other {モデレーターにより、このサーバーでは <t:{seconds}:f> までこのボットを使えません。何も送信されず、課金もされていません。}}',
    blockedForever:
      '{original, select, yes {モデレーターにより、このサーバーではブロックが解除されるまでこのボットを使えません。何も送信されず、クレジットも消費されていません。} other {モデレーターにより、このサーバーではブロックが解除されるまでこのボットを使えません。何も送信されず、課金もされていません。}}',
    blocksTitle: 'ボットからブロックされたメンバー',
    blocksNone:
      'いません。モデレーターはモデレーションログの通報カードからメンバーをブロックします。',
    blockLine: '{member} {until} · ブロックした人 {moderator}',
    blocksMore: '…ほか {count} 人。',
    pickUnblock: 'メンバーのブロックを解除…',
  },
  usage: {
    chartTitle: 'サーバーのキーでの1日あたりの生成数（直近30日）',
    chartAxisDays: '日付（UTC）',
    chartAxisGenerations: '生成数',
    chartOthers: 'その他全員',
    chartBudget: '1日の予算：{cap, number}回',
    chartUnknown: '不明なメンバー',
    title: 'サーバーキーの利用状況',
    description:
      'このサーバーのキーでのメンバーごとの生成数とクレジット: 今日、過去7日、過去30日（UTC の日付）。',
    line: '{user}: 今日 {today} · 7日 {week} · 30日 {month}',
    count: '**{generations, number}**（{credits}）',
    total: '**合計**: 今日 {today} · 7日 {week} · 30日 {month}',
    none: '過去30日間、このサーバーのキーを使った人はいません。',
    more: '…ほか {count, plural, other {#人}}。',
    yours: 'あなたの利用: 今日 {today} · 7日 {week} · 30日 {month}。',
    footer: 'クレジットは1回の生成につき {credits} として数えています。',
  },
  history: {
    title: '最近の生成',
    empty:
      '履歴は空です。生成が終わるとここに表示されます（最新 {max} 件を {days} 日間保存します）。',
    footer:
      '{page} / {pages} ページ · {count, plural, other {# 件の生成}} · あなたにだけ表示されています',
    entryName: '{n}. {workflow} · {size}',
    entrySized: '{n}. {size}',
    entryLine: '{state} · シード {seed} · {when}',
    entryLoras: 'LoRA：{loras}',
    messageLink: '[メッセージを開く]({url})',
    privateReply: '非公開の返信（リンクなし）',
    noMessage: 'メッセージ不明',
    defaultWorkflow: '既定のワークフロー',
    defaultSize: '既定のサイズ',
    randomSeed: 'ランダム',
    ago: '{duration}前',
    notFound:
      'その生成は履歴にありません（最新 {max} 件を {days} 日間保存します）。何も開始していません。',
    cannotRepeat:
      'その生成は履歴から再実行できません（ワークフローファイルが大きすぎて保存できませんでした）。ファイルを付けてもう一度 {cmdImagine} を実行してください。何も開始していません。',
    state: { completed: '✅ 完了', failed: '❌ 失敗', timed_out: '⌛ タイムアウト' },
    buttons: {
      again: '再実行 {n}',
      show: '表示 {n}',
      previous: '◀ 前へ',
      next: '次へ ▶',
      post: 'チャンネルに投稿',
    },
    show: {
      title: '生成',
      workflow: 'ワークフロー',
      size: 'サイズ',
      loras: 'LoRA',
      seed: 'シード',
      when: '日時',
      result: '結果',
      message: 'メッセージ',
      image: {
        gone: '{original, select, yes {画像サービスはこの画像をもう提供していません。代わりにパラメーターを表示します。} other {{backend} はこの画像をもう提供していません。代わりにパラメーターを表示します。}}',
        withheld: '画像は表示しません：ボットはそのホストから取得できません。',
        tooLarge: '画像が大きすぎてここに添付できません。',
        notImage:
          '{original, select, yes {画像サービスが Discord で表示できる画像ではないものを返しました。代わりにパラメーターを表示します。} other {{backend} が返したものは Discord で表示できる画像ではありません。代わりにパラメーターを表示します。}}',
      },
    },
  },
  privacy: {
    title: '🔒 ボットがあなたについて保存している内容',
    intro:
      'これはあなただけに表示されます。**私を忘れて** を押すと、すべてのサーバーでこれらをすべて消去します。',
    key: '🔑 APIキー',
    keyLinked:
      '{named, select, yes {連携済み: `{masked}`(アカウント {account})、暗号化して保存。} other {連携済み: `{masked}`、暗号化して保存。}}',
    keyNone: '連携なし。',
    keyUnreadable: '連携済みですが、ここではもう復号できません。',
    preferences: '⚙️ あなたの既定値',
    none: 'なし。',
    history: '🕘 履歴',
    historyCount: '{count, plural, other {# 件の生成}}、各 {days} 日間保存。',
    usage: '📊 このサーバーのキーの利用',
    usageLine: '今日 {today, number} · 過去30日 {month, number}(各日 {days} 日間保存)。',
    blocks: '⛔ ブロック',
    blocksCount: '{count, plural, =0 {なし。} other {# 件のブロック}}',
    unfinished: '⏳ 進行中の生成',
    unfinishedCount: '{count, plural, =0 {なし。} other {# 件が待機中または実行中}}',
    inputs: '🖼️ 持ち込んだ画像',
    inputsCount:
      '{count, plural, =0 {なし。} other {# 枚。それぞれ最後の使用から {hours} 時間保存されます（再生成・再試行のため）。}}',
    kept: '🗓️ 保存期間',
    keptText:
      '完了した生成の記録(ボタン用): {generationDays} 日。ボットがサーバーから外された場合、そのサーバーのデータ: {graceDays} 日。',
    forget: '私を忘れて',
    confirmTitle: 'あなたに関するすべてを忘れますか?',
    confirmText:
      'すべてのサーバーで次を消去します: ここに保存されたAPIキー、既定値、履歴、持ち込んだ画像（編集・バリエーション・拡大用）、利用回数、生成の記録。元に戻せません。\n\n{original, select, yes {キー自体は取り消されません: 画像サービス側で、または {cmdApikeyRevoke} で取り消すまで使えます。} other {キー自体は無効化されません。{backend} で無効化するまで引き続き使えます。}}',
    confirm: 'はい、忘れてください',
    cancel: 'キャンセル',
    doneTitle: '消去しました',
    done: 'ボットはどのサーバーでも、あなたについて何も保存していません。',
    doneKey:
      '{original, select, yes {キー `{masked}` はここから消去されましたが、画像サービスではまだ使えます: そちらで、または {cmdApikeyRevoke} で取り消してください。} other {キー `{masked}` はここから消去しましたが、{backend} では引き続き使えます。信用できない場合はそちらで無効化してください。}}',
    doneKept:
      '保存を続けるもの: 各サーバーの予算の合計(そのキーが日・月に支払った生成数で、誰の名前も含みません)。予算がそれを数え続ける必要があるためです。',
    unfinishedError:
      '待機中または実行中の生成が {count, plural, other {# 件}} あります: 記録は終了時に書き込まれるため、何も消去していません。キャンセルするか終了を待ってから、もう一度 **私を忘れて** を押してください。',
  },
  anywhere: {
    needsBot:
      'これにはこのサーバーにボットが必要です（サーバーキー、キュー、モデレーター用の機能はサーバー側にあります）。サーバー管理者にボットの追加を依頼してください。ここでは {cmdImagine}、{cmdBalance}、{cmdApikeyLink} が自分のキーで使えます。何も変更していません。',
    tokenLimit:
      'ボットはここにはおらず、あなたのアカウントにだけインストールされています。Discord の制限で、この返信を更新できるのは 15 分間です。画像がそれより遅れた場合は {cmdHistory} で見つけられます。',
  },
  automod: {
    refused:
      'このサーバーの AutoMod ルール「{rule}」が{where, select, negative {ネガティブプロンプト} style {スタイル適用後のプロンプト} workflowFile {ワークフローファイル} other {プロンプト}}をブロックしています（「{found}」）。何も送信されず、料金もかかっていません。別の言葉で試してください。',
    unreadable:
      'このサーバーのモデレーターは AutoMod ルールに従うよう bot に求めていますが、{reason, select, permission {bot は **サーバー管理** 権限を失ったため、ルールを読めなくなりました。モデレーターが権限を戻すか、{cmdPolicy} でチェックをオフにできます} other {Discord が応答しなかったため、今はルールを読めません。1 分後にもう一度試してください}}。何も送信されず、料金もかかっていません。',
    needsManage:
      'このサーバーの AutoMod ルールに従うには bot がルールを読む必要があり、Discord は **サーバー管理** 権限を持つアプリにしかそれを許可しません（bot の招待ではこの権限を求めていません）。サーバー設定 → ロールで bot のロールに **サーバー管理** を付与してから、もう一度オンにしてください。何も変更されていません。',
    title: 'サーバーの AutoMod',
    on: 'オン：料金が発生する前に、プロンプトとネガティブプロンプトをこのサーバーのメッセージをブロックする AutoMod キーワードルール（除外ロールとチャンネルも含む）と照合します。',
    off: 'オフ：プロンプトはこのサーバーの AutoMod ルールと照合されません。オンにするには bot に **サーバー管理** が必要です。',
    button: '{state, select, on {AutoMod チェック：オン} other {AutoMod チェック：オフ}}',
    log: '🛡️ {member}：AutoMod ルール「{rule}」（「{keyword}」）により拒否：「{prompt}」',
    replyBlocked:
      'このサーバーの Discord AutoMod が bot の返信をブロックしました。その文面がサーバーの AutoMod ルールに一致したためです。料金はかかっておらず、ほかにすることはありません。別の言葉で試せます。',
    resultBlocked:
      'このサーバーの Discord AutoMod があなたの生成結果のメッセージをブロックしました。その文面がサーバーの AutoMod ルールに一致したためです。{made, select, yes {画像は作成され、通常どおり料金がかかっています。{cmdHistory} で見られます。} other {料金はかかっていません。}}ほかにすることはありません。',
  },
  onboarding: {
    help: {
      backendTitle: '🖼️ 画像バックエンド',
      backendValue:
        'ここでは **{backend}** が画像を作ります。{accounts, select, none {APIキーは不要で残高もないため、ここでの生成に費用はかかりません。} keys {キーはそのために連携しますが、残高は管理されません。} other {キーはそのために連携し、残高の単位は {unit} です。}}',
      title: '❔ ヘルプ',
      aboutServer:
        '画像サービスを使って、プロンプトから画像を作ります。{cmdImagine} を実行すると、返信に画像が表示され、引き直し・変更・詳細表示のボタンが付きます。{accounts, select, none {} other {まずあなた自身の APIキーが支払い、ない場合はこのサーバーのキーが支払うことがあります。}}',
      aboutDm:
        '画像サービスを使って、プロンプトから画像を作ります。このダイレクトメッセージでは、あなた自身の APIキーが支払います。{cmdApikeyLink} で連携してから {cmdImagine} を実行してください。',
      aboutWithoutBot:
        'このサーバーにボットはいません。あなたのアカウント経由で使うため、支払うのはあなた自身の APIキーだけです。{cmdApikeyLink} で連携してから {cmdImagine} を実行してください。画像はあとで {cmdHistory} で見つかります。',
      yourKey: '🔑 あなたの APIキー',
      keyLinked:
        '連携済み: 生成には最初にこのキーが使われます。{cmdApikeyStatus} でキーと残高を確認できます。',
      keyNotLinked:
        '{original, select, yes {未連携です。{cmdApikeyLink} で連携するか、{cmdApikeyGenerate} で作成してください。} other {{accounts, select, none {不要です：{backend} はAPIキーを使いません。} other {未連携です。{cmdApikeyLink} で {backend} のキーを連携してください。}}}}',
      serverKey: '🏠 このサーバーのキー',
      serverKeyNone:
        'このサーバーにはキーがありません。メンバーは自分のキーが必要です。管理者は {cmdApikeyServerSet} で設定できます。',
      serverKeyClosed: 'あなたのロールではこのサーバーのキーを使えません。',
      serverKeyRoom:
        '今日はこのキーで {limit, number} 回中 {used, number} 回生成しました。カウントは {resets} にリセットされます。',
      limits: '📏 このサーバーの制限',
      maxSide: '長辺: {pixels, number} px',
      maxSteps: 'ステップ数: 最大 {steps, number}',
      maxImages: '1回のコマンドの画像数: 最大 {images, number}',
      workflows: 'ワークフロー: {workflows}',
      budgetDaily: 'サーバーの予算: 1日 {count, number} 回の生成',
      budgetMonthly: 'サーバーの予算: 1か月 {count, number} 回の生成',
      limitsWhen: 'サーバーのキーが支払うときに適用されます。',
      activeCap: '同時に実行できる生成は最大 {count, number} 件',
      links: '📄 プライバシーと利用規約',
      privacy: '[プライバシーポリシー]({url})',
      terms: '[利用規約]({url})',
      commands: 'ここで使えるコマンド',
      managerCommands: '管理者向け（サーバー管理）',
      onMessage: 'メッセージ上で: アプリ → **{name}**',
    },
    welcome: {
      title: '👋 追加していただきありがとうございます！',
      intro: 'このサーバーの管理者の方へ、設定は3ステップです:',
      stepKey:
        '1. 自分の APIキーを持たないメンバーのために、サーバーのキーを設定します: {cmdApikeyServerSet}（フォームはあなたにだけ表示されます）。',
      stepPolicy: '2. 制限、ロールごとの1日の生成数、モデレーションログを選びます: {cmdPolicy}。',
      stepTry:
        '3. 試してみましょう: {cmdImagine} にプロンプト（例: 夕暮れの灯台）を入れて実行します。',
      footer: '誰でも {cmdHelp} を実行すると、ここで私ができることと使えるコマンドを確認できます。',
    },
  },
  commands: {
    history: { name: '履歴', description: '最近の生成（あなたにだけ表示）：再実行または表示' },
    show: {
      name: '表示',
      description: '過去の生成を（非公開で）表示し、チャンネルに投稿できます',
      task: { name: 'タスク', description: '履歴の生成（プロンプトの一部を入力）' },
    },
    apikey: {
      name: 'apiキー',
      description: '生成に使うAPIキーを連携・確認・削除します',
      link: {
        name: '連携',
        description: '自分のAPIキーを連携します（非公開フォームで入力し、先に確認します）',
      },
      status: {
        name: '状態',
        description: '連携中のキー（末尾4文字）、アカウント、残高を表示します',
      },
      unlink: {
        name: '連携解除',
        description: 'ボットにキーを忘れさせます（無効化はしないので、キーは使えるままです）',
      },
      generate: {
        name: '作成',
        description: 'ログイントークンで新しいキーを作成して連携します',
      },
      revoke: {
        name: '無効化',
        description: '連携中のキーを発行元で無効化し、連携を解除します',
        all: {
          name: 'すべて',
          description: 'アカウントのすべてのキーを無効化します（確認あり）',
        },
      },
      server: {
        backend: {
          name: 'backend',
          description: 'このサーバーの生成とキーが使う画像バックエンドを選ぶ(サーバー管理)',
          backend: {
            name: 'backend',
            description: 'このボットが提供する画像バックエンドのひとつ',
          },
        },
        name: 'サーバー',
        description: 'このサーバーのキー。自分のキーがないメンバー用です（サーバー管理）',
        set: {
          name: '設定',
          description: 'サーバーキーを設定します（サーバー管理、非公開フォームで入力）',
        },
        status: {
          name: '状態',
          description: 'サーバーキー（末尾4文字）、残高、1日の上限を表示します（サーバー管理）',
        },
        clear: {
          name: '削除',
          description:
            'サーバーキーを削除します。メンバーは自分のキーが必要になります（サーバー管理）',
        },
        limit: {
          name: '上限',
          description: 'サーバーキーで各メンバーが1日に生成できる回数を設定します（サーバー管理）',
          limit: {
            name: '回数',
            description: 'サーバーキーでのメンバー1人あたり1日の生成回数（{min}–{max}）',
          },
        },
      },
    },
    balance: {
      name: '残高',
      description: '残高と、サーバーキーがあればサーバーの共有分を表示します',
      public: {
        name: '公開',
        description: 'チャンネルに回答を投稿します（既定では自分だけに表示、キーは常に非表示）',
      },
      user: {
        name: 'メンバー',
        description: '自分の代わりに他のメンバーの残高（サーバー管理。キーは表示しません）',
      },
      usage: {
        name: '利用状況',
        description: 'サーバーキーでの各メンバーの生成数と消費：今日・7日・30日（サーバー管理）',
      },
    },
    imagine: {
      image: {
        name: '画像',
        description: 'プロンプトで編集・変換する画像（サーバーのバックエンドが対応している場合）',
      },
      strength: {
        name: '強度',
        description:
          '結果が画像からどれだけ離れてよいか：低いと画像に近く、高いとプロンプトに従います',
      },
      mask: {
        name: 'マスク',
        description: '透明なピクセルで画像の変えてよい部分を示す PNG。それ以外はそのまま残ります',
      },
      name: '画像生成',
      description: 'プロンプトから画像を生成します',
      prompt: {
        name: 'プロンプト',
        description: '描きたいもの（ワークフローファイルを添付した場合はラベル）',
      },
      style: { name: 'スタイル', description: 'プロンプトとオプションを形づくる名前付きスタイル' },
      negative_prompt: { name: 'ネガティブプロンプト', description: '画像に含めたくないもの' },
      workflow: {
        name: 'ワークフロー',
        description: 'ここで使えるワークフロー（未指定なら最初のもの）',
      },
      size: {
        name: 'サイズ',
        description: '画像の形（幅と高さを指定するとそちらが優先）',
        choices: {
          square: '正方形 {width}×{height}',
          portrait: '縦長 {width}×{height}',
          landscape: '横長 {width}×{height}',
          wide: 'ワイド {width}×{height}',
        },
      },
      width: { name: '幅', description: '幅（ピクセル）' },
      height: { name: '高さ', description: '高さ（ピクセル）' },
      steps: { name: 'ステップ数', description: 'サンプリングのステップ数' },
      seed: { name: 'シード', description: '同じ画像を再現するためのシード（-1：ランダム）' },
      cfg: { name: 'cfg', description: 'CFGスケール' },
      model: { name: 'モデル', description: 'モデルのパス' },
      sampler: {
        name: 'サンプラー',
        description: 'サンプラー（AI Horde など、対応するバックエンドのみ）',
      },
      lora: {
        name: 'lora',
        description: 'このサーバーが提供するLoRA。:重み で強さを指定（既定 1、-2〜2）',
      },
      lora2: {
        name: 'lora2',
        description: '2つ目のLoRA（名前 または 名前:重み）',
      },
      lora3: {
        name: 'lora3',
        description: '3つ目のLoRA（名前 または 名前:重み）',
      },
      workflow_file: {
        name: 'ワークフローファイル',
        description:
          'テキストのプロンプトの代わりに送るノードグラフのワークフロー（JSONオブジェクト）',
      },
      count: {
        name: '枚数',
        description: '一緒に表示する画像の枚数（1 枚ごとに 1 回の生成）',
      },
    },
    language: {
      name: '言語',
      description: 'このサーバーでボットが使う言語を確認・選択します',
      show: {
        name: '表示',
        description: 'あなたへの返信とこのサーバーの公開メッセージの言語を表示します',
      },
      server: {
        name: 'サーバー',
        description: 'このサーバーの公開メッセージの言語を選びます（サーバー管理）',
        language: {
          name: '言語',
          description: '言語を選ぶか、サーバーのDiscordの言語に従います',
          auto: 'サーバーのDiscordの言語に従う',
        },
      },
    },
    settings: {
      name: '設定',
      description: 'あなたの /imagine 既定値、またはチャンネルやサーバーの既定値（サーバー管理）',
      scope: {
        name: '対象',
        description: '誰の既定値か（既定: あなた）',
        me: '自分',
        channel: 'このチャンネル（サーバー管理）',
        server: 'このサーバー（サーバー管理）',
      },
      model: {
        name: 'モデル',
        description: '既定のモデル（サーバーの画像バックエンドが提供するものから）',
      },
    },
    styles: {
      name: 'スタイル',
      description: '/imagine スタイル: で使う名前付きスタイル',
      list: { name: '一覧', description: 'ここで使えるスタイル' },
      add: { name: '追加', description: 'このサーバーのスタイルを追加（サーバー管理）' },
      edit: {
        name: '編集',
        description: 'このサーバーのスタイルを編集（サーバー管理）',
        style: { name: 'スタイル', description: '編集するスタイル' },
      },
      remove: {
        name: '削除',
        description: 'このサーバーのスタイルを削除（サーバー管理）',
        style: { name: 'スタイル', description: '削除するスタイル' },
      },
    },
    alerts: {
      name: 'アラート',
      description: 'サーバーキーの残高が少なくなったらログチャンネルに通知します（サーバー管理）',
      threshold: {
        name: 'しきい値',
        description: 'この残高を下回ったら通知（{min}〜{max}）',
      },
    },
    policy: {
      name: 'ルール',
      description: 'このサーバーのサーバーキーの上限と禁止ワード（サーバー管理）',
    },
    queue: {
      name: 'キュー',
      description: 'このサーバーの待機中・実行中の生成（あなたにだけ表示）',
    },
    privacy: {
      name: 'プライバシー',
      description:
        'ボットがあなたについて保存している内容と期間。すべて消去できます(あなただけに表示)',
    },
    help: {
      name: 'ヘルプ',
      description: 'このボットがここでできること、あなたのキーと今日の残り、使えるコマンド',
    },
    imagineThis: { name: 'これを画像にする' },
    describe: {
      name: 'describe',
      description: '画像を言葉で説明し、必要ならその言葉から新しい画像を作ります',
      image: { name: 'image', description: '説明する画像: PNG・JPEG・WebP' },
    },
    editThisImage: { name: 'この画像を編集' },
    describeThisImage: { name: 'この画像を説明' },
  },
  demo: {
    stepUsage: '8. サーバーのキーの使用状況をグラフで（自分のキーがないメンバーがそれで生成）',
    stepEdit: '9. 画像を編集：🖌️ 編集 を押して、変えたいことを書く',
    stepUpscale: '10. アップスケール（🔍 アップスケール、いちばん小さい倍率）',
    stepRegion: '11. 一部だけ変える：🖌️ 範囲バリエーション を押し、ピッカーでマスを選ぶ',
    stepZoom:
      '12. 2倍にズームアウト（🔍 ズームアウト 2×）：画像を大きなキャンバスに置き、周りを描き足す',
    noRegion:
      '（省略：このバックエンドは画像の一部だけを変えられないため、カードに範囲バリエーションがありません）',
    noZoom:
      '（省略：このバックエンドは画像の一部だけを変えられないため、カードにズームアウトがありません）',
    stepImagineImage: '13. 自分の写真から始める: {command}',
    photoPrompt: '夜の同じ港、ランタンが灯っている',
    noImageIn: '（省略: このバックエンドは画像を受け付けないため、{command} を断ります）',
    stepDescribe: '14. 写真を言葉にする: {command}',
    noDescribe: '（省略: このバックエンドは画像を説明しません）',
    editPrompt: '星空の下の同じ灯台',
    noEdit: '（省略：このバックエンドは画像を受け取らないため、カードに編集はありません）',
    noUpscale:
      '（省略：このバックエンドはアップスケールしないため、カードにアップスケールはありません）',
    serverKeySet:
      '（オーナーが、{member} のように自分のキーがないメンバー向けにサーバーのキーを設定しました）',
    historySeeded:
      '（デモ用に記入：{count} 人のメンバーによる過去 {days} 日間の毎日のサーバーキー利用、1 日の予算 {cap} 回の範囲内）',
    savedChart:
      '/balance usage:True の使用状況グラフを {path} に保存しました：{width}×{height} ピクセル。',
    serverName: 'デモサーバー',
    prompt: '夕暮れの断崖に立つ灯台、油絵',
    title: 'Imagine ボットのデモ · {time}',
    discord:
      'Discord（エミュレート）：サーバー「{server}」、チャンネル #{channel}、メンバー {member}',
    service:
      '画像サービス（エミュレート）：アカウント {account}、残高 {credits}。タスクは実際より {speed} 倍速く進みます',
    bot: 'ボット：本物のボットを一時的なSQLiteストアで実行。{poll} ± {jitter} ミリ秒ごとに状態を確認し、編集は最短 {edit} ミリ秒間隔（既定値 × {scale}）',
    stepLink: '1. APIキーを連携（{member} が画像サービスからコピー済み）',
    stepBalance: '2. 残高を確認',
    stepSettings: '3. /imagine の既定値を選ぶ',
    stepImagine: '4. スタイルを指定して画像を生成',
    stepReroll: '5. 引き直す（同じオプション、新しいシード）',
    used: '▶ {member} が {command} を使いました',
    clicked: '▶ {member} が [ {label} ] を押しました',
    picked: '▶ {member} が「{menu}」で「{choice}」を選択',
    modal: '🗔 フォーム「{title}」',
    pastedMasked: '{masked}（全体を貼り付け、伏せ字で表示）',
    thinking: '{bot} が考えています…',
    onlyYou: '👁 あなただけに表示されています',
    edited: '編集済み',
    botName: '{name}（ボット）',
    history: '{label}：投稿後に {count} 回編集',
    historyLabel: '進行状況（返信の編集履歴より）',
    finalVersion: '最終版:',
    posted: '投稿',
    edit: '編集 {n}',
    noChange: '（見た目の変化なし）',
    attached: '{name}（添付）',
    disabled: '（無効）',
    image: '画像：{name}',
    thumbnail: 'サムネイル：{name}',
    saved:
      '引き直した画像を {path} に保存しました：{size}、{width}×{height} ピクセル。画像サービスが返したPNGとバイト単位で一致しています。',
    stepCount: '6. 1 つの返信に 4 枚の画像（枚数: 4）',
    stepRemix: '7. セットをリミックス：プロンプトとサイズを変え、シードはそのまま',
    gallery:
      '（1 枚のカード：{count} 枚の画像をフルサイズで並べたギャラリー。各画像は代替テキスト付きの個別の添付ファイル）',
    remixPrompt: '夜の嵐の中の灯台、油絵',
    hordeService:
      'AI Horde（エミュレート）：ユーザー {account}、{kudos} kudos。リクエストは実際の {speed} 倍の速さで進みます',
    hordeStepLink: '1. API キーをリンクする（{member} は aihorde.net からコピーしました）',
    hordeSkipsSettings:
      '（AI Horde では省略：選べるワークフローがなく、/apikey generate もありません）',
    hordeSkipsUsage: '（AI Horde では省略：このデモではサーバーキーを設定していません）',
    hordeSaved:
      '振り直した画像を {path} に保存しました：{size}、{width}×{height} ピクセル。AI Horde が返した WebP とバイト単位で同一です。',
    comfyService:
      'ComfyUI（エミュレート）：サーバー管理者自身の GPU、ワークフロー {workflows}；サンプリングは実際の {speed} 倍速',
    comfyStepLink: '1. API キーの登録を試す（ComfyUI はキーを使いません）',
    comfySkipsSettings: '（ComfyUI では省略：ワークフローは下の {imagine} で直接選びます）',
    backendSkipsUsage: '（{backend} では省略：このデモではサーバーキーを設定していません）',
    backendSaved:
      '振り直した画像を {path} に保存しました：{size}、{width}×{height} ピクセル。{backend} が返した {format} とバイト単位で同一です。',
    backendSavedStripped:
      '振り直した画像を {path} に保存しました：{size}、{width}×{height} ピクセル。{backend} が返した {format} から、ファイルに書き込まれたメタデータ（ワークフロー）だけを除いたもので、ほかのバイトはそのままです。',
    openaiService:
      'OpenAI Images（エミュレート）：モデル {model}、メンバー自身のキーで画像ごとに課金；生成は実際の {speed} 倍速',
    openaiStepLink: '1. API キーを登録する（{member} は platform.openai.com で作成しました）',
    openaiSkipsSettings:
      '（OpenAI では省略：選べるワークフローがなく、/apikey generate も提供されていません）',
    openaiStepCount: '6. 1 つの返信に 2 枚の画像（枚数: 2。1 枚ごとに課金）',
    webuiService:
      'Stable Diffusion WebUI（エミュレート）：サーバー管理者自身の GPU、モデル {models}；サンプリングは実際の {speed} 倍速',
    webuiStepLink: '1. API キーの登録を試す（{backend} はキーを使いません）',
    webuiSkipsSettings: '（{backend} では省略：モデルは下の {imagine} で直接選びます）',
    webuiSavedStripped:
      '振り直した画像を {path} に保存しました：{size}、{width}×{height} ピクセル。{backend} が返した {format} から、ファイルに書き込まれた生成パラメーターだけを除いたもので、ほかのバイトはそのままです。',
  },
  imageQuota: {
    dailyUsed:
      '{limit, plural, =0 {このサーバーの1日の上限は0です：メンバーはここで画像を作れません。} other {このサーバーで今日作れる画像 # 枚をすべて作りました。}}上限は <t:{seconds}:R>（<t:{seconds}:t>、UTC 0時）にリセットされます。何もカウントされていません。',
    overDaily:
      '{count} 枚だとこのサーバーの1日の上限を超えます（今日の残り {left} 枚）。枚数を減らしてください。何もカウントされていません。',
    roleClosed:
      'あなたのロールはこのサーバーで画像を作れません（1日の上限0）。何もカウントされていません。',
    budgetReached:
      'このサーバーは{period, select, daily {1日} other {1か月}}の予算分の画像をすべて作りました。<t:{seconds}:R>（<t:{seconds}:f>）にまた作れます。何もカウントされていません。',
    overBudget:
      '{count} 枚だとこのサーバーの{period, select, daily {1日} other {1か月}}の予算を超えます（残り {left} 枚）。枚数を減らしてください。何もカウントされていません。',
    logBudgetReached:
      '💸 このサーバーは{period, select, daily {1日} other {1か月}}の予算分の画像をすべて作りました。<t:{seconds}:R>にまた作れます。',
    budgetIn: '画像の枚数で数えます（作った画像1枚につき1）。',
    rolesNone: 'なし：全メンバーにサーバーの1日の上限（{limit} 枚）が適用されます。',
    roleLine: '{role}：{perDay, plural, =0 {画像を作れません} other {1日 # 枚}}',
    limitSet:
      '✅ 各メンバーは **{backend}** で1日 **{limit}** 枚まで画像を作れるようになりました（カウントは UTC 0時にリセット）。',
  },
  count: {
    overBudget:
      '{count}枚の画像はこのサーバーの{period, select, daily {1日} other {1か月}}の予算を超えます（残り{left}回）。枚数を減らすか、`{cmdApikeyLink}` で自分のキーを連携してください。料金はかかっていません。',
    overBudgetIn:
      '{count}枚の画像はこのサーバーの{period, select, daily {1日} other {1か月}}の予算を超えます（残り{left, number} {unit}）。枚数を減らすか、`{cmdApikeyLink}` で自分のキーを連携してください。料金はかかっていません。',
    overEstimate:
      '画像バックエンドの見積もりでは、{count}枚の画像は約{estimate, number} {unit}かかり、このサーバーの{period, select, daily {1日} other {1か月}}の予算を超えます（残り{left, number} {unit}）。枚数を減らすか小さい画像にするか、`{cmdApikeyLink}` で自分のキーを連携してください。料金はかかっていません。',
    cost: '{source, select, limit {{count} 枚。このサーバーでのあなたの1日の上限に数えられます。} none {{count} 枚。{backend} にはアカウントがないため、課金は発生しません。} other {{count} 枚 = {source, select, server {サーバーキー} anonymous {匿名キー（最低優先度）} other {あなたのキー}}で {count} 回の生成{accounts, select, balance {{original, select, no {（{unit}で支払い）} other {}}} other {}}。}}',
    progressTitle: '🎨 {count} 枚の画像',
    readyTitle: '✅ {count} 枚の画像ができました',
    partialTitle: '⚠️ {count} 枚中 {ready} 枚ができました',
    failedTitle: '❌ {count} 枚とも失敗しました',
    imageReady: '**{n}.** ✅ シード {seed}',
    retryHint:
      '失敗した画像は、下のメニューで 🔁 と画像の番号を選ぶと再試行できます（1 回の生成）。ほかの画像は作り直しません。',
    overCap:
      '{count} 枚を頼みましたが、同時に実行できる生成は最大 {limit} 件です（現在 {running} 件実行中）。枚数を減らすか、終わるまでお待ちください。料金はかかっていません。',
    overDaily:
      '{count} 枚だとサーバーキーの 1 日の上限を超えます（今日の残り {left} 回）。枚数を減らすか、`{cmdApikeyLink}` で自分のキーを連携してください。料金はかかっていません。',
    detailsImage: '**画像 {n}** · シード {seed}{task, select, none {} other { · タスク `{task}`}}',
    detailsImages: '**画像**',
    queueFull:
      'このサーバーのキューがいっぱいです。待機できる生成は最大 {limit} 件で、すでに {waiting} 件が待っているため、{count, plural, other {{count} 枚の画像}}は入りきりません。数分後にもう一度お試しください{count, plural, =1 {} other {（または枚数を減らしてください）}}。料金はかかっていません。',
    cancelledTitle: '✖️ {count} 枚をキャンセルしました',
    stoppedTitle: '⏹️ {count} 枚を待つのをやめました',
    runAgainHint:
      'キャンセルした画像は、下のメニューで 🔁 と画像の番号を選ぶともう一度実行できます（1 回の生成）。ほかの画像は作り直しません。',
  },
  imageActions: {
    vary: '{strength, select, subtle {🌱} other {🌪️}} {which, select, image {画像 {n} のバリエーション} other {バリエーション}}（{strength, select, subtle {控えめ} other {大胆}}）',
    upscale: '🔍 {which, select, image {画像 {n} を拡大} other {拡大}} ×{factor}',
    edit: '🖌️ {which, select, image {画像 {n} を編集} other {編集}}',
    region: '🖌️ {which, select, image {画像 {n} の範囲をバリエーション} other {範囲バリエーション}}',
    zoom: '🔍 {which, select, image {画像 {n} をズームアウト} other {ズームアウト}} {factor, select, 0 {（カスタム）…} other {{factor}×}}',
    pan: '{direction, select, left {⬅️} right {➡️} up {⬆️} other {⬇️}} {which, select, image {画像 {n} を} other {}}{direction, select, left {左} right {右} up {上} other {下}}へパン',
    maskNotOffered:
      'このサーバーの画像バックエンドは画像の一部だけを変えられないため、範囲バリエーション・ズームアウト・パンは使えません。何も送信されず、課金もされていません。',
    pickerTitle: '🖌️ 範囲バリエーション：変える部分を選択',
    pickerHint:
      '画像は 16 のマスに分かれています。描き直すマスを選び（境目はなじませます）、**範囲をバリエーション** を押すか、**プロンプトを変更** でそこに描く内容を指定してください。選んだマスだけが変わります。',
    pickerPlaceholder: '変えるマス（A1 … D4）…',
    pickerChosen: '選択中：{cells}',
    pickerGo: '🖌️ 範囲をバリエーション',
    pickerPrompt: '✏️ プロンプトを変更…',
    paintedTitle: '🖌️ Vary (Region)：塗った範囲',
    paintedHint:
      '色の付いた範囲が変わり、画像の残りはそのままです。下のプロンプトで描き直すには **範囲をバリエーション** を、先に変えるには **プロンプトを変更** を押してください。',
    paintedPrompt: 'プロンプト：{prompt}',
    paintedExpired:
      'ペインターが開かれていた時間が長すぎて、Discord がボットに応答させません（15 分）。カードの Vary (Region) をもう一度押してください。何も送信・請求されていません。',
    regionFormTitle: '🖌️ 範囲バリエーション',
    formPrompt: '選んだマスのプロンプト',
    pickCells:
      'まずメニューでマスを 1 つ以上選んでください。何も送信されず、課金もされていません。',
    zoomFormTitle: '🔍 カスタムズームアウト',
    zoomFormFactor: 'ズーム倍率（1.1〜2）',
    zoomFormPlaceholder: '例：1.3',
    zoomFactorInvalid:
      'ズーム倍率は 1.1〜2 の数値にしてください（例：1.3）。何も送信されず、課金もされていません。',
    placeholder: '1 枚を選んでバリエーション・拡大・編集…',
    formTitle: '🖌️ 画像を編集',
    formChange: '変えたいところ',
    formChangePlaceholder: '例: 夜にする、赤いマフラーを足す',
    formMask: 'マスク（任意）',
    formMaskHint: '画像と同じ大きさの PNG：透明なピクセルが変えてよい部分です。',
    notOffered:
      'このサーバーの画像バックエンドは画像にそれができません。何も送信・請求されていません。',
    othersInput:
      'この画像は別のメンバーが持ち込んだ画像から作られたもので、その画像を再び使えるのは本人だけです。代わりに、投稿された画像のボタン（バリエーション、拡大、編集）から始めてください。何も送信・請求されていません。',
    imageGone: 'その画像はもうこのメッセージにないため使えません。何も送信・請求されていません。',
    noImage:
      'そのメッセージには使える画像（添付または埋め込みの PNG・JPEG・WebP）がありません。何も送信・請求されていません。',
    describeTitle: '📝 画像に写っているもの',
    describeHint:
      '**これを画像にする** を押すと、この言葉から新しい画像を作れます（先に書き換えることもできます）。',
    describeOverBudget:
      'この画像の説明には約 {estimate, number} {unit} かかり、このサーバーの{period, select, daily {1日} other {1か月}}の予算（残り {left, number} {unit}）を超えます。`{cmdApikeyLink}` で自分のキーを連携するか、予算がリセットされてからもう一度試してください。何も送信・請求されていません。',
    describeFailed:
      '画像バックエンドはこの画像を説明できませんでした{spent, select, yes {（{amount, number} {unit} 消費）} other {（何も請求されていません）}}。しばらくしてから、または別の画像で試してください。',
    noWords: '画像バックエンドはその画像を言葉にできませんでした。別の画像で試してください。',
    imagineThis: '🎨 これを画像にする',
  },
  card: {
    source:
      '{action, select, region {🖌️ {name} の範囲をバリエーション} zoom {🔍 {name} を {factor}× ズームアウト} pan {{direction, select, left {⬅️} right {➡️} up {⬆️} other {⬇️}} {name} を{direction, select, left {左} right {右} up {上} other {下}}へパン} edit {✏️ {name} から編集} vary {🔀 {name} のバリエーション（{strength, select, subtle {控えめ} other {強め}}）} other {🔍 {name} を ×{factor} に拡大}}',
    rerollAll: '🎲 すべて引き直す',
    rerollImage: '🎲 画像 {n} を引き直す',
    remixImage: '🎛️ 画像 {n} をリミックス',
    retryImage: '🔁 画像 {n} をもう一度実行',
    imagePlaceholder: '1 枚を選んで引き直し・リミックス…',
    imageAlt: '{count, plural, =1 {} other {画像 {n}/{count}: }}{prompt}（シード {seed}）',
    imageAltFrom: '{count, plural, =1 {} other {画像 {n}/{count}: }}{prompt}（{source}）',
    previewAlt: '生成中のプレビュー{count, plural, =1 {} other {（画像 {n}/{count}）}}: {prompt}',
  },
  remix: {
    button: '🎛️ リミックス',
    title: 'リミックス',
    prompt: 'プロンプト',
    style: 'スタイル',
    sameSeed: '{seed, select, random {前回と同じくランダム} other {同じシード（{seed}）}}',
    newSeed: '新しいランダムなシード',
    yourDefault: 'あなたの既定値',
    formChanged:
      'このフォームは開いた後に変更されました。もう一度開いてください。何も送信されていません。',
    generate: '🎨 生成',
    editPrompt: '✏️ プロンプトを編集',
    panelHint:
      '変えるものを選んで **生成** を押すか、先に文章を変えるなら **プロンプトを編集** を押してください。これはあなたにだけ表示されています。',
    noLoras: 'LoRA：なし（{max} 個まで選べます）',
  },
  cancel: {
    cancelButton: '✖️ キャンセル',
    stopButton: '⏹️ 待つのをやめる',
    cancelled:
      '{original, select, yes {画像サービスに送る前にキャンセルしました。料金はかかっていません。} other {{backend} に送信される前にキャンセルしました。課金はされていません。}}',
    stopped:
      '{original, select, yes {ボットは待つのをやめました。画像サービスはすでに受け付けていてキャンセルできないため、クレジットはすでに消費されているかもしれません。} other {{accounts, select, none {ボットは待つのをやめました。{backend} はどの実行中のジョブがボットのものかを示せないため、ボットは停止しておらず、画像は作られるかもしれません。{backend} はアカウントを持たないため、課金はありません。} other {ボットは待つのをやめました。すでに {backend} に届いており、取り消せないため、課金済みの可能性があります。}}}}',
    stoppedNotice:
      '{original, select, yes {待つのをやめました。画像サービスはすでに開始していてキャンセルできません。クレジットはすでに消費されているかもしれません。} other {{accounts, select, none {待つのをやめました。{backend} はどのジョブがボットのものかを示せないため停止しておらず、画像は作られるかもしれません。{backend} はアカウントを持たないため、課金はありません。} other {待つのをやめました。{backend} はすでに開始しており取り消せないため、課金済みの可能性があります。}}}}',
    stoppedCancelled:
      '{accounts, select, none {ボットは待つのをやめ、{backend} に停止を依頼しました。{backend} にはアカウントがないため、課金は発生していません。} other {ボットは待つのをやめ、画像バックエンドに停止を依頼しました。課金された可能性があります。}}',
    stoppedNoticeCancelled:
      '{accounts, select, none {待つのをやめました。ボットは {backend} に停止を依頼しました。{backend} にはアカウントがないため、課金は発生していません。} other {待つのをやめました。ボットは画像バックエンドに停止を依頼しました。課金された可能性があります。}}',
    alreadySent:
      '{original, select, yes {すでにキューを出ています。画像サービスが受け付けていてキャンセルできません（クレジットはすでに消費されているかもしれません）。待つのをやめるには **待つのをやめる** を押してください。} other {すでにキューを出ています。{backend} が受け取っており、取り消せません（課金済みの可能性があります）。待つのをやめるには **待つのをやめる** を押してください。}}',
    nothingLeft: 'この返信で進行中のものはもうありません。',
    notAllowed:
      '生成をキャンセルできるのは、依頼したメンバーか **{permission}** 権限を持つメンバーだけです。',
  },
  queue: {
    title: '🕒 このサーバーの生成',
    empty: 'このサーバーで待機中・実行中のものは今ありません。',
    running: '**実行中**（{count}）',
    waiting: '**キュー内**（{count}）',
    runningFor: '{duration} 実行中',
    waitingFor: '{duration} 待機中',
    mine: '⬅️ あなたの',
    private: '🔒 非公開の生成',
    cancelPlaceholder: '待機中の生成をキューから外す…',
    gone: 'その生成はもうキューにありません（開始済みか終了済み）。',
  },
  imagineThis: {
    title: '🎨 これを画像にする',
    noText: 'そのメッセージには画像にできるテキストがありません。',
  },
  safety: {
    withheld: 'このチャンネルでは画像が1枚保留されました。',
    privateCopy:
      '🙈 {count, plural, other {あなたの画像 # 枚}}が{where, select, channel {チャンネルで} other {返信で}}保留されました：{reason} あなただけに表示しています。',
    reason: {
      explicit:
        '画像チェックで露骨と判定され（スコア {score}%、このサーバーのしきい値 {threshold}%）、このチャンネルは年齢制限がありません。',
      member:
        '画像チェックで露骨と判定され（スコア {score}%）、DM とあなた自身のインストールではそのような画像を保留する設定になっています。',
      unchecked: '画像チェックを実行できなかったため、安全のため保留しました。',
    },
    spoilerAlt: 'スポイラー付き：画像チェックで露骨と判定されました。',
    pageTitle: '画像チェック',
    normal: '年齢制限のないチャンネル：{policy}',
    ageRestricted: '年齢制限チャンネル：{policy}',
    threshold:
      'スコア **{threshold}%** 以上の画像を露骨とみなします（分類器の porn + hentai の確率。既定 {default}%）。',
    policies: {
      withhold: '**保留**（メンバーには非公開で届きます）',
      spoiler: '**スポイラー付きで投稿**',
      allow: '**投稿**',
    },
    footer:
      '完成した画像はすべて、投稿前にボット自身のマシン上の小さなオープンモデル（nsfwjs）でチェックされます。外部には何も送信しません。保留・スポイラーの画像はパラメーターのみログに記録されます。',
    pick: {
      normal: '年齢制限のないチャンネル…',
      ageRestricted: '年齢制限チャンネル…',
      withhold: '保留',
      spoiler: 'スポイラー',
      allow: '投稿',
    },
    thresholdButton: 'しきい値…',
    thresholdModal: {
      title: '画像チェックのしきい値',
      label: 'このスコア以上を露骨とする（%）',
      hint: '1～99。低いほど厳しくなります。空欄：既定の 50。',
    },
    invalidThreshold:
      'しきい値は {min}～{max} の整数、または既定値にするなら空欄にしてください。何も変更していません。',
    notPosted:
      'この画像はここには投稿できません：{why, select, unchecked {画像チェックを実行できませんでした} other {画像チェックで露骨と判定されました（スコア {score}%、しきい値 {threshold}%）}}。履歴には残っています。何も投稿していません。',
    logged:
      '🙈 {member}：画像が {channel} で{action, select, withhold {保留されました} other {スポイラー付きで投稿されました}}（{score, select, none {未チェック} other {スコア {score}%}}、しきい値 {threshold}%）：「{prompt}」{withWorkflow, select, no {} other { · {workflow}}}{seed, select, none {} other { · シード {seed}}}',
    refused: {
      channel:
        '{original, select, yes {{where, select, prompt {プロンプト} style {スタイル適用後のプロンプト} other {ワークフローファイル}}に「{found}」が含まれています。これは年齢制限のないチャンネルでは使えない露骨な語句です。何も送信しておらず、クレジットも使っていません。言い換えるか、年齢制限チャンネルで実行してください。} other {{where, select, prompt {プロンプト} style {スタイル適用後のプロンプト} other {ワークフローファイル}}に「{found}」が含まれています。これは年齢制限のないチャンネルでは使えない露骨な語句です。何も送信しておらず、課金もされていません。言い換えるか、年齢制限チャンネルで実行してください。}}',
      member:
        '{original, select, yes {{where, select, prompt {プロンプト} style {スタイル適用後のプロンプト} other {ワークフローファイル}}に「{found}」が含まれています。これは露骨な語句で、あなたの設定ではDMと、あなただけがアプリをインストールしたサーバーで露骨な内容を避けています。何も送信しておらず、クレジットも使っていません。言い換えるか、{cmdSettings}で露骨な内容を許可してください。} other {{where, select, prompt {プロンプト} style {スタイル適用後のプロンプト} other {ワークフローファイル}}に「{found}」が含まれています。これは露骨な語句で、あなたの設定ではDMと、あなただけがアプリをインストールしたサーバーで露骨な内容を避けています。何も送信しておらず、課金もされていません。言い換えるか、{cmdSettings}で露骨な内容を許可してください。}}',
    },
    log: {
      refused:
        '🔞 {member}: 年齢制限のないチャンネルで露骨な語句「{term}」のため拒否: 「{prompt}」',
    },
    policy: {
      termsTitle: '組み込みの露骨な語句',
      terms:
        '{termsOn, select, true {オン: 露骨な語句を含むプロンプトは年齢制限のないチャンネルで拒否されます。} other {オフ: 露骨な語句はチェックしません（禁止ワードはチェックします）。}}',
      termsButton:
        '{termsOn, select, true {露骨な語句をオフにする} other {露骨な語句をオンにする}}',
      negativeTitle: '安全用ネガティブプロンプト',
      negativeNone: 'なし。',
      negativeButton: '安全用ネガティブプロンプト…',
      negativeLabel: '年齢制限のないチャンネルで追加',
      negativeHint: 'メンバー自身のネガティブプロンプトの後に追加されます。空欄: 追加なし。',
      footer:
        'どちらも年齢制限のないチャンネルでのみ適用されます。拒否されたリクエストは無料です。',
    },
    member: {
      title: 'DMとユーザーインストールでの露骨な内容',
      value:
        '{choice, select, allow {ボットとのDMで許可（年齢制限のないサーバーチャンネルでは引き続き避けます）。} other {避ける（既定）: DMと、あなただけがアプリをインストールした場所で、露骨な語句は拒否され、露骨な画像は保留されます。}}',
      button: '{choice, select, allow {露骨な内容を避ける} other {DMで露骨な内容を許可}}',
    },
  },
  imagesIn: {
    waitsTurn:
      '⏳ 画像は順番待ちです。いま他のメンバーの画像を受け付けています。順番が来ると自動で進みます。まだ何も送信・請求されていません。',
    kind: '{kind, select, region {🖌️ 範囲バリエーション} zoom {🔍 ズームアウト} pan {↔️ パン} edit {✏️ 編集} vary {🔀 バリエーション} upscale {🔍 拡大} other {💬 説明}}',
    logRefused:
      '🙈 {member}：持ち込まれた画像が {channel} で拒否されました（{score, select, none {未チェック} other {スコア {score}%}}、しきい値 {threshold}%）{withPrompt, select, no {} other {：「{prompt}」}} · {kind}',
    refused: {
      next: '{problem} 何も送信されず、何も課金されていません。',
      notOffered:
        'このサーバーの画像バックエンドは画像から生成できません。画像なしでコマンドを実行してください。',
      strengthAlone:
        'strength は画像があるときだけ使えます。画像を添付するか、strength を外してください。',
      maskAlone: 'mask は画像があるときだけ使えます。画像も添付するか、mask を外してください。',
      maskNotOffered:
        'このサーバーの画像バックエンドは画像の一部だけを変えることはできません。mask なしでコマンドを実行してください。',
      tooLarge: '画像のサイズは {size} です。ボットが受け付けるのは {max} までです。',
      overMax: '画像がボットの受け付ける {max} を超えています。',
      notImage:
        'このファイルはボットが読める画像ではありません。PNG、JPEG、WebP、GIF を添付してください。',
      animated: 'アニメーション画像は使えません。静止画を添付してください。',
      tooManyPixels:
        '画像は {width}×{height} ピクセルです。このサーバーの画像バックエンドが受け付けるのは {max} までです。',
      tooLargeToUpscale:
        '画像は {width}×{height} ピクセルです。このサーバーの画像バックエンドで ×{factor} に拡大するには大きすぎます。',
      maskNotPng:
        'マスクは、変更してよい部分を透明ピクセルで示した PNG である必要があります。PNG を添付してください。',
      maskSize:
        'マスクは {size} ピクセルですが、画像は {imageSize} です。マスクは画像と同じサイズか同じ縦横比にしてください。',
      maskOpaque:
        'マスクに透明なピクセルがないため、変更する部分が示されていません。変更してよい部分を消してから、もう一度添付してください。',
      maskWhole:
        'マスクがすべて透明なため、画像全体が変わってしまいます。マスクなしで編集するか、一部を不透明のままにしてください。',
      unreadable:
        '画像を読み込めませんでした（壊れている可能性があります）。別の画像を添付してください。',
      downloadFailed:
        'ボットが Discord から画像をダウンロードできませんでした。もう一度添付してください。',
      explicit:
        '{reason, select, channel {画像は露骨な内容のようです。露骨な画像は年齢制限のないチャンネルでは使えません。年齢制限のあるチャンネルで使ってください。} other {画像は露骨な内容のようです。あなたの設定により、ここでは露骨な内容を避けています。}}',
      unchecked:
        'ボットが今は画像の露骨さを確認できなかったため、ここでは使えません。1 分後にもう一度お試しください。',
    },
  },
};
