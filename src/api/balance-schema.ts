import { z } from 'zod';
import { idSchema, numberishSchema } from './lenient-schemas.js';
import type { Balance } from './types.js';

/** The `data` of a balance answer: `{ user_id, username, balance, currency }`. */
export const balanceSchema = z
  .object({
    user_id: idSchema,
    username: z.string().optional().catch(undefined),
    balance: numberishSchema,
    currency: z.string().trim().min(1).optional().catch(undefined),
  })
  .transform(
    (data): Balance => ({
      userId: data.user_id,
      username: data.username ?? '',
      balance: data.balance,
      currency: data.currency ?? 'credits',
    }),
  );
