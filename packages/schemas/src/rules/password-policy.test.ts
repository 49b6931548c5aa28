import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkPasswordPolicy,
  checkPwnedPassword,
  isPwnedSha1,
  type PartialPasswordPolicy,
  passwordSha1,
  resolvePasswordPolicy,
} from './password-policy.ts';

const codes = (password: string, policy: PartialPasswordPolicy = {}, userInfo = {}) =>
  checkPasswordPolicy(password, policy, userInfo).map((issue) => issue.code);

describe('resolvePasswordPolicy()', () => {
  it('fills the defaults of spec §5', () => {
    expect(resolvePasswordPolicy({})).toEqual({
      length: { min: 8, max: 256 },
      characterTypes: { min: 1 },
      rejects: { pwned: true, repetitionAndSequence: true, userInfo: true, words: [] },
    });
    expect(resolvePasswordPolicy({ length: { min: 12 } }).length).toEqual({ min: 12, max: 256 });
  });
});

describe('checkPasswordPolicy()', () => {
  it('accepts a good password', () => {
    expect(checkPasswordPolicy('Gatehouse-Pass-42', {})).toEqual([]);
  });

  it('enforces the length boundaries 8..256', () => {
    expect(checkPasswordPolicy('xK9#mq2', {})).toEqual([
      { code: 'password_rejected.too_short', interpolation: { min: 8 } },
    ]);
    expect(codes('xK9#mq2w')).toEqual([]);
    expect(codes(`${'xK9#mq2w'.repeat(32)}`)).toEqual([]);
    expect(checkPasswordPolicy(`${'xK9#mq2w'.repeat(32)}z`, {})).toEqual([
      { code: 'password_rejected.too_long', interpolation: { max: 256 } },
    ]);
    expect(codes('wq9#', { length: { min: 3, max: 4 } })).toEqual([]);
  });

  it('counts the 4 character types', () => {
    const policy = { characterTypes: { min: 3 } };
    expect(checkPasswordPolicy('xkwqmzpt', policy)).toEqual([
      { code: 'password_rejected.character_types', interpolation: { min: 3 } },
    ]);
    expect(codes('xkwqmzpT', policy)).toEqual(['password_rejected.character_types']);
    expect(codes('xkwqmzT9', policy)).toEqual([]);
    expect(codes('xkwq mz#', policy)).toEqual(['password_rejected.character_types']);
    expect(codes('xkwQ mz9', { characterTypes: { min: 4 } })).toEqual([]);
  });

  it('refuses characters outside the 4 types', () => {
    expect(codes('pässwörtlich')).toEqual(['password_rejected.unsupported_characters']);
    expect(codes('emoji🙂rocks')).toEqual(['password_rejected.unsupported_characters']);
    expect(codes('tab\tinside')).toEqual(['password_rejected.unsupported_characters']);
  });

  it('refuses repetitions of 3 characters', () => {
    expect(codes('aaa', { length: { min: 1 } })).toEqual([
      'password_rejected.restricted.repetition',
    ]);
    expect(codes('aa', { length: { min: 1 } })).toEqual([]);
    expect(codes('zzzzzzzz')).toEqual(['password_rejected.restricted.repetition']);
    expect(codes('zzzzzzzz', { rejects: { repetitionAndSequence: false } })).toEqual([]);
  });

  it('refuses alphabetic, numeric and keyboard sequences', () => {
    const short = { length: { min: 1 } };
    expect(codes('abc', short)).toEqual(['password_rejected.restricted.sequence']);
    expect(codes('cba', short)).toEqual(['password_rejected.restricted.sequence']);
    expect(codes('qwe', short)).toEqual(['password_rejected.restricted.sequence']);
    expect(codes('123', short)).toEqual(['password_rejected.restricted.sequence']);
    expect(codes('1qaz', short)).toEqual(['password_rejected.restricted.sequence']);
    expect(codes('ab', short)).toEqual([]);
    expect(codes('12345678')).toEqual(['password_rejected.restricted.sequence']);
    expect(codes('qwertyui')).toEqual(['password_rejected.restricted.sequence']);
    expect(codes('abcdefgh', { rejects: { repetitionAndSequence: false } })).toEqual([]);
  });

  it('tolerates restricted characters up to the length minus 3', () => {
    // 5 of 8 restricted: threshold 5, not exceeded.
    expect(codes('abcdeXq!')).toEqual([]);
    // 6 of 8 restricted: exceeds 5.
    expect(codes('abcdefX!')).toEqual(['password_rejected.restricted.sequence']);
    // Mixed restrictions are counted together and each reported.
    expect(codes('aaa123X!')).toEqual([
      'password_rejected.restricted.repetition',
      'password_rejected.restricted.sequence',
    ]);
  });

  it('refuses passwords made of custom words, case-insensitively', () => {
    const policy = { rejects: { words: ['gatehouse', ''] } };
    expect(codes('GateHouse!', policy)).toEqual(['password_rejected.restricted.words']);
    expect(codes('gatehouse-xK9#mq2w', policy)).toEqual([]);
  });

  it('refuses passwords made of user information', () => {
    const info = {
      username: 'jdoe_admin',
      name: 'Jane Doe',
      email: 'jane.doe@example.com',
      phone: '18026479305',
    };
    expect(codes('jdoe_admin!', {}, info)).toEqual(['password_rejected.restricted.user_info']);
    expect(codes('JaneDoe!!', {}, info)).toEqual(['password_rejected.restricted.user_info']);
    expect(codes('jane.doe#7', {}, info)).toEqual(['password_rejected.restricted.user_info']);
    expect(codes('180264793051', {}, info)).toEqual(['password_rejected.restricted.user_info']);
    expect(codes('jdoe_admin!', { rejects: { userInfo: false } }, info)).toEqual([]);
    expect(codes('Jane-wrote-47-poems', {}, info)).toEqual([]);
  });
});

