import type { AppContext } from '../context.ts';
import type { GuardedRouter } from './guard.ts';
import type { AuthResult } from './management-auth.ts';

/** A group of routes registered on the router of one audience. Areas never import each other. */
export type RouteArea<Caller> = (routes: GuardedRouter<Caller>, app: AppContext) => void;

/** A management API area: its handlers' caller is the management token's subject. */
export type ManagementArea = RouteArea<AuthResult>;
