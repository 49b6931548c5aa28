import type { LocalePhrases } from '../../../types.ts';

export const profile: NonNullable<NonNullable<LocalePhrases['console']>['profile']> = {
  title: '계정 설정',
  description: '계정 정보와 콘솔에 표시되는 방식을 변경합니다.',
  back_to_console: '콘솔로 돌아가기',
  profile_information: '프로필 정보',
  avatar: '아바타',
  avatar_alt: '{{name}}의 아바타',
  upload_avatar: '이미지 업로드',
  remove_avatar: '이미지 제거',
  avatar_hint: 'SVG, PNG, JPEG 또는 ICO, 최대 {{size}}.',
  uploading: '업로드 중…',
  name: '이름',
  username: '사용자 이름',
  edit: '편집',
  not_set: '설정되지 않음',
  edit_name: '이름 편집',
  edit_username: '사용자 이름 편집',
  updated: '프로필이 업데이트되었습니다.',
  username_invalid:
    '사용자 이름은 영문자 또는 밑줄로 시작해야 하며 영문자, 숫자, 밑줄만 포함할 수 있습니다.',
  upload: {
    file_count_error: '한 번에 하나의 파일만 업로드하세요.',
    file_type_error: '지원되지 않는 파일 형식입니다. 허용되는 형식: {{extensions}}.',
    file_size_error: '파일이 너무 큽니다. 최대 크기: {{limit}}.',
    generic_error: '업로드에 실패했습니다. 다시 시도하세요.',
    service_not_configured:
      '이 서버에 파일 저장소가 구성되어 있지 않아 이미지를 업로드할 수 없습니다.',
  },
};
