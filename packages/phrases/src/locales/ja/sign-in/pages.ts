import type { LocalePhrases } from '../../../types.ts';

export const pagePhrases: NonNullable<LocalePhrases['sign-in']> = {
  page_title: {
    sign_in: 'サインイン',
    register: 'アカウント作成',
    consent: 'アクセスの許可',
    error: '問題が発生しました',
    not_found: 'ページが見つかりません',
  },
  general: {
    loading: '読み込み中…',
    logo_alt: 'ロゴ',
    terms_of_use: '利用規約',
    privacy_policy: 'プライバシーポリシー',
    legal_links: '法的情報',
    requirement_met: '満たしています',
    requirement_not_met: '満たしていません',
  },
  sign_in: {
    title: 'サインイン',
    description: '続行するにはサインインしてください。',
    username: 'ユーザー名',
    password: 'パスワード',
    submit: 'サインイン',
    no_account: 'アカウントをお持ちでないですか？',
    create_account: 'アカウントを作成',
  },
  register: {
    title: 'アカウントを作成',
    description: 'ユーザー名とパスワードを決めてください。',
    username: 'ユーザー名',
    password: 'パスワード',
    confirm_password: 'パスワード（確認）',
    submit: 'アカウントを作成',
    have_account: 'すでにアカウントをお持ちですか？',
    sign_in: 'サインイン',
    closed_title: '登録は受け付けていません',
    closed_description:
      'ここでは新しいアカウントを作成できません。既存のアカウントでサインインしてください。',
    first_admin_title: '管理者アカウントを作成',
    first_admin_description:
      'これはこの Gatehouse の最初のアカウントです。管理者としてコンソールにサインインし、すべてを管理します。ユーザー名とパスワードを選んでください。',
  },
  consent: {
    title: '{{name}} を許可',
    description: '{{name}} があなたのアカウントへのアクセスを求めています。',
    scopes_heading: '許可すると、次のことができるようになります:',
    no_scopes: '追加の権限は要求されていません。',
    authorize: '許可する',
    load_failed: '認可リクエストを読み込めませんでした。',
    organizations_heading: 'アクセスを許可する組織:',
    no_organizations: 'どの組織のメンバーでもありません。',
  },
  error_page: {
    title: '問題が発生しました',
    description:
      'サインインリクエストを完了できませんでした。アプリケーションに戻って、もう一度お試しください。',
    not_found_title: 'ページが見つかりません',
    not_found_description: 'このページは存在しません。',
    back_to_sign_in: 'サインインへ',
    experience_unavailable:
      'サインインページを読み込めませんでした。しばらくしてからもう一度お試しください。',
    unknown_application:
      'このアプリケーションはこのサインインサービスに登録されていません。アプリケーションに戻り、問題が続く場合は開発者にお問い合わせください。',
    unregistered_redirect_uri:
      'アプリケーションが、登録されていないアドレスへの戻りを要求しました。アプリケーションの開発者にお問い合わせください。',
  },
  validation: {
    username_required: 'ユーザー名を入力してください。',
    username_invalid:
      'ユーザー名は英字またはアンダースコアで始まり、英字、数字、アンダースコアのみを使用できます。',
    password_required: 'パスワードを入力してください。',
    confirm_password_required: 'パスワードをもう一度入力してください。',
    passwords_mismatch: 'パスワードが一致しません。',
  },
};
