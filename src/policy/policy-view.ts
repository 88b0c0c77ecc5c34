import { componentId } from '../bot/component-id.js';
import type { BudgetUse } from '../store/server-budget-store.js';
import type { StoredPolicy } from '../store/server-policy-store.js';

/** The pages of the `/policy` panel, in the order of its navigation. */
export const POLICY_PAGES = ['limits', 'members', 'log'] as const;

/** A page of the `/policy` panel. */
export type PolicyPage = (typeof POLICY_PAGES)[number];

/** `typed` when it names a page (a custom id's field is user input), else the first page. */
export const policyPageOf = (typed: string): PolicyPage =>
  POLICY_PAGES.find((page) => page === typed) ?? 'limits';

/** What a page of the panel shows: the policy and what it is measured against. */
export interface PolicyView {
  readonly policy: StoredPolicy;
  readonly page: PolicyPage;
  /** The server's daily limit per member (`/settings`), for members without a role rule. */
  readonly defaultDailyLimit: number;
  /** What the server key ran today and this month (UTC). */
  readonly budgetUse: BudgetUse;
  /** `CREDITS_PER_GENERATION`. */
  readonly creditsPerGeneration: number;
  /** `LOW_BALANCE_CHECK_MS`: how often at most the alert reads the balance. */
  readonly lowBalanceCheckMs: number;
}

/** The custom ids of the `/policy` panel's components and forms (see `commands/policy.ts`). */
export const POLICY_IDS = {
  /** A page of the panel, by name. */
  page: componentId('policy', 'page', ['page']),
  /** The role select: the chosen role's daily limit form opens. */
  role: componentId('policy', 'role'),
  /** The daily limit form of a role, submitted (the role checked against the server's). */
  saveRole: componentId('policy', 'save-role', ['role']),
  /** Opens the budget form. */
  budget: componentId('policy', 'budget'),
  /** The budget form, submitted. */
  saveBudget: componentId('policy', 'save-budget'),
  /** Switches what the budget counts (generations or credits). */
  budgetUnit: componentId('policy', 'budget-unit'),
  /** The channel select of the moderation log. */
  logChannel: componentId('policy', 'log-channel'),
  /** Turns the moderation log off. */
  logOff: componentId('policy', 'log-off'),
  /** Opens the low-balance threshold form. */
  lowBalance: componentId('policy', 'low-balance'),
  /** The low-balance threshold form, submitted. */
  saveLowBalance: componentId('policy', 'save-low-balance'),
  /** The select of the workflows the server key pays for. */
  workflows: componentId('policy', 'workflows'),
  /** Opens the limits form. */
  limits: componentId('policy', 'limits'),
  /** Opens the banned words form. */
  banned: componentId('policy', 'banned'),
  /** The limits form, submitted. */
  saveLimits: componentId('policy', 'save-limits'),
  /** The banned words form, submitted. */
  saveBanned: componentId('policy', 'save-banned'),
};
