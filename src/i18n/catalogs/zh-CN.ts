import type { Catalog } from '../catalog.js';

/**
 * 简体中文。术语表: credits → 积分; API key → API 密钥; key → 密钥; server key → 服务器密钥;
 * workflow → 工作流; image service → 图像服务; generation → 生成; link/unlink → 绑定/解绑;
 * revoke → 吊销; daily limit → 每日上限; Re-roll → 重新抽取。
 */
export const zhCN: Catalog = {
  language: { name: '简体中文' },
  units: {
    bytes: '{count, plural, other {# 字节}}',
    kilobytes: '{n, number} KB',
    megabytes: '{n, number} MB',
    credits: '{count, plural, other {{amount} 积分}}',
    otherCurrency: '{amount} {currency}',
  },
  common: {
    warning: '⚠️ {message}',
    permissionManageServer: '管理服务器',
    permissionManageMessages: '管理消息',
  },
  errors: {
    unexpected:
      '我们这边出了点问题（错误 ID `{errorId}`）。请再试一次；如果一直出现，请把这个 ID 告诉服务器管理团队。',
    restarting: '机器人正在重启，请一分钟后再试。',
    commandUnavailable: '这个命令或按钮已不可用，请重新执行斜杠命令。',
    serverOnly:
      '`{command}` 只能在服务器中使用：请在服务器频道里执行，不要在私信中使用。没有做任何更改。',
    notAllowed: {
      manageServerKey: '只有拥有 **{permission}** 权限的成员才能管理服务器密钥。',
      changeDailyLimit: '只有拥有 **{permission}** 权限的成员才能修改每日上限。',
      seeOthersBalance: '只有拥有 **{permission}** 权限的成员才能查看其他成员的余额。',
      deleteOthersImage: '只有拥有 **{permission}** 权限的成员才能删除别人请求的图片。',
      changeLanguage: '只有拥有 **{permission}** 权限的成员才能修改服务器语言。',
    },
  },
  service: {
    unavailable: '图像服务暂时不可用，请几分钟后再试。',
    timeout: '图像服务没有及时响应，请几分钟后再试。',
    rateLimited: '图像服务收到的请求太多，请一分钟后再试。',
    rateLimitedFor: '图像服务收到的请求太多，请 {seconds, number} 秒后再试。',
    unexpectedAnswer: '图像服务返回了机器人无法识别的响应，请稍后再试。',
    submissionUncertain:
      '图像服务可能已经收到这次生成并扣除了积分，但响应丢失了。重试前请先用 {cmdBalance} 查看一下。',
    insufficientCredits: '图像服务上的积分不足以完成这次生成。请充值或签到后再试。',
    invalidApiKey: '图像服务拒绝了这个 API 密钥：它无效或已被吊销。请设置新的密钥后再试。',
    invalidLoginToken: '图像服务拒绝了登录令牌。请从你的账户复制一个新令牌后再试。',
    unknownTask: '图像服务已经找不到这次生成（可能已过期）。请重新生成一次。',
    imageTooLarge: '生成的图片超过 {size}，太大了，无法发到这里。',
    imageHostRefused: '机器人无法安全地获取这张图片，因此不在这里显示。',
    taskFailed: '图像服务没能生成这张图片。请再试一次，或换个设置试试。',
    moved: '图像服务换了新地址。请告诉机器人的运营者更新地址。',
    parametersRejected: '图像服务拒绝了请求参数。请检查后再试。',
    requestRejected: '图像服务拒绝了请求：{said}',
  },
  parameter: {
    empty: '{name} 不能为空',
    textOrWorkflow: '{name} 必须是文本或节点图工作流对象',
    emptyWorkflow: '{name} 中的工作流不能为空',
    notText: '{name} 必须是文本（收到：{type}）',
    emptyWhenGiven: '填写 {name} 时不能为空',
    notWhole: '{name} 必须是整数（收到：{got}）',
    notNumber: '{name} 必须是数字（收到：{got}）',
    atLeast: '{name} 不能小于 {min}（收到：{got}）',
    atMost: '{name} 不能大于 {max}（收到：{got}）',
    oneOf: '{name} 必须是以下之一：{allowed}（收到：{got}）',
    invisible: '{name} 必须包含可见字符（目前只有不可见字符）',
    tooLong: '{name} 最多 {max} 个字符（收到：{got}）',
    wrongType:
      '{name} 必须是{expected, select, string {文本} integer {整数} number {数字} other {文件}}',
    refused: '{problem}。请修改后重新执行 {cmdImagine}；没有发送任何内容，也没有消耗积分。',
  },
  jobs: {
    timeout: '图片生成耗时过长，机器人已停止等待。请稍后再试。',
    memberCap: '你已经有 {limit} 个生成正在进行；请等其中一个完成。',
    submissionInterrupted:
      '机器人在发送这次生成时重启了，所以它可能已到达图像服务（并已扣费），也可能没有。按“重试”之前，请先用 {cmdBalance} 查看积分。',
    restartedBeforeSend:
      '机器人在把你的请求发给图像服务之前重启了，所以没有扣费。按“重试”即可重新执行。',
    saveFailed:
      '机器人暂时无法保存请求，所以没有发送任何内容，也没有消耗积分。请几分钟后再试；如果一直这样，请告诉服务器管理团队。',
    unexpected: '这次生成出了点问题，请再试一次。',
  },
  store: {
    unavailable: '机器人的数据库暂时不可用，请几分钟后再试。',
    unreachable: '机器人的存储暂时无法连接；没有启动任何任务，也没有扣费。请一分钟后再试。',
    keyUndecryptable: '无法解密已保存的密钥；请用 {cmdApikeyLink} 重新绑定。',
    serverKeyUndecryptable: '无法解密服务器密钥；需要服务器管理员重新设置。',
  },
  keys: {
    missing:
      '你还没有绑定 API 密钥。用 `{cmdApikeyLink}` 绑定你的密钥，或用 `{cmdApikeyGenerate}` 创建一个。',
    missingHere:
      '你还没有绑定 API 密钥，这个服务器也没有服务器密钥。用 `{cmdApikeyLink}` 绑定你的密钥，或用 `{cmdApikeyGenerate}` 创建一个。',
    nothingToUnlink: '你还没有绑定 API 密钥，没有可以解绑的。',
    nothingToRevoke:
      '你还没有绑定 API 密钥，没有可以吊销的。要吊销机器人没有的密钥，请到你的图像服务账户中操作。',
    unlinkedBeforeRun:
      '在这次生成开始之前，你的 API 密钥已被解绑。请用 `{cmdApikeyLink}` 绑定一个。',
    serverKeyRemovedBeforeRun: '在这次生成开始之前，服务器密钥已被移除。',
    rejectedOwn:
      '图像服务以无效或已吊销为由拒绝了你的 API 密钥（{masked}），所以我已将其解绑。请用 `{cmdApikeyLink}` 绑定一个可用的密钥，或用 `{cmdApikeyGenerate}` 创建一个。',
    rejectedServer:
      '图像服务以无效或已吊销为由拒绝了服务器密钥（{masked}），所以我已将其移除。拥有“管理服务器”权限的成员可以用 `{cmdApikeyServerSet}` 设置新的密钥。',
  },
  apikey: {
    malformed:
      '这看起来不像 API 密钥：密钥是 `sk-` 加上 48 个十六进制字符。请从你的图像服务账户重新复制密钥后再试；没有做任何更改。',
    notYours: '只有执行命令的成员才能回应这个确认；没有做任何更改。',
    linkModal: {
      title: '绑定你的 API 密钥',
      label: '你的图像服务 API 密钥',
      description: '`sk-` 加 48 个十六进制字符。先向服务验证，再加密保存。',
      placeholder: 'sk-…',
    },
    generateModal: {
      title: '创建 API 密钥',
      label: '你的图像服务登录令牌',
      description: '只用一次来创建密钥，不会保存。',
      placeholder: '登录令牌',
    },
    serverModal: {
      title: '设置服务器密钥',
      label: '本服务器使用的 API 密钥',
      description: '没有自己密钥的成员将在每日上限内用它生成。',
      placeholder: 'sk-…',
    },
    linked: '✅ 已将 `{masked}` 绑定到图像服务账户 **{username}**：**{credits}**。',
    linkedNext:
      '之后的生成都会使用这个密钥。密钥加密保存，从不完整显示；用 `{cmdApikeyStatus}` 查看，用 `{cmdApikeyUnlink}` 解绑。',
    linkedReplaced: '它替换了你之前绑定的密钥（之前的密钥没有被吊销）。',
    generated: {
      notChecked:
        '⚠️ 我创建了新密钥（`{masked}`），但无法向服务验证（{reason}），所以它**没有绑定**。请稍后用 `{cmdApikeyLink}` 绑定。',
      linked: '✅ 已为 **{username}**（{credits}）创建并绑定 `{masked}`：之后的生成都会使用它。',
      shownOnce: '你的新密钥**只显示这一次**：如果要在别处使用，请现在复制。',
      warning:
        '⚠️ 任何拿到这个密钥的人都能花你的积分：千万不要发到频道里。你账户里的旧密钥仍然有效。',
      tokenUnused: '你输入的登录令牌只用了一次，没有保存。',
    },
    status: {
      titlePersonal: '你的 API 密钥',
      titleServer: '服务器密钥',
      key: '密钥',
      serviceUser: '服务账户',
      linked: '绑定时间',
      set: '设置时间',
      when: '{relative}（{date}）',
      whenBy: '{relative}（{date}），设置者 {user}',
      balance: '余额',
      unavailable: '暂时无法获取：{reason}\n密钥仍然绑定着；上面保存的信息是最新的。',
      dailyLimit: '每日上限',
      dailyLimitValue:
        '每位成员每天 {limit, number} 次（UTC 00：00 重置）。用 `{cmdApikeyServerLimit}` 修改。',
      footerServer: '没有自己密钥的成员会用这个密钥生成。',
      footerPersonal: '加密保存；只显示最后四个字符。',
    },
    unlinked:
      '✅ 已解绑 `{masked}`（账户 **{username}**）。机器人不再保存它；之后生成需要重新绑定密钥（或在有服务器密钥的地方使用服务器密钥）。',
    unlinkedUnreadable:
      '✅ 已解绑你的密钥。机器人不再保存它；之后生成需要重新绑定密钥（或在有服务器密钥的地方使用服务器密钥）。',
    notRevoked:
      '密钥本身**没有被吊销**，在其他地方仍然可以使用。要停用它，请重新绑定后执行 `{cmdApikeyRevoke}`，或在你的图像服务账户中吊销。',
    revoke: {
      alreadyInvalid:
        '✅ `{masked}` 在图像服务上已经无效或被吊销，所以我已将其解绑。请用 `{cmdApikeyLink}` 绑定其他密钥，或用 `{cmdApikeyGenerate}` 创建一个。',
      done: '✅ 已吊销并解绑 `{masked}`：它在任何地方都不能用了。账户 **{username}** 的积分和其他密钥不受影响。',
      doneAlready:
        '✅ 已吊销（服务表示它之前就已被吊销）并解绑 `{masked}`：它在任何地方都不能用了。账户 **{username}** 的积分和其他密钥不受影响。',
      next: '用 `{cmdApikeyLink}` 绑定其他密钥，或用 `{cmdApikeyGenerate}` 创建一个。',
    },
    revokeAll: {
      question: '⚠️ 要吊销图像服务账户 **{username}** 的**全部** API 密钥吗？',
      consequence:
        '所有使用这个账户密钥的应用、机器人和服务器都会停止工作，你在这里绑定的密钥也会被解绑。此操作无法撤销。',
      confirmWithin: '请在 {minutes} 分钟内确认。',
      confirm: '吊销全部密钥',
      cancel: '取消',
      expired:
        '⌛ 确认已过期，没有吊销任何密钥。如果仍要这样做，请重新执行 `{cmdApikeyRevokeAll}`。',
      changed:
        '在你确认之前，绑定的密钥已经变了，所以没有吊销任何密钥。如果仍要这样做，请重新执行 `{cmdApikeyRevokeAll}`。',
      alreadyInvalid:
        '⚠️ 你绑定的密钥 `{masked}` 已经无效或被吊销，无法用它吊销其他密钥；我已将其解绑。请在你的图像服务账户中吊销剩下的密钥。',
      done: '✅ 已吊销 **{username}** 的 {count} 个密钥，并解绑 `{masked}`。',
      doneEvery: '✅ 已吊销 **{username}** 的全部密钥，并解绑 `{masked}`。',
      next: '需要时可以用 `{cmdApikeyGenerate}` 创建新密钥。',
      cancelled: '已取消：没有吊销任何密钥。',
    },
    server: {
      none: '这个服务器没有服务器密钥，所以成员需要自己的密钥（`{cmdApikeyLink}`）。用 `{cmdApikeyServerSet}` 设置一个；每位成员的每日上限将是 **{limit}** 次。',
      noneToClear: '这个服务器没有服务器密钥，所以什么都没有变。',
      cleared:
        '✅ 已移除服务器密钥：成员现在需要自己的密钥（`{cmdApikeyLink}` 或 `{cmdApikeyGenerate}`）。',
      clearedNotRevoked:
        '密钥**没有被吊销**，在其他地方仍然可以使用；如果不再信任它，请到它所属的图像服务账户中吊销。',
      limitInvalid: '每日上限必须是 {min} 到 {max} 之间的整数（收到：{got}）；没有做任何更改。',
      limitZero: '✅ 每日上限已设为 **0**：成员不能再用服务器密钥生成（他们自己的密钥仍可使用）。',
      limitSet:
        '✅ 没有自己密钥的成员现在每人每天可以用服务器密钥生成 **{limit, number}** 次（UTC 00：00 重置计数）。',
      limitNoKey: '这个服务器还没有服务器密钥：请用 `{cmdApikeyServerSet}` 设置一个。',
      set: '✅ 服务器密钥已设置：**{username}** 的 `{masked}`（{credits}）。',
      setNext:
        '没有自己密钥的成员现在会用它生成，每人每天最多 **{limit}** 次（用 `{cmdApikeyServerLimit}` 修改）。',
      setReplaced: '它替换了之前的服务器密钥（之前的密钥没有被吊销）。',
    },
  },
  balance: {
    title: '图像服务积分',
    creditsOf: '{user} 的积分',
    footer: '余额实时来自图像服务。',
    yourKey: '你的密钥',
    theirKey: '该成员的密钥',
    noKeyYours:
      '没有绑定密钥。用 `{cmdApikeyLink}` 绑定你的密钥，或用 `{cmdApikeyGenerate}` 创建一个。',
    noKeyYoursPool:
      '没有绑定密钥。用 `{cmdApikeyLink}` 绑定你的密钥，或用 `{cmdApikeyGenerate}` 创建一个。在这里生成会使用服务器密钥。',
    noKeyTheirs: '没有绑定密钥。',
    noKeyTheirsPool: '没有绑定密钥。在这里生成会使用服务器密钥。',
    unavailable: '暂时无法获取：{reason}',
    removed: '已失效：已被移除。',
    account: '账户 **{username}**',
    accountWithKey: '账户 **{username}** · `{masked}`',
    pool: '服务器共用额度',
    poolYours: '你今天用它生成的次数：还剩 **{left}/{limit}** 次（{resets}重置）。',
    poolTheirs: '该成员今天用它生成的次数：还剩 **{left}/{limit}** 次（{resets}重置）。',
    poolUnused: '只供没有自己密钥的成员使用。',
    otherRejected:
      '图像服务以无效或已吊销为由拒绝了 {user} 的密钥，所以我已将其解绑；需要用 `{cmdApikeyLink}` 重新绑定。',
    otherNone: '{user} 没有绑定 API 密钥，这个服务器也没有服务器密钥。',
  },
  imagine: {
    notFound: '机器人已经没有这次生成的记录了（只保留 7 天）。请重新执行 {cmdImagine}。',
    optionName: '`{option}`',
    describeRange: '{text}，{min}–{max}',
    describeOnly: '{text}（仅 {workflows}）',
    workflowFile: {
      next: '{problem} 请附上以 JSON 对象保存的节点图工作流，然后重新执行 {cmdImagine}；没有消耗任何东西。',
      notUtf8: '工作流文件不是 UTF-8 文本。',
      notJson: '工作流文件不是有效的 JSON（{detail}）。',
      notObject:
        '工作流文件里是{kind, select, array {数组} null {null} string {字符串} number {数字} boolean {布尔值} other {其他内容}}，不是 JSON 对象。',
      empty: '工作流文件是一个空的 JSON 对象。',
      tooDeep: '工作流文件的嵌套超过 {max} 层。',
      tooLarge: '工作流文件大小为 {size}，超过了 {max} 的上限。',
      overLimit: '工作流文件超过了 {max} 的上限。',
      downloadFailed: '无法从 Discord 下载工作流文件。',
      textOnly: '工作流文件需要节点图工作流（{workflows}）：{workflow} 只接受文本提示词。',
      neverFetched: '工作流文件一直没有被获取：机器人在发送前重启了。',
    },
    dailyLimit: {
      closed: '这个服务器的密钥不对成员开放（每日上限为 0）。',
      used: '你今天已经用完这个服务器密钥允许的 {limit} 次生成。',
      resets:
        '{used} 上限将于 <t:{seconds}:R>（<t:{seconds}:t>，UTC 午夜）重置。想现在继续，请用 `{cmdApikeyLink}` 绑定你自己的密钥。',
    },
    progress: {
      waiting: '⏳ 等待空闲位置',
      queued: '🕒 排队中',
      processing: '🎨 生成中',
      completed: '✅ 完成',
      failed: '❌ 失败',
      timedOut: '⌛ 超时',
      position: '在本服务器队列中排第 **{position}** 位。',
      atService: '正在等待图像服务开始处理。',
      started: '开始于 {time}。',
      ready: '按目前进度，预计 {time}完成。',
      working: '处理中…',
      ignored: '{workflow} 工作流不使用：{options}。',
    },
    result: {
      title: '✅ 图片已生成',
      open: '🔗 [打开图片]({url})（{reason}）',
      tooLarge: '超过机器人在这里可上传的 {size}',
      notFetched: '机器人无法获取它作为附件',
    },
    failure: {
      title: '❌ 生成失败',
      timedOut: '⌛ 超时',
      tookTooLong: '生成耗时过长。',
      failed: '生成失败。',
      serviceSaid: '图像服务返回：“{said}”',
      nextFailed: '按 **重试** 再试一次；如果还是失败，请修改提示词或选项。',
      nextTimedOut: '服务可能比较繁忙。请稍后按 **重试**。',
      after: '耗时 {duration}',
    },
    details: {
      title: '生成参数',
      prompt: '**提示词**',
      task: '**任务** `{taskId}`',
      paidWith: '**支付方式** {source, select, server {服务器密钥} other {本人的密钥}}',
    },
    summary: {
      negativePrompt: '反向提示词',
      workflow: '工作流',
      workflowFile: '工作流文件',
      size: '尺寸',
      steps: '步数',
      seed: '种子',
      cfg: 'CFG',
      model: '模型',
      random: '随机',
      duration: '耗时',
      requestedBy: '请求者',
    },
    buttons: {
      reroll: '🎲 重新抽取',
      details: 'ℹ️ 详情',
      delete: '🗑️ 删除',
      retry: '🔁 重试',
    },
  },
  settings: {
    show: '只有你能看到的回复会按你的 Discord 语言显示为 **{member}**。',
    showServer:
      '本服务器的公开消息（进度和结果）使用 **{server}**：{source, select, override {由服务器管理员选择} other {服务器的 Discord 语言}}。',
    showDm: '在私信中，一切都使用你的语言。',
    howToChange: '拥有“管理服务器”权限的成员可以用 `{cmdLanguageServer}` 修改服务器语言。',
    set: '✅ 本服务器的公开消息（进度和结果）现在使用 **{language}**。',
    followDiscord: '✅ 本服务器的公开消息现在跟随服务器的 Discord 语言：**{language}**。',
  },
  commands: {
    apikey: {
      name: '密钥',
      description: '绑定、查看或移除生成时使用的图像服务 API 密钥',
      link: { name: '绑定', description: '绑定你自己的 API 密钥（在私密表单中输入，先验证）' },
      status: { name: '状态', description: '显示已绑定的密钥（最后 4 位）、所属账户和余额' },
      unlink: { name: '解绑', description: '让机器人忘掉你的密钥（不会吊销，密钥仍可使用）' },
      generate: { name: '创建', description: '用你的图像服务登录令牌创建新密钥并绑定' },
      revoke: {
        name: '吊销',
        description: '在图像服务上停用已绑定的密钥并解绑',
        all: { name: '全部', description: '吊销你图像服务账户下的所有密钥（需要确认）' },
      },
      server: {
        name: '服务器',
        description: '本服务器的密钥，供没有自己密钥的成员使用（管理服务器）',
        set: { name: '设置', description: '设置服务器密钥（管理服务器；在私密表单中输入）' },
        status: {
          name: '状态',
          description: '显示服务器密钥（最后 4 位）、余额和每日上限（管理服务器）',
        },
        clear: {
          name: '移除',
          description: '移除服务器密钥；之后成员需要自己的密钥（管理服务器）',
        },
        limit: {
          name: '上限',
          description: '设置每位成员每天可用服务器密钥生成的次数（管理服务器）',
          limit: { name: '次数', description: '每位成员每天用服务器密钥生成的次数（{min}–{max}）' },
        },
      },
    },
    balance: {
      name: '余额',
      description: '显示你的图像服务积分；服务器有密钥时也显示服务器共用额度',
      public: { name: '公开', description: '把回复发到频道（默认只有你能看到；密钥永不显示）' },
      user: { name: '成员', description: '查看其他成员的积分（管理服务器；其密钥保持隐藏）' },
    },
    imagine: {
      name: '画图',
      description: '根据提示词生成图片',
      prompt: { name: '提示词', description: '要画的内容（附上工作流文件时作为标签）' },
      negative_prompt: { name: '反向提示词', description: '不希望出现在图片中的内容' },
      workflow: { name: '工作流', description: '生成使用的工作流（默认：{default}）' },
      size: {
        name: '尺寸',
        description: '图片形状（指定宽度和高度时以它们为准）',
        choices: {
          square: '正方形 {width}×{height}',
          portrait: '竖版 {width}×{height}',
          landscape: '横版 {width}×{height}',
          wide: '宽屏 {width}×{height}',
        },
      },
      width: { name: '宽度', description: '宽度（像素）' },
      height: { name: '高度', description: '高度（像素）' },
      steps: { name: '步数', description: '采样步数' },
      seed: { name: '种子', description: '用于复现图片的种子（-1：随机）' },
      cfg: { name: 'cfg', description: 'CFG 强度' },
      model: { name: '模型', description: '模型路径' },
      workflow_file: {
        name: '工作流文件',
        description: '代替文本提示词发送的节点图工作流（JSON 对象）',
      },
    },
    language: {
      name: '语言',
      description: '查看或选择机器人在本服务器使用的语言',
      show: { name: '查看', description: '你的回复和本服务器公开消息分别使用什么语言' },
      server: {
        name: '服务器',
        description: '选择本服务器公开消息的语言（管理服务器）',
        language: {
          name: '语言',
          description: '选择一种语言，或跟随服务器的 Discord 语言',
          auto: '跟随服务器的 Discord 语言',
        },
      },
    },
  },
  demo: {
    serverName: '演示服务器',
    prompt: '黄昏时分悬崖上的灯塔，油画',
    title: 'Imagine 机器人演示 · {time}',
    discord: 'Discord（模拟）：服务器“{server}”，频道 #{channel}，成员 {member}',
    service: '图像服务（模拟）：账户 {account}，余额 {credits}；任务比真实的快 {speed} 倍',
    bot: '机器人：真实的机器人，使用临时 SQLite 存储；每 {poll} ± {jitter} 毫秒查询一次，最快每 {edit} 毫秒编辑一次（默认值 × {scale}）',
    stepLink: '1. 绑定 API 密钥（{member} 从图像服务复制了一个）',
    stepBalance: '2. 查看余额',
    stepImagine: '3. 生成图片',
    stepReroll: '4. 重新抽取（同样的选项，新的种子）',
    used: '▶ {member} 使用了 {command}',
    clicked: '▶ {member} 点击了 [ {label} ]',
    modal: '🗔 表单“{title}”',
    pastedMasked: '{masked}（完整粘贴，遮挡显示）',
    thinking: '{bot} 正在思考…',
    onlyYou: '👁 只有你能看到',
    edited: '已编辑',
    botName: '{name}（机器人）',
    history: '{label}：发布后编辑了 {count} 次',
    historyLabel: '进度，来自回复的编辑历史',
    finalVersion: '最终版本：',
    posted: '发布',
    edit: '编辑 {n}',
    noChange: '（无可见变化）',
    attached: '{name}（附件）',
    disabled: '（已禁用）',
    image: '图片：{name}',
    thumbnail: '缩略图：{name}',
    saved:
      '已将重新抽取的图片保存到 {path}：{size}，{width}×{height} 像素，与图像服务返回的 PNG 逐字节一致。',
  },
};
