import type { ModalSubmitInteraction } from 'discord.js';
import type { ImageAction } from '../../image-backend/image-actions.js';
import type { AttachmentRef } from '../options/option-spec.js';
import {
  type ActionForm,
  ANIMATE_FORM,
  EDIT_FORM,
  readActionForm,
  ZOOM_FORM,
} from './action-forms.js';

/** What a card's action form answered: what to change (Edit, Animate), a mask where it may (Edit's). */
export interface Answered {
  readonly change?: string;
  readonly mask?: AttachmentRef;
}

/** A form's answer as its action runs it. */
export interface FormAnswer {
  /** The choice to find offered now: the form's own, or Edit's region edit where a mask came. */
  readonly token: string;
  /** The action as answered, in place of the offered one (Zoom out's factor). */
  readonly action?: ImageAction;
  readonly answered?: Answered;
}

/** An action that asks a form first (`IMAGE_ACTIONS`' `form`): the form, and its answer read. */
export interface CardForm {
  readonly form: ActionForm<unknown>;
  /** @throws {ZoomFactorError}, {FormChangedError} for a form it cannot read. */
  answer(submitted: ModalSubmitInteraction, token: string): FormAnswer;
}

/**
 * Each action's form: Edit's change (a region edit where it carries a mask), Zoom out's custom
 * factor (its action at that factor), Animate's motion prompt (none: the image's own).
 */
export const CARD_FORMS: Partial<Record<string, CardForm>> = {
  edit: {
    form: EDIT_FORM,
    answer(submitted, token) {
      const { value: change, file: mask } = readActionForm(EDIT_FORM, submitted);
      return { token: mask ? 'region' : token, answered: { change, ...(mask && { mask }) } };
    },
  },
  zoom: {
    form: ZOOM_FORM,
    answer: (submitted, token) => ({
      token,
      action: { kind: 'zoom', factor: readActionForm(ZOOM_FORM, submitted).value },
    }),
  },
  animate: {
    form: ANIMATE_FORM,
    answer(submitted, token) {
      const motion = readActionForm(ANIMATE_FORM, submitted).value;
      return { token, answered: motion ? { change: motion } : {} };
    },
  },
};
