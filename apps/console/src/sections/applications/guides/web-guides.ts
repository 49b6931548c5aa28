import type { Guide, GuideValues } from './guide-types.ts';
import { secretOrPlaceholder } from './guide-values.ts';
import { callbackPathOf } from './spa-guides.ts';

const portOf = (baseUrl: string) => {
  const url = URL.parse(baseUrl);
  return url?.port || (url?.protocol === 'https:' ? '443' : '80');
};

const nextConfig = (v: GuideValues) => `export const logtoConfig = {
  endpoint: '${v.endpoint}',
  appId: '${v.appId}',
  appSecret: '${secretOrPlaceholder(v)}',
  baseUrl: '${v.baseUrl}',
  cookieSecret: '${v.cookieSecret}',
  cookieSecure: process.env.NODE_ENV === 'production',
};
`;

const nextCallback = `import { handleSignIn } from '@logto/next/server-actions';
import { redirect } from 'next/navigation';
import type { NextRequest } from 'next/server';
import { logtoConfig } from '@/app/logto';

export async function GET(request: NextRequest) {
  await handleSignIn(logtoConfig, request.nextUrl.searchParams);
  redirect('/');
}
`;

const nextPage = (
  v: GuideValues,
) => `import { getLogtoContext, signIn, signOut } from '@logto/next/server-actions';
import { logtoConfig } from './logto';

export default async function Home() {
  const { isAuthenticated, claims } = await getLogtoContext(logtoConfig);

  if (!isAuthenticated) {
    return (
      <form
        action={async () => {
          'use server';
          await signIn(logtoConfig, '${v.redirectUri}');
        }}
      >
        <button type="submit">Sign in</button>
      </form>
    );
  }
  return (
    <form
      action={async () => {
        'use server';
        await signOut(logtoConfig, '${v.postLogoutRedirectUri}');
      }}
    >
      <pre>{JSON.stringify(claims, null, 2)}</pre>
      <button type="submit">Sign out</button>
    </form>
  );
}
`;

const callbackFolder = (v: GuideValues) => callbackPathOf(v.redirectUri).replace(/^\/+|\/+$/g, '');

export const nextGuide: Guide = {
  id: 'next',
  name: 'Next.js',
  packageName: '@logto/next',
  appTypes: ['Traditional'],
  defaultBaseUrl: 'http://localhost:3000',
  callbackPath: '/callback',
  usesRedirectUris: true,
  steps: (v) => [
    { key: 'install', snippets: [{ language: 'bash', code: 'npm install @logto/next\n' }] },
    { key: 'configure_uris' },
    {
      key: 'init_client',
      snippets: [{ language: 'ts', fileName: 'app/logto.ts', code: nextConfig(v) }],
    },
    {
      key: 'callback',
      snippets: [
        {
          language: 'ts',
          fileName: `app/${callbackFolder(v) || 'callback'}/route.ts`,
          code: nextCallback,
        },
      ],
    },
    {
      key: 'sign_in_out',
      snippets: [{ language: 'tsx', fileName: 'app/page.tsx', code: nextPage(v) }],
    },
    { key: 'checkpoint' },
  ],
};

const expressApp = (
  v: GuideValues,
) => `import { handleAuthRoutes, withLogto } from '@logto/express';
import cookieParser from 'cookie-parser';
import express from 'express';
import session from 'express-session';

const config = {
  endpoint: '${v.endpoint}',
  appId: '${v.appId}',
  appSecret: '${secretOrPlaceholder(v)}',
  baseUrl: '${v.baseUrl}',
};

const app = express();
app.use(cookieParser());
app.use(
  session({
    secret: '${v.cookieSecret}',
    resave: false,
    saveUninitialized: false,
    cookie: { maxAge: 14 * 24 * 60 * 60 * 1000 },
  }),
);
// Serves /logto/sign-in, /logto/sign-in-callback and /logto/sign-out.
app.use(handleAuthRoutes(config));

app.get('/', withLogto(config), (request, response) => {
  if (!request.user.isAuthenticated) {
    response.send('<a href="/logto/sign-in">Sign in</a>');
    return;
  }
  response.send(\`<pre>\${JSON.stringify(request.user.claims, null, 2)}</pre><a href="/logto/sign-out">Sign out</a>\`);
});

app.listen(${portOf(v.baseUrl)});
`;

const expressProtect = `const requireSignIn = [
  withLogto(config),
  (request, response, next) => {
    if (request.user.isAuthenticated) next();
    else response.redirect('/logto/sign-in');
  },
];

app.get('/profile', requireSignIn, (request, response) => {
  response.json(request.user.claims);
});
`;

export const expressGuide: Guide = {
  id: 'express',
  name: 'Express',
  packageName: '@logto/express',
  appTypes: ['Traditional'],
  defaultBaseUrl: 'http://localhost:3000',
  callbackPath: '/logto/sign-in-callback',
  usesRedirectUris: true,
  steps: (v) => [
    {
      key: 'install',
      snippets: [
        {
          language: 'bash',
          code: 'npm install @logto/express express express-session cookie-parser\n',
        },
      ],
    },
    { key: 'configure_uris' },
    { key: 'routes', snippets: [{ language: 'js', fileName: 'app.js', code: expressApp(v) }] },
    {
      key: 'protect_routes',
      snippets: [{ language: 'js', fileName: 'app.js', code: expressProtect }],
    },
    { key: 'checkpoint' },
  ],
};

