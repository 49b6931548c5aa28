import type { LocalePhrases } from '../../../types.ts';

type Errors = NonNullable<LocalePhrases['errors']>;

export const sign_in_experiences: NonNullable<Errors['sign_in_experiences']> = {
  enabled_connector_not_found: '尚未配置 {{type}} 连接器。使用此方式前请先添加一个。',
  passwordless_requires_verify: '无密码注册需要验证邮箱地址或手机号码。',
  code_sign_in_must_be_enabled: '仅通过验证码创建的账户，需要为同一标识启用验证码登录。',
  unsupported_default_language:
    '语言 {{language}} 既非内置语言，也没有自定义短语。请先为其添加短语。',
  at_least_one_authentication_factor: '每种登录方式都需要密码、验证码或两者兼有。',
  backup_code_cannot_be_enabled_alone: '备用码不能作为唯一的多因素认证方式。',
  duplicated_mfa_factors: '每种多因素认证方式只能列出一次。',
  email_verification_code_cannot_be_used_for_mfa:
    '启用邮箱验证码登录时，邮箱验证码不能作为第二因素。',
  phone_verification_code_cannot_be_used_for_mfa:
    '启用手机验证码登录时，短信验证码不能作为第二因素。',
  email_verification_code_cannot_be_used_for_sign_in:
    '邮箱验证码作为第二因素时，无法启用邮箱验证码登录。',
  phone_verification_code_cannot_be_used_for_sign_in:
    '短信验证码作为第二因素时，无法启用手机验证码登录。',
  duplicated_sign_up_identifiers: '每个注册标识只能列出一次。',
  missing_sign_up_identifiers: '添加次要标识前，请先选择主要注册标识。',
  invalid_custom_email_blocklist_format:
    '以下屏蔽列表条目既不是邮箱地址也不是域名（例如 @example.com）：{{items}}。',
  forgot_password_method_requires_connector: '此重置密码方式需要一个能发送其验证码的连接器。',
  username_policy_case_conflicts_exist:
    '有 {{count}} 个用户名仅大小写不同。请先处理后再将用户名设为不区分大小写。',
  adaptive_mfa_requires_mfa: '自适应多因素认证至少需要一种多因素认证方式。',
  password_expiration_requires_forgot_password:
    '密码过期需要一种重置密码的方式（通过邮箱或短信验证码）。',
  password_expiration_invalid_period_days: '密码有效期必须是 1 到 {{max}} 之间的整数天数。',
  username_requires_password: '使用用户名注册需要设置密码。',
  miss_sign_up_identifier_in_sign_in:
    '使用 {{identifier}} 注册的用户也必须能用它登录。请将其添加为登录方式。',
};

export const localization: NonNullable<Errors['localization']> = {
  cannot_delete_default_language: '无法删除登录体验的备用语言。请先选择其他备用语言。',
  invalid_translation_structure: '短语中包含登录页面没有的键，或在需要文本的位置使用了分组。',
};
