import type { LocalePhrases } from '../../../types.ts';

/** The enterprise SSO section: connectors, their connection, experience and IdP-initiated sign-in. */
export const enterprise_sso: NonNullable<NonNullable<LocalePhrases['console']>['enterprise_sso']> =
  {
    title: 'エンタープライズ SSO',
    subtitle:
      '企業のメンバーが、メールドメインに応じて選ばれる自社の ID プロバイダーでサインインできるようにします。',
    empty: 'エンタープライズ SSO コネクターはまだありません',
    empty_description:
      'コネクターを追加して、企業のメールドメインをその ID プロバイダーに振り分けます。',
    no_domains: 'ドメインなし',
    columns: {
      name: '名前',
      provider: 'プロバイダー',
      domains: 'メールドメイン',
    },
    providers: {
      OIDC: 'OpenID Connect に対応した任意の ID プロバイダー。',
      SAML: 'SAML 2.0 に対応した任意の ID プロバイダー。',
      AzureAD: 'SAML 2.0 経由の Microsoft Entra ID（旧 Azure AD）。',
      GoogleWorkspace: 'Google Workspace 組織の Google アカウント。',
      Okta: 'OpenID Connect 経由の Okta 組織。',
      AzureAdOidc: 'OpenID Connect 経由の Microsoft Entra ID（旧 Azure AD）。',
    },
    create: {
      button: 'エンタープライズコネクターを追加',
      title: 'エンタープライズ SSO コネクターを追加',
      description: '企業の ID プロバイダーを選び、コネクターに名前を付けてください。',
      provider_label: 'ID プロバイダー',
      providers_error: 'ID プロバイダーの一覧を読み込めませんでした。',
      name_label: 'コネクター名',
      name_description: 'コンソール上で、あなただけに表示されます。',
      name_placeholder: '例: Acme の Okta',
      created: 'コネクター {{name}} を追加しました。',
    },
    tabs: {
      connection: '接続',
      experience: 'エクスペリエンス',
      idp_initiated_auth: 'IdP 起点の SSO',
    },
    detail: {
      connector_id: 'コネクター ID',
      delete_message:
        'このコネクターのメールドメインのユーザーは、今後これを使ってサインインできなくなります。この操作は元に戻せません。',
    },
    connection: {
      test_connection: {
        title: '接続テスト',
        description:
          '新しいウィンドウで ID プロバイダーにサインインして、この設定を確認します。ここでは誰もサインインせず、ユーザーも作成されません。',
        button: '接続をテスト',
        waiting:
          'ID プロバイダーの応答を待っています。開いたウィンドウでサインインを完了してください。',
        popup_blocked:
          'ウィンドウを開けませんでした。次のリンクから ID プロバイダーを開いてください:',
        open_link: 'ID プロバイダーを開く',
        succeeded: 'ID プロバイダーが応答しました。入力されたプロフィール項目は次のとおりです:',
        failed: 'テストに失敗しました: {{message}}',
        expired:
          'ID プロバイダーが応答する前にテストの有効期限が切れました。もう一度開始してください。',
        empty_value: '未提供',
        fields: {
          issuer: '発行者',
          id: 'ID プロバイダーでのユーザー ID',
          email: 'メールアドレス',
          name: '名前',
          phone: '電話番号',
          avatar: '画像',
        },
      },
      idp_title: 'ID プロバイダー',
    },
    oidc: {
      description: 'ID プロバイダーに登録した OIDC アプリケーションから値をコピーしてください。',
      issuer: '発行者（Issuer）',
      issuer_description:
        'ディスカバリードキュメントは /.well-known/openid-configuration から読み込まれます。',
      client_id: 'クライアント ID',
      client_secret: 'クライアントシークレット',
      scope: 'スコープ',
      scope_description: 'スペース区切り。openid は常に要求されます。',
    },
    saml: {
      description:
        'ID プロバイダーのメタデータを URL または XML で指定するか、値を個別に入力してください。',
      source_label: 'ID プロバイダーのメタデータ',
      sources: {
        url: 'メタデータ URL',
        xml: 'メタデータ XML',
        manual: '手動で入力',
      },
      metadata_url: 'メタデータ URL',
      metadata_xml: 'メタデータ XML',
      idp_entity_id: 'IdP エンティティ ID',
      sso_url: 'シングルサインオン URL',
      certificate: '署名証明書',
    },
    sp: {
      title: 'サービスプロバイダーの値',
      saml_description: 'ID プロバイダーの SAML アプリケーションにこれらを入力してください。',
      oidc_description:
        'ID プロバイダーの OIDC アプリケーションにこのリダイレクト URI を登録してください。',
      acs_url: 'アサーションコンシューマーサービス（ACS）URL',
      entity_id: 'サービスプロバイダーのエンティティ ID',
      redirect_uri: 'リダイレクト URI',
    },
    experience: {
      branding_title: 'サインインボタン',
      branding_description: 'サインインページでのコネクターの表示。',
      connector_name: 'コネクター名',
      connector_name_description: 'コンソール上で、あなただけに表示されます。',
      display_name: '表示名',
      display_name_description: 'サインインボタンに表示されます。空の場合はコネクター名。',
      logo: 'ロゴの URL',
      dark_logo: 'ロゴの URL（ダークモード）',
      routing_title: '振り分けとプロフィール',
      routing_description:
        'メールアドレスがこれらのドメインで終わるユーザーは、このコネクターでサインインします。',
      domains: 'メールドメイン',
      domains_description: 'ドメインごとに Enter キーを押すか、カンマを入力してください。',
      sync_profile: 'サインインのたびにプロフィールを同期',
      sync_profile_description:
        'オフの場合、名前・メール・アバターは初回サインイン時にのみ ID プロバイダーからコピーされます。',
    },
    idp_initiated: {
      title: 'IdP 起点のシングルサインオン',
      description:
        'ユーザーは ID プロバイダーのポータルから始めて、サインイン済みの状態でアプリケーションに移動できます。この ACS URL を ID プロバイダーに設定してください。',
      load_error: 'IdP 起点のサインイン設定を読み込めませんでした。',
      config_title: '設定',
      enable: 'IdP 起点のサインインを許可',
      enable_description: 'オフの場合、ID プロバイダーが開始したサインインは拒否されます。',
      default_application: '既定のアプリケーション',
      default_application_description:
        'サインイン後に移動する従来型 Web またはシングルページ アプリケーション。',
      choose_application: 'アプリケーションを選択',
      no_applications: '該当するアプリケーションがありません',
      flow_label: 'サインイン後',
      flow_auto: 'アプリのリダイレクト URI に認可リクエストをすぐに送信する',
      flow_client: 'サインインを開始するアプリ独自のコールバックに引き渡す',
      redirect_uri: 'リダイレクト URI',
      redirect_uri_description: 'アプリケーションに登録済みのリダイレクト URI のいずれか。',
      client_callback_uri: 'クライアントのコールバック URI',
      client_callback_uri_description: 'SP 起点のサインインを開始する、アプリ内のアドレス。',
    },
    errors: {
      required: 'この項目は必須です。',
      invalid_url: '有効な http または https の URL を入力してください。',
      invalid_domain: 'example.com のようなドメインを入力してください。',
      duplicated_domain: '同じドメインは一度しか指定できません。',
    },
  };
