/** The enterprise SSO section: connectors, their connection, experience and IdP-initiated sign-in. */
export const enterprise_sso = {
  title: 'Enterprise SSO',
  subtitle:
    'Let people of a company sign in through their own identity provider, chosen by their e-mail domain.',
  empty: 'No enterprise SSO connectors yet',
  empty_description: "Add one to route a company's e-mail domains to its identity provider.",
  no_domains: 'No domains',
  columns: {
    name: 'Name',
    provider: 'Provider',
    domains: 'E-mail domains',
  },
  providers: {
    OIDC: 'Any identity provider that speaks OpenID Connect.',
    SAML: 'Any identity provider that speaks SAML 2.0.',
    AzureAD: 'Microsoft Entra ID, formerly Azure AD, over SAML 2.0.',
    GoogleWorkspace: 'The Google accounts of a Google Workspace organization.',
    Okta: 'An Okta organization over OpenID Connect.',
    AzureAdOidc: 'Microsoft Entra ID, formerly Azure AD, over OpenID Connect.',
  },
  create: {
    button: 'Add enterprise connector',
    title: 'Add enterprise SSO connector',
    description: 'Choose the identity provider of the company, then name the connector.',
    provider_label: 'Identity provider',
    providers_error: 'The list of identity providers could not be loaded.',
    name_label: 'Connector name',
    name_description: 'Only you see it, in the console.',
    name_placeholder: 'For example, Acme Okta',
    created: 'Connector {{name}} added.',
  },
  tabs: {
    connection: 'Connection',
    experience: 'Experience',
    idp_initiated_auth: 'IdP-initiated SSO',
  },
  detail: {
    connector_id: 'Connector ID',
    delete_message:
      'People of its e-mail domains will no longer be able to sign in through it. This cannot be undone.',
  },
  connection: {
    idp_title: 'Identity provider',
  },
  oidc: {
    description: 'Copy these from the OIDC application you registered at the identity provider.',
    issuer: 'Issuer',
    issuer_description:
      'The discovery document is read from its /.well-known/openid-configuration.',
    client_id: 'Client ID',
    client_secret: 'Client secret',
    scope: 'Scope',
    scope_description: 'Space-separated; openid is always asked for.',
  },
  saml: {
    description:
      "Give the identity provider's metadata by URL or as XML, or enter its values one by one.",
    source_label: 'Identity provider metadata',
    sources: {
      url: 'Metadata URL',
      xml: 'Metadata XML',
      manual: 'Enter manually',
    },
    metadata_url: 'Metadata URL',
    metadata_xml: 'Metadata XML',
    idp_entity_id: 'IdP entity ID',
    sso_url: 'Single sign-on URL',
    certificate: 'Signing certificate',
  },
  sp: {
    title: 'Service provider values',
    saml_description: 'Enter these in the SAML application at the identity provider.',
    oidc_description:
      'Register this redirect URI in the OIDC application at the identity provider.',
    acs_url: 'Assertion consumer service (ACS) URL',
    entity_id: 'Service provider entity ID',
    redirect_uri: 'Redirect URI',
  },
  experience: {
    branding_title: 'Sign-in button',
    branding_description: 'How the connector shows on the sign-in page.',
    connector_name: 'Connector name',
    connector_name_description: 'Only you see it, in the console.',
    display_name: 'Display name',
    display_name_description: 'Shown on the sign-in button; the connector name when empty.',
    logo: 'Logo URL',
    dark_logo: 'Logo URL (dark mode)',
    routing_title: 'Routing and profile',
    routing_description:
      'People whose e-mail address ends in one of these domains sign in through this connector.',
    domains: 'E-mail domains',
    domains_description: 'Press Enter or type a comma after each domain.',
    sync_profile: 'Sync the profile at every sign-in',
    sync_profile_description:
      'When off, name, e-mail and avatar are copied from the identity provider only at the first sign-in.',
  },
  idp_initiated: {
    title: 'IdP-initiated single sign-on',
    description:
      "People can start at the identity provider's portal and land signed in to one of your applications. Give the identity provider this ACS URL.",
    load_error: 'The IdP-initiated settings could not be loaded.',
    config_title: 'Settings',
    enable: 'Allow IdP-initiated sign-in',
    enable_description: 'Off, a sign-in started by the identity provider is refused.',
    default_application: 'Default application',
    default_application_description:
      'A traditional web, single-page or SAML application the sign-in lands in.',
    choose_application: 'Choose an application',
    no_applications: 'No suitable application',
    flow_label: 'After the sign-in',
    flow_auto: "Send the authorization request to the app's redirect URI at once",
    flow_client: "Hand over to the app's own callback, which starts the sign-in",
    redirect_uri: 'Redirect URI',
    redirect_uri_description: 'One of the redirect URIs registered for the application.',
    client_callback_uri: 'Client callback URI',
    client_callback_uri_description: 'The address in your app that starts an SP-initiated sign-in.',
  },
  errors: {
    required: 'This field is required.',
    invalid_url: 'Enter a valid http or https URL.',
    invalid_domain: 'Enter domains such as example.com.',
    duplicated_domain: 'Each domain may be listed once.',
  },
} as const;
