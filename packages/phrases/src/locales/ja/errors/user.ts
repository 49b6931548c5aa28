import type { LocalePhrases } from '../../../types.ts';

export const user: NonNullable<NonNullable<LocalePhrases['errors']>['user']> = {
  username_already_in_use: 'このユーザー名はすでに使用されています。',
  email_already_in_use: 'このメールアドレスはすでに使用されています。',
  phone_already_in_use: 'この電話番号はすでに使用されています。',
  invalid_email: 'メールアドレスが無効です。',
  invalid_phone: '電話番号が無効です。',
  user_not_exist: 'ユーザーが存在しません。',
  suspended: 'このアカウントは停止されています。',
  cannot_delete_self: '自分自身を削除することはできません。',
  same_password: '新しいパスワードを現在のパスワードと同じにすることはできません。',
  username_too_long: 'ユーザー名は {{maxLength}} 文字以内にしてください。',
  sign_in_method_not_enabled: 'このサインイン方法は有効になっていません。',
  sign_up_method_not_enabled: 'この登録方法は有効になっていません。',
  username_required: 'ユーザー名は必須です。',
  password_and_digest: '平文のパスワードとパスワードダイジェストの両方を設定することはできません。',
  password_algorithm_required:
    'パスワードダイジェストを指定する場合は、パスワードアルゴリズムも必要です。',
  identity_not_exist: 'このソーシャル ID はまだ登録されていません。',
  invalid_role_type: 'この種類のロールはユーザーに割り当てられません。',
};
