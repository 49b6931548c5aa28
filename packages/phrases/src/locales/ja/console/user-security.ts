import type { LocalePhrases } from '../../../types.ts';

/** A user's MFA factors and lockout on the user details page. */
export const user_security: NonNullable<NonNullable<LocalePhrases['console']>['user_security']> = {
  mfa: {
    title: '多要素認証',
    description: 'このユーザーが設定した第 2 要素です。',
    empty: 'このユーザーはまだ要素を設定していません。',
    load_error: '要素を読み込めませんでした。',
    created: '{{date}} に追加',
    last_used: '最終使用：{{date}}',
    remaining_codes: '残り {{count}} 個',
    remove_label: '{{factor}} を削除',
    remove_title: '{{factor}} を削除しますか？',
    remove_message:
      'ユーザーはこれを使ってサインインできなくなり、要素を設定し直す必要がある場合があります。',
    removed: '{{factor}} を削除しました。',
    reset_all: 'すべての要素をリセット',
    reset_title: 'このユーザーのすべての要素を削除しますか？',
    reset_message:
      'ユーザーがデバイスを紛失したときに使います。ポリシーで求められれば、ユーザーは MFA を設定し直します。',
    reset_done: 'ユーザーのすべての要素を削除しました。',
  },
  lock: {
    locked: 'サインインの失敗が多すぎるため、{{date}} までロックされています。',
    unlock: 'ロックを解除',
    unlocked: 'ユーザーのロックを解除しました。再びサインインできます。',
  },
};
