import { userText } from '../discord/text.js';
import { isLocale, type Locale } from '../i18n/locales.js';
import { text } from '../i18n/localized-text.js';
import { InvalidParameterError } from '../image-backend/backend-errors.js';
import { IMAGES_UNIT } from '../image-backend/capabilities.js';
import { GENERATION_LIMITS } from '../image-backend/generation-parameters.js';
import {
  DEFAULT_THRESHOLD,
  type ImagePolicy,
  type ImageSafetySettings,
  imageSafetyOf,
  THRESHOLD_RANGE,
} from '../safety/image-policy.js';
import type { Stores } from '../store/create-stores.js';
import type { DefaultsScope } from '../store/defaults-store.js';
import { type AddedLora, addedLabel, MAX_ADDED_LORAS } from '../store/lora-policy.js';
import type { PolicyLimits, ServerBudget } from '../store/server-policy-store.js';
import { isMatchable, MAX_BANNED_ENTRIES, MAX_BANNED_LENGTH } from './banned-text.js';
import { MAX_IMAGES } from './default-fields.js';
import { DEFAULTS_FORM, type DefaultsChange } from './defaults-form.js';
import { InvalidSettingError, type ServerSetting, wholeNumber } from './setting-declaration.js';

/** The most roles with a larger share of the line (a role select's 25 values). */
export const MAX_PRIORITY_ROLES = 25;

/** The highest daily limit a role rule may give (a member's generations a day). */
export const MAX_ROLE_DAILY_LIMIT = 10_000;

/** The highest cap of the server budget, in its unit. */
export const MAX_BUDGET_CAP = 10_000_000;

/** The highest low-balance threshold, in credits. */
export const MAX_LOW_BALANCE = 100_000_000;

/** The longest safety negative prompt, in characters. */
export const MAX_SAFETY_NEGATIVE = 500;

const SAFETY_NEGATIVE_FIELD = {
  id: 'negative',
  label: 'safety.policy.negativeLabel',
  hint: 'safety.policy.negativeHint',
  maxLength: MAX_SAFETY_NEGATIVE,
  paragraph: true,
} as const;

/** The bounds of the daily limit per member on the server key. */
export const DAILY_LIMIT_RANGE = { min: 0, max: 1000 } as const;

/** The `/language server` choice that drops the managers' choice: Discord's server language wins. */
export const FOLLOW_DISCORD = 'auto';

/** A whole-number field of `/policy`'s form `modal`: its label and hint are messages of that form. */
const numberField = <M extends string, I extends string, L extends string, H extends string>(
  modal: M,
  [id, min, max]: readonly [I, number, number],
  label: L,
  hint: H,
) =>
  ({ id, min, max, label: `policy.${modal}.${label}`, hint: `policy.${modal}.${hint}` }) as const;

const LIMIT_FIELDS = (
  [
    ['maxSide', GENERATION_LIMITS.botMinSize, GENERATION_LIMITS.maxSize],
    ['maxSteps', GENERATION_LIMITS.minSteps, GENERATION_LIMITS.maxSteps],
    ['maxImages', 1, MAX_IMAGES],
  ] as const
).map((field) => numberField('limitsModal', field, field[0], 'blank'));

const BUDGET_FIELDS = (['daily', 'monthly'] as const).map((id) =>
  numberField('budgetModal', [id, 1, MAX_BUDGET_CAP], id, 'hint'),
);

const ROLE_FIELD = numberField('roleModal', ['perDay', 0, MAX_ROLE_DAILY_LIMIT], 'label', 'hint');

const THRESHOLD_FIELD = numberField(
  'lowBalanceModal',
  ['credits', 1, MAX_LOW_BALANCE],
  'label',
  'hint',
);

const policyOf = (stores: Stores, guildId: string) => stores.policy.get(guildId);

const IMAGE_THRESHOLD_FIELD = {
  id: 'threshold',
  ...THRESHOLD_RANGE,
  label: 'safety.thresholdModal.label',
  hint: 'safety.thresholdModal.hint',
} as const;

