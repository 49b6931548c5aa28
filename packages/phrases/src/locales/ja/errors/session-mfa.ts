import type { LocalePhrases } from '../../../types.ts';

type SessionPhrases = NonNullable<NonNullable<LocalePhrases['errors']>['session']>;

export const sessionMfa: NonNullable<SessionPhrases['mfa']> = {
  invalid_totp_code: 'コードが正しくないか、すでに使用されています。',
  invalid_backup_code: 'バックアップコードが正しくないか、すでに使用されています。',
  webauthn_verification_failed: 'セキュリティキーまたはパスキーを確認できませんでした。',
  webauthn_verification_not_found:
    'このアカウントにはセキュリティキーもパスキーも見つかりませんでした。',
  pending_info_not_found: '設定する認証方法が見つかりません。最初からやり直してください。',
  mfa_factor_not_enabled: 'この認証方法は有効になっていません。',
  require_mfa_verification: '続行するには 2 つ目の要素で認証してください。',
  mfa_policy_not_user_controlled: '2 段階認証は必須のため、スキップできません。',
  backup_code_can_not_be_alone: 'バックアップコードだけを認証方法にすることはできません。',
  backup_code_required: '続行するにはバックアップコードを設定してください。',
};
