import type { Catalog } from '../catalog.js';

/**
 * 繁體中文(台灣)。術語表: credits → 點數; API key → API 金鑰; key → 金鑰; server key → 伺服器金鑰;
 * workflow → 工作流程; image service → 圖像服務; generation → 生成; link/unlink → 綁定/解除綁定;
 * revoke → 撤銷; daily limit → 每日上限; Re-roll → 重新抽。
 */
export const zhTW: Catalog = {
  language: { name: '繁體中文' },
  units: {
    bytes: '{count, plural, other {# 位元組}}',
    kilobytes: '{n, number} KB',
    megabytes: '{n, number} MB',
    credits: '{count, plural, other {{amount} 點}}',
    otherCurrency: '{amount} {currency}',
  },
  common: {
    warning: '⚠️ {message}',
    permissionManageServer: '管理伺服器',
    permissionManageMessages: '管理訊息',
  },
  errors: {
    unexpected:
      '我們這邊出了點問題（錯誤 ID `{errorId}`）。請再試一次；如果持續發生，請把這個 ID 告訴伺服器管理團隊。',
    restarting: '機器人正在重新啟動，請一分鐘後再試。',
    commandUnavailable: '這個指令或按鈕已無法使用，請重新執行斜線指令。',
    serverOnly:
      '`{command}` 只能在伺服器中使用：請在伺服器頻道執行，不要在私訊中使用。沒有做任何變更。',
    notAllowed: {
      manageServerKey: '只有具備 **{permission}** 權限的成員才能管理伺服器金鑰。',
      changeDailyLimit: '只有具備 **{permission}** 權限的成員才能變更每日上限。',
      seeOthersBalance: '只有具備 **{permission}** 權限的成員才能查看其他成員的餘額。',
      deleteOthersImage: '只有具備 **{permission}** 權限的成員才能刪除別人要求的圖片。',
      changeLanguage: '只有具備 **{permission}** 權限的成員才能變更伺服器語言。',
      changeDefaults: '只有擁有 **{permission}** 權限的成員才能變更頻道或伺服器的預設設定。',
      managePolicy: '只有擁有 **{permission}** 權限的成員才能變更伺服器規則。',
      manageStyles: '只有擁有 **{permission}** 權限的成員才能新增、編輯或刪除伺服器的風格。',
      seeUsage: '只有擁有 **{permission}** 權限的成員才能查看每位成員對伺服器金鑰的使用狀況。',
    },
  },
  service: {
    unavailable: '圖像服務目前無法使用，請幾分鐘後再試。',
    timeout: '圖像服務沒有及時回應，請幾分鐘後再試。',
    rateLimited: '圖像服務收到太多請求，請一分鐘後再試。',
    rateLimitedFor: '圖像服務收到太多請求，請 {seconds, number} 秒後再試。',
    unexpectedAnswer: '圖像服務傳回了機器人看不懂的回應，請稍後再試。',
    submissionUncertain:
      '圖像服務可能已收到這次生成並扣除點數，但回應遺失了。重試前請先用 {cmdBalance} 查看。',
    insufficientCredits: '圖像服務上的點數不足以完成這次生成。請儲值或簽到後再試。',
    invalidApiKey: '圖像服務拒絕了這把 API 金鑰：它無效或已被撤銷。請設定新的金鑰後再試。',
    invalidLoginToken: '圖像服務拒絕了登入權杖。請從你的帳戶複製新的權杖後再試。',
    unknownTask: '圖像服務已找不到這次生成（可能已過期）。請重新生成一次。',
    imageTooLarge: '生成的圖片超過 {size}，太大了，無法貼到這裡。',
    imageHostRefused: '機器人無法安全地取得這張圖片，因此不在這裡顯示。',
    taskFailed: '圖像服務沒能生成這張圖片。請再試一次，或換個設定試試。',
    moved: '圖像服務換了新位址。請告訴機器人的營運者更新位址。',
    parametersRejected: '圖像服務拒絕了請求參數。請檢查後再試。',
    requestRejected: '圖像服務拒絕了請求：{said}',
  },
  parameter: {
    empty: '{name} 不能是空的',
    textOrWorkflow: '{name} 必須是文字或節點圖工作流程物件',
    emptyWorkflow: '{name} 中的工作流程不能是空的',
    notText: '{name} 必須是文字（收到：{type}）',
    emptyWhenGiven: '填寫 {name} 時不能是空的',
    notWhole: '{name} 必須是整數（收到：{got}）',
    notNumber: '{name} 必須是數字（收到：{got}）',
    atLeast: '{name} 不能小於 {min}（收到：{got}）',
    atMost: '{name} 不能大於 {max}（收到：{got}）',
    oneOf: '{name} 必須是下列其中之一：{allowed}（收到：{got}）',
    invisible: '{name} 必須包含看得見的字元（目前只有看不見的字元）',
    tooLong: '{name} 最多 {max} 個字元（收到：{got}）',
    wrongType:
      '{name} 必須是{expected, select, string {文字} integer {整數} number {數字} other {檔案}}',
    refused: '{problem}。請修改後重新執行 {cmdImagine}；沒有送出任何內容，也沒有使用點數。',
  },
  jobs: {
    timeout: '圖片生成花了太久時間，機器人已停止等待。請稍後再試。',
    memberCap: '你已經有 {limit} 個生成正在進行；請等其中一個完成。',
    submissionInterrupted:
      '機器人在送出這次生成時重新啟動了，所以它可能已抵達圖像服務（並已扣點），也可能沒有。按下「重試」之前，請先用 {cmdBalance} 查看點數。',
    restartedBeforeSend:
      '機器人在把你的請求送到圖像服務之前重新啟動了，所以沒有扣點。按下「重試」即可重新執行。',
    saveFailed:
      '機器人目前無法儲存請求，所以沒有送出任何內容，也沒有使用點數。請幾分鐘後再試；如果持續發生，請告訴伺服器管理團隊。',
    unexpected: '這次生成出了點問題，請再試一次。',
  },
  store: {
    unavailable: '機器人的資料庫目前無法使用，請幾分鐘後再試。',
    keyUndecryptable: '無法解密已儲存的金鑰；請用 {cmdApikeyLink} 重新綁定。',
    serverKeyUndecryptable: '無法解密伺服器金鑰；需要伺服器管理員重新設定。',
  },
  keys: {
    missing:
      '你還沒有綁定 API 金鑰。用 `{cmdApikeyLink}` 綁定你的金鑰，或用 `{cmdApikeyGenerate}` 建立一把。',
    missingHere:
      '你還沒有綁定 API 金鑰，這個伺服器也沒有伺服器金鑰。用 `{cmdApikeyLink}` 綁定你的金鑰，或用 `{cmdApikeyGenerate}` 建立一把。',
    nothingToUnlink: '你還沒有綁定 API 金鑰，沒有可以解除綁定的。',
    nothingToRevoke:
      '你還沒有綁定 API 金鑰，沒有可以撤銷的。要撤銷機器人沒有的金鑰，請到你的圖像服務帳戶操作。',
    unlinkedBeforeRun:
      '在這次生成開始之前，你的 API 金鑰已被解除綁定。請用 `{cmdApikeyLink}` 綁定一把。',
    serverKeyRemovedBeforeRun: '在這次生成開始之前，伺服器金鑰已被移除。',
    rejectedOwn:
      '圖像服務以無效或已撤銷為由拒絕了你的 API 金鑰（{masked}），所以我已解除綁定。請用 `{cmdApikeyLink}` 綁定可用的金鑰，或用 `{cmdApikeyGenerate}` 建立一把。',
    rejectedServer:
      '圖像服務以無效或已撤銷為由拒絕了伺服器金鑰（{masked}），所以我已將它移除。具備「管理伺服器」權限的成員可以用 `{cmdApikeyServerSet}` 設定新的金鑰。',
  },
  apikey: {
    malformed:
      '這看起來不像 API 金鑰：金鑰是 `sk-` 加上 48 個十六進位字元。請從你的圖像服務帳戶重新複製金鑰後再試；沒有做任何變更。',
    notYours: '只有執行指令的成員才能回應這個確認；沒有做任何變更。',
    linkModal: {
      title: '綁定你的 API 金鑰',
      label: '你的圖像服務 API 金鑰',
      description: '`sk-` 加 48 個十六進位字元。先向服務驗證，再加密儲存。',
      placeholder: 'sk-…',
    },
    generateModal: {
      title: '建立 API 金鑰',
      label: '你的圖像服務登入權杖',
      description: '只用一次來建立金鑰，不會儲存。',
      placeholder: '登入權杖',
    },
    serverModal: {
      title: '設定伺服器金鑰',
      label: '本伺服器使用的 API 金鑰',
      description: '沒有自己金鑰的成員會在每日上限內用它生成。',
      placeholder: 'sk-…',
    },
    linked: '✅ 已將 `{masked}` 綁定到圖像服務帳戶 **{username}**：**{credits}**。',
    linkedNext:
      '之後的生成都會使用這把金鑰。金鑰加密儲存，從不完整顯示；用 `{cmdApikeyStatus}` 查看，用 `{cmdApikeyUnlink}` 解除綁定。',
    linkedReplaced: '它取代了你之前綁定的金鑰（之前的金鑰沒有被撤銷）。',
    generated: {
      notChecked:
        '⚠️ 我建立了新金鑰（`{masked}`），但無法向服務驗證（{reason}），所以它**沒有綁定**。請稍後用 `{cmdApikeyLink}` 綁定。',
      linked: '✅ 已為 **{username}**（{credits}）建立並綁定 `{masked}`：之後的生成都會使用它。',
      shownOnce: '你的新金鑰**只會顯示這一次**：如果要在別處使用，請現在複製。',
      warning:
        '⚠️ 任何拿到這把金鑰的人都能花你的點數：千萬不要貼到頻道裡。你帳戶裡的舊金鑰仍然有效。',
      tokenUnused: '你輸入的登入權杖只用了一次，沒有儲存。',
    },
    status: {
      titlePersonal: '你的 API 金鑰',
      titleServer: '伺服器金鑰',
      key: '金鑰',
      serviceUser: '服務帳戶',
      linked: '綁定時間',
      set: '設定時間',
      when: '{relative}（{date}）',
      whenBy: '{relative}（{date}），設定者 {user}',
      balance: '餘額',
      unavailable: '目前無法取得：{reason}\n金鑰仍然綁定著；上面儲存的資訊是最新的。',
      dailyLimit: '每日上限',
      dailyLimitValue:
        '每位成員每天 {limit, number} 次（UTC 00：00 重設）。用 `{cmdApikeyServerLimit}` 變更。',
      footerServer: '沒有自己金鑰的成員會用這把金鑰生成。',
      footerPersonal: '加密儲存；只顯示最後四個字元。',
    },
    unlinked:
      '✅ 已解除綁定 `{masked}`（帳戶 **{username}**）。機器人不再保存它；之後生成需要重新綁定金鑰（或在有伺服器金鑰的地方使用伺服器金鑰）。',
    unlinkedUnreadable:
      '✅ 已解除綁定你的金鑰。機器人不再保存它；之後生成需要重新綁定金鑰（或在有伺服器金鑰的地方使用伺服器金鑰）。',
    notRevoked:
      '金鑰本身**沒有被撤銷**，在其他地方仍可使用。要停用它，請重新綁定後執行 `{cmdApikeyRevoke}`，或在你的圖像服務帳戶中撤銷。',
    revoke: {
      alreadyInvalid:
        '✅ `{masked}` 在圖像服務上已經無效或被撤銷，所以我已解除綁定。請用 `{cmdApikeyLink}` 綁定其他金鑰，或用 `{cmdApikeyGenerate}` 建立一把。',
      done: '✅ 已撤銷並解除綁定 `{masked}`：它在任何地方都不能用了。帳戶 **{username}** 的點數和其他金鑰不受影響。',
      doneAlready:
        '✅ 已撤銷（服務表示它先前就已撤銷）並解除綁定 `{masked}`：它在任何地方都不能用了。帳戶 **{username}** 的點數和其他金鑰不受影響。',
      next: '用 `{cmdApikeyLink}` 綁定其他金鑰，或用 `{cmdApikeyGenerate}` 建立一把。',
    },
    revokeAll: {
      question: '⚠️ 要撤銷圖像服務帳戶 **{username}** 的**所有** API 金鑰嗎？',
      consequence:
        '所有使用這個帳戶金鑰的應用程式、機器人和伺服器都會停止運作，你在這裡綁定的金鑰也會被解除綁定。此動作無法復原。',
      confirmWithin: '請在 {minutes} 分鐘內確認。',
      confirm: '撤銷所有金鑰',
      cancel: '取消',
      expired:
        '⌛ 確認已逾時，沒有撤銷任何金鑰。如果仍要這麼做，請重新執行 `{cmdApikeyRevokeAll}`。',
      changed:
        '在你確認之前，綁定的金鑰已經變了，所以沒有撤銷任何金鑰。如果仍要這麼做，請重新執行 `{cmdApikeyRevokeAll}`。',
      alreadyInvalid:
        '⚠️ 你綁定的金鑰 `{masked}` 已經無效或被撤銷，無法用它撤銷其他金鑰；我已解除綁定。請在你的圖像服務帳戶中撤銷其餘的金鑰。',
      done: '✅ 已撤銷 **{username}** 的 {count} 把金鑰，並解除綁定 `{masked}`。',
      doneEvery: '✅ 已撤銷 **{username}** 的所有金鑰，並解除綁定 `{masked}`。',
      next: '需要時可以用 `{cmdApikeyGenerate}` 建立新金鑰。',
      cancelled: '已取消：沒有撤銷任何金鑰。',
    },
    server: {
      none: '這個伺服器沒有伺服器金鑰，所以成員需要自己的金鑰（`{cmdApikeyLink}`）。用 `{cmdApikeyServerSet}` 設定一把；每位成員的每日上限會是 **{limit}** 次。',
      noneToClear: '這個伺服器沒有伺服器金鑰，所以什麼都沒有變。',
      cleared:
        '✅ 已移除伺服器金鑰：成員現在需要自己的金鑰（`{cmdApikeyLink}` 或 `{cmdApikeyGenerate}`）。',
      clearedNotRevoked:
        '金鑰**沒有被撤銷**，在其他地方仍可使用；如果不再信任它，請到它所屬的圖像服務帳戶撤銷。',
      limitInvalid: '每日上限必須是 {min} 到 {max} 之間的整數（收到：{got}）；沒有做任何變更。',
      limitZero: '✅ 每日上限已設為 **0**：成員不能再用伺服器金鑰生成（他們自己的金鑰仍可使用）。',
      limitSet:
        '✅ 沒有自己金鑰的成員現在每人每天可以用伺服器金鑰生成 **{limit, number}** 次（UTC 00：00 重設次數）。',
      limitNoKey: '這個伺服器還沒有伺服器金鑰：請用 `{cmdApikeyServerSet}` 設定一把。',
      set: '✅ 伺服器金鑰已設定：**{username}** 的 `{masked}`（{credits}）。',
      setNext:
        '沒有自己金鑰的成員現在會用它生成，每人每天最多 **{limit}** 次（用 `{cmdApikeyServerLimit}` 變更）。',
      setReplaced: '它取代了之前的伺服器金鑰（之前的金鑰沒有被撤銷）。',
    },
  },
  balance: {
    title: '圖像服務點數',
    creditsOf: '{user} 的點數',
    footer: '餘額即時來自圖像服務。',
    yourKey: '你的金鑰',
    theirKey: '該成員的金鑰',
    noKeyYours:
      '沒有綁定金鑰。用 `{cmdApikeyLink}` 綁定你的金鑰，或用 `{cmdApikeyGenerate}` 建立一把。',
    noKeyYoursPool:
      '沒有綁定金鑰。用 `{cmdApikeyLink}` 綁定你的金鑰，或用 `{cmdApikeyGenerate}` 建立一把。在這裡生成會使用伺服器金鑰。',
    noKeyTheirs: '沒有綁定金鑰。',
    noKeyTheirsPool: '沒有綁定金鑰。在這裡生成會使用伺服器金鑰。',
    unavailable: '目前無法取得：{reason}',
    removed: '已失效：已被移除。',
    account: '帳戶 **{username}**',
    accountWithKey: '帳戶 **{username}** · `{masked}`',
    pool: '伺服器共用額度',
    poolYours: '你今天用它生成的次數：還剩 **{left}/{limit}** 次（{resets}重設）。',
    poolTheirs: '該成員今天用它生成的次數：還剩 **{left}/{limit}** 次（{resets}重設）。',
    poolUnused: '只供沒有自己金鑰的成員使用。',
    otherRejected:
      '圖像服務以無效或已撤銷為由拒絕了 {user} 的金鑰，所以我已解除綁定；需要用 `{cmdApikeyLink}` 重新綁定。',
    otherNone: '{user} 沒有綁定 API 金鑰，這個伺服器也沒有伺服器金鑰。',
  },
  imagine: {
    notFound: '機器人已經沒有這次生成的紀錄了（只保留 7 天）。請重新執行 {cmdImagine}。',
    optionName: '`{option}`',
    describeRange: '{text}，{min}–{max}',
    describeOnly: '{text}（僅 {workflows}）',
    workflowFile: {
      next: '{problem} 請附上以 JSON 物件儲存的節點圖工作流程，然後重新執行 {cmdImagine}；沒有使用任何東西。',
      notUtf8: '工作流程檔案不是 UTF-8 文字。',
      notJson: '工作流程檔案不是有效的 JSON（{detail}）。',
      notObject:
        '工作流程檔案裡是{kind, select, array {陣列} null {null} string {字串} number {數字} boolean {布林值} other {其他內容}}，不是 JSON 物件。',
      empty: '工作流程檔案是空的 JSON 物件。',
      tooDeep: '工作流程檔案的巢狀層級超過 {max} 層。',
      tooLarge: '工作流程檔案大小為 {size}，超過了 {max} 的上限。',
      overLimit: '工作流程檔案超過了 {max} 的上限。',
      downloadFailed: '無法從 Discord 下載工作流程檔案。',
      textOnly: '工作流程檔案需要節點圖工作流程（{workflows}）：{workflow} 只接受文字提示詞。',
      neverFetched: '工作流程檔案一直沒有被取得：機器人在送出前重新啟動了。',
    },
    dailyLimit: {
      closed: '這個伺服器的金鑰不開放給成員使用（每日上限為 0）。',
      used: '你今天已經用完這個伺服器金鑰允許的 {limit} 次生成。',
      resets:
        '{used} 上限將於 <t:{seconds}:R>（<t:{seconds}:t>，UTC 午夜）重設。想現在繼續，請用 `{cmdApikeyLink}` 綁定你自己的金鑰。',
    },
    progress: {
      waiting: '⏳ 等待空出位置',
      queued: '🕒 排隊中',
      processing: '🎨 生成中',
      completed: '✅ 完成',
      failed: '❌ 失敗',
      timedOut: '⌛ 逾時',
      position: '在本伺服器佇列中排第 **{position}** 位。',
      atService: '正在等待圖像服務開始處理。',
      started: '開始於 {time}。',
      ready: '依目前進度，預計 {time}完成。',
      working: '處理中…',
      ignored: '{workflow} 工作流程不使用：{options}。',
    },
    result: {
      title: '✅ 圖片完成',
      open: '🔗 [開啟圖片]({url})（{reason}）',
      tooLarge: '超過機器人在這裡可上傳的 {size}',
      notFetched: '機器人無法取得它作為附件',
    },
    failure: {
      title: '❌ 生成失敗',
      timedOut: '⌛ 逾時',
      tookTooLong: '生成花了太久時間。',
      failed: '生成失敗。',
      serviceSaid: '圖像服務回覆：「{said}」',
      nextFailed: '按下 **重試** 再試一次；如果還是失敗，請修改提示詞或選項。',
      nextTimedOut: '服務可能比較忙碌。請稍後按下 **重試**。',
      after: '花了 {duration}',
    },
    details: {
      title: '生成參數',
      prompt: '**提示詞**',
      task: '**工作** `{taskId}`',
      paidWith: '**付款方式** {source, select, server {伺服器金鑰} other {本人的金鑰}}',
    },
    summary: {
      negativePrompt: '反向提示詞',
      workflow: '工作流程',
      workflowFile: '工作流程檔案',
      size: '尺寸',
      steps: '步數',
      seed: '種子',
      cfg: 'CFG',
      model: '模型',
      random: '隨機',
      duration: '耗時',
      requestedBy: '要求者',
    },
    buttons: { reroll: '🎲 重新抽', details: 'ℹ️ 詳細資訊', delete: '🗑️ 刪除', retry: '🔁 重試' },
  },
  settings: {
    show: '只有你看得到的回覆會依你的 Discord 語言顯示為 **{member}**。',
    showServer:
      '本伺服器的公開訊息（進度和結果）使用 **{server}**：{source, select, override {由伺服器管理員選擇} other {伺服器的 Discord 語言}}。',
    showDm: '在私訊中，一切都使用你的語言。',
    howToChange: '具備「管理伺服器」權限的成員可以用 `{cmdLanguageServer}` 變更伺服器語言。',
    set: '✅ 本伺服器的公開訊息（進度和結果）現在使用 **{language}**。',
    followDiscord: '✅ 本伺服器的公開訊息現在跟隨伺服器的 Discord 語言：**{language}**。',
  },
  prefs: {
    title:
      '{scope, select, member {你的 /imagine 預設設定} channel {本頻道的 /imagine 預設設定} other {本伺服器的 /imagine 預設設定}}',
    intro: {
      member:
        '你省略某個選項時，{cmdImagine} 在任何地方都會使用的值。你輸入的值始終優先，其次是你選的風格、你的設定、頻道的設定、伺服器的設定。',
      channel:
        '成員在 {channel} 中省略某個選項且沒有自己的設定時，{cmdImagine} 使用的值；優先於伺服器的預設設定。',
      server: '成員在本伺服器中省略某個選項，且本人和頻道都沒有設定時，{cmdImagine} 使用的值。',
    },
    field: {
      workflow: '工作流程',
      size: '尺寸',
      steps: '步數',
      negativePrompt: '反向提示詞',
      cfg: 'CFG',
      model: '模型',
      count: '每次圖片數',
      visibility: '結果',
    },
    visibility: { public: '發到頻道', private: '只有本人可見' },
    serviceDefault: '圖像服務的預設值',
    value: '{value} · {source}',
    source:
      '{source, select, here {在此設定} typed {輸入} style {風格} member {你的設定} channel {頻道設定} server {伺服器設定} other {內建}}',
    pick: {
      workflow: '工作流程…',
      size: '尺寸…',
      count: '每次圖片數…',
      visibility: '結果發到哪裡…',
      unset: '不設定（使用下一層）',
    },
    buttons: { more: '步數、CFG、模型、反向提示詞…', reset: '全部重設' },
    modal: { title: '/imagine 預設設定', blank: '留空即取消設定。' },
    invalid: '{field}{problem}；未做任何變更。',
    problem: {
      range: '必須是 {min} 到 {max} 之間的{whole, select, true {整數} other {數字}}',
      tooLong: '最多 {max} 個字元',
      oneOf: '必須是 {allowed} 之一',
    },
    footer: '只有你能看到此面板。變更從下一次 {cmdImagine} 起生效。',
    details: {
      sources: '**各選項的來源**',
      source: '{option}：{source}',
      style: '**風格** {name}，傳送的提示詞：',
    },
  },
  styles: {
    title: '風格',
    line: '**{name}**（{kind, select, builtIn {內建} other {本伺服器}}）：{template}',
    sets: '設定 {options}',
    howToUse:
      '用 {cmdImagineStyle} 使用風格。擁有管理伺服器權限的成員可用 `{cmdStylesAdd}` 新增自己的風格。',
    modal: {
      addTitle: '新風格',
      editTitle: '編輯風格',
      name: '名稱',
      template: '提示詞範本',
      templateHint: '在成員提示詞的位置放入 {placeholder}。',
      negativePrompt: '反向提示詞',
      options: '設定的選項（選填）',
      optionsHint: '例如 workflow:anime size:portrait steps:30 cfg:7',
    },
    saved: '✅ 已儲存風格 **{name}**。成員可用 {cmdImagineStyle} 使用。',
    removed: '✅ 已刪除風格 **{name}**。',
    notFound: '這裡沒有名為「{name}」的風格；`{cmdStylesList}` 可查看清單。未做任何變更。',
    builtInName: '「{name}」是內建風格的名稱，請換一個。未做任何變更。',
    builtInFixed: '內建風格不能變更或刪除；請改為新增本伺服器自己的風格。',
    noPlaceholder: '範本中必須在成員提示詞的位置包含 {placeholder}。未做任何變更。',
    badName: '風格名稱為 1–{max} 個字母、數字、- 或 _。未做任何變更。',
    full: '本伺服器已有 {max} 個風格，請先刪除一個。未做任何變更。',
    taken: '已有另一個名為「{name}」的風格。未做任何變更。',
    badOption: '「{got}」不是風格可設定的選項（{fields}，格式為 `名稱:值`）。未做任何變更。',
    badValue: '選項中：{field}{problem}。未做任何變更。',
    unknown:
      '沒有名為「{name}」的風格；`{cmdStylesList}` 可查看清單。未傳送任何內容，也未花費點數。',
  },
  policy: {
    title: '伺服器規則',
    limits: '伺服器金鑰的上限',
    maxSide: '最大圖片：{value}',
    maxSteps: '最多步數：{value}',
    maxImages: '每次最多圖片數：{value}',
    workflows: '工作流程：{value}',
    pixels: '每邊 {max} 像素',
    noLimit: '不限',
    allWorkflows: '全部',
    banned: '禁用詞和模式',
    bannedNone: '無。',
    bannedCount: '{count, plural, other {# 條}}：{list}',
    footer:
      '上限適用於伺服器金鑰付費的生成；禁用詞適用於本伺服器的所有提示詞。被拒絕的請求不花費任何點數。',
    pickWorkflows: '伺服器金鑰可執行的工作流程…',
    buttons: { limits: '上限…', banned: '禁用詞…' },
    limitsModal: {
      title: '伺服器金鑰的上限',
      maxSide: '最長邊（像素）',
      maxSteps: '最多步數',
      maxImages: '每次最多圖片數',
      blank: '留空表示不限。',
    },
    bannedModal: {
      title: '禁用詞和模式',
      label: '每行一個詞或短語',
      hint: '忽略大小寫、空格、重音和形近字元；開頭或結尾的 * 也會比對更長詞語中的內容。',
    },
    invalidLimit: '{field}必須是 {min} 到 {max} 之間的整數，留空表示不限。未做任何變更。',
    tooMany: '最多 {max} 條（填寫了 {got} 條）。未做任何變更。',
    tooLongEntry: '「{entry}」超過 {max} 個字元。未做任何變更。',
    unmatchable: '「{entry}」中沒有可比對的字母或數字。未做任何變更。',
    refused: {
      maxSide: '本伺服器的金鑰只支付每邊不超過 {max} 像素的圖片；這張是 {width}×{height}。',
      maxSteps: '本伺服器的金鑰最多支付 {max} 步；這次生成要 {got} 步。',
      maxImages: '本伺服器的金鑰每次最多支付 {max, plural, other {# 張圖片}}；這次要 {got} 張。',
      workflows: '本伺服器的金鑰只執行 {allowed} 工作流程，不執行 {workflow}。',
      next: '{limit} 請修改，或用 `{cmdApikeyLink}` 綁定你自己的金鑰。未傳送任何內容，也未花費點數。',
      banned:
        '你的{where, select, prompt {提示詞} negative {反向提示詞} style {套用風格後的提示詞} other {工作流程檔案}}包含本伺服器不允許的「{found}」（「{entry}」）。未傳送任何內容，也未花費點數。',
    },
  },
  usage: {
    title: '伺服器金鑰使用狀況',
    description:
      '本伺服器金鑰上每位成員的生成次數和點數：今天、最近 7 天和最近 30 天（按 UTC 日計）。',
    line: '{user}：今天 {today} · 7 天 {week} · 30 天 {month}',
    count: '**{generations, number}**（{credits}）',
    total: '**合計**：今天 {today} · 7 天 {week} · 30 天 {month}',
    none: '最近 30 天沒有人使用本伺服器的金鑰。',
    more: '…另有 {count, plural, other {# 位成員}}。',
    yours: '你的使用：今天 {today} · 7 天 {week} · 30 天 {month}。',
    footer: '點數按每次生成 {credits} 計算。',
  },
  commands: {
    apikey: {
      name: '金鑰',
      description: '綁定、查看或移除生成時使用的圖像服務 API 金鑰',
      link: { name: '綁定', description: '綁定你自己的 API 金鑰（在私密表單中輸入，先驗證）' },
      status: { name: '狀態', description: '顯示已綁定的金鑰（最後 4 碼）、所屬帳戶和餘額' },
      unlink: { name: '解除綁定', description: '讓機器人忘掉你的金鑰（不會撤銷，金鑰仍可使用）' },
      generate: { name: '建立', description: '用你的圖像服務登入權杖建立新金鑰並綁定' },
      revoke: {
        name: '撤銷',
        description: '在圖像服務上停用已綁定的金鑰並解除綁定',
        all: { name: '全部', description: '撤銷你圖像服務帳戶下的所有金鑰（需要確認）' },
      },
      server: {
        name: '伺服器',
        description: '本伺服器的金鑰，供沒有自己金鑰的成員使用（管理伺服器）',
        set: { name: '設定', description: '設定伺服器金鑰（管理伺服器；在私密表單中輸入）' },
        status: {
          name: '狀態',
          description: '顯示伺服器金鑰（最後 4 碼）、餘額和每日上限（管理伺服器）',
        },
        clear: {
          name: '移除',
          description: '移除伺服器金鑰；之後成員需要自己的金鑰（管理伺服器）',
        },
        limit: {
          name: '上限',
          description: '設定每位成員每天可用伺服器金鑰生成的次數（管理伺服器）',
          limit: { name: '次數', description: '每位成員每天用伺服器金鑰生成的次數（{min}–{max}）' },
        },
      },
    },
    balance: {
      name: '餘額',
      description: '顯示你的圖像服務點數；伺服器有金鑰時也顯示伺服器共用額度',
      public: { name: '公開', description: '把回覆貼到頻道（預設只有你看得到；金鑰永不顯示）' },
      user: { name: '成員', description: '查看其他成員的點數（管理伺服器；其金鑰保持隱藏）' },
      usage: {
        name: '用量',
        description: '每位成員在伺服器金鑰上的生成次數和點數：今天、7 天和 30 天（管理伺服器）',
      },
    },
    imagine: {
      name: '畫圖',
      description: '根據提示詞生成圖片',
      prompt: { name: '提示詞', description: '要畫的內容（附上工作流程檔案時作為標籤）' },
      style: { name: '風格', description: '決定提示詞和選項的命名風格' },
      negative_prompt: { name: '反向提示詞', description: '不希望出現在圖片中的內容' },
      workflow: { name: '工作流程', description: '生成使用的工作流程（預設：{default}）' },
      size: {
        name: '尺寸',
        description: '圖片形狀（指定寬度和高度時以它們為準）',
        choices: {
          square: '正方形 {width}×{height}',
          portrait: '直式 {width}×{height}',
          landscape: '橫式 {width}×{height}',
          wide: '寬螢幕 {width}×{height}',
        },
      },
      width: { name: '寬度', description: '寬度（像素）' },
      height: { name: '高度', description: '高度（像素）' },
      steps: { name: '步數', description: '取樣步數' },
      seed: { name: '種子', description: '用來重現圖片的種子（-1：隨機）' },
      cfg: { name: 'cfg', description: 'CFG 強度' },
      model: { name: '模型', description: '模型路徑' },
      workflow_file: {
        name: '工作流程檔案',
        description: '代替文字提示詞送出的節點圖工作流程（JSON 物件）',
      },
    },
    language: {
      name: '語言',
      description: '查看或選擇機器人在本伺服器使用的語言',
      show: { name: '查看', description: '你的回覆和本伺服器公開訊息分別使用什麼語言' },
      server: {
        name: '伺服器',
        description: '選擇本伺服器公開訊息的語言（管理伺服器）',
        language: {
          name: '語言',
          description: '選擇一種語言，或跟隨伺服器的 Discord 語言',
          auto: '跟隨伺服器的 Discord 語言',
        },
      },
    },
    settings: {
      name: '設定',
      description: '你的 /imagine 預設設定，或頻道、伺服器的預設設定（管理伺服器）',
      scope: {
        name: '對象',
        description: '誰的預設設定（預設：你的）',
        me: '我',
        channel: '本頻道（管理伺服器）',
        server: '本伺服器（管理伺服器）',
      },
    },
    styles: {
      name: '風格',
      description: '用於 /imagine 風格: 的命名風格',
      list: { name: '清單', description: '這裡可用的風格' },
      add: { name: '新增', description: '新增本伺服器的風格（管理伺服器）' },
      edit: {
        name: '編輯',
        description: '編輯本伺服器的風格（管理伺服器）',
        style: { name: '風格', description: '要編輯的風格' },
      },
      remove: {
        name: '刪除',
        description: '刪除本伺服器的風格（管理伺服器）',
        style: { name: '風格', description: '要刪除的風格' },
      },
    },
    policy: { name: '規則', description: '本伺服器的伺服器金鑰上限和禁用詞（管理伺服器）' },
  },
  demo: {
    serverName: '示範伺服器',
    prompt: '黃昏時分懸崖上的燈塔，油畫',
    title: 'Imagine 機器人示範 · {time}',
    discord: 'Discord（模擬）：伺服器「{server}」，頻道 #{channel}，成員 {member}',
    service: '圖像服務（模擬）：帳戶 {account}，餘額 {credits}；工作比真實的快 {speed} 倍',
    bot: '機器人：真正的機器人，使用暫存的 SQLite 儲存；每 {poll} ± {jitter} 毫秒查詢一次，最快每 {edit} 毫秒編輯一次（預設值 × {scale}）',
    stepLink: '1. 綁定 API 金鑰（{member} 從圖像服務複製了一把）',
    stepBalance: '2. 查看餘額',
    stepSettings: '3. 選擇你的 /imagine 預設設定',
    stepImagine: '4. 用一種風格生成圖片',
    stepReroll: '5. 重新抽（同樣的選項，新的種子）',
    used: '▶ {member} 使用了 {command}',
    clicked: '▶ {member} 點了 [ {label} ]',
    picked: '▶ {member} 在「{menu}」中選擇了「{choice}」',
    modal: '🗔 表單「{title}」',
    pastedMasked: '{masked}（完整貼上，遮蔽顯示）',
    thinking: '{bot} 正在思考…',
    onlyYou: '👁 只有你看得到',
    edited: '已編輯',
    botName: '{name}（機器人）',
    history: '{label}：發布後編輯了 {count} 次',
    historyLabel: '進度，來自回覆的編輯紀錄',
    finalVersion: '最終版本：',
    posted: '發布',
    edit: '編輯 {n}',
    noChange: '（沒有看得到的變化）',
    attached: '{name}（附件）',
    disabled: '（已停用）',
    image: '圖片：{name}',
    thumbnail: '縮圖：{name}',
    saved:
      '已將重新抽的圖片儲存到 {path}：{size}，{width}×{height} 像素，與圖像服務傳回的 PNG 逐位元組一致。',
  },
};
