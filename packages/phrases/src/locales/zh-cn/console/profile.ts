import type { LocalePhrases } from '../../../types.ts';

type Console = NonNullable<LocalePhrases['console']>;

/** The self-hosted profile page at /console/profile. */
export const profile: Console['profile'] = {
  title: '账户设置',
  description: '修改你的账户信息以及你在控制台中的显示方式。',
  back_to_console: '返回控制台',
  profile_information: '个人资料',
  avatar: '头像',
  avatar_alt: '{{name}} 的头像',
  upload_avatar: '上传图片',
  remove_avatar: '移除图片',
  avatar_hint: '支持 SVG、PNG、JPEG 或 ICO，最大 {{size}}。',
  uploading: '上传中…',
  name: '姓名',
  username: '用户名',
  edit: '编辑',
  not_set: '未设置',
  edit_name: '编辑姓名',
  edit_username: '编辑用户名',
  updated: '个人资料已更新。',
  username_invalid: '用户名必须以字母或下划线开头，且只能包含字母、数字和下划线。',
  upload: {
    file_count_error: '每次只能上传一个文件。',
    file_type_error: '不支持的文件类型。允许的类型：{{extensions}}。',
    file_size_error: '文件过大。最大：{{limit}}。',
    generic_error: '上传失败。请重试。',
    service_not_configured: '此服务器未配置文件存储，因此无法上传图片。',
  },
};
