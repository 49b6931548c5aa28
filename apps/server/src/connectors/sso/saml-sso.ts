import { createHash } from 'node:crypto';
import * as validator from '@authenio/samlify-node-xmllint';
import * as samlify from 'samlify';
import { z } from 'zod';
import { socialError } from '../social/social-kit.ts';
import type { SsoEndpoints, SsoProvider } from './sso-kit.ts';

// samlify refuses every document without a schema validator; this one is WASM, no Java.
samlify.setSchemaValidator(validator);

/** Where the person's fields are in the assertion's attributes (`id` defaults to the NameID). */
const attributeMappingGuard = z.object({
  id: z.string().optional(),
  email: z.string().optional(),
  name: z.string().optional(),
  avatar: z.string().optional(),
  phone: z.string().optional(),
});

/**
 * A SAML 2.0 IdP (contract: `SAML` and its preset `AzureAD`): its metadata (XML or URL), or its
 * entity id, sign-in endpoint and signing certificate given one by one.
 */
export const samlSsoConfigGuard = z
  .object({
    metadataUrl: z.url().optional(),
    metadata: z.string().optional(),
    entityId: z.string().optional(),
    signInEndpoint: z.url().optional(),
    x509Certificate: z.string().optional(),
    attributeMapping: attributeMappingGuard.optional(),
  })
  .refine(
    (config) =>
      Boolean(config.metadata || config.metadataUrl) ||
      Boolean(config.entityId && config.signInEndpoint && config.x509Certificate),
    { message: 'metadata, metadataUrl, or entityId + signInEndpoint + x509Certificate' },
  );
export type SamlSsoConfig = z.infer<typeof samlSsoConfigGuard>;

/** The SP's own URLs: the entity id and the assertion consumer service of this connector. */
export const serviceProviderUrls = ({ tenantEndpoint, connectorId }: SsoEndpoints) => ({
  entityId: `${tenantEndpoint}/enterprise-sso/${connectorId}`,
  assertionConsumerServiceUrl: `${tenantEndpoint}/api/authn/single-sign-on/saml/${connectorId}`,
});

const serviceProviderOf = (endpoints: SsoEndpoints) => {
  const urls = serviceProviderUrls(endpoints);
  const { signingKey } = endpoints;
  return samlify.ServiceProvider({
    entityID: urls.entityId,
    // With an active signing key the AuthnRequest is signed (HTTP-Redirect: SigAlg + Signature).
    ...(signingKey
      ? {
          privateKey: signingKey.privateKey,
          signingCert: signingKey.certificate,
          authnRequestsSigned: true,
          requestSignatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
        }
      : {}),
    assertionConsumerService: [
      {
        Binding: samlify.Constants.namespace.binding.post,
        Location: urls.assertionConsumerServiceUrl,
      },
    ],
    wantAssertionsSigned: false,
    wantMessageSigned: false,
  });
};

const fetchMetadata = async (url: string) => {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(String(response.status));
    return await response.text();
  } catch {
    throw socialError('invalid_config', { error: 'the IdP metadata could not be fetched' });
  }
};

/** `wantsSignedRequests`: the IdP given field by field takes signed AuthnRequests. */
const identityProviderOf = async (config: SamlSsoConfig, wantsSignedRequests = false) => {
  const metadata =
    config.metadata ?? (config.metadataUrl ? await fetchMetadata(config.metadataUrl) : undefined);
  try {
    if (metadata) return samlify.IdentityProvider({ metadata, wantAuthnRequestsSigned: false });
    return samlify.IdentityProvider({
      entityID: config.entityId,
      signingCert: config.x509Certificate,
      wantAuthnRequestsSigned: wantsSignedRequests,
      singleSignOnService: [
        {
          Binding: samlify.Constants.namespace.binding.redirect,
          Location: config.signInEndpoint ?? '',
        },
      ],
    });
  } catch {
    throw socialError('invalid_config', { error: 'the IdP metadata is not valid' });
  }
};

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Common attribute names of e-mail and display name (Azure AD / ADFS claim URIs and plain). */
const emailAttributes = [
  'email',
  'mail',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress',
];
const nameAttributes = [
  'name',
  'displayName',
  'http://schemas.microsoft.com/identity/claims/displayname',
];

