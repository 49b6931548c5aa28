/** Integration guides of an application: step titles and explanations around the code samples. */
export const guides = {
  page_title: 'Integrate {{guide}}',
  subtitle:
    'Sign users in to “{{application}}” step by step. The samples already hold this application’s real values: copy them as they are.',
  subtitle_m2m:
    'Let “{{application}}” call your APIs with its own credentials, step by step. The samples already hold this application’s real values: copy them as they are.',
  picker_label: 'Framework or language',
  package: 'Package: {{package}}',
  back_to_application: 'Back to the application',
  finish: 'Done, go to settings',
  not_found: 'There is no such guide for this type of application.',
  step_label: 'Step {{number}}',
  code_label: 'Code sample, {{language}}',
  code_file: 'File {{file}}',
  copy: 'Copy',
  copy_code: 'Copy the code of {{file}}',
  copy_snippet: 'Copy the code sample',
  copied: 'Copied',
  missing_secret:
    'This application has no valid secret yet, so the samples show a placeholder. Create one in the settings tab, then come back.',
  uris: {
    redirect_uri: 'Redirect URI',
    post_logout_redirect_uri: 'Post sign-out redirect URI',
    registered: 'Registered',
    not_registered: 'Not registered yet',
    add: 'Add {{uri}} to the application',
    add_short: 'Add',
    added: '{{uri}} was added to the application.',
  },
  resource: {
    label: 'API resource to call',
    description: 'The access token is issued for this API resource.',
    none: 'No API resource yet. Create one under API resources first.',
  },
  steps: {
    install: {
      title: 'Install the SDK',
      description: 'Add {{package}} and the packages the sample uses to your project.',
    },
    configure_uris: {
      title: 'Register the redirect URIs',
      description:
        'After signing in, users return to the redirect URI; after signing out, to the post sign-out redirect URI. Both must be registered exactly as the app sends them.',
    },
    init_client: {
      title: 'Configure the client',
      description:
        'Keep the secret on the server only. The cookie secret below was generated in your browser for this page; any long random value works.',
    },
    provider: {
      title: 'Wrap the app in the provider',
      description:
        'The provider holds the sign-in state; the router serves the callback page at the path of the redirect URI.',
    },
    callback: {
      title: 'Handle the sign-in callback',
      description:
        'This page exchanges the authorization code for tokens, then sends the user back to the home page.',
    },
    sign_in_out: {
      title: 'Sign in and sign out',
      description:
        'Start sign-in with the redirect URI and sign-out with the post sign-out redirect URI; the ID token claims show who signed in.',
    },
    user_info: {
      title: 'Read the user',
      description: 'The ID token claims describe the signed-in user.',
    },
    session: {
      title: 'Keep the session',
      description: 'The SDK stores its tokens in the session of each visitor.',
    },
    routes: {
      title: 'Add the sign-in routes',
      description:
        'These routes start sign-in, handle the callback, sign out and show the signed-in user. The secret and cookie secret stay on the server.',
    },
    protect_routes: {
      title: 'Protect routes',
      description: 'Send visitors who are not signed in to the sign-in route first.',
    },
    native_scheme: {
      title: 'Claim the URL scheme',
      description:
        'The app must open for the scheme of its redirect URI, so the browser can hand the result back to it.',
    },
    assign_roles: {
      title: 'Give the application permissions',
      description:
        'A machine-to-machine app gets the permissions of the machine-to-machine roles assigned to it. Assign roles in the roles tab of this application.',
    },
    token_curl: {
      title: 'Get an access token',
      description:
        'Ask the token endpoint with the client credentials grant. The app ID and secret authenticate with HTTP Basic.',
    },
    token_node: {
      title: 'Get a token from Node.js',
      description:
        'The same request with openid-client, which reads the endpoints from the discovery document.',
    },
    call_api: {
      title: 'Call the API',
      description:
        'Send the access token as a bearer token. It expires after the lifetime set on the API resource.',
    },
    checkpoint: {
      title: 'Try it',
      description:
        'Run the app, sign in, and you should see the claims of your user; sign out and you return to the app signed out.',
    },
  },
} as const;
