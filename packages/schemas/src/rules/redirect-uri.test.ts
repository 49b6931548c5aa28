import { describe, expect, it } from 'vitest';
import {
  isLocalhostUrl,
  isValidOrigin,
  isValidUrl,
  redirectUriKindsOf,
  validateRedirectUri,
} from './redirect-uri.ts';

describe('validateRedirectUri', () => {
  it('accepts http and https URLs as web redirect URIs', () => {
    expect(validateRedirectUri('https://app.example.com/callback', 'web')).toBe(true);
    expect(validateRedirectUri('http://localhost:3000/callback', 'web')).toBe(true);
  });

  it('refuses custom schemes, relative paths and padded values as web redirect URIs', () => {
    expect(validateRedirectUri('io.logto://callback', 'web')).toBe(false);
    expect(validateRedirectUri('/callback', 'web')).toBe(false);
    expect(validateRedirectUri(' https://a.com', 'web')).toBe(false);
    expect(validateRedirectUri('', 'web')).toBe(false);
  });

  it('accepts custom schemes as mobile redirect URIs but never http(s)', () => {
    expect(validateRedirectUri('io.logto://callback', 'mobile')).toBe(true);
    expect(validateRedirectUri('com.example.app:/oauth2redirect', 'mobile')).toBe(true);
    expect(validateRedirectUri('myapp://cb', 'mobile')).toBe(true);
    expect(validateRedirectUri('http://localhost/cb', 'mobile')).toBe(false);
    expect(validateRedirectUri('https://a.com/cb', 'mobile')).toBe(false);
  });

  it('refuses schemes a browser executes', () => {
    expect(validateRedirectUri('javascript:alert(1)', 'mobile')).toBe(false);
    expect(validateRedirectUri('data:text/html,hi', 'mobile')).toBe(false);
    expect(validateRedirectUri('file:///etc/passwd', 'mobile')).toBe(false);
  });
});

describe('redirectUriKindsOf', () => {
  it('lets only native apps register custom schemes', () => {
    expect(redirectUriKindsOf('Native')).toEqual(['web', 'mobile']);
    expect(redirectUriKindsOf('SPA')).toEqual(['web']);
    expect(redirectUriKindsOf('Traditional')).toEqual(['web']);
  });
});

describe('isValidUrl', () => {
  it('accepts absolute URLs and refuses garbage and script URLs', () => {
    expect(isValidUrl('https://a.com/logout')).toBe(true);
    expect(isValidUrl('io.logto://logout')).toBe(true);
    expect(isValidUrl('not a url')).toBe(false);
    expect(isValidUrl('javascript:void(0)')).toBe(false);
  });
});

describe('isValidOrigin', () => {
  it('accepts only values equal to their own origin', () => {
    expect(isValidOrigin('https://a.com')).toBe(true);
    expect(isValidOrigin('http://localhost:5173')).toBe(true);
    expect(isValidOrigin('https://a.com/')).toBe(false);
    expect(isValidOrigin('https://a.com/path')).toBe(false);
    expect(isValidOrigin('https://A.com')).toBe(false);
    expect(isValidOrigin('io.logto://x')).toBe(false);
  });
});

describe('isLocalhostUrl', () => {
  it('detects localhost, 127.0.0.1 and ::1', () => {
    expect(isLocalhostUrl('http://localhost:3000')).toBe(true);
    expect(isLocalhostUrl('http://127.0.0.1/cb')).toBe(true);
    expect(isLocalhostUrl('http://[::1]:8080')).toBe(true);
    expect(isLocalhostUrl('https://example.com')).toBe(false);
  });
});
