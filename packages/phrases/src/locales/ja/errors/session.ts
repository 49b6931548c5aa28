import type { LocalePhrases } from '../../../types.ts';
import { sessionMfa } from './session-mfa.ts';

export const session: NonNullable<NonNullable<LocalePhrases['errors']>['session']> = {
  verification_failed: '確認に失敗しました。もう一度お試しください。',
  connector_id_mismatch: 'コネクターがこの確認を開始したものと一致しません。',
  identity_conflict: 'このアカウントは、このプロバイダーの別の ID に既にリンクされています。',
  not_found:
    'サインインセッションが見つかりません。前の画面に戻り、サインインをやり直してください。',
  invalid_credentials: 'アカウントまたはパスワードが正しくありません。',
  registration_disabled: '登録は受け付けていません。管理者にアカウントの作成を依頼してください。',
  sign_in_disabled: 'サインインはまだ利用できません。先にアカウントを作成してください。',
  invalid_interaction_type: 'この操作は現在のステップでは許可されていません。',
  identifier_not_found:
    'ユーザー識別子が見つかりません。前の画面に戻り、もう一度サインインしてください。',
  verification_session_not_found: '検証が見つかりません。もう一度お試しください。',
  forgot_password_not_enabled: 'パスワードのリセットは有効になっていません。',
  insufficient_info: '一部の情報が不足しています。',
  interaction_not_found:
    'サインインセッションが見つかりません。前の画面に戻り、サインインをやり直してください。',
  verification_blocked_too_many_attempts:
    'このアカウントへの失敗した試行が多すぎます。しばらく待ってからもう一度お試しください。',
  not_supported_for_forgot_password: 'パスワードのリセット中はご利用いただけません。',
  captcha_required: 'CAPTCHA を完了してください。',
  captcha_failed: 'CAPTCHA を検証できませんでした。もう一度お試しください。',
  sso_enabled:
    'このメールアドレスはシングルサインオンでサインインします。組織の ID プロバイダーで続行してください。',
  mfa: sessionMfa,
};