/** One field of the server's image safety settings, as a setting of its own (stored with the others). */
const imageSafetyField = <K extends keyof ImageSafetySettings>(
  field: K,
  logged: 'imagePolicy' | 'ageRestrictedImagePolicy' | 'imageThreshold',
) =>
  ({
    logged,
    read: async (stores, guildId) =>
      imageSafetyOf((await policyOf(stores, guildId)).imageSafety)[field],
    write: (stores, guildId, value) => stores.policy.setImageSafety(guildId, { [field]: value }),
    summary: String,
  }) satisfies ServerSetting<NonNullable<ImageSafetySettings[K]>>;

/** The server's stored scope of `/imagine` defaults: a channel's (`key`) or the server's. */
const defaultsScope = (guildId: string, channelId?: string): DefaultsScope =>
  channelId ? { kind: 'channel', guildId, channelId } : { kind: 'server', guildId };

/** A budget counted in the other unit, its caps converted (a cap in credits buys whole generations). */
export function inOtherUnit(budget: ServerBudget | undefined, creditsPerGeneration: number) {
  const toCredits = (budget?.unit ?? 'generations') === 'generations';
  const convert = (cap: number | undefined) =>
    cap === undefined
      ? undefined
      : toCredits
        ? cap * creditsPerGeneration
        : Math.max(1, Math.floor(cap / creditsPerGeneration));
  const daily = convert(budget?.daily);
  const monthly = convert(budget?.monthly);
  return {
    unit: toCredits ? 'credits' : 'generations',
    ...(daily === undefined ? {} : { daily }),
    ...(monthly === undefined ? {} : { monthly }),
  } satisfies ServerBudget;
}

/**
 * What a budget's caps count: images on a backend without keys, the backend's own unit (kudos)
 * for a budget in credits where the backend reports costs, else the budget's unit.
 */
function countedIn(unit: ServerBudget['unit'] | undefined, costUnit: string | undefined): string {
  if (costUnit === IMAGES_UNIT) return IMAGES_UNIT;
  if (unit === 'credits') return costUnit ?? 'credits';
  return 'generations';
}

/**
 * Every server setting a manager changes, declared once: `/policy`'s, the daily limit
 * (`/apikey server limit`), the language of public messages (`/language server`), the server's and
 * channels' `/imagine` defaults (`/settings`), and the low-balance alert (also `/alerts`).
 */
