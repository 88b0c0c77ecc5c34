import { ActionRowBuilder, ButtonStyle, StringSelectMenuBuilder } from 'discord.js';
import { NotHereError } from '../bot/bot-errors.js';
import type { ComponentId } from '../bot/component-id.js';
import { buttonRow } from '../discord/button-row.js';
import { embedField, userText } from '../discord/text.js';
import type { Translator } from '../i18n/translator.js';
import {
  DEFAULT_THRESHOLD,
  IMAGE_POLICIES,
  type ImagePolicy,
  imagePolicyOf,
  imageSafetyOf,
} from '../safety/image-policy.js';
import { POLICY_IDS, type PolicyView, pageEmbed } from './policy-view.js';

/** A select of the policy for one kind of channel, the current one chosen. */
function policySelect(id: ComponentId, chosen: ImagePolicy, placeholder: string, t: Translator) {
  const select = new StringSelectMenuBuilder()
    .setCustomId(id.build())
    .setPlaceholder(placeholder)
    .addOptions(
      IMAGE_POLICIES.map((policy) => ({
        label: t.t(`safety.pick.${policy}`),
        value: policy,
        default: policy === chosen,
      })),
    );
  return new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(select);
}

/**
 * The safety page of `/policy`: what becomes of an image the safety check scores explicit, in
 * channels that are not age-restricted and in those that are, and from which score (a select for
 * each, the threshold's form); whether the built-in explicit terms are refused outside
 * age-restricted channels (a switch), and the safety negative prompt added there (its form).
 */
export function renderSafetyPage({ policy }: PolicyView, t: Translator) {
  const settings = imageSafetyOf(policy.imageSafety);
  const shown = (chosen: ImagePolicy) => t.t(`safety.policies.${chosen}`);
  const images = [
    t.t('safety.normal', { policy: shown(settings.normal) }),
    t.t('safety.ageRestricted', { policy: shown(settings.ageRestricted) }),
    t.t('safety.threshold', { threshold: settings.threshold, default: DEFAULT_THRESHOLD }),
  ];
  const termsOn = String(policy.explicitTermsOff !== true);
  const negative = policy.safetyNegative;
  const embed = pageEmbed(
    t,
    [
      { name: t.t('safety.pageTitle'), value: images.join('\n') },
      { name: t.t('safety.policy.termsTitle'), value: t.t('safety.policy.terms', { termsOn }) },
      embedField(
        t.t('safety.policy.negativeTitle'),
        negative ? userText(negative, 1_000) : t.t('safety.policy.negativeNone'),
      ),
    ],
    `${t.t('safety.footer')}\n${t.t('safety.policy.footer')}`,
  );
  return {
    embed,
    rows: [
      policySelect(POLICY_IDS.imagesNormal, settings.normal, t.t('safety.pick.normal'), t),
      policySelect(
        POLICY_IDS.imagesAgeRestricted,
        settings.ageRestricted,
        t.t('safety.pick.ageRestricted'),
        t,
      ),
      buttonRow(
        [POLICY_IDS.imageThreshold.build(), t.t('safety.thresholdButton'), ButtonStyle.Primary],
        [
          POLICY_IDS.explicitTerms.build(),
          t.t('safety.policy.termsButton', { termsOn }),
          termsOn === 'true' ? ButtonStyle.Danger : ButtonStyle.Success,
        ],
        [
          POLICY_IDS.safetyNegative.build(),
          t.t('safety.policy.negativeButton'),
          ButtonStyle.Primary,
        ],
      ),
    ],
  };
}

/**
 * The policy picked in a select (its value is user input).
 * @throws {NotHereError} for a value the select did not offer (nothing is changed).
 */
export function pickedImagePolicy({ values }: { readonly values: readonly string[] }): ImagePolicy {
  const picked = imagePolicyOf(values[0]);
  if (!picked) throw new NotHereError();
  return picked;
}
