import type { LocalePhrases } from '../../../types.ts';

export const mfaPhrases: Pick<NonNullable<LocalePhrases['sign-in']>, 'mfa'> = {
  mfa: {
    bind_title: 'Настройте двухэтапную проверку',
    bind_description: 'Добавьте второй шаг, чтобы защитить свою учётную запись.',
    verify_title: 'Подтвердите, что это вы',
    verify_description: 'Подтвердите вход вторым шагом.',
    choose_method: 'Выберите способ',
    other_methods: 'Другие способы',
    factor_totp: 'Приложение-аутентификатор',
    factor_totp_description: 'Коды из приложения, например Google Authenticator или 1Password.',
    factor_webauthn: 'Ключ доступа или ключ безопасности',
    factor_webauthn_description: 'Блокировка экрана вашего устройства или ключ безопасности.',
    factor_backup_code: 'Резервный код',
    factor_backup_code_description:
      'Один из кодов, сохранённых при настройке двухэтапной проверки.',
    skip: 'Пропустить пока',
    back: 'Назад',
    totp_scan:
      'Отсканируйте этот QR-код приложением-аутентификатором или введите в нём ключ настройки.',
    totp_qr_alt: 'QR-код для добавления этой учётной записи в приложение-аутентификатор',
    totp_secret: 'Ключ настройки',
    totp_code: 'Код из приложения',
    totp_code_hint: '6-значный код, который сейчас показывает приложение.',
    backup_code: 'Резервный код',
    code_required: 'Введите код.',
    verify: 'Подтвердить',
    webauthn_create_description:
      'Браузер предложит создать ключ доступа на вашем устройстве или ключе безопасности.',
    webauthn_create: 'Создать ключ доступа',
    webauthn_use_description: 'Браузер запросит ваш ключ доступа или ключ безопасности.',
    webauthn_use: 'Использовать мой ключ доступа',
    webauthn_unsupported: 'Этот браузер не поддерживает ключи доступа. Выберите другой способ.',
    webauthn_cancelled: 'Запрос ключа доступа отменён или истёк. Попробуйте ещё раз.',
    backup_title: 'Сохраните резервные коды',
    backup_description:
      'Каждый код действует один раз. Храните их в надёжном месте: они позволят войти, если вы потеряете другой способ.',
    backup_codes: 'Ваши резервные коды',
    backup_copy: 'Копировать коды',
    backup_copied: 'Коды скопированы.',
    backup_download: 'Скачать коды',
    backup_saved: 'Я сохранил эти коды',
    passkey_sign_in: 'Войти с ключом доступа',
  },
};
