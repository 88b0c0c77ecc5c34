import type { Catalog } from '../catalog.js';

/**
 * Português (Brasil). Tratamento por "você". Glossário: credits → créditos; API key → chave de
 * API; key → chave; server key → chave do servidor; workflow → fluxo de trabalho; image service →
 * serviço de imagens; generation → geração; link/unlink → vincular/desvincular; revoke → revogar;
 * daily limit → limite diário; Re-roll → Rolar de novo.
 */
export const ptBR: Catalog = {
  language: { name: 'Português (Brasil)' },
  units: {
    bytes: '{count, plural, one {# byte} other {# bytes}}',
    kilobytes: '{n, number} KB',
    megabytes: '{n, number} MB',
    credits: '{count, plural, one {{amount} crédito} other {{amount} créditos}}',
    otherCurrency: '{amount} {currency}',
  },
  painter: {
    title: 'Pinte a parte que deve mudar',
    brush: 'Pincel',
    eraser: 'Borracha',
    size: 'Tamanho',
    clear: 'Limpar',
    prompt: 'Prompt',
    send: 'Enviar',
    sending: 'Enviando…',
    sent: '✅ Enviado: a área que você pintou está esperando no canal, visível só para você. Aperte **Variar região** lá; você pode fechar o pintor.',
    nothingPainted: 'Pinte primeiro a parte da imagem que deve mudar.',
    paintedNothing:
      'Nada foi pintado, então nada mudaria: pinte a parte da imagem que deve mudar e aperte Enviar. Nada foi enviado nem cobrado.',
    paintedWhole:
      'Você pintou a imagem inteira, então tudo mudaria: apague uma parte com a Borracha e aperte Enviar. Nada foi enviado nem cobrado.',
    paintingUnreadable:
      'O bot não conseguiu ler sua pintura: aperte Limpar, pinte de novo e aperte Enviar, ou feche o pintor e aperte Vary (Region) de novo. Nada foi enviado nem cobrado.',
    failed:
      'Não foi possível enviar a pintura. Tente de novo ou feche o pintor e use Vary (Region) outra vez.',
    gone: 'Este pintor não está mais disponível para você: expirou, já foi enviado ou foi aberto por outra pessoa. Aperte Vary (Region) no cartão de novo.',
    signInFailed:
      'O Discord não conseguiu fazer seu login. Feche o pintor e aperte Vary (Region) de novo.',
  },
  common: {
    warning: '⚠️ {message}',
    permissionManageServer: 'Gerenciar servidor',
    permissionManageMessages: 'Gerenciar mensagens',
  },
  errors: {
    unexpected:
      'Algo deu errado do nosso lado (id do erro `{errorId}`). Tente de novo; se continuar acontecendo, passe este id para a equipe do servidor.',
    restarting: 'O bot está reiniciando. Tente de novo em um minuto.',
    commandUnavailable: 'Esse comando ou botão não existe mais. Use o comando de barra de novo.',
    notHere:
      'Esse botão ou formulário não pertence a esta mensagem nem a este lugar. Nada foi alterado.',
    notYours: 'Isso pertence a outro membro: só essa pessoa pode usar. Nada foi alterado.',
    serverOnly:
      '`{command}` só funciona em um servidor: use em um canal do servidor, não em DM. Nada foi alterado.',
    notAllowed: {
      moderateReports: 'Só membros com a permissão **{permission}** podem agir sobre denúncias.',
      manageServerKey:
        'Só membros com a permissão **{permission}** podem gerenciar a chave do servidor.',
      changeDailyLimit:
        'Só membros com a permissão **{permission}** podem alterar o limite diário.',
      seeOthersBalance:
        'Só membros com a permissão **{permission}** podem ver o saldo de outro membro.',
      deleteOthersImage:
        'Só membros com a permissão **{permission}** podem apagar uma imagem que outra pessoa pediu.',
      changeLanguage:
        'Só membros com a permissão **{permission}** podem mudar o idioma do servidor.',
      changeDefaults:
        'Só membros com a permissão **{permission}** podem mudar os padrões de um canal ou do servidor.',
      managePolicy:
        'Só membros com a permissão **{permission}** podem mudar as regras do servidor.',
      manageStyles:
        'Só membros com a permissão **{permission}** podem adicionar, editar ou remover os estilos do servidor.',
      seeUsage:
        'Só membros com a permissão **{permission}** podem ver o uso da chave do servidor por cada membro.',
      cancelFromQueue:
        'Só membros com a permissão **{permission}** podem cancelar gerações de outros pela fila.',
    },
  },
  service: {
    taskFailedSpent:
      '{backend} não conseguiu gerar esta imagem ({amount, number} {unit} gastos). Tente de novo, talvez com outras configurações.',
    taskImpossible:
      'Nenhum worker de {backend} consegue fazer esta imagem agora (o modelo, o tamanho ou os passos não são atendidos). Ela foi cancelada; nada foi gasto. Tente outro modelo ou um tamanho menor.',
    taskImpossibleSpent:
      'Nenhum worker de {backend} consegue fazer esta imagem agora (o modelo, o tamanho ou os passos não são atendidos). Ela foi cancelada; {amount, number} {unit} gastos. Tente outro modelo ou um tamanho menor.',
    taskFaulted:
      'Os workers de {backend} não conseguiram fazer esta imagem. Tente de novo, talvez com outro modelo.',
    taskFaultedSpent:
      'Os workers de {backend} não conseguiram fazer esta imagem ({amount, number} {unit} gastos). Tente de novo, talvez com outro modelo.',
    taskCensored:
      'O filtro de {backend} reteve esta imagem como explícita. Mude o prompt ou use um canal com restrição de idade.',
    taskCensoredSpent:
      'O filtro de {backend} reteve esta imagem como explícita ({amount, number} {unit} gastos). Mude o prompt ou use um canal com restrição de idade.',
    noBalance: '{backend} não tem saldo: não há contas, e gerar aqui não custa nada para você.',
    noKeys: '{backend} não usa chaves de API: você pode gerar aqui sem vincular nenhuma.',
    notOffered: 'O backend de imagens deste servidor não oferece isso.',
    backendGone:
      'Isto pertence a um backend de imagens que o bot não oferece mais. Vincule uma chave para o backend de imagens deste servidor com {cmdApikeyLink}.',
    anyUnit: 'saldo',
    usageUnit: 'uso',
    anyBackend: 'o backend de imagens',
    unavailable:
      '{original, select, yes {O serviço de imagens está indisponível no momento. Tente de novo em alguns minutos.} other {Não foi possível acessar {backend} agora. Tente de novo em alguns minutos.}}',
    timeout:
      '{original, select, yes {O serviço de imagens não respondeu a tempo. Tente de novo em alguns minutos.} other {Nenhuma resposta de {backend} chegou a tempo. Tente de novo em alguns minutos.}}',
    rateLimited:
      '{original, select, yes {O serviço de imagens está recebendo pedidos demais. Tente de novo em um minuto.} other {Há pedidos demais indo para {backend} agora. Tente de novo em um minuto.}}',
    rateLimitedFor:
      '{original, select, yes {O serviço de imagens está recebendo pedidos demais. Tente de novo em {seconds, number} s.} other {Há pedidos demais indo para {backend} agora. Tente de novo em {seconds, number} s.}}',
    rateLimitedRefused:
      'Os pedidos estão sendo limitados por {backend}, que não começou esta imagem, então nada foi {accounts, select, balance {gasto} other {cobrado}}. Tente de novo em um minuto.',
    rateLimitedRefusedFor:
      'Os pedidos estão sendo limitados por {backend}, que não começou esta imagem, então nada foi {accounts, select, balance {gasto} other {cobrado}}. Tente de novo em {seconds, number} s.',
    quotaExceeded:
      'A conta da chave em {backend} não tem mais cota (limite de cobrança ou do plano), então nada foi gerado nem cobrado. Adicione fundos ou aumente o limite lá e tente de novo.',
    promptRefused:
      'O sistema de segurança de {backend} recusou este prompt, então nada foi gerado nem cobrado. Mude o prompt e tente de novo.',
    unavailableRefused:
      'Algo falhou em {backend} antes de começar esta imagem, então nada foi cobrado. Tente de novo em alguns minutos.',
    down: '{original, select, yes {O serviço de imagens não responde há {seconds, number} s, então o bot parou de esperar esta imagem. Pode ter sido cobrada; confira seus créditos antes de tentar de novo.} other {{backend} não responde há {seconds, number} s, então o bot parou de esperar esta imagem. {accounts, select, none {Ele não tem contas, então nada foi cobrado. Tente de novo quando ele voltar.} other {Pode ter sido cobrada; confira seu saldo ou uso lá antes de tentar de novo.}}}}',
    taskCut:
      '{accounts, select, none {A conexão com {backend} caiu enquanto ele fazia esta imagem: ela pode ter sido feita, mas o bot não conseguiu buscá-la. {backend} não tem contas, então nada foi cobrado. Aperte Tentar de novo para fazê-la outra vez.} other {A conexão com {backend} caiu enquanto ele fazia esta imagem. Pode ter sido cobrada; confira seu uso no provedor antes de tentar de novo.}}',
    taskInterrupted:
      '{accounts, select, none {O bot reiniciou enquanto {backend} fazia esta imagem: ela pode ter sido feita, mas não foi possível buscá-la, e não foi enviada de novo. {backend} não tem contas, então nada foi cobrado. Aperte Tentar de novo para fazê-la outra vez.} other {O bot reiniciou enquanto {backend} fazia esta imagem. Pode ter sido cobrada, e não foi enviada de novo; confira seu uso no provedor antes de apertar Tentar de novo.}}',
    taskStoppedElsewhere:
      '{accounts, select, none {Outra pessoa que usa {backend} parou o trabalho antes de esta imagem ficar pronta, então a imagem inacabada não é postada. {backend} não tem contas, então nada foi cobrado. Aperte Tentar de novo para fazê-la outra vez.} other {Outra pessoa que usa {backend} parou o trabalho antes de esta imagem ficar pronta, então a imagem inacabada não é postada. Pode ter sido cobrada; confira seu uso no provedor antes de tentar de novo.}}',
    unexpectedAnswer:
      '{original, select, yes {O serviço de imagens enviou uma resposta que o bot não entende. Tente de novo mais tarde.} other {O bot não entendeu a resposta de {backend}. Tente de novo mais tarde.}}',
    submissionUncertain:
      '{original, select, yes {O serviço de imagens pode ter recebido e cobrado esta geração, mas a resposta se perdeu. Confira {cmdBalance} antes de tentar de novo.} other {Esta geração pode ter chegado a {backend} e sido cobrada, mas a resposta se perdeu. Confira lá seu saldo ou uso antes de tentar de novo.}}',
    insufficientCredits:
      '{original, select, yes {Não há créditos suficientes no serviço de imagens para esta geração. Recarregue ou faça o check-in diário e tente de novo.} other {Não há {unit} suficiente em {backend} para esta geração. Recarregue lá e tente de novo.}}',
    invalidApiKey:
      '{original, select, yes {O serviço de imagens recusou a chave de API: ela é inválida ou foi revogada. Configure uma chave nova e tente de novo.} other {A chave de API foi recusada por {backend}: é inválida ou foi revogada. Defina uma chave nova e tente de novo.}}',
    invalidLoginToken:
      '{original, select, yes {O serviço de imagens recusou o token de login. Copie um token novo da sua conta e tente de novo.} other {O token de login foi recusado por {backend}. Copie um token novo da sua conta e tente de novo.}}',
    unknownTask:
      '{original, select, yes {O serviço de imagens não conhece mais esta geração (talvez tenha expirado). Comece uma nova.} other {{backend} não reconhece mais esta geração (pode ter expirado). Comece uma nova.}}',
    unknownTaskSpent:
      '{backend} não reconhece mais esta geração: ela expirou. A última verificação mostrava {amount, number} {unit} gastos. Comece uma nova.',
    unknownTaskNothingSpent:
      '{backend} não reconhece mais esta geração: ela expirou. A última verificação não mostrava nada gasto. Comece uma nova.',
    nothingSpent: '{said} {accounts, select, balance {Nada foi gasto.} other {Nada foi cobrado.}}',
    imageTooLarge: 'A imagem gerada tem mais de {size}, grande demais para postar aqui.',
    imageHostRefused:
      'O bot não conseguiu baixar esta imagem com segurança, então ela não aparece aqui.',
    taskFailed:
      '{original, select, yes {O serviço de imagens não conseguiu gerar esta imagem. Tente de novo, talvez com outras configurações.} other {{backend} não conseguiu gerar esta imagem. Tente de novo, talvez com outras configurações.}}',
    runFailed:
      '{backend} não conseguiu gerar esta imagem: {cause, select, outOfMemory {a GPU ficou sem memória} modelUnreadable {não conseguiu ler o modelo} fileMissing {falta um arquivo de que precisa} blocked {foi bloqueada} raised {lançou {errorType}} other {lançou um erro}}. Tente de novo, talvez com outras configurações.',
    stepFailed:
      '{backend} não conseguiu gerar esta imagem: o nó {titled, select, yes {“{title}” ({type})} other {{type}}} (nó {node}) falhou porque {cause, select, outOfMemory {a GPU ficou sem memória} modelUnreadable {não conseguiu ler o modelo} fileMissing {falta um arquivo de que ele precisa} blocked {o fluxo de trabalho o bloqueou} raised {ele lançou {errorType}} other {ele lançou um erro}}. Tente de novo, talvez com outras configurações.',
    moved:
      '{original, select, yes {O serviço de imagens mudou de endereço. Avise quem opera o bot para atualizá-lo.} other {O endereço de {backend} não funciona mais: ele mudou. Avise o operador do bot para que ele o atualize.}}',
    parametersRejected:
      '{original, select, yes {O serviço de imagens recusou os parâmetros do pedido. Confira e tente de novo.} other {Os parâmetros do pedido foram recusados por {backend}. Confira-os e tente de novo.}}',
    setupRefused:
      '{backend} recusou esta solicitação por causa da configuração do bot (modelo, fluxo de trabalho ou acesso), então nada foi gerado nem cobrado. Só o operador do bot pode corrigir isso: avise-o, por favor.',
    valueRefused:
      '{backend} recusou um valor que você escolheu: {problem}. Mude-o e tente de novo; nada foi gerado nem cobrado.',
    requestRejected:
      '{original, select, yes {O serviço de imagens recusou o pedido: {said}} other {O pedido foi recusado por {backend}: {said}}}',
  },
  civitai: {
    unavailable:
      'Não foi possível acessar o CivitAI para consultar esta LoRA, então nada foi adicionado. Tente de novo em alguns minutos.',
    notFound:
      'O CivitAI não tem nenhum modelo ou versão com o id {id}. Confira o número no endereço da página (civitai.com/models/…) e tente de novo; nada foi adicionado.',
  },
  loras: {
    tooMany: 'no máximo {max} LoRAs podem ser aplicadas a uma imagem',
    weight: 'o peso de uma LoRA deve ser um número de {min} a {max} (recebido: {got})',
    notAllowed: '“{name}” não é uma LoRA oferecida por este servidor: escolha uma das sugestões',
    notOnServer: 'a LoRA “{name}” não está mais no backend de imagens deste servidor',
    none: 'o backend de imagens deste servidor não aceita LoRAs',
    unreadable:
      'não foi possível ler as LoRAs do backend de imagens agora; tente de novo em um minuto',
    notInWorkflow:
      'o fluxo de trabalho “{workflow}” não aceita LoRAs: escolha outro fluxo de trabalho ou tire as LoRAs',
  },
  parameter: {
    multipleOf: '{name} deve ser múltiplo de {step} (recebido: {got})',
    empty: '{name} não pode ficar vazio',
    textOrWorkflow: '{name} precisa ser texto ou um objeto de fluxo de trabalho em nós',
    emptyWorkflow: 'O fluxo de trabalho em {name} não pode ficar vazio',
    notText: '{name} precisa ser texto (recebido: {type})',
    emptyWhenGiven: '{name} não pode ficar vazio quando informado',
    notWhole: '{name} precisa ser um número inteiro (recebido: {got})',
    notNumber: '{name} precisa ser um número (recebido: {got})',
    atLeast: '{name} precisa ser no mínimo {min} (recebido: {got})',
    atMost: '{name} precisa ser no máximo {max} (recebido: {got})',
    oneOf: '{name} precisa ser um destes valores: {allowed} (recebido: {got})',
    invisible: '{name} precisa ter caracteres visíveis (só contém invisíveis)',
    tooLong: '{name} pode ter no máximo {max} caracteres (recebido: {got})',
    tooLongWithStyle:
      '{name} tem {typed} caracteres; com o estilo “{style}” o prompt enviado teria {got}, mais que os {max} permitidos. Encurte em {over} ou escolha outro estilo',
    wrongType:
      '{name} precisa ser {expected, select, string {texto} integer {um número inteiro} number {um número} other {um arquivo}}',
    refused:
      '{original, select, yes {{problem}. Corrija e use {cmdImagine} de novo; nada foi enviado e nenhum crédito foi gasto.} other {{problem}. Altere e execute {cmdImagine} de novo; nada foi enviado nem cobrado.}}',
  },
  jobs: {
    inputGone:
      'A imagem de onde esta geração parte não está mais guardada, então nada foi enviado e nada foi cobrado. Execute de novo com a imagem.',
    timeout:
      '{original, select, yes {A imagem demorou demais para ser gerada, então o bot parou de esperar por ela. O serviço de imagens já a tinha, então o crédito provavelmente já foi gasto (confira com {cmdBalance}).} other {{accounts, select, none {A imagem demorou demais para ser gerada, então o bot parou de esperar. {backend} não tem contas, então nada foi cobrado.} other {A imagem demorou demais para ser gerada, então o bot parou de esperar. Ela já tinha chegado a {backend}, então provavelmente foi cobrada (confira lá seu saldo ou uso).}}}}',
    memberCap:
      'Você já tem {limit, plural, one {# geração} other {# gerações}} em andamento; espere uma terminar.',
    submissionInterrupted:
      '{original, select, yes {O bot reiniciou enquanto enviava esta geração, então ela pode ter chegado ao serviço de imagens (e sido cobrada) ou não. Confira seus créditos com {cmdBalance} antes de apertar Tentar de novo.} other {{accounts, select, none {O bot reiniciou enquanto enviava esta geração, então ela pode ou não ter chegado a {backend}. {backend} não tem contas, então nada foi cobrado. Aperte Tentar de novo para executá-la outra vez.} other {O bot reiniciou enquanto enviava esta geração, então ela pode ou não ter chegado a {backend} (e sido cobrada). Confira lá seu saldo ou uso antes de apertar Tentar de novo.}}}}',
    restartedBeforeSend:
      '{original, select, yes {O bot reiniciou antes de enviar seu pedido ao serviço de imagens, então nada foi cobrado. Aperte Tentar de novo para executá-lo outra vez.} other {O bot reiniciou antes de o seu pedido ser enviado a {backend}, então nada foi cobrado. Aperte Tentar de novo para executá-lo outra vez.}}',
    saveFailed:
      '{original, select, yes {O bot não consegue salvar pedidos agora, então nada foi enviado e nenhum crédito foi gasto. Tente de novo em alguns minutos; se continuar, avise a equipe do servidor.} other {O bot não consegue salvar pedidos agora, então nada foi enviado nem cobrado. Tente de novo em alguns minutos; se continuar, avise a equipe do servidor.}}',
    unexpected: 'Algo deu errado nesta geração. Tente de novo.',
  },
  store: {
    unavailable:
      'O banco de dados do bot está indisponível no momento. Tente de novo em alguns minutos.',
    unreachable:
      'O armazenamento do bot está inacessível no momento; nada foi iniciado nem cobrado. Tente de novo em um minuto.',
    keyUndecryptable:
      'Não foi possível descriptografar uma chave salva; vincule-a de novo com {cmdApikeyLink}.',
    serverKeyUndecryptable:
      'Não foi possível descriptografar a chave do servidor; alguém que gerencia o servidor precisa configurá-la de novo.',
  },
  keys: {
    signup: {
      where:
        '{tokens, select, no {🔑 Chaves de API vêm da sua conta em {service}.} other {🔑 Chaves de API e tokens de login vêm da sua conta em {service}.}}',
      whereAt:
        '{tokens, select, no {🔑 Obtenha uma chave de API na sua conta em {service}: {url}} other {🔑 Obtenha uma chave de API e um token de login na sua conta {named, select, yes {em {service}} other {do serviço de imagens}}: {url}}}',
      from: 'Da sua conta {named, select, yes {em {service}} other {do serviço de imagens}}.',
    },
    missing:
      'Você não tem nenhuma chave de API vinculada. {creates, select, yes {Vincule a sua com `{cmdApikeyLink}` ou crie uma com `{cmdApikeyGenerate}`.} other {Vincule a sua com `{cmdApikeyLink}`.}}',
    missingHere:
      'Você não tem nenhuma chave de API vinculada e este servidor não tem chave do servidor. {creates, select, yes {Vincule a sua com `{cmdApikeyLink}` ou crie uma com `{cmdApikeyGenerate}`.} other {Vincule a sua com `{cmdApikeyLink}`.}}',
    nothingToUnlink:
      'Você não tem nenhuma chave de API vinculada, então não há nada para desvincular.',
    nothingToRevoke:
      'Você não tem nenhuma chave de API vinculada, então não há nada para revogar. Para revogar uma chave que o bot não tem, use sua conta do serviço de imagens.',
    unlinkedBeforeRun:
      'Sua chave de API foi desvinculada antes que esta geração pudesse rodar. Vincule uma com `{cmdApikeyLink}`.',
    serverKeyRemovedBeforeRun:
      'A chave do servidor foi removida antes que esta geração pudesse rodar.',
    rejectedOwn:
      '{original, select, yes {O serviço de imagens recusou sua chave de API ({masked}) como inválida ou revogada, então eu a desvinculei. Vincule uma chave que funcione com `{cmdApikeyLink}` ou crie uma com `{cmdApikeyGenerate}`.} other {Sua chave de API ({masked}) foi recusada por {backend} como inválida ou revogada, então eu a desvinculei. Vincule uma chave que funcione com `{cmdApikeyLink}`.}}',
    rejectedServer:
      '{original, select, yes {O serviço de imagens recusou a chave do servidor ({masked}) como inválida ou revogada, então eu a removi. Um membro com "Gerenciar servidor" pode configurar outra com `{cmdApikeyServerSet}`.} other {A chave do servidor ({masked}) foi recusada por {backend} como inválida ou revogada, então eu a removi. Um membro com Gerenciar servidor pode definir outra com `{cmdApikeyServerSet}`.}}',
  },
  apikey: {
    malformed:
      'Isso não parece uma chave de API: chaves são {shape}. Copie a chave de novo da {original, select, yes {sua conta do serviço de imagens} other {sua conta em {backend}}} e tente outra vez; nada foi alterado.',
    keyShapeNone: 'desnecessárias aqui',
    keyShapeProvider: 'a chave secreta emitida pelo seu provedor, sem espaços',
    keyShapeHorde: '22 letras, dígitos, - ou _ do aihorde.net',
    keyShapeService: '`sk-` seguido de 48 caracteres hexadecimais',
    notYours:
      'Só o membro que usou o comando pode responder a esta confirmação; nada foi alterado.',
    linkModal: {
      title: 'Vincular sua chave de API',
      label:
        '{named, select, no {Sua chave de API do serviço de imagens} other {Sua chave de API de {backend}}}',
      description:
        '{original, select, yes {`sk-` e 48 caracteres hex. Verificada no serviço e salva criptografada.} other {{shape}. Verificada com {backend} e guardada criptografada.}}',
      placeholder: '{original, select, yes {sk-…} other {chave de API}}',
    },
    generateModal: {
      title: 'Criar uma chave de API',
      label: 'Seu token de login do serviço',
      description: 'Usado uma vez para criar a chave, nunca salvo.',
      placeholder: 'token de login',
    },
    serverModal: {
      title: 'Configurar a chave do servidor',
      label:
        '{original, select, yes {Chave de API para este servidor} other {Chave de API do servidor ({backend})}}',
      description: 'Membros sem chave própria geram com ela, dentro do limite diário.',
      placeholder: '{original, select, yes {sk-…} other {chave de API}}',
    },
    linked: '✅ `{masked}` vinculada a **{username}** no serviço de imagens: **{credits}**.',
    linkedOn:
      '{named, select, yes {✅ `{masked}` vinculada a **{username}** em {backend}: **{credits}**.} other {✅ `{masked}` vinculada em {backend}: **{credits}**.}}',
    linkedNext:
      'Suas gerações agora usam esta chave. Ela fica salva criptografada e nunca aparece inteira; `{cmdApikeyStatus}` a mostra e `{cmdApikeyUnlink}` a esquece.',
    linkedReplaced: 'Ela substitui a chave que você tinha vinculado (aquela não foi revogada).',
    generated: {
      notChecked:
        '⚠️ Criei uma chave nova (`{masked}`), mas não consegui verificá-la no serviço ({reason}), então ela **não está vinculada**. Vincule-a depois com `{cmdApikeyLink}`.',
      linked:
        '✅ Criei `{masked}` para **{username}** ({credits}) e a vinculei: suas gerações agora a usam.',
      shownOnce:
        'Sua chave nova, mostrada **só desta vez**: copie agora se quiser usá-la em outro lugar.',
      warning:
        '⚠️ Quem tiver esta chave pode gastar seus créditos: nunca a poste em um canal. As chaves antigas da sua conta continuam funcionando.',
      tokenUnused: 'O token de login que você digitou foi usado uma vez e não foi salvo.',
    },
    status: {
      titlePersonal: 'Sua chave de API',
      titleServer: 'Chave do servidor',
      key: 'Chave',
      serviceUser: 'Conta no serviço',
      linked: 'Vinculada',
      set: 'Configurada',
      when: '{relative} ({date})',
      whenBy: '{relative} ({date}) por {user}',
      balance: 'Saldo',
      unavailable:
        'Indisponível no momento: {reason}\nA chave continua vinculada; os dados salvos acima estão atualizados.',
      dailyLimit: 'Limite diário',
      dailyLimitValue:
        '{limit, plural, one {# geração} other {# gerações}} por membro por dia (zera às 00:00 UTC). Altere com `{cmdApikeyServerLimit}`.',
      footerServer: 'Membros sem chave própria geram com esta chave.',
      footerPersonal: 'Salva criptografada; só os quatro últimos caracteres aparecem.',
    },
    unlinked:
      '{named, select, yes {✅ `{masked}` (conta **{username}**) desvinculada. O bot não a tem mais; suas gerações precisam de uma chave de novo (ou da chave do servidor, onde houver).} other {✅ `{masked}` desvinculada. O bot não a tem mais; suas gerações precisam de uma chave de novo (ou da chave do servidor, onde houver).}}',
    unlinkedUnreadable:
      '✅ Sua chave foi desvinculada. O bot não a tem mais; suas gerações precisam de uma chave de novo (ou da chave do servidor, onde houver).',
    notRevoked:
      '{original, select, yes {A chave em si **não foi revogada** e continua funcionando onde mais você a usa. Para desativá-la, vincule de novo e use `{cmdApikeyRevoke}`, ou revogue na sua conta do serviço de imagens.} other {A chave em si **não foi revogada** e continua funcionando onde mais você a usa. Revogue-a na sua conta em {backend} se não confiar mais nela.}}',
    revoke: {
      alreadyInvalid:
        '✅ `{masked}` já estava inválida ou revogada no serviço de imagens, então eu a desvinculei. Vincule outra com `{cmdApikeyLink}` ou crie uma com `{cmdApikeyGenerate}`.',
      done: '✅ `{masked}` revogada e desvinculada: ela não funciona mais em lugar nenhum. A conta **{username}** mantém seus créditos e outras chaves.',
      doneAlready:
        '✅ `{masked}` revogada (o serviço diz que já estava) e desvinculada: ela não funciona mais em lugar nenhum. A conta **{username}** mantém seus créditos e outras chaves.',
      next: 'Vincule outra chave com `{cmdApikeyLink}` ou crie uma com `{cmdApikeyGenerate}`.',
    },
    revokeAll: {
      question:
        '⚠️ Revogar **todas** as chaves de API da conta **{username}** no serviço de imagens?',
      consequence:
        'Todo app, bot ou servidor que usa uma chave desta conta vai parar de funcionar, e sua chave vinculada será desvinculada aqui. Não dá para desfazer.',
      confirmWithin: 'Confirme em até {minutes, plural, one {# minuto} other {# minutos}}.',
      confirm: 'Revogar todas as chaves',
      cancel: 'Cancelar',
      expired:
        '⌛ Esta confirmação expirou, então nada foi revogado. Use `{cmdApikeyRevokeAll}` de novo se ainda quiser.',
      changed:
        'Sua chave vinculada mudou desde o pedido, então nada foi revogado. Use `{cmdApikeyRevokeAll}` de novo se ainda quiser.',
      alreadyInvalid:
        '⚠️ Sua chave vinculada `{masked}` já estava inválida ou revogada, então não pôde revogar as outras; eu a desvinculei. Revogue as chaves restantes na sua conta do serviço de imagens.',
      done: '✅ {count, plural, one {# chave revogada} other {# chaves revogadas}} de **{username}** e `{masked}` desvinculada.',
      doneEvery: '✅ Todas as chaves de **{username}** revogadas e `{masked}` desvinculada.',
      next: 'Crie uma chave nova com `{cmdApikeyGenerate}` quando precisar.',
      cancelled: 'Cancelado: nenhuma chave foi revogada.',
    },
    server: {
      backendSet:
        '✅ As gerações deste servidor agora vão para **{backend}**. As chaves vinculadas a ele pagam aqui; as de outros backends continuam vinculadas, mas não pagam aqui. Configurações e histórico são mantidos.',
      backendUnknown:
        'Este bot não oferece nenhum backend de imagens chamado “{name}”. Escolha um da lista: {offered}. Nada foi alterado.',
      none: 'Este servidor não tem chave do servidor, então os membros precisam da própria (`{cmdApikeyLink}`). Configure uma com `{cmdApikeyServerSet}`; o limite diário por membro seria **{limit}**.',
      noneToClear: 'Este servidor não tem chave do servidor, então nada mudou.',
      cleared:
        '✅ Chave do servidor removida: agora os membros precisam de uma chave própria ({creates, select, yes {`{cmdApikeyLink}` ou `{cmdApikeyGenerate}`} other {`{cmdApikeyLink}`}}).',
      clearedNotRevoked:
        '{original, select, yes {A chave **não foi revogada** e continua funcionando em outros lugares; revogue na conta dela no serviço de imagens se não confiar mais nela.} other {A chave **não foi revogada** e continua funcionando em outros lugares; revogue-a na conta dela em {backend} se não confiar mais nela.}}',
      limitInvalid:
        'O limite diário precisa ser um número inteiro de {min} a {max} (recebido: {got}); nada foi alterado.',
      limitZero:
        '✅ Limite diário definido como **0**: os membros não podem mais gerar com a chave do servidor (as chaves próprias continuam funcionando).',
      limitSet:
        '✅ Membros sem chave própria agora podem fazer {limit, plural, one {**#** geração} other {**#** gerações}} por dia cada um com a chave do servidor (a contagem zera às 00:00 UTC).',
      limitNoKey:
        'Este servidor ainda não tem chave do servidor: configure uma com `{cmdApikeyServerSet}`.',
      set: '{named, select, yes {✅ Chave do servidor configurada: `{masked}` de **{username}** ({credits}).} other {✅ Chave do servidor configurada: `{masked}` ({credits}).}}',
      setNext:
        'Membros sem chave própria agora geram com ela, até **{limit}** por dia cada um (altere com `{cmdApikeyServerLimit}`).',
      setReplaced: 'Ela substitui a chave do servidor anterior (aquela não foi revogada).',
    },
  },
  balance: {
    footerRecord: 'Contado pelo bot a partir das imagens recebidas; {backend} não mantém saldo.',
    usageOnly:
      '{backend} não mantém saldo para chaves de API. Usado com esta chave pelo bot este mês: **{images, plural, one {# imagem} other {# imagens}}**, {tokens, number} tokens.',
    title: 'Créditos do serviço de imagens',
    titleOf: '{backend}: {unit}',
    creditsOf: '{original, select, yes {Créditos de {user}} other {Saldo de {user}}}',
    footer: 'Os saldos vêm ao vivo do serviço de imagens.',
    footerOf: 'Os saldos vêm ao vivo de {backend}.',
    yourKey: 'Sua chave',
    theirKey: 'Chave do membro',
    noKeyYours:
      'Nenhuma chave vinculada. {creates, select, yes {Vincule a sua com `{cmdApikeyLink}` ou crie uma com `{cmdApikeyGenerate}`.} other {Vincule a sua com `{cmdApikeyLink}`.}}',
    noKeyYoursPool:
      'Nenhuma chave vinculada. {creates, select, yes {Vincule a sua com `{cmdApikeyLink}` ou crie uma com `{cmdApikeyGenerate}`.} other {Vincule a sua com `{cmdApikeyLink}`.}} Aqui as gerações usam a chave do servidor.',
    noKeyTheirs: 'Nenhuma chave vinculada.',
    noKeyTheirsPool: 'Nenhuma chave vinculada. Aqui as gerações usam a chave do servidor.',
    unavailable: 'Indisponível no momento: {reason}',
    removed: 'Não é mais válida: foi removida.',
    account: 'Conta **{username}**',
    accountWithKey: 'Conta **{username}** · `{masked}`',
    pool: 'Cota do servidor',
    poolYours: 'Suas gerações com ela hoje: restam **{left} de {limit}** (zera {resets}).',
    poolTheirs: 'Gerações do membro com ela hoje: restam **{left} de {limit}** (zera {resets}).',
    poolUnused: 'Usada só por membros sem chave própria.',
    otherRejected:
      '{original, select, yes {O serviço de imagens recusou a chave de {user} como inválida ou revogada, então eu a desvinculei; será preciso vincular uma nova com `{cmdApikeyLink}`.} other {A chave de {user} foi recusada por {backend} como inválida ou revogada, então eu a desvinculei; é preciso vincular outra com `{cmdApikeyLink}`.}}',
    otherNone:
      '{user} não tem nenhuma chave de API vinculada, e este servidor não tem chave do servidor.',
    notMember: '{user} não é membro deste servidor, então o saldo não é mostrado aqui.',
  },
  imagine: {
    roleClosed:
      'Seus cargos não podem usar a chave do servidor. Para continuar, vincule sua própria chave com `{cmdApikeyLink}`; nada foi cobrado.',
    budgetReached:
      'A chave do servidor esgotou o orçamento {period, select, daily {diário} other {mensal}}. Ela volta a pagar <t:{seconds}:R> (<t:{seconds}:f>). Para continuar agora, vincule sua própria chave com `{cmdApikeyLink}`; nada foi cobrado.',
    notFound:
      'O bot não tem mais esta geração (elas ficam guardadas por 7 dias). Use {cmdImagine} de novo.',
    answerNotTaken:
      'O Discord não aceitou a resposta do bot, então nada foi iniciado nem cobrado. Tente de novo em instantes.',
    optionName: '`{option}`',
    describeRange: '{text}, {min}–{max}',
    describeOnly: '{text} (só {workflows})',
    workflowFile: {
      next: '{problem} Anexe um fluxo de trabalho em nós salvo como objeto JSON e use {cmdImagine} de novo; nada foi gasto.',
      notUtf8: 'O arquivo de fluxo de trabalho não é texto UTF-8.',
      notJson: 'O arquivo de fluxo de trabalho não é um JSON válido ({detail}).',
      notObject:
        'O arquivo de fluxo de trabalho contém {kind, select, array {um array} null {null} string {uma string} number {um número} boolean {um booleano} other {outra coisa}}, não um objeto JSON.',
      empty: 'O arquivo de fluxo de trabalho é um objeto JSON vazio.',
      tooDeep: 'O arquivo de fluxo de trabalho aninha mais de {max} níveis.',
      tooLarge: 'O arquivo de fluxo de trabalho tem {size}, acima do limite de {max}.',
      overLimit: 'O arquivo de fluxo de trabalho passa do limite de {max}.',
      downloadFailed: 'Não foi possível baixar o arquivo de fluxo de trabalho do Discord.',
      textOnly:
        'O arquivo de fluxo de trabalho precisa de um fluxo em nós ({workflows}): {workflow} só aceita um prompt de texto.',
      neverFetched:
        'O arquivo de fluxo de trabalho nunca foi baixado: o bot reiniciou antes de conseguir enviá-lo.',
    },
    dailyLimit: {
      closed: 'A chave deste servidor não está aberta aos membros (limite diário 0).',
      used: 'Você já usou {limit, plural, one {a # geração} other {as # gerações}} que a chave deste servidor permite hoje.',
      resets:
        '{used} O limite zera <t:{seconds}:R> (<t:{seconds}:t>, meia-noite UTC). Para continuar agora, vincule sua própria chave com `{cmdApikeyLink}`.',
    },
    progress: {
      atBackendQueue:
        '{position, plural, =0 {A próxima em {backend}} other {Posição **#** em {backend}}}{seconds, plural, =-1 {.} other {, cerca de # s de espera.}}',
      waiting: '⏳ Esperando uma vaga livre',
      queued: '🕒 Na fila',
      processing: '🎨 Gerando',
      completed: '✅ Pronto',
      failed: '❌ Falhou',
      timedOut: '⌛ Tempo esgotado',
      position: 'Posição **{position}** na fila deste servidor.',
      atService:
        '{named, select, no {Aguardando o serviço de imagens começar.} other {Esperando {backend} começar.}}',
      started: 'Começou {time}.',
      ready: 'Pronta {time}, pelo andamento.',
      working: 'Trabalhando nisso…',
      ignored: 'Ignorado pelo fluxo de trabalho {workflow}: {options}.',
      ignoredByBackend: 'O backend de imagens não aceita: {options}.',
      cancelled: '✖️ Cancelada',
      stopped: '⏹️ Parou de esperar',
      percent: '{bar} {progress, number, percent} concluído',
    },
    result: {
      title: '✅ Imagem pronta',
      lorasNotApplied:
        '⚠️ Não aplicada{count, plural, one {} other {s}}: {loras}. O backend de imagens não conseguiu baixá-{count, plural, one {la} other {las}}, então a imagem foi criada sem {count, plural, one {ela} other {elas}}.',
      missingTitle: '⚠️ Imagem criada, não entregue',
      tooLarge:
        '{original, select, yes {A imagem é grande demais para o bot publicar aqui ({size} no máximo), então ela não é publicada. A geração terminou, então o crédito foi gasto.} other {A imagem que {backend} criou é grande demais para o bot publicar aqui ({size} no máximo), então ela não é publicada. A geração terminou, então foi cobrada normalmente.}}',
      notFetched:
        '{original, select, yes {A imagem foi criada, mas o bot não conseguiu baixá-la do serviço de imagens, então ela não é publicada. A geração terminou, então o crédito foi gasto.} other {A imagem foi criada, mas o bot não conseguiu baixá-la de {backend}, então ela não é publicada. A geração terminou, então foi cobrada normalmente.}}',
      reencoded:
        '{scaled, select, yes {Recodificada como WebP e reduzida para {width}×{height} para caber nos {size} que o bot pode enviar aqui.} other {Recodificada como WebP para caber nos {size} que o bot pode enviar aqui.}}',
      notAnImage:
        '{original, select, yes {O serviço de imagens retornou algo que não é uma imagem que o Discord consiga exibir, então não foi publicado. A geração terminou, então o crédito foi gasto.} other {O que {backend} devolveu não é uma imagem que o Discord consiga mostrar, então não foi publicado. A geração terminou, então foi cobrada normalmente.}}',
    },
    failure: {
      title: '❌ A geração falhou',
      timedOut: '⌛ Tempo esgotado',
      tookTooLong:
        '{original, select, yes {A geração demorou demais; o crédito provavelmente já foi gasto.} other {A geração demorou demais; {backend} pode tê-la cobrado.}}',
      failed: 'A geração falhou.',
      serviceSaid:
        '{original, select, yes {O serviço de imagens disse: “{said}”} other {O que {backend} disse: “{said}”}}',
      nextOperator: 'Aperte **Tentar de novo** quando o operador do bot tiver corrigido.',
      nextFailed:
        'Aperte **Tentar de novo** para repetir; se continuar falhando, mude o prompt ou as opções.',
      nextTimedOut:
        '{original, select, yes {O serviço pode estar sobrecarregado. Aperte **Tentar de novo** mais tarde.} other {Talvez {backend} esteja ocupado. Aperte **Tentar de novo** mais tarde.}}',
    },
    cancelled: {
      title: '✖️ Geração cancelada',
      stoppedTitle: '⏹️ Parou de esperar',
      next: 'Aperte **Executar de novo** para rodá-la de novo com as mesmas opções (uma nova geração), ou **Remixar** para mudá-las antes.',
    },
    details: {
      title: 'Parâmetros da geração',
      prompt: '**Prompt**',
      task: '**Tarefa** `{taskId}`',
      paidWith:
        '**Pago com** {source, select, server {a chave do servidor} anonymous {a chave anônima (prioridade mais baixa)} other {a própria chave}}',
    },
    summary: {
      cost: 'Custo',
      negativePrompt: 'Prompt negativo',
      workflow: 'Fluxo de trabalho',
      workflowFile: 'Arquivo de fluxo de trabalho',
      size: 'Tamanho',
      steps: 'Passos',
      seed: 'Seed',
      cfg: 'CFG',
      model: 'Modelo',
      sampler: 'Amostrador',
      loras: 'LoRA',
      notApplied: '(não aplicada)',
      random: 'aleatória',
      duration: 'Duração',
      requestedBy: 'Pedido por',
      key: 'Chave',
      anonymousKey: 'anônima (prioridade mais baixa)',
    },
    buttons: {
      reroll: '🎲 Rolar de novo',
      details: 'ℹ️ Detalhes',
      delete: '🗑️ Apagar',
      retry: '🔁 Tentar de novo',
      runAgain: '🔁 Executar de novo',
    },
  },
  settings: {
    show: 'Suas respostas privadas estão em **{member}**, seu idioma do Discord.',
    showServer:
      'As mensagens públicas deste servidor (progresso e resultados) estão em **{server}**: {source, select, override {escolhido por quem gerencia o servidor} other {o idioma do Discord do servidor}}.',
    showDm: 'Em mensagens diretas, tudo fica no seu idioma.',
    howToChange:
      'Membros com "Gerenciar servidor" podem mudar o idioma do servidor com `{cmdLanguageServer}`.',
    set: '✅ As mensagens públicas deste servidor (progresso e resultados) agora estão em **{language}**.',
    followDiscord:
      '✅ As mensagens públicas deste servidor agora seguem o idioma do Discord dele: **{language}**.',
  },
  prefs: {
    title:
      '{scope, select, member {Seus padrões do /imagine} channel {Padrões do /imagine neste canal} other {Padrões do /imagine neste servidor}}',
    intro: {
      member:
        'O que o {cmdImagine} usa em todo lugar quando você omite uma opção. O que você digita sempre vence; depois, um estilo escolhido, suas configurações, as do canal e as do servidor.',
      channel:
        'O que o {cmdImagine} usa em {channel} quando um membro omite uma opção e não tem configuração própria; vem antes das do servidor.',
      server:
        'O que o {cmdImagine} usa neste servidor quando um membro omite uma opção e nem ele nem o canal a configuraram.',
    },
    field: {
      workflow: 'Fluxo de trabalho',
      size: 'Tamanho',
      steps: 'Passos',
      negativePrompt: 'Prompt negativo',
      cfg: 'CFG',
      model: 'Modelo',
      count: 'Imagens por comando',
      visibility: 'Resultados',
      style: 'Estilo',
    },
    visibility: { public: 'postados no canal', private: 'visíveis só para o membro' },
    serviceDefault:
      '{original, select, yes {o padrão do serviço de imagens} other {o padrão de {backend}}}',
    noStyle: 'sem estilo',
    value: '{value} · {source}',
    source:
      '{source, select, here {definido aqui} typed {digitado} style {o estilo} member {suas configurações} channel {o canal} server {o servidor} other {embutido}}',
    pick: {
      workflow: 'Fluxo de trabalho…',
      size: 'Tamanho…',
      visibility: 'Para onde vão os resultados…',
      style: 'Estilo…',
      unset: 'Não definido (vale o próximo nível)',
    },
    buttons: { more: 'Passos, CFG, modelo, prompt negativo, imagens…', reset: 'Redefinir tudo' },
    modal: { title: 'Padrões do /imagine', blank: 'Deixe em branco para remover.' },
    invalid: '{field} {problem}; nada foi alterado.',
    problem: {
      range:
        'deve ser {whole, select, true {um número inteiro} other {um número}} de {min} a {max}',
      tooLong: 'deve ter no máximo {max} caracteres',
      oneOf: 'deve ser um de {allowed}',
      unlisted:
        'não é um modelo que o backend de imagens do servidor oferece agora: escolha um da lista oferecida',
    },
    footer: 'Só você vê este painel. As mudanças valem a partir do próximo {cmdImagine}.',
    details: {
      sources: '**De onde vieram as opções**',
      source: '{option}: {source}',
      style: '**Estilo** {name}, prompt enviado:',
    },
  },
  styles: {
    title: 'Estilos',
    line: '**{name}** ({kind, select, builtIn {embutido} other {deste servidor}}): {template}',
    sets: 'define {options}',
    howToUse:
      'Use um com {cmdImagineStyle}. Membros com "Gerenciar servidor" adicionam os seus com `{cmdStylesAdd}`.',
    modal: {
      addTitle: 'Novo estilo',
      editTitle: 'Editar um estilo',
      name: 'Nome',
      template: 'Modelo de prompt',
      templateHint: 'Coloque {placeholder} onde entra o prompt do membro.',
      negativePrompt: 'Prompt negativo',
      options: 'Opções que ele define (opcional)',
      optionsHint: 'ex.: workflow:anime size:portrait steps:30 cfg:7',
      loras: 'LoRAs que ele aplica (opcional)',
      lorasHint:
        'Até {max}, como nome:peso, por ex. add_detail:0.6, film-grain. Coloque as palavras-gatilho no modelo.',
    },
    saved: '✅ Estilo **{name}** salvo. Os membros o usam com {cmdImagineStyle}.',
    removed: '✅ Estilo **{name}** removido.',
    notFound:
      'Não há nenhum estilo chamado "{name}" aqui; `{cmdStylesList}` mostra a lista. Nada foi alterado.',
    builtInName: '"{name}" é o nome de um estilo embutido: escolha outro. Nada foi alterado.',
    builtInFixed:
      'Estilos embutidos não podem ser alterados nem removidos; adicione um próprio do servidor.',
    noPlaceholder:
      'O modelo precisa conter {placeholder} onde entra o prompt do membro. Nada foi alterado.',
    badName: 'O nome de um estilo tem de 1 a {max} letras, dígitos, - ou _. Nada foi alterado.',
    full: 'Este servidor já tem {max} estilos: remova um antes. Nada foi alterado.',
    taken: 'Outro estilo já se chama "{name}". Nada foi alterado.',
    badOption:
      '"{got}" não é uma opção que um estilo define ({fields}, como `nome:valor`). Nada foi alterado.',
    badValue: 'Nas opções, {field} {problem}. Nada foi alterado.',
    unknown:
      '{original, select, yes {Não há nenhum estilo chamado "{name}"; `{cmdStylesList}` mostra a lista. Nada foi enviado e nenhum crédito foi gasto.} other {Não há nenhum estilo chamado "{name}"; `{cmdStylesList}` mostra a lista. Nada foi enviado nem cobrado.}}',
    badLora: 'Nas LoRAs: {problem}. Nada foi alterado.',
  },
  policy: {
    logTitle: 'Registro de moderação',
    logOff: 'Desligado: escolha um canal abaixo.',
    logOn: 'Publicando em {channel}: cada geração, recusa e mudança, sem menções.',
    logPaused:
      '⚠️ Pausado: {problem, select, deleted {o canal foi excluído} other {não consigo mais publicar em {channel}}}. Escolha um canal de novo.',
    pickLogChannel: 'Canal do registro…',
    logOffButton: 'Desligar o registro',
    logMissing:
      'Não consigo publicar em {channel}: preciso de {permissions} lá. Nada foi alterado.',
    permissionNames: {
      ViewChannel: 'Ver canal',
      SendMessages: 'Enviar mensagens',
      EmbedLinks: 'Inserir links',
    },
    lowBalanceTitle: 'Alerta de saldo baixo',
    lowBalanceOn:
      'Abaixo de {credits, number} {unit, select, credits {créditos} other {{unit}}} na chave do servidor, avisado uma vez no canal do registro (verificado após as gerações, no máximo a cada {minutes} minutos).',
    lowBalanceOff: 'Desligado.',
    lowBalanceButton: 'Limite do alerta…',
    lowBalanceModal: {
      title: 'Alerta de saldo baixo',
      label: 'Avisar abaixo destes {unit, select, credits {créditos} other {{unit}}}',
      hint: 'Em branco: sem alerta. O alerta vai para o canal do registro.',
    },
    invalidLowBalance:
      'O limite deve ser um número inteiro de 1 a {max, number}, ou em branco para nenhum alerta. Nada foi alterado.',
    pages: {
      limits: 'Limites',
      members: 'Cargos e orçamento',
      log: 'Registro e alertas',
      safety: 'Segurança',
      blocks: 'Bloqueios',
    },
    rolesTitle: 'Limites diários por cargo',
    rolesNone:
      'Nenhum: todo membro tem o limite diário do servidor ({limit, plural, one {# geração} other {# gerações}}).',
    roleLine:
      '{role}: {perDay, plural, =0 {não pode usar a chave do servidor} one {# geração por dia} other {# gerações por dia}}',
    rolesFooter:
      'Cada membro recebe o maior limite dos seus cargos, senão o do servidor; quem tem chave própria não é limitado. Dias e meses em UTC.',
    pickRole: 'Definir o limite diário de um cargo…',
    roleModal: {
      title: 'Limite diário de um cargo',
      label: 'Gerações por membro por dia',
      hint: '0: o cargo não pode usar a chave do servidor. Em branco: remover a regra.',
    },
    invalidRoleLimit:
      'O limite diário deve ser um número inteiro de 0 a {max, number}, ou em branco para remover a regra. Nada foi alterado.',
    tooManyRoles:
      'No máximo {max} cargos podem ter uma regra. Remova uma primeiro. Nada foi alterado.',
    budgetTitle: 'Orçamento do servidor',
    budgetLine: '{period, select, daily {Hoje} other {Este mês}}: {used, number} de {cap}',
    noCap: 'sem teto',
    budgetIn:
      'Contado em {unit, select, credits {{costUnit, select, credits {créditos ({credits} por geração)} other {{costUnit}, o que cada pedido realmente custou}}} other {gerações}}.',
    budgetButton: 'Orçamento…',
    unitButton:
      '{unit, select, credits {Contar gerações} other {{costUnit, select, credits {Contar créditos} other {Contar {costUnit}}}}}',
    budgetModal: {
      title: 'Orçamento do servidor',
      daily: 'Teto diário',
      monthly: 'Teto mensal',
      hint: '{counted, select, credits {Em créditos.} generations {Em gerações.} images {Em imagens.} other {Em {counted}.}} Em branco: sem teto.',
    },
    invalidBudget:
      'Um teto deve ser um número inteiro de 1 a {max, number}, ou em branco para nenhum. Nada foi alterado.',
    title: 'Regras do servidor',
    limits: 'Limites da chave do servidor',
    maxSide: 'Maior imagem: {value}',
    maxSteps: 'Máximo de passos: {value}',
    maxImages: 'Máximo de imagens por comando: {value}',
    workflows: 'Fluxos de trabalho: {value}',
    loras: 'LoRAs: {value}',
    allLoras: 'tudo o que o servidor tem',
    noLoras: 'nenhuma',
    lorasNoneAdded: 'nenhuma ainda (adicione uma pelo id do CivitAI)',
    lorasUnreadable: '(não foi possível ler a lista do backend agora)',
    pixels: '{max} px por lado',
    noLimit: 'sem limite',
    allWorkflows: 'todos',
    banned: 'Palavras e padrões proibidos',
    bannedNone: 'Nenhum.',
    bannedCount: '{count, plural, one {# entrada} other {# entradas}}: {list}',
    footer:
      'Os limites valem para gerações pagas pela chave do servidor; as palavras proibidas, para todo prompt deste servidor. Pedidos recusados não custam nada.',
    pickWorkflows: 'Fluxos que a chave do servidor executa…',
    pickLoras: 'LoRAs que os membros podem usar…',
    removeLora: 'Remover uma LoRA…',
    buttons: { limits: 'Limites…', banned: 'Palavras proibidas…', addLora: 'Adicionar LoRA…' },
    limitsModal: {
      title: 'Limites da chave do servidor',
      maxSide: 'Maior lado, em pixels',
      maxSteps: 'Máximo de passos',
      maxImages: 'Máximo de imagens por comando',
      blank: 'Deixe em branco para não ter limite.',
    },
    bannedModal: {
      title: 'Palavras e padrões proibidos',
      label: 'Uma palavra ou frase por linha',
      hint: 'Ignora maiúsculas, espaços, acentos e letras parecidas; * na ponta acha dentro de palavras.',
    },
    addLoraModal: {
      title: 'Adicionar uma LoRA do CivitAI',
      label: 'Id do modelo no CivitAI ou endereço',
      hint: 'O número em civitai.com/models/…; um endereço com ?modelVersionId= adiciona essa versão.',
    },
    loraBadId:
      'Digite o número do endereço da LoRA no CivitAI (civitai.com/models/…) ou o próprio endereço. Nada foi adicionado.',
    loraNotLora: '{name} é um {type} no CivitAI, não uma LoRA. Nada foi adicionado.',
    loraTooLarge:
      '{name} tem {size}: os workers da AI Horde baixam LoRAs de até {max}. Nada foi adicionado.',
    tooManyLoras:
      'No máximo {max} LoRAs podem ser adicionadas. Remova uma antes. Nada foi alterado.',
    invalidLimit:
      '{field} deve ser um número inteiro de {min} a {max}, ou vazio para não ter limite. Nada foi alterado.',
    tooMany: 'No máximo {max} entradas ({got} informadas). Nada foi alterado.',
    tooLongEntry: '"{entry}" tem mais de {max} caracteres. Nada foi alterado.',
    unmatchable: '"{entry}" não tem letra nem dígito para procurar. Nada foi alterado.',
    refused: {
      maxSide:
        'A chave deste servidor paga imagens de até {max} pixels por lado; esta tem {width}×{height}.',
      maxSteps: 'A chave deste servidor paga no máximo {max} passos; esta geração pede {got}.',
      maxImages:
        'A chave deste servidor paga no máximo {max, plural, one {# imagem} other {# imagens}} por comando; este pede {got}.',
      workflows: 'A chave deste servidor só executa os fluxos {allowed}, não {workflow}.',
      next: '{original, select, yes {{limit} Mude isso ou vincule sua própria chave com `{cmdApikeyLink}`. Nada foi enviado e nenhum crédito foi gasto.} other {{limit} Mude isso ou vincule sua própria chave com `{cmdApikeyLink}`. Nada foi enviado nem cobrado.}}',
      banned:
        '{original, select, yes {{where, select, prompt {Seu prompt contém} negative {Seu prompt negativo contém} style {Seu prompt, com o estilo, contém} other {Seu arquivo de fluxo contém}} "{found}", que este servidor não permite ("{entry}"). Nada foi enviado e nenhum crédito foi gasto.} other {{where, select, prompt {Seu prompt contém} negative {Seu prompt negativo contém} style {Seu prompt, com o estilo, contém} other {Seu arquivo de fluxo contém}} "{found}", que este servidor não permite ("{entry}"). Nada foi enviado nem cobrado.}}',
    },
  },
  modlog: {
    moderated:
      '{action, select, deleted {🗑️ {moderator} apagou um resultado denunciado de {member}} blocked {⛔ {moderator} bloqueou {member} no bot {until, select, never {até ser desbloqueado} other {até {until}}}} unblocked {✅ {moderator} desbloqueou {member}} other {☑️ {moderator} descartou uma denúncia de um resultado de {member}}}',
    generation:
      '{icon} {member}: “{prompt}”{withWorkflow, select, no {} other { · {workflow}}} · {size} · {payer, select, server {chave do servidor} other {chave própria}} · {outcome}',
    outcome: {
      completed: 'pronta',
      failed: 'falhou',
      timed_out: 'tempo esgotado',
      cancelled: 'cancelada',
    },
    result: '[resultado]({url})',
    private: 'privada (só parâmetros)',
    defaultWorkflow: 'fluxo padrão',
    defaultSize: 'tamanho padrão',
    described:
      '💬 {member}: {failed, select, yes {a descrição de uma imagem falhou} other {descreveu uma imagem}} · {payer, select, server {chave do servidor} other {chave própria}}{spent, select, yes { · {amount, number} {unit}} other {}} · privado (descrição não exibida)',
    refusedBanned: '🚫 {member}: recusado, “{entry}” é proibido: “{prompt}”',
    changed: '🛠️ {member} alterou {setting}{value, select, none {} other {: {value}}}',
    settings: {
      backend: 'o backend de imagens',
      limits: 'os limites da chave do servidor',
      workflows: 'os fluxos',
      banned: 'as palavras proibidas',
      roleLimit: 'o limite diário de um cargo',
      budget: 'o orçamento do servidor',
      logChannel: 'o canal do registro',
      lowBalance: 'o alerta de saldo baixo',
      serverKey: 'a chave do servidor',
      dailyLimit: 'o limite diário',
      language: 'o idioma',
      defaults: 'os padrões do /imagine',
      styles: 'os estilos',
      imagePolicy: 'a regra de imagens fora dos canais com restrição de idade',
      ageRestrictedImagePolicy: 'a regra de imagens nos canais com restrição de idade',
      imageThreshold: 'o limite da verificação de imagens',
      automod: 'a verificação do AutoMod',
      explicitTerms: 'os termos explícitos',
      safetyNegative: 'o prompt negativo de segurança',
      loras: 'as LoRAs que os membros podem usar',
      addedLoras: 'as LoRAs adicionadas do CivitAI',
    },
    budgetReached:
      '💸 A chave do servidor esgotou o orçamento {period, select, daily {diário} other {mensal}}{unit, select, generations {} other { (em {unit})}}; ela volta a pagar <t:{seconds}:R>.',
    lowBalance:
      '{unit, select, credits {🪫 A chave do servidor tem {credits, number} créditos, abaixo do limite de alerta de {threshold, number}.} other {🪫 A chave do servidor tem {credits, number} {unit}, abaixo do limite de alerta de {threshold, number}.}}',
    paused:
      'O registro de moderação de {server} está pausado: {problem, select, deleted {o canal foi excluído} other {não consigo mais publicar no canal}}. Escolha um canal de novo em `/policy`.',
  },
  reports: {
    button: '🚩 Denunciar',
    why: 'Por que você está denunciando este resultado? Só os moderadores deste servidor verão sua denúncia.',
    pickReason: 'Escolha um motivo…',
    reasons: {
      explicit: 'Sexual ou explícito',
      hateful: 'Assédio ou ódio',
      illegal: 'Conteúdo ilegal',
      spam: 'Spam ou propaganda',
      other: 'Outra coisa',
    },
    sent: 'Obrigado: sua denúncia chegou aos moderadores deste servidor.',
    keptNoLog:
      'Obrigado: sua denúncia foi guardada, mas não chegou aos moderadores deste servidor: eles não têm um canal de registro funcionando.',
    already: 'Você já denunciou este resultado; os moderadores têm sua denúncia.',
    notReportable: 'Só um resultado público em um servidor pode ser denunciado.',
    gone: 'Esta denúncia não está mais guardada.',
    cardTitle: '🚩 Denúncia: {reason}',
    cardWho: '{reporter} denunciou um resultado de {member} · [resultado]({url})',
    cardPrompt: '**Prompt:** {prompt}',
    cardFooter: 'Workflow {workflow} · Seed {seed} · Denunciado {at}',
    deleteButton: 'Apagar o resultado',
    blockButton:
      '{length, select, day {Bloquear 1 dia} week {Bloquear 7 dias} other {Bloquear até desbloquear}}',
    dismissButton: 'Descartar',
    action:
      '{action, select, deleted {🗑️ Resultado apagado por {moderator}} blocked {⛔ {member} bloqueado no bot {until} por {moderator}} other {☑️ Descartada por {moderator}}} · {at}',
    until: '{at, select, never {até ser desbloqueado} other {até {at}}}',
    untilLifted: 'até ser desbloqueado',
    untilUtc: 'até {at} UTC',
    blockedUntil:
      '{original, select, yes {Um moderador bloqueou seu uso deste bot neste servidor até <t:{seconds}:f>. Nada foi enviado e nenhum crédito foi gasto.} other {Um moderador bloqueou seu uso deste bot neste servidor até <t:{seconds}:f>. Nada foi enviado nem cobrado.}}',
    blockedForever:
      '{original, select, yes {Um moderador bloqueou seu uso deste bot neste servidor até desfazer o bloqueio. Nada foi enviado e nenhum crédito foi gasto.} other {Um moderador bloqueou seu uso deste bot neste servidor até desfazer o bloqueio. Nada foi enviado nem cobrado.}}',
    blocksTitle: 'Membros bloqueados no bot',
    blocksNone:
      'Ninguém. Os moderadores bloqueiam um membro pelo cartão de uma denúncia no registro de moderação.',
    blockLine: '{member} {until} · por {moderator}',
    blocksMore: '…e mais {count}.',
    pickUnblock: 'Desbloquear um membro…',
  },
  usage: {
    chartTitle: 'Gerações por dia na chave do servidor, últimos 30 dias',
    chartAxisDays: 'Dia (UTC)',
    chartAxisGenerations: 'Gerações',
    chartOthers: 'Todos os outros',
    chartBudget: 'Orçamento diário: {cap, number}',
    chartUnknown: 'Membro desconhecido',
    title: 'Uso da chave do servidor',
    description:
      'Gerações e créditos na chave deste servidor por membro: hoje, nos últimos 7 dias e nos últimos 30 (dias UTC).',
    line: '{user}: hoje {today} · 7 dias {week} · 30 dias {month}',
    count: '**{generations, number}** ({credits})',
    total: '**Total**: hoje {today} · 7 dias {week} · 30 dias {month}',
    none: 'Ninguém usou a chave deste servidor nos últimos 30 dias.',
    more: '…e mais {count, plural, one {# membro} other {# membros}}.',
    yours: 'Seu uso: hoje {today} · 7 dias {week} · 30 dias {month}.',
    footer: 'Os créditos são contados a {credits} por geração.',
  },
  history: {
    title: 'Suas gerações recentes',
    empty:
      'Seu histórico está vazio: cada geração aparece aqui quando termina (suas últimas {max} ficam guardadas por {days} dias).',
    footer:
      'Página {page} de {pages} · {count, plural, one {# geração} other {# gerações}} · só você vê isto',
    entryName: '{n}. {workflow} · {size}',
    entrySized: '{n}. {size}',
    entryLine: '{state} · semente {seed} · {when}',
    entryLoras: 'LoRA: {loras}',
    messageLink: '[Abrir a mensagem]({url})',
    privateReply: 'resposta privada (sem link)',
    noMessage: 'mensagem desconhecida',
    defaultWorkflow: 'fluxo padrão',
    defaultSize: 'tamanho padrão',
    randomSeed: 'aleatória',
    ago: 'há {duration}',
    notFound:
      'Essa geração não está no seu histórico (ele guarda suas últimas {max} por {days} dias). Nada foi iniciado.',
    cannotRepeat:
      'Essa geração não pode ser repetida pelo histórico (o arquivo de fluxo era grande demais para guardar). Rode {cmdImagine} de novo com o arquivo. Nada foi iniciado.',
    state: { completed: '✅ pronta', failed: '❌ falhou', timed_out: '⌛ tempo esgotado' },
    buttons: {
      again: 'De novo {n}',
      show: 'Ver {n}',
      previous: '◀ Anterior',
      next: 'Próxima ▶',
      post: 'Postar no canal',
    },
    show: {
      title: 'Geração',
      workflow: 'Fluxo',
      size: 'Tamanho',
      loras: 'LoRA',
      seed: 'Semente',
      when: 'Quando',
      result: 'Resultado',
      message: 'Mensagem',
      image: {
        gone: '{original, select, yes {O serviço de imagens não serve mais esta imagem: os parâmetros são mostrados no lugar.} other {{backend} não serve mais esta imagem: os parâmetros dela são mostrados no lugar.}}',
        withheld: 'A imagem foi retida: o bot não pode baixar do host dela.',
        tooLarge: 'A imagem é grande demais para anexar aqui.',
        notImage:
          '{original, select, yes {O serviço de imagens retornou algo que não é uma imagem que o Discord consiga exibir: os parâmetros são mostrados no lugar.} other {O que {backend} devolveu não é uma imagem que o Discord consiga mostrar: os parâmetros são mostrados no lugar.}}',
      },
    },
  },
  privacy: {
    title: '🔒 O que o bot guarda sobre você',
    intro: 'Só você vê isto. **Esqueça-me** apaga tudo, em todos os servidores.',
    key: '🔑 Chave de API',
    keyLinked:
      '{named, select, yes {Vinculada: `{masked}` (conta {account}), guardada criptografada.} other {Vinculada: `{masked}`, guardada criptografada.}}',
    keyNone: 'Nenhuma vinculada.',
    keyUnreadable: 'Vinculada, mas não pode mais ser descriptografada aqui.',
    preferences: '⚙️ Seus padrões',
    none: 'Nenhum.',
    history: '🕘 Histórico',
    historyCount:
      '{count, plural, one {# geração} other {# gerações}}, cada uma guardada por {days} dias.',
    usage: '📊 Seu uso da chave do servidor',
    usageLine:
      'Hoje {today, number} · últimos 30 dias {month, number} (cada dia guardado por {days} dias).',
    blocks: '⛔ Bloqueios',
    blocksCount: '{count, plural, =0 {Nenhum.} one {# bloqueio} other {# bloqueios}}',
    unfinished: '⏳ Gerações em andamento',
    unfinishedCount: '{count, plural, =0 {Nenhuma.} other {# na fila ou em execução}}',
    inputs: '🖼️ Imagens que você enviou',
    inputsCount:
      '{count, plural, =0 {Nenhuma.} one {# imagem, guardada {hours} horas após o último uso (para gerar de novo e tentar de novo).} other {# imagens, cada uma guardada {hours} horas após o último uso (para gerar de novo e tentar de novo).}}',
    kept: '🗓️ Por quanto tempo',
    keptText:
      'Registros das suas gerações concluídas (para os botões delas): {generationDays} dias. Quando o bot sai de um servidor, os dados desse servidor: {graceDays} dias.',
    forget: 'Esqueça-me',
    confirmTitle: 'Esquecer tudo sobre você?',
    confirmText:
      'Isto apaga, em todos os servidores: sua chave de API guardada aqui, seus padrões, seu histórico, as imagens que você enviou (edições, variações, ampliações), suas contagens de uso e os registros das suas gerações. Não pode ser desfeito.\n\n{original, select, yes {Sua chave em si não é revogada: ela continua funcionando no serviço de imagens até você revogá-la lá ou com {cmdApikeyRevoke}.} other {A chave em si não é revogada: ela continua funcionando em {backend} até você revogá-la lá.}}',
    confirm: 'Sim, esqueça-me',
    cancel: 'Cancelar',
    doneTitle: 'Esquecido',
    done: 'O bot não guarda mais nada sobre você, em nenhum servidor.',
    doneKey:
      '{original, select, yes {Sua chave `{masked}` foi apagada aqui, mas ainda funciona no serviço de imagens: revogue-a lá ou com {cmdApikeyRevoke}.} other {Sua chave `{masked}` foi apagada aqui, mas continua funcionando em {backend}: revogue-a lá se não confiar mais nela.}}',
    doneKept:
      'Mantido: os totais do orçamento de cada servidor (quantas gerações a chave dele pagou no dia e no mês, sem nomear ninguém), porque o orçamento precisa continuar contando-as.',
    unfinishedError:
      'Você tem {count, plural, one {# geração} other {# gerações}} na fila ou em execução: os registros delas são escritos quando terminam, então nada foi apagado. Cancele-as ou deixe-as terminar e pressione **Esqueça-me** de novo.',
  },
  anywhere: {
    needsBot:
      'Isto precisa do bot neste servidor: a chave do servidor, a fila e as ferramentas de moderação ficam lá. Peça a quem gerencia o servidor para adicionar o bot. Sua própria chave funciona aqui com {cmdImagine}, {cmdBalance} e {cmdApikeyLink}. Nada foi alterado.',
    tokenLimit:
      'O bot não está aqui, só instalado na sua conta: o Discord deixa ele atualizar esta resposta por 15 minutos. Se a imagem demorar mais, encontre-a com {cmdHistory}.',
  },
  automod: {
    refused:
      'A regra do AutoMod “{rule}” deste servidor bloqueia {where, select, negative {seu prompt negativo} style {seu prompt com o estilo} workflowFile {seu arquivo de workflow} other {seu prompt}} (“{found}”). Nada foi enviado e nada foi cobrado; tente outras palavras.',
    unreadable:
      'Os moderadores deste servidor pediram ao bot que respeite as regras do AutoMod, mas ele {reason, select, permission {não consegue mais lê-las: perdeu a permissão **Gerenciar servidor**. Um moderador pode devolvê-la ou desligar a verificação em {cmdPolicy}} other {não consegue lê-las agora: o Discord não respondeu. Tente de novo em um minuto}}. Nada foi enviado e nada foi cobrado.',
    needsManage:
      'Para respeitar as regras do AutoMod deste servidor, o bot precisa lê-las, e o Discord só permite isso a apps com a permissão **Gerenciar servidor** (o convite do bot não pede essa permissão). Dê **Gerenciar servidor** ao cargo do bot em Configurações do servidor → Cargos e ligue isto de novo. Nada foi alterado.',
    title: 'AutoMod do servidor',
    on: 'Ligada: prompts e prompts negativos são verificados com as regras de palavras-chave do AutoMod deste servidor que bloqueiam mensagens (com seus cargos e canais isentos) antes de qualquer cobrança.',
    off: 'Desligada: os prompts não são verificados com as regras do AutoMod deste servidor. Para ligar, o bot precisa de **Gerenciar servidor**.',
    button:
      '{state, select, on {Verificação AutoMod: ligada} other {Verificação AutoMod: desligada}}',
    log: '🛡️ {member}: recusado pela regra do AutoMod “{rule}” (“{keyword}”): “{prompt}”',
    replyBlocked:
      'O AutoMod do Discord neste servidor bloqueou a resposta do bot: o texto dela correspondeu a uma das regras do AutoMod do servidor. Nada foi cobrado e não há mais nada a fazer; você pode tentar outras palavras.',
    resultBlocked:
      'O AutoMod do Discord neste servidor bloqueou a mensagem com a sua geração: o texto dela correspondeu a uma das regras do AutoMod do servidor. {made, select, yes {Sua imagem foi criada e cobrada normalmente; {cmdHistory} a mostra.} other {Nada foi cobrado.}} Não há mais nada a fazer.',
  },
  onboarding: {
    help: {
      backendTitle: '🖼️ Backend de imagens',
      backendValue:
        'Aqui as imagens são feitas por **{backend}**; {accounts, select, none {ele não usa chaves de API nem tem saldo, então gerar aqui não custa nada.} keys {as chaves são vinculadas a ele, e ele não tem saldo próprio.} other {as chaves são vinculadas a ele e os saldos ficam em {unit}.}}',
      title: '❔ Ajuda',
      aboutServer:
        'Eu transformo seus prompts em imagens por meio de um serviço de imagens. Use {cmdImagine}: a resposta mostra a imagem, com botões para gerar de novo, alterar ou ver os detalhes.{accounts, select, none {} other { Sua própria chave de API paga primeiro; sem ela, a chave do servidor pode pagar.}}',
      aboutDm:
        'Eu transformo seus prompts em imagens por meio de um serviço de imagens. Nesta mensagem direta, sua própria chave de API paga: vincule-a com {cmdApikeyLink} e depois use {cmdImagine}.',
      aboutWithoutBot:
        'O bot não está neste servidor: você o usa pela sua própria conta, e só a sua chave de API paga. Vincule-a com {cmdApikeyLink} e depois use {cmdImagine}; encontre suas imagens depois em {cmdHistory}.',
      yourKey: '🔑 Sua chave de API',
      keyLinked:
        'Vinculada: suas gerações a usam primeiro. {cmdApikeyStatus} mostra a chave e o saldo.',
      keyNotLinked:
        '{original, select, yes {Não vinculada. Vincule uma com {cmdApikeyLink} ou crie uma com {cmdApikeyGenerate}.} other {{accounts, select, none {Não é preciso: {backend} não usa chaves de API.} other {Não vinculada. Vincule uma de {backend} com {cmdApikeyLink}.}}}}',
      serverKey: '🏠 A chave deste servidor',
      serverKeyNone:
        'Este servidor não tem chave: os membros precisam da própria. Um gerente pode definir uma com {cmdApikeyServerSet}.',
      serverKeyClosed: 'Seus cargos não podem usar a chave deste servidor.',
      serverKeyRoom:
        'Você usou {used, number} das suas {limit, number} gerações nela hoje; a contagem recomeça {resets}.',
      limits: '📏 Os limites deste servidor',
      maxSide: 'Lado maior: {pixels, number} px',
      maxSteps: 'Passos: no máximo {steps, number}',
      maxImages: 'Imagens por comando: no máximo {images, number}',
      workflows: 'Workflows: {workflows}',
      budgetDaily:
        'Orçamento do servidor: {count, plural, one {# geração} other {# gerações}} por dia',
      budgetMonthly:
        'Orçamento do servidor: {count, plural, one {# geração} other {# gerações}} por mês',
      limitsWhen: 'Valem quando a chave do servidor paga.',
      activeCap: 'No máximo {count, number} das suas gerações ao mesmo tempo',
      links: '📄 Privacidade e termos',
      privacy: '[Política de privacidade]({url})',
      terms: '[Termos de serviço]({url})',
      commands: 'Comandos que você pode usar aqui',
      managerCommands: 'Para gerentes (Gerenciar servidor)',
      onMessage: 'Em uma mensagem: Apps → **{name}**',
    },
    welcome: {
      title: '👋 Obrigado por me adicionar!',
      intro: 'Para os gerentes deste servidor, três passos para me configurar:',
      stepKey:
        '1. Dê a chave deste servidor aos membros sem chave de API própria: {cmdApikeyServerSet} (só você vê o formulário).',
      stepPolicy:
        '2. Escolha os limites, as gerações diárias por cargo e o registro de moderação: {cmdPolicy}.',
      stepTry: '3. Experimente: {cmdImagine} com um prompt, como um farol ao anoitecer.',
      footer:
        'Qualquer pessoa pode usar {cmdHelp} para ver o que eu faço aqui e quais comandos pode usar.',
    },
  },
  commands: {
    history: {
      name: 'histórico',
      description: 'Suas gerações recentes (só você vê): repita ou mostre uma',
    },
    show: {
      name: 'mostrar',
      description: 'Mostra uma geração passada (em privado), para postá-la no canal',
      task: {
        name: 'tarefa',
        description: 'Uma geração do seu histórico (digite parte do prompt)',
      },
    },
    apikey: {
      name: 'chave-api',
      description: 'Vincule, confira ou remova a chave de API usada nas suas gerações',
      link: {
        name: 'vincular',
        description: 'Vincule sua própria chave de API (num formulário privado, verificada antes)',
      },
      status: {
        name: 'status',
        description: 'Mostra sua chave vinculada (4 últimos caracteres), a conta e o saldo',
      },
      unlink: {
        name: 'desvincular',
        description: 'Faz o bot esquecer sua chave (ela não é revogada: continua funcionando)',
      },
      generate: {
        name: 'gerar',
        description: 'Crie uma chave nova com seu token de login e vincule-a',
      },
      revoke: {
        name: 'revogar',
        description: 'Desative sua chave vinculada onde ela foi criada e desvincule-a',
        all: {
          name: 'todas',
          description: 'Revogue todas as chaves da sua conta (pede confirmação)',
        },
      },
      server: {
        backend: {
          name: 'motor',
          description:
            'Escolha o backend de imagens que as gerações e chaves deste servidor usam (Gerenciar servidor)',
          backend: {
            name: 'motor',
            description: 'Um dos backends de imagens que este bot oferece',
          },
        },
        name: 'servidor',
        description: 'A chave deste servidor, para membros sem chave própria (Gerenciar servidor)',
        set: {
          name: 'definir',
          description: 'Configura a chave do servidor (Gerenciar servidor; formulário privado)',
        },
        status: {
          name: 'status',
          description: 'Chave do servidor (4 últimos caracteres), saldo e limite diário',
        },
        clear: {
          name: 'remover',
          description: 'Remove a chave do servidor; os membros vão precisar da própria',
        },
        limit: {
          name: 'limite',
          description: 'Quantas gerações por dia cada membro pode fazer com a chave do servidor',
          limit: {
            name: 'quantidade',
            description: 'Gerações por membro por dia com a chave do servidor ({min}–{max})',
          },
        },
      },
    },
    balance: {
      name: 'saldo',
      description: 'Mostre seu saldo e o fundo do servidor quando ele tiver uma chave',
      public: {
        name: 'público',
        description: 'Posta a resposta no canal (senão só você vê; as chaves nunca aparecem)',
      },
      user: {
        name: 'membro',
        description:
          'O saldo de outro membro em vez do seu (Gerenciar servidor; a chave fica oculta)',
      },
      usage: {
        name: 'uso',
        description:
          'Gerações e gastos de cada membro na chave do servidor: hoje, 7 e 30 dias (Gerenciar servidor)',
      },
    },
    imagine: {
      image: {
        name: 'imagem',
        description:
          'Uma imagem que o prompt edita ou transforma (se o backend do servidor aceitar)',
      },
      strength: {
        name: 'intensidade',
        description:
          'Quanto o resultado pode se afastar da imagem: baixo fica perto, alto segue o prompt',
      },
      mask: {
        name: 'mascara',
        description:
          'Um PNG cujos pixels transparentes marcam o que pode mudar na imagem; o resto é mantido',
      },
      name: 'imaginar',
      description: 'Gera uma imagem a partir de um prompt',
      prompt: {
        name: 'prompt',
        description: 'O que desenhar (o rótulo, quando um arquivo de fluxo de trabalho é anexado)',
      },
      style: { name: 'estilo', description: 'Um estilo com nome que molda o prompt e as opções' },
      negative_prompt: { name: 'prompt-negativo', description: 'O que deve ficar fora da imagem' },
      workflow: {
        name: 'fluxo',
        description: 'Fluxo de trabalho oferecido aqui (sem escolha: o primeiro)',
      },
      size: {
        name: 'tamanho',
        description: 'Formato da imagem (largura e altura têm prioridade)',
        choices: {
          square: 'Quadrada {width}×{height}',
          portrait: 'Retrato {width}×{height}',
          landscape: 'Paisagem {width}×{height}',
          wide: 'Panorâmica {width}×{height}',
        },
      },
      width: { name: 'largura', description: 'Largura em pixels' },
      height: { name: 'altura', description: 'Altura em pixels' },
      steps: { name: 'passos', description: 'Passos de amostragem' },
      seed: { name: 'seed', description: 'Seed para uma imagem repetível (-1: aleatória)' },
      cfg: { name: 'cfg', description: 'Escala CFG' },
      model: { name: 'modelo', description: 'Caminho do modelo' },
      sampler: {
        name: 'amostrador',
        description: 'Amostrador, nos backends que aceitam um (como o AI Horde)',
      },
      lora: {
        name: 'lora',
        description:
          'Uma LoRA oferecida por este servidor; adicione :peso para a intensidade (padrão 1, de -2 a 2)',
      },
      lora2: {
        name: 'lora2',
        description: 'Uma segunda LoRA (nome ou nome:peso)',
      },
      lora3: {
        name: 'lora3',
        description: 'Uma terceira LoRA (nome ou nome:peso)',
      },
      workflow_file: {
        name: 'arquivo-fluxo',
        description:
          'Um fluxo de trabalho em nós (objeto JSON) enviado no lugar do prompt de texto',
      },
      count: {
        name: 'quantidade',
        description: 'Quantas imagens, mostradas juntas (cada uma é uma geração)',
      },
    },
    language: {
      name: 'idioma',
      description: 'Veja ou escolha o idioma em que o bot fala neste servidor',
      show: {
        name: 'ver',
        description: 'Em que idioma estão suas respostas e as mensagens públicas deste servidor',
      },
      server: {
        name: 'servidor',
        description: 'Escolha o idioma das mensagens públicas deste servidor (Gerenciar servidor)',
        language: {
          name: 'idioma',
          description: 'Um idioma, ou seguir o idioma do Discord do servidor',
          auto: 'Seguir o idioma do Discord do servidor',
        },
      },
    },
    settings: {
      name: 'configurações',
      description:
        'Seus padrões do /imagine, ou os de um canal ou do servidor (Gerenciar servidor)',
      scope: {
        name: 'para',
        description: 'De quem (padrão: os seus)',
        me: 'Eu',
        channel: 'Este canal (Gerenciar servidor)',
        server: 'Este servidor (Gerenciar servidor)',
      },
      model: {
        name: 'modelo',
        description: 'O modelo padrão, entre os que o backend de imagens do servidor oferece',
      },
    },
    styles: {
      name: 'estilos',
      description: 'Estilos com nome para /imagine estilo:',
      list: { name: 'lista', description: 'Os estilos que os membros podem usar aqui' },
      add: {
        name: 'adicionar',
        description: 'Adicionar um estilo deste servidor (Gerenciar servidor)',
      },
      edit: {
        name: 'editar',
        description: 'Editar um estilo deste servidor (Gerenciar servidor)',
        style: { name: 'estilo', description: 'O estilo a editar' },
      },
      remove: {
        name: 'remover',
        description: 'Remover um estilo deste servidor (Gerenciar servidor)',
        style: { name: 'estilo', description: 'O estilo a remover' },
      },
    },
    alerts: {
      name: 'alertas',
      description:
        'Avise o canal de registro quando o saldo da chave do servidor estiver baixo (Gerenciar servidor)',
      threshold: { name: 'limiar', description: 'Avisar abaixo deste saldo ({min}–{max})' },
    },
    policy: {
      name: 'regras',
      description:
        'Limites da chave do servidor e palavras proibidas deste servidor (Gerenciar servidor)',
    },
    queue: {
      name: 'fila',
      description: 'As gerações deste servidor na fila e em andamento (só você vê)',
    },
    privacy: {
      name: 'privacidade',
      description: 'O que o bot guarda sobre você e por quanto tempo; apague tudo (só você vê)',
    },
    help: {
      name: 'ajuda',
      description:
        'O que o bot faz aqui, sua chave, sua cota de hoje e os comandos que você pode usar',
    },
    imagineThis: { name: 'Imaginar isto' },
    describe: {
      name: 'descrever',
      description: 'Descreve uma imagem em palavras e, se quiser, cria uma imagem nova com elas',
      image: { name: 'imagem', description: 'A imagem a descrever: PNG, JPEG ou WebP' },
    },
    editThisImage: { name: 'Editar esta imagem' },
    describeThisImage: { name: 'Descrever esta imagem' },
  },
  demo: {
    stepUsage:
      '8. O uso da chave do servidor, em gráfico (um membro sem chave própria gera com ela)',
    stepEdit: '9. Editar uma imagem: 🖌️ Editar e dizer o que mudar',
    stepUpscale: '10. Ampliá-la (🔍 Ampliar, o menor fator)',
    stepRegion: '11. Mudar uma parte: 🖌️ Variar (região) e escolher células no seletor',
    stepZoom:
      '12. Afastar 2× (🔍 Afastar 2×): a imagem numa tela maior, a borda desenhada para combinar',
    noRegion:
      '(omitido: este backend não muda parte de uma imagem, então o cartão não oferece Variar (região))',
    noZoom:
      '(omitido: este backend não muda parte de uma imagem, então o cartão não oferece Afastar)',
    stepImagineImage: '13. Começar de uma foto dela: {command}',
    photoPrompt: 'o mesmo porto à noite, com as lanternas acesas',
    noImageIn: '(omitido: este backend não aceita imagens, então recusa {command})',
    stepDescribe: '14. Pôr uma foto em palavras: {command}',
    noDescribe: '(omitido: este backend não descreve imagens)',
    editPrompt: 'o mesmo farol sob um céu estrelado',
    noEdit: '(omitido: este backend não recebe imagens, então o cartão não oferece Editar)',
    noUpscale: '(omitido: este backend não amplia imagens, então o cartão não oferece Ampliar)',
    serverKeySet: '(o dono definiu uma chave do servidor para quem não tem uma, como {member})',
    historySeeded:
      '(preenchido para a demo: o uso da chave do servidor por {count} membros em cada um dos últimos {days} dias, dentro de um orçamento diário de {cap} gerações)',
    savedChart: 'Gráfico de uso do /balance usage:True salvo em {path}: {width}×{height} pixels.',
    serverName: 'Servidor de demonstração',
    prompt: 'um farol num penhasco ao entardecer, pintura a óleo',
    title: 'Demo do bot Imagine · {time}',
    discord: 'Discord (emulado): servidor “{server}”, canal #{channel}, membro {member}',
    service:
      'Serviço de imagens (emulado): conta {account} com {credits}; as tarefas rodam {speed}× mais rápido que as reais',
    bot: 'Bot: o bot de verdade, num armazenamento SQLite temporário; consulta a cada {poll} ± {jitter} ms e edita no máximo a cada {edit} ms (padrões dele × {scale})',
    stepLink: '1. Vincular uma chave de API ({member} copiou uma do serviço de imagens)',
    stepBalance: '2. Conferir o saldo',
    stepSettings: '3. Escolher seus padrões do /imagine',
    stepImagine: '4. Gerar uma imagem com um estilo',
    stepReroll: '5. Rolar de novo (mesmas opções, seed nova)',
    used: '▶ {member} usou {command}',
    clicked: '▶ {member} clicou em [ {label} ]',
    picked: '▶ {member} escolheu "{choice}" em "{menu}"',
    modal: '🗔 formulário “{title}”',
    pastedMasked: '{masked} (colada inteira, mostrada mascarada)',
    thinking: '{bot} está pensando…',
    onlyYou: '👁 só você pode ver isto',
    edited: 'editado',
    botName: '{name} (bot)',
    history: '{label}: {count, plural, one {# edição} other {# edições}} depois de postada',
    historyLabel: 'progresso, pelo histórico de edições da resposta',
    finalVersion: 'versão final:',
    posted: 'postado',
    edit: 'edição {n}',
    noChange: '(nenhuma mudança visível)',
    attached: '{name} (anexado)',
    disabled: '(desativado)',
    image: 'imagem: {name}',
    thumbnail: 'miniatura: {name}',
    saved:
      'Imagem da nova rolagem salva em {path}: {size}, {width}×{height} pixels, byte a byte o PNG que o serviço de imagens serviu.',
    stepCount: '6. Quatro imagens em uma resposta (quantidade: 4)',
    stepRemix: '7. Remixar o conjunto: novo prompt e tamanho, as mesmas sementes',
    gallery:
      '(um cartão: uma galeria das {count} imagens em tamanho real, cada uma como anexo próprio com texto alternativo)',
    remixPrompt: 'um farol numa tempestade à noite, pintura a óleo',
    hordeService:
      'AI Horde (emulada): usuário {account} com {kudos} kudos; as solicitações rodam {speed}× mais rápido que as reais',
    hordeStepLink: '1. Vincular uma chave de API ({member} copiou uma do aihorde.net)',
    hordeSkipsSettings:
      '(omitido na AI Horde: ela não tem fluxos de trabalho para escolher, e /apikey generate não é oferecido lá)',
    hordeSkipsUsage: '(omitido na AI Horde: nenhuma chave do servidor é definida nesta demo)',
    hordeSaved:
      'Imagem regerada salva em {path}: {size}, {width}×{height} pixels, byte a byte o WebP que a AI Horde enviou.',
    comfyService:
      'ComfyUI (emulado): a GPU do próprio dono do servidor, com os workflows {workflows}; a amostragem roda {speed}× mais rápido que a real',
    comfyStepLink: '1. Tentar vincular uma chave de API (o ComfyUI não usa nenhuma)',
    comfySkipsSettings: '(omitido no ComfyUI: o workflow é escolhido no próprio {imagine}, abaixo)',
    backendSkipsUsage: '(omitido em {backend}: nenhuma chave do servidor é definida nesta demo)',
    backendSaved:
      'Imagem regerada salva em {path}: {size}, {width}×{height} pixels, byte a byte o {format} que {backend} enviou.',
    backendSavedStripped:
      'Imagem regerada salva em {path}: {size}, {width}×{height} pixels, o {format} que {backend} enviou, sem os metadados que ele gravou no arquivo (seu fluxo de trabalho); os demais bytes como foram enviados.',
    openaiService:
      'OpenAI Images (emulado): modelo {model}, pago por imagem na chave do próprio membro; as gerações rodam {speed}× mais rápido que as reais',
    openaiStepLink: '1. Vincular uma chave de API ({member} criou uma em platform.openai.com)',
    openaiSkipsSettings:
      '(omitido na OpenAI: não há workflows para escolher, e /apikey generate não é oferecido lá)',
    openaiStepCount: '6. Duas imagens em uma resposta (quantidade: 2; cada uma é paga)',
    webuiService:
      'Stable Diffusion WebUI (emulado): a GPU do próprio dono do servidor, com os modelos {models}; a amostragem roda {speed}× mais rápido que a real',
    webuiStepLink: '1. Tentar vincular uma chave de API (o {backend} não usa nenhuma)',
    webuiSkipsSettings: '(omitido no {backend}: o modelo é escolhido no próprio {imagine}, abaixo)',
    webuiSavedStripped:
      'Imagem regerada salva em {path}: {size}, {width}×{height} pixels, o {format} que {backend} enviou, sem os parâmetros de geração que ele gravou no arquivo; os demais bytes como foram enviados.',
  },
  imageQuota: {
    dailyUsed:
      '{limit, plural, =0 {O limite diário deste servidor é 0: os membros não podem criar imagens aqui.} one {Você já criou a # imagem que este servidor permite hoje.} other {Você já criou todas as # imagens que este servidor permite hoje.}} O limite é renovado <t:{seconds}:R> (<t:{seconds}:t>, meia-noite UTC); nada foi contado.',
    overDaily:
      '{count} imagens passariam do seu limite diário neste servidor: {left, plural, =0 {nenhuma restante} one {resta # imagem} other {restam # imagens}} hoje. Peça menos; nada foi contado.',
    roleClosed:
      'Seus cargos não podem criar imagens neste servidor (limite diário 0); nada foi contado.',
    budgetReached:
      'Este servidor já criou todas as imagens do seu orçamento {period, select, daily {diário} other {mensal}}. Ele cria mais <t:{seconds}:R> (<t:{seconds}:f>); nada foi contado.',
    overBudget:
      '{count} imagens passariam do orçamento {period, select, daily {diário} other {mensal}} deste servidor: {left, plural, =0 {nenhuma restante} one {resta # imagem} other {restam # imagens}}. Peça menos; nada foi contado.',
    logBudgetReached:
      '💸 Este servidor criou todas as imagens do seu orçamento {period, select, daily {diário} other {mensal}}; ele cria mais <t:{seconds}:R>.',
    budgetIn: 'Contado em imagens: uma para cada imagem criada.',
    rolesNone:
      'Nenhuma: todo membro tem o limite diário do servidor ({limit, plural, one {# imagem} other {# imagens}}).',
    roleLine:
      '{role}: {perDay, plural, =0 {não pode criar imagens} one {# imagem por dia} other {# imagens por dia}}',
    limitSet:
      '✅ Cada membro agora pode criar {limit, plural, =0 {nenhuma imagem} one {**#** imagem} other {**#** imagens}} por dia em **{backend}** (a contagem é renovada às 00:00 UTC).',
  },
  count: {
    overBudget:
      '{count} imagens passariam do orçamento {period, select, daily {diário} other {mensal}} do servidor: {left, plural, =0 {não resta nenhuma} one {resta # geração} other {restam # gerações}}. Peça menos ou vincule sua própria chave com `{cmdApikeyLink}`; nada foi cobrado.',
    overBudgetIn:
      '{count} imagens passariam do orçamento {period, select, daily {diário} other {mensal}} do servidor: restam {left, number} {unit}. Peça menos ou vincule sua própria chave com `{cmdApikeyLink}`; nada foi cobrado.',
    overEstimate:
      '{count, plural, one {Esta imagem custaria} other {Estas # imagens custariam}} cerca de {estimate, number} {unit} pela estimativa do backend de imagens, passando do orçamento {period, select, daily {diário} other {mensal}} do servidor: restam {left, number} {unit}. Peça menos imagens ou menores, ou vincule sua própria chave com `{cmdApikeyLink}`; nada foi cobrado.',
    cost: '{source, select, limit {{count} imagens, contadas no seu limite diário neste servidor.} none {{count} imagens; {backend} não tem contas, então nada é cobrado.} other {{count} imagens = {count} gerações {source, select, server {na chave do servidor} anonymous {na chave anônima (prioridade mais baixa)} other {na sua chave}}{accounts, select, balance {{original, select, no {, pagas em {unit}} other {}}} other {}}.}}',
    progressTitle: '🎨 {count} imagens',
    readyTitle: '✅ {count} imagens prontas',
    partialTitle: '⚠️ {ready} de {count} imagens prontas',
    failedTitle: '❌ {count} imagens falharam',
    imageReady: '**{n}.** ✅ Semente {seed}',
    retryHint:
      'Escolha 🔁 e o número da imagem no menu abaixo para tentar de novo uma imagem que falhou (uma geração); as outras não são refeitas.',
    overCap:
      'Você pediu {count} imagens, mas pode ter no máximo {limit, plural, one {# geração} other {# gerações}} em andamento ao mesmo tempo ({running} em andamento agora). Peça menos ou espere terminarem; nada foi cobrado.',
    overDaily:
      '{count} imagens passariam do seu limite diário na chave do servidor: {left, plural, =0 {nenhuma restante} one {resta # geração} other {restam # gerações}} hoje. Peça menos ou vincule sua própria chave com `{cmdApikeyLink}`; nada foi cobrado.',
    detailsImage:
      '**Imagem {n}** · semente {seed}{task, select, none {} other { · tarefa `{task}`}}',
    detailsImages: '**Imagens**',
    queueFull:
      'A fila deste servidor está cheia: no máximo {limit} gerações podem esperar nela e {waiting} já esperam, então {count, plural, one {sua geração não cabe} other {suas # imagens não cabem}}. Tente de novo em alguns minutos{count, plural, one {} other { ou peça menos imagens}}; nada foi cobrado.',
    cancelledTitle: '✖️ {count} imagens canceladas',
    stoppedTitle: '⏹️ Parou de esperar por {count} imagens',
    runAgainHint:
      'Escolha 🔁 e o número da imagem no menu abaixo para executar de novo uma imagem cancelada (uma geração); as outras não são refeitas.',
  },
  imageActions: {
    vary: '{strength, select, subtle {🌱} other {🌪️}} {which, select, image {Variar a imagem {n}} other {Variar}} ({strength, select, subtle {sutil} other {forte}})',
    upscale: '🔍 {which, select, image {Ampliar a imagem {n}} other {Ampliar}} ×{factor}',
    edit: '🖌️ {which, select, image {Editar a imagem {n}} other {Editar}}',
    region: '🖌️ {which, select, image {Variar região da imagem {n}} other {Variar (região)}}',
    zoom: '🔍 {which, select, image {Afastar a imagem {n}} other {Afastar}} {factor, select, 0 {(personalizado)…} other {{factor}×}}',
    pan: '{direction, select, left {⬅️} right {➡️} up {⬆️} other {⬇️}} {which, select, image {Estender a imagem {n}} other {Estender}} {direction, select, left {para a esquerda} right {para a direita} up {para cima} other {para baixo}}',
    maskNotOffered:
      'O backend de imagens deste servidor não consegue mudar só uma parte de uma imagem, então Variar (região), Afastar e Estender não são oferecidos nele. Nada foi enviado nem cobrado.',
    pickerTitle: '🖌️ Variar (região): escolha o que mudar',
    pickerHint:
      'A imagem está dividida em 16 células. Escolha as células a redesenhar (as bordas se misturam) e aperte **Variar região**, ou **Mudar o prompt** para dizer o que vai ali. Só essas células mudam.',
    pickerPlaceholder: 'Células a mudar (A1 … D4)…',
    pickerChosen: 'Escolhidas: {cells}',
    pickerGo: '🖌️ Variar região',
    pickerPrompt: '✏️ Mudar o prompt…',
    paintedTitle: '🖌️ Vary (Region): a área que você pintou',
    paintedHint:
      'A área tingida é o que muda; o resto da imagem fica como está. Aperte **Variar região** para redesenhá-la com o prompt abaixo, ou antes **Mudar o prompt**.',
    paintedPrompt: 'Com o prompt: {prompt}',
    paintedExpired:
      'O pintor ficou aberto tempo demais para o Discord deixar o bot responder (15 minutos). Aperte Vary (Region) no cartão de novo. Nada foi enviado nem cobrado.',
    regionFormTitle: '🖌️ Variar (região)',
    formPrompt: 'Prompt para as células escolhidas',
    pickCells: 'Escolha primeiro pelo menos uma célula no menu. Nada foi enviado nem cobrado.',
    zoomFormTitle: '🔍 Afastar sob medida',
    zoomFormFactor: 'Fator de zoom (de 1,1 a 2)',
    zoomFormPlaceholder: 'ex.: 1,3',
    zoomFactorInvalid:
      'O fator de zoom deve ser um número de 1,1 a 2 (por exemplo, 1,3). Nada foi enviado nem cobrado.',
    placeholder: 'Uma imagem: variar, ampliar ou editar…',
    formTitle: '🖌️ Editar a imagem',
    formChange: 'O que mudar',
    formChangePlaceholder: 'ex.: deixe de noite, coloque um cachecol vermelho',
    formMask: 'Máscara (opcional)',
    formMaskHint: 'Um PNG da imagem: os pixels transparentes marcam o que pode mudar.',
    notOffered:
      'O backend de imagens deste servidor não faz isso com uma imagem. Nada foi enviado nem cobrado.',
    othersInput:
      'Esta imagem foi feita a partir de uma imagem que outro membro trouxe, e só essa pessoa pode usá-la de novo. Comece pela imagem publicada com os botões dela (Variar, Ampliar, Editar). Nada foi enviado nem cobrado.',
    imageGone:
      'Essa imagem não está mais nesta mensagem, então não pode ser usada. Nada foi enviado nem cobrado.',
    noImage:
      'Essa mensagem não tem imagem para usar (um PNG, JPEG ou WebP anexado ou incorporado). Nada foi enviado nem cobrado.',
    describeTitle: '📝 O que a imagem mostra',
    describeHint:
      'Toque em **Imaginar isto** para criar uma imagem nova com estas palavras (você pode mudá-las antes).',
    describeOverBudget:
      'Descrever esta imagem custaria cerca de {estimate, number} {unit}, acima do orçamento {period, select, daily {diário} other {mensal}} deste servidor: restam {left, number} {unit}. Vincule sua própria chave com `{cmdApikeyLink}` ou tente de novo quando o orçamento renovar; nada foi enviado nem cobrado.',
    describeFailed:
      'O backend de imagens não conseguiu descrever esta imagem{spent, select, yes { ({amount, number} {unit} gastos)} other {; nada foi cobrado}}. Tente de novo daqui a pouco ou com outra imagem.',
    noWords: 'O backend de imagens não encontrou palavras para essa imagem. Tente outra.',
    imagineThis: '🎨 Imaginar isto',
  },
  card: {
    source:
      '{action, select, region {🖌️ Região variada a partir de {name}} zoom {🔍 Afastada {factor}× a partir de {name}} pan {{direction, select, left {⬅️} right {➡️} up {⬆️} other {⬇️}} Estendida {direction, select, left {para a esquerda} right {para a direita} up {para cima} other {para baixo}} a partir de {name}} edit {✏️ Editada a partir de {name}} vary {🔀 Variação ({strength, select, subtle {sutil} other {forte}}) de {name}} other {🔍 Ampliada ×{factor} a partir de {name}}}',
    rerollAll: '🎲 Rolar todas de novo',
    rerollImage: '🎲 Rolar a imagem {n} de novo',
    remixImage: '🎛️ Remixar a imagem {n}',
    retryImage: '🔁 Executar a imagem {n} de novo',
    imagePlaceholder: 'Uma imagem: rolar de novo ou remixar…',
    imageAlt: '{count, plural, =1 {} other {Imagem {n} de {count}: }}{prompt} (seed {seed})',
    imageAltFrom: '{count, plural, =1 {} other {Imagem {n} de {count}: }}{prompt} ({source})',
    previewAlt:
      'Prévia durante a geração{count, plural, =1 {} other {, imagem {n} de {count}}}: {prompt}',
  },
  remix: {
    button: '🎛️ Remixar',
    title: 'Remixar',
    prompt: 'Prompt',
    style: 'Estilo',
    sameSeed: '{seed, select, random {Aleatória, como antes} other {Mesma seed ({seed})}}',
    newSeed: 'Nova seed aleatória',
    yourDefault: 'Seu padrão',
    formChanged: 'Este formulário mudou desde que foi aberto. Abra-o de novo; nada foi enviado.',
    generate: '🎨 Gerar',
    editPrompt: '✏️ Editar prompt',
    panelHint:
      'Escolha o que muda e toque em **Gerar**, ou em **Editar prompt** para mudar o texto antes. Só você vê isto.',
    noLoras: 'LoRAs: nenhuma (escolha até {max})',
  },
  cancel: {
    cancelButton: '✖️ Cancelar',
    stopButton: '⏹️ Parar de esperar',
    cancelled:
      '{original, select, yes {Cancelada antes de ser enviada ao serviço de imagens; nada foi cobrado.} other {Cancelada antes de ser enviada a {backend}; nada foi cobrado.}}',
    stopped:
      '{original, select, yes {O bot parou de esperar por ela. O serviço de imagens já a tinha e não pode cancelá-la, então o crédito pode já ter sido gasto.} other {{accounts, select, none {O bot parou de esperar. {backend} ainda pode gerá-la: ele não consegue dizer ao bot qual trabalho em andamento é o dele, então o bot não o interrompeu. {backend} não mantém contas, então nada foi cobrado.} other {O bot parou de esperar. Ela já tinha chegado a {backend}, que não consegue cancelá-la, então pode já ter sido cobrada.}}}}',
    stoppedNotice:
      '{original, select, yes {Parou de esperar. O serviço de imagens já tinha começado e não pode cancelar: o crédito pode já ter sido gasto.} other {{accounts, select, none {Parou de esperar. {backend} ainda pode gerá-la: ele não consegue dizer ao bot qual trabalho é o dele, então o bot não o interrompeu. Nada foi cobrado: {backend} não mantém contas.} other {Parou de esperar. {backend} já tinha começado e não consegue cancelar: pode já ter sido cobrada.}}}}',
    stoppedCancelled:
      '{accounts, select, none {O bot parou de esperar e pediu a {backend} que a interrompesse. {backend} não tem contas, então nada foi cobrado.} other {O bot parou de esperar e pediu ao serviço de imagens que a interrompesse. Ela pode ter sido cobrada.}}',
    stoppedNoticeCancelled:
      '{accounts, select, none {Parou de esperar. O bot pediu a {backend} que a interrompesse. {backend} não tem contas, então nada foi cobrado.} other {Parou de esperar. O bot pediu ao serviço de imagens que a interrompesse: ela pode ter sido cobrada.}}',
    alreadySent:
      '{original, select, yes {Ela já saiu da fila: o serviço de imagens a tem e não pode cancelá-la (o crédito pode já ter sido gasto). Aperte **Parar de esperar** para não esperar mais.} other {Ela já saiu da fila: {backend} está com ela e não consegue cancelar (pode já ter sido cobrada). Aperte **Parar de esperar** para não esperar mais.}}',
    nothingLeft: 'Nada nesta resposta está mais em andamento.',
    notAllowed:
      'Só quem pediu, ou membros com a permissão **{permission}**, podem cancelar uma geração.',
  },
  queue: {
    title: '🕒 Gerações deste servidor',
    empty: 'Nada está na fila nem em andamento neste servidor agora.',
    running: '**Em andamento** ({count})',
    waiting: '**Na fila** ({count})',
    runningFor: 'em andamento há {duration}',
    waitingFor: 'esperando há {duration}',
    mine: '⬅️ sua',
    private: '🔒 Uma geração privada',
    cancelPlaceholder: 'Tirar da fila uma geração em espera…',
    gone: 'Essa geração não está mais na fila: já começou ou terminou.',
  },
  imagineThis: {
    title: '🎨 Imaginar isto',
    noText: 'Essa mensagem não tem texto para virar imagem.',
  },
  safety: {
    withheld: 'Uma imagem foi retida neste canal.',
    privateCopy:
      '🙈 {count, plural, one {Sua imagem foi retida} other {# das suas imagens foram retidas}} {where, select, channel {no canal} other {na resposta}}: {reason} Aqui {count, plural, one {está ela} other {estão elas}}, só para você.',
    reason: {
      explicit:
        'a verificação de imagens a considerou explícita (pontuação {score}%, limite deste servidor {threshold}%) e este canal não tem restrição de idade.',
      member:
        'a verificação de imagens a considerou explícita (pontuação {score}%) e sua escolha para mensagens diretas e suas próprias instalações é reter essas imagens.',
      unchecked: 'a verificação de imagens não pôde rodar, então ela foi retida por segurança.',
    },
    spoilerAlt: 'Atrás de um spoiler: a verificação de imagens a considerou explícita.',
    pageTitle: 'Verificação de imagens',
    normal: 'Canais sem restrição de idade: {policy}',
    ageRestricted: 'Canais com restrição de idade: {policy}',
    threshold:
      'Uma imagem é explícita a partir de uma pontuação de **{threshold}%** (probabilidade porn + hentai do classificador; padrão {default}%).',
    policies: {
      withhold: '**reter** (o membro a recebe em particular)',
      spoiler: '**postar atrás de um spoiler**',
      allow: '**postar**',
    },
    footer:
      'Cada imagem pronta é verificada por um pequeno modelo aberto (nsfwjs) na própria máquina do bot antes de ser postada; nada é enviado para fora. Imagens retidas ou com spoiler são registradas, só com os parâmetros.',
    pick: {
      normal: 'Canais sem restrição de idade…',
      ageRestricted: 'Canais com restrição de idade…',
      withhold: 'Reter',
      spoiler: 'Spoiler',
      allow: 'Postar',
    },
    thresholdButton: 'Limite…',
    thresholdModal: {
      title: 'Limite da verificação de imagens',
      label: 'Explícita a partir desta pontuação (%)',
      hint: '1–99. Mais baixo é mais rígido. Em branco: o padrão, 50.',
    },
    invalidThreshold:
      'O limite deve ser um número inteiro de {min} a {max}, ou em branco para o padrão. Nada foi alterado.',
    notPosted:
      'Esta imagem não pode ser postada aqui: {why, select, unchecked {a verificação de imagens não pôde rodar} other {a verificação de imagens a considerou explícita (pontuação {score}%, limite {threshold}%)}}. Ela continua no seu histórico; nada foi postado.',
    logged:
      '🙈 {member}: uma imagem {action, select, withhold {foi retida em} other {foi postada atrás de um spoiler em}} {channel} ({score, select, none {não verificada} other {pontuação {score}%}}, limite {threshold}%): “{prompt}”{withWorkflow, select, no {} other { · {workflow}}}{seed, select, none {} other { · seed {seed}}}',
    refused: {
      channel:
        '{original, select, yes {{where, select, prompt {Seu prompt contém} style {Seu prompt, com o estilo, contém} other {Seu arquivo de fluxo contém}} "{found}", um termo explícito mantido fora de canais sem restrição de idade. Nada foi enviado e nenhum crédito foi gasto. Reformule, ou use um canal com restrição de idade.} other {{where, select, prompt {Seu prompt contém} style {Seu prompt, com o estilo, contém} other {Seu arquivo de fluxo contém}} "{found}", um termo explícito mantido fora de canais sem restrição de idade. Nada foi enviado nem cobrado. Reformule, ou use um canal com restrição de idade.}}',
      member:
        '{original, select, yes {{where, select, prompt {Seu prompt contém} style {Seu prompt, com o estilo, contém} other {Seu arquivo de fluxo contém}} "{found}", um termo explícito, e suas configurações mantêm conteúdo explícito fora das DMs e dos servidores onde só você instalou o app. Nada foi enviado e nenhum crédito foi gasto. Reformule, ou permita conteúdo explícito em {cmdSettings}.} other {{where, select, prompt {Seu prompt contém} style {Seu prompt, com o estilo, contém} other {Seu arquivo de fluxo contém}} "{found}", um termo explícito, e suas configurações mantêm conteúdo explícito fora das DMs e dos servidores onde só você instalou o app. Nada foi enviado nem cobrado. Reformule, ou permita conteúdo explícito em {cmdSettings}.}}',
    },
    log: {
      refused:
        '🔞 {member}: recusado, termo explícito "{term}" fora de um canal com restrição de idade: "{prompt}"',
    },
    policy: {
      termsTitle: 'Termos explícitos embutidos',
      terms:
        '{termsOn, select, true {Ativados: prompts com um termo explícito são recusados fora de canais com restrição de idade.} other {Desativados: termos explícitos não são verificados (as palavras proibidas de vocês, sim).}}',
      termsButton:
        '{termsOn, select, true {Desativar termos explícitos} other {Ativar termos explícitos}}',
      negativeTitle: 'Prompt negativo de segurança',
      negativeNone: 'Nenhum.',
      negativeButton: 'Prompt negativo de segurança…',
      negativeLabel: 'Fora de canais com restrição de idade',
      negativeHint: 'Adicionado após o prompt negativo do membro. Em branco: nada.',
      footer:
        'Os dois valem só fora de canais com restrição de idade. Pedidos recusados não custam nada.',
    },
    member: {
      title: 'Conteúdo explícito em DMs e instalações de usuário',
      value:
        '{choice, select, allow {Permitido nas suas DMs com o bot (um canal de servidor sem restrição de idade continua bloqueando).} other {Bloqueado (padrão): termos explícitos são recusados e imagens explícitas retidas nas DMs e onde só você instalou o app.}}',
      button:
        '{choice, select, allow {Bloquear conteúdo explícito} other {Permitir conteúdo explícito em DMs}}',
    },
  },
  imagesIn: {
    waitsTurn:
      '⏳ Sua imagem está esperando a vez: imagens de outros membros estão sendo recebidas agora. Ela segue sozinha; nada foi enviado nem cobrado ainda.',
    kind: '{kind, select, region {🖌️ variação de região} zoom {🔍 afastamento} pan {↔️ extensão} edit {✏️ edição} vary {🔀 variação} upscale {🔍 ampliação} other {💬 descrição}}',
    logRefused:
      '🙈 {member}: uma imagem enviada foi recusada em {channel} ({score, select, none {não verificada} other {pontuação {score}%}}, limite {threshold}%){withPrompt, select, no {} other {: “{prompt}”}} · {kind}',
    refused: {
      next: '{problem} Nada foi enviado e nada foi cobrado.',
      notOffered:
        'O backend de imagens deste servidor não consegue partir de uma imagem: execute o comando sem ela.',
      strengthAlone: 'strength só se aplica a uma imagem: anexe uma ou tire strength.',
      maskAlone: 'mask só se aplica a uma imagem: anexe a imagem também ou tire mask.',
      maskNotOffered:
        'O backend de imagens deste servidor não consegue mudar só uma parte de uma imagem: rode o comando sem mask.',
      tooLarge: 'A imagem tem {size}; o bot aceita no máximo {max}.',
      overMax: 'A imagem é maior que os {max} que o bot aceita.',
      notImage:
        'Esse arquivo não é uma imagem que o bot consegue ler: anexe um PNG, JPEG, WebP ou GIF.',
      animated: 'Imagens animadas não podem ser usadas: anexe uma imagem estática.',
      tooManyPixels:
        'A imagem tem {width}×{height} pixels; o backend de imagens deste servidor aceita no máximo {max}.',
      tooLargeToUpscale:
        'A imagem tem {width}×{height} pixels: grande demais para o backend de imagens deste servidor ampliá-la ×{factor}.',
      maskNotPng:
        'Uma máscara precisa ser um PNG cujos pixels transparentes marquem o que pode mudar: anexe uma.',
      maskSize:
        'A máscara tem {size} pixels, mas a imagem tem {imageSize}: uma máscara precisa ter o tamanho ou as proporções da imagem.',
      maskOpaque:
        'A máscara não tem pixels transparentes, então não marca nada para mudar: apague a parte que pode mudar e anexe-a de novo.',
      maskWhole:
        'A máscara é transparente em toda parte, então mudaria a imagem inteira: edite sem máscara ou deixe uma parte opaca.',
      unreadable: 'Não foi possível ler a imagem (ela pode estar danificada): anexe outra.',
      downloadFailed: 'O bot não conseguiu baixar a imagem do Discord: anexe-a de novo.',
      explicit:
        '{reason, select, channel {A imagem parece explícita, e imagens explícitas ficam fora de canais sem restrição de idade: use-a em um canal com restrição de idade.} other {A imagem parece explícita, e suas configurações mantêm conteúdo explícito fora daqui.}}',
      unchecked:
        'O bot não conseguiu verificar agora se a imagem é explícita, então ela não pode ser usada aqui: tente de novo em um minuto.',
    },
  },
};
