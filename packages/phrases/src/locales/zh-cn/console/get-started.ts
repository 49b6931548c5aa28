import type { LocalePhrases } from '../../../types.ts';

type Console = NonNullable<LocalePhrases['console']>;

/** Get-started page: the first steps after installing. */
export const get_started: Console['get_started'] = {
  title: '快速开始',
  subtitle: '只需三步，即可将你的第一个应用接入 Gatehouse。',
  step: '第 {{number}} 步',
  create_application_title: '创建应用',
  create_application_description:
    '注册通过 Gatehouse 为用户提供登录的 Web 应用、移动应用或机器对机器应用。',
  create_application_action: '前往应用',
  create_api_resource_title: '保护 API',
  create_api_resource_description: '将你的后端添加为 API 资源，并定义其访问令牌所携带的权限。',
  create_api_resource_action: '前往 API 资源',
  create_role_title: '定义角色',
  create_role_description: '将权限组合成角色，并分配给用户和机器应用。',
  create_role_action: '前往角色',
  section_coming_soon: '当前版本暂不可用',
  docs_title: '阅读文档',
  docs_description: '各框架的接入指南、API 参考和核心概念。',
  docs_action: '打开文档',
};
