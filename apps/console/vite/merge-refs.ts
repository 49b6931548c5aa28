import { type Ref, type RefCallback, useMemo } from 'react';

type Cleanup = () => void;

/** Points one ref at `node`; returns how to let go of it again. */
const attach = <T>(ref: Ref<T> | undefined, node: T): Cleanup => {
  if (typeof ref === 'function') {
    const cleanup = ref(node);
    return typeof cleanup === 'function' ? cleanup : () => ref(null);
  }
  if (ref) {
    ref.current = node;
    return () => {
      ref.current = null;
    };
  }
  return () => {};
};

/**
 * One callback ref that feeds all of `refs` (React 19: the returned function detaches them).
 * The only export of `@floating-ui/react` that Mantine's ScrollArea uses; see
 * scroll-area-without-floating-ui.ts for why it is our own.
 */
export const useMergeRefs = <T>(refs: ReadonlyArray<Ref<T> | undefined>): RefCallback<T> | null => {
  return useMemo(() => {
    if (refs.every((ref) => ref == null)) return null;
    return (node: T) => {
      const cleanups = refs.map((ref) => attach(ref, node));
      return () => {
        for (const cleanup of cleanups) cleanup();
      };
    };
    // biome-ignore lint/correctness/useExhaustiveDependencies: the refs themselves are the dependencies.
  }, refs);
};
