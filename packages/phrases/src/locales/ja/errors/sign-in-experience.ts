import type { LocalePhrases } from '../../../types.ts';

type Errors = NonNullable<LocalePhrases['errors']>;

export const sign_in_experiences: NonNullable<Errors['sign_in_experiences']> = {
  enabled_connector_not_found:
    '{{type}} コネクターがまだ設定されていません。この方法を使う前に追加してください。',
  passwordless_requires_verify:
    'パスワードなしで登録するには、メールアドレスまたは電話番号の確認が必要です。',
  code_sign_in_must_be_enabled:
    '確認コードのみで作成されたアカウントには、同じ識別子での確認コードによるサインインが必要です。',
  unsupported_default_language:
    '言語 {{language}} は組み込みでもカスタムフレーズもありません。先にフレーズを追加してください。',
  at_least_one_authentication_factor:
    '各サインイン方法には、パスワード、確認コード、またはその両方が必要です。',
  backup_code_cannot_be_enabled_alone:
    'バックアップコードを唯一の多要素認証方法にすることはできません。',
  duplicated_mfa_factors: '各多要素認証方法は一度だけ指定できます。',
  email_verification_code_cannot_be_used_for_mfa:
    'メールコードでのサインインが有効な間は、メールコードを第 2 要素にできません。',
  phone_verification_code_cannot_be_used_for_mfa:
    '電話コードでのサインインが有効な間は、SMS コードを第 2 要素にできません。',
  email_verification_code_cannot_be_used_for_sign_in:
    'メールコードが第 2 要素である間は、メールコードでのサインインを有効にできません。',
  phone_verification_code_cannot_be_used_for_sign_in:
    'SMS コードが第 2 要素である間は、電話コードでのサインインを有効にできません。',
  duplicated_sign_up_identifiers: '各登録識別子は一度だけ指定できます。',
  missing_sign_up_identifiers: '副次的な識別子を追加する前に、主要な登録識別子を選んでください。',
  invalid_custom_email_blocklist_format:
    '次のブロックリスト項目はメールアドレスでもドメイン（@example.com など）でもありません: {{items}}。',
  forgot_password_method_requires_connector:
    'このパスワードリセット方法には、そのコードを送信できるコネクターが必要です。',
  username_policy_case_conflicts_exist:
    '大文字と小文字だけが異なるユーザー名が {{count}} 件あります。ユーザー名の大文字小文字を区別しない設定にする前に解消してください。',
  adaptive_mfa_requires_mfa:
    'アダプティブ多要素認証には、少なくとも 1 つの多要素認証方法が必要です。',
  password_expiration_requires_forgot_password:
    'パスワードの有効期限には、パスワードをリセットする手段（メールまたは SMS コード）が必要です。',
  password_expiration_invalid_period_days:
    'パスワードの有効期間は 1 から {{max}} までの整数の日数である必要があります。',
  username_requires_password: 'ユーザー名で登録するにはパスワードが必要です。',
  miss_sign_up_identifier_in_sign_in:
    '{{identifier}} で登録した人は、それでサインインもできる必要があります。サインイン方法として追加してください。',
};

export const localization: NonNullable<Errors['localization']> = {
  cannot_delete_default_language:
    'サインイン体験のフォールバック言語は削除できません。先に別のフォールバック言語を選んでください。',
  invalid_translation_structure:
    'フレーズにサインインページにないキー、またはテキストが必要な場所にグループが含まれています。',
};
