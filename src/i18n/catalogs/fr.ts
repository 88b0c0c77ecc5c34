import type { Catalog } from '../catalog.js';

/**
 * Français. Tutoiement, comme souvent sur Discord ; apostrophes typographiques (’), qui ne gênent
 * pas la syntaxe ICU. Glossaire : credits → crédits ; API key → clé API ; key → clé ; server key
 * → clé du serveur ; workflow → workflow ; image service → service d’images ; generation →
 * génération ; link/unlink → lier/délier ; revoke → révoquer ; daily limit → limite quotidienne ;
 * Re-roll → Relancer.
 */
export const fr: Catalog = {
  language: { name: 'Français' },
  units: {
    bytes: '{count, plural, one {# octet} other {# octets}}',
    kilobytes: '{n, number} Ko',
    megabytes: '{n, number} Mo',
    credits: '{count, plural, one {{amount} crédit} other {{amount} crédits}}',
    otherCurrency: '{amount} {currency}',
  },
  painter: {
    title: 'Peins la partie à changer',
    brush: 'Pinceau',
    eraser: 'Gomme',
    size: 'Taille',
    clear: 'Effacer tout',
    prompt: 'Prompt',
    send: 'Envoyer',
    sending: 'Envoi…',
    sent: '✅ Envoyé : ta zone peinte t’attend dans le salon, visible de toi seul. Appuie là-bas sur **Varier la zone** ; tu peux fermer le peintre.',
    nothingPainted: 'Peins d’abord la partie de l’image à changer.',
    paintedNothing:
      'Rien n’est peint, donc rien ne changerait : peins la partie de l’image à changer, puis appuie sur Envoyer. Rien n’a été envoyé ni facturé.',
    paintedWhole:
      'Tu as peint toute l’image, donc tout changerait : efface-en une partie avec la Gomme, puis appuie sur Envoyer. Rien n’a été envoyé ni facturé.',
    paintingUnreadable:
      'Le bot n’a pas pu lire ta peinture : appuie sur Effacer tout, peins à nouveau et appuie sur Envoyer, ou ferme le peintre et appuie à nouveau sur Vary (Region). Rien n’a été envoyé ni facturé.',
    failed:
      'La peinture n’a pas pu être envoyée. Réessaie, ou ferme le peintre et utilise à nouveau Vary (Region).',
    gone: 'Ce peintre n’est plus à ta disposition : il a expiré, a déjà été envoyé ou a été ouvert par quelqu’un d’autre. Appuie à nouveau sur Vary (Region) sur la carte.',
    signInFailed:
      'Discord n’a pas pu te connecter. Ferme le peintre et appuie à nouveau sur Vary (Region).',
  },
  common: {
    warning: '⚠️ {message}',
    permissionManageServer: 'Gérer le serveur',
    permissionManageMessages: 'Gérer les messages',
  },
  errors: {
    unexpected:
      'Un problème est survenu de notre côté (identifiant d’erreur `{errorId}`). Réessaie ; si cela se reproduit, donne cet identifiant à l’équipe du serveur.',
    restarting: 'Le bot redémarre. Réessaie dans une minute.',
    commandUnavailable: 'Cette commande ou ce bouton n’existe plus. Relance la commande slash.',
    notHere:
      'Ce bouton ou ce formulaire n’appartient pas à ce message ni à cet endroit. Rien n’a été modifié.',
    notYours: 'Cela appartient à un autre membre : lui seul peut l’utiliser. Rien n’a été modifié.',
    serverOnly:
      '`{command}` ne fonctionne que sur un serveur : lance-la dans un salon du serveur, pas en MP. Rien n’a été modifié.',
    notAllowed: {
      moderateReports:
        'Seuls les membres avec la permission **{permission}** peuvent traiter les signalements.',
      manageServerKey:
        'Seuls les membres ayant la permission **{permission}** peuvent gérer la clé du serveur.',
      changeDailyLimit:
        'Seuls les membres ayant la permission **{permission}** peuvent modifier la limite quotidienne.',
      seeOthersBalance:
        'Seuls les membres ayant la permission **{permission}** peuvent voir le solde d’un autre membre.',
      deleteOthersImage:
        'Seuls les membres ayant la permission **{permission}** peuvent supprimer une image demandée par quelqu’un d’autre.',
      changeLanguage:
        'Seuls les membres ayant la permission **{permission}** peuvent changer la langue du serveur.',
      changeDefaults:
        'Seuls les membres avec la permission **{permission}** peuvent changer les réglages par défaut d’un salon ou du serveur.',
      managePolicy:
        'Seuls les membres avec la permission **{permission}** peuvent changer les règles du serveur.',
      manageStyles:
        'Seuls les membres avec la permission **{permission}** peuvent ajouter, modifier ou retirer les styles du serveur.',
      seeUsage:
        'Seuls les membres avec la permission **{permission}** peuvent voir l’usage de la clé du serveur par chaque membre.',
      cancelFromQueue:
        'Seuls les membres ayant la permission **{permission}** peuvent annuler les générations des autres depuis la file.',
    },
  },
  service: {
    taskFailedSpent:
      'Cette image n’a pas pu être générée par {backend} ({amount, number} {unit} dépensés). Réessaie, peut-être avec d’autres réglages.',
    taskImpossible:
      'Aucun worker de {backend} ne peut faire cette image pour l’instant (son modèle, sa taille ou ses étapes ne sont pas servis). Elle a été annulée ; rien n’a été dépensé. Essaie un autre modèle ou une taille plus petite.',
    taskImpossibleSpent:
      'Aucun worker de {backend} ne peut faire cette image pour l’instant (son modèle, sa taille ou ses étapes ne sont pas servis). Elle a été annulée ; {amount, number} {unit} dépensés. Essaie un autre modèle ou une taille plus petite.',
    taskFaulted:
      'Les workers de {backend} n’ont pas réussi à faire cette image. Réessaie, peut-être avec un autre modèle.',
    taskFaultedSpent:
      'Les workers de {backend} n’ont pas réussi à faire cette image ({amount, number} {unit} dépensés). Réessaie, peut-être avec un autre modèle.',
    taskCensored:
      'Le filtre de {backend} a retenu cette image comme explicite. Change le prompt, ou utilise un salon soumis à une limite d’âge.',
    taskCensoredSpent:
      'Le filtre de {backend} a retenu cette image comme explicite ({amount, number} {unit} dépensés). Change le prompt, ou utilise un salon soumis à une limite d’âge.',
    noBalance:
      '{backend} ne tient aucun solde : il n’a pas de comptes, et générer ici ne te coûte rien.',
    noKeys: '{backend} ne prend aucune clé d’API : tu peux générer ici sans en lier une.',
    notOffered: 'Le moteur d’images de ce serveur ne propose pas cela.',
    backendGone:
      'Ceci appartient à un moteur d’images que le bot ne propose plus. Lie une clé pour le moteur d’images de ce serveur avec {cmdApikeyLink}.',
    anyUnit: 'solde',
    usageUnit: 'utilisation',
    anyBackend: 'le backend d’images',
    unavailable:
      '{original, select, yes {Le service d’images est indisponible pour le moment. Réessaie dans quelques minutes.} other {Impossible de joindre {backend} pour le moment. Réessaie dans quelques minutes.}}',
    timeout:
      '{original, select, yes {Le service d’images n’a pas répondu à temps. Réessaie dans quelques minutes.} other {Aucune réponse de {backend} n’est arrivée à temps. Réessaie dans quelques minutes.}}',
    rateLimited:
      '{original, select, yes {Le service d’images reçoit trop de requêtes. Réessaie dans une minute.} other {Trop de requêtes sont envoyées à {backend} en ce moment. Réessaie dans une minute.}}',
    rateLimitedFor:
      '{original, select, yes {Le service d’images reçoit trop de requêtes. Réessaie dans {seconds, number} s.} other {Trop de requêtes sont envoyées à {backend} en ce moment. Réessaie dans {seconds, number} s.}}',
    rateLimitedRefused:
      'Les requêtes sont limitées par {backend}, qui n’a pas lancé cette image : rien n’a été {accounts, select, balance {dépensé} other {facturé}}. Réessaie dans une minute.',
    rateLimitedRefusedFor:
      'Les requêtes sont limitées par {backend}, qui n’a pas lancé cette image : rien n’a été {accounts, select, balance {dépensé} other {facturé}}. Réessaie dans {seconds, number} s.',
    quotaExceeded:
      'Le compte de la clé sur {backend} n’a plus de quota (facturation ou limite du forfait) : rien n’a été généré ni facturé. Ajoute des fonds ou relève la limite là-bas, puis réessaie.',
    promptRefused:
      'Le système de sécurité de {backend} a refusé ce prompt : rien n’a été généré ni facturé. Change le prompt et réessaie.',
    unavailableRefused:
      'Quelque chose a échoué chez {backend} avant le début de cette image : rien n’a été facturé. Réessaie dans quelques minutes.',
    down: '{original, select, yes {Le service d’images ne répond plus depuis {seconds, number} s, alors le bot a cessé d’attendre cette image. Elle a peut-être été facturée ; vérifie tes crédits avant de réessayer.} other {{backend} ne répond plus depuis {seconds, number} s, alors le bot a cessé d’attendre cette image. {accounts, select, none {Il n’a pas de comptes, donc rien n’a été facturé. Réessaie quand il sera de retour.} other {Elle a peut-être été facturée ; vérifie ton solde ou ta consommation là-bas avant de réessayer.}}}}',
    taskCut:
      '{accounts, select, none {La connexion à {backend} a été perdue pendant qu’il faisait cette image : elle a peut-être été faite, mais le bot n’a pas pu la récupérer. {backend} n’a pas de comptes, donc rien n’a été facturé. Appuie sur Réessayer pour la refaire.} other {La connexion à {backend} a été perdue pendant qu’il faisait cette image. Elle a peut-être été facturée ; vérifie ta consommation chez le fournisseur avant de réessayer.}}',
    taskInterrupted:
      '{accounts, select, none {Le bot a redémarré pendant que {backend} faisait cette image : elle a peut-être été faite, mais n’a pas pu être récupérée, et n’a pas été renvoyée. {backend} n’a pas de comptes, donc rien n’a été facturé. Appuie sur Réessayer pour la refaire.} other {Le bot a redémarré pendant que {backend} faisait cette image. Elle a peut-être été facturée, et n’a pas été renvoyée ; vérifie ta consommation chez le fournisseur avant d’appuyer sur Réessayer.}}',
    taskStoppedElsewhere:
      '{accounts, select, none {Quelqu’un d’autre qui utilise {backend} a arrêté son travail avant que cette image soit finie, donc l’image inachevée n’est pas publiée. {backend} n’a pas de comptes, donc rien n’a été facturé. Appuie sur Réessayer pour la refaire.} other {Quelqu’un d’autre qui utilise {backend} a arrêté son travail avant que cette image soit finie, donc l’image inachevée n’est pas publiée. Elle a peut-être été facturée ; vérifie ta consommation chez le fournisseur avant de réessayer.}}',
    unexpectedAnswer:
      '{original, select, yes {Le service d’images a envoyé une réponse que le bot ne comprend pas. Réessaie plus tard.} other {Le bot ne comprend pas la réponse de {backend}. Réessaie plus tard.}}',
    submissionUncertain:
      '{original, select, yes {Le service d’images a peut-être reçu et facturé cette génération, mais sa réponse s’est perdue. Vérifie {cmdBalance} avant de réessayer.} other {Cette génération a peut-être atteint {backend} et été facturée, mais sa réponse s’est perdue. Vérifie ton solde ou ta consommation là-bas avant de réessayer.}}',
    insufficientCredits:
      '{original, select, yes {Pas assez de crédits sur le service d’images pour cette génération. Recharge ou fais ton pointage quotidien, puis réessaie.} other {Il ne reste pas assez de {unit} sur {backend} pour cette génération. Recharge là-bas, puis réessaie.}}',
    invalidApiKey:
      '{original, select, yes {Le service d’images a refusé la clé API : elle est invalide ou a été révoquée. Configure une nouvelle clé et réessaie.} other {La clé API a été refusée par {backend} : elle est invalide ou a été révoquée. Définis une nouvelle clé et réessaie.}}',
    invalidLoginToken:
      '{original, select, yes {Le service d’images a refusé le jeton de connexion. Copie un nouveau jeton depuis ton compte et réessaie.} other {Le jeton de connexion a été refusé par {backend}. Copie un nouveau jeton depuis ton compte et réessaie.}}',
    unknownTask:
      '{original, select, yes {Le service d’images ne connaît plus cette génération (elle a peut-être expiré). Lance-en une nouvelle.} other {Cette génération n’est plus connue de {backend} (elle a peut-être expiré). Lance-en une nouvelle.}}',
    unknownTaskSpent:
      'Cette génération n’est plus connue de {backend} : elle a expiré. La dernière vérification indiquait {amount, number} {unit} dépensés. Lance-en une nouvelle.',
    unknownTaskNothingSpent:
      'Cette génération n’est plus connue de {backend} : elle a expiré. La dernière vérification n’indiquait rien de dépensé. Lance-en une nouvelle.',
    nothingSpent:
      '{said} {accounts, select, balance {Rien n’a été dépensé.} other {Rien n’a été facturé.}}',
    imageTooLarge: 'L’image générée dépasse {size}, elle est trop lourde pour être publiée ici.',
    imageHostRefused:
      'Le bot n’a pas pu récupérer cette image en toute sécurité, elle n’est donc pas affichée ici.',
    taskFailed:
      '{original, select, yes {Le service d’images n’a pas pu générer cette image. Réessaie, peut-être avec d’autres réglages.} other {Cette image n’a pas pu être générée par {backend}. Réessaie, peut-être avec d’autres réglages.}}',
    runFailed:
      '{backend} n’a pas pu générer cette image : {cause, select, outOfMemory {le GPU a manqué de mémoire} modelUnreadable {il n’a pas pu lire son modèle} fileMissing {il manque un fichier dont il a besoin} blocked {elle a été bloquée} raised {il a levé {errorType}} other {il a levé une erreur}}. Réessaie, peut-être avec d’autres réglages.',
    stepFailed:
      '{backend} n’a pas pu générer cette image : son nœud {titled, select, yes {« {title} » ({type})} other {{type}}} (nœud {node}) a échoué parce que {cause, select, outOfMemory {le GPU a manqué de mémoire} modelUnreadable {il n’a pas pu lire son modèle} fileMissing {il manque un fichier dont il a besoin} blocked {le workflow l’a bloqué} raised {il a levé {errorType}} other {il a levé une erreur}}. Réessaie, peut-être avec d’autres réglages.',
    moved:
      '{original, select, yes {Le service d’images a changé d’adresse. Préviens l’opérateur du bot pour qu’il la mette à jour.} other {L’adresse de {backend} ne fonctionne plus : il a déménagé. Préviens l’opérateur du bot pour qu’il la mette à jour.}}',
    parametersRejected:
      '{original, select, yes {Le service d’images a refusé les paramètres de la requête. Vérifie-les et réessaie.} other {Les paramètres de la requête ont été refusés par {backend}. Vérifie-les et réessaie.}}',
    setupRefused:
      '{backend} a refusé cette demande à cause de la configuration du bot (son modèle, son workflow ou son accès) : rien n’a été généré ni facturé. Seul l’opérateur du bot peut corriger cela : préviens-le, s’il te plaît.',
    valueRefused:
      '{backend} a refusé une valeur que tu as choisie : {problem}. Change-la et réessaie ; rien n’a été généré ni facturé.',
    requestRejected:
      '{original, select, yes {Le service d’images a refusé la requête : {said}} other {La requête a été refusée par {backend} : {said}}}',
  },
  civitai: {
    unavailable:
      'Impossible de joindre CivitAI pour consulter cette LoRA : rien n’a été ajouté. Réessayez dans quelques minutes.',
    notFound:
      'CivitAI n’a aucun modèle ni aucune version avec l’identifiant {id}. Vérifiez le numéro dans l’adresse de sa page (civitai.com/models/…) et réessayez ; rien n’a été ajouté.',
  },
  loras: {
    tooMany: 'au plus {max} LoRA peuvent être appliqués à une image',
    weight: 'le poids d’un LoRA doit être un nombre de {min} à {max} (reçu : {got})',
    notAllowed:
      '« {name} » n’est pas un LoRA proposé par ce serveur : choisissez une des suggestions',
    notOnServer: 'le LoRA « {name} » n’est plus sur le backend d’images de ce serveur',
    none: 'le backend d’images de ce serveur ne prend pas de LoRA',
    unreadable:
      'les LoRA du backend d’images n’ont pas pu être lus pour l’instant ; réessayez dans une minute',
    notInWorkflow:
      'le workflow « {workflow} » ne prend aucune LoRA : choisis un autre workflow, ou retire les LoRA',
  },
  parameter: {
    multipleOf: '{name} doit être un multiple de {step} (reçu : {got})',
    empty: '{name} ne doit pas être vide',
    textOrWorkflow: '{name} doit être du texte ou un objet de workflow en graphe de nœuds',
    emptyWorkflow: 'Le workflow de {name} ne doit pas être vide',
    notText: '{name} doit être du texte (reçu : {type})',
    emptyWhenGiven: '{name} ne doit pas être vide s’il est fourni',
    notWhole: '{name} doit être un nombre entier (reçu : {got})',
    notNumber: '{name} doit être un nombre (reçu : {got})',
    atLeast: '{name} doit valoir au moins {min} (reçu : {got})',
    atMost: '{name} doit valoir au plus {max} (reçu : {got})',
    oneOf: '{name} doit être l’une de ces valeurs : {allowed} (reçu : {got})',
    invisible: '{name} doit contenir des caractères visibles (il n’en contient que d’invisibles)',
    tooLong: '{name} doit faire au plus {max} caractères (reçu : {got})',
    tooLongWithStyle:
      '{name} fait {typed} caractères ; avec le style « {style} », le prompt envoyé en ferait {got}, plus que les {max} permis. Raccourcis-le de {over} ou choisis un autre style',
    wrongType:
      '{name} doit être {expected, select, string {du texte} integer {un nombre entier} number {un nombre} other {un fichier}}',
    refused:
      '{original, select, yes {{problem}. Corrige-le et relance {cmdImagine} ; rien n’a été envoyé et aucun crédit n’a été dépensé.} other {{problem}. Modifie-le et relance {cmdImagine} ; rien n’a été envoyé ni facturé.}}',
  },
  jobs: {
    inputGone:
      'L’image dont part cette génération n’est plus conservée : rien n’a été envoyé ni facturé. Relance-la avec l’image.',
    timeout:
      '{original, select, yes {L’image a mis trop de temps à être générée, le bot a cessé de l’attendre. Le service d’images l’avait déjà : son crédit est probablement dépensé (vérifie avec {cmdBalance}).} other {{accounts, select, none {L’image a mis trop de temps à être générée, le bot a donc cessé de l’attendre. {backend} n’a pas de comptes, donc rien n’a été facturé.} other {L’image a mis trop de temps à être générée, le bot a donc cessé de l’attendre. Elle avait déjà atteint {backend}, elle a donc probablement été facturée (vérifie ton solde ou ta consommation là-bas).}}}}',
    memberCap:
      'Tu as déjà {limit, plural, one {# génération} other {# générations}} en cours ; attends qu’une se termine.',
    submissionInterrupted:
      '{original, select, yes {Le bot a redémarré pendant l’envoi de cette génération : elle a peut-être atteint le service d’images (et été facturée), ou non. Vérifie tes crédits avec {cmdBalance} avant d’appuyer sur Réessayer.} other {{accounts, select, none {Le bot a redémarré pendant l’envoi de cette génération : elle a peut-être atteint {backend}, ou pas. {backend} n’a pas de comptes, donc rien n’a été facturé. Appuie sur Réessayer pour la relancer.} other {Le bot a redémarré pendant l’envoi de cette génération : elle a peut-être atteint {backend} (et été facturée), ou pas. Vérifie ton solde ou ta consommation là-bas avant d’appuyer sur Réessayer.}}}}',
    restartedBeforeSend:
      '{original, select, yes {Le bot a redémarré avant l’envoi de ta demande au service d’images, rien n’a donc été facturé. Appuie sur Réessayer pour la relancer.} other {Le bot a redémarré avant d’envoyer ta demande à {backend} : rien n’a été facturé. Appuie sur Réessayer pour la relancer.}}',
    saveFailed:
      '{original, select, yes {Le bot ne peut pas enregistrer de demandes pour le moment : rien n’a été envoyé et aucun crédit n’a été dépensé. Réessaie dans quelques minutes ; si cela se reproduit, préviens l’équipe du serveur.} other {Le bot ne peut pas enregistrer de demandes pour le moment : rien n’a été envoyé ni facturé. Réessaie dans quelques minutes ; si cela continue, préviens l’équipe du serveur.}}',
    unexpected: 'Un problème est survenu avec cette génération. Réessaie.',
  },
  store: {
    unavailable:
      'La base de données du bot est indisponible pour le moment. Réessaie dans quelques minutes.',
    unreachable:
      'Le stockage du bot est injoignable pour le moment ; rien n’a été lancé ni facturé. Réessaie dans une minute.',
    keyUndecryptable:
      'Une clé enregistrée n’a pas pu être déchiffrée ; lie-la de nouveau avec {cmdApikeyLink}.',
    serverKeyUndecryptable:
      'La clé du serveur n’a pas pu être déchiffrée ; un gestionnaire du serveur doit la configurer de nouveau.',
  },
  keys: {
    signup: {
      where:
        '{tokens, select, no {🔑 Tu obtiens les clés API dans ton compte {service}.} other {🔑 Tu obtiens les clés API et les jetons de connexion dans ton compte {service}.}}',
      whereAt:
        '{tokens, select, no {🔑 Obtiens une clé API dans ton compte {service} : {url}} other {🔑 Obtiens une clé API et un jeton de connexion dans ton compte {named, select, yes {{service}} other {du service d’images}} : {url}}}',
      from: 'Depuis ton compte {named, select, yes {{service}} other {du service d’images}}.',
    },
    missing:
      'Tu n’as lié aucune clé API. {creates, select, yes {Lie la tienne avec `{cmdApikeyLink}`, ou crées-en une avec `{cmdApikeyGenerate}`.} other {Lie la tienne avec `{cmdApikeyLink}`.}}',
    missingHere:
      'Tu n’as lié aucune clé API et ce serveur n’a pas de clé du serveur. {creates, select, yes {Lie la tienne avec `{cmdApikeyLink}`, ou crées-en une avec `{cmdApikeyGenerate}`.} other {Lie la tienne avec `{cmdApikeyLink}`.}}',
    nothingToUnlink: 'Tu n’as lié aucune clé API, il n’y a donc rien à délier.',
    nothingToRevoke:
      'Tu n’as lié aucune clé API, il n’y a donc rien à révoquer. Pour révoquer une clé que le bot n’a pas, passe par ton compte du service d’images.',
    unlinkedBeforeRun:
      'Ta clé API a été déliée avant que cette génération puisse démarrer. Lies-en une avec `{cmdApikeyLink}`.',
    serverKeyRemovedBeforeRun:
      'La clé du serveur a été retirée avant que cette génération puisse démarrer.',
    rejectedOwn:
      '{original, select, yes {Le service d’images a refusé ta clé API ({masked}) comme invalide ou révoquée, je l’ai donc déliée. Lie une clé valide avec `{cmdApikeyLink}` ou crées-en une avec `{cmdApikeyGenerate}`.} other {Ta clé API ({masked}) a été refusée par {backend} comme invalide ou révoquée, je l’ai donc déliée. Lie une clé qui fonctionne avec `{cmdApikeyLink}`.}}',
    rejectedServer:
      '{original, select, yes {Le service d’images a refusé la clé du serveur ({masked}) comme invalide ou révoquée, je l’ai donc retirée. Un membre ayant « Gérer le serveur » peut en configurer une nouvelle avec `{cmdApikeyServerSet}`.} other {La clé du serveur ({masked}) a été refusée par {backend} comme invalide ou révoquée, je l’ai donc retirée. Un membre avec Gérer le serveur peut en définir une nouvelle avec `{cmdApikeyServerSet}`.}}',
  },
  apikey: {
    malformed:
      'Ça ne ressemble pas à une clé API : une clé, c’est {shape}. Copie de nouveau la clé depuis {original, select, yes {ton compte du service d’images} other {ton compte sur {backend}}} et réessaie ; rien n’a été modifié.',
    keyShapeNone: 'inutiles ici',
    keyShapeProvider: 'la clé secrète fournie par ton fournisseur, sans espaces',
    keyShapeHorde: '22 lettres, chiffres, - ou _ venant d’aihorde.net',
    keyShapeService: '`sk-` suivi de 48 caractères hexadécimaux',
    notYours:
      'Seul le membre qui a lancé la commande peut répondre à cette confirmation ; rien n’a été modifié.',
    linkModal: {
      title: 'Lier ta clé API',
      label:
        '{named, select, no {Ta clé API du service d’images} other {Ta clé API pour {backend}}}',
      description:
        '{original, select, yes {`sk-` et 48 caractères hexa. Vérifiée auprès du service, puis stockée chiffrée.} other {{shape}. Vérifiée auprès de {backend}, puis stockée chiffrée.}}',
      placeholder: '{original, select, yes {sk-…} other {clé API}}',
    },
    generateModal: {
      title: 'Créer une clé API',
      label: 'Ton jeton de connexion au service',
      description: 'Utilisé une seule fois pour créer une clé, jamais stocké.',
      placeholder: 'jeton de connexion',
    },
    serverModal: {
      title: 'Configurer la clé du serveur',
      label:
        '{original, select, yes {Clé API du service pour ce serveur} other {Clé d’API du serveur ({backend})}}',
      description: 'Les membres sans clé à eux génèrent avec, dans la limite quotidienne.',
      placeholder: '{original, select, yes {sk-…} other {clé API}}',
    },
    linked: '✅ `{masked}` est liée à **{username}** sur le service d’images : **{credits}**.',
    linkedOn:
      '{named, select, yes {✅ `{masked}` est liée à **{username}** sur {backend} : **{credits}**.} other {✅ `{masked}` est liée sur {backend} : **{credits}**.}}',
    linkedNext:
      'Tes générations utilisent désormais cette clé. Elle est stockée chiffrée et jamais affichée en entier ; `{cmdApikeyStatus}` l’affiche, `{cmdApikeyUnlink}` l’oublie.',
    linkedReplaced: 'Elle remplace la clé que tu avais liée avant (celle-ci n’a pas été révoquée).',
    generated: {
      notChecked:
        '⚠️ J’ai créé une nouvelle clé (`{masked}`) mais je n’ai pas pu la vérifier auprès du service ({reason}), elle n’est donc **pas liée**. Lie-la plus tard avec `{cmdApikeyLink}`.',
      linked:
        '✅ `{masked}` créée pour **{username}** ({credits}) et liée : tes générations l’utilisent désormais.',
      shownOnce:
        'Ta nouvelle clé, affichée **une seule fois** : copie-la maintenant si tu veux l’utiliser ailleurs.',
      warning:
        '⚠️ Quiconque a cette clé peut dépenser tes crédits : ne la publie jamais dans un salon. Les anciennes clés de ton compte restent valides.',
      tokenUnused: 'Le jeton de connexion saisi a servi une seule fois et n’a pas été stocké.',
    },
    status: {
      titlePersonal: 'Ta clé API',
      titleServer: 'Clé du serveur',
      key: 'Clé',
      serviceUser: 'Compte du service',
      linked: 'Liée',
      set: 'Configurée',
      when: '{relative} ({date})',
      whenBy: '{relative} ({date}) par {user}',
      balance: 'Solde',
      unavailable:
        'Indisponible pour le moment : {reason}\nLa clé reste liée ; les informations enregistrées ci-dessus sont à jour.',
      dailyLimit: 'Limite quotidienne',
      dailyLimitValue:
        '{limit, plural, one {# génération} other {# générations}} par membre et par jour (remise à zéro à 00:00 UTC). Modifie-la avec `{cmdApikeyServerLimit}`.',
      footerServer: 'Les membres sans clé à eux génèrent avec cette clé.',
      footerPersonal: 'Stockée chiffrée ; seuls les quatre derniers caractères sont affichés.',
    },
    unlinked:
      '{named, select, yes {✅ `{masked}` (compte **{username}**) déliée. Le bot ne l’a plus ; tes générations ont de nouveau besoin d’une clé (ou de la clé du serveur, s’il y en a une).} other {✅ `{masked}` déliée. Le bot ne l’a plus ; tes générations ont de nouveau besoin d’une clé (ou de la clé du serveur, s’il y en a une).}}',
    unlinkedUnreadable:
      '✅ Ta clé a été déliée. Le bot ne l’a plus ; tes générations ont de nouveau besoin d’une clé (ou de la clé du serveur, s’il y en a une).',
    notRevoked:
      '{original, select, yes {La clé elle-même n’a **pas été révoquée** et fonctionne toujours ailleurs. Pour la désactiver, lie-la de nouveau et lance `{cmdApikeyRevoke}`, ou révoque-la dans ton compte du service d’images.} other {La clé elle-même n’a **pas été révoquée** et fonctionne toujours partout ailleurs. Révoque-la dans ton compte sur {backend} si tu ne lui fais plus confiance.}}',
    revoke: {
      alreadyInvalid:
        '✅ `{masked}` était déjà invalide ou révoquée sur le service d’images, je l’ai donc déliée. Lies-en une autre avec `{cmdApikeyLink}` ou crées-en une avec `{cmdApikeyGenerate}`.',
      done: '✅ `{masked}` révoquée et déliée : elle ne fonctionne plus nulle part. Son compte **{username}** garde ses crédits et ses autres clés.',
      doneAlready:
        '✅ `{masked}` révoquée (le service indique qu’elle l’était déjà) et déliée : elle ne fonctionne plus nulle part. Son compte **{username}** garde ses crédits et ses autres clés.',
      next: 'Lie une autre clé avec `{cmdApikeyLink}` ou crées-en une avec `{cmdApikeyGenerate}`.',
    },
    revokeAll: {
      question:
        '⚠️ Révoquer **toutes** les clés API du compte **{username}** sur le service d’images ?',
      consequence:
        'Toute appli, tout bot ou serveur utilisant une clé de ce compte cessera de fonctionner, et ta clé liée sera déliée ici. C’est irréversible.',
      confirmWithin: 'Confirme dans {minutes, plural, one {# minute} other {# minutes}}.',
      confirm: 'Révoquer toutes les clés',
      cancel: 'Annuler',
      expired:
        '⌛ Cette confirmation a expiré, rien n’a été révoqué. Relance `{cmdApikeyRevokeAll}` si tu le veux toujours.',
      changed:
        'Ta clé liée a changé depuis ta demande, rien n’a été révoqué. Relance `{cmdApikeyRevokeAll}` si tu le veux toujours.',
      alreadyInvalid:
        '⚠️ Ta clé liée `{masked}` était déjà invalide ou révoquée, elle n’a donc pas pu révoquer les autres ; je l’ai déliée. Révoque les clés restantes dans ton compte du service d’images.',
      done: '✅ {count, plural, one {# clé révoquée} other {# clés révoquées}} pour **{username}**, et `{masked}` déliée.',
      doneEvery: '✅ Toutes les clés de **{username}** ont été révoquées, et `{masked}` déliée.',
      next: 'Crée une nouvelle clé avec `{cmdApikeyGenerate}` quand tu en as besoin.',
      cancelled: 'Annulé : aucune clé n’a été révoquée.',
    },
    server: {
      backendSet:
        '✅ Les générations de ce serveur passent maintenant par **{backend}**. Les clés liées pour lui paient ici ; celles d’autres moteurs restent liées mais ne paient pas ici. Réglages et historique sont conservés.',
      backendUnknown:
        'Ce bot ne propose aucun moteur d’images nommé « {name} ». Choisis-en un dans la liste : {offered}. Rien n’a été changé.',
      none: 'Ce serveur n’a pas de clé du serveur, les membres ont donc besoin de la leur (`{cmdApikeyLink}`). Configure-en une avec `{cmdApikeyServerSet}` ; la limite quotidienne par membre serait de **{limit}**.',
      noneToClear: 'Ce serveur n’a pas de clé du serveur, rien n’a donc changé.',
      cleared:
        '✅ Clé du serveur retirée : les membres ont désormais besoin de leur propre clé ({creates, select, yes {`{cmdApikeyLink}` ou `{cmdApikeyGenerate}`} other {`{cmdApikeyLink}`}}).',
      clearedNotRevoked:
        '{original, select, yes {La clé n’a **pas été révoquée** et fonctionne toujours ailleurs ; révoque-la dans son compte du service d’images si tu ne lui fais plus confiance.} other {La clé n’a **pas été révoquée** et fonctionne toujours ailleurs ; révoque-la dans son compte sur {backend} si tu ne lui fais plus confiance.}}',
      limitInvalid:
        'La limite quotidienne doit être un nombre entier de {min} à {max} (reçu : {got}) ; rien n’a été modifié.',
      limitZero:
        '✅ Limite quotidienne fixée à **0** : les membres ne peuvent plus générer avec la clé du serveur (leurs propres clés fonctionnent toujours).',
      limitSet:
        '✅ Les membres sans clé à eux peuvent désormais lancer chacun {limit, plural, one {**#** génération} other {**#** générations}} par jour avec la clé du serveur (remise à zéro à 00:00 UTC).',
      limitNoKey:
        'Ce serveur n’a pas encore de clé du serveur : configures-en une avec `{cmdApikeyServerSet}`.',
      set: '{named, select, yes {✅ Clé du serveur configurée : `{masked}` de **{username}** ({credits}).} other {✅ Clé du serveur configurée : `{masked}` ({credits}).}}',
      setNext:
        'Les membres sans clé à eux génèrent désormais avec, jusqu’à **{limit}** par jour chacun (modifiable avec `{cmdApikeyServerLimit}`).',
      setReplaced: 'Elle remplace la clé du serveur précédente (celle-ci n’a pas été révoquée).',
    },
  },
  balance: {
    footerRecord: "Compté par le bot d'après les images reçues ; {backend} ne tient pas de solde.",
    usageOnly:
      "{backend} ne tient pas de solde pour les clés d'API. Utilisé avec cette clé via le bot ce mois-ci : **{images, plural, one {# image} other {# images}}**, {tokens, number} jetons.",
    title: 'Crédits du service d’images',
    titleOf: '{backend} : {unit}',
    creditsOf: '{original, select, yes {Crédits de {user}} other {Solde de {user}}}',
    footer: 'Les soldes viennent en direct du service d’images.',
    footerOf: 'Les soldes viennent en direct de {backend}.',
    yourKey: 'Ta clé',
    theirKey: 'Sa clé',
    noKeyYours:
      'Aucune clé liée. {creates, select, yes {Lie la tienne avec `{cmdApikeyLink}`, ou crées-en une avec `{cmdApikeyGenerate}`.} other {Lie la tienne avec `{cmdApikeyLink}`.}}',
    noKeyYoursPool:
      'Aucune clé liée. {creates, select, yes {Lie la tienne avec `{cmdApikeyLink}`, ou crées-en une avec `{cmdApikeyGenerate}`.} other {Lie la tienne avec `{cmdApikeyLink}`.}} Ici, les générations utilisent la clé du serveur.',
    noKeyTheirs: 'Aucune clé liée.',
    noKeyTheirsPool: 'Aucune clé liée. Ici, les générations utilisent la clé du serveur.',
    unavailable: 'Indisponible pour le moment : {reason}',
    removed: 'Plus valide : elle a été retirée.',
    account: 'Compte **{username}**',
    accountWithKey: 'Compte **{username}** · `{masked}`',
    pool: 'Réserve du serveur',
    poolYours:
      'Tes générations avec aujourd’hui : **{left} sur {limit}** restantes (remise à zéro {resets}).',
    poolTheirs:
      'Ses générations avec aujourd’hui : **{left} sur {limit}** restantes (remise à zéro {resets}).',
    poolUnused: 'Utilisée seulement par les membres sans clé à eux.',
    otherRejected:
      '{original, select, yes {Le service d’images a refusé la clé de {user} comme invalide ou révoquée, je l’ai donc déliée ; il faut en lier une nouvelle avec `{cmdApikeyLink}`.} other {La clé de {user} a été refusée par {backend} comme invalide ou révoquée, je l’ai donc déliée ; il faut en lier une nouvelle avec `{cmdApikeyLink}`.}}',
    otherNone: '{user} n’a lié aucune clé API, et ce serveur n’a pas de clé du serveur.',
    notMember: '{user} n’est pas membre de ce serveur : son solde n’est donc pas affiché ici.',
  },
  imagine: {
    roleClosed:
      'Tes rôles ne peuvent pas utiliser la clé du serveur. Pour continuer, lie ta propre clé avec `{cmdApikeyLink}` ; rien n’a été facturé.',
    budgetReached:
      'La clé du serveur a épuisé son budget {period, select, daily {quotidien} other {mensuel}}. Elle paiera de nouveau <t:{seconds}:R> (<t:{seconds}:f>). Pour continuer maintenant, lie ta propre clé avec `{cmdApikeyLink}` ; rien n’a été facturé.',
    notFound:
      'Le bot n’a plus cette génération (elles sont gardées 7 jours). Relance plutôt {cmdImagine}.',
    answerNotTaken:
      'Discord n’a pas accepté la réponse du bot : rien n’a été lancé ni facturé. Réessaie dans un instant.',
    optionName: '`{option}`',
    describeRange: '{text}, de {min} à {max}',
    describeOnly: '{text} ({workflows} uniquement)',
    workflowFile: {
      next: '{problem} Joins un workflow en graphe de nœuds enregistré comme objet JSON et relance {cmdImagine} ; rien n’a été dépensé.',
      notUtf8: 'Le fichier de workflow n’est pas du texte UTF-8.',
      notJson: 'Le fichier de workflow n’est pas du JSON valide ({detail}).',
      notObject:
        'Le fichier de workflow contient {kind, select, array {un tableau} null {null} string {une chaîne} number {un nombre} boolean {un booléen} other {autre chose}}, pas un objet JSON.',
      empty: 'Le fichier de workflow est un objet JSON vide.',
      tooDeep: 'Le fichier de workflow est imbriqué sur plus de {max} niveaux.',
      tooLarge: 'Le fichier de workflow fait {size}, au-delà de la limite de {max}.',
      overLimit: 'Le fichier de workflow dépasse la limite de {max}.',
      downloadFailed: 'Le fichier de workflow n’a pas pu être téléchargé depuis Discord.',
      textOnly:
        'Le fichier de workflow demande un workflow en graphe de nœuds ({workflows}) : {workflow} n’accepte qu’un prompt texte.',
      neverFetched:
        'Le fichier de workflow n’a jamais été récupéré : le bot a redémarré avant de pouvoir l’envoyer.',
    },
    dailyLimit: {
      closed: 'La clé de ce serveur n’est pas ouverte aux membres (limite quotidienne 0).',
      used: 'Tu as utilisé {limit, plural, one {ta # génération} other {tes # générations}} permises aujourd’hui avec la clé de ce serveur.',
      resets:
        '{used} La limite se réinitialise <t:{seconds}:R> (<t:{seconds}:t>, minuit UTC). Pour continuer tout de suite, lie ta propre clé avec `{cmdApikeyLink}`.',
    },
    progress: {
      atBackendQueue:
        '{position, plural, =0 {La prochaine chez {backend}} other {Position **#** chez {backend}}}{seconds, plural, =-1 {.} other {, environ # s d’attente.}}',
      waiting: '⏳ En attente d’une place libre',
      queued: '🕒 En file d’attente',
      processing: '🎨 Génération en cours',
      completed: '✅ Terminé',
      failed: '❌ Échec',
      timedOut: '⌛ Délai dépassé',
      position: 'Position **{position}** dans la file d’attente de ce serveur.',
      atService:
        '{named, select, no {En attente du démarrage par le service d’images.} other {En attente du démarrage par {backend}.}}',
      started: 'Commencé {time}.',
      ready: 'Prêt {time}, d’après sa progression.',
      working: 'En cours…',
      ignored: 'Ignoré par le workflow {workflow} : {options}.',
      ignoredByBackend: 'Non pris en charge par le moteur d’images : {options}.',
      cancelled: '✖️ Annulée',
      stopped: '⏹️ Plus attendue',
      percent: '{bar} {progress, number, percent} effectué',
    },
    result: {
      title: '✅ Image prête',
      lorasNotApplied:
        '⚠️ Non appliquée{count, plural, one {} other {s}} : {loras}. Le moteur d’images n’a pas pu {count, plural, one {la} other {les}} récupérer, l’image a donc été créée sans {count, plural, one {elle} other {elles}}.',
      missingTitle: '⚠️ Image créée, non livrée',
      tooLarge:
        '{original, select, yes {L’image est trop lourde pour que le bot la publie ici ({size} au plus), elle n’est donc pas publiée. La génération est terminée, son crédit est donc dépensé.} other {L’image créée par {backend} est trop lourde pour que le bot la publie ici ({size} au plus), elle n’est donc pas publiée. La génération est terminée, elle a donc été facturée comme d’habitude.}}',
      notFetched:
        '{original, select, yes {L’image a été créée, mais le bot n’a pas pu la récupérer auprès du service d’images, elle n’est donc pas publiée. La génération est terminée, son crédit est donc dépensé.} other {L’image a été créée, mais le bot n’a pas pu la récupérer auprès de {backend}, elle n’est donc pas publiée. La génération est terminée, elle a donc été facturée comme d’habitude.}}',
      reencoded:
        '{scaled, select, yes {Réencodée en WebP et réduite à {width}×{height} pour tenir dans les {size} que le bot peut envoyer ici.} other {Réencodée en WebP pour tenir dans les {size} que le bot peut envoyer ici.}}',
      notAnImage:
        '{original, select, yes {Le service d’images a renvoyé quelque chose qui n’est pas une image que Discord peut afficher, elle n’est donc pas publiée. La génération est terminée, son crédit est donc dépensé.} other {Ce que {backend} a renvoyé n’est pas une image que Discord peut afficher : elle n’est donc pas publiée. La génération est terminée, elle a donc été facturée comme d’habitude.}}',
    },
    failure: {
      title: '❌ Échec de la génération',
      timedOut: '⌛ Délai dépassé',
      tookTooLong:
        '{original, select, yes {La génération a pris trop de temps ; son crédit est probablement dépensé.} other {La génération a pris trop de temps ; {backend} l’a peut-être facturée.}}',
      failed: 'La génération a échoué.',
      serviceSaid:
        '{original, select, yes {Le service d’images indique : « {said} »} other {Ce qu’a dit {backend} : « {said} »}}',
      nextOperator: 'Appuie sur **Réessayer** une fois que l’opérateur du bot l’a corrigé.',
      nextFailed:
        'Appuie sur **Réessayer** pour recommencer ; si ça échoue encore, change le prompt ou les options.',
      nextTimedOut:
        '{original, select, yes {Le service est peut-être surchargé. Appuie sur **Réessayer** un peu plus tard.} other {{backend} est peut-être surchargé. Appuie sur **Réessayer** pour retenter plus tard.}}',
    },
    cancelled: {
      title: '✖️ Génération annulée',
      stoppedTitle: '⏹️ Plus attendue',
      next: 'Appuie sur **Exécuter à nouveau** pour la refaire avec les mêmes options (une nouvelle génération), ou sur **Remixer** pour les modifier d’abord.',
    },
    details: {
      title: 'Paramètres de la génération',
      prompt: '**Prompt**',
      task: '**Tâche** `{taskId}`',
      paidWith:
        '**Payé avec** {source, select, server {la clé du serveur} anonymous {la clé anonyme (priorité la plus basse)} other {sa propre clé}}',
    },
    summary: {
      cost: 'Coût',
      negativePrompt: 'Prompt négatif',
      workflow: 'Workflow',
      workflowFile: 'Fichier de workflow',
      size: 'Taille',
      steps: 'Étapes',
      seed: 'Graine',
      cfg: 'CFG',
      model: 'Modèle',
      sampler: 'Échantillonneur',
      loras: 'LoRA',
      notApplied: '(non appliquée)',
      random: 'aléatoire',
      duration: 'Durée',
      requestedBy: 'Demandé par',
      key: 'Clé',
      anonymousKey: 'anonyme (priorité la plus basse)',
    },
    buttons: {
      reroll: '🎲 Relancer',
      details: 'ℹ️ Détails',
      delete: '🗑️ Supprimer',
      retry: '🔁 Réessayer',
      runAgain: '🔁 Exécuter à nouveau',
    },
  },
  settings: {
    show: 'Tes réponses privées sont en **{member}**, ta langue Discord.',
    showServer:
      'Les messages publics de ce serveur (progression et résultats) sont en **{server}** : {source, select, override {choisie par les gestionnaires du serveur} other {la langue Discord du serveur}}.',
    showDm: 'En messages privés, tout est dans ta langue.',
    howToChange:
      'Les membres ayant « Gérer le serveur » peuvent changer la langue du serveur avec `{cmdLanguageServer}`.',
    set: '✅ Les messages publics de ce serveur (progression et résultats) sont désormais en **{language}**.',
    followDiscord:
      '✅ Les messages publics de ce serveur suivent désormais sa langue Discord : **{language}**.',
  },
  prefs: {
    title:
      '{scope, select, member {Tes réglages par défaut de /imagine} channel {Réglages par défaut de /imagine dans ce salon} other {Réglages par défaut de /imagine sur ce serveur}}',
    intro: {
      member:
        'Ce que {cmdImagine} utilise partout quand tu omets une option. Ce que tu tapes l’emporte toujours, puis un style choisi, puis tes réglages, puis ceux du salon, puis ceux du serveur.',
      channel:
        'Ce que {cmdImagine} utilise dans {channel} quand un membre omet une option sans réglage à lui ; passe avant ceux du serveur.',
      server:
        'Ce que {cmdImagine} utilise sur ce serveur quand un membre omet une option et que ni lui ni le salon ne l’ont réglée.',
    },
    field: {
      workflow: 'Workflow',
      size: 'Taille',
      steps: 'Étapes',
      negativePrompt: 'Prompt négatif',
      cfg: 'CFG',
      model: 'Modèle',
      count: 'Images par commande',
      visibility: 'Résultats',
      style: 'Style',
    },
    visibility: { public: 'publiés dans le salon', private: 'visibles par le membre seul' },
    serviceDefault:
      '{original, select, yes {la valeur par défaut du service d’images} other {la valeur par défaut de {backend}}}',
    noStyle: 'aucun style',
    value: '{value} · {source}',
    source:
      '{source, select, here {réglé ici} typed {tapé} style {le style} member {tes réglages} channel {le salon} server {le serveur} other {intégré}}',
    pick: {
      workflow: 'Workflow…',
      size: 'Taille…',
      visibility: 'Où vont les résultats…',
      style: 'Style…',
      unset: 'Non réglé (niveau suivant)',
    },
    buttons: { more: 'Étapes, CFG, modèle, prompt négatif, images…', reset: 'Tout réinitialiser' },
    modal: { title: 'Réglages par défaut de /imagine', blank: 'Laisse vide pour le retirer.' },
    invalid: '{field} {problem} ; rien n’a été changé.',
    problem: {
      range:
        'doit être {whole, select, true {un nombre entier} other {un nombre}} de {min} à {max}',
      tooLong: 'doit faire au plus {max} caractères',
      oneOf: 'doit être l’un de {allowed}',
      unlisted:
        'n’est pas un modèle que le moteur d’images du serveur propose en ce moment : choisis-en un dans la liste proposée',
    },
    footer: 'Toi seul vois ce panneau. Les changements valent dès le prochain {cmdImagine}.',
    details: {
      sources: '**D’où viennent les options**',
      source: '{option} : {source}',
      style: '**Style** {name}, prompt envoyé :',
    },
  },
  styles: {
    title: 'Styles',
    line: '**{name}** ({kind, select, builtIn {intégré} other {de ce serveur}}) : {template}',
    sets: 'règle {options}',
    howToUse:
      'Utilise-en un avec {cmdImagineStyle}. Les membres avec « Gérer le serveur » ajoutent les leurs avec `{cmdStylesAdd}`.',
    modal: {
      addTitle: 'Nouveau style',
      editTitle: 'Modifier un style',
      name: 'Nom',
      template: 'Modèle de prompt',
      templateHint: 'Mets {placeholder} là où va le prompt du membre.',
      negativePrompt: 'Prompt négatif',
      options: 'Options qu’il règle (facultatif)',
      optionsHint: 'p. ex. workflow:anime size:portrait steps:30 cfg:7',
      loras: 'LoRA qu’il applique (facultatif)',
      lorasHint:
        'Jusqu’à {max}, sous la forme nom:poids, par ex. add_detail:0.6, film-grain. Mets leurs mots déclencheurs dans le modèle.',
    },
    saved: '✅ Style **{name}** enregistré. Les membres l’utilisent avec {cmdImagineStyle}.',
    removed: '✅ Style **{name}** retiré.',
    notFound:
      'Aucun style nommé « {name} » ici ; `{cmdStylesList}` les liste. Rien n’a été changé.',
    builtInName:
      '« {name} » est le nom d’un style intégré : choisis-en un autre. Rien n’a été changé.',
    builtInFixed:
      'Les styles intégrés ne peuvent être ni modifiés ni retirés ; ajoute plutôt un style propre au serveur.',
    noPlaceholder:
      'Le modèle doit contenir {placeholder} là où va le prompt du membre. Rien n’a été changé.',
    badName: 'Le nom d’un style compte 1 à {max} lettres, chiffres, - ou _. Rien n’a été changé.',
    full: 'Ce serveur a déjà {max} styles : retires-en un d’abord. Rien n’a été changé.',
    taken: 'Un autre style s’appelle déjà « {name} ». Rien n’a été changé.',
    badOption:
      '« {got} » n’est pas une option qu’un style règle ({fields}, sous la forme `nom:valeur`). Rien n’a été changé.',
    badValue: 'Dans les options, {field} {problem}. Rien n’a été changé.',
    unknown:
      '{original, select, yes {Aucun style nommé « {name} » ; `{cmdStylesList}` les liste. Rien n’a été envoyé et aucun crédit n’a été dépensé.} other {Aucun style nommé « {name} » ; `{cmdStylesList}` les liste. Rien n’a été envoyé ni facturé.}}',
    badLora: 'Dans les LoRA : {problem}. Rien n’a été modifié.',
  },
  policy: {
    logTitle: 'Journal de modération',
    logOff: 'Désactivé : choisis un salon ci-dessous.',
    logOn: 'Publie dans {channel} : chaque génération, refus et changement, sans mention.',
    logPaused:
      '⚠️ En pause : {problem, select, deleted {son salon a été supprimé} other {je ne peux plus publier dans {channel}}}. Choisis à nouveau un salon.',
    pickLogChannel: 'Salon du journal…',
    logOffButton: 'Désactiver le journal',
    logMissing:
      'Je ne peux pas publier dans {channel} : il me faut {permissions} là-bas. Rien n’a été modifié.',
    permissionNames: {
      ViewChannel: 'Voir le salon',
      SendMessages: 'Envoyer des messages',
      EmbedLinks: 'Intégrer des liens',
    },
    lowBalanceTitle: 'Alerte de solde bas',
    lowBalanceOn:
      'Sous {credits, number} {unit, select, credits {crédits} other {{unit}}} sur la clé du serveur, signalé une fois dans le salon du journal (vérifié après ses générations, au plus toutes les {minutes} minutes).',
    lowBalanceOff: 'Désactivée.',
    lowBalanceButton: 'Seuil d’alerte…',
    lowBalanceModal: {
      title: 'Alerte de solde bas',
      label: 'Alerter sous ce nombre de {unit, select, credits {crédits} other {{unit}}}',
      hint: 'Vide : pas d’alerte. L’alerte va dans le salon du journal.',
    },
    invalidLowBalance:
      'Le seuil doit être un nombre entier de 1 à {max, number}, ou vide pour aucune alerte. Rien n’a été modifié.',
    pages: {
      limits: 'Limites',
      members: 'Rôles et budget',
      log: 'Journal et alertes',
      safety: 'Sécurité',
      blocks: 'Blocages',
    },
    rolesTitle: 'Limites quotidiennes par rôle',
    rolesNone:
      'Aucune : chaque membre a la limite quotidienne du serveur ({limit, plural, one {# génération} other {# générations}}).',
    roleLine:
      '{role} : {perDay, plural, =0 {ne peut pas utiliser la clé du serveur} one {# génération par jour} other {# générations par jour}}',
    rolesFooter:
      'Un membre a la limite la plus haute de ses rôles, sinon celle du serveur ; les membres avec leur propre clé ne sont pas limités. Jours et mois en UTC.',
    pickRole: 'Fixer la limite quotidienne d’un rôle…',
    roleModal: {
      title: 'Limite quotidienne d’un rôle',
      label: 'Générations par membre et par jour',
      hint: '0 : le rôle ne peut pas utiliser la clé du serveur. Vide : retirer la règle.',
    },
    invalidRoleLimit:
      'La limite quotidienne doit être un nombre entier de 0 à {max, number}, ou vide pour retirer la règle. Rien n’a été modifié.',
    tooManyRoles:
      'Au plus {max} rôles peuvent avoir une règle. Retires-en une d’abord. Rien n’a été modifié.',
    budgetTitle: 'Budget du serveur',
    budgetLine:
      '{period, select, daily {Aujourd’hui} other {Ce mois-ci}} : {used, number} sur {cap}',
    noCap: 'sans plafond',
    budgetIn:
      'Compté en {unit, select, credits {{costUnit, select, credits {crédits ({credits} par génération)} other {{costUnit}, ce que chaque requête a réellement coûté}}} other {générations}}.',
    budgetButton: 'Budget…',
    unitButton:
      '{unit, select, credits {Compter en générations} other {{costUnit, select, credits {Compter en crédits} other {Compter en {costUnit}}}}}',
    budgetModal: {
      title: 'Budget du serveur',
      daily: 'Plafond quotidien',
      monthly: 'Plafond mensuel',
      hint: '{counted, select, credits {En crédits.} generations {En générations.} images {En images.} other {En {counted}.}} Vide : sans plafond.',
    },
    invalidBudget:
      'Un plafond doit être un nombre entier de 1 à {max, number}, ou vide pour aucun. Rien n’a été modifié.',
    title: 'Règles du serveur',
    limits: 'Limites de la clé du serveur',
    maxSide: 'Plus grande image : {value}',
    maxSteps: 'Étapes au plus : {value}',
    maxImages: 'Images par commande au plus : {value}',
    workflows: 'Workflows : {value}',
    loras: 'LoRA : {value}',
    allLoras: 'tout ce que le serveur a',
    noLoras: 'aucun',
    lorasNoneAdded: 'aucun pour l’instant (ajoutez-en un par son id CivitAI)',
    lorasUnreadable: '(la liste du backend n’a pas pu être lue pour l’instant)',
    pixels: '{max} px par côté',
    noLimit: 'aucune limite',
    allWorkflows: 'tous',
    banned: 'Mots et motifs interdits',
    bannedNone: 'Aucun.',
    bannedCount: '{count, plural, one {# entrée} other {# entrées}} : {list}',
    footer:
      'Les limites valent pour les générations payées par la clé du serveur ; les mots interdits pour tout prompt de ce serveur. Une demande refusée ne coûte rien.',
    pickWorkflows: 'Workflows que la clé du serveur exécute…',
    pickLoras: 'LoRA que les membres peuvent utiliser…',
    removeLora: 'Retirer un LoRA…',
    buttons: { limits: 'Limites…', banned: 'Mots interdits…', addLora: 'Ajouter un LoRA…' },
    limitsModal: {
      title: 'Limites de la clé du serveur',
      maxSide: 'Plus grand côté, en pixels',
      maxSteps: 'Étapes au plus',
      maxImages: 'Images par commande au plus',
      blank: 'Laisse vide pour aucune limite.',
    },
    bannedModal: {
      title: 'Mots et motifs interdits',
      label: 'Un mot ou une expression par ligne',
      hint: 'Casse, espaces, accents et sosies ignorés ; un * au bord trouve aussi dans les mots.',
    },
    addLoraModal: {
      title: 'Ajouter un LoRA depuis CivitAI',
      label: 'Id du modèle CivitAI ou adresse',
      hint: 'Le nombre dans civitai.com/models/… ; une adresse avec ?modelVersionId= ajoute cette version.',
    },
    loraBadId:
      'Saisissez le nombre de l’adresse CivitAI du LoRA (civitai.com/models/…) ou l’adresse elle-même. Rien n’a été ajouté.',
    loraNotLora: '{name} est un {type} sur CivitAI, pas un LoRA. Rien n’a été ajouté.',
    loraTooLarge:
      '{name} pèse {size} : les workers d’AI Horde téléchargent des LoRA de {max} au plus. Rien n’a été ajouté.',
    tooManyLoras:
      'Au plus {max} LoRA peuvent être ajoutés. Retirez-en un d’abord. Rien n’a été modifié.',
    invalidLimit:
      '{field} doit être un nombre entier de {min} à {max}, ou vide pour aucune limite. Rien n’a été changé.',
    tooMany: 'Au plus {max} entrées ({got} données). Rien n’a été changé.',
    tooLongEntry: '« {entry} » dépasse {max} caractères. Rien n’a été changé.',
    unmatchable: '« {entry} » n’a ni lettre ni chiffre à chercher. Rien n’a été changé.',
    refused: {
      maxSide:
        'La clé du serveur paie des images d’au plus {max} pixels par côté ; celle-ci fait {width}×{height}.',
      maxSteps: 'La clé du serveur paie au plus {max} étapes ; cette génération en demande {got}.',
      maxImages:
        'La clé du serveur paie au plus {max, plural, one {# image} other {# images}} par commande ; celle-ci en demande {got}.',
      workflows: 'La clé du serveur n’exécute que les workflows {allowed}, pas {workflow}.',
      next: '{original, select, yes {{limit} Change cela, ou lie ta propre clé avec `{cmdApikeyLink}`. Rien n’a été envoyé et aucun crédit n’a été dépensé.} other {{limit} Change cela, ou lie ta propre clé avec `{cmdApikeyLink}`. Rien n’a été envoyé ni facturé.}}',
      banned:
        '{original, select, yes {{where, select, prompt {Ton prompt contient} negative {Ton prompt négatif contient} style {Ton prompt, avec son style, contient} other {Ton fichier de workflow contient}} « {found} », que ce serveur n’autorise pas (« {entry} »). Rien n’a été envoyé et aucun crédit n’a été dépensé.} other {{where, select, prompt {Ton prompt contient} negative {Ton prompt négatif contient} style {Ton prompt, avec son style, contient} other {Ton fichier de workflow contient}} « {found} », que ce serveur n’autorise pas (« {entry} »). Rien n’a été envoyé ni facturé.}}',
    },
  },
  modlog: {
    moderated:
      '{action, select, deleted {🗑️ {moderator} a supprimé un résultat signalé de {member}} blocked {⛔ {moderator} a bloqué {member} sur le bot {until, select, never {jusqu’à levée du blocage} other {jusqu’au {until}}}} unblocked {✅ {moderator} a levé le blocage de {member}} other {☑️ {moderator} a classé un signalement d’un résultat de {member}}}',
    generation:
      '{icon} {member} : « {prompt} »{withWorkflow, select, no {} other { · {workflow}}} · {size} · {payer, select, server {clé du serveur} other {clé personnelle}} · {outcome}',
    outcome: {
      completed: 'terminée',
      failed: 'échouée',
      timed_out: 'délai dépassé',
      cancelled: 'annulée',
    },
    result: '[résultat]({url})',
    private: 'privée (paramètres seulement)',
    defaultWorkflow: 'workflow par défaut',
    defaultSize: 'taille par défaut',
    described:
      '💬 {member} : {failed, select, yes {la description d’une image a échoué} other {une image décrite}} · {payer, select, server {clé du serveur} other {clé personnelle}}{spent, select, yes { · {amount, number} {unit}} other {}} · privé (description non affichée)',
    refusedBanned: '🚫 {member} : refusé, « {entry} » est interdit : « {prompt} »',
    changed: '🛠️ {member} a modifié {setting}{value, select, none {} other { : {value}}}',
    settings: {
      backend: 'le moteur d’images',
      limits: 'les limites de la clé du serveur',
      workflows: 'les workflows',
      banned: 'les mots interdits',
      roleLimit: 'la limite quotidienne d’un rôle',
      budget: 'le budget du serveur',
      logChannel: 'le salon du journal',
      lowBalance: 'l’alerte de solde bas',
      serverKey: 'la clé du serveur',
      dailyLimit: 'la limite quotidienne',
      language: 'la langue',
      defaults: 'les valeurs par défaut de /imagine',
      styles: 'les styles',
      imagePolicy: 'la règle des images hors des salons soumis à une limite d’âge',
      ageRestrictedImagePolicy: 'la règle des images dans les salons soumis à une limite d’âge',
      imageThreshold: 'le seuil du contrôle des images',
      automod: 'la vérification AutoMod',
      explicitTerms: 'les termes explicites',
      safetyNegative: 'le prompt négatif de sécurité',
      loras: 'les LoRA que les membres peuvent utiliser',
      addedLoras: 'les LoRA ajoutés depuis CivitAI',
    },
    budgetReached:
      '💸 La clé du serveur a épuisé son budget {period, select, daily {quotidien} other {mensuel}}{unit, select, generations {} other { (en {unit})}} ; elle paiera de nouveau <t:{seconds}:R>.',
    lowBalance:
      '{unit, select, credits {🪫 La clé du serveur n’a plus que {credits, number} crédits, sous le seuil d’alerte de {threshold, number}.} other {🪫 La clé du serveur n’a plus que {credits, number} {unit}, sous le seuil d’alerte de {threshold, number}.}}',
    paused:
      'Le journal de modération de {server} est en pause : {problem, select, deleted {son salon a été supprimé} other {je ne peux plus publier dans son salon}}. Choisis à nouveau un salon dans `/policy`.',
  },
  reports: {
    button: '🚩 Signaler',
    why: 'Pourquoi signales-tu ce résultat ? Seuls les modérateurs de ce serveur verront ton signalement.',
    pickReason: 'Choisis un motif…',
    reasons: {
      explicit: 'Sexuel ou explicite',
      hateful: 'Harcèlement ou haine',
      illegal: 'Contenu illégal',
      spam: 'Spam ou publicité',
      other: 'Autre chose',
    },
    sent: 'Merci : ton signalement a été transmis aux modérateurs de ce serveur.',
    keptNoLog:
      'Merci : ton signalement est conservé, mais il n’a pas pu atteindre les modérateurs de ce serveur : ils n’ont pas de salon de journal opérationnel.',
    already: 'Tu as déjà signalé ce résultat ; les modérateurs ont ton signalement.',
    notReportable: 'Seul un résultat public sur un serveur peut être signalé.',
    gone: 'Ce signalement n’est plus conservé.',
    cardTitle: '🚩 Signalement : {reason}',
    cardWho: '{reporter} a signalé un résultat de {member} · [résultat]({url})',
    cardPrompt: '**Prompt :** {prompt}',
    cardFooter: 'Workflow {workflow} · Graine {seed} · Signalé {at}',
    deleteButton: 'Supprimer le résultat',
    blockButton:
      '{length, select, day {Bloquer 1 jour} week {Bloquer 7 jours} other {Bloquer jusqu’à levée}}',
    dismissButton: 'Classer',
    action:
      '{action, select, deleted {🗑️ Résultat supprimé par {moderator}} blocked {⛔ {member} bloqué sur le bot {until} par {moderator}} other {☑️ Classé par {moderator}}} · {at}',
    until: '{at, select, never {jusqu’à levée du blocage} other {jusqu’au {at}}}',
    untilLifted: 'jusqu’à levée du blocage',
    untilUtc: 'jusqu’au {at} UTC',
    blockedUntil:
      '{original, select, yes {Un modérateur t’a bloqué sur ce bot dans ce serveur jusqu’au <t:{seconds}:f>. Rien n’a été envoyé et aucun crédit n’a été dépensé.} other {Un modérateur t’a bloqué sur ce bot dans ce serveur jusqu’au <t:{seconds}:f>. Rien n’a été envoyé ni facturé.}}',
    blockedForever:
      '{original, select, yes {Un modérateur t’a bloqué sur ce bot dans ce serveur jusqu’à ce qu’il lève le blocage. Rien n’a été envoyé et aucun crédit n’a été dépensé.} other {Un modérateur t’a bloqué sur ce bot dans ce serveur jusqu’à ce qu’il lève le blocage. Rien n’a été envoyé ni facturé.}}',
    blocksTitle: 'Membres bloqués sur le bot',
    blocksNone:
      'Personne. Les modérateurs bloquent un membre depuis la carte d’un signalement dans le journal de modération.',
    blockLine: '{member} {until} · par {moderator}',
    blocksMore: '…et {count, plural, one {# autre} other {# autres}}.',
    pickUnblock: 'Lever le blocage d’un membre…',
  },
  usage: {
    chartTitle: 'Générations par jour sur la clé du serveur, les 30 derniers jours',
    chartAxisDays: 'Jour (UTC)',
    chartAxisGenerations: 'Générations',
    chartOthers: 'Tous les autres',
    chartBudget: 'Budget quotidien : {cap, number}',
    chartUnknown: 'Membre inconnu',
    title: 'Usage de la clé du serveur',
    description:
      'Générations et crédits sur la clé de ce serveur par membre : aujourd’hui, les 7 et les 30 derniers jours (jours UTC).',
    line: '{user} : aujourd’hui {today} · 7 jours {week} · 30 jours {month}',
    count: '**{generations, number}** ({credits})',
    total: '**Total** : aujourd’hui {today} · 7 jours {week} · 30 jours {month}',
    none: 'Personne n’a utilisé la clé de ce serveur ces 30 derniers jours.',
    more: '… et {count, plural, one {# autre membre} other {# autres membres}}.',
    yours: 'Ton usage : aujourd’hui {today} · 7 jours {week} · 30 jours {month}.',
    footer: 'Les crédits sont comptés à {credits} par génération.',
  },
  history: {
    title: 'Tes générations récentes',
    empty:
      'Ton historique est vide : chaque génération y apparaît une fois terminée (tes {max} dernières sont gardées {days} jours).',
    footer:
      'Page {page} sur {pages} · {count, plural, one {# génération} other {# générations}} · visible par toi seul',
    entryName: '{n}. {workflow}, {size}',
    entrySized: '{n}. {size}',
    entryLine: '{state} · graine {seed} · {when}',
    entryLoras: 'LoRA : {loras}',
    messageLink: '[Ouvrir le message]({url})',
    privateReply: 'réponse privée (pas de lien)',
    noMessage: 'message inconnu',
    defaultWorkflow: 'workflow par défaut',
    defaultSize: 'taille par défaut',
    randomSeed: 'aléatoire',
    ago: 'il y a {duration}',
    notFound:
      'Cette génération n’est pas dans ton historique (il garde tes {max} dernières pendant {days} jours). Rien n’a été lancé.',
    cannotRepeat:
      'Cette génération ne peut pas être relancée depuis ton historique (son fichier de workflow était trop gros pour être gardé). Relance {cmdImagine} avec le fichier. Rien n’a été lancé.',
    state: { completed: '✅ terminée', failed: '❌ échouée', timed_out: '⌛ délai dépassé' },
    buttons: {
      again: 'Relancer {n}',
      show: 'Voir {n}',
      previous: '◀ Précédent',
      next: 'Suivant ▶',
      post: 'Publier dans le salon',
    },
    show: {
      title: 'Génération',
      workflow: 'Type de workflow',
      size: 'Taille',
      loras: 'LoRA',
      seed: 'Graine',
      when: 'Quand',
      result: 'Résultat',
      message: 'Message d’origine',
      image: {
        gone: '{original, select, yes {Le service d’images ne sert plus cette image : ses paramètres sont affichés à la place.} other {{backend} ne sert plus cette image : ses paramètres sont affichés à la place.}}',
        withheld: 'L’image est retenue : le bot n’a pas le droit de télécharger depuis son hôte.',
        tooLarge: 'L’image est trop grande pour être jointe ici.',
        notImage:
          '{original, select, yes {Le service d’images a renvoyé quelque chose qui n’est pas une image que Discord peut afficher : ses paramètres sont affichés à la place.} other {Ce que {backend} a renvoyé n’est pas une image que Discord peut afficher : ses paramètres sont affichés à la place.}}',
      },
    },
  },
  privacy: {
    title: '🔒 Ce que le bot garde sur vous',
    intro: 'Vous seul voyez ceci. **Oubliez-moi** efface tout, sur tous les serveurs.',
    key: '🔑 Clé d’API',
    keyLinked:
      '{named, select, yes {Liée : `{masked}` (compte {account}), stockée chiffrée.} other {Liée : `{masked}`, stockée chiffrée.}}',
    keyNone: 'Aucune liée.',
    keyUnreadable: 'Liée, mais elle ne peut plus être déchiffrée ici.',
    preferences: '⚙️ Vos valeurs par défaut',
    none: 'Aucune.',
    history: '🕘 Historique',
    historyCount:
      '{count, plural, one {# génération} other {# générations}}, chacune gardée {days} jours.',
    usage: '📊 Votre usage de la clé du serveur',
    usageLine:
      'Aujourd’hui {today, number} · 30 derniers jours {month, number} (chaque jour gardé {days} jours).',
    blocks: '⛔ Blocages',
    blocksCount: '{count, plural, =0 {Aucun.} one {# blocage} other {# blocages}}',
    unfinished: '⏳ Générations en cours',
    unfinishedCount: '{count, plural, =0 {Aucune.} other {# en file ou en cours}}',
    inputs: '🖼️ Images que vous avez fournies',
    inputsCount:
      '{count, plural, =0 {Aucune.} one {# image, gardée {hours} heures après sa dernière utilisation (pour relancer et réessayer).} other {# images, chacune gardée {hours} heures après sa dernière utilisation (pour relancer et réessayer).}}',
    kept: '🗓️ Combien de temps',
    keptText:
      'Fiches de vos générations terminées (pour leurs boutons) : {generationDays} jours. Quand le bot quitte un serveur, les données de ce serveur : {graceDays} jours.',
    forget: 'Oubliez-moi',
    confirmTitle: 'Tout oublier de vous ?',
    confirmText:
      'Cela efface, sur tous les serveurs : votre clé d’API stockée ici, vos valeurs par défaut, votre historique, les images que vous avez fournies (modifications, variations, agrandissements), vos compteurs d’usage et les fiches de vos générations. C’est irréversible.\n\n{original, select, yes {Votre clé elle-même n’est pas révoquée : elle fonctionne toujours auprès du service d’images jusqu’à ce que vous la révoquiez là-bas ou avec {cmdApikeyRevoke}.} other {Ta clé elle-même n’est pas révoquée : elle fonctionne sur {backend} jusqu’à ce que tu la révoques là-bas.}}',
    confirm: 'Oui, oubliez-moi',
    cancel: 'Annuler',
    doneTitle: 'Oublié',
    done: 'Le bot ne garde plus rien sur vous, sur aucun serveur.',
    doneKey:
      '{original, select, yes {Votre clé `{masked}` a été effacée ici, mais elle fonctionne toujours auprès du service d’images : révoquez-la là-bas, ou avec {cmdApikeyRevoke}.} other {Ta clé `{masked}` a été effacée ici, mais elle fonctionne toujours sur {backend} : révoque-la là-bas si tu ne lui fais plus confiance.}}',
    doneKept:
      'Conservé : les totaux du budget de chaque serveur (combien de générations sa clé a payées dans la journée et le mois, sans nommer personne), car le budget doit continuer à les compter.',
    unfinishedError:
      'Vous avez {count, plural, one {# génération} other {# générations}} en file ou en cours : leurs fiches sont écrites à leur fin, donc rien n’a été effacé. Annulez-les ou laissez-les finir, puis appuyez de nouveau sur **Oubliez-moi**.',
  },
  anywhere: {
    needsBot:
      'Il faut le bot sur ce serveur : la clé du serveur, sa file d’attente et les outils de modération y sont. Demande à un gestionnaire du serveur d’ajouter le bot. Ta propre clé fonctionne ici avec {cmdImagine}, {cmdBalance} et {cmdApikeyLink}. Rien n’a été modifié.',
    tokenLimit:
      'Le bot n’est pas ici, seulement installé sur ton compte : Discord le laisse mettre à jour cette réponse pendant 15 minutes. Si l’image prend plus de temps, retrouve-la avec {cmdHistory}.',
  },
  automod: {
    refused:
      'La règle AutoMod « {rule} » de ce serveur bloque {where, select, negative {ton prompt négatif} style {ton prompt avec son style} workflowFile {ton fichier de workflow} other {ton prompt}} (« {found} »). Rien n’a été envoyé ni facturé ; essaie d’autres mots.',
    unreadable:
      'Les modérateurs de ce serveur ont demandé au bot de respecter leurs règles AutoMod, mais il {reason, select, permission {ne peut plus les lire : il a perdu la permission **Gérer le serveur**. Un modérateur peut la lui rendre ou désactiver la vérification dans {cmdPolicy}} other {ne peut pas les lire pour l’instant : Discord n’a pas répondu. Réessaie dans une minute}}. Rien n’a été envoyé ni facturé.',
    needsManage:
      'Pour respecter les règles AutoMod de ce serveur, le bot doit les lire, et Discord ne le permet qu’aux applications ayant la permission **Gérer le serveur** (l’invitation du bot ne la demande pas). Donne **Gérer le serveur** au rôle du bot dans Paramètres du serveur → Rôles, puis réactive ceci. Rien n’a été modifié.',
    title: 'AutoMod du serveur',
    on: 'Activée : les prompts et prompts négatifs sont vérifiés avec les règles de mots-clés AutoMod de ce serveur qui bloquent les messages (avec leurs rôles et salons exemptés) avant toute facturation.',
    off: 'Désactivée : les prompts ne sont pas vérifiés avec les règles AutoMod de ce serveur. Pour l’activer, le bot a besoin de **Gérer le serveur**.',
    button: '{state, select, on {Vérification AutoMod : oui} other {Vérification AutoMod : non}}',
    log: '🛡️ {member} : refusé par la règle AutoMod « {rule} » (« {keyword} ») : « {prompt} »',
    replyBlocked:
      'L’AutoMod de Discord a bloqué la réponse du bot sur ce serveur : son texte correspondait à une des règles AutoMod du serveur. Rien n’a été facturé et tu n’as rien d’autre à faire ; tu peux essayer d’autres mots.',
    resultBlocked:
      'L’AutoMod de Discord a bloqué sur ce serveur le message contenant ta génération : son texte correspondait à une des règles AutoMod du serveur. {made, select, yes {Ton image a été créée et facturée comme d’habitude ; {cmdHistory} la montre.} other {Rien n’a été facturé.}} Tu n’as rien d’autre à faire.',
  },
  onboarding: {
    help: {
      backendTitle: '🖼️ Moteur d’images',
      backendValue:
        'Ici, les images sont faites par **{backend}** ; {accounts, select, none {il ne prend pas de clé API et ne tient pas de solde : générer ici ne te coûte rien.} keys {les clés sont liées pour lui, et il ne tient pas de solde.} other {les clés sont liées pour lui et les soldes sont en {unit}.}}',
      title: '❔ Aide',
      aboutServer:
        'Je transforme tes prompts en images grâce à un service d’images. Lance {cmdImagine} : la réponse montre l’image, avec des boutons pour la relancer, la modifier ou voir ses détails.{accounts, select, none {} other { Ta propre clé API paie d’abord ; sans elle, la clé du serveur peut payer.}}',
      aboutDm:
        'Je transforme tes prompts en images grâce à un service d’images. Dans ce message privé, c’est ta propre clé API qui paie : lie-la avec {cmdApikeyLink}, puis lance {cmdImagine}.',
      aboutWithoutBot:
        'Le bot n’est pas sur ce serveur : tu l’utilises via ton propre compte, et seule ta clé API paie. Lie-la avec {cmdApikeyLink}, puis lance {cmdImagine} ; retrouve tes images plus tard dans {cmdHistory}.',
      yourKey: '🔑 Ta clé API',
      keyLinked:
        'Liée : tes générations l’utilisent d’abord. {cmdApikeyStatus} l’affiche avec son solde.',
      keyNotLinked:
        '{original, select, yes {Non liée. Lie une clé avec {cmdApikeyLink}, ou crées-en une avec {cmdApikeyGenerate}.} other {{accounts, select, none {Inutile : {backend} ne prend pas de clé API.} other {Non liée. Lie une clé pour {backend} avec {cmdApikeyLink}.}}}}',
      serverKey: '🏠 La clé de ce serveur',
      serverKeyNone:
        'Ce serveur n’a pas de clé : les membres ont besoin de la leur. Un gestionnaire peut en définir une avec {cmdApikeyServerSet}.',
      serverKeyClosed: 'Tes rôles ne permettent pas d’utiliser la clé de ce serveur.',
      serverKeyRoom:
        'Tu as utilisé {used, number} de tes {limit, number} générations dessus aujourd’hui ; le compteur repart {resets}.',
      limits: '📏 Les limites de ce serveur',
      maxSide: 'Plus grand côté : {pixels, number} px',
      maxSteps: 'Étapes : {steps, number} au plus',
      maxImages: 'Images par commande : {images, number} au plus',
      workflows: 'Workflows : {workflows}',
      budgetDaily:
        'Budget du serveur : {count, plural, one {# génération} other {# générations}} par jour',
      budgetMonthly:
        'Budget du serveur : {count, plural, one {# génération} other {# générations}} par mois',
      limitsWhen: 'Elles s’appliquent quand la clé du serveur paie.',
      activeCap: 'Au plus {count, number} de tes générations à la fois',
      links: '📄 Confidentialité et conditions',
      privacy: '[Politique de confidentialité]({url})',
      terms: '[Conditions d’utilisation]({url})',
      commands: 'Commandes que tu peux utiliser ici',
      managerCommands: 'Pour les gestionnaires (Gérer le serveur)',
      onMessage: 'Sur un message : Applications → **{name}**',
    },
    welcome: {
      title: '👋 Merci de m’avoir ajouté !',
      intro: 'Pour les gestionnaires de ce serveur, trois étapes pour me configurer :',
      stepKey:
        '1. Donne la clé de ce serveur aux membres sans clé API : {cmdApikeyServerSet} (toi seul vois le formulaire).',
      stepPolicy:
        '2. Choisis les limites, les générations quotidiennes par rôle et le journal de modération : {cmdPolicy}.',
      stepTry: '3. Essaie : {cmdImagine} avec un prompt, par exemple un phare au crépuscule.',
      footer:
        'Chacun peut lancer {cmdHelp} pour voir ce que je fais ici et les commandes qu’il peut utiliser.',
    },
  },
  commands: {
    history: {
      name: 'historique',
      description: 'Tes générations récentes (visibles par toi seul) : en relancer ou en voir une',
    },
    show: {
      name: 'afficher',
      description:
        'Affiche une de tes générations passées (en privé), pour la publier dans le salon',
      task: {
        name: 'tâche',
        description: 'Une génération de ton historique (tape une partie du prompt)',
      },
    },
    apikey: {
      name: 'clé-api',
      description: 'Lier, vérifier ou retirer la clé API qu’utilisent tes générations',
      link: {
        name: 'lier',
        description: 'Lier ta propre clé API (saisie dans un formulaire privé, vérifiée d’abord)',
      },
      status: {
        name: 'statut',
        description: 'Afficher ta clé liée (4 derniers caractères), son compte et son solde',
      },
      unlink: {
        name: 'délier',
        description: 'Faire oublier ta clé au bot (elle n’est pas révoquée : elle reste valide)',
      },
      generate: {
        name: 'créer',
        description: 'Créer une nouvelle clé avec ton jeton de connexion et la lier',
      },
      revoke: {
        name: 'révoquer',
        description: 'Désactiver ta clé liée là où elle a été créée, puis la délier',
        all: {
          name: 'toutes',
          description: 'Révoquer toutes les clés de ton compte (demande confirmation)',
        },
      },
      server: {
        backend: {
          name: 'moteur',
          description:
            'Choisir le moteur d’images des générations et des clés de ce serveur (Gérer le serveur)',
          backend: {
            name: 'moteur',
            description: 'Un des moteurs d’images que propose ce bot',
          },
        },
        name: 'serveur',
        description: 'La clé de ce serveur, pour les membres sans clé à eux (Gérer le serveur)',
        set: {
          name: 'configurer',
          description: 'Configurer la clé du serveur (Gérer le serveur ; formulaire privé)',
        },
        status: {
          name: 'statut',
          description: 'Clé du serveur (4 derniers caractères), solde et limite quotidienne',
        },
        clear: {
          name: 'retirer',
          description: 'Retirer la clé du serveur ; les membres ont alors besoin de la leur',
        },
        limit: {
          name: 'limite',
          description: 'Nombre de générations par membre et par jour avec la clé du serveur',
          limit: {
            name: 'nombre',
            description: 'Générations par membre et par jour avec la clé du serveur ({min}–{max})',
          },
        },
      },
    },
    balance: {
      name: 'solde',
      description: 'Afficher ton solde, et la réserve du serveur s’il a une clé',
      public: {
        name: 'public',
        description:
          'Publier la réponse dans le salon (sinon toi seul la vois ; clés jamais visibles)',
      },
      user: {
        name: 'membre',
        description:
          'Le solde d’un autre membre au lieu du tien (Gérer le serveur ; sa clé reste cachée)',
      },
      usage: {
        name: 'utilisation',
        description:
          'Générations et dépenses par membre sur la clé du serveur : 1, 7 et 30 jours (Gérer le serveur)',
      },
    },
    imagine: {
      image: {
        name: 'image',
        description:
          'Une image que le prompt modifie ou transforme (si le backend du serveur en prend)',
      },
      strength: {
        name: 'force',
        description:
          'Combien le résultat peut s’écarter de l’image : bas reste proche, haut suit le prompt',
      },
      mask: {
        name: 'masque',
        description:
          'Un PNG dont les pixels transparents marquent ce qui peut changer dans l’image ; le reste est gardé',
      },
      name: 'imaginer',
      description: 'Générer une image à partir d’un prompt',
      prompt: {
        name: 'prompt',
        description: 'Ce qu’il faut dessiner (le libellé, si un fichier de workflow est joint)',
      },
      style: { name: 'style', description: 'Un style nommé qui façonne le prompt et les options' },
      negative_prompt: {
        name: 'prompt-négatif',
        description: 'Ce qui ne doit pas apparaître dans l’image',
      },
      workflow: {
        name: 'workflow',
        description: 'Workflow proposé ici (sans choix : le premier)',
      },
      size: {
        name: 'taille',
        description: 'Format de l’image (la largeur et la hauteur priment)',
        choices: {
          square: 'Carré {width}×{height}',
          portrait: 'Portrait {width}×{height}',
          landscape: 'Paysage {width}×{height}',
          wide: 'Large {width}×{height}',
        },
      },
      width: { name: 'largeur', description: 'Largeur en pixels' },
      height: { name: 'hauteur', description: 'Hauteur en pixels' },
      steps: { name: 'étapes', description: 'Étapes d’échantillonnage' },
      seed: {
        name: 'graine',
        description: 'Graine pour une image reproductible (-1 : aléatoire)',
      },
      cfg: { name: 'cfg', description: 'Échelle CFG' },
      model: { name: 'modèle', description: 'Chemin du modèle' },
      sampler: {
        name: 'échantillonneur',
        description: 'Échantillonneur, sur les moteurs qui en acceptent un (comme AI Horde)',
      },
      lora: {
        name: 'lora',
        description:
          'Un LoRA proposé par ce serveur ; ajoutez :poids pour sa force (1 par défaut, de -2 à 2)',
      },
      lora2: {
        name: 'lora2',
        description: 'Un deuxième LoRA (nom ou nom:poids)',
      },
      lora3: {
        name: 'lora3',
        description: 'Un troisième LoRA (nom ou nom:poids)',
      },
      workflow_file: {
        name: 'fichier-workflow',
        description: 'Un workflow en graphe de nœuds (objet JSON) à envoyer à la place du prompt',
      },
      count: {
        name: 'nombre',
        description: 'Combien d’images, montrées ensemble (chacune est une génération)',
      },
    },
    language: {
      name: 'langue',
      description: 'Voir ou choisir la langue du bot sur ce serveur',
      show: {
        name: 'afficher',
        description: 'La langue de tes réponses et celle des messages publics de ce serveur',
      },
      server: {
        name: 'serveur',
        description: 'Choisir la langue des messages publics de ce serveur (Gérer le serveur)',
        language: {
          name: 'langue',
          description: 'Une langue, ou suivre la langue Discord du serveur',
          auto: 'Suivre la langue Discord du serveur',
        },
      },
    },
    settings: {
      name: 'réglages',
      description:
        'Tes réglages par défaut de /imagine, ou ceux d’un salon ou du serveur (Gérer le serveur)',
      scope: {
        name: 'pour',
        description: 'Les réglages de qui (par défaut : les tiens)',
        me: 'Moi',
        channel: 'Ce salon (Gérer le serveur)',
        server: 'Ce serveur (Gérer le serveur)',
      },
      model: {
        name: 'modèle',
        description: 'Le modèle par défaut, parmi ceux que propose le moteur d’images du serveur',
      },
    },
    styles: {
      name: 'styles',
      description: 'Styles nommés pour /imagine style:',
      list: { name: 'liste', description: 'Les styles que les membres peuvent utiliser ici' },
      add: { name: 'ajouter', description: 'Ajouter un style de ce serveur (Gérer le serveur)' },
      edit: {
        name: 'modifier',
        description: 'Modifier un style de ce serveur (Gérer le serveur)',
        style: { name: 'style', description: 'Le style à modifier' },
      },
      remove: {
        name: 'retirer',
        description: 'Retirer un style de ce serveur (Gérer le serveur)',
        style: { name: 'style', description: 'Le style à retirer' },
      },
    },
    alerts: {
      name: 'alertes',
      description:
        'Prévenir le salon de logs quand le solde de la clé du serveur baisse (Gérer le serveur)',
      threshold: { name: 'seuil', description: 'Prévenir sous ce solde ({min}–{max})' },
    },
    policy: {
      name: 'règles',
      description:
        'Limites de la clé du serveur et mots interdits de ce serveur (Gérer le serveur)',
    },
    queue: {
      name: 'file',
      description: 'Les générations de ce serveur en file d’attente et en cours (toi seul le vois)',
    },
    privacy: {
      name: 'confidentialité',
      description:
        'Ce que le bot garde sur vous et combien de temps ; tout effacer (vous seul le voyez)',
    },
    help: {
      name: 'aide',
      description:
        'Ce que fait le bot ici, ta clé, ta marge du jour et les commandes que tu peux utiliser',
    },
    imagineThis: { name: 'Imaginer ceci' },
    describe: {
      name: 'decrire',
      description: 'Décrire une image en mots, puis en faire une nouvelle image si tu veux',
      image: { name: 'image', description: 'L’image à décrire : PNG, JPEG ou WebP' },
    },
    editThisImage: { name: 'Modifier cette image' },
    describeThisImage: { name: 'Décrire cette image' },
  },
  demo: {
    stepUsage:
      '8. L’usage de la clé du serveur, en graphique (un membre sans clé à lui génère avec)',
    stepEdit: '9. Modifier une image : 🖌️ Modifier, puis dire quoi changer',
    stepUpscale: '10. L’agrandir (🔍 Agrandir, le plus petit facteur)',
    stepRegion:
      '11. En changer une partie : 🖌️ Varier (zone), puis choisir des cases dans le sélecteur',
    stepZoom:
      '12. Dézoomer 2× (🔍 Dézoomer 2×) : l’image sur une toile plus grande, le bord dessiné pour aller avec',
    noRegion:
      '(omis : ce backend ne peut pas changer une partie d’une image, la carte n’offre donc pas Varier (zone))',
    noZoom:
      '(omis : ce backend ne peut pas changer une partie d’une image, la carte n’offre donc pas Dézoomer)',
    stepImagineImage: '13. Partir d’une photo à elle : {command}',
    photoPrompt: 'le même port la nuit, lanternes allumées',
    noImageIn: '(omis : ce backend ne prend pas d’image, il refuse donc {command})',
    stepDescribe: '14. Mettre une photo en mots : {command}',
    noDescribe: '(omis : ce backend ne décrit pas les images)',
    editPrompt: 'le même phare sous un ciel étoilé',
    noEdit: '(omis : ce backend ne prend pas d’image, la carte n’offre donc pas Modifier)',
    noUpscale: '(omis : ce backend n’agrandit pas, la carte n’offre donc pas Agrandir)',
    serverKeySet:
      '(le propriétaire a défini une clé du serveur pour les membres qui n’en ont pas, comme {member})',
    historySeeded:
      '(rempli pour la démo : l’utilisation de la clé du serveur par {count} membres sur chacun des {days} derniers jours, dans un budget quotidien de {cap} générations)',
    savedChart:
      'Graphique d’usage de /balance usage:True enregistré dans {path} : {width}×{height} pixels.',
    serverName: 'Serveur de démo',
    prompt: 'un phare sur une falaise au crépuscule, peinture à l’huile',
    title: 'Démo du bot Imagine · {time}',
    discord: 'Discord (émulé) : serveur « {server} », salon #{channel}, membre {member}',
    service:
      'Service d’images (émulé) : compte {account} avec {credits} ; les tâches vont {speed}× plus vite que les vraies',
    bot: 'Bot : le vrai bot, sur un stockage SQLite temporaire ; interroge toutes les {poll} ± {jitter} ms, modifie au plus toutes les {edit} ms (ses valeurs par défaut × {scale})',
    stepLink: '1. Lier une clé API ({member} en a copié une depuis le service d’images)',
    stepBalance: '2. Vérifier le solde',
    stepSettings: '3. Choisir tes réglages par défaut de /imagine',
    stepImagine: '4. Générer une image dans un style',
    stepReroll: '5. La relancer (mêmes options, nouvelle seed)',
    used: '▶ {member} a utilisé {command}',
    clicked: '▶ {member} a cliqué sur [ {label} ]',
    picked: '▶ {member} a choisi « {choice} » dans « {menu} »',
    modal: '🗔 formulaire « {title} »',
    pastedMasked: '{masked} (collée en entier, affichée masquée)',
    thinking: '{bot} réfléchit…',
    onlyYou: '👁 visible par toi seul',
    edited: 'modifié',
    botName: '{name} (bot)',
    history:
      '{label} : {count, plural, one {# modification} other {# modifications}} après la publication',
    historyLabel: 'progression, d’après l’historique des modifications de la réponse',
    finalVersion: 'version finale :',
    posted: 'publié',
    edit: 'modif. {n}',
    noChange: '(aucun changement visible)',
    attached: '{name} (joint)',
    disabled: '(désactivé)',
    image: 'image : {name}',
    thumbnail: 'miniature : {name}',
    saved:
      'Image relancée enregistrée dans {path} : {size}, {width}×{height} pixels, octet pour octet le PNG servi par le service d’images.',
    stepCount: '6. Quatre images dans une réponse (nombre : 4)',
    stepRemix: '7. Remixer la série : nouveau prompt et nouvelle taille, mêmes graines',
    gallery:
      '(une carte : une galerie des {count} images en taille réelle, chacune en pièce jointe avec son texte alternatif)',
    remixPrompt: 'un phare dans la tempête la nuit, peinture à l’huile',
    hordeService:
      'AI Horde (émulée) : utilisateur {account} avec {kudos} kudos ; les requêtes vont {speed}× plus vite que les vraies',
    hordeStepLink: '1. Lier une clé d’API ({member} en a copié une sur aihorde.net)',
    hordeSkipsSettings:
      '(omis sur l’AI Horde : elle n’a pas de workflows à choisir, et /apikey generate n’y est pas proposé)',
    hordeSkipsUsage: '(omis sur l’AI Horde : aucune clé de serveur n’est définie dans cette démo)',
    hordeSaved:
      'Image relancée enregistrée dans {path} : {size}, {width}×{height} pixels, octet pour octet le WebP servi par l’AI Horde.',
    comfyService:
      'ComfyUI (émulé) : le GPU du propriétaire du serveur, avec les workflows {workflows} ; l’échantillonnage va {speed}× plus vite qu’en vrai',
    comfyStepLink: '1. Essayer de lier une clé d’API (ComfyUI n’en prend aucune)',
    comfySkipsSettings: '(omis sur ComfyUI : le workflow se choisit dans {imagine} même, plus bas)',
    backendSkipsUsage: '(omis sur {backend} : aucune clé de serveur n’est définie dans cette démo)',
    backendSaved:
      'Image relancée enregistrée dans {path} : {size}, {width}×{height} pixels, octet pour octet le {format} servi par {backend}.',
    backendSavedStripped:
      'Image relancée enregistrée dans {path} : {size}, {width}×{height} pixels, le {format} servi par {backend} sans les métadonnées qu’il a écrites dans le fichier (son workflow) ; tous les autres octets tels que servis.',
    openaiService:
      'OpenAI Images (émulé) : modèle {model}, payé à l’image sur la clé du membre ; les générations vont {speed}× plus vite que les vraies',
    openaiStepLink: '1. Lier une clé d’API ({member} en a créé une sur platform.openai.com)',
    openaiSkipsSettings:
      '(omis sur OpenAI : il n’a pas de workflows à choisir, et /apikey generate n’y est pas proposé)',
    openaiStepCount: '6. Deux images dans une réponse (nombre : 2 ; chacune est payée)',
    webuiService:
      'Stable Diffusion WebUI (émulé) : le GPU du propriétaire du serveur, avec les modèles {models} ; l’échantillonnage va {speed}× plus vite qu’en vrai',
    webuiStepLink: '1. Essayer de lier une clé d’API ({backend} n’en prend aucune)',
    webuiSkipsSettings: '(omis sur {backend} : le modèle se choisit dans {imagine} même, plus bas)',
    webuiSavedStripped:
      'Image relancée enregistrée dans {path} : {size}, {width}×{height} pixels, le {format} servi par {backend} sans les paramètres de génération qu’il a écrits dans le fichier ; tous les autres octets tels que servis.',
  },
  imageQuota: {
    dailyUsed:
      '{limit, plural, =0 {La limite quotidienne de ce serveur est 0 : ses membres ne peuvent pas créer d’images ici.} one {Tu as créé la # image que ce serveur t’accorde aujourd’hui.} other {Tu as créé les # images que ce serveur t’accorde aujourd’hui.}} La limite repart <t:{seconds}:R> (<t:{seconds}:t>, minuit UTC) ; rien n’a été compté.',
    overDaily:
      '{count} images dépasseraient ta limite quotidienne sur ce serveur : {left, plural, =0 {plus aucune} one {encore # image} other {encore # images}} aujourd’hui. Demandes-en moins ; rien n’a été compté.',
    roleClosed:
      'Tes rôles ne peuvent pas créer d’images sur ce serveur (limite quotidienne de 0) ; rien n’a été compté.',
    budgetReached:
      'Ce serveur a créé toutes les images de son budget {period, select, daily {quotidien} other {mensuel}}. Il en crée de nouveau <t:{seconds}:R> (<t:{seconds}:f>) ; rien n’a été compté.',
    overBudget:
      '{count} images dépasseraient le budget {period, select, daily {quotidien} other {mensuel}} de ce serveur : {left, plural, =0 {plus aucune} one {encore # image} other {encore # images}}. Demandes-en moins ; rien n’a été compté.',
    logBudgetReached:
      '💸 Ce serveur a créé toutes les images de son budget {period, select, daily {quotidien} other {mensuel}} ; il en crée de nouveau <t:{seconds}:R>.',
    budgetIn: 'Compté en images : une par image créée.',
    rolesNone:
      'Aucune : chaque membre a la limite quotidienne du serveur ({limit, plural, one {# image} other {# images}}).',
    roleLine:
      '{role} : {perDay, plural, =0 {ne peut pas créer d’images} one {# image par jour} other {# images par jour}}',
    limitSet:
      '✅ Chaque membre peut maintenant créer {limit, plural, =0 {aucune image} one {**#** image} other {**#** images}} par jour sur **{backend}** (le compteur repart à 00:00 UTC).',
  },
  count: {
    overBudget:
      '{count} images dépasseraient le budget {period, select, daily {quotidien} other {mensuel}} du serveur : {left, plural, =0 {plus aucune} one {# génération restante} other {# générations restantes}}. Demande-en moins, ou lie ta propre clé avec `{cmdApikeyLink}` ; rien n’a été facturé.',
    overBudgetIn:
      '{count} images dépasseraient le budget {period, select, daily {quotidien} other {mensuel}} du serveur : {left, number} {unit} restants. Demande-en moins, ou lie ta propre clé avec `{cmdApikeyLink}` ; rien n’a été facturé.',
    overEstimate:
      '{count, plural, one {Cette image coûterait} other {Ces # images coûteraient}} environ {estimate, number} {unit} selon l’estimation du backend d’images, au-delà du budget {period, select, daily {quotidien} other {mensuel}} du serveur : {left, number} {unit} restants. Demande moins d’images ou des images plus petites, ou lie ta propre clé avec `{cmdApikeyLink}` ; rien n’a été facturé.',
    cost: '{source, select, limit {{count} images, comptées dans ta limite quotidienne sur ce serveur.} none {{count} images ; {backend} n’a pas de comptes, donc rien n’est facturé.} other {{count} images = {count} générations sur {source, select, server {la clé du serveur} anonymous {la clé anonyme (priorité la plus basse)} other {ta clé}}{accounts, select, balance {{original, select, no {, payées en {unit}} other {}}} other {}}.}}',
    progressTitle: '🎨 {count} images en cours',
    readyTitle: '✅ {count} images prêtes',
    partialTitle: '⚠️ {ready} images sur {count} prêtes',
    failedTitle: '❌ {count} images ont échoué',
    imageReady: '**{n}.** ✅ Graine {seed}',
    retryHint:
      'Choisis 🔁 et le numéro de l’image dans le menu ci-dessous pour réessayer une image qui a échoué (une génération) ; les autres ne sont pas refaites.',
    overCap:
      'Tu as demandé {count} images, mais tu peux avoir au plus {limit, plural, one {# génération} other {# générations}} en cours à la fois ({running} en cours). Demandes-en moins ou attends qu’elles se terminent ; rien n’a été facturé.',
    overDaily:
      '{count} images dépasseraient ton quota quotidien sur la clé du serveur : {left, plural, =0 {plus aucune} one {encore # génération} other {encore # générations}} aujourd’hui. Demandes-en moins, ou lie ta propre clé avec `{cmdApikeyLink}` ; rien n’a été facturé.',
    detailsImage: '**Image {n}** · graine {seed}{task, select, none {} other { · tâche `{task}`}}',
    detailsImages: '**Les images**',
    queueFull:
      'La file d’attente de ce serveur est pleine : au plus {limit} générations peuvent y attendre et {waiting} attendent déjà, donc {count, plural, one {ta génération n’y tient pas} other {tes # images n’y tiennent pas}}. Réessaie dans quelques minutes{count, plural, one {} other { ou demandes-en moins}} ; rien n’a été facturé.',
    cancelledTitle: '✖️ {count} images annulées',
    stoppedTitle: '⏹️ {count} images plus attendues',
    runAgainHint:
      'Choisis 🔁 et le numéro de l’image dans le menu ci-dessous pour refaire une image annulée (une génération) ; les autres ne sont pas refaites.',
  },
  imageActions: {
    vary: '{strength, select, subtle {🌱} other {🌪️}} {which, select, image {Varier l’image {n}} other {Varier}} ({strength, select, subtle {subtil} other {fort}})',
    upscale: '🔍 {which, select, image {Agrandir l’image {n}} other {Agrandir}} ×{factor}',
    edit: '🖌️ {which, select, image {Modifier l’image {n}} other {Modifier}}',
    region: '🖌️ {which, select, image {Varier une zone de l’image {n}} other {Varier (zone)}}',
    zoom: '🔍 {which, select, image {Dézoomer l’image {n}} other {Dézoomer}} {factor, select, 0 {(personnalisé)…} other {{factor}×}}',
    pan: '{direction, select, left {⬅️} right {➡️} up {⬆️} other {⬇️}} {which, select, image {Étendre l’image {n}} other {Étendre}} {direction, select, left {à gauche} right {à droite} up {vers le haut} other {vers le bas}}',
    maskNotOffered:
      'Le moteur d’images de ce serveur ne sait pas modifier une partie seulement d’une image : Varier (zone), Dézoomer et Étendre n’y sont donc pas proposés. Rien n’a été envoyé ni facturé.',
    pickerTitle: '🖌️ Varier (zone) : choisis ce qui change',
    pickerHint:
      'L’image est découpée en 16 cases. Choisis les cases à redessiner (leurs bords se fondent), puis appuie sur **Varier la zone**, ou sur **Changer le prompt** pour dire ce qui doit y figurer. Seules ces cases changent.',
    pickerPlaceholder: 'Cases à changer (A1 … D4)…',
    pickerChosen: 'Choisies : {cells}',
    pickerGo: '🖌️ Varier la zone',
    pickerPrompt: '✏️ Changer le prompt…',
    paintedTitle: '🖌️ Vary (Region) : la zone que tu as peinte',
    paintedHint:
      'La zone teintée est ce qui change ; le reste de l’image reste tel quel. Appuie sur **Varier la zone** pour la redessiner avec le prompt ci-dessous, ou d’abord sur **Changer le prompt**.',
    paintedPrompt: 'Prompt : {prompt}',
    paintedExpired:
      'Le peintre est resté ouvert trop longtemps pour que Discord laisse le bot y répondre (15 minutes). Appuie à nouveau sur Vary (Region) sur la carte. Rien n’a été envoyé ni facturé.',
    regionFormTitle: '🖌️ Varier (zone)',
    formPrompt: 'Prompt pour les cases choisies',
    pickCells: 'Choisis d’abord au moins une case dans le menu. Rien n’a été envoyé ni facturé.',
    zoomFormTitle: '🔍 Dézoom personnalisé',
    zoomFormFactor: 'Facteur de zoom (de 1,1 à 2)',
    zoomFormPlaceholder: 'p. ex. 1,3',
    zoomFactorInvalid:
      'Le facteur de zoom doit être un nombre de 1,1 à 2 (par exemple 1,3). Rien n’a été envoyé ni facturé.',
    placeholder: 'Une image : varier, agrandir ou modifier…',
    formTitle: '🖌️ Modifier l’image',
    formChange: 'Ce qu’il faut changer',
    formChangePlaceholder: 'p. ex. en fait la nuit, ajoute une écharpe rouge',
    formMask: 'Masque (facultatif)',
    formMaskHint: 'Un PNG de l’image : ses pixels transparents marquent ce qui peut changer.',
    notOffered:
      'Le moteur d’images de ce serveur ne fait pas cela avec une image. Rien n’a été envoyé ni facturé.',
    othersInput:
      'Cette image a été faite à partir d’une image apportée par un autre membre, que lui seul peut réutiliser. Partez plutôt de l’image publiée avec ses propres boutons (Varier, Agrandir, Modifier). Rien n’a été envoyé ni facturé.',
    imageGone:
      'Cette image n’est plus sur ce message : elle ne peut pas servir. Rien n’a été envoyé ni facturé.',
    noImage:
      'Ce message n’a aucune image utilisable (un PNG, JPEG ou WebP joint ou intégré). Rien n’a été envoyé ni facturé.',
    describeTitle: '📝 Ce que montre l’image',
    describeHint:
      'Appuie sur **Imaginer ceci** pour faire une nouvelle image à partir de ces mots (tu peux les changer avant).',
    describeOverBudget:
      'Décrire cette image coûterait environ {estimate, number} {unit}, plus que le budget {period, select, daily {quotidien} other {mensuel}} de ce serveur : il reste {left, number} {unit}. Lie ta propre clé avec `{cmdApikeyLink}`, ou réessaie quand le budget sera renouvelé ; rien n’a été envoyé ni facturé.',
    describeFailed:
      'Le moteur d’images n’a pas pu décrire cette image{spent, select, yes { ({amount, number} {unit} dépensés)} other { ; rien n’a été facturé}}. Réessaie dans un moment, ou avec une autre image.',
    noWords: 'Le moteur d’images n’a trouvé aucun mot pour cette image. Essaie-en une autre.',
    imagineThis: '🎨 Imaginer ceci',
  },
  card: {
    source:
      '{action, select, region {🖌️ Zone variée à partir de {name}} zoom {🔍 Dézoomée {factor}× à partir de {name}} pan {{direction, select, left {⬅️} right {➡️} up {⬆️} other {⬇️}} Étendue {direction, select, left {à gauche} right {à droite} up {vers le haut} other {vers le bas}} à partir de {name}} edit {✏️ Modifiée à partir de {name}} vary {🔀 Variée ({strength, select, subtle {subtilement} other {fortement}}) à partir de {name}} other {🔍 Agrandie ×{factor} à partir de {name}}}',
    rerollAll: '🎲 Tout relancer',
    rerollImage: '🎲 Relancer l’image {n}',
    remixImage: '🎛️ Remixer l’image {n}',
    retryImage: '🔁 Refaire l’image {n}',
    imagePlaceholder: 'Une image : relancer ou remixer…',
    imageAlt: '{count, plural, =1 {} other {Image {n} sur {count} : }}{prompt} (graine {seed})',
    imageAltFrom: '{count, plural, =1 {} other {Image {n} sur {count} : }}{prompt} ({source})',
    previewAlt:
      'Aperçu pendant la génération{count, plural, =1 {} other {, image {n} sur {count}}} : {prompt}',
  },
  remix: {
    button: '🎛️ Remixer',
    title: 'Remixer',
    prompt: 'Texte du prompt',
    style: 'Style',
    sameSeed: '{seed, select, random {Aléatoire, comme avant} other {Même graine ({seed})}}',
    newSeed: 'Nouvelle graine aléatoire',
    yourDefault: 'Ta valeur par défaut',
    formChanged:
      'Ce formulaire a changé depuis son ouverture. Ouvre-le à nouveau ; rien n’a été envoyé.',
    generate: '🎨 Générer',
    editPrompt: '✏️ Modifier le prompt',
    panelHint:
      'Choisis ce qui change, puis **Générer** — ou **Modifier le prompt** pour changer d’abord le texte. Toi seul vois ceci.',
    noLoras: 'LoRA : aucune (choisis-en jusqu’à {max})',
  },
  cancel: {
    cancelButton: '✖️ Annuler',
    stopButton: '⏹️ Ne plus attendre',
    cancelled:
      '{original, select, yes {Annulée avant d’être envoyée au service d’images ; rien n’a été facturé.} other {Annulée avant d’être envoyée à {backend} ; rien n’a été facturé.}}',
    stopped:
      '{original, select, yes {Le bot a cessé de l’attendre. Le service d’images l’avait déjà et ne peut pas l’annuler : son crédit est peut-être déjà dépensé.} other {{accounts, select, none {Le bot a cessé de l’attendre. {backend} la produira peut-être quand même : il ne peut pas dire au bot quel travail en cours est le sien, le bot ne l’a donc pas arrêté. {backend} ne tient pas de comptes : rien n’a été facturé.} other {Le bot a cessé de l’attendre. Elle avait déjà atteint {backend}, qui ne peut pas l’annuler : elle a donc peut-être déjà été facturée.}}}}',
    stoppedNotice:
      '{original, select, yes {Attente arrêtée. Le service d’images l’avait déjà commencée et ne peut pas l’annuler : son crédit est peut-être déjà dépensé.} other {{accounts, select, none {Attente arrêtée. {backend} la produira peut-être quand même : il ne peut pas dire au bot quel travail est le sien, le bot ne l’a donc pas arrêté. Rien n’a été facturé : {backend} ne tient pas de comptes.} other {Attente arrêtée. {backend} l’avait déjà commencée et ne peut pas l’annuler : elle a peut-être déjà été facturée.}}}}',
    stoppedCancelled:
      '{accounts, select, none {Le bot a cessé de l’attendre et a demandé à {backend} de l’arrêter. {backend} n’a pas de comptes, donc rien n’a été facturé.} other {Le bot a cessé de l’attendre et a demandé au service d’images de l’arrêter. Elle a peut-être été facturée.}}',
    stoppedNoticeCancelled:
      '{accounts, select, none {Attente arrêtée. Le bot a demandé à {backend} de l’arrêter. {backend} n’a pas de comptes, donc rien n’a été facturé.} other {Attente arrêtée. Le bot a demandé au service d’images de l’arrêter : elle a peut-être été facturée.}}',
    alreadySent:
      '{original, select, yes {Elle a déjà quitté la file : le service d’images l’a et ne peut pas l’annuler (son crédit est peut-être déjà dépensé). Appuie sur **Ne plus attendre** pour cesser de l’attendre.} other {Elle a déjà quitté la file : {backend} l’a et ne peut pas l’annuler (elle a peut-être déjà été facturée). Appuie sur **Ne plus attendre** pour ne plus l’attendre.}}',
    nothingLeft: 'Plus rien n’est en cours dans cette réponse.',
    notAllowed:
      'Seul le membre qui l’a demandée, ou les membres ayant la permission **{permission}**, peuvent annuler une génération.',
  },
  queue: {
    title: '🕒 Générations de ce serveur',
    empty: 'Rien n’attend ni ne tourne sur ce serveur en ce moment.',
    running: '**En cours** ({count})',
    waiting: '**Dans la file** ({count})',
    runningFor: 'en cours depuis {duration}',
    waitingFor: 'en attente depuis {duration}',
    mine: '⬅️ la tienne',
    private: '🔒 Une génération privée',
    cancelPlaceholder: 'Retirer une génération de la file…',
    gone: 'Cette génération n’est plus dans la file : elle a déjà commencé ou s’est terminée.',
  },
  imagineThis: {
    title: '🎨 Imaginer ceci',
    noText: 'Ce message n’a pas de texte à transformer en image.',
  },
  safety: {
    withheld: 'Une image a été retenue dans ce salon.',
    privateCopy:
      '🙈 {count, plural, one {Ton image a été retenue} other {# de tes images ont été retenues}} {where, select, channel {dans le salon} other {dans la réponse}} : {reason} {count, plural, one {La voici} other {Les voici}}, rien que pour toi.',
    reason: {
      explicit:
        'le contrôle des images l’a jugée explicite (score {score} %, seuil de ce serveur {threshold} %) et ce salon n’est pas soumis à une limite d’âge.',
      member:
        'le contrôle des images l’a jugée explicite (score {score} %) et ton choix pour les messages privés et tes propres installations est de retenir ces images.',
      unchecked:
        'le contrôle des images n’a pas pu s’exécuter, elle a donc été retenue par prudence.',
    },
    spoilerAlt: 'Derrière un spoiler : le contrôle des images l’a jugée explicite.',
    pageTitle: 'Contrôle des images',
    normal: 'Salons sans limite d’âge : {policy}',
    ageRestricted: 'Salons soumis à une limite d’âge : {policy}',
    threshold:
      'Une image est explicite à partir d’un score de **{threshold} %** (probabilité porn + hentai du classifieur ; par défaut {default} %).',
    policies: {
      withhold: '**retenir** (le membre la reçoit en privé)',
      spoiler: '**publier derrière un spoiler**',
      allow: '**publier**',
    },
    footer:
      'Chaque image terminée est contrôlée par un petit modèle ouvert (nsfwjs) sur la machine du bot avant d’être publiée ; rien n’est envoyé ailleurs. Les images retenues ou masquées sont journalisées, paramètres seulement.',
    pick: {
      normal: 'Salons sans limite d’âge…',
      ageRestricted: 'Salons soumis à une limite d’âge…',
      withhold: 'Retenir',
      spoiler: 'Masquer (spoiler)',
      allow: 'Publier',
    },
    thresholdButton: 'Seuil…',
    thresholdModal: {
      title: 'Seuil du contrôle des images',
      label: 'Explicite à partir de ce score (%)',
      hint: '1–99. Plus bas est plus strict. Vide : la valeur par défaut, 50.',
    },
    invalidThreshold:
      'Le seuil doit être un nombre entier de {min} à {max}, ou vide pour la valeur par défaut. Rien n’a été modifié.',
    notPosted:
      'Cette image ne peut pas être publiée ici : {why, select, unchecked {le contrôle des images n’a pas pu s’exécuter} other {le contrôle des images l’a jugée explicite (score {score} %, seuil {threshold} %)}}. Elle reste dans ton historique ; rien n’a été publié.',
    logged:
      '🙈 {member} : une image {action, select, withhold {a été retenue dans} other {a été publiée derrière un spoiler dans}} {channel} ({score, select, none {non contrôlée} other {score {score} %}}, seuil {threshold} %) : « {prompt} »{withWorkflow, select, no {} other { · {workflow}}}{seed, select, none {} other { · graine {seed}}}',
    refused: {
      channel:
        '{original, select, yes {{where, select, prompt {Ton prompt contient} style {Ton prompt, avec son style, contient} other {Ton fichier de workflow contient}} « {found} », un terme explicite tenu à l’écart des salons sans limite d’âge. Rien n’a été envoyé et aucun crédit n’a été dépensé. Reformule-le, ou lance-le dans un salon soumis à une limite d’âge.} other {{where, select, prompt {Ton prompt contient} style {Ton prompt, avec son style, contient} other {Ton fichier de workflow contient}} « {found} », un terme explicite tenu à l’écart des salons sans limite d’âge. Rien n’a été envoyé ni facturé. Reformule-le, ou lance-le dans un salon soumis à une limite d’âge.}}',
      member:
        '{original, select, yes {{where, select, prompt {Ton prompt contient} style {Ton prompt, avec son style, contient} other {Ton fichier de workflow contient}} « {found} », un terme explicite, et tes paramètres tiennent le contenu explicite à l’écart des MP et des serveurs où toi seul as installé l’app. Rien n’a été envoyé et aucun crédit n’a été dépensé. Reformule-le, ou autorise le contenu explicite dans {cmdSettings}.} other {{where, select, prompt {Ton prompt contient} style {Ton prompt, avec son style, contient} other {Ton fichier de workflow contient}} « {found} », un terme explicite, et tes paramètres tiennent le contenu explicite à l’écart des MP et des serveurs où toi seul as installé l’app. Rien n’a été envoyé ni facturé. Reformule-le, ou autorise le contenu explicite dans {cmdSettings}.}}',
    },
    log: {
      refused:
        '🔞 {member} : refusé, terme explicite « {term} » hors d’un salon soumis à une limite d’âge : « {prompt} »',
    },
    policy: {
      termsTitle: 'Termes explicites intégrés',
      terms:
        '{termsOn, select, true {Activés : les prompts avec un terme explicite sont refusés hors des salons soumis à une limite d’âge.} other {Désactivés : les termes explicites ne sont pas vérifiés (vos mots interdits, si).}}',
      termsButton:
        '{termsOn, select, true {Désactiver les termes explicites} other {Activer les termes explicites}}',
      negativeTitle: 'Prompt négatif de sécurité',
      negativeNone: 'Aucun.',
      negativeButton: 'Prompt négatif de sécurité…',
      negativeLabel: 'Hors des salons avec limite d’âge',
      negativeHint: 'Ajouté après le prompt négatif du membre. Vide : rien.',
      footer:
        'Les deux ne s’appliquent que hors des salons soumis à une limite d’âge. Les demandes refusées ne coûtent rien.',
    },
    member: {
      title: 'Contenu explicite en MP et installations perso',
      value:
        '{choice, select, allow {Autorisé dans tes MP avec le bot (un salon de serveur sans limite d’âge continue de l’exclure).} other {Exclu (par défaut) : les termes explicites sont refusés et les images explicites retenues, en MP et là où toi seul as installé l’app.}}',
      button:
        '{choice, select, allow {Exclure le contenu explicite} other {Autoriser le contenu explicite en MP}}',
    },
  },
  imagesIn: {
    waitsTurn:
      '⏳ Ton image attend son tour : les images d’autres membres sont en cours de réception. Elle continuera d’elle-même ; rien n’a encore été envoyé ni facturé.',
    kind: '{kind, select, region {🖌️ variation de zone} zoom {🔍 dézoom} pan {↔️ extension} edit {✏️ modification} vary {🔀 variation} upscale {🔍 agrandissement} other {💬 description}}',
    logRefused:
      '🙈 {member} : une image fournie a été refusée dans {channel} ({score, select, none {non contrôlée} other {score {score} %}}, seuil {threshold} %){withPrompt, select, no {} other { : « {prompt} »}} · {kind}',
    refused: {
      next: '{problem} Rien n’a été envoyé ni facturé.',
      notOffered:
        'Le backend d’images de ce serveur ne peut pas partir d’une image : lance la commande sans image.',
      strengthAlone: 'strength ne s’applique qu’à une image : joins-en une, ou retire strength.',
      maskAlone: 'mask ne s’applique qu’à une image : joins aussi l’image, ou retire mask.',
      maskNotOffered:
        'Le backend d’images de ce serveur ne peut pas changer qu’une partie d’une image : lance la commande sans mask.',
      tooLarge: 'L’image fait {size} ; le bot accepte au plus {max}.',
      overMax: 'L’image dépasse les {max} que le bot accepte.',
      notImage:
        'Ce fichier n’est pas une image que le bot sait lire : joins un PNG, JPEG, WebP ou GIF.',
      animated: 'Les images animées ne peuvent pas être utilisées : joins une image fixe.',
      tooManyPixels:
        'L’image fait {width}×{height} pixels ; le backend d’images de ce serveur accepte au plus {max}.',
      tooLargeToUpscale:
        'L’image fait {width}×{height} pixels : trop grande pour que le backend d’images de ce serveur l’agrandisse ×{factor}.',
      maskNotPng:
        'Un masque doit être un PNG dont les pixels transparents marquent ce qui peut changer : joins-en un.',
      maskSize:
        'Le masque fait {size} pixels, mais l’image {imageSize} : un masque doit avoir la taille ou les proportions de l’image.',
      maskOpaque:
        'Le masque n’a aucun pixel transparent, il ne marque donc rien à changer : efface la partie qui peut changer et joins-le à nouveau.',
      maskWhole:
        'Le masque est transparent partout, il changerait donc toute l’image : modifie-la sans masque, ou garde une partie opaque.',
      unreadable: 'L’image n’a pas pu être lue (elle est peut-être abîmée) : joins-en une autre.',
      downloadFailed: 'Le bot n’a pas pu télécharger l’image depuis Discord : joins-la à nouveau.',
      explicit:
        '{reason, select, channel {L’image semble explicite, et les images explicites sont tenues à l’écart des salons sans restriction d’âge : utilise-la dans un salon soumis à une restriction d’âge.} other {L’image semble explicite, et tes réglages tiennent le contenu explicite à l’écart ici.}}',
      unchecked:
        'Le bot n’a pas pu vérifier si l’image est explicite pour l’instant, elle ne peut donc pas être utilisée ici : réessaie dans une minute.',
    },
  },
};
