import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useConsoleConfig } from './console-config.ts';
import { buildSidebar, type ConsoleSection, type SidebarGroup } from './sections.ts';

type SectionsValue = {
  groups: SidebarGroup[];
  /** Prefix of tenant paths: empty in the self-hosted edition (spec §2). */
  tenantPrefix: string;
};

const SectionsContext = createContext<SectionsValue | undefined>(undefined);

export const SectionsProvider = ({
  sections,
  children,
}: {
  sections: readonly ConsoleSection[];
  children: ReactNode;
}) => {
  const { edition, isDevFeaturesEnabled } = useConsoleConfig();
  const value = useMemo(
    () => ({ groups: buildSidebar(sections, { edition, isDevFeaturesEnabled }), tenantPrefix: '' }),
    [sections, edition, isDevFeaturesEnabled],
  );
  return <SectionsContext.Provider value={value}>{children}</SectionsContext.Provider>;
};

export const useSections = (): SectionsValue => {
  const value = useContext(SectionsContext);
  if (!value) throw new Error('useSections must be used inside SectionsProvider');
  return value;
};
