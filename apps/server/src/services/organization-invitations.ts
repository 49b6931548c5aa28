import { fallbackLanguage, type LanguageTag, languageTags, loadLocale } from '@gatehouse/phrases';
import { generateStandardId } from '@gatehouse/schemas';
import type {
  CreateOrganizationInvitationBody,
  InvitationMessagePayload,
  OrganizationInvitationsQuery,
} from '@gatehouse/schemas/api/organization-template';
import type { OrganizationInvitationDetail } from '@gatehouse/schemas/entities/organization';
import { fillTemplate } from '../connectors/connector-kit.ts';
import type { SecretBox } from '../db/secret-box.ts';
import type { TenantTransactions, TenantTx } from '../db/tenant-scope.ts';
import { findEmailTemplatesForLanguages } from '../queries/email-templates.ts';
import {
  deleteOrganizationInvitation,
  expireLapsedInvitations,
  findOrganizationInvitationById,
  findRoleRefsOfInvitations,
  insertAcceptedMembership,
  insertOrganizationInvitation,
  listOrganizationInvitations,
  type OrganizationInvitationRow,
  organizationExists,
  organizationInvitationRoleRelation,
  updateOrganizationInvitation,
} from '../queries/organization-invitations.ts';
import { listOrganizationRoles } from '../queries/organization-roles.ts';
import { findUserById } from '../queries/users.ts';
import { findMessageConnector, openConnectorConfig } from './connectors.ts';
import { assertFound, DomainError } from './domain-error.ts';
import { countInvitationMessage, type InvitationMessageLimit } from './invitation-message-limit.ts';
import { deliverMessage, type MessageDraft } from './message-sending.ts';
import { UnknownRelatedIdsError } from './organization-template.ts';

/**
 * Organization invitations (spec §4): Pending until accepted, revoked or past `expiresAt`; an
 * expired invitation reads as Expired even before anything writes that status.
 */

/**
 * A request that the invitation's state refuses (not pending, e-mail mismatch, no accepting user):
 * `request.invalid_input`, which the edge answers with 422 and the reason as `details`.
 */
export class InvitationStateError extends DomainError {
  constructor(readonly details: string) {
    super('request.invalid_input');
  }
}

const statusAt = (row: OrganizationInvitationRow, now: number) =>
  row.status === 'Pending' && row.expiresAt.getTime() <= now ? 'Expired' : row.status;

const toDetails = async (
  tx: TenantTx,
  rows: OrganizationInvitationRow[],
): Promise<OrganizationInvitationDetail[]> => {
  const refs = await findRoleRefsOfInvitations(
    tx,
    rows.map(({ id }) => id),
  );
  const now = Date.now();
  return rows.map((row) => ({
    tenantId: row.tenantId,
    id: row.id,
    inviterId: row.inviterId,
    invitee: row.invitee,
    acceptedUserId: row.acceptedUserId,
    organizationId: row.organizationId,
    status: statusAt(row, now),
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
    expiresAt: row.expiresAt.getTime(),
    organizationRoles: refs
      .filter(({ invitationId }) => invitationId === row.id)
      .map(({ id, name }) => ({ id, name })),
  }));
};

const requireInvitation = async (tx: TenantTx, id: string) => {
  const row = await findOrganizationInvitationById(tx, id);
  assertFound(row, 'organization_invitation', id);
  return row;
};

export const readInvitation = async (tx: TenantTx, id: string) => {
  const [detail] = await toDetails(tx, [await requireInvitation(tx, id)]);
  return detail!;
};

export const listInvitations = async (tx: TenantTx, filter: OrganizationInvitationsQuery) =>
  toDetails(tx, await listOrganizationInvitations(tx, filter));

export const removeInvitation = async (tx: TenantTx, id: string) => {
  await requireInvitation(tx, id);
  await deleteOrganizationInvitation(tx, id);
};

const isLanguageTag = (tag: string): tag is LanguageTag =>
  (languageTags as readonly string[]).includes(tag);

/**
 * The invitation e-mail: the tenant's `OrganizationInvitation` e-mail template in the payload's
 * language (else English), else the connector's own template, else the built-in text. Every
 * payload field (`link`, `code`, `locale`, `uiLocales`) fills its `{{variable}}`.
 */
