import { randomBytes } from 'node:crypto';
import * as xmllint from '@authenio/samlify-node-xmllint';
import {
  type SamlAttributeMapping,
  samlBindings,
  samlNameIdFormats,
} from '@gatehouse/schemas/entities/saml-application';
import * as saml from 'samlify';
import type { SamlApplicationConfigRow } from '../queries/saml-applications.ts';
import { DomainError } from './domain-error.ts';

// samlify validates every message it parses against the SAML XSDs (libxml2 compiled to
// JavaScript: no Java, no native build). Without a validator it refuses every message.
saml.setSchemaValidator(xmllint);

/** The IdP entity ID of a SAML application (as Logto: `{endpoint}/saml/{id}`). */
export const samlIdpEntityId = (endpoint: string, applicationId: string) =>
  `${endpoint}/saml/${applicationId}`;

/** The single sign-on endpoint, for both bindings. */
export const samlSsoUrl = (endpoint: string, applicationId: string) =>
  `${endpoint}/api/saml/${applicationId}/authn`;

export type SamlSigningKey = { certificate: string; privateKey: string };

/** Our side of the exchange: the IdP of one SAML application, signing with its active key. */
export const buildIdentityProvider = (
  endpoint: string,
  applicationId: string,
  config: Pick<SamlApplicationConfigRow, 'nameIdFormat' | 'encryption'>,
  key: SamlSigningKey,
  loginResponseTemplate?: string,
) =>
  saml.IdentityProvider({
    entityID: samlIdpEntityId(endpoint, applicationId),
    signingCert: key.certificate,
    privateKey: key.privateKey,
    nameIDFormat: [config.nameIdFormat],
    singleSignOnService: [
      { Binding: samlBindings.redirect, Location: samlSsoUrl(endpoint, applicationId) },
      { Binding: samlBindings.post, Location: samlSsoUrl(endpoint, applicationId) },
    ],
    isAssertionEncrypted: Boolean(config.encryption?.encryptAssertion),
    wantAuthnRequestsSigned: false,
    ...(loginResponseTemplate
      ? { loginResponseTemplate: { context: loginResponseTemplate, attributes: [] } }
      : {}),
  });

/** The SP as configured on the application: responses are signed (assertion and message). */
export const buildServiceProvider = (config: SamlApplicationConfigRow) => {
  if (!config.entityId) throw new DomainError('application.saml.entity_id_required');
  if (!config.acsUrl) throw new DomainError('application.saml.acs_url_required');
  return saml.ServiceProvider({
    entityID: config.entityId,
    assertionConsumerService: [{ Binding: config.acsUrl.binding, Location: config.acsUrl.url }],
    wantAssertionsSigned: true,
    wantMessageSigned: true,
    ...(config.encryption?.encryptAssertion && config.encryption.certificate
      ? { encryptCert: config.encryption.certificate }
      : {}),
  });
};

/** IdP metadata XML: entity ID, active signing certificate, NameID format, SSO endpoints. */
export const samlIdpMetadata = (
  endpoint: string,
  applicationId: string,
  config: Pick<SamlApplicationConfigRow, 'nameIdFormat' | 'encryption'>,
  certificate: string,
) =>
  buildIdentityProvider(endpoint, applicationId, config, {
    certificate,
    privateKey: '',
  }).getMetadata();

export type ParsedAuthnRequest = {
  id: string;
  issuer: string;
  acsUrl: string | undefined;
  xml: string;
};

/**
 * Parses and validates an AuthnRequest (schema, issuer = the configured entity ID, ACS URL = the
 * configured one when the request names one). HTTP-Redirect carries it deflated in the query,
 * HTTP-POST base64 in the body.
 */
export const parseAuthnRequest = async (
  idp: ReturnType<typeof buildIdentityProvider>,
  sp: ReturnType<typeof buildServiceProvider>,
  config: SamlApplicationConfigRow,
  request:
    | { binding: 'redirect'; query: Record<string, unknown>; octetString?: string }
    | { binding: 'post'; body: Record<string, unknown> },
): Promise<ParsedAuthnRequest> => {
  let result: Awaited<ReturnType<typeof idp.parseLoginRequest>>;
  try {
    result =
      request.binding === 'redirect'
        ? await idp.parseLoginRequest(sp, 'redirect', {
            query: request.query,
            octetString: request.octetString,
          })
        : await idp.parseLoginRequest(sp, 'post', { body: request.body });
  } catch {
    throw new DomainError('application.saml.invalid_saml_request');
  }
  const extract = result.extract as {
    issuer?: string;
    request?: { id?: string; assertionConsumerServiceUrl?: string };
  };
  const id = extract.request?.id;
  if (!id) throw new DomainError('application.saml.invalid_saml_request');
  if (extract.issuer !== config.entityId)
    throw new DomainError('application.saml.auth_request_issuer_not_match');
  const acsUrl = extract.request?.assertionConsumerServiceUrl;
  if (acsUrl && acsUrl !== config.acsUrl?.url)
    throw new DomainError('application.saml.invalid_saml_request');
  return { id, issuer: extract.issuer, acsUrl, xml: result.samlContent };
};

