export const connector = {
  general: '连接器出错：{{message}}',
  not_found: '未找到已启用的 {{type}} 连接器。',
  not_found_with_connector_id: '不存在 ID 为 {{connectorId}} 的连接器工厂。',
  not_implemented: '该连接器暂不支持此操作。',
  invalid_metadata: '连接器元数据无效。',
  invalid_config_guard: '连接器配置无效。',
  invalid_config: '连接器配置不完整或有误。',
  unexpected_type: '此处不能使用这种类型的连接器。',
  invalid_request_parameters: '发往连接器的请求参数有误。',
  insufficient_request_parameters: '发往连接器的请求缺少参数。',
  invalid_response: '连接器的服务商返回了错误。',
  template_not_found: '未找到此用途的消息模板。',
  rate_limit_exceeded: '发送的消息过多，请稍后再试。',
  multiple_instances_not_supported: '此连接器只能添加一次。',
  invalid_type_for_syncing_profile: '只有社交连接器可以同步用户资料。',
  should_specify_target: '标准连接器需要在元数据中指定目标。',
  cannot_overwrite_metadata_for_non_standard_connector: '不能覆盖非标准连接器的元数据。',
  multiple_target_with_same_platform: '两个社交连接器不能在同一平台上共用一个目标。',
  token_storage_not_supported: '此连接器不能存储令牌。',
  email_connector: {
    bulk_deletion_no_filter: '删除邮件模板需要指定语言或模板类型。',
  },
};

export const verification_code = {
  phone_email_empty: '手机号码和邮箱地址均为空。',
  not_found: '未找到验证码，请先发送新的验证码。',
  phone_mismatch: '手机号码与接收验证码的号码不一致。',
  email_mismatch: '邮箱地址与接收验证码的地址不一致。',
  code_mismatch: '验证码错误。',
  expired: '验证码已过期，请重新发送。',
  exceed_max_try: '错误尝试次数过多，请发送新的验证码。',
};
