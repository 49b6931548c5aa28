import type { Application } from '@gatehouse/schemas/entities/application';
import type { User } from '@gatehouse/schemas/entities/user';
import type { ApplicationRow } from '../queries/applications.ts';
import type { UserRow } from '../queries/users.ts';
import { toApplicationWithoutSecret } from './application-responses.ts';
import { toUserResponse as toUser } from './user-responses.ts';

/**
 * Role members as the API shows them (contract Shapes: UserResponse, ApplicationRow), through the
 * entities' own mappers. Password digests stay out (no `includePasswordHash`) and so do
 * application secrets: a role's member list is no place to read credentials.
 */
export const toUserResponse = (row: UserRow): User => toUser(row);

export const toApplicationResponse = (row: ApplicationRow): Application =>
  toApplicationWithoutSecret(row);
