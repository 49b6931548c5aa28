import { ApiError } from '../../http/api-error.ts';

type DbError = { code?: string; cause?: DbError };

const sqlStateOf = (error: unknown) => {
  let current = error as DbError | undefined;
  for (let depth = 0; current && depth < 3; depth++) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current.code;
    current = current.cause;
  }
  return undefined;
};

/**
 * Runs a write to an organization relation with Logto's answers for what the database refuses:
 * an unknown organization, user, application or role, or a user who is not a member (foreign
 * key) is 422 `entity.relation_foreign_key_not_found`; an application or role of the wrong type
 * (type triggers) is 422 `entity.db_constraint_violated`.
 */
export const withRelationRules = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    const state = sqlStateOf(error);
    if (state === '23503')
      throw new ApiError('entity.relation_foreign_key_not_found', { status: 422 });
    if (state === '23514') throw new ApiError('entity.db_constraint_violated', { status: 422 });
    throw error;
  }
};
