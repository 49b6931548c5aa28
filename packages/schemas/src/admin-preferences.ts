import { z } from 'zod';
import {
  type AcknowledgementFlag,
  type AdminPreferences,
  acknowledgementFlags,
  appearanceModes,
} from './admin-preferences-core.ts';
import { languageTags } from './language-tags.ts';

// Names, lists, types and the zod-free reader live in admin-preferences-core.ts (the console's
// start path uses them without zod); this module adds the zod guard the server validates with.
export * from './admin-preferences-core.ts';

export const appearanceModeGuard = z.enum(appearanceModes);

const flagShape = Object.fromEntries(
  acknowledgementFlags.map((flag) => [flag, z.boolean().optional()]),
) as Record<AcknowledgementFlag, z.ZodOptional<z.ZodBoolean>>;

export const adminPreferencesGuard = z.object({
  language: z.enum(languageTags).optional(),
  appearanceMode: appearanceModeGuard.optional(),
  ...flagShape,
});

// The hand-written type in the core module and the guard's must stay the same.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const typesAgree: Same<z.infer<typeof adminPreferencesGuard>, AdminPreferences> = true;
void typesAgree;
