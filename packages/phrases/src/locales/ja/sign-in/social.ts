import type { LocalePhrases } from '../../../types.ts';

export const socialPhrases: Pick<NonNullable<LocalePhrases['sign-in']>, 'social'> = {
  social: {
    continue_with: '{{name}} で続行',
    divider: 'または',
    group_label: '別のサービスでサインイン',
    signing_in: 'サインインしています…',
    link_title: 'アカウントをリンク',
    link_description:
      '{{identifier}} のアカウントが既にあります。{{name}} のサインインをこのアカウントにリンクして続行しますか？',
    link_confirm: 'リンクして続行',
    back_to_sign_in: 'サインインに戻る',
    failed_title: 'サインインできませんでした',
    state_mismatch: 'このサインインを確認できませんでした。最初からやり直してください。',
    registration_closed: 'このサインインを使うアカウントはまだなく、登録は受け付けていません。',
  },
};
