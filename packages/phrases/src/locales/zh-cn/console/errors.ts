import type { LocalePhrases } from '../../../types.ts';

type Console = NonNullable<LocalePhrases['console']>;

/** Messages the console shows for failures it detects itself (not the server's messages). */
export const errors: Console['errors'] = {
  page_not_found: '页面未找到',
  page_not_found_description: '你要查找的页面不存在或已被移动。',
  back_to_console: '返回控制台',
  something_went_wrong: '出了点问题',
  something_went_wrong_description: '发生意外错误，页面无法继续运行。请重试。',
  more_details: '更多详情',
  hide_details: '隐藏详情',
  unknown_server_error: '发生未知的服务器错误。',
  unexpected_error: '发生意外错误。',
  network_error: '无法连接到服务器。请检查网络连接后重试。',
  request_timeout: '请求耗时过长。请重试。',
  http_status: {
    '400': '请求无效。',
    '401': '你的会话已结束。请重新登录。',
    '403': '你没有执行此操作的权限。',
    '404': '未找到请求的内容。',
    '409': '请求与当前状态冲突。',
    '413': '请求过大。',
    '422': '无法处理该请求。',
    '429': '请求过多。请稍后重试。',
    '500': '服务器发生内部错误。',
    '502': '服务器当前无法访问。',
    '503': '服务当前不可用。',
  },
  forbidden_title: '访问被拒绝',
  config_unavailable: '无法加载控制台配置。',
  insecure_context_title: '需要安全连接',
  insecure_context:
    '在不安全的页面上，浏览器会阻止登录所需的加密功能。请通过 HTTPS 或 localhost 打开控制台。',
  error_code: '错误：{{code}}',
  first_sidebar_item_not_found: '未找到侧边栏的第一项',
  tenant_id_not_found: '未找到租户 ID',
  only_default_tenant_supported: '开源版仅支持默认租户',
};
