import { createResourceKeys } from '../../kit/resource-queries.ts';

/** Query keys of users; `all` covers lists, details and their roles. */
export const userKeys = createResourceKeys('users');