/** Parses and verifies a posted SAMLResponse: signature, issuer, audience, validity window. */
export const parseSamlResponse = async (
  config: SamlSsoConfig,
  body: { SAMLResponse: string; RelayState?: string | undefined },
  endpoints: SsoEndpoints,
) => {
  const idp = await identityProviderOf(config);
  let extract: samlify.Extractor.ExtractorResult | Record<string, unknown>;
  try {
    ({ extract } = await serviceProviderOf(endpoints).parseLoginResponse(idp, 'post', { body }));
  } catch (error) {
    throw socialError('invalid_response', {
      error: error instanceof Error ? error.message.slice(0, 200) : 'invalid SAML response',
    });
  }
  const result = extract as samlify.Extractor.ExtractorResult;
  const attributes = result.attributes ?? {};
  const mapping = config.attributeMapping ?? {};
  const pick = (key: string | undefined, fallbacks: string[]) =>
    first(key ? attributes[key] : fallbacks.map((name) => attributes[name]).find(Boolean));
  const id = mapping.id ? first(attributes[mapping.id]) : result.nameID;
  if (!id) throw socialError('invalid_response', { error: 'the assertion names nobody' });
  const email = pick(mapping.email, emailAttributes);
  const name = pick(mapping.name, nameAttributes);
  const avatar = mapping.avatar ? first(attributes[mapping.avatar]) : undefined;
  const issuer = first(result.issuer) ?? idp.entityMeta.getEntityID();
  const conditions = (result.conditions ?? {}) as { notBefore?: string; notOnOrAfter?: string };
  // Fingerprint of the verified assertion's own fields (not the response wrapper's, which an
  // assertion-only signature does not cover): the same assertion posted again has the same one.
  const fingerprint = createHash('sha256')
    .update(
      JSON.stringify([issuer, result.nameID, result.sessionIndex, conditions, result.attributes]),
    )
    .digest('base64url');
  const notOnOrAfter = conditions.notOnOrAfter ? Date.parse(conditions.notOnOrAfter) : Number.NaN;
  return {
    issuer,
    fingerprint,
    ...(Number.isFinite(notOnOrAfter) ? { notOnOrAfter: new Date(notOnOrAfter) } : {}),
    inResponseTo: first(result.response?.inResponseTo),
    userInfo: {
      id,
      ...(email ? { email } : {}),
      ...(name ? { name } : {}),
      ...(avatar ? { avatar } : {}),
      rawData: { nameID: result.nameID ?? null, attributes },
    },
  };
};

type Describe = Pick<SsoProvider, 'providerName' | 'name' | 'description' | 'logo' | 'logoDark'>;

export const samlSsoProvider = (describe: Describe): SsoProvider<SamlSsoConfig> => ({
  ...describe,
  providerType: 'saml',
  configGuard: samlSsoConfigGuard as unknown as z.ZodType<SamlSsoConfig>,
  providerConfig: async (config, endpoints) => {
    const idp = await identityProviderOf(config).catch(() => undefined);
    return {
      serviceProvider: serviceProviderUrls(endpoints),
      ...(idp
        ? {
            identityProvider: {
              entityId: idp.entityMeta.getEntityID(),
              signInEndpoint:
                idp.entityMeta.getSingleSignOnService(
                  samlify.Constants.namespace.binding.redirect,
                ) ?? config.signInEndpoint,
            },
          }
        : {}),
    };
  },
  issuer: async (config) => {
    const idp = await identityProviderOf(config);
    return idp.entityMeta.getEntityID();
  },
  authorizationUri: async (config, session, endpoints) => {
    const idp = await identityProviderOf(config, Boolean(endpoints.signingKey));
    // Signed when the connector has an active key and the IdP takes signed requests (an IdP
    // given by metadata says so in its metadata).
    const isSigned = Boolean(endpoints.signingKey) && idp.entityMeta.isWantAuthnRequestsSigned();
    try {
      const { id, context } = serviceProviderOf(
        isSigned ? endpoints : { ...endpoints, signingKey: undefined },
      ).createLoginRequest(idp, 'redirect', { relayState: session.state });
      return { uri: context, requestId: id };
    } catch (error) {
      throw socialError('invalid_config', {
        error: error instanceof Error ? error.message.slice(0, 200) : 'no AuthnRequest',
      });
    }
  },
  userInfo: async (config, connectorData, session, endpoints) => {
    const { SAMLResponse, RelayState } = connectorData;
    if (typeof SAMLResponse !== 'string') {
      throw socialError('authorization_failed', { error: 'no SAMLResponse' });
    }
    const parsed = await parseSamlResponse(
      config,
      { SAMLResponse, ...(typeof RelayState === 'string' ? { RelayState } : {}) },
      endpoints,
    );
    if (session.requestId && parsed.inResponseTo && parsed.inResponseTo !== session.requestId) {
      throw socialError('authorization_failed', { error: 'InResponseTo mismatch' });
    }
    return parsed.userInfo;
  },
});
