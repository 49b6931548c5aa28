import type { LocalePhrases } from '../../../types.ts';

export const api_resources: NonNullable<NonNullable<LocalePhrases['console']>['api_resources']> = {
  title: 'API リソース',
  subtitle: 'アプリケーションが呼び出す API と、その API が確認する権限（スコープ）を定義します。',
  create: 'API リソースを作成',
  empty: 'API リソースはまだありません',
  empty_description: 'API リソースを作成すると、アクセストークンで API を保護できます。',
  search_placeholder: 'API 名または API 識別子で検索',
  column_name: 'API 名',
  column_indicator: 'API 識別子',
  default_badge: 'デフォルト',
  management_api_badge: '管理 API',
  name: 'API 名',
  name_placeholder: 'マイ API',
  indicator: 'API 識別子',
  indicator_placeholder: 'https://api.example.com',
  indicator_hint:
    'フラグメント（#）を含まない一意の絶対 URI で、通常は API の URL です。アクセストークンの「aud」クレームになり、後から変更することはできません。',
  indicator_invalid:
    'https://api.example.com のような、フラグメント（#）を含まない絶対 URI を入力してください。',
  created: 'API リソース {{name}} を作成しました。',
  delete_message:
    'アプリケーションはこの API のアクセストークンを取得できなくなり、ロールからはこの API の権限が失われます。この操作は元に戻せません。',
  tabs: {
    permissions: '権限',
    general: '一般',
  },
  permissions: {
    title: '権限',
    description:
      'この API 向けのトークンに含めることができるスコープです。API はリクエストのたびにこれらを確認します。',
    add: '権限を作成',
    edit: '権限を編集',
    edit_named: '{{name}} を編集',
    delete_named: '{{name}} を削除',
    delete_title: '権限 {{name}} を削除しますか？',
    delete_message: 'この権限を付与しているロールからは削除され、トークンにも含まれなくなります。',
    deleted: '権限 {{name}} を削除しました。',
    saved: '権限 {{name}} を保存しました。',
    name: '権限名',
    name_placeholder: 'read:orders',
    name_hint: 'スペースは使用できません。例: read:orders、write:orders',
    name_no_spaces: '権限名にスペースを含めることはできません。',
    description_label: '説明',
    description_placeholder: 'すべての注文を読み取る',
    column_name: '名前',
    column_description: '説明',
    column_created: '作成日時',
    empty: '権限はまだありません',
    read_only: '管理 API の権限は組み込みのため、変更できません。',
  },
  general: {
    title: '一般',
    name: 'API 名',
    indicator: 'API 識別子',
    token_ttl: 'アクセストークンの有効期限（秒）',
    token_ttl_hint:
      'この API 向けのアクセストークンが有効な期間です。デフォルトは 3600（1 時間）です。',
    default_api: 'デフォルト API',
    default_api_hint:
      'リソースを指定しないサインインでは、デフォルト API 向けのアクセストークンが発行されます。デフォルトにできる API は 1 つだけです。',
    default_set: '{{name}} をデフォルト API に設定しました。',
    default_unset: '{{name}} はデフォルト API ではなくなりました。',
    read_only: '管理 API は組み込みのため、設定を変更することも削除することもできません。',
  },
  guides: {
    menu: '統合ガイド',
    open: '{{name}} ガイドを開く',
    back: '{{name}} に戻る',
    not_found: 'このガイドは存在しません。',
    express: 'Express (Node.js)',
    python: 'Python (Flask)',
    title: '{{framework}} で {{name}} を保護する',
    intro:
      'API がリクエストを受け付けるのは、Bearer トークンがこのテナントによって署名された JWT であり、識別子 {{indicator}} 向けに発行され、必要な権限を含んでいる場合です。',
    step_install: 'ライブラリをインストールする',
    step_verify: 'アクセストークンを検証する',
    step_verify_description:
      'JWKS エンドポイントから署名鍵を取得し、各トークンの署名、発行者、オーディエンス、有効期限を確認します。',
    step_scope: '権限を確認する',
    step_scope_description:
      'トークンの「scope」クレームには、付与された権限がスペース区切りで列挙されています。',
    step_call: 'トークンを使って API を呼び出す',
    step_call_description:
      'マシン間アプリケーションはクライアントクレデンシャルグラントでトークンを取得します。ID とシークレットは、この権限を付与するロールを持つアプリケーションのものに置き換えてください。',
    copy_code: '{{language}} のコードをコピー',
    copied: 'コピーしました',
    code_label: '{{language}} のコード',
    no_permissions_note: 'この API にはまだ権限がないため、例では read:example を使用しています。',
  },
};
