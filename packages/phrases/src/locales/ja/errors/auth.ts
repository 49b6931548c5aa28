import type { LocalePhrases } from '../../../types.ts';

export const auth: NonNullable<NonNullable<LocalePhrases['errors']>['auth']> = {
  authorization_header_missing: 'Authorization ヘッダーがありません。',
  authorization_token_type_not_supported:
    'この認可タイプはサポートされていません。Bearer トークンを使用してください。',
  unauthorized: '認証されていません。認証情報とそのスコープを確認してください。',
  forbidden: '禁止されています。ロールと権限を確認してください。',
  expected_role_not_found: '必要なロールが見つかりません。ロールと権限を確認してください。',
  jwt_sub_missing: 'トークンに `sub` クレームがありません。',
  third_party_application_forbidden: 'サードパーティアプリケーションはこの操作を実行できません。',
  require_re_authentication: '続行するには、もう一度サインインしてください。',
  exceed_token_limit: 'このテナントのトークン数の上限に達しました。',
};
