import type { LocalePhrases } from '../../../types.ts';

export const account_center: NonNullable<NonNullable<LocalePhrases['console']>['account_center']> =
  {
    title: 'アカウントセンター',
    subtitle:
      'ユーザーが /account と Account API で自分のアカウントを項目ごとに管理できるようにします。',
    load_error: 'アカウントセンターの設定を読み込めませんでした。',
    enabled_title: 'アカウントセンター',
    enabled: 'アカウントセンターを有効にする',
    enabled_description:
      'オフの場合、アカウントページと Account API はすべてのリクエストを拒否します。',
    fields_title: '項目',
    fields_description:
      'オフは項目を非表示に、読み取り専用は変更不可で表示し、編集は変更を許可します。',
    access: { Off: 'オフ', ReadOnly: '読み取り専用', Edit: '編集' },
    fields: {
      name: '名前',
      avatar: 'アバター',
      profile: 'プロフィール（OIDC クレーム）',
      email: 'メールアドレス',
      phone: '電話番号',
      password: 'パスワード',
      username: 'ユーザー名',
      social: 'ソーシャル ID',
      customData: 'カスタムデータ',
      mfa: '多要素認証',
      passkey: 'パスキー',
      session: 'セッション',
    },
    webauthn_title: 'パスキーの関連オリジン',
    webauthn_origins: '関連オリジン',
    webauthn_origins_description:
      'このテナントのパスキーが使えるアプリの他のオリジン。1 行に 1 つの URL。',
    webauthn_origin_invalid: '各行は https://app.example.com のような URL である必要があります。',
  };
