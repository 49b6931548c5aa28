import type { LocalePhrases } from '../../../types.ts';

/** SAML applications (we are the IdP): settings, metadata, certificates and attribute mapping. */
export const saml_applications: NonNullable<
  NonNullable<LocalePhrases['console']>['saml_applications']
> = {
  load_error: 'SAML 設定を読み込めませんでした。',
  create: {
    button: 'SAML アプリを作成',
    title: 'SAML アプリを作成',
    description:
      'Gatehouse は SAML 2.0 を使うアプリにユーザーをサインインさせます。ここで名前を付け、設定で ACS URL とエンティティ ID を入力してください。',
  },
  tabs: {
    attribute_mapping: '属性マッピング',
  },
  settings: {
    general: '全般',
    name: 'アプリケーション名',
    description: '説明',
    sp_title: 'サービスプロバイダー',
    sp_description: '署名付き SAML レスポンスの送信先と、その宛先。',
    acs_url: 'アサーションコンシューマーサービス（ACS）URL',
    acs_url_description: 'SAML レスポンスを受け取るサービスプロバイダーのアドレス。',
    acs_binding: 'バインディング',
    acs_binding_description: 'レスポンスを ACS URL に届ける方法。',
    entity_id: 'サービスプロバイダーのエンティティ ID',
    entity_id_description: 'アサーションの対象者。128 文字以内。',
    name_id_format: 'NameID 形式',
    name_id_format_description: 'アサーションのサブジェクトでユーザーを表す方法。',
    encryption_title: '暗号化',
    encryption_description: 'サービスプロバイダーの証明書でアサーションを暗号化します。',
    encrypt_assertion: 'アサーションを暗号化',
    encrypt_then_sign: '暗号化してから署名',
    encrypt_then_sign_description:
      '署名済みアサーションを暗号化する代わりに、暗号化したアサーションに署名します。',
    encryption_certificate: 'サービスプロバイダーの証明書',
    encryption_certificate_description: '公開鍵でアサーションを暗号化する PEM 証明書。',
  },
  name_id_formats: {
    persistent: '永続（ユーザー ID）',
    email_address: 'メールアドレス',
    transient: '一時（サインインごとに新規）',
    unspecified: '指定なし',
  },
  idp: {
    title: 'ID プロバイダーのメタデータ',
    description:
      'サービスプロバイダーには、当方のメタデータ、またはシングルサインオン URL と有効な証明書を渡してください。',
    metadata_url: 'IdP メタデータ URL',
    sso_url: 'シングルサインオン URL',
    download_metadata: 'メタデータをダウンロード',
  },
  certificates: {
    title: '署名証明書',
    description:
      'SAML レスポンスは有効な証明書で署名されます。古い証明書の期限が切れる前に新しい証明書を追加し、有効化してください。',
    create: '証明書を追加',
    create_title: '署名証明書を追加',
    create_submit: '追加',
    life_span: '有効期間（年）',
    created: '証明書を追加しました。',
    empty:
      '証明書はまだありません。有効な証明書がないとレスポンスに署名できないため、追加してください。',
    load_error: '証明書を読み込めませんでした。',
    fingerprint: 'SHA-256 フィンガープリント',
    status: '状態',
    active: '有効',
    inactive: '無効',
    expires_at: '有効期限',
    expired: '期限切れ',
    download: 'ダウンロード',
    activate: '有効化',
    activated: '証明書を有効化しました。',
    delete_label: '証明書 {{fingerprint}} を削除',
    delete_title: 'この証明書を削除しますか？',
    delete_message:
      'この証明書をまだ信頼しているサービスプロバイダーは、これで署名されたレスポンスを拒否します。',
    deleted: '証明書を削除しました。',
  },
  attributes: {
    title: '属性マッピング',
    description: 'SAML アサーションで送信されるユーザー情報と、それぞれの送信時の属性名。',
    add: '属性を追加',
    empty: 'マッピングされた属性はありません',
    empty_description: '情報をマッピングするまで、NameID のみが送信されます。',
    user_claim: 'ユーザー情報',
    saml_attribute: 'SAML 属性名',
    user_claim_of: '{{index}} 行目のユーザー情報',
    saml_attribute_of: '{{index}} 行目の SAML 属性名',
    remove: '{{name}} を削除',
  },
  errors: {
    invalid_url: '有効な http または https の URL を入力してください。',
    certificate_required: 'アサーションを暗号化するには証明書が必要です。',
    duplicated_attribute: '同じ情報は一度しかマッピングできません。',
  },
};
