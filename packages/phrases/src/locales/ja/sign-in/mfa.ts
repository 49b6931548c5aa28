import type { LocalePhrases } from '../../../types.ts';

export const mfaPhrases: Pick<NonNullable<LocalePhrases['sign-in']>, 'mfa'> = {
  mfa: {
    bind_title: '2段階認証を設定',
    bind_description: 'アカウントを保護するために2つ目のステップを追加してください。',
    verify_title: '本人確認',
    verify_description: '2つ目のステップでサインインを確認してください。',
    choose_method: '方法を選択',
    other_methods: 'その他の方法',
    factor_totp: '認証アプリ',
    factor_totp_description: 'Google Authenticator や 1Password などのアプリのコード。',
    factor_webauthn: 'パスキーまたはセキュリティキー',
    factor_webauthn_description: 'デバイスの画面ロック、またはセキュリティキー。',
    factor_backup_code: 'バックアップコード',
    factor_backup_code_description: '2段階認証の設定時に保存したコードのいずれか。',
    skip: '今はスキップ',
    back: '戻る',
    totp_scan: '認証アプリでこの QR コードを読み取るか、セットアップキーを入力してください。',
    totp_qr_alt: 'このアカウントを認証アプリに追加するための QR コード',
    totp_secret: 'セットアップキー',
    totp_code: 'アプリのコード',
    totp_code_hint: 'アプリに現在表示されている6桁のコード。',
    backup_code: 'バックアップコード',
    code_required: 'コードを入力してください。',
    verify: '確認',
    webauthn_create_description:
      'ブラウザーが、デバイスまたはセキュリティキーでパスキーを作成するよう求めます。',
    webauthn_create: 'パスキーを作成',
    webauthn_use_description: 'ブラウザーがパスキーまたはセキュリティキーを求めます。',
    webauthn_use: 'パスキーを使用',
    webauthn_unsupported:
      'このブラウザーはパスキーに対応していません。別の方法を選択してください。',
    webauthn_cancelled:
      'パスキーの要求がキャンセルされたか、タイムアウトしました。もう一度お試しください。',
    backup_title: 'バックアップコードを保存',
    backup_description:
      '各コードは1回だけ使えます。安全な場所に保管してください。ほかの方法を失ったときにサインインできます。',
    backup_codes: 'バックアップコード一覧',
    backup_copy: 'コードをコピー',
    backup_copied: 'コードをコピーしました。',
    backup_download: 'コードをダウンロード',
    backup_saved: 'これらのコードを保存しました',
    passkey_sign_in: 'パスキーでサインイン',
  },
};
