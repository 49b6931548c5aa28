import type { SocialVerifyBody, VerificationIdResponse } from '@gatehouse/schemas/api/experience';
import { socialError } from '../../connectors/social/social-kit.ts';
import { ApiError } from '../../http/api-error.ts';
import { loadSocialConnector } from '../../services/social-connectors.ts';
import type { RecordOf, StepContext } from './step-context.ts';

const recordNotFound = () =>
  new ApiError('session.verification_session_not_found', { status: 404 });

/** The social record to finish: the one named, else the latest one started for this connector. */
const findSocialRecord = (
  { state }: StepContext,
  connectorId: string,
  verificationId: string | undefined,
): RecordOf<'Social'> => {
  const records = state.verificationRecords.filter(
    (record): record is RecordOf<'Social'> => record.type === 'Social',
  );
  const record = verificationId
    ? records.find(({ id }) => id === verificationId)
    : records.filter((candidate) => candidate.connectorId === connectorId).at(-1);
  if (!record) throw recordNotFound();
  if (record.connectorId !== connectorId) {
    throw new ApiError('session.connector_id_mismatch', { status: 400 });
  }
  return record;
};

/**
 * `POST /api/experience/verification/social/{connectorId}/verify`: checks that the callback
 * carries the state its authorization was started with (else 401 `connector.authorization_failed`,
 * before anything is sent to the provider), then has the connector exchange the code and read
 * the person; the record keeps the person (`socialUserInfo`).
 */
export const verifySocialIdentity = async (
  step: StepContext,
  connectorId: string,
  { connectorData, verificationId }: SocialVerifyBody,
): Promise<VerificationIdResponse> => {
  const record = findSocialRecord(step, connectorId, verificationId);
  if (connectorData.state !== record.session.state) {
    throw socialError('authorization_failed', { error: 'state_mismatch' });
  }
  const connector = await step.tenant.transaction((tx) =>
    loadSocialConnector(tx, step.app.secretBox, connectorId),
  );
  record.socialUserInfo = await connector.social.userInfo(
    connector.config,
    connectorData,
    record.session,
  );
  return { verificationId: record.id };
};
