import { Navigate } from 'react-router';
import { useMe } from '../api/me-api.ts';
import { PageLoading } from '../kit/page-loading.tsx';
import { firstSidebarPath } from './sections.ts';
import { useSections } from './sections-context.tsx';

/** The app root goes (replace) to the first visible sidebar item of the tenant (spec §2). */
export const RootRedirect = () => {
  const { groups, tenantPrefix } = useSections();
  return <Navigate replace to={`${tenantPrefix}/${firstSidebarPath(groups)}`} />;
};

/**
 * Index route logic of spec §2. Self-hosted: once the user is loaded the single tenant `default`
 * is the default tenant, whose paths carry no prefix. Onboarding, invitations and the
 * create-tenant landing exist only in the cloud edition.
 */
export const IndexRoute = () => {
  const me = useMe();
  if (me.isPending && me.fetchStatus !== 'idle') return <PageLoading />;
  return <RootRedirect />;
};
