import { z } from 'zod';
import { type LanguageTag, languageTags } from './language-tags.ts';

/** Key under which the console keeps its preferences in a user's `customData`. */
export const adminPreferencesKey = 'adminConsolePreferences';

export const appearanceModes = ['light', 'dark', 'system'] as const;
export type AppearanceMode = (typeof appearanceModes)[number];
export const appearanceModeGuard = z.enum(appearanceModes);

/**
 * Acknowledgement flags (spec §3). Names match the ones Logto stores, so custom data moved from a
 * Logto instance keeps its dismissed notices.
 */
const acknowledgementFlags = [
  'experienceNoticeConfirmed',
  'connectorSieNoticeConfirmed',
  'managementApiAcknowledged',
  'roleWithManagementApiAccessNotificationAcknowledged',
  'm2mRoleNotificationAcknowledged',
  'mfaUpsellNoticeAcknowledged',
  'm2mUpsellNoticeAcknowledged',
  'apiResourceUpsellNoticeAcknowledged',
  'organizationUpsellNoticeAcknowledged',
  'tenantMembersUpsellNoticeAcknowledged',
  'enterpriseSsoUpsellNoticeAcknowledged',
  'securityFeaturesUpsellNoticeAcknowledged',
  'addOnChangesInCurrentCycleNoticeAcknowledged',
] as const;

export type AcknowledgementFlag = (typeof acknowledgementFlags)[number];

const flagShape = Object.fromEntries(
  acknowledgementFlags.map((flag) => [flag, z.boolean().optional()]),
) as Record<AcknowledgementFlag, z.ZodOptional<z.ZodBoolean>>;

export const adminPreferencesGuard = z.object({
  language: z.enum(languageTags).optional(),
  appearanceMode: appearanceModeGuard.optional(),
  ...flagShape,
});

export type AdminPreferences = z.infer<typeof adminPreferencesGuard>;

/** Preferences after defaults are applied: language and appearance are always known. */
export type ResolvedAdminPreferences = AdminPreferences & {
  language: LanguageTag;
  appearanceMode: AppearanceMode;
};

/**
 * Reads the console preferences out of a user's custom data. Anything invalid falls back to the
 * defaults as a whole (spec §5): language `en`, appearance from `fallbackAppearance` (the browser's
 * local setting; `system` when none is given, as on the server).
 * Example: `parseAdminPreferences(user.customData, 'dark').appearanceMode`.
 */
export const parseAdminPreferences = (
  customData: unknown,
  fallbackAppearance: AppearanceMode = 'system',
): ResolvedAdminPreferences => {
  const defaults: ResolvedAdminPreferences = { language: 'en', appearanceMode: fallbackAppearance };
  if (typeof customData !== 'object' || customData === null) return defaults;
  const stored = (customData as Record<string, unknown>)[adminPreferencesKey];
  const parsed = adminPreferencesGuard.safeParse(stored);
  if (!parsed.success) return defaults;
  return { ...defaults, ...stripUndefined(parsed.data) };
};

const stripUndefined = <T extends Record<string, unknown>>(value: T): Partial<T> =>
  Object.fromEntries(
    Object.entries(value).filter(([, entry]) => entry !== undefined),
  ) as Partial<T>;
