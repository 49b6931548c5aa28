import type { LocalePhrases } from '../../../types.ts';

export const guides: NonNullable<NonNullable<LocalePhrases['console']>['guides']> = {
  page_title: '{{guide}} を統合',
  subtitle:
    '「{{application}}」にユーザーがサインインできるよう、手順を追って設定します。サンプルにはこのアプリケーションの実際の値がすでに入っているので、そのままコピーしてください。',
  subtitle_m2m:
    '「{{application}}」が自身の資格情報で API を呼び出せるよう、手順に沿って設定します。サンプルにはこのアプリケーションの実際の値が入っているので、そのままコピーしてください。',
  picker_label: 'フレームワークまたは言語',
  package: 'パッケージ: {{package}}',
  back_to_application: 'アプリケーションに戻る',
  finish: '完了して設定へ',
  not_found: 'この種類のアプリケーション向けのこのガイドはありません。',
  step_label: 'ステップ {{number}}',
  code_label: 'コードサンプル（{{language}}）',
  code_file: 'ファイル {{file}}',
  copy: 'コピー',
  copy_code: '{{file}} のコードをコピー',
  copy_snippet: 'コードサンプルをコピー',
  copied: 'コピーしました',
  missing_secret:
    'このアプリケーションにはまだ有効なシークレットがないため、サンプルにはプレースホルダーが表示されています。設定タブでシークレットを作成してから、ここに戻ってください。',
  uris: {
    redirect_uri: 'リダイレクト URI',
    post_logout_redirect_uri: 'サインアウト後のリダイレクト URI',
    registered: '登録済み',
    not_registered: '未登録',
    add: '{{uri}} をアプリケーションに追加',
    add_short: '追加',
    added: '{{uri}} をアプリケーションに追加しました。',
  },
  resource: {
    label: '呼び出す API リソース',
    description: 'アクセストークンはこの API リソース向けに発行されます。',
    none: 'API リソースがまだありません。先に「API リソース」で作成してください。',
  },
  steps: {
    install: {
      title: 'SDK をインストールする',
      description: '{{package}} と、サンプルで使用するパッケージをプロジェクトに追加します。',
    },
    configure_uris: {
      title: 'リダイレクト URI を登録する',
      description:
        'ユーザーはサインイン後にリダイレクト URI へ、サインアウト後にサインアウト後のリダイレクト URI へ戻ります。どちらも、アプリが送信するとおりに正確に登録する必要があります。',
    },
    init_client: {
      title: 'クライアントを設定する',
      description:
        'シークレットはサーバー上にのみ保持してください。下の Cookie シークレットは、このページ用にブラウザーで生成されたものです。十分に長いランダムな値であれば何でも使用できます。',
    },
    provider: {
      title: 'アプリをプロバイダーでラップする',
      description:
        'プロバイダーはサインイン状態を保持し、ルーターはリダイレクト URI のパスでコールバックページを提供します。',
    },
    callback: {
      title: 'サインインのコールバックを処理する',
      description:
        'このページは認可コードをトークンと交換し、その後ユーザーをホームページに戻します。',
    },
    sign_in_out: {
      title: 'サインインとサインアウト',
      description:
        'サインインはリダイレクト URI で、サインアウトはサインアウト後のリダイレクト URI で開始します。ID トークンのクレームから、誰がサインインしたかがわかります。',
    },
    user_info: {
      title: 'ユーザー情報を読み取る',
      description: 'ID トークンのクレームは、サインインしたユーザーを表します。',
    },
    session: {
      title: 'セッションを維持する',
      description: 'SDK は各訪問者のセッションにトークンを保存します。',
    },
    routes: {
      title: 'サインイン用のルートを追加する',
      description:
        'これらのルートでは、サインインの開始、コールバックの処理、サインアウト、サインイン中のユーザーの表示を行います。シークレットと Cookie シークレットはサーバー上にとどまります。',
    },
    protect_routes: {
      title: 'ルートを保護する',
      description: 'サインインしていない訪問者は、まずサインイン用のルートに送ります。',
    },
    native_scheme: {
      title: 'URL スキームを登録する',
      description:
        'ブラウザーが結果をアプリに返せるように、アプリはリダイレクト URI のスキームで開かれる必要があります。',
    },
    assign_roles: {
      title: 'アプリケーションに権限を付与する',
      description:
        'マシン間（M2M）アプリには、割り当てられたマシン間ロールの権限が付与されます。このアプリケーションのロールタブでロールを割り当ててください。',
    },
    token_curl: {
      title: 'アクセストークンを取得する',
      description:
        'クライアントクレデンシャルグラントでトークンエンドポイントにリクエストします。アプリ ID とシークレットは HTTP Basic で認証されます。',
    },
    token_node: {
      title: 'Node.js からトークンを取得する',
      description:
        'openid-client を使った同じリクエストです。openid-client はディスカバリードキュメントからエンドポイントを読み取ります。',
    },
    call_api: {
      title: 'API を呼び出す',
      description:
        'アクセストークンを Bearer トークンとして送信します。トークンは API リソースに設定された有効期間が過ぎると失効します。',
    },
    checkpoint: {
      title: '試してみる',
      description:
        'アプリを起動してサインインすると、ユーザーのクレームが表示されます。サインアウトすると、サインアウトした状態でアプリに戻ります。',
    },
  },
};
