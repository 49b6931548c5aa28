import { withSectionPhrases } from './section-phrases.ts';
import type { ConsoleSection } from './sections.ts';

// Every `sections/<area>/<area>.section.tsx` registers itself; the section files stay tiny and
// lazy-load their pages, so this eager glob costs only route declarations.
const modules = import.meta.glob<{ section: ConsoleSection }>('../sections/*/*.section.tsx', {
  eager: true,
});

// Each section's routes wait for its phrases (section-phrases.ts), keyed by the section's folder.
export const registeredSections: ConsoleSection[] = Object.entries(modules).map(([file, module]) =>
  withSectionPhrases(module.section, file.split('/')[2] ?? ''),
);
