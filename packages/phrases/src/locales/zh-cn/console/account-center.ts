import type { LocalePhrases } from '../../../types.ts';

export const account_center: NonNullable<NonNullable<LocalePhrases['console']>['account_center']> =
  {
    title: '账户中心',
    subtitle: '让用户在 /account 和通过 Account API 逐项管理自己的账户。',
    load_error: '无法加载账户中心设置。',
    enabled_title: '账户中心',
    enabled: '启用账户中心',
    enabled_description: '关闭时，账户页面和 Account API 会拒绝所有请求。',
    fields_title: '字段',
    fields_description: '关闭会隐藏字段，只读会显示但不可更改，编辑允许用户更改。',
    access: { Off: '关闭', ReadOnly: '只读', Edit: '编辑' },
    fields: {
      name: '姓名',
      avatar: '头像',
      profile: '个人资料（OIDC 声明）',
      email: '邮箱地址',
      phone: '手机号码',
      password: '密码',
      username: '用户名',
      social: '社交身份',
      customData: '自定义数据',
      mfa: '多因素认证',
      passkey: '通行密钥',
      session: '会话',
    },
    webauthn_title: '通行密钥相关来源',
    webauthn_origins: '相关来源',
    webauthn_origins_description: '此租户的通行密钥可用的其他应用来源，每行一个 URL。',
    webauthn_origin_invalid: '每行必须是 URL，例如 https://app.example.com。',
  };
