import { z } from 'zod';

/** An id that may arrive as a non-empty string or as a number; always a string afterwards. */
export const idSchema = z.union([
  z.string().trim().min(1),
  z
    .number()
    .int()
    .nonnegative()
    .transform((id) => String(id)),
]);

/** A finite number that may arrive as a numeric string. */
export const numberishSchema = z.union([
  z.number().finite(),
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);

/** An optional text member: anything that is not a string is dropped instead of failing. */
export const optionalTextSchema = z.string().optional().catch(undefined);
