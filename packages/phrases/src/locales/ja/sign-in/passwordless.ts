import type { LocalePhrases } from '../../../types.ts';

export const passwordlessPhrases: Pick<
  NonNullable<LocalePhrases['sign-in']>,
  | 'identifier'
  | 'sign_in_options'
  | 'verification_code'
  | 'registration'
  | 'forgot_password'
  | 'password_toggle'
  | 'demo_app'
> = {
  identifier: {
    username: 'ユーザー名',
    email: 'メールアドレス',
    phone: '電話番号',
    username_or_email: 'ユーザー名またはメールアドレス',
    username_or_phone: 'ユーザー名または電話番号',
    email_or_phone: 'メールアドレスまたは電話番号',
    username_or_email_or_phone: 'ユーザー名、メールアドレスまたは電話番号',
    phone_hint: '国番号付きで入力してください（例: +81 3 1234 5678）。',
    required: '「{{label}}」を入力してください。',
    email_invalid: 'name@example.com のようなメールアドレスを入力してください。',
    phone_invalid: '国番号付きの電話番号を数字のみで入力してください。',
    change: '変更',
    continue: '続行',
  },
  sign_in_options: {
    password_title: 'パスワードを入力',
    signing_in_as: '{{identifier}} としてサインイン',
    forgot_password: 'パスワードをお忘れですか？',
    use_code: '代わりに確認コードでサインイン',
    use_password: '代わりにパスワードでサインイン',
    password_changed: 'パスワードを変更しました。新しいパスワードでサインインしてください。',
  },
  verification_code: {
    title: '確認コードを入力',
    description: '{{identifier}} にコードを送信しました。有効期限は 10 分です。',
    label: '確認コード',
    submit: '続行',
    required: '受け取ったコードを入力してください。',
    resend: '新しいコードを送信',
    resend_in: '{{seconds}} 秒後に新しいコードをリクエストできます。',
    resent: '新しいコードを送信しました。',
    no_account: '{{identifier}} を使っているアカウントはまだありません。',
    create_account: 'これでアカウントを作成',
    account_exists: '{{identifier}} はすでに別のアカウントで使われています。',
    sign_in_instead: 'そのアカウントにサインイン',
    start_again: '最初からやり直す',
  },
  registration: {
    code_description: '確認のためのコードをお送りします。',
    send_code: 'コードを送信',
    profile_title: 'アカウントを完成させる',
    profile_description: '完了するには、あといくつかの情報が必要です。',
    finish: '完了',
  },
  forgot_password: {
    title: 'パスワードをリセット',
    description: 'アカウントのメールアドレスまたは電話番号にコードを送信します。',
    send_code: 'コードを送信',
    back_to_sign_in: 'サインインに戻る',
    new_password_title: '新しいパスワードを設定',
    new_password: '新しいパスワード',
    confirm_password: '新しいパスワード（確認）',
    submit: 'パスワードをリセット',
    unavailable:
      'ここではパスワードのリセットを利用できません。このサービスのサポートにお問い合わせください。',
  },
  password_toggle: {
    show: 'パスワードを表示',
    hide: 'パスワードを隠す',
  },
  demo_app: {
    title: 'ライブプレビュー',
    description: 'このテナントのサインイン体験を、組み込みのデモアプリで試せます。',
    sign_in: 'サインイン',
    signed_in_title: 'サインインしました',
    claims: 'ID トークンのクレーム',
    sign_out: 'サインアウト',
    failed: 'サインインが完了しませんでした: {{error}}',
  },
};
