import type { LocalePhrases } from '../../../types.ts';

type SignIn = NonNullable<LocalePhrases['sign-in']>;

/**
 * Messages for the error codes the experience API sends (`{code, message, data}`), keyed by code
 * so that `errors.<code>` finds them; codes missing here show the server's own message.
 */
export const errorPhrases: SignIn = {
  errors: {
    generic: '出了点问题。请重试。',
    network: '无法连接到服务器。请检查网络连接后重试。',
    session: {
      forgot_password_not_enabled: '此处不支持重置密码。',
      not_supported_for_forgot_password: '重置密码期间无法执行此操作。',
      invalid_credentials: '用户名或密码不正确。',
      registration_disabled: '注册已关闭。请使用已有账户登录。',
      not_found: '登录会话已过期。请返回应用重新开始。',
      interaction_not_found: '登录会话已过期。请返回应用重新开始。',
      verification_session_not_found: '登录会话已过期。请重试。',
      verification_failed: '验证未通过。请重试。',
      verification_blocked_too_many_attempts: '尝试次数过多。请稍等片刻后重试。',
      identifier_not_found: '用户名或密码不正确。',
      invalid_interaction_type: '当前请求不支持此操作。',
      invalid_sign_in_method: '未启用此登录方式。',
      identity_conflict: '此账户已关联到其他身份。',
      captcha_required: '请完成人机验证。',
      captcha_failed: '人机验证未通过。请重试。',
      unauthorized: '请先登录。',
      mfa: {
        require_mfa_verification: '登录需要进行额外验证。',
      },
    },
    user: {
      email_already_in_use: '该邮箱已被其他账户使用。',
      phone_already_in_use: '该手机号码已被其他账户使用。',
      invalid_phone: '手机号码无效，请包含国家代码。',
      new_password_required_in_profile: '请设置新密码以继续。',
      same_password: '新密码必须与当前密码不同。',
      suspended: '该账户已被停用。',
      username_already_in_use: '该用户名已被占用。',
      user_not_exist: '用户名或密码不正确。',
      sign_in_method_not_enabled: '未启用此登录方式。',
      sign_up_method_not_enabled: '未启用此注册方式。',
      missing_profile: '缺少部分必填的账户信息。',
      username_required: '用户名为必填项。',
      password_required_in_profile: '密码为必填项。',
      suggest_mfa: '建议为此账户设置额外验证。',
      missing_mfa: '此账户必须设置额外验证。',
      username_starts_with_number: '用户名不能以数字开头。',
      username_invalid_charset_hard: '用户名包含不允许使用的字符。',
      username_too_short: '用户名过短。',
      username_too_long: '用户名过长。',
      username_uppercase_not_allowed: '用户名中不允许使用大写字母。',
      username_lowercase_not_allowed: '用户名中不允许使用小写字母。',
      username_numbers_not_allowed: '用户名中不允许使用数字。',
      username_underscore_not_allowed: '用户名中不允许使用下划线。',
    },
    verification_code: {
      code_mismatch: '验证码不正确。',
      expired: '验证码已过期，请重新获取。',
      exceed_max_try: '错误次数过多，请重新获取验证码。',
      not_found: '此地址没有待验证的验证码，请重新获取。',
    },
    connector: {
      not_found: '当前无法发送验证码：该服务未设置发送方。',
      general: '验证码发送失败，请重试。',
    },
    password: {
      rejected: '密码不符合要求。',
      expired: '你的密码已过期。请重置密码后继续。',
    },
    password_rejected: {
      too_short: '请至少使用 {{min}} 个字符。',
      too_long: '最多只能使用 {{max}} 个字符。',
      unsupported_characters: '只能使用字母、数字、空格以及标准键盘上的符号。',
      character_types: '请至少使用 {{min}} 种字符：小写字母、大写字母、数字、符号。',
      pwned: '此密码曾出现在数据泄露事件中。请换一个密码。',
      restricted: {
        repetition: '避免使用重复字符，例如“aaa”。',
        sequence: '避免使用连续序列，例如“abc”“123”或“qwe”。',
        words: '避免使用与本产品相关的词语。',
        user_info: '避免使用你的用户名或其他个人信息。',
      },
    },
    guard: {
      invalid_input: '部分输入的信息无效。',
    },
    request: {
      general: '请求失败。请重试。',
      invalid_input: '部分输入的信息无效。',
      message_rate_limited: '请求过多。请稍等片刻后重试。',
      rate_limited: '请求过多。请稍等片刻后重试。',
    },
    oidc: {
      invalid_request: '登录请求无效。请返回应用重新开始。',
      session_not_found: '登录会话已过期。请返回应用重新开始。',
      access_denied: '访问被拒绝。',
      aborted: '登录已取消。',
    },
    application: {
      user_consent_scopes_not_found: '找不到所请求的权限。',
    },
    entity: {
      not_exists: '请求的内容不存在。',
      not_found: '请求的内容不存在。',
    },
  },
};
