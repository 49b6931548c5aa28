import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { ConsoleConfig } from './console-config.ts';

/** Sidebar sections and their items in display order (spec §2 Shell). */
export const sidebarLayout = {
  overview: ['get_started', 'dashboard'],
  authentication: [
    'applications',
    'sign_in_experience',
    'mfa',
    'connectors',
    'enterprise_sso',
    'security',
    'account_center',
  ],
  authorization: ['api_resources', 'roles', 'organization_template'],
  users: ['organizations', 'users'],
  developer: ['signing_keys', 'customize_jwt', 'webhooks', 'audit_logs'],
  tenant: ['tenant_settings'],
} as const;

export type SidebarGroupKey = keyof typeof sidebarLayout;
export type SidebarItemKey = (typeof sidebarLayout)[SidebarGroupKey][number];

export type SectionContext = Pick<ConsoleConfig, 'edition' | 'isDevFeaturesEnabled'>;

/**
 * One console area, declared in `sections/<area>/<area>.section.tsx` as `export const section`.
 * The registry picks it up; nothing else needs editing to add a sidebar item.
 */
export type ConsoleSection = {
  key: SidebarItemKey;
  /** First path segment under the tenant, e.g. `get-started`; also decides the active item. */
  path: string;
  icon: ComponentType;
  /** Routes below the tenant root; the first usually has `path` equal to `path` above. */
  routes: RouteObject[];
  /** Hidden items keep their routes but leave the sidebar (e.g. tenant settings outside cloud). */
  isHidden?: (context: SectionContext) => boolean;
};

export const defineSection = (section: ConsoleSection) => section;

export type SidebarGroup = { key: SidebarGroupKey; items: ConsoleSection[] };

/** Groups the sections that exist and are visible, in the spec's order; empty groups drop out. */
export const buildSidebar = (
  sections: readonly ConsoleSection[],
  context: SectionContext,
): SidebarGroup[] => {
  const byKey = new Map(sections.map((section) => [section.key, section]));
  return Object.entries(sidebarLayout)
    .map(([group, keys]) => ({
      key: group as SidebarGroupKey,
      items: keys
        .map((key) => byKey.get(key))
        .filter((section): section is ConsoleSection => Boolean(section))
        .filter((section) => !section.isHidden?.(context)),
    }))
    .filter((group) => group.items.length > 0);
};

/** Path of the first visible item; the app root redirects there (spec §2). */
export const firstSidebarPath = (groups: readonly SidebarGroup[]) => {
  const first = groups[0]?.items[0];
  if (!first) throw new Error('First sidebar item not found');
  return first.path;
};

/** The item whose path is the first segment of `pathname` below the tenant prefix. */
export const isSectionActive = (section: ConsoleSection, pathname: string, prefix = '') => {
  const rest = pathname.slice(prefix.length).replace(/^\/+/, '');
  return rest.split('/')[0] === section.path;
};
