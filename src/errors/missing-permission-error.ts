import { AppError } from './app-error.js';

/** The member lacks a Discord permission an action requires. */
export class MissingPermissionError extends AppError {
  /**
   * @param permission - as Discord names it to members, e.g. `Manage Server`
   * @param action - what was refused, e.g. `change the server key`
   */
  constructor(
    readonly permission: string,
    action: string,
  ) {
    super(`Only members with the **${permission}** permission can ${action}.`);
  }
}