const escapeXml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');

/** A claim as SAML attribute values: lists give one value each, objects their JSON. */
const attributeValues = (value: unknown): string[] => {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value.flatMap((item) => attributeValues(item));
  if (typeof value === 'object') return [JSON.stringify(value)];
  return [String(value)];
};

const attributeStatement = (mapping: SamlAttributeMapping, claims: Record<string, unknown>) => {
  const attributes = Object.entries(mapping)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
    .map(([claim, name]) => {
      const values = attributeValues(claims[claim])
        .map(
          (value) =>
            `<saml:AttributeValue xsi:type="xs:string">${escapeXml(value)}</saml:AttributeValue>`,
        )
        .join('');
      return `<saml:Attribute Name="${escapeXml(name)}" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:basic">${values}</saml:Attribute>`;
    });
  return attributes.length > 0
    ? `<saml:AttributeStatement>${attributes.join('')}</saml:AttributeStatement>`
    : '';
};

/** The NameID of the user for the configured format (spec: persistent = the user id). */
export const samlNameId = (format: string, claims: Record<string, unknown>) => {
  if (format === samlNameIdFormats.emailAddress) {
    if (typeof claims.email !== 'string' || !claims.email)
      throw new DomainError('application.saml.missing_email_address');
    if (claims.email_verified === false)
      throw new DomainError('application.saml.email_address_unverified');
    return claims.email;
  }
  if (format === samlNameIdFormats.transient) return `_${randomBytes(16).toString('hex')}`;
  return String(claims.sub);
};

/** samlify's login response, with our AuthnStatement and attribute statement. */
const responseTemplate = (statement: string) =>
  saml.SamlLib.defaultLoginResponseTemplate.context
    .replace(
      '{AuthnStatement}',
      '<saml:AuthnStatement AuthnInstant="{IssueInstant}" SessionIndex="{AssertionID}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>',
    )
    .replace('{AttributeStatement}', statement);

const generateId = () => `_${randomBytes(20).toString('hex')}`;

/**
 * Builds the signed (and, when configured, encrypted) SAML response for the SP's ACS, via
 * samlify: it signs the assertion and the message with the active key (xml-crypto) and encrypts
 * the assertion for the SP's certificate. Returns the base64 response and where to post it.
 */
export const buildLoginResponse = async (input: {
  endpoint: string;
  applicationId: string;
  config: SamlApplicationConfigRow;
  key: SamlSigningKey;
  claims: Record<string, unknown>;
  inResponseTo: string;
  relayState: string | null;
}) => {
  const { config, claims } = input;
  const sp = buildServiceProvider(config);
  const template = responseTemplate(attributeStatement(config.attributeMapping, claims));
  const idp = buildIdentityProvider(
    input.endpoint,
    input.applicationId,
    config,
    input.key,
    template,
  );
  const acsUrl = config.acsUrl?.url ?? '';
  const nameId = samlNameId(config.nameIdFormat, claims);
  const id = generateId();
  const now = new Date();
  const notOnOrAfter = new Date(now.getTime() + 5 * 60 * 1000).toISOString();
  const values = {
    ID: id,
    AssertionID: generateId(),
    Destination: acsUrl,
    Audience: config.entityId ?? '',
    EntityID: config.entityId ?? '',
    SubjectRecipient: acsUrl,
    Issuer: samlIdpEntityId(input.endpoint, input.applicationId),
    IssueInstant: now.toISOString(),
    AssertionConsumerServiceURL: acsUrl,
    StatusCode: 'urn:oasis:names:tc:SAML:2.0:status:Success',
    ConditionsNotBefore: now.toISOString(),
    ConditionsNotOnOrAfter: notOnOrAfter,
    SubjectConfirmationDataNotOnOrAfter: notOnOrAfter,
    NameIDFormat: config.nameIdFormat,
    NameID: nameId,
    InResponseTo: input.inResponseTo,
  };
  const response = await idp.createLoginResponse(
    sp,
    { extract: { request: { id: input.inResponseTo } } } as unknown as Parameters<
      typeof idp.createLoginResponse
    >[1],
    'post',
    { email: nameId },
    {
      ...(input.relayState ? { relayState: input.relayState } : {}),
      encryptThenSign: Boolean(
        config.encryption?.encryptAssertion && config.encryption.encryptThenSign,
      ),
      customTagReplacement: (context: string) => ({
        id,
        context: saml.SamlLib.replaceTagsByValue(context, values),
      }),
    },
  );
  return { samlResponse: response.context, acsUrl, relayState: input.relayState };
};
