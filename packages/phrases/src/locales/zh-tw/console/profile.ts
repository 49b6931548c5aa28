import type { LocalePhrases } from '../../../types.ts';

type Console = NonNullable<LocalePhrases['console']>;

/** The self-hosted profile page at /console/profile. */
export const profile: Console['profile'] = {
  title: '帳號設定',
  description: '修改你的帳號資訊以及你在主控台中的顯示方式。',
  back_to_console: '返回主控台',
  profile_information: '個人資料',
  avatar: '大頭貼',
  avatar_alt: '{{name}} 的大頭貼',
  upload_avatar: '上傳圖片',
  remove_avatar: '移除圖片',
  avatar_hint: '支援 SVG、PNG、JPEG 或 ICO，最大 {{size}}。',
  uploading: '上傳中…',
  name: '姓名',
  username: '使用者名稱',
  edit: '編輯',
  not_set: '未設定',
  edit_name: '編輯姓名',
  edit_username: '編輯使用者名稱',
  updated: '個人資料已更新。',
  username_invalid: '使用者名稱必須以字母或底線開頭，且只能包含字母、數字和底線。',
  upload: {
    file_count_error: '每次只能上傳一個檔案。',
    file_type_error: '不支援的檔案類型。允許的類型：{{extensions}}。',
    file_size_error: '檔案過大。最大：{{limit}}。',
    generic_error: '上傳失敗。請重試。',
    service_not_configured: '此伺服器未設定檔案儲存，因此無法上傳圖片。',
  },
};
