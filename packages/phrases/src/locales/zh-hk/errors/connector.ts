export const connector = {
  general: '連接器出錯：{{message}}',
  not_found: '找不到已啟用的 {{type}} 連接器。',
  not_found_with_connector_id: '沒有 ID 為 {{connectorId}} 的連接器工廠。',
  not_implemented: '此連接器暫未支援這項操作。',
  invalid_metadata: '連接器元數據無效。',
  invalid_config_guard: '連接器設定無效。',
  invalid_config: '連接器設定不完整或有誤。',
  unexpected_type: '此處不能使用這類連接器。',
  invalid_request_parameters: '發送至連接器的請求參數有誤。',
  insufficient_request_parameters: '發送至連接器的請求缺少參數。',
  invalid_response: '連接器的服務供應商回覆了錯誤。',
  template_not_found: '找不到此用途的訊息範本。',
  rate_limit_exceeded: '發送的訊息太多，請稍後再試。',
  multiple_instances_not_supported: '此連接器只可新增一次。',
  invalid_type_for_syncing_profile: '只有社交連接器可以同步用戶資料。',
  should_specify_target: '標準連接器需要在元數據中指定目標。',
  cannot_overwrite_metadata_for_non_standard_connector: '不能覆寫非標準連接器的元數據。',
  multiple_target_with_same_platform: '兩個社交連接器不能在同一平台共用一個目標。',
  token_storage_not_supported: '此連接器不能儲存權杖。',
  email_connector: {
    bulk_deletion_no_filter: '刪除電郵範本需要指定語言或範本類型。',
  },
};

export const verification_code = {
  phone_email_empty: '電話號碼和電郵地址均為空。',
  not_found: '找不到驗證碼，請先發送新的驗證碼。',
  phone_mismatch: '電話號碼與接收驗證碼的號碼不符。',
  email_mismatch: '電郵地址與接收驗證碼的地址不符。',
  code_mismatch: '驗證碼錯誤。',
  expired: '驗證碼已過期，請重新發送。',
  exceed_max_try: '錯誤嘗試次數太多，請發送新的驗證碼。',
};
