/**
 * The bot's English (US) messages: the source every other catalog translates, key for key, with
 * the same placeholders. ICU MessageFormat: `{name}` placeholders, `{count, plural, one {…} other
 * {…}}` and `{x, select, …}`; a `'` before `{` or `}` quotes it, so an apostrophe right before a
 * placeholder is written `''` (or `’`). `{cmdApikeyLink}` and the other `cmd…` placeholders are filled with
 * the command as members of the locale type it (see `command-refs.ts`).
 */
export const enUS = {
  language: {
    /** The language's own name, as the `/language server` choices show it. */
    name: 'English (US)',
  },
  units: {
    bytes: '{count, plural, one {# byte} other {# bytes}}',
    kilobytes: '{n, number} KB',
    megabytes: '{n, number} MB',
    credits: '{count, plural, one {{amount} credit} other {{amount} credits}}',
    otherCurrency: '{amount} {currency}',
  },
  common: {
    warning: '⚠️ {message}',
    permissionManageServer: 'Manage Server',
    permissionManageMessages: 'Manage Messages',
  },
  errors: {
    unexpected:
      'Something went wrong on our side (error id `{errorId}`). Please try again; if it keeps happening, give this id to the server staff.',
    restarting: 'The bot is restarting. Please try again in a minute.',
    commandUnavailable:
      'That command or button is no longer available. Run the slash command again.',
    notHere:
      'That button or form does not belong to this message or this place. Nothing was changed.',
    notYours: 'That belongs to another member: only they can use it. Nothing was changed.',
    serverOnly:
      '`{command}` only works in a server: run it in a server channel, not in a DM. Nothing was changed.',
    notAllowed: {
      moderateReports: 'Only members with the **{permission}** permission can act on reports.',
      manageServerKey:
        'Only members with the **{permission}** permission can manage the server key.',
      changeDailyLimit:
        'Only members with the **{permission}** permission can change the daily limit.',
      seeOthersBalance:
        "Only members with the **{permission}** permission can see another member's balance.",
      deleteOthersImage:
        'Only members with the **{permission}** permission can delete an image someone else asked for.',
      changeLanguage:
        "Only members with the **{permission}** permission can change the server's language.",
      changeDefaults:
        'Only members with the **{permission}** permission can change the defaults of a channel or the server.',
      managePolicy:
        "Only members with the **{permission}** permission can change the server's policy.",
      manageStyles:
        "Only members with the **{permission}** permission can add, edit or remove the server's styles.",
      seeUsage:
        "Only members with the **{permission}** permission can see every member's use of the server key.",
      cancelFromQueue:
        "Only members with the **{permission}** permission can cancel others' generations from the queue.",
    },
  },
  service: {
    taskFailedSpent:
      "The image backend couldn't generate this image ({amount, number} {unit} spent). Try again, perhaps with other settings.",
    taskImpossible:
      'No worker of the image backend can make this image now (its model, size or steps are not served). It was cancelled; nothing was spent. Try another model or a smaller size.',
    taskImpossibleSpent:
      'No worker of the image backend can make this image now (its model, size or steps are not served). It was cancelled; {amount, number} {unit} spent. Try another model or a smaller size.',
    taskFaulted:
      "The image backend's workers failed to make this image. Try again, perhaps with another model.",
    taskFaultedSpent:
      "The image backend's workers failed to make this image ({amount, number} {unit} spent). Try again, perhaps with another model.",
    taskCensored:
      "The image backend's own filter withheld this image as explicit. Change the prompt, or use an age-restricted channel.",
    taskCensoredSpent:
      "The image backend's own filter withheld this image as explicit ({amount, number} {unit} spent). Change the prompt, or use an age-restricted channel.",
    noBalance:
      '{backend} keeps no balance: it has no accounts, and generating here charges you nothing.',
    noKeys: '{backend} takes no API keys: you can generate here without linking one.',
    notOffered: "This server's image backend does not offer this.",
    backendGone:
      "This belongs to an image backend the bot no longer offers. Link a key for this server's image backend with {cmdApikeyLink}.",
    unavailable: 'The image service is unavailable right now. Try again in a few minutes.',
    timeout: 'The image service did not answer in time. Try again in a few minutes.',
    rateLimited: 'The image service is receiving too many requests. Try again in a minute.',
    rateLimitedFor:
      'The image service is receiving too many requests. Try again in {seconds, number} s.',
    rateLimitedRefused:
      'The image backend is limiting requests on this key and did not start this image, so nothing was charged. Try again in a minute.',
    rateLimitedRefusedFor:
      'The image backend is limiting requests on this key and did not start this image, so nothing was charged. Try again in {seconds, number} s.',
    quotaExceeded:
      "The key's account at the image backend has no quota left (billing or plan limit), so nothing was generated or charged. Add funds or raise the limit there, then try again.",
    promptRefused:
      "The image backend's safety system refused this prompt, so nothing was generated or charged. Change the prompt and try again.",
    unavailableRefused:
      'The image backend failed before it started this image, so nothing was charged. Try again in a few minutes.',
    taskCut:
      'The connection to the image backend was lost while it made this image. It may have been charged; check your usage at the provider before trying again.',
    taskInterrupted:
      'The bot restarted while the image backend was making this image. It may have been charged, and it was not sent again; check your usage at the provider before pressing Retry.',
    unexpectedAnswer:
      'The image service sent an answer the bot does not understand. Try again later.',
    submissionUncertain:
      'The image service may have received this generation and charged for it, but its answer was lost. Check {cmdBalance} before trying again.',
    insufficientCredits:
      'Not enough credits on the image service for this generation. Top up or check in, then try again.',
    invalidApiKey:
      'The image service rejected the API key: it is invalid or was revoked. Set a new key and try again.',
    invalidLoginToken:
      'The image service rejected the login token. Copy a fresh token from your account and try again.',
    unknownTask:
      'The image service no longer knows this generation (it may have expired). Start a new one.',
    imageTooLarge: 'The generated image is larger than {size}, too big to post here.',
    imageHostRefused: 'The bot could not fetch this image safely, so it is not shown here.',
    taskFailed:
      "The image service couldn't generate this image. Try again, perhaps with other settings.",
    moved:
      "The image service has moved to a new address. Tell the bot's operator so they can update it.",
    parametersRejected:
      'The image service rejected the request parameters. Check them and try again.',
    requestRejected: 'The image service rejected the request: {said}',
  },
  parameter: {
    multipleOf: '{name} must be a multiple of {step} (got {got})',
    empty: '{name} must not be empty',
    textOrWorkflow: '{name} must be text or a node-graph workflow object',
    emptyWorkflow: '{name} workflow must not be empty',
    notText: '{name} must be text (got {type})',
    emptyWhenGiven: '{name} must not be empty when given',
    notWhole: '{name} must be a whole number (got {got})',
    notNumber: '{name} must be a number (got {got})',
    atLeast: '{name} must be at least {min} (got {got})',
    atMost: '{name} must be at most {max} (got {got})',
    oneOf: '{name} must be one of {allowed} (got {got})',
    invisible: '{name} must have visible characters (it holds only invisible ones)',
    tooLong: '{name} must be at most {max} characters (got {got})',
    tooLongWithStyle:
      '{name} has {typed} characters; with the style “{style}” the prompt sent would have {got}, more than the {max} allowed. Shorten it by {over}, or choose another style',
    wrongType:
      '{name} must be {expected, select, string {text} integer {a whole number} number {a number} other {a file}}',
    refused:
      '{problem}. Change it and run {cmdImagine} again; nothing was sent and no credits were spent.',
  },
  jobs: {
    timeout:
      'The image took too long to generate, so the bot stopped waiting for it. The image service already had it, so its credit is probably spent (check with {cmdBalance}).',
    memberCap:
      'You already have {limit, plural, one {# generation} other {# generations}} running; wait for one to finish.',
    submissionInterrupted:
      'The bot restarted while sending this generation, so it may or may not have reached the image service (and been charged). Check your credits with {cmdBalance} before pressing Retry.',
    restartedBeforeSend:
      'The bot restarted before your request was sent to the image service, so nothing was charged. Press Retry to run it again.',
    saveFailed:
      'The bot cannot save requests right now, so nothing was sent and no credits were spent. Try again in a few minutes; if it keeps happening, tell the server staff.',
    unexpected: 'Something went wrong with this generation. Try again.',
  },
  store: {
    unavailable: "The bot's database is unavailable right now. Try again in a few minutes.",
    unreachable:
      "The bot's storage is unreachable right now; nothing was started or charged. Try again in a minute.",
    keyUndecryptable: 'A stored key could not be decrypted; link it again with {cmdApikeyLink}.',
    serverKeyUndecryptable:
      'The server key could not be decrypted; a server manager must set it again.',
  },
  keys: {
    /** Where members get keys and tokens (`IMAGE_SERVICE_NAME`, `IMAGE_SERVICE_URL`). */
    signup: {
      where: '🔑 API keys and login tokens come from your account on {service}.',
      whereAt:
        '🔑 Get an API key and a login token from your account on {named, select, yes {{service}} other {the image service}}: {url}',
      from: 'From your account on {named, select, yes {{service}} other {the image service}}.',
    },
    missing:
      'You have no API key linked. Link yours with `{cmdApikeyLink}`, or create one with `{cmdApikeyGenerate}`.',
    missingHere:
      'You have no API key linked and this server has no server key. Link yours with `{cmdApikeyLink}`, or create one with `{cmdApikeyGenerate}`.',
    nothingToUnlink: 'You have no API key linked, so there is nothing to unlink.',
    nothingToRevoke:
      'You have no API key linked, so there is nothing to revoke. To revoke a key the bot does not have, use your image-service account.',
    unlinkedBeforeRun:
      'Your API key was unlinked before this generation could run. Link one with `{cmdApikeyLink}`.',
    serverKeyRemovedBeforeRun: 'The server key was removed before this generation could run.',
    rejectedOwn:
      'The image service rejected your API key ({masked}) as invalid or revoked, so I unlinked it. Link a working key with `{cmdApikeyLink}` or create one with `{cmdApikeyGenerate}`.',
    rejectedServer:
      'The image service rejected the server key ({masked}) as invalid or revoked, so I removed it. A member with Manage Server can set a new one with `{cmdApikeyServerSet}`.',
  },
  apikey: {
    malformed:
      "That doesn't look like an API key: keys are `sk-` followed by 48 hexadecimal characters. Copy the key again from your image-service account and retry; nothing was changed.",
    notYours:
      'Only the member who ran the command can answer this confirmation; nothing was changed.',
    linkModal: {
      title: 'Link your API key',
      label: 'Your image-service API key',
      description: '`sk-` and 48 hex characters. Checked with the service, then stored encrypted.',
      placeholder: 'sk-…',
    },
    generateModal: {
      title: 'Create an API key',
      label: 'Your image-service login token',
      description: 'Used once to create a key, never stored.',
      placeholder: 'login token',
    },
    serverModal: {
      title: 'Set the server key',
      label: 'Image-service API key for this server',
      description: 'Members without a key of their own generate on it, within the daily limit.',
      placeholder: 'sk-…',
    },
    linked: '✅ Linked `{masked}` to **{username}** on the image service: **{credits}**.',
    linkedOn: '✅ Linked `{masked}` to **{username}** on {backend}: **{credits}**.',
    linkedNext:
      'Your generations now use this key. It is stored encrypted and never shown in full; `{cmdApikeyStatus}` shows it, `{cmdApikeyUnlink}` forgets it.',
    linkedReplaced: 'It replaces the key you had linked before (that one was not revoked).',
    generated: {
      notChecked:
        '⚠️ I created a new key (`{masked}`) but could not check it with the service ({reason}), so it is **not linked**. Link it later with `{cmdApikeyLink}`.',
      linked:
        '✅ Created `{masked}` for **{username}** ({credits}) and linked it: your generations now use it.',
      shownOnce:
        'Your new key, shown **only this once**: copy it now if you want to use it elsewhere.',
      warning:
        '⚠️ Anyone with this key can spend your credits: never post it in a channel. Older keys of your account keep working.',
      tokenUnused: 'The login token you entered was used once and not stored.',
    },
    status: {
      titlePersonal: 'Your API key',
      titleServer: 'Server key',
      key: 'Key',
      serviceUser: 'Service user',
      linked: 'Linked',
      set: 'Set',
      when: '{relative} ({date})',
      whenBy: '{relative} ({date}) by {user}',
      balance: 'Balance',
      unavailable:
        'Unavailable right now: {reason}\nThe key stays linked; the stored details above are current.',
      dailyLimit: 'Daily limit',
      dailyLimitValue:
        '{limit, plural, one {# generation} other {# generations}} per member per day (resets at 00:00 UTC). Change it with `{cmdApikeyServerLimit}`.',
      footerServer: 'Members without a key of their own generate on this key.',
      footerPersonal: 'Stored encrypted; only the last four characters are ever shown.',
    },
    unlinked:
      '✅ Unlinked `{masked}` (service user **{username}**). The bot no longer has it; your generations need a key again (or the server key, where there is one).',
    unlinkedUnreadable:
      '✅ Unlinked your key. The bot no longer has it; your generations need a key again (or the server key, where there is one).',
    notRevoked:
      'The key itself was **not revoked** and still works wherever else you use it. To disable it, link it again and run `{cmdApikeyRevoke}`, or revoke it in your image-service account.',
    revoke: {
      alreadyInvalid:
        '✅ `{masked}` was already invalid or revoked on the image service, so I unlinked it. Link another with `{cmdApikeyLink}` or create one with `{cmdApikeyGenerate}`.',
      done: '✅ Revoked `{masked}` and unlinked it: it no longer works anywhere. Its account **{username}** keeps its credits and other keys.',
      doneAlready:
        '✅ Revoked `{masked}` (the service says it was already revoked) and unlinked it: it no longer works anywhere. Its account **{username}** keeps its credits and other keys.',
      next: 'Link another key with `{cmdApikeyLink}` or create one with `{cmdApikeyGenerate}`.',
    },
    revokeAll: {
      question: '⚠️ Revoke **every** API key of the image-service account **{username}**?',
      consequence:
        'Every app, bot or server using a key of this account stops working, and your linked key is unlinked here. This cannot be undone.',
      confirmWithin: 'Confirm within {minutes, plural, one {# minute} other {# minutes}}.',
      confirm: 'Revoke every key',
      cancel: 'Cancel',
      expired:
        '⌛ This confirmation expired, so nothing was revoked. Run `{cmdApikeyRevokeAll}` again if you still want to.',
      changed:
        'Your linked key changed since you asked, so nothing was revoked. Run `{cmdApikeyRevokeAll}` again if you still want to.',
      alreadyInvalid:
        '⚠️ Your linked key `{masked}` was already invalid or revoked, so it could not revoke the others; I unlinked it. Revoke the remaining keys in your image-service account.',
      done: '✅ Revoked {count, plural, one {# key} other {# keys}} of **{username}** and unlinked `{masked}`.',
      doneEvery: '✅ Revoked every key of **{username}** and unlinked `{masked}`.',
      next: 'Create a new key with `{cmdApikeyGenerate}` when you need one.',
      cancelled: 'Cancelled: no key was revoked.',
    },
    server: {
      backendSet:
        "✅ This server's generations now go to **{backend}**. Keys linked for it pay here; keys of other backends stay linked but do not pay here. Settings and history are kept.",
      backendUnknown:
        'This bot offers no image backend named “{name}”. Pick one from the list: {offered}. Nothing was changed.',
      none: 'This server has no server key, so members need their own (`{cmdApikeyLink}`). Set one with `{cmdApikeyServerSet}`; the daily limit per member would be **{limit}**.',
      noneToClear: 'This server has no server key, so nothing changed.',
      cleared:
        '✅ Removed the server key: members now need a key of their own (`{cmdApikeyLink}` or `{cmdApikeyGenerate}`).',
      clearedNotRevoked:
        'The key was **not revoked** and still works elsewhere; revoke it in its image-service account if you no longer trust it.',
      limitInvalid:
        'The daily limit must be a whole number from {min} to {max} (got {got}); nothing was changed.',
      limitZero:
        '✅ Daily limit set to **0**: members can no longer generate on the server key (their own keys still work).',
      limitSet:
        '✅ Members without a key of their own may now run {limit, plural, one {**#** generation} other {**#** generations}} per day each on the server key (the count resets at 00:00 UTC).',
      limitNoKey: 'This server has no server key yet: set one with `{cmdApikeyServerSet}`.',
      set: '✅ Server key set: `{masked}` of **{username}** ({credits}).',
      setNext:
        'Members without a key of their own now generate on it, up to **{limit}** per day each (change with `{cmdApikeyServerLimit}`).',
      setReplaced: 'It replaces the previous server key (that one was not revoked).',
    },
  },
  balance: {
    footerRecord: 'Counted by the bot from the images it received; {backend} keeps no balance.',
    usageOnly:
      '{backend} keeps no balance for API keys. Used on this key through the bot this month: **{images, plural, one {# image} other {# images}}**, {tokens, number} tokens.',
    title: 'Image-service credits',
    titleOf: '{backend}: {unit}',
    creditsOf: 'Credits of {user}',
    footer: 'Balances are live from the image service.',
    footerOf: 'Balances are live from {backend}.',
    yourKey: 'Your key',
    theirKey: 'Their key',
    noKeyYours:
      'No key linked. Link yours with `{cmdApikeyLink}`, or create one with `{cmdApikeyGenerate}`.',
    noKeyYoursPool:
      'No key linked. Link yours with `{cmdApikeyLink}`, or create one with `{cmdApikeyGenerate}`. Generations here use the server key.',
    noKeyTheirs: 'No key linked.',
    noKeyTheirsPool: 'No key linked. Generations here use the server key.',
    unavailable: 'Unavailable right now: {reason}',
    removed: 'No longer valid: it was removed.',
    account: 'Account **{username}**',
    accountWithKey: 'Account **{username}** · `{masked}`',
    pool: 'Server pool',
    poolYours: 'Your generations on it today: **{left} of {limit}** left (resets {resets}).',
    poolTheirs: 'Their generations on it today: **{left} of {limit}** left (resets {resets}).',
    poolUnused: 'Used only by members without a key of their own.',
    otherRejected:
      "The image service rejected {user}'s key as invalid or revoked, so I unlinked it; they need to link a new one with `{cmdApikeyLink}`.",
    otherNone: '{user} has no API key linked, and this server has no server key.',
    notMember: '{user} is not a member of this server, so their balance is not shown here.',
  },
  imagine: {
    roleClosed:
      'Your roles can’t use this server’s key. To keep going, link your own key with `{cmdApikeyLink}`; nothing was charged.',
    budgetReached:
      'This server’s key has used its {period, select, daily {daily} other {monthly}} budget. It pays again <t:{seconds}:R> (<t:{seconds}:f>). To keep going now, link your own key with `{cmdApikeyLink}`; nothing was charged.',
    notFound:
      'The bot no longer has this generation (they are kept for 7 days). Run {cmdImagine} again instead.',
    optionName: '`{option}`',
    describeRange: '{text}, {min}–{max}',
    describeOnly: '{text} ({workflows} only)',
    workflowFile: {
      next: '{problem} Attach a node-graph workflow saved as a JSON object and run {cmdImagine} again; nothing was spent.',
      notUtf8: 'The workflow file is not UTF-8 text.',
      notJson: 'The workflow file is not valid JSON ({detail}).',
      notObject:
        'The workflow file holds {kind, select, array {an array} null {null} string {a string} number {a number} boolean {a boolean} other {something else}}, not a JSON object.',
      empty: 'The workflow file is an empty JSON object.',
      tooDeep: 'The workflow file nests more than {max} levels deep.',
      tooLarge: 'The workflow file is {size}, over the {max} limit.',
      overLimit: 'The workflow file is over the {max} limit.',
      downloadFailed: 'The workflow file could not be downloaded from Discord.',
      textOnly:
        'The workflow file needs a node-graph workflow ({workflows}): {workflow} takes only a text prompt.',
      neverFetched:
        'The workflow file was never fetched: the bot restarted before it could send it.',
    },
    dailyLimit: {
      closed: "This server's key is not open to members (daily limit 0).",
      used: "You used all {limit, plural, one {# generation} other {# generations}} this server's key allows you today.",
      resets:
        '{used} The limit resets <t:{seconds}:R> (<t:{seconds}:t>, midnight UTC). To keep going now, link your own key with `{cmdApikeyLink}`.',
    },
    progress: {
      atBackendQueue:
        '{position, plural, =0 {Next at the image backend} other {Position **#** at the image backend}}{seconds, plural, =-1 {.} other {, about # s to wait.}}',
      waiting: '⏳ Waiting for a free slot',
      queued: '🕒 Queued',
      processing: '🎨 Generating',
      completed: '✅ Done',
      failed: '❌ Failed',
      timedOut: '⌛ Timed out',
      position: "Position **{position}** in this server's queue.",
      atService: 'Waiting for the image service to start it.',
      started: 'Started {time}.',
      ready: 'Ready {time}, going by its progress.',
      working: 'Working on it…',
      ignored: 'Ignored by the {workflow} workflow: {options}.',
      ignoredByBackend: 'Not taken by this image backend: {options}.',
      cancelled: '✖️ Cancelled',
      stopped: '⏹️ Stopped waiting',
      percent: '{bar} {progress, number, percent} done',
    },
    result: {
      title: '✅ Image ready',
      open: '🔗 [Open the image]({url}) ({reason})',
      tooLarge: 'larger than the {size} the bot may upload here',
      notFetched: 'the bot could not fetch it to attach it',
      notAnImage:
        'The image service returned something that is not an image Discord can show, so it is not posted. The generation finished, so its credit is spent.',
    },
    failure: {
      title: '❌ Generation failed',
      timedOut: '⌛ Timed out',
      tookTooLong: 'The generation took too long; its credit is probably spent.',
      failed: 'The generation failed.',
      serviceSaid: 'The image service said: “{said}”',
      nextFailed:
        'Press **Retry** to try again; if it keeps failing, change the prompt or options.',
      nextTimedOut: 'The service may be busy. Press **Retry** to try again later.',
    },
    cancelled: {
      title: '✖️ Generation cancelled',
      stoppedTitle: '⏹️ Stopped waiting',
      next: 'Press **Run again** to run it again with the same options (a new generation), or **Remix** to change them first.',
    },
    details: {
      title: 'Generation parameters',
      prompt: '**Prompt**',
      task: '**Task** `{taskId}`',
      paidWith:
        '**Paid with** {source, select, server {the server key} anonymous {the anonymous key (lowest priority)} other {their own key}}',
    },
    summary: {
      cost: 'Cost',
      negativePrompt: 'Negative prompt',
      workflow: 'Workflow',
      workflowFile: 'Workflow file',
      size: 'Size',
      steps: 'Steps',
      seed: 'Seed',
      cfg: 'CFG',
      model: 'Model',
      sampler: 'Sampler',
      random: 'random',
      duration: 'Duration',
      requestedBy: 'Requested by',
      key: 'Key',
      anonymousKey: 'anonymous (lowest priority)',
    },
    buttons: {
      reroll: '🎲 Re-roll',
      details: 'ℹ️ Details',
      delete: '🗑️ Delete',
      retry: '🔁 Retry',
      runAgain: '🔁 Run again',
    },
  },
  settings: {
    show: 'Your private answers are in **{member}**, your Discord language.',
    showServer:
      "Public messages in this server (progress and results) are in **{server}**: {source, select, override {chosen by the server's managers} other {the server's Discord language}}.",
    showDm: 'In direct messages, everything is in your language.',
    howToChange:
      "Members with Manage Server can change the server's language with `{cmdLanguageServer}`.",
    set: '✅ Public messages in this server (progress and results) are now in **{language}**.',
    followDiscord:
      '✅ Public messages in this server now follow its Discord language: **{language}**.',
  },
  prefs: {
    title:
      '{scope, select, member {Your /imagine defaults} channel {/imagine defaults of this channel} other {/imagine defaults of this server}}',
    intro: {
      member:
        'What {cmdImagine} uses when you leave an option out, everywhere. What you type always wins, then a style you pick, then your settings, then the channel’s, then the server’s.',
      channel:
        'What {cmdImagine} uses in {channel} when a member leaves an option out and has no setting of their own; it goes before the server’s.',
      server:
        'What {cmdImagine} uses in this server when a member leaves an option out and neither they nor the channel set it.',
    },
    field: {
      workflow: 'Workflow',
      size: 'Size',
      steps: 'Steps',
      negativePrompt: 'Negative prompt',
      cfg: 'CFG',
      model: 'Model',
      count: 'Images per command',
      visibility: 'Results',
      style: 'Style',
    },
    visibility: {
      public: 'posted in the channel',
      private: 'shown only to the member',
    },
    serviceDefault: 'the image service’s default',
    noStyle: 'no style',
    value: '{value} · {source}',
    source:
      '{source, select, here {set here} typed {typed} style {the style} member {your settings} channel {the channel’s} server {the server’s} other {built in}}',
    pick: {
      workflow: 'Workflow…',
      size: 'Size…',
      visibility: 'Where results go…',
      style: 'Style…',
      unset: 'Not set (use the next layer)',
    },
    buttons: {
      more: 'Steps, CFG, model, negative prompt, images…',
      reset: 'Reset all',
    },
    modal: {
      title: 'Defaults for /imagine',
      blank: 'Leave it blank to unset it.',
    },
    invalid: '{field} {problem}; nothing was changed.',
    problem: {
      range: 'must be {whole, select, true {a whole number} other {a number}} from {min} to {max}',
      tooLong: 'must be at most {max} characters',
      oneOf: 'must be one of {allowed}',
    },
    footer: 'Only you see this panel. Changes apply to the next {cmdImagine}.',
    details: {
      sources: '**Where the options came from**',
      source: '{option}: {source}',
      style: '**Style** {name}, prompt sent:',
    },
  },
  styles: {
    title: 'Styles',
    line: '**{name}** ({kind, select, builtIn {built in} other {this server’s}}): {template}',
    sets: 'sets {options}',
    howToUse:
      'Use one with {cmdImagineStyle}. Members with Manage Server add their own with `{cmdStylesAdd}`.',
    modal: {
      addTitle: 'New style',
      editTitle: 'Edit a style',
      name: 'Name',
      template: 'Prompt template',
      templateHint: 'Put {placeholder} where the member’s prompt goes.',
      negativePrompt: 'Negative prompt',
      options: 'Options it sets (optional)',
      optionsHint: 'e.g. workflow:anime size:portrait steps:30 cfg:7',
    },
    saved: '✅ Saved the style **{name}**. Members use it with {cmdImagineStyle}.',
    removed: '✅ Removed the style **{name}**.',
    notFound:
      'There is no style named “{name}” here; `{cmdStylesList}` lists them. Nothing was changed.',
    builtInName: '“{name}” is the name of a built-in style: choose another. Nothing was changed.',
    builtInFixed:
      'Built-in styles cannot be changed or removed; add one of this server’s own instead.',
    noPlaceholder:
      'The template must hold {placeholder} where the member’s prompt goes. Nothing was changed.',
    badName: 'A style’s name is 1–{max} letters, digits, - or _. Nothing was changed.',
    full: 'This server already keeps {max} styles: remove one first. Nothing was changed.',
    taken: 'Another style is already named “{name}”. Nothing was changed.',
    badOption:
      '“{got}” is not an option a style sets ({fields}, as `name:value`). Nothing was changed.',
    badValue: 'In the options, {field} {problem}. Nothing was changed.',
    unknown:
      'There is no style named “{name}”; `{cmdStylesList}` lists them. Nothing was sent and no credits were spent.',
  },
  policy: {
    logTitle: 'Moderation log',
    logOff: 'Off: choose a channel below.',
    logOn: 'Posting in {channel}: every generation, refusal and change, without pings.',
    logPaused:
      '⚠️ Paused: {problem, select, deleted {its channel was deleted} other {I can’t post in {channel} any more}}. Choose a channel again.',
    pickLogChannel: 'Log channel…',
    logOffButton: 'Turn the log off',
    logMissing: 'I can’t post in {channel}: I need {permissions} there. Nothing was changed.',
    permissionNames: {
      ViewChannel: 'View Channel',
      SendMessages: 'Send Messages',
      EmbedLinks: 'Embed Links',
    },
    lowBalanceTitle: 'Low-balance alert',
    lowBalanceOn:
      'Under {credits, number} credits on the server key, told once in the log channel (checked after its generations, at most every {minutes} minutes).',
    lowBalanceOff: 'Off.',
    lowBalanceButton: 'Alert threshold…',
    lowBalanceModal: {
      title: 'Low-balance alert',
      label: 'Alert under this many credits',
      hint: 'Blank: no alert. The alert goes to the log channel.',
    },
    invalidLowBalance:
      'The threshold must be a whole number of credits from 1 to {max, number}, or blank for no alert. Nothing was changed.',
    pages: {
      limits: 'Limits',
      members: 'Roles & budget',
      log: 'Log & alerts',
      safety: 'Safety',
      blocks: 'Blocks',
    },
    rolesTitle: 'Daily limits by role',
    rolesNone:
      'None: every member has the server’s daily limit ({limit, plural, one {# generation} other {# generations}}).',
    roleLine:
      '{role}: {perDay, plural, =0 {may not use the server key} one {# generation a day} other {# generations a day}}',
    rolesFooter:
      'A member gets the highest limit of their roles, else the server’s; members with their own key are not limited. Days and months are UTC.',
    pickRole: 'Set the daily limit of a role…',
    roleModal: {
      title: 'Daily limit of a role',
      label: 'Generations per member a day',
      hint: '0: the role may not use the server key. Blank: remove the rule.',
    },
    invalidRoleLimit:
      'The daily limit must be a whole number from 0 to {max, number}, or blank to remove the rule. Nothing was changed.',
    tooManyRoles: 'At most {max} roles can have a rule. Remove one first. Nothing was changed.',
    budgetTitle: 'Server budget',
    budgetLine: '{period, select, daily {Today} other {This month}}: {used, number} of {cap}',
    noCap: 'no cap',
    budgetIn:
      'Counted in {unit, select, credits {{costUnit, select, credits {credits ({credits} per generation)} other {{costUnit}, what each request really spent}}} other {generations}}.',
    budgetButton: 'Budget…',
    unitButton:
      '{unit, select, credits {Count generations} other {{costUnit, select, credits {Count credits} other {Count {costUnit}}}}}',
    budgetModal: {
      title: 'Server budget',
      daily: 'Daily cap',
      monthly: 'Monthly cap',
      hint: '{counted, select, credits {In credits.} generations {In generations.} images {In images.} other {In {counted}.}} Blank: no cap.',
    },
    invalidBudget:
      'A cap must be a whole number from 1 to {max, number}, or blank for no cap. Nothing was changed.',
    title: 'Server policy',
    limits: 'Limits of the server key',
    maxSide: 'Largest image: {value}',
    maxSteps: 'Most steps: {value}',
    maxImages: 'Most images per command: {value}',
    workflows: 'Workflows: {value}',
    pixels: '{max} px per side',
    noLimit: 'no limit',
    allWorkflows: 'all',
    banned: 'Banned words and patterns',
    bannedNone: 'None.',
    bannedCount: '{count, plural, one {# entry} other {# entries}}: {list}',
    footer:
      'Limits apply to generations the server key pays for; banned words to every prompt in this server. Refused requests cost nothing.',
    pickWorkflows: 'Workflows the server key runs…',
    buttons: {
      limits: 'Limits…',
      banned: 'Banned words…',
    },
    limitsModal: {
      title: 'Limits of the server key',
      maxSide: 'Largest side, in pixels',
      maxSteps: 'Most steps',
      maxImages: 'Most images per command',
      blank: 'Leave it blank for no limit.',
    },
    bannedModal: {
      title: 'Banned words and patterns',
      label: 'One word or phrase per line',
      hint: 'Case, spacing, accents and look-alikes don’t matter; * at an end also matches inside words.',
    },
    invalidLimit:
      '{field} must be a whole number from {min} to {max}, or blank for no limit. Nothing was changed.',
    tooMany: 'At most {max} entries ({got} given). Nothing was changed.',
    tooLongEntry: '“{entry}” is longer than {max} characters. Nothing was changed.',
    unmatchable: '“{entry}” has no letter or digit to match. Nothing was changed.',
    refused: {
      maxSide:
        'This server’s key pays for images up to {max} pixels per side; this one is {width}×{height}.',
      maxSteps: 'This server’s key pays for at most {max} steps; this generation asks for {got}.',
      maxImages:
        'This server’s key pays for at most {max, plural, one {# image} other {# images}} per command; this one asks for {got}.',
      workflows: 'This server’s key runs only the {allowed} workflows, not {workflow}.',
      next: '{limit} Change it, or link your own key with `{cmdApikeyLink}`. Nothing was sent and no credits were spent.',
      banned:
        'Your {where, select, prompt {prompt} negative {negative prompt} style {prompt, with its style,} other {workflow file}} contains “{found}”, which this server does not allow (“{entry}”). Nothing was sent and no credits were spent.',
    },
  },
  modlog: {
    moderated:
      '{action, select, deleted {🗑️ {moderator} deleted a reported result of {member}} blocked {⛔ {moderator} blocked {member} from the bot {until, select, never {until unblocked} other {until {until}}}} unblocked {✅ {moderator} lifted the block of {member}} other {☑️ {moderator} dismissed a report of a result of {member}}}',
    generation:
      '{icon} {member}: “{prompt}” · {workflow} · {size} · {payer, select, server {server key} other {own key}} · {outcome}',
    outcome: {
      completed: 'done',
      failed: 'failed',
      timed_out: 'timed out',
      cancelled: 'cancelled',
    },
    result: '[result]({url})',
    private: 'private (parameters only)',
    defaultWorkflow: 'default workflow',
    defaultSize: 'default size',
    refusedBanned: '🚫 {member}: refused, “{entry}” is banned: “{prompt}”',
    changed: '🛠️ {member} changed {setting}{value, select, none {} other {: {value}}}',
    settings: {
      backend: 'the image backend',
      limits: 'the server key’s limits',
      workflows: 'the workflows',
      banned: 'the banned words',
      roleLimit: 'a role’s daily limit',
      budget: 'the server budget',
      logChannel: 'the log channel',
      lowBalance: 'the low-balance alert',
      serverKey: 'the server key',
      dailyLimit: 'the daily limit',
      language: 'the language',
      defaults: 'the /imagine defaults',
      styles: 'the styles',
      imagePolicy: 'the image policy outside age-restricted channels',
      ageRestrictedImagePolicy: 'the image policy in age-restricted channels',
      imageThreshold: 'the image safety threshold',
      automod: 'the AutoMod check',
      explicitTerms: 'the explicit terms',
      safetyNegative: 'the safety negative prompt',
    },
    budgetReached:
      '💸 The server key used its {period, select, daily {daily} other {monthly}} budget{unit, select, generations {} other { (in {unit})}}; it pays again <t:{seconds}:R>.',
    lowBalance:
      '🪫 The server key has {credits, number} credits left, under the alert threshold of {threshold, number}.',
    paused:
      'The moderation log of {server} is paused: {problem, select, deleted {its channel was deleted} other {I can no longer post in its channel}}. Choose a channel again in `/policy`.',
  },
  reports: {
    button: '🚩 Report',
    why: 'Why are you reporting this result? Only this server’s moderators will see your report.',
    pickReason: 'Choose a reason…',
    reasons: {
      explicit: 'Sexual or explicit',
      hateful: 'Harassment or hate',
      illegal: 'Illegal content',
      spam: 'Spam',
      other: 'Something else',
    },
    sent: 'Thanks: your report went to this server’s moderators.',
    keptNoLog:
      'Thanks: your report is kept, but it could not reach this server’s moderators: they have no working log channel.',
    already: 'You already reported this result; the moderators have your report.',
    notReportable: 'Only a public result in a server can be reported.',
    gone: 'This report is no longer kept.',
    cardTitle: '🚩 Report: {reason}',
    cardWho: '{reporter} reported a result of {member} · [result]({url})',
    cardPrompt: '**Prompt** {prompt}',
    cardFooter: 'Workflow {workflow} · Seed {seed} · Reported {at}',
    deleteButton: 'Delete the result',
    blockButton:
      '{length, select, day {Block 1 day} week {Block 7 days} other {Block until unblocked}}',
    dismissButton: 'Dismiss',
    action:
      '{action, select, deleted {🗑️ Result deleted by {moderator}} blocked {⛔ {member} blocked from the bot {until} by {moderator}} other {☑️ Dismissed by {moderator}}} · {at}',
    until: '{at, select, never {until unblocked} other {until {at}}}',
    untilLifted: 'until unblocked',
    untilUtc: 'until {at} UTC',
    blockedUntil:
      'A moderator blocked you from using this bot in this server until <t:{seconds}:f>. Nothing was sent and no credits were spent.',
    blockedForever:
      'A moderator blocked you from using this bot in this server until they lift the block. Nothing was sent and no credits were spent.',
    blocksTitle: 'Members blocked from the bot',
    blocksNone: 'No one. Moderators block a member from a report’s card in the moderation log.',
    blockLine: '{member} {until} · by {moderator}',
    blocksMore: '…and {count, plural, one {# more} other {# more}}.',
    pickUnblock: 'Lift a member’s block…',
  },
  usage: {
    chartTitle: 'Generations per day on the server key, the last 30 days',
    chartAxisDays: 'Day (UTC)',
    chartAxisGenerations: 'Generations',
    chartOthers: 'Everyone else',
    chartBudget: 'Daily budget: {cap, number}',
    chartUnknown: 'Unknown member',
    title: 'Use of the server key',
    description:
      'Generations and credits on this server’s key per member: today, the last 7 days and the last 30 (UTC days).',
    line: '{user}: today {today} · 7 days {week} · 30 days {month}',
    count: '**{generations, number}** ({credits})',
    total: '**Total**: today {today} · 7 days {week} · 30 days {month}',
    none: 'No one used this server’s key in the last 30 days.',
    more: '…and {count, plural, one {# more member} other {# more members}}.',
    yours: 'Your use of it: today {today} · 7 days {week} · 30 days {month}.',
    footer: 'Credits are counted at {credits} per generation.',
  },
  history: {
    title: 'Your recent generations',
    empty:
      'Your history is empty: each generation you run appears here once it ends (your last {max} are kept for {days} days).',
    footer:
      'Page {page} of {pages} · {count, plural, one {# generation} other {# generations}} · only you can see this',
    entryName: '{n}. {workflow} · {size}',
    entryLine: '{state} · seed {seed} · {when}',
    messageLink: '[Open the message]({url})',
    privateReply: 'private reply (no link)',
    noMessage: 'message not known',
    defaultWorkflow: 'default workflow',
    defaultSize: 'default size',
    randomSeed: 'random',
    ago: '{duration} ago',
    notFound:
      'That generation is not in your history (it keeps your last {max} for {days} days). Nothing was started.',
    cannotRepeat:
      'That generation cannot be run again from your history (its workflow file was too large to keep). Run {cmdImagine} with the file again. Nothing was started.',
    state: { completed: '✅ done', failed: '❌ failed', timed_out: '⌛ timed out' },
    buttons: {
      again: 'Again {n}',
      show: 'Show {n}',
      previous: '◀ Previous',
      next: 'Next ▶',
      post: 'Post in channel',
    },
    show: {
      title: 'Generation',
      workflow: 'Workflow',
      size: 'Size',
      seed: 'Seed',
      when: 'When',
      result: 'Result',
      message: 'Message',
      image: {
        gone: 'The image service no longer serves this image: its parameters are shown instead.',
        withheld: 'The image is withheld: its host is not one the bot may fetch from.',
        tooLarge: 'The image is too large to attach here.',
        notImage:
          'The image service returned something that is not an image Discord can show: its parameters are shown instead.',
      },
    },
  },
  privacy: {
    title: '🔒 What the bot keeps about you',
    intro: 'Only you see this. **Forget me** erases all of it, in every server.',
    key: '🔑 API key',
    keyLinked: 'Linked: `{masked}` (account {account}), stored encrypted.',
    keyNone: 'None linked.',
    keyUnreadable: 'Linked, but it can no longer be decrypted here.',
    preferences: '⚙️ Your defaults',
    none: 'None.',
    history: '🕘 History',
    historyCount:
      '{count, plural, one {# generation} other {# generations}}, each kept {days} days.',
    usage: "📊 Your use of this server's key",
    usageLine: 'Today {today, number} · last 30 days {month, number} (each day kept {days} days).',
    blocks: '⛔ Blocks',
    blocksCount: '{count, plural, =0 {None.} one {# block} other {# blocks}}',
    unfinished: '⏳ Generations under way',
    unfinishedCount: '{count, plural, =0 {None.} other {# queued or running}}',
    kept: '🗓️ How long',
    keptText:
      "Records of your finished generations (for their buttons): {generationDays} days. When the bot leaves a server, that server's data: {graceDays} days.",
    forget: 'Forget me',
    confirmTitle: 'Forget everything about you?',
    confirmText:
      'This erases, in every server: your API key as stored here, your defaults, your history, your usage counts and the records of your generations. It cannot be undone.\n\nYour key itself is not revoked: it keeps working at the image service until you revoke it there or with {cmdApikeyRevoke}.',
    confirm: 'Yes, forget me',
    cancel: 'Cancel',
    doneTitle: 'Forgotten',
    done: 'The bot no longer keeps anything about you, in any server.',
    doneKey:
      'Your key `{masked}` was erased here, but it still works at the image service: revoke it there, or with {cmdApikeyRevoke}.',
    doneKept:
      "Kept: each server's budget totals (how many generations its key paid for in the day and the month, naming no one), because the budget must still count them.",
    unfinishedError:
      'You have {count, plural, one {# generation} other {# generations}} queued or running: their records are written as they end, so nothing was erased. Cancel them or let them end, then press **Forget me** again.',
  },
  anywhere: {
    needsBot:
      "This needs the bot in this server: the server key, its queue and the moderators' tools live there. Ask a server manager to add the bot to the server. Your own key works here with {cmdImagine}, {cmdBalance} and {cmdApikeyLink}. Nothing was changed.",
    tokenLimit:
      'The bot is not in this place, only installed to your account: Discord lets it update this reply for 15 minutes. If the image takes longer, find it with {cmdHistory}.',
  },
  automod: {
    refused:
      'This server’s AutoMod rule “{rule}” blocks your {where, select, negative {negative prompt} style {prompt, with its style,} workflowFile {workflow file} other {prompt}} (“{found}”). Nothing was sent and nothing was charged; try other words.',
    unreadable:
      'This server’s moderators asked the bot to honour its AutoMod rules, but it cannot read them {reason, select, permission {any more: it lost the **Manage Server** permission. A moderator can give it back, or turn the check off in {cmdPolicy}} other {right now: Discord did not answer. Try again in a minute}}. Nothing was sent and nothing was charged.',
    needsManage:
      'To honour this server’s AutoMod rules the bot has to read them, and Discord allows that only to apps with the **Manage Server** permission (the bot’s invite does not ask for it). Give the bot’s role **Manage Server** in Server Settings → Roles, then turn this on again. Nothing was changed.',
    title: 'Server AutoMod',
    on: 'On: prompts and negative prompts are checked against this server’s AutoMod keyword rules that block messages (their exempt roles and channels too) before anything is charged.',
    off: 'Off: prompts are not checked against this server’s AutoMod rules. Turning it on needs the bot to have **Manage Server**.',
    button: '{state, select, on {AutoMod check: on} other {AutoMod check: off}}',
    log: '🛡️ {member}: refused by the AutoMod rule “{rule}” (“{keyword}”): “{prompt}”',
    replyBlocked:
      'Discord’s AutoMod in this server blocked the bot’s reply: its text matched one of the server’s AutoMod rules. Nothing was charged and there is nothing else to do; you can try other words.',
    resultBlocked:
      'Discord’s AutoMod in this server blocked the message with your generation: its text matched one of the server’s AutoMod rules. {made, select, yes {Your image was made and charged as usual; {cmdHistory} shows it.} other {Nothing was charged.}} There is nothing else to do.',
  },
  onboarding: {
    help: {
      backendTitle: '🖼️ Image backend',
      backendValue:
        'Images here are made by **{backend}**; keys are linked for it and balances are in {unit}.',
      title: '❔ Help',
      aboutServer:
        "I turn your prompts into images through an image-generation service. Run {cmdImagine}: the reply shows the image, with buttons to run it again, change it or see its details. Your own API key pays first; without one, this server's key may.",
      aboutDm:
        'I turn your prompts into images through an image-generation service. In this direct message your own API key pays: link it with {cmdApikeyLink}, then run {cmdImagine}.',
      aboutWithoutBot:
        'The bot is not in this server: you use it through your own account, and only your own API key pays. Link it with {cmdApikeyLink}, then run {cmdImagine}; find your images later in {cmdHistory}.',
      yourKey: '🔑 Your API key',
      keyLinked:
        'Linked: your generations use it first. {cmdApikeyStatus} shows it and its balance.',
      keyNotLinked:
        'Not linked. Link one with {cmdApikeyLink}, or create one with {cmdApikeyGenerate}.',
      serverKey: "🏠 This server's key",
      serverKeyNone:
        'This server has no key: members need their own. A manager can set one with {cmdApikeyServerSet}.',
      serverKeyClosed: "Your roles may not use this server's key.",
      serverKeyRoom:
        'You used {used, number} of your {limit, number} generations on it today; the count starts again {resets}.',
      limits: "📏 This server's limits",
      maxSide: 'Longest side: {pixels, number} px',
      maxSteps: 'Steps: at most {steps, number}',
      maxImages: 'Images per command: at most {images, number}',
      workflows: 'Workflows: {workflows}',
      budgetDaily: 'Server budget: {count, plural, one {# generation} other {# generations}} a day',
      budgetMonthly:
        'Server budget: {count, plural, one {# generation} other {# generations}} a month',
      limitsWhen: 'These apply when the server key pays.',
      activeCap: 'At most {count, number} of your generations at once',
      links: '📄 Privacy and terms',
      privacy: '[Privacy policy]({url})',
      terms: '[Terms of service]({url})',
      commands: 'Commands you can use here',
      managerCommands: 'For managers (Manage Server)',
      onMessage: 'On a message: Apps → **{name}**',
    },
    welcome: {
      title: '👋 Thanks for adding me!',
      intro: "For this server's managers, three steps to set me up:",
      stepKey:
        "1. Give members without their own API key this server's key: {cmdApikeyServerSet} (only you see the form).",
      stepPolicy:
        '2. Choose the limits, the daily generations per role and the moderation log: {cmdPolicy}.',
      stepTry: '3. Try it: {cmdImagine} with a prompt, such as a lighthouse at dusk.',
      footer: 'Anyone can run {cmdHelp} to see what I do here and which commands they can use.',
    },
  },
  commands: {
    history: {
      name: 'history',
      description: 'Your recent generations (only you see them): run one again or show it',
    },
    show: {
      name: 'show',
      description: 'Show one of your past generations (privately), to post it in the channel',
      task: {
        name: 'task',
        description: 'A generation from your history (type part of its prompt)',
      },
    },
    apikey: {
      name: 'apikey',
      description: 'Link, check or remove the image-service API key your generations use',
      link: {
        name: 'link',
        description: 'Link your own API key (typed in a private form, checked first)',
      },
      status: {
        name: 'status',
        description: 'Show your linked key (last 4 characters), its account and balance',
      },
      unlink: {
        name: 'unlink',
        description: 'Make the bot forget your key (it is not revoked: it keeps working)',
      },
      generate: {
        name: 'generate',
        description: 'Create a new key with your image-service login token and link it',
      },
      revoke: {
        name: 'revoke',
        description: 'Disable your linked key on the image service and unlink it',
        all: {
          name: 'all',
          description: 'Revoke every key of your image-service account (asks you to confirm)',
        },
      },
      server: {
        backend: {
          name: 'backend',
          description:
            "Choose the image backend this server's generations and keys use (Manage Server)",
          backend: {
            name: 'backend',
            description: 'One of the image backends this bot offers',
          },
        },
        name: 'server',
        description: 'The key of this server, for members without their own (Manage Server)',
        set: {
          name: 'set',
          description: 'Set the server key (Manage Server; typed in a private form)',
        },
        status: {
          name: 'status',
          description:
            'Show the server key (last 4 characters), balance and daily limit (Manage Server)',
        },
        clear: {
          name: 'clear',
          description: 'Remove the server key; members then need their own (Manage Server)',
        },
        limit: {
          name: 'limit',
          description:
            'Set how many generations each member may run per day on the server key (Manage Server)',
          limit: {
            name: 'limit',
            description: 'Generations per member per day on the server key ({min}–{max})',
          },
        },
      },
    },
    balance: {
      name: 'balance',
      description:
        'Show your image-service credits, and the server pool when this server has a key',
      public: {
        name: 'public',
        description: 'Post the answer in the channel (default: only you see it; keys never show)',
      },
      user: {
        name: 'user',
        description:
          "Another member's credits instead of yours (Manage Server; their key stays hidden)",
      },
      usage: {
        name: 'usage',
        description:
          "Each member's generations and credits on the server key: today, 7 and 30 days (Manage Server)",
      },
    },
    imagine: {
      name: 'imagine',
      description: 'Generate an image from a prompt',
      prompt: {
        name: 'prompt',
        description: 'What to draw (the label, when a workflow file is attached)',
      },
      style: { name: 'style', description: 'A named style that shapes the prompt and options' },
      negative_prompt: { name: 'negative_prompt', description: 'What to keep out of the image' },
      workflow: {
        name: 'workflow',
        description: 'Generation workflow offered here (left out: the first)',
      },
      size: {
        name: 'size',
        description: 'Image shape (width and height override it)',
        choices: {
          square: 'Square {width}×{height}',
          portrait: 'Portrait {width}×{height}',
          landscape: 'Landscape {width}×{height}',
          wide: 'Wide {width}×{height}',
        },
      },
      width: { name: 'width', description: 'Width in pixels' },
      height: { name: 'height', description: 'Height in pixels' },
      steps: { name: 'steps', description: 'Sampling steps' },
      seed: { name: 'seed', description: 'Seed for a repeatable image (-1: random)' },
      cfg: { name: 'cfg', description: 'CFG scale' },
      model: { name: 'model', description: 'Model path' },
      sampler: {
        name: 'sampler',
        description: 'Sampler, on backends that take one (such as the AI Horde)',
      },
      workflow_file: {
        name: 'workflow_file',
        description: 'A node-graph workflow (JSON object) to send instead of the text prompt',
      },
      count: {
        name: 'count',
        description: 'How many images, shown together (each one is a generation)',
      },
    },
    language: {
      name: 'language',
      description: 'See or choose the language the bot speaks in this server',
      show: {
        name: 'show',
        description: "Which language your answers and this server's public messages are in",
      },
      server: {
        name: 'server',
        description: 'Choose the language of public messages in this server (Manage Server)',
        language: {
          name: 'language',
          description: "A language, or follow the server's Discord language",
          auto: "Follow the server's Discord language",
        },
      },
    },
    settings: {
      name: 'settings',
      description: 'Your /imagine defaults, or a channel’s or the server’s (Manage Server)',
      scope: {
        name: 'for',
        description: 'Whose defaults (default: yours)',
        me: 'Me',
        channel: 'This channel (Manage Server)',
        server: 'This server (Manage Server)',
      },
    },
    styles: {
      name: 'styles',
      description: 'Named styles for /imagine style:',
      list: { name: 'list', description: 'The styles members can use here' },
      add: { name: 'add', description: 'Add a style of this server (Manage Server)' },
      edit: {
        name: 'edit',
        description: 'Edit a style of this server (Manage Server)',
        style: { name: 'style', description: 'The style to edit' },
      },
      remove: {
        name: 'remove',
        description: 'Remove a style of this server (Manage Server)',
        style: { name: 'style', description: 'The style to remove' },
      },
    },
    alerts: {
      name: 'alerts',
      description: "Alert the log channel when the server key's credits run low (Manage Server)",
      threshold: { name: 'threshold', description: 'Alert under this many credits ({min}–{max})' },
    },
    policy: {
      name: 'policy',
      description: 'Limits of the server key and banned words, for this server (Manage Server)',
    },
    queue: {
      name: 'queue',
      description: "This server's generations in the queue and running (only you see it)",
    },
    privacy: {
      name: 'privacy',
      description: 'What the bot keeps about you and for how long; erase it all (only you see it)',
    },
    help: {
      name: 'help',
      description: 'What the bot does here, your key and daily room, and the commands you can use',
    },
    imagineThis: { name: 'Imagine this' },
  },
  demo: {
    stepUsage:
      "8. The server key's use, drawn (a member without a key of their own generates on it)",
    serverKeySet: '(the owner set a server key for members without one, such as {member})',
    historySeeded:
      "(filled in for the demo: {count} members' use of the server key on each of the last {days} days, within a daily budget of {cap} generations)",
    savedChart: 'Saved the usage chart of /balance usage:True to {path}: {width}×{height} pixels.',
    serverName: 'Demo Server',
    prompt: 'a lighthouse on a cliff at dusk, oil painting',
    title: 'Imagine bot demo · {time}',
    discord: 'Discord (emulated): server “{server}”, channel #{channel}, member {member}',
    service:
      'Image service (emulated): account {account} with {credits}; tasks run {speed}× faster than real ones',
    bot: 'Bot: the real bot, on a temporary SQLite store; polls every {poll} ± {jitter} ms, edits at most every {edit} ms (its defaults × {scale})',
    stepLink: '1. Link an API key ({member} copied one from the image service)',
    stepBalance: '2. Check the balance',
    stepSettings: '3. Choose your /imagine defaults',
    stepImagine: '4. Generate an image in a style',
    stepReroll: '5. Re-roll it (same options, new seed)',
    used: '▶ {member} used {command}',
    clicked: '▶ {member} clicked [ {label} ]',
    picked: '▶ {member} chose “{choice}” in “{menu}”',
    modal: '🗔 modal “{title}”',
    pastedMasked: '{masked} (pasted in full, shown masked)',
    thinking: '{bot} is thinking…',
    onlyYou: '👁 only you can see this',
    edited: 'edited',
    botName: '{name} (bot)',
    history: '{label}: {count, plural, one {# edit} other {# edits}} after it was posted',
    historyLabel: "progress, from the reply's edit history",
    finalVersion: 'final version:',
    posted: 'posted',
    edit: 'edit {n}',
    noChange: '(no visible change)',
    attached: '{name} (attached)',
    disabled: '(disabled)',
    image: 'image: {name}',
    thumbnail: 'thumbnail: {name}',
    saved:
      'Saved the re-rolled image to {path}: {size}, {width}×{height} pixels, byte for byte the PNG the image service served.',
    stepCount: '6. Four images in one reply (count: 4)',
    stepRemix: '7. Remix the set: a new prompt and size, the same seeds',
    gallery:
      '(one card: a gallery of the {count} images at full size, each its own attachment with alt text)',
    remixPrompt: 'a lighthouse in a storm at night, oil painting',
    hordeService:
      'AI Horde (emulated): user {account} with {kudos} kudos; requests run {speed}× faster than real ones',
    hordeStepLink: '1. Link an API key ({member} copied one from aihorde.net)',
    hordeSkipsSettings:
      '(left out on the AI Horde: it has no workflows to choose, and /apikey generate is not offered there)',
    hordeSkipsUsage: '(left out on the AI Horde: no server key is set in this demo)',
    hordeSaved:
      'Saved the re-rolled image to {path}: {size}, {width}×{height} pixels, byte for byte the WebP the AI Horde served.',
  },
  /** A keyless backend (ComfyUI): its daily limit, role quotas and budget count images. */
  imageQuota: {
    dailyUsed:
      '{limit, plural, =0 {This server’s daily limit is 0: its members may not make images here.} one {You made the # image this server allows you today.} other {You made all # images this server allows you today.}} The limit resets <t:{seconds}:R> (<t:{seconds}:t>, midnight UTC); nothing was counted.',
    overDaily:
      '{count} images would go over your daily limit on this server: {left, plural, =0 {none} one {# image} other {# images}} left today. Ask for fewer; nothing was counted.',
    roleClosed:
      'Your roles may not make images on this server (a daily limit of 0); nothing was counted.',
    budgetReached:
      'This server made all the images of its {period, select, daily {daily} other {monthly}} budget. It makes more <t:{seconds}:R> (<t:{seconds}:f>); nothing was counted.',
    overBudget:
      '{count} images would go over this server’s {period, select, daily {daily} other {monthly}} budget: {left, plural, =0 {none} one {# image} other {# images}} left. Ask for fewer; nothing was counted.',
    logBudgetReached:
      '💸 This server made all the images of its {period, select, daily {daily} other {monthly}} budget; it makes more <t:{seconds}:R>.',
    budgetIn: 'Counted in images: one for each image made.',
    rolesNone:
      'None: every member has the server’s daily limit ({limit, plural, one {# image} other {# images}}).',
    roleLine:
      '{role}: {perDay, plural, =0 {may not make images} one {# image a day} other {# images a day}}',
    limitSet:
      '✅ Each member may now make {limit, plural, =0 {no images} one {**#** image} other {**#** images}} a day on **{backend}** (the count resets at 00:00 UTC).',
  },
  count: {
    overBudget:
      '{count} images would go over this server’s {period, select, daily {daily} other {monthly}} budget: {left, plural, =0 {none} one {# generation} other {# generations}} left. Ask for fewer, or link your own key with `{cmdApikeyLink}`; nothing was charged.',
    cost: '{count} images = {count} generations on {source, select, server {the server key} anonymous {the anonymous key (lowest priority)} other {your key}}.',
    progressTitle: '🎨 {count} images',
    readyTitle: '✅ {count} images ready',
    partialTitle: '⚠️ {ready} of {count} images ready',
    failedTitle: '❌ {count} images failed',
    imageReady: '**{n}.** ✅ Seed {seed}',
    retryHint:
      'Pick 🔁 and the image’s number in the menu below to try a failed image again (one generation); the others are not made again.',
    overCap:
      'You asked for {count} images, but you may have at most {limit, plural, one {# generation} other {# generations}} running at once ({running} running now). Ask for fewer or wait for them to finish; nothing was charged.',
    overDaily:
      "{count} images would go over your daily allowance on this server's key: {left, plural, =0 {none} one {# generation} other {# generations}} left today. Ask for fewer, or link your own key with `{cmdApikeyLink}`; nothing was charged.",
    detailsImage: '**Image {n}** · seed {seed}{task, select, none {} other { · task `{task}`}}',
    detailsImages: '**Images**',
    queueFull:
      "This server's queue is full: at most {limit} generations may wait in it and {waiting} already do, so {count, plural, one {your generation} other {your # images}} would not fit. Try again in a few minutes{count, plural, one {} other {, or ask for fewer images}}; nothing was charged.",
    cancelledTitle: '✖️ {count} images cancelled',
    stoppedTitle: '⏹️ Stopped waiting for {count} images',
    runAgainHint:
      'Pick 🔁 and the image’s number in the menu below to run a cancelled image again (one generation); the others are not made again.',
  },
  card: {
    rerollAll: '🎲 Re-roll all',
    rerollImage: '🎲 Re-roll image {n}',
    remixImage: '🎛️ Remix image {n}',
    retryImage: '🔁 Run image {n} again',
    imagePlaceholder: 'One image: re-roll or remix…',
    imageAlt: '{count, plural, =1 {} other {Image {n} of {count}: }}{prompt} (seed {seed})',
    previewAlt:
      'Preview while it is generated{count, plural, =1 {} other {, image {n} of {count}}}: {prompt}',
  },
  remix: {
    button: '🎛️ Remix',
    title: 'Remix',
    prompt: 'Prompt',
    style: 'Style',
    sameSeed: '{seed, select, random {Random, as before} other {Same seed ({seed})}}',
    newSeed: 'New random seed',
    yourDefault: 'Your default',
    formChanged: 'This form has changed since it was opened. Open it again; nothing was sent.',
    generate: '🎨 Generate',
    editPrompt: '✏️ Edit prompt',
    panelHint:
      'Pick what changes, then **Generate** — or **Edit prompt** to change the text first. Only you see this.',
  },
  cancel: {
    cancelButton: '✖️ Cancel',
    stopButton: '⏹️ Stop waiting',
    cancelled: 'Cancelled before it was sent to the image service; nothing was charged.',
    stopped:
      'The bot stopped waiting for it. The image service already had it and cannot cancel it, so its credit may already be spent.',
    stoppedNotice:
      'Stopped waiting. The image service had already started it and cannot cancel it: its credit may already be spent.',
    stoppedCancelled:
      'The bot stopped waiting for it and asked the image backend to stop it. It may have been charged.',
    stoppedNoticeCancelled:
      'Stopped waiting. The bot asked the image backend to stop it: it may have been charged.',
    alreadySent:
      'It already left the queue: the image service has it and cannot cancel it (its credit may already be spent). Press **Stop waiting** to stop waiting for it.',
    nothingLeft: 'Nothing in this reply is under way any more.',
    notAllowed:
      'Only the member who asked, or members with the **{permission}** permission, can cancel a generation.',
  },
  queue: {
    title: "🕒 This server's generations",
    empty: 'Nothing is queued or running in this server right now.',
    running: '**Running** ({count})',
    waiting: '**In the queue** ({count})',
    runningFor: 'running for {duration}',
    waitingFor: 'waiting for {duration}',
    mine: '⬅️ yours',
    private: '🔒 A private generation',
    cancelPlaceholder: 'Take a queued generation out of the queue…',
    gone: 'That generation is no longer in the queue: it already started or ended.',
  },
  imagineThis: {
    title: '🎨 Imagine this',
    noText: 'That message has no text to turn into an image.',
  },
  safety: {
    withheld: 'An image was withheld from this channel.',
    privateCopy:
      '🙈 {count, plural, one {Your image was} other {# of your images were}} withheld from {where, select, channel {the channel} other {the reply}}: {reason} Here {count, plural, one {it is} other {they are}}, only for you.',
    reason: {
      explicit:
        'the safety check found it explicit (score {score}%, this server’s threshold {threshold}%) and this channel is not age-restricted.',
      member:
        'the safety check found it explicit (score {score}%) and your choice for direct messages and your own installs is to keep such images out.',
      unchecked: 'the safety check could not run, so it was kept out to be safe.',
    },
    spoilerAlt: 'Behind a spoiler: the safety check found it explicit.',
    pageTitle: 'Image safety',
    normal: 'Channels that are not age-restricted: {policy}',
    ageRestricted: 'Age-restricted channels: {policy}',
    threshold:
      'An image is explicit from a score of **{threshold}%** (the classifier’s porn + hentai probability; default {default}%).',
    policies: {
      withhold: '**withhold** (the member gets it privately)',
      spoiler: '**post behind a spoiler**',
      allow: '**post**',
    },
    footer:
      'Every finished image is checked by a small open model (nsfwjs) on the bot’s own machine before it is posted; nothing is sent elsewhere. Withheld and spoilered images are logged, parameters only.',
    pick: {
      normal: 'Channels that are not age-restricted…',
      ageRestricted: 'Age-restricted channels…',
      withhold: 'Withhold',
      spoiler: 'Spoiler',
      allow: 'Post',
    },
    thresholdButton: 'Threshold…',
    thresholdModal: {
      title: 'Image safety threshold',
      label: 'Explicit from this score (%)',
      hint: '1–99. Lower is stricter. Blank: the default, 50.',
    },
    invalidThreshold:
      'The threshold must be a whole number from {min} to {max}, or blank for the default. Nothing was changed.',
    notPosted:
      'This image can’t be posted here: {why, select, unchecked {the safety check could not run} other {the safety check found it explicit (score {score}%, threshold {threshold}%)}}. It stays in your history; nothing was posted.',
    logged:
      '🙈 {member}: an image {action, select, withhold {was withheld from} other {was posted behind a spoiler in}} {channel} ({score, select, none {not checked} other {score {score}%}}, threshold {threshold}%): “{prompt}” · {workflow}{seed, select, none {} other { · seed {seed}}}',
    refused: {
      channel:
        'Your {where, select, prompt {prompt} style {prompt, with its style,} other {workflow file}} contains “{found}”, an explicit term kept out of channels that are not age-restricted. Nothing was sent and no credits were spent. Rephrase it, or run it in an age-restricted channel.',
      member:
        'Your {where, select, prompt {prompt} style {prompt, with its style,} other {workflow file}} contains “{found}”, an explicit term, and your settings keep explicit content out of DMs and of servers where only you installed the app. Nothing was sent and no credits were spent. Rephrase it, or allow explicit content in {cmdSettings}.',
    },
    log: {
      refused:
        '🔞 {member}: refused, explicit term “{term}” outside an age-restricted channel: “{prompt}”',
    },
    policy: {
      termsTitle: 'Built-in explicit terms',
      terms:
        '{termsOn, select, true {On: prompts with an explicit term are refused outside age-restricted channels.} other {Off: explicit terms are not checked (your banned words still are).}}',
      termsButton:
        '{termsOn, select, true {Turn explicit terms off} other {Turn explicit terms on}}',
      negativeTitle: 'Safety negative prompt',
      negativeNone: 'None.',
      negativeButton: 'Safety negative prompt…',
      negativeLabel: 'Added outside age-restricted channels',
      negativeHint: 'Added after the member’s own negative prompt. Blank: nothing.',
      footer: 'Both apply only outside age-restricted channels. Refused requests cost nothing.',
    },
    member: {
      title: 'Explicit content in DMs and user installs',
      value:
        '{choice, select, allow {Allowed in your DMs with the bot (a server channel that is not age-restricted still keeps it out).} other {Kept out (the default): explicit terms are refused and explicit images withheld in DMs and where only you installed the app.}}',
      button:
        '{choice, select, allow {Keep explicit content out} other {Allow explicit content in DMs}}',
    },
  },
};
