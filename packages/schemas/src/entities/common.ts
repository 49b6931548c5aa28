import { z } from 'zod';

/** Arbitrary JSON object (custom data, profile extras). */
export const jsonObjectGuard = z.record(z.string(), z.unknown());
export type JsonObject = z.infer<typeof jsonObjectGuard>;

/** Entity ids in paths and bodies: 1–21 characters. */
export const entityIdGuard = z.string().min(1).max(21);

/**
 * An id in a path: any non-empty string, as Logto's params guards, so an unknown id of any length
 * is a 404 `entity.not_exists_with_id`, never a 400.
 */
export const pathIdGuard = z.string().min(1);

/** Timestamps travel as epoch milliseconds. */
export const epochMsGuard = z.number();

export const emailRegex = /^\S+@\S+\.\S+$/;
export const phoneRegex = /^\d+$/;
