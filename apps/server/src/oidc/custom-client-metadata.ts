/**
 * The keys of `applications.custom_client_metadata` the OIDC layer acts on (Logto's names).
 * Values of the wrong type are ignored rather than failing the client: the management API
 * validates them on write, so a bad value here is old data, not an attack.
 */
export type CustomClientMetadata = {
  corsAllowedOrigins: string[];
  idTokenTtl?: number;
  refreshTokenTtl?: number;
  refreshTokenTtlInDays?: number;
  alwaysIssueRefreshToken: boolean;
  rotateRefreshToken: boolean;
  allowTokenExchange: boolean;
  isDeviceFlow: boolean;
  maxAllowedGrants?: number;
  tenantId?: string;
};

const positive = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : undefined;

const clampDays = (days: number | undefined) =>
  days === undefined ? undefined : Math.min(Math.max(days, 1), 90);

export const readCustomClientMetadata = (
  raw: Record<string, unknown> | null | undefined,
): CustomClientMetadata => {
  const value = raw ?? {};
  const origins = Array.isArray(value.corsAllowedOrigins)
    ? value.corsAllowedOrigins.filter((origin): origin is string => typeof origin === 'string')
    : [];
  const optional = {
    idTokenTtl: positive(value.idTokenTtl),
    refreshTokenTtl: positive(value.refreshTokenTtl),
    // Logto accepts 1..90 days; older rows outside that range are clamped, not rejected.
    refreshTokenTtlInDays: clampDays(positive(value.refreshTokenTtlInDays)),
    maxAllowedGrants: positive(value.maxAllowedGrants),
    tenantId: typeof value.tenantId === 'string' ? value.tenantId : undefined,
  };
  return {
    corsAllowedOrigins: origins,
    alwaysIssueRefreshToken: value.alwaysIssueRefreshToken === true,
    // Logto's default is to rotate; only an explicit `false` turns it off.
    rotateRefreshToken: value.rotateRefreshToken !== false,
    allowTokenExchange: value.allowTokenExchange === true,
    isDeviceFlow: value.isDeviceFlow === true,
    ...Object.fromEntries(Object.entries(optional).filter(([, item]) => item !== undefined)),
  };
};
