import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Mantine's ScrollArea (the sidebar, every Modal) imports only `useMergeRefs` from
 * `@floating-ui/react`. A bundler splits chunks by whole modules, so that one import put all of
 * floating-ui (~14 KB gzip, which only menus, popovers and tooltips need) on the console's first
 * load. ScrollArea gets the console's own `useMergeRefs` instead; everything else that imports
 * floating-ui (Popover, Menu, Tooltip, Combobox) still gets the real package, loaded with them.
 */
const scrollAreaDir = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]/;
const mergeRefsPath = fileURLToPath(new URL('./merge-refs.ts', import.meta.url));

export const scrollAreaWithoutFloatingUi = (): Plugin => ({
  name: 'gatehouse:scroll-area-without-floating-ui',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source !== '@floating-ui/react' || !importer || !scrollAreaDir.test(importer)) return null;
    return mergeRefsPath;
  },
});
