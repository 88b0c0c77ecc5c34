import type { APIEmbed, APIEmbedField } from 'discord.js';
import { componentId } from '../bot/component-id.js';
import type { Translator } from '../i18n/translator.js';
import type { BackendLora } from '../image-backend/loras.js';
import type { SettingConfig } from '../preferences/setting-declaration.js';
import type { BudgetUse } from '../store/budget-caps.js';
import type { MemberBlock } from '../store/member-blocks-store.js';
import type { StoredPolicy } from '../store/server-policy-store.js';

/** The pages of the `/policy` panel, in the order of its navigation. */
export const POLICY_PAGES = ['limits', 'members', 'log', 'safety', 'blocks'] as const;

/** A page of the `/policy` panel. */
export type PolicyPage = (typeof POLICY_PAGES)[number];

/** `typed` when it names a page (a custom id's field is user input), else the first page. */
export const policyPageOf = (typed: string): PolicyPage =>
  POLICY_PAGES.find((page) => page === typed) ?? 'limits';

/** What the limits page shows of the server's LoRAs, where its backend takes LoRAs. */
export interface PolicyLoras {
  /** The backend's own list (`backend`), or those the managers add by CivitAI id (`civitai`). */
  readonly source: 'backend' | 'civitai';
  /** What the backend has now (on the Horde: those added); empty when it could not be read. */
  readonly known: readonly BackendLora[];
  /** The backend's list could not be read now. */
  readonly unreadable?: boolean;
}

/** What a page of the panel shows: the policy and what it is measured against. */
export interface PolicyView {
  readonly policy: StoredPolicy;
  readonly page: PolicyPage;
  /** The server's daily limit per member (`/settings`), for members without a role rule. */
  readonly defaultDailyLimit: number;
  /** What the server key ran today and this month (UTC). */
  readonly budgetUse: BudgetUse;
  /** What credits a generation costs, and how often at most the alert reads the balance. */
  readonly config: SettingConfig;
  /** The unit the server's backend reports its costs in (the Horde's `kudos`), if it does. */
  readonly costUnit?: string;
  /**
   * The workflows the server's backend offers, in the order members see them (the image
   * service's four, a ComfyUI server's registered ones); absent where it takes none (the Horde,
   * OpenAI-compatible images): no workflows limit is shown or offered there.
   */
  readonly workflows?: readonly string[];
  /** The unit of the server's backend's balance (credits, kudos), if it keeps one. */
  readonly balanceUnit?: string;
  /** The server's LoRAs, where its backend takes LoRAs (`policy-loras.ts`). */
  readonly loras?: PolicyLoras;
  /** The members blocked from the bot here (read for the blocks page only), and their names. */
  readonly blocks?: {
    readonly list: readonly MemberBlock[];
    readonly names: ReadonlyMap<string, string>;
  };
}

/**
 * The custom ids of the `/policy` panel's components and forms (see `commands/policy.ts`); a
 * `save…` is its form submitted, `saveRole` naming the role (checked against the server's);
 * `unblock` lifts the block of the member chosen; `automod` switches the server's AutoMod check.
 */
export const POLICY_IDS = {
  page: componentId('policy', 'page', ['page']),
  role: componentId('policy', 'role'),
  saveRole: componentId('policy', 'save-role', ['role']),
  priorityRoles: componentId('policy', 'priority-roles'),
  budget: componentId('policy', 'budget'),
  saveBudget: componentId('policy', 'save-budget'),
  budgetUnit: componentId('policy', 'budget-unit'),
  logChannel: componentId('policy', 'log-channel'),
  logOff: componentId('policy', 'log-off'),
  lowBalance: componentId('policy', 'low-balance'),
  saveLowBalance: componentId('policy', 'save-low-balance'),
  workflows: componentId('policy', 'workflows'),
  loras: componentId('policy', 'loras'),
  addLora: componentId('policy', 'add-lora'),
  saveAddLora: componentId('policy', 'save-add-lora'),
  removeLora: componentId('policy', 'remove-lora'),
  limits: componentId('policy', 'limits'),
  banned: componentId('policy', 'banned'),
  saveLimits: componentId('policy', 'save-limits'),
  saveBanned: componentId('policy', 'save-banned'),
  imagesNormal: componentId('policy', 'images-normal'),
  imagesAgeRestricted: componentId('policy', 'images-age-restricted'),
  imageThreshold: componentId('policy', 'image-threshold'),
  saveImageThreshold: componentId('policy', 'save-image-threshold'),
  unblock: componentId('policy', 'unblock'),
  automod: componentId('policy', 'automod'),
  explicitTerms: componentId('policy', 'explicit-terms'),
  safetyNegative: componentId('policy', 'safety-negative'),
  saveSafetyNegative: componentId('policy', 'save-safety-negative'),
};

/** A page's embed: the panel's title and colour, the page's fields and footer. */
export const pageEmbed = (t: Translator, fields: APIEmbedField[], footer?: string): APIEmbed => ({
  title: t.t('policy.title'),
  color: 0xed4245,
  fields,
  ...(footer === undefined ? {} : { footer: { text: footer } }),
});
