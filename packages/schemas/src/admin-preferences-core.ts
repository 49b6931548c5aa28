import { type LanguageTag, languageTags } from './language-tags.ts';

/**
 * The zod-free half of the console preferences: names, lists and a hand-written reader. The
 * console reads preferences on its start path, where zod (~25 KB gzip) would be loaded only for
 * this; `admin-preferences.ts` builds the zod guard the server validates with from the same lists,
 * and its test checks that both accept and reject the same values.
 */

/** Key under which the console keeps its preferences in a user's `customData`. */
export const adminPreferencesKey = 'adminConsolePreferences';

export const appearanceModes = ['light', 'dark', 'system'] as const;
export type AppearanceMode = (typeof appearanceModes)[number];

/**
 * Acknowledgement flags (spec §3). Names match the ones Logto stores, so custom data moved from a
 * Logto instance keeps its dismissed notices.
 */
export const acknowledgementFlags = [
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

export type AdminPreferences = {
  language?: LanguageTag;
  appearanceMode?: AppearanceMode;
} & { [flag in AcknowledgementFlag]?: boolean };

/** Preferences after defaults are applied: language and appearance are always known. */
export type ResolvedAdminPreferences = AdminPreferences & {
  language: LanguageTag;
  appearanceMode: AppearanceMode;
};

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

export const isAppearanceMode = (value: unknown): value is AppearanceMode =>
  isOneOf(appearanceModes, value);

/**
 * Reads stored preferences as `adminPreferencesGuard.safeParse` does: an object whose known fields
 * are absent, undefined or valid; unknown keys are dropped. Anything else is `undefined`.
 * Example: `readAdminPreferences({ language: 'de', other: 1 })` is `{ language: 'de' }`.
 */
export const readAdminPreferences = (value: unknown): AdminPreferences | undefined => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const record = value as Record<string, unknown>;
  const result: Record<string, unknown> = {};
  const { language, appearanceMode } = record;
  if (language !== undefined) {
    if (!isOneOf(languageTags, language)) return undefined;
    result.language = language;
  } else if ('language' in record) result.language = undefined;
  if (appearanceMode !== undefined) {
    if (!isAppearanceMode(appearanceMode)) return undefined;
    result.appearanceMode = appearanceMode;
  } else if ('appearanceMode' in record) result.appearanceMode = undefined;
  for (const flag of acknowledgementFlags) {
    const entry = record[flag];
    if (entry !== undefined && typeof entry !== 'boolean') return undefined;
    if (flag in record) result[flag] = entry;
  }
  return result as AdminPreferences;
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
  const stored = readAdminPreferences((customData as Record<string, unknown>)[adminPreferencesKey]);
  if (!stored) return defaults;
  return { ...defaults, ...stripUndefined(stored) };
};

const stripUndefined = <T extends Record<string, unknown>>(value: T): Partial<T> =>
  Object.fromEntries(
    Object.entries(value).filter(([, entry]) => entry !== undefined),
  ) as Partial<T>;
