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
  painter: {
    title: '塗抹要修改的部分',
    brush: '畫筆',
    eraser: '橡皮擦',
    size: '大小',
    clear: '清除',
    prompt: '提示詞',
    send: '傳送',
    sending: '傳送中…',
    sent: '✅ 已送出：你塗好的區域在頻道裡等你（只有你看得到）。在那裡按 **局部變化**；可以關閉畫板了。',
    nothingPainted: '請先塗抹圖片中要修改的部分。',
    paintedNothing:
      '沒有塗抹任何部分，所以什麼都不會改變：請塗抹圖片中要修改的部分，然後點擊「傳送」。沒有傳送任何內容，也沒有收費。',
    paintedWhole:
      '你塗滿了整張圖片，所以整張圖都會改變：請用橡皮擦擦掉一部分，然後點擊「傳送」。沒有傳送任何內容，也沒有收費。',
    paintingUnreadable:
      '機器人無法讀取你的塗抹：請點擊「清除」，重新塗抹後點擊「傳送」，或關閉畫板並再次點擊 Vary (Region)。沒有傳送任何內容，也沒有收費。',
    failed: '無法傳送塗抹內容。請再試一次，或關閉畫板後再次使用 Vary (Region)。',
    gone: '你已無法使用這個畫板：它已過期、已傳送，或是由其他人開啟的。請在卡片上再次點擊 Vary (Region)。',
    signInFailed: 'Discord 無法讓你登入。請關閉畫板並再次點擊 Vary (Region)。',
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
    notHere: '這個按鈕或表單不屬於這則訊息或這個地方。沒有做任何變更。',
    notYours: '這屬於另一位成員：只有對方可以使用。沒有做任何變更。',
    serverOnly:
      '`{command}` 只能在伺服器中使用：請在伺服器頻道執行，不要在私訊中使用。沒有做任何變更。',
    notAllowed: {
      moderateReports: '只有擁有 **{permission}** 權限的成員才能處理檢舉。',
      manageServerKey: '只有具備 **{permission}** 權限的成員才能管理伺服器金鑰。',
      changeDailyLimit: '只有具備 **{permission}** 權限的成員才能變更每日上限。',
      seeOthersBalance: '只有具備 **{permission}** 權限的成員才能查看其他成員的餘額。',
      deleteOthersImage: '只有具備 **{permission}** 權限的成員才能刪除別人要求的圖片。',
      changeLanguage: '只有具備 **{permission}** 權限的成員才能變更伺服器語言。',
      changeDefaults: '只有擁有 **{permission}** 權限的成員才能變更頻道或伺服器的預設設定。',
      managePolicy: '只有擁有 **{permission}** 權限的成員才能變更伺服器規則。',
      manageStyles: '只有擁有 **{permission}** 權限的成員才能新增、編輯或刪除伺服器的風格。',
      seeUsage: '只有擁有 **{permission}** 權限的成員才能查看每位成員對伺服器金鑰的使用狀況。',
      cancelFromQueue: '只有擁有 **{permission}** 權限的成員才能從佇列中取消他人的生成。',
    },
  },
  service: {
    taskFailedSpent:
      '{backend} 無法生成此圖片（已花費 {amount, number} {unit}）。請再試一次，或換些設定。',
    taskImpossible:
      '{backend} 目前沒有工作節點能生成這張圖片（其模型、尺寸或步數不受支援）。已取消，未花費任何額度。請換個模型或更小的尺寸。',
    taskImpossibleSpent:
      '{backend} 目前沒有工作節點能生成這張圖片（其模型、尺寸或步數不受支援）。已取消，花費了 {amount, number} {unit}。請換個模型或更小的尺寸。',
    taskFaulted: '{backend} 的工作節點未能生成這張圖片。請再試一次，或換個模型。',
    taskFaultedSpent:
      '{backend} 的工作節點未能生成這張圖片（已花費 {amount, number} {unit}）。請再試一次，或換個模型。',
    taskCensored:
      '{backend} 的過濾器將這張圖片判為露骨內容並予以扣留。請修改提示詞，或使用年齡限制頻道。',
    taskCensoredSpent:
      '{backend} 的過濾器將這張圖片判為露骨內容並予以扣留（已花費 {amount, number} {unit}）。請修改提示詞，或使用年齡限制頻道。',
    noBalance: '{backend} 沒有餘額：它沒有帳戶，在這裡生成不會向你收費。',
    noKeys: '{backend} 不使用 API 金鑰：無需連結金鑰即可在這裡生成。',
    notOffered: '本伺服器的圖像後端不提供此功能。',
    backendGone:
      '這屬於機器人已不再提供的圖像後端。請用 {cmdApikeyLink} 為本伺服器的圖像後端連結金鑰。',
    anyUnit: '餘額',
    usageUnit: '用量',
    anyBackend: '圖像後端',
    unavailable:
      '{original, select, yes {圖像服務目前無法使用，請幾分鐘後再試。} other {目前無法連線到 {backend}。請幾分鐘後再試。}}',
    timeout:
      '{original, select, yes {圖像服務沒有及時回應，請幾分鐘後再試。} other {{backend} 未能及時回應。請幾分鐘後再試。}}',
    rateLimited:
      '{original, select, yes {圖像服務收到太多請求，請一分鐘後再試。} other {目前送往 {backend} 的請求過多。請一分鐘後再試。}}',
    rateLimitedFor:
      '{original, select, yes {圖像服務收到太多請求，請 {seconds, number} 秒後再試。} other {目前送往 {backend} 的請求過多。請 {seconds, number} 秒後再試。}}',
    rateLimitedRefused:
      '{backend} 正在限制請求，沒有開始生成這張圖片，因此{accounts, select, balance {沒有消耗任何點數} other {沒有扣點}}。請一分鐘後再試。',
    rateLimitedRefusedFor:
      '{backend} 正在限制請求，沒有開始生成這張圖片，因此{accounts, select, balance {沒有消耗任何點數} other {沒有扣點}}。請 {seconds, number} 秒後再試。',
    quotaExceeded:
      '此金鑰在 {backend} 的帳戶已沒有額度（帳單或方案上限），因此沒有產生也沒有扣點。請在那裡儲值或提高上限後再試。',
    promptRefused:
      '{backend} 的安全系統拒絕了此提示詞，因此沒有產生也沒有扣點。請修改提示詞後再試。',
    unavailableRefused: '{backend} 在開始生成這張圖片之前出錯了，因此沒有扣點。請幾分鐘後再試。',
    down: '{original, select, yes {圖片服務已經 {seconds, number} 秒沒有回應，機器人不再等待這張圖片。可能已經扣點；再試之前請先查看你的點數。} other {{backend} 已經 {seconds, number} 秒沒有回應，機器人不再等待這張圖片。{accounts, select, none {它沒有帳戶，所以沒有扣任何費用。等它恢復後再試。} other {可能已經扣點；再試之前請先到那裡查看餘額或用量。}}}}',
    taskCut:
      '{accounts, select, none {{backend} 產生這張圖片時連線中斷。圖片可能已經產生，但無法取回。{backend} 沒有帳戶，所以沒有扣點。按「重試」可重新產生。} other {{backend} 產生這張圖片時連線中斷。可能已經扣點；再試之前請先到服務商查看用量。}}',
    taskInterrupted:
      '{accounts, select, none {{backend} 產生這張圖片時機器人重新啟動了。圖片可能已經產生，但無法取回，且沒有重新送出。{backend} 沒有帳戶，所以沒有扣點。按「重試」可重新產生。} other {{backend} 產生這張圖片時機器人重新啟動了。可能已經扣點，且沒有重新送出；按「重試」前請先到服務商查看用量。}}',
    taskStoppedElsewhere:
      '{accounts, select, none {另一位使用 {backend} 的人在這張圖片完成前停止了工作，所以未完成的圖片不會發布。{backend} 沒有帳戶，所以沒有扣點。按「重試」可重新產生。} other {另一位使用 {backend} 的人在這張圖片完成前停止了工作，所以未完成的圖片不會發布。可能已經扣點；再試之前請先到服務商查看用量。}}',
    unexpectedAnswer:
      '{original, select, yes {圖像服務傳回了機器人看不懂的回應，請稍後再試。} other {機器人無法理解 {backend} 的回覆。請稍後再試。}}',
    submissionUncertain:
      '{original, select, yes {圖像服務可能已收到這次生成並扣除點數，但回應遺失了。重試前請先用 {cmdBalance} 查看。} other {此生成可能已送達 {backend} 並已扣點，但其回覆遺失了。重試前請先在那裡查看餘額或用量。}}',
    insufficientCredits:
      '{original, select, yes {圖像服務上的點數不足以完成這次生成。請儲值或簽到後再試。} other {{backend} 上剩餘的 {unit} 不足以完成此生成。請在那裡儲值後再試。}}',
    invalidApiKey:
      '{original, select, yes {圖像服務拒絕了這把 API 金鑰：它無效或已被撤銷。請設定新的金鑰後再試。} other {API 金鑰被 {backend} 拒絕：它無效或已被撤銷。請設定新金鑰後再試。}}',
    invalidLoginToken:
      '{original, select, yes {圖像服務拒絕了登入權杖。請從你的帳戶複製新的權杖後再試。} other {登入權杖被 {backend} 拒絕。請從你的帳戶複製新的權杖後再試。}}',
    unknownTask:
      '{original, select, yes {圖像服務已找不到這次生成（可能已過期）。請重新生成一次。} other {{backend} 已不再識別此生成（可能已過期）。請重新開始一個。}}',
    unknownTaskSpent:
      '{backend} 已不再識別此生成（已過期）。上次查詢時已消耗 {amount, number} {unit}。請重新開始一個。',
    unknownTaskNothingSpent:
      '{backend} 已不再識別此生成（已過期）。上次查詢時沒有消耗任何點數。請重新開始一個。',
    nothingSpent: '{said}{accounts, select, balance {沒有消耗任何點數。} other {沒有扣點。}}',
    imageTooLarge: '生成的圖片超過 {size}，太大了，無法貼到這裡。',
    imageHostRefused: '機器人無法安全地取得這張圖片，因此不在這裡顯示。',
    taskFailed:
      '{original, select, yes {圖像服務沒能生成這張圖片。請再試一次，或換個設定試試。} other {{backend} 無法生成此圖片。請再試一次，或換些設定。}}',
    runFailed:
      '{backend} 無法產生這張圖片，原因：{cause, select, outOfMemory {GPU 記憶體不足} modelUnreadable {無法讀取其模型} fileMissing {缺少所需的檔案} blocked {被阻擋} raised {引發了 {errorType}} other {引發了錯誤}}。請重試，或換用其他設定。',
    stepFailed:
      '{backend} 無法產生這張圖片：節點 {titled, select, yes {「{title}」（{type}）} other {{type}}}（節點 {node}）失敗，原因：{cause, select, outOfMemory {GPU 記憶體不足} modelUnreadable {無法讀取其模型} fileMissing {缺少所需的檔案} blocked {被工作流程阻擋} raised {引發了 {errorType}} other {引發了錯誤}}。請重試，或換用其他設定。',
    moved:
      '{original, select, yes {圖像服務換了新位址。請告訴機器人的營運者更新位址。} other {{backend} 的位址已失效：它已遷移。請告訴機器人的營運者更新位址。}}',
    parametersRejected:
      '{original, select, yes {圖像服務拒絕了請求參數。請檢查後再試。} other {請求參數被 {backend} 拒絕。請檢查後再試。}}',
    setupRefused:
      '由於機器人的設定（模型、工作流程或存取權限），{backend} 拒絕了這個請求，因此沒有產生任何內容，也沒有扣款。只有機器人的營運者能解決：請告訴他們。',
    valueRefused:
      '{backend} 拒絕了你選擇的一個值：{problem}。請修改後再試；沒有產生任何內容，也沒有扣費。',
    requestRejected:
      '{original, select, yes {圖像服務拒絕了請求：{said}} other {請求被 {backend} 拒絕：{said}}}',
  },
  civitai: {
    unavailable: '無法連線到 CivitAI 查詢這個 LoRA，因此沒有新增任何內容。請過幾分鐘再試。',
    notFound:
      'CivitAI 上沒有 ID 為 {id} 的模型或版本。請檢查其頁面網址（civitai.com/models/…）中的數字後再試；沒有新增任何內容。',
  },
  loras: {
    tooMany: '一張圖片最多可以套用 {max} 個 LoRA',
    weight: 'LoRA 的權重必須是 {min} 到 {max} 之間的數字（收到：{got}）',
    notAllowed: '「{name}」不是本伺服器提供的 LoRA：請從建議中選擇',
    notOnServer: 'LoRA「{name}」已不在本伺服器的圖像後端上',
    none: '本伺服器的圖像後端不支援 LoRA',
    unreadable: '暫時無法讀取圖像後端的 LoRA 清單；請一分鐘後再試',
    notInWorkflow: '工作流程「{workflow}」不接受 LoRA：請選擇其他工作流程，或移除 LoRA',
  },
  parameter: {
    multipleOf: '{name} 必須是 {step} 的倍數(收到 {got})',
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
    tooLongWithStyle:
      '{name} 有 {typed} 個字元；使用風格「{style}」後送出的提示詞將有 {got} 個字元，超過上限 {max}。請縮短 {over} 個字元，或換一個風格',
    wrongType:
      '{name} 必須是{expected, select, string {文字} integer {整數} number {數字} other {檔案}}',
    refused:
      '{original, select, yes {{problem}。請修改後重新執行 {cmdImagine}；沒有送出任何內容，也沒有使用點數。} other {{problem}。請修改後再次執行 {cmdImagine}；沒有送出任何內容，也沒有扣點。}}',
  },
  jobs: {
    inputGone: '這次生成所依據的圖片已不再保存，因此沒有送出，也沒有扣點。請附上圖片重新執行。',
    timeout:
      '{original, select, yes {圖片生成花了太久時間，機器人已停止等待。圖片服務已經接收了它，因此額度很可能已被扣除（可用 {cmdBalance} 查看）。} other {{accounts, select, none {圖片生成耗時過長，機器人已停止等待。{backend} 沒有帳戶，所以沒有扣任何費用。} other {圖片生成耗時過長，機器人已停止等待。它已送達 {backend}，所以很可能已扣點（請在那裡查看餘額或用量）。}}}}',
    memberCap: '你已經有 {limit} 個生成正在進行；請等其中一個完成。',
    submissionInterrupted:
      '{original, select, yes {機器人在送出這次生成時重新啟動了，所以它可能已抵達圖像服務（並已扣點），也可能沒有。按下「重試」之前，請先用 {cmdBalance} 查看點數。} other {{accounts, select, none {傳送此生成時機器人重新啟動了，因此它可能已送達 {backend}，也可能沒有。{backend} 沒有帳戶，所以沒有扣任何費用。按「重試」即可重新執行。} other {傳送此生成時機器人重新啟動了，因此它可能已送達 {backend}（並已扣點），也可能沒有。按「重試」前請先在那裡查看餘額或用量。}}}}',
    restartedBeforeSend:
      '{original, select, yes {機器人在把你的請求送到圖像服務之前重新啟動了，所以沒有扣點。按下「重試」即可重新執行。} other {你的請求送往 {backend} 之前機器人重新啟動了，因此沒有扣點。按「重試」即可重新執行。}}',
    saveFailed:
      '{original, select, yes {機器人目前無法儲存請求，所以沒有送出任何內容，也沒有使用點數。請幾分鐘後再試；如果持續發生，請告訴伺服器管理團隊。} other {機器人目前無法儲存請求，因此沒有送出任何內容，也沒有扣點。請幾分鐘後再試；如果一直如此，請告訴伺服器管理人員。}}',
    unexpected: '這次生成出了點問題，請再試一次。',
  },
  store: {
    unavailable: '機器人的資料庫目前無法使用，請幾分鐘後再試。',
    unreachable: '機器人的儲存空間暫時無法連線；沒有啟動任何任務，也沒有扣費。請一分鐘後再試。',
    keyUndecryptable: '無法解密已儲存的金鑰；請用 {cmdApikeyLink} 重新綁定。',
    serverKeyUndecryptable: '無法解密伺服器金鑰；需要伺服器管理員重新設定。',
  },
  keys: {
    signup: {
      where:
        '{tokens, select, no {🔑 API 金鑰可在你的 {service} 帳戶中取得。} other {🔑 API 金鑰和登入權杖可在你的 {service} 帳戶中取得。}}',
      whereAt:
        '{tokens, select, no {🔑 在你的 {service} 帳戶中取得 API 金鑰：{url}} other {🔑 在你的{named, select, yes { {service} } other {圖像服務}}帳戶中取得 API 金鑰和登入權杖：{url}}}',
      from: '來自你的{named, select, yes { {service} } other {圖像服務}}帳戶。',
    },
    missing:
      '你還沒有綁定 API 金鑰。{creates, select, yes {用 `{cmdApikeyLink}` 綁定你的金鑰，或用 `{cmdApikeyGenerate}` 建立一把。} other {用 `{cmdApikeyLink}` 綁定你的金鑰。}}',
    missingHere:
      '你還沒有綁定 API 金鑰，這個伺服器也沒有伺服器金鑰。{creates, select, yes {用 `{cmdApikeyLink}` 綁定你的金鑰，或用 `{cmdApikeyGenerate}` 建立一把。} other {用 `{cmdApikeyLink}` 綁定你的金鑰。}}',
    nothingToUnlink: '你還沒有綁定 API 金鑰，沒有可以解除綁定的。',
    nothingToRevoke:
      '你還沒有綁定 API 金鑰，沒有可以撤銷的。要撤銷機器人沒有的金鑰，請到你的圖像服務帳戶操作。',
    unlinkedBeforeRun:
      '在這次生成開始之前，你的 API 金鑰已被解除綁定。請用 `{cmdApikeyLink}` 綁定一把。',
    serverKeyRemovedBeforeRun: '在這次生成開始之前，伺服器金鑰已被移除。',
    rejectedOwn:
      '{original, select, yes {圖像服務以無效或已撤銷為由拒絕了你的 API 金鑰（{masked}），所以我已解除綁定。請用 `{cmdApikeyLink}` 綁定可用的金鑰，或用 `{cmdApikeyGenerate}` 建立一把。} other {你的 API 金鑰（{masked}）被 {backend} 判定為無效或已撤銷，所以我已解除綁定。請用 `{cmdApikeyLink}` 綁定一把可用的金鑰。}}',
    rejectedServer:
      '{original, select, yes {圖像服務以無效或已撤銷為由拒絕了伺服器金鑰（{masked}），所以我已將它移除。具備「管理伺服器」權限的成員可以用 `{cmdApikeyServerSet}` 設定新的金鑰。} other {伺服器金鑰（{masked}）被 {backend} 判定為無效或已撤銷，所以我已將其移除。具有「管理伺服器」權限的成員可以用 `{cmdApikeyServerSet}` 設定新的金鑰。}}',
  },
  apikey: {
    malformed:
      '這看起來不像 API 金鑰：金鑰是 {shape}。請從{original, select, yes {你的圖像服務帳戶} other {你在 {backend} 的帳戶}}重新複製金鑰後再試；沒有做任何變更。',
    keyShapeNone: '此處不需要',
    keyShapeProvider: '你的服務商簽發的金鑰（不含空格）',
    keyShapeHorde: '來自 aihorde.net 的 22 個字母、數字、- 或 _',
    keyShapeService: '`sk-` 加上 48 個十六進位字元',
    notYours: '只有執行指令的成員才能回應這個確認；沒有做任何變更。',
    linkModal: {
      title: '綁定你的 API 金鑰',
      label: '{named, select, no {你的圖像服務 API 金鑰} other {你的 {backend} API 金鑰}}',
      description:
        '{original, select, yes {`sk-` 加 48 個十六進位字元。先向服務驗證，再加密儲存。} other {{shape}。經 {backend} 驗證後加密儲存。}}',
      placeholder: '{original, select, yes {sk-…} other {API 金鑰}}',
    },
    generateModal: {
      title: '建立 API 金鑰',
      label: '你的圖像服務登入權杖',
      description: '只用一次來建立金鑰，不會儲存。',
      placeholder: '登入權杖',
    },
    serverModal: {
      title: '設定伺服器金鑰',
      label:
        '{original, select, yes {本伺服器使用的 API 金鑰} other {此伺服器的 API 金鑰（{backend}）}}',
      description: '沒有自己金鑰的成員會在每日上限內用它生成。',
      placeholder: '{original, select, yes {sk-…} other {API 金鑰}}',
    },
    linked: '✅ 已將 `{masked}` 綁定到圖像服務帳戶 **{username}**：**{credits}**。',
    linkedOn:
      '{named, select, yes {✅ 已將 `{masked}` 綁定到 {backend} 帳戶 **{username}**：**{credits}**。} other {✅ 已將 `{masked}` 綁定到 {backend}：**{credits}**。}}',
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
      '{named, select, yes {✅ 已解除綁定 `{masked}`（帳戶 **{username}**）。機器人不再保存它；之後生成需要重新綁定金鑰（或在有伺服器金鑰的地方使用伺服器金鑰）。} other {✅ 已解除綁定 `{masked}`。機器人不再保存它；之後生成需要重新綁定金鑰（或在有伺服器金鑰的地方使用伺服器金鑰）。}}',
    unlinkedUnreadable:
      '✅ 已解除綁定你的金鑰。機器人不再保存它；之後生成需要重新綁定金鑰（或在有伺服器金鑰的地方使用伺服器金鑰）。',
    notRevoked:
      '{original, select, yes {金鑰本身**沒有被撤銷**，在其他地方仍可使用。要停用它，請重新綁定後執行 `{cmdApikeyRevoke}`，或在你的圖像服務帳戶中撤銷。} other {金鑰本身**沒有被撤銷**，在其他地方仍然可用。如果你不再信任它，請在 {backend} 的帳戶中撤銷它。}}',
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
      backendSet:
        '✅ 本伺服器的生成現在交給 **{backend}**。為其連結的金鑰在此付費;其他後端的金鑰仍保持連結,但不在此付費。設定和歷史均保留。',
      backendUnknown:
        '本機器人沒有名為「{name}」的圖像後端。請從列表中選擇:{offered}。未作任何變更。',
      none: '這個伺服器沒有伺服器金鑰，所以成員需要自己的金鑰（`{cmdApikeyLink}`）。用 `{cmdApikeyServerSet}` 設定一把；每位成員的每日上限會是 **{limit}** 次。',
      noneToClear: '這個伺服器沒有伺服器金鑰，所以什麼都沒有變。',
      cleared:
        '✅ 已移除伺服器金鑰：成員現在需要自己的金鑰（{creates, select, yes {`{cmdApikeyLink}` 或 `{cmdApikeyGenerate}`} other {`{cmdApikeyLink}`}}）。',
      clearedNotRevoked:
        '{original, select, yes {金鑰**沒有被撤銷**，在其他地方仍可使用；如果不再信任它，請到它所屬的圖像服務帳戶撤銷。} other {金鑰**沒有被撤銷**，在其他地方仍然可用；如果不再信任它，請在 {backend} 上它所屬的帳戶中撤銷。}}',
      limitInvalid: '每日上限必須是 {min} 到 {max} 之間的整數（收到：{got}）；沒有做任何變更。',
      limitZero: '✅ 每日上限已設為 **0**：成員不能再用伺服器金鑰生成（他們自己的金鑰仍可使用）。',
      limitSet:
        '✅ 沒有自己金鑰的成員現在每人每天可以用伺服器金鑰生成 **{limit, number}** 次（UTC 00：00 重設次數）。',
      limitNoKey: '這個伺服器還沒有伺服器金鑰：請用 `{cmdApikeyServerSet}` 設定一把。',
      set: '{named, select, yes {✅ 伺服器金鑰已設定：**{username}** 的 `{masked}`（{credits}）。} other {✅ 伺服器金鑰已設定：`{masked}`（{credits}）。}}',
      setNext:
        '沒有自己金鑰的成員現在會用它生成，每人每天最多 **{limit}** 次（用 `{cmdApikeyServerLimit}` 變更）。',
      setReplaced: '它取代了之前的伺服器金鑰（之前的金鑰沒有被撤銷）。',
    },
  },
  balance: {
    footerRecord: '由機器人依收到的圖片統計；{backend} 不保留餘額。',
    usageOnly:
      '{backend} 不為 API 金鑰保留餘額。本月透過機器人使用此金鑰：**{images, number} 張圖片**，{tokens, number} 個 token。',
    title: '圖像服務點數',
    titleOf: '{backend}：{unit}',
    creditsOf: '{original, select, yes {{user} 的點數} other {{user} 的餘額}}',
    footer: '餘額即時來自圖像服務。',
    footerOf: '餘額即時來自 {backend}。',
    yourKey: '你的金鑰',
    theirKey: '該成員的金鑰',
    noKeyYours:
      '沒有綁定金鑰。{creates, select, yes {用 `{cmdApikeyLink}` 綁定你的金鑰，或用 `{cmdApikeyGenerate}` 建立一把。} other {用 `{cmdApikeyLink}` 綁定你的金鑰。}}',
    noKeyYoursPool:
      '沒有綁定金鑰。{creates, select, yes {用 `{cmdApikeyLink}` 綁定你的金鑰，或用 `{cmdApikeyGenerate}` 建立一把。} other {用 `{cmdApikeyLink}` 綁定你的金鑰。}}在這裡生成會使用伺服器金鑰。',
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
      '{original, select, yes {圖像服務以無效或已撤銷為由拒絕了 {user} 的金鑰，所以我已解除綁定；需要用 `{cmdApikeyLink}` 重新綁定。} other {{user} 的金鑰被 {backend} 判定為無效或已撤銷，所以我已解除綁定；對方需要用 `{cmdApikeyLink}` 綁定新的金鑰。}}',
    otherNone: '{user} 沒有綁定 API 金鑰，這個伺服器也沒有伺服器金鑰。',
    notMember: '{user} 不是這個伺服器的成員，因此這裡不顯示其餘額。',
  },
  imagine: {
    roleClosed:
      '你的身分組不能使用本伺服器的金鑰。如要繼續，請用 `{cmdApikeyLink}` 連結你自己的金鑰；沒有產生任何費用。',
    budgetReached:
      '本伺服器的金鑰已用完{period, select, daily {每日} other {每月}}預算，將於 <t:{seconds}:R>（<t:{seconds}:f>）恢復支付。如要現在繼續，請用 `{cmdApikeyLink}` 連結你自己的金鑰；沒有產生任何費用。',
    notFound: '機器人已經沒有這次生成的紀錄了（只保留 7 天）。請重新執行 {cmdImagine}。',
    answerNotTaken: 'Discord 沒有接收機器人的回覆，所以沒有啟動任何任務，也沒有扣費。請稍後再試。',
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
      atBackendQueue:
        '{position, plural, =0 {在 {backend} 排在下一個} other {在 {backend} 排第 **#** 位}}{seconds, plural, =-1 {。} other {，約需等待 # 秒。}}',
      waiting: '⏳ 等待空出位置',
      queued: '🕒 排隊中',
      processing: '🎨 生成中',
      completed: '✅ 完成',
      failed: '❌ 失敗',
      timedOut: '⌛ 逾時',
      position: '在本伺服器佇列中排第 **{position}** 位。',
      atService:
        '{named, select, no {正在等待圖像服務開始處理。} other {正在等待 {backend} 開始處理。}}',
      started: '開始於 {time}。',
      ready: '依目前進度，預計 {time}完成。',
      working: '處理中…',
      ignored: '{workflow} 工作流程不使用：{options}。',
      ignoredByBackend: '此圖像後端不使用：{options}。',
      cancelled: '✖️ 已取消',
      stopped: '⏹️ 已停止等待',
      percent: '{bar} 已完成 {progress, number, percent}',
    },
    result: {
      title: '✅ 圖片完成',
      lorasNotApplied:
        '⚠️ 未套用：{loras}。圖像後端無法取得{count, plural, other {這些 LoRA}}，因此圖片是在沒有它們的情況下產生的。',
      missingTitle: '⚠️ 圖片已生成，但未能送達',
      tooLarge:
        '{original, select, yes {圖片太大，機器人無法在這裡發布（最多 {size}），因此沒有發布。生成已完成，所以額度已扣除。} other {{backend} 生成的圖片太大，機器人無法在這裡發布（最多 {size}），因此沒有發布。生成已完成，所以已照常計費。}}',
      notFetched:
        '{original, select, yes {圖片已生成，但機器人無法從圖片服務取得它，因此沒有發布。生成已完成，所以額度已扣除。} other {圖片已生成，但機器人無法從 {backend} 取得它，因此沒有發布。生成已完成，所以已照常計費。}}',
      reencoded:
        '{scaled, select, yes {為符合機器人在這裡可上傳的 {size}，已重新編碼為 WebP 並縮小到 {width}×{height}。} other {為符合機器人在這裡可上傳的 {size}，已重新編碼為 WebP。}}',
      notAnImage:
        '{original, select, yes {圖像服務傳回的不是 Discord 能顯示的圖片，因此沒有發布。生成已完成，所以其點數已扣除。} other {{backend} 傳回的內容不是 Discord 能顯示的圖片，因此未發佈。生成已完成，因此已照常扣點。}}',
    },
    failure: {
      title: '❌ 生成失敗',
      timedOut: '⌛ 逾時',
      tookTooLong:
        '{original, select, yes {生成花了太久時間；額度很可能已被扣除。} other {生成耗時過長；{backend} 可能已扣點。}}',
      failed: '生成失敗。',
      serviceSaid:
        '{original, select, yes {圖像服務回覆：「{said}」} other {{backend} 的說明：「{said}」}}',
      nextOperator: '等機器人的營運者修復後，再按下 **重試**。',
      nextFailed: '按下 **重試** 再試一次；如果還是失敗，請修改提示詞或選項。',
      nextTimedOut:
        '{original, select, yes {服務可能比較忙碌。請稍後按下 **重試**。} other {{backend} 可能正忙。請稍後按 **重試**。}}',
    },
    cancelled: {
      title: '✖️ 生成已取消',
      stoppedTitle: '⏹️ 已停止等待',
      next: '按 **再次執行** 以相同選項重新執行（一次新的生成），或按 **混搭** 先修改選項。',
    },
    details: {
      title: '生成參數',
      prompt: '**提示詞**',
      task: '**工作** `{taskId}`',
      paidWith:
        '**付款方式** {source, select, server {伺服器金鑰} anonymous {匿名金鑰（最低優先順序）} other {本人的金鑰}}',
    },
    summary: {
      cost: '花費',
      negativePrompt: '反向提示詞',
      workflow: '工作流程',
      workflowFile: '工作流程檔案',
      size: '尺寸',
      steps: '步數',
      seed: '種子',
      cfg: 'CFG',
      model: '模型',
      sampler: '採樣器',
      loras: 'LoRA',
      notApplied: '（未套用）',
      random: '隨機',
      duration: '耗時',
      requestedBy: '要求者',
      key: '金鑰',
      anonymousKey: '匿名（最低優先順序）',
    },
    buttons: {
      reroll: '🎲 重新抽',
      details: 'ℹ️ 詳細資訊',
      delete: '🗑️ 刪除',
      retry: '🔁 重試',
      runAgain: '🔁 再次執行',
    },
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
      style: '風格',
    },
    visibility: { public: '發到頻道', private: '只有本人可見' },
    serviceDefault: '{original, select, yes {圖像服務的預設值} other {{backend} 的預設值}}',
    noStyle: '無風格',
    value: '{value} · {source}',
    source:
      '{source, select, here {在此設定} typed {輸入} style {風格} member {你的設定} channel {頻道設定} server {伺服器設定} other {內建}}',
    pick: {
      workflow: '工作流程…',
      size: '尺寸…',
      visibility: '結果發到哪裡…',
      style: '風格…',
      unset: '不設定（使用下一層）',
    },
    buttons: { more: '步數、CFG、模型、反向提示詞、圖片數…', reset: '全部重設' },
    modal: { title: '/imagine 預設設定', blank: '留空即取消設定。' },
    invalid: '{field}{problem}；未做任何變更。',
    problem: {
      range: '必須是 {min} 到 {max} 之間的{whole, select, true {整數} other {數字}}',
      tooLong: '最多 {max} 個字元',
      oneOf: '必須是 {allowed} 之一',
      unlisted: '不是伺服器的圖像後端目前提供的模型：請從提供的清單中選擇一個',
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
      loras: '套用的 LoRA（選填）',
      lorasHint:
        '最多 {max} 個，格式為 名稱:權重，例如 add_detail:0.6, film-grain。觸發詞請寫進範本。',
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
      '{original, select, yes {沒有名為「{name}」的風格；`{cmdStylesList}` 可查看清單。未傳送任何內容，也未花費點數。} other {沒有名為「{name}」的風格；`{cmdStylesList}` 可查看清單。未傳送任何內容，也未扣點。}}',
    badLora: 'LoRA：{problem}。沒有做任何變更。',
  },
  policy: {
    logTitle: '管理日誌',
    logOff: '關閉：請在下方選擇頻道。',
    logOn: '發布到 {channel}：每次生成、拒絕與變更，不提及任何人。',
    logPaused:
      '⚠️ 已暫停：{problem, select, deleted {其頻道已被刪除} other {我無法再在 {channel} 發言}}。請重新選擇頻道。',
    pickLogChannel: '日誌頻道…',
    logOffButton: '關閉日誌',
    logMissing: '我無法在 {channel} 發言：需要在那裡擁有 {permissions}。沒有做任何變更。',
    permissionNames: { ViewChannel: '檢視頻道', SendMessages: '傳送訊息', EmbedLinks: '嵌入連結' },
    lowBalanceTitle: '餘額不足提醒',
    lowBalanceOn:
      '伺服器金鑰低於 {credits, number} {unit, select, credits {點數} other {{unit}}}時，在日誌頻道提醒一次（生成後檢查，最多每 {minutes} 分鐘一次）。',
    lowBalanceOff: '關閉。',
    lowBalanceButton: '提醒門檻…',
    lowBalanceModal: {
      title: '餘額不足提醒',
      label: '低於此{unit, select, credits {點數} other {{unit}}}時提醒',
      hint: '留空：不提醒。提醒會發到日誌頻道。',
    },
    invalidLowBalance: '門檻必須是 1 到 {max, number} 的整數，留空則不提醒。沒有做任何變更。',
    pages: {
      limits: '限制',
      members: '身分組與預算',
      log: '日誌與提醒',
      safety: '安全',
      blocks: '封鎖',
    },
    rolesTitle: '依身分組的每日上限',
    rolesNone: '無：每位成員使用伺服器的每日上限（{limit} 次）。',
    roleLine: '{role}：{perDay, plural, =0 {不能使用伺服器金鑰} other {每天 # 次}}',
    rolesFooter:
      '成員取其身分組中最高的上限，否則使用伺服器上限；使用自己金鑰的成員不受限制。日與月皆以 UTC 計算。',
    pickRole: '設定某個身分組的每日上限…',
    roleModal: {
      title: '身分組的每日上限',
      label: '每位成員每天的生成次數',
      hint: '0：此身分組不能使用伺服器金鑰。留空：刪除此規則。',
    },
    invalidRoleLimit: '每日上限必須是 0 到 {max, number} 的整數，留空則刪除規則。沒有做任何變更。',
    tooManyRoles: '最多只能為 {max} 個身分組設定規則。請先刪除一個。沒有做任何變更。',
    budgetTitle: '伺服器預算',
    budgetLine: '{period, select, daily {今天} other {本月}}：{used, number} / {cap}',
    noCap: '無上限',
    budgetIn:
      '以{unit, select, credits {{costUnit, select, credits {點數（每次生成 {credits}）} other {{costUnit}（每個請求的實際花費）}}} other {生成次數}}計算。',
    budgetButton: '預算…',
    unitButton:
      '{unit, select, credits {改以生成次數計} other {{costUnit, select, credits {改以點數計} other {改以{costUnit}計}}}}',
    budgetModal: {
      title: '伺服器預算',
      daily: '每日上限',
      monthly: '每月上限',
      hint: '{counted, select, credits {單位：點數。} generations {單位：生成次數。} images {單位：圖片張數。} other {單位：{counted}。}}留空：無上限。',
    },
    invalidBudget: '上限必須是 1 到 {max, number} 的整數，留空則無上限。沒有做任何變更。',
    title: '伺服器規則',
    limits: '伺服器金鑰的上限',
    maxSide: '最大圖片：{value}',
    maxSteps: '最多步數：{value}',
    maxImages: '每次最多圖片數：{value}',
    workflows: '工作流程：{value}',
    loras: 'LoRA：{value}',
    allLoras: '伺服器上的全部',
    noLoras: '無',
    lorasNoneAdded: '尚無（可依 CivitAI id 新增）',
    lorasUnreadable: '（暫時無法讀取後端的清單）',
    pixels: '每邊 {max} 像素',
    noLimit: '不限',
    allWorkflows: '全部',
    banned: '禁用詞和模式',
    bannedNone: '無。',
    bannedCount: '{count, plural, other {# 條}}：{list}',
    footer:
      '上限適用於伺服器金鑰付費的生成；禁用詞適用於本伺服器的所有提示詞。被拒絕的請求不花費任何點數。',
    pickWorkflows: '伺服器金鑰可執行的工作流程…',
    pickLoras: '成員可用的 LoRA…',
    removeLora: '移除 LoRA…',
    buttons: { limits: '上限…', banned: '禁用詞…', addLora: '新增 LoRA…' },
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
    addLoraModal: {
      title: '從 CivitAI 新增 LoRA',
      label: 'CivitAI 模型 id 或頁面網址',
      hint: 'civitai.com/models/… 中的數字；帶 ?modelVersionId= 的網址會新增該版本。',
    },
    loraBadId:
      '請輸入 LoRA 在 CivitAI 頁面網址（civitai.com/models/…）中的數字，或網址本身。未新增任何內容。',
    loraNotLora: '{name} 在 CivitAI 上是 {type}，不是 LoRA。未新增任何內容。',
    loraTooLarge:
      '{name} 大小為 {size}：AI Horde 的 worker 只下載不超過 {max} 的 LoRA。未新增任何內容。',
    tooManyLoras: '最多可以新增 {max} 個 LoRA。請先移除一個。未做任何變更。',
    invalidLimit: '{field}必須是 {min} 到 {max} 之間的整數，留空表示不限。未做任何變更。',
    tooMany: '最多 {max} 條（填寫了 {got} 條）。未做任何變更。',
    tooLongEntry: '「{entry}」超過 {max} 個字元。未做任何變更。',
    unmatchable: '「{entry}」中沒有可比對的字母或數字。未做任何變更。',
    refused: {
      maxSide: '本伺服器的金鑰只支付每邊不超過 {max} 像素的圖片；這張是 {width}×{height}。',
      maxSteps: '本伺服器的金鑰最多支付 {max} 步；這次生成要 {got} 步。',
      maxImages: '本伺服器的金鑰每次最多支付 {max, plural, other {# 張圖片}}；這次要 {got} 張。',
      workflows: '本伺服器的金鑰只執行 {allowed} 工作流程，不執行 {workflow}。',
      next: '{original, select, yes {{limit} 請修改，或用 `{cmdApikeyLink}` 綁定你自己的金鑰。未傳送任何內容，也未花費點數。} other {{limit} 請修改，或用 `{cmdApikeyLink}` 綁定你自己的金鑰。未傳送任何內容，也未扣點。}}',
      banned:
        '{original, select, yes {你的{where, select, prompt {提示詞} negative {反向提示詞} style {套用風格後的提示詞} other {工作流程檔案}}包含本伺服器不允許的「{found}」（「{entry}」）。未傳送任何內容，也未花費點數。} other {你的{where, select, prompt {提示詞} negative {反向提示詞} style {套用風格後的提示詞} other {工作流程檔案}}包含本伺服器不允許的「{found}」（「{entry}」）。未傳送任何內容，也未扣點。}}',
    },
  },
  modlog: {
    moderated:
      '{action, select, deleted {🗑️ {moderator} 刪除了 {member} 被檢舉的結果} blocked {⛔ {moderator} 禁止 {member} 使用機器人{until, select, never {，直到解除} other {，直到 {until}}}} unblocked {✅ {moderator} 解除了 {member} 的封鎖} other {☑️ {moderator} 駁回了對 {member} 的結果的檢舉}}',
    generation:
      '{icon} {member}：「{prompt}」{withWorkflow, select, no {} other { · {workflow}}} · {size} · {payer, select, server {伺服器金鑰} other {自己的金鑰}} · {outcome}',
    outcome: {
      completed: '完成',
      failed: '失敗',
      timed_out: '逾時',
      cancelled: '已取消',
    },
    result: '[結果]({url})',
    private: '私人（僅參數）',
    defaultWorkflow: '預設工作流程',
    defaultSize: '預設尺寸',
    described:
      '💬 {member}：{failed, select, yes {描述圖片失敗} other {描述了一張圖片}} · {payer, select, server {伺服器金鑰} other {自己的金鑰}}{spent, select, yes { · {amount, number} {unit}} other {}} · 私密（不顯示描述）',
    refusedBanned: '🚫 {member}：已拒絕，「{entry}」被禁止：「{prompt}」',
    changed: '🛠️ {member} 變更了{setting}{value, select, none {} other {：{value}}}',
    settings: {
      backend: '圖像後端',
      limits: '伺服器金鑰的限制',
      workflows: '工作流程',
      banned: '禁用詞',
      roleLimit: '身分組的每日上限',
      budget: '伺服器預算',
      logChannel: '日誌頻道',
      lowBalance: '餘額不足提醒',
      serverKey: '伺服器金鑰',
      dailyLimit: '每日上限',
      language: '語言',
      defaults: '/imagine 預設值',
      styles: '風格',
      imagePolicy: '非年齡限制頻道的圖片規則',
      ageRestrictedImagePolicy: '年齡限制頻道的圖片規則',
      imageThreshold: '圖片檢查門檻',
      automod: 'AutoMod 檢查',
      explicitTerms: '露骨詞語',
      safetyNegative: '安全反向提示詞',
      loras: '成員可用的 LoRA',
      addedLoras: '從 CivitAI 新增的 LoRA',
    },
    budgetReached:
      '💸 伺服器金鑰已用完{period, select, daily {每日} other {每月}}預算{unit, select, generations {} other {（{unit}）}}，將於 <t:{seconds}:R> 恢復支付。',
    lowBalance:
      '{unit, select, credits {🪫 伺服器金鑰僅剩 {credits, number} 點數，低於提醒門檻 {threshold, number}。} other {🪫 伺服器金鑰僅剩 {credits, number} {unit}，低於提醒門檻 {threshold, number}。}}',
    paused:
      '{server} 的管理日誌已暫停：{problem, select, deleted {其頻道已被刪除} other {我無法再在其頻道發言}}。請在 `/policy` 中重新選擇頻道。',
  },
  reports: {
    button: '🚩 檢舉',
    why: '你為什麼要檢舉這個結果？只有本伺服器的管理員能看到你的檢舉。',
    pickReason: '選擇原因…',
    reasons: {
      explicit: '色情或露骨內容',
      hateful: '騷擾或仇恨',
      illegal: '違法內容',
      spam: '垃圾訊息',
      other: '其他',
    },
    sent: '謝謝：你的檢舉已送達本伺服器的管理員。',
    keptNoLog: '謝謝：你的檢舉已保存，但沒能送達本伺服器的管理員：他們沒有可用的日誌頻道。',
    already: '你已經檢舉過這個結果；管理員已收到你的檢舉。',
    notReportable: '只能檢舉伺服器中公開的結果。',
    gone: '這則檢舉已不再保存。',
    cardTitle: '🚩 檢舉：{reason}',
    cardWho: '{reporter} 檢舉了 {member} 的結果 · [結果]({url})',
    cardPrompt: '**提示詞** {prompt}',
    cardFooter: '工作流程 {workflow} · 種子 {seed} · 檢舉於 {at}',
    deleteButton: '刪除結果',
    blockButton: '{length, select, day {封鎖 1 天} week {封鎖 7 天} other {封鎖直到解除}}',
    dismissButton: '駁回',
    action:
      '{action, select, deleted {🗑️ {moderator} 刪除了結果} blocked {⛔ {moderator} 禁止 {member} 使用機器人，{until}} other {☑️ {moderator} 已駁回}} · {at}',
    until: '{at, select, never {直到解除} other {直到 {at}}}',
    untilLifted: '直到解除',
    untilUtc: '直到 {at} UTC',
    blockedUntil:
      '{original, select, yes {管理員已禁止你在本伺服器使用此機器人，直到 <t:{seconds}:f>。沒有傳送任何內容，也沒有消耗額度。} other {管理員已禁止你在本伺服器使用此機器人，直到 <t:{seconds}:f>。沒有傳送任何內容，也沒有扣點。}}',
    blockedForever:
      '{original, select, yes {管理員已禁止你在本伺服器使用此機器人，直到解除封鎖。沒有傳送任何內容，也沒有消耗額度。} other {管理員已禁止你在本伺服器使用此機器人，直到解除封鎖。沒有傳送任何內容，也沒有扣點。}}',
    blocksTitle: '被禁止使用機器人的成員',
    blocksNone: '沒有。管理員可在審核日誌的檢舉卡片上封鎖成員。',
    blockLine: '{member} {until} · 由 {moderator}',
    blocksMore: '…還有 {count} 人。',
    pickUnblock: '解除成員的封鎖…',
  },
  usage: {
    chartTitle: '伺服器金鑰每天的生成次數，最近 30 天',
    chartAxisDays: '日期（UTC）',
    chartAxisGenerations: '生成次數',
    chartOthers: '其他所有人',
    chartBudget: '每日預算：{cap, number} 次',
    chartUnknown: '未知成員',
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
  history: {
    title: '你最近的生成',
    empty:
      '你的歷史紀錄是空的：每次生成結束後都會出現在這裡（保留最近 {max} 次，保存 {days} 天）。',
    footer: '第 {page}/{pages} 頁 · {count, plural, other {# 次生成}} · 只有你看得到',
    entryName: '{n}. {workflow} · {size}',
    entrySized: '{n}. {size}',
    entryLine: '{state} · 種子 {seed} · {when}',
    entryLoras: 'LoRA：{loras}',
    messageLink: '[開啟訊息]({url})',
    privateReply: '私人回覆（無連結）',
    noMessage: '訊息不明',
    defaultWorkflow: '預設工作流程',
    defaultSize: '預設尺寸',
    randomSeed: '隨機',
    ago: '{duration}前',
    notFound: '你的歷史紀錄中沒有這次生成（保留最近 {max} 次，保存 {days} 天）。沒有開始任何動作。',
    cannotRepeat:
      '這次生成無法從歷史紀錄重新執行（其工作流程檔案太大，未能保存）。請附上檔案再次執行 {cmdImagine}。沒有開始任何動作。',
    state: { completed: '✅ 完成', failed: '❌ 失敗', timed_out: '⌛ 逾時' },
    buttons: {
      again: '重來 {n}',
      show: '查看 {n}',
      previous: '◀ 上一頁',
      next: '下一頁 ▶',
      post: '發布到頻道',
    },
    show: {
      title: '生成',
      workflow: '工作流程',
      size: '尺寸',
      loras: 'LoRA',
      seed: '種子',
      when: '時間',
      result: '結果',
      message: '訊息',
      image: {
        gone: '{original, select, yes {圖像服務已不再提供這張圖片：改為顯示它的參數。} other {{backend} 已不再提供此圖片：改為顯示其參數。}}',
        withheld: '圖片已被攔截：機器人不能從它的主機下載。',
        tooLarge: '圖片太大，無法在此附加。',
        notImage:
          '{original, select, yes {圖像服務傳回的不是 Discord 能顯示的圖片：改為顯示其參數。} other {{backend} 傳回的內容不是 Discord 能顯示的圖片：改為顯示其參數。}}',
      },
    },
  },
  privacy: {
    title: '🔒 機器人保存的你的資料',
    intro: '只有你看得到。**忘記我** 會在所有伺服器中刪除這些內容。',
    key: '🔑 API 金鑰',
    keyLinked:
      '{named, select, yes {已連結:`{masked}`(帳戶 {account}),加密保存。} other {已連結:`{masked}`,加密保存。}}',
    keyNone: '未連結。',
    keyUnreadable: '已連結,但在這裡已無法解密。',
    preferences: '⚙️ 你的預設值',
    none: '無。',
    history: '🕘 歷史紀錄',
    historyCount: '{count, plural, other {# 次生成}},每筆保存 {days} 天。',
    usage: '📊 你對本伺服器金鑰的使用',
    usageLine: '今天 {today, number} · 最近 30 天 {month, number}(每天的紀錄保存 {days} 天)。',
    blocks: '⛔ 封鎖',
    blocksCount: '{count, plural, =0 {無。} other {# 個封鎖}}',
    unfinished: '⏳ 進行中的生成',
    unfinishedCount: '{count, plural, =0 {無。} other {# 個排隊或執行中}}',
    inputs: '🖼️ 你傳入的圖片',
    inputsCount:
      '{count, plural, =0 {無。} other {# 張，每張在最後一次使用後保留 {hours} 小時（用於重新生成和重試）。}}',
    kept: '🗓️ 保存多久',
    keptText:
      '已完成生成的紀錄(供其按鈕使用):{generationDays} 天。機器人離開某伺服器後,該伺服器的資料:{graceDays} 天。',
    forget: '忘記我',
    confirmTitle: '忘記關於你的一切?',
    confirmText:
      '這會在所有伺服器中刪除:保存在這裡的 API 金鑰、你的預設值、歷史紀錄、你傳入的圖片（用於編輯、變體、放大）、使用次數和你的生成紀錄。無法復原。\n\n{original, select, yes {金鑰本身不會被撤銷:在你到圖像服務或用 {cmdApikeyRevoke} 撤銷之前,它仍然可用。} other {金鑰本身不會被撤銷：在你於 {backend} 撤銷之前，它仍然可用。}}',
    confirm: '是的,忘記我',
    cancel: '取消',
    doneTitle: '已忘記',
    done: '機器人在任何伺服器中都不再保存關於你的任何內容。',
    doneKey:
      '{original, select, yes {你的金鑰 `{masked}` 已在這裡刪除,但在圖像服務中仍然可用:請到那裡或用 {cmdApikeyRevoke} 撤銷它。} other {你的金鑰 `{masked}` 已在此處刪除，但在 {backend} 仍然可用：如果不再信任它，請在那裡撤銷。}}',
    doneKept:
      '保留:每個伺服器的預算總數(其金鑰在當天和當月支付的生成次數,不含任何人的名字),因為預算仍需計數。',
    unfinishedError:
      '你有 {count, plural, other {# 個}}生成在排隊或執行中:它們的紀錄會在結束時寫入,所以沒有刪除任何內容。請取消它們或等它們結束,然後再按一次 **忘記我**。',
  },
  anywhere: {
    needsBot:
      '這需要機器人在此伺服器中：伺服器金鑰、佇列和管理工具都在那裡。請伺服器管理員加入機器人。在這裡，你可以用自己的金鑰使用 {cmdImagine}、{cmdBalance} 和 {cmdApikeyLink}。沒有做任何變更。',
    tokenLimit:
      '機器人不在這裡，只安裝在你的帳號中：Discord 只允許它在 15 分鐘內更新這則回覆。如果圖片花更久時間，可以用 {cmdHistory} 找到它。',
  },
  automod: {
    refused:
      '本伺服器的 AutoMod 規則「{rule}」封鎖了你的{where, select, negative {負面提示詞} style {套用風格後的提示詞} workflowFile {工作流程檔案} other {提示詞}}（「{found}」）。沒有送出任何內容，也沒有扣款；請換個說法試試。',
    unreadable:
      '本伺服器的管理員要求機器人遵守 AutoMod 規則，但{reason, select, permission {機器人失去了 **管理伺服器** 權限，已無法讀取這些規則。管理員可以恢復該權限，或在 {cmdPolicy} 中關閉此檢查} other {Discord 沒有回應，機器人暫時無法讀取這些規則。請一分鐘後再試}}。沒有送出任何內容，也沒有扣款。',
    needsManage:
      '要遵守本伺服器的 AutoMod 規則，機器人需要讀取它們，而 Discord 只允許擁有 **管理伺服器** 權限的應用程式讀取（機器人的邀請連結不會要求此權限）。請在 伺服器設定 → 身分組 中給機器人的身分組授予 **管理伺服器**，然後再次開啟。沒有做任何變更。',
    title: '伺服器 AutoMod',
    on: '開啟：在任何扣款之前，用本伺服器會封鎖訊息的 AutoMod 關鍵字規則（包括其豁免的身分組和頻道）檢查提示詞和負面提示詞。',
    off: '關閉：提示詞不會依本伺服器的 AutoMod 規則檢查。開啟需要機器人擁有 **管理伺服器** 權限。',
    button: '{state, select, on {AutoMod 檢查：開} other {AutoMod 檢查：關}}',
    log: '🛡️ {member}：被 AutoMod 規則「{rule}」（「{keyword}」）拒絕：「{prompt}」',
    replyBlocked:
      '本伺服器的 Discord AutoMod 封鎖了機器人的回覆：其文字符合伺服器的某條 AutoMod 規則。沒有扣款，你不需要再做任何事；可以換個說法試試。',
    resultBlocked:
      '本伺服器的 Discord AutoMod 封鎖了包含你生成結果的訊息：其文字符合伺服器的某條 AutoMod 規則。{made, select, yes {圖片已生成並照常扣款；可在 {cmdHistory} 中查看。} other {沒有扣款。}}你不需要再做任何事。',
  },
  onboarding: {
    help: {
      backendTitle: '🖼️ 圖像後端',
      backendValue:
        '這裡的圖片由 **{backend}** 生成；{accounts, select, none {它不需要 API 金鑰，也沒有餘額，所以在這裡生成不收費。} keys {金鑰為其綁定，它本身不記錄餘額。} other {金鑰為其綁定，餘額單位為 {unit}。}}',
      title: '❔ 說明',
      aboutServer:
        '我透過圖像生成服務把你的提示詞變成圖片。執行 {cmdImagine}：回覆會顯示圖片，並附有重新生成、修改或查看詳細資料的按鈕。{accounts, select, none {} other {先由你自己的 API 金鑰付費；沒有時，可由本伺服器的金鑰付費。}}',
      aboutDm:
        '我透過圖像生成服務把你的提示詞變成圖片。在私訊中由你自己的 API 金鑰付費：先用 {cmdApikeyLink} 連結，再執行 {cmdImagine}。',
      aboutWithoutBot:
        '機器人不在這個伺服器中：你透過自己的帳號使用它，只有你自己的 API 金鑰付費。先用 {cmdApikeyLink} 連結，再執行 {cmdImagine}；之後可在 {cmdHistory} 中找到你的圖片。',
      yourKey: '🔑 你的 API 金鑰',
      keyLinked: '已連結：你的生成會優先使用它。{cmdApikeyStatus} 可查看金鑰和餘額。',
      keyNotLinked:
        '{original, select, yes {未連結。用 {cmdApikeyLink} 連結，或用 {cmdApikeyGenerate} 建立一個。} other {{accounts, select, none {不需要：{backend} 不使用 API 金鑰。} other {未綁定。用 {cmdApikeyLink} 綁定一把 {backend} 的金鑰。}}}}',
      serverKey: '🏠 本伺服器的金鑰',
      serverKeyNone:
        '本伺服器沒有金鑰：成員需要自己的金鑰。管理者可以用 {cmdApikeyServerSet} 設定。',
      serverKeyClosed: '你的身分組不能使用本伺服器的金鑰。',
      serverKeyRoom:
        '今天你已用它生成 {used, number} 次，共 {limit, number} 次；計數將於 {resets}重新開始。',
      limits: '📏 本伺服器的限制',
      maxSide: '最長邊：{pixels, number} px',
      maxSteps: '步數：最多 {steps, number}',
      maxImages: '每個指令的圖片數：最多 {images, number}',
      workflows: '工作流程：{workflows}',
      budgetDaily: '伺服器預算：每天 {count, number} 次生成',
      budgetMonthly: '伺服器預算：每月 {count, number} 次生成',
      limitsWhen: '這些限制在伺服器金鑰付費時生效。',
      activeCap: '你同時最多進行 {count, number} 個生成',
      links: '📄 隱私與條款',
      privacy: '[隱私權政策]({url})',
      terms: '[服務條款]({url})',
      commands: '你在這裡可以使用的指令',
      managerCommands: '管理者專用（管理伺服器）',
      onMessage: '在訊息上：應用程式 → **{name}**',
    },
    welcome: {
      title: '👋 感謝新增我！',
      intro: '致本伺服器的管理者：三步完成設定：',
      stepKey:
        '1. 為沒有自己 API 金鑰的成員設定伺服器金鑰：{cmdApikeyServerSet}（表單只有你看得到）。',
      stepPolicy: '2. 選擇限制、各身分組每日生成次數和審核日誌：{cmdPolicy}。',
      stepTry: '3. 試試看：用 {cmdImagine} 輸入提示詞，例如「黃昏時的燈塔」。',
      footer: '任何人都可以執行 {cmdHelp}，查看我在這裡能做什麼以及自己能用哪些指令。',
    },
  },
  commands: {
    history: { name: '歷史', description: '你最近的生成（只有你看得到）：重新執行或查看' },
    show: {
      name: '查看',
      description: '（私下）查看一次過去的生成，可發布到頻道',
      task: { name: '任務', description: '你歷史紀錄中的一次生成（輸入提示詞的一部分）' },
    },
    apikey: {
      name: '金鑰',
      description: '綁定、查看或移除生成所用的 API 金鑰',
      link: { name: '綁定', description: '綁定你自己的 API 金鑰（在私密表單中輸入，先驗證）' },
      status: { name: '狀態', description: '顯示已綁定的金鑰（最後 4 碼）、所屬帳戶和餘額' },
      unlink: { name: '解除綁定', description: '讓機器人忘掉你的金鑰（不會撤銷，金鑰仍可使用）' },
      generate: { name: '建立', description: '用你的圖像服務登入權杖建立新金鑰並綁定' },
      revoke: {
        name: '撤銷',
        description: '在簽發處撤銷你綁定的金鑰並解除綁定',
        all: { name: '全部', description: '撤銷你圖像服務帳戶下的所有金鑰（需要確認）' },
      },
      server: {
        backend: {
          name: 'backend',
          description: '撤銷你帳戶的所有金鑰（需確認）',
          backend: {
            name: 'backend',
            description: '本機器人提供的圖像後端之一',
          },
        },
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
      description: '顯示你的餘額，以及伺服器有金鑰時的伺服器額度',
      public: { name: '公開', description: '把回覆貼到頻道（預設只有你看得到；金鑰永不顯示）' },
      user: { name: '成員', description: '查看其他成員的點數（管理伺服器；其金鑰保持隱藏）' },
      usage: {
        name: '用量',
        description: '每位成員在伺服器金鑰上的生成與花費：今天、7 天和 30 天（管理伺服器）',
      },
    },
    imagine: {
      image: {
        name: '圖片',
        description: '由提示詞編輯或轉換的圖片（伺服器的後端支援時）',
      },
      strength: {
        name: '強度',
        description: '結果可以偏離圖片多遠：低則接近原圖，高則更貼合提示詞',
      },
      mask: {
        name: '遮罩',
        description: '一張 PNG，其透明像素標出圖片中可以改變的部分；其餘保持不變',
      },
      name: '畫圖',
      description: '根據提示詞生成圖片',
      prompt: { name: '提示詞', description: '要畫的內容（附上工作流程檔案時作為標籤）' },
      style: { name: '風格', description: '決定提示詞和選項的命名風格' },
      negative_prompt: { name: '反向提示詞', description: '不希望出現在圖片中的內容' },
      workflow: { name: '工作流程', description: '此處提供的工作流程（不選則用第一個）' },
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
      sampler: { name: '採樣器', description: '採樣器（僅限支援的後端，如 AI Horde）' },
      lora: {
        name: 'lora',
        description: '本伺服器提供的 LoRA；加上 :權重 指定強度（預設 1，-2 到 2）',
      },
      lora2: {
        name: 'lora2',
        description: '第二個 LoRA（名稱或 名稱:權重）',
      },
      lora3: {
        name: 'lora3',
        description: '第三個 LoRA（名稱或 名稱:權重）',
      },
      workflow_file: {
        name: '工作流程檔案',
        description: '代替文字提示詞送出的節點圖工作流程（JSON 物件）',
      },
      count: {
        name: '數量',
        description: '一起顯示的圖片數量（每張為一次生成）',
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
      model: { name: '模型', description: '預設模型（從伺服器的圖像後端提供的模型中選擇）' },
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
    alerts: {
      name: '提醒',
      description: '伺服器金鑰餘額不足時在日誌頻道提醒（管理伺服器）',
      threshold: { name: '門檻', description: '餘額低於此值時提醒（{min}–{max}）' },
    },
    policy: { name: '規則', description: '本伺服器的伺服器金鑰上限和禁用詞（管理伺服器）' },
    queue: {
      name: '佇列',
      description: '本伺服器排隊中和進行中的生成（僅你可見）',
    },
    privacy: {
      name: '隱私',
      description: '機器人保存了你的哪些資料、保存多久;全部刪除(只有你看得到)',
    },
    help: {
      name: '說明',
      description: '機器人在這裡能做什麼、你的金鑰和今日剩餘次數，以及你能用的指令',
    },
    imagineThis: { name: '用這則生成圖片' },
    describe: {
      name: 'describe',
      description: '用文字描述一張圖片，需要的話再用這些文字生成新圖片',
      image: { name: 'image', description: '要描述的圖片：PNG、JPEG 或 WebP' },
    },
    editThisImage: { name: '編輯這張圖片' },
    describeThisImage: { name: '描述這張圖片' },
  },
  demo: {
    stepUsage: '8. 伺服器金鑰的使用情況圖表（沒有自己金鑰的成員用它生成）',
    stepEdit: '9. 編輯圖片：按 🖌️ 編輯，寫下要改什麼',
    stepUpscale: '10. 放大（🔍 放大，最小的倍數）',
    stepRegion: '11. 只改一部分：按 🖌️ 局部變化，在選擇器裡選格子',
    stepZoom: '12. 拉遠 2×（🔍 拉遠 2×）：把圖片放到更大的畫布上，邊緣照著補畫',
    noRegion: '（略過：這個後端不能只改圖片的一部分，所以卡片上沒有「局部變化」）',
    noZoom: '（略過：這個後端不能只改圖片的一部分，所以卡片上沒有「拉遠」）',
    stepImagineImage: '13. 從自己的照片開始：{command}',
    photoPrompt: '夜晚的同一個港口，燈籠亮著',
    noImageIn: '（略過：這個後端不接受圖片，所以會拒絕 {command}）',
    stepDescribe: '14. 用文字描述一張照片：{command}',
    noDescribe: '（略過：這個後端不描述圖片）',
    editPrompt: '星空下的同一座燈塔',
    noEdit: '（略過：這個後端不接受圖片，所以卡片上沒有「編輯」）',
    noUpscale: '（略過：這個後端不能放大，所以卡片上沒有「放大」）',
    serverKeySet: '（擁有者為沒有自己金鑰的成員設定了伺服器金鑰，例如 {member}）',
    historySeeded:
      '（為示範填入：{count} 位成員在過去 {days} 天每天使用伺服器金鑰的紀錄，未超出每日 {cap} 次的預算）',
    savedChart: '已將 /balance usage:True 的使用圖表儲存到 {path}：{width}×{height} 像素。',
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
    stepCount: '6. 一則回覆中的四張圖片（數量：4）',
    stepRemix: '7. 混搭這組圖片：新的提示詞和尺寸，種子不變',
    gallery: '（一張卡片：{count} 張原尺寸圖片組成的圖庫，每張都是帶替代文字的獨立附件）',
    remixPrompt: '夜晚暴風雨中的燈塔，油畫',
    hordeService: 'AI Horde（模擬）：使用者 {account}，{kudos} kudos；請求比真實的快 {speed} 倍',
    hordeStepLink: '1. 連結 API 金鑰（{member} 從 aihorde.net 複製了一組）',
    hordeSkipsSettings: '（在 AI Horde 上略過：它沒有可選的工作流程，也不提供 /apikey generate）',
    hordeSkipsUsage: '（在 AI Horde 上略過：本示範未設定伺服器金鑰）',
    hordeSaved:
      '重新生成的圖片已儲存到 {path}：{size}，{width}×{height} 像素，與 AI Horde 提供的 WebP 逐位元組相同。',
    comfyService:
      'ComfyUI（模擬）：伺服器擁有者自己的 GPU，工作流程 {workflows}；取樣速度是真實的 {speed} 倍',
    comfyStepLink: '1. 嘗試綁定 API 金鑰（ComfyUI 不需要金鑰）',
    comfySkipsSettings: '（在 ComfyUI 上略過：工作流程在下面的 {imagine} 中直接選擇）',
    backendSkipsUsage: '（在 {backend} 上略過：本示範未設定伺服器金鑰）',
    backendSaved:
      '重新生成的圖片已儲存到 {path}：{size}，{width}×{height} 像素，與 {backend} 提供的 {format} 逐位元組相同。',
    backendSavedStripped:
      '重新生成的圖片已儲存到 {path}：{size}，{width}×{height} 像素，即 {backend} 提供的 {format} 去掉其寫入檔案的中繼資料（工作流程）後的結果，其餘位元組保持原樣。',
    openaiService:
      'OpenAI Images（模擬）：模型 {model}，按圖片從成員自己的金鑰計費；生成速度是真實的 {speed} 倍',
    openaiStepLink: '1. 綁定 API 金鑰（{member} 在 platform.openai.com 建立了一個）',
    openaiSkipsSettings: '（在 OpenAI 上略過：沒有可選的工作流程，也不提供 /apikey generate）',
    openaiStepCount: '6. 一則回覆中的兩張圖片（數量：2；每張都計費）',
    webuiService:
      'Stable Diffusion WebUI（模擬）：伺服器擁有者自己的 GPU，模型 {models}；取樣速度是真實的 {speed} 倍',
    webuiStepLink: '1. 嘗試綁定 API 金鑰（{backend} 不需要金鑰）',
    webuiSkipsSettings: '（在 {backend} 上略過：模型在下面的 {imagine} 中直接選擇）',
    webuiSavedStripped:
      '重新生成的圖片已儲存到 {path}：{size}，{width}×{height} 像素，即 {backend} 提供的 {format} 去掉其寫入檔案的生成參數後的結果，其餘位元組保持原樣。',
  },
  imageQuota: {
    dailyUsed:
      '{limit, plural, =0 {此伺服器的每日上限為 0：成員不能在這裡生成圖片。} other {你今天已生成此伺服器允許的全部 # 張圖片。}}上限將於 <t:{seconds}:R>（<t:{seconds}:t>，UTC 午夜）重設；未計入任何次數。',
    overDaily:
      '{count} 張圖片會超出你在此伺服器的每日上限（今天還剩 {left} 張）。請減少數量；未計入任何次數。',
    roleClosed: '你的身分組不能在此伺服器生成圖片（每日上限為 0）；未計入任何次數。',
    budgetReached:
      '此伺服器已生成{period, select, daily {每日} other {每月}}預算內的全部圖片，將於 <t:{seconds}:R>（<t:{seconds}:f>）恢復；未計入任何次數。',
    overBudget:
      '{count} 張圖片會超出此伺服器的{period, select, daily {每日} other {每月}}預算（還剩 {left} 張）。請減少數量；未計入任何次數。',
    logBudgetReached:
      '💸 此伺服器已生成{period, select, daily {每日} other {每月}}預算內的全部圖片；將於 <t:{seconds}:R>恢復。',
    budgetIn: '以圖片張數計算：每生成一張計一。',
    rolesNone: '無：每位成員都使用伺服器的每日上限（{limit} 張）。',
    roleLine: '{role}：{perDay, plural, =0 {不能生成圖片} other {每天 # 張}}',
    limitSet:
      '✅ 現在每位成員每天可在 **{backend}** 上生成 **{limit}** 張圖片（計數於 UTC 00:00 重設）。',
  },
  count: {
    overBudget:
      '{count} 張圖片會超出本伺服器的{period, select, daily {每日} other {每月}}預算（剩餘 {left} 次）。請減少數量，或用 `{cmdApikeyLink}` 連結你自己的金鑰；沒有產生任何費用。',
    overBudgetIn:
      '{count} 張圖片會超出本伺服器的{period, select, daily {每日} other {每月}}預算（剩餘 {left, number} {unit}）。請減少數量，或用 `{cmdApikeyLink}` 連結你自己的金鑰；沒有產生任何費用。',
    overEstimate:
      '依圖像後端的估算，{count} 張圖片約需 {estimate, number} {unit}，會超出本伺服器的{period, select, daily {每日} other {每月}}預算（剩餘 {left, number} {unit}）。請減少數量或縮小尺寸，或用 `{cmdApikeyLink}` 連結你自己的金鑰；沒有產生任何費用。',
    cost: '{source, select, limit {{count} 張圖片，計入你在此伺服器的每日上限。} none {{count} 張圖片；{backend} 沒有帳戶，所以不扣任何費用。} other {{count} 張圖片 = 用{source, select, server {伺服器金鑰} anonymous {匿名金鑰（最低優先順序）} other {你的金鑰}}生成 {count} 次{accounts, select, balance {{original, select, no {（以 {unit} 支付）} other {}}} other {}}。}}',
    progressTitle: '🎨 {count} 張圖片',
    readyTitle: '✅ {count} 張圖片已完成',
    partialTitle: '⚠️ {count} 張中已完成 {ready} 張',
    failedTitle: '❌ {count} 張圖片全部失敗',
    imageReady: '**{n}.** ✅ 種子 {seed}',
    retryHint: '在下方選單中選擇帶圖片編號的 🔁 可重試失敗的圖片（一次生成）；其他圖片不會重做。',
    overCap:
      '你要求了 {count} 張圖片，但同時最多只能執行 {limit} 個生成（目前 {running} 個）。請減少數量或等它們完成；未扣除任何費用。',
    overDaily:
      '{count} 張圖片會超出你在伺服器金鑰上的每日額度（今天還剩 {left} 次）。請減少數量，或用 `{cmdApikeyLink}` 綁定你自己的金鑰；未扣除任何費用。',
    detailsImage: '**圖片 {n}** · 種子 {seed}{task, select, none {} other { · 任務 `{task}`}}',
    detailsImages: '**圖片**',
    queueFull:
      '本伺服器的佇列已滿：最多可以有 {limit} 個生成排隊，目前已有 {waiting} 個，所以你的 {count} 個生成放不下。請過幾分鐘再試{count, plural, =1 {} other {，或減少圖片數量}}；未扣除任何費用。',
    cancelledTitle: '✖️ 已取消 {count} 張圖片',
    stoppedTitle: '⏹️ 已停止等待 {count} 張圖片',
    runAgainHint:
      '在下方選單中選擇帶圖片編號的 🔁 可再次執行已取消的圖片（一次生成）；其他圖片不會重做。',
  },
  imageActions: {
    vary: '{strength, select, subtle {🌱} other {🌪️}} {which, select, image {變體圖片 {n}} other {變體}}（{strength, select, subtle {輕微} other {強烈}}）',
    upscale: '🔍 {which, select, image {放大圖片 {n}} other {放大}} ×{factor}',
    edit: '🖌️ {which, select, image {編輯圖片 {n}} other {編輯}}',
    region: '🖌️ {which, select, image {局部變化圖片 {n}} other {局部變化}}',
    zoom: '🔍 {which, select, image {拉遠圖片 {n}} other {拉遠}} {factor, select, 0 {（自訂）…} other {{factor}×}}',
    pan: '{direction, select, left {⬅️} right {➡️} up {⬆️} other {⬇️}} {which, select, image {圖片 {n} } other {}}向{direction, select, left {左} right {右} up {上} other {下}}平移',
    maskNotOffered:
      '此伺服器的圖片後端無法只修改圖片的一部分，因此不提供局部變化、拉遠和平移。沒有傳送任何內容，也沒有扣費。',
    pickerTitle: '🖌️ 局部變化：選擇要改的部分',
    pickerHint:
      '圖片被分成 16 個格子。選擇要重新繪製的格子（邊緣會自然融合），然後按 **局部變化**，或按 **修改提示詞** 說明那裡要畫什麼。只有這些格子會改變。',
    pickerPlaceholder: '要修改的格子（A1 … D4）…',
    pickerChosen: '已選：{cells}',
    pickerGo: '🖌️ 局部變化',
    pickerPrompt: '✏️ 修改提示詞…',
    paintedTitle: '🖌️ Vary (Region)：你塗的區域',
    paintedHint:
      '上色的區域會改變，圖片其餘部分保持不變。按 **局部變化** 依下方的提示詞重繪，或先按 **修改提示詞**。',
    paintedPrompt: '提示詞：{prompt}',
    paintedExpired:
      '畫板開啟太久，Discord 已不允許機器人回應（15 分鐘）。請在卡片上再按一次 Vary (Region)。沒有送出或收費。',
    regionFormTitle: '🖌️ 局部變化',
    formPrompt: '所選格子的提示詞',
    pickCells: '請先在選單中至少選擇一個格子。沒有傳送任何內容，也沒有扣費。',
    zoomFormTitle: '🔍 自訂拉遠',
    zoomFormFactor: '縮放倍數（1.1 到 2）',
    zoomFormPlaceholder: '例如 1.3',
    zoomFactorInvalid:
      '縮放倍數必須是 1.1 到 2 之間的數字（例如 1.3）。沒有傳送任何內容，也沒有扣費。',
    placeholder: '單張圖片：變體、放大或編輯…',
    formTitle: '🖌️ 編輯圖片',
    formChange: '要改什麼',
    formChangePlaceholder: '例如：改成夜晚，加一條紅圍巾',
    formMask: '遮罩（選填）',
    formMaskHint: '與圖片對應的 PNG：透明像素標出可以改動的部分。',
    notOffered: '此伺服器的圖片後端無法對圖片這樣做。沒有傳送任何內容，也沒有扣費。',
    othersInput:
      '這張圖片是用另一位成員帶來的圖片產生的，只有該成員能再次使用那張圖片。請改用已發布圖片本身的按鈕（變體、放大、編輯）開始。沒有傳送任何內容，也沒有扣費。',
    imageGone: '這張圖片已不在此訊息中，無法使用。沒有傳送任何內容，也沒有扣費。',
    noImage: '該訊息沒有可用的圖片（附件或嵌入的 PNG、JPEG、WebP）。沒有傳送任何內容，也沒有扣費。',
    describeTitle: '📝 圖片裡有什麼',
    describeHint: '按下 **用這則生成圖片**，用這些文字生成一張新圖片（可以先修改）。',
    describeOverBudget:
      '描述這張圖片大約要花 {estimate, number} {unit}，超出了本伺服器的{period, select, daily {每日} other {每月}}預算：還剩 {left, number} {unit}。請用 `{cmdApikeyLink}` 綁定你自己的金鑰，或在預算重置後再試；沒有傳送任何內容，也沒有扣費。',
    describeFailed:
      '圖片後端沒能描述這張圖片{spent, select, yes {（已花費 {amount, number} {unit}）} other {，未收取任何費用}}。請稍後再試，或換一張圖片。',
    noWords: '圖片後端沒能為這張圖片找到文字。請換一張試試。',
    imagineThis: '🎨 用這則生成圖片',
  },
  card: {
    source:
      '{action, select, region {🖌️ 由 {name} 局部變化} zoom {🔍 由 {name} 拉遠 {factor}×} pan {{direction, select, left {⬅️} right {➡️} up {⬆️} other {⬇️}} 由 {name} 向{direction, select, left {左} right {右} up {上} other {下}}平移} edit {✏️ 編輯自 {name}} vary {🔀 {name} 的變體（{strength, select, subtle {輕微} other {強烈}}）} other {🔍 由 {name} 放大 ×{factor}}}',
    rerollAll: '🎲 全部重新抽',
    rerollImage: '🎲 重新抽圖片 {n}',
    remixImage: '🎛️ 混搭圖片 {n}',
    retryImage: '🔁 再次執行圖片 {n}',
    imagePlaceholder: '單張圖片：重新抽或混搭…',
    imageAlt: '{count, plural, =1 {} other {圖片 {n}/{count}：}}{prompt}（種子 {seed}）',
    imageAltFrom: '{count, plural, =1 {} other {圖片 {n}/{count}：}}{prompt}（{source}）',
    previewAlt: '生成中的預覽{count, plural, =1 {} other {（圖片 {n}/{count}）}}：{prompt}',
  },
  remix: {
    button: '🎛️ 混搭',
    title: '混搭',
    prompt: '提示詞',
    style: '風格',
    sameSeed: '{seed, select, random {與之前一樣隨機} other {相同種子（{seed}）}}',
    newSeed: '新的隨機種子',
    yourDefault: '你的預設值',
    formChanged: '此表單在開啟後已變更。請重新開啟；沒有送出任何內容。',
    generate: '🎨 生成',
    editPrompt: '✏️ 編輯提示詞',
    panelHint:
      '選擇要改變的內容，然後點 **生成**；或先點 **編輯提示詞** 修改文字。只有你看得到這則訊息。',
    noLoras: 'LoRA：無（最多選 {max} 個）',
  },
  cancel: {
    cancelButton: '✖️ 取消',
    stopButton: '⏹️ 不再等待',
    cancelled:
      '{original, select, yes {在送到圖片服務之前已取消；未扣除任何費用。} other {在送往 {backend} 之前已取消；沒有扣點。}}',
    stopped:
      '{original, select, yes {機器人已不再等待。圖片服務已經接收且無法取消，因此額度可能已被扣除。} other {{accounts, select, none {機器人已停止等待。{backend} 無法告訴機器人哪個執行中的工作是它的，所以機器人沒有停止它，圖片仍可能產生。{backend} 不設帳戶，因此沒有任何扣點。} other {機器人已停止等待。它已送達 {backend}，而那裡無法取消，因此可能已經扣點。}}}}',
    stoppedNotice:
      '{original, select, yes {已不再等待。圖片服務已經開始處理且無法取消：額度可能已被扣除。} other {{accounts, select, none {已停止等待。{backend} 無法告訴機器人哪個工作是它的，所以機器人沒有停止它，圖片仍可能產生。沒有任何扣點：{backend} 不設帳戶。} other {已停止等待。{backend} 已經開始處理且無法取消：可能已經扣點。}}}}',
    stoppedCancelled:
      '{accounts, select, none {機器人已不再等待，並已請求 {backend} 停止生成。{backend} 沒有帳戶，所以沒有扣任何費用。} other {機器人已不再等待，並已請求圖片後端停止生成。可能已經產生費用。}}',
    stoppedNoticeCancelled:
      '{accounts, select, none {已不再等待。機器人已請求 {backend} 停止生成。{backend} 沒有帳戶，所以沒有扣任何費用。} other {已不再等待。機器人已請求圖片後端停止生成：可能已經產生費用。}}',
    alreadySent:
      '{original, select, yes {它已離開佇列：圖片服務已接收且無法取消（額度可能已被扣除）。按 **不再等待** 即可停止等待。} other {它已經離開佇列：{backend} 已收到且無法取消（可能已經扣點）。按 **不再等待** 即可不再等待。}}',
    nothingLeft: '此回覆中已沒有進行中的內容。',
    notAllowed: '只有發起請求的成員或擁有 **{permission}** 權限的成員可以取消生成。',
  },
  queue: {
    title: '🕒 本伺服器的生成',
    empty: '本伺服器現在沒有排隊或進行中的生成。',
    running: '**進行中**（{count}）',
    waiting: '**排隊中**（{count}）',
    runningFor: '已進行 {duration}',
    waitingFor: '已等待 {duration}',
    mine: '⬅️ 你的',
    private: '🔒 私人生成',
    cancelPlaceholder: '將排隊中的生成移出佇列…',
    gone: '該生成已不在佇列中：它已開始或已結束。',
  },
  imagineThis: {
    title: '🎨 用這則生成圖片',
    noText: '這則訊息沒有可以生成圖片的文字。',
  },
  safety: {
    withheld: '此頻道中有一張圖片被暫扣。',
    privateCopy:
      '🙈 你的 {count, plural, other {# 張圖片}}在{where, select, channel {頻道中} other {回覆中}}被暫扣：{reason} 圖片在這裡，僅你可見。',
    reason: {
      explicit:
        '圖片檢查判定其為露骨內容（分數 {score}%，本伺服器門檻 {threshold}%），且此頻道沒有年齡限制。',
      member:
        '圖片檢查判定其為露骨內容（分數 {score}%），而你為私訊和你自己的安裝選擇了暫扣此類圖片。',
      unchecked: '圖片檢查無法執行，為安全起見已暫扣。',
    },
    spoilerAlt: '已加上暴雷遮罩：圖片檢查判定其為露骨內容。',
    pageTitle: '圖片檢查',
    normal: '非年齡限制頻道：{policy}',
    ageRestricted: '年齡限制頻道：{policy}',
    threshold:
      '分數達到 **{threshold}%** 的圖片視為露骨（分類器的 porn + hentai 機率；預設 {default}%）。',
    policies: {
      withhold: '**暫扣**（成員會私下收到）',
      spoiler: '**加上暴雷遮罩發布**',
      allow: '**發布**',
    },
    footer:
      '每張完成的圖片在發布前都由機器人自己機器上的小型開放模型（nsfwjs）檢查，不會傳送到別處。被暫扣或加遮罩的圖片會記入日誌，僅記錄參數。',
    pick: {
      normal: '非年齡限制頻道…',
      ageRestricted: '年齡限制頻道…',
      withhold: '暫扣',
      spoiler: '暴雷遮罩',
      allow: '發布',
    },
    thresholdButton: '門檻…',
    thresholdModal: {
      title: '圖片檢查門檻',
      label: '從此分數起視為露骨（%）',
      hint: '1–99。越低越嚴格。留空：預設值 50。',
    },
    invalidThreshold: '門檻必須是 {min} 到 {max} 的整數，或留空使用預設值。未做任何變更。',
    notPosted:
      '這張圖片不能發布在這裡：{why, select, unchecked {圖片檢查無法執行} other {圖片檢查判定其為露骨內容（分數 {score}%，門檻 {threshold}%）}}。它仍保留在你的歷史紀錄中；未發布任何內容。',
    logged:
      '🙈 {member}：一張圖片在 {channel} {action, select, withhold {被暫扣} other {加上暴雷遮罩發布}}（{score, select, none {未檢查} other {分數 {score}%}}，門檻 {threshold}%）：「{prompt}」{withWorkflow, select, no {} other { · {workflow}}}{seed, select, none {} other { · 種子 {seed}}}',
    refused: {
      channel:
        '{original, select, yes {你的{where, select, prompt {提示詞} style {套用風格後的提示詞} other {工作流程檔案}}包含「{found}」，這是在非年齡限制頻道中不允許的露骨詞語。未傳送任何內容，也未花費點數。請換個說法，或在年齡限制頻道中執行。} other {你的{where, select, prompt {提示詞} style {套用風格後的提示詞} other {工作流程檔案}}包含「{found}」，這是在非年齡限制頻道中不允許的露骨詞語。未傳送任何內容，也未扣點。請換個說法，或在年齡限制頻道中執行。}}',
      member:
        '{original, select, yes {你的{where, select, prompt {提示詞} style {套用風格後的提示詞} other {工作流程檔案}}包含「{found}」，這是露骨詞語，而你的設定在私訊和僅由你安裝應用程式的伺服器中排除露骨內容。未傳送任何內容，也未花費點數。請換個說法，或在 {cmdSettings} 中允許露骨內容。} other {你的{where, select, prompt {提示詞} style {套用風格後的提示詞} other {工作流程檔案}}包含「{found}」，這是露骨詞語，而你的設定在私訊和僅由你安裝應用程式的伺服器中排除露骨內容。未傳送任何內容，也未扣點。請換個說法，或在 {cmdSettings} 中允許露骨內容。}}',
    },
    log: {
      refused: '🔞 {member}：在非年齡限制頻道中因露骨詞語「{term}」被拒絕：「{prompt}」',
    },
    policy: {
      termsTitle: '內建露骨詞語',
      terms:
        '{termsOn, select, true {開啟：含露骨詞語的提示詞在非年齡限制頻道中會被拒絕。} other {關閉：不檢查露骨詞語（仍檢查你們的禁用詞）。}}',
      termsButton: '{termsOn, select, true {關閉露骨詞語} other {開啟露骨詞語}}',
      negativeTitle: '安全反向提示詞',
      negativeNone: '無。',
      negativeButton: '安全反向提示詞…',
      negativeLabel: '在非年齡限制頻道中加入',
      negativeHint: '加在成員自己的反向提示詞之後。留空：不加入。',
      footer: '兩者都只在非年齡限制頻道中生效。被拒絕的請求不花費任何費用。',
    },
    member: {
      title: '私訊和使用者安裝中的露骨內容',
      value:
        '{choice, select, allow {在你與機器人的私訊中允許（非年齡限制的伺服器頻道仍會排除）。} other {排除（預設）：在私訊和僅由你安裝應用程式的地方，露骨詞語會被拒絕，露骨圖片會被扣留。}}',
      button: '{choice, select, allow {排除露骨內容} other {在私訊中允許露骨內容}}',
    },
  },
  imagesIn: {
    waitsTurn:
      '⏳ 你的圖片正在排隊：其他成員的圖片正在接收中。輪到時會自動繼續；目前尚未傳送或扣費。',
    kind: '{kind, select, region {🖌️ 局部變化} zoom {🔍 拉遠} pan {↔️ 平移} edit {✏️ 編輯} vary {🔀 變體} upscale {🔍 放大} other {💬 描述}}',
    logRefused:
      '🙈 {member}：一張傳入的圖片在 {channel} 被拒絕（{score, select, none {未檢查} other {分數 {score}%}}，門檻 {threshold}%）{withPrompt, select, no {} other {：「{prompt}」}} · {kind}',
    refused: {
      next: '{problem} 沒有送出任何內容，也沒有扣點。',
      notOffered: '此伺服器的圖片後端無法從圖片開始生成：請不附圖片執行指令。',
      strengthAlone: 'strength 只對圖片有效：請附上一張圖片，或拿掉 strength。',
      maskAlone: 'mask 只對圖片有效：請同時附上圖片，或拿掉 mask。',
      maskNotOffered: '此伺服器的圖片後端無法只修改圖片的一部分：請不帶 mask 執行指令。',
      tooLarge: '圖片大小為 {size}；機器人最多接受 {max}。',
      overMax: '圖片超過了機器人接受的 {max}。',
      notImage: '這個檔案不是機器人能讀取的圖片：請附上 PNG、JPEG、WebP 或 GIF。',
      animated: '不能使用動態圖片：請附上一張靜態圖片。',
      tooManyPixels: '圖片為 {width}×{height} 像素；此伺服器的圖片後端最多接受 {max}。',
      tooLargeToUpscale:
        '圖片為 {width}×{height} 像素：太大，此伺服器的圖片後端無法將其放大 ×{factor}。',
      maskNotPng: '遮罩必須是 PNG，以透明像素標出可以變更的部分：請附上這樣的檔案。',
      maskSize: '遮罩是 {size} 像素，而圖片是 {imageSize}：遮罩必須與圖片尺寸或比例相同。',
      maskOpaque: '遮罩沒有透明像素，因此沒有標出要變更的部分：擦除可以變更的部分後重新附上。',
      maskWhole: '遮罩完全透明，會變更整張圖片：請不帶遮罩編輯，或保留一部分不透明。',
      unreadable: '無法讀取圖片（可能已損壞）：請附上另一張。',
      downloadFailed: '機器人無法從 Discord 下載圖片：請重新附上。',
      explicit:
        '{reason, select, channel {圖片看起來是露骨內容，而露骨圖片不能用於未設年齡限制的頻道：請在有年齡限制的頻道中使用。} other {圖片看起來是露骨內容，而你的設定在這裡排除露骨內容。}}',
      unchecked: '機器人暫時無法檢查圖片是否露骨，因此這裡不能使用：請一分鐘後再試。',
    },
  },
};
