import type { ConsoleSection } from './sections.ts';

// Every `sections/<area>/<area>.section.tsx` registers itself; the section files stay tiny and
// lazy-load their pages, so this eager glob costs only route declarations.
const modules = import.meta.glob<{ section: ConsoleSection }>('../sections/*/*.section.tsx', {
  eager: true,
});

export const registeredSections: ConsoleSection[] = Object.values(modules).map(
  (module) => module.section,
);
