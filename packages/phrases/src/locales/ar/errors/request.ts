import type { LocalePhrases } from '../../../types.ts';

export const request: NonNullable<NonNullable<LocalePhrases['errors']>['request']> = {
  general: 'تعذّر إكمال الطلب.',
  invalid_input: 'المُدخلات غير صالحة: {{message}}',
  invalid_json: 'نص الطلب ليس JSON صالحًا.',
  payload_too_large: 'يتجاوز نص الطلب الحد الأقصى البالغ {{limit}} بايت.',
  unsupported_media_type:
    'لا تقبل نقطة النهاية هذه إلا نصوص JSON (Content-Type: application/json).',
  not_found: 'لا يوجد شيء على هذا العنوان.',
  internal_server_error: 'خطأ داخلي في الخادم.',
  range_not_satisfiable: 'لا يمكن تلبية النطاق المطلوب.',
  feature_not_supported: 'هذه الميزة غير مدعومة.',
  message_rate_limited: 'طلبات كثيرة جدًا. يُرجى المحاولة مرة أخرى لاحقًا.',
  rate_limited: 'طلبات كثيرة جدًا. يُرجى المحاولة مرة أخرى لاحقًا.',
};
