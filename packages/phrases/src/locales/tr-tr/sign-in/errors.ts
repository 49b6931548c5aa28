/** Deneyim API’sinin gönderdiği hata kodları için, koda göre düzenlenmiş mesajlar. */
export const errorPhrases = {
  errors: {
    generic: 'Bir sorun oluştu. Lütfen tekrar deneyin.',
    network: 'Sunucuya ulaşılamıyor. Bağlantınızı kontrol edip tekrar deneyin.',
    session: {
      forgot_password_not_enabled: 'Şifre sıfırlama burada kullanılamıyor.',
      not_supported_for_forgot_password: 'Bu işlem şifre sıfırlanırken kullanılamaz.',
      invalid_credentials: 'Kullanıcı adı veya parola hatalı.',
      registration_disabled: 'Kayıt kapalı. Bunun yerine mevcut bir hesapla giriş yapın.',
      not_found: 'Giriş oturumunuzun süresi doldu. Uygulamaya geri dönüp yeniden başlayın.',
      interaction_not_found:
        'Giriş oturumunuzun süresi doldu. Uygulamaya geri dönüp yeniden başlayın.',
      verification_session_not_found: 'Giriş oturumunuzun süresi doldu. Lütfen tekrar deneyin.',
      verification_failed: 'Doğrulama başarılı olmadı. Lütfen tekrar deneyin.',
      verification_blocked_too_many_attempts:
        'Çok fazla deneme yapıldı. Lütfen bir süre bekleyip tekrar deneyin.',
      identifier_not_found: 'Kullanıcı adı veya parola hatalı.',
      invalid_interaction_type: 'Bu işlem mevcut istek için kullanılamıyor.',
      invalid_sign_in_method: 'Bu giriş yöntemi etkin değil.',
      identity_conflict: 'Bu hesap zaten başka bir kimliğe bağlı.',
      captcha_required: 'Lütfen CAPTCHA doğrulamasını tamamlayın.',
      captcha_failed: 'CAPTCHA doğrulaması başarısız oldu. Lütfen tekrar deneyin.',
      unauthorized: 'Lütfen önce giriş yapın.',
      mfa: {
        require_mfa_verification: 'Giriş yapmak için ek doğrulama gerekiyor.',
      },
    },
    user: {
      email_already_in_use: 'Bu e-posta başka bir hesap tarafından kullanılıyor.',
      phone_already_in_use: 'Bu telefon numarası başka bir hesap tarafından kullanılıyor.',
      invalid_phone: 'Bu telefon numarası geçerli değil. Ülke kodunu ekleyin.',
      new_password_required_in_profile: 'Devam etmek için yeni bir şifre belirleyin.',
      same_password: 'Yeni şifre mevcut şifreden farklı olmalıdır.',
      suspended: 'Bu hesap askıya alındı.',
      username_already_in_use: 'Bu kullanıcı adı zaten alınmış.',
      user_not_exist: 'Kullanıcı adı veya parola hatalı.',
      sign_in_method_not_enabled: 'Bu giriş yöntemi etkin değil.',
      sign_up_method_not_enabled: 'Bu kayıt yöntemi etkin değil.',
      missing_profile: 'Gerekli bazı hesap bilgileri eksik.',
      username_required: 'Kullanıcı adı gerekli.',
      password_required_in_profile: 'Parola gerekli.',
      suggest_mfa: 'Bu hesap için ek doğrulama önerilir.',
      missing_mfa: 'Bu hesap için ek doğrulama ayarlanmalıdır.',
      username_starts_with_number: 'Kullanıcı adı rakamla başlayamaz.',
      username_invalid_charset_hard: 'Kullanıcı adı izin verilmeyen karakterler içeriyor.',
      username_too_short: 'Kullanıcı adı çok kısa.',
      username_too_long: 'Kullanıcı adı çok uzun.',
      username_uppercase_not_allowed: 'Kullanıcı adında büyük harfe izin verilmez.',
      username_lowercase_not_allowed: 'Kullanıcı adında küçük harfe izin verilmez.',
      username_numbers_not_allowed: 'Kullanıcı adında rakama izin verilmez.',
      username_underscore_not_allowed: 'Kullanıcı adında alt çizgiye izin verilmez.',
    },
    verification_code: {
      code_mismatch: 'Kod yanlış.',
      expired: 'Kodun süresi doldu. Yeni bir kod isteyin.',
      exceed_max_try: 'Çok fazla yanlış kod girildi. Yeni bir kod isteyin.',
      not_found: 'Bu adres için bekleyen bir kod yok. Yeni bir kod isteyin.',
    },
    connector: {
      not_found: 'Şu anda kod gönderilemiyor: bu hizmette bir gönderici ayarlanmamış.',
      general: 'Kod gönderilemedi. Lütfen tekrar deneyin.',
    },
    password: {
      rejected: 'Parola gereksinimleri karşılamıyor.',
      expired: 'Parolanızın süresi doldu. Devam etmek için parolanızı sıfırlayın.',
    },
    password_rejected: {
      too_short: 'En az {{min}} karakter kullanın.',
      too_long: 'En fazla {{max}} karakter kullanın.',
      unsupported_characters:
        'Yalnızca harf, rakam, boşluk ve standart klavyedeki sembolleri kullanın.',
      character_types:
        'En az {{min}} türden karakter kullanın: küçük harf, büyük harf, rakam, sembol.',
      pwned: 'Bu parola bir veri ihlalinde ortaya çıkmış. Başka bir parola seçin.',
      restricted: {
        repetition: '“aaa” gibi tekrarlanan karakterlerden kaçının.',
        sequence: '“abc”, “123” veya “qwe” gibi dizilerden kaçının.',
        words: 'Bu ürüne özgü sözcüklerden kaçının.',
        user_info: 'Kullanıcı adınızı veya diğer kişisel bilgilerinizi kullanmaktan kaçının.',
      },
    },
    guard: {
      invalid_input: 'Girilen bilgilerin bazıları geçerli değil.',
    },
    request: {
      general: 'İstek başarısız oldu. Lütfen tekrar deneyin.',
      invalid_input: 'Girilen bilgilerin bazıları geçerli değil.',
      message_rate_limited: 'Çok fazla istek. Lütfen biraz bekleyip tekrar deneyin.',
      rate_limited: 'Çok fazla istek. Lütfen biraz bekleyip tekrar deneyin.',
    },
    oidc: {
      invalid_request: 'Giriş isteği geçerli değil. Uygulamaya geri dönüp yeniden başlayın.',
      session_not_found: 'Giriş oturumunuzun süresi doldu. Uygulamaya geri dönüp yeniden başlayın.',
      access_denied: 'Erişim reddedildi.',
      aborted: 'Giriş iptal edildi.',
    },
    application: {
      user_consent_scopes_not_found: 'İstenen izinler bulunamadı.',
    },
    entity: {
      not_exists: 'İstenen öğe mevcut değil.',
      not_found: 'İstenen öğe mevcut değil.',
    },
  },
};
