import { z } from 'zod';

/** Arbitrary JSON object (custom data, profile extras). */
export const jsonObjectGuard = z.record(z.string(), z.unknown());
export type JsonObject = z.infer<typeof jsonObjectGuard>;

/** Entity ids in paths and bodies: 1–21 characters. */
export const entityIdGuard = z.string().min(1).max(21);

/** Timestamps travel as epoch milliseconds. */
export const epochMsGuard = z.number();

export const emailRegex = /^\S+@\S+\.\S+$/;
export const phoneRegex = /^\d+$/;
