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
  painter: {
    title: '涂抹要修改的部分',
    brush: '画笔',
    eraser: '橡皮擦',
    size: '大小',
    clear: '清除',
    prompt: '提示词',
    send: '发送',
    sending: '正在发送…',
    sent: '✅ 已发送：你涂好的区域在频道里等你（仅你可见）。在那里点 **局部变化**；可以关闭画板了。',
    nothingPainted: '请先涂抹图片中要修改的部分。',
    paintedNothing:
      '没有涂抹任何部分，所以什么都不会改变：请涂抹图片中要修改的部分，然后点击“发送”。没有发送任何内容，也没有收费。',
    paintedWhole:
      '你涂满了整张图片，所以整张图都会改变：请用橡皮擦擦掉一部分，然后点击“发送”。没有发送任何内容，也没有收费。',
    paintingUnreadable:
      '机器人无法读取你的涂抹：请点击“清除”，重新涂抹后点击“发送”，或关闭画板并再次点击 Vary (Region)。没有发送任何内容，也没有收费。',
    failed: '无法发送涂抹内容。请重试，或关闭画板后再次使用 Vary (Region)。',
    gone: '你已无法使用这个画板：它已过期、已发送，或是由其他人打开的。请在卡片上再次点击 Vary (Region)。',
    signInFailed: 'Discord 无法让你登录。请关闭画板并再次点击 Vary (Region)。',
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
    notHere: '这个按钮或表单不属于这条消息或这个地方。没有做任何更改。',
    notYours: '这属于另一位成员：只有对方可以使用。没有做任何更改。',
    serverOnly:
      '`{command}` 只能在服务器中使用：请在服务器频道里执行，不要在私信中使用。没有做任何更改。',
    notAllowed: {
      moderateReports: '只有拥有 **{permission}** 权限的成员才能处理举报。',
      manageServerKey: '只有拥有 **{permission}** 权限的成员才能管理服务器密钥。',
      changeDailyLimit: '只有拥有 **{permission}** 权限的成员才能修改每日上限。',
      seeOthersBalance: '只有拥有 **{permission}** 权限的成员才能查看其他成员的余额。',
      deleteOthersImage: '只有拥有 **{permission}** 权限的成员才能删除别人请求的图片。',
      changeLanguage: '只有拥有 **{permission}** 权限的成员才能修改服务器语言。',
      changeDefaults: '只有拥有 **{permission}** 权限的成员才能更改频道或服务器的默认设置。',
      managePolicy: '只有拥有 **{permission}** 权限的成员才能更改服务器规则。',
      manageStyles: '只有拥有 **{permission}** 权限的成员才能添加、编辑或删除服务器的风格。',
      seeUsage: '只有拥有 **{permission}** 权限的成员才能查看每位成员对服务器密钥的使用情况。',
      cancelFromQueue: '只有拥有 **{permission}** 权限的成员才能从队列中取消他人的生成。',
    },
  },
  service: {
    taskFailedSpent:
      '{backend} 无法生成此图像（已花费 {amount, number} {unit}）。请再试一次，或换些设置。',
    taskImpossible:
      '{backend} 目前没有工作节点能生成这张图像（其模型、尺寸或步数不受支持）。已取消，未花费任何额度。请换个模型或更小的尺寸。',
    taskImpossibleSpent:
      '{backend} 目前没有工作节点能生成这张图像（其模型、尺寸或步数不受支持）。已取消，花费了 {amount, number} {unit}。请换个模型或更小的尺寸。',
    taskFaulted: '{backend} 的工作节点未能生成这张图像。请再试一次，或换个模型。',
    taskFaultedSpent:
      '{backend} 的工作节点未能生成这张图像（已花费 {amount, number} {unit}）。请再试一次，或换个模型。',
    taskCensored:
      '{backend} 的过滤器将这张图像判为露骨内容并予以扣留。请修改提示词，或使用年龄限制频道。',
    taskCensoredSpent:
      '{backend} 的过滤器将这张图像判为露骨内容并予以扣留（已花费 {amount, number} {unit}）。请修改提示词，或使用年龄限制频道。',
    noBalance: '{backend} 没有余额：它没有账户，在这里生成不会向你收费。',
    noKeys: '{backend} 不使用 API 密钥：无需关联密钥即可在这里生成。',
    notOffered: '本服务器的图像后端不提供此功能。',
    backendGone:
      '这属于机器人已不再提供的图像后端。请用 {cmdApikeyLink} 为本服务器的图像后端关联密钥。',
    anyUnit: '余额',
    usageUnit: '用量',
    anyBackend: '图像后端',
    unavailable:
      '{original, select, yes {图像服务暂时不可用，请几分钟后再试。} other {目前无法连接 {backend}。请几分钟后再试。}}',
    timeout:
      '{original, select, yes {图像服务没有及时响应，请几分钟后再试。} other {{backend} 未能及时响应。请几分钟后再试。}}',
    rateLimited:
      '{original, select, yes {图像服务收到的请求太多，请一分钟后再试。} other {目前发往 {backend} 的请求过多。请一分钟后再试。}}',
    rateLimitedFor:
      '{original, select, yes {图像服务收到的请求太多，请 {seconds, number} 秒后再试。} other {目前发往 {backend} 的请求过多。请 {seconds, number} 秒后再试。}}',
    rateLimitedRefused:
      '{backend} 正在限制请求，没有开始生成这张图像，因此{accounts, select, balance {没有消耗任何额度} other {没有扣费}}。请一分钟后再试。',
    rateLimitedRefusedFor:
      '{backend} 正在限制请求，没有开始生成这张图像，因此{accounts, select, balance {没有消耗任何额度} other {没有扣费}}。请 {seconds, number} 秒后再试。',
    quotaExceeded:
      '此密钥在 {backend} 的账户已没有额度（账单或套餐上限），因此没有生成也没有扣费。请在那里充值或提高上限后再试。',
    promptRefused:
      '{backend} 的安全系统拒绝了此提示词，因此没有生成也没有扣费。请修改提示词后再试。',
    unavailableRefused: '{backend} 在开始生成这张图像之前出错了，因此没有扣费。请几分钟后再试。',
    down: '{original, select, yes {图像服务已经 {seconds, number} 秒没有响应，机器人不再等待这张图像。可能已经扣费；再试之前请先查看你的点数。} other {{backend} 已经 {seconds, number} 秒没有响应，机器人不再等待这张图像。{accounts, select, none {它没有账户，所以没有扣任何费用。等它恢复后再试。} other {可能已经扣费；再试之前请先到那里查看余额或用量。}}}}',
    taskCut:
      '{accounts, select, none {{backend} 生成这张图像时连接中断。图像可能已经生成，但无法取回。{backend} 没有账户，所以没有扣费。按“重试”可重新生成。} other {{backend} 生成这张图像时连接中断。可能已经扣费；再试之前请先到服务商查看用量。}}',
    taskInterrupted:
      '{accounts, select, none {{backend} 生成这张图像时机器人重启了。图像可能已经生成，但无法取回，且没有重新发送。{backend} 没有账户，所以没有扣费。按“重试”可重新生成。} other {{backend} 生成这张图像时机器人重启了。可能已经扣费，且没有重新发送；按“重试”前请先到服务商查看用量。}}',
    taskStoppedElsewhere:
      '{accounts, select, none {另一位使用 {backend} 的人在这张图像完成前停止了任务，所以未完成的图像不会发布。{backend} 没有账户，所以没有扣费。按“重试”可重新生成。} other {另一位使用 {backend} 的人在这张图像完成前停止了任务，所以未完成的图像不会发布。可能已经扣费；再试之前请先到服务商查看用量。}}',
    unexpectedAnswer:
      '{original, select, yes {图像服务返回了机器人无法识别的响应，请稍后再试。} other {机器人无法理解 {backend} 的回复。请稍后再试。}}',
    submissionUncertain:
      '{original, select, yes {图像服务可能已经收到这次生成并扣除了积分，但响应丢失了。重试前请先用 {cmdBalance} 查看一下。} other {此生成可能已到达 {backend} 并已扣费，但其回复丢失了。重试前请先在那里查看余额或用量。}}',
    insufficientCredits:
      '{original, select, yes {图像服务上的积分不足以完成这次生成。请充值或签到后再试。} other {{backend} 上剩余的 {unit} 不足以完成此生成。请在那里充值后再试。}}',
    invalidApiKey:
      '{original, select, yes {图像服务拒绝了这个 API 密钥：它无效或已被吊销。请设置新的密钥后再试。} other {API 密钥被 {backend} 拒绝：它无效或已被吊销。请设置新密钥后再试。}}',
    invalidLoginToken:
      '{original, select, yes {图像服务拒绝了登录令牌。请从你的账户复制一个新令牌后再试。} other {登录令牌被 {backend} 拒绝。请从你的账户复制一个新令牌后再试。}}',
    unknownTask:
      '{original, select, yes {图像服务已经找不到这次生成（可能已过期）。请重新生成一次。} other {{backend} 已不再识别此生成（可能已过期）。请重新开始一个。}}',
    unknownTaskSpent:
      '{backend} 已不再识别此生成（已过期）。上次查询时已消耗 {amount, number} {unit}。请重新开始一个。',
    unknownTaskNothingSpent:
      '{backend} 已不再识别此生成（已过期）。上次查询时没有消耗任何额度。请重新开始一个。',
    nothingSpent: '{said}{accounts, select, balance {没有消耗任何额度。} other {没有扣费。}}',
    imageTooLarge: '生成的图片超过 {size}，太大了，无法发到这里。',
    imageHostRefused: '机器人无法安全地获取这张图片，因此不在这里显示。',
    taskFailed:
      '{original, select, yes {图像服务没能生成这张图片。请再试一次，或换个设置试试。} other {{backend} 无法生成此图像。请再试一次，或换些设置。}}',
    runFailed:
      '{backend} 无法生成这张图片，原因：{cause, select, outOfMemory {GPU 内存不足} modelUnreadable {无法读取其模型} fileMissing {缺少所需的文件} blocked {被阻止} raised {引发了 {errorType}} other {引发了错误}}。请重试，或换用其他设置。',
    stepFailed:
      '{backend} 无法生成这张图片：节点 {titled, select, yes {“{title}”（{type}）} other {{type}}}（节点 {node}）失败，原因：{cause, select, outOfMemory {GPU 内存不足} modelUnreadable {无法读取其模型} fileMissing {缺少所需的文件} blocked {被工作流阻止} raised {引发了 {errorType}} other {引发了错误}}。请重试，或换用其他设置。',
    moved:
      '{original, select, yes {图像服务换了新地址。请告诉机器人的运营者更新地址。} other {{backend} 的地址已失效：它已迁移。请告诉机器人的运营者更新地址。}}',
    parametersRejected:
      '{original, select, yes {图像服务拒绝了请求参数。请检查后再试。} other {请求参数被 {backend} 拒绝。请检查后再试。}}',
    setupRefused:
      '由于机器人的配置（模型、工作流或访问权限），{backend} 拒绝了这个请求，因此没有生成任何内容，也没有扣费。只有机器人的运营者能解决：请告诉他们。',
    valueRefused:
      '{backend} 拒绝了你选择的一个值：{problem}。请修改后再试；没有生成任何内容，也没有扣费。',
    requestRejected:
      '{original, select, yes {图像服务拒绝了请求：{said}} other {请求被 {backend} 拒绝：{said}}}',
  },
  civitai: {
    unavailable: '无法连接 CivitAI 查询这个 LoRA，因此没有添加任何内容。请过几分钟再试。',
    notFound:
      'CivitAI 上没有 ID 为 {id} 的模型或版本。请检查其页面地址（civitai.com/models/…）中的数字后重试；没有添加任何内容。',
  },
  loras: {
    tooMany: '一张图片最多可以应用 {max} 个 LoRA',
    weight: 'LoRA 的权重必须是 {min} 到 {max} 之间的数字（收到：{got}）',
    notAllowed: '“{name}”不是本服务器提供的 LoRA：请从建议中选择',
    notOnServer: 'LoRA“{name}”已不在本服务器的图像后端上',
    none: '本服务器的图像后端不支持 LoRA',
    unreadable: '暂时无法读取图像后端的 LoRA 列表；请一分钟后再试',
    notInWorkflow: '工作流“{workflow}”不接受 LoRA：请选择其他工作流，或去掉 LoRA',
  },
  parameter: {
    multipleOf: '{name} 必须是 {step} 的倍数(收到 {got})',
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
    tooLongWithStyle:
      '{name} 有 {typed} 个字符；使用风格“{style}”后发送的提示词将有 {got} 个字符，超过上限 {max}。请缩短 {over} 个字符，或换一个风格',
    wrongType:
      '{name} 必须是{expected, select, string {文本} integer {整数} number {数字} other {文件}}',
    refused:
      '{original, select, yes {{problem}。请修改后重新执行 {cmdImagine}；没有发送任何内容，也没有消耗积分。} other {{problem}。请修改后再次运行 {cmdImagine}；没有发送任何内容，也没有扣费。}}',
  },
  jobs: {
    inputGone: '这次生成所基于的图片已不再保存，因此没有发送，也没有扣费。请带上图片重新运行。',
    timeout:
      '{original, select, yes {图片生成耗时过长，机器人已停止等待。图片服务已经接收了它，因此额度很可能已被扣除（可用 {cmdBalance} 查看）。} other {{accounts, select, none {图像生成耗时过长，机器人已停止等待。{backend} 没有账户，所以没有扣任何费用。} other {图像生成耗时过长，机器人已停止等待。它已到达 {backend}，所以很可能已扣费（请在那里查看余额或用量）。}}}}',
    memberCap: '你已经有 {limit} 个生成正在进行；请等其中一个完成。',
    submissionInterrupted:
      '{original, select, yes {机器人在发送这次生成时重启了，所以它可能已到达图像服务（并已扣费），也可能没有。按“重试”之前，请先用 {cmdBalance} 查看积分。} other {{accounts, select, none {发送此生成时机器人重启了，因此它可能已到达 {backend}，也可能没有。{backend} 没有账户，所以没有扣任何费用。按“重试”即可重新运行。} other {发送此生成时机器人重启了，因此它可能已到达 {backend}（并已扣费），也可能没有。按“重试”前请先在那里查看余额或用量。}}}}',
    restartedBeforeSend:
      '{original, select, yes {机器人在把你的请求发给图像服务之前重启了，所以没有扣费。按“重试”即可重新执行。} other {你的请求发送到 {backend} 之前机器人重启了，因此没有扣费。按“重试”即可重新运行。}}',
    saveFailed:
      '{original, select, yes {机器人暂时无法保存请求，所以没有发送任何内容，也没有消耗积分。请几分钟后再试；如果一直这样，请告诉服务器管理团队。} other {机器人目前无法保存请求，因此没有发送任何内容，也没有扣费。请几分钟后再试；如果一直如此，请告诉服务器管理人员。}}',
    unexpected: '这次生成出了点问题，请再试一次。',
  },
  store: {
    unavailable: '机器人的数据库暂时不可用，请几分钟后再试。',
    unreachable: '机器人的存储暂时无法连接；没有启动任何任务，也没有扣费。请一分钟后再试。',
    keyUndecryptable: '无法解密已保存的密钥；请用 {cmdApikeyLink} 重新绑定。',
    serverKeyUndecryptable: '无法解密服务器密钥；需要服务器管理员重新设置。',
  },
  keys: {
    signup: {
      where:
        '{tokens, select, no {🔑 API 密钥可在你的 {service} 账户中获取。} other {🔑 API 密钥和登录令牌可在你的 {service} 账户中获取。}}',
      whereAt:
        '{tokens, select, no {🔑 在你的 {service} 账户中获取 API 密钥：{url}} other {🔑 在你的{named, select, yes { {service} } other {图像服务}}账户中获取 API 密钥和登录令牌：{url}}}',
      from: '来自你的{named, select, yes { {service} } other {图像服务}}账户。',
    },
    missing:
      '你还没有绑定 API 密钥。{creates, select, yes {用 `{cmdApikeyLink}` 绑定你的密钥，或用 `{cmdApikeyGenerate}` 创建一个。} other {用 `{cmdApikeyLink}` 绑定你的密钥。}}',
    missingHere:
      '你还没有绑定 API 密钥，这个服务器也没有服务器密钥。{creates, select, yes {用 `{cmdApikeyLink}` 绑定你的密钥，或用 `{cmdApikeyGenerate}` 创建一个。} other {用 `{cmdApikeyLink}` 绑定你的密钥。}}',
    nothingToUnlink: '你还没有绑定 API 密钥，没有可以解绑的。',
    nothingToRevoke:
      '你还没有绑定 API 密钥，没有可以吊销的。要吊销机器人没有的密钥，请到你的图像服务账户中操作。',
    unlinkedBeforeRun:
      '在这次生成开始之前，你的 API 密钥已被解绑。请用 `{cmdApikeyLink}` 绑定一个。',
    serverKeyRemovedBeforeRun: '在这次生成开始之前，服务器密钥已被移除。',
    rejectedOwn:
      '{original, select, yes {图像服务以无效或已吊销为由拒绝了你的 API 密钥（{masked}），所以我已将其解绑。请用 `{cmdApikeyLink}` 绑定一个可用的密钥，或用 `{cmdApikeyGenerate}` 创建一个。} other {你的 API 密钥（{masked}）被 {backend} 判定为无效或已吊销，所以我已解绑。请用 `{cmdApikeyLink}` 绑定一个可用的密钥。}}',
    rejectedServer:
      '{original, select, yes {图像服务以无效或已吊销为由拒绝了服务器密钥（{masked}），所以我已将其移除。拥有“管理服务器”权限的成员可以用 `{cmdApikeyServerSet}` 设置新的密钥。} other {服务器密钥（{masked}）被 {backend} 判定为无效或已吊销，所以我已将其移除。拥有“管理服务器”权限的成员可以用 `{cmdApikeyServerSet}` 设置新的密钥。}}',
  },
  apikey: {
    malformed:
      '这看起来不像 API 密钥：密钥是 {shape}。请从{original, select, yes {你的图像服务账户} other {你在 {backend} 的账户}}重新复制密钥后再试；没有做任何更改。',
    keyShapeNone: '此处不需要',
    keyShapeProvider: '你的服务商签发的密钥（不含空格）',
    keyShapeHorde: '来自 aihorde.net 的 22 个字母、数字、- 或 _',
    keyShapeService: '`sk-` 加上 48 个十六进制字符',
    notYours: '只有执行命令的成员才能回应这个确认；没有做任何更改。',
    linkModal: {
      title: '绑定你的 API 密钥',
      label: '{named, select, no {你的图像服务 API 密钥} other {你的 {backend} API 密钥}}',
      description:
        '{original, select, yes {`sk-` 加 48 个十六进制字符。先向服务验证，再加密保存。} other {{shape}。经 {backend} 验证后加密保存。}}',
      placeholder: '{original, select, yes {sk-…} other {API 密钥}}',
    },
    generateModal: {
      title: '创建 API 密钥',
      label: '你的图像服务登录令牌',
      description: '只用一次来创建密钥，不会保存。',
      placeholder: '登录令牌',
    },
    serverModal: {
      title: '设置服务器密钥',
      label:
        '{original, select, yes {本服务器使用的 API 密钥} other {此服务器的 API 密钥（{backend}）}}',
      description: '没有自己密钥的成员将在每日上限内用它生成。',
      placeholder: '{original, select, yes {sk-…} other {API 密钥}}',
    },
    linked: '✅ 已将 `{masked}` 绑定到图像服务账户 **{username}**：**{credits}**。',
    linkedOn:
      '{named, select, yes {✅ 已将 `{masked}` 绑定到 {backend} 账户 **{username}**：**{credits}**。} other {✅ 已将 `{masked}` 绑定到 {backend}：**{credits}**。}}',
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
      '{named, select, yes {✅ 已解绑 `{masked}`（账户 **{username}**）。机器人不再保存它；之后生成需要重新绑定密钥（或在有服务器密钥的地方使用服务器密钥）。} other {✅ 已解绑 `{masked}`。机器人不再保存它；之后生成需要重新绑定密钥（或在有服务器密钥的地方使用服务器密钥）。}}',
    unlinkedUnreadable:
      '✅ 已解绑你的密钥。机器人不再保存它；之后生成需要重新绑定密钥（或在有服务器密钥的地方使用服务器密钥）。',
    notRevoked:
      '{original, select, yes {密钥本身**没有被吊销**，在其他地方仍然可以使用。要停用它，请重新绑定后执行 `{cmdApikeyRevoke}`，或在你的图像服务账户中吊销。} other {密钥本身**没有被吊销**，在其他地方仍然可用。如果你不再信任它，请在 {backend} 的账户中吊销它。}}',
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
      backendSet:
        '✅ 本服务器的生成现在交给 **{backend}**。为其关联的密钥在此付费;其他后端的密钥仍保持关联,但不在此付费。设置和历史均保留。',
      backendUnknown:
        '本机器人没有名为“{name}”的图像后端。请从列表中选择:{offered}。未作任何更改。',
      none: '这个服务器没有服务器密钥，所以成员需要自己的密钥（`{cmdApikeyLink}`）。用 `{cmdApikeyServerSet}` 设置一个；每位成员的每日上限将是 **{limit}** 次。',
      noneToClear: '这个服务器没有服务器密钥，所以什么都没有变。',
      cleared:
        '✅ 已移除服务器密钥：成员现在需要自己的密钥（{creates, select, yes {`{cmdApikeyLink}` 或 `{cmdApikeyGenerate}`} other {`{cmdApikeyLink}`}}）。',
      clearedNotRevoked:
        '{original, select, yes {密钥**没有被吊销**，在其他地方仍然可以使用；如果不再信任它，请到它所属的图像服务账户中吊销。} other {密钥**没有被吊销**，在其他地方仍然可用；如果不再信任它，请在 {backend} 上它所属的账户中吊销。}}',
      limitInvalid: '每日上限必须是 {min} 到 {max} 之间的整数（收到：{got}）；没有做任何更改。',
      limitZero: '✅ 每日上限已设为 **0**：成员不能再用服务器密钥生成（他们自己的密钥仍可使用）。',
      limitSet:
        '✅ 没有自己密钥的成员现在每人每天可以用服务器密钥生成 **{limit, number}** 次（UTC 00：00 重置计数）。',
      limitNoKey: '这个服务器还没有服务器密钥：请用 `{cmdApikeyServerSet}` 设置一个。',
      set: '{named, select, yes {✅ 服务器密钥已设置：**{username}** 的 `{masked}`（{credits}）。} other {✅ 服务器密钥已设置：`{masked}`（{credits}）。}}',
      setNext:
        '没有自己密钥的成员现在会用它生成，每人每天最多 **{limit}** 次（用 `{cmdApikeyServerLimit}` 修改）。',
      setReplaced: '它替换了之前的服务器密钥（之前的密钥没有被吊销）。',
    },
  },
  balance: {
    footerRecord: '由机器人根据收到的图片统计；{backend} 不保留余额。',
    usageOnly:
      '{backend} 不为 API 密钥保留余额。本月通过机器人使用此密钥：**{images, number} 张图片**，{tokens, number} 个 token。',
    title: '图像服务积分',
    titleOf: '{backend}：{unit}',
    creditsOf: '{original, select, yes {{user} 的积分} other {{user} 的余额}}',
    footer: '余额实时来自图像服务。',
    footerOf: '余额实时来自 {backend}。',
    yourKey: '你的密钥',
    theirKey: '该成员的密钥',
    noKeyYours:
      '没有绑定密钥。{creates, select, yes {用 `{cmdApikeyLink}` 绑定你的密钥，或用 `{cmdApikeyGenerate}` 创建一个。} other {用 `{cmdApikeyLink}` 绑定你的密钥。}}',
    noKeyYoursPool:
      '没有绑定密钥。{creates, select, yes {用 `{cmdApikeyLink}` 绑定你的密钥，或用 `{cmdApikeyGenerate}` 创建一个。} other {用 `{cmdApikeyLink}` 绑定你的密钥。}}在这里生成会使用服务器密钥。',
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
      '{original, select, yes {图像服务以无效或已吊销为由拒绝了 {user} 的密钥，所以我已将其解绑；需要用 `{cmdApikeyLink}` 重新绑定。} other {{user} 的密钥被 {backend} 判定为无效或已吊销，所以我已解绑；对方需要用 `{cmdApikeyLink}` 绑定新的密钥。}}',
    otherNone: '{user} 没有绑定 API 密钥，这个服务器也没有服务器密钥。',
    notMember: '{user} 不是这个服务器的成员，因此这里不显示其余额。',
  },
  imagine: {
    roleClosed:
      '你的身份组不能使用本服务器的密钥。如需继续，请用 `{cmdApikeyLink}` 绑定你自己的密钥；未产生任何费用。',
    budgetReached:
      '本服务器的密钥已用完{period, select, daily {每日} other {每月}}预算，将于 <t:{seconds}:R>（<t:{seconds}:f>）恢复支付。如需现在继续，请用 `{cmdApikeyLink}` 绑定你自己的密钥；未产生任何费用。',
    notFound: '机器人已经没有这次生成的记录了（只保留 7 天）。请重新执行 {cmdImagine}。',
    answerNotTaken: 'Discord 没有接收机器人的回复，所以没有启动任何任务，也没有扣费。请稍后再试。',
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
      atBackendQueue:
        '{position, plural, =0 {在 {backend} 排在下一个} other {在 {backend} 排第 **#** 位}}{seconds, plural, =-1 {。} other {，约需等待 # 秒。}}',
      waiting: '⏳ 等待空闲位置',
      queued: '🕒 排队中',
      processing: '🎨 生成中',
      completed: '✅ 完成',
      failed: '❌ 失败',
      timedOut: '⌛ 超时',
      position: '在本服务器队列中排第 **{position}** 位。',
      atService:
        '{named, select, no {正在等待图像服务开始处理。} other {正在等待 {backend} 开始处理。}}',
      started: '开始于 {time}。',
      ready: '按目前进度，预计 {time}完成。',
      working: '处理中…',
      ignored: '{workflow} 工作流不使用：{options}。',
      ignoredByBackend: '该图像后端不使用：{options}。',
      cancelled: '✖️ 已取消',
      stopped: '⏹️ 已停止等待',
      percent: '{bar} 已完成 {progress, number, percent}',
    },
    result: {
      title: '✅ 图片已生成',
      lorasNotApplied:
        '⚠️ 未应用：{loras}。图像后端无法获取{count, plural, other {这些 LoRA}}，因此图片在没有它们的情况下生成。',
      missingTitle: '⚠️ 图片已生成，但未能送达',
      tooLarge:
        '{original, select, yes {图片太大，机器人无法在这里发布（最多 {size}），因此没有发布。生成已完成，所以额度已扣除。} other {{backend} 生成的图片太大，机器人无法在这里发布（最多 {size}），因此没有发布。生成已完成，所以已照常计费。}}',
      notFetched:
        '{original, select, yes {图片已生成，但机器人无法从图片服务获取它，因此没有发布。生成已完成，所以额度已扣除。} other {图片已生成，但机器人无法从 {backend} 获取它，因此没有发布。生成已完成，所以已照常计费。}}',
      reencoded:
        '{scaled, select, yes {为符合机器人在这里可上传的 {size}，已重新编码为 WebP 并缩小到 {width}×{height}。} other {为符合机器人在这里可上传的 {size}，已重新编码为 WebP。}}',
      notAnImage:
        '{original, select, yes {图像服务返回的不是 Discord 能显示的图片，因此没有发布。生成已完成，所以其积分已扣除。} other {{backend} 返回的内容不是 Discord 能显示的图像，因此未发布。生成已完成，因此已照常扣费。}}',
    },
    failure: {
      title: '❌ 生成失败',
      timedOut: '⌛ 超时',
      tookTooLong:
        '{original, select, yes {生成耗时过长；额度很可能已被扣除。} other {生成耗时过长；{backend} 可能已扣费。}}',
      failed: '生成失败。',
      serviceSaid:
        '{original, select, yes {图像服务返回：“{said}”} other {{backend} 的说明：“{said}”}}',
      nextOperator: '等机器人的运营者修复后，再按 **重试**。',
      nextFailed: '按 **重试** 再试一次；如果还是失败，请修改提示词或选项。',
      nextTimedOut:
        '{original, select, yes {服务可能比较繁忙。请稍后按 **重试**。} other {{backend} 可能正忙。请稍后按 **重试**。}}',
    },
    cancelled: {
      title: '✖️ 生成已取消',
      stoppedTitle: '⏹️ 已停止等待',
      next: '按 **再次运行** 以相同选项重新运行（一次新的生成），或按 **混搭** 先修改选项。',
    },
    details: {
      title: '生成参数',
      prompt: '**提示词**',
      task: '**任务** `{taskId}`',
      paidWith:
        '**支付方式** {source, select, server {服务器密钥} anonymous {匿名密钥（最低优先级）} other {本人的密钥}}',
    },
    summary: {
      cost: '花费',
      negativePrompt: '反向提示词',
      workflow: '工作流',
      workflowFile: '工作流文件',
      size: '尺寸',
      steps: '步数',
      seed: '种子',
      cfg: 'CFG',
      model: '模型',
      sampler: '采样器',
      loras: 'LoRA',
      notApplied: '（未应用）',
      random: '随机',
      duration: '耗时',
      requestedBy: '请求者',
      key: '密钥',
      anonymousKey: '匿名（最低优先级）',
    },
    buttons: {
      reroll: '🎲 重新抽取',
      details: 'ℹ️ 详情',
      delete: '🗑️ 删除',
      retry: '🔁 重试',
      runAgain: '🔁 再次运行',
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
  prefs: {
    title:
      '{scope, select, member {你的 /imagine 默认设置} channel {本频道的 /imagine 默认设置} other {本服务器的 /imagine 默认设置}}',
    intro: {
      member:
        '你省略某个选项时，{cmdImagine} 在任何地方都会使用的值。你输入的值始终优先，其次是你选的风格、你的设置、频道的设置、服务器的设置。',
      channel:
        '成员在 {channel} 中省略某个选项且没有自己的设置时，{cmdImagine} 使用的值；优先于服务器的默认设置。',
      server: '成员在本服务器中省略某个选项，且本人和频道都没有设置时，{cmdImagine} 使用的值。',
    },
    field: {
      workflow: '工作流',
      size: '尺寸',
      steps: '步数',
      negativePrompt: '反向提示词',
      cfg: 'CFG',
      model: '模型',
      count: '每次图片数',
      visibility: '结果',
      style: '风格',
    },
    visibility: { public: '发到频道', private: '只有本人可见' },
    serviceDefault: '{original, select, yes {图像服务的默认值} other {{backend} 的默认值}}',
    noStyle: '无风格',
    value: '{value} · {source}',
    source:
      '{source, select, here {在此设置} typed {输入} style {风格} member {你的设置} channel {频道设置} server {服务器设置} other {内置}}',
    pick: {
      workflow: '工作流…',
      size: '尺寸…',
      visibility: '结果发到哪里…',
      style: '风格…',
      unset: '不设置（使用下一层）',
    },
    buttons: { more: '步数、CFG、模型、反向提示词、图片数…', reset: '全部重置' },
    modal: { title: '/imagine 默认设置', blank: '留空即取消设置。' },
    invalid: '{field}{problem}；未做任何更改。',
    problem: {
      range: '必须是 {min} 到 {max} 之间的{whole, select, true {整数} other {数字}}',
      tooLong: '最多 {max} 个字符',
      oneOf: '必须是 {allowed} 之一',
      unlisted: '不是服务器的图像后端当前提供的模型：请从提供的列表中选择一个',
    },
    footer: '只有你能看到此面板。更改从下一次 {cmdImagine} 起生效。',
    details: {
      sources: '**各选项的来源**',
      source: '{option}：{source}',
      style: '**风格** {name}，发送的提示词：',
    },
  },
  styles: {
    title: '风格',
    line: '**{name}**（{kind, select, builtIn {内置} other {本服务器}}）：{template}',
    sets: '设置 {options}',
    howToUse:
      '用 {cmdImagineStyle} 使用风格。拥有管理服务器权限的成员可用 `{cmdStylesAdd}` 添加自己的风格。',
    modal: {
      addTitle: '新风格',
      editTitle: '编辑风格',
      name: '名称',
      template: '提示词模板',
      templateHint: '在成员提示词的位置放入 {placeholder}。',
      negativePrompt: '反向提示词',
      options: '设置的选项（可选）',
      optionsHint: '例如 workflow:anime size:portrait steps:30 cfg:7',
      loras: '应用的 LoRA（可选）',
      lorasHint:
        '最多 {max} 个，格式为 名称:权重，例如 add_detail:0.6, film-grain。触发词请写进模板。',
    },
    saved: '✅ 已保存风格 **{name}**。成员可用 {cmdImagineStyle} 使用。',
    removed: '✅ 已删除风格 **{name}**。',
    notFound: '这里没有名为“{name}”的风格；`{cmdStylesList}` 可查看列表。未做任何更改。',
    builtInName: '“{name}”是内置风格的名称，请换一个。未做任何更改。',
    builtInFixed: '内置风格不能更改或删除；请改为添加本服务器自己的风格。',
    noPlaceholder: '模板中必须在成员提示词的位置包含 {placeholder}。未做任何更改。',
    badName: '风格名称为 1–{max} 个字母、数字、- 或 _。未做任何更改。',
    full: '本服务器已有 {max} 个风格，请先删除一个。未做任何更改。',
    taken: '已有另一个名为“{name}”的风格。未做任何更改。',
    badOption: '“{got}”不是风格可设置的选项（{fields}，格式为 `名称:值`）。未做任何更改。',
    badValue: '选项中：{field}{problem}。未做任何更改。',
    unknown:
      '{original, select, yes {没有名为“{name}”的风格；`{cmdStylesList}` 可查看列表。未发送任何内容，也未花费积分。} other {没有名为“{name}”的风格；`{cmdStylesList}` 可查看列表。未发送任何内容，也未扣费。}}',
    badLora: 'LoRA：{problem}。没有做任何更改。',
  },
  policy: {
    logTitle: '管理日志',
    logOff: '关闭：请在下方选择频道。',
    logOn: '发布到 {channel}：每次生成、拒绝和更改，不提及任何人。',
    logPaused:
      '⚠️ 已暂停：{problem, select, deleted {其频道已被删除} other {我无法再在 {channel} 发言}}。请重新选择频道。',
    pickLogChannel: '日志频道…',
    logOffButton: '关闭日志',
    logMissing: '我无法在 {channel} 发言：需要在那里拥有 {permissions}。未做任何更改。',
    permissionNames: { ViewChannel: '查看频道', SendMessages: '发送消息', EmbedLinks: '嵌入链接' },
    lowBalanceTitle: '余额不足提醒',
    lowBalanceOn:
      '服务器密钥低于 {credits, number} {unit, select, credits {积分} other {{unit}}}时，在日志频道提醒一次（生成后检查，最多每 {minutes} 分钟一次）。',
    lowBalanceOff: '关闭。',
    lowBalanceButton: '提醒阈值…',
    lowBalanceModal: {
      title: '余额不足提醒',
      label: '低于此{unit, select, credits {积分} other {{unit}}}时提醒',
      hint: '留空：不提醒。提醒会发到日志频道。',
    },
    invalidLowBalance: '阈值必须是 1 到 {max, number} 的整数，留空则不提醒。未做任何更改。',
    pages: {
      limits: '限制',
      members: '身份组与预算',
      log: '日志与提醒',
      safety: '安全',
      blocks: '封禁',
    },
    rolesTitle: '按身份组的每日限额',
    rolesNone: '无：每位成员使用服务器的每日限额（{limit} 次）。',
    roleLine: '{role}：{perDay, plural, =0 {不能使用服务器密钥} other {每天 # 次}}',
    rolesFooter:
      '成员取其身份组中最高的限额，否则使用服务器限额；使用自己密钥的成员不受限制。日和月均按 UTC 计算。',
    pickRole: '设置某个身份组的每日限额…',
    roleModal: {
      title: '身份组的每日限额',
      label: '每位成员每天的生成次数',
      hint: '0：该身份组不能使用服务器密钥。留空：删除此规则。',
    },
    invalidRoleLimit: '每日限额必须是 0 到 {max, number} 的整数，留空则删除规则。未做任何更改。',
    tooManyRoles: '最多只能为 {max} 个身份组设置规则。请先删除一个。未做任何更改。',
    budgetTitle: '服务器预算',
    budgetLine: '{period, select, daily {今天} other {本月}}：{used, number} / {cap}',
    noCap: '无上限',
    budgetIn:
      '按{unit, select, credits {{costUnit, select, credits {积分（每次生成 {credits}）} other {{costUnit}（每个请求的实际花费）}}} other {生成次数}}计算。',
    budgetButton: '预算…',
    unitButton:
      '{unit, select, credits {按生成次数计} other {{costUnit, select, credits {按积分计} other {按{costUnit}计}}}}',
    budgetModal: {
      title: '服务器预算',
      daily: '每日上限',
      monthly: '每月上限',
      hint: '{counted, select, credits {单位：积分。} generations {单位：生成次数。} images {单位：图片张数。} other {单位：{counted}。}}留空：无上限。',
    },
    invalidBudget: '上限必须是 1 到 {max, number} 的整数，留空则无上限。未做任何更改。',
    title: '服务器规则',
    limits: '服务器密钥的上限',
    maxSide: '最大图片：{value}',
    maxSteps: '最多步数：{value}',
    maxImages: '每次最多图片数：{value}',
    workflows: '工作流：{value}',
    loras: 'LoRA：{value}',
    allLoras: '服务器上的全部',
    noLoras: '无',
    lorasNoneAdded: '暂无（可按 CivitAI id 添加）',
    lorasUnreadable: '（暂时无法读取后端的列表）',
    pixels: '每边 {max} 像素',
    noLimit: '不限',
    allWorkflows: '全部',
    banned: '禁用词和模式',
    bannedNone: '无。',
    bannedCount: '{count, plural, other {# 条}}：{list}',
    footer:
      '上限适用于服务器密钥付费的生成；禁用词适用于本服务器的所有提示词。被拒绝的请求不花费任何积分。',
    pickWorkflows: '服务器密钥可运行的工作流…',
    pickLoras: '成员可用的 LoRA…',
    removeLora: '移除 LoRA…',
    buttons: { limits: '上限…', banned: '禁用词…', addLora: '添加 LoRA…' },
    limitsModal: {
      title: '服务器密钥的上限',
      maxSide: '最长边（像素）',
      maxSteps: '最多步数',
      maxImages: '每次最多图片数',
      blank: '留空表示不限。',
    },
    bannedModal: {
      title: '禁用词和模式',
      label: '每行一个词或短语',
      hint: '忽略大小写、空格、重音和形近字符；开头或结尾的 * 也会匹配更长词语中的内容。',
    },
    addLoraModal: {
      title: '从 CivitAI 添加 LoRA',
      label: 'CivitAI 模型 id 或页面地址',
      hint: 'civitai.com/models/… 中的数字；带 ?modelVersionId= 的地址会添加该版本。',
    },
    loraBadId:
      '请输入 LoRA 在 CivitAI 页面地址（civitai.com/models/…）中的数字，或地址本身。未添加任何内容。',
    loraNotLora: '{name} 在 CivitAI 上是 {type}，不是 LoRA。未添加任何内容。',
    loraTooLarge:
      '{name} 大小为 {size}：AI Horde 的 worker 只下载不超过 {max} 的 LoRA。未添加任何内容。',
    tooManyLoras: '最多可以添加 {max} 个 LoRA。请先移除一个。未做任何更改。',
    invalidLimit: '{field}必须是 {min} 到 {max} 之间的整数，留空表示不限。未做任何更改。',
    tooMany: '最多 {max} 条（填写了 {got} 条）。未做任何更改。',
    tooLongEntry: '“{entry}”超过 {max} 个字符。未做任何更改。',
    unmatchable: '“{entry}”中没有可匹配的字母或数字。未做任何更改。',
    refused: {
      maxSide: '本服务器的密钥只支付每边不超过 {max} 像素的图片；这张是 {width}×{height}。',
      maxSteps: '本服务器的密钥最多支付 {max} 步；这次生成要 {got} 步。',
      maxImages: '本服务器的密钥每次最多支付 {max, plural, other {# 张图片}}；这次要 {got} 张。',
      workflows: '本服务器的密钥只运行 {allowed} 工作流，不运行 {workflow}。',
      next: '{original, select, yes {{limit} 请修改，或用 `{cmdApikeyLink}` 绑定你自己的密钥。未发送任何内容，也未花费积分。} other {{limit} 请修改，或用 `{cmdApikeyLink}` 绑定你自己的密钥。未发送任何内容，也未扣费。}}',
      banned:
        '{original, select, yes {你的{where, select, prompt {提示词} negative {反向提示词} style {套用风格后的提示词} other {工作流文件}}包含本服务器不允许的“{found}”（“{entry}”）。未发送任何内容，也未花费积分。} other {你的{where, select, prompt {提示词} negative {反向提示词} style {套用风格后的提示词} other {工作流文件}}包含本服务器不允许的“{found}”（“{entry}”）。未发送任何内容，也未扣费。}}',
    },
  },
  modlog: {
    moderated:
      '{action, select, deleted {🗑️ {moderator} 删除了 {member} 被举报的结果} blocked {⛔ {moderator} 禁止 {member} 使用机器人{until, select, never {，直到解除} other {，直到 {until}}}} unblocked {✅ {moderator} 解除了 {member} 的封禁} other {☑️ {moderator} 驳回了对 {member} 的结果的举报}}',
    generation:
      '{icon} {member}：“{prompt}”{withWorkflow, select, no {} other { · {workflow}}} · {size} · {payer, select, server {服务器密钥} other {自己的密钥}} · {outcome}',
    outcome: {
      completed: '完成',
      failed: '失败',
      timed_out: '超时',
      cancelled: '已取消',
    },
    result: '[结果]({url})',
    private: '私密（仅参数）',
    defaultWorkflow: '默认工作流',
    defaultSize: '默认尺寸',
    described:
      '💬 {member}：{failed, select, yes {描述图片失败} other {描述了一张图片}} · {payer, select, server {服务器密钥} other {自己的密钥}}{spent, select, yes { · {amount, number} {unit}} other {}} · 私密（不显示描述）',
    refusedBanned: '🚫 {member}：已拒绝，“{entry}” 被禁止：“{prompt}”',
    changed: '🛠️ {member} 更改了{setting}{value, select, none {} other {：{value}}}',
    settings: {
      backend: '图像后端',
      limits: '服务器密钥的限制',
      workflows: '工作流',
      banned: '禁用词',
      roleLimit: '身份组的每日限额',
      budget: '服务器预算',
      logChannel: '日志频道',
      lowBalance: '余额不足提醒',
      serverKey: '服务器密钥',
      dailyLimit: '每日限额',
      language: '语言',
      defaults: '/imagine 默认值',
      styles: '风格',
      imagePolicy: '非年龄限制频道的图片规则',
      ageRestrictedImagePolicy: '年龄限制频道的图片规则',
      imageThreshold: '图片检查阈值',
      automod: 'AutoMod 检查',
      explicitTerms: '露骨词语',
      safetyNegative: '安全反向提示词',
      loras: '成员可用的 LoRA',
      addedLoras: '从 CivitAI 添加的 LoRA',
    },
    budgetReached:
      '💸 服务器密钥已用完{period, select, daily {每日} other {每月}}预算{unit, select, generations {} other {（{unit}）}}，将于 <t:{seconds}:R> 恢复支付。',
    lowBalance:
      '{unit, select, credits {🪫 服务器密钥仅剩 {credits, number} 积分，低于提醒阈值 {threshold, number}。} other {🪫 服务器密钥仅剩 {credits, number} {unit}，低于提醒阈值 {threshold, number}。}}',
    paused:
      '{server} 的管理日志已暂停：{problem, select, deleted {其频道已被删除} other {我无法再在其频道发言}}。请在 `/policy` 中重新选择频道。',
  },
  reports: {
    button: '🚩 举报',
    why: '你为什么要举报这个结果？只有本服务器的管理员能看到你的举报。',
    pickReason: '选择原因…',
    reasons: {
      explicit: '色情或露骨内容',
      hateful: '骚扰或仇恨',
      illegal: '违法内容',
      spam: '垃圾信息',
      other: '其他',
    },
    sent: '谢谢：你的举报已送达本服务器的管理员。',
    keptNoLog: '谢谢：你的举报已保存，但没能送达本服务器的管理员：他们没有可用的日志频道。',
    already: '你已经举报过这个结果；管理员已收到你的举报。',
    notReportable: '只能举报服务器中公开的结果。',
    gone: '这条举报已不再保存。',
    cardTitle: '🚩 举报：{reason}',
    cardWho: '{reporter} 举报了 {member} 的结果 · [结果]({url})',
    cardPrompt: '**提示词** {prompt}',
    cardFooter: '工作流 {workflow} · 种子 {seed} · 举报于 {at}',
    deleteButton: '删除结果',
    blockButton: '{length, select, day {封禁 1 天} week {封禁 7 天} other {封禁直到解除}}',
    dismissButton: '驳回',
    action:
      '{action, select, deleted {🗑️ {moderator} 删除了结果} blocked {⛔ {moderator} 禁止 {member} 使用机器人，{until}} other {☑️ {moderator} 已驳回}} · {at}',
    until: '{at, select, never {直到解除} other {直到 {at}}}',
    untilLifted: '直到解除',
    untilUtc: '直到 {at} UTC',
    blockedUntil:
      '{original, select, yes {管理员已禁止你在本服务器使用此机器人，直到 <t:{seconds}:f>。没有发送任何内容，也没有消耗额度。} other {管理员已禁止你在本服务器使用此机器人，直到 <t:{seconds}:f>。没有发送任何内容，也没有扣费。}}',
    blockedForever:
      '{original, select, yes {管理员已禁止你在本服务器使用此机器人，直到解除封禁。没有发送任何内容，也没有消耗额度。} other {管理员已禁止你在本服务器使用此机器人，直到解除封禁。没有发送任何内容，也没有扣费。}}',
    blocksTitle: '被禁止使用机器人的成员',
    blocksNone: '没有。管理员可在审核日志的举报卡片上封禁成员。',
    blockLine: '{member} {until} · 由 {moderator}',
    blocksMore: '…还有 {count} 人。',
    pickUnblock: '解除成员的封禁…',
  },
  usage: {
    chartTitle: '服务器密钥每天的生成次数，最近 30 天',
    chartAxisDays: '日期（UTC）',
    chartAxisGenerations: '生成次数',
    chartOthers: '其他所有人',
    chartBudget: '每日预算：{cap, number} 次',
    chartUnknown: '未知成员',
    title: '服务器密钥使用情况',
    description:
      '本服务器密钥上每位成员的生成次数和积分：今天、最近 7 天和最近 30 天（按 UTC 日计）。',
    line: '{user}：今天 {today} · 7 天 {week} · 30 天 {month}',
    count: '**{generations, number}**（{credits}）',
    total: '**合计**：今天 {today} · 7 天 {week} · 30 天 {month}',
    none: '最近 30 天没有人使用本服务器的密钥。',
    more: '…另有 {count, plural, other {# 位成员}}。',
    yours: '你的使用：今天 {today} · 7 天 {week} · 30 天 {month}。',
    footer: '积分按每次生成 {credits} 计算。',
  },
  history: {
    title: '你最近的生成',
    empty:
      '你的历史记录是空的：每次生成结束后都会出现在这里（保留最近 {max} 次，保存 {days} 天）。',
    footer: '第 {page}/{pages} 页 · {count, plural, other {# 次生成}} · 仅你可见',
    entryName: '{n}. {workflow} · {size}',
    entrySized: '{n}. {size}',
    entryLine: '{state} · 种子 {seed} · {when}',
    entryLoras: 'LoRA：{loras}',
    messageLink: '[打开消息]({url})',
    privateReply: '私密回复（无链接）',
    noMessage: '消息未知',
    defaultWorkflow: '默认工作流',
    defaultSize: '默认尺寸',
    randomSeed: '随机',
    ago: '{duration}前',
    notFound: '你的历史记录中没有这次生成（保留最近 {max} 次，保存 {days} 天）。没有开始任何操作。',
    cannotRepeat:
      '这次生成无法从历史记录中重新运行（其工作流文件太大，未能保存）。请带上文件再次运行 {cmdImagine}。没有开始任何操作。',
    state: { completed: '✅ 完成', failed: '❌ 失败', timed_out: '⌛ 超时' },
    buttons: {
      again: '重来 {n}',
      show: '查看 {n}',
      previous: '◀ 上一页',
      next: '下一页 ▶',
      post: '发布到频道',
    },
    show: {
      title: '生成',
      workflow: '工作流',
      size: '尺寸',
      loras: 'LoRA',
      seed: '种子',
      when: '时间',
      result: '结果',
      message: '消息',
      image: {
        gone: '{original, select, yes {图像服务已不再提供这张图片：改为显示它的参数。} other {{backend} 已不再提供此图像：改为显示其参数。}}',
        withheld: '图片已被拦截：机器人不能从它的主机下载。',
        tooLarge: '图片太大，无法在此附加。',
        notImage:
          '{original, select, yes {图像服务返回的不是 Discord 能显示的图片：改为显示其参数。} other {{backend} 返回的内容不是 Discord 能显示的图像：改为显示其参数。}}',
      },
    },
  },
  privacy: {
    title: '🔒 机器人保存的你的数据',
    intro: '仅你可见。**忘记我** 会在所有服务器中删除这些内容。',
    key: '🔑 API 密钥',
    keyLinked:
      '{named, select, yes {已关联:`{masked}`(账户 {account}),加密保存。} other {已关联:`{masked}`,加密保存。}}',
    keyNone: '未关联。',
    keyUnreadable: '已关联,但在这里已无法解密。',
    preferences: '⚙️ 你的默认值',
    none: '无。',
    history: '🕘 历史记录',
    historyCount: '{count, plural, other {# 次生成}},每条保存 {days} 天。',
    usage: '📊 你对本服务器密钥的使用',
    usageLine: '今天 {today, number} · 最近 30 天 {month, number}(每天的记录保存 {days} 天)。',
    blocks: '⛔ 封禁',
    blocksCount: '{count, plural, =0 {无。} other {# 个封禁}}',
    unfinished: '⏳ 进行中的生成',
    unfinishedCount: '{count, plural, =0 {无。} other {# 个排队或运行中}}',
    inputs: '🖼️ 你传入的图片',
    inputsCount:
      '{count, plural, =0 {无。} other {# 张，每张在最后一次使用后保留 {hours} 小时（用于重新生成和重试）。}}',
    kept: '🗓️ 保存多久',
    keptText:
      '已完成生成的记录(供其按钮使用):{generationDays} 天。机器人离开某服务器后,该服务器的数据:{graceDays} 天。',
    forget: '忘记我',
    confirmTitle: '忘记关于你的一切?',
    confirmText:
      '这会在所有服务器中删除:保存在这里的 API 密钥、你的默认值、历史记录、你传入的图片（用于编辑、变体、放大）、使用计数和你的生成记录。无法撤销。\n\n{original, select, yes {密钥本身不会被吊销:在你到图像服务或用 {cmdApikeyRevoke} 吊销之前,它仍然可用。} other {密钥本身不会被吊销：在你于 {backend} 吊销之前，它仍然可用。}}',
    confirm: '是的,忘记我',
    cancel: '取消',
    doneTitle: '已忘记',
    done: '机器人在任何服务器中都不再保存关于你的任何内容。',
    doneKey:
      '{original, select, yes {你的密钥 `{masked}` 已在这里删除,但在图像服务中仍然可用:请到那里或用 {cmdApikeyRevoke} 吊销它。} other {你的密钥 `{masked}` 已在此处删除，但在 {backend} 仍然可用：如果不再信任它，请在那里吊销。}}',
    doneKept:
      '保留:每个服务器的预算总数(其密钥在当天和当月支付的生成次数,不含任何人的名字),因为预算仍需计数。',
    unfinishedError:
      '你有 {count, plural, other {# 个}}生成在排队或运行中:它们的记录会在结束时写入,所以没有删除任何内容。请取消它们或等它们结束,然后再次按 **忘记我**。',
  },
  anywhere: {
    needsBot:
      '这需要机器人在此服务器中：服务器密钥、队列和管理工具都在那里。请服务器管理员添加机器人。在这里，你可以用自己的密钥使用 {cmdImagine}、{cmdBalance} 和 {cmdApikeyLink}。没有做任何更改。',
    tokenLimit:
      '机器人不在这里，只安装在你的账户中：Discord 只允许它在 15 分钟内更新这条回复。如果图片用时更长，可以用 {cmdHistory} 找到它。',
  },
  automod: {
    refused:
      '本服务器的 AutoMod 规则“{rule}”拦截了你的{where, select, negative {负面提示词} style {应用风格后的提示词} workflowFile {工作流文件} other {提示词}}（“{found}”）。没有发送任何内容，也没有扣费；请换个说法试试。',
    unreadable:
      '本服务器的管理员要求机器人遵守 AutoMod 规则，但{reason, select, permission {机器人失去了 **管理服务器** 权限，已无法读取这些规则。管理员可以恢复该权限，或在 {cmdPolicy} 中关闭此检查} other {Discord 没有响应，机器人暂时无法读取这些规则。请一分钟后再试}}。没有发送任何内容，也没有扣费。',
    needsManage:
      '要遵守本服务器的 AutoMod 规则，机器人需要读取它们，而 Discord 只允许拥有 **管理服务器** 权限的应用读取（机器人的邀请链接不会请求此权限）。请在 服务器设置 → 身份组 中给机器人的身份组授予 **管理服务器**，然后再次开启。没有做任何更改。',
    title: '服务器 AutoMod',
    on: '开启：在任何扣费之前，用本服务器会拦截消息的 AutoMod 关键词规则（包括其豁免的身份组和频道）检查提示词和负面提示词。',
    off: '关闭：提示词不会按本服务器的 AutoMod 规则检查。开启需要机器人拥有 **管理服务器** 权限。',
    button: '{state, select, on {AutoMod 检查：开} other {AutoMod 检查：关}}',
    log: '🛡️ {member}：被 AutoMod 规则“{rule}”（“{keyword}”）拒绝：“{prompt}”',
    replyBlocked:
      '本服务器的 Discord AutoMod 拦截了机器人的回复：其文字匹配了服务器的某条 AutoMod 规则。没有扣费，你无需再做任何事；可以换个说法试试。',
    resultBlocked:
      '本服务器的 Discord AutoMod 拦截了包含你生成结果的消息：其文字匹配了服务器的某条 AutoMod 规则。{made, select, yes {图片已生成并照常扣费；可在 {cmdHistory} 中查看。} other {没有扣费。}}你无需再做任何事。',
  },
  onboarding: {
    help: {
      backendTitle: '🖼️ 图像后端',
      backendValue:
        '这里的图片由 **{backend}** 生成；{accounts, select, none {它不需要 API 密钥，也没有余额，所以在这里生成不收费。} keys {密钥为其绑定，它本身不记录余额。} other {密钥为其绑定，余额单位为 {unit}。}}',
      title: '❔ 帮助',
      aboutServer:
        '我通过图像生成服务把你的提示词变成图片。运行 {cmdImagine}：回复会显示图片，并带有重新生成、修改或查看详情的按钮。{accounts, select, none {} other {先由你自己的 API 密钥付费；没有时，可由本服务器的密钥付费。}}',
      aboutDm:
        '我通过图像生成服务把你的提示词变成图片。在私信中由你自己的 API 密钥付费：先用 {cmdApikeyLink} 绑定，再运行 {cmdImagine}。',
      aboutWithoutBot:
        '机器人不在这个服务器中：你通过自己的账号使用它，只有你自己的 API 密钥付费。先用 {cmdApikeyLink} 绑定，再运行 {cmdImagine}；之后可在 {cmdHistory} 中找到你的图片。',
      yourKey: '🔑 你的 API 密钥',
      keyLinked: '已绑定：你的生成会优先使用它。{cmdApikeyStatus} 可查看密钥和余额。',
      keyNotLinked:
        '{original, select, yes {未绑定。用 {cmdApikeyLink} 绑定，或用 {cmdApikeyGenerate} 创建一个。} other {{accounts, select, none {不需要：{backend} 不使用 API 密钥。} other {未绑定。用 {cmdApikeyLink} 绑定一个 {backend} 的密钥。}}}}',
      serverKey: '🏠 本服务器的密钥',
      serverKeyNone:
        '本服务器没有密钥：成员需要自己的密钥。管理者可以用 {cmdApikeyServerSet} 设置。',
      serverKeyClosed: '你的身份组不能使用本服务器的密钥。',
      serverKeyRoom:
        '今天你已用它生成 {used, number} 次，共 {limit, number} 次；计数将于 {resets}重新开始。',
      limits: '📏 本服务器的限制',
      maxSide: '最长边：{pixels, number} px',
      maxSteps: '步数：最多 {steps, number}',
      maxImages: '每条命令的图片数：最多 {images, number}',
      workflows: '工作流：{workflows}',
      budgetDaily: '服务器预算：每天 {count, number} 次生成',
      budgetMonthly: '服务器预算：每月 {count, number} 次生成',
      limitsWhen: '这些限制在服务器密钥付费时生效。',
      activeCap: '你同时最多进行 {count, number} 个生成',
      links: '📄 隐私与条款',
      privacy: '[隐私政策]({url})',
      terms: '[服务条款]({url})',
      commands: '你在这里可以使用的命令',
      managerCommands: '管理者专用（管理服务器）',
      onMessage: '在消息上：应用 → **{name}**',
    },
    welcome: {
      title: '👋 感谢添加我！',
      intro: '致本服务器的管理者：三步完成设置：',
      stepKey:
        '1. 为没有自己 API 密钥的成员设置服务器密钥：{cmdApikeyServerSet}（表单只有你能看到）。',
      stepPolicy: '2. 选择限制、各身份组每日生成次数和审核日志：{cmdPolicy}。',
      stepTry: '3. 试一试：用 {cmdImagine} 输入提示词，例如“黄昏时的灯塔”。',
      footer: '任何人都可以运行 {cmdHelp}，查看我在这里能做什么以及自己能用哪些命令。',
    },
  },
  commands: {
    history: { name: '历史', description: '你最近的生成（仅你可见）：重新运行或查看' },
    show: {
      name: '查看',
      description: '（私密地）查看一次过去的生成，可发布到频道',
      task: { name: '任务', description: '你历史记录中的一次生成（输入提示词的一部分）' },
    },
    apikey: {
      name: '密钥',
      description: '绑定、查看或移除生成所用的 API 密钥',
      link: { name: '绑定', description: '绑定你自己的 API 密钥（在私密表单中输入，先验证）' },
      status: { name: '状态', description: '显示已绑定的密钥（最后 4 位）、所属账户和余额' },
      unlink: { name: '解绑', description: '让机器人忘掉你的密钥（不会吊销，密钥仍可使用）' },
      generate: { name: '创建', description: '用你的图像服务登录令牌创建新密钥并绑定' },
      revoke: {
        name: '吊销',
        description: '在签发处吊销你绑定的密钥并解绑',
        all: { name: '全部', description: '吊销你图像服务账户下的所有密钥（需要确认）' },
      },
      server: {
        backend: {
          name: 'backend',
          description: '吊销你账户的所有密钥（需确认）',
          backend: {
            name: 'backend',
            description: '本机器人提供的图像后端之一',
          },
        },
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
      description: '显示你的余额，以及服务器有密钥时的服务器额度',
      public: { name: '公开', description: '把回复发到频道（默认只有你能看到；密钥永不显示）' },
      user: { name: '成员', description: '查看其他成员的积分（管理服务器；其密钥保持隐藏）' },
      usage: {
        name: '用量',
        description: '每位成员在服务器密钥上的生成与花费：今天、7 天和 30 天（管理服务器）',
      },
    },
    imagine: {
      image: {
        name: '图片',
        description: '由提示词编辑或转换的图片（服务器的后端支持时）',
      },
      strength: {
        name: '强度',
        description: '结果可以偏离图片多远：低则接近原图，高则更贴合提示词',
      },
      mask: {
        name: '蒙版',
        description: '一张 PNG，其透明像素标出图片中可以改变的部分；其余保持不变',
      },
      name: '画图',
      description: '根据提示词生成图片',
      prompt: { name: '提示词', description: '要画的内容（附上工作流文件时作为标签）' },
      style: { name: '风格', description: '决定提示词和选项的命名风格' },
      negative_prompt: { name: '反向提示词', description: '不希望出现在图片中的内容' },
      workflow: { name: '工作流', description: '此处提供的工作流（不选则用第一个）' },
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
      sampler: { name: '采样器', description: '采样器（仅限支持的后端，如 AI Horde）' },
      lora: {
        name: 'lora',
        description: '本服务器提供的 LoRA；加上 :权重 指定强度（默认 1，-2 到 2）',
      },
      lora2: {
        name: 'lora2',
        description: '第二个 LoRA（名称或 名称:权重）',
      },
      lora3: {
        name: 'lora3',
        description: '第三个 LoRA（名称或 名称:权重）',
      },
      workflow_file: {
        name: '工作流文件',
        description: '代替文本提示词发送的节点图工作流（JSON 对象）',
      },
      count: {
        name: '数量',
        description: '一起显示的图片数量（每张为一次生成）',
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
    settings: {
      name: '设置',
      description: '你的 /imagine 默认设置，或频道、服务器的默认设置（管理服务器）',
      scope: {
        name: '对象',
        description: '谁的默认设置（默认：你的）',
        me: '我',
        channel: '本频道（管理服务器）',
        server: '本服务器（管理服务器）',
      },
      model: { name: '模型', description: '默认模型（从服务器的图像后端提供的模型中选择）' },
    },
    styles: {
      name: '风格',
      description: '用于 /imagine 风格: 的命名风格',
      list: { name: '列表', description: '这里可用的风格' },
      add: { name: '添加', description: '添加本服务器的风格（管理服务器）' },
      edit: {
        name: '编辑',
        description: '编辑本服务器的风格（管理服务器）',
        style: { name: '风格', description: '要编辑的风格' },
      },
      remove: {
        name: '删除',
        description: '删除本服务器的风格（管理服务器）',
        style: { name: '风格', description: '要删除的风格' },
      },
    },
    alerts: {
      name: '提醒',
      description: '服务器密钥余额不足时在日志频道提醒（管理服务器）',
      threshold: { name: '阈值', description: '余额低于此值时提醒（{min}–{max}）' },
    },
    policy: { name: '规则', description: '本服务器的服务器密钥上限和禁用词（管理服务器）' },
    queue: {
      name: '队列',
      description: '本服务器排队中和进行中的生成（仅你可见）',
    },
    privacy: {
      name: '隐私',
      description: '机器人保存了你的哪些数据、保存多久;全部删除(仅你可见)',
    },
    help: {
      name: '帮助',
      description: '机器人在这里能做什么、你的密钥和今日剩余次数，以及你能用的命令',
    },
    imagineThis: { name: '用这条生成图片' },
    describe: {
      name: 'describe',
      description: '用文字描述一张图片，需要的话再用这些文字生成新图片',
      image: { name: 'image', description: '要描述的图片：PNG、JPEG 或 WebP' },
    },
    editThisImage: { name: '编辑这张图片' },
    describeThisImage: { name: '描述这张图片' },
  },
  demo: {
    stepUsage: '8. 服务器密钥的使用情况图表（没有自己密钥的成员用它生成）',
    stepEdit: '9. 编辑图片：点 🖌️ 编辑，写下要改什么',
    stepUpscale: '10. 放大（🔍 放大，最小的倍数）',
    stepRegion: '11. 只改一部分：点 🖌️ 局部变化，在选择器里选格子',
    stepZoom: '12. 拉远 2×（🔍 拉远 2×）：把图片放到更大的画布上，边缘照着补画',
    noRegion: '（略过：这个后端不能只改图片的一部分，所以卡片上没有“局部变化”）',
    noZoom: '（略过：这个后端不能只改图片的一部分，所以卡片上没有“拉远”）',
    stepImagineImage: '13. 从自己的照片开始：{command}',
    photoPrompt: '夜晚的同一个港口，灯笼亮着',
    noImageIn: '（略过：这个后端不接受图片，所以会拒绝 {command}）',
    stepDescribe: '14. 用文字描述一张照片：{command}',
    noDescribe: '（略过：这个后端不描述图片）',
    editPrompt: '星空下的同一座灯塔',
    noEdit: '（略过：这个后端不接受图片，所以卡片上没有“编辑”）',
    noUpscale: '（略过：这个后端不能放大，所以卡片上没有“放大”）',
    serverKeySet: '（所有者为没有自己密钥的成员设置了服务器密钥，例如 {member}）',
    historySeeded:
      '（为演示填入：{count} 位成员在过去 {days} 天每天使用服务器密钥的记录，未超出每日 {cap} 次的预算）',
    savedChart: '已将 /balance usage:True 的使用图表保存到 {path}：{width}×{height} 像素。',
    serverName: '演示服务器',
    prompt: '黄昏时分悬崖上的灯塔，油画',
    title: 'Imagine 机器人演示 · {time}',
    discord: 'Discord（模拟）：服务器“{server}”，频道 #{channel}，成员 {member}',
    service: '图像服务（模拟）：账户 {account}，余额 {credits}；任务比真实的快 {speed} 倍',
    bot: '机器人：真实的机器人，使用临时 SQLite 存储；每 {poll} ± {jitter} 毫秒查询一次，最快每 {edit} 毫秒编辑一次（默认值 × {scale}）',
    stepLink: '1. 绑定 API 密钥（{member} 从图像服务复制了一个）',
    stepBalance: '2. 查看余额',
    stepSettings: '3. 选择你的 /imagine 默认设置',
    stepImagine: '4. 用一种风格生成图片',
    stepReroll: '5. 重新抽取（同样的选项，新的种子）',
    used: '▶ {member} 使用了 {command}',
    clicked: '▶ {member} 点击了 [ {label} ]',
    picked: '▶ {member} 在“{menu}”中选择了“{choice}”',
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
    stepCount: '6. 一条回复中的四张图片（数量：4）',
    stepRemix: '7. 混搭这组图片：新的提示词和尺寸，种子不变',
    gallery: '（一张卡片：{count} 张原尺寸图片组成的图库，每张都是带替代文字的独立附件）',
    remixPrompt: '夜晚暴风雨中的灯塔，油画',
    hordeService: 'AI Horde（模拟）：用户 {account}，{kudos} kudos；请求比真实的快 {speed} 倍',
    hordeStepLink: '1. 关联 API 密钥（{member} 从 aihorde.net 复制了一个）',
    hordeSkipsSettings: '（在 AI Horde 上省略：它没有可选的工作流，也不提供 /apikey generate）',
    hordeSkipsUsage: '（在 AI Horde 上省略：本演示未设置服务器密钥）',
    hordeSaved:
      '重新生成的图片已保存到 {path}：{size}，{width}×{height} 像素，与 AI Horde 提供的 WebP 逐字节相同。',
    comfyService:
      'ComfyUI（模拟）：服务器所有者自己的 GPU，工作流 {workflows}；采样速度是真实的 {speed} 倍',
    comfyStepLink: '1. 尝试绑定 API 密钥（ComfyUI 不需要密钥）',
    comfySkipsSettings: '（在 ComfyUI 上省略：工作流在下面的 {imagine} 中直接选择）',
    backendSkipsUsage: '（在 {backend} 上省略：本演示未设置服务器密钥）',
    backendSaved:
      '重新生成的图片已保存到 {path}：{size}，{width}×{height} 像素，与 {backend} 提供的 {format} 逐字节相同。',
    backendSavedStripped:
      '重新生成的图片已保存到 {path}：{size}，{width}×{height} 像素，即 {backend} 提供的 {format} 去掉其写入文件的元数据（工作流）后的结果，其余字节保持原样。',
    openaiService:
      'OpenAI Images（模拟）：模型 {model}，按图片从成员自己的密钥计费；生成速度是真实的 {speed} 倍',
    openaiStepLink: '1. 绑定 API 密钥（{member} 在 platform.openai.com 创建了一个）',
    openaiSkipsSettings: '（在 OpenAI 上省略：没有可选的工作流，也不提供 /apikey generate）',
    openaiStepCount: '6. 一条回复中的两张图片（数量：2；每张都计费）',
    webuiService:
      'Stable Diffusion WebUI（模拟）：服务器所有者自己的 GPU，模型 {models}；采样速度是真实的 {speed} 倍',
    webuiStepLink: '1. 尝试绑定 API 密钥（{backend} 不需要密钥）',
    webuiSkipsSettings: '（在 {backend} 上省略：模型在下面的 {imagine} 中直接选择）',
    webuiSavedStripped:
      '重新生成的图片已保存到 {path}：{size}，{width}×{height} 像素，即 {backend} 提供的 {format} 去掉其写入文件的生成参数后的结果，其余字节保持原样。',
  },
  imageQuota: {
    dailyUsed:
      '{limit, plural, =0 {此服务器的每日限额为 0：成员不能在这里生成图片。} other {你今天已生成此服务器允许的全部 # 张图片。}}限额将于 <t:{seconds}:R>（<t:{seconds}:t>，UTC 午夜）重置；未计入任何次数。',
    overDaily:
      '{count} 张图片会超出你在此服务器的每日限额（今天还剩 {left} 张）。请减少数量；未计入任何次数。',
    roleClosed: '你的身份组不能在此服务器生成图片（每日限额为 0）；未计入任何次数。',
    budgetReached:
      '此服务器已生成{period, select, daily {每日} other {每月}}预算内的全部图片，将于 <t:{seconds}:R>（<t:{seconds}:f>）恢复；未计入任何次数。',
    overBudget:
      '{count} 张图片会超出此服务器的{period, select, daily {每日} other {每月}}预算（还剩 {left} 张）。请减少数量；未计入任何次数。',
    logBudgetReached:
      '💸 此服务器已生成{period, select, daily {每日} other {每月}}预算内的全部图片；将于 <t:{seconds}:R>恢复。',
    budgetIn: '按图片张数计算：每生成一张计一。',
    rolesNone: '无：每位成员都使用服务器的每日限额（{limit} 张）。',
    roleLine: '{role}：{perDay, plural, =0 {不能生成图片} other {每天 # 张}}',
    limitSet:
      '✅ 现在每位成员每天可在 **{backend}** 上生成 **{limit}** 张图片（计数于 UTC 00:00 重置）。',
  },
  count: {
    overBudget:
      '{count} 张图片会超出本服务器的{period, select, daily {每日} other {每月}}预算（剩余 {left} 次）。请减少数量，或用 `{cmdApikeyLink}` 绑定你自己的密钥；未产生任何费用。',
    overBudgetIn:
      '{count} 张图片会超出本服务器的{period, select, daily {每日} other {每月}}预算（剩余 {left, number} {unit}）。请减少数量，或用 `{cmdApikeyLink}` 绑定你自己的密钥；未产生任何费用。',
    overEstimate:
      '按图像后端的估算，{count} 张图片约需 {estimate, number} {unit}，会超出本服务器的{period, select, daily {每日} other {每月}}预算（剩余 {left, number} {unit}）。请减少数量或缩小尺寸，或用 `{cmdApikeyLink}` 绑定你自己的密钥；未产生任何费用。',
    cost: '{source, select, limit {{count} 张图片，计入你在此服务器的每日限额。} none {{count} 张图片；{backend} 没有账户，所以不扣任何费用。} other {{count} 张图片 = 用{source, select, server {服务器密钥} anonymous {匿名密钥（最低优先级）} other {你的密钥}}生成 {count} 次{accounts, select, balance {{original, select, no {（以 {unit} 支付）} other {}}} other {}}。}}',
    progressTitle: '🎨 {count} 张图片',
    readyTitle: '✅ {count} 张图片已完成',
    partialTitle: '⚠️ {count} 张中已完成 {ready} 张',
    failedTitle: '❌ {count} 张图片全部失败',
    imageReady: '**{n}.** ✅ 种子 {seed}',
    retryHint: '在下方菜单中选择带图片编号的 🔁 可重试失败的图片（一次生成）；其他图片不会重做。',
    overCap:
      '你请求了 {count} 张图片，但同时最多只能运行 {limit} 个生成（当前 {running} 个）。请减少数量或等它们完成；未扣除任何费用。',
    overDaily:
      '{count} 张图片会超出你在服务器密钥上的每日额度（今天还剩 {left} 次）。请减少数量，或用 `{cmdApikeyLink}` 绑定你自己的密钥；未扣除任何费用。',
    detailsImage: '**图片 {n}** · 种子 {seed}{task, select, none {} other { · 任务 `{task}`}}',
    detailsImages: '**图片**',
    queueFull:
      '本服务器的队列已满：最多可以有 {limit} 个生成排队，现在已有 {waiting} 个，所以你的 {count} 个生成放不下。请过几分钟再试{count, plural, =1 {} other {，或减少图片数量}}；未扣除任何费用。',
    cancelledTitle: '✖️ 已取消 {count} 张图片',
    stoppedTitle: '⏹️ 已停止等待 {count} 张图片',
    runAgainHint:
      '在下方菜单中选择带图片编号的 🔁 可再次运行已取消的图片（一次生成）；其他图片不会重做。',
  },
  imageActions: {
    vary: '{strength, select, subtle {🌱} other {🌪️}} {which, select, image {变体图片 {n}} other {变体}}（{strength, select, subtle {轻微} other {强烈}}）',
    upscale: '🔍 {which, select, image {放大图片 {n}} other {放大}} ×{factor}',
    edit: '🖌️ {which, select, image {编辑图片 {n}} other {编辑}}',
    region: '🖌️ {which, select, image {局部变化图片 {n}} other {局部变化}}',
    zoom: '🔍 {which, select, image {拉远图片 {n}} other {拉远}} {factor, select, 0 {（自定义）…} other {{factor}×}}',
    pan: '{direction, select, left {⬅️} right {➡️} up {⬆️} other {⬇️}} {which, select, image {图片 {n} } other {}}向{direction, select, left {左} right {右} up {上} other {下}}平移',
    maskNotOffered:
      '此服务器的图片后端无法只修改图片的一部分，因此不提供局部变化、拉远和平移。没有发送任何内容，也没有扣费。',
    pickerTitle: '🖌️ 局部变化：选择要改的部分',
    pickerHint:
      '图片被分成 16 个格子。选择要重新绘制的格子（边缘会自然融合），然后按 **局部变化**，或按 **修改提示词** 说明那里要画什么。只有这些格子会改变。',
    pickerPlaceholder: '要修改的格子（A1 … D4）…',
    pickerChosen: '已选：{cells}',
    pickerGo: '🖌️ 局部变化',
    pickerPrompt: '✏️ 修改提示词…',
    paintedTitle: '🖌️ Vary (Region)：你涂的区域',
    paintedHint:
      '着色的区域会被改变，图片其余部分保持不变。点 **局部变化** 按下面的提示词重绘，或先点 **修改提示词**。',
    paintedPrompt: '提示词：{prompt}',
    paintedExpired:
      '画板打开太久，Discord 已不允许机器人回应（15 分钟）。请在卡片上再点一次 Vary (Region)。没有发送或扣费。',
    regionFormTitle: '🖌️ 局部变化',
    formPrompt: '所选格子的提示词',
    pickCells: '请先在菜单中至少选择一个格子。没有发送任何内容，也没有扣费。',
    zoomFormTitle: '🔍 自定义拉远',
    zoomFormFactor: '缩放倍数（1.1 到 2）',
    zoomFormPlaceholder: '例如 1.3',
    zoomFactorInvalid:
      '缩放倍数必须是 1.1 到 2 之间的数字（例如 1.3）。没有发送任何内容，也没有扣费。',
    placeholder: '单张图片：变体、放大或编辑…',
    formTitle: '🖌️ 编辑图片',
    formChange: '要改什么',
    formChangePlaceholder: '例如：改成夜晚，加一条红围巾',
    formMask: '蒙版（可选）',
    formMaskHint: '与图片对应的 PNG：透明像素标出可以改动的部分。',
    notOffered: '此服务器的图片后端无法对图片这样做。没有发送任何内容，也没有扣费。',
    othersInput:
      '这张图片是用另一位成员带来的图片生成的，只有该成员能再次使用那张图片。请改用已发布图片自己的按钮（变体、放大、编辑）开始。没有发送任何内容，也没有扣费。',
    imageGone: '这张图片已不在此消息中，无法使用。没有发送任何内容，也没有扣费。',
    noImage: '该消息没有可用的图片（附件或嵌入的 PNG、JPEG、WebP）。没有发送任何内容，也没有扣费。',
    describeTitle: '📝 图片里有什么',
    describeHint: '点击 **用这条生成图片**，用这些文字生成一张新图片（可以先修改）。',
    describeOverBudget:
      '描述这张图片大约要花 {estimate, number} {unit}，超出了本服务器的{period, select, daily {每日} other {每月}}预算：还剩 {left, number} {unit}。请用 `{cmdApikeyLink}` 绑定你自己的密钥，或在预算重置后再试；没有发送任何内容，也没有扣费。',
    describeFailed:
      '图片后端没能描述这张图片{spent, select, yes {（已花费 {amount, number} {unit}）} other {，未收取任何费用}}。请稍后再试，或换一张图片。',
    noWords: '图片后端没能为这张图片找到文字。请换一张试试。',
    imagineThis: '🎨 用这条生成图片',
  },
  card: {
    source:
      '{action, select, region {🖌️ 由 {name} 局部变化} zoom {🔍 由 {name} 拉远 {factor}×} pan {{direction, select, left {⬅️} right {➡️} up {⬆️} other {⬇️}} 由 {name} 向{direction, select, left {左} right {右} up {上} other {下}}平移} edit {✏️ 编辑自 {name}} vary {🔀 {name} 的变体（{strength, select, subtle {轻微} other {强烈}}）} other {🔍 由 {name} 放大 ×{factor}}}',
    rerollAll: '🎲 全部重新抽取',
    rerollImage: '🎲 重新抽取图片 {n}',
    remixImage: '🎛️ 混搭图片 {n}',
    retryImage: '🔁 再次运行图片 {n}',
    imagePlaceholder: '单张图片：重新抽取或混搭…',
    imageAlt: '{count, plural, =1 {} other {图片 {n}/{count}：}}{prompt}（种子 {seed}）',
    imageAltFrom: '{count, plural, =1 {} other {图片 {n}/{count}：}}{prompt}（{source}）',
    previewAlt: '生成中的预览{count, plural, =1 {} other {（图片 {n}/{count}）}}：{prompt}',
  },
  remix: {
    button: '🎛️ 混搭',
    title: '混搭',
    prompt: '提示词',
    style: '风格',
    sameSeed: '{seed, select, random {与之前一样随机} other {相同种子（{seed}）}}',
    newSeed: '新的随机种子',
    yourDefault: '你的默认值',
    formChanged: '此表单在打开后已更改。请重新打开；没有发送任何内容。',
    generate: '🎨 生成',
    editPrompt: '✏️ 编辑提示词',
    panelHint:
      '选择要改变的内容，然后点 **生成**；或先点 **编辑提示词** 修改文字。只有你能看到这条消息。',
    noLoras: 'LoRA：无（最多选 {max} 个）',
  },
  cancel: {
    cancelButton: '✖️ 取消',
    stopButton: '⏹️ 不再等待',
    cancelled:
      '{original, select, yes {在发送到图片服务之前已取消；未扣除任何费用。} other {在发送到 {backend} 之前已取消；没有扣费。}}',
    stopped:
      '{original, select, yes {机器人已不再等待。图片服务已经接收且无法取消，因此额度可能已被扣除。} other {{accounts, select, none {机器人已停止等待。{backend} 无法告诉机器人哪个正在运行的任务是它的，所以机器人没有停止它，图片仍可能生成。{backend} 不设账户，因此没有任何扣费。} other {机器人已停止等待。它已到达 {backend}，而那里无法取消，因此可能已经扣费。}}}}',
    stoppedNotice:
      '{original, select, yes {已不再等待。图片服务已经开始处理且无法取消：额度可能已被扣除。} other {{accounts, select, none {已停止等待。{backend} 无法告诉机器人哪个任务是它的，所以机器人没有停止它，图片仍可能生成。没有任何扣费：{backend} 不设账户。} other {已停止等待。{backend} 已经开始处理且无法取消：可能已经扣费。}}}}',
    stoppedCancelled:
      '{accounts, select, none {机器人已不再等待，并已请求 {backend} 停止生成。{backend} 没有账户，所以没有扣任何费用。} other {机器人已不再等待，并已请求图片后端停止生成。可能已经产生费用。}}',
    stoppedNoticeCancelled:
      '{accounts, select, none {已不再等待。机器人已请求 {backend} 停止生成。{backend} 没有账户，所以没有扣任何费用。} other {已不再等待。机器人已请求图片后端停止生成：可能已经产生费用。}}',
    alreadySent:
      '{original, select, yes {它已离开队列：图片服务已接收且无法取消（额度可能已被扣除）。按 **不再等待** 即可停止等待。} other {它已经离开队列：{backend} 已收到且无法取消（可能已经扣费）。按 **不再等待** 即可不再等待。}}',
    nothingLeft: '此回复中已没有进行中的内容。',
    notAllowed: '只有发起请求的成员或拥有 **{permission}** 权限的成员可以取消生成。',
  },
  queue: {
    title: '🕒 本服务器的生成',
    empty: '本服务器现在没有排队或进行中的生成。',
    running: '**进行中**（{count}）',
    waiting: '**排队中**（{count}）',
    runningFor: '已进行 {duration}',
    waitingFor: '已等待 {duration}',
    mine: '⬅️ 你的',
    private: '🔒 私密生成',
    cancelPlaceholder: '将排队中的生成移出队列…',
    gone: '该生成已不在队列中：它已开始或已结束。',
  },
  imagineThis: {
    title: '🎨 用这条生成图片',
    noText: '这条消息没有可以生成图片的文字。',
  },
  safety: {
    withheld: '此频道中有一张图片被暂扣。',
    privateCopy:
      '🙈 你的 {count, plural, other {# 张图片}}在{where, select, channel {频道中} other {回复中}}被暂扣：{reason} 图片在这里，仅你可见。',
    reason: {
      explicit:
        '图片检查判定其为露骨内容（分数 {score}%，本服务器阈值 {threshold}%），且此频道没有年龄限制。',
      member:
        '图片检查判定其为露骨内容（分数 {score}%），而你为私信和你自己的安装选择了暂扣此类图片。',
      unchecked: '图片检查无法运行，为安全起见已暂扣。',
    },
    spoilerAlt: '已加剧透遮罩：图片检查判定其为露骨内容。',
    pageTitle: '图片检查',
    normal: '非年龄限制频道：{policy}',
    ageRestricted: '年龄限制频道：{policy}',
    threshold:
      '分数达到 **{threshold}%** 的图片视为露骨（分类器的 porn + hentai 概率；默认 {default}%）。',
    policies: {
      withhold: '**暂扣**（成员会私下收到）',
      spoiler: '**加剧透遮罩发布**',
      allow: '**发布**',
    },
    footer:
      '每张完成的图片在发布前都由机器人自己机器上的小型开放模型（nsfwjs）检查，不会发送到别处。被暂扣或加遮罩的图片会记入日志，仅记录参数。',
    pick: {
      normal: '非年龄限制频道…',
      ageRestricted: '年龄限制频道…',
      withhold: '暂扣',
      spoiler: '剧透遮罩',
      allow: '发布',
    },
    thresholdButton: '阈值…',
    thresholdModal: {
      title: '图片检查阈值',
      label: '从此分数起视为露骨（%）',
      hint: '1–99。越低越严格。留空：默认值 50。',
    },
    invalidThreshold: '阈值必须是 {min} 到 {max} 的整数，或留空使用默认值。未做任何更改。',
    notPosted:
      '这张图片不能发布在这里：{why, select, unchecked {图片检查无法运行} other {图片检查判定其为露骨内容（分数 {score}%，阈值 {threshold}%）}}。它仍保留在你的历史记录中；未发布任何内容。',
    logged:
      '🙈 {member}：一张图片在 {channel} {action, select, withhold {被暂扣} other {加剧透遮罩发布}}（{score, select, none {未检查} other {分数 {score}%}}，阈值 {threshold}%）：“{prompt}”{withWorkflow, select, no {} other { · {workflow}}}{seed, select, none {} other { · 种子 {seed}}}',
    refused: {
      channel:
        '{original, select, yes {你的{where, select, prompt {提示词} style {套用风格后的提示词} other {工作流文件}}包含“{found}”，这是在非年龄限制频道中不允许的露骨词语。未发送任何内容，也未花费积分。请换个说法，或在年龄限制频道中运行。} other {你的{where, select, prompt {提示词} style {套用风格后的提示词} other {工作流文件}}包含“{found}”，这是在非年龄限制频道中不允许的露骨词语。未发送任何内容，也未扣费。请换个说法，或在年龄限制频道中运行。}}',
      member:
        '{original, select, yes {你的{where, select, prompt {提示词} style {套用风格后的提示词} other {工作流文件}}包含“{found}”，这是露骨词语，而你的设置在私信和仅由你安装应用的服务器中排除露骨内容。未发送任何内容，也未花费积分。请换个说法，或在 {cmdSettings} 中允许露骨内容。} other {你的{where, select, prompt {提示词} style {套用风格后的提示词} other {工作流文件}}包含“{found}”，这是露骨词语，而你的设置在私信和仅由你安装应用的服务器中排除露骨内容。未发送任何内容，也未扣费。请换个说法，或在 {cmdSettings} 中允许露骨内容。}}',
    },
    log: {
      refused: '🔞 {member}：在非年龄限制频道中因露骨词语“{term}”被拒绝：“{prompt}”',
    },
    policy: {
      termsTitle: '内置露骨词语',
      terms:
        '{termsOn, select, true {开启：含露骨词语的提示词在非年龄限制频道中会被拒绝。} other {关闭：不检查露骨词语（仍检查你们的禁用词）。}}',
      termsButton: '{termsOn, select, true {关闭露骨词语} other {开启露骨词语}}',
      negativeTitle: '安全反向提示词',
      negativeNone: '无。',
      negativeButton: '安全反向提示词…',
      negativeLabel: '在非年龄限制频道中添加',
      negativeHint: '添加在成员自己的反向提示词之后。留空：不添加。',
      footer: '两者都只在非年龄限制频道中生效。被拒绝的请求不花费任何费用。',
    },
    member: {
      title: '私信和用户安装中的露骨内容',
      value:
        '{choice, select, allow {在你与机器人的私信中允许（非年龄限制的服务器频道仍会排除）。} other {排除（默认）：在私信和仅由你安装应用的地方，露骨词语会被拒绝，露骨图片会被扣留。}}',
      button: '{choice, select, allow {排除露骨内容} other {在私信中允许露骨内容}}',
    },
  },
  imagesIn: {
    waitsTurn:
      '⏳ 你的图片正在排队：其他成员的图片正在接收中。轮到时会自动继续；目前尚未发送或扣费。',
    kind: '{kind, select, region {🖌️ 局部变化} zoom {🔍 拉远} pan {↔️ 平移} edit {✏️ 编辑} vary {🔀 变体} upscale {🔍 放大} other {💬 描述}}',
    logRefused:
      '🙈 {member}：一张传入的图片在 {channel} 被拒绝（{score, select, none {未检查} other {分数 {score}%}}，阈值 {threshold}%）{withPrompt, select, no {} other {：“{prompt}”}} · {kind}',
    refused: {
      next: '{problem} 没有发送任何内容，也没有扣费。',
      notOffered: '此服务器的图像后端无法从图片开始生成：请不带图片运行命令。',
      strengthAlone: 'strength 只对图片有效：请附上一张图片，或去掉 strength。',
      maskAlone: 'mask 只对图片有效：请同时附上图片，或去掉 mask。',
      maskNotOffered: '此服务器的图片后端无法只修改图片的一部分：请不带 mask 运行命令。',
      tooLarge: '图片大小为 {size}；机器人最多接受 {max}。',
      overMax: '图片超过了机器人接受的 {max}。',
      notImage: '该文件不是机器人能读取的图片：请附上 PNG、JPEG、WebP 或 GIF。',
      animated: '不能使用动图：请附上一张静态图片。',
      tooManyPixels: '图片为 {width}×{height} 像素；此服务器的图像后端最多接受 {max}。',
      tooLargeToUpscale:
        '图片为 {width}×{height} 像素：太大，此服务器的图像后端无法将其放大 ×{factor}。',
      maskNotPng: '蒙版必须是 PNG，用透明像素标出可以更改的部分：请附上这样的文件。',
      maskSize: '蒙版是 {size} 像素，而图片是 {imageSize}：蒙版必须与图片尺寸或比例相同。',
      maskOpaque: '蒙版没有透明像素，因此没有标出要更改的部分：擦除可以更改的部分后重新附上。',
      maskWhole: '蒙版完全透明，会更改整张图片：请不带蒙版编辑，或保留一部分不透明。',
      unreadable: '无法读取图片（可能已损坏）：请附上另一张。',
      downloadFailed: '机器人无法从 Discord 下载图片：请重新附上。',
      explicit:
        '{reason, select, channel {图片看起来是露骨内容，而露骨图片不能用于未设年龄限制的频道：请在有年龄限制的频道中使用。} other {图片看起来是露骨内容，而你的设置在这里排除露骨内容。}}',
      unchecked: '机器人暂时无法检查图片是否露骨，因此这里不能使用：请一分钟后再试。',
    },
  },
};
