import type { Catalog } from '../catalog.js';

/**
 * Español (España). Tuteo. Glosario: credits → créditos; API key → clave de API; key → clave;
 * server key → clave del servidor; workflow → flujo de trabajo; image service → servicio de
 * imágenes; generation → generación; link/unlink → vincular/desvincular; revoke → revocar;
 * daily limit → límite diario; Re-roll → Otra tirada.
 */
export const esES: Catalog = {
  language: { name: 'Español' },
  units: {
    bytes: '{count, plural, one {# byte} other {# bytes}}',
    kilobytes: '{n, number} KB',
    megabytes: '{n, number} MB',
    credits: '{count, plural, one {{amount} crédito} other {{amount} créditos}}',
    otherCurrency: '{amount} {currency}',
  },
  painter: {
    title: 'Pinta sobre la parte que quieres cambiar',
    brush: 'Pincel',
    eraser: 'Borrador',
    size: 'Tamaño',
    clear: 'Borrar todo',
    prompt: 'Prompt',
    send: 'Enviar',
    sending: 'Enviando…',
    sent: '✅ Enviado: tu zona pintada te espera en el canal, donde solo tú la ves. Pulsa allí **Variar región**; puedes cerrar el pintor.',
    nothingPainted: 'Primero pinta sobre la parte de la imagen que quieres cambiar.',
    paintedNothing:
      'No has pintado nada, así que nada cambiaría: pinta sobre la parte de la imagen que quieres cambiar y pulsa Enviar. No se ha enviado ni cobrado nada.',
    paintedWhole:
      'Has pintado toda la imagen, así que cambiaría entera: borra una parte con el Borrador y pulsa Enviar. No se ha enviado ni cobrado nada.',
    paintingUnreadable:
      'El bot no pudo leer tu pintura: pulsa Borrar todo, vuelve a pintar y pulsa Enviar, o cierra el pintor y pulsa de nuevo Vary (Region). No se ha enviado ni cobrado nada.',
    failed:
      'No se pudo enviar lo pintado. Inténtalo de nuevo o cierra el pintor y vuelve a usar Vary (Region).',
    gone: 'Este pintor ya no está disponible para ti: caducó, ya se envió o lo abrió otra persona. Pulsa de nuevo Vary (Region) en la tarjeta.',
    signInFailed:
      'Discord no pudo iniciar tu sesión. Cierra el pintor y pulsa de nuevo Vary (Region).',
  },
  common: {
    warning: '⚠️ {message}',
    permissionManageServer: 'Gestionar servidor',
    permissionManageMessages: 'Gestionar mensajes',
  },
  errors: {
    unexpected:
      'Algo ha fallado por nuestra parte (id de error `{errorId}`). Vuelve a intentarlo; si sigue pasando, dale este id al equipo del servidor.',
    restarting: 'El bot se está reiniciando. Vuelve a intentarlo en un minuto.',
    commandUnavailable: 'Ese comando o botón ya no existe. Vuelve a usar el comando de barra.',
    notHere:
      'Ese botón o formulario no pertenece a este mensaje ni a este lugar. No se ha cambiado nada.',
    notYours:
      'Eso pertenece a otro miembro: solo esa persona puede usarlo. No se ha cambiado nada.',
    serverOnly:
      '`{command}` solo funciona en un servidor: úsalo en un canal del servidor, no por MD. No se ha cambiado nada.',
    notAllowed: {
      moderateReports:
        'Solo los miembros con el permiso **{permission}** pueden actuar sobre las denuncias.',
      manageServerKey:
        'Solo los miembros con el permiso **{permission}** pueden gestionar la clave del servidor.',
      changeDailyLimit:
        'Solo los miembros con el permiso **{permission}** pueden cambiar el límite diario.',
      seeOthersBalance:
        'Solo los miembros con el permiso **{permission}** pueden ver el saldo de otro miembro.',
      deleteOthersImage:
        'Solo los miembros con el permiso **{permission}** pueden borrar una imagen que pidió otra persona.',
      changeLanguage:
        'Solo los miembros con el permiso **{permission}** pueden cambiar el idioma del servidor.',
      changeDefaults:
        'Solo los miembros con el permiso **{permission}** pueden cambiar los valores predeterminados de un canal o del servidor.',
      managePolicy:
        'Solo los miembros con el permiso **{permission}** pueden cambiar las normas del servidor.',
      manageStyles:
        'Solo los miembros con el permiso **{permission}** pueden añadir, editar o quitar los estilos del servidor.',
      seeUsage:
        'Solo los miembros con el permiso **{permission}** pueden ver el uso de la clave del servidor de cada miembro.',
      cancelFromQueue:
        'Solo los miembros con el permiso **{permission}** pueden cancelar generaciones de otros desde la cola.',
    },
  },
  service: {
    taskFailedSpent:
      '{backend} no pudo generar esta imagen ({amount, number} {unit} gastados). Inténtalo de nuevo, quizá con otros ajustes.',
    taskImpossible:
      'Ningún worker de {backend} puede hacer esta imagen ahora (su modelo, tamaño o pasos no se ofrecen). Se canceló; no se gastó nada. Prueba otro modelo o un tamaño menor.',
    taskImpossibleSpent:
      'Ningún worker de {backend} puede hacer esta imagen ahora (su modelo, tamaño o pasos no se ofrecen). Se canceló; {amount, number} {unit} gastados. Prueba otro modelo o un tamaño menor.',
    taskFaulted:
      'Los workers de {backend} no pudieron hacer esta imagen. Inténtalo de nuevo, quizá con otro modelo.',
    taskFaultedSpent:
      'Los workers de {backend} no pudieron hacer esta imagen ({amount, number} {unit} gastados). Inténtalo de nuevo, quizá con otro modelo.',
    taskCensored:
      'El filtro de {backend} retuvo esta imagen por explícita. Cambia el prompt o usa un canal con restricción de edad.',
    taskCensoredSpent:
      'El filtro de {backend} retuvo esta imagen por explícita ({amount, number} {unit} gastados). Cambia el prompt o usa un canal con restricción de edad.',
    noBalance: '{backend} no lleva saldo: no tiene cuentas, y generar aquí no te cobra nada.',
    noKeys: '{backend} no usa claves de API: puedes generar aquí sin vincular ninguna.',
    notOffered: 'El backend de imágenes de este servidor no ofrece esto.',
    backendGone:
      'Esto pertenece a un backend de imágenes que el bot ya no ofrece. Vincula una clave para el backend de imágenes de este servidor con {cmdApikeyLink}.',
    anyUnit: 'saldo',
    usageUnit: 'uso',
    anyBackend: 'el backend de imágenes',
    unavailable:
      '{original, select, yes {El servicio de imágenes no está disponible ahora mismo. Vuelve a intentarlo en unos minutos.} other {No se ha podido contactar con {backend} en este momento. Inténtalo de nuevo en unos minutos.}}',
    timeout:
      '{original, select, yes {El servicio de imágenes no ha respondido a tiempo. Vuelve a intentarlo en unos minutos.} other {No llegó a tiempo ninguna respuesta de {backend}. Inténtalo de nuevo en unos minutos.}}',
    rateLimited:
      '{original, select, yes {El servicio de imágenes está recibiendo demasiadas peticiones. Vuelve a intentarlo en un minuto.} other {Ahora mismo llegan demasiadas solicitudes a {backend}. Inténtalo de nuevo en un minuto.}}',
    rateLimitedFor:
      '{original, select, yes {El servicio de imágenes está recibiendo demasiadas peticiones. Vuelve a intentarlo en {seconds, number} s.} other {Ahora mismo llegan demasiadas solicitudes a {backend}. Inténtalo de nuevo en {seconds, number} s.}}',
    rateLimitedRefused:
      '{backend} está limitando las solicitudes y no empezó esta imagen, así que no se {accounts, select, balance {gastó} other {cobró}} nada. Inténtalo de nuevo en un minuto.',
    rateLimitedRefusedFor:
      '{backend} está limitando las solicitudes y no empezó esta imagen, así que no se {accounts, select, balance {gastó} other {cobró}} nada. Inténtalo de nuevo en {seconds, number} s.',
    quotaExceeded:
      'La cuenta de la clave en {backend} no tiene cuota (límite de facturación o de plan), así que no se generó ni se cobró nada. Añade fondos o sube el límite allí y vuelve a intentarlo.',
    promptRefused:
      'El sistema de seguridad de {backend} rechazó este prompt, así que no se generó ni se cobró nada. Cambia el prompt y vuelve a intentarlo.',
    unavailableRefused:
      'Algo falló en {backend} antes de empezar esta imagen, así que no se cobró nada. Inténtalo de nuevo en unos minutos.',
    down: '{original, select, yes {El servicio de imágenes lleva {seconds, number} s sin responder, así que el bot dejó de esperar esta imagen. Puede que se haya cobrado; revisa tus créditos antes de volver a intentarlo.} other {{backend} lleva {seconds, number} s sin responder, así que el bot dejó de esperar esta imagen. {accounts, select, none {No tiene cuentas, así que no se cobró nada. Vuelve a intentarlo cuando esté de nuevo disponible.} other {Puede que se haya cobrado; revisa tu saldo o tu consumo allí antes de volver a intentarlo.}}}}',
    taskCut:
      '{accounts, select, none {Se perdió la conexión con {backend} mientras hacía esta imagen: puede que se haya hecho, pero no se pudo recuperar. {backend} no tiene cuentas, así que no se cobró nada. Pulsa Reintentar para hacerla de nuevo.} other {Se perdió la conexión con {backend} mientras hacía esta imagen. Puede que se haya cobrado; revisa tu consumo en el proveedor antes de volver a intentarlo.}}',
    taskInterrupted:
      '{accounts, select, none {El bot se reinició mientras {backend} hacía esta imagen: puede que se haya hecho, pero no se pudo recuperar, y no se volvió a enviar. {backend} no tiene cuentas, así que no se cobró nada. Pulsa Reintentar para hacerla de nuevo.} other {El bot se reinició mientras {backend} hacía esta imagen. Puede que se haya cobrado, y no se volvió a enviar; revisa tu consumo en el proveedor antes de pulsar Reintentar.}}',
    taskStoppedElsewhere:
      '{accounts, select, none {Otra persona que usa {backend} detuvo su trabajo antes de que esta imagen estuviera terminada, así que la imagen a medias no se publica. {backend} no tiene cuentas, así que no se cobró nada. Pulsa Reintentar para hacerla de nuevo.} other {Otra persona que usa {backend} detuvo su trabajo antes de que esta imagen estuviera terminada, así que la imagen a medias no se publica. Puede que se haya cobrado; revisa tu consumo en el proveedor antes de volver a intentarlo.}}',
    unexpectedAnswer:
      '{original, select, yes {El servicio de imágenes ha enviado una respuesta que el bot no entiende. Vuelve a intentarlo más tarde.} other {El bot no entiende la respuesta de {backend}. Inténtalo de nuevo más tarde.}}',
    submissionUncertain:
      '{original, select, yes {Puede que el servicio de imágenes haya recibido y cobrado esta generación, pero su respuesta se ha perdido. Consulta {cmdBalance} antes de volver a intentarlo.} other {Puede que esta generación llegara a {backend} y se cobrara, pero su respuesta se perdió. Revisa allí tu saldo o tu consumo antes de volver a intentarlo.}}',
    insufficientCredits:
      '{original, select, yes {No hay suficientes créditos en el servicio de imágenes para esta generación. Recarga o haz el check-in diario y vuelve a intentarlo.} other {No queda suficiente {unit} en {backend} para esta generación. Recarga allí y vuelve a intentarlo.}}',
    invalidApiKey:
      '{original, select, yes {El servicio de imágenes ha rechazado la clave de API: no es válida o se ha revocado. Configura una clave nueva y vuelve a intentarlo.} other {{backend} rechazó la clave de API: no es válida o fue revocada. Configura una clave nueva y vuelve a intentarlo.}}',
    invalidLoginToken:
      '{original, select, yes {El servicio de imágenes ha rechazado el token de inicio de sesión. Copia un token nuevo de tu cuenta y vuelve a intentarlo.} other {{backend} rechazó el token de inicio de sesión. Copia un token nuevo de tu cuenta y vuelve a intentarlo.}}',
    unknownTask:
      '{original, select, yes {El servicio de imágenes ya no conoce esta generación (puede que haya caducado). Empieza una nueva.} other {{backend} ya no conoce esta generación (puede que haya caducado). Empieza una nueva.}}',
    unknownTaskSpent:
      '{backend} ya no conoce esta generación: caducó. La última consulta mostraba {amount, number} {unit} gastados. Empieza una nueva.',
    unknownTaskNothingSpent:
      '{backend} ya no conoce esta generación: caducó. La última consulta no mostraba nada gastado. Empieza una nueva.',
    nothingSpent:
      '{said} {accounts, select, balance {No se gastó nada.} other {No se cobró nada.}}',
    imageTooLarge: 'La imagen generada ocupa más de {size}, demasiado para publicarla aquí.',
    imageHostRefused:
      'El bot no ha podido descargar esta imagen de forma segura, así que no se muestra aquí.',
    taskFailed:
      '{original, select, yes {El servicio de imágenes no ha podido generar esta imagen. Vuelve a intentarlo, quizá con otros ajustes.} other {{backend} no pudo generar esta imagen. Inténtalo de nuevo, quizá con otros ajustes.}}',
    runFailed:
      '{backend} no pudo generar esta imagen: {cause, select, outOfMemory {la GPU se quedó sin memoria} modelUnreadable {no pudo leer su modelo} fileMissing {falta un archivo que necesita} blocked {se bloqueó} raised {lanzó {errorType}} other {lanzó un error}}. Inténtalo de nuevo, quizá con otros ajustes.',
    stepFailed:
      '{backend} no pudo generar esta imagen: su nodo {titled, select, yes {«{title}» ({type})} other {{type}}} (nodo {node}) falló porque {cause, select, outOfMemory {la GPU se quedó sin memoria} modelUnreadable {no pudo leer su modelo} fileMissing {falta un archivo que necesita} blocked {el flujo de trabajo lo bloqueó} raised {lanzó {errorType}} other {lanzó un error}}. Inténtalo de nuevo, quizá con otros ajustes.',
    moved:
      '{original, select, yes {El servicio de imágenes se ha mudado a otra dirección. Avisa a quien gestiona el bot para que la actualice.} other {La dirección de {backend} ya no funciona: se ha trasladado. Avisa al operador del bot para que la actualice.}}',
    parametersRejected:
      '{original, select, yes {El servicio de imágenes ha rechazado los parámetros de la petición. Revísalos y vuelve a intentarlo.} other {{backend} rechazó los parámetros de la solicitud. Revísalos y vuelve a intentarlo.}}',
    setupRefused:
      '{backend} rechazó esta solicitud por cómo está configurado el bot (su modelo, flujo de trabajo o acceso), así que no se generó ni se cobró nada. Solo el operador del bot puede arreglarlo: avísale, por favor.',
    valueRefused:
      '{backend} rechazó un valor que elegiste: {problem}. Cámbialo y vuelve a intentarlo; no se generó ni se cobró nada.',
    requestRejected:
      '{original, select, yes {El servicio de imágenes ha rechazado la petición: {said}} other {{backend} rechazó la solicitud: {said}}}',
  },
  civitai: {
    unavailable:
      'No se pudo contactar con CivitAI para consultar esta LoRA, así que no se ha añadido nada. Inténtalo de nuevo en unos minutos.',
    notFound:
      'CivitAI no tiene ningún modelo ni versión con el id {id}. Comprueba el número en la dirección de su página (civitai.com/models/…) y vuelve a intentarlo; no se ha añadido nada.',
  },
  loras: {
    tooMany: 'se pueden aplicar como máximo {max} LoRA a una imagen',
    weight: 'el peso de una LoRA debe ser un número de {min} a {max} (recibido: {got})',
    notAllowed: '«{name}» no es una LoRA que ofrezca este servidor: elige una de las sugerencias',
    notOnServer: 'la LoRA «{name}» ya no está en el backend de imágenes de este servidor',
    none: 'el backend de imágenes de este servidor no admite LoRA',
    unreadable:
      'no se pudieron leer ahora las LoRA del backend de imágenes; inténtalo de nuevo en un minuto',
    notInWorkflow:
      'el flujo de trabajo «{workflow}» no admite LoRAs: elige otro flujo de trabajo o quita las LoRAs',
  },
  parameter: {
    multipleOf: '{name} debe ser múltiplo de {step} (recibido: {got})',
    empty: '{name} no puede estar vacío',
    textOrWorkflow: '{name} debe ser texto o un objeto de flujo de trabajo de nodos',
    emptyWorkflow: 'El flujo de trabajo de {name} no puede estar vacío',
    notText: '{name} debe ser texto (recibido: {type})',
    emptyWhenGiven: '{name} no puede estar vacío si se indica',
    notWhole: '{name} debe ser un número entero (recibido: {got})',
    notNumber: '{name} debe ser un número (recibido: {got})',
    atLeast: '{name} debe ser como mínimo {min} (recibido: {got})',
    atMost: '{name} debe ser como máximo {max} (recibido: {got})',
    oneOf: '{name} debe ser uno de estos valores: {allowed} (recibido: {got})',
    invisible: '{name} debe tener caracteres visibles (solo contiene invisibles)',
    tooLong: '{name} debe tener como máximo {max} caracteres (recibido: {got})',
    tooLongWithStyle:
      '{name} tiene {typed} caracteres; con el estilo «{style}» el prompt enviado tendría {got}, más de los {max} permitidos. Acórtalo en {over} o elige otro estilo',
    wrongType:
      '{name} debe ser {expected, select, string {texto} integer {un número entero} number {un número} other {un archivo}}',
    refused:
      '{original, select, yes {{problem}. Cámbialo y vuelve a usar {cmdImagine}; no se ha enviado nada ni se ha gastado ningún crédito.} other {{problem}. Cámbialo y vuelve a ejecutar {cmdImagine}; no se envió ni se cobró nada.}}',
  },
  jobs: {
    inputGone:
      'La imagen de la que parte esta generación ya no se guarda, así que no se envió nada y no se cobró nada. Vuelve a ejecutarla con la imagen.',
    timeout:
      '{original, select, yes {La imagen ha tardado demasiado en generarse, así que el bot ha dejado de esperarla. El servicio de imágenes ya la tenía, así que probablemente su crédito ya se ha gastado (compruébalo con {cmdBalance}).} other {{accounts, select, none {La imagen tardó demasiado en generarse, así que el bot dejó de esperarla. {backend} no tiene cuentas, así que no se cobró nada.} other {La imagen tardó demasiado en generarse, así que el bot dejó de esperarla. Ya había llegado a {backend}, así que probablemente se cobró (revisa allí tu saldo o tu consumo).}}}}',
    memberCap:
      'Ya tienes {limit, plural, one {# generación} other {# generaciones}} en marcha; espera a que termine alguna.',
    submissionInterrupted:
      '{original, select, yes {El bot se ha reiniciado mientras enviaba esta generación, así que puede que haya llegado al servicio de imágenes (y se haya cobrado) o no. Comprueba tus créditos con {cmdBalance} antes de pulsar Reintentar.} other {{accounts, select, none {El bot se reinició mientras enviaba esta generación, así que puede que haya llegado a {backend} o no. {backend} no tiene cuentas, así que no se cobró nada. Pulsa Reintentar para ejecutarla de nuevo.} other {El bot se reinició mientras enviaba esta generación, así que puede que haya llegado a {backend} (y se haya cobrado) o no. Revisa allí tu saldo o tu consumo antes de pulsar Reintentar.}}}}',
    restartedBeforeSend:
      '{original, select, yes {El bot se ha reiniciado antes de enviar tu petición al servicio de imágenes, así que no se ha cobrado nada. Pulsa Reintentar para lanzarla de nuevo.} other {El bot se reinició antes de enviar tu solicitud a {backend}, así que no se cobró nada. Pulsa Reintentar para ejecutarla de nuevo.}}',
    saveFailed:
      '{original, select, yes {El bot no puede guardar peticiones ahora mismo, así que no se ha enviado nada ni se ha gastado ningún crédito. Vuelve a intentarlo en unos minutos; si sigue pasando, avisa al equipo del servidor.} other {El bot no puede guardar solicitudes ahora mismo, así que no se envió ni se cobró nada. Inténtalo de nuevo en unos minutos; si sigue pasando, avisa al equipo del servidor.}}',
    unexpected: 'Algo ha fallado en esta generación. Vuelve a intentarlo.',
  },
  store: {
    unavailable:
      'La base de datos del bot no está disponible ahora mismo. Vuelve a intentarlo en unos minutos.',
    unreachable:
      'El almacenamiento del bot no responde ahora mismo; no se ha iniciado ni cobrado nada. Vuelve a intentarlo en un minuto.',
    keyUndecryptable:
      'No se ha podido descifrar una clave guardada; vuelve a vincularla con {cmdApikeyLink}.',
    serverKeyUndecryptable:
      'No se ha podido descifrar la clave del servidor; alguien que gestione el servidor debe configurarla de nuevo.',
  },
  keys: {
    signup: {
      where:
        '{tokens, select, no {🔑 Las claves de API se obtienen en tu cuenta de {service}.} other {🔑 Las claves de API y los tokens de inicio de sesión se obtienen en tu cuenta de {service}.}}',
      whereAt:
        '{tokens, select, no {🔑 Consigue una clave de API en tu cuenta de {service}: {url}} other {🔑 Consigue una clave de API y un token de inicio de sesión en tu cuenta {named, select, yes {de {service}} other {del servicio de imágenes}}: {url}}}',
      from: 'De tu cuenta {named, select, yes {de {service}} other {del servicio de imágenes}}.',
    },
    missing:
      'No tienes ninguna clave de API vinculada. {creates, select, yes {Vincula la tuya con `{cmdApikeyLink}` o crea una con `{cmdApikeyGenerate}`.} other {Vincula la tuya con `{cmdApikeyLink}`.}}',
    missingHere:
      'No tienes ninguna clave de API vinculada y este servidor no tiene clave del servidor. {creates, select, yes {Vincula la tuya con `{cmdApikeyLink}` o crea una con `{cmdApikeyGenerate}`.} other {Vincula la tuya con `{cmdApikeyLink}`.}}',
    nothingToUnlink:
      'No tienes ninguna clave de API vinculada, así que no hay nada que desvincular.',
    nothingToRevoke:
      'No tienes ninguna clave de API vinculada, así que no hay nada que revocar. Para revocar una clave que el bot no tiene, usa tu cuenta del servicio de imágenes.',
    unlinkedBeforeRun:
      'Tu clave de API se desvinculó antes de que esta generación pudiera empezar. Vincula una con `{cmdApikeyLink}`.',
    serverKeyRemovedBeforeRun:
      'La clave del servidor se quitó antes de que esta generación pudiera empezar.',
    rejectedOwn:
      '{original, select, yes {El servicio de imágenes ha rechazado tu clave de API ({masked}) por no ser válida o estar revocada, así que la he desvinculado. Vincula una que funcione con `{cmdApikeyLink}` o crea una con `{cmdApikeyGenerate}`.} other {{backend} rechazó tu clave de API ({masked}) por no válida o revocada, así que la desvinculé. Vincula una clave que funcione con `{cmdApikeyLink}`.}}',
    rejectedServer:
      '{original, select, yes {El servicio de imágenes ha rechazado la clave del servidor ({masked}) por no ser válida o estar revocada, así que la he quitado. Un miembro con «Gestionar servidor» puede configurar otra con `{cmdApikeyServerSet}`.} other {{backend} rechazó la clave del servidor ({masked}) por no válida o revocada, así que la quité. Un miembro con Gestionar servidor puede poner otra con `{cmdApikeyServerSet}`.}}',
  },
  apikey: {
    malformed:
      'Eso no parece una clave de API: las claves son {shape}. Vuelve a copiar la clave de {original, select, yes {tu cuenta del servicio de imágenes} other {tu cuenta de {backend}}} e inténtalo de nuevo; no se ha cambiado nada.',
    keyShapeNone: 'innecesarias aquí',
    keyShapeProvider: 'la clave secreta que te dio tu proveedor, sin espacios',
    keyShapeHorde: '22 letras, cifras, - o _ de aihorde.net',
    keyShapeService: '`sk-` seguido de 48 caracteres hexadecimales',
    notYours:
      'Solo el miembro que usó el comando puede responder a esta confirmación; no se ha cambiado nada.',
    linkModal: {
      title: 'Vincular tu clave de API',
      label:
        '{named, select, no {Tu clave de API del servicio de imágenes} other {Tu clave de API de {backend}}}',
      description:
        '{original, select, yes {`sk-` y 48 caracteres hex. Se comprueba con el servicio y se guarda cifrada.} other {{shape}. Se comprueba con {backend} y se guarda cifrada.}}',
      placeholder: '{original, select, yes {sk-…} other {clave de API}}',
    },
    generateModal: {
      title: 'Crear una clave de API',
      label: 'Tu token de inicio de sesión del servicio',
      description: 'Se usa una vez para crear la clave y nunca se guarda.',
      placeholder: 'token de inicio de sesión',
    },
    serverModal: {
      title: 'Configurar la clave del servidor',
      label:
        '{original, select, yes {Clave de API para este servidor} other {Clave de API del servidor ({backend})}}',
      description: 'Los miembros sin clave propia generan con ella, dentro del límite diario.',
      placeholder: '{original, select, yes {sk-…} other {clave de API}}',
    },
    linked: '✅ `{masked}` vinculada a **{username}** en el servicio de imágenes: **{credits}**.',
    linkedOn:
      '{named, select, yes {✅ `{masked}` vinculada a **{username}** en {backend}: **{credits}**.} other {✅ `{masked}` vinculada en {backend}: **{credits}**.}}',
    linkedNext:
      'Tus generaciones usan ahora esta clave. Se guarda cifrada y nunca se muestra entera; `{cmdApikeyStatus}` la muestra y `{cmdApikeyUnlink}` la olvida.',
    linkedReplaced: 'Sustituye a la clave que tenías vinculada (esa no se ha revocado).',
    generated: {
      notChecked:
        '⚠️ He creado una clave nueva (`{masked}`), pero no he podido comprobarla con el servicio ({reason}), así que **no está vinculada**. Vincúlala más tarde con `{cmdApikeyLink}`.',
      linked:
        '✅ He creado `{masked}` para **{username}** ({credits}) y la he vinculado: tus generaciones ya la usan.',
      shownOnce:
        'Tu clave nueva, mostrada **solo esta vez**: cópiala ahora si quieres usarla en otro sitio.',
      warning:
        '⚠️ Cualquiera con esta clave puede gastar tus créditos: no la publiques nunca en un canal. Las claves anteriores de tu cuenta siguen funcionando.',
      tokenUnused:
        'El token de inicio de sesión que has escrito se ha usado una vez y no se ha guardado.',
    },
    status: {
      titlePersonal: 'Tu clave de API',
      titleServer: 'Clave del servidor',
      key: 'Clave',
      serviceUser: 'Cuenta del servicio',
      linked: 'Vinculada',
      set: 'Configurada',
      when: '{relative} ({date})',
      whenBy: '{relative} ({date}) por {user}',
      balance: 'Saldo',
      unavailable:
        'No disponible ahora mismo: {reason}\nLa clave sigue vinculada; los datos guardados de arriba están al día.',
      dailyLimit: 'Límite diario',
      dailyLimitValue:
        '{limit, plural, one {# generación} other {# generaciones}} por miembro y día (se reinicia a las 00:00 UTC). Cámbialo con `{cmdApikeyServerLimit}`.',
      footerServer: 'Los miembros sin clave propia generan con esta clave.',
      footerPersonal: 'Guardada cifrada; solo se muestran los cuatro últimos caracteres.',
    },
    unlinked:
      '{named, select, yes {✅ `{masked}` (cuenta **{username}**) desvinculada. El bot ya no la tiene; tus generaciones vuelven a necesitar una clave (o la clave del servidor, donde la haya).} other {✅ `{masked}` desvinculada. El bot ya no la tiene; tus generaciones vuelven a necesitar una clave (o la clave del servidor, donde la haya).}}',
    unlinkedUnreadable:
      '✅ Tu clave se ha desvinculado. El bot ya no la tiene; tus generaciones vuelven a necesitar una clave (o la clave del servidor, donde la haya).',
    notRevoked:
      '{original, select, yes {La clave en sí **no se ha revocado** y sigue funcionando donde más la uses. Para desactivarla, vincúlala de nuevo y usa `{cmdApikeyRevoke}`, o revócala en tu cuenta del servicio de imágenes.} other {La clave en sí **no se ha revocado** y sigue funcionando donde más la uses. Revócala en tu cuenta de {backend} si ya no te fías de ella.}}',
    revoke: {
      alreadyInvalid:
        '✅ `{masked}` ya no era válida o estaba revocada en el servicio de imágenes, así que la he desvinculado. Vincula otra con `{cmdApikeyLink}` o crea una con `{cmdApikeyGenerate}`.',
      done: '✅ `{masked}` revocada y desvinculada: ya no funciona en ningún sitio. Su cuenta **{username}** conserva sus créditos y sus otras claves.',
      doneAlready:
        '✅ `{masked}` revocada (el servicio dice que ya lo estaba) y desvinculada: ya no funciona en ningún sitio. Su cuenta **{username}** conserva sus créditos y sus otras claves.',
      next: 'Vincula otra clave con `{cmdApikeyLink}` o crea una con `{cmdApikeyGenerate}`.',
    },
    revokeAll: {
      question:
        '⚠️ ¿Revocar **todas** las claves de API de la cuenta **{username}** del servicio de imágenes?',
      consequence:
        'Toda app, bot o servidor que use una clave de esta cuenta dejará de funcionar, y tu clave vinculada se desvinculará aquí. No se puede deshacer.',
      confirmWithin: 'Confirma en {minutes, plural, one {# minuto} other {# minutos}}.',
      confirm: 'Revocar todas las claves',
      cancel: 'Cancelar',
      expired:
        '⌛ Esta confirmación ha caducado, así que no se ha revocado nada. Vuelve a usar `{cmdApikeyRevokeAll}` si aún quieres hacerlo.',
      changed:
        'Tu clave vinculada ha cambiado desde que lo pediste, así que no se ha revocado nada. Vuelve a usar `{cmdApikeyRevokeAll}` si aún quieres hacerlo.',
      alreadyInvalid:
        '⚠️ Tu clave vinculada `{masked}` ya no era válida o estaba revocada, así que no ha podido revocar las demás; la he desvinculado. Revoca las claves restantes en tu cuenta del servicio de imágenes.',
      done: '✅ {count, plural, one {# clave revocada} other {# claves revocadas}} de **{username}** y `{masked}` desvinculada.',
      doneEvery: '✅ Revocadas todas las claves de **{username}** y `{masked}` desvinculada.',
      next: 'Crea una clave nueva con `{cmdApikeyGenerate}` cuando la necesites.',
      cancelled: 'Cancelado: no se ha revocado ninguna clave.',
    },
    server: {
      backendSet:
        '✅ Las generaciones de este servidor van ahora a **{backend}**. Las claves vinculadas para él pagan aquí; las de otros backends siguen vinculadas pero no pagan aquí. Se conservan los ajustes y el historial.',
      backendUnknown:
        'Este bot no ofrece ningún backend de imágenes llamado «{name}». Elige uno de la lista: {offered}. No se cambió nada.',
      none: 'Este servidor no tiene clave del servidor, así que los miembros necesitan la suya (`{cmdApikeyLink}`). Configura una con `{cmdApikeyServerSet}`; el límite diario por miembro sería **{limit}**.',
      noneToClear: 'Este servidor no tiene clave del servidor, así que no ha cambiado nada.',
      cleared:
        '✅ Clave del servidor quitada: ahora los miembros necesitan una clave propia ({creates, select, yes {`{cmdApikeyLink}` o `{cmdApikeyGenerate}`} other {`{cmdApikeyLink}`}}).',
      clearedNotRevoked:
        '{original, select, yes {La clave **no se ha revocado** y sigue funcionando en otros sitios; revócala en su cuenta del servicio de imágenes si ya no te fías de ella.} other {La clave **no se ha revocado** y sigue funcionando en otros sitios; revócala en su cuenta de {backend} si ya no te fías de ella.}}',
      limitInvalid:
        'El límite diario debe ser un número entero de {min} a {max} (recibido: {got}); no se ha cambiado nada.',
      limitZero:
        '✅ Límite diario fijado en **0**: los miembros ya no pueden generar con la clave del servidor (sus propias claves siguen funcionando).',
      limitSet:
        '✅ Los miembros sin clave propia pueden hacer ahora {limit, plural, one {**#** generación} other {**#** generaciones}} al día cada uno con la clave del servidor (el contador se reinicia a las 00:00 UTC).',
      limitNoKey:
        'Este servidor aún no tiene clave del servidor: configura una con `{cmdApikeyServerSet}`.',
      set: '{named, select, yes {✅ Clave del servidor configurada: `{masked}` de **{username}** ({credits}).} other {✅ Clave del servidor configurada: `{masked}` ({credits}).}}',
      setNext:
        'Los miembros sin clave propia generan ahora con ella, hasta **{limit}** al día cada uno (cámbialo con `{cmdApikeyServerLimit}`).',
      setReplaced: 'Sustituye a la clave del servidor anterior (esa no se ha revocado).',
    },
  },
  balance: {
    footerRecord:
      'Contado por el bot a partir de las imágenes recibidas; {backend} no lleva saldo.',
    usageOnly:
      '{backend} no lleva saldo para las claves de API. Usado con esta clave a través del bot este mes: **{images, plural, one {# imagen} other {# imágenes}}**, {tokens, number} tokens.',
    title: 'Créditos del servicio de imágenes',
    titleOf: '{backend}: {unit}',
    creditsOf: '{original, select, yes {Créditos de {user}} other {Saldo de {user}}}',
    footer: 'Los saldos llegan en directo del servicio de imágenes.',
    footerOf: 'Los saldos llegan en directo de {backend}.',
    yourKey: 'Tu clave',
    theirKey: 'Su clave',
    noKeyYours:
      'No hay ninguna clave vinculada. {creates, select, yes {Vincula la tuya con `{cmdApikeyLink}` o crea una con `{cmdApikeyGenerate}`.} other {Vincula la tuya con `{cmdApikeyLink}`.}}',
    noKeyYoursPool:
      'No hay ninguna clave vinculada. {creates, select, yes {Vincula la tuya con `{cmdApikeyLink}` o crea una con `{cmdApikeyGenerate}`.} other {Vincula la tuya con `{cmdApikeyLink}`.}} Aquí las generaciones usan la clave del servidor.',
    noKeyTheirs: 'No hay ninguna clave vinculada.',
    noKeyTheirsPool:
      'No hay ninguna clave vinculada. Aquí las generaciones usan la clave del servidor.',
    unavailable: 'No disponible ahora mismo: {reason}',
    removed: 'Ya no es válida: se ha quitado.',
    account: 'Cuenta **{username}**',
    accountWithKey: 'Cuenta **{username}** · `{masked}`',
    pool: 'Fondo del servidor',
    poolYours:
      'Tus generaciones con ella hoy: te quedan **{left} de {limit}** (se reinicia {resets}).',
    poolTheirs:
      'Sus generaciones con ella hoy: le quedan **{left} de {limit}** (se reinicia {resets}).',
    poolUnused: 'Solo la usan los miembros sin clave propia.',
    otherRejected:
      '{original, select, yes {El servicio de imágenes ha rechazado la clave de {user} por no ser válida o estar revocada, así que la he desvinculado; tendrá que vincular una nueva con `{cmdApikeyLink}`.} other {{backend} rechazó la clave de {user} por no válida o revocada, así que la desvinculé; tiene que vincular otra con `{cmdApikeyLink}`.}}',
    otherNone:
      '{user} no tiene ninguna clave de API vinculada y este servidor no tiene clave del servidor.',
    notMember: '{user} no es miembro de este servidor, así que su saldo no se muestra aquí.',
  },
  imagine: {
    roleClosed:
      'Tus roles no pueden usar la clave del servidor. Para seguir, vincula tu propia clave con `{cmdApikeyLink}`; no se ha cobrado nada.',
    budgetReached:
      'La clave del servidor ha agotado su presupuesto {period, select, daily {diario} other {mensual}}. Vuelve a pagar <t:{seconds}:R> (<t:{seconds}:f>). Para seguir ahora, vincula tu propia clave con `{cmdApikeyLink}`; no se ha cobrado nada.',
    notFound: 'El bot ya no tiene esta generación (se guardan 7 días). Usa {cmdImagine} de nuevo.',
    answerNotTaken:
      'Discord no aceptó la respuesta del bot, así que no se ha iniciado ni cobrado nada. Vuelve a intentarlo en un momento.',
    optionName: '`{option}`',
    describeRange: '{text}, {min}–{max}',
    describeOnly: '{text} (solo {workflows})',
    workflowFile: {
      next: '{problem} Adjunta un flujo de trabajo de nodos guardado como objeto JSON y vuelve a usar {cmdImagine}; no se ha gastado nada.',
      notUtf8: 'El archivo de flujo de trabajo no es texto UTF-8.',
      notJson: 'El archivo de flujo de trabajo no es JSON válido ({detail}).',
      notObject:
        'El archivo de flujo de trabajo contiene {kind, select, array {un array} null {null} string {una cadena} number {un número} boolean {un booleano} other {otra cosa}}, no un objeto JSON.',
      empty: 'El archivo de flujo de trabajo es un objeto JSON vacío.',
      tooDeep: 'El archivo de flujo de trabajo anida más de {max} niveles.',
      tooLarge: 'El archivo de flujo de trabajo ocupa {size}, por encima del límite de {max}.',
      overLimit: 'El archivo de flujo de trabajo supera el límite de {max}.',
      downloadFailed: 'No se ha podido descargar el archivo de flujo de trabajo de Discord.',
      textOnly:
        'El archivo de flujo de trabajo necesita un flujo de nodos ({workflows}): {workflow} solo acepta un prompt de texto.',
      neverFetched:
        'El archivo de flujo de trabajo nunca se descargó: el bot se reinició antes de poder enviarlo.',
    },
    dailyLimit: {
      closed: 'La clave de este servidor no está abierta a los miembros (límite diario 0).',
      used: 'Has usado {limit, plural, one {la # generación} other {las # generaciones}} que la clave de este servidor te permite hoy.',
      resets:
        '{used} El límite se reinicia <t:{seconds}:R> (<t:{seconds}:t>, medianoche UTC). Para seguir ya, vincula tu propia clave con `{cmdApikeyLink}`.',
    },
    progress: {
      atBackendQueue:
        '{position, plural, =0 {La siguiente en {backend}} other {Posición **#** en {backend}}}{seconds, plural, =-1 {.} other {, unos # s de espera.}}',
      waiting: '⏳ Esperando un hueco libre',
      queued: '🕒 En cola',
      processing: '🎨 Generando',
      completed: '✅ Listo',
      failed: '❌ Error',
      timedOut: '⌛ Tiempo agotado',
      position: 'Posición **{position}** en la cola de este servidor.',
      atService:
        '{named, select, no {Esperando a que el servicio de imágenes empiece.} other {Esperando a que {backend} la empiece.}}',
      started: 'Empezó {time}.',
      ready: 'Lista {time}, según su progreso.',
      working: 'En ello…',
      ignored: 'Ignorado por el flujo de trabajo {workflow}: {options}.',
      ignoredByBackend: 'El backend de imágenes no lo admite: {options}.',
      cancelled: '✖️ Cancelada',
      stopped: '⏹️ Ya no se espera',
      percent: '{bar} {progress, number, percent} completado',
    },
    result: {
      title: '✅ Imagen lista',
      lorasNotApplied:
        '⚠️ No aplicada{count, plural, one {} other {s}}: {loras}. El backend de imágenes no pudo descargar{count, plural, one {la} other {las}}, así que la imagen se creó sin {count, plural, one {ella} other {ellas}}.',
      missingTitle: '⚠️ Imagen creada, no entregada',
      tooLarge:
        '{original, select, yes {La imagen es demasiado grande para que el bot la publique aquí ({size} como máximo), así que no se publica. La generación terminó, así que su crédito se ha gastado.} other {La imagen que ha creado {backend} es demasiado grande para que el bot la publique aquí ({size} como máximo), así que no se publica. La generación terminó, así que se ha cobrado como siempre.}}',
      notFetched:
        '{original, select, yes {La imagen se ha creado, pero el bot no ha podido descargarla del servicio de imágenes, así que no se publica. La generación terminó, así que su crédito se ha gastado.} other {La imagen se ha creado, pero el bot no ha podido descargarla de {backend}, así que no se publica. La generación terminó, así que se ha cobrado como siempre.}}',
      reencoded:
        '{scaled, select, yes {Recodificada como WebP y reducida a {width}×{height} para caber en los {size} que el bot puede subir aquí.} other {Recodificada como WebP para caber en los {size} que el bot puede subir aquí.}}',
      notAnImage:
        '{original, select, yes {El servicio de imágenes ha devuelto algo que no es una imagen que Discord pueda mostrar, así que no se publica. La generación terminó, así que su crédito se ha gastado.} other {Lo que devolvió {backend} no es una imagen que Discord pueda mostrar, así que no se publica. La generación terminó, así que se cobró como siempre.}}',
    },
    failure: {
      title: '❌ La generación ha fallado',
      timedOut: '⌛ Tiempo agotado',
      tookTooLong:
        '{original, select, yes {La generación ha tardado demasiado; probablemente su crédito ya se ha gastado.} other {La generación tardó demasiado; puede que {backend} la haya cobrado.}}',
      failed: 'La generación ha fallado.',
      serviceSaid:
        '{original, select, yes {El servicio de imágenes dice: «{said}»} other {Lo que dijo {backend}: «{said}»}}',
      nextOperator: 'Pulsa **Reintentar** cuando el operador del bot lo haya arreglado.',
      nextFailed:
        'Pulsa **Reintentar** para volver a probar; si sigue fallando, cambia el prompt o las opciones.',
      nextTimedOut:
        '{original, select, yes {Puede que el servicio esté saturado. Pulsa **Reintentar** más tarde.} other {Puede que {backend} esté ocupado. Pulsa **Reintentar** para probar más tarde.}}',
    },
    cancelled: {
      title: '✖️ Generación cancelada',
      stoppedTitle: '⏹️ Se dejó de esperar',
      next: 'Pulsa **Ejecutar de nuevo** para volver a ejecutarla con las mismas opciones (una generación nueva), o **Remezclar** para cambiarlas antes.',
    },
    details: {
      title: 'Parámetros de la generación',
      prompt: '**Prompt**',
      task: '**Tarea** `{taskId}`',
      paidWith:
        '**Pagado con** {source, select, server {la clave del servidor} anonymous {la clave anónima (prioridad mínima)} other {su propia clave}}',
    },
    summary: {
      cost: 'Coste',
      negativePrompt: 'Prompt negativo',
      workflow: 'Flujo de trabajo',
      workflowFile: 'Archivo de flujo de trabajo',
      size: 'Tamaño',
      steps: 'Pasos',
      seed: 'Semilla',
      cfg: 'CFG',
      model: 'Modelo',
      sampler: 'Muestreador',
      loras: 'LoRA',
      notApplied: '(no aplicada)',
      random: 'aleatoria',
      duration: 'Duración',
      requestedBy: 'Pedido por',
      key: 'Clave',
      anonymousKey: 'anónima (prioridad mínima)',
    },
    buttons: {
      reroll: '🎲 Otra tirada',
      details: 'ℹ️ Detalles',
      delete: '🗑️ Borrar',
      retry: '🔁 Reintentar',
      runAgain: '🔁 Ejecutar de nuevo',
    },
  },
  settings: {
    show: 'Tus respuestas privadas están en **{member}**, tu idioma de Discord.',
    showServer:
      'Los mensajes públicos de este servidor (progreso y resultados) están en **{server}**: {source, select, override {elegido por quienes gestionan el servidor} other {el idioma de Discord del servidor}}.',
    showDm: 'En mensajes directos, todo está en tu idioma.',
    howToChange:
      'Los miembros con «Gestionar servidor» pueden cambiar el idioma del servidor con `{cmdLanguageServer}`.',
    set: '✅ Los mensajes públicos de este servidor (progreso y resultados) están ahora en **{language}**.',
    followDiscord:
      '✅ Los mensajes públicos de este servidor siguen ahora su idioma de Discord: **{language}**.',
  },
  prefs: {
    title:
      '{scope, select, member {Tus valores predeterminados de /imagine} channel {Valores predeterminados de /imagine en este canal} other {Valores predeterminados de /imagine en este servidor}}',
    intro: {
      member:
        'Lo que {cmdImagine} usa en todas partes cuando omites una opción. Lo que escribes siempre gana; después, un estilo elegido, tus ajustes, los del canal y los del servidor.',
      channel:
        'Lo que {cmdImagine} usa en {channel} cuando un miembro omite una opción y no tiene ajuste propio; va antes que los del servidor.',
      server:
        'Lo que {cmdImagine} usa en este servidor cuando un miembro omite una opción y ni él ni el canal la han ajustado.',
    },
    field: {
      workflow: 'Flujo de trabajo',
      size: 'Tamaño',
      steps: 'Pasos',
      negativePrompt: 'Prompt negativo',
      cfg: 'CFG',
      model: 'Modelo',
      count: 'Imágenes por comando',
      visibility: 'Resultados',
      style: 'Estilo',
    },
    visibility: { public: 'publicados en el canal', private: 'visibles solo para el miembro' },
    serviceDefault:
      '{original, select, yes {el valor predeterminado del servicio de imágenes} other {el valor predeterminado de {backend}}}',
    noStyle: 'sin estilo',
    value: '{value} · {source}',
    source:
      '{source, select, here {ajustado aquí} typed {escrito} style {el estilo} member {tus ajustes} channel {el canal} server {el servidor} other {integrado}}',
    pick: {
      workflow: 'Flujo de trabajo…',
      size: 'Tamaño…',
      visibility: 'Dónde van los resultados…',
      style: 'Estilo…',
      unset: 'Sin ajustar (usa el siguiente nivel)',
    },
    buttons: { more: 'Pasos, CFG, modelo, prompt negativo, imágenes…', reset: 'Restablecer todo' },
    modal: { title: 'Predeterminados de /imagine', blank: 'Déjalo vacío para quitarlo.' },
    invalid: '{field} {problem}; no se cambió nada.',
    problem: {
      range: 'debe ser {whole, select, true {un número entero} other {un número}} de {min} a {max}',
      tooLong: 'debe tener como mucho {max} caracteres',
      oneOf: 'debe ser uno de {allowed}',
      unlisted:
        'no es un modelo que el backend de imágenes del servidor ofrezca ahora: elige uno de la lista que ofrece',
    },
    footer: 'Solo tú ves este panel. Los cambios se aplican desde el próximo {cmdImagine}.',
    details: {
      sources: '**De dónde vienen las opciones**',
      source: '{option}: {source}',
      style: '**Estilo** {name}, prompt enviado:',
    },
  },
  styles: {
    title: 'Estilos',
    line: '**{name}** ({kind, select, builtIn {integrado} other {de este servidor}}): {template}',
    sets: 'ajusta {options}',
    howToUse:
      'Usa uno con {cmdImagineStyle}. Los miembros con «Gestionar servidor» añaden los suyos con `{cmdStylesAdd}`.',
    modal: {
      addTitle: 'Nuevo estilo',
      editTitle: 'Editar un estilo',
      name: 'Nombre',
      template: 'Plantilla de prompt',
      templateHint: 'Pon {placeholder} donde va el prompt del miembro.',
      negativePrompt: 'Prompt negativo',
      options: 'Opciones que ajusta (opcional)',
      optionsHint: 'p. ej. workflow:anime size:portrait steps:30 cfg:7',
      loras: 'LoRAs que aplica (opcional)',
      lorasHint:
        'Hasta {max}, como nombre:peso, p. ej. add_detail:0.6, film-grain. Pon sus palabras clave en la plantilla.',
    },
    saved: '✅ Estilo **{name}** guardado. Los miembros lo usan con {cmdImagineStyle}.',
    removed: '✅ Estilo **{name}** quitado.',
    notFound:
      'No hay ningún estilo llamado «{name}» aquí; `{cmdStylesList}` los muestra. No se cambió nada.',
    builtInName: '«{name}» es el nombre de un estilo integrado: elige otro. No se cambió nada.',
    builtInFixed:
      'Los estilos integrados no se pueden cambiar ni quitar; añade uno propio del servidor.',
    noPlaceholder:
      'La plantilla debe contener {placeholder} donde va el prompt del miembro. No se cambió nada.',
    badName: 'El nombre de un estilo tiene de 1 a {max} letras, cifras, - o _. No se cambió nada.',
    full: 'Este servidor ya tiene {max} estilos: quita uno primero. No se cambió nada.',
    taken: 'Otro estilo ya se llama «{name}». No se cambió nada.',
    badOption:
      '«{got}» no es una opción que ajuste un estilo ({fields}, como `nombre:valor`). No se cambió nada.',
    badValue: 'En las opciones, {field} {problem}. No se cambió nada.',
    unknown:
      '{original, select, yes {No hay ningún estilo llamado «{name}»; `{cmdStylesList}` los muestra. No se envió nada ni se gastaron créditos.} other {No hay ningún estilo llamado «{name}»; `{cmdStylesList}` los muestra. No se envió nada ni se cobró nada.}}',
    badLora: 'En las LoRAs: {problem}. No se cambió nada.',
  },
  policy: {
    logTitle: 'Registro de moderación',
    logOff: 'Desactivado: elige un canal abajo.',
    logOn: 'Publica en {channel}: cada generación, rechazo y cambio, sin menciones.',
    logPaused:
      '⚠️ En pausa: {problem, select, deleted {su canal se eliminó} other {ya no puedo publicar en {channel}}}. Vuelve a elegir un canal.',
    pickLogChannel: 'Canal del registro…',
    logOffButton: 'Desactivar el registro',
    logMissing:
      'No puedo publicar en {channel}: necesito {permissions} allí. No se ha cambiado nada.',
    permissionNames: {
      ViewChannel: 'Ver canal',
      SendMessages: 'Enviar mensajes',
      EmbedLinks: 'Insertar enlaces',
    },
    lowBalanceTitle: 'Aviso de saldo bajo',
    lowBalanceOn:
      'Por debajo de {credits, number} {unit, select, credits {créditos} other {{unit}}} en la clave del servidor, avisado una vez en el canal del registro (se comprueba tras sus generaciones, como mucho cada {minutes} minutos).',
    lowBalanceOff: 'Desactivado.',
    lowBalanceButton: 'Umbral del aviso…',
    lowBalanceModal: {
      title: 'Aviso de saldo bajo',
      label: 'Avisar por debajo de estos {unit, select, credits {créditos} other {{unit}}}',
      hint: 'En blanco: sin aviso. El aviso va al canal del registro.',
    },
    invalidLowBalance:
      'El umbral debe ser un número entero de 1 a {max, number}, o en blanco para no avisar. No se ha cambiado nada.',
    pages: {
      limits: 'Límites',
      members: 'Roles y presupuesto',
      log: 'Registro y avisos',
      safety: 'Seguridad',
      blocks: 'Bloqueos',
    },
    rolesTitle: 'Límites diarios por rol',
    rolesNone:
      'Ninguno: cada miembro tiene el límite diario del servidor ({limit, plural, one {# generación} other {# generaciones}}).',
    roleLine:
      '{role}: {perDay, plural, =0 {no puede usar la clave del servidor} one {# generación al día} other {# generaciones al día}}',
    rolesFooter:
      'Cada miembro recibe el límite más alto de sus roles o, si no, el del servidor; quien tiene su propia clave no tiene límite. Días y meses en UTC.',
    pickRole: 'Fijar el límite diario de un rol…',
    roleModal: {
      title: 'Límite diario de un rol',
      label: 'Generaciones por miembro al día',
      hint: '0: el rol no puede usar la clave del servidor. En blanco: quitar la regla.',
    },
    invalidRoleLimit:
      'El límite diario debe ser un número entero de 0 a {max, number}, o en blanco para quitar la regla. No se ha cambiado nada.',
    tooManyRoles:
      'Como mucho {max} roles pueden tener una regla. Quita una primero. No se ha cambiado nada.',
    budgetTitle: 'Presupuesto del servidor',
    budgetLine: '{period, select, daily {Hoy} other {Este mes}}: {used, number} de {cap}',
    noCap: 'sin tope',
    budgetIn:
      'Contado en {unit, select, credits {{costUnit, select, credits {créditos ({credits} por generación)} other {{costUnit}, lo que cada solicitud costó realmente}}} other {generaciones}}.',
    budgetButton: 'Presupuesto…',
    unitButton:
      '{unit, select, credits {Contar generaciones} other {{costUnit, select, credits {Contar créditos} other {Contar {costUnit}}}}}',
    budgetModal: {
      title: 'Presupuesto del servidor',
      daily: 'Tope diario',
      monthly: 'Tope mensual',
      hint: '{counted, select, credits {En créditos.} generations {En generaciones.} images {En imágenes.} other {En {counted}.}} En blanco: sin tope.',
    },
    invalidBudget:
      'Un tope debe ser un número entero de 1 a {max, number}, o en blanco para no tener tope. No se ha cambiado nada.',
    title: 'Normas del servidor',
    limits: 'Límites de la clave del servidor',
    maxSide: 'Imagen más grande: {value}',
    maxSteps: 'Pasos como máximo: {value}',
    maxImages: 'Imágenes por comando como máximo: {value}',
    workflows: 'Flujos de trabajo: {value}',
    loras: 'LoRA: {value}',
    allLoras: 'todo lo que tiene el servidor',
    noLoras: 'ninguna',
    lorasNoneAdded: 'ninguna todavía (añade una por su id de CivitAI)',
    lorasUnreadable: '(no se pudo leer ahora la lista del backend)',
    pixels: '{max} px por lado',
    noLimit: 'sin límite',
    allWorkflows: 'todos',
    banned: 'Palabras y patrones prohibidos',
    bannedNone: 'Ninguno.',
    bannedCount: '{count, plural, one {# entrada} other {# entradas}}: {list}',
    footer:
      'Los límites se aplican a las generaciones que paga la clave del servidor; las palabras prohibidas, a todo prompt de este servidor. Una solicitud rechazada no cuesta nada.',
    pickWorkflows: 'Flujos que ejecuta la clave del servidor…',
    pickLoras: 'LoRA que pueden usar los miembros…',
    removeLora: 'Quitar una LoRA…',
    buttons: { limits: 'Límites…', banned: 'Palabras prohibidas…', addLora: 'Añadir una LoRA…' },
    limitsModal: {
      title: 'Límites de la clave del servidor',
      maxSide: 'Lado más largo, en píxeles',
      maxSteps: 'Pasos como máximo',
      maxImages: 'Imágenes por comando como máximo',
      blank: 'Déjalo vacío para no poner límite.',
    },
    bannedModal: {
      title: 'Palabras y patrones prohibidos',
      label: 'Una palabra o frase por línea',
      hint: 'Se ignoran mayúsculas, espacios, tildes y letras parecidas; * en un extremo busca dentro.',
    },
    addLoraModal: {
      title: 'Añadir una LoRA de CivitAI',
      label: 'Id del modelo en CivitAI o dirección',
      hint: 'El número de civitai.com/models/…; una dirección con ?modelVersionId= añade esa versión.',
    },
    loraBadId:
      'Escribe el número de la dirección de la LoRA en CivitAI (civitai.com/models/…) o la propia dirección. No se añadió nada.',
    loraNotLora: '{name} es un {type} en CivitAI, no una LoRA. No se añadió nada.',
    loraTooLarge:
      '{name} ocupa {size}: los workers de AI Horde descargan LoRA de {max} como máximo. No se añadió nada.',
    tooManyLoras: 'Se pueden añadir como máximo {max} LoRA. Quita una primero. No se cambió nada.',
    invalidLimit:
      '{field} debe ser un número entero de {min} a {max}, o vacío para no poner límite. No se cambió nada.',
    tooMany: 'Como mucho {max} entradas (se dieron {got}). No se cambió nada.',
    tooLongEntry: '«{entry}» tiene más de {max} caracteres. No se cambió nada.',
    unmatchable: '«{entry}» no tiene ninguna letra ni cifra que buscar. No se cambió nada.',
    refused: {
      maxSide:
        'La clave de este servidor paga imágenes de hasta {max} píxeles por lado; esta mide {width}×{height}.',
      maxSteps:
        'La clave de este servidor paga como mucho {max} pasos; esta generación pide {got}.',
      maxImages:
        'La clave de este servidor paga como mucho {max, plural, one {# imagen} other {# imágenes}} por comando; este pide {got}.',
      workflows: 'La clave de este servidor solo ejecuta los flujos {allowed}, no {workflow}.',
      next: '{original, select, yes {{limit} Cámbialo o vincula tu propia clave con `{cmdApikeyLink}`. No se envió nada ni se gastaron créditos.} other {{limit} Cámbialo o vincula tu propia clave con `{cmdApikeyLink}`. No se envió nada ni se cobró nada.}}',
      banned:
        '{original, select, yes {{where, select, prompt {Tu prompt contiene} negative {Tu prompt negativo contiene} style {Tu prompt, con su estilo, contiene} other {Tu archivo de flujo contiene}} «{found}», que este servidor no permite («{entry}»). No se envió nada ni se gastaron créditos.} other {{where, select, prompt {Tu prompt contiene} negative {Tu prompt negativo contiene} style {Tu prompt, con su estilo, contiene} other {Tu archivo de flujo contiene}} «{found}», que este servidor no permite («{entry}»). No se envió nada ni se cobró nada.}}',
    },
  },
  modlog: {
    moderated:
      '{action, select, deleted {🗑️ {moderator} borró un resultado denunciado de {member}} blocked {⛔ {moderator} bloqueó a {member} en el bot {until, select, never {hasta que se levante} other {hasta {until}}}} unblocked {✅ {moderator} levantó el bloqueo de {member}} other {☑️ {moderator} descartó una denuncia de un resultado de {member}}}',
    generation:
      '{icon} {member}: «{prompt}»{withWorkflow, select, no {} other { · {workflow}}} · {size} · {payer, select, server {clave del servidor} other {clave propia}} · {outcome}',
    outcome: {
      completed: 'hecha',
      failed: 'fallida',
      timed_out: 'tiempo agotado',
      cancelled: 'cancelada',
    },
    result: '[resultado]({url})',
    private: 'privada (solo parámetros)',
    defaultWorkflow: 'flujo predeterminado',
    defaultSize: 'tamaño predeterminado',
    described:
      '💬 {member}: {failed, select, yes {falló la descripción de una imagen} other {describió una imagen}} · {payer, select, server {clave del servidor} other {clave propia}}{spent, select, yes { · {amount, number} {unit}} other {}} · privado (descripción no mostrada)',
    refusedBanned: '🚫 {member}: rechazado, «{entry}» está prohibido: «{prompt}»',
    changed: '🛠️ {member} cambió {setting}{value, select, none {} other {: {value}}}',
    settings: {
      backend: 'el backend de imágenes',
      limits: 'los límites de la clave del servidor',
      workflows: 'los flujos de trabajo',
      banned: 'las palabras prohibidas',
      roleLimit: 'el límite diario de un rol',
      budget: 'el presupuesto del servidor',
      logChannel: 'el canal del registro',
      lowBalance: 'el aviso de saldo bajo',
      serverKey: 'la clave del servidor',
      dailyLimit: 'el límite diario',
      language: 'el idioma',
      defaults: 'los valores predeterminados de /imagine',
      styles: 'los estilos',
      imagePolicy: 'la norma de imágenes fuera de los canales con restricción de edad',
      ageRestrictedImagePolicy: 'la norma de imágenes en los canales con restricción de edad',
      imageThreshold: 'el umbral de la revisión de imágenes',
      automod: 'la comprobación de AutoMod',
      explicitTerms: 'los términos explícitos',
      safetyNegative: 'el prompt negativo de seguridad',
      loras: 'las LoRA que pueden usar los miembros',
      addedLoras: 'las LoRA añadidas desde CivitAI',
    },
    budgetReached:
      '💸 La clave del servidor agotó su presupuesto {period, select, daily {diario} other {mensual}}{unit, select, generations {} other { (en {unit})}}; vuelve a pagar <t:{seconds}:R>.',
    lowBalance:
      '{unit, select, credits {🪫 A la clave del servidor le quedan {credits, number} créditos, por debajo del umbral de aviso de {threshold, number}.} other {🪫 A la clave del servidor le quedan {credits, number} {unit}, por debajo del umbral de aviso de {threshold, number}.}}',
    paused:
      'El registro de moderación de {server} está en pausa: {problem, select, deleted {su canal se eliminó} other {ya no puedo publicar en su canal}}. Vuelve a elegir un canal en `/policy`.',
  },
  reports: {
    button: '🚩 Denunciar',
    why: '¿Por qué denuncias este resultado? Solo los moderadores de este servidor verán tu denuncia.',
    pickReason: 'Elige un motivo…',
    reasons: {
      explicit: 'Sexual o explícito',
      hateful: 'Acoso u odio',
      illegal: 'Contenido ilegal',
      spam: 'Spam o publicidad',
      other: 'Otra cosa',
    },
    sent: 'Gracias: tu denuncia ha llegado a los moderadores de este servidor.',
    keptNoLog:
      'Gracias: tu denuncia se ha guardado, pero no ha llegado a los moderadores de este servidor: no tienen un canal de registro operativo.',
    already: 'Ya denunciaste este resultado; los moderadores tienen tu denuncia.',
    notReportable: 'Solo se puede denunciar un resultado público en un servidor.',
    gone: 'Esta denuncia ya no se conserva.',
    cardTitle: '🚩 Denuncia: {reason}',
    cardWho: '{reporter} denunció un resultado de {member} · [resultado]({url})',
    cardPrompt: '**Prompt:** {prompt}',
    cardFooter: 'Workflow {workflow} · Semilla {seed} · Denunciado {at}',
    deleteButton: 'Borrar el resultado',
    blockButton:
      '{length, select, day {Bloquear 1 día} week {Bloquear 7 días} other {Bloquear hasta levantarlo}}',
    dismissButton: 'Descartar',
    action:
      '{action, select, deleted {🗑️ Resultado borrado por {moderator}} blocked {⛔ {member} bloqueado en el bot {until} por {moderator}} other {☑️ Descartada por {moderator}}} · {at}',
    until: '{at, select, never {hasta que se levante} other {hasta {at}}}',
    untilLifted: 'hasta que se levante',
    untilUtc: 'hasta {at} UTC',
    blockedUntil:
      '{original, select, yes {Un moderador te ha bloqueado el uso de este bot en este servidor hasta <t:{seconds}:f>. No se ha enviado nada ni se han gastado créditos.} other {Un moderador te ha bloqueado el uso de este bot en este servidor hasta <t:{seconds}:f>. No se ha enviado nada ni se ha cobrado nada.}}',
    blockedForever:
      '{original, select, yes {Un moderador te ha bloqueado el uso de este bot en este servidor hasta que levante el bloqueo. No se ha enviado nada ni se han gastado créditos.} other {Un moderador te ha bloqueado el uso de este bot en este servidor hasta que levante el bloqueo. No se ha enviado nada ni se ha cobrado nada.}}',
    blocksTitle: 'Miembros bloqueados en el bot',
    blocksNone:
      'Nadie. Los moderadores bloquean a un miembro desde la tarjeta de una denuncia en el registro de moderación.',
    blockLine: '{member} {until} · por {moderator}',
    blocksMore: '…y {count, plural, one {# más} other {# más}}.',
    pickUnblock: 'Levantar el bloqueo de un miembro…',
  },
  usage: {
    chartTitle: 'Generaciones por día con la clave del servidor, últimos 30 días',
    chartAxisDays: 'Día (UTC)',
    chartAxisGenerations: 'Generaciones',
    chartOthers: 'Todos los demás',
    chartBudget: 'Presupuesto diario: {cap, number}',
    chartUnknown: 'Miembro desconocido',
    title: 'Uso de la clave del servidor',
    description:
      'Generaciones y créditos en la clave de este servidor por miembro: hoy, los últimos 7 días y los últimos 30 (días UTC).',
    line: '{user}: hoy {today} · 7 días {week} · 30 días {month}',
    count: '**{generations, number}** ({credits})',
    total: '**Total**: hoy {today} · 7 días {week} · 30 días {month}',
    none: 'Nadie ha usado la clave de este servidor en los últimos 30 días.',
    more: '…y {count, plural, one {# miembro más} other {# miembros más}}.',
    yours: 'Tu uso: hoy {today} · 7 días {week} · 30 días {month}.',
    footer: 'Los créditos se cuentan a {credits} por generación.',
  },
  history: {
    title: 'Tus generaciones recientes',
    empty:
      'Tu historial está vacío: cada generación aparece aquí cuando termina (se guardan tus últimas {max} durante {days} días).',
    footer:
      'Página {page} de {pages} · {count, plural, one {# generación} other {# generaciones}} · solo tú lo ves',
    entryName: '{n}. {workflow} · {size}',
    entrySized: '{n}. {size}',
    entryLine: '{state} · semilla {seed} · {when}',
    entryLoras: 'LoRA: {loras}',
    messageLink: '[Abrir el mensaje]({url})',
    privateReply: 'respuesta privada (sin enlace)',
    noMessage: 'mensaje desconocido',
    defaultWorkflow: 'flujo predeterminado',
    defaultSize: 'tamaño predeterminado',
    randomSeed: 'aleatoria',
    ago: 'hace {duration}',
    notFound:
      'Esa generación no está en tu historial (guarda tus últimas {max} durante {days} días). No se ha iniciado nada.',
    cannotRepeat:
      'Esa generación no se puede repetir desde tu historial (su archivo de flujo era demasiado grande para guardarlo). Ejecuta {cmdImagine} de nuevo con el archivo. No se ha iniciado nada.',
    state: { completed: '✅ hecha', failed: '❌ fallida', timed_out: '⌛ tiempo agotado' },
    buttons: {
      again: 'Otra vez {n}',
      show: 'Ver {n}',
      previous: '◀ Anterior',
      next: 'Siguiente ▶',
      post: 'Publicar en el canal',
    },
    show: {
      title: 'Generación',
      workflow: 'Flujo',
      size: 'Tamaño',
      loras: 'LoRA',
      seed: 'Semilla',
      when: 'Cuándo',
      result: 'Resultado',
      message: 'Mensaje',
      image: {
        gone: '{original, select, yes {El servicio de imágenes ya no sirve esta imagen: se muestran sus parámetros.} other {{backend} ya no sirve esta imagen: se muestran sus parámetros en su lugar.}}',
        withheld: 'La imagen se retiene: el bot no puede descargar de su servidor.',
        tooLarge: 'La imagen es demasiado grande para adjuntarla aquí.',
        notImage:
          '{original, select, yes {El servicio de imágenes ha devuelto algo que no es una imagen que Discord pueda mostrar: se muestran sus parámetros en su lugar.} other {Lo que devolvió {backend} no es una imagen que Discord pueda mostrar: se muestran sus parámetros en su lugar.}}',
      },
    },
  },
  privacy: {
    title: '🔒 Lo que el bot guarda sobre ti',
    intro: 'Solo tú ves esto. **Olvídame** lo borra todo, en todos los servidores.',
    key: '🔑 Clave de API',
    keyLinked:
      '{named, select, yes {Vinculada: `{masked}` (cuenta {account}), guardada cifrada.} other {Vinculada: `{masked}`, guardada cifrada.}}',
    keyNone: 'Ninguna vinculada.',
    keyUnreadable: 'Vinculada, pero aquí ya no se puede descifrar.',
    preferences: '⚙️ Tus valores predeterminados',
    none: 'Ninguno.',
    history: '🕘 Historial',
    historyCount:
      '{count, plural, one {# generación} other {# generaciones}}, cada una guardada {days} días.',
    usage: '📊 Tu uso de la clave del servidor',
    usageLine:
      'Hoy {today, number} · últimos 30 días {month, number} (cada día guardado {days} días).',
    blocks: '⛔ Bloqueos',
    blocksCount: '{count, plural, =0 {Ninguno.} one {# bloqueo} other {# bloqueos}}',
    unfinished: '⏳ Generaciones en curso',
    unfinishedCount: '{count, plural, =0 {Ninguna.} other {# en cola o en curso}}',
    inputs: '🖼️ Imágenes que aportaste',
    inputsCount:
      '{count, plural, =0 {Ninguna.} one {# imagen, guardada {hours} horas tras su último uso (para volver a tirar y reintentar).} other {# imágenes, cada una guardada {hours} horas tras su último uso (para volver a tirar y reintentar).}}',
    kept: '🗓️ Cuánto tiempo',
    keptText:
      'Registros de tus generaciones terminadas (para sus botones): {generationDays} días. Cuando el bot sale de un servidor, los datos de ese servidor: {graceDays} días.',
    forget: 'Olvídame',
    confirmTitle: '¿Olvidar todo sobre ti?',
    confirmText:
      'Esto borra, en todos los servidores: tu clave de API guardada aquí, tus valores predeterminados, tu historial, las imágenes que aportaste (ediciones, variaciones, ampliaciones), tus contadores de uso y los registros de tus generaciones. No se puede deshacer.\n\n{original, select, yes {Tu clave en sí no se revoca: sigue funcionando en el servicio de imágenes hasta que la revoques allí o con {cmdApikeyRevoke}.} other {Tu clave en sí no se revoca: sigue funcionando en {backend} hasta que la revoques allí.}}',
    confirm: 'Sí, olvídame',
    cancel: 'Cancelar',
    doneTitle: 'Olvidado',
    done: 'El bot ya no guarda nada sobre ti, en ningún servidor.',
    doneKey:
      '{original, select, yes {Tu clave `{masked}` se borró aquí, pero sigue funcionando en el servicio de imágenes: revócala allí o con {cmdApikeyRevoke}.} other {Tu clave `{masked}` se borró aquí, pero sigue funcionando en {backend}: revócala allí si ya no te fías de ella.}}',
    doneKept:
      'Se conserva: los totales del presupuesto de cada servidor (cuántas generaciones pagó su clave en el día y en el mes, sin nombrar a nadie), porque el presupuesto debe seguir contándolas.',
    unfinishedError:
      'Tienes {count, plural, one {# generación} other {# generaciones}} en cola o en curso: sus registros se escriben al terminar, así que no se borró nada. Cancélalas o deja que terminen y vuelve a pulsar **Olvídame**.',
  },
  anywhere: {
    needsBot:
      'Esto necesita el bot en este servidor: la clave del servidor, su cola y las herramientas de moderación están allí. Pide a quien gestione el servidor que añada el bot. Tu propia clave funciona aquí con {cmdImagine}, {cmdBalance} y {cmdApikeyLink}. No se ha cambiado nada.',
    tokenLimit:
      'El bot no está aquí, solo instalado en tu cuenta: Discord le deja actualizar esta respuesta durante 15 minutos. Si la imagen tarda más, búscala con {cmdHistory}.',
  },
  automod: {
    refused:
      'La regla de AutoMod «{rule}» de este servidor bloquea {where, select, negative {tu prompt negativo} style {tu prompt con su estilo} workflowFile {tu archivo de workflow} other {tu prompt}} («{found}»). No se ha enviado nada ni se ha cobrado nada; prueba con otras palabras.',
    unreadable:
      'Los moderadores de este servidor pidieron al bot que respete sus reglas de AutoMod, pero {reason, select, permission {ya no puede leerlas: perdió el permiso **Gestionar servidor**. Un moderador puede devolvérselo o desactivar la comprobación en {cmdPolicy}} other {ahora no puede leerlas: Discord no respondió. Inténtalo de nuevo en un minuto}}. No se ha enviado nada ni se ha cobrado nada.',
    needsManage:
      'Para respetar las reglas de AutoMod de este servidor el bot tiene que leerlas, y Discord solo lo permite a las apps con el permiso **Gestionar servidor** (la invitación del bot no lo pide). Da **Gestionar servidor** al rol del bot en Ajustes del servidor → Roles y vuelve a activarlo. No se ha cambiado nada.',
    title: 'AutoMod del servidor',
    on: 'Activada: los prompts y los prompts negativos se comprueban con las reglas de palabras clave de AutoMod de este servidor que bloquean mensajes (con sus roles y canales exentos) antes de cobrar nada.',
    off: 'Desactivada: los prompts no se comprueban con las reglas de AutoMod de este servidor. Para activarla, el bot necesita **Gestionar servidor**.',
    button: '{state, select, on {Comprobación AutoMod: sí} other {Comprobación AutoMod: no}}',
    log: '🛡️ {member}: rechazado por la regla de AutoMod «{rule}» («{keyword}»): «{prompt}»',
    replyBlocked:
      'El AutoMod de Discord en este servidor bloqueó la respuesta del bot: su texto coincidía con una de las reglas de AutoMod del servidor. No se ha cobrado nada y no tienes que hacer nada más; puedes probar con otras palabras.',
    resultBlocked:
      'El AutoMod de Discord en este servidor bloqueó el mensaje con tu generación: su texto coincidía con una de las reglas de AutoMod del servidor. {made, select, yes {Tu imagen se creó y se cobró como siempre; {cmdHistory} la muestra.} other {No se ha cobrado nada.}} No tienes que hacer nada más.',
  },
  onboarding: {
    help: {
      backendTitle: '🖼️ Backend de imágenes',
      backendValue:
        'Aquí las imágenes las hace **{backend}**; {accounts, select, none {no usa claves de API ni lleva saldo, así que generar aquí no te cuesta nada.} keys {las claves se vinculan para él, y no lleva saldo propio.} other {las claves se vinculan para él y los saldos están en {unit}.}}',
      title: '❔ Ayuda',
      aboutServer:
        'Convierto tus prompts en imágenes mediante un servicio de imágenes. Usa {cmdImagine}: la respuesta muestra la imagen, con botones para repetirla, cambiarla o ver sus detalles.{accounts, select, none {} other { Tu propia clave API paga primero; sin ella, puede pagar la clave del servidor.}}',
      aboutDm:
        'Convierto tus prompts en imágenes mediante un servicio de imágenes. En este mensaje directo paga tu propia clave API: vincúlala con {cmdApikeyLink} y después usa {cmdImagine}.',
      aboutWithoutBot:
        'El bot no está en este servidor: lo usas a través de tu propia cuenta y solo paga tu clave API. Vincúlala con {cmdApikeyLink} y después usa {cmdImagine}; encontrarás tus imágenes más tarde en {cmdHistory}.',
      yourKey: '🔑 Tu clave API',
      keyLinked:
        'Vinculada: tus generaciones la usan primero. {cmdApikeyStatus} la muestra con su saldo.',
      keyNotLinked:
        '{original, select, yes {Sin vincular. Vincula una con {cmdApikeyLink} o crea una con {cmdApikeyGenerate}.} other {{accounts, select, none {No hace falta: {backend} no usa claves de API.} other {Sin vincular. Vincula una de {backend} con {cmdApikeyLink}.}}}}',
      serverKey: '🏠 La clave de este servidor',
      serverKeyNone:
        'Este servidor no tiene clave: los miembros necesitan la suya. Un gestor puede configurar una con {cmdApikeyServerSet}.',
      serverKeyClosed: 'Tus roles no pueden usar la clave de este servidor.',
      serverKeyRoom:
        'Hoy has usado {used, number} de tus {limit, number} generaciones con ella; la cuenta vuelve a empezar {resets}.',
      limits: '📏 Los límites de este servidor',
      maxSide: 'Lado más largo: {pixels, number} px',
      maxSteps: 'Pasos: como máximo {steps, number}',
      maxImages: 'Imágenes por comando: como máximo {images, number}',
      workflows: 'Workflows: {workflows}',
      budgetDaily:
        'Presupuesto del servidor: {count, plural, one {# generación} other {# generaciones}} al día',
      budgetMonthly:
        'Presupuesto del servidor: {count, plural, one {# generación} other {# generaciones}} al mes',
      limitsWhen: 'Se aplican cuando paga la clave del servidor.',
      activeCap: 'Como máximo {count, number} de tus generaciones a la vez',
      links: '📄 Privacidad y condiciones',
      privacy: '[Política de privacidad]({url})',
      terms: '[Condiciones del servicio]({url})',
      commands: 'Comandos que puedes usar aquí',
      managerCommands: 'Para gestores (Gestionar servidor)',
      onMessage: 'En un mensaje: Aplicaciones → **{name}**',
    },
    welcome: {
      title: '👋 ¡Gracias por añadirme!',
      intro: 'Para los gestores de este servidor, tres pasos para configurarme:',
      stepKey:
        '1. Da la clave de este servidor a los miembros sin clave API propia: {cmdApikeyServerSet} (solo tú ves el formulario).',
      stepPolicy:
        '2. Elige los límites, las generaciones diarias por rol y el registro de moderación: {cmdPolicy}.',
      stepTry: '3. Pruébalo: {cmdImagine} con un prompt, por ejemplo un faro al atardecer.',
      footer: 'Cualquiera puede usar {cmdHelp} para ver qué hago aquí y qué comandos puede usar.',
    },
  },
  commands: {
    history: {
      name: 'historial',
      description: 'Tus generaciones recientes (solo tú las ves): repite o muestra una',
    },
    show: {
      name: 'mostrar',
      description: 'Muestra una generación anterior (en privado) para publicarla en el canal',
      task: {
        name: 'tarea',
        description: 'Una generación de tu historial (escribe parte del prompt)',
      },
    },
    apikey: {
      name: 'clave-api',
      description: 'Vincula, consulta o quita la clave de API que usan tus generaciones',
      link: {
        name: 'vincular',
        description: 'Vincula tu propia clave de API (en un formulario privado, comprobada antes)',
      },
      status: {
        name: 'estado',
        description: 'Muestra tu clave vinculada (4 últimos caracteres), su cuenta y su saldo',
      },
      unlink: {
        name: 'desvincular',
        description: 'El bot olvida tu clave (no se revoca: sigue funcionando)',
      },
      generate: {
        name: 'crear',
        description: 'Crea una clave nueva con tu token de inicio de sesión y vincúlala',
      },
      revoke: {
        name: 'revocar',
        description: 'Desactiva tu clave vinculada donde se creó y desvincúlala',
        all: {
          name: 'todas',
          description: 'Revoca todas las claves de tu cuenta (pide confirmación)',
        },
      },
      server: {
        backend: {
          name: 'motor',
          description:
            'Elige el backend de imágenes de las generaciones y claves del servidor (Gestionar servidor)',
          backend: {
            name: 'motor',
            description: 'Uno de los backends de imágenes que ofrece este bot',
          },
        },
        name: 'servidor',
        description:
          'La clave de este servidor, para miembros sin clave propia (Gestionar servidor)',
        set: {
          name: 'configurar',
          description: 'Configura la clave del servidor (Gestionar servidor; formulario privado)',
        },
        status: {
          name: 'estado',
          description: 'Clave del servidor (4 últimos caracteres), saldo y límite diario',
        },
        clear: {
          name: 'quitar',
          description: 'Quita la clave del servidor; los miembros necesitarán la suya',
        },
        limit: {
          name: 'límite',
          description:
            'Cuántas generaciones al día puede hacer cada miembro con la clave del servidor',
          limit: {
            name: 'cantidad',
            description: 'Generaciones por miembro y día con la clave del servidor ({min}–{max})',
          },
        },
      },
    },
    balance: {
      name: 'saldo',
      description: 'Muestra tu saldo y el fondo del servidor si este tiene clave',
      public: {
        name: 'público',
        description: 'Publica la respuesta en el canal (si no, solo la ves tú; las claves nunca)',
      },
      user: {
        name: 'miembro',
        description:
          'El saldo de otro miembro en vez del tuyo (Gestionar servidor; su clave no se muestra)',
      },
      usage: {
        name: 'uso',
        description:
          'Generaciones y gasto por miembro con la clave del servidor: hoy, 7 y 30 días (Gestionar servidor)',
      },
    },
    imagine: {
      image: {
        name: 'imagen',
        description:
          'Una imagen que el prompt edita o transforma (si el backend del servidor la acepta)',
      },
      strength: {
        name: 'intensidad',
        description:
          'Cuánto puede alejarse el resultado de la imagen: bajo la conserva, alto sigue el prompt',
      },
      mask: {
        name: 'mascara',
        description:
          'Un PNG cuyos píxeles transparentes marcan qué puede cambiar de la imagen; el resto se conserva',
      },
      name: 'imaginar',
      description: 'Genera una imagen a partir de un prompt',
      prompt: {
        name: 'prompt',
        description: 'Qué dibujar (la etiqueta, si adjuntas un archivo de flujo de trabajo)',
      },
      style: {
        name: 'estilo',
        description: 'Un estilo con nombre que da forma al prompt y a las opciones',
      },
      negative_prompt: {
        name: 'prompt-negativo',
        description: 'Qué debe quedar fuera de la imagen',
      },
      workflow: {
        name: 'flujo',
        description: 'Flujo de trabajo ofrecido aquí (si no se indica: el primero)',
      },
      size: {
        name: 'tamaño',
        description: 'Formato de la imagen (el ancho y el alto mandan)',
        choices: {
          square: 'Cuadrada {width}×{height}',
          portrait: 'Vertical {width}×{height}',
          landscape: 'Horizontal {width}×{height}',
          wide: 'Panorámica {width}×{height}',
        },
      },
      width: { name: 'ancho', description: 'Ancho en píxeles' },
      height: { name: 'alto', description: 'Alto en píxeles' },
      steps: { name: 'pasos', description: 'Pasos de muestreo' },
      seed: { name: 'semilla', description: 'Semilla para una imagen repetible (-1: aleatoria)' },
      cfg: { name: 'cfg', description: 'Escala CFG' },
      model: { name: 'modelo', description: 'Ruta del modelo' },
      sampler: {
        name: 'muestreador',
        description: 'Muestreador, en los backends que lo admiten (como AI Horde)',
      },
      lora: {
        name: 'lora',
        description:
          'Una LoRA que ofrece este servidor; añade :peso para su intensidad (por defecto 1, de -2 a 2)',
      },
      lora2: {
        name: 'lora2',
        description: 'Una segunda LoRA (nombre o nombre:peso)',
      },
      lora3: {
        name: 'lora3',
        description: 'Una tercera LoRA (nombre o nombre:peso)',
      },
      workflow_file: {
        name: 'archivo-flujo',
        description: 'Un flujo de trabajo de nodos (objeto JSON) que se envía en lugar del prompt',
      },
      count: {
        name: 'cantidad',
        description: 'Cuántas imágenes, mostradas juntas (cada una es una generación)',
      },
    },
    language: {
      name: 'idioma',
      description: 'Consulta o elige el idioma en que habla el bot en este servidor',
      show: {
        name: 'ver',
        description: 'En qué idioma están tus respuestas y los mensajes públicos de este servidor',
      },
      server: {
        name: 'servidor',
        description:
          'Elige el idioma de los mensajes públicos de este servidor (Gestionar servidor)',
        language: {
          name: 'idioma',
          description: 'Un idioma, o seguir el idioma de Discord del servidor',
          auto: 'Seguir el idioma de Discord del servidor',
        },
      },
    },
    settings: {
      name: 'ajustes',
      description:
        'Tus valores predeterminados de /imagine, o los de un canal o del servidor (Gestionar servidor)',
      scope: {
        name: 'para',
        description: 'De quién (por defecto: los tuyos)',
        me: 'Yo',
        channel: 'Este canal (Gestionar servidor)',
        server: 'Este servidor (Gestionar servidor)',
      },
      model: {
        name: 'modelo',
        description:
          'El modelo por defecto, entre los que ofrece el backend de imágenes del servidor',
      },
    },
    styles: {
      name: 'estilos',
      description: 'Estilos con nombre para /imagine estilo:',
      list: { name: 'lista', description: 'Los estilos que los miembros pueden usar aquí' },
      add: {
        name: 'añadir',
        description: 'Añadir un estilo de este servidor (Gestionar servidor)',
      },
      edit: {
        name: 'editar',
        description: 'Editar un estilo de este servidor (Gestionar servidor)',
        style: { name: 'estilo', description: 'El estilo que editar' },
      },
      remove: {
        name: 'quitar',
        description: 'Quitar un estilo de este servidor (Gestionar servidor)',
        style: { name: 'estilo', description: 'El estilo que quitar' },
      },
    },
    alerts: {
      name: 'alertas',
      description:
        'Avisa en el canal de registro cuando el saldo de la clave del servidor baja (Gestionar servidor)',
      threshold: {
        name: 'umbral',
        description: 'Avisar por debajo de este saldo ({min}–{max})',
      },
    },
    policy: {
      name: 'normas',
      description:
        'Límites de la clave del servidor y palabras prohibidas de este servidor (Gestionar servidor)',
    },
    queue: {
      name: 'cola',
      description: 'Las generaciones de este servidor en cola y en curso (solo tú lo ves)',
    },
    privacy: {
      name: 'privacidad',
      description: 'Qué guarda el bot sobre ti y cuánto tiempo; bórralo todo (solo lo ves tú)',
    },
    help: {
      name: 'ayuda',
      description:
        'Qué hace el bot aquí, tu clave, tu margen de hoy y los comandos que puedes usar',
    },
    imagineThis: { name: 'Imaginar esto' },
    describe: {
      name: 'describir',
      description:
        'Describe una imagen con palabras y, si quieres, crea una imagen nueva a partir de ellas',
      image: { name: 'imagen', description: 'La imagen que describir: PNG, JPEG o WebP' },
    },
    editThisImage: { name: 'Editar esta imagen' },
    describeThisImage: { name: 'Describir esta imagen' },
  },
  demo: {
    stepUsage:
      '8. El uso de la clave del servidor, en un gráfico (un miembro sin clave propia genera con ella)',
    stepEdit: '9. Editar una imagen: 🖌️ Editar y decir qué cambiar',
    stepUpscale: '10. Ampliarla (🔍 Ampliar, el factor más pequeño)',
    stepRegion: '11. Cambiar una parte: 🖌️ Variar (región) y elegir casillas en el selector',
    stepZoom:
      '12. Alejar 2× (🔍 Alejar 2×): la imagen en un lienzo mayor, el borde dibujado a juego',
    noRegion:
      '(omitido: este backend no puede cambiar parte de una imagen, así que la tarjeta no ofrece Variar (región))',
    noZoom:
      '(omitido: este backend no puede cambiar parte de una imagen, así que la tarjeta no ofrece Alejar)',
    stepImagineImage: '13. Partir de una foto propia: {command}',
    photoPrompt: 'el mismo puerto de noche, con los faroles encendidos',
    noImageIn: '(omitido: este backend no acepta imágenes, así que rechaza {command})',
    stepDescribe: '14. Poner una foto en palabras: {command}',
    noDescribe: '(omitido: este backend no describe imágenes)',
    editPrompt: 'el mismo faro bajo un cielo estrellado',
    noEdit: '(omitido: este backend no acepta imágenes, así que la tarjeta no ofrece Editar)',
    noUpscale: '(omitido: este backend no amplía imágenes, así que la tarjeta no ofrece Ampliar)',
    serverKeySet:
      '(el propietario puso una clave del servidor para quien no tiene una, como {member})',
    historySeeded:
      '(rellenado para la demo: el uso de la clave del servidor por {count} miembros en cada uno de los últimos {days} días, dentro de un presupuesto diario de {cap} generaciones)',
    savedChart:
      'Gráfico de uso de /balance usage:True guardado en {path}: {width}×{height} píxeles.',
    serverName: 'Servidor de demo',
    prompt: 'un faro sobre un acantilado al atardecer, pintura al óleo',
    title: 'Demo del bot Imagine · {time}',
    discord: 'Discord (emulado): servidor «{server}», canal #{channel}, miembro {member}',
    service:
      'Servicio de imágenes (emulado): cuenta {account} con {credits}; las tareas van {speed}× más rápido que las reales',
    bot: 'Bot: el bot real, con un almacén SQLite temporal; consulta cada {poll} ± {jitter} ms y edita como mucho cada {edit} ms (sus valores por defecto × {scale})',
    stepLink: '1. Vincular una clave de API ({member} copió una del servicio de imágenes)',
    stepBalance: '2. Consultar el saldo',
    stepSettings: '3. Elegir tus valores predeterminados de /imagine',
    stepImagine: '4. Generar una imagen con un estilo',
    stepReroll: '5. Otra tirada (mismas opciones, semilla nueva)',
    used: '▶ {member} ha usado {command}',
    clicked: '▶ {member} ha pulsado [ {label} ]',
    picked: '▶ {member} eligió «{choice}» en «{menu}»',
    modal: '🗔 formulario «{title}»',
    pastedMasked: '{masked} (pegada entera, mostrada oculta)',
    thinking: '{bot} está pensando…',
    onlyYou: '👁 solo tú puedes ver esto',
    edited: 'editado',
    botName: '{name} (bot)',
    history: '{label}: {count, plural, one {# edición} other {# ediciones}} tras publicarse',
    historyLabel: 'progreso, según el historial de ediciones de la respuesta',
    finalVersion: 'versión final:',
    posted: 'publicado',
    edit: 'edic. {n}',
    noChange: '(ningún cambio visible)',
    attached: '{name} (adjunto)',
    disabled: '(desactivado)',
    image: 'imagen: {name}',
    thumbnail: 'miniatura: {name}',
    saved:
      'Imagen de la otra tirada guardada en {path}: {size}, {width}×{height} píxeles, byte a byte el PNG que sirvió el servicio de imágenes.',
    stepCount: '6. Cuatro imágenes en una respuesta (cantidad: 4)',
    stepRemix: '7. Remezclar el conjunto: prompt y tamaño nuevos, las mismas semillas',
    gallery:
      '(una tarjeta: una galería de las {count} imágenes a tamaño completo, cada una como adjunto propio con texto alternativo)',
    remixPrompt: 'un faro en una tormenta nocturna, pintura al óleo',
    hordeService:
      'AI Horde (emulada): usuario {account} con {kudos} kudos; las peticiones van {speed}× más rápido que las reales',
    hordeStepLink: '1. Vincular una clave de API ({member} copió una de aihorde.net)',
    hordeSkipsSettings:
      '(omitido en AI Horde: no tiene flujos de trabajo que elegir y allí no se ofrece /apikey generate)',
    hordeSkipsUsage: '(omitido en AI Horde: en esta demo no hay clave del servidor)',
    hordeSaved:
      'Imagen regenerada guardada en {path}: {size}, {width}×{height} píxeles, byte a byte el WebP que sirvió AI Horde.',
    comfyService:
      'ComfyUI (emulado): la GPU propia del dueño del servidor, con los flujos de trabajo {workflows}; el muestreo va {speed}× más rápido que en la realidad',
    comfyStepLink: '1. Intentar vincular una clave de API (ComfyUI no usa ninguna)',
    comfySkipsSettings:
      '(omitido en ComfyUI: el flujo de trabajo se elige en el propio {imagine}, más abajo)',
    backendSkipsUsage: '(omitido en {backend}: en esta demo no hay clave del servidor)',
    backendSaved:
      'Imagen regenerada guardada en {path}: {size}, {width}×{height} píxeles, byte a byte el {format} que sirvió {backend}.',
    backendSavedStripped:
      'Imagen regenerada guardada en {path}: {size}, {width}×{height} píxeles, el {format} que sirvió {backend} sin los metadatos que escribió en el archivo (su flujo de trabajo); los demás bytes, tal como los sirvió.',
    openaiService:
      'OpenAI Images (emulado): modelo {model}, se paga por imagen con la clave propia del miembro; las generaciones van {speed}× más rápido que las reales',
    openaiStepLink: '1. Vincular una clave de API ({member} creó una en platform.openai.com)',
    openaiSkipsSettings:
      '(omitido en OpenAI: no tiene flujos de trabajo que elegir y /apikey generate no está disponible allí)',
    openaiStepCount: '6. Dos imágenes en una respuesta (cantidad: 2; cada una se paga)',
    webuiService:
      'Stable Diffusion WebUI (emulado): la GPU propia del dueño del servidor, con los modelos {models}; el muestreo va {speed}× más rápido que en la realidad',
    webuiStepLink: '1. Intentar vincular una clave de API ({backend} no usa ninguna)',
    webuiSkipsSettings:
      '(omitido en {backend}: el modelo se elige en el propio {imagine}, más abajo)',
    webuiSavedStripped:
      'Imagen regenerada guardada en {path}: {size}, {width}×{height} píxeles, el {format} que sirvió {backend} sin los parámetros de generación que escribió en el archivo; los demás bytes, tal como los sirvió.',
  },
  imageQuota: {
    dailyUsed:
      '{limit, plural, =0 {El límite diario de este servidor es 0: sus miembros no pueden crear imágenes aquí.} one {Ya creaste la # imagen que este servidor te permite hoy.} other {Ya creaste las # imágenes que este servidor te permite hoy.}} El límite se reinicia <t:{seconds}:R> (<t:{seconds}:t>, medianoche UTC); no se contó nada.',
    overDaily:
      '{count} imágenes superarían tu límite diario en este servidor: {left, plural, =0 {no te queda ninguna} one {te queda # imagen} other {te quedan # imágenes}} hoy. Pide menos; no se contó nada.',
    roleClosed:
      'Tus roles no pueden crear imágenes en este servidor (límite diario de 0); no se contó nada.',
    budgetReached:
      'Este servidor ya creó todas las imágenes de su presupuesto {period, select, daily {diario} other {mensual}}. Podrá crear más <t:{seconds}:R> (<t:{seconds}:f>); no se contó nada.',
    overBudget:
      '{count} imágenes superarían el presupuesto {period, select, daily {diario} other {mensual}} de este servidor: {left, plural, =0 {no queda ninguna} one {queda # imagen} other {quedan # imágenes}}. Pide menos; no se contó nada.',
    logBudgetReached:
      '💸 Este servidor creó todas las imágenes de su presupuesto {period, select, daily {diario} other {mensual}}; podrá crear más <t:{seconds}:R>.',
    budgetIn: 'Contado en imágenes: una por cada imagen creada.',
    rolesNone:
      'Ninguna: cada miembro tiene el límite diario del servidor ({limit, plural, one {# imagen} other {# imágenes}}).',
    roleLine:
      '{role}: {perDay, plural, =0 {no puede crear imágenes} one {# imagen al día} other {# imágenes al día}}',
    limitSet:
      '✅ Cada miembro puede crear ahora {limit, plural, =0 {ninguna imagen} one {**#** imagen} other {**#** imágenes}} al día en **{backend}** (el contador se reinicia a las 00:00 UTC).',
  },
  count: {
    overBudget:
      '{count} imágenes superarían el presupuesto {period, select, daily {diario} other {mensual}} del servidor: {left, plural, =0 {no queda ninguna} one {queda # generación} other {quedan # generaciones}}. Pide menos o vincula tu propia clave con `{cmdApikeyLink}`; no se ha cobrado nada.',
    overBudgetIn:
      '{count} imágenes superarían el presupuesto {period, select, daily {diario} other {mensual}} del servidor: quedan {left, number} {unit}. Pide menos o vincula tu propia clave con `{cmdApikeyLink}`; no se ha cobrado nada.',
    overEstimate:
      '{count, plural, one {Esta imagen costaría} other {Estas # imágenes costarían}} unos {estimate, number} {unit} según la estimación del backend de imágenes, más de lo que queda del presupuesto {period, select, daily {diario} other {mensual}} del servidor: {left, number} {unit}. Pide menos imágenes o más pequeñas, o vincula tu propia clave con `{cmdApikeyLink}`; no se ha cobrado nada.',
    cost: '{source, select, limit {{count} imágenes, que cuentan para tu límite diario en este servidor.} none {{count} imágenes; {backend} no tiene cuentas, así que no se cobra nada.} other {{count} imágenes = {count} generaciones con {source, select, server {la clave del servidor} anonymous {la clave anónima (prioridad mínima)} other {tu clave}}{accounts, select, balance {{original, select, no {, pagadas en {unit}} other {}}} other {}}.}}',
    progressTitle: '🎨 {count} imágenes',
    readyTitle: '✅ {count} imágenes listas',
    partialTitle: '⚠️ {ready} de {count} imágenes listas',
    failedTitle: '❌ {count} imágenes fallaron',
    imageReady: '**{n}.** ✅ Semilla {seed}',
    retryHint:
      'Elige 🔁 con el número de la imagen en el menú de abajo para reintentar una imagen fallida (una generación); las demás no se vuelven a hacer.',
    overCap:
      'Pediste {count} imágenes, pero puedes tener como máximo {limit, plural, one {# generación} other {# generaciones}} en curso a la vez ({running} en curso ahora). Pide menos o espera a que terminen; no se cobró nada.',
    overDaily:
      '{count} imágenes superarían tu cupo diario con la clave del servidor: {left, plural, =0 {no te queda ninguna} one {te queda # generación} other {te quedan # generaciones}} hoy. Pide menos o vincula tu propia clave con `{cmdApikeyLink}`; no se cobró nada.',
    detailsImage:
      '**Imagen {n}** · semilla {seed}{task, select, none {} other { · tarea `{task}`}}',
    detailsImages: '**Imágenes**',
    queueFull:
      'La cola de este servidor está llena: pueden esperar en ella como máximo {limit} generaciones y ya esperan {waiting}, así que {count, plural, one {tu generación no cabe} other {tus # imágenes no caben}}. Vuelve a intentarlo en unos minutos{count, plural, one {} other { o pide menos imágenes}}; no se cobró nada.',
    cancelledTitle: '✖️ {count} imágenes canceladas',
    stoppedTitle: '⏹️ Se dejó de esperar {count} imágenes',
    runAgainHint:
      'Elige 🔁 con el número de la imagen en el menú de abajo para volver a ejecutar una imagen cancelada (una generación); las demás no se vuelven a hacer.',
  },
  imageActions: {
    vary: '{strength, select, subtle {🌱} other {🌪️}} {which, select, image {Variar la imagen {n}} other {Variar}} ({strength, select, subtle {sutil} other {fuerte}})',
    upscale: '🔍 {which, select, image {Ampliar la imagen {n}} other {Ampliar}} ×{factor}',
    edit: '🖌️ {which, select, image {Editar la imagen {n}} other {Editar}}',
    region: '🖌️ {which, select, image {Variar región de la imagen {n}} other {Variar (región)}}',
    zoom: '🔍 {which, select, image {Alejar la imagen {n}} other {Alejar}} {factor, select, 0 {(personalizado)…} other {{factor}×}}',
    pan: '{direction, select, left {⬅️} right {➡️} up {⬆️} other {⬇️}} {which, select, image {Desplazar la imagen {n}} other {Desplazar}} {direction, select, left {a la izquierda} right {a la derecha} up {hacia arriba} other {hacia abajo}}',
    maskNotOffered:
      'El backend de imágenes de este servidor no puede cambiar solo una parte de una imagen, así que aquí no se ofrecen Variar (región), Alejar ni Desplazar. No se envió ni se cobró nada.',
    pickerTitle: '🖌️ Variar (región): elige qué cambiar',
    pickerHint:
      'La imagen está dividida en 16 celdas. Elige las celdas que se dibujarán de nuevo (sus bordes se funden) y pulsa **Variar región**, o **Cambiar el prompt** para decir qué va ahí. Solo cambian esas celdas.',
    pickerPlaceholder: 'Celdas que cambiar (A1 … D4)…',
    pickerChosen: 'Elegidas: {cells}',
    pickerGo: '🖌️ Variar región',
    pickerPrompt: '✏️ Cambiar el prompt…',
    paintedTitle: '🖌️ Vary (Region): la zona que pintaste',
    paintedHint:
      'La zona teñida es lo que cambia; el resto de la imagen queda como está. Pulsa **Variar región** para redibujarla con el prompt de abajo, o antes **Cambiar el prompt**.',
    paintedPrompt: 'Con el prompt: {prompt}',
    paintedExpired:
      'El pintor estuvo abierto demasiado tiempo para que Discord deje responder al bot (15 minutos). Pulsa de nuevo Vary (Region) en la tarjeta. No se envió ni se cobró nada.',
    regionFormTitle: '🖌️ Variar (región)',
    formPrompt: 'Prompt para las celdas elegidas',
    pickCells: 'Primero elige al menos una celda en el menú. No se envió ni se cobró nada.',
    zoomFormTitle: '🔍 Alejar a medida',
    zoomFormFactor: 'Factor de zoom (de 1,1 a 2)',
    zoomFormPlaceholder: 'p. ej., 1,3',
    zoomFactorInvalid:
      'El factor de zoom debe ser un número de 1,1 a 2 (por ejemplo, 1,3). No se envió ni se cobró nada.',
    placeholder: 'Una imagen: variar, ampliar o editar…',
    formTitle: '🖌️ Editar la imagen',
    formChange: 'Qué cambiar',
    formChangePlaceholder: 'p. ej. que sea de noche, añade una bufanda roja',
    formMask: 'Máscara (opcional)',
    formMaskHint: 'Un PNG de la imagen: sus píxeles transparentes marcan lo que puede cambiar.',
    notOffered:
      'El motor de imágenes de este servidor no hace eso con una imagen. No se envió ni se cobró nada.',
    othersInput:
      'Esta imagen se hizo a partir de una imagen que trajo otro miembro, y solo esa persona puede volver a usarla. Parte de la imagen publicada con sus propios botones (Variar, Ampliar, Editar). No se envió ni se cobró nada.',
    imageGone:
      'Esa imagen ya no está en este mensaje, así que no se puede usar. No se envió ni se cobró nada.',
    noImage:
      'Ese mensaje no tiene ninguna imagen que usar (un PNG, JPEG o WebP adjunto o incrustado). No se envió ni se cobró nada.',
    describeTitle: '📝 Lo que muestra la imagen',
    describeHint:
      'Pulsa **Imaginar esto** para crear una imagen nueva a partir de estas palabras (puedes cambiarlas antes).',
    describeOverBudget:
      'Describir esta imagen costaría unos {estimate, number} {unit}, más que el presupuesto {period, select, daily {diario} other {mensual}} de este servidor: quedan {left, number} {unit}. Vincula tu propia clave con `{cmdApikeyLink}` o vuelve a intentarlo cuando se renueve el presupuesto; no se envió ni se cobró nada.',
    describeFailed:
      'El motor de imágenes no pudo describir esta imagen{spent, select, yes { ({amount, number} {unit} gastados)} other {; no se cobró nada}}. Vuelve a intentarlo en un rato o con otra imagen.',
    noWords: 'El motor de imágenes no encontró palabras para esa imagen. Prueba con otra.',
    imagineThis: '🎨 Imaginar esto',
  },
  card: {
    source:
      '{action, select, region {🖌️ Región variada a partir de {name}} zoom {🔍 Alejada {factor}× a partir de {name}} pan {{direction, select, left {⬅️} right {➡️} up {⬆️} other {⬇️}} Desplazada {direction, select, left {a la izquierda} right {a la derecha} up {hacia arriba} other {hacia abajo}} a partir de {name}} edit {✏️ Editada a partir de {name}} vary {🔀 Variación ({strength, select, subtle {sutil} other {fuerte}}) de {name}} other {🔍 Ampliada ×{factor} a partir de {name}}}',
    rerollAll: '🎲 Otra tirada de todas',
    rerollImage: '🎲 Otra tirada de la imagen {n}',
    remixImage: '🎛️ Remezclar la imagen {n}',
    retryImage: '🔁 Volver a ejecutar la imagen {n}',
    imagePlaceholder: 'Una imagen: otra tirada o remezcla…',
    imageAlt: '{count, plural, =1 {} other {Imagen {n} de {count}: }}{prompt} (semilla {seed})',
    imageAltFrom: '{count, plural, =1 {} other {Imagen {n} de {count}: }}{prompt} ({source})',
    previewAlt:
      'Vista previa mientras se genera{count, plural, =1 {} other {, imagen {n} de {count}}}: {prompt}',
  },
  remix: {
    button: '🎛️ Remezclar',
    title: 'Remezclar',
    prompt: 'Prompt',
    style: 'Estilo',
    sameSeed: '{seed, select, random {Aleatoria, como antes} other {Misma semilla ({seed})}}',
    newSeed: 'Nueva semilla aleatoria',
    yourDefault: 'Tu valor predeterminado',
    formChanged: 'Este formulario cambió desde que se abrió. Ábrelo de nuevo; no se envió nada.',
    generate: '🎨 Generar',
    editPrompt: '✏️ Editar prompt',
    panelHint:
      'Elige qué cambia y pulsa **Generar**, o **Editar prompt** para cambiar antes el texto. Solo tú ves esto.',
    noLoras: 'LoRAs: ninguna (elige hasta {max})',
  },
  cancel: {
    cancelButton: '✖️ Cancelar',
    stopButton: '⏹️ Dejar de esperar',
    cancelled:
      '{original, select, yes {Cancelada antes de enviarse al servicio de imágenes; no se cobró nada.} other {Cancelada antes de enviarse a {backend}; no se cobró nada.}}',
    stopped:
      '{original, select, yes {El bot dejó de esperarla. El servicio de imágenes ya la tenía y no puede cancelarla, así que su crédito puede haberse gastado ya.} other {{accounts, select, none {El bot dejó de esperarla. {backend} puede terminarla igualmente: no puede decirle al bot qué trabajo en curso es el suyo, así que el bot no lo detuvo. {backend} no lleva cuentas, así que no se cobró nada.} other {El bot dejó de esperarla. Ya había llegado a {backend}, que no puede cancelarla, así que puede que ya se haya cobrado.}}}}',
    stoppedNotice:
      '{original, select, yes {Dejaste de esperar. El servicio de imágenes ya la había empezado y no puede cancelarla: su crédito puede haberse gastado ya.} other {{accounts, select, none {Se dejó de esperar. {backend} puede terminarla igualmente: no puede decirle al bot qué trabajo es el suyo, así que el bot no lo detuvo. No se cobró nada: {backend} no lleva cuentas.} other {Se dejó de esperar. {backend} ya la había empezado y no puede cancelarla: puede que ya se haya cobrado.}}}}',
    stoppedCancelled:
      '{accounts, select, none {El bot dejó de esperarla y pidió a {backend} que la detuviera. {backend} no tiene cuentas, así que no se cobró nada.} other {El bot dejó de esperarla y pidió al servicio de imágenes que la detuviera. Puede que se haya cobrado.}}',
    stoppedNoticeCancelled:
      '{accounts, select, none {Se dejó de esperar. El bot pidió a {backend} que la detuviera. {backend} no tiene cuentas, así que no se cobró nada.} other {Dejaste de esperar. El bot pidió al servicio de imágenes que la detuviera: puede que se haya cobrado.}}',
    alreadySent:
      '{original, select, yes {Ya salió de la cola: el servicio de imágenes la tiene y no puede cancelarla (su crédito puede haberse gastado ya). Pulsa **Dejar de esperar** para dejar de esperarla.} other {Ya salió de la cola: {backend} la tiene y no puede cancelarla (puede que ya se haya cobrado). Pulsa **Dejar de esperar** para dejar de esperarla.}}',
    nothingLeft: 'Ya no hay nada en curso en esta respuesta.',
    notAllowed:
      'Solo quien la pidió, o los miembros con el permiso **{permission}**, pueden cancelar una generación.',
  },
  queue: {
    title: '🕒 Generaciones de este servidor',
    empty: 'No hay nada en cola ni en curso en este servidor ahora mismo.',
    running: '**En curso** ({count})',
    waiting: '**En la cola** ({count})',
    runningFor: 'en curso desde hace {duration}',
    waitingFor: 'esperando desde hace {duration}',
    mine: '⬅️ tuya',
    private: '🔒 Una generación privada',
    cancelPlaceholder: 'Sacar de la cola una generación en espera…',
    gone: 'Esa generación ya no está en la cola: ya empezó o terminó.',
  },
  imagineThis: {
    title: '🎨 Imaginar esto',
    noText: 'Ese mensaje no tiene texto que convertir en imagen.',
  },
  safety: {
    withheld: 'Se ha retenido una imagen en este canal.',
    privateCopy:
      '🙈 {count, plural, one {Tu imagen se ha retenido} other {Se han retenido # de tus imágenes}} {where, select, channel {en el canal} other {en la respuesta}}: {reason} Aquí {count, plural, one {la tienes} other {las tienes}}, solo para ti.',
    reason: {
      explicit:
        'la revisión de imágenes la consideró explícita (puntuación {score} %, umbral de este servidor {threshold} %) y este canal no tiene restricción de edad.',
      member:
        'la revisión de imágenes la consideró explícita (puntuación {score} %) y tu elección para mensajes directos y tus propias instalaciones es retener esas imágenes.',
      unchecked: 'la revisión de imágenes no pudo ejecutarse, así que se retuvo por seguridad.',
    },
    spoilerAlt: 'Tras un spoiler: la revisión de imágenes la consideró explícita.',
    pageTitle: 'Revisión de imágenes',
    normal: 'Canales sin restricción de edad: {policy}',
    ageRestricted: 'Canales con restricción de edad: {policy}',
    threshold:
      'Una imagen es explícita a partir de una puntuación de **{threshold} %** (probabilidad porn + hentai del clasificador; por defecto {default} %).',
    policies: {
      withhold: '**retener** (el miembro la recibe en privado)',
      spoiler: '**publicar tras un spoiler**',
      allow: '**publicar**',
    },
    footer:
      'Cada imagen terminada la revisa un pequeño modelo abierto (nsfwjs) en la propia máquina del bot antes de publicarla; no se envía nada a otro sitio. Las imágenes retenidas o tras spoiler se registran, solo con sus parámetros.',
    pick: {
      normal: 'Canales sin restricción de edad…',
      ageRestricted: 'Canales con restricción de edad…',
      withhold: 'Retener',
      spoiler: 'Spoiler',
      allow: 'Publicar',
    },
    thresholdButton: 'Umbral…',
    thresholdModal: {
      title: 'Umbral de la revisión de imágenes',
      label: 'Explícita desde esta puntuación (%)',
      hint: '1–99. Más bajo es más estricto. En blanco: el valor por defecto, 50.',
    },
    invalidThreshold:
      'El umbral debe ser un número entero de {min} a {max}, o en blanco para el valor por defecto. No se ha cambiado nada.',
    notPosted:
      'Esta imagen no se puede publicar aquí: {why, select, unchecked {la revisión de imágenes no pudo ejecutarse} other {la revisión de imágenes la consideró explícita (puntuación {score} %, umbral {threshold} %)}}. Sigue en tu historial; no se ha publicado nada.',
    logged:
      '🙈 {member}: una imagen {action, select, withhold {se retuvo en} other {se publicó tras un spoiler en}} {channel} ({score, select, none {sin revisar} other {puntuación {score} %}}, umbral {threshold} %): «{prompt}»{withWorkflow, select, no {} other { · {workflow}}}{seed, select, none {} other { · semilla {seed}}}',
    refused: {
      channel:
        '{original, select, yes {{where, select, prompt {Tu prompt contiene} style {Tu prompt, con su estilo, contiene} other {Tu archivo de flujo contiene}} «{found}», un término explícito que se mantiene fuera de los canales sin restricción de edad. No se envió nada ni se gastaron créditos. Reformúlalo o úsalo en un canal con restricción de edad.} other {{where, select, prompt {Tu prompt contiene} style {Tu prompt, con su estilo, contiene} other {Tu archivo de flujo contiene}} «{found}», un término explícito que se mantiene fuera de los canales sin restricción de edad. No se envió nada ni se cobró nada. Reformúlalo o úsalo en un canal con restricción de edad.}}',
      member:
        '{original, select, yes {{where, select, prompt {Tu prompt contiene} style {Tu prompt, con su estilo, contiene} other {Tu archivo de flujo contiene}} «{found}», un término explícito, y tus ajustes mantienen el contenido explícito fuera de los MD y de los servidores donde solo tú instalaste la app. No se envió nada ni se gastaron créditos. Reformúlalo o permite el contenido explícito en {cmdSettings}.} other {{where, select, prompt {Tu prompt contiene} style {Tu prompt, con su estilo, contiene} other {Tu archivo de flujo contiene}} «{found}», un término explícito, y tus ajustes mantienen el contenido explícito fuera de los MD y de los servidores donde solo tú instalaste la app. No se envió nada ni se cobró nada. Reformúlalo o permite el contenido explícito en {cmdSettings}.}}',
    },
    log: {
      refused:
        '🔞 {member}: rechazado, término explícito «{term}» fuera de un canal con restricción de edad: «{prompt}»',
    },
    policy: {
      termsTitle: 'Términos explícitos integrados',
      terms:
        '{termsOn, select, true {Activados: los prompts con un término explícito se rechazan fuera de los canales con restricción de edad.} other {Desactivados: no se comprueban los términos explícitos (vuestras palabras prohibidas sí).}}',
      termsButton:
        '{termsOn, select, true {Desactivar términos explícitos} other {Activar términos explícitos}}',
      negativeTitle: 'Prompt negativo de seguridad',
      negativeNone: 'Ninguno.',
      negativeButton: 'Prompt negativo de seguridad…',
      negativeLabel: 'Fuera de canales con restricción de edad',
      negativeHint: 'Se añade tras el prompt negativo del miembro. En blanco: nada.',
      footer:
        'Ambos se aplican solo fuera de los canales con restricción de edad. Las solicitudes rechazadas no cuestan nada.',
    },
    member: {
      title: 'Contenido explícito en MD e instalaciones de usuario',
      value:
        '{choice, select, allow {Permitido en tus MD con el bot (un canal de servidor sin restricción de edad lo sigue excluyendo).} other {Excluido (por defecto): se rechazan los términos explícitos y se retienen las imágenes explícitas en los MD y donde solo tú instalaste la app.}}',
      button:
        '{choice, select, allow {Excluir el contenido explícito} other {Permitir contenido explícito en MD}}',
    },
  },
  imagesIn: {
    waitsTurn:
      '⏳ Tu imagen espera su turno: ahora mismo se están recibiendo imágenes de otros miembros. Seguirá sola; todavía no se ha enviado ni cobrado nada.',
    kind: '{kind, select, region {🖌️ variación de región} zoom {🔍 alejamiento} pan {↔️ desplazamiento} edit {✏️ edición} vary {🔀 variación} upscale {🔍 ampliación} other {💬 descripción}}',
    logRefused:
      '🙈 {member}: se rechazó una imagen aportada en {channel} ({score, select, none {sin revisar} other {puntuación {score} %}}, umbral {threshold} %){withPrompt, select, no {} other {: «{prompt}»}} · {kind}',
    refused: {
      next: '{problem} No se envió nada y no se cobró nada.',
      notOffered:
        'El backend de imágenes de este servidor no puede partir de una imagen: ejecuta el comando sin ella.',
      strengthAlone: 'strength solo se aplica a una imagen: adjunta una o quita strength.',
      maskAlone: 'mask solo se aplica a una imagen: adjunta también la imagen o quita mask.',
      maskNotOffered:
        'El backend de imágenes de este servidor no puede cambiar solo una parte de una imagen: ejecuta el comando sin mask.',
      tooLarge: 'La imagen ocupa {size}; el bot acepta como máximo {max}.',
      overMax: 'La imagen ocupa más de los {max} que acepta el bot.',
      notImage:
        'Ese archivo no es una imagen que el bot pueda leer: adjunta un PNG, JPEG, WebP o GIF.',
      animated: 'No se pueden usar imágenes animadas: adjunta una imagen fija.',
      tooManyPixels:
        'La imagen mide {width}×{height} píxeles; el backend de imágenes de este servidor acepta como máximo {max}.',
      tooLargeToUpscale:
        'La imagen mide {width}×{height} píxeles: es demasiado grande para que el backend de imágenes de este servidor la amplíe ×{factor}.',
      maskNotPng:
        'Una máscara debe ser un PNG cuyos píxeles transparentes marquen lo que puede cambiar: adjunta una.',
      maskSize:
        'La máscara mide {size} píxeles, pero la imagen {imageSize}: una máscara debe tener el tamaño o las proporciones de la imagen.',
      maskOpaque:
        'La máscara no tiene píxeles transparentes, así que no marca nada que cambiar: borra la parte que puede cambiar y adjúntala de nuevo.',
      maskWhole:
        'La máscara es transparente en todas partes, así que cambiaría toda la imagen: edítala sin máscara o deja una parte opaca.',
      unreadable: 'No se pudo leer la imagen (puede estar dañada): adjunta otra.',
      downloadFailed: 'El bot no pudo descargar la imagen de Discord: vuelve a adjuntarla.',
      explicit:
        '{reason, select, channel {La imagen parece explícita, y las imágenes explícitas se mantienen fuera de los canales sin restricción de edad: úsala en un canal con restricción de edad.} other {La imagen parece explícita, y tus ajustes mantienen fuera el contenido explícito aquí.}}',
      unchecked:
        'El bot no pudo comprobar ahora si la imagen es explícita, así que no se puede usar aquí: vuelve a intentarlo en un minuto.',
    },
  },
};
