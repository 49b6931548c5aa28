import type { LocalePhrases } from '../../../types.ts';

export const errorPhrases: NonNullable<LocalePhrases['sign-in']> = {
  errors: {
    generic: '問題が発生しました。もう一度お試しください。',
    network: 'サーバーに接続できません。接続を確認して、もう一度お試しください。',
    session: {
      forgot_password_not_enabled: 'ここではパスワードのリセットを利用できません。',
      not_supported_for_forgot_password: 'パスワードのリセット中はこの操作を利用できません。',
      invalid_credentials: 'ユーザー名またはパスワードが正しくありません。',
      registration_disabled: '登録は受け付けていません。既存のアカウントでサインインしてください。',
      not_found:
        'サインインセッションの有効期限が切れました。アプリケーションに戻って、最初からやり直してください。',
      interaction_not_found:
        'サインインセッションの有効期限が切れました。アプリケーションに戻って、最初からやり直してください。',
      verification_session_not_found:
        'サインインセッションの有効期限が切れました。もう一度お試しください。',
      verification_failed: '検証に失敗しました。もう一度お試しください。',
      verification_blocked_too_many_attempts:
        '試行回数が多すぎます。しばらく待ってから、もう一度お試しください。',
      identifier_not_found: 'ユーザー名またはパスワードが正しくありません。',
      invalid_interaction_type: 'この操作は現在のリクエストでは利用できません。',
      invalid_sign_in_method: 'このサインイン方法は有効になっていません。',
      identity_conflict: 'このアカウントはすでに別の ID に連携されています。',
      captcha_required: 'CAPTCHA を完了してください。',
      captcha_failed: 'CAPTCHA の確認に失敗しました。もう一度お試しください。',
      unauthorized: '先にサインインしてください。',
      mfa: {
        require_mfa_verification: 'サインインするには追加の検証が必要です。',
      },
    },
    user: {
      email_already_in_use: 'このメールアドレスは別のアカウントで使われています。',
      phone_already_in_use: 'この電話番号は別のアカウントで使われています。',
      invalid_phone: 'この電話番号は無効です。国番号を含めてください。',
      new_password_required_in_profile: '続行するには新しいパスワードを設定してください。',
      same_password: '新しいパスワードは現在のものと異なる必要があります。',
      suspended: 'このアカウントは停止されています。',
      username_already_in_use: 'このユーザー名はすでに使われています。',
      user_not_exist: 'ユーザー名またはパスワードが正しくありません。',
      sign_in_method_not_enabled: 'このサインイン方法は有効になっていません。',
      sign_up_method_not_enabled: 'この登録方法は有効になっていません。',
      missing_profile: '必要なアカウント情報の一部が不足しています。',
      username_required: 'ユーザー名は必須です。',
      password_required_in_profile: 'パスワードは必須です。',
      suggest_mfa: 'このアカウントには追加の検証を設定することをおすすめします。',
      missing_mfa: 'このアカウントには追加の検証を設定する必要があります。',
      username_starts_with_number: 'ユーザー名を数字で始めることはできません。',
      username_invalid_charset_hard: 'ユーザー名に使用できない文字が含まれています。',
      username_too_short: 'ユーザー名が短すぎます。',
      username_too_long: 'ユーザー名が長すぎます。',
      username_uppercase_not_allowed: 'ユーザー名に大文字は使用できません。',
      username_lowercase_not_allowed: 'ユーザー名に小文字は使用できません。',
      username_numbers_not_allowed: 'ユーザー名に数字は使用できません。',
      username_underscore_not_allowed: 'ユーザー名にアンダースコアは使用できません。',
    },
    verification_code: {
      code_mismatch: 'コードが正しくありません。',
      expired: 'コードの有効期限が切れました。新しいコードをリクエストしてください。',
      exceed_max_try: '誤ったコードが多すぎます。新しいコードをリクエストしてください。',
      not_found: 'このアドレス宛てのコードはありません。新しいコードをリクエストしてください。',
    },
    connector: {
      not_found: '現在コードを送信できません。このサービスには送信元が設定されていません。',
      general: 'コードを送信できませんでした。もう一度お試しください。',
    },
    password: {
      rejected: 'パスワードが要件を満たしていません。',
      expired: 'パスワードの有効期限が切れています。続行するにはリセットしてください。',
    },
    password_rejected: {
      too_short: '{{min}} 文字以上にしてください。',
      too_long: '{{max}} 文字以内にしてください。',
      unsupported_characters:
        '英字、数字、スペース、および標準的なキーボードの記号のみを使用してください。',
      character_types:
        '小文字、大文字、数字、記号のうち、少なくとも {{min}} 種類の文字を使用してください。',
      pwned: 'このパスワードはデータ漏えいで流出しています。別のパスワードを選んでください。',
      restricted: {
        repetition: '「aaa」のような同じ文字の繰り返しは避けてください。',
        sequence: '「abc」「123」「qwe」のような連続した文字列は避けてください。',
        words: 'この製品に固有の単語は避けてください。',
        user_info: 'ユーザー名やその他の個人情報は使用しないでください。',
      },
    },
    guard: {
      invalid_input: '入力された情報の一部が無効です。',
    },
    request: {
      general: 'リクエストに失敗しました。もう一度お試しください。',
      invalid_input: '入力された情報の一部が無効です。',
      message_rate_limited: 'リクエストが多すぎます。少し待ってから、もう一度お試しください。',
      rate_limited: 'リクエストが多すぎます。少し待ってから、もう一度お試しください。',
    },
    oidc: {
      invalid_request:
        'サインインリクエストが無効です。アプリケーションに戻って、最初からやり直してください。',
      session_not_found:
        'サインインセッションの有効期限が切れました。アプリケーションに戻って、最初からやり直してください。',
      access_denied: 'アクセスが拒否されました。',
      aborted: 'サインインがキャンセルされました。',
    },
    application: {
      user_consent_scopes_not_found: '要求された権限が見つかりませんでした。',
    },
    entity: {
      not_exists: '要求された項目は存在しません。',
      not_found: '要求された項目は存在しません。',
    },
  },
};
