import { ApiError } from '../../http/api-error.ts';
import { UnknownRelatedIdsError } from '../../services/organization-template.ts';

/**
 * Runs `work`, answering related ids that name nothing with 422
 * `entity.relation_foreign_key_not_found`, the status the contract gives these routes.
 */
export const refusingUnknownIds = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UnknownRelatedIdsError)
      throw new ApiError('entity.relation_foreign_key_not_found', {
        status: 422,
        data: { ids: error.ids },
      });
    throw error;
  }
};