describe('the pwned check', () => {
  const breached = 'password123';
  let server: Server;
  let baseUrl: string;
  const requested: string[] = [];

  beforeAll(async () => {
    const sha1 = createHash('sha1').update(breached).digest('hex').toUpperCase();
    server = createServer((request, response) => {
      requested.push(request.url ?? '');
      const prefix = request.url?.split('/').pop() ?? '';
      if (prefix === 'FFFFF') {
        response.writeHead(503).end();
        return;
      }
      const lines = [
        '0018A45C4D1DEF81644B54AB7F969B88D65:1',
        '00D4F6E8FA6EECAD2A3AA415EEC418D38EC:0',
      ];
      if (prefix === sha1.slice(0, 5)) lines.push(`${sha1.slice(5)}:2254650`);
      response.writeHead(200, { 'content-type': 'text/plain' }).end(lines.join('\r\n'));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('hashes with SHA-1 like Node does', async () => {
    expect(await passwordSha1(breached)).toBe(
      createHash('sha1').update(breached).digest('hex').toUpperCase(),
    );
  });

  it('finds a breached password by its range and sends only the 5-character prefix', async () => {
    expect(await checkPwnedPassword(breached, { baseUrl })).toEqual([
      { code: 'password_rejected.pwned' },
    ]);
    const last = requested.at(-1) ?? '';
    expect(last).toMatch(/^\/range\/[\dA-F]{5}$/);
  });

  it('accepts a password that is not listed, ignoring padding lines', async () => {
    expect(await checkPwnedPassword('Gatehouse-Pass-42', { baseUrl })).toEqual([]);
    expect(
      await isPwnedSha1('00D4F6E8FA6EECAD2A3AA415EEC418D38EC00000'.replace(/^.{5}/, '00000'), {
        baseUrl,
      }),
    ).toBe(false);
  });

  it('throws when the service fails, so the caller can log it', async () => {
    await expect(isPwnedSha1('F'.repeat(40), { baseUrl })).rejects.toThrow(/503/);
  });
});