const draftInvitationMessage = async (
  tx: TenantTx,
  connector: NonNullable<Awaited<ReturnType<typeof findMessageConnector>>>,
  config: Record<string, unknown>,
  payload: InvitationMessagePayload,
): Promise<MessageDraft> => {
  const locale = payload.locale ?? payload.uiLocales?.split(' ')[0] ?? fallbackLanguage;
  const values = Object.fromEntries(
    Object.entries({ ...payload, locale }).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
  const base = {
    type: 'OrganizationInvitation' as const,
    payload: { ...values, code: payload.code ?? '', locale },
  };
  const chain = [...new Set([locale, fallbackLanguage])];
  const stored = await findEmailTemplatesForLanguages(tx, 'OrganizationInvitation', chain);
  const template = chain
    .map((tag) => stored.find(({ languageTag }) => languageTag === tag))
    .find(Boolean);
  if (template)
    return {
      ...base,
      subject: fillTemplate(template.details.subject, values),
      content: fillTemplate(template.details.content, values),
      contentType: template.details.contentType ?? 'text/html',
      replyTo: template.details.replyTo,
      sendFrom: template.details.sendFrom,
    };
  const own = connector.definition.templateOf?.(config, 'OrganizationInvitation');
  if (own)
    return {
      ...base,
      subject: fillTemplate(own.subject ?? '', values),
      content: fillTemplate(own.content, values),
      contentType: own.contentType ?? 'text/plain',
    };
  const inLanguage = (await loadLocale(isLanguageTag(locale) ? locale : fallbackLanguage)).messages
    ?.organization_invitation;
  const english = (await loadLocale(fallbackLanguage)).messages?.organization_invitation;
  const subject = inLanguage?.email_subject ?? english?.email_subject;
  const content = inLanguage?.email_content ?? english?.email_content;
  if (!subject || !content) throw new DomainError('connector.template_not_found');
  return {
    ...base,
    subject: fillTemplate(subject, values),
    content: fillTemplate(content, { link: '', ...values }),
    contentType: 'text/plain',
  };
};

type PreparedMessage = {
  to: string;
  connector: NonNullable<Awaited<ReturnType<typeof findMessageConnector>>>;
  config: Record<string, unknown>;
  draft: MessageDraft;
};

/** Reads what sending needs inside the transaction: 501 `connector.not_found` without e-mail. */
const prepareMessage = async (
  tx: TenantTx,
  box: SecretBox,
  to: string,
  payload: InvitationMessagePayload,
): Promise<PreparedMessage> => {
  const connector = await findMessageConnector(tx, 'Email');
  if (!connector)
    throw new DomainError('connector.not_found', { interpolation: { type: 'Email' } });
  const config = openConnectorConfig(box, connector.row.config);
  return {
    to,
    connector,
    config,
    draft: await draftInvitationMessage(tx, connector, config, payload),
  };
};

const send = ({ to, connector, config, draft }: PreparedMessage) =>
  deliverMessage(connector.definition, config, { ...draft, to });

/**
 * Creates a Pending invitation with its roles and, with a `messagePayload`, e-mails it through
 * the tenant's e-mail connector (outside the transaction). When the e-mail cannot be sent (or the
 * invitee's message budget is spent: 429) the invitation is removed again, so a failed request
 * leaves nothing behind.
 */
export const createInvitation = async (
  tenant: TenantTransactions,
  box: SecretBox,
  body: CreateOrganizationInvitationBody,
  limit: InvitationMessageLimit,
) => {
  const { detail, message } = await tenant.transaction(async (tx) => {
    if (!(await organizationExists(tx, body.organizationId)))
      throw new UnknownRelatedIdsError([body.organizationId]);
    const roleIds = [...new Set(body.organizationRoleIds ?? [])];
    const roles = await listOrganizationRoles(tx, { ids: roleIds });
    const missing = roleIds.filter((id) => !roles.some((role) => role.id === id));
    if (missing.length > 0) throw new UnknownRelatedIdsError(missing);
    if (body.inviterId && !(await findUserById(tx, body.inviterId)))
      throw new UnknownRelatedIdsError([body.inviterId]);

    const now = new Date();
    await expireLapsedInvitations(tx, body.invitee, body.organizationId, now);
    const row = await insertOrganizationInvitation(tx, {
      id: generateStandardId(),
      inviterId: body.inviterId ?? null,
      invitee: body.invitee,
      organizationId: body.organizationId,
      status: 'Pending',
      acceptedUserId: null,
      createdAt: now,
      updatedAt: now,
      expiresAt: new Date(body.expiresAt),
    });
    await organizationInvitationRoleRelation.insert(
      tx,
      roleIds.map((member) => ({ owner: row.id, member })),
    );
    const message = body.messagePayload
      ? await prepareMessage(tx, box, body.invitee, body.messagePayload)
      : undefined;
    const [detail] = await toDetails(tx, [row]);
    return { detail: detail!, message };
  });
  if (message) {
    try {
      await countInvitationMessage(limit, message.to);
      await send(message);
    } catch (error) {
      await tenant.transaction((tx) => deleteOrganizationInvitation(tx, detail.id));
      throw error;
    }
  }
  return detail;
};

/**
 * Sends the invitation e-mail again (`POST /organization-invitations/{id}/message`), within the
 * invitee's message budget (429 `request.message_rate_limited`).
 */
export const resendInvitationMessage = async (
  tenant: TenantTransactions,
  box: SecretBox,
  id: string,
  payload: InvitationMessagePayload,
  limit: InvitationMessageLimit,
) => {
  const message = await tenant.transaction(async (tx) => {
    const row = await requireInvitation(tx, id);
    return prepareMessage(tx, box, row.invitee, payload);
  });
  await countInvitationMessage(limit, message.to);
  await send(message);
};

/**
 * Accepts or revokes a Pending invitation. Accepting needs the user whose primary e-mail is the
 * invitee; that user joins the organization with the invitation's roles in the same transaction.
 */
export const updateInvitationStatus = async (
  tx: TenantTx,
  id: string,
  change: { status: 'Accepted' | 'Revoked'; acceptedUserId?: string | null | undefined },
) => {
  const row = await requireInvitation(tx, id);
  const now = new Date();
  if (statusAt(row, now.getTime()) !== 'Pending')
    throw new InvitationStateError('The invitation is not pending.');

  if (change.status === 'Revoked') {
    await updateOrganizationInvitation(tx, id, { status: 'Revoked', updatedAt: now });
    return readInvitation(tx, id);
  }

  if (!change.acceptedUserId)
    throw new InvitationStateError(
      'The `acceptedUserId` is required when accepting an invitation.',
    );
  const user = await findUserById(tx, change.acceptedUserId);
  assertFound(user, 'user', change.acceptedUserId);
  if (user.primaryEmail?.toLowerCase() !== row.invitee.toLowerCase())
    throw new InvitationStateError('The accepted user must have the same email as the invitee.');
  await insertAcceptedMembership(
    tx,
    row.organizationId,
    user.id,
    await organizationInvitationRoleRelation.memberIds(tx, id),
  );
  await updateOrganizationInvitation(tx, id, {
    status: 'Accepted',
    acceptedUserId: user.id,
    updatedAt: now,
  });
  return readInvitation(tx, id);
};
