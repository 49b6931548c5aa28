import type { Guide, GuideValues } from './guide-types.ts';
import { secretOrPlaceholder } from './guide-values.ts';

/** `io.example.app` of `io.example.app://callback`: the scheme the app must claim. */
export const schemeOf = (redirectUri: string) => redirectUri.split(':')[0] ?? redirectUri;

const rnAppJson = (v: GuideValues) => `{
  "expo": {
    "scheme": "${schemeOf(v.redirectUri)}"
  }
}
`;

const rnApp = (v: GuideValues) => `import { LogtoProvider, useLogto } from '@logto/rn';
import { useEffect, useState } from 'react';
import { Button, Text, View } from 'react-native';

const config = {
  endpoint: '${v.endpoint}',
  appId: '${v.appId}',
};

const Content = () => {
  const { isAuthenticated, signIn, signOut, getIdTokenClaims } = useLogto();
  const [name, setName] = useState<string>();

  useEffect(() => {
    if (isAuthenticated) void getIdTokenClaims().then((claims) => setName(claims.name ?? claims.sub));
  }, [isAuthenticated, getIdTokenClaims]);

  return (
    <View>
      {isAuthenticated ? (
        <>
          <Text>{name}</Text>
          <Button title="Sign out" onPress={() => void signOut()} />
        </>
      ) : (
        <Button title="Sign in" onPress={() => void signIn('${v.redirectUri}')} />
      )}
    </View>
  );
};

export default function App() {
  return (
    <LogtoProvider config={config}>
      <Content />
    </LogtoProvider>
  );
}
`;

export const reactNativeGuide: Guide = {
  id: 'react-native',
  name: 'React Native (Expo)',
  packageName: '@logto/rn',
  appTypes: ['Native'],
  defaultBaseUrl: 'io.gatehouse.app',
  callbackPath: '://callback',
  usesRedirectUris: true,
  steps: (v) => [
    {
      key: 'install',
      snippets: [
        {
          language: 'bash',
          code: 'npx expo install @logto/rn expo-crypto expo-secure-store expo-web-browser @react-native-async-storage/async-storage\n',
        },
      ],
    },
    { key: 'configure_uris' },
    {
      key: 'native_scheme',
      snippets: [{ language: 'json', fileName: 'app.json', code: rnAppJson(v) }],
    },
    {
      key: 'sign_in_out',
      snippets: [
        {
          language: 'tsx',
          fileName: 'App.tsx',
          code: rnApp(v),
        },
      ],
    },
    { key: 'checkpoint', snippets: [{ language: 'bash', code: 'npx expo run:ios\n' }] },
  ],
};

/** Logto's management API indicator is not a URL you can call; the tenant's `/api` is. */
const apiUrlOf = (v: GuideValues) =>
  !v.resource || /^https:\/\/[^/]+\.logto\.app\/api$/.test(v.resource)
    ? `${v.endpoint}/api/applications`
    : v.resource;

const scopeOf = (v: GuideValues) =>
  v.resource && /^https:\/\/[^/]+\.logto\.app\/api$/.test(v.resource) ? 'all' : undefined;

const curlToken = (v: GuideValues) => {
  const scope = scopeOf(v);
  return `curl --request POST '${v.issuer}/token' \\
  --user '${v.appId}:${secretOrPlaceholder(v)}' \\
  --data-urlencode 'grant_type=client_credentials' \\
  --data-urlencode 'resource=${v.resource ?? '<api-resource-indicator>'}'${
    scope ? ` \\\n  --data-urlencode 'scope=${scope}'` : ''
  }
`;
};

const nodeToken = (v: GuideValues) => {
  const scope = scopeOf(v);
  const isInsecure = v.issuer.startsWith('http:');
  return `import * as client from 'openid-client';

const config = await client.discovery(
  new URL('${v.issuer}'),
  '${v.appId}',
  undefined,
  client.ClientSecretBasic('${secretOrPlaceholder(v)}'),${
    isInsecure ? '\n  { execute: [client.allowInsecureRequests] },' : ''
  }
);

const tokens = await client.clientCredentialsGrant(config, {
  resource: '${v.resource ?? '<api-resource-indicator>'}',${scope ? `\n  scope: '${scope}',` : ''}
});

const response = await fetch('${apiUrlOf(v)}', {
  headers: { Authorization: \`Bearer \${tokens.access_token}\` },
});
console.log(response.status, await response.json());
`;
};

const curlCall = (v: GuideValues) => `curl '${apiUrlOf(v)}' \\
  --header 'Authorization: Bearer <access_token>'
`;

export const machineToMachineGuide: Guide = {
  id: 'machine-to-machine',
  name: 'Machine-to-machine',
  packageName: 'openid-client',
  appTypes: ['MachineToMachine'],
  defaultBaseUrl: '',
  callbackPath: '',
  usesRedirectUris: false,
  steps: (v) => [
    { key: 'assign_roles' },
    { key: 'token_curl', snippets: [{ language: 'bash', code: curlToken(v) }] },
    {
      key: 'token_node',
      snippets: [
        { language: 'bash', code: 'npm install openid-client\n' },
        { language: 'js', fileName: 'get-token.mjs', code: nodeToken(v) },
      ],
    },
    { key: 'call_api', snippets: [{ language: 'bash', code: curlCall(v) }] },
  ],
};
