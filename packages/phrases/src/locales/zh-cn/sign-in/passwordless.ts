import type { LocalePhrases } from '../../../types.ts';

export const passwordlessPhrases: Pick<
  NonNullable<LocalePhrases['sign-in']>,
  | 'identifier'
  | 'sign_in_options'
  | 'verification_code'
  | 'registration'
  | 'forgot_password'
  | 'password_toggle'
  | 'demo_app'
> = {
  identifier: {
    username: '用户名',
    email: '邮箱',
    phone: '手机号码',
    username_or_email: '用户名或邮箱',
    username_or_phone: '用户名或手机号码',
    email_or_phone: '邮箱或手机号码',
    username_or_email_or_phone: '用户名、邮箱或手机号码',
    phone_hint: '请包含国家代码，例如 +86 10 1234 5678。',
    required: '请填写“{{label}}”。',
    email_invalid: '请输入邮箱地址，例如 name@example.com。',
    phone_invalid: '请输入带国家代码的手机号码，仅限数字。',
    change: '更改',
    continue: '继续',
  },
  sign_in_options: {
    password_title: '输入密码',
    signing_in_as: '正在以 {{identifier}} 登录',
    forgot_password: '忘记密码？',
    use_code: '改用验证码登录',
    use_password: '改用密码登录',
    password_changed: '密码已更改，请使用新密码登录。',
  },
  verification_code: {
    title: '输入验证码',
    description: '我们已向 {{identifier}} 发送验证码，10 分钟内有效。',
    label: '验证码',
    submit: '继续',
    required: '请输入收到的验证码。',
    resend: '发送新验证码',
    resend_in: '{{seconds}} 秒后可重新获取验证码。',
    resent: '新验证码已发送。',
    no_account: '还没有账户使用 {{identifier}}。',
    create_account: '用它创建账户',
    account_exists: '已有账户使用 {{identifier}}。',
    sign_in_instead: '登录该账户',
    start_again: '重新开始',
  },
  registration: {
    code_description: '我们将发送验证码进行确认。',
    send_code: '发送验证码',
    profile_title: '完善你的账户',
    profile_description: '还需要一些信息才能完成。',
    finish: '完成',
  },
  forgot_password: {
    title: '重置密码',
    description: '我们将向你账户的邮箱或手机号码发送验证码。',
    send_code: '发送验证码',
    back_to_sign_in: '返回登录',
    new_password_title: '设置新密码',
    new_password: '新密码',
    confirm_password: '确认新密码',
    submit: '重置密码',
    unavailable: '此处不支持重置密码，请联系该服务的支持人员。',
  },
  password_toggle: {
    show: '显示密码',
    hide: '隐藏密码',
  },
  demo_app: {
    title: '实时预览',
    description: '使用内置演示应用体验此租户的登录流程。',
    sign_in: '登录',
    signed_in_title: '你已登录',
    claims: '你的 ID 令牌声明',
    sign_out: '退出登录',
    failed: '登录未完成：{{error}}',
  },
};
