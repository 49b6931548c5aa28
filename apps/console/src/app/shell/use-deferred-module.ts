import { useCallback, useState } from 'react';

/**
 * A module that is fetched on first intent (hover, focus, click) rather than with the start path.
 * `loaded` is the module once it arrived (at once when an earlier mount already fetched it);
 * `preload` starts the fetch; `load` starts it and resolves with the module.
 */
export const createDeferredModule = <Module>(importer: () => Promise<Module>) => {
  let loaded: Module | undefined;
  let pending: Promise<Module> | undefined;
  const load = () => {
    pending ??= importer().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        // A failed fetch (a deploy replaced the chunk, the network dropped) may be retried.
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  return { load, peek: () => loaded };
};

type DeferredModule<Module> = ReturnType<typeof createDeferredModule<Module>>;

/** Re-renders once `deferred` is loaded by `load`; `preload` warms it without re-rendering. */
export const useDeferredModule = <Module>(deferred: DeferredModule<Module>) => {
  const [module, setModule] = useState(deferred.peek);
  const preload = useCallback(() => {
    deferred.load().catch(() => {
      // Only warming: the click that needs the module tries again and reports.
    });
  }, [deferred]);
  const load = useCallback(
    () =>
      deferred.load().then((loadedModule) => {
        setModule(() => loadedModule);
        return loadedModule;
      }),
    [deferred],
  );
  return { module, preload, load };
};
