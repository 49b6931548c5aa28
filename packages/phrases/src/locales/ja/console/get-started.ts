import type { LocalePhrases } from '../../../types.ts';

export const get_started: NonNullable<NonNullable<LocalePhrases['console']>['get_started']> = {
  title: 'はじめに',
  subtitle: '3 つのステップで最初のアプリケーションを Gatehouse に接続できます。',
  step: 'ステップ {{number}}',
  create_application_title: 'アプリケーションを作成する',
  create_application_description:
    'Gatehouse を通じてユーザーをサインインさせる Web、モバイル、またはマシン間（M2M） アプリを登録します。',
  create_application_action: 'アプリケーションへ移動',
  create_api_resource_title: 'API を保護する',
  create_api_resource_description:
    'バックエンドを API リソースとして追加し、そのアクセストークンに含める権限を定義します。',
  create_api_resource_action: 'API リソースへ移動',
  create_role_title: 'ロールを定義する',
  create_role_description: '権限をロールにまとめ、ユーザーやマシン間（M2M） アプリに割り当てます。',
  create_role_action: 'ロールへ移動',
  section_coming_soon: 'このバージョンではまだ利用できません',
  docs_title: 'ドキュメントを読む',
  docs_description: '各フレームワーク向けのガイド、API リファレンス、コンセプトを掲載しています。',
  docs_action: 'ドキュメントを開く',
};
