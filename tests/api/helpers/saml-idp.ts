import { randomUUID } from 'node:crypto';
import * as validator from '@authenio/samlify-node-xmllint';
import { generateSamlSigningCertificate } from '@gatehouse/server/src/services/saml-application-certificates.ts';
import * as samlify from 'samlify';

samlify.setSchemaValidator(validator);

/**
 * An enterprise SAML IdP run by a test: samlify with its own key and self-signed certificate,
 * whose signed responses the tests post to a connector's assertion consumer service.
 */
export const startSamlIdp = async (entityId: string, ssoUrl: string) => {
  const key = await generateSamlSigningCertificate('Test SAML IdP', 1);
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
