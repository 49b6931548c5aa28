import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { ConsoleProviders } from './app-providers.tsx';
import type { ConsoleConfig } from './console-config.ts';
import { createConsoleRouter } from './router.tsx';
import { registeredSections } from './section-registry.ts';
import { SectionsProvider } from './sections-context.tsx';

export const ConsoleApp = ({ config }: { config: ConsoleConfig }) => {
  const [router] = useState(() => createConsoleRouter(registeredSections));
  return (
    <ConsoleProviders config={config}>
      <SectionsProvider sections={registeredSections}>
        <RouterProvider router={router} />
      </SectionsProvider>
    </ConsoleProviders>
  );
};
