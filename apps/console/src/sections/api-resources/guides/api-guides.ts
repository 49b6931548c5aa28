/** Integration guides of an API resource, by the `{guideId}` of their route. */
export const guideIds = ['express', 'python'] as const;
export type GuideId = (typeof guideIds)[number];
export const isGuideId = (value: string): value is GuideId =>
  (guideIds as readonly string[]).includes(value);

export type GuideInput = {
  /** The tenant endpoint, e.g. `http://localhost:3001`; the issuer is `<endpoint>/oidc`. */
  endpoint: string;
  indicator: string;
  /** A permission of the resource used in the examples. */
  scope: string;
};

export type GuideCode = { install: string; verify: string; call: string; language: string };

const quote = (value: string) => JSON.stringify(value);

const express = ({ endpoint, indicator, scope }: GuideInput): GuideCode => ({
  language: 'JavaScript',
  install: 'npm install express jose',
  verify: `import express from 'express';
import { createRemoteJWKSet, jwtVerify } from 'jose';

const issuer = ${quote(`${endpoint}/oidc`)};
const audience = ${quote(indicator)};
// Keys are fetched once and cached; a rotated key is fetched again on demand.
const jwks = createRemoteJWKSet(new URL(\`\${issuer}/jwks\`));

const requireScope = (scope) => async (req, res, next) => {
  const [type, token] = (req.headers.authorization ?? '').split(' ');
  if (type !== 'Bearer' || !token) return res.status(401).json({ error: 'missing_token' });
  try {
    const { payload } = await jwtVerify(token, jwks, { issuer, audience });
    const scopes = String(payload.scope ?? '').split(' ');
    if (!scopes.includes(scope)) return res.status(403).json({ error: 'insufficient_scope' });
    req.auth = payload;
    next();
  } catch {
    res.status(401).json({ error: 'invalid_token' });
  }
};

const app = express();
app.get('/orders', requireScope(${quote(scope)}), (req, res) => {
  res.json({ subject: req.auth.sub, orders: [] });
});
app.listen(3000);`,
  call: curlCall(endpoint, indicator, scope),
});

const python = ({ endpoint, indicator, scope }: GuideInput): GuideCode => ({
  language: 'Python',
  install: 'pip install flask "pyjwt[crypto]"',
  verify: `from functools import wraps

import jwt
from flask import Flask, g, jsonify, request

ISSUER = ${quote(`${endpoint}/oidc`)}
AUDIENCE = ${quote(indicator)}
# Keys are cached by the client; an unknown key id triggers a fresh fetch.
jwks = jwt.PyJWKClient(f"{ISSUER}/jwks")

def require_scope(scope):
    def decorator(view):
        @wraps(view)
        def wrapper(*args, **kwargs):
            kind, _, token = request.headers.get("Authorization", "").partition(" ")
            if kind != "Bearer" or not token:
                return jsonify(error="missing_token"), 401
            try:
                key = jwks.get_signing_key_from_jwt(token)
                claims = jwt.decode(
                    token, key.key, algorithms=["ES384", "RS256"],
                    issuer=ISSUER, audience=AUDIENCE,
                )
            except jwt.PyJWTError:
                return jsonify(error="invalid_token"), 401
            if scope not in claims.get("scope", "").split():
                return jsonify(error="insufficient_scope"), 403
            g.auth = claims
            return view(*args, **kwargs)
        return wrapper
    return decorator

app = Flask(__name__)

@app.get("/orders")
@require_scope(${quote(scope)})
def orders():
    return jsonify(subject=g.auth["sub"], orders=[])`,
  call: curlCall(endpoint, indicator, scope),
});

/** Client credentials token, then the API call: the same for every framework. */
const curlCall = (
  endpoint: string,
  indicator: string,
  scope: string,
) => `# 1. Get an access token (machine-to-machine application)
curl -s -X POST ${quote(`${endpoint}/oidc/token`)} \\
  -u "<app-id>:<app-secret>" \\
  -d grant_type=client_credentials \\
  -d resource=${quote(indicator)} \\
  -d scope=${quote(scope)}

# 2. Call your API with it
curl -H "Authorization: Bearer <access_token>" http://localhost:3000/orders`;

export const buildGuide = (guideId: GuideId, input: GuideInput): GuideCode =>
  guideId === 'express' ? express(input) : python(input);
