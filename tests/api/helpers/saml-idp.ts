import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import * as validator from '@authenio/samlify-node-xmllint';
import { generateSamlSigningCertificate } from '@gatehouse/server/src/services/saml-application-certificates.ts';
import * as samlify from 'samlify';
import type { ApiClient } from './api-client.ts';
import type { RunningServer } from './server.ts';

samlify.setSchemaValidator(validator);

/**
 * An enterprise SAML IdP run by a test: samlify with its own key and self-signed certificate,
 * whose signed responses the tests post to a connector's assertion consumer service. Each call
 * makes a new key: a second IdP with the same entity id is an impostor.
 */
export const startSamlIdp = async (
  entityId: string,
  ssoUrl: string,
  certificateName = 'Test SAML IdP',
) => {
  const key = await generateSamlSigningCertificate(certificateName, 1);
  const attribute = (name: string) => ({
    name,
    valueTag: name,
    nameFormat: 'urn:oasis:names:tc:SAML:2.0:attrname-format:basic',
    valueXsiType: 'xs:string',
  });
  const idp = samlify.IdentityProvider({
    entityID: entityId,
    privateKey: key.privateKey,
    signingCert: key.certificate,
    singleSignOnService: [
      { Binding: samlify.Constants.namespace.binding.redirect, Location: ssoUrl },
    ],
    loginResponseTemplate: {
      context: samlify.SamlLib.defaultLoginResponseTemplate.context,
      attributes: [attribute('email'), attribute('name')],
    },
  });
  return { idp, entityId, ssoUrl, certificate: key.certificate };
};
export type TestSamlIdp = Awaited<ReturnType<typeof startSamlIdp>>;

/** The SP as the IdP sees it: the connector's entity id and ACS (from its providerConfig). */
export const serviceProviderOf = (entityId: string, acsUrl: string) =>
  samlify.ServiceProvider({
    entityID: entityId,
    assertionConsumerService: [
      { Binding: samlify.Constants.namespace.binding.post, Location: acsUrl },
    ],
    wantAssertionsSigned: true,
  });

/** The SP of SSO connector `connectorId`, from the URLs its providerConfig announces. */
export const serviceProviderOfConnector = async (management: ApiClient, connectorId: string) => {
  const detail = await management.get(`/api/sso-connectors/${connectorId}`);
  const { entityId, assertionConsumerServiceUrl } = detail.body.providerConfig.serviceProvider;
  return serviceProviderOf(entityId, assertionConsumerServiceUrl);
};

/**
 * A signed SAMLResponse for `person`; without `requestId` it is unsolicited (IdP-initiated): no
 * InResponseTo anywhere.
 */
export const signedSamlResponse = async (
  { idp, entityId }: TestSamlIdp,
  sp: samlify.ServiceProviderInstance,
  person: { email: string; name: string },
  requestId?: string,
) => {
  const acs = sp.entityMeta.getAssertionConsumerService(
    samlify.Constants.namespace.binding.post,
  ) as string;
  const { context } = await idp.createLoginResponse(
    sp,
    { extract: { request: { id: requestId ?? '' } } },
    'post',
    { email: person.email },
    (template: string) => {
      const id = `_${randomUUID()}`;
      const now = new Date();
      const later = new Date(now.getTime() + 5 * 60_000).toISOString();
      const shaped = requestId
        ? template
        : template.replaceAll(' InResponseTo="{InResponseTo}"', '');
      return {
        id,
        context: samlify.SamlLib.replaceTagsByValue(shaped, {
          ID: id,
          AssertionID: `_${randomUUID()}`,
          Destination: acs,
          Audience: sp.entityMeta.getEntityID(),
          EntityID: sp.entityMeta.getEntityID(),
          SubjectRecipient: acs,
          Issuer: entityId,
          IssueInstant: now.toISOString(),
          AssertionConsumerServiceURL: acs,
          StatusCode: 'urn:oasis:names:tc:SAML:2.0:status:Success',
          ConditionsNotBefore: now.toISOString(),
          ConditionsNotOnOrAfter: later,
          SubjectConfirmationDataNotOnOrAfter: later,
          NameIDFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
          NameID: person.email,
          InResponseTo: requestId ?? '',
          AuthnStatement: '',
          attrEmail: person.email,
          attrName: person.name,
        }),
      };
    },
  );
  return context;
};

/**
 * The IdP's form post to a connector's ACS, as a browser sends it: a fresh connection and no
 * cookies (a cross-site POST carries no SameSite=Lax cookie).
 */
export const postToAcs = (
  server: RunningServer,
  connectorId: string,
  fields: Record<string, string>,
) =>
  new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
    const body = new URLSearchParams(fields).toString();
    const request = httpRequest(
      `${server.mainUrl}/api/authn/single-sign-on/saml/${connectorId}`,
      {
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, location: response.headers.location }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