export const SERVER_SETTINGS = {
  /** The server key's limits: largest side, most steps, most images (blank: no limit). */
  limits: {
    logged: 'limits',
    read: async (stores, guildId) => (await policyOf(stores, guildId)).limits,
    write: (stores, guildId, limits) => stores.policy.setLimits(guildId, limits),
    summary: (limits) => LIMIT_FIELDS.map(({ id }) => `${limits[id] ?? '–'}`).join(' · '),
    form: {
      title: 'policy.limitsModal.title',
      fields: LIMIT_FIELDS,
      shown: ({ maxSide, maxSteps, maxImages }) => ({ maxSide, maxSteps, maxImages }),
      parse: (typed, limits) => ({
        ...limits,
        ...Object.fromEntries(
          LIMIT_FIELDS.map((field) => [
            field.id,
            wholeNumber(typed[field.id] ?? '', field, 'policy.invalidLimit'),
          ]),
        ),
      }),
    },
  } satisfies ServerSetting<PolicyLimits>,
  /** The workflows the server key runs (undefined: all of them). */
  workflows: {
    logged: 'workflows',
    read: async (stores, guildId) => (await policyOf(stores, guildId)).limits.workflows,
    write: async (stores, guildId, workflows) => {
      const { limits } = await policyOf(stores, guildId);
      return stores.policy.setLimits(guildId, { ...limits, workflows });
    },
    summary: (workflows) => workflows?.join(', ') ?? '–',
  } satisfies ServerSetting<readonly string[] | undefined>,
  /**
   * Of the LoRAs the server's backend has (a WebUI's, a ComfyUI server's), those members may apply
   * (undefined: everything it has, files added later included; empty: none).
   */
  loras: {
    logged: 'loras',
    read: async (stores, guildId) => (await policyOf(stores, guildId)).loras?.chosen,
    write: (stores, guildId, chosen) => stores.policy.setLoras(guildId, { chosen }),
    summary: (chosen) => (chosen ? userText(chosen.join(', '), 300) || '–' : 'all'),
  } satisfies ServerSetting<readonly string[] | undefined>,
  /** The LoRAs added by CivitAI id for a backend fetching from CivitAI (the Horde), at most 25. */
  addedLoras: {
    logged: 'addedLoras',
    read: async (stores, guildId) => (await policyOf(stores, guildId)).loras?.added ?? [],
    write: (stores, guildId, added) => stores.policy.setLoras(guildId, { added }),
    check: (added) => {
      if (added.length > MAX_ADDED_LORAS) {
        throw new InvalidSettingError('policy.tooManyLoras', { max: MAX_ADDED_LORAS });
      }
    },
    summary: (added) => userText(added.map(addedLabel).join(', '), 300) || '–',
  } satisfies ServerSetting<readonly AddedLora[]>,
  /** The banned words and patterns, one per line, each with a letter or digit to match. */
  banned: {
    logged: 'banned',
    read: async (stores, guildId) => (await policyOf(stores, guildId)).banned,
    write: (stores, guildId, banned) => stores.policy.setBanned(guildId, banned),
    summary: (banned) => String(banned.length),
    form: {
      title: 'policy.bannedModal.title',
      fields: [
        {
          id: 'banned',
          label: 'policy.bannedModal.label',
          hint: 'policy.bannedModal.hint',
          maxLength: 4_000,
          paragraph: true,
        },
      ],
      shown: (banned) => ({ banned: banned.join('\n').slice(0, 4_000) || undefined }),
      parse: (typed) => {
        const lines = (typed.banned ?? '').split('\n').map((line) => line.trim());
        const entries = [...new Set(lines.filter((line) => line !== ''))];
        const max = MAX_BANNED_LENGTH;
        if (entries.length > MAX_BANNED_ENTRIES) {
          throw new InvalidSettingError('policy.tooMany', {
            max: MAX_BANNED_ENTRIES,
            got: entries.length,
          });
        }
        const bad = entries.find((entry) => entry.length > max || !isMatchable(entry));
        if (bad !== undefined) {
          const problem = bad.length > max ? 'tooLongEntry' : 'unmatchable';
          throw new InvalidSettingError(`policy.${problem}`, { entry: userText(bad, 100), max });
        }
        return entries;
      },
    },
  } satisfies ServerSetting<readonly string[]>,
  /** The daily limit of one role's members (`key`: the role; undefined: no rule). */
  roleLimit: {
    logged: 'roleLimit',
    read: async (stores, guildId, roleId) =>
      (await policyOf(stores, guildId)).roleLimits?.find((rule) => rule.roleId === roleId)?.perDay,
    write: (stores, guildId, perDay, { key }) =>
      stores.policy.setRoleLimit(guildId, key ?? '', perDay),
    summary: (perDay, roleId) => `<@&${roleId}> → ${perDay ?? '–'}`,
    form: {
      title: 'policy.roleModal.title',
      fields: [ROLE_FIELD],
      shown: (perDay) => ({ perDay }),
      parse: (typed) => wholeNumber(typed.perDay ?? '', ROLE_FIELD, 'policy.invalidRoleLimit'),
    },
  } satisfies ServerSetting<number | undefined>,
  /** The roles whose members get a larger share of the line (`PRIORITY_SHARE`); empty: none. */
  priorityRoles: {
    logged: 'priorityRoles',
    read: async (stores, guildId) => (await policyOf(stores, guildId)).priorityRoles ?? [],
    write: (stores, guildId, roles) => stores.policy.setPriorityRoles(guildId, roles),
    check: (roles) => {
      if (roles.length > MAX_PRIORITY_ROLES) {
        throw new InvalidSettingError('policy.tooManyPriorityRoles', { max: MAX_PRIORITY_ROLES });
      }
    },
    summary: (roles) => roles.map((roleId) => `<@&${roleId}>`).join(', ') || '–',
  } satisfies ServerSetting<readonly string[]>,
  /** The server budget: daily and monthly caps, in generations or credits. */
  budget: {
    logged: 'budget',
    read: async (stores, guildId) => (await policyOf(stores, guildId)).budget,
    write: (stores, guildId, budget) => stores.policy.setBudget(guildId, budget),
    summary: (budget) =>
      `📅 ${budget?.daily ?? '–'} · 🗓️ ${budget?.monthly ?? '–'}${budget?.unit === 'credits' ? ' 🪙' : ''}`,
    form: {
      title: 'policy.budgetModal.title',
      fields: BUDGET_FIELDS,
      words: (budget, { costUnit }) => ({ counted: countedIn(budget?.unit, costUnit) }),
      shown: (budget) => ({ daily: budget?.daily, monthly: budget?.monthly }),
      parse: (typed, budget) => {
        const caps = BUDGET_FIELDS.map(
          (field) =>
            [field.id, wholeNumber(typed[field.id] ?? '', field, 'policy.invalidBudget')] as const,
        ).filter(([, cap]) => cap !== undefined);
        return { unit: budget?.unit ?? 'generations', ...Object.fromEntries(caps) };
      },
    },
  } satisfies ServerSetting<ServerBudget | undefined>,
  /** The moderation log's channel (undefined: no log); who chose it is told when it cannot post. */
  logChannel: {
    logged: 'logChannel',
    read: async (stores, guildId) => (await policyOf(stores, guildId)).logChannelId,
    write: (stores, guildId, id, { userId }) =>
      stores.policy.setLogChannel(guildId, id === undefined ? undefined : { id, setBy: userId }),
    summary: (id) => (id === undefined ? undefined : `<#${id}>`),
  } satisfies ServerSetting<string | undefined>,
  /** The server key's balance, in credits, under which the log is told (undefined: no alert). */
  lowBalance: {
    logged: 'lowBalance',
    read: async (stores, guildId) => (await policyOf(stores, guildId)).lowBalanceCredits,
    write: (stores, guildId, credits) => stores.policy.setLowBalance(guildId, credits),
    check: (credits) => {
      if (credits !== undefined) {
        wholeNumber(String(credits), THRESHOLD_FIELD, 'policy.invalidLowBalance');
      }
    },
    summary: (credits) => (credits === undefined ? '–' : String(credits)),
    shown: (credits, t, config, where) =>
      credits === undefined
        ? t.t('policy.lowBalanceOff')
        : t.t('policy.lowBalanceOn', {
            credits,
            unit: where?.balanceUnit ?? 'credits',
            minutes: Math.max(1, Math.round(config.LOW_BALANCE_CHECK_MS / 60_000)),
          }),
    form: {
      title: 'policy.lowBalanceModal.title',
      fields: [THRESHOLD_FIELD],
      words: (_credits, { balanceUnit }) => ({ unit: balanceUnit ?? 'credits' }),
      shown: (credits) => ({ credits }),
      parse: (typed) =>
        wholeNumber(typed.credits ?? '', THRESHOLD_FIELD, 'policy.invalidLowBalance'),
    },
  } satisfies ServerSetting<number | undefined>,
  /** What becomes of an image scored explicit in a channel that is not age-restricted. */
  imagePolicy: imageSafetyField('normal', 'imagePolicy') satisfies ServerSetting<ImagePolicy>,
  /** What becomes of an image scored explicit in an age-restricted channel. */
  ageRestrictedImagePolicy: imageSafetyField(
    'ageRestricted',
    'ageRestrictedImagePolicy',
  ) satisfies ServerSetting<ImagePolicy>,
  /** The explicit score, in percent, from which an image is explicit. */
  imageThreshold: {
    ...imageSafetyField('threshold', 'imageThreshold'),
    summary: (threshold) => `${threshold}%`,
    form: {
      title: 'safety.thresholdModal.title',
      fields: [IMAGE_THRESHOLD_FIELD],
      shown: (threshold) => ({ threshold }),
      parse: (typed) =>
        wholeNumber(typed.threshold ?? '', IMAGE_THRESHOLD_FIELD, 'safety.invalidThreshold') ??
        DEFAULT_THRESHOLD,
    },
  } satisfies ServerSetting<number>,
  /**
   * Whether prompts are checked against the server's AutoMod keyword rules (`src/automod/`): the
   * bot reads them, which Discord allows only with Manage Server, asked for when turned on.
   */
  automod: {
    logged: 'automod',
    read: async (stores, guildId) => (await policyOf(stores, guildId)).automod === true,
    write: (stores, guildId, on) => stores.policy.setAutomod(guildId, on),
    botNeeds: { permission: 'ManageGuild', when: (on) => on, refusal: 'automod.needsManage' },
    summary: (on) => (on ? 'on' : 'off'),
    shown: (on, t) => t.t(on ? 'automod.on' : 'automod.off'),
  } satisfies ServerSetting<boolean>,
  /** The built-in explicit terms, refused outside age-restricted channels: on (default) or off. */
  explicitTerms: {
    logged: 'explicitTerms',
    read: async (stores, guildId) => !(await policyOf(stores, guildId)).explicitTermsOff,
    write: (stores, guildId, on) => stores.policy.setSafety(guildId, { explicitTermsOff: !on }),
    summary: (on) => (on ? 'on' : 'off'),
  } satisfies ServerSetting<boolean>,
  /** Added to the negative prompt outside age-restricted channels (undefined: nothing). */
  safetyNegative: {
    logged: 'safetyNegative',
    read: async (stores, guildId) => (await policyOf(stores, guildId)).safetyNegative,
    write: (stores, guildId, safetyNegative) =>
      stores.policy.setSafety(guildId, { safetyNegative }),
    summary: (negative) => (negative === undefined ? undefined : userText(negative, 200)),
    form: {
      title: 'safety.policy.negativeTitle',
      fields: [SAFETY_NEGATIVE_FIELD],
      shown: (negative) => ({ negative }),
      parse: (typed) => (typed.negative ? typed.negative : undefined),
    },
  } satisfies ServerSetting<string | undefined>,
  /** Generations per member per UTC day on the server key. */
  dailyLimit: {
    logged: 'dailyLimit',
    read: (stores, guildId) => stores.guildSettings.getDailyLimit(guildId),
    write: (stores, guildId, limit) => stores.guildSettings.setDailyLimit(guildId, limit),
    check: (limit) => {
      const { min, max } = DAILY_LIMIT_RANGE;
      if (Number.isSafeInteger(limit) && limit >= min && limit <= max) return;
      throw new InvalidParameterError(
        text('apikey.server.limitInvalid', { min, max, got: String(limit) }),
        { parameter: 'limit', limit: `${min}-${max}` },
      );
    },
    summary: String,
  } satisfies ServerSetting<number>,
  /** The language of the server's public messages (undefined: its Discord language). */
  language: {
    logged: 'language',
    read: async (stores, guildId) => {
      const locale = await stores.guildSettings.getLocale(guildId);
      return isLocale(locale) ? locale : undefined;
    },
    write: (stores, guildId, locale) => stores.guildSettings.setLocale(guildId, locale ?? null),
    summary: (locale) => locale ?? FOLLOW_DISCORD,
  } satisfies ServerSetting<Locale | undefined>,
  /**
   * The image backend the server's generations and keys go to, by id (undefined: the operator's
   * first). Its keys, settings and history stay: a key of another backend simply does not pay here.
   */
  backend: {
    logged: 'backend',
    read: (stores, guildId) => stores.guildSettings.getBackend(guildId),
    write: (stores, guildId, backend) => stores.guildSettings.setBackend(guildId, backend ?? null),
    summary: (backend) => backend,
  } satisfies ServerSetting<string | undefined>,
  /**
   * The server's `/imagine` defaults, or a channel's (`key`): the fields changed (null: cleared),
   * or null to clear them all.
   */
  defaults: {
    logged: 'defaults',
    form: DEFAULTS_FORM,
    read: (stores, guildId, channelId) => stores.defaults.get(defaultsScope(guildId, channelId)),
    write: (stores, guildId, changes, { key }) =>
      changes === null
        ? stores.defaults.clear(defaultsScope(guildId, key))
        : stores.defaults.update(defaultsScope(guildId, key), changes),
    summary: (changes) => (changes === null ? undefined : Object.keys(changes).join(', ')),
  } satisfies ServerSetting<DefaultsChange | null>,
};
