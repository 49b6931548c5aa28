import type { LocalePhrases } from '../../../types.ts';

type Console = NonNullable<LocalePhrases['console']>;

/** Messages the console shows for failures it detects itself (not the server's messages). */
export const errors: Console['errors'] = {
  page_not_found: '找不到頁面',
  page_not_found_description: '你要找的頁面不存在或已移至他處。',
  back_to_console: '返回控制台',
  something_went_wrong: '出了點問題',
  something_went_wrong_description: '發生意外錯誤，頁面無法繼續執行。請重試。',
  more_details: '更多詳細資料',
  hide_details: '隱藏詳細資料',
  unknown_server_error: '發生未知的伺服器錯誤。',
  unexpected_error: '發生意外錯誤。',
  network_error: '無法連接到伺服器。請檢查網絡連接後重試。',
  request_timeout: '請求耗時過長。請重試。',
  http_status: {
    '400': '請求無效。',
    '401': '你的會話已結束。請重新登入。',
    '403': '你沒有執行此操作的權限。',
    '404': '找不到所請求的項目。',
    '409': '請求與目前狀態衝突。',
    '413': '請求過大。',
    '422': '無法處理該請求。',
    '429': '請求過多。請稍後重試。',
    '500': '伺服器發生內部錯誤。',
    '502': '伺服器目前無法存取。',
    '503': '服務目前不可用。',
  },
  forbidden_title: '存取被拒絕',
  config_unavailable: '無法載入控制台設定。',
  insecure_context_title: '需要安全連接',
  insecure_context:
    '在不安全的頁面上，瀏覽器會阻止登入所需的加密功能。請透過 HTTPS 或 localhost 開啟控制台。',
  error_code: '錯誤：{{code}}',
  first_sidebar_item_not_found: '找不到側邊欄的第一項',
  tenant_id_not_found: '找不到租戶 ID',
  only_default_tenant_supported: '開源版僅支援預設租戶',
};
