import type { LocalePhrases } from '../../../types.ts';

type Console = NonNullable<LocalePhrases['console']>;

/** Get-started page: the first steps after installing. */
export const get_started: Console['get_started'] = {
  title: '快速開始',
  subtitle: '只需三步，即可將你的第一個應用程式串接 Gatehouse。',
  step: '第 {{number}} 步',
  create_application_title: '建立應用程式',
  create_application_description:
    '註冊透過 Gatehouse 為使用者提供登入的 Web 應用程式、行動應用程式或機器對機器應用程式。',
  create_application_action: '前往應用程式',
  create_api_resource_title: '保護 API',
  create_api_resource_description: '將你的後端新增為 API 資源，並定義其存取權杖所攜帶的權限。',
  create_api_resource_action: '前往 API 資源',
  create_role_title: '定義角色',
  create_role_description: '將權限組合成角色，並分配給使用者和機器應用程式。',
  create_role_action: '前往角色',
  section_coming_soon: '此版本尚未提供',
  docs_title: '閱讀文件',
  docs_description: '各框架的串接指南、API 參考和核心概念。',
  docs_action: '開啟文件',
};
