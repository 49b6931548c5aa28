import type { LocalePhrases } from '../../../types.ts';

type Errors = NonNullable<LocalePhrases['errors']>;

export const user: Errors['user'] = {
  username_already_in_use: '该用户名已被使用。',
  email_already_in_use: '该邮箱地址已被使用。',
  phone_already_in_use: '该手机号码已被使用。',
  invalid_email: '邮箱地址无效。',
  invalid_phone: '手机号码无效。',
  user_not_exist: '该用户不存在。',
  suspended: '该账户已被停用。',
  cannot_delete_self: '你不能删除自己。',
  same_password: '新密码不能与当前密码相同。',
  username_too_long: '用户名长度不能超过 {{maxLength}} 个字符。',
  sign_in_method_not_enabled: '未启用此登录方式。',
  sign_up_method_not_enabled: '未启用此注册方式。',
  username_required: '用户名为必填项。',
  password_and_digest: '不能同时设置明文密码和密码摘要。',
  password_algorithm_required: '设置密码摘要时必须同时指定密码算法。',
  identity_not_exist: '该社交身份尚未注册。',
  invalid_role_type: '此类型的角色不能分配给用户。',
};
