import type { LocalePhrases } from '../../../types.ts';

type SignIn = NonNullable<LocalePhrases['sign-in']>;

export const pagePhrases: SignIn = {
  page_title: {
    sign_in: '登录',
    register: '创建账户',
    consent: '授权访问',
    error: '出了点问题',
    not_found: '页面未找到',
  },
  general: {
    loading: '加载中…',
    logo_alt: '标志',
    terms_of_use: '使用条款',
    privacy_policy: '隐私政策',
    legal_links: '法律信息',
    requirement_met: '已满足',
    requirement_not_met: '未满足',
  },
  sign_in: {
    title: '登录',
    description: '登录以继续。',
    username: '用户名',
    password: '密码',
    submit: '登录',
    no_account: '还没有账户？',
    create_account: '创建账户',
  },
  register: {
    title: '创建账户',
    description: '请设置用户名和密码。',
    username: '用户名',
    password: '密码',
    confirm_password: '确认密码',
    submit: '创建账户',
    have_account: '已有账户？',
    sign_in: '登录',
    closed_title: '注册已关闭',
    closed_description: '此处无法创建新账户。请使用已有账户登录。',
    first_admin_title: '创建管理员账户',
    first_admin_description:
      '这是此 Gatehouse 实例的第一个账户：它将成为管理员账户，用于登录控制台并管理一切。请选择用户名和密码。',
  },
  consent: {
    title: '授权 {{name}}',
    description: '{{name}} 请求访问你的账户。',
    scopes_heading: '它将能够：',
    no_scopes: '它不需要任何额外权限。',
    authorize: '授权',
    load_failed: '无法加载授权请求。',
    organizations_heading: '可访问的组织：',
    no_organizations: '你不是任何组织的成员。',
  },
  error_page: {
    title: '出了点问题',
    description: '无法完成登录请求。请返回应用后重试。',
    not_found_title: '页面未找到',
    not_found_description: '此页面不存在。',
    back_to_sign_in: '前往登录',
    experience_unavailable: '无法加载登录页面。请稍后重试。',
    unknown_application: '此登录服务无法识别该应用。请返回应用，如果问题仍然存在，请联系其开发者。',
    unregistered_redirect_uri: '该应用请求将你送回一个未注册的地址。请联系该应用的开发者。',
  },
  validation: {
    username_required: '请输入用户名。',
    username_invalid: '用户名须以字母或下划线开头，且只能包含字母、数字和下划线。',
    password_required: '请输入密码。',
    confirm_password_required: '请再次输入密码。',
    passwords_mismatch: '两次输入的密码不一致。',
  },
};
