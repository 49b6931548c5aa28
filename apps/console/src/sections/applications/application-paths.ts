import { useSections } from '../../app/sections-context.tsx';

/** Builds paths below `applications`, with the tenant prefix of the edition. */
export const useApplicationsPath = () => {
  const { tenantPrefix } = useSections();
  return (suffix = '') => `${tenantPrefix}/applications${suffix}`;
};
