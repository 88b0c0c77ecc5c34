import type { Catalog } from '../catalog.js';

/**
 * 한국어. 해요체. 용어집: credits → 크레딧; API key → API 키; key → 키; server key → 서버 키;
 * workflow → 워크플로; image service → 이미지 서비스; generation → 생성; link/unlink → 연결/연결
 * 해제; revoke → 폐기; daily limit → 일일 한도; Re-roll → 다시 뽑기.
 */
export const ko: Catalog = {
  language: { name: '한국어' },
  units: {
    bytes: '{count, plural, other {#바이트}}',
    kilobytes: '{n, number}KB',
    megabytes: '{n, number}MB',
    credits: '{count, plural, other {{amount} 크레딧}}',
    otherCurrency: '{amount} {currency}',
  },
  painter: {
    title: '바꿀 부분을 칠하세요',
    brush: '브러시',
    eraser: '지우개',
    size: '크기',
    clear: '모두 지우기',
    prompt: '프롬프트',
    send: '보내기',
    sending: '보내는 중…',
    sent: '✅ 보냈습니다. 칠한 영역이 채널에서 기다리고 있습니다(나만 볼 수 있음). 거기서 **영역 변형**를 누르세요. 페인터는 닫아도 됩니다.',
    nothingPainted: '먼저 이미지에서 바꿀 부분을 칠하세요.',
    paintedNothing:
      '칠한 부분이 없어 아무것도 바뀌지 않습니다. 이미지에서 바꿀 부분을 칠한 뒤 보내기를 누르세요. 아무것도 보내거나 청구하지 않았습니다.',
    paintedWhole:
      '이미지 전체를 칠해서 전부 바뀌게 됩니다. 지우개로 일부를 지운 뒤 보내기를 누르세요. 아무것도 보내거나 청구하지 않았습니다.',
    paintingUnreadable:
      '봇이 칠한 내용을 읽지 못했습니다. 모두 지우기를 누르고 다시 칠한 뒤 보내기를 누르거나, 페인터를 닫고 Vary (Region)을 다시 누르세요. 아무것도 보내거나 청구하지 않았습니다.',
    failed:
      '칠한 내용을 보내지 못했습니다. 다시 시도하거나 페인터를 닫고 Vary (Region)을 다시 사용하세요.',
    gone: '이 페인터는 더 이상 사용할 수 없습니다. 만료되었거나 이미 보냈거나 다른 사람이 연 것입니다. 카드에서 Vary (Region)을 다시 누르세요.',
    signInFailed: 'Discord 로그인에 실패했습니다. 페인터를 닫고 Vary (Region)을 다시 누르세요.',
  },
  common: {
    warning: '⚠️ {message}',
    permissionManageServer: '서버 관리하기',
    permissionManageMessages: '메시지 관리하기',
  },
  errors: {
    unexpected:
      '저희 쪽에서 문제가 생겼어요(오류 ID `{errorId}`). 다시 시도해 주세요. 계속 그러면 이 ID를 서버 운영진에게 알려 주세요.',
    restarting: '봇이 다시 시작하는 중이에요. 1분 후에 다시 시도해 주세요.',
    commandUnavailable: '이 명령어나 버튼은 더 이상 없어요. 슬래시 명령어를 다시 실행해 주세요.',
    notHere: '그 버튼이나 양식은 이 메시지나 이 장소의 것이 아니에요. 아무것도 바뀌지 않았어요.',
    notYours: '다른 멤버의 것이에요. 그 멤버만 사용할 수 있어요. 아무것도 바뀌지 않았어요.',
    serverOnly:
      '`{command}`은(는) 서버에서만 쓸 수 있어요. DM이 아니라 서버 채널에서 실행해 주세요. 아무것도 바뀌지 않았어요.',
    notAllowed: {
      moderateReports: '**{permission}** 권한이 있는 멤버만 신고를 처리할 수 있습니다.',
      manageServerKey: '서버 키는 **{permission}** 권한이 있는 멤버만 관리할 수 있어요.',
      changeDailyLimit: '일일 한도는 **{permission}** 권한이 있는 멤버만 바꿀 수 있어요.',
      seeOthersBalance: '다른 멤버의 잔액은 **{permission}** 권한이 있는 멤버만 볼 수 있어요.',
      deleteOthersImage:
        '다른 사람이 요청한 이미지는 **{permission}** 권한이 있는 멤버만 삭제할 수 있어요.',
      changeLanguage: '서버 언어는 **{permission}** 권한이 있는 멤버만 바꿀 수 있어요.',
      changeDefaults:
        '채널이나 서버의 기본값은 **{permission}** 권한이 있는 멤버만 바꿀 수 있어요.',
      managePolicy: '서버 규칙은 **{permission}** 권한이 있는 멤버만 바꿀 수 있어요.',
      manageStyles:
        '서버 스타일은 **{permission}** 권한이 있는 멤버만 추가, 수정, 삭제할 수 있어요.',
      seeUsage: '멤버별 서버 키 사용량은 **{permission}** 권한이 있는 멤버만 볼 수 있어요.',
      cancelFromQueue:
        '다른 사람의 생성을 대기열에서 취소할 수 있는 것은 **{permission}** 권한이 있는 멤버뿐입니다.',
    },
  },
  service: {
    taskFailedSpent:
      '{backend}에서 이 이미지를 생성하지 못했어요({amount, number} {unit} 사용). 다른 설정으로 다시 시도해 보세요.',
    taskImpossible:
      '지금 이 이미지를 만들 수 있는 {backend} 워커가 없어요(모델, 크기 또는 단계가 지원되지 않아요). 취소했고 아무것도 쓰지 않았어요. 다른 모델이나 더 작은 크기로 시도해 보세요.',
    taskImpossibleSpent:
      '지금 이 이미지를 만들 수 있는 {backend} 워커가 없어요(모델, 크기 또는 단계가 지원되지 않아요). 취소했고 {amount, number} {unit}을(를) 썼어요. 다른 모델이나 더 작은 크기로 시도해 보세요.',
    taskFaulted:
      '{backend} 워커가 이 이미지를 만들지 못했어요. 다른 모델 등으로 다시 시도해 보세요.',
    taskFaultedSpent:
      '{backend} 워커가 이 이미지를 만들지 못했어요({amount, number} {unit} 사용). 다른 모델 등으로 다시 시도해 보세요.',
    taskCensored:
      '{backend} 필터가 이 이미지를 선정적인 것으로 보류했어요. 프롬프트를 바꾸거나 연령 제한 채널을 이용해 주세요.',
    taskCensoredSpent:
      '{backend} 필터가 이 이미지를 선정적인 것으로 보류했어요({amount, number} {unit} 사용). 프롬프트를 바꾸거나 연령 제한 채널을 이용해 주세요.',
    noBalance: '{backend}에는 잔액이 없어요. 계정이 없고, 여기서 생성해도 비용이 들지 않아요.',
    noKeys: '{backend}는 API 키를 받지 않아요. 키를 연결하지 않고도 여기서 생성할 수 있어요.',
    notOffered: '이 서버의 이미지 백엔드는 이 기능을 제공하지 않아요.',
    backendGone:
      '이건 봇이 더 이상 제공하지 않는 이미지 백엔드의 것이에요. {cmdApikeyLink}로 이 서버의 이미지 백엔드 키를 연결해 주세요.',
    anyUnit: '잔액',
    usageUnit: '사용량',
    anyBackend: '이미지 백엔드',
    unavailable:
      '{original, select, yes {지금은 이미지 서비스를 쓸 수 없어요. 몇 분 후에 다시 시도해 주세요.} other {지금은 {backend}에 연결할 수 없어요. 몇 분 후에 다시 시도해 주세요.}}',
    timeout:
      '{original, select, yes {이미지 서비스가 제때 응답하지 않았어요. 몇 분 후에 다시 시도해 주세요.} other {{backend}에서 제시간에 응답이 오지 않았어요. 몇 분 후에 다시 시도해 주세요.}}',
    rateLimited:
      '{original, select, yes {이미지 서비스에 요청이 너무 많아요. 1분 후에 다시 시도해 주세요.} other {지금 {backend}에 요청이 너무 많아요. 1분 후에 다시 시도해 주세요.}}',
    rateLimitedFor:
      '{original, select, yes {이미지 서비스에 요청이 너무 많아요. {seconds, number}초 후에 다시 시도해 주세요.} other {지금 {backend}에 요청이 너무 많아요. {seconds, number}초 후에 다시 시도해 주세요.}}',
    rateLimitedRefused:
      '{backend}에서 요청을 제한하고 있어 이 이미지를 시작하지 않았고, {accounts, select, balance {아무것도 사용되지 않았어요} other {아무것도 차감되지 않았어요}}. 1분 후에 다시 시도해 주세요.',
    rateLimitedRefusedFor:
      '{backend}에서 요청을 제한하고 있어 이 이미지를 시작하지 않았고, {accounts, select, balance {아무것도 사용되지 않았어요} other {아무것도 차감되지 않았어요}}. {seconds, number}초 후에 다시 시도해 주세요.',
    quotaExceeded:
      '{backend}에서 이 키의 계정에 남은 할당량이 없어요(결제 또는 요금제 한도). 아무것도 생성되거나 차감되지 않았어요. 그곳에서 잔액을 추가하거나 한도를 올린 뒤 다시 시도해 주세요.',
    promptRefused:
      '{backend}의 안전 시스템이 이 프롬프트를 거부해서 아무것도 생성되거나 차감되지 않았어요. 프롬프트를 바꿔 다시 시도해 주세요.',
    unavailableRefused:
      '{backend}에서 이 이미지를 시작하기 전에 문제가 생겨서 아무것도 차감되지 않았어요. 몇 분 후에 다시 시도해 주세요.',
    down: '{original, select, yes {이미지 서비스가 {seconds, number}초 동안 응답하지 않아 봇이 이 이미지를 더 기다리지 않아요. 차감되었을 수 있으니 다시 시도하기 전에 크레딧을 확인해 주세요.} other {{backend}이(가) {seconds, number}초 동안 응답하지 않아 봇이 이 이미지를 더 기다리지 않아요. {accounts, select, none {계정이 없는 서비스라 아무것도 차감되지 않았어요. 다시 살아나면 다시 시도해 주세요.} other {차감되었을 수 있으니 다시 시도하기 전에 그곳에서 잔액이나 사용량을 확인해 주세요.}}}}',
    taskCut:
      '{accounts, select, none {{backend}에서 이 이미지를 만드는 동안 연결이 끊겼어요. 이미지가 만들어졌을 수도 있지만 가져오지 못했어요. {backend}에는 계정이 없어서 아무것도 차감되지 않았어요. 다시 만들려면 다시 시도를 눌러 주세요.} other {{backend}에서 이 이미지를 만드는 동안 연결이 끊겼어요. 차감되었을 수 있으니 다시 시도하기 전에 제공업체에서 사용량을 확인해 주세요.}}',
    taskInterrupted:
      '{accounts, select, none {{backend}에서 이 이미지를 만드는 동안 봇이 다시 시작했어요. 이미지가 만들어졌을 수도 있지만 가져오지 못했고, 다시 보내지도 않았어요. {backend}에는 계정이 없어서 아무것도 차감되지 않았어요. 다시 만들려면 다시 시도를 눌러 주세요.} other {{backend}에서 이 이미지를 만드는 동안 봇이 다시 시작했어요. 차감되었을 수 있고, 다시 보내지는 않았어요. 다시 시도를 누르기 전에 제공업체에서 사용량을 확인해 주세요.}}',
    taskStoppedElsewhere:
      '{accounts, select, none {{backend}을(를) 쓰는 다른 사람이 이 이미지가 완성되기 전에 작업을 멈췄어요. 완성되지 않은 이미지는 올리지 않아요. {backend}에는 계정이 없어서 아무것도 차감되지 않았어요. 다시 만들려면 다시 시도를 눌러 주세요.} other {{backend}을(를) 쓰는 다른 사람이 이 이미지가 완성되기 전에 작업을 멈췄어요. 완성되지 않은 이미지는 올리지 않아요. 요금이 청구되었을 수 있으니 다시 시도하기 전에 제공업체에서 사용량을 확인해 주세요.}}',
    unexpectedAnswer:
      '{original, select, yes {이미지 서비스가 봇이 이해할 수 없는 응답을 보냈어요. 나중에 다시 시도해 주세요.} other {봇이 {backend}의 응답을 이해하지 못했어요. 나중에 다시 시도해 주세요.}}',
    submissionUncertain:
      '{original, select, yes {이미지 서비스가 이 생성을 받고 크레딧을 차감했을 수도 있지만, 응답이 사라졌어요. 다시 시도하기 전에 {cmdBalance}로 확인해 주세요.} other {이 생성은 {backend}에 도달해 차감되었을 수 있지만 응답이 사라졌어요. 다시 시도하기 전에 그곳에서 잔액이나 사용량을 확인해 주세요.}}',
    insufficientCredits:
      '{original, select, yes {이 생성에 필요한 크레딧이 이미지 서비스에 부족해요. 충전하거나 출석 체크를 한 뒤 다시 시도해 주세요.} other {{backend}에 이 생성을 위한 {unit}이(가) 부족해요. 그곳에서 충전한 뒤 다시 시도해 주세요.}}',
    invalidApiKey:
      '{original, select, yes {이미지 서비스가 API 키를 거부했어요. 잘못된 키이거나 폐기된 키예요. 새 키를 설정하고 다시 시도해 주세요.} other {{backend}에서 API 키를 거부했어요. 잘못된 키이거나 폐기된 키예요. 새 키를 설정하고 다시 시도해 주세요.}}',
    invalidLoginToken:
      '{original, select, yes {이미지 서비스가 로그인 토큰을 거부했어요. 계정에서 새 토큰을 복사해 다시 시도해 주세요.} other {{backend}에서 로그인 토큰을 거부했어요. 계정에서 새 토큰을 복사해 다시 시도해 주세요.}}',
    unknownTask:
      '{original, select, yes {이미지 서비스가 더 이상 이 생성을 알지 못해요(만료되었을 수 있어요). 새로 생성해 주세요.} other {{backend}에서 이 생성을 더 이상 찾을 수 없어요(만료되었을 수 있어요). 새로 시작해 주세요.}}',
    unknownTaskSpent:
      '{backend}에서 이 생성을 더 이상 찾을 수 없어요(만료되었어요). 마지막 확인 때 {amount, number} {unit}이(가) 사용되었어요. 새로 시작해 주세요.',
    unknownTaskNothingSpent:
      '{backend}에서 이 생성을 더 이상 찾을 수 없어요(만료되었어요). 마지막 확인 때는 아무것도 사용되지 않았어요. 새로 시작해 주세요.',
    nothingSpent:
      '{said} {accounts, select, balance {아무것도 사용되지 않았어요.} other {아무것도 청구되지 않았어요.}}',
    imageTooLarge: '생성된 이미지가 {size}보다 커서 여기에 올릴 수 없어요.',
    imageHostRefused: '이 이미지는 안전하게 가져올 수 없어서 여기에 표시하지 않았어요.',
    taskFailed:
      '{original, select, yes {이미지 서비스가 이 이미지를 생성하지 못했어요. 설정을 바꿔서 다시 시도해 보세요.} other {{backend}에서 이 이미지를 생성하지 못했어요. 다른 설정으로 다시 시도해 보세요.}}',
    runFailed:
      '{backend}에서 이 이미지를 생성하지 못했어요. 원인: {cause, select, outOfMemory {GPU 메모리가 부족했어요} modelUnreadable {모델을 읽을 수 없었어요} fileMissing {필요한 파일이 없어요} blocked {차단되었어요} raised {{errorType} 오류가 발생했어요} other {오류가 발생했어요}}. 다른 설정으로 다시 시도해 보세요.',
    stepFailed:
      '{backend}에서 이 이미지를 생성하지 못했어요: 노드 {titled, select, yes {“{title}”({type})} other {{type}}}(노드 {node})가 실패했어요. 원인: {cause, select, outOfMemory {GPU 메모리가 부족했어요} modelUnreadable {모델을 읽을 수 없었어요} fileMissing {필요한 파일이 없어요} blocked {워크플로가 막았어요} raised {{errorType} 오류가 발생했어요} other {오류가 발생했어요}}. 다른 설정으로 다시 시도해 보세요.',
    moved:
      '{original, select, yes {이미지 서비스 주소가 바뀌었어요. 봇 운영자에게 알려서 주소를 업데이트하게 해 주세요.} other {{backend}의 주소가 더 이상 작동하지 않아요(이전됨). 봇 운영자에게 알려서 업데이트하게 해 주세요.}}',
    parametersRejected:
      '{original, select, yes {이미지 서비스가 요청 매개변수를 거부했어요. 확인한 뒤 다시 시도해 주세요.} other {{backend}에서 요청 매개변수를 거부했어요. 확인하고 다시 시도해 주세요.}}',
    setupRefused:
      '봇 설정(모델, 워크플로 또는 접근 권한) 때문에 {backend}이(가) 이 요청을 거부해서 아무것도 생성되거나 청구되지 않았어요. 봇 운영자만 고칠 수 있으니 운영자에게 알려 주세요.',
    valueRefused:
      '{backend}에서 선택한 값을 거부했어요: {problem}. 값을 바꿔서 다시 시도해 주세요. 아무것도 생성되거나 차감되지 않았어요.',
    requestRejected:
      '{original, select, yes {이미지 서비스가 요청을 거부했어요: {said}} other {{backend}에서 요청을 거부했어요: {said}}}',
  },
  civitai: {
    unavailable:
      '이 LoRA를 조회하기 위해 CivitAI에 연결할 수 없어 아무것도 추가되지 않았습니다. 몇 분 후에 다시 시도하세요.',
    notFound:
      'CivitAI에 ID가 {id}인 모델이나 버전이 없습니다. 페이지 주소(civitai.com/models/…)의 번호를 확인한 뒤 다시 시도하세요. 아무것도 추가되지 않았습니다.',
  },
  loras: {
    tooMany: '이미지 하나에 LoRA는 최대 {max}개까지 적용할 수 있습니다',
    weight: 'LoRA 가중치는 {min}에서 {max} 사이의 숫자여야 합니다 (입력: {got})',
    notAllowed: '“{name}”은(는) 이 서버가 제공하는 LoRA가 아닙니다. 제안 목록에서 고르세요',
    notOnServer: 'LoRA “{name}”이(가) 이 서버의 이미지 백엔드에 더 이상 없습니다',
    none: '이 서버의 이미지 백엔드는 LoRA를 지원하지 않습니다',
    unreadable: '지금은 이미지 백엔드의 LoRA 목록을 읽을 수 없습니다. 1분 뒤에 다시 시도하세요',
    notInWorkflow:
      '워크플로 “{workflow}”는 LoRA를 받지 않습니다. 다른 워크플로를 고르거나 LoRA를 빼 주세요',
  },
  parameter: {
    multipleOf: '{name}은(는) {step}의 배수여야 해요 (입력값: {got})',
    empty: '{name}은(는) 비워 둘 수 없어요',
    textOrWorkflow: '{name}은(는) 텍스트나 노드 그래프 워크플로 객체여야 해요',
    emptyWorkflow: '{name}의 워크플로는 비워 둘 수 없어요',
    notText: '{name}은(는) 텍스트여야 해요(받은 값: {type})',
    emptyWhenGiven: '{name}을(를) 지정할 때는 비워 둘 수 없어요',
    notWhole: '{name}은(는) 정수여야 해요(받은 값: {got})',
    notNumber: '{name}은(는) 숫자여야 해요(받은 값: {got})',
    atLeast: '{name}은(는) {min} 이상이어야 해요(받은 값: {got})',
    atMost: '{name}은(는) {max} 이하여야 해요(받은 값: {got})',
    oneOf: '{name}은(는) 다음 중 하나여야 해요: {allowed}(받은 값: {got})',
    invisible: '{name}에는 보이는 글자가 있어야 해요(보이지 않는 글자만 있어요)',
    tooLong: '{name}은(는) 최대 {max}자까지 쓸 수 있어요(받은 값: {got})',
    tooLongWithStyle:
      '{name}은(는) {typed}자예요. 스타일 “{style}”을(를) 쓰면 보내는 프롬프트가 {got}자가 되어 허용된 {max}자를 넘어요. {over}자 줄이거나 다른 스타일을 골라 주세요',
    wrongType:
      '{name}은(는) {expected, select, string {텍스트} integer {정수} number {숫자} other {파일}}여야 해요',
    refused:
      '{original, select, yes {{problem}. 고친 뒤 {cmdImagine}을(를) 다시 실행해 주세요. 아무것도 보내지 않았고 크레딧도 쓰지 않았어요.} other {{problem}. 수정한 뒤 {cmdImagine}을(를) 다시 실행해 주세요. 아무것도 보내지 않았고 차감되지도 않았어요.}}',
  },
  jobs: {
    inputGone:
      '이 생성의 바탕이 되는 이미지가 더 이상 보관되어 있지 않아 보내지 않았고, 아무것도 차감되지 않았어요. 이미지를 붙여 다시 실행해 주세요.',
    timeout:
      '{original, select, yes {이미지 생성이 너무 오래 걸려서 봇이 기다리기를 멈췄어요. 이미지 서비스가 이미 받았으므로 크레딧은 아마 사용되었을 거예요({cmdBalance}로 확인해 보세요).} other {{accounts, select, none {이미지 생성이 너무 오래 걸려서 봇이 기다리기를 멈췄어요. {backend}에는 계정이 없어서 아무것도 차감되지 않았어요.} other {이미지 생성이 너무 오래 걸려서 봇이 기다리기를 멈췄어요. 이미 {backend}에 도달했으니 아마 차감되었을 거예요(그곳에서 잔액이나 사용량을 확인해 주세요).}}}}',
    memberCap: '이미 {limit}개의 생성이 진행 중이에요. 하나가 끝날 때까지 기다려 주세요.',
    submissionInterrupted:
      '{original, select, yes {이 생성을 보내는 도중에 봇이 다시 시작해서, 이미지 서비스에 도착했는지(그리고 크레딧이 차감됐는지) 알 수 없어요. 다시 시도를 누르기 전에 {cmdBalance}로 크레딧을 확인해 주세요.} other {{accounts, select, none {이 생성을 보내는 중에 봇이 다시 시작해서 {backend}에 도달했는지 알 수 없어요. {backend}에는 계정이 없어서 아무것도 차감되지 않았어요. 다시 시도를 누르면 다시 실행해요.} other {이 생성을 보내는 중에 봇이 다시 시작해서 {backend}에 도달(및 차감)했는지 알 수 없어요. 다시 시도를 누르기 전에 그곳에서 잔액이나 사용량을 확인해 주세요.}}}}',
    restartedBeforeSend:
      '{original, select, yes {요청을 이미지 서비스에 보내기 전에 봇이 다시 시작해서 아무것도 차감되지 않았어요. 다시 시도를 누르면 다시 실행해요.} other {요청을 {backend}에 보내기 전에 봇이 다시 시작해서 아무것도 차감되지 않았어요. 다시 시도를 누르면 다시 실행해요.}}',
    saveFailed:
      '{original, select, yes {지금은 봇이 요청을 저장할 수 없어서 아무것도 보내지 않았고 크레딧도 쓰지 않았어요. 몇 분 후에 다시 시도해 주세요. 계속 그러면 서버 운영진에게 알려 주세요.} other {지금은 봇이 요청을 저장할 수 없어서 아무것도 보내지 않았고 차감되지도 않았어요. 몇 분 후에 다시 시도해 주세요. 계속되면 서버 운영진에게 알려 주세요.}}',
    unexpected: '이 생성에서 문제가 생겼어요. 다시 시도해 주세요.',
  },
  store: {
    unavailable: '지금은 봇의 데이터베이스를 쓸 수 없어요. 몇 분 후에 다시 시도해 주세요.',
    unreachable:
      '지금은 봇의 저장소에 연결할 수 없어요. 아무것도 시작되거나 청구되지 않았어요. 1분 후에 다시 시도해 주세요.',
    keyUndecryptable: '저장된 키를 복호화하지 못했어요. {cmdApikeyLink}로 다시 연결해 주세요.',
    serverKeyUndecryptable: '서버 키를 복호화하지 못했어요. 서버 관리자가 다시 설정해야 해요.',
  },
  keys: {
    signup: {
      where:
        '{tokens, select, no {🔑 API 키는 {service} 계정에서 받을 수 있어요.} other {🔑 API 키와 로그인 토큰은 {service} 계정에서 받을 수 있어요.}}',
      whereAt:
        '{tokens, select, no {🔑 API 키는 {service} 계정에서 받을 수 있어요: {url}} other {🔑 API 키와 로그인 토큰은 {named, select, yes {{service}} other {이미지 서비스}} 계정에서 받을 수 있어요: {url}}}',
      from: '{named, select, yes {{service}} other {이미지 서비스}} 계정에서 받아요.',
    },
    missing:
      '연결된 API 키가 없어요. {creates, select, yes {`{cmdApikeyLink}`로 내 키를 연결하거나 `{cmdApikeyGenerate}`로 새로 만들어 주세요.} other {`{cmdApikeyLink}`로 내 키를 연결해 주세요.}}',
    missingHere:
      '연결된 API 키가 없고, 이 서버에도 서버 키가 없어요. {creates, select, yes {`{cmdApikeyLink}`로 내 키를 연결하거나 `{cmdApikeyGenerate}`로 새로 만들어 주세요.} other {`{cmdApikeyLink}`로 내 키를 연결해 주세요.}}',
    nothingToUnlink: '연결된 API 키가 없어서 해제할 것이 없어요.',
    nothingToRevoke:
      '연결된 API 키가 없어서 폐기할 것이 없어요. 봇에 없는 키는 이미지 서비스 계정에서 폐기해 주세요.',
    unlinkedBeforeRun:
      '이 생성이 시작되기 전에 API 키 연결이 해제되었어요. `{cmdApikeyLink}`로 키를 연결해 주세요.',
    serverKeyRemovedBeforeRun: '이 생성이 시작되기 전에 서버 키가 삭제되었어요.',
    rejectedOwn:
      '{original, select, yes {이미지 서비스가 내 API 키({masked})를 잘못되었거나 폐기된 키로 거부해서 연결을 해제했어요. `{cmdApikeyLink}`로 작동하는 키를 연결하거나 `{cmdApikeyGenerate}`로 새로 만들어 주세요.} other {{backend}에서 내 API 키({masked})를 잘못되었거나 폐기된 키로 거부해서 연결을 해제했어요. `{cmdApikeyLink}`로 작동하는 키를 연결해 주세요.}}',
    rejectedServer:
      '{original, select, yes {이미지 서비스가 서버 키({masked})를 잘못되었거나 폐기된 키로 거부해서 삭제했어요. "서버 관리하기" 권한이 있는 멤버가 `{cmdApikeyServerSet}`로 새 키를 설정할 수 있어요.} other {{backend}에서 서버 키({masked})를 잘못되었거나 폐기된 키로 거부해서 제거했어요. 서버 관리 권한이 있는 멤버가 `{cmdApikeyServerSet}`로 새 키를 설정할 수 있어요.}}',
  },
  apikey: {
    malformed:
      'API 키 형식이 아닌 것 같아요. 키는 {shape}예요. {original, select, yes {이미지 서비스 계정} other {{backend} 계정}}에서 키를 다시 복사해 시도해 주세요. 아무것도 바뀌지 않았어요.',
    keyShapeNone: '여기서는 필요 없음',
    keyShapeProvider: '제공업체가 발급한 비밀 키(공백 없음)',
    keyShapeHorde: 'aihorde.net에서 받은 영문자, 숫자, - 또는 _ 22자',
    keyShapeService: '`sk-` 뒤에 16진수 48자',
    notYours: '이 확인에는 명령어를 실행한 멤버만 답할 수 있어요. 아무것도 바뀌지 않았어요.',
    linkModal: {
      title: 'API 키 연결하기',
      label: '{named, select, no {이미지 서비스 API 키} other {내 {backend} API 키}}',
      description:
        '{original, select, yes {`sk-`와 16진수 48자. 서비스에서 확인한 뒤 암호화해서 저장해요.} other {{shape}. {backend}에서 확인한 뒤 암호화해서 저장해요.}}',
      placeholder: '{original, select, yes {sk-…} other {API 키}}',
    },
    generateModal: {
      title: 'API 키 만들기',
      label: '이미지 서비스 로그인 토큰',
      description: '키를 만들 때 한 번만 쓰고 저장하지 않아요.',
      placeholder: '로그인 토큰',
    },
    serverModal: {
      title: '서버 키 설정하기',
      label: '{original, select, yes {이 서버에서 쓸 API 키} other {이 서버의 API 키({backend})}}',
      description: '자기 키가 없는 멤버는 일일 한도 안에서 이 키로 생성해요.',
      placeholder: '{original, select, yes {sk-…} other {API 키}}',
    },
    linked:
      '✅ `{masked}`을(를) 이미지 서비스의 **{username}** 계정으로 연결했어요: **{credits}**.',
    linkedOn:
      '{named, select, yes {✅ `{masked}`을(를) {backend}의 **{username}** 계정으로 연결했어요: **{credits}**.} other {✅ `{masked}`을(를) {backend}에 연결했어요: **{credits}**.}}',
    linkedNext:
      '이제 생성할 때 이 키를 써요. 키는 암호화해서 저장하고 전체를 보여 주지 않아요. `{cmdApikeyStatus}`로 확인하고 `{cmdApikeyUnlink}`로 연결을 해제할 수 있어요.',
    linkedReplaced: '전에 연결한 키를 대체했어요(이전 키는 폐기하지 않았어요).',
    generated: {
      notChecked:
        '⚠️ 새 키(`{masked}`)를 만들었지만 서비스에서 확인하지 못해서({reason}) **연결하지 않았어요**. 나중에 `{cmdApikeyLink}`로 연결해 주세요.',
      linked:
        '✅ **{username}**({credits})용 `{masked}`을(를) 만들어 연결했어요. 이제 생성할 때 이 키를 써요.',
      shownOnce: '새 키예요. **이번 한 번만** 보여 드리니 다른 곳에서 쓰려면 지금 복사해 두세요.',
      warning:
        '⚠️ 이 키가 있으면 누구나 내 크레딧을 쓸 수 있어요. 절대 채널에 올리지 마세요. 계정의 이전 키도 계속 작동해요.',
      tokenUnused: '입력한 로그인 토큰은 한 번만 쓰고 저장하지 않았어요.',
    },
    status: {
      titlePersonal: '내 API 키',
      titleServer: '서버 키',
      key: '키',
      serviceUser: '서비스 계정',
      linked: '연결한 시각',
      set: '설정한 시각',
      when: '{relative}({date})',
      whenBy: '{relative}({date}), 설정한 사람 {user}',
      balance: '잔액',
      unavailable:
        '지금은 확인할 수 없어요: {reason}\n키 연결은 그대로예요. 위에 저장된 정보는 최신이에요.',
      dailyLimit: '일일 한도',
      dailyLimitValue:
        '멤버당 하루 {limit, number}회(00:00 UTC에 초기화). `{cmdApikeyServerLimit}`로 바꿀 수 있어요.',
      footerServer: '자기 키가 없는 멤버는 이 키로 생성해요.',
      footerPersonal: '암호화해서 저장하고, 마지막 네 글자만 보여 줘요.',
    },
    unlinked:
      '{named, select, yes {✅ `{masked}`(계정 **{username}**)의 연결을 해제했어요. 봇은 더 이상 이 키를 갖고 있지 않아요. 생성하려면 다시 키(또는 있다면 서버 키)가 필요해요.} other {✅ `{masked}`의 연결을 해제했어요. 봇은 더 이상 이 키를 갖고 있지 않아요. 생성하려면 다시 키(또는 있다면 서버 키)가 필요해요.}}',
    unlinkedUnreadable:
      '✅ 키 연결을 해제했어요. 봇은 더 이상 이 키를 갖고 있지 않아요. 생성하려면 다시 키(또는 있다면 서버 키)가 필요해요.',
    notRevoked:
      '{original, select, yes {키 자체는 **폐기하지 않았기** 때문에 다른 곳에서는 계속 작동해요. 막으려면 다시 연결한 뒤 `{cmdApikeyRevoke}`을(를) 실행하거나, 이미지 서비스 계정에서 폐기해 주세요.} other {키 자체는 **폐기하지 않았기** 때문에 다른 곳에서는 계속 작동해요. 더 이상 믿을 수 없다면 {backend} 계정에서 폐기해 주세요.}}',
    revoke: {
      alreadyInvalid:
        '✅ `{masked}`은(는) 이미지 서비스에서 이미 잘못되었거나 폐기된 키라서 연결을 해제했어요. `{cmdApikeyLink}`로 다른 키를 연결하거나 `{cmdApikeyGenerate}`로 새로 만들어 주세요.',
      done: '✅ `{masked}`을(를) 폐기하고 연결을 해제했어요. 이제 어디에서도 작동하지 않아요. 계정 **{username}**의 크레딧과 다른 키는 그대로예요.',
      doneAlready:
        '✅ `{masked}`을(를) 폐기하고(서비스에 따르면 이미 폐기된 상태였어요) 연결을 해제했어요. 이제 어디에서도 작동하지 않아요. 계정 **{username}**의 크레딧과 다른 키는 그대로예요.',
      next: '`{cmdApikeyLink}`로 다른 키를 연결하거나 `{cmdApikeyGenerate}`로 새로 만들어 주세요.',
    },
    revokeAll: {
      question: '⚠️ 이미지 서비스 계정 **{username}**의 API 키를 **전부** 폐기할까요?',
      consequence:
        '이 계정의 키를 쓰는 앱, 봇, 서버가 모두 작동을 멈추고, 여기에 연결된 내 키도 해제돼요. 되돌릴 수 없어요.',
      confirmWithin: '{minutes}분 안에 확인해 주세요.',
      confirm: '모든 키 폐기',
      cancel: '취소',
      expired:
        '⌛ 확인 시간이 지나서 아무것도 폐기하지 않았어요. 그래도 원하면 `{cmdApikeyRevokeAll}`을(를) 다시 실행해 주세요.',
      changed:
        '요청한 뒤로 연결된 키가 바뀌어서 아무것도 폐기하지 않았어요. 그래도 원하면 `{cmdApikeyRevokeAll}`을(를) 다시 실행해 주세요.',
      alreadyInvalid:
        '⚠️ 연결된 키 `{masked}`이(가) 이미 잘못되었거나 폐기된 상태라 다른 키를 폐기할 수 없었어요. 연결은 해제했어요. 남은 키는 이미지 서비스 계정에서 폐기해 주세요.',
      done: '✅ **{username}**의 키 {count}개를 폐기하고 `{masked}`의 연결을 해제했어요.',
      doneEvery: '✅ **{username}**의 키를 모두 폐기하고 `{masked}`의 연결을 해제했어요.',
      next: '필요할 때 `{cmdApikeyGenerate}`로 새 키를 만들어 주세요.',
      cancelled: '취소했어요. 폐기한 키는 없어요.',
    },
    server: {
      backendSet:
        '✅ 이제 이 서버의 생성은 **{backend}**(으)로 가요. 여기에 연결된 키가 비용을 내고, 다른 백엔드의 키는 연결된 채로 남지만 여기서는 쓰이지 않아요. 설정과 기록은 그대로예요.',
      backendUnknown:
        '이 봇에는 “{name}”(이)라는 이미지 백엔드가 없어요. 목록에서 골라 주세요: {offered}. 아무것도 바뀌지 않았어요.',
      none: '이 서버에는 서버 키가 없어서 멤버마다 자기 키가 필요해요(`{cmdApikeyLink}`). `{cmdApikeyServerSet}`로 설정할 수 있어요. 멤버당 일일 한도는 **{limit}**회가 돼요.',
      noneToClear: '이 서버에는 서버 키가 없어서 바뀐 것이 없어요.',
      cleared:
        '✅ 서버 키를 삭제했어요. 이제 멤버마다 자기 키가 필요해요({creates, select, yes {`{cmdApikeyLink}` 또는 `{cmdApikeyGenerate}`} other {`{cmdApikeyLink}`}}).',
      clearedNotRevoked:
        '{original, select, yes {키는 **폐기하지 않았기** 때문에 다른 곳에서는 계속 작동해요. 더 이상 믿을 수 없다면 해당 이미지 서비스 계정에서 폐기해 주세요.} other {키는 **폐기하지 않았기** 때문에 다른 곳에서는 계속 작동해요. 믿을 수 없다면 {backend}의 해당 계정에서 폐기해 주세요.}}',
      limitInvalid:
        '일일 한도는 {min}부터 {max}까지의 정수여야 해요(받은 값: {got}). 아무것도 바뀌지 않았어요.',
      limitZero:
        '✅ 일일 한도를 **0**으로 설정했어요. 이제 멤버는 서버 키로 생성할 수 없어요(자기 키는 계속 쓸 수 있어요).',
      limitSet:
        '✅ 이제 자기 키가 없는 멤버는 서버 키로 하루 **{limit, number}**회까지 생성할 수 있어요(횟수는 00:00 UTC에 초기화).',
      limitNoKey: '이 서버에는 아직 서버 키가 없어요. `{cmdApikeyServerSet}`로 설정해 주세요.',
      set: '{named, select, yes {✅ 서버 키를 설정했어요: **{username}**의 `{masked}`({credits}).} other {✅ 서버 키를 설정했어요: `{masked}`({credits}).}}',
      setNext:
        '이제 자기 키가 없는 멤버는 이 키로 하루 **{limit}**회까지 생성해요(`{cmdApikeyServerLimit}`로 변경).',
      setReplaced: '이전 서버 키를 대체했어요(이전 키는 폐기하지 않았어요).',
    },
  },
  balance: {
    footerRecord: '봇이 받은 이미지로 센 값입니다. {backend}은(는) 잔액을 두지 않습니다.',
    usageOnly:
      '{backend}은(는) API 키의 잔액을 두지 않습니다. 이번 달 봇을 통해 이 키로 사용한 양: **이미지 {images, number}장**, 토큰 {tokens, number}개.',
    title: '이미지 서비스 크레딧',
    titleOf: '{backend}: {unit}',
    creditsOf: '{original, select, yes {{user}의 크레딧} other {{user}의 잔액}}',
    footer: '잔액은 이미지 서비스에서 실시간으로 가져와요.',
    footerOf: '잔액은 {backend}에서 실시간으로 가져와요.',
    yourKey: '내 키',
    theirKey: '멤버의 키',
    noKeyYours:
      '연결된 키가 없어요. {creates, select, yes {`{cmdApikeyLink}`로 내 키를 연결하거나 `{cmdApikeyGenerate}`로 새로 만들어 주세요.} other {`{cmdApikeyLink}`로 내 키를 연결해 주세요.}}',
    noKeyYoursPool:
      '연결된 키가 없어요. {creates, select, yes {`{cmdApikeyLink}`로 내 키를 연결하거나 `{cmdApikeyGenerate}`로 새로 만들어 주세요.} other {`{cmdApikeyLink}`로 내 키를 연결해 주세요.}} 이 서버에서는 서버 키로 생성해요.',
    noKeyTheirs: '연결된 키가 없어요.',
    noKeyTheirsPool: '연결된 키가 없어요. 이 서버에서는 서버 키로 생성해요.',
    unavailable: '지금은 확인할 수 없어요: {reason}',
    removed: '더 이상 유효하지 않아서 삭제했어요.',
    account: '계정 **{username}**',
    accountWithKey: '계정 **{username}** · `{masked}`',
    pool: '서버 공용 한도',
    poolYours: '오늘 내 생성 횟수: **{limit}회 중 {left}회** 남음({resets} 초기화).',
    poolTheirs: '오늘 이 멤버의 생성 횟수: **{limit}회 중 {left}회** 남음({resets} 초기화).',
    poolUnused: '자기 키가 없는 멤버만 써요.',
    otherRejected:
      '{original, select, yes {이미지 서비스가 {user}의 키를 잘못되었거나 폐기된 키로 거부해서 연결을 해제했어요. `{cmdApikeyLink}`로 새 키를 연결해야 해요.} other {{backend}에서 {user}의 키를 잘못되었거나 폐기된 키로 거부해서 연결을 해제했어요. `{cmdApikeyLink}`로 새 키를 연결해야 해요.}}',
    otherNone: '{user}은(는) 연결된 API 키가 없고, 이 서버에도 서버 키가 없어요.',
    notMember: '{user}은(는) 이 서버의 멤버가 아니라서 여기서는 잔액을 보여 드리지 않아요.',
  },
  imagine: {
    roleClosed:
      '내 역할로는 이 서버의 키를 사용할 수 없어요. 계속하려면 `{cmdApikeyLink}`로 내 키를 연결하세요. 요금은 청구되지 않았어요.',
    budgetReached:
      '이 서버의 키가 {period, select, daily {일일} other {월간}} 예산을 모두 썼어요. <t:{seconds}:R>(<t:{seconds}:f>)에 다시 결제할 수 있어요. 지금 계속하려면 `{cmdApikeyLink}`로 내 키를 연결하세요. 요금은 청구되지 않았어요.',
    notFound:
      '봇에 이 생성 기록이 더 이상 없어요(7일 동안 보관해요). 대신 {cmdImagine}을(를) 다시 실행해 주세요.',
    answerNotTaken:
      'Discord가 봇의 응답을 받지 않아서 아무것도 시작되거나 청구되지 않았어요. 잠시 후에 다시 시도해 주세요.',
    optionName: '`{option}`',
    describeRange: '{text}, {min}–{max}',
    describeOnly: '{text}({workflows} 전용)',
    workflowFile: {
      next: '{problem} JSON 객체로 저장한 노드 그래프 워크플로를 첨부하고 {cmdImagine}을(를) 다시 실행해 주세요. 아무것도 쓰지 않았어요.',
      notUtf8: '워크플로 파일이 UTF-8 텍스트가 아니에요.',
      notJson: '워크플로 파일이 올바른 JSON이 아니에요({detail}).',
      notObject:
        '워크플로 파일에 JSON 객체가 아닌 {kind, select, array {배열} null {null} string {문자열} number {숫자} boolean {불리언} other {다른 값}}이(가) 들어 있어요.',
      empty: '워크플로 파일이 빈 JSON 객체예요.',
      tooDeep: '워크플로 파일의 중첩이 {max}단계를 넘어요.',
      tooLarge: '워크플로 파일이 {size}로, 한도인 {max}를 넘어요.',
      overLimit: '워크플로 파일이 한도인 {max}를 넘어요.',
      downloadFailed: 'Discord에서 워크플로 파일을 내려받지 못했어요.',
      textOnly:
        '워크플로 파일에는 노드 그래프 워크플로({workflows})가 필요해요. {workflow}은(는) 텍스트 프롬프트만 받아요.',
      neverFetched: '워크플로 파일을 가져오지 못했어요. 보내기 전에 봇이 다시 시작했어요.',
    },
    dailyLimit: {
      closed: '이 서버의 키는 멤버에게 열려 있지 않아요(일일 한도 0).',
      used: '오늘 이 서버의 키로 쓸 수 있는 {limit}회를 모두 썼어요.',
      resets:
        '{used} 한도는 <t:{seconds}:R>(<t:{seconds}:t>, UTC 자정)에 초기화돼요. 지금 계속하려면 `{cmdApikeyLink}`로 내 키를 연결해 주세요.',
    },
    progress: {
      atBackendQueue:
        '{position, plural, =0 {{backend}에서 다음 차례예요} other {{backend} 대기열 **#**번째}}{seconds, plural, =-1 {.} other {, 약 #초 기다려요.}}',
      waiting: '⏳ 빈자리를 기다리는 중',
      queued: '🕒 대기 중',
      processing: '🎨 생성 중',
      completed: '✅ 완료',
      failed: '❌ 실패',
      timedOut: '⌛ 시간 초과',
      position: '이 서버의 대기열에서 **{position}**번째예요.',
      atService:
        '{named, select, no {이미지 서비스가 처리를 시작하기를 기다리고 있어요.} other {{backend}에서 시작하기를 기다리는 중이에요.}}',
      started: '{time} 시작했어요.',
      ready: '진행 상황으로 보면 {time} 완료될 예정이에요.',
      working: '작업 중…',
      ignored: '{workflow} 워크플로에서는 쓰이지 않아요: {options}.',
      ignoredByBackend: '이 이미지 백엔드에서는 쓰이지 않아요: {options}.',
      cancelled: '✖️ 취소됨',
      stopped: '⏹️ 기다리기 중단',
      percent: '{bar} {progress, number, percent} 완료',
    },
    result: {
      title: '✅ 이미지 완성',
      lorasNotApplied:
        '⚠️ 적용되지 않음: {loras}. 이미지 백엔드가 {count, plural, other {이 LoRA}}를 가져오지 못해서 그 LoRA 없이 이미지를 만들었어요.',
      missingTitle: '⚠️ 이미지는 만들어졌지만 전달되지 않았어요',
      tooLarge:
        '{original, select, yes {이미지가 너무 커서 봇이 여기에 올릴 수 없어요(최대 {size}). 생성은 끝났으므로 크레딧은 사용되었어요.} other {{backend}에서 만든 이미지가 너무 커서 봇이 여기에 올릴 수 없어요(최대 {size}). 생성은 끝났으므로 평소처럼 요금이 청구되었어요.}}',
      notFetched:
        '{original, select, yes {이미지는 만들어졌지만 봇이 이미지 서비스에서 가져오지 못해 게시하지 않아요. 생성은 끝났으므로 크레딧은 사용되었어요.} other {이미지는 만들어졌지만 봇이 {backend}에서 가져오지 못해 게시하지 않아요. 생성은 끝났으므로 평소처럼 요금이 청구되었어요.}}',
      reencoded:
        '{scaled, select, yes {봇이 여기에 올릴 수 있는 {size}에 맞추려고 WebP로 다시 인코딩하고 {width}×{height}로 줄였어요.} other {봇이 여기에 올릴 수 있는 {size}에 맞추려고 WebP로 다시 인코딩했어요.}}',
      notAnImage:
        '{original, select, yes {이미지 서비스가 Discord에서 표시할 수 있는 이미지가 아닌 것을 돌려줘서 게시하지 않았어요. 생성은 끝났으므로 크레딧은 사용되었어요.} other {{backend}에서 돌려준 것이 Discord에서 보여 줄 수 있는 이미지가 아니라서 게시하지 않았어요. 생성은 끝났으니 평소처럼 차감되었어요.}}',
    },
    failure: {
      title: '❌ 생성 실패',
      timedOut: '⌛ 시간 초과',
      tookTooLong:
        '{original, select, yes {생성이 너무 오래 걸렸어요. 크레딧은 아마 사용되었을 거예요.} other {생성이 너무 오래 걸렸어요. {backend}에서 차감되었을 수 있어요.}}',
      failed: '생성에 실패했어요.',
      serviceSaid:
        '{original, select, yes {이미지 서비스 메시지: “{said}”} other {{backend}의 메시지: “{said}”}}',
      nextOperator: '봇 운영자가 고친 뒤에 **다시 시도**를 눌러 주세요.',
      nextFailed:
        '**다시 시도**를 눌러 다시 해 보세요. 계속 실패하면 프롬프트나 옵션을 바꿔 보세요.',
      nextTimedOut:
        '{original, select, yes {서비스가 붐비는 것 같아요. 잠시 후 **다시 시도**를 눌러 주세요.} other {{backend}이(가) 붐비는 것 같아요. 잠시 후 **다시 시도**를 눌러 주세요.}}',
    },
    cancelled: {
      title: '✖️ 생성 취소됨',
      stoppedTitle: '⏹️ 기다리기 중단됨',
      next: '같은 옵션으로 다시 실행하려면 **다시 실행**을(새 생성 1회), 먼저 바꾸려면 **리믹스**를 눌러 주세요.',
    },
    details: {
      title: '생성 매개변수',
      prompt: '**프롬프트**',
      task: '**작업** `{taskId}`',
      paidWith:
        '**결제** {source, select, server {서버 키} anonymous {익명 키(최저 우선순위)} other {본인 키}}',
    },
    summary: {
      cost: '비용',
      negativePrompt: '네거티브 프롬프트',
      workflow: '워크플로',
      workflowFile: '워크플로 파일',
      size: '크기',
      steps: '스텝',
      seed: '시드',
      cfg: 'CFG',
      model: '모델',
      sampler: '샘플러',
      loras: 'LoRA',
      notApplied: '(적용 안 됨)',
      random: '무작위',
      duration: '소요 시간',
      requestedBy: '요청한 사람',
      key: '키',
      anonymousKey: '익명(최저 우선순위)',
    },
    buttons: {
      reroll: '🎲 다시 뽑기',
      details: 'ℹ️ 자세히',
      delete: '🗑️ 삭제',
      retry: '🔁 다시 시도',
      runAgain: '🔁 다시 실행',
    },
  },
  settings: {
    show: '나에게만 보이는 답변은 Discord 언어 설정에 따라 **{member}**(으)로 보여 드려요.',
    showServer:
      '이 서버의 공개 메시지(진행 상황과 결과)는 **{server}**예요: {source, select, override {서버 관리자가 선택한 언어} other {서버의 Discord 언어}}.',
    showDm: 'DM에서는 모두 내 언어로 보여 드려요.',
    howToChange:
      '"서버 관리하기" 권한이 있는 멤버는 `{cmdLanguageServer}`로 서버 언어를 바꿀 수 있어요.',
    set: '✅ 이제 이 서버의 공개 메시지(진행 상황과 결과)는 **{language}**(으)로 보여요.',
    followDiscord: '✅ 이제 이 서버의 공개 메시지는 서버의 Discord 언어를 따라요: **{language}**.',
  },
  prefs: {
    title:
      '{scope, select, member {내 /imagine 기본값} channel {이 채널의 /imagine 기본값} other {이 서버의 /imagine 기본값}}',
    intro: {
      member:
        '옵션을 생략하면 {cmdImagine}이 어디서나 쓰는 값이에요. 입력한 값이 항상 우선이고, 그다음 고른 스타일, 내 설정, 채널 설정, 서버 설정 순이에요.',
      channel:
        '{channel}에서 멤버가 옵션을 생략하고 자기 설정도 없을 때 {cmdImagine}이 쓰는 값이에요. 서버 기본값보다 우선해요.',
      server:
        '이 서버에서 멤버가 옵션을 생략하고 본인도 채널도 설정하지 않았을 때 {cmdImagine}이 쓰는 값이에요.',
    },
    field: {
      workflow: '워크플로',
      size: '크기',
      steps: '스텝',
      negativePrompt: '네거티브 프롬프트',
      cfg: 'CFG',
      model: '모델',
      count: '명령당 이미지 수',
      visibility: '결과',
      style: '스타일',
    },
    visibility: { public: '채널에 게시', private: '본인에게만 표시' },
    serviceDefault: '{original, select, yes {이미지 서비스 기본값} other {{backend} 기본값}}',
    noStyle: '스타일 없음',
    value: '{value} · {source}',
    source:
      '{source, select, here {여기서 설정} typed {입력값} style {스타일} member {내 설정} channel {채널 설정} server {서버 설정} other {기본 내장}}',
    pick: {
      workflow: '워크플로…',
      size: '크기…',
      visibility: '결과를 보낼 곳…',
      style: '스타일…',
      unset: '설정 안 함(다음 단계 사용)',
    },
    buttons: { more: '스텝, CFG, 모델, 네거티브 프롬프트, 이미지 수…', reset: '모두 초기화' },
    modal: { title: '/imagine 기본값', blank: '비워 두면 설정이 해제돼요.' },
    invalid: '{field}: {problem}. 아무것도 바꾸지 않았어요.',
    problem: {
      range: '{min}–{max} 사이의 {whole, select, true {정수} other {숫자}}여야 해요',
      tooLong: '최대 {max}자까지예요',
      oneOf: '{allowed} 중 하나여야 해요',
      unlisted:
        '은(는) 서버의 이미지 백엔드가 지금 제공하는 모델이 아니에요. 목록에서 하나를 골라 주세요',
    },
    footer: '이 패널은 나만 볼 수 있어요. 변경 사항은 다음 {cmdImagine}부터 적용돼요.',
    details: {
      sources: '**옵션의 출처**',
      source: '{option}: {source}',
      style: '**스타일** {name}, 보낸 프롬프트:',
    },
  },
  styles: {
    title: '스타일',
    line: '**{name}** ({kind, select, builtIn {기본 내장} other {이 서버}}): {template}',
    sets: '설정: {options}',
    howToUse:
      '{cmdImagineStyle}로 사용해요. 서버 관리 권한이 있는 멤버는 `{cmdStylesAdd}`로 직접 추가할 수 있어요.',
    modal: {
      addTitle: '새 스타일',
      editTitle: '스타일 수정',
      name: '이름',
      template: '프롬프트 템플릿',
      templateHint: '멤버의 프롬프트가 들어갈 자리에 {placeholder}를 넣어 주세요.',
      negativePrompt: '네거티브 프롬프트',
      options: '설정할 옵션(선택)',
      optionsHint: '예: workflow:anime size:portrait steps:30 cfg:7',
      loras: '적용할 LoRA (선택)',
      lorasHint:
        '최대 {max}개, 이름:가중치 형식 (예: add_detail:0.6, film-grain). 트리거 단어는 템플릿에 넣으세요.',
    },
    saved: '✅ 스타일 **{name}**을(를) 저장했어요. 멤버는 {cmdImagineStyle}로 사용해요.',
    removed: '✅ 스타일 **{name}**을(를) 삭제했어요.',
    notFound:
      '여기에는 “{name}” 스타일이 없어요. `{cmdStylesList}`로 목록을 볼 수 있어요. 아무것도 바꾸지 않았어요.',
    builtInName:
      '“{name}”은(는) 기본 내장 스타일 이름이에요. 다른 이름을 골라 주세요. 아무것도 바꾸지 않았어요.',
    builtInFixed:
      '기본 내장 스타일은 바꾸거나 삭제할 수 없어요. 대신 이 서버만의 스타일을 추가해 주세요.',
    noPlaceholder:
      '템플릿에는 멤버의 프롬프트가 들어갈 자리에 {placeholder}가 있어야 해요. 아무것도 바꾸지 않았어요.',
    badName: '스타일 이름은 1–{max}자의 문자, 숫자, - 또는 _예요. 아무것도 바꾸지 않았어요.',
    full: '이 서버에는 이미 스타일이 {max}개 있어요. 먼저 하나를 삭제해 주세요. 아무것도 바꾸지 않았어요.',
    taken: '이미 “{name}”이라는 스타일이 있어요. 아무것도 바꾸지 않았어요.',
    badOption:
      '“{got}”은(는) 스타일이 설정하는 옵션이 아니에요({fields}, `이름:값` 형식). 아무것도 바꾸지 않았어요.',
    badValue: '옵션에서: {field}: {problem}. 아무것도 바꾸지 않았어요.',
    unknown:
      '{original, select, yes {“{name}” 스타일이 없어요. `{cmdStylesList}`로 목록을 볼 수 있어요. 아무것도 보내지 않았고 크레딧도 쓰지 않았어요.} other {“{name}” 스타일이 없어요. `{cmdStylesList}`로 목록을 볼 수 있어요. 아무것도 보내지 않았고 차감되지도 않았어요.}}',
    badLora: 'LoRA: {problem}. 아무것도 바뀌지 않았습니다.',
  },
  policy: {
    logTitle: '관리 로그',
    logOff: '꺼짐: 아래에서 채널을 고르세요.',
    logOn: '{channel}에 기록 중: 모든 생성, 거부, 변경을 멘션 없이.',
    logPaused:
      '⚠️ 일시 중지: {problem, select, deleted {채널이 삭제됐어요} other {더 이상 {channel}에 쓸 수 없어요}}. 채널을 다시 고르세요.',
    pickLogChannel: '로그 채널…',
    logOffButton: '로그 끄기',
    logMissing:
      '{channel}에 쓸 수 없어요: 그곳에서 {permissions} 권한이 필요해요. 아무것도 바뀌지 않았어요.',
    permissionNames: {
      ViewChannel: '채널 보기',
      SendMessages: '메시지 보내기',
      EmbedLinks: '링크 첨부',
    },
    lowBalanceTitle: '잔액 부족 알림',
    lowBalanceOn:
      '서버 키가 {credits, number}{unit, select, credits {크레딧} other {{unit}}} 아래로 내려가면 로그 채널에 한 번 알려요(생성 후 확인, 최대 {minutes}분마다).',
    lowBalanceOff: '꺼짐.',
    lowBalanceButton: '알림 기준…',
    lowBalanceModal: {
      title: '잔액 부족 알림',
      label: '이 {unit, select, credits {크레딧} other {{unit}}} 아래로 내려가면 알림',
      hint: '비워 두면 알림 없음. 알림은 로그 채널로 가요.',
    },
    invalidLowBalance:
      '기준은 1~{max, number} 사이의 정수이거나 비워 두어야 해요. 아무것도 바뀌지 않았어요.',
    pages: {
      limits: '제한',
      members: '역할 및 예산',
      log: '로그 및 알림',
      safety: '안전',
      blocks: '차단',
    },
    rolesTitle: '역할별 일일 한도',
    rolesNone: '없음: 모든 멤버에게 서버의 일일 한도({limit}회)가 적용돼요.',
    roleLine: '{role}: {perDay, plural, =0 {서버 키 사용 불가} other {하루 #회}}',
    rolesFooter:
      '멤버에게는 역할 중 가장 높은 한도가, 없으면 서버 한도가 적용돼요. 자기 키가 있는 멤버는 제한되지 않아요. 날짜와 월은 UTC 기준이에요.',
    pickRole: '역할의 일일 한도 설정…',
    roleModal: {
      title: '역할의 일일 한도',
      label: '멤버 1명당 하루 생성 횟수',
      hint: '0: 이 역할은 서버 키를 쓸 수 없어요. 비워 두면 규칙을 삭제해요.',
    },
    invalidRoleLimit:
      '일일 한도는 0~{max, number} 사이의 정수여야 하고, 비워 두면 규칙이 삭제돼요. 아무것도 바뀌지 않았어요.',
    tooManyRoles:
      '규칙은 최대 {max}개 역할까지 둘 수 있어요. 먼저 하나를 삭제하세요. 아무것도 바뀌지 않았어요.',
    budgetTitle: '서버 예산',
    budgetLine: '{period, select, daily {오늘} other {이번 달}}: {used, number} / {cap}',
    noCap: '상한 없음',
    budgetIn:
      '{unit, select, credits {{costUnit, select, credits {크레딧(생성 1회당 {credits})} other {{costUnit}(요청마다 실제로 쓴 양)}}} other {생성 횟수}} 기준으로 셉니다.',
    budgetButton: '예산…',
    unitButton:
      '{unit, select, credits {생성 횟수로 세기} other {{costUnit, select, credits {크레딧으로 세기} other {{costUnit}(으)로 세기}}}}',
    budgetModal: {
      title: '서버 예산',
      daily: '일일 상한',
      monthly: '월간 상한',
      hint: '{counted, select, credits {크레딧 단위.} generations {생성 횟수 단위.} images {이미지 수 단위.} other {{counted} 단위.}} 비워 두면 상한 없음.',
    },
    invalidBudget:
      '상한은 1~{max, number} 사이의 정수이거나 비워 두어야 해요. 아무것도 바뀌지 않았어요.',
    title: '서버 규칙',
    limits: '서버 키 한도',
    maxSide: '가장 큰 이미지: {value}',
    maxSteps: '최대 스텝: {value}',
    maxImages: '명령당 최대 이미지: {value}',
    workflows: '워크플로: {value}',
    loras: 'LoRA: {value}',
    allLoras: '서버에 있는 전부',
    noLoras: '없음',
    lorasNoneAdded: '아직 없음 (CivitAI ID로 추가하세요)',
    lorasUnreadable: '(지금은 백엔드 목록을 읽을 수 없습니다)',
    pixels: '한 변 {max}px',
    noLimit: '제한 없음',
    allWorkflows: '전체',
    banned: '금지어와 패턴',
    bannedNone: '없음.',
    bannedCount: '{count, plural, other {#개}}: {list}',
    footer:
      '한도는 서버 키로 결제하는 생성에, 금지어는 이 서버의 모든 프롬프트에 적용돼요. 거절된 요청은 비용이 들지 않아요.',
    pickWorkflows: '서버 키로 실행할 워크플로…',
    pickLoras: '멤버가 쓸 수 있는 LoRA…',
    removeLora: 'LoRA 제거…',
    buttons: { limits: '한도…', banned: '금지어…', addLora: 'LoRA 추가…' },
    limitsModal: {
      title: '서버 키 한도',
      maxSide: '가장 긴 변(픽셀)',
      maxSteps: '최대 스텝',
      maxImages: '명령당 최대 이미지',
      blank: '비워 두면 제한이 없어요.',
    },
    bannedModal: {
      title: '금지어와 패턴',
      label: '한 줄에 단어나 문구 하나',
      hint: '대소문자, 띄어쓰기, 악센트, 비슷하게 생긴 글자는 무시해요. 앞이나 뒤의 *는 더 긴 단어 안에서도 찾아요.',
    },
    addLoraModal: {
      title: 'CivitAI에서 LoRA 추가',
      label: 'CivitAI 모델 ID 또는 페이지 주소',
      hint: 'civitai.com/models/… 의 번호. ?modelVersionId= 가 붙은 주소는 그 버전을 추가합니다.',
    },
    loraBadId:
      'LoRA의 CivitAI 페이지 주소(civitai.com/models/…)에 있는 번호나 주소 자체를 입력하세요. 아무것도 추가되지 않았습니다.',
    loraNotLora:
      '{name}은(는) CivitAI에서 LoRA가 아니라 {type}입니다. 아무것도 추가되지 않았습니다.',
    loraTooLarge:
      '{name}의 크기는 {size}입니다. AI Horde 워커는 최대 {max}의 LoRA만 받습니다. 아무것도 추가되지 않았습니다.',
    tooManyLoras:
      'LoRA는 최대 {max}개까지 추가할 수 있습니다. 먼저 하나를 제거하세요. 아무것도 바뀌지 않았습니다.',
    invalidLimit:
      '{field}은(는) {min}–{max} 사이의 정수이거나, 제한이 없으면 비워 둬야 해요. 아무것도 바꾸지 않았어요.',
    tooMany: '최대 {max}개까지예요({got}개 입력). 아무것도 바꾸지 않았어요.',
    tooLongEntry: '“{entry}”은(는) {max}자를 넘어요. 아무것도 바꾸지 않았어요.',
    unmatchable: '“{entry}”에는 찾을 글자나 숫자가 없어요. 아무것도 바꾸지 않았어요.',
    refused: {
      maxSide:
        '이 서버 키는 한 변 {max}픽셀까지의 이미지만 결제해요. 이 이미지는 {width}×{height}예요.',
      maxSteps: '이 서버 키는 최대 {max}스텝까지 결제해요. 이 생성은 {got}스텝이에요.',
      maxImages:
        '이 서버 키는 명령당 최대 {max, plural, other {#장}}까지 결제해요. 이 명령은 {got}장이에요.',
      workflows: '이 서버 키는 워크플로 {allowed}만 실행하고 {workflow}는 실행하지 않아요.',
      next: '{original, select, yes {{limit} 바꾸거나 `{cmdApikeyLink}`로 내 키를 연결해 주세요. 아무것도 보내지 않았고 크레딧도 쓰지 않았어요.} other {{limit} 바꾸거나 `{cmdApikeyLink}`로 내 키를 연결해 주세요. 아무것도 보내지 않았고 차감되지도 않았어요.}}',
      banned:
        '{original, select, yes {{where, select, prompt {프롬프트} negative {네거티브 프롬프트} style {스타일이 적용된 프롬프트} other {워크플로 파일}}에 이 서버에서 허용하지 않는 “{found}”이(가) 있어요(“{entry}”). 아무것도 보내지 않았고 크레딧도 쓰지 않았어요.} other {{where, select, prompt {프롬프트} negative {네거티브 프롬프트} style {스타일이 적용된 프롬프트} other {워크플로 파일}}에 이 서버에서 허용하지 않는 “{found}”이(가) 있어요(“{entry}”). 아무것도 보내지 않았고 차감되지도 않았어요.}}',
    },
  },
  modlog: {
    moderated:
      '{action, select, deleted {🗑️ {moderator} 님이 {member} 님의 신고된 결과를 삭제했습니다} blocked {⛔ {moderator} 님이 {member} 님을 봇에서 차단했습니다 ({until, select, never {해제할 때까지} other {{until}까지}})} unblocked {✅ {moderator} 님이 {member} 님의 차단을 해제했습니다} other {☑️ {moderator} 님이 {member} 님의 결과에 대한 신고를 기각했습니다}}',
    generation:
      '{icon} {member}: “{prompt}”{withWorkflow, select, no {} other { · {workflow}}} · {size} · {payer, select, server {서버 키} other {자기 키}} · {outcome}',
    outcome: {
      completed: '완료',
      failed: '실패',
      timed_out: '시간 초과',
      cancelled: '취소됨',
    },
    result: '[결과]({url})',
    private: '비공개(매개변수만)',
    defaultWorkflow: '기본 워크플로',
    defaultSize: '기본 크기',
    described:
      '💬 {member}: {failed, select, yes {이미지 설명 실패} other {이미지 설명}} · {payer, select, server {서버 키} other {본인 키}}{spent, select, yes { · {amount, number} {unit}} other {}} · 비공개(설명은 표시하지 않음)',
    refusedBanned: '🚫 {member}: 거부됨, “{entry}”은(는) 금지어예요: “{prompt}”',
    changed: '🛠️ {member}님이 {setting}을(를) 바꿨어요{value, select, none {} other {: {value}}}',
    settings: {
      backend: '이미지 백엔드',
      limits: '서버 키 제한',
      workflows: '워크플로',
      banned: '금지어',
      roleLimit: '역할의 일일 한도',
      budget: '서버 예산',
      logChannel: '로그 채널',
      lowBalance: '잔액 부족 알림',
      serverKey: '서버 키',
      dailyLimit: '일일 한도',
      language: '언어',
      defaults: '/imagine 기본값',
      styles: '스타일',
      imagePolicy: '연령 제한이 없는 채널의 이미지 규칙',
      ageRestrictedImagePolicy: '연령 제한 채널의 이미지 규칙',
      imageThreshold: '이미지 검사 기준값',
      automod: 'AutoMod 검사',
      explicitTerms: '노골적인 용어',
      safetyNegative: '안전 네거티브 프롬프트',
      loras: '멤버가 쓸 수 있는 LoRA',
      addedLoras: 'CivitAI에서 추가한 LoRA',
    },
    budgetReached:
      '💸 서버 키가 {period, select, daily {일일} other {월간}} 예산{unit, select, generations {} other {({unit})}}을 모두 썼어요. <t:{seconds}:R>에 다시 결제할 수 있어요.',
    lowBalance:
      '{unit, select, credits {🪫 서버 키에 {credits, number}크레딧이 남아 알림 기준 {threshold, number} 아래로 내려갔어요.} other {🪫 서버 키에 {credits, number} {unit}이(가) 남아 알림 기준 {threshold, number} 아래로 내려갔어요.}}',
    paused:
      '{server}의 관리 로그가 일시 중지됐어요: {problem, select, deleted {채널이 삭제됐어요} other {더 이상 채널에 쓸 수 없어요}}. `/policy`에서 채널을 다시 고르세요.',
  },
  reports: {
    button: '🚩 신고',
    why: '이 결과를 신고하는 이유는 무엇인가요? 신고는 이 서버의 모더레이터만 볼 수 있습니다.',
    pickReason: '이유 선택…',
    reasons: {
      explicit: '성적이거나 노골적인 내용',
      hateful: '괴롭힘 또는 혐오',
      illegal: '불법 콘텐츠',
      spam: '스팸',
      other: '기타',
    },
    sent: '감사합니다. 신고가 이 서버의 모더레이터에게 전달되었습니다.',
    keptNoLog:
      '감사합니다. 신고는 저장되었지만 이 서버의 모더레이터에게 전달되지 못했습니다. 사용할 수 있는 로그 채널이 없습니다.',
    already: '이미 이 결과를 신고했습니다. 모더레이터가 신고를 받았습니다.',
    notReportable: '서버에 공개된 결과만 신고할 수 있습니다.',
    gone: '이 신고는 더 이상 보관되지 않습니다.',
    cardTitle: '🚩 신고: {reason}',
    cardWho: '{reporter} 님이 {member} 님의 결과를 신고했습니다 · [결과]({url})',
    cardPrompt: '**프롬프트** {prompt}',
    cardFooter: '워크플로 {workflow} · 시드 {seed} · 신고 시각 {at}',
    deleteButton: '결과 삭제',
    blockButton: '{length, select, day {1일 차단} week {7일 차단} other {해제할 때까지 차단}}',
    dismissButton: '기각',
    action:
      '{action, select, deleted {🗑️ {moderator} 님이 결과를 삭제함} blocked {⛔ {moderator} 님이 {member} 님을 봇에서 차단함 ({until})} other {☑️ {moderator} 님이 기각함}} · {at}',
    until: '{at, select, never {해제할 때까지} other {{at}까지}}',
    untilLifted: '해제할 때까지',
    untilUtc: '{at} UTC까지',
    blockedUntil:
      '{original, select, yes {모더레이터가 이 서버에서 <t:{seconds}:f>까지 이 봇 사용을 차단했습니다. 아무것도 전송되지 않았고 크레딧도 사용되지 않았습니다.} other {모더레이터가 이 서버에서 <t:{seconds}:f>까지 이 봇 사용을 차단했습니다. 아무것도 전송되지 않았고 차감되지도 않았습니다.}}',
    blockedForever:
      '{original, select, yes {모더레이터가 차단을 해제할 때까지 이 서버에서 이 봇 사용이 차단되었습니다. 아무것도 전송되지 않았고 크레딧도 사용되지 않았습니다.} other {모더레이터가 차단을 해제할 때까지 이 서버에서 이 봇 사용이 차단되었습니다. 아무것도 전송되지 않았고 차감되지도 않았습니다.}}',
    blocksTitle: '봇에서 차단된 멤버',
    blocksNone: '없습니다. 모더레이터는 모더레이션 로그의 신고 카드에서 멤버를 차단합니다.',
    blockLine: '{member} {until} · 차단한 사람 {moderator}',
    blocksMore: '…외 {count}명.',
    pickUnblock: '멤버의 차단 해제…',
  },
  usage: {
    chartTitle: '서버 키의 하루 생성 수, 최근 30일',
    chartAxisDays: '날짜(UTC)',
    chartAxisGenerations: '생성 수',
    chartOthers: '그 외 모두',
    chartBudget: '일일 예산: {cap, number}회',
    chartUnknown: '알 수 없는 멤버',
    title: '서버 키 사용량',
    description: '이 서버 키의 멤버별 생성 수와 크레딧: 오늘, 최근 7일, 최근 30일(UTC 기준).',
    line: '{user}: 오늘 {today} · 7일 {week} · 30일 {month}',
    count: '**{generations, number}** ({credits})',
    total: '**합계**: 오늘 {today} · 7일 {week} · 30일 {month}',
    none: '최근 30일 동안 이 서버 키를 쓴 사람이 없어요.',
    more: '…외 {count, plural, other {#명}}.',
    yours: '내 사용량: 오늘 {today} · 7일 {week} · 30일 {month}.',
    footer: '크레딧은 생성 1회당 {credits}로 계산해요.',
  },
  history: {
    title: '최근 생성',
    empty:
      '기록이 비어 있어요. 생성이 끝나면 여기에 표시돼요(최근 {max}개를 {days}일 동안 보관해요).',
    footer: '{page}/{pages} 페이지 · {count, plural, other {생성 #개}} · 나만 볼 수 있어요',
    entryName: '{n}. {workflow} · {size}',
    entrySized: '{n}. {size}',
    entryLine: '{state} · 시드 {seed} · {when}',
    entryLoras: 'LoRA: {loras}',
    messageLink: '[메시지 열기]({url})',
    privateReply: '비공개 답장(링크 없음)',
    noMessage: '메시지를 알 수 없음',
    defaultWorkflow: '기본 워크플로',
    defaultSize: '기본 크기',
    randomSeed: '무작위',
    ago: '{duration} 전',
    notFound:
      '그 생성은 기록에 없어요(최근 {max}개를 {days}일 동안 보관해요). 아무것도 시작하지 않았어요.',
    cannotRepeat:
      '그 생성은 기록에서 다시 실행할 수 없어요(워크플로 파일이 너무 커서 보관하지 못했어요). 파일과 함께 {cmdImagine}을 다시 실행하세요. 아무것도 시작하지 않았어요.',
    state: { completed: '✅ 완료', failed: '❌ 실패', timed_out: '⌛ 시간 초과' },
    buttons: {
      again: '다시 {n}',
      show: '보기 {n}',
      previous: '◀ 이전',
      next: '다음 ▶',
      post: '채널에 게시',
    },
    show: {
      title: '생성',
      workflow: '워크플로',
      size: '크기',
      loras: 'LoRA',
      seed: '시드',
      when: '시각',
      result: '결과',
      message: '메시지',
      image: {
        gone: '{original, select, yes {이미지 서비스가 더 이상 이 이미지를 제공하지 않아요. 대신 매개변수를 보여 드려요.} other {{backend}에서 이 이미지를 더 이상 제공하지 않아요. 대신 매개변수를 보여 줘요.}}',
        withheld: '이미지를 보류했어요: 봇이 그 호스트에서 가져올 수 없어요.',
        tooLarge: '이미지가 너무 커서 여기에 첨부할 수 없어요.',
        notImage:
          '{original, select, yes {이미지 서비스가 Discord에서 표시할 수 있는 이미지가 아닌 것을 돌려줬어요. 대신 매개변수를 보여 드려요.} other {{backend}에서 돌려준 것이 Discord에서 보여 줄 수 있는 이미지가 아니에요. 대신 매개변수를 보여 줘요.}}',
      },
    },
  },
  privacy: {
    title: '🔒 봇이 나에 대해 보관하는 정보',
    intro: '나만 볼 수 있습니다. **나를 잊어 줘** 를 누르면 모든 서버에서 전부 지웁니다.',
    key: '🔑 API 키',
    keyLinked:
      '{named, select, yes {연결됨: `{masked}` (계정 {account}), 암호화되어 저장됨.} other {연결됨: `{masked}`, 암호화되어 저장됨.}}',
    keyNone: '연결된 키 없음.',
    keyUnreadable: '연결되어 있지만 여기서는 더 이상 복호화할 수 없습니다.',
    preferences: '⚙️ 내 기본값',
    none: '없음.',
    history: '🕘 기록',
    historyCount: '생성 {count, plural, other {#개}}, 각각 {days}일 보관.',
    usage: '📊 이 서버 키 사용량',
    usageLine: '오늘 {today, number} · 최근 30일 {month, number} (각 날짜는 {days}일 보관).',
    blocks: '⛔ 차단',
    blocksCount: '{count, plural, =0 {없음.} other {차단 #건}}',
    unfinished: '⏳ 진행 중인 생성',
    unfinishedCount: '{count, plural, =0 {없음.} other {대기 중 또는 실행 중 #개}}',
    inputs: '🖼️ 가져온 이미지',
    inputsCount:
      '{count, plural, =0 {없음.} other {#개, 각각 마지막 사용 후 {hours}시간 보관됩니다(다시 뽑기·재시도용).}}',
    kept: '🗓️ 보관 기간',
    keptText:
      '완료된 생성의 기록(버튼용): {generationDays}일. 봇이 서버에서 제거되면 그 서버의 데이터: {graceDays}일.',
    forget: '나를 잊어 줘',
    confirmTitle: '나에 대한 모든 것을 잊을까요?',
    confirmText:
      '모든 서버에서 다음을 지웁니다: 여기 저장된 API 키, 기본값, 기록, 가져온 이미지(편집·변형·업스케일용), 사용 횟수, 생성 기록. 되돌릴 수 없습니다.\n\n{original, select, yes {키 자체는 취소되지 않습니다: 이미지 서비스에서 또는 {cmdApikeyRevoke} 로 취소할 때까지 계속 작동합니다.} other {키 자체는 폐기되지 않아요. {backend}에서 폐기할 때까지 계속 작동해요.}}',
    confirm: '네, 잊어 줘',
    cancel: '취소',
    doneTitle: '잊었습니다',
    done: '봇은 이제 어느 서버에서도 나에 대해 아무것도 보관하지 않습니다.',
    doneKey:
      '{original, select, yes {키 `{masked}` 는 여기서 지워졌지만 이미지 서비스에서는 아직 작동합니다: 그곳에서 또는 {cmdApikeyRevoke} 로 취소하세요.} other {키 `{masked}`는 여기서 지웠지만 {backend}에서는 계속 작동해요. 믿을 수 없다면 그곳에서 폐기해 주세요.}}',
    doneKept:
      '보관되는 것: 각 서버의 예산 합계(그 키가 하루와 한 달 동안 결제한 생성 수, 누구의 이름도 없음). 예산이 계속 세어야 하기 때문입니다.',
    unfinishedError:
      '대기 중이거나 실행 중인 생성이 {count, plural, other {#개}} 있습니다: 기록은 끝날 때 쓰이므로 아무것도 지우지 않았습니다. 취소하거나 끝날 때까지 기다린 뒤 **나를 잊어 줘** 를 다시 누르세요.',
  },
  anywhere: {
    needsBot:
      '이 기능은 이 서버에 봇이 있어야 해요(서버 키, 대기열, 관리 도구가 서버에 있어요). 서버 관리자에게 봇을 추가해 달라고 요청하세요. 여기서는 내 키로 {cmdImagine}, {cmdBalance}, {cmdApikeyLink}을 쓸 수 있어요. 아무것도 바뀌지 않았어요.',
    tokenLimit:
      '봇이 여기에 없고 내 계정에만 설치되어 있어요: Discord는 이 답장을 15분 동안만 업데이트하게 해요. 이미지가 더 오래 걸리면 {cmdHistory}에서 찾을 수 있어요.',
  },
  automod: {
    refused:
      '이 서버의 AutoMod 규칙 “{rule}”이(가) {where, select, negative {네거티브 프롬프트를} style {스타일이 적용된 프롬프트를} workflowFile {워크플로 파일을} other {프롬프트를}} 차단해요(“{found}”). 아무것도 보내지 않았고 요금도 청구되지 않았어요. 다른 단어로 시도해 보세요.',
    unreadable:
      '이 서버의 모더레이터가 봇에게 AutoMod 규칙을 따르도록 했지만, {reason, select, permission {봇이 **서버 관리하기** 권한을 잃어 더 이상 규칙을 읽을 수 없어요. 모더레이터가 권한을 되돌려 주거나 {cmdPolicy}에서 검사를 끌 수 있어요} other {Discord가 응답하지 않아 지금은 규칙을 읽을 수 없어요. 1분 후에 다시 시도해 주세요}}. 아무것도 보내지 않았고 요금도 청구되지 않았어요.',
    needsManage:
      '이 서버의 AutoMod 규칙을 따르려면 봇이 규칙을 읽어야 하는데, Discord는 **서버 관리하기** 권한이 있는 앱만 이를 허용해요(봇 초대에는 이 권한이 없어요). 서버 설정 → 역할에서 봇의 역할에 **서버 관리하기**를 준 다음 다시 켜 주세요. 아무것도 바뀌지 않았어요.',
    title: '서버 AutoMod',
    on: '켜짐: 요금이 청구되기 전에 프롬프트와 네거티브 프롬프트를 이 서버의 메시지 차단 AutoMod 키워드 규칙(제외된 역할과 채널 포함)으로 검사해요.',
    off: '꺼짐: 프롬프트를 이 서버의 AutoMod 규칙으로 검사하지 않아요. 켜려면 봇에 **서버 관리하기** 권한이 필요해요.',
    button: '{state, select, on {AutoMod 검사: 켜짐} other {AutoMod 검사: 꺼짐}}',
    log: '🛡️ {member}: AutoMod 규칙 “{rule}”(“{keyword}”)에 의해 거부됨: “{prompt}”',
    replyBlocked:
      '이 서버의 Discord AutoMod가 봇의 답장을 차단했어요. 그 내용이 서버의 AutoMod 규칙에 걸렸기 때문이에요. 요금은 청구되지 않았고 더 할 일은 없어요. 다른 단어로 시도해 볼 수 있어요.',
    resultBlocked:
      '이 서버의 Discord AutoMod가 생성 결과 메시지를 차단했어요. 그 내용이 서버의 AutoMod 규칙에 걸렸기 때문이에요. {made, select, yes {이미지는 만들어졌고 평소처럼 요금이 청구됐어요. {cmdHistory}에서 볼 수 있어요.} other {요금은 청구되지 않았어요.}} 더 할 일은 없어요.',
  },
  onboarding: {
    help: {
      backendTitle: '🖼️ 이미지 백엔드',
      backendValue:
        '여기서는 **{backend}**이(가) 이미지를 만들어요. {accounts, select, none {API 키가 필요 없고 잔액도 없어서 여기서 생성해도 비용이 들지 않아요.} keys {키는 그곳용으로 연결하지만, 자체 잔액은 없어요.} other {키는 그곳용으로 연결하고, 잔액 단위는 {unit}이에요.}}',
      title: '❔ 도움말',
      aboutServer:
        '이미지 서비스를 통해 프롬프트를 이미지로 만들어 드립니다. {cmdImagine}을(를) 실행하면 답장에 이미지가 표시되고, 다시 생성하거나 바꾸거나 세부 정보를 보는 버튼이 붙습니다.{accounts, select, none {} other { 내 API 키가 먼저 결제하고, 없으면 이 서버의 키가 결제할 수 있습니다.}}',
      aboutDm:
        '이미지 서비스를 통해 프롬프트를 이미지로 만들어 드립니다. 이 DM에서는 내 API 키가 결제합니다. {cmdApikeyLink}(으)로 연결한 뒤 {cmdImagine}을(를) 실행하세요.',
      aboutWithoutBot:
        '이 서버에는 봇이 없습니다. 내 계정을 통해 사용하므로 내 API 키만 결제합니다. {cmdApikeyLink}(으)로 연결한 뒤 {cmdImagine}을(를) 실행하세요. 이미지는 나중에 {cmdHistory}에서 찾을 수 있습니다.',
      yourKey: '🔑 내 API 키',
      keyLinked:
        '연결됨: 생성에 이 키가 먼저 사용됩니다. {cmdApikeyStatus}에서 키와 잔액을 볼 수 있습니다.',
      keyNotLinked:
        '{original, select, yes {연결되지 않음. {cmdApikeyLink}(으)로 연결하거나 {cmdApikeyGenerate}(으)로 만드세요.} other {{accounts, select, none {필요 없어요: {backend}은(는) API 키를 쓰지 않아요.} other {연결되지 않음. {cmdApikeyLink}(으)로 {backend} 키를 연결하세요.}}}}',
      serverKey: '🏠 이 서버의 키',
      serverKeyNone:
        '이 서버에는 키가 없습니다. 멤버는 자신의 키가 필요합니다. 관리자는 {cmdApikeyServerSet}(으)로 설정할 수 있습니다.',
      serverKeyClosed: '내 역할로는 이 서버의 키를 사용할 수 없습니다.',
      serverKeyRoom:
        '오늘 이 키로 {limit, number}회 중 {used, number}회 생성했습니다. 횟수는 {resets} 다시 시작됩니다.',
      limits: '📏 이 서버의 제한',
      maxSide: '긴 변: {pixels, number}px',
      maxSteps: '스텝: 최대 {steps, number}',
      maxImages: '명령어당 이미지: 최대 {images, number}장',
      workflows: '워크플로: {workflows}',
      budgetDaily: '서버 예산: 하루 {count, number}회 생성',
      budgetMonthly: '서버 예산: 한 달 {count, number}회 생성',
      limitsWhen: '서버 키가 결제할 때 적용됩니다.',
      activeCap: '동시에 최대 {count, number}개의 생성',
      links: '📄 개인정보 및 약관',
      privacy: '[개인정보 처리방침]({url})',
      terms: '[서비스 약관]({url})',
      commands: '여기서 사용할 수 있는 명령어',
      managerCommands: '관리자용 (서버 관리)',
      onMessage: '메시지에서: 앱 → **{name}**',
    },
    welcome: {
      title: '👋 추가해 주셔서 감사합니다!',
      intro: '이 서버의 관리자를 위한 설정 3단계:',
      stepKey:
        '1. 자신의 API 키가 없는 멤버를 위해 서버 키를 설정하세요: {cmdApikeyServerSet} (양식은 본인에게만 보입니다).',
      stepPolicy: '2. 제한, 역할별 하루 생성 횟수, 모더레이션 로그를 정하세요: {cmdPolicy}.',
      stepTry: '3. 사용해 보세요: {cmdImagine}에 프롬프트(예: 해 질 녘의 등대)를 넣어 실행하세요.',
      footer:
        '누구나 {cmdHelp}을(를) 실행해 여기서 제가 하는 일과 사용할 수 있는 명령어를 볼 수 있습니다.',
    },
  },
  commands: {
    history: { name: '기록', description: '최근 생성(나만 보기): 다시 실행하거나 보기' },
    show: {
      name: '보기',
      description: '지난 생성을 (비공개로) 보고 채널에 게시해요',
      task: { name: '작업', description: '기록에 있는 생성(프롬프트 일부를 입력)' },
    },
    apikey: {
      name: 'api키',
      description: '생성에 쓰는 API 키를 연결, 확인 또는 제거해요',
      link: { name: '연결', description: '내 API 키를 연결해요(비공개 양식으로 입력, 먼저 확인)' },
      status: { name: '상태', description: '연결된 키(마지막 4자), 계정, 잔액을 보여 줘요' },
      unlink: {
        name: '연결해제',
        description: '봇이 내 키를 잊게 해요(폐기하지 않으니 키는 계속 작동해요)',
      },
      generate: {
        name: '생성',
        description: '로그인 토큰으로 새 키를 만들고 연결해요',
      },
      revoke: {
        name: '폐기',
        description: '연결된 키를 만든 곳에서 폐기하고 연결을 해제해요',
        all: { name: '전체', description: '이미지 서비스 계정의 키를 모두 폐기해요(확인 필요)' },
      },
      server: {
        backend: {
          name: 'backend',
          description: '계정의 모든 키를 폐기해요(확인을 거쳐요)',
          backend: {
            name: 'backend',
            description: '이 봇이 제공하는 이미지 백엔드 중 하나',
          },
        },
        name: '서버',
        description: '자기 키가 없는 멤버를 위한 이 서버의 키(서버 관리하기)',
        set: {
          name: '설정',
          description: '서버 키를 설정해요(서버 관리하기, 비공개 양식으로 입력)',
        },
        status: {
          name: '상태',
          description: '서버 키(마지막 4자), 잔액, 일일 한도를 보여 줘요(서버 관리하기)',
        },
        clear: {
          name: '삭제',
          description: '서버 키를 삭제해요. 멤버마다 자기 키가 필요해져요(서버 관리하기)',
        },
        limit: {
          name: '한도',
          description: '멤버마다 서버 키로 하루에 생성할 수 있는 횟수를 정해요(서버 관리하기)',
          limit: {
            name: '횟수',
            description: '서버 키로 멤버당 하루에 생성할 수 있는 횟수({min}–{max})',
          },
        },
      },
    },
    balance: {
      name: '잔액',
      description: '내 잔액과, 서버 키가 있으면 서버 풀을 보여 줘요',
      public: {
        name: '공개',
        description: '답변을 채널에 올려요(기본값: 나만 보임, 키는 절대 보이지 않음)',
      },
      user: {
        name: '멤버',
        description: '내 대신 다른 멤버의 잔액(서버 관리, 키는 숨겨져요)',
      },
      usage: {
        name: '사용량',
        description: '서버 키로 한 멤버별 생성과 사용량: 오늘, 7일, 30일(서버 관리)',
      },
    },
    imagine: {
      image: {
        name: '이미지',
        description: '프롬프트로 편집하거나 변환할 이미지(서버의 백엔드가 받는 경우)',
      },
      strength: {
        name: '강도',
        description:
          '결과가 이미지에서 벗어날 수 있는 정도: 낮으면 이미지에 가깝고, 높으면 프롬프트를 따라요',
      },
      mask: {
        name: '마스크',
        description:
          '투명한 픽셀로 이미지에서 바뀌어도 되는 부분을 표시한 PNG. 나머지는 그대로 남아요',
      },
      name: '이미지생성',
      description: '프롬프트로 이미지를 생성해요',
      prompt: { name: '프롬프트', description: '그릴 내용(워크플로 파일을 첨부하면 라벨)' },
      style: { name: '스타일', description: '프롬프트와 옵션을 정하는 이름 붙은 스타일' },
      negative_prompt: { name: '네거티브프롬프트', description: '이미지에서 빼고 싶은 것' },
      workflow: { name: '워크플로', description: '여기서 제공되는 워크플로(생략 시 첫 번째)' },
      size: {
        name: '크기',
        description: '이미지 모양(너비와 높이를 지정하면 그쪽이 우선)',
        choices: {
          square: '정사각형 {width}×{height}',
          portrait: '세로 {width}×{height}',
          landscape: '가로 {width}×{height}',
          wide: '와이드 {width}×{height}',
        },
      },
      width: { name: '너비', description: '너비(픽셀)' },
      height: { name: '높이', description: '높이(픽셀)' },
      steps: { name: '스텝', description: '샘플링 스텝 수' },
      seed: { name: '시드', description: '같은 이미지를 다시 만들기 위한 시드(-1: 무작위)' },
      cfg: { name: 'cfg', description: 'CFG 스케일' },
      model: { name: '모델', description: '모델 경로' },
      sampler: { name: '샘플러', description: '샘플러 (AI Horde처럼 지원하는 백엔드에서만)' },
      lora: {
        name: 'lora',
        description: '이 서버가 제공하는 LoRA. 강도는 :가중치 로 지정 (기본 1, -2~2)',
      },
      lora2: {
        name: 'lora2',
        description: '두 번째 LoRA (이름 또는 이름:가중치)',
      },
      lora3: {
        name: 'lora3',
        description: '세 번째 LoRA (이름 또는 이름:가중치)',
      },
      workflow_file: {
        name: '워크플로파일',
        description: '텍스트 프롬프트 대신 보낼 노드 그래프 워크플로(JSON 객체)',
      },
      count: {
        name: '개수',
        description: '함께 표시할 이미지 수 (이미지마다 생성 1회)',
      },
    },
    language: {
      name: '언어',
      description: '이 서버에서 봇이 쓰는 언어를 확인하거나 선택해요',
      show: { name: '보기', description: '내 답변과 이 서버 공개 메시지의 언어를 보여 줘요' },
      server: {
        name: '서버',
        description: '이 서버 공개 메시지의 언어를 선택해요(서버 관리하기)',
        language: {
          name: '언어',
          description: '언어를 고르거나 서버의 Discord 언어를 따라요',
          auto: '서버의 Discord 언어 따르기',
        },
      },
    },
    settings: {
      name: '설정',
      description: '내 /imagine 기본값, 또는 채널이나 서버의 기본값(서버 관리하기)',
      scope: {
        name: '대상',
        description: '누구의 기본값인지(기본: 나)',
        me: '나',
        channel: '이 채널(서버 관리하기)',
        server: '이 서버(서버 관리하기)',
      },
      model: {
        name: '모델',
        description: '기본 모델 (서버의 이미지 백엔드가 제공하는 모델 중에서)',
      },
    },
    styles: {
      name: '스타일',
      description: '/imagine 스타일: 에 쓰는 이름 붙은 스타일',
      list: { name: '목록', description: '여기서 쓸 수 있는 스타일' },
      add: { name: '추가', description: '이 서버의 스타일 추가(서버 관리하기)' },
      edit: {
        name: '수정',
        description: '이 서버의 스타일 수정(서버 관리하기)',
        style: { name: '스타일', description: '수정할 스타일' },
      },
      remove: {
        name: '삭제',
        description: '이 서버의 스타일 삭제(서버 관리하기)',
        style: { name: '스타일', description: '삭제할 스타일' },
      },
    },
    alerts: {
      name: '알림',
      description: '서버 키 잔액이 부족해지면 로그 채널에 알려요(서버 관리)',
      threshold: { name: '기준값', description: '이 잔액 아래로 내려가면 알림({min}–{max})' },
    },
    policy: { name: '규칙', description: '이 서버의 서버 키 한도와 금지어(서버 관리하기)' },
    queue: {
      name: '대기열',
      description: '이 서버의 대기 중·진행 중인 생성 (나만 볼 수 있음)',
    },
    privacy: {
      name: '개인정보',
      description: '봇이 나에 대해 보관하는 정보와 기간, 모두 지우기 (나만 볼 수 있음)',
    },
    help: {
      name: '도움말',
      description: '이 봇이 여기서 하는 일, 내 키와 오늘 남은 횟수, 사용할 수 있는 명령어',
    },
    imagineThis: { name: '이걸로 이미지 만들기' },
    describe: {
      name: 'describe',
      description: '이미지를 글로 설명하고, 원하면 그 글로 새 이미지를 만듭니다',
      image: { name: 'image', description: '설명할 이미지: PNG, JPEG 또는 WebP' },
    },
    editThisImage: { name: '이 이미지 편집' },
    describeThisImage: { name: '이 이미지 설명' },
  },
  demo: {
    stepUsage: '8. 서버 키 사용량 그래프(자기 키가 없는 멤버가 서버 키로 생성)',
    stepEdit: '9. 이미지 편집: 🖌️ 편집을 누르고 바꿀 내용을 적기',
    stepUpscale: '10. 업스케일(🔍 업스케일, 가장 작은 배율)',
    stepRegion: '11. 일부만 바꾸기: 🖌️ 영역 변형을 누르고 선택기에서 칸 고르기',
    stepZoom:
      '12. 2배 줌 아웃(🔍 줌 아웃 2×): 더 큰 캔버스에 이미지를 두고 테두리를 어울리게 그리기',
    noRegion: '(생략: 이 백엔드는 이미지의 일부만 바꿀 수 없어 카드에 영역 변형이 없어요)',
    noZoom: '(생략: 이 백엔드는 이미지의 일부만 바꿀 수 없어 카드에 줌 아웃이 없어요)',
    stepImagineImage: '13. 내 사진에서 시작하기: {command}',
    photoPrompt: '밤의 같은 항구, 등불이 켜져 있음',
    noImageIn: '(생략: 이 백엔드는 이미지를 받지 않아 {command}를 거절해요)',
    stepDescribe: '14. 사진을 말로 옮기기: {command}',
    noDescribe: '(생략: 이 백엔드는 이미지를 설명하지 않아요)',
    editPrompt: '별이 빛나는 밤하늘 아래의 같은 등대',
    noEdit: '(생략: 이 백엔드는 이미지를 받지 않아 카드에 편집이 없어요)',
    noUpscale: '(생략: 이 백엔드는 업스케일하지 않아 카드에 업스케일이 없어요)',
    serverKeySet: '(소유자가 {member}처럼 자기 키가 없는 멤버를 위해 서버 키를 설정했어요)',
    historySeeded:
      '(데모용으로 채움: 멤버 {count}명이 지난 {days}일 동안 매일 서버 키를 사용한 기록, 하루 예산 {cap}회 이내)',
    savedChart: '/balance usage:True의 사용량 그래프를 {path}에 저장했어요: {width}×{height} 픽셀.',
    serverName: '데모 서버',
    prompt: '해 질 녘 절벽 위의 등대, 유화',
    title: 'Imagine 봇 데모 · {time}',
    discord: 'Discord(에뮬레이션): 서버 “{server}”, 채널 #{channel}, 멤버 {member}',
    service:
      '이미지 서비스(에뮬레이션): 계정 {account}, 잔액 {credits}. 작업이 실제보다 {speed}배 빨라요',
    bot: '봇: 임시 SQLite 저장소에서 실행하는 실제 봇. {poll} ± {jitter}ms마다 상태를 확인하고 편집은 최소 {edit}ms 간격(기본값 × {scale})',
    stepLink: '1. API 키 연결하기({member}이(가) 이미지 서비스에서 키를 복사함)',
    stepBalance: '2. 잔액 확인하기',
    stepSettings: '3. 내 /imagine 기본값 고르기',
    stepImagine: '4. 스타일로 이미지 생성하기',
    stepReroll: '5. 다시 뽑기(같은 옵션, 새 시드)',
    used: '▶ {member}이(가) {command} 사용',
    clicked: '▶ {member}이(가) [ {label} ] 클릭',
    picked: '▶ {member} 님이 “{menu}”에서 “{choice}”을(를) 골랐어요',
    modal: '🗔 양식 “{title}”',
    pastedMasked: '{masked}(전체를 붙여 넣음, 가려서 표시)',
    thinking: '{bot}이(가) 생각하는 중…',
    onlyYou: '👁 나에게만 보임',
    edited: '수정됨',
    botName: '{name}(봇)',
    history: '{label}: 올린 뒤 {count}번 수정',
    historyLabel: '진행 상황(답변 수정 기록)',
    finalVersion: '최종본:',
    posted: '게시',
    edit: '수정 {n}',
    noChange: '(보이는 변화 없음)',
    attached: '{name}(첨부)',
    disabled: '(비활성)',
    image: '이미지: {name}',
    thumbnail: '썸네일: {name}',
    saved:
      '다시 뽑은 이미지를 {path}에 저장했어요: {size}, {width}×{height}픽셀, 이미지 서비스가 보낸 PNG와 바이트 단위로 같아요.',
    stepCount: '6. 답장 하나에 이미지 4장 (개수: 4)',
    stepRemix: '7. 세트 리믹스: 새 프롬프트와 크기, 시드는 그대로',
    gallery:
      '(카드 한 장: 이미지 {count}장을 원본 크기로 보여 주는 갤러리, 각각 대체 텍스트가 있는 개별 첨부 파일)',
    remixPrompt: '밤의 폭풍 속 등대, 유화',
    hordeService:
      'AI Horde(에뮬레이션): 사용자 {account}, {kudos} kudos. 요청은 실제보다 {speed}배 빠르게 진행됩니다',
    hordeStepLink: '1. API 키 연결하기({member}님이 aihorde.net에서 복사함)',
    hordeSkipsSettings:
      '(AI Horde에서는 생략: 고를 워크플로가 없고 /apikey generate도 제공되지 않습니다)',
    hordeSkipsUsage: '(AI Horde에서는 생략: 이 데모에서는 서버 키를 설정하지 않습니다)',
    hordeSaved:
      '다시 굴린 이미지를 {path}에 저장했습니다: {size}, {width}×{height} 픽셀, AI Horde가 보낸 WebP와 바이트 단위로 같습니다.',
    comfyService:
      'ComfyUI(에뮬레이트): 서버 소유자의 자체 GPU, 워크플로 {workflows}; 샘플링은 실제보다 {speed}배 빠름',
    comfyStepLink: '1. API 키 연결 시도 (ComfyUI는 키를 받지 않습니다)',
    comfySkipsSettings: '(ComfyUI에서는 생략: 워크플로는 아래 {imagine}에서 직접 고릅니다)',
    backendSkipsUsage: '({backend}에서는 생략: 이 데모에서는 서버 키를 설정하지 않습니다)',
    backendSaved:
      '다시 굴린 이미지를 {path}에 저장했습니다: {size}, {width}×{height} 픽셀, {backend}가 보낸 {format}와 바이트 단위로 같습니다.',
    backendSavedStripped:
      '다시 굴린 이미지를 {path}에 저장했습니다: {size}, {width}×{height} 픽셀, {backend}가 보낸 {format}에서 파일에 쓴 메타데이터(워크플로)만 뺀 것으로, 나머지 바이트는 그대로입니다.',
    openaiService:
      'OpenAI Images(에뮬레이트): 모델 {model}, 멤버 자신의 키로 이미지마다 결제; 생성은 실제보다 {speed}배 빠름',
    openaiStepLink: '1. API 키 연결 ({member}가 platform.openai.com에서 만들었습니다)',
    openaiSkipsSettings:
      '(OpenAI에서는 생략: 고를 워크플로가 없고 /apikey generate도 제공되지 않습니다)',
    openaiStepCount: '6. 답장 하나에 이미지 2장 (개수: 2; 장마다 결제)',
    webuiService:
      'Stable Diffusion WebUI(에뮬레이트): 서버 소유자의 자체 GPU, 모델 {models}; 샘플링은 실제보다 {speed}배 빠름',
    webuiStepLink: '1. API 키 연결 시도 ({backend}는 키를 받지 않습니다)',
    webuiSkipsSettings: '({backend}에서는 생략: 모델은 아래 {imagine}에서 직접 고릅니다)',
    webuiSavedStripped:
      '다시 굴린 이미지를 {path}에 저장했습니다: {size}, {width}×{height} 픽셀, {backend}가 보낸 {format}에서 파일에 쓴 생성 매개변수만 뺀 것으로, 나머지 바이트는 그대로입니다.',
  },
  imageQuota: {
    dailyUsed:
      '{limit, plural, =0 {이 서버의 일일 한도는 0입니다. 멤버는 여기서 이미지를 만들 수 없습니다.} other {이 서버가 오늘 허용하는 이미지 #장을 모두 만들었습니다.}} 한도는 <t:{seconds}:R>(<t:{seconds}:t>, UTC 자정)에 초기화됩니다. 아무것도 집계되지 않았습니다.',
    overDaily:
      '이미지 {count}장은 이 서버의 일일 한도를 넘습니다(오늘 남은 이미지 {left}장). 수를 줄이세요. 아무것도 집계되지 않았습니다.',
    roleClosed:
      '내 역할로는 이 서버에서 이미지를 만들 수 없습니다(일일 한도 0). 아무것도 집계되지 않았습니다.',
    budgetReached:
      '이 서버는 {period, select, daily {일일} other {월간}} 예산의 이미지를 모두 만들었습니다. <t:{seconds}:R>(<t:{seconds}:f>)에 다시 만들 수 있습니다. 아무것도 집계되지 않았습니다.',
    overBudget:
      '이미지 {count}장은 이 서버의 {period, select, daily {일일} other {월간}} 예산을 넘습니다(남은 이미지 {left}장). 수를 줄이세요. 아무것도 집계되지 않았습니다.',
    logBudgetReached:
      '💸 이 서버는 {period, select, daily {일일} other {월간}} 예산의 이미지를 모두 만들었습니다. <t:{seconds}:R>에 다시 만들 수 있습니다.',
    budgetIn: '이미지 수 기준으로 셉니다(만든 이미지 1장당 1).',
    rolesNone: '없음: 모든 멤버에게 서버의 일일 한도({limit}장)가 적용됩니다.',
    roleLine: '{role}: {perDay, plural, =0 {이미지를 만들 수 없음} other {하루 #장}}',
    limitSet:
      '✅ 이제 각 멤버는 **{backend}**에서 하루 **{limit}**장까지 이미지를 만들 수 있습니다(UTC 00:00에 초기화).',
  },
  count: {
    overBudget:
      '이미지 {count}장은 이 서버의 {period, select, daily {일일} other {월간}} 예산을 넘어요(남은 생성 {left}회). 더 적게 요청하거나 `{cmdApikeyLink}`로 내 키를 연결하세요. 요금은 청구되지 않았어요.',
    overBudgetIn:
      '이미지 {count}장은 이 서버의 {period, select, daily {일일} other {월간}} 예산을 넘어요(남은 {left, number} {unit}). 더 적게 요청하거나 `{cmdApikeyLink}`로 내 키를 연결하세요. 요금은 청구되지 않았어요.',
    overEstimate:
      '이미지 백엔드의 예상으로 이미지 {count}장은 약 {estimate, number} {unit}가 들어 이 서버의 {period, select, daily {일일} other {월간}} 예산을 넘어요(남은 {left, number} {unit}). 더 적거나 작은 이미지를 요청하거나 `{cmdApikeyLink}`로 내 키를 연결하세요. 요금은 청구되지 않았어요.',
    cost: '{source, select, limit {이미지 {count}장, 이 서버의 내 일일 한도에 집계됩니다.} none {이미지 {count}장. {backend}에는 계정이 없어 아무것도 차감되지 않습니다.} other {이미지 {count}장 = {source, select, server {서버 키} anonymous {익명 키(최저 우선순위)} other {내 키}}로 생성 {count}회{accounts, select, balance {{original, select, no {({unit}로 지불)} other {}}} other {}}.}}',
    progressTitle: '🎨 이미지 {count}장',
    readyTitle: '✅ 이미지 {count}장 완성',
    partialTitle: '⚠️ 이미지 {count}장 중 {ready}장 완성',
    failedTitle: '❌ 이미지 {count}장 모두 실패',
    imageReady: '**{n}.** ✅ 시드 {seed}',
    retryHint:
      '실패한 이미지는 아래 메뉴에서 🔁와 이미지 번호를 골라 다시 시도하세요(생성 1회). 다른 이미지는 다시 만들지 않습니다.',
    overCap:
      '이미지 {count}장을 요청했지만 동시에 실행할 수 있는 생성은 최대 {limit}개입니다(지금 {running}개 실행 중). 수를 줄이거나 끝날 때까지 기다려 주세요. 요금은 청구되지 않았습니다.',
    overDaily:
      '이미지 {count}장은 서버 키의 일일 한도를 넘습니다(오늘 남은 횟수 {left}회). 수를 줄이거나 `{cmdApikeyLink}`로 내 키를 연결하세요. 요금은 청구되지 않았습니다.',
    detailsImage: '**이미지 {n}** · 시드 {seed}{task, select, none {} other { · 작업 `{task}`}}',
    detailsImages: '**이미지**',
    queueFull:
      '이 서버의 대기열이 가득 찼습니다. 최대 {limit}개의 생성이 대기할 수 있는데 이미 {waiting}개가 대기 중이라 {count, plural, other {이미지 {count}장}}이 들어갈 수 없습니다. 몇 분 뒤에 다시 시도해 주세요{count, plural, =1 {} other {(또는 수를 줄여 주세요)}}. 요금은 청구되지 않았습니다.',
    cancelledTitle: '✖️ 이미지 {count}장 취소됨',
    stoppedTitle: '⏹️ 이미지 {count}장 기다리기 중단',
    runAgainHint:
      '취소된 이미지는 아래 메뉴에서 🔁와 이미지 번호를 골라 다시 실행하세요(생성 1회). 다른 이미지는 다시 만들지 않습니다.',
  },
  imageActions: {
    vary: '{strength, select, subtle {🌱} other {🌪️}} {which, select, image {이미지 {n} 변형} other {변형}} ({strength, select, subtle {약하게} other {강하게}})',
    upscale: '🔍 {which, select, image {이미지 {n} 확대} other {확대}} ×{factor}',
    edit: '🖌️ {which, select, image {이미지 {n} 편집} other {편집}}',
    region: '🖌️ {which, select, image {이미지 {n} 영역 변형} other {영역 변형}}',
    zoom: '🔍 {which, select, image {이미지 {n} 줌 아웃} other {줌 아웃}} {factor, select, 0 {(직접 입력)…} other {{factor}×}}',
    pan: '{direction, select, left {⬅️} right {➡️} up {⬆️} other {⬇️}} {which, select, image {이미지 {n} } other {}}{direction, select, left {왼쪽} right {오른쪽} up {위쪽} other {아래쪽}}으로 팬',
    maskNotOffered:
      '이 서버의 이미지 백엔드는 이미지의 일부만 바꿀 수 없어서 영역 변형, 줌 아웃, 팬을 제공하지 않아요. 아무것도 보내거나 청구하지 않았어요.',
    pickerTitle: '🖌️ 영역 변형: 바꿀 부분을 고르세요',
    pickerHint:
      '이미지는 16칸으로 나뉘어 있어요. 다시 그릴 칸을 고른 뒤(가장자리는 자연스럽게 섞여요) **영역 변형**을 누르거나, **프롬프트 변경**으로 그 자리에 들어갈 내용을 적으세요. 고른 칸만 바뀌어요.',
    pickerPlaceholder: '바꿀 칸 (A1 … D4)…',
    pickerChosen: '선택: {cells}',
    pickerGo: '🖌️ 영역 변형',
    pickerPrompt: '✏️ 프롬프트 변경…',
    paintedTitle: '🖌️ Vary (Region): 칠한 영역',
    paintedHint:
      '색이 입혀진 영역만 바뀌고 나머지 이미지는 그대로입니다. 아래 프롬프트로 다시 그리려면 **영역 변형**를, 먼저 바꾸려면 **프롬프트 변경**을 누르세요.',
    paintedPrompt: '프롬프트: {prompt}',
    paintedExpired:
      '페인터가 너무 오래 열려 있어 Discord가 봇의 응답을 허용하지 않습니다(15분). 카드에서 Vary (Region)을 다시 누르세요. 아무것도 보내거나 청구하지 않았습니다.',
    regionFormTitle: '🖌️ 영역 변형',
    formPrompt: '고른 칸의 프롬프트',
    pickCells: '먼저 메뉴에서 칸을 하나 이상 고르세요. 아무것도 보내거나 청구하지 않았어요.',
    zoomFormTitle: '🔍 직접 정하는 줌 아웃',
    zoomFormFactor: '줌 배율 (1.1~2)',
    zoomFormPlaceholder: '예: 1.3',
    zoomFactorInvalid:
      '줌 배율은 1.1에서 2 사이의 숫자여야 해요(예: 1.3). 아무것도 보내거나 청구하지 않았어요.',
    placeholder: '이미지 하나: 변형, 확대 또는 편집…',
    formTitle: '🖌️ 이미지 편집',
    formChange: '바꿀 내용',
    formChangePlaceholder: '예: 밤으로 바꿔 줘, 빨간 목도리를 더해 줘',
    formMask: '마스크 (선택)',
    formMaskHint: '이미지의 PNG: 투명한 픽셀이 바뀌어도 되는 부분입니다.',
    notOffered:
      '이 서버의 이미지 백엔드는 이미지로 그 작업을 할 수 없습니다. 아무것도 보내거나 청구하지 않았습니다.',
    othersInput:
      '이 이미지는 다른 멤버가 가져온 이미지로 만들어졌고, 그 이미지는 그 멤버만 다시 쓸 수 있어요. 대신 게시된 이미지의 버튼(변형, 확대, 편집)으로 시작하세요. 아무것도 보내거나 청구하지 않았어요.',
    imageGone:
      '그 이미지는 더 이상 이 메시지에 없어 사용할 수 없습니다. 아무것도 보내거나 청구하지 않았습니다.',
    noImage:
      '그 메시지에는 사용할 이미지(첨부되거나 임베드된 PNG, JPEG, WebP)가 없습니다. 아무것도 보내거나 청구하지 않았습니다.',
    describeTitle: '📝 이미지에 담긴 것',
    describeHint:
      '**이걸로 이미지 만들기**를 누르면 이 글로 새 이미지를 만듭니다(먼저 고칠 수 있습니다).',
    describeOverBudget:
      '이 이미지를 설명하려면 약 {estimate, number} {unit}이(가) 들어 이 서버의 {period, select, daily {일일} other {월간}} 예산을 넘어요: 남은 예산 {left, number} {unit}. `{cmdApikeyLink}`로 내 키를 연결하거나 예산이 초기화된 뒤 다시 시도하세요. 아무것도 보내거나 청구하지 않았어요.',
    describeFailed:
      '이미지 백엔드가 이 이미지를 설명하지 못했습니다{spent, select, yes { ({amount, number} {unit} 사용됨)} other {. 아무것도 청구되지 않았습니다}}. 잠시 후에 다시 하거나 다른 이미지로 해 보세요.',
    noWords: '이미지 백엔드가 그 이미지에서 아무 말도 찾지 못했습니다. 다른 이미지로 해 보세요.',
    imagineThis: '🎨 이걸로 이미지 만들기',
  },
  card: {
    source:
      '{action, select, region {🖌️ {name}에서 영역 변형함} zoom {🔍 {name}에서 {factor}× 줌 아웃함} pan {{direction, select, left {⬅️} right {➡️} up {⬆️} other {⬇️}} {name}에서 {direction, select, left {왼쪽} right {오른쪽} up {위쪽} other {아래쪽}}으로 팬함} edit {✏️ {name}에서 편집함} vary {🔀 {name}의 변형({strength, select, subtle {약하게} other {강하게}})} other {🔍 {name}을(를) ×{factor} 업스케일함}}',
    rerollAll: '🎲 모두 다시 뽑기',
    rerollImage: '🎲 이미지 {n} 다시 뽑기',
    remixImage: '🎛️ 이미지 {n} 리믹스',
    retryImage: '🔁 이미지 {n} 다시 실행',
    imagePlaceholder: '이미지 하나: 다시 뽑기 또는 리믹스…',
    imageAlt: '{count, plural, =1 {} other {이미지 {n}/{count}: }}{prompt} (시드 {seed})',
    imageAltFrom: '{count, plural, =1 {} other {이미지 {n}/{count}: }}{prompt} ({source})',
    previewAlt: '생성 중 미리보기{count, plural, =1 {} other { (이미지 {n}/{count})}}: {prompt}',
  },
  remix: {
    button: '🎛️ 리믹스',
    title: '리믹스',
    prompt: '프롬프트',
    style: '스타일',
    sameSeed: '{seed, select, random {이전처럼 무작위} other {같은 시드 ({seed})}}',
    newSeed: '새 무작위 시드',
    yourDefault: '내 기본값',
    formChanged: '이 양식은 연 뒤에 바뀌었습니다. 다시 열어 주세요. 아무것도 보내지 않았습니다.',
    generate: '🎨 생성',
    editPrompt: '✏️ 프롬프트 편집',
    panelHint:
      '바꿀 것을 고른 뒤 **생성**을 누르거나, 글을 먼저 바꾸려면 **프롬프트 편집**을 누르세요. 이 메시지는 나만 볼 수 있습니다.',
    noLoras: 'LoRA: 없음 (최대 {max}개 선택)',
  },
  cancel: {
    cancelButton: '✖️ 취소',
    stopButton: '⏹️ 그만 기다리기',
    cancelled:
      '{original, select, yes {이미지 서비스로 보내기 전에 취소했습니다. 요금은 청구되지 않았습니다.} other {{backend}에 보내기 전에 취소했어요. 아무것도 차감되지 않았어요.}}',
    stopped:
      '{original, select, yes {봇이 더 이상 기다리지 않습니다. 이미지 서비스가 이미 받아서 취소할 수 없으므로 크레딧이 이미 사용되었을 수 있습니다.} other {{accounts, select, none {봇이 기다리기를 멈췄어요. {backend}는 실행 중인 작업 중 어느 것이 봇의 것인지 알려 줄 수 없어서 봇이 멈추지 않았고, 이미지는 계속 만들어질 수 있어요. {backend}는 계정을 두지 않으므로 아무것도 차감되지 않았어요.} other {봇이 기다리기를 멈췄어요. 이미 {backend}에 도달했고 그곳에서 취소할 수 없어서 이미 차감되었을 수 있어요.}}}}',
    stoppedNotice:
      '{original, select, yes {기다리기를 멈췄습니다. 이미지 서비스가 이미 시작해서 취소할 수 없습니다. 크레딧이 이미 사용되었을 수 있습니다.} other {{accounts, select, none {기다리기를 멈췄어요. {backend}는 어느 작업이 봇의 것인지 알려 줄 수 없어서 봇이 멈추지 않았고, 이미지는 계속 만들어질 수 있어요. 아무것도 차감되지 않았어요: {backend}는 계정을 두지 않아요.} other {기다리기를 멈췄어요. {backend}에서 이미 시작해서 취소할 수 없어요. 이미 차감되었을 수 있어요.}}}}',
    stoppedCancelled:
      '{accounts, select, none {봇이 기다리기를 멈추고 {backend}에 중지를 요청했어요. {backend}에는 계정이 없어서 아무것도 차감되지 않았어요.} other {봇이 기다리기를 멈추고 이미지 백엔드에 중지를 요청했습니다. 요금이 청구되었을 수 있습니다.}}',
    stoppedNoticeCancelled:
      '{accounts, select, none {기다리기를 멈췄어요. 봇이 {backend}에 중지를 요청했어요. {backend}에는 계정이 없어서 아무것도 차감되지 않았어요.} other {기다리기를 멈췄습니다. 봇이 이미지 백엔드에 중지를 요청했습니다. 요금이 청구되었을 수 있습니다.}}',
    alreadySent:
      '{original, select, yes {이미 대기열을 떠났습니다. 이미지 서비스가 받아서 취소할 수 없습니다(크레딧이 이미 사용되었을 수 있음). 그만 기다리려면 **그만 기다리기**를 누르세요.} other {이미 대기열을 떠났어요. {backend}에서 받았고 취소할 수 없어요(이미 차감되었을 수 있어요). 그만 기다리려면 **그만 기다리기**를 눌러 주세요.}}',
    nothingLeft: '이 답장에서 진행 중인 것이 더 이상 없습니다.',
    notAllowed:
      '생성을 취소할 수 있는 것은 요청한 멤버 또는 **{permission}** 권한이 있는 멤버뿐입니다.',
  },
  queue: {
    title: '🕒 이 서버의 생성',
    empty: '지금 이 서버에서 대기 중이거나 진행 중인 것이 없습니다.',
    running: '**진행 중** ({count})',
    waiting: '**대기열** ({count})',
    runningFor: '{duration}째 진행 중',
    waitingFor: '{duration}째 대기 중',
    mine: '⬅️ 내 것',
    private: '🔒 비공개 생성',
    cancelPlaceholder: '대기 중인 생성을 대기열에서 빼기…',
    gone: '그 생성은 더 이상 대기열에 없습니다. 이미 시작했거나 끝났습니다.',
  },
  imagineThis: {
    title: '🎨 이걸로 이미지 만들기',
    noText: '그 메시지에는 이미지로 만들 텍스트가 없습니다.',
  },
  safety: {
    withheld: '이 채널에서 이미지 하나가 보류되었습니다.',
    privateCopy:
      '🙈 {count, plural, other {이미지 #개가}} {where, select, channel {채널에서} other {답장에서}} 보류되었습니다: {reason} 나만 볼 수 있도록 여기에 보내 드립니다.',
    reason: {
      explicit:
        '이미지 검사에서 선정적이라고 판단했고(점수 {score}%, 이 서버의 기준값 {threshold}%) 이 채널은 연령 제한이 없습니다.',
      member:
        '이미지 검사에서 선정적이라고 판단했고(점수 {score}%) DM과 내 설치에서는 그런 이미지를 보류하도록 선택되어 있습니다.',
      unchecked: '이미지 검사를 실행할 수 없어 안전을 위해 보류했습니다.',
    },
    spoilerAlt: '스포일러 처리됨: 이미지 검사에서 선정적이라고 판단했습니다.',
    pageTitle: '이미지 검사',
    normal: '연령 제한이 없는 채널: {policy}',
    ageRestricted: '연령 제한 채널: {policy}',
    threshold:
      '점수 **{threshold}%** 이상인 이미지를 선정적으로 봅니다(분류기의 porn + hentai 확률, 기본값 {default}%).',
    policies: {
      withhold: '**보류** (멤버에게 비공개로 전달)',
      spoiler: '**스포일러로 게시**',
      allow: '**게시**',
    },
    footer:
      '완성된 모든 이미지는 게시 전에 봇의 컴퓨터에서 작은 공개 모델(nsfwjs)로 검사합니다. 외부로 보내는 것은 없습니다. 보류되거나 스포일러 처리된 이미지는 매개변수만 로그에 남습니다.',
    pick: {
      normal: '연령 제한이 없는 채널…',
      ageRestricted: '연령 제한 채널…',
      withhold: '보류',
      spoiler: '스포일러',
      allow: '게시',
    },
    thresholdButton: '기준값…',
    thresholdModal: {
      title: '이미지 검사 기준값',
      label: '이 점수부터 선정적 (%)',
      hint: '1–99. 낮을수록 엄격합니다. 비워 두면 기본값 50.',
    },
    invalidThreshold:
      '기준값은 {min}부터 {max}까지의 정수이거나, 기본값을 쓰려면 비워 두어야 합니다. 아무것도 바뀌지 않았습니다.',
    notPosted:
      '이 이미지는 여기에 게시할 수 없습니다: {why, select, unchecked {이미지 검사를 실행할 수 없었습니다} other {이미지 검사에서 선정적이라고 판단했습니다(점수 {score}%, 기준값 {threshold}%)}}. 기록에는 남아 있으며, 아무것도 게시되지 않았습니다.',
    logged:
      '🙈 {member}: 이미지가 {channel}에서 {action, select, withhold {보류되었습니다} other {스포일러로 게시되었습니다}} ({score, select, none {검사 안 됨} other {점수 {score}%}}, 기준값 {threshold}%): “{prompt}”{withWorkflow, select, no {} other { · {workflow}}}{seed, select, none {} other { · 시드 {seed}}}',
    refused: {
      channel:
        '{original, select, yes {{where, select, prompt {프롬프트} style {스타일이 적용된 프롬프트} other {워크플로 파일}}에 “{found}”이(가) 있어요. 연령 제한이 없는 채널에서는 막는 노골적인 용어예요. 아무것도 보내지 않았고 크레딧도 쓰지 않았어요. 다르게 표현하거나 연령 제한 채널에서 실행해 주세요.} other {{where, select, prompt {프롬프트} style {스타일이 적용된 프롬프트} other {워크플로 파일}}에 “{found}”이(가) 있어요. 연령 제한이 없는 채널에서는 막는 노골적인 용어예요. 아무것도 보내지 않았고 차감되지도 않았어요. 다르게 표현하거나 연령 제한 채널에서 실행해 주세요.}}',
      member:
        '{original, select, yes {{where, select, prompt {프롬프트} style {스타일이 적용된 프롬프트} other {워크플로 파일}}에 “{found}”이(가) 있어요. 노골적인 용어이고, 내 설정은 DM과 나만 앱을 설치한 서버에서 노골적인 콘텐츠를 막고 있어요. 아무것도 보내지 않았고 크레딧도 쓰지 않았어요. 다르게 표현하거나 {cmdSettings}에서 노골적인 콘텐츠를 허용해 주세요.} other {{where, select, prompt {프롬프트} style {스타일이 적용된 프롬프트} other {워크플로 파일}}에 “{found}”이(가) 있어요. 노골적인 용어이고, 내 설정은 DM과 나만 앱을 설치한 서버에서 노골적인 콘텐츠를 막고 있어요. 아무것도 보내지 않았고 차감되지도 않았어요. 다르게 표현하거나 {cmdSettings}에서 노골적인 콘텐츠를 허용해 주세요.}}',
    },
    log: {
      refused:
        '🔞 {member}: 연령 제한이 없는 채널에서 노골적인 용어 “{term}”(으)로 거절됨: “{prompt}”',
    },
    policy: {
      termsTitle: '기본 노골적 용어',
      terms:
        '{termsOn, select, true {켜짐: 노골적인 용어가 있는 프롬프트는 연령 제한이 없는 채널에서 거절돼요.} other {꺼짐: 노골적인 용어는 확인하지 않아요(금지어는 확인해요).}}',
      termsButton: '{termsOn, select, true {노골적 용어 끄기} other {노골적 용어 켜기}}',
      negativeTitle: '안전 네거티브 프롬프트',
      negativeNone: '없음.',
      negativeButton: '안전 네거티브 프롬프트…',
      negativeLabel: '연령 제한이 없는 채널에서 추가',
      negativeHint: '멤버의 네거티브 프롬프트 뒤에 추가돼요. 비워 두면 추가하지 않아요.',
      footer: '둘 다 연령 제한이 없는 채널에서만 적용돼요. 거절된 요청은 비용이 들지 않아요.',
    },
    member: {
      title: 'DM과 사용자 설치에서의 노골적인 콘텐츠',
      value:
        '{choice, select, allow {봇과의 DM에서 허용(연령 제한이 없는 서버 채널에서는 계속 막아요).} other {막음(기본값): DM과 나만 앱을 설치한 곳에서 노골적인 용어는 거절되고 노골적인 이미지는 보류돼요.}}',
      button: '{choice, select, allow {노골적인 콘텐츠 막기} other {DM에서 노골적인 콘텐츠 허용}}',
    },
  },
  imagesIn: {
    waitsTurn:
      '⏳ 이미지가 차례를 기다리고 있어요. 지금 다른 멤버들의 이미지를 받는 중이에요. 차례가 되면 자동으로 진행되며, 아직 아무것도 전송되거나 청구되지 않았어요.',
    kind: '{kind, select, region {🖌️ 영역 변형} zoom {🔍 줌 아웃} pan {↔️ 팬} edit {✏️ 편집} vary {🔀 변형} upscale {🔍 업스케일} other {💬 설명}}',
    logRefused:
      '🙈 {member}: 가져온 이미지가 {channel}에서 거부되었습니다 ({score, select, none {검사 안 됨} other {점수 {score}%}}, 기준값 {threshold}%){withPrompt, select, no {} other {: “{prompt}”}} · {kind}',
    refused: {
      next: '{problem} 아무것도 보내지 않았고 아무것도 차감되지 않았어요.',
      notOffered:
        '이 서버의 이미지 백엔드는 이미지에서 시작할 수 없어요. 이미지 없이 명령을 실행해 주세요.',
      strengthAlone:
        'strength는 이미지가 있을 때만 적용돼요. 이미지를 첨부하거나 strength를 빼 주세요.',
      maskAlone: 'mask는 이미지가 있을 때만 적용돼요. 이미지도 첨부하거나 mask를 빼 주세요.',
      maskNotOffered:
        '이 서버의 이미지 백엔드는 이미지의 일부만 바꿀 수 없어요. mask 없이 명령을 실행해 주세요.',
      tooLarge: '이미지 크기가 {size}예요. 봇은 최대 {max}까지 받아요.',
      overMax: '이미지가 봇이 받는 {max}보다 커요.',
      notImage:
        '이 파일은 봇이 읽을 수 있는 이미지가 아니에요. PNG, JPEG, WebP 또는 GIF를 첨부해 주세요.',
      animated: '움직이는 이미지는 사용할 수 없어요. 정지 이미지를 첨부해 주세요.',
      tooManyPixels:
        '이미지가 {width}×{height} 픽셀이에요. 이 서버의 이미지 백엔드는 최대 {max}까지 받아요.',
      tooLargeToUpscale:
        '이미지가 {width}×{height} 픽셀이에요. 이 서버의 이미지 백엔드로 ×{factor} 확대하기에는 너무 커요.',
      maskNotPng:
        '마스크는 바꿔도 되는 부분을 투명 픽셀로 표시한 PNG여야 해요. PNG를 첨부해 주세요.',
      maskSize:
        '마스크는 {size} 픽셀인데 이미지는 {imageSize}예요. 마스크는 이미지와 크기나 비율이 같아야 해요.',
      maskOpaque:
        '마스크에 투명한 픽셀이 없어서 바꿀 부분이 표시되지 않았어요. 바꿔도 되는 부분을 지운 뒤 다시 첨부해 주세요.',
      maskWhole:
        '마스크가 전부 투명해서 이미지 전체가 바뀌게 돼요. 마스크 없이 편집하거나 일부를 불투명하게 남겨 주세요.',
      unreadable: '이미지를 읽을 수 없었어요(손상되었을 수 있어요). 다른 이미지를 첨부해 주세요.',
      downloadFailed: '봇이 Discord에서 이미지를 내려받지 못했어요. 다시 첨부해 주세요.',
      explicit:
        '{reason, select, channel {이미지가 노골적인 것 같아요. 노골적인 이미지는 연령 제한이 없는 채널에서 막혀요. 연령 제한 채널에서 사용해 주세요.} other {이미지가 노골적인 것 같아요. 내 설정에 따라 여기서는 노골적인 콘텐츠를 막고 있어요.}}',
      unchecked:
        '봇이 지금 이미지가 노골적인지 확인하지 못해서 여기서는 사용할 수 없어요. 1분 뒤에 다시 시도해 주세요.',
    },
  },
};