const flaskApp = (v: GuideValues) => `from flask import Flask, redirect, request, session
from logto import LogtoClient, LogtoConfig, Storage

app = Flask(__name__)
app.secret_key = "${v.cookieSecret}"


class SessionStorage(Storage):
    def get(self, key: str) -> str | None:
        return session.get(key, None)

    def set(self, key: str, value: str | None) -> None:
        session[key] = value

    def delete(self, key: str) -> None:
        session.pop(key, None)


client = LogtoClient(
    LogtoConfig(
        endpoint="${v.endpoint}",
        appId="${v.appId}",
        appSecret="${secretOrPlaceholder(v)}",
    ),
    storage=SessionStorage(),
)


@app.route("/sign-in")
async def sign_in():
    return redirect(await client.signIn(redirectUri="${v.redirectUri}"))


@app.route("${callbackPathOf(v.redirectUri)}")
async def callback():
    await client.handleSignInCallback(request.url)
    return redirect("/")


@app.route("/sign-out")
async def sign_out():
    return redirect(await client.signOut(postLogoutRedirectUri="${v.postLogoutRedirectUri}"))


@app.route("/")
async def home():
    if not client.isAuthenticated():
        return "<a href='/sign-in'>Sign in</a>"
    claims = client.getIdTokenClaims().model_dump_json(exclude_unset=True)
    return f"<pre>{claims}</pre><a href='/sign-out'>Sign out</a>"
`;

export const flaskGuide: Guide = {
  id: 'python-flask',
  name: 'Python (Flask)',
  packageName: 'logto',
  appTypes: ['Traditional'],
  defaultBaseUrl: 'http://localhost:5000',
  callbackPath: '/callback',
  usesRedirectUris: true,
  steps: (v) => [
    {
      key: 'install',
      snippets: [{ language: 'bash', code: 'pip install "flask[async]" logto\n' }],
    },
    { key: 'configure_uris' },
    { key: 'routes', snippets: [{ language: 'python', fileName: 'app.py', code: flaskApp(v) }] },
    {
      key: 'checkpoint',
      snippets: [{ language: 'bash', code: `flask --app app run --port ${portOf(v.baseUrl)}\n` }],
    },
  ],
};

const goMain = (v: GuideValues) => `package main

import (
	"net/http"

	"github.com/gin-contrib/sessions"
	"github.com/gin-contrib/sessions/cookie"
	"github.com/gin-gonic/gin"
	"github.com/logto-io/go/v2/client"
)

var logtoConfig = &client.LogtoConfig{
	Endpoint:  "${v.endpoint}",
	AppId:     "${v.appId}",
	AppSecret: "${secretOrPlaceholder(v)}",
}

// SessionStorage keeps the SDK's tokens in the user's gin session.
type SessionStorage struct{ session sessions.Session }

func (s *SessionStorage) GetItem(key string) string {
	value, _ := s.session.Get(key).(string)
	return value
}

func (s *SessionStorage) SetItem(key, value string) {
	s.session.Set(key, value)
	_ = s.session.Save()
}

func logtoOf(ctx *gin.Context) *client.LogtoClient {
	return client.NewLogtoClient(logtoConfig, &SessionStorage{session: sessions.Default(ctx)})
}

func main() {
	router := gin.Default()
	router.Use(sessions.Sessions("logto-session", cookie.NewStore([]byte("${v.cookieSecret}"))))

	router.GET("/", func(ctx *gin.Context) {
		logto := logtoOf(ctx)
		if !logto.IsAuthenticated() {
			ctx.Data(http.StatusOK, "text/html", []byte("<a href='/sign-in'>Sign in</a>"))
			return
		}
		claims, _ := logto.GetIdTokenClaims()
		ctx.JSON(http.StatusOK, claims)
	})

	router.GET("/sign-in", func(ctx *gin.Context) {
		uri, err := logtoOf(ctx).SignIn("${v.redirectUri}")
		if err != nil {
			ctx.String(http.StatusInternalServerError, err.Error())
			return
		}
		ctx.Redirect(http.StatusTemporaryRedirect, uri)
	})

	router.GET("${callbackPathOf(v.redirectUri)}", func(ctx *gin.Context) {
		if err := logtoOf(ctx).HandleSignInCallback(ctx.Request); err != nil {
			ctx.String(http.StatusInternalServerError, err.Error())
			return
		}
		ctx.Redirect(http.StatusTemporaryRedirect, "/")
	})

	router.GET("/sign-out", func(ctx *gin.Context) {
		uri, err := logtoOf(ctx).SignOut("${v.postLogoutRedirectUri}")
		if err != nil {
			ctx.String(http.StatusInternalServerError, err.Error())
			return
		}
		ctx.Redirect(http.StatusTemporaryRedirect, uri)
	})

	_ = router.Run(":${portOf(v.baseUrl)}")
}
`;

export const goGuide: Guide = {
  id: 'go',
  name: 'Go',
  packageName: 'github.com/logto-io/go',
  appTypes: ['Traditional'],
  defaultBaseUrl: 'http://localhost:8080',
  callbackPath: '/callback',
  usesRedirectUris: true,
  steps: (v) => [
    {
      key: 'install',
      snippets: [
        {
          language: 'bash',
          code: 'go get github.com/logto-io/go/v2 github.com/gin-gonic/gin github.com/gin-contrib/sessions\n',
        },
      ],
    },
    { key: 'configure_uris' },
    { key: 'routes', snippets: [{ language: 'go', fileName: 'main.go', code: goMain(v) }] },
    { key: 'checkpoint', snippets: [{ language: 'bash', code: 'go run .\n' }] },
  ],
};
