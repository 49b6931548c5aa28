import type { LocalePhrases } from '../../../types.ts';

export const profile: NonNullable<NonNullable<LocalePhrases['console']>['profile']> = {
  title: 'アカウント設定',
  description: 'アカウント情報と、コンソールでの表示方法を変更します。',
  back_to_console: 'コンソールに戻る',
  profile_information: 'プロフィール情報',
  avatar: 'アバター',
  avatar_alt: '{{name}} のアバター',
  upload_avatar: '画像をアップロード',
  remove_avatar: '画像を削除',
  avatar_hint: 'SVG、PNG、JPEG、ICO 形式、最大 {{size}}。',
  uploading: 'アップロード中…',
  name: '名前',
  username: 'ユーザー名',
  edit: '編集',
  not_set: '未設定',
  edit_name: '名前を編集',
  edit_username: 'ユーザー名を編集',
  updated: 'プロフィールを更新しました。',
  username_invalid:
    'ユーザー名は英字またはアンダースコアで始まり、英字、数字、アンダースコアのみを含む必要があります。',
  upload: {
    file_count_error: 'ファイルは 1 つずつアップロードしてください。',
    file_type_error: 'サポートされていないファイル形式です。使用できる形式: {{extensions}}。',
    file_size_error: 'ファイルが大きすぎます。上限: {{limit}}。',
    generic_error: 'アップロードに失敗しました。もう一度お試しください。',
    service_not_configured:
      'このサーバーではファイルストレージが設定されていないため、画像をアップロードできません。',
  },
};
