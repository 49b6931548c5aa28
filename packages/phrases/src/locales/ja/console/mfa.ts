import type { LocalePhrases } from '../../../types.ts';

/** The multi-factor authentication page: factors, policy and passkey sign-in. */
export const mfa: NonNullable<NonNullable<LocalePhrases['console']>['mfa']> = {
  title: '多要素認証',
  subtitle: 'パスワードやコードの後に、本人確認をもう一段階求めます。',
  load_error: 'MFA 設定を読み込めませんでした。しばらくしてから再度お試しください。',
  factors_title: '要素',
  factors_description: 'ユーザーが設定してサインインに使える第 2 要素です。',
  factors: {
    Totp: '認証アプリ（TOTP）',
    WebAuthn: 'パスキー（WebAuthn）',
    BackupCode: 'バックアップコード',
    EmailVerificationCode: 'メール認証コード',
    PhoneVerificationCode: 'SMS 認証コード',
  },
  factor_descriptions: {
    Totp: 'Google Authenticator などのアプリが生成するワンタイムコード。',
    WebAuthn: 'セキュリティキー、またはデバイスの指紋認証や顔認証。',
    BackupCode: 'ほかの要素が使えないときのための、使い切りのコード 10 個。',
    EmailVerificationCode: 'ユーザーのメールアドレスに送るコード（メールコネクターが必要）。',
    PhoneVerificationCode: 'ユーザーの電話番号に送るコード（SMS コネクターが必要）。',
  },
  backup_code_alone: 'バックアップコードには、ほかに少なくとも 1 つの要素が必要です。',
  policy_title: 'ポリシー',
  policy_description: 'ユーザーに要素の設定を必須とするか、またいつ求めるか。',
  policy: {
    UserControlled: '任意：ユーザーが自分のアカウントから設定',
    Mandatory: '必須：すべてのユーザーが次回のサインイン時に要素を設定',
    PromptOnlyAtSignIn: 'サインイン時に提案（スキップ可）',
    PromptAtSignInAndSignUp: '登録時とサインイン時に提案（スキップ可）',
    NoPrompt: '求めない：ユーザーが自分のアカウントから設定',
    PromptAtSignInAndSignUpMandatory: '登録時とサインイン時に必須',
    PromptOnlyAtSignInMandatory: 'サインイン時のみ必須',
  },
  passkey_title: 'パスキーでのサインイン',
  passkey_enabled: 'パスキーでサインイン',
  passkey_enabled_description: 'ユーザーは識別子の代わりにパスキーでサインインできます。',
  passkey_button: '「パスキーでサインイン」ボタンを表示',
  passkey_autofill: 'ブラウザーの自動入力でパスキーを候補に表示',
  labels: {
    factors: '要素',
    policy: 'ポリシー',
  },
};
