import { redirectSignedOutVisitor } from './app/sign-in-gate.ts';

/**
 * The console's entry is deliberately small: a signed-out visit only needs the SDK's sign-in code
 * to go to the sign-in page (about a tenth of the console's weight). Everything else (React,
 * Mantine, its styles, phrases, the router) loads from `start-console.tsx` once the visitor is
 * signed in or returning from sign-in.
 */
const boot = async () => {
  if (await redirectSignedOutVisitor()) {
    // Back from the sign-in page, the browser may show this page from its cache, blank: start over.
    window.addEventListener('pageshow', (event) => {
      if (event.persisted) window.location.reload();
    });
    return;
  }
  const { startConsole } = await import('./app/start-console.tsx');
  await startConsole();
};

void boot();
