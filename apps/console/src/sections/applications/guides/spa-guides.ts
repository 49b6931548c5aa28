import type { Guide, GuideValues } from './guide-types.ts';

/** Path part of a redirect URI, where the app must serve its callback page. */
export const callbackPathOf = (redirectUri: string) =>
  URL.parse(redirectUri)?.pathname ?? '/callback';

const reactProvider = (
  v: GuideValues,
) => `import { LogtoProvider, type LogtoConfig } from '@logto/react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import { Callback } from './Callback';
import { Home } from './Home';

const config: LogtoConfig = {
  endpoint: '${v.endpoint}',
  appId: '${v.appId}',
};

createRoot(document.getElementById('root')!).render(
  <LogtoProvider config={config}>
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<Home />} />
        <Route path="${callbackPathOf(v.redirectUri)}" element={<Callback />} />
      </Routes>
    </BrowserRouter>
  </LogtoProvider>,
);
`;

const reactCallback = `import { useHandleSignInCallback } from '@logto/react';
import { useNavigate } from 'react-router';

export const Callback = () => {
  const navigate = useNavigate();
  const { isLoading } = useHandleSignInCallback(() => {
    navigate('/', { replace: true });
  });
  return isLoading ? <p>Signing in…</p> : null;
};
`;

const reactHome = (v: GuideValues) => `import { type IdTokenClaims, useLogto } from '@logto/react';
import { useEffect, useState } from 'react';

export const Home = () => {
  const { isAuthenticated, signIn, signOut, getIdTokenClaims } = useLogto();
  const [claims, setClaims] = useState<IdTokenClaims>();

  useEffect(() => {
    if (isAuthenticated) void getIdTokenClaims().then(setClaims);
  }, [isAuthenticated, getIdTokenClaims]);

  if (!isAuthenticated) {
    return (
      <button type="button" onClick={() => void signIn('${v.redirectUri}')}>
        Sign in
      </button>
    );
  }
  return (
    <>
      <pre>{JSON.stringify(claims, null, 2)}</pre>
      <button type="button" onClick={() => void signOut('${v.postLogoutRedirectUri}')}>
        Sign out
      </button>
    </>
  );
};
`;

export const reactGuide: Guide = {
  id: 'react',
  name: 'React',
  packageName: '@logto/react',
  appTypes: ['SPA'],
  defaultBaseUrl: 'http://localhost:5173',
  callbackPath: '/callback',
  usesRedirectUris: true,
  steps: (v) => [
    {
      key: 'install',
      snippets: [{ language: 'bash', code: 'npm install @logto/react react-router\n' }],
    },
    { key: 'configure_uris' },
    {
      key: 'provider',
      snippets: [{ language: 'tsx', fileName: 'src/main.tsx', code: reactProvider(v) }],
    },
    {
      key: 'callback',
      snippets: [{ language: 'tsx', fileName: 'src/Callback.tsx', code: reactCallback }],
    },
    {
      key: 'sign_in_out',
      snippets: [{ language: 'tsx', fileName: 'src/Home.tsx', code: reactHome(v) }],
    },
    { key: 'checkpoint' },
  ],
};

const vueMain = (v: GuideValues) => `import { createLogto, type LogtoConfig } from '@logto/vue';
import { createApp } from 'vue';
import { createRouter, createWebHistory } from 'vue-router';
import App from './App.vue';
import Callback from './Callback.vue';
import Home from './Home.vue';

const config: LogtoConfig = {
  endpoint: '${v.endpoint}',
  appId: '${v.appId}',
};

const router = createRouter({
  history: createWebHistory(),
  routes: [
    { path: '/', component: Home },
    { path: '${callbackPathOf(v.redirectUri)}', component: Callback },
  ],
});

createApp(App).use(createLogto, config).use(router).mount('#app');
`;

const vueCallback = `<script setup lang="ts">
import { useHandleSignInCallback } from '@logto/vue';
import { useRouter } from 'vue-router';

const router = useRouter();
const { isLoading } = useHandleSignInCallback(() => {
  void router.replace('/');
});
</script>

<template>
  <p v-if="isLoading">Signing in…</p>
</template>
`;

const vueHome = (v: GuideValues) => `<script setup lang="ts">
import { type IdTokenClaims, useLogto } from '@logto/vue';
import { ref, watchEffect } from 'vue';

const { isAuthenticated, signIn, signOut, getIdTokenClaims } = useLogto();
const claims = ref<IdTokenClaims>();

watchEffect(async () => {
  if (isAuthenticated.value) claims.value = await getIdTokenClaims();
});
</script>

<template>
  <template v-if="isAuthenticated">
    <pre>{{ JSON.stringify(claims, null, 2) }}</pre>
    <button type="button" @click="signOut('${v.postLogoutRedirectUri}')">Sign out</button>
  </template>
  <button v-else type="button" @click="signIn('${v.redirectUri}')">Sign in</button>
</template>
`;

export const vueGuide: Guide = {
  id: 'vue',
  name: 'Vue',
  packageName: '@logto/vue',
  appTypes: ['SPA'],
  defaultBaseUrl: 'http://localhost:5173',
  callbackPath: '/callback',
  usesRedirectUris: true,
  steps: (v) => [
    {
      key: 'install',
      snippets: [{ language: 'bash', code: 'npm install @logto/vue vue-router\n' }],
    },
    { key: 'configure_uris' },
    { key: 'provider', snippets: [{ language: 'ts', fileName: 'src/main.ts', code: vueMain(v) }] },
    {
      key: 'callback',
      snippets: [{ language: 'vue', fileName: 'src/Callback.vue', code: vueCallback }],
    },
    {
      key: 'sign_in_out',
      snippets: [{ language: 'vue', fileName: 'src/Home.vue', code: vueHome(v) }],
    },
    { key: 'checkpoint' },
  ],
};
