import type { LocalePhrases } from '../../../types.ts';

export const ssoPhrases: Pick<NonNullable<LocalePhrases['sign-in']>, 'sso'> = {
  sso: {
    continue: 'シングルサインオン',
    notice:
      'このメールアドレスではシングルサインオンが有効です。組織のIDプロバイダーで続行してください。',
    signing_in: 'シングルサインオンでサインインしています…',
    failed_title: 'シングルサインオンに失敗しました',
    state_mismatch: 'このシングルサインオンを確認できませんでした。最初からやり直してください。',
    registration_closed: 'このIDを使うアカウントはまだなく、登録は受け付けていません。',
    back_to_sign_in: 'サインインに戻る',
  },
};
